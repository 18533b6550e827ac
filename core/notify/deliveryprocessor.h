// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "delivery.h"
#include "notification.h"
#include "recentchanges.h"

#include <QObject>
#include <QQueue>

namespace rsi {

// A delivery read and judged: what the notification reports, whether it was
// signed, and what is wrong with it and with how the hub delivered it.
struct ProcessedNotification
{
    QUrl topic;
    QUrl hub;
    bool signatureValid = false; // checked against the subscription's secret
    QByteArray signatureMethod; // "sha256", ...; empty when unsigned
    NotificationReading reading; // changes, up link, findings of the body
    QList<NotificationChange> fresh; // the changes not seen before (NT-036, NT-058)
    FindingList findings; // the body's and the delivery's (NT-051, NT-052, NT-057)
    QDateTime receivedAt;

    // Every change reported was seen before: a hub's retry, or a Source
    // Description change that came on another channel too.
    bool isRepeat() const { return fresh.isEmpty() && !reading.changes.isEmpty(); }
};

// Processes accepted deliveries one after the other, in the order they came,
// off the thread that received them: checks the signature's verdict, reads
// and validates the body (readNotification(), on the worker pool), judges
// the delivery's headers, and tells new changes from repeats. The queue is
// bounded (maxQueued deliveries, maxQueuedBytes of bodies): enqueue() says
// false beyond, and the subscriber asks the hub to retry later.
//
// Lives on its creator's thread, whose event loop must run.
class DeliveryProcessor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeliveryProcessor)

public:
    static constexpr qsizetype maxQueued = 64;
    static constexpr qint64 maxQueuedBytes = 32LL * 1024 * 1024;

    explicit DeliveryProcessor(ValidationOptions options = {}, QObject *parent = nullptr);
    ~DeliveryProcessor() override;

    bool enqueue(const Delivery &delivery);
    qsizetype pendingCount() const { return m_queue.size() + (m_busy ? 1 : 0); }
    bool isIdle() const { return pendingCount() == 0; }

Q_SIGNALS:
    void processed(const rsi::ProcessedNotification &notification);
    // Ignored: reason is "signature" or "not a notification".
    void rejected(const QUrl &topic, const QString &reason, const QString &message);
    void idle();

private:
    void startNext();
    void onRead(const Delivery &delivery, NotificationReading reading);

    ValidationOptions m_options;
    QQueue<Delivery> m_queue;
    qint64 m_queuedBytes = 0;
    bool m_busy = false;
    RecentChanges m_recent;
};

} // namespace rsi

Q_DECLARE_METATYPE(rsi::ProcessedNotification)
