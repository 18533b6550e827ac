// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawloptions.h"
#include "jobs/job.h"
#include "mirror/mirrorjob.h"
#include "notificationchannel.h"
#include "watchevent.h"
#include "websubsubscriber.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QSet>
#include <QTimer>

#include <memory>

class QNetworkAccessManager;

namespace rsi {

class CallbackServer;
class CrawlJob;
class DeliveryProcessor;
struct CrawledDocument;
class SourceTree;
struct ProcessedNotification;

struct WatchOptions
{
    CrawlOptions crawl;
    // The callback server (--listen): only this address, never others.
    QHostAddress listenAddress = QHostAddress::LocalHost;
    quint16 listenPort = 0; // 0: a free port
    // The public URL of the callback server (--callback-url): what hubs are
    // told, when they reach it through a tunnel or reverse proxy. Empty: the
    // server's own address.
    QUrl callbackUrl;
    // The subscriber's lease, time-outs and retries; callbackBase is filled in.
    SubscriberOptions subscriber;
    // --mirror DIR: the local copy brought up to date at start and after
    // every notification and poll; empty: none.
    QString mirrorDirectory;
    MirrorOptions mirror;
    int pollSeconds = 0; // --poll: re-read the Change Lists this often; 0: never
    int durationSeconds = 0; // --duration: stop after this long; 0: until stopped
};

// Follows a source over time (design.md, "Following a source over time:
// watch"): crawls it, finds the notification channels its Capability Lists
// advertise, subscribes to each at its hub (WebSubSubscriber on a
// CallbackServer), processes deliveries (DeliveryProcessor), reads the source
// again after every new notification (a crawl that asks conditionally, so
// unchanged documents are not downloaded; the documents a notification names
// and their indexes are reported), follows channels that appear or go, and
// with a mirror folder brings the local copy up to date after each read.
// With pollSeconds it also reads the source again on a timer, the only way
// for sources without a channel.
//
// Everything it does is told as WatchEvents, in order. stop() (Ctrl-C, the
// app's Stop) and the duration end it cleanly: work under way is canceled, the
// subscriber unsubscribes from every hub (waiting for them a few seconds at
// most), a Stopped event follows, and the job finishes without error.
// cancel() ends it at once, unsubscribing from nothing. It fails (InvalidInput)
// when the callback server cannot listen or there is nothing to follow (no
// channel and no poll), and (Unreachable) when the source cannot be read.
//
// Lives on its creator's thread, whose event loop must run; network must
// outlive it.
class WatchJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchJob)

public:
    enum class StopReason { Signal, Duration, User };

    WatchJob(QString source, WatchOptions options, QNetworkAccessManager *network,
             QObject *parent = nullptr);
    ~WatchJob() override;

    // Starts from a tree crawled already (the app's), instead of crawling
    // first. Call before start().
    void setInitialTree(std::shared_ptr<const SourceTree> tree);

    // Ends the watch cleanly; see above. Once only; later calls do nothing.
    void stop(StopReason reason);
    bool isStopping() const { return m_stopping; }

    // Switches the local copy on (a folder) or off (empty) from the next
    // read on; on, it is brought up to date now.
    void setMirrorDirectory(const QString &directory);

    const QList<WatchEvent> &events() const { return m_events; } // the last maxKeptEvents
    std::shared_ptr<const SourceTree> tree() const { return m_tree; }
    QList<NotificationChannel> channels() const { return m_channels; }
    QList<SubscriptionStatus> subscriptions() const;
    QUrl callbackServerUrl() const;
    // Whether the last local copy update left resources failed (exit code 1).
    bool lastSyncFailed() const { return m_lastSyncFailed; }

    static constexpr qsizetype maxKeptEvents = 1000;
    // The NT rules watch reports as findings, and those it follows itself.
    static QSet<QString> checkedRuleIds();

Q_SIGNALS:
    void eventAdded(const rsi::WatchEvent &event);
    // The tree after a read (the app shows it).
    void treeChanged(std::shared_ptr<const rsi::SourceTree> tree);
    void subscriptionsChanged();

protected:
    void doStart() override;
    void doCancel() override;

private:
    void add(WatchEvent event);
    void crawl(const QString &trigger);
    void onCrawled(const QString &trigger);
    void followChannels(bool initial);
    void onNotification(const ProcessedNotification &notification);
    void scheduleRead(const QString &trigger);
    void startNextWork();
    void startMirror(const QString &trigger);
    void onMirrored(const QString &trigger);
    void reportRefresh(const QString &trigger, const SourceTree &previous,
                       const QDateTime &previousReadAt);
    // Whether a document of the tree just read differs from what the
    // previous read found: downloaded anew (not a 304), new, or, read from a
    // folder, a file modified since that read began.
    bool changedSince(const CrawledDocument &document, const SourceTree &previous,
                      const QDateTime &previousReadAt) const;
    void finishStop();
    void connectSubscriber();

    QString m_source;
    WatchOptions m_options;
    QNetworkAccessManager *m_network = nullptr;
    CallbackServer *m_server = nullptr;
    WebSubSubscriber *m_subscriber = nullptr;
    DeliveryProcessor *m_processor = nullptr;
    std::unique_ptr<CrawlJob> m_crawl;
    std::unique_ptr<MirrorJob> m_mirror;
    std::shared_ptr<const SourceTree> m_tree;
    QList<NotificationChannel> m_channels;
    QList<WatchEvent> m_events;
    QTimer m_pollTimer;
    QTimer m_durationTimer;
    QTimer m_stopTimer; // a stop that takes too long ends anyway
    QElapsedTimer m_draining; // waiting for the last answers to go out

    // What is to be read and reported next.
    bool m_readPending = false;
    QString m_pendingTrigger;
    QStringList m_pendingDocuments; // named by notifications since the last read
    QSet<QString> m_pendingNamed; // the same, to look up
    // The notifications (with their topics) judged against the tree after the read.
    QList<std::pair<QString, NotificationReading>> m_pendingReadings;
    // The same, for the read under way.
    QStringList m_readingDocuments;
    QList<std::pair<QString, NotificationReading>> m_readingReadings;
    bool m_mirrorPending = false;
    QString m_mirrorTrigger;

    QDateTime m_crawlStartedAt; // of the crawl under way
    QDateTime m_treeReadAt; // when the crawl that made m_tree began
    bool m_running = false; // listening, subscriber made
    bool m_stopping = false;
    StopReason m_stopReason = StopReason::User;
    bool m_lastSyncFailed = false;
};

} // namespace rsi
