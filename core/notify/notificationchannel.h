// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QUrl>

namespace rsi {

class SourceTree;

// A notification channel a Capability List advertises (FN §5, Example 8): a
// WebSub topic and the hub to subscribe to it at.
struct NotificationChannel
{
    QUrl topic; // the entry's <loc>
    QUrl hub; // its rs:ln rel="hub"
    QUrl capabilityList; // the Capability List that advertises it
    QString capability; // framework-notification or changelist-notification

    friend bool operator==(const NotificationChannel &, const NotificationChannel &) = default;
};

// Every channel the loaded Capability Lists of a crawled tree advertise with a
// usable (http or https) topic and hub, each topic once, in tree order. The
// NT rules report the entries left out.
QList<NotificationChannel> findChannels(const SourceTree &tree);

} // namespace rsi
