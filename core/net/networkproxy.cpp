// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkproxy.h"

#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QUrl>

namespace rsi {

namespace {

bool canCarry(const QNetworkProxy &proxy, const QUrl &url)
{
    switch (proxy.type()) {
    case QNetworkProxy::NoProxy:
    case QNetworkProxy::HttpProxy:
    case QNetworkProxy::Socks5Proxy:
        return true;
    case QNetworkProxy::HttpCachingProxy:
        // It sees the requests in the clear, so it cannot tunnel https.
        return url.scheme().compare(u"http", Qt::CaseInsensitive) == 0;
    case QNetworkProxy::DefaultProxy:
    case QNetworkProxy::FtpCachingProxy:
        break;
    }
    return false;
}

} // namespace

QNetworkProxy proxyFor(const QNetworkAccessManager &network, const QUrl &url)
{
    // QNetworkAccessManagerPrivate::queryProxy's order. setProxy() and
    // setProxyFactory() each clear the other, so at most one of them is set.
    QList<QNetworkProxy> candidates;
    const QNetworkProxyQuery query(url);
    if (network.proxyFactory())
        candidates = network.proxyFactory()->queryProxy(query);
    else if (network.proxy().type() == QNetworkProxy::DefaultProxy)
        candidates = QNetworkProxyFactory::proxyForQuery(query);
    else
        candidates = {network.proxy()};
    for (const QNetworkProxy &candidate : std::as_const(candidates)) {
        if (canCarry(candidate, url))
            return candidate;
    }
    return QNetworkProxy(QNetworkProxy::NoProxy);
}

QByteArray curlProxyUrl(const QNetworkProxy &proxy)
{
    QByteArray scheme;
    switch (proxy.type()) {
    case QNetworkProxy::HttpProxy:
    case QNetworkProxy::HttpCachingProxy:
        scheme = "http";
        break;
    case QNetworkProxy::Socks5Proxy:
        scheme = "socks5h";
        break;
    default:
        return QByteArray("");
    }
    if (proxy.hostName().isEmpty())
        return QByteArray("");
    QUrl url;
    url.setScheme(QString::fromLatin1(scheme));
    url.setHost(proxy.hostName());
    url.setPort(proxy.port() > 0 ? proxy.port() : (scheme == "http" ? 8080 : 1080));
    return url.toEncoded();
}

} // namespace rsi
