// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "httprequestparser.h"

#include <QHostAddress>
#include <QObject>
#include <QUrl>

#include <functional>

class QTcpServer;

namespace rsi {

// What the callback server answers.
struct HttpResponse
{
    int status = 200;
    QByteArray contentType; // empty: no Content-Type
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers; // extra headers

    static HttpResponse text(int status, QByteArray body);
};

// The subscriber's HTTP/1.1 server, where hubs verify subscriptions and
// deliver notifications: small, on QTcpServer, with limits.
//
// - It listens on exactly the address it is given (127.0.0.1 by default in
//   the callers), never on others.
// - One request per connection, answered with "Connection: close".
// - Requests over HttpRequestLimits are refused as they arrive (414, 431,
//   413 for a body over the cap, announced or not) and never read whole.
// - A request must arrive whole within requestTimeoutMs, with no pause
//   longer than idleTimeoutMs (408 otherwise); a client that does not read
//   the answer is cut off after idleTimeoutMs.
// - At most maxConnections connections at once; more are closed unanswered.
// - Every complete request goes to the handler, on this object's thread;
//   without a handler everything is 404. No redirects are ever sent.
//
// Lives on its creator's thread, whose event loop must run.
class CallbackServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CallbackServer)

public:
    using Handler = std::function<HttpResponse(const HttpRequest &request)>;

    static constexpr int defaultMaxConnections = 32;

    explicit CallbackServer(HttpRequestLimits limits = {}, QObject *parent = nullptr);
    ~CallbackServer() override;

    // Listens on address:port (0: a free port). false with errorString()
    // when it cannot; listening again closes the previous socket.
    bool listen(const QHostAddress &address, quint16 port);
    void close();
    bool isListening() const;
    QString errorString() const { return m_errorString; }
    QHostAddress address() const;
    quint16 port() const;
    // "http://address:port", IPv6 in brackets.
    QUrl url() const;

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    void setTimeouts(int requestTimeoutMs, int idleTimeoutMs);
    void setMaxConnections(int connections) { m_maxConnections = connections; }
    const HttpRequestLimits &limits() const { return m_limits; }
    int openConnections() const { return m_open; }

    // "127.0.0.1:8080", "[::1]:0", "localhost:9000", "0.0.0.0:8080" (an
    // explicit choice to listen on every interface): where to listen; false
    // when text is none of these.
    static bool parseAddress(const QString &text, QHostAddress &address, quint16 &port);

    // "HTTP/1.1 200 OK\r\n...": a response as the server sends it.
    static QByteArray serialize(const HttpResponse &response);

Q_SIGNALS:
    // A request was refused before it reached the handler (status 400, 408,
    // 413, 414, 431, 501, 505), with the target when it was read.
    void requestRefused(int status, const QByteArray &reason, const QByteArray &target);

private:
    friend class CallbackConnection;
    void onNewConnection();
    HttpResponse dispatch(const HttpRequest &request) const;
    void connectionClosed() { --m_open; }

    HttpRequestLimits m_limits;
    QTcpServer *m_server = nullptr;
    Handler m_handler;
    QString m_errorString;
    int m_requestTimeoutMs = 60'000;
    int m_idleTimeoutMs = 15'000;
    int m_maxConnections = defaultMaxConnections;
    int m_open = 0;
};

} // namespace rsi
