// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hubsignature.h"

#include <QByteArray>
#include <QDateTime>
#include <QUrl>

namespace rsi {

// A notification as a hub delivered it to a callback, accepted (the hub got
// its 2xx) and not processed yet. The subscription it belongs to is known by
// the callback's token (NT-053), never by the delivery's Link headers.
struct Delivery
{
    QUrl topic; // of the subscription the callback belongs to
    QUrl hub;
    QByteArray body;
    QByteArray contentType;
    QByteArray link; // the Link headers, joined
    HubSignatureCheck signature; // checked against the subscription's secret
    QDateTime receivedAt;
};

} // namespace rsi

Q_DECLARE_METATYPE(rsi::Delivery)
