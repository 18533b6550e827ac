// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

namespace rsi::test {

// A small HTTP/1.1 server on 127.0.0.1 for tests, with raw control of what it
// sends so that faults can be injected: any status and headers, slow
// (trickled) bodies, truncated bodies, redirect chains. Single-threaded: it
// runs on the test's event loop. Every request it saw is recorded.
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
    };

    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // names in lower case
    };

    explicit LoopbackServer(QObject *parent = nullptr);

    bool start(); // listens on 127.0.0.1, any free port
    quint16 port() const { return m_server.serverPort(); }
    // http://127.0.0.1:<port><path>
    QUrl url(const QString &path) const;
    // The same server named "localhost": another host as far as a client's
    // per-host rules are concerned.
    QUrl urlViaLocalhost(const QString &path) const;

    void setResponse(const QByteArray &path, Response response);
    void serveXml(const QByteArray &path, const QByteArray &xml);
    void redirect(const QByteArray &path, const QByteArray &location, int status = 302);

    const QList<Request> &requests() const { return m_requests; }

private:
    void onNewConnection();
    void handle(QTcpSocket *socket);

    QTcpServer m_server;
    QHash<QByteArray, Response> m_responses;
    QList<Request> m_requests;
};

} // namespace rsi::test
