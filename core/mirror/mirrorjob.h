// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/job.h"
#include "mirroroptions.h"
#include "mirrorresult.h"

#include <QString>

#include <memory>

class QNetworkAccessManager;

namespace rsi {

class SourceTree;

// Brings a local copy folder up to date with a crawled source (catalogue
// section 19): a baseline from the Resource List or Resource Dump when the
// copy has no sync point (or --baseline, or a gap), otherwise the changes
// since the sync point from the Change Lists or Change Dump; which of lists
// and dumps, RouteChooser decides (options.prefer) and the result says why.
//
// - The state is a database in <dir>/.rsinspector/ (MirrorStateStore),
//   written in transactions as the work completes; a copy of earlier
//   versions (state.json) is migrated once. QLockFile keeps two runs apart.
// - The plan streams from the crawl's entry tables (MirrorPlanner); each
//   resource is judged against its file (at the path the state gives it)
//   and downloaded only when missing or different, so a re-run or a resumed
//   run fetches only what it lacks. Nothing per resource is held in memory:
//   the run's items go to a database (MirrorResult::items).
// - Resources are downloaded in parallel through an HttpEngine (its per-host
//   limits apply) and verified against the list's length and every hash it
//   gives before they are accepted; a mismatch or an HTTP or network
//   failure makes the item Failed (kept in the state and tried again next
//   run) and never aborts the run.
// - Dump packages are downloaded, checked against their manifest and
//   extracted in the same pass (PackageApplier).
// - Files are written through CopyWriter (atomic, inside the root, never
//   through a link), with their lastmod as modification time.
// - Deletions only with deleteExtras; moved into the trash unless purge.
// - dryRun writes nothing into the copy, not even the state.
//
// Threads: the job lives on its creator's thread, whose event loop must run,
// and so does the network; the state, the planning, the package step and
// the deletions run on a thread of the job's own; file writes on the worker
// pool. Every step that ends hands back to one place that decides what comes
// next, so no mix of steps can leave the job waiting for a signal that never
// comes: finished() follows exactly once, the lock released first.
//
// cancel() stops at once what runs: downloads are aborted, the planner and
// the package and deletion steps stop at their next file; the job then
// saves what was done (the sync point does not move) and finishes, within
// seconds at any size. Canceled before it began, it finishes at once.
// The tree must outlive the job.
class MirrorJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MirrorJob)

public:
    // source is what the user gave (recorded in the state); network must
    // outlive the job.
    MirrorJob(std::shared_ptr<const SourceTree> tree, QString source, QString destination,
              MirrorOptions options, QNetworkAccessManager *network, QObject *parent = nullptr);
    // A job still running stops, saves what it did and closes its state first.
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
