// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"
#include "notification.h"
#include "validation/finding.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace rsi {

// One thing that happened while a source was followed (design.md, "Following
// a source over time: watch"): the JSON Lines of `watch --format json`, the
// lines of its text output, and the rows of the app's Notifications panel.
struct WatchEvent
{
    enum class Kind : quint8 {
        Channel, // a channel was found: topic, hub, capabilityList
        Subscribed, // topic, hub, leaseSeconds, expires
        Renewed, // topic, hub, leaseSeconds, expires
        Denied, // topic, hub, reason
        Notification, // topic, signature, changes, findings
        Rejected, // topic (when known), reason: the delivery was ignored
        Refreshed, // documents, findings
        Sync, // summary, route, trigger
        Unsubscribed, // topic, hub
        Error, // message, and topic / url where they apply
        Stopped, // reason
        Listening, // url (the callback server), callbackUrl (what hubs are told)
    };
    // A document read again after a notification (or a poll).
    struct RefreshedDocument
    {
        QString url;
        QString capability; // empty when it could not be read
        std::optional<int> status; // HTTP status; none for local files or no answer
        bool changed = false; // downloaded anew, not confirmed unchanged (304)
    };

    Kind kind = Kind::Error;
    QDateTime time; // UTC
    QString topic;
    QString hub;
    QString capabilityList; // Channel
    bool signedDeliveries = false; // Channel: a secret is given, deliveries must be signed
    qint64 leaseSeconds = 0; // Subscribed, Renewed
    QDateTime expires;
    QString reason; // Denied, Rejected, Stopped
    QString message; // Error; Rejected: in words
    QString url; // Error, where it applies; Listening: the server's address
    QString callbackUrl; // Listening: the public URL hubs are given
    bool signatureValid = false; // Notification: "valid" or "none"
    QString signatureMethod; // Notification: sha256, ...
    QList<NotificationChange> changes; // Notification
    bool repeat = false; // Notification: every change was seen before
    QList<RefreshedDocument> documents; // Refreshed
    FindingList findings; // Notification, Refreshed, Subscribed, Renewed
    AuditCounts summary; // Sync
    QString route; // Sync: syncRouteKey()
    QString trigger; // Sync, Refreshed: start, notification, poll
    bool complete = true; // Sync: no resource failed

    static WatchEvent make(Kind kind);
};

// "channel", "subscribed", ...: the "event" key of the JSON Lines.
QString watchEventKey(WatchEvent::Kind kind);

// The event as design.md's JSON Lines give it: "event" and "time" (ISO 8601,
// UTC) and the keys of its kind. Pure; any thread.
QJsonObject watchEventJson(const WatchEvent &event);
// The same as one line of JSON, with its newline.
QByteArray watchEventJsonLine(const WatchEvent &event);
// The event for people: one line, then one indented line per change and
// finding. Ends with a newline.
QString watchEventText(const WatchEvent &event);

} // namespace rsi
