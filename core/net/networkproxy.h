// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QNetworkProxy>

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

// The proxy as libcurl's CURLOPT_PROXY takes it: "http://host:port",
// "socks5h://host:port" (names resolved by the proxy, as Qt does), or an empty
// string for no proxy. User name and password are not part of it.
QByteArray curlProxyUrl(const QNetworkProxy &proxy);

} // namespace rsi
