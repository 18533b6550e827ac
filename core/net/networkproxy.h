// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lastoriginmemo.h"

#include <QElapsedTimer>
#include <QHash>
#include <QNetworkProxy>
#include <QString>

class QNetworkAccessManager;
class QUrl;

namespace rsi {

// The proxy a request for url goes through, decided the way
// QNetworkAccessManager decides it, so that whatever the application set on
// its manager still applies although the transfers run on libcurl:
// - the manager's own proxy when it is not DefaultProxy (the desktop
//   application's Settings: none, or a manual HTTP proxy);
// - else the manager's proxy factory, when it has one;
// - else the application's (QNetworkProxyFactory::proxyForQuery): the
//   system's when the application enabled
//   QNetworkProxyFactory::setUseSystemConfiguration (on Unix the http_proxy,
//   https_proxy and no_proxy variables, or what libproxy says), else
//   QNetworkProxy::applicationProxy().
// Of a list the first proxy that can carry the request wins: no proxy, an
// HTTP proxy, a SOCKS 5 proxy, or an HTTP caching proxy for http URLs.
// Returns QNetworkProxy::NoProxy when none can.
QNetworkProxy proxyFor(const QNetworkAccessManager &network, const QUrl &url);

// proxyFor() with the application's (the system's) answers kept for a while
// per origin: that answer comes from libproxy, which reads the configuration
// anew for every URL (35 to 45 us a URL on a 2-core machine, as much as the
// rest of a small download's work on the engine's thread; a loopback host is
// answered without it). So a proxy auto-configuration script that chose by
// path sees one URL per origin and maxAgeMs, as browsers give it for https
// anyway; a change of the system's settings applies within maxAgeMs. The
// manager's own proxy or factory is asked every time, as proxyFor() does.
class ProxyChoices final
{
public:
    static constexpr qint64 defaultMaxAgeMs = 1000;
    explicit ProxyChoices(qint64 maxAgeMs = defaultMaxAgeMs);

    QNetworkProxy proxyFor(const QNetworkAccessManager &network, const QUrl &url);

private:
    struct Choice
    {
        QNetworkProxy proxy;
        qint64 madeAtMs = 0;
    };

    qint64 m_maxAgeMs;
    QElapsedTimer m_clock;
    QHash<QString, Choice> m_byOrigin; // by credentialOriginOf()
    LastOriginMemo<Choice> m_last; // m_byOrigin's entry for the last origin asked
};

// The proxy as libcurl's CURLOPT_PROXY takes it: "http://host:port",
// "socks5h://host:port" (names resolved by the proxy, as Qt does), or an empty
// string for no proxy. User name and password are not part of it.
QByteArray curlProxyUrl(const QNetworkProxy &proxy);

} // namespace rsi
