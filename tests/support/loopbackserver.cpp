// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopbackserver.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace rsi::test {

LoopbackServer::LoopbackServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &LoopbackServer::onNewConnection);
}

LoopbackServer::~LoopbackServer()
{
    // The sockets die with m_server, after this object's other members.
    const QList<QTcpSocket *> sockets = m_server.findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets)
        socket->disconnect(this);
}

bool LoopbackServer::start()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl LoopbackServer::url(const QString &path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port()).arg(path));
}

QUrl LoopbackServer::urlViaLocalhost(const QString &path) const
{
    return QUrl(QStringLiteral("http://localhost:%1%2").arg(port()).arg(path));
}

void LoopbackServer::setResponse(const QByteArray &path, Response response)
{
    m_responses.insert(path, std::move(response));
}

void LoopbackServer::setResponses(const QByteArray &path, QList<Response> responses)
{
    m_responses.remove(path);
    if (responses.isEmpty())
        m_sequences.remove(path);
    else
        m_sequences.insert(path, std::move(responses));
}

QList<LoopbackServer::Request> LoopbackServer::requests(const QByteArray &path) const
{
    QList<Request> matching;
    for (const Request &request : m_requests) {
        if (request.path == path)
            matching.append(request);
    }
    return matching;
}

void LoopbackServer::serveXml(const QByteArray &path, const QByteArray &xml)
{
    Response response;
    response.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    response.body = xml;
    setResponse(path, response);
}

void LoopbackServer::redirect(const QByteArray &path, const QByteArray &location, int status)
{
    Response response;
    response.status = status;
    response.reason = "Found";
    response.headers.append(std::pair<QByteArray, QByteArray>("Location", location));
    setResponse(path, response);
}

void LoopbackServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { endRequest(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { handle(socket); });
    }
}

void LoopbackServer::handle(QTcpSocket *socket)
{
    // Wait for the whole request head; GET requests have no body.
    if (!socket->property("head").toByteArray().contains("\r\n\r\n"))
        socket->setProperty("head",
                            QByteArray(socket->property("head").toByteArray() + socket->readAll()));
    const QByteArray head = socket->property("head").toByteArray();
    if (!head.contains("\r\n\r\n"))
        return;
    socket->setProperty("head", QByteArray());

    Request request;
    const QList<QByteArray> lines = head.left(head.indexOf("\r\n\r\n")).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                   lines.at(i).mid(colon + 1).trimmed());
    }
    request.receivedAt = std::chrono::steady_clock::now();
    m_requests.append(request);
    socket->setProperty("open", true);
    m_maxOpen = std::max(m_maxOpen, ++m_open);

    Response response;
    const auto sequence = m_sequences.find(request.path);
    const auto found = m_responses.constFind(request.path);
    if (sequence != m_sequences.end()) {
        response = sequence->size() > 1 ? sequence->takeFirst() : sequence->first();
    } else if (found == m_responses.constEnd()) {
        response.status = 404;
        response.reason = "Not Found";
        response.body = "not found";
    } else {
        response = *found;
    }
    if (response.delayMs > 0) {
        QTimer::singleShot(response.delayMs, socket,
                           [this, socket, response] { answer(socket, response); });
        return;
    }
    answer(socket, response);
}

void LoopbackServer::endRequest(QTcpSocket *socket)
{
    if (!socket->property("open").toBool())
        return;
    socket->setProperty("open", false);
    --m_open;
}

void LoopbackServer::answer(QTcpSocket *socket, const Response &response)
{
    if (response.closeWithoutAnswer) {
        endRequest(socket);
        socket->disconnectFromHost();
        return;
    }
    QByteArray reply = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason
        + "\r\nConnection: close\r\nContent-Length: " + QByteArray::number(response.body.size())
        + "\r\n";
    for (const auto &[name, value] : std::as_const(response.headers))
        reply += name + ": " + value + "\r\n";
    reply += "\r\n";
    socket->write(reply);

    if (response.trickleDelayMs > 0) {
        auto *timer = new QTimer(socket);
        auto sent = std::make_shared<qsizetype>(0);
        const QByteArray body = response.body;
        connect(timer, &QTimer::timeout, socket, [this, socket, timer, sent, body] {
            if (*sent >= body.size()) {
                timer->stop();
                endRequest(socket);
                socket->disconnectFromHost();
                return;
            }
            socket->write(body.mid((*sent)++, 1));
        });
        timer->start(response.trickleDelayMs);
        return;
    }
    socket->write(response.truncate ? response.body.left(response.body.size() / 2) : response.body);
    endRequest(socket);
    socket->disconnectFromHost();
}

} // namespace rsi::test
