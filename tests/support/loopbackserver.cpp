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
    m_requests.append(request);

    Response response;
    const auto found = m_responses.constFind(request.path);
    if (found == m_responses.constEnd()) {
        response.status = 404;
        response.reason = "Not Found";
        response.body = "not found";
    } else {
        response = *found;
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
        connect(timer, &QTimer::timeout, socket, [socket, timer, sent, body] {
            if (*sent >= body.size()) {
                timer->stop();
                socket->disconnectFromHost();
                return;
            }
            socket->write(body.mid((*sent)++, 1));
        });
        timer->start(response.trickleDelayMs);
        return;
    }
    socket->write(response.truncate ? response.body.left(response.body.size() / 2) : response.body);
    socket->disconnectFromHost();
}

} // namespace rsi::test
