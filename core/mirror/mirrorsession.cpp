// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrorsession.h"

#include "crawl/sourcetree.h"
#include "legacystateimport.h"
#include "statedirectory.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

QUrl firstLoaded(const SourceTree &tree, DocumentType type)
{
    for (const CrawledDocument &document : tree.documents()) {
        if (document.loaded && document.type == type)
            return document.url;
    }
    return {};
}

// Whether the folder is missing or holds nothing but the state directory.
bool holdsNothingButState(const QString &root)
{
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        it.next();
        if (!isInStateDirectory(it.fileName()))
            return false;
    }
    return true;
}

} // namespace

MirrorSession::MirrorSession(std::shared_ptr<const SourceTree> tree, QString source, QString root,
                             MirrorOptions options, std::shared_ptr<std::atomic_bool> cancel)
    : m_tree(std::move(tree))
    , m_source(std::move(source))
    , m_options(std::move(options))
    , m_layout(root)
    , m_writer(m_layout.rootDirectory())
    , m_cancel(std::move(cancel))
    , m_assigner(m_layout, m_store)
{ }

MirrorSession::~MirrorSession()
{
    m_timer.reset();
    m_items.close();
    m_store.close();
}

bool MirrorSession::openState(Opened &opened)
{
    const QString root = m_layout.rootDirectory();
    const QString path = MirrorStateStore::filePath(root);
    const QString legacy = LegacyStateImport::legacyPath(root);
    const bool hasLegacy = QFileInfo::exists(legacy) || QFileInfo(legacy).isSymLink();
    QString statePath = path;
    if (m_options.dryRun) {
        // A dry run changes nothing in the copy, not even the state: it
        // works on a copy of it.
        m_temporary = std::make_shared<QTemporaryDir>();
        if (!m_temporary->isValid()) {
            opened.error = Tr::tr("A temporary folder for the dry run could not be made: %1")
                               .arg(m_temporary->errorString());
            return false;
        }
        statePath = m_temporary->filePath(MirrorStateStore::fileName());
        // Copied as files: opening the original, even to read, would make
        // its write-ahead log and index beside it. Its log comes along, so
        // that what a killed run committed is in the copy too.
        for (const QString &from : SqliteStore::companionPaths(path)) {
            if (QFileInfo(from).isSymLink()) {
                opened.error = Tr::tr("%1 is a symbolic link; the state is never read or "
                                      "written through a link.")
                                   .arg(QDir::toNativeSeparators(from));
                return false;
            }
            if (from.endsWith(QStringLiteral("-shm")) || !QFileInfo::exists(from))
                continue;
            const QString to = statePath + from.mid(path.size());
            if (!QFile::copy(from, to)) {
                opened.error = Tr::tr("%1 could not be read for the dry run.")
                                   .arg(QDir::toNativeSeparators(from));
                return false;
            }
        }
    }
    if (!m_store.open(statePath)) {
        opened.error = m_store.errorString();
        return false;
    }
    if (!m_store.begin()) {
        opened.error = m_store.errorString();
        return false;
    }
    // Once: the state of earlier versions, with its files moved (a dry run
    // only reads it).
    if (hasLegacy) {
        const std::optional<QVariant> imported
            = m_store.metaValue(LegacyStateImport::importedKey());
        if (!imported) {
            opened.error = m_store.errorString();
            return false;
        }
        if (imported->isNull()) {
            if (!LegacyStateImport::import(root, m_store, m_assigner, m_options.dryRun,
                                           &opened.migration, &opened.error))
                return false;
            if (!m_store.checkpoint()) {
                opened.error = m_store.errorString();
                return false;
            }
        }
        if (!m_options.dryRun) {
            if (!LegacyStateImport::moveFiles(root, m_writer, m_store, &opened.migration,
                                              m_cancel.get(), &opened.error))
                return false;
            if (m_store.legacyMoveCount() == 0 && !LegacyStateImport::retire(root, &opened.error))
                return false;
            opened.migration.happened = true;
            opened.migration.from = legacy;
        }
    }
    const std::optional<StateMeta> meta = m_store.meta();
    const std::optional<QHash<QString, qsizetype>> cursors = m_store.changeListCursors();
    const std::optional<QStringList> packages = m_store.appliedPackages();
    if (!meta || !cursors || !packages) {
        opened.error = Tr::tr("%1 cannot be read: %2").arg(statePath, m_store.errorString());
        return false;
    }
    m_metaBefore = *meta;
    opened.meta = *meta;
    opened.cursors = *cursors;
    opened.appliedPackages = *packages;
    opened.resourcesHeld = m_store.heldCount();
    opened.statePath = path;
    m_run = m_store.beginRun(QDateTime::currentDateTimeUtc());
    if (m_run <= 0) {
        opened.error = m_store.errorString();
        return false;
    }
    return true;
}

void MirrorSession::removeOldRuns() const
{
    // The last run's items stay, for a window that still shows them.
    const QDir runs(m_layout.rootDirectory() + u'/' + LocalCopyLayout::stateDirectoryName() + u'/'
                    + RunItems::folderName());
    const QFileInfo info(runs.path());
    if (info.isSymLink() || !info.isDir())
        return;
    const QString keep = QString::number(m_run - 1) + QStringLiteral(".sqlite");
    const QStringList files = runs.entryList({QStringLiteral("*.sqlite*")}, QDir::Files);
    for (const QString &name : files) {
        if (!name.startsWith(keep) && !name.startsWith(QString::number(m_run) + u'.'))
            QFile::remove(runs.filePath(name));
    }
}

bool MirrorSession::openItems(Opened &opened)
{
    QString path;
    if (m_temporary) {
        path = m_temporary->filePath(QStringLiteral("items.sqlite"));
    } else {
        removeOldRuns();
        // Made like any file of the copy: inside it, never through a link.
        path
            = m_writer.prepare(LocalCopyLayout::stateDirectoryName() + u'/' + RunItems::folderName()
                                   + u'/' + QString::number(m_run) + QStringLiteral(".sqlite"),
                               &opened.error);
        if (path.isEmpty())
            return false;
    }
    if (!m_items.open(path)) {
        opened.error = m_items.errorString();
        return false;
    }
    return true;
}

MirrorSession::Opened MirrorSession::open()
{
    Opened opened;
    m_copyHeldNothing = holdsNothingButState(m_layout.rootDirectory());
    if (!openState(opened) || !openItems(opened)) {
        m_items.close();
        m_store.close();
        return opened;
    }
    checkpoint();
    m_open = true;
    m_timer = std::make_unique<QTimer>();
    m_timer->setInterval(std::max(1, m_options.checkpointIntervalMs));
    QObject::connect(m_timer.get(), &QTimer::timeout, m_timer.get(), [this] { checkpointIfDue(); });
    m_timer->start();
    return opened;
}

void MirrorSession::addItem(qint64 seq, const AuditItem &item)
{
    addItem(seq, item, item.url.isEmpty() ? QString() : item.url.toString(QUrl::FullyEncoded));
}

void MirrorSession::addItem(qint64 seq, const AuditItem &item, const QString &encodedUrl)
{
    if (!m_items.append(seq, item, encodedUrl))
        m_findings.add(u"AUD-004", m_items.errorString(), m_items.path());
    m_dirty = true;
}

void MirrorSession::fail(qint64 seq, AuditItem item, QStringView ruleId, const QString &message)
{
    item.state = AuditState::Failed;
    addItem(seq, item);
    if (!item.url.isEmpty())
        m_store.recordFailure(item.url.toString(QUrl::FullyEncoded), message);
    m_findings.add(ruleId, message, item.url.isEmpty() ? item.relativePath : item.url.toString());
}

void MirrorSession::recordDownload(const DownloadTask &task, const DownloadOutcome &outcome)
{
    AuditItem item;
    item.url = task.expected.loc;
    item.relativePath = task.path;
    item.reasons = task.reasons;
    if (!outcome.written) {
        item.reasons.append(outcome.reasons);
        fail(task.seq, std::move(item), outcome.ruleId, outcome.message);
        checkpointIfDue();
        return;
    }
    // The reasons say what was, and that it was done.
    for (AuditReason &reason : item.reasons)
        reason.done = true;
    item.state = task.planned;
    // The key is the URL as the item stores it (resourceKey()).
    addItem(task.seq, item, task.key);
    StateResource row;
    row.url = task.key;
    row.path = task.path;
    row.length = task.expected.length;
    row.hashes = task.expected.hashes;
    row.lastmod = task.expected.lastmod;
    row.type = outcome.contentType;
    row.etag = outcome.etag;
    row.lastModified = outcome.lastModified;
    row.fetched = QDateTime::currentDateTimeUtc();
    m_store.recordFetched(row);
    ++m_filesWritten;
    m_filesToSync = true;
    checkpointIfDue();
}

void MirrorSession::checkpointIfDue(bool force)
{
    if (!m_open || (!m_dirty && !m_filesToSync && !force))
        return;
    if (!force && m_sinceCheckpoint.isValid()
        && m_sinceCheckpoint.elapsed() < m_options.checkpointIntervalMs)
        return;
    checkpoint();
}

void MirrorSession::checkpoint()
{
    if (m_options.hooks.beforeCheckpoint)
        m_options.hooks.beforeCheckpoint();
    // The files first: a state that names a file a power cut could lose
    // would call it current.
    QString error;
    if (m_filesToSync && !m_options.dryRun && !m_writer.syncToDisk(&error))
        m_findings.add(u"AUD-004", error, m_layout.rootDirectory());
    m_filesToSync = false;
    if (!m_store.checkpoint())
        m_findings.add(u"AUD-004", m_store.errorString(), m_store.path());
    if (!m_items.checkpoint())
        m_findings.add(u"AUD-004", m_items.errorString(), m_items.path());
    m_dirty = false;
    m_sinceCheckpoint.start();
}

MirrorSession::Finished MirrorSession::finish(const FinishRequest &request)
{
    Finished finished;
    if (!m_open) {
        finished.findings = m_findings.take(m_source);
        return finished;
    }
    m_timer.reset();
    StateMeta meta = m_metaBefore;
    // The sync point moves only when the whole run was made; what failed is
    // marked in the state and tried again next time.
    if (!request.canceled) {
        if (request.newSyncPoint)
            meta.syncPoint = request.newSyncPoint;
        for (auto it = request.newCursors.cbegin(); it != request.newCursors.cend(); ++it)
            m_store.setChangeListCursor(it.key(), it.value());
        if (request.baseline
            && (request.route == SyncRoute::ResourceList
                || request.route == SyncRoute::ResourceDump)) {
            meta.baselineRoute = syncRouteKey(request.route);
            meta.baselineUrl = request.baselineUrl;
            meta.baselineAt = request.baselineAt;
        }
    }
    meta.source = m_source;
    if (const QUrl capabilityList = firstLoaded(*m_tree, DocumentType::CapabilityList);
        !capabilityList.isEmpty())
        meta.capabilityList = capabilityList;
    meta.lastRun = QDateTime::currentDateTimeUtc();
    if (!m_store.setMeta(meta))
        m_findings.add(u"AUD-004", m_store.errorString(), m_store.path());

    MirrorStateStore::RunRecord record;
    record.id = m_run;
    record.finished = QDateTime::currentDateTimeUtc();
    record.route = syncRouteKey(request.route);
    record.baseline = request.baseline;
    record.complete = !request.canceled && m_items.counts().failed == 0;
    record.same = m_items.counts().same;
    record.created = m_items.counts().create;
    record.updated = m_items.counts().update;
    record.deleted = m_items.counts().deleted;
    record.failed = m_items.counts().failed;
    record.bytes = request.bytesDownloaded;
    m_store.endRun(record);

    checkpoint();
    m_open = false;
    if (!m_store.commit())
        finished.error = m_store.errorString();
    finished.counts = m_items.counts();
    finished.kept = m_items.kept();
    finished.items.databasePath = m_items.path();
    finished.items.count = m_items.count();
    finished.items.shape = m_items.shape();
    finished.items.temporaryFolder = m_temporary;
    if (!m_items.close() && finished.error.isEmpty())
        finished.error = m_items.errorString();
    m_store.close();
    finished.stateBytes = m_options.dryRun
        ? 0
        : QFileInfo(MirrorStateStore::filePath(m_layout.rootDirectory())).size();
    // A dry run moved the sync point of its copy of the state: where a real
    // run would have moved it.
    finished.syncPointAfter = meta.syncPoint;
    finished.trashFolder = m_trashFolder;
    finished.filesWritten = m_filesWritten;
    finished.findings = m_findings.take(m_source);
    return finished;
}

} // namespace rsi
