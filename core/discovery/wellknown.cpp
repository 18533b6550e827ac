// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wellknown.h"

namespace rsi {

namespace {

QUrl siteUrl(const QUrl &url, const QString &path)
{
    if (!url.isValid() || url.host().isEmpty())
        return {};
    const QString scheme = url.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return {};
    QUrl site;
    site.setScheme(scheme);
    site.setHost(url.host()); // QUrl already lower-cases and normalises the host
    const int port = url.port();
    const int defaultPort = scheme == u"https" ? 443 : 80;
    if (port != -1 && port != defaultPort)
        site.setPort(port);
    site.setPath(path);
    return site;
}

} // namespace

QUrl wellKnownUrl(const QUrl &anyUrlOnTheSite)
{
    return siteUrl(anyUrlOnTheSite, QStringLiteral("/.well-known/resourcesync"));
}

QUrl robotsTxtUrl(const QUrl &anyUrlOnTheSite)
{
    return siteUrl(anyUrlOnTheSite, QStringLiteral("/robots.txt"));
}

} // namespace rsi
