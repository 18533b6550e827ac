// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace rsi::test {

// One answer as it went over the wire: the head and the undecoded body.
struct RawAnswer
{
    int status = 0;
    QByteArray head; // status line and headers, each line ending in CRLF
    QByteArray body;

    // A header's value, its name matched without regard to case; empty when
    // the head has none.
    QByteArray header(const QByteArray &name) const;
};

// Sends requestHead as it is to a server on 127.0.0.1:port and reads until
// the server closes the connection (or timeoutMs). QNetworkAccessManager
// normalises and re-encodes paths and decodes bodies: hostile request targets
// and the bytes on the wire need a socket.
RawAnswer rawExchange(quint16 port, const QByteArray &requestHead, int timeoutMs);

} // namespace rsi::test
