// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deliveryprocessor.h"

#include "formencoding.h"
#include "util/workerpool.h"
#include "weblinks.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace rsi {

namespace {

QElapsedTimer &monotonicClock()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer started;
        started.start();
        return started;
    }();
    return clock;
}

QString mediaTypeOf(const QByteArray &contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    return QString::fromLatin1(semicolon < 0 ? contentType : contentType.left(semicolon))
        .trimmed()
        .toLower();
}

// How the hub delivered it (FN 4.3, WebSub 7): what the body's rules cannot see.
FindingList judgeDelivery(const Delivery &delivery)
{
    FindingList findings;
    const QString topic = delivery.topic.toString();
    const QString type = mediaTypeOf(delivery.contentType);
    if (type != u"application/xml") {
        findings.append(makeFinding(
            u"NT-051",
            type.isEmpty()
                ? DeliveryProcessor::tr("The hub delivered the notification without a "
                                        "Content-Type; it must say application/xml.")
                : DeliveryProcessor::tr("The hub delivered the notification as %1; it must say "
                                        "application/xml.")
                      .arg(type),
            topic, {}, Severity::Warning));
    }
    const QList<QUrl> selves = linkTargets(delivery.link, u"self", delivery.hub);
    const QList<QUrl> hubs = linkTargets(delivery.link, u"hub", delivery.hub);
    if (selves.isEmpty() || hubs.isEmpty()) {
        findings.append(makeFinding(
            u"NT-052",
            DeliveryProcessor::tr("The delivery has no Link header with %1. The hub must send "
                                  "rel=\"self\" (the topic) and rel=\"hub\"; it was processed "
                                  "all the same.")
                .arg(selves.isEmpty() && hubs.isEmpty()
                         ? QStringLiteral("rel=\"self\" and rel=\"hub\"")
                         : selves.isEmpty() ? QStringLiteral("rel=\"self\"")
                                            : QStringLiteral("rel=\"hub\"")),
            topic, {}));
    } else if (form::normalizedUrl(selves.first().toString()) != form::normalizedUrl(topic)) {
        findings.append(makeFinding(
            u"NT-053",
            DeliveryProcessor::tr("The delivery's Link rel=\"self\" names %1, but it came to the "
                                  "callback of %2; the callback decides which channel it "
                                  "belongs to.")
                .arg(selves.first().toString(), topic),
            topic, {}, Severity::Info));
    }
    if (delivery.signature.verdict == HubSignatureCheck::Verdict::ValidWeak) {
        findings.append(makeFinding(
            u"NT-057",
            DeliveryProcessor::tr("The delivery is signed with sha1, which WebSub counts as weak; "
                                  "it was accepted. A hub should sign with sha256 or better."),
            topic, {}));
    }
    return findings;
}

} // namespace

DeliveryProcessor::DeliveryProcessor(ValidationOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{ }

DeliveryProcessor::~DeliveryProcessor() = default;

bool DeliveryProcessor::enqueue(const Delivery &delivery)
{
    if (m_queue.size() >= maxQueued || m_queuedBytes + delivery.body.size() > maxQueuedBytes)
        return false;
    m_queue.enqueue(delivery);
    m_queuedBytes += delivery.body.size();
    // From the event loop: the hub gets its answer before anything is processed.
    QMetaObject::invokeMethod(this, &DeliveryProcessor::startNext, Qt::QueuedConnection);
    return true;
}

void DeliveryProcessor::startNext()
{
    if (m_busy)
        return;
    if (m_queue.isEmpty()) {
        Q_EMIT idle();
        return;
    }
    Delivery delivery = m_queue.dequeue();
    m_queuedBytes -= delivery.body.size();
    using Verdict = HubSignatureCheck::Verdict;
    if (!delivery.signature.accepted()) {
        const Verdict verdict = delivery.signature.verdict;
        Q_EMIT rejected(delivery.topic, QStringLiteral("signature"),
                        verdict == Verdict::Missing
                            ? tr("The delivery carries no X-Hub-Signature, though the "
                                 "subscription gave the hub a secret; it was ignored.")
                            : verdict == Verdict::Malformed
                            ? tr("The delivery's X-Hub-Signature is not a signature this "
                                 "subscriber knows (sha1, sha256, sha384 or sha512 = hex); it "
                                 "was ignored.")
                            : tr("The delivery's X-Hub-Signature does not match its body: it "
                                 "was not signed with this subscription's secret, or it was "
                                 "changed on the way. It was ignored."));
        QMetaObject::invokeMethod(this, &DeliveryProcessor::startNext, Qt::QueuedConnection);
        return;
    }
    m_busy = true;
    auto *watcher = new QFutureWatcher<NotificationReading>(this);
    connect(watcher, &QFutureWatcher<NotificationReading>::finished, this,
            [this, watcher, delivery] {
                watcher->deleteLater();
                m_busy = false;
                onRead(delivery, watcher->future().takeResult());
                startNext();
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), [delivery, options = m_options] {
        return readNotification(delivery.body, delivery.topic, options);
    }));
}

void DeliveryProcessor::onRead(const Delivery &delivery, NotificationReading reading)
{
    if (!reading.isNotification) {
        Q_EMIT rejected(delivery.topic, QStringLiteral("not a notification"),
                        tr("The delivery is not a notification: %1.").arg(reading.problem));
        return;
    }
    ProcessedNotification notification;
    notification.topic = delivery.topic;
    notification.hub = delivery.hub;
    notification.signatureValid = delivery.signature.verdict == HubSignatureCheck::Verdict::Valid
        || delivery.signature.verdict == HubSignatureCheck::Verdict::ValidWeak;
    notification.signatureMethod
        = notification.signatureValid ? delivery.signature.method : QByteArray();
    notification.receivedAt = delivery.receivedAt;
    notification.findings = judgeDelivery(delivery) + reading.findings;
    sortFindings(notification.findings);
    const qint64 now = monotonicClock().elapsed();
    for (const NotificationChange &change : std::as_const(reading.changes)) {
        if (!m_recent.seen(change, now))
            notification.fresh.append(change);
    }
    notification.reading = std::move(reading);
    Q_EMIT processed(notification);
}

} // namespace rsi
