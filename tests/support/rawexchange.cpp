// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawexchange.h"

#include <QHostAddress>
#include <QList>
#include <QSignalSpy>
#include <QTcpSocket>

namespace rsi::test {

QByteArray RawAnswer::header(const QByteArray &name) const
{
    const QList<QByteArray> lines = head.split('\n');
    for (const QByteArray &line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

RawAnswer rawExchange(quint16 port, const QByteArray &requestHead, int timeoutMs)
{
    QTcpSocket socket;
    QByteArray received;
    QSignalSpy closed(&socket, &QTcpSocket::disconnected);
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(requestHead); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket,
                     [&] { received += socket.readAll(); });
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!closed.wait(timeoutMs))
        socket.abort(); // the answer stays incomplete, and the test says so
    received += socket.readAll();

    RawAnswer answer;
    const qsizetype end = received.indexOf("\r\n\r\n");
    answer.head = end < 0 ? received : received.left(end + 2);
    answer.body = end < 0 ? QByteArray() : received.mid(end + 4);
    answer.status = answer.head.split(' ').value(1).toInt();
    return answer;
}

} // namespace rsi::test
