// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "routechooser.h"

#include "crawl/sourcetree.h"
#include "lastoccurrenceindex.h"
#include "validation/hashdigests.h"

#include <QCoreApplication>
#include <QLocale>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

QString isoUtc(const std::optional<QDateTime> &time)
{
    return time ? time->toUTC().toString(Qt::ISODate) : QString();
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString bytes(qint64 value)
{
    return value < 0 ? Tr::tr("an unknown number of bytes") : QLocale().formattedDataSize(value);
}

bool canceled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// What a route would cost: requests and body bytes (-1 when unknown).
struct Cost
{
    qint64 requests = 0;
    qint64 bytes = 0;
    qint64 wire() const
    {
        return bytes < 0 ? -1 : bytes + requests * RouteChooser::requestOverheadBytes;
    }
};

// The packages' manifests the crawl loaded, by package; empty when one is
// missing (its contents link absent, or the document not read).
QList<int> manifestsOf(const SourceTree &tree, const QList<SourceInventory::Package> &packages)
{
    QList<int> manifests;
    for (const SourceInventory::Package &package : packages) {
        const CrawledDocument &dump = tree.document(package.document);
        const QString contents = dump.entries.value(package.row, EntryField::Contents).trimmed();
        if (contents.isEmpty())
            return {};
        const int id = tree.find(dump.url.resolved(QUrl(contents)));
        if (id < 0 || !tree.document(id).loaded)
            return {};
        manifests.append(id);
    }
    return manifests;
}

// Whether the manifests name every resource the lists name, with the same
// length and digests where both give them. Sums the manifests' lengths.
enum class Coverage { Covered, Incomplete, Canceled };
Coverage covers(const SourceTree &tree, const QList<int> &lists, const QList<int> &manifests,
                SpecVersion specVersion, qint64 *listedCount, qint64 *listedBytes,
                const std::atomic_bool *cancel)
{
    LastOccurrenceIndex index;
    for (qsizetype m = 0; m < manifests.size(); ++m) {
        const EntryTable &table = tree.document(manifests.at(m)).entries;
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (table.utf8(row, EntryField::Loc).isEmpty())
                continue;
            index.add(LastOccurrenceIndex::hash(resourceKeyOf(table, row)),
                      (quint64(m) << 32) | quint64(row));
        }
    }
    index.finish();
    const auto keyAt = [&](quint64 position) {
        return resourceKeyOf(tree.document(manifests.at(qsizetype(position >> 32))).entries,
                             qsizetype(position & 0xFFFFFFFFu));
    };
    ResourceCursor cursor(tree, lists, {}, std::nullopt, specVersion, cancel);
    ListedResource resource;
    bool complete = true;
    *listedCount = 0;
    *listedBytes = 0;
    while (cursor.next(&resource)) {
        if ((*listedCount & 0xFFF) == 0 && canceled(cancel))
            return Coverage::Canceled;
        ++*listedCount;
        if (*listedBytes >= 0)
            *listedBytes = resource.length ? *listedBytes + *resource.length : -1;
        if (!complete)
            continue; // still counting
        const QString key = resourceKey(resource);
        const std::optional<quint64> found
            = index.lastOf(LastOccurrenceIndex::hash(key), key, keyAt);
        if (!found) {
            complete = false;
            continue;
        }
        const ListedResource packaged
            = listedResource(tree.document(manifests.at(qsizetype(*found >> 32))).entries,
                             qsizetype(*found & 0xFFFFFFFFu));
        if (resource.length && packaged.length && *resource.length != *packaged.length)
            complete = false;
        for (auto it = resource.hashes.cbegin(); it != resource.hashes.cend(); ++it) {
            const auto other = packaged.hashes.constFind(it.key());
            if (other != packaged.hashes.cend() && *other != it.value())
                complete = false;
        }
    }
    return complete ? Coverage::Covered : Coverage::Incomplete;
}

qint64 packageBytes(const QList<SourceInventory::Package> &packages)
{
    qint64 total = 0;
    for (const SourceInventory::Package &package : packages) {
        if (!package.length)
            return -1;
        total += *package.length;
    }
    return total;
}

QString costText(const Cost &cost)
{
    return Tr::tr("%1 requests, %2").arg(number(cost.requests), bytes(cost.bytes));
}

// Lists against dumps for a baseline, with Prefer::Auto and both offered.
void chooseBaseline(RouteDecision &decision, const SourceInventory &inventory,
                    const RouteChooser::Copy &copy, const std::atomic_bool *cancel)
{
    const SourceTree &tree = inventory.tree();
    const QList<SourceInventory::Package> packages = inventory.resourceDumpPackages();
    decision.route = SyncRoute::ResourceList;
    const QList<int> manifests = manifestsOf(tree, packages);
    if (manifests.isEmpty()) {
        decision.reason = RouteReason::DumpsUnverifiable;
        decision.explanation
            = Tr::tr("The source offers a Resource Dump too, but not every package's manifest "
                     "could be read, so whether the packages hold every listed resource cannot "
                     "be told: the Resource List is used.");
        return;
    }
    QList<int> lists;
    for (const int id : inventory.baselineDocuments())
        lists.append(id);
    qint64 listed = 0;
    qint64 listedBytes = 0;
    const Coverage coverage
        = covers(tree, lists, manifests, inventory.specVersion(), &listed, &listedBytes, cancel);
    if (coverage == Coverage::Canceled)
        return;
    if (coverage == Coverage::Incomplete) {
        decision.reason = RouteReason::DumpsIncomplete;
        decision.explanation
            = Tr::tr("The Resource Dump's packages do not hold every resource the Resource List "
                     "names as it names them (a resource is missing, or its length or hash "
                     "differs): the Resource List is used.");
        return;
    }
    // The copy may hold most of them already: those need no request.
    Cost lists_;
    lists_.requests = std::max<qint64>(0, listed - copy.resourcesHeld);
    lists_.bytes = listedBytes < 0 || listed == 0 ? -1 : listedBytes * lists_.requests / listed;
    Cost dumps;
    dumps.requests = packages.size();
    dumps.bytes = packageBytes(packages);
    decision.listRequests = lists_.requests;
    decision.listBytes = lists_.bytes;
    decision.dumpRequests = dumps.requests;
    decision.dumpBytes = dumps.bytes;
    const bool fewerRequests = dumps.requests < lists_.requests;
    const bool notMoreBytes
        = dumps.wire() < 0 || lists_.wire() < 0 || dumps.wire() <= lists_.wire();
    if (fewerRequests && notMoreBytes) {
        decision.route = SyncRoute::ResourceDump;
        decision.reason = RouteReason::DumpsCheaper;
        decision.explanation
            = Tr::tr("The Resource Dump's packages hold every resource the Resource List names: "
                     "%1 from the dump instead of %2 from the list.")
                  .arg(costText(dumps), costText(lists_));
        return;
    }
    decision.reason = RouteReason::ListsCheaper;
    decision.explanation
        = Tr::tr("The Resource Dump holds every listed resource too, but the Resource List costs "
                 "less here: %1 from the list instead of %2 from the dump.")
              .arg(costText(lists_), costText(dumps));
}

// Change Lists against the Change Dump since the sync point, both offered.
void chooseIncremental(RouteDecision &decision, const SourceInventory &inventory,
                       const QDateTime &syncPoint)
{
    decision.route = SyncRoute::ChangeList;
    const std::optional<QDateTime> dumpsFrom = inventory.changeDumpsFrom();
    if (dumpsFrom && *dumpsFrom > syncPoint) {
        decision.reason = RouteReason::DumpsGap;
        decision.explanation = Tr::tr("The Change Dump begins at %1, after the sync point %2; "
                                      "the Change Lists reach back to it and are used.")
                                   .arg(isoUtc(dumpsFrom), isoUtc(syncPoint));
        return;
    }
    const QList<SourceInventory::Package> packages = inventory.changeDumpPackages(syncPoint);
    std::optional<QDateTime> dumpsUntil;
    for (const SourceInventory::Package &package : packages) {
        if (package.until && (!dumpsUntil || *package.until > *dumpsUntil))
            dumpsUntil = package.until;
    }
    const std::optional<QDateTime> listsUntil = inventory.changesUntil();
    if (listsUntil && (!dumpsUntil || *dumpsUntil < *listsUntil)) {
        decision.reason = RouteReason::DumpsIncomplete;
        decision.explanation = Tr::tr("The Change Dump reaches until %1, the Change Lists until "
                                      "%2: the Change Lists are used.")
                                   .arg(isoUtc(dumpsUntil), isoUtc(listsUntil));
        return;
    }
    Cost lists;
    for (const ChangeRecord &change : inventory.changesSince(syncPoint)) {
        if (change.change == ChangeRecord::Change::Deleted)
            continue;
        ++lists.requests;
        if (lists.bytes >= 0)
            lists.bytes = change.resource.length ? lists.bytes + *change.resource.length : -1;
    }
    Cost dumps;
    dumps.requests = packages.size();
    dumps.bytes = packageBytes(packages);
    decision.listRequests = lists.requests;
    decision.listBytes = lists.bytes;
    decision.dumpRequests = dumps.requests;
    decision.dumpBytes = dumps.bytes;
    const bool notMoreBytes = dumps.wire() < 0 || lists.wire() < 0 || dumps.wire() <= lists.wire();
    if (dumps.requests < lists.requests && notMoreBytes) {
        decision.route = SyncRoute::ChangeDump;
        decision.reason = RouteReason::DumpsCheaper;
        decision.explanation = Tr::tr("The Change Dump holds the changes since the sync point: "
                                      "%1 from the dump instead of %2 from the Change Lists.")
                                   .arg(costText(dumps), costText(lists));
        return;
    }
    decision.reason = RouteReason::ListsCheaper;
    decision.explanation = Tr::tr("The Change Lists cost less here: %1 from the lists instead of "
                                  "%2 from the Change Dump.")
                               .arg(costText(lists), costText(dumps));
}

} // namespace

QString routeReasonKey(RouteReason reason)
{
    switch (reason) {
    case RouteReason::Nothing:
        return QStringLiteral("nothing");
    case RouteReason::AskedLists:
        return QStringLiteral("from-list");
    case RouteReason::AskedDumps:
        return QStringLiteral("from-dump");
    case RouteReason::NoDumps:
        return QStringLiteral("no-dumps");
    case RouteReason::NoLists:
        return QStringLiteral("no-lists");
    case RouteReason::ChangesOnly:
        return QStringLiteral("changes-only");
    case RouteReason::DumpsCheaper:
        return QStringLiteral("dumps-cheaper");
    case RouteReason::ListsCheaper:
        return QStringLiteral("lists-cheaper");
    case RouteReason::DumpsIncomplete:
        return QStringLiteral("dumps-incomplete");
    case RouteReason::DumpsUnverifiable:
        return QStringLiteral("dumps-unverifiable");
    case RouteReason::DumpsGap:
        return QStringLiteral("dumps-gap");
    }
    return {};
}

RouteDecision RouteChooser::choose(const SourceInventory &inventory, const MirrorOptions &options,
                                   const Copy &copy, const QString &source,
                                   const std::atomic_bool *cancel)
{
    using Prefer = MirrorOptions::Prefer;
    RouteDecision decision;
    const std::optional<QDateTime> syncPoint
        = options.forceBaseline ? std::nullopt : copy.syncPoint;

    if (syncPoint) {
        const bool lists = inventory.hasChangeLists();
        const bool dumps = inventory.hasChangeDumps();
        // Gap detection (19.2-5): what the route offers begins after the sync point.
        const auto gapOf = [&](SyncRoute route) {
            const std::optional<QDateTime> from = route == SyncRoute::ChangeList
                ? inventory.changesFrom()
                : inventory.changeDumpsFrom();
            return from && *from > *syncPoint ? from : std::nullopt;
        };
        SyncRoute incremental = SyncRoute::None;
        if (lists && dumps && options.prefer == Prefer::Auto) {
            chooseIncremental(decision, inventory, *syncPoint);
            incremental = decision.route;
        } else if (lists && (options.prefer != Prefer::Dumps || !dumps)) {
            incremental = SyncRoute::ChangeList;
            decision.reason
                = options.prefer == Prefer::Lists ? RouteReason::AskedLists : RouteReason::NoDumps;
        } else if (dumps) {
            incremental = SyncRoute::ChangeDump;
            decision.reason
                = options.prefer == Prefer::Dumps ? RouteReason::AskedDumps : RouteReason::NoLists;
        }
        if (incremental != SyncRoute::None) {
            if (const std::optional<QDateTime> from = gapOf(incremental)) {
                decision.gap = true;
                decision.findings.append(makeFinding(
                    u"AUD-001",
                    Tr::tr("The change lists begin at %1, after the local copy's sync point %2: "
                           "changes in between may have been missed, so this run takes a new "
                           "baseline.")
                        .arg(isoUtc(from), isoUtc(syncPoint)),
                    source, {}));
            } else {
                decision.route = incremental;
                if (decision.explanation.isEmpty())
                    decision.explanation
                        = Tr::tr("The changes since the sync point %1.").arg(isoUtc(syncPoint));
                return decision;
            }
        }
    }

    decision.baseline = true;
    decision.explanation.clear();
    const bool lists = inventory.hasResourceLists();
    const bool dumps = inventory.hasResourceDumps();
    if (lists && dumps && options.prefer == Prefer::Auto) {
        chooseBaseline(decision, inventory, copy, cancel);
    } else if (lists && (options.prefer != Prefer::Dumps || !dumps)) {
        decision.route = SyncRoute::ResourceList;
        decision.reason
            = options.prefer == Prefer::Lists ? RouteReason::AskedLists : RouteReason::NoDumps;
    } else if (dumps) {
        decision.route = SyncRoute::ResourceDump;
        decision.reason
            = options.prefer == Prefer::Dumps ? RouteReason::AskedDumps : RouteReason::NoLists;
    } else if (inventory.hasChangeLists()) {
        // A source with only change lists: its changes are all there is.
        decision.route = SyncRoute::ChangeList;
        decision.reason = RouteReason::ChangesOnly;
    } else if (inventory.hasChangeDumps()) {
        decision.route = SyncRoute::ChangeDump;
        decision.reason = RouteReason::ChangesOnly;
    } else {
        decision.route = SyncRoute::None;
        decision.reason = RouteReason::Nothing;
    }
    if (!decision.explanation.isEmpty())
        return decision;
    switch (decision.reason) {
    case RouteReason::AskedLists:
        decision.explanation = Tr::tr("The lists were asked for (--from list).");
        break;
    case RouteReason::AskedDumps:
        decision.explanation = Tr::tr("The dumps were asked for (--from dump).");
        break;
    case RouteReason::NoDumps:
        decision.explanation = options.prefer == Prefer::Dumps
            ? Tr::tr("The dumps were asked for, but the source offers none: its lists are used.")
            : Tr::tr("The source offers no dump to take instead of its lists.");
        break;
    case RouteReason::NoLists:
        decision.explanation = Tr::tr("The source offers no list, only dumps.");
        break;
    case RouteReason::ChangesOnly:
        decision.explanation = Tr::tr("The source offers neither a Resource List nor a Resource "
                                      "Dump: its changes are all there is.");
        break;
    case RouteReason::Nothing:
        decision.explanation = Tr::tr("The source offers no Resource List, Resource Dump, Change "
                                      "List or Change Dump.");
        break;
    default:
        break;
    }
    return decision;
}

} // namespace rsi
