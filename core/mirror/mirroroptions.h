// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "crawl/resourcefilter.h"
#include "dumppackage.h"
#include "net/fetchoptions.h"
#include "validation/specversion.h"

#include <QString>
#include <QUrl>

#include <functional>

namespace rsi {

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
    enum class Prefer : quint8 { Auto, Lists, Dumps };
    // Auto (--from auto, the default): the dumps when they hold what the
    // lists name and cost less (RouteChooser). Lists (--from list): Resource
    // List / Change Lists, dumps only when the source has no lists. Dumps
    // (--from dump): the other way round.
    Prefer prefer = Prefer::Auto;
    bool forceBaseline = false; // --baseline: ignore the sync point
    bool dryRun = false; // --dry-run: plan and report, write nothing at all
    bool deleteExtras = false; // --delete: remove what the source no longer has
    bool purge = false; // --purge: unlink instead of moving to .rsinspector/trash
    // How a local file is judged current already (so a re-run or a resumed
    // run downloads only what is missing or differs).
    AuditOptions compare;
    DumpPackageLimits dumpLimits;
    // --include, --exclude: only the resources whose URL passes are mirrored
    // from the lists; the others are neither downloaded nor deleted. The
    // dump routes extract whole packages.
    ResourceFilter scope;
    // How often the state is checkpointed while a run goes on: a run killed
    // at any moment loses at most this much of its record (tests make it short).
    int checkpointIntervalMs = 2000;
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

} // namespace rsi
