// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkproxy.h"

#include "credentialorigin.h"

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

QNetworkProxy firstThatCanCarry(const QList<QNetworkProxy> &candidates, const QUrl &url)
{
    for (const QNetworkProxy &candidate : candidates) {
        if (canCarry(candidate, url))
            return candidate;
    }
    return QNetworkProxy(QNetworkProxy::NoProxy);
}

// Whether the application's factory decides, not the manager.
bool asksTheApplication(const QNetworkAccessManager &network)
{
    return !network.proxyFactory() && network.proxy().type() == QNetworkProxy::DefaultProxy;
}

} // namespace

QNetworkProxy proxyFor(const QNetworkAccessManager &network, const QUrl &url)
{
    // QNetworkAccessManagerPrivate::queryProxy's order. setProxy() and
    // setProxyFactory() each clear the other, so at most one of them is set.
    const QNetworkProxyQuery query(url);
    if (network.proxyFactory())
        return firstThatCanCarry(network.proxyFactory()->queryProxy(query), url);
    if (network.proxy().type() != QNetworkProxy::DefaultProxy)
        return firstThatCanCarry({network.proxy()}, url);
    return firstThatCanCarry(QNetworkProxyFactory::proxyForQuery(query), url);
}

ProxyChoices::ProxyChoices(qint64 maxAgeMs)
    : m_maxAgeMs(maxAgeMs)
{
    m_clock.start();
}

QNetworkProxy ProxyChoices::proxyFor(const QNetworkAccessManager &network, const QUrl &url)
{
    if (!asksTheApplication(network))
        return rsi::proxyFor(network, url);
    const qint64 now = m_clock.elapsed();
    // A run of one origin's URLs needs no origin text for each.
    if (const Choice *last = m_last.find(url); last && now - last->madeAtMs < m_maxAgeMs)
        return last->proxy;
    // The origin in its one canonical form (credentialorigin.h); none for
    // what is not http(s), which is asked every time.
    const QString origin = credentialOriginOf(url);
    if (origin.isEmpty())
        return rsi::proxyFor(network, url);
    if (const auto known = m_byOrigin.constFind(origin);
        known != m_byOrigin.cend() && now - known->madeAtMs < m_maxAgeMs) {
        m_last.remember(url, *known);
        return known->proxy;
    }
    // Bounded: a crawl of many hosts keeps what the last few hundred need.
    constexpr qsizetype maxOrigins = 512;
    if (m_byOrigin.size() >= maxOrigins)
        m_byOrigin.clear();
    const QNetworkProxy proxy = rsi::proxyFor(network, url);
    m_byOrigin.insert(origin, {proxy, now});
    m_last.remember(url, {proxy, now});
    return proxy;
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
