// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "networkproxy.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <unordered_map>
#include <vector>

class QNetworkAccessManager;
class QSocketNotifier;

namespace rsi {

class HttpTransfer;

// One libcurl multi handle driven by the event loop of one thread: its
// sockets are watched with QSocketNotifiers and its timeouts with a QTimer
// (curl_multi_socket_action), so that many HttpTransfers run at once on that
// thread without a thread of their own, and share one pool of connections
// (kept alive and reused), one DNS cache and one TLS session cache.
//
// There is one session per QNetworkAccessManager, created on first use as
// its child (of()): everything that fetches through the same manager shares
// its connections, as it did when the manager itself made the requests, and
// the manager still says which proxy applies (networkproxy.h). Lives on the
// manager's thread; call it from there only. At most six connections per
// host and port are open at once (QNetworkAccessManager's own limit), however
// many engines share the session.
class CurlSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CurlSession)

public:
    static constexpr long maxConnectionsPerHost = 6;

    // The session of network, created as its child on first use. Call from
    // network's thread.
    static CurlSession *of(QNetworkAccessManager *network);
    // Stops every transfer still running; they never finish.
    ~CurlSession() override;

    // For HttpTransfer. add() hands the transfer's easy handle to the multi
    // handle; remove() takes it back (the transfer then never finishes).
    // Neither may be called from within a libcurl callback.
    void add(HttpTransfer *transfer);
    void remove(HttpTransfer *transfer);
    // Easy handles are reset and reused rather than made anew for each
    // transfer.
    void *takeEasyHandle();
    void returnEasyHandle(void *easy);
    void *shareHandle() const { return m_share; }
    // The proxies of the manager's requests, the system's remembered a while.
    ProxyChoices &proxyChoices() { return m_proxyChoices; }

private:
    struct SocketWatch;

    explicit CurlSession(QObject *parent);
    static int onSocket(void *easy, int fd, int what, void *session, void *socketData);
    static int onTimer(void *multi, long timeoutMs, void *session);
    void watch(int fd, int what);
    void act(int fd, int events);
    void finishTransfers();

    void *m_multi = nullptr;
    void *m_share = nullptr;
    QTimer m_timer;
    // By socket descriptor. A descriptor's notifiers are kept (disabled) when
    // curl stops watching it, and serve the next socket with that number:
    // connections kept alive come and go from the watch list with every
    // request.
    std::unordered_map<int, std::unique_ptr<SocketWatch>> m_watches;
    std::vector<HttpTransfer *> m_transfers; // added, not finished yet
    std::vector<void *> m_spareHandles;
    ProxyChoices m_proxyChoices;
};

} // namespace rsi
