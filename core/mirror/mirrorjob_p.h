// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MirrorJob's private side, shared by mirrorjob.cpp (the run's steps) and
// mirrorjobpackages.cpp (the dump route's packages).
#pragma once

#include "crawl/localsource.h"
#include "crawl/sourcetree.h"
#include "mirrordownloads.h"
#include "mirrorjob.h"
#include "mirrorplanner.h"
#include "mirrorsession.h"
#include "net/httpengine.h"
#include "packageapplier.h"
#include "routechooser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QSet>
#include <QTemporaryFile>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace rsi {

// The job's side of a run. Every step that ends, on any thread, comes back
// here through advance(): the one place that decides what comes next, and
// that ends the job when nothing is left to wait for.
class MirrorJob::Private
{
public:
    enum class Phase : quint8 { Idle, Opening, Choosing, Planning, Packages, Deleting, Closing };

    Private(MirrorJob *job, std::shared_ptr<const SourceTree> sourceTree, QString sourceInput,
            QString destinationDir, MirrorOptions mirrorOptions, QNetworkAccessManager *manager)
        : q(job)
        , tree(std::move(sourceTree))
        , options(std::move(mirrorOptions))
        , network(manager)
        , root(QDir::cleanPath(QDir(destinationDir).absolutePath()))
    {
        // A source given as a folder or file is read from there, not fetched.
        const QFileInfo input(sourceInput);
        if (!sourceInput.contains(QLatin1String("://")) && input.exists())
            local = std::make_shared<LocalSource>(input.isDir() ? input.absoluteFilePath()
                                                                : input.absolutePath());
        result.source = std::move(sourceInput);
        result.destination = root;
        result.dryRun = options.dryRun;
        recordHold.setSingleShot(true);
        recordHold.setInterval(recordHoldMs);
        QObject::connect(&recordHold, &QTimer::timeout, q, [this] { flushRecords(); });
    }

    // The steps of a run, in order.
    bool prepare();
    void startThread();
    void onOpened(const MirrorSession::Opened &opened);
    void onRoute(const RouteDecision &decision);
    void advance();
    void fillWindow();
    void requestPlan();
    void onDownloaded(DownloadTask &&task, DownloadOutcome &&outcome);
    void nextPackage();
    void onPackageFetched(const FetchResult &fetched);
    void startDeletions();
    void close(Job::Error error = Job::Error::NoError, const QString &errorString = {});
    void stopThread();

    void setStatus(const QString &status) { Q_EMIT q->statusChanged(status); }
    void progress();

    // Runs work() on the state thread, then reply(value) back here, then
    // advance(); counted as outstanding until the reply.
    template<typename Work, typename Reply> void ask(Work work, Reply reply);
    // Runs work() on the state thread; in order with what was asked before.
    template<typename Work> void tell(Work work);
    // Hands the downloads ended since the last time to the state thread.
    void flushRecords();

    MirrorJob *q;
    std::shared_ptr<const SourceTree> tree;
    MirrorOptions options;
    QNetworkAccessManager *network = nullptr;
    QString root;
    std::shared_ptr<LocalSource> local; // set when the source is a local folder
    std::shared_ptr<std::atomic_bool> cancel = std::make_shared<std::atomic_bool>(false);
    std::unique_ptr<QLockFile> lock;
    MirrorResult result;
    QElapsedTimer clock;

    // The state thread, and what lives there (created here, used and
    // destroyed there).
    QThread stateThread;
    QObject *host = nullptr;
    std::unique_ptr<MirrorSession> session;
    std::unique_ptr<MirrorPlanner> planner;
    std::unique_ptr<PackageApplier> applier;
    MirrorSession::Opened opened;

    HttpEngine *engine = nullptr;
    MirrorDownloads *downloads = nullptr;

    Phase phase = Phase::Idle;
    int outstanding = 0; // asks without their reply yet
    bool stopping = false; // canceled: wind down, then close
    QString stopError; // why the run stopped by itself (a full disk), else empty
    bool closing = false; // close() was called
    QList<DownloadTask> queue; // planned, not handed to the engine yet
    QElapsedTimer statusClock; // since the last "Downloaded" status
    static constexpr qint64 statusIntervalMs = 100;
    // Downloads ended here, not yet handed to the state thread (flushRecords()):
    // handed over a batch at a time, or after recordHoldMs, so that the state
    // thread wakes once for several files, not once for each.
    QList<std::pair<DownloadTask, DownloadOutcome>> unrecorded;
    static constexpr qsizetype recordBatch = 16;
    static constexpr int recordHoldMs = 5;
    QTimer recordHold;
    bool planRequested = false;
    bool planExhausted = false;
    qsizetype settled = 0; // items settled, for progress
    qsizetype planned = 0; // entries the plan reads in all
    QList<SourceInventory::Package> packages;
    QSet<QString> applied; // packages not to take again
    qsizetype packageIndex = -1;
    bool packageBusy = false;
    std::shared_ptr<QTemporaryFile> packageBody; // of the package being applied
};

template<typename Work, typename Reply> void MirrorJob::Private::ask(Work work, Reply reply)
{
    flushRecords();
    ++outstanding;
    QMetaObject::invokeMethod(
        host,
        [this, work, reply] {
            auto value = work();
            // The job outlives its thread: its destructor stops the thread
            // first, and what it had not received by then is dropped with it.
            QMetaObject::invokeMethod(
                q,
                [this, value, reply] {
                    --outstanding;
                    if (q->isFinished())
                        return;
                    reply(value);
                    advance();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

template<typename Work> void MirrorJob::Private::tell(Work work)
{
    flushRecords();
    QMetaObject::invokeMethod(host, work, Qt::QueuedConnection);
}

} // namespace rsi
