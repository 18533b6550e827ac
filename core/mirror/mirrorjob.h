// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "dumppackage.h"
#include "jobs/job.h"
#include "net/fetchoptions.h"
#include "validation/finding.h"
#include "validation/validationoptions.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace rsi {

class SourceTree;

// How a local copy is brought up to date.
enum class SyncRoute : quint8 {
    None, // nothing to synchronise from (the report says why)
    ResourceList, // baseline from the Resource List (index)
    ResourceDump, // baseline from the Resource Dump's packages
    ChangeList, // incremental from the Change Lists since the sync point
    ChangeDump, // incremental from the Change Dump's packages since the sync point
};
// "resourcelist", "resourcedump", "changelist", "changedump", "none".
QString syncRouteKey(SyncRoute route);
// Translated, for people.
QString syncRouteName(SyncRoute route);

struct MirrorOptions
{
    FetchOptions fetch; // revalidate is ignored: a mirror wants the current state
    SpecVersion specVersion = SpecVersion::V1_1;
    enum class Prefer : quint8 { Lists, Dumps };
    // Lists: Resource List / Change Lists, dumps only when the source has no
    // lists. Dumps: the other way round (--from dump).
    Prefer prefer = Prefer::Lists;
    bool forceBaseline = false; // --baseline: ignore the sync point
    bool dryRun = false; // --dry-run: plan and report, write nothing at all
    bool deleteExtras = false; // --delete: remove what the source no longer has
    bool purge = false; // --purge: unlink instead of moving to .rsinspector/trash
    // How a local file is judged current already (so a re-run or a resumed
    // run downloads only what is missing or differs).
    AuditOptions compare;
    DumpPackageLimits dumpLimits;
    // How often the state is checkpointed while a run goes on (tests make it short).
    int checkpointIntervalMs = 5000;
    // Test seams, called on the thread doing the step (they may sleep, to
    // stand for a slow disk or processor): before a checkpoint is written,
    // before a dump package is checked and extracted, before a file is removed.
    struct Hooks
    {
        std::function<void()> beforeCheckpoint;
        std::function<void(const QUrl &package)> beforePackageStep;
        std::function<void(const QString &relativePath)> beforeDeletion;
    };
    Hooks hooks;
};

// What a mirror run did (or, with dryRun, would do).
struct MirrorResult
{
    QString source;
    QString destination;
    SyncRoute route = SyncRoute::None;
    bool baseline = false;
    bool dryRun = false;
    // The change lists no longer reach back to the last sync point: changes
    // may have been missed, so this run took a new baseline (AUD-001).
    bool gap = false;
    std::optional<QDateTime> syncPointBefore;
    std::optional<QDateTime> syncPointAfter;
    // One item per resource the run looked at: Same (current already,
    // nothing done), Create / Update (written), Delete (moved to the trash,
    // purged, or kept: reason Kept), Failed (reasons say why; retried on the
    // next run). Listed order, then deletions.
    QList<AuditItem> items;
    AuditCounts counts;
    // Findings of the run: package checks (RDM-/CDM-/SAFE-), gaps and
    // failures (AUD-).
    FindingList findings;
    QString trashFolder; // relative to the root, where this run's deletions went; empty if none
    qint64 bytesDownloaded = 0;
    qint64 filesWritten = 0;
    qint64 elapsedMs = 0;
    bool canceled = false;
    // True when the copy matches what the source lists: no failures, not canceled.
    bool isComplete() const { return !canceled && counts.failed == 0; }
};

// Brings a local copy folder up to date with a crawled source (catalogue
// section 19): a baseline from the Resource List or Resource Dump when the
// copy has no sync point (or --baseline, or a gap), otherwise the changes
// since the sync point from the Change Lists or Change Dump.
//
// - Resources are downloaded in parallel through an HttpEngine (its per-host
//   limits apply) and verified against the list's length and every hash it
//   gives (md5, sha-1, sha-256...) before they are accepted; a mismatch or
//   an HTTP or network failure makes the item Failed (it is listed in the
//   state and tried again next run) and never aborts the run.
// - A resource whose local file already matches (AuditComparison with
//   options.compare) is not downloaded again: this is also how an
//   interrupted run resumes.
// - Dump packages are downloaded, checked against their manifest
//   (DumpPackage) and extracted in the same pass, entry by entry, to the
//   path of each entry's loc; only verified entries are kept.
// - Files are written through CopyWriter (atomic, inside the root, never
//   through a link), with their lastmod as modification time. The state
//   (MirrorState) is written last.
// - Deletions only with deleteExtras; moved into the trash unless purge.
// - dryRun writes nothing, not even the state or a folder.
//
// The tree must outlive the job. Lives on its creator's thread, whose event
// loop must run; file writes and dump extraction run on the worker pool.
// Progress counts resources (and, for dumps, packages' entries). cancel()
// stops downloads at once, waits for writes in progress, and saves the state
// of what was done (the sync point does not move).
class MirrorJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MirrorJob)

public:
    // source is what the user gave (recorded in the state); network must
    // outlive the job.
    MirrorJob(std::shared_ptr<const SourceTree> tree, QString source, QString destination,
              MirrorOptions options, QNetworkAccessManager *network, QObject *parent = nullptr);
    ~MirrorJob() override;

    // Complete once finished.
    const MirrorResult &result() const;

    // Every rule id the job can report.
    static QSet<QString> checkedRuleIds();

Q_SIGNALS:
    // What the job is doing now, translated ("Downloading 3 of 120: https://…").
    void statusChanged(const QString &status);

protected:
    void doStart() override;
    void doCancel() override;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rsi
