// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrorjob.h"

#include "copywriter.h"
#include "crawl/localsource.h"
#include "crawl/sourcetree.h"
#include "dumpextractor.h"
#include "localcopylayout.h"
#include "mirrorstate.h"
#include "net/httpengine.h"
#include "sourceinventory.h"
#include "util/workerpool.h"
#include "validation/hashdigests.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLockFile>
#include <QSet>
#include <QTemporaryFile>
#include <QThread>
#include <QtConcurrent>

#include <atomic>
#include <functional>
#include <vector>

namespace rsi {

namespace {

// Requests handed to the engine at once: its per-host queues do the pacing,
// this only bounds the memory of a million-resource run.
constexpr qsizetype downloadWindow = 256;
// Resources up to this size are held in memory between download and write,
// saving a temporary file each (most resources of a source are small).
constexpr qint64 memoryBodyLimit = 256 * 1024;
// Per rule, findings beyond this many are counted in one summary finding.
constexpr int maxFindingsPerRule = 100;

QString isoUtc(const std::optional<QDateTime> &time)
{
    return time ? time->toUTC().toString(Qt::ISODate) : QString();
}

// What a GET of url would give, read from a local source folder instead
// (the source given as a path): the same checks then apply to it. Runs on a
// worker thread; the result's temporary file, if any, is handed to `home`.
FetchResult readLocalResource(const LocalSource &local, const QUrl &url,
                              const FetchRequest &request, qint64 maxBytes, QThread *home)
{
    FetchResult result;
    result.requestedUrl = url;
    result.finalUrl = url;
    const std::optional<QString> path = local.fileFor(url);
    if (!path) {
        result.failure = FetchFailure::Status;
        result.status = 404;
        result.error = MirrorJob::tr("The local source folder %1 has no file for it.")
                           .arg(local.rootDirectory());
        return result;
    }
    QFile file(*path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.failure = FetchFailure::Transport;
        result.error = file.errorString();
        return result;
    }
    if (file.size() > maxBytes) {
        result.failure = FetchFailure::Refused;
        result.error
            = MirrorJob::tr("%1 is larger than %2 bytes.").arg(*path, QString::number(maxBytes));
        return result;
    }
    const QList<QCryptographicHash::Algorithm> &digests = request.digests;
    std::vector<std::unique_ptr<QCryptographicHash>> hashes;
    for (QCryptographicHash::Algorithm algorithm : digests)
        hashes.push_back(std::make_unique<QCryptographicHash>(algorithm));
    // As a download would: in memory when the request allows, else a file.
    if (file.size() <= request.memoryBodyLimit) {
        result.bodyData = file.readAll();
        for (auto &hash : hashes)
            hash->addData(result.bodyData);
    } else {
        result.body = std::make_shared<QTemporaryFile>();
        if (!result.body->open()) {
            result.failure = FetchFailure::Refused;
            result.error = result.body->errorString();
            result.body.reset();
            return result;
        }
        QByteArray chunk;
        while (!(chunk = file.read(1024 * 1024)).isEmpty()) {
            for (auto &hash : hashes)
                hash->addData(chunk);
            result.body->write(chunk);
        }
        result.body->flush();
        result.body->moveToThread(home);
    }
    result.bytes = file.size();
    result.ok = true;
    result.status = 200;
    for (qsizetype i = 0; i < digests.size(); ++i)
        result.digests.append({digests.at(i), hashes.at(std::size_t(i))->result()});
    return result;
}

AuditReason reason(AuditReason::Kind kind, const QString &actual = {}, const QString &expected = {},
                   const QString &algorithm = {})
{
    AuditReason r;
    r.kind = kind;
    r.actual = actual;
    r.expected = expected;
    r.algorithm = algorithm;
    return r;
}

} // namespace

QString syncRouteKey(SyncRoute route)
{
    switch (route) {
    case SyncRoute::None:
        return QStringLiteral("none");
    case SyncRoute::ResourceList:
        return QStringLiteral("resourcelist");
    case SyncRoute::ResourceDump:
        return QStringLiteral("resourcedump");
    case SyncRoute::ChangeList:
        return QStringLiteral("changelist");
    case SyncRoute::ChangeDump:
        return QStringLiteral("changedump");
    }
    return {};
}

QString syncRouteName(SyncRoute route)
{
    switch (route) {
    case SyncRoute::None:
        return MirrorJob::tr("nothing to synchronise from");
    case SyncRoute::ResourceList:
        return MirrorJob::tr("baseline from the Resource List");
    case SyncRoute::ResourceDump:
        return MirrorJob::tr("baseline from the Resource Dump");
    case SyncRoute::ChangeList:
        return MirrorJob::tr("changes from the Change Lists");
    case SyncRoute::ChangeDump:
        return MirrorJob::tr("changes from the Change Dump");
    }
    return {};
}

class MirrorJob::Private
{
public:
    struct Download
    {
        ListedResource expected;
        QString key;
        qsizetype item = -1; // into result.items
    };
    struct Deletion
    {
        QString key;
        qsizetype item = -1;
        // A later change (a Change Dump's next package or entry) wrote the
        // resource again: the deletion is void, and so is its item.
        bool superseded = false;
    };
    // What one worker task that checked and extracted a package found.
    struct Extraction
    {
        DumpPackageResult checked;
        QHash<qsizetype, DumpExtractor::Outcome> outcomes;
    };

    Private(MirrorJob *job, std::shared_ptr<const SourceTree> sourceTree, QString sourceInput,
            QString destinationDir, MirrorOptions mirrorOptions, QNetworkAccessManager *manager)
        : q(job)
        , tree(std::move(sourceTree))
        , options(std::move(mirrorOptions))
        , network(manager)
        , layout(QDir(destinationDir).absolutePath())
        , writer(layout.rootDirectory())
        , inventory(*tree, options.specVersion)
    {
        // A source given as a folder or file is read from there, not fetched.
        const QFileInfo input(sourceInput);
        if (!sourceInput.contains(QLatin1String("://")) && input.exists())
            local = std::make_shared<LocalSource>(input.isDir() ? input.absoluteFilePath()
                                                                : input.absolutePath());
        result.source = std::move(sourceInput);
        result.destination = layout.rootDirectory();
        result.dryRun = options.dryRun;
    }

    // The steps of a run, in order.
    bool prepare();
    void chooseRoute();
    void planFromComparison(QList<ListedResource> targets,
                            const QHash<QString, AuditReason> &changeReasons);
    void onCompared(const AuditResult &compared, const QList<ListedResource> &targets,
                    const QHash<QString, AuditReason> &changeReasons);
    void planChangeList();
    void pumpDownloads();
    // A GET through the engine, or a read of the local source: either way
    // onFetched() follows with the ticket returned.
    quint64 fetch(const QUrl &url, const FetchRequest &request);
    void onFetched(quint64 ticket, const FetchResult &fetched);
    void onWritten(const Download &download, const FetchResult &fetched, const QString &error);
    void nextPackage();
    void onPackageFetched(const FetchResult &fetched);
    void onExtracted(const SourceInventory::Package &package, Extraction extraction);
    void deleteExtrasAfterDumps();
    void applyDeletions();
    void finishRun();

    // Helpers.
    qsizetype addItem(const QUrl &url, const QString &path, AuditState itemState,
                      QList<AuditReason> reasons = {});
    void fail(qsizetype item, QStringView ruleId, const QString &message,
              QList<AuditReason> reasons);
    void report(QStringView ruleId, const QString &message, const QString &url);
    void recordFetched(const QString &key, const QString &path, const ListedResource &expected,
                       const FetchResult *fetched);
    bool verify(const Download &download, const FetchResult &fetched,
                QList<AuditReason> &mismatches) const;
    void step(qint64 amount = 1);
    void setStatus(const QString &status);
    bool canceled() const { return cancel->load(); }
    // Runs work on the worker pool, then done(result) on the job's thread
    // (unless the job has finished by then).
    template<typename Work, typename Done> void spawn(Work work, Done done);
    void saveState();
    // The URL of the first loaded document of the first of these types found.
    QUrl firstDocument(std::initializer_list<DocumentType> types) const;
    // The same on a worker, the files flushed to the disk first: the
    // checkpoint of a long run, so that a killed one keeps what it fetched.
    void saveStateInBackground();

    MirrorJob *q;
    std::shared_ptr<const SourceTree> tree;
    MirrorOptions options;
    QNetworkAccessManager *network = nullptr;
    LocalCopyLayout layout;
    CopyWriter writer;
    SourceInventory inventory;
    MirrorState state;
    MirrorResult result;
    HttpEngine *engine = nullptr;
    std::shared_ptr<LocalSource> local; // set when the source is a local folder
    quint64 nextLocalTicket = quint64(1) << 62; // tickets of local reads, apart from the engine's
    std::unique_ptr<QLockFile> lock;
    std::shared_ptr<std::atomic_bool> cancel = std::make_shared<std::atomic_bool>(false);
    QElapsedTimer clock;
    QElapsedTimer sinceSave;
    QString batch = CopyWriter::newBatchName();
    QHash<QString, int> findingsPerRule;

    QList<Download> downloads;
    qsizetype nextDownload = 0;
    QHash<quint64, qsizetype> inFlight; // ticket -> index into downloads
    QList<Deletion> deletions;
    QHash<QString, qsizetype> queuedDeletion; // key -> index into deletions (dumps)
    // Items planned (a download, a removal) and not done yet: a stopped run
    // leaves them out of its report, which says what was done.
    QSet<qsizetype> pending;
    QList<SourceInventory::Package> packages;
    qsizetype packageIndex = -1;
    quint64 packageTicket = 0;
    QSet<QString> packagedKeys; // every loc a Resource Dump's manifests name
    bool packageFailed = false;
    int workers = 0; // worker tasks under way
    QSet<QFutureWatcherBase *> active; // their watchers, for cancel() to wait on
    bool downloadsDone = false; // applyDeletions() was called once
    bool finishing = false;
    // prepare() read the state and holds the lock: only then is the state ours to write.
    bool prepared = false;
    bool savingState = false; // a checkpoint is being written
    std::optional<QDateTime> newSyncPoint;
    QHash<QString, qsizetype> newCursors;
};

qsizetype MirrorJob::Private::addItem(const QUrl &url, const QString &path, AuditState itemState,
                                      QList<AuditReason> reasons)
{
    AuditItem item;
    item.url = url;
    item.relativePath = path;
    item.state = itemState;
    item.reasons = std::move(reasons);
    result.items.append(std::move(item));
    return result.items.size() - 1;
}

void MirrorJob::Private::report(QStringView ruleId, const QString &message, const QString &url)
{
    int &count = findingsPerRule[ruleId.toString()];
    if (++count > maxFindingsPerRule)
        return;
    result.findings.append(makeFinding(ruleId, message, url, {}));
}

void MirrorJob::Private::fail(qsizetype item, QStringView ruleId, const QString &message,
                              QList<AuditReason> reasons)
{
    AuditItem &failed = result.items[item];
    failed.state = AuditState::Failed;
    failed.reasons.append(std::move(reasons));
    const QString key = failed.url.toString(QUrl::FullyEncoded);
    state.failed.insert(key, message);
    report(ruleId, message, failed.url.toString());
}

void MirrorJob::Private::step(qint64 amount)
{
    q->setProcessedAmount(q->processedAmount() + amount);
}

void MirrorJob::Private::setStatus(const QString &status)
{
    Q_EMIT q->statusChanged(status);
}

template<typename Work, typename Done> void MirrorJob::Private::spawn(Work work, Done done)
{
    using Result = std::invoke_result_t<Work>;
    auto *watcher = new QFutureWatcher<Result>(q);
    ++workers;
    active.insert(watcher);
    QObject::connect(watcher, &QFutureWatcher<Result>::finished, q,
                     [this, watcher, done = std::move(done)]() mutable {
                         watcher->deleteLater();
                         active.remove(watcher);
                         --workers;
                         if (q->isFinished())
                             return;
                         done(watcher->future().takeResult());
                         if (finishing && workers == 0)
                             finishRun();
                     });
    watcher->setFuture(QtConcurrent::run(workerPool(), std::move(work)));
}

void MirrorJob::Private::saveState()
{
    // Canceled before it started, the job never read the state: writing it
    // would replace the copy's state with an empty one.
    if (options.dryRun || !prepared)
        return;
    QString error;
    if (!state.save(layout.rootDirectory(), &error))
        report(u"AUD-004", error, MirrorState::filePath(layout.rootDirectory()));
    sinceSave.restart();
}

QUrl MirrorJob::Private::firstDocument(std::initializer_list<DocumentType> types) const
{
    for (const DocumentType type : types) {
        for (const CrawledDocument &document : tree->documents()) {
            if (document.loaded && document.type == type)
                return document.url;
        }
    }
    return {};
}

void MirrorJob::Private::saveStateInBackground()
{
    if (options.dryRun || !prepared || savingState)
        return;
    savingState = true;
    sinceSave.restart();
    spawn(
        [state = state, writer = writer, root = layout.rootDirectory(),
         hook = options.hooks.beforeCheckpoint] {
            if (hook)
                hook();
            QString error;
            if (writer.syncToDisk(&error))
                state.save(root, &error);
            return error;
        },
        [this](const QString &error) {
            savingState = false;
            if (!error.isEmpty())
                report(u"AUD-004", error, MirrorState::filePath(layout.rootDirectory()));
        });
}

bool MirrorJob::Private::prepare()
{
    const QString root = layout.rootDirectory();
    const QFileInfo rootInfo(root);
    const QFileInfo stateInfo(QDir(root).filePath(LocalCopyLayout::stateDirectoryName()));
    if (stateInfo.isSymLink() || stateInfo.isJunction()
        || (stateInfo.exists() && !stateInfo.isDir())) {
        q->emitResult(Error::InvalidInput,
                      MirrorJob::tr("%1 is a link or a file; the mirror keeps its state in a "
                                    "folder of the copy itself, never elsewhere.")
                          .arg(stateInfo.filePath()));
        return false;
    }
    if (rootInfo.exists() && (!rootInfo.isDir() || rootInfo.isSymLink())) {
        q->emitResult(
            Error::InvalidInput,
            MirrorJob::tr("%1 is not a folder; a mirror needs a folder of its own.").arg(root));
        return false;
    }
    QString error;
    if (!MirrorState::load(root, &state, &error)) {
        q->emitResult(Error::InvalidInput, error);
        return false;
    }
    if (!options.dryRun) {
        if (!QDir().mkpath(QDir(root).filePath(LocalCopyLayout::stateDirectoryName()))) {
            q->emitResult(Error::InvalidInput,
                          MirrorJob::tr("Cannot make the folder %1.").arg(root));
            return false;
        }
        lock = std::make_unique<QLockFile>(
            QDir(root).filePath(LocalCopyLayout::stateDirectoryName() + u"/lock"));
        if (!lock->tryLock(0)) {
            lock.reset();
            q->emitResult(Error::InvalidInput,
                          MirrorJob::tr("Another mirror is writing into %1 right now.").arg(root));
            return false;
        }
        // Under the lock, staging files can only be those of a killed run.
        writer.cleanStaging();
    }
    prepared = true;
    return true;
}

void MirrorJob::Private::chooseRoute()
{
    const bool preferDumps = options.prefer == MirrorOptions::Prefer::Dumps;
    result.syncPointBefore = state.syncPoint;
    const std::optional<QDateTime> syncPoint
        = options.forceBaseline ? std::nullopt : state.syncPoint;

    SyncRoute incremental = SyncRoute::None;
    if (syncPoint) {
        const bool lists = inventory.hasChangeLists();
        const bool dumps = inventory.hasChangeDumps();
        if (lists && (!preferDumps || !dumps))
            incremental = SyncRoute::ChangeList;
        else if (dumps)
            incremental = SyncRoute::ChangeDump;
    }
    // Gap detection (19.2-5): what the source still offers begins after the sync point.
    std::optional<QDateTime> earliest;
    if (incremental == SyncRoute::ChangeList)
        earliest = inventory.changesFrom();
    else if (incremental == SyncRoute::ChangeDump)
        earliest = inventory.changeDumpsFrom();
    result.gap = earliest && *earliest > *syncPoint;
    if (result.gap) {
        report(u"AUD-001",
               MirrorJob::tr("The change lists begin at %1, after the local copy's sync point %2: "
                             "changes in between may have been missed, so this run takes a new "
                             "baseline.")
                   .arg(isoUtc(earliest), isoUtc(syncPoint)),
               result.source);
        incremental = SyncRoute::None;
    }
    if (incremental != SyncRoute::None) {
        result.route = incremental;
        return;
    }

    result.baseline = true;
    // A baseline takes every package again: "applied" belonged to the last cycle.
    state.appliedPackages.clear();
    const bool lists = inventory.hasResourceLists();
    const bool dumps = inventory.hasResourceDumps();
    if (lists && (!preferDumps || !dumps))
        result.route = SyncRoute::ResourceList;
    else if (dumps)
        result.route = SyncRoute::ResourceDump;
    // A source with only change lists: its changes are all there is.
    else if (inventory.hasChangeLists())
        result.route = SyncRoute::ChangeList;
    else if (inventory.hasChangeDumps())
        result.route = SyncRoute::ChangeDump;
}

// Baselines and change lists both end here: the targets are compared with the
// copy first, so what is current already is not fetched again.
void MirrorJob::Private::planFromComparison(QList<ListedResource> targets,
                                            const QHash<QString, AuditReason> &changeReasons)
{
    setStatus(MirrorJob::tr("Comparing the local copy with the source…"));
    spawn(
        [targets, layout = layout, compare = options.compare, cancel = cancel] {
            return AuditComparison::compare(targets, layout, compare, cancel.get());
        },
        [this, targets, changeReasons](const AuditResult &compared) {
            onCompared(compared, targets, changeReasons);
        });
}

void MirrorJob::Private::onCompared(const AuditResult &compared,
                                    const QList<ListedResource> &targets,
                                    const QHash<QString, AuditReason> &changeReasons)
{
    if (compared.canceled || canceled()) {
        finishing = true;
        return;
    }
    QHash<QString, qsizetype> targetIndex;
    for (qsizetype i = 0; i < targets.size(); ++i)
        targetIndex.insert(resourceKey(targets.at(i)), i);

    // Only a Resource List says what the whole source holds; change lists
    // name their deletions themselves.
    const bool listsEverything = result.route == SyncRoute::ResourceList;
    for (const AuditItem &compareItem : compared.items) {
        const QString key = compareItem.url.toString(QUrl::FullyEncoded);
        QList<AuditReason> reasons = compareItem.reasons;
        if (const auto change = changeReasons.constFind(key); change != changeReasons.cend())
            reasons.prepend(*change);
        if (state.failed.contains(key))
            reasons.append(reason(AuditReason::Kind::Retried));
        switch (compareItem.state) {
        case AuditState::Same:
            // A file no check could judge is only current if this mirror wrote
            // it and no change has been reported since.
            if (compareItem.checked.any()
                || (state.resources.contains(key) && !changeReasons.contains(key))) {
                addItem(compareItem.url, compareItem.relativePath, AuditState::Same);
                state.failed.remove(key);
                continue;
            }
            [[fallthrough]];
        case AuditState::Create:
        case AuditState::Update: {
            const AuditState planned
                = compareItem.state == AuditState::Create ? AuditState::Create : AuditState::Update;
            Download download;
            download.expected = targets.at(targetIndex.value(key));
            download.key = key;
            download.item = addItem(compareItem.url, compareItem.relativePath, planned, reasons);
            pending.insert(download.item);
            downloads.append(std::move(download));
            break;
        }
        case AuditState::Delete:
            if (!listsEverything)
                continue;
            deletions.append(
                {key,
                 addItem(compareItem.url, compareItem.relativePath, AuditState::Delete, reasons)});
            pending.insert(deletions.constLast().item);
            break;
        case AuditState::Failed: {
            const QString why = reasons.isEmpty() ? QString() : reasons.constLast().description();
            fail(addItem(compareItem.url, compareItem.relativePath, AuditState::Failed), u"AUD-004",
                 MirrorJob::tr("%1 was not mirrored: %2").arg(compareItem.url.toString(), why),
                 reasons);
            break;
        }
        }
    }
    // Progress counts items; what needs no download or removal is settled.
    q->setTotalAmount(result.items.size());
    q->setProcessedAmount(result.items.size() - downloads.size() - deletions.size());
    if (options.dryRun) {
        // What would be fetched and removed, without fetching or removing.
        step(downloads.size() + deletions.size());
        downloads.clear();
        for (const Deletion &deletion : std::as_const(deletions)) {
            if (!options.deleteExtras)
                result.items[deletion.item].reasons.append(reason(AuditReason::Kind::Kept));
        }
        deletions.clear();
        pending.clear();
        finishing = true;
        return;
    }
    pumpDownloads();
}

void MirrorJob::Private::planChangeList()
{
    const std::optional<QDateTime> since = result.baseline ? std::nullopt : state.syncPoint;
    QList<ChangeRecord> changes = inventory.changesSince(since);
    // Entries without a change time are placed by their position (19.2-2).
    for (const ChangeListInfo &list : inventory.changeLists())
        newCursors.insert(list.url.toString(QUrl::FullyEncoded),
                          tree->document(list.document).entries.size());
    if (since) {
        changes.removeIf([&](const ChangeRecord &change) {
            const QString listKey
                = tree->document(change.document).url.toString(QUrl::FullyEncoded);
            return !change.time && change.row < state.changeListCursor.value(listKey, 0);
        });
    }
    // The last change of a resource decides its state (19.2-3).
    QHash<QString, qsizetype> lastChange;
    for (qsizetype i = 0; i < changes.size(); ++i)
        lastChange.insert(resourceKey(changes.at(i).resource), i);

    QList<ListedResource> targets;
    QHash<QString, AuditReason> changeReasons;
    for (qsizetype i = 0; i < changes.size(); ++i) {
        const ChangeRecord &change = changes.at(i);
        const QString key = resourceKey(change.resource);
        if (lastChange.value(key) != i)
            continue;
        if (change.change == ChangeRecord::Change::Deleted) {
            const LocalCopyLayout::Result<QString> path
                = layout.relativePathFor(change.resource.loc);
            if (!path.isValid())
                continue;
            const QFileInfo file(QDir(layout.rootDirectory()).filePath(path.value));
            const AuditReason deleted
                = reason(AuditReason::Kind::DeletedAtSource, {}, isoUtc(change.time));
            if (!file.exists() && !file.isSymLink()) {
                addItem(change.resource.loc, path.value, AuditState::Same, {deleted});
                state.resources.remove(key);
                state.failed.remove(key);
                continue;
            }
            deletions.append(
                {key, addItem(change.resource.loc, path.value, AuditState::Delete, {deleted})});
            pending.insert(deletions.constLast().item);
            continue;
        }
        targets.append(change.resource);
        changeReasons.insert(
            key,
            reason(AuditReason::Kind::Changed, changeName(change.change), isoUtc(change.time)));
    }
    // What failed last time is tried again, with what the source says of it now.
    if (!state.failed.isEmpty()) {
        const QList<ListedResource> expected = inventory.expected();
        for (const ListedResource &resource : expected) {
            const QString key = resourceKey(resource);
            if (state.failed.contains(key) && !lastChange.contains(key))
                targets.append(resource);
        }
    }
    newSyncPoint = inventory.changesUntil();
    planFromComparison(targets, changeReasons);
}

void MirrorJob::Private::pumpDownloads()
{
    if (canceled())
        return;
    while (nextDownload < downloads.size() && inFlight.size() < downloadWindow) {
        const Download &download = downloads.at(nextDownload);
        FetchRequest request;
        // The body as served: length and hash describe it (catalogue 21.2-f).
        request.acceptEncoding = QByteArrayLiteral("identity");
        request.memoryBodyLimit = memoryBodyLimit;
        for (auto it = download.expected.hashes.cbegin(); it != download.expected.hashes.cend();
             ++it) {
            if (const auto algorithm = hashAlgorithm(it.key()))
                request.digests.append(*algorithm);
        }
        inFlight.insert(fetch(download.expected.loc, request), nextDownload);
        ++nextDownload;
    }
    // Writes still under way come back here when they are done.
    if (nextDownload < downloads.size() || !inFlight.isEmpty() || workers > 0)
        return;
    if (!downloadsDone) {
        downloadsDone = true;
        applyDeletions();
    }
}

quint64 MirrorJob::Private::fetch(const QUrl &url, const FetchRequest &request)
{
    if (!local)
        return engine->fetch(url, request);
    const quint64 ticket = nextLocalTicket++;
    spawn([local = local, url, request, maxBytes = options.fetch.maxBytes,
           home = q->thread()] { return readLocalResource(*local, url, request, maxBytes, home); },
          [this, ticket](const FetchResult &fetched) { onFetched(ticket, fetched); });
    return ticket;
}

bool MirrorJob::Private::verify(const Download &download, const FetchResult &fetched,
                                QList<AuditReason> &mismatches) const
{
    const ListedResource &expected = download.expected;
    if (expected.length && fetched.bytes != *expected.length) {
        mismatches.append(reason(AuditReason::Kind::Length, QString::number(fetched.bytes),
                                 QString::number(*expected.length)));
        mismatches.last().ofDownload = true;
    }
    for (auto it = expected.hashes.cbegin(); it != expected.hashes.cend(); ++it) {
        const auto algorithm = hashAlgorithm(it.key());
        if (!algorithm)
            continue;
        const QByteArray actual = fetched.digest(*algorithm).toHex();
        if (actual != it.value()) {
            mismatches.append(reason(AuditReason::Kind::Hash, QString::fromLatin1(actual),
                                     QString::fromLatin1(it.value()), it.key()));
            mismatches.last().ofDownload = true;
        }
    }
    return mismatches.isEmpty();
}

void MirrorJob::Private::onFetched(quint64 ticket, const FetchResult &fetched)
{
    if (ticket == packageTicket) {
        packageTicket = 0;
        onPackageFetched(fetched);
        return;
    }
    const auto found = inFlight.constFind(ticket);
    if (found == inFlight.cend())
        return;
    const Download download = downloads.at(*found);
    inFlight.erase(found);
    if (fetched.canceled || canceled())
        return;
    pending.remove(download.item); // whatever follows is reported
    const QString url = download.expected.loc.toString();
    setStatus(MirrorJob::tr("Downloaded %1 of %2: %3")
                  .arg(QString::number(q->processedAmount() + 1), QString::number(q->totalAmount()),
                       url));
    if (!fetched.ok) {
        const QList<AuditReason> reasons = fetched.status
            ? QList<AuditReason> {reason(AuditReason::Kind::Http, QString::number(*fetched.status))}
            : QList<AuditReason> {reason(AuditReason::Kind::Network, fetched.error)};
        fail(download.item, u"AUD-003",
             MirrorJob::tr("%1 could not be downloaded: %2").arg(url, fetched.error), reasons);
        step();
        pumpDownloads();
        return;
    }
    result.bytesDownloaded += fetched.bytes;
    QList<AuditReason> mismatches;
    if (!verify(download, fetched, mismatches)) {
        QStringList what;
        for (const AuditReason &mismatch : std::as_const(mismatches))
            what.append(mismatch.description());
        fail(download.item, u"AUD-002",
             MirrorJob::tr("%1 was downloaded but not accepted: %2")
                 .arg(url, what.join(QLatin1Char(' '))),
             mismatches);
        step();
        pumpDownloads();
        return;
    }
    const QString path = result.items.at(download.item).relativePath;
    const QString bodyPath = fetched.body ? fetched.body->fileName() : QString();
    spawn(
        [writer = writer, path, bodyPath, bodyData = fetched.bodyData,
         lastmod = download.expected.lastmod] {
            QString error;
            if (bodyPath.isEmpty()) {
                writer.writeData(path, bodyData, lastmod, &error);
                return error;
            }
            QFile body(bodyPath);
            if (!body.open(QIODevice::ReadOnly))
                return body.errorString();
            writer.writeFile(path, &body, lastmod, &error);
            return error;
        },
        // The result holds the temporary body until the write is done.
        [this, download, fetched](const QString &error) { onWritten(download, fetched, error); });
    pumpDownloads();
}

void MirrorJob::Private::onWritten(const Download &download, const FetchResult &fetched,
                                   const QString &error)
{
    step();
    if (!error.isEmpty()) {
        fail(download.item, u"AUD-004",
             MirrorJob::tr("%1 could not be written: %2")
                 .arg(download.expected.loc.toString(), error),
             {reason(AuditReason::Kind::WriteFailed, error)});
    } else {
        ++result.filesWritten;
        state.failed.remove(download.key);
        recordFetched(download.key, result.items.at(download.item).relativePath, download.expected,
                      &fetched);
    }
    if (sinceSave.elapsed() > options.checkpointIntervalMs)
        saveStateInBackground();
    pumpDownloads();
}

void MirrorJob::Private::recordFetched(const QString &key, const QString &path,
                                       const ListedResource &expected, const FetchResult *fetched)
{
    MirrorState::Resource resource;
    resource.path = path;
    resource.lastmod = expected.lastmod;
    resource.length = expected.length;
    resource.hashes = expected.hashes;
    resource.fetched = QDateTime::currentDateTimeUtc();
    if (fetched) {
        resource.type = fetched->contentType;
        resource.etag = fetched->etag;
        resource.lastModified = fetched->lastModified;
    }
    state.resources.insert(key, std::move(resource));
}

void MirrorJob::Private::nextPackage()
{
    if (canceled()) {
        finishing = true;
        return;
    }
    ++packageIndex;
    while (packageIndex < packages.size()
           && state.appliedPackages.contains(
               packages.at(packageIndex).url.toString(QUrl::FullyEncoded))) {
        step();
        ++packageIndex;
    }
    if (packageIndex >= packages.size()) {
        deleteExtrasAfterDumps();
        return;
    }
    const SourceInventory::Package &package = packages.at(packageIndex);
    setStatus(MirrorJob::tr("Downloading package %1 of %2: %3")
                  .arg(QString::number(packageIndex + 1), QString::number(packages.size()),
                       package.url.toString()));
    FetchRequest request;
    request.acceptEncoding = QByteArrayLiteral("identity");
    for (auto it = package.hashes.cbegin(); it != package.hashes.cend(); ++it) {
        if (const auto algorithm = hashAlgorithm(it.key()))
            request.digests.append(*algorithm);
    }
    packageTicket = fetch(package.url, request);
}

void MirrorJob::Private::onPackageFetched(const FetchResult &fetched)
{
    if (fetched.canceled || canceled()) {
        nextPackage();
        return;
    }
    const SourceInventory::Package &package = packages.at(packageIndex);
    const QString url = package.url.toString();
    Download asDownload;
    asDownload.expected.loc = package.url;
    asDownload.expected.length = package.length;
    asDownload.expected.hashes = package.hashes;
    QList<AuditReason> mismatches;
    if (!fetched.ok || !verify(asDownload, fetched, mismatches)) {
        // The package stands for the resources it holds: one failed item.
        packageFailed = true;
        const qsizetype item = addItem(package.url, {}, AuditState::Failed);
        if (!fetched.ok) {
            fail(item, u"AUD-003",
                 MirrorJob::tr("The dump package %1 could not be downloaded: %2")
                     .arg(url, fetched.error),
                 {fetched.status ? reason(AuditReason::Kind::Http, QString::number(*fetched.status))
                                 : reason(AuditReason::Kind::Network, fetched.error)});
        } else {
            QStringList what;
            for (const AuditReason &mismatch : std::as_const(mismatches))
                what.append(mismatch.description());
            fail(item, u"AUD-002",
                 MirrorJob::tr("The dump package %1 does not match its listing: %2")
                     .arg(url, what.join(QLatin1Char(' '))),
                 mismatches);
        }
        step();
        nextPackage();
        return;
    }
    result.bytesDownloaded += fetched.bytes;
    setStatus(MirrorJob::tr("Checking and extracting package %1 of %2: %3")
                  .arg(QString::number(packageIndex + 1), QString::number(packages.size()), url));
    const DumpKind kind
        = result.route == SyncRoute::ResourceDump ? DumpKind::ResourceDump : DumpKind::ChangeDump;
    spawn(
        [layout = layout, writer = writer, limits = options.dumpLimits, dryRun = options.dryRun,
         cancel = cancel, bodyPath = fetched.body->fileName(), packageUrl = package.url, kind,
         hook = options.hooks.beforePackageStep] {
            if (hook)
                hook(packageUrl);
            DumpExtractor extractor(layout, writer, dryRun);
            extractor.setCancelFlag(cancel.get());
            Extraction extraction;
            extraction.checked
                = DumpPackage(limits).verifyFile(bodyPath, packageUrl, kind, &extractor);
            extraction.outcomes = extractor.outcomes();
            return extraction;
        },
        [this, package, fetched](Extraction extraction) {
            onExtracted(package, std::move(extraction));
            nextPackage();
        });
}

void MirrorJob::Private::onExtracted(const SourceInventory::Package &package, Extraction extraction)
{
    const DumpPackageResult &checked = extraction.checked;
    result.findings.append(checked.findings);
    bool complete = checked.outcome == DumpPackageResult::Outcome::Checked;
    const QList<Entry> &manifestEntries = checked.manifest.document.entries;
    // An entry that failed the package's checks (its findings say how).
    const auto notExtracted = [&](const QString &written, const QUrl &loc, const QString &path) {
        fail(addItem(loc, path, AuditState::Failed), u"AUD-002",
             MirrorJob::tr("%1 was not extracted from %2: its entry failed the package's checks.")
                 .arg(written, package.url.toString()),
             {reason(AuditReason::Kind::Package, package.url.toString())});
    };
    for (const DumpEntryStatus &status : checked.entries) {
        const QUrl loc = LocalCopyLayout::normalizedUrl(QUrl(status.loc));
        const QString key = loc.toString(QUrl::FullyEncoded);
        const LocalCopyLayout::Result<QString> path = layout.relativePathFor(loc);
        packagedKeys.insert(key);
        if (status.state == DumpEntryStatus::State::Deleted) {
            const QFileInfo file(QDir(layout.rootDirectory()).filePath(path.value));
            if (path.isValid() && (file.exists() || file.isSymLink())
                && !queuedDeletion.contains(key)) {
                deletions.append({key,
                                  addItem(loc, path.value, AuditState::Delete,
                                          {reason(AuditReason::Kind::DeletedAtSource)})});
                pending.insert(deletions.constLast().item);
                queuedDeletion.insert(key, deletions.size() - 1);
            }
            continue;
        }
        const auto outcome = extraction.outcomes.constFind(status.manifestIndex);
        if (outcome == extraction.outcomes.cend()) {
            complete = false;
            notExtracted(status.loc, loc, path.value);
            continue;
        }
        switch (outcome->state) {
        case DumpExtractor::Outcome::State::Written:
        case DumpExtractor::Outcome::State::WouldWrite: {
            // Deleted earlier, created again since (19.2-3: delete, then create).
            if (const auto queued = queuedDeletion.constFind(key);
                queued != queuedDeletion.cend()) {
                Deletion &deletion = deletions[*queued];
                deletion.superseded = true;
                pending.insert(deletion.item);
                queuedDeletion.erase(queued);
            }
            const AuditState done = outcome->existed ? AuditState::Update : AuditState::Create;
            addItem(loc, outcome->relativePath, done,
                    {reason(AuditReason::Kind::Changed, package.url.toString())});
            ListedResource listed;
            listed.loc = loc;
            listed.length = status.actualLength;
            listed.hashes = status.digests;
            if (status.manifestIndex >= 0 && status.manifestIndex < manifestEntries.size()) {
                const Entry &entry = manifestEntries.at(status.manifestIndex);
                if (entry.lastmod)
                    listed.lastmod = parseW3cTime(*entry.lastmod);
            }
            if (!options.dryRun) {
                ++result.filesWritten;
                state.failed.remove(key);
                recordFetched(key, outcome->relativePath, listed, nullptr);
            }
            break;
        }
        case DumpExtractor::Outcome::State::Skipped:
            addItem(loc, outcome->relativePath, AuditState::Same);
            break;
        case DumpExtractor::Outcome::State::NotVerified:
            complete = false;
            notExtracted(status.loc, loc, outcome->relativePath);
            break;
        case DumpExtractor::Outcome::State::Unmappable:
        case DumpExtractor::Outcome::State::WriteFailed:
            complete = false;
            fail(addItem(loc, outcome->relativePath, AuditState::Failed), u"AUD-004",
                 MirrorJob::tr("%1 could not be written: %2").arg(status.loc, outcome->error),
                 {reason(outcome->state == DumpExtractor::Outcome::State::Unmappable
                             ? AuditReason::Kind::Unmappable
                             : AuditReason::Kind::WriteFailed,
                         outcome->error)});
            break;
        }
    }
    if (checked.hasErrors())
        complete = false;
    packageFailed = packageFailed || !complete;
    // The sync point moves over packages that came whole, up to the first
    // that did not: its changes must be fetched again.
    if (package.until && !packageFailed && !options.dryRun && !canceled())
        newSyncPoint = package.until;
    step();
    // Only a package whose every resource arrived is not fetched again.
    // After a failed package, later ones are taken again with it next time,
    // so that their changes apply in order.
    if (!packageFailed && !options.dryRun && !canceled())
        state.appliedPackages.append(package.url.toString(QUrl::FullyEncoded));
    q->setTotalAmount(std::max(q->totalAmount(), q->processedAmount()));
    saveStateInBackground();
}

void MirrorJob::Private::deleteExtrasAfterDumps()
{
    // A baseline with a package missing is no baseline: the next run takes
    // one again instead of going on from its `at`.
    if (result.route == SyncRoute::ResourceDump && packageFailed)
        newSyncPoint.reset();
    // Without every package, "not in a package" does not mean "gone".
    if (result.route != SyncRoute::ResourceDump || packageFailed || canceled()) {
        applyDeletions();
        return;
    }
    QList<ListedResource> listed;
    for (const QString &key : std::as_const(packagedKeys)) {
        ListedResource resource;
        resource.loc = QUrl(key);
        listed.append(resource);
    }
    AuditOptions none;
    none.compareHash = none.compareLastmod = none.compareLength = false;
    spawn(
        [listed, layout = layout, none, cancel = cancel] {
            return AuditComparison::compare(listed, layout, none, cancel.get());
        },
        [this](const AuditResult &compared) {
            for (const AuditItem &item : compared.items) {
                if (item.state == AuditState::Delete)
                    deletions.append(
                        {item.url.toString(QUrl::FullyEncoded),
                         addItem(item.url, item.relativePath, AuditState::Delete, item.reasons)});
            }
            applyDeletions();
        });
}

void MirrorJob::Private::applyDeletions()
{
    if (canceled())
        return;
    deletions.removeIf([](const Deletion &deletion) { return deletion.superseded; });
    queuedDeletion.clear();
    for (const Deletion &deletion : std::as_const(deletions))
        pending.remove(deletion.item);
    if (options.dryRun || !options.deleteExtras) {
        for (const Deletion &deletion : std::as_const(deletions)) {
            if (!options.deleteExtras)
                result.items[deletion.item].reasons.append(reason(AuditReason::Kind::Kept));
        }
        step(deletions.size());
        finishing = true;
        if (workers == 0)
            finishRun();
        return;
    }
    setStatus(MirrorJob::tr("Removing %1 files the source no longer has…")
                  .arg(QString::number(deletions.size())));
    QStringList paths;
    for (const Deletion &deletion : std::as_const(deletions))
        paths.append(result.items.at(deletion.item).relativePath);
    spawn(
        [writer = writer, paths, batch = batch, purge = options.purge,
         hook = options.hooks.beforeDeletion] {
            QStringList errors;
            for (const QString &path : paths) {
                if (hook)
                    hook(path);
                QString error;
                writer.remove(path, batch, purge, &error);
                errors.append(error);
            }
            return errors;
        },
        [this](const QStringList &errors) {
            for (qsizetype i = 0; i < deletions.size(); ++i) {
                const Deletion &deletion = deletions.at(i);
                if (!errors.at(i).isEmpty()) {
                    fail(deletion.item, u"AUD-004",
                         MirrorJob::tr("%1 could not be removed: %2")
                             .arg(result.items.at(deletion.item).relativePath, errors.at(i)),
                         {reason(AuditReason::Kind::WriteFailed, errors.at(i))});
                    continue;
                }
                state.resources.remove(deletion.key);
                state.failed.remove(deletion.key);
            }
            if (!deletions.isEmpty() && !options.purge)
                result.trashFolder = LocalCopyLayout::stateDirectoryName() + u'/'
                    + CopyWriter::trashFolderName() + u'/' + batch;
            step(deletions.size());
            finishing = true;
        });
}

void MirrorJob::Private::finishRun()
{
    if (q->isFinished())
        return;
    result.canceled = canceled();
    if (!pending.isEmpty()) {
        QList<AuditItem> done;
        for (qsizetype i = 0; i < result.items.size(); ++i) {
            if (!pending.contains(i))
                done.append(std::move(result.items[i]));
        }
        result.items = std::move(done);
    }
    result.counts = AuditCounts::of(result.items);
    for (auto it = findingsPerRule.cbegin(); it != findingsPerRule.cend(); ++it) {
        if (it.value() > maxFindingsPerRule)
            result.findings.append(
                makeFinding(it.key(),
                            MirrorJob::tr("%1 more like this were not listed one by one.")
                                .arg(QString::number(it.value() - maxFindingsPerRule)),
                            result.source, {}));
    }
    // The sync point moves only when the whole run was made; what failed is
    // in state.failed and tried again next time.
    if (!result.canceled && !options.dryRun) {
        if (newSyncPoint)
            state.syncPoint = newSyncPoint;
        for (auto it = newCursors.cbegin(); it != newCursors.cend(); ++it)
            state.changeListCursor.insert(it.key(), it.value());
    }
    if (!options.dryRun) {
        state.source = result.source;
        for (const CrawledDocument &document : tree->documents()) {
            if (document.loaded && document.type == DocumentType::CapabilityList) {
                state.capabilityList = document.url;
                break;
            }
        }
    }
    result.syncPointAfter = options.dryRun ? newSyncPoint : state.syncPoint;
    // The files reach the disk before the state that names them.
    QString syncError;
    if (!options.dryRun && prepared && !writer.syncToDisk(&syncError))
        report(u"AUD-004", syncError, result.destination);
    saveState();
    lock.reset();
    result.elapsedMs = clock.elapsed();
    q->emitResult(result.canceled ? Error::Canceled : Error::NoError,
                  result.canceled ? MirrorJob::tr("The mirror was stopped.") : QString());
}

MirrorJob::MirrorJob(std::shared_ptr<const SourceTree> tree, QString source, QString destination,
                     MirrorOptions options, QNetworkAccessManager *network, QObject *parent)
    : Job(parent)
    , d(std::make_unique<Private>(this, std::move(tree), std::move(source), std::move(destination),
                                  std::move(options), network))
{ }

MirrorJob::~MirrorJob()
{
    // Worker tasks hold copies of what they use; only their answers need this job.
    d->cancel->store(true);
}

const MirrorResult &MirrorJob::result() const
{
    return d->result;
}

QSet<QString> MirrorJob::checkedRuleIds()
{
    return {QStringLiteral("AUD-001"), QStringLiteral("AUD-002"), QStringLiteral("AUD-003"),
            QStringLiteral("AUD-004")};
}

void MirrorJob::doStart()
{
    d->clock.start();
    d->sinceSave.start();
    if (!d->prepare())
        return;
    d->chooseRoute();
    if (d->result.route == SyncRoute::None) {
        d->lock.reset();
        emitResult(Error::InvalidInput,
                   tr("The source lists nothing to mirror: no Resource List, Resource Dump, "
                      "Change List or Change Dump was found."));
        return;
    }
    FetchOptions fetch = d->options.fetch;
    fetch.revalidate = false; // a mirror wants the current state, never a 304
    d->engine = new HttpEngine(d->network, std::move(fetch), this);
    connect(d->engine, &HttpEngine::finished, this,
            [this](quint64 ticket, const FetchResult &fetched) { d->onFetched(ticket, fetched); });

    const bool incremental = !d->result.baseline;
    switch (d->result.route) {
    case SyncRoute::ResourceList: {
        d->newSyncPoint = d->inventory.baselineAt();
        // Changes after the list was made are part of the current state (19.3-1).
        if (d->inventory.hasChangeLists()) {
            const std::optional<QDateTime> until = d->inventory.changesUntil();
            if (until && (!d->newSyncPoint || *until > *d->newSyncPoint))
                d->newSyncPoint = until;
            for (const ChangeListInfo &list : d->inventory.changeLists())
                d->newCursors.insert(list.url.toString(QUrl::FullyEncoded),
                                     d->tree->document(list.document).entries.size());
        }
        d->state.baselineRoute = syncRouteKey(SyncRoute::ResourceList);
        d->state.baselineUrl
            = d->firstDocument({DocumentType::ResourceListIndex, DocumentType::ResourceList});
        d->state.baselineAt = d->inventory.baselineAt();
        d->planFromComparison(d->inventory.expected(), {});
        return;
    }
    case SyncRoute::ChangeList:
        d->planChangeList();
        return;
    case SyncRoute::ResourceDump:
    case SyncRoute::ChangeDump:
        if (d->result.route == SyncRoute::ResourceDump) {
            d->packages = d->inventory.resourceDumpPackages();
            for (const SourceInventory::Package &package : std::as_const(d->packages)) {
                if (package.at && (!d->newSyncPoint || *package.at < *d->newSyncPoint))
                    d->newSyncPoint = package.at;
            }
            d->state.baselineRoute = syncRouteKey(SyncRoute::ResourceDump);
            d->state.baselineUrl
                = d->firstDocument({DocumentType::ResourceDumpIndex, DocumentType::ResourceDump});
            d->state.baselineAt = d->newSyncPoint;
        } else {
            d->packages
                = d->inventory.changeDumpPackages(incremental ? d->state.syncPoint : std::nullopt);
        }
        setTotalAmount(d->packages.size());
        d->nextPackage();
        return;
    case SyncRoute::None:
        break;
    }
}

void MirrorJob::doCancel()
{
    d->cancel->store(true);
    if (d->engine)
        d->engine->abortAll();
    // Job::cancel() finishes the job when this returns: let the writes in
    // progress end (they poll the flag), then save what was done.
    for (QFutureWatcherBase *watcher : std::as_const(d->active))
        watcher->waitForFinished();
    d->finishing = true;
    d->finishRun();
}

} // namespace rsi
