// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialorigin.h"

#include <QUrl>

namespace rsi {

namespace {

int defaultPort(const QString &scheme)
{
    return scheme == u"https" ? 443 : 80;
}

} // namespace

QString credentialOriginOf(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if ((scheme != u"http" && scheme != u"https") || url.host().isEmpty())
        return {};
    // QUrl::host() gives an IPv6 address without brackets.
    const QString host = url.host(QUrl::FullyEncoded).toLower();
    const QString authority = host.contains(u':') ? u'[' + host + u']' : host;
    const int port = url.port(defaultPort(scheme));
    QString origin = scheme + u"://" + authority;
    if (port != defaultPort(scheme))
        origin += u':' + QString::number(port);
    return origin;
}

QString credentialOriginFromUserText(QStringView text)
{
    const QString trimmed = text.trimmed().toString();
    if (trimmed.isEmpty() || trimmed.contains(QChar::Space))
        return {};
    // A bare IPv6 address ("::1") has colons but no brackets: bracket it so
    // that QUrl does not read a port into it.
    QString withScheme = trimmed;
    if (!trimmed.contains(u"://")) {
        const bool bareIpv6 = trimmed.count(u':') > 1 && !trimmed.startsWith(u'[');
        withScheme = QStringLiteral("https://") + (bareIpv6 ? u'[' + trimmed + u']' : trimmed);
    }
    const QUrl url(withScheme, QUrl::StrictMode);
    if (!url.isValid() || !url.userInfo().isEmpty())
        return {};
    // "host:" and "host:0" are typing mistakes, not the default port.
    if (url.port() == 0 || withScheme.endsWith(u':'))
        return {};
    return credentialOriginOf(url);
}

} // namespace rsi
