// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "mirroroptions.h"
#include "routechooser.h"
#include "runitems.h"
#include "validation/finding.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace rsi {

// A copy whose state was in state.json (written by earlier versions) is
// migrated once into the database, its files moved to the readable layout.
struct StateMigration
{
    bool happened = false; // this run migrated (or would, dry)
    qsizetype resources = 0; // rows taken from state.json
    qsizetype moved = 0; // files moved to their readable path
    qsizetype kept = 0; // files left where they were (the state says where)
    QString from; // the state.json path
};

// What a mirror run did (or, with dryRun, would do).
struct MirrorResult
{
    QString source;
    QString destination;
    SyncRoute route = SyncRoute::None;
    RouteDecision routeDecision; // why this route
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
    // next run). In the run's database, not in memory: listed order, then
    // deletions. A stopped run has those it settled.
    RunItems items;
    AuditCounts counts;
    qsizetype kept = 0; // Delete items left in place (deletions not asked for)
    // Findings of the run: package checks (RDM-/CDM-/SAFE-), gaps and
    // failures (AUD-).
    FindingList findings;
    StateMigration migration;
    QString trashFolder; // relative to the root, where this run's deletions went; empty if none
    QString statePath; // the state database
    qint64 stateBytes = 0; // its size on disk at the end
    qint64 bytesDownloaded = 0;
    qint64 filesWritten = 0;
    qint64 elapsedMs = 0;
    bool canceled = false;
    // True when the copy matches what the source lists: no failures, not canceled.
    bool isComplete() const { return !canceled && counts.failed == 0; }
};

} // namespace rsi
