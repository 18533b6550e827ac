// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirroroptions.h"
#include "sourceinventory.h"
#include "validation/finding.h"

#include <QDateTime>

#include <atomic>
#include <optional>

namespace rsi {

// Why a mirror took the route it took.
enum class RouteReason : quint8 {
    Nothing, // the source offers nothing to mirror from
    AskedLists, // --from list
    AskedDumps, // --from dump
    NoDumps, // only lists to take (or dumps asked for and none there)
    NoLists, // only dumps to take
    ChangesOnly, // a baseline from the changes alone: the source has no list nor dump
    DumpsCheaper, // the dumps hold what the lists name, in fewer requests and bytes
    ListsCheaper, // the dumps hold it too, but the lists need fewer bytes (or as few requests)
    DumpsIncomplete, // the dumps' manifests do not name (or differ on) what the lists name
    DumpsUnverifiable, // not every package's manifest was published or loaded
    DumpsGap, // the Change Dump no longer reaches back to the sync point
};
// "nothing", "from-list", "from-dump", "no-dumps", "no-lists", "changes-only",
// "dumps-cheaper", "lists-cheaper", "dumps-incomplete", "dumps-unverifiable",
// "dumps-gap": stable, for reports and scripts.
QString routeReasonKey(RouteReason reason);

// How a mirror run synchronises, and why.
struct RouteDecision
{
    SyncRoute route = SyncRoute::None;
    bool baseline = false;
    // The change lists (or Change Dump) no longer reach back to the sync
    // point: changes may have been missed, so a new baseline (AUD-001).
    bool gap = false;
    RouteReason reason = RouteReason::Nothing;
    // A sentence for people, translated, with the figures that decided.
    QString explanation;
    FindingList findings; // AUD-001 for a gap
    // The estimates compared, when both routes were there (-1: unknown).
    qint64 listRequests = -1;
    qint64 listBytes = -1;
    qint64 dumpRequests = -1;
    qint64 dumpBytes = -1;
};

// Chooses a mirror's route (catalogue 19; issue 12 "the cheap route"): a
// baseline when the copy has no sync point (or --baseline, or a gap), else
// the changes since it; from the lists or from the dumps as asked, or with
// Prefer::Auto from the dumps when they hold what the lists name (every
// listed URL is in a package's manifest, with the same length and hashes
// where both give them) and need fewer requests without more bytes on the
// wire (bodies, plus about 500 bytes of HTTP per request). A copy that holds
// most resources already needs few requests from the lists: estimated from
// what the state says it holds.
//
// Reads the tree's entries (the coverage check walks the lists and the
// manifests once): call it on a worker thread.
class RouteChooser final
{
public:
    struct Copy
    {
        std::optional<QDateTime> syncPoint;
        qint64 resourcesHeld = 0; // written by the mirror and not failed since
    };

    static RouteDecision choose(const SourceInventory &inventory, const MirrorOptions &options,
                                const Copy &copy, const QString &source,
                                const std::atomic_bool *cancel = nullptr);

    // Bytes of HTTP a request costs beside its body, in the estimates.
    static constexpr qint64 requestOverheadBytes = 500;
};

} // namespace rsi
