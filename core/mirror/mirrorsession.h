// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copywriter.h"
#include "findingcollector.h"
#include "localcopylayout.h"
#include "mirroroptions.h"
#include "mirrorresult.h"
#include "mirrorstatestore.h"
#include "pathassigner.h"
#include "runitemwriter.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QTemporaryDir>

#include <atomic>
#include <memory>
#include <optional>

class QTimer;

namespace rsi {

class SourceTree;

// One resource to download, and where it goes.
struct DownloadTask
{
    qint64 seq = -1; // its item's number in the run
    ListedResource expected; // loc normalised; what the download must match
    QString key; // resourceKey(expected)
    QString path; // relative to the copy's root
    AuditState planned = AuditState::Create; // Create or Update
    QList<AuditReason> reasons; // why: missing, hash, changed, retried...
};

// What became of one download.
struct DownloadOutcome
{
    bool written = false;
    bool canceled = false; // stopped with the run: neither done nor failed
    QList<AuditReason> reasons; // of a failure
    QString ruleId; // of a failure: AUD-002, AUD-003, AUD-004
    QString message; // of a failure, for the finding and the state
    bool outOfSpace = false; // the write failed because the disk is full
    QString contentType; // of the answer
    QByteArray etag;
    QByteArray lastModified;
};

// A deletion a change reported; applied after the downloads.
struct PlannedDeletion
{
    qint64 seq = -1;
    QString key;
    QUrl url;
    QString path;
    QList<AuditReason> reasons;
};

// The state-thread half of one mirror run: the state database, the run's
// items, the path of every URL, the findings, and the checkpoints. The
// planner, the package step and the deletions work through it. Everything
// here runs on the one thread that opened it (Qt SQL's rule).
//
// Checkpoints: the state and the items are written in transactions that a
// checkpoint commits, at most every options.checkpointIntervalMs (a timer on
// the state thread, and a check after each step), after the files written
// since the last one have reached the disk, so that a state never names a
// file a power cut could lose.
class MirrorSession final
{
    Q_DISABLE_COPY_MOVE(MirrorSession)

public:
    MirrorSession(std::shared_ptr<const SourceTree> tree, QString source, QString root,
                  MirrorOptions options, std::shared_ptr<std::atomic_bool> cancel);
    ~MirrorSession(); // closes what is open, committing nothing more

    struct Opened
    {
        QString error; // empty: open
        StateMeta meta;
        QHash<QString, qsizetype> cursors;
        QStringList appliedPackages;
        qint64 resourcesHeld = 0; // written by the mirror, not failed since
        StateMigration migration;
        QString statePath;
        bool ok() const { return error.isEmpty(); }
    };
    // Opens (or creates) the state, migrating state.json once, and begins
    // the run: its row, its item database. A dry run works on a copy of the
    // state in a temporary folder and writes nothing into the copy.
    Opened open();

    const SourceTree &tree() const { return *m_tree; }
    const std::shared_ptr<const SourceTree> &sharedTree() const { return m_tree; }
    const MirrorOptions &options() const { return m_options; }
    const QString &source() const { return m_source; }
    const LocalCopyLayout &layout() const { return m_layout; }
    const CopyWriter &writer() const { return m_writer; }
    MirrorStateStore &store() { return m_store; }
    PathAssigner &assigner() { return m_assigner; }
    FindingCollector &findings() { return m_findings; }
    qint64 run() const { return m_run; }
    bool canceled() const { return m_cancel->load(std::memory_order_relaxed); }
    const std::atomic_bool *cancelFlag() const { return m_cancel.get(); }
    QString batch() const { return m_batch; }
    // Whether the copy held nothing but the state directory when the run
    // began: then every file in it is one the run wrote, and there is nothing
    // to sweep for (a first mirror of a big source walks no tree of its own).
    bool copyHeldNothing() const { return m_copyHeldNothing; }

    // The number of the next item; items are reported in that order.
    qint64 nextSeq() { return m_nextSeq++; }
    void addItem(qint64 seq, const AuditItem &item);
    // The same for an item whose URL's stored form is at hand: encodedUrl is
    // item.url.toString(QUrl::FullyEncoded) (RunItemWriter::append()).
    void addItem(qint64 seq, const AuditItem &item, const QString &encodedUrl);
    // A failed item: reported, counted, and its failure kept in the state
    // (when the URL has a row) so that the next run tries again.
    void fail(qint64 seq, AuditItem item, QStringView ruleId, const QString &message);
    // Files were written or moved: the next checkpoint flushes them first.
    void noteFilesWritten() { m_filesToSync = true; }
    qint64 filesWritten() const { return m_filesWritten; }
    void countFileWritten() { ++m_filesWritten; }
    void setTrashFolder(const QString &folder) { m_trashFolder = folder; }

    // A download came back: the item, the state row.
    void recordDownload(const DownloadTask &task, const DownloadOutcome &outcome);

    // Commits when the interval has passed since the last checkpoint (or now).
    void checkpointIfDue(bool force = false);

    struct FinishRequest
    {
        bool canceled = false;
        SyncRoute route = SyncRoute::None;
        bool baseline = false;
        // Where the sync point moves when the run was made whole (not
        // canceled); the planner or the packages decided it.
        std::optional<QDateTime> newSyncPoint;
        QHash<QString, qsizetype> newCursors;
        QUrl baselineUrl;
        std::optional<QDateTime> baselineAt;
        qint64 bytesDownloaded = 0;
    };
    struct Finished
    {
        RunItems items;
        AuditCounts counts;
        qsizetype kept = 0;
        FindingList findings;
        std::optional<QDateTime> syncPointAfter;
        QString trashFolder;
        qint64 filesWritten = 0;
        qint64 stateBytes = 0;
        QString error; // the state could not be written
    };
    // Ends the run: the sync point and the copy's facts (unless canceled or
    // dry), the run's row, a last checkpoint, and closes everything.
    Finished finish(const FinishRequest &request);

private:
    bool openState(Opened &opened);
    bool openItems(Opened &opened);
    void removeOldRuns() const;
    void checkpoint();

    std::shared_ptr<const SourceTree> m_tree;
    QString m_source;
    MirrorOptions m_options;
    LocalCopyLayout m_layout;
    CopyWriter m_writer;
    std::shared_ptr<std::atomic_bool> m_cancel;
    MirrorStateStore m_store;
    RunItemWriter m_items;
    PathAssigner m_assigner;
    FindingCollector m_findings;
    std::shared_ptr<QTemporaryDir> m_temporary; // a dry run's state and items
    std::unique_ptr<QTimer> m_timer; // checkpoints while the thread is idle
    QElapsedTimer m_sinceCheckpoint;
    QString m_batch = CopyWriter::newBatchName();
    QString m_trashFolder;
    StateMeta m_metaBefore;
    qint64 m_run = 0;
    qint64 m_nextSeq = 0;
    qint64 m_filesWritten = 0;
    bool m_filesToSync = false;
    bool m_dirty = false;
    bool m_open = false;
    bool m_copyHeldNothing = false;
};

} // namespace rsi
