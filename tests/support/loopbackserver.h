// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

#include <chrono>

namespace rsi::test {

// A small HTTP/1.1 server on 127.0.0.1 for tests, with raw control of what it
// sends so that faults can be injected: any status and headers, slow
// (trickled) bodies, truncated bodies, redirect chains, late answers, a
// sequence of answers for one path, connections closed without an answer.
// Single-threaded: it runs on the test's event loop. Every request it saw is
// recorded, with the time it arrived, and it counts how many requests were
// open (received, not yet answered in full) at once.
class LoopbackServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoopbackServer)

public:
    struct Response
    {
        int status = 200;
        QByteArray reason = "OK";
        QList<std::pair<QByteArray, QByteArray>> headers;
        QByteArray body;
        int trickleDelayMs = 0; // > 0: send the body one byte at a time, this far apart
        bool truncate = false; // announce the full length, send half, close
        int delayMs = 0; // > 0: wait this long before answering
        bool closeWithoutAnswer = false; // read the request, close the connection
    };

    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // names in lower case
        std::chrono::steady_clock::time_point receivedAt; // when the head was complete
    };

    explicit LoopbackServer(QObject *parent = nullptr);
    ~LoopbackServer() override;

    bool start(); // listens on 127.0.0.1, any free port
    quint16 port() const { return m_server.serverPort(); }
    // http://127.0.0.1:<port><path>
    QUrl url(const QString &path) const;
    // The same server named "localhost": another host as far as a client's
    // per-host rules are concerned.
    QUrl urlViaLocalhost(const QString &path) const;

    void setResponse(const QByteArray &path, Response response);
    // Answers the requests for path with these responses in turn, then the
    // last one for ever. Replaces what setResponse() set for path.
    void setResponses(const QByteArray &path, QList<Response> responses);
    void serveXml(const QByteArray &path, const QByteArray &xml);
    void redirect(const QByteArray &path, const QByteArray &location, int status = 302);

    const QList<Request> &requests() const { return m_requests; }
    // The requests for one path, in the order they arrived.
    QList<Request> requests(const QByteArray &path) const;
    int openRequests() const { return m_open; }
    int maxOpenRequests() const { return m_maxOpen; }
    void resetMaxOpenRequests() { m_maxOpen = m_open; }

private:
    void onNewConnection();
    void handle(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const Response &response);
    void endRequest(QTcpSocket *socket);

    QTcpServer m_server;
    QHash<QByteArray, Response> m_responses;
    QHash<QByteArray, QList<Response>> m_sequences;
    QList<Request> m_requests;
    int m_open = 0;
    int m_maxOpen = 0;
};

} // namespace rsi::test
