// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "changecursor.h"
#include "mirrorsession.h"
#include "resourcecursor.h"
#include "sourceinventory.h"

#include <QDateTime>
#include <QHash>

#include <optional>

namespace rsi {

// A step of planning: what to download next, and how far the plan is.
struct PlanBatch
{
    QList<DownloadTask> downloads;
    qsizetype settled = 0; // items the planner settled itself (current already, failed)
    qsizetype position = 0; // entries read so far
    qsizetype total = 0; // entries to read in all
    bool exhausted = false; // nothing more will come
};

// Plans a run from the Resource Lists (a baseline) or the Change Lists (the
// changes since the sync point, then what failed last time), a batch at a
// time, without holding the plan: the entries stream from the crawl's entry
// tables (ResourceCursor, ChangeCursor), and each resource is settled at
// once against its file in the copy (AuditComparison::judge, at the path
// the state gives it): current already (an item), or a download for the
// job. Deletions the changes report are kept for after the downloads.
//
// Lives on the state thread, with its session.
class MirrorPlanner final
{
public:
    MirrorPlanner(MirrorSession &session, SyncRoute route, bool baseline,
                  const MirrorSession::Opened &opened);

    // At most maxDownloads downloads; returns sooner (after a few thousand
    // entries, or a quarter of a second) so that progress and a stop are seen.
    PlanBatch next(qsizetype maxDownloads);

    // Where the sync point goes once every planned change is applied.
    std::optional<QDateTime> newSyncPoint() const { return m_newSyncPoint; }
    QHash<QString, qsizetype> newCursors() const { return m_newCursors; }
    QUrl baselineUrl() const;
    std::optional<QDateTime> baselineAt() const { return m_inventory.baselineAt(); }
    // Whether the lists name everything the source has, so that any other
    // file of the copy is extra: only a baseline from Resource Lists that were
    // all read whole says what the whole source holds.
    bool listsEverything() const
    {
        return m_route == SyncRoute::ResourceList && m_started && !m_partlyRead;
    }
    QList<PlannedDeletion> takeDeletions() { return std::exchange(m_deletions, {}); }

private:
    void start();
    // Settles a resource the source has now: an item, or a download.
    // --include/--exclude: a resource outside is neither fetched nor
    // deleted, and the report does not name it.
    bool inScope(const ListedResource &resource) const;
    // key: resourceKey(resource), computed by the caller that has it.
    void consider(const ListedResource &resource, const QString &key,
                  const QList<AuditReason> &leading, bool changeReported, PlanBatch &batch);
    void considerChange(const ChangeRecord &change, PlanBatch &batch);
    void loadRetries();

    MirrorSession &m_session;
    SyncRoute m_route;
    bool m_baseline;
    SourceInventory m_inventory;
    std::optional<QDateTime> m_since; // the changes at or after it
    QHash<QString, qsizetype> m_cursors;
    std::optional<ResourceCursor> m_resources;
    bool m_partlyRead = false; // some list the baseline needs was not read whole
    std::optional<ChangeCursor> m_changes;
    QList<ListedResource> m_retries; // what failed last time, as the source lists it now
    qsizetype m_retry = 0;
    bool m_started = false;
    bool m_retriesLoaded = false;
    std::optional<QDateTime> m_newSyncPoint;
    QHash<QString, qsizetype> m_newCursors;
    QList<PlannedDeletion> m_deletions;
};

} // namespace rsi
