// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchjob.h"

#include "callbackserver.h"
#include "crawl/crawljob.h"
#include "crawl/sourcetree.h"
#include "deliveryprocessor.h"
#include "notificationcheck.h"
#include "treeorder.h"

#include <QFileInfo>
#include <QScopeGuard>

namespace rsi {

namespace {

// The documents a poll reports: at most this many, the first ones changed.
constexpr qsizetype maxReportedDocuments = 1000;
// What waits for the next read while one runs, at most: a flood of
// notifications is read in one go, and reported in part.
constexpr qsizetype maxPendingDocuments = 10'000;
constexpr qsizetype maxPendingReadings = 100;

QString triggerStart()
{
    return QStringLiteral("start");
}

QString triggerNotification()
{
    return QStringLiteral("notification");
}

QString triggerPoll()
{
    return QStringLiteral("poll");
}

QString stopReasonKey(WatchJob::StopReason reason)
{
    switch (reason) {
    case WatchJob::StopReason::Signal:
        return QStringLiteral("signal");
    case WatchJob::StopReason::Duration:
        return QStringLiteral("duration");
    case WatchJob::StopReason::User:
        return QStringLiteral("user");
    }
    return {};
}

} // namespace

WatchJob::WatchJob(QString source, WatchOptions options, QNetworkAccessManager *network,
                   QObject *parent)
    : Job(parent)
    , m_source(std::move(source))
    , m_options(std::move(options))
    , m_network(network)
{
    m_pollTimer.setSingleShot(false);
    m_durationTimer.setSingleShot(true);
    m_stopTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, [this] { scheduleRead(triggerPoll()); });
    connect(&m_durationTimer, &QTimer::timeout, this, [this] { stop(StopReason::Duration); });
    connect(&m_stopTimer, &QTimer::timeout, this, &WatchJob::finishStop);
}

WatchJob::~WatchJob() = default;

QSet<QString> WatchJob::checkedRuleIds()
{
    QSet<QString> ids;
    // Reported as findings: the documents named (after a read), the hub's
    // answers and verifications, the deliveries.
    for (const char *id : {"NT-023", "NT-032", "NT-033", "NT-034", "NT-045", "NT-046", "NT-048",
                           "NT-051", "NT-052", "NT-053", "NT-056", "NT-057",
                           // What the subscriber does itself.
                           "NT-035", "NT-036", "NT-040", "NT-041", "NT-042", "NT-043", "NT-044",
                           "NT-047", "NT-049", "NT-050", "NT-054", "NT-055", "NT-058", "NT-059"})
        ids.insert(QString::fromLatin1(id));
    return ids;
}

void WatchJob::setInitialTree(std::shared_ptr<const SourceTree> tree)
{
    m_tree = std::move(tree);
}

QList<SubscriptionStatus> WatchJob::subscriptions() const
{
    return m_subscriber ? m_subscriber->subscriptions() : QList<SubscriptionStatus>();
}

QUrl WatchJob::callbackServerUrl() const
{
    return m_server ? m_server->url() : QUrl();
}

void WatchJob::add(WatchEvent event)
{
    m_events.append(event);
    if (m_events.size() > maxKeptEvents)
        m_events.removeFirst();
    Q_EMIT eventAdded(event);
}

void WatchJob::doStart()
{
    m_server = new CallbackServer({}, this);
    if (!m_server->listen(m_options.listenAddress, m_options.listenPort)) {
        emitResult(Error::InvalidInput,
                   tr("The callback server could not listen: %1").arg(m_server->errorString()));
        return;
    }
    const bool publicUrl = m_options.callbackUrl.isValid() && !m_options.callbackUrl.isEmpty();
    const QHostAddress address = m_server->address();
    if (!publicUrl
        && (address == QHostAddress::Any || address == QHostAddress::AnyIPv4
            || address == QHostAddress::AnyIPv6)) {
        emitResult(Error::InvalidInput,
                   tr("The callback server listens on every network (%1), so it has no one "
                      "address to give the hubs: say which with a public URL (--callback-url).")
                       .arg(address.toString()));
        return;
    }
    SubscriberOptions subscriber = m_options.subscriber;
    subscriber.callbackBase = m_options.callbackUrl.isValid() && !m_options.callbackUrl.isEmpty()
        ? m_options.callbackUrl
        : m_server->url();
    if (subscriber.userAgent.isEmpty())
        subscriber.userAgent = m_options.crawl.fetch.userAgent;
    m_subscriber = new WebSubSubscriber(m_server, m_network, subscriber, this);
    m_processor = new DeliveryProcessor(m_options.crawl.validation, this);
    m_subscriber->setDeliveryHandler(
        [this](const Delivery &delivery) { return m_processor->enqueue(delivery); });
    connectSubscriber();
    m_running = true;
    WatchEvent listening = WatchEvent::make(WatchEvent::Kind::Listening);
    listening.url = m_server->url().toString();
    listening.callbackUrl = subscriber.callbackBase.toString();
    add(listening);
    if (m_options.durationSeconds > 0)
        m_durationTimer.start(m_options.durationSeconds * 1000);
    if (m_tree) {
        // The app's tree: it was read just now.
        m_treeReadAt = QDateTime::currentDateTimeUtc();
        followChannels(true);
        return;
    }
    crawl(triggerStart());
}

void WatchJob::connectSubscriber()
{
    connect(m_subscriber, &WebSubSubscriber::subscribed, this,
            [this](const QUrl &topic, const QUrl &hub, qint64 seconds, const QDateTime &expires,
                   bool renewal, const FindingList &findings) {
                WatchEvent event = WatchEvent::make(renewal ? WatchEvent::Kind::Renewed
                                                            : WatchEvent::Kind::Subscribed);
                event.topic = topic.toString();
                event.hub = hub.toString();
                event.leaseSeconds = seconds;
                event.expires = expires;
                event.findings = findings;
                add(event);
            });
    connect(m_subscriber, &WebSubSubscriber::denied, this,
            [this](const QUrl &topic, const QUrl &hub, const QString &reason) {
                WatchEvent event = WatchEvent::make(WatchEvent::Kind::Denied);
                event.topic = topic.toString();
                event.hub = hub.toString();
                event.reason = reason;
                add(event);
            });
    connect(m_subscriber, &WebSubSubscriber::unsubscribed, this,
            [this](const QUrl &topic, const QUrl &hub) {
                WatchEvent event = WatchEvent::make(WatchEvent::Kind::Unsubscribed);
                event.topic = topic.toString();
                event.hub = hub.toString();
                add(event);
            });
    connect(m_subscriber, &WebSubSubscriber::failed, this,
            [this](const QUrl &topic, const QUrl &hub, const QString &message) {
                WatchEvent event = WatchEvent::make(WatchEvent::Kind::Error);
                event.topic = topic.toString();
                event.url = hub.toString();
                event.message = message;
                add(event);
            });
    connect(m_subscriber, &WebSubSubscriber::deliveryRejected, this,
            [this](const QUrl &topic, const QString &reason, const QString &message) {
                WatchEvent event = WatchEvent::make(WatchEvent::Kind::Rejected);
                event.topic = topic.toString();
                event.reason = reason;
                event.message = message;
                add(event);
            });
    connect(m_subscriber, &WebSubSubscriber::stateChanged, this, &WatchJob::subscriptionsChanged);
    connect(m_subscriber, &WebSubSubscriber::allUnsubscribed, this, &WatchJob::finishStop);
    connect(m_processor, &DeliveryProcessor::processed, this, &WatchJob::onNotification);
    connect(m_processor, &DeliveryProcessor::rejected, this,
            [this](const QUrl &topic, const QString &reason, const QString &message) {
                WatchEvent event = WatchEvent::make(WatchEvent::Kind::Rejected);
                event.topic = topic.toString();
                event.reason = reason;
                event.message = message;
                add(event);
            });
}

void WatchJob::crawl(const QString &trigger)
{
    m_crawlStartedAt = QDateTime::currentDateTimeUtc();
    m_crawl = std::make_unique<CrawlJob>(m_source, m_options.crawl, m_network);
    if (m_tree)
        m_crawl->setPreviousCrawl(m_tree);
    connect(m_crawl.get(), &Job::finished, this, [this, trigger] { onCrawled(trigger); });
    m_crawl->start();
}

void WatchJob::onCrawled(const QString &trigger)
{
    std::unique_ptr<CrawlJob> done = std::move(m_crawl);
    const auto later = qScopeGuard([&done] { done.release()->deleteLater(); });
    if (m_stopping || isFinished() || done->isCanceled())
        return;
    if (done->error() != Error::NoError) {
        if (!m_tree) {
            emitResult(done->error(), done->errorString());
            return;
        }
        WatchEvent event = WatchEvent::make(WatchEvent::Kind::Error);
        event.message = tr("The source could not be read again: %1").arg(done->errorString());
        event.url = m_source;
        add(event);
        m_readingDocuments.clear();
        m_readingReadings.clear();
        startNextWork();
        return;
    }
    const std::shared_ptr<const SourceTree> previous = m_tree;
    const QDateTime previousReadAt = m_treeReadAt;
    // Numbered as before, so that a view of it keeps its place.
    m_tree = std::make_shared<const SourceTree>(
        previous ? reorderedLike(done->takeTree(), *previous) : done->takeTree());
    m_treeReadAt = m_crawlStartedAt;
    Q_EMIT treeChanged(m_tree);
    if (!previous) {
        followChannels(true);
        return;
    }
    reportRefresh(trigger, *previous, previousReadAt);
    followChannels(false);
    if (!m_options.mirrorDirectory.isEmpty()) {
        m_mirrorPending = true;
        m_mirrorTrigger = trigger;
    }
    startNextWork();
}

void WatchJob::followChannels(bool initial)
{
    const QList<NotificationChannel> found = findChannels(*m_tree);
    for (const NotificationChannel &channel : found) {
        if (m_channels.contains(channel))
            continue;
        WatchEvent event = WatchEvent::make(WatchEvent::Kind::Channel);
        event.topic = channel.topic.toString();
        event.hub = channel.hub.toString();
        event.capabilityList = channel.capabilityList.toString();
        m_subscriber->subscribe(channel);
        const QList<SubscriptionStatus> statuses = m_subscriber->subscriptions();
        for (const SubscriptionStatus &status : statuses) {
            if (status.channel == channel)
                event.signedDeliveries = status.signedDeliveries;
        }
        add(event);
    }
    for (const NotificationChannel &channel : std::as_const(m_channels)) {
        const bool stillThere
            = std::any_of(found.cbegin(), found.cend(), [&channel](const NotificationChannel &c) {
                  return c.topic == channel.topic;
              });
        if (!stillThere)
            m_subscriber->unsubscribe(channel.topic);
    }
    m_channels = found;
    Q_EMIT subscriptionsChanged();
    if (!initial)
        return;
    if (m_channels.isEmpty() && m_options.pollSeconds <= 0) {
        emitResult(Error::InvalidInput,
                   tr("%1 advertises no notification channel, so there is nothing to follow; "
                      "--poll reads its Change Lists on a timer instead.")
                       .arg(m_source));
        return;
    }
    if (m_options.pollSeconds > 0)
        m_pollTimer.start(m_options.pollSeconds * 1000);
    if (!m_options.mirrorDirectory.isEmpty()) {
        m_mirrorPending = true;
        m_mirrorTrigger = triggerStart();
    }
    startNextWork();
}

void WatchJob::onNotification(const ProcessedNotification &notification)
{
    if (m_stopping || isFinished())
        return;
    WatchEvent event = WatchEvent::make(WatchEvent::Kind::Notification);
    event.topic = notification.topic.toString();
    event.hub = notification.hub.toString();
    event.signatureValid = notification.signatureValid;
    event.signatureMethod = QString::fromLatin1(notification.signatureMethod);
    event.changes = notification.reading.changes;
    event.repeat = notification.isRepeat();
    event.findings = notification.findings;
    add(event);
    if (notification.fresh.isEmpty())
        return;
    for (const NotificationChange &change : notification.fresh) {
        for (const QString &url : {change.url, change.index}) {
            if (!url.isEmpty() && m_pendingDocuments.size() < maxPendingDocuments
                && !m_pendingNamed.contains(url)) {
                m_pendingNamed.insert(url);
                m_pendingDocuments.append(url);
            }
        }
    }
    NotificationReading reading = notification.reading;
    reading.changes = notification.fresh;
    if (m_pendingReadings.size() >= maxPendingReadings)
        m_pendingReadings.removeFirst();
    m_pendingReadings.append({notification.topic.toString(), reading});
    scheduleRead(triggerNotification());
}

void WatchJob::scheduleRead(const QString &trigger)
{
    if (m_stopping || isFinished())
        return;
    // A notification says more than a poll: it names what to report.
    if (!m_readPending || trigger == triggerNotification())
        m_pendingTrigger = trigger;
    m_readPending = true;
    startNextWork();
}

void WatchJob::startNextWork()
{
    if (m_stopping || isFinished() || m_crawl || m_mirror || !m_tree)
        return;
    if (m_readPending) {
        m_readPending = false;
        m_readingDocuments = std::exchange(m_pendingDocuments, {});
        m_pendingNamed.clear();
        m_readingReadings = std::exchange(m_pendingReadings, {});
        crawl(std::exchange(m_pendingTrigger, {}));
        return;
    }
    if (m_mirrorPending) {
        m_mirrorPending = false;
        startMirror(m_mirrorTrigger);
    }
}

bool WatchJob::changedSince(const CrawledDocument &document, const SourceTree &previous,
                            const QDateTime &previousReadAt) const
{
    if (!document.loaded)
        return false;
    if (previous.find(document.requestedUrl) < 0)
        return true;
    if (!document.localPath.isEmpty())
        return !previousReadAt.isValid()
            || QFileInfo(document.localPath).lastModified().toUTC() >= previousReadAt;
    return !document.notModified;
}

void WatchJob::reportRefresh(const QString &trigger, const SourceTree &previous,
                             const QDateTime &previousReadAt)
{
    WatchEvent event = WatchEvent::make(WatchEvent::Kind::Refreshed);
    event.trigger = trigger;
    QList<int> reported;
    const auto report = [&](int id) {
        if (id < 0 || reported.contains(id) || reported.size() >= maxReportedDocuments)
            return;
        reported.append(id);
        const CrawledDocument &document = m_tree->document(id);
        WatchEvent::RefreshedDocument item;
        item.url = document.url.toString();
        item.capability = document.loaded ? document.capability().value_or(QString()) : QString();
        item.status = document.status;
        item.changed = changedSince(document, previous, previousReadAt);
        event.documents.append(item);
        for (qsizetype i = 0; i < document.findings.size() && i < 100; ++i)
            event.findings.append(document.findings.at(i));
    };
    for (const QString &url : std::as_const(m_readingDocuments)) {
        const int id = m_tree->find(QUrl(url));
        if (id >= 0) {
            report(id);
        } else {
            // Named, but not part of the source as it now stands.
            WatchEvent::RefreshedDocument item;
            item.url = url;
            event.documents.append(item);
        }
    }
    if (trigger == triggerPoll()) {
        for (const CrawledDocument &document : m_tree->documents()) {
            if (changedSince(document, previous, previousReadAt))
                report(document.id);
        }
    }
    for (const auto &[topic, reading] : std::as_const(m_readingReadings))
        event.findings += checkNotificationAgainstTree(reading, *m_tree, topic);
    m_readingDocuments.clear();
    m_readingReadings.clear();
    // A poll that found nothing new says nothing.
    if (trigger == triggerPoll() && event.documents.isEmpty())
        return;
    add(event);
}

void WatchJob::setMirrorDirectory(const QString &directory)
{
    m_options.mirrorDirectory = directory;
    if (directory.isEmpty() || !m_running || m_stopping || isFinished())
        return;
    m_mirrorPending = true;
    m_mirrorTrigger = triggerStart();
    startNextWork();
}

void WatchJob::startMirror(const QString &trigger)
{
    if (m_options.mirrorDirectory.isEmpty()) {
        startNextWork();
        return;
    }
    m_mirror = std::make_unique<MirrorJob>(m_tree, m_source, m_options.mirrorDirectory,
                                           m_options.mirror, m_network);
    connect(m_mirror.get(), &Job::finished, this, [this, trigger] { onMirrored(trigger); });
    m_mirror->start();
}

void WatchJob::onMirrored(const QString &trigger)
{
    std::unique_ptr<MirrorJob> done = std::move(m_mirror);
    const auto later = qScopeGuard([&done] { done.release()->deleteLater(); });
    if (m_stopping || isFinished() || done->isCanceled())
        return;
    const MirrorResult &result = done->result();
    if (done->error() != Error::NoError) {
        m_lastSyncFailed = true;
        WatchEvent event = WatchEvent::make(WatchEvent::Kind::Error);
        event.message
            = tr("The local copy could not be brought up to date: %1").arg(done->errorString());
        event.url = m_options.mirrorDirectory;
        add(event);
    } else {
        m_lastSyncFailed = !result.isComplete();
        WatchEvent event = WatchEvent::make(WatchEvent::Kind::Sync);
        event.summary = result.counts;
        event.route = syncRouteKey(result.route);
        event.trigger = trigger;
        event.complete = result.isComplete();
        event.findings = result.findings;
        add(event);
    }
    startNextWork();
}

void WatchJob::stop(StopReason reason)
{
    if (m_stopping || isFinished())
        return;
    m_stopping = true;
    m_stopReason = reason;
    m_pollTimer.stop();
    m_durationTimer.stop();
    if (m_crawl)
        m_crawl->cancel();
    if (m_mirror)
        m_mirror->cancel();
    if (!m_subscriber) {
        finishStop();
        return;
    }
    // The subscriber waits for the hubs itself; this is a last resort.
    m_stopTimer.start(m_options.subscriber.unsubscribeTimeoutMs + 2000);
    m_subscriber->unsubscribeAll();
}

void WatchJob::finishStop()
{
    if (!m_stopping || isFinished())
        return;
    // The hubs' last verifications have been answered, but the answers may
    // still be on their way out: the server stays until they are (a second
    // at most), or the hub would never hear that we let go.
    if (m_server && m_server->openConnections() > 0) {
        if (!m_draining.isValid())
            m_draining.start();
        if (m_draining.elapsed() < 1000) {
            QTimer::singleShot(20, this, &WatchJob::finishStop);
            return;
        }
    }
    m_stopTimer.stop();
    WatchEvent event = WatchEvent::make(WatchEvent::Kind::Stopped);
    event.reason = stopReasonKey(m_stopReason);
    add(event);
    if (m_server)
        m_server->close();
    emitResult();
}

void WatchJob::doCancel()
{
    m_pollTimer.stop();
    m_durationTimer.stop();
    m_stopTimer.stop();
    if (m_crawl)
        m_crawl->cancel();
    if (m_mirror)
        m_mirror->cancel();
    if (m_server)
        m_server->close();
}

} // namespace rsi
