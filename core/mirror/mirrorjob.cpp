// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrorjob.h"

#include "deletionrunner.h"
#include "mirrorjob_p.h"

namespace rsi {

namespace {

// Requests handed to the engine at once: its per-host queues do the pacing,
// this only bounds the memory of a million-resource run.
constexpr qsizetype downloadWindow = 256;
constexpr qsizetype firstPlanBatch = 16;

} // namespace

void MirrorJob::Private::flushRecords()
{
    recordHold.stop();
    if (unrecorded.isEmpty())
        return;
    QMetaObject::invokeMethod(
        host,
        [this, downloads = std::exchange(unrecorded, {})] {
            for (const auto &[task, outcome] : downloads)
                session->recordDownload(task, outcome);
        },
        Qt::QueuedConnection);
}

bool MirrorJob::Private::prepare()
{
    const QFileInfo rootInfo(root);
    if (rootInfo.isSymLink() || rootInfo.isJunction()) {
        q->emitResult(Error::InvalidInput,
                      MirrorJob::tr("%1 is a symbolic link; a mirror writes only into a real "
                                    "folder of its own, never through a link. Give the folder it "
                                    "points to instead.")
                          .arg(QDir::toNativeSeparators(root)));
        return false;
    }
    if (rootInfo.exists() && !rootInfo.isDir()) {
        q->emitResult(Error::InvalidInput,
                      MirrorJob::tr("%1 is not a folder; a mirror needs a folder of its own.")
                          .arg(QDir::toNativeSeparators(root)));
        return false;
    }
    const QFileInfo stateInfo(QDir(root).filePath(LocalCopyLayout::stateDirectoryName()));
    if (stateInfo.isSymLink() || stateInfo.isJunction()
        || (stateInfo.exists() && !stateInfo.isDir())) {
        q->emitResult(Error::InvalidInput,
                      MirrorJob::tr("%1 is a link or a file; the mirror keeps its state in a "
                                    "folder of the copy itself, never elsewhere.")
                          .arg(QDir::toNativeSeparators(stateInfo.filePath())));
        return false;
    }
    if (options.dryRun)
        return true;
    if (!QDir().mkpath(stateInfo.filePath())) {
        q->emitResult(Error::InvalidInput,
                      MirrorJob::tr("Cannot make the folder %1.")
                          .arg(QDir::toNativeSeparators(stateInfo.filePath())));
        return false;
    }
    lock = std::make_unique<QLockFile>(stateInfo.filePath() + u"/lock");
    if (!lock->tryLock(0)) {
        lock.reset();
        q->emitResult(Error::InvalidInput,
                      MirrorJob::tr("Another mirror is writing into %1 right now.")
                          .arg(QDir::toNativeSeparators(root)));
        return false;
    }
    // Under the lock, staging files can only be those of a killed run.
    CopyWriter(root).cleanStaging();
    return true;
}

void MirrorJob::Private::startThread()
{
    session = std::make_unique<MirrorSession>(tree, result.source, root, options, cancel);
    host = new QObject;
    host->moveToThread(&stateThread);
    stateThread.setObjectName(QStringLiteral("mirror state"));
    stateThread.start();
}

void MirrorJob::Private::stopThread()
{
    if (!stateThread.isRunning())
        return;
    // Whatever still lives on the thread goes with it, there (Qt SQL's rule).
    QMetaObject::invokeMethod(
        host,
        [this] {
            planner.reset();
            applier.reset();
            session.reset();
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    stateThread.wait();
    delete host;
    host = nullptr;
}

void MirrorJob::Private::progress()
{
    const qint64 total = std::max<qint64>(planned, settled);
    if (q->totalAmount() != total)
        q->setTotalAmount(total);
    q->setProcessedAmount(settled);
}

void MirrorJob::Private::onOpened(const MirrorSession::Opened &state)
{
    opened = state;
    if (!opened.ok()) {
        close(Error::InvalidInput, opened.error);
        return;
    }
    if (stopping)
        return;
    result.migration = opened.migration;
    result.syncPointBefore = opened.meta.syncPoint;
    result.statePath = opened.statePath;
    phase = Phase::Choosing;
    setStatus(MirrorJob::tr("Choosing how to synchronise…"));
    ask(
        [this] {
            const SourceInventory inventory(session->tree(), options.specVersion);
            RouteChooser::Copy copy;
            copy.syncPoint = opened.meta.syncPoint;
            copy.resourcesHeld = opened.resourcesHeld;
            RouteDecision decision
                = RouteChooser::choose(inventory, options, copy, result.source, cancel.get());
            session->findings().add(decision.findings);
            // A baseline takes every package again: "applied" belonged to the last cycle.
            if (decision.baseline)
                session->store().clearAppliedPackages();
            return decision;
        },
        [this](const RouteDecision &decision) { onRoute(decision); });
}

void MirrorJob::Private::onRoute(const RouteDecision &decision)
{
    result.routeDecision = decision;
    result.route = decision.route;
    result.baseline = decision.baseline;
    result.gap = decision.gap;
    if (stopping)
        return;
    if (decision.route == SyncRoute::None) {
        close(Error::InvalidInput,
              MirrorJob::tr("The source lists nothing to mirror: no Resource List, Resource "
                            "Dump, Change List or Change Dump was found."));
        return;
    }
    FetchOptions fetch = options.fetch;
    fetch.revalidate = false; // a mirror wants the current state, never a 304
    if (!local)
        engine = new HttpEngine(network, std::move(fetch), q);
    downloads = new MirrorDownloads(
        engine, local, CopyWriter(root), options.fetch.maxBytes, cancel,
        [this](DownloadTask &&task, DownloadOutcome &&outcome) {
            onDownloaded(std::move(task), std::move(outcome));
        },
        q);

    const SyncRoute route = decision.route;
    const bool baseline = decision.baseline;
    if (route == SyncRoute::ResourceList || route == SyncRoute::ChangeList) {
        phase = Phase::Planning;
        setStatus(MirrorJob::tr("Comparing the local copy with the source…"));
        tell([this, route, baseline] {
            planner = std::make_unique<MirrorPlanner>(*session, route, baseline, opened);
        });
        return;
    }
    const SourceInventory inventory(*tree, options.specVersion);
    packages = route == SyncRoute::ResourceDump
        ? inventory.resourceDumpPackages()
        : inventory.changeDumpPackages(baseline ? std::nullopt : opened.meta.syncPoint);
    if (!baseline) {
        for (const QString &url : std::as_const(opened.appliedPackages))
            applied.insert(url);
    }
    planned = packages.size();
    progress();
    phase = Phase::Packages;
    tell([this, route, packages = packages] {
        applier = std::make_unique<PackageApplier>(*session, route, packages);
    });
}

void MirrorJob::Private::advance()
{
    if (q->isFinished() || closing)
        return;
    if (stopping) {
        if (outstanding == 0 && (!downloads || downloads->busy() == 0) && !packageBusy)
            close(stopError.isEmpty() ? Job::Error::NoError : Job::Error::Failed, stopError);
        return;
    }
    switch (phase) {
    case Phase::Planning:
        fillWindow();
        if (!planExhausted && !planRequested && queue.size() < downloadWindow)
            requestPlan();
        if (planExhausted && !planRequested && queue.isEmpty() && downloads->busy() == 0)
            startDeletions();
        break;
    case Phase::Packages:
        if (!packageBusy)
            nextPackage();
        break;
    case Phase::Idle:
    case Phase::Opening:
    case Phase::Choosing:
    case Phase::Deleting:
        break; // an answer from the state thread moves on
    case Phase::Closing:
        if (outstanding == 0)
            close();
        break;
    }
}

void MirrorJob::Private::fillWindow()
{
    // Fetches and writes together: a slow disk holds the downloads back.
    while (!queue.isEmpty() && downloads->busy() < downloadWindow)
        downloads->start(queue.takeFirst());
}

void MirrorJob::Private::requestPlan()
{
    planRequested = true;
    // With nothing to download yet (the start), a few first: they are on
    // their way while the rest of the window is planned.
    const qsizetype wanted
        = queue.isEmpty() && downloads->busy() == 0 ? firstPlanBatch : downloadWindow;
    ask([this, wanted] { return planner->next(wanted); },
        [this](const PlanBatch &batch) {
            planRequested = false;
            queue.append(batch.downloads);
            settled += batch.settled;
            planExhausted = batch.exhausted;
            planned = std::max<qsizetype>(batch.total, planned);
            progress();
            if (!planExhausted && batch.total > 0)
                setStatus(MirrorJob::tr("Comparing the local copy with the source: %1 of %2 "
                                        "entries…")
                              .arg(QString::number(batch.position), QString::number(batch.total)));
        });
}

void MirrorJob::Private::onDownloaded(DownloadTask &&task, DownloadOutcome &&outcome)
{
    const bool outOfSpace = outcome.outOfSpace;
    const QString message = outOfSpace ? outcome.message : QString();
    if (!outcome.canceled) {
        ++settled;
        progress();
        // A status line a person can read, ten times a second at most.
        if (!statusClock.isValid() || statusClock.elapsed() >= statusIntervalMs) {
            statusClock.start();
            setStatus(MirrorJob::tr("Downloaded %1 of %2: %3")
                          .arg(QString::number(settled), QString::number(q->totalAmount()),
                               task.expected.loc.toString()));
        }
        unrecorded.append({std::move(task), std::move(outcome)});
        if (unrecorded.size() >= recordBatch)
            flushRecords();
        else if (!recordHold.isActive())
            recordHold.start();
    }
    if (outOfSpace && !stopping) {
        // Every write after this one would fail the same way: stop here,
        // keeping what was written (the state records it as a stopped run).
        stopError = MirrorJob::tr("The disk holding %1 is full, so the mirror stopped (%2). What "
                                  "was written is kept; free some space and run the mirror "
                                  "again to go on.")
                        .arg(QDir::toNativeSeparators(root), message);
        stopping = true;
        downloads->abortAll();
    }
    advance();
}

void MirrorJob::Private::startDeletions()
{
    phase = Phase::Deleting;
    setStatus(MirrorJob::tr("Looking for files the source no longer has…"));
    ask(
        [this] {
            QList<PlannedDeletion> deletions;
            bool sweep = false;
            if (planner) {
                deletions = planner->takeDeletions();
                sweep = planner->listsEverything();
            } else if (applier) {
                deletions = applier->takeDeletions();
                sweep = applier->listsEverything();
            }
            return DeletionRunner(*session).run(std::move(deletions), sweep);
        },
        [this](qsizetype count) {
            settled += count;
            progress();
            phase = Phase::Closing;
        });
}

void MirrorJob::Private::close(Job::Error error, const QString &errorString)
{
    if (closing)
        return;
    closing = true;
    if (!stateThread.isRunning()) {
        lock.reset();
        q->emitResult(error, errorString);
        return;
    }
    flushRecords();
    MirrorSession::FinishRequest request;
    request.canceled = stopping || cancel->load() || error != Error::NoError;
    request.route = result.route;
    request.baseline = result.baseline;
    request.bytesDownloaded = downloads ? downloads->bytesDownloaded() : 0;
    ++outstanding;
    QMetaObject::invokeMethod(
        host,
        [this, request, error, errorString]() mutable {
            if (planner) {
                request.newSyncPoint = planner->newSyncPoint();
                request.newCursors = planner->newCursors();
                request.baselineUrl = planner->baselineUrl();
                request.baselineAt = planner->baselineAt();
            } else if (applier) {
                request.newSyncPoint = applier->newSyncPoint();
                if (request.route == SyncRoute::ResourceDump) {
                    for (const CrawledDocument &document : tree->documents()) {
                        if (document.loaded
                            && (document.type == DocumentType::ResourceDumpIndex
                                || document.type == DocumentType::ResourceDump)) {
                            request.baselineUrl = document.url;
                            break;
                        }
                    }
                    request.baselineAt = request.newSyncPoint;
                }
            }
            const MirrorSession::Finished finished = session->finish(request);
            QMetaObject::invokeMethod(
                q,
                [this, finished, error, errorString] {
                    --outstanding;
                    stopThread();
                    result.items = finished.items;
                    result.counts = finished.counts;
                    result.kept = finished.kept;
                    result.findings = finished.findings;
                    result.syncPointAfter = finished.syncPointAfter;
                    result.trashFolder = finished.trashFolder;
                    result.filesWritten = finished.filesWritten;
                    result.stateBytes = finished.stateBytes;
                    result.bytesDownloaded = downloads ? downloads->bytesDownloaded() : 0;
                    result.canceled = stopping || cancel->load();
                    if (!finished.error.isEmpty())
                        result.findings.append(
                            makeFinding(u"AUD-004", finished.error, result.statePath, {}));
                    result.elapsedMs = clock.elapsed();
                    lock.reset();
                    if (error != Error::NoError)
                        q->emitResult(error, errorString);
                    else if (result.canceled)
                        q->emitResult(Error::Canceled, MirrorJob::tr("The mirror was stopped."));
                    else
                        q->emitResult();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

MirrorJob::MirrorJob(std::shared_ptr<const SourceTree> tree, QString source, QString destination,
                     MirrorOptions options, QNetworkAccessManager *network, QObject *parent)
    : Job(parent)
    , d(std::make_unique<Private>(this, std::move(tree), std::move(source), std::move(destination),
                                  std::move(options), network))
{
    setCancelsAsynchronously(true);
}

MirrorJob::~MirrorJob()
{
    d->cancel->store(true);
    d->stopping = true;
    d->closing = true; // what remains is done here, not by advance()
    if (d->downloads)
        d->downloads->abortAll();
    if (d->stateThread.isRunning()) {
        // Stopped before it ended: what was done is saved all the same.
        d->flushRecords();
        QMetaObject::invokeMethod(
            d->host,
            [this] {
                MirrorSession::FinishRequest request;
                request.canceled = true;
                request.route = d->result.route;
                request.baseline = d->result.baseline;
                if (d->session)
                    d->session->finish(request);
            },
            Qt::QueuedConnection);
        d->stopThread();
    }
}

const MirrorResult &MirrorJob::result() const
{
    return d->result;
}

QSet<QString> MirrorJob::checkedRuleIds()
{
    return {QStringLiteral("AUD-001"), QStringLiteral("AUD-002"), QStringLiteral("AUD-003"),
            QStringLiteral("AUD-004"), QStringLiteral("AUD-005")};
}

void MirrorJob::doStart()
{
    d->clock.start();
    if (!d->prepare())
        return;
    d->startThread();
    d->phase = Private::Phase::Opening;
    d->setStatus(tr("Opening the local copy's state…"));
    d->ask([this] { return d->session->open(); },
           [this](const MirrorSession::Opened &opened) { d->onOpened(opened); });
}

void MirrorJob::doCancel()
{
    d->cancel->store(true);
    // Not begun: nothing to save, and the state was never read.
    if (!d->stateThread.isRunning()) {
        d->lock.reset();
        d->result.canceled = true;
        emitResult(Error::Canceled, tr("The mirror was stopped."));
        return;
    }
    d->stopping = true;
    if (d->downloads)
        d->downloads->abortAll();
    d->advance();
}

} // namespace rsi
