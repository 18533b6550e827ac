// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Cross-document content consistency (catalogue section 18), from the
// documents a crawl reads: what a Capability List's Resource List holds is
// what its Resource Dump holds, up to the changes its Change List explains
// (XD-001, judged through the manifest copies that the dump's contents links
// name); its Change Lists begin early enough to follow on from the snapshot
// (XD-002); a Change Dump Manifest and a Change List of the same interval
// list the same changes (XD-003); resources in several sets of resources
// (XD-006); and a resource's lastmod does not go back in time (XD-007).
//
// A source may hold a million entries: every comparison goes through hash
// tables keyed by the entries' bytes, never a loop over pairs of entries, and
// a rule that fires on every entry lists the first findings per document only.
//
// XD-003 compares multisets: a change that only one of the two documents
// lists is reported on that document, at its entry, so a change whose kind
// or time differs shows once in each (two entries, one on each side).
//
// CAP-011 (uniformity) is the Capability List's view of XD-001 and is
// reported as XD-001. The HTTP halves of XD-001 (Last-Modified of the
// resources themselves) need the resources fetched, as do XD-004 and XD-005.
#include "treerules_p.h"
#include "validation/rules/syntax_p.h"

#include <QSet>

#include <algorithm>
#include <functional>
#include <limits>

namespace rsi::treerules {

namespace {

using syntax::quoted;

QString text(QByteArrayView utf8)
{
    return quoted(QString::fromUtf8(utf8));
}

// The change time of an entry of a Change List or Change Dump Manifest: its
// datetime in 1.1, its lastmod in 1.0 (and in 1.1 when it has no datetime).
Instant changeTime(const EntryTable &entries, qsizetype row, bool judges10)
{
    if (!judges10 && entries.has(row, EntryField::Datetime)) {
        const Instant datetime = instantOf(entries.utf8(row, EntryField::Datetime));
        if (datetime.valid)
            return datetime;
    }
    return entries.has(row, EntryField::Lastmod) ? instantOf(entries.utf8(row, EntryField::Lastmod))
                                                 : Instant {};
}

// The interval the Change Lists of a Capability List cover together: the
// earliest from and the latest until (open: no end).
struct Coverage
{
    Instant from;
    Instant until;
    bool open = false;
};

Coverage coverageOf(const TreeContext &context, const TreeContext::Members &changeLists)
{
    // The lists themselves: an open index whose lists are all closed covers
    // no more than they do.
    Coverage coverage;
    const QList<int> &documents
        = changeLists.lists.isEmpty() ? changeLists.listed : changeLists.lists;
    for (const int id : std::as_const(documents)) {
        const Instant from = instantOf(context.rootTime(id, u"from"));
        if (from.valid && (!coverage.from.valid || from.msecs < coverage.from.msecs))
            coverage.from = from;
        const std::optional<QString> untilText = context.rootTime(id, u"until");
        if (!untilText) {
            coverage.open = true;
            continue;
        }
        const Instant until = instantOf(untilText);
        if (until.valid && (!coverage.until.valid || until.msecs > coverage.until.msecs))
            coverage.until = until;
    }
    return coverage;
}

// The manifest copies that the packages of the dumps name, or nothing when a
// package has none or its copy could not be read: then the dump's content is
// known only from the ZIP packages.
std::optional<QList<int>> manifestsOf(const TreeContext &context, const QList<int> &dumps)
{
    QList<int> manifests;
    for (const int dump : dumps) {
        const CrawledDocument &doc = context.document(dump);
        const QUrl base = QUrl(context.urlOf(dump));
        for (qsizetype row = 0; row < doc.entries.size(); ++row) {
            const QByteArrayView contents = doc.entries.utf8(row, EntryField::Contents);
            if (contents.isEmpty())
                return std::nullopt;
            const int manifest
                = context.tree().find(base.resolved(QUrl(QString::fromUtf8(contents).trimmed())));
            if (!context.isRetrieved(manifest)
                || context.document(manifest).type != DocumentType::ResourceDumpManifest
                || context.document(manifest).entries.size()
                    < context.document(manifest).header.entryCount)
                return std::nullopt;
            if (!manifests.contains(manifest))
                manifests.append(manifest);
        }
    }
    return manifests;
}

// XD-001.
void checkUniformity(TreeContext &context, const TreeContext::Members &resourceLists,
                     const TreeContext::Members &resourceDumps,
                     const TreeContext::Members &changeLists)
{
    if (resourceLists.listed.isEmpty() || resourceDumps.listed.isEmpty() || !resourceLists.complete
        || !resourceDumps.complete)
        return;
    const int list = resourceLists.listed.first();
    const int dump = resourceDumps.listed.first();
    const std::optional<QString> t1Text = context.rootTime(list, u"at");
    const std::optional<QString> t2Text = context.rootTime(dump, u"at");
    const Instant t1 = instantOf(t1Text);
    const Instant t2 = instantOf(t2Text);
    if (!t1.valid || !t2.valid)
        return;
    const std::optional<QList<int>> manifests = manifestsOf(context, resourceDumps.lists);
    if (!manifests)
        return;

    // One table over both sides: where each resource is, and whether it was
    // reported; then the entries in document order, each resource once.
    enum Side : quint8 { InList = 1, InDump = 2, Seen = 4 };
    QHash<QByteArrayView, quint8> sides;
    qsizetype rows = 0;
    for (const QList<int> *documents : {&resourceLists.lists, &*manifests}) {
        for (const int id : *documents)
            rows += context.document(id).entries.size();
    }
    sides.reserve(rows);
    const auto mark = [&](const QList<int> &documents, quint8 side) {
        for (const int id : documents) {
            const EntryTable &entries = context.document(id).entries;
            for (qsizetype row = 0; row < entries.size(); ++row) {
                const QByteArrayView loc = entries.utf8(row, EntryField::Loc);
                if (!loc.isEmpty())
                    sides[loc] |= side;
            }
        }
    };
    mark(resourceLists.lists, InList);
    mark(*manifests, InDump);

    // A creation or deletion between the two snapshots explains a difference.
    const qint64 low = std::min(t1.msecs, t2.msecs);
    const qint64 high = std::max(t1.msecs, t2.msecs);
    QSet<QByteArrayView> explained;
    for (const int id : changeLists.lists) {
        const EntryTable &entries = context.document(id).entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QByteArrayView change = entries.utf8(row, EntryField::Change);
            if (change != "created" && change != "deleted")
                continue;
            const Instant time = changeTime(entries, row, context.judges10());
            if (time.valid && time.msecs >= low && time.msecs <= high)
                explained.insert(entries.utf8(row, EntryField::Loc));
        }
    }
    const Coverage coverage = coverageOf(context, changeLists);
    const bool covered = coverage.from.valid && coverage.from.msecs <= low
        && (coverage.open || (coverage.until.valid && coverage.until.msecs >= high));
    const Severity severity = covered ? Severity::Error : Severity::Warning;
    const QString gap = covered
        ? Tr::tr("the Change Lists, which cover that time, report no creation or deletion of it "
                 "in between")
        : Tr::tr("no Change List covers the time in between to explain it");

    const auto reportOneSided
        = [&](const QList<int> &documents, quint8 side,
              const std::function<QString(QByteArrayView)> &message, const QString &relatedUrl) {
              for (const int id : documents) {
                  const EntryTable &entries = context.document(id).entries;
                  for (qsizetype row = 0; row < entries.size(); ++row) {
                      const QByteArrayView loc = entries.utf8(row, EntryField::Loc);
                      if (loc.isEmpty())
                          continue;
                      quint8 &found = sides[loc];
                      if ((found & ~Seen) != side || (found & Seen))
                          continue;
                      found |= Seen;
                      if (explained.contains(loc) || !context.admit(id, u"XD-001", severity))
                          continue;
                      context.add(id, u"XD-001", message(loc), entries.position(row), relatedUrl,
                                  severity);
                  }
              }
          };
    reportOneSided(
        resourceLists.lists, InList,
        [&](QByteArrayView loc) {
            return Tr::tr("%1 is in the Resource List (at %2) but in none of the manifests of "
                          "the Resource Dump %3 (at %4), and %5. The Resource List and the "
                          "Resource Dump of one Capability List hold the same resources.")
                .arg(text(loc), quoted(*t1Text), context.urlOf(dump), quoted(*t2Text), gap);
        },
        context.urlOf(dump));
    reportOneSided(
        *manifests, InDump,
        [&](QByteArrayView loc) {
            return Tr::tr("%1 is in this manifest of the Resource Dump %2 (at %3) but not in the "
                          "Resource List %4 (at %5), and %6. The Resource List and the Resource "
                          "Dump of one Capability List hold the same resources.")
                .arg(text(loc), context.urlOf(dump), quoted(*t2Text), context.urlOf(list),
                     quoted(*t1Text), gap);
        },
        context.urlOf(list));
}

// XD-002.
void checkChangeCoverage(TreeContext &context, const TreeContext::Members &changeLists,
                         const QList<int> &baselines)
{
    if (changeLists.listed.isEmpty())
        return;
    const Coverage coverage = coverageOf(context, changeLists);
    if (!coverage.from.valid)
        return;
    const int changes = changeLists.listed.first();
    for (const int baseline : baselines) {
        const std::optional<QString> atText = context.rootTime(baseline, u"at");
        const Instant at = instantOf(atText);
        if (!at.valid || coverage.from.msecs <= at.msecs)
            continue;
        context.report(
            changes, u"XD-002",
            Tr::tr("The Change Lists of this Capability List begin later than the "
                   "snapshot of the %1 %2 (at %3): changes made in between are in no "
                   "Change List, so a Destination that copied the %1 cannot catch up "
                   "by following changes.")
                .arg(context.typeName(baseline), context.urlOf(baseline), quoted(*atText)),
            context.rootPosition(changes), context.urlOf(baseline));
    }
}

// A change as XD-003 compares it.
struct ChangeKey
{
    QByteArrayView loc;
    QByteArrayView change;
    qint64 time = std::numeric_limits<qint64>::min(); // min: no valid change time

    friend bool operator==(const ChangeKey &a, const ChangeKey &b)
    {
        return a.time == b.time && a.loc == b.loc && a.change == b.change;
    }
    friend size_t qHash(const ChangeKey &key, size_t seed = 0)
    {
        return qHashMulti(seed, key.loc, key.change, key.time);
    }
};

ChangeKey changeKey(const EntryTable &entries, qsizetype row, bool judges10)
{
    ChangeKey key {entries.utf8(row, EntryField::Loc), entries.utf8(row, EntryField::Change)};
    const Instant time = changeTime(entries, row, judges10);
    if (time.valid)
        key.time = time.msecs;
    return key;
}

// Reports the changes of `from` that `other` does not list, as often as
// they are missing there.
void reportMissingChanges(TreeContext &context, int from, int other, const QString &message)
{
    const bool judges10 = context.judges10();
    QHash<ChangeKey, qsizetype> available;
    const EntryTable &otherEntries = context.document(other).entries;
    for (qsizetype row = 0; row < otherEntries.size(); ++row)
        ++available[changeKey(otherEntries, row, judges10)];
    const EntryTable &entries = context.document(from).entries;
    for (qsizetype row = 0; row < entries.size(); ++row) {
        const ChangeKey key = changeKey(entries, row, judges10);
        qsizetype &count = available[key];
        if (count > 0) {
            --count;
            continue;
        }
        if (!context.admit(from, u"XD-003"))
            continue;
        context.add(from, u"XD-003",
                    message.arg(text(key.change), text(key.loc), context.urlOf(other)),
                    entries.position(row), context.urlOf(other));
    }
}

// XD-003.
void checkChangeDumpManifests(TreeContext &context)
{
    QHash<std::pair<qint64, qint64>, int> changeListOfInterval;
    QList<int> manifests;
    for (int id = 0; id < context.size(); ++id) {
        const DocumentType type = context.document(id).type;
        if (!context.isRetrieved(id)
            || (type != DocumentType::ChangeList && type != DocumentType::ChangeDumpManifest))
            continue;
        const Instant from = instantOf(context.rootTime(id, u"from"));
        const Instant until = instantOf(context.rootTime(id, u"until"));
        if (!from.valid || !until.valid)
            continue; // an open interval keeps growing: nothing to compare
        if (type == DocumentType::ChangeDumpManifest)
            manifests.append(id);
        else if (!changeListOfInterval.contains({from.msecs, until.msecs}))
            changeListOfInterval.insert({from.msecs, until.msecs}, id);
    }
    for (const int manifest : std::as_const(manifests)) {
        const Instant from = instantOf(context.rootTime(manifest, u"from"));
        const Instant until = instantOf(context.rootTime(manifest, u"until"));
        const int changeList = changeListOfInterval.value({from.msecs, until.msecs}, -1);
        if (changeList < 0)
            continue;
        reportMissingChanges(context, manifest, changeList,
                             Tr::tr("This manifest lists the change \"%1\" of %2, but the Change "
                                    "List %3, which covers the same interval, does not. A Change "
                                    "Dump and a Change List of the same interval describe the "
                                    "same changes."));
        reportMissingChanges(context, changeList, manifest,
                             Tr::tr("This Change List lists the change \"%1\" of %2, but the "
                                    "Change Dump Manifest %3, which covers the same interval, "
                                    "does not. A Change Dump and a Change List of the same "
                                    "interval describe the same changes."));
    }
}

// XD-006: resources that belong to several sets of resources.
void checkSharedResources(TreeContext &context, const QList<int> &capabilityLists)
{
    if (capabilityLists.size() < 2)
        return;
    struct Owner
    {
        int capabilityList = -1;
        int list = -1;
    };
    QHash<QByteArrayView, Owner> owners;
    QSet<int> done; // a list two Capability Lists name is CAP-010's
    for (const int capabilityList : capabilityLists) {
        const TreeContext::Members lists = context.membersOf(capabilityList, u"resourcelist");
        for (const int id : lists.lists) {
            if (done.contains(id))
                continue;
            done.insert(id);
            const EntryTable &entries = context.document(id).entries;
            for (qsizetype row = 0; row < entries.size(); ++row) {
                const QByteArrayView loc = entries.utf8(row, EntryField::Loc);
                if (loc.isEmpty())
                    continue;
                Owner &owner = owners[loc];
                if (owner.capabilityList < 0) {
                    owner = {capabilityList, id};
                    continue;
                }
                if (owner.capabilityList == capabilityList || !context.admit(id, u"XD-006"))
                    continue;
                context.add(id, u"XD-006",
                            Tr::tr("%1 also belongs to another set of resources: the Resource "
                                   "List %2 of the Capability List %3 lists it too. That is "
                                   "allowed; a resource may be in several sets.")
                                .arg(text(loc), context.urlOf(owner.list),
                                     context.urlOf(owner.capabilityList)),
                            entries.position(row), context.urlOf(owner.list));
            }
        }
    }
}

// XD-007: the lastmod of one resource never goes back in time.
void checkLastmodHistory(TreeContext &context, const TreeContext::Members &resourceLists,
                         const TreeContext::Members &changeLists)
{
    struct Seen
    {
        qint64 time = 0; // when: the snapshot's at, or the change time
        qint64 lastmod = 0;
        int id = -1;
        qsizetype row = -1;
        bool deleted = false;
    };
    const bool judges10 = context.judges10();
    // Change Lists are few next to Resource Lists: the resources they name
    // decide which Resource List entries are looked at.
    QHash<QByteArrayView, QList<Seen>> history;
    for (const int id : changeLists.lists) {
        const EntryTable &entries = context.document(id).entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QByteArrayView loc = entries.utf8(row, EntryField::Loc);
            if (loc.isEmpty())
                continue;
            const bool deleted = entries.utf8(row, EntryField::Change) == "deleted";
            const Instant time = changeTime(entries, row, judges10);
            const Instant lastmod = instantOf(entries.utf8(row, EntryField::Lastmod));
            if (time.valid && (deleted || lastmod.valid))
                history[loc].append({time.msecs, lastmod.msecs, id, row, deleted});
        }
    }
    if (history.isEmpty())
        return;
    for (const int id : resourceLists.lists) {
        const Instant at = instantOf(context.rootTime(id, u"at"));
        if (!at.valid)
            continue;
        const EntryTable &entries = context.document(id).entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const auto found = history.find(entries.utf8(row, EntryField::Loc));
            if (found == history.end())
                continue;
            const Instant lastmod = instantOf(entries.utf8(row, EntryField::Lastmod));
            if (lastmod.valid)
                found->append({at.msecs, lastmod.msecs, id, row, false});
        }
    }
    const Severity severity = judges10 ? Severity::Warning : Severity::Info;
    for (auto it = history.begin(); it != history.end(); ++it) {
        QList<Seen> &seen = it.value();
        if (seen.size() < 2)
            continue;
        std::stable_sort(seen.begin(), seen.end(),
                         [](const Seen &a, const Seen &b) { return a.time < b.time; });
        const Seen *previous = nullptr;
        for (const Seen &now : std::as_const(seen)) {
            if (now.deleted) {
                previous = nullptr; // a resource created anew starts a new history
                continue;
            }
            if (previous && now.lastmod < previous->lastmod
                && context.admit(now.id, u"XD-007", severity)) {
                const EntryTable &entries = context.document(now.id).entries;
                const EntryTable &before = context.document(previous->id).entries;
                context.add(now.id, u"XD-007",
                            Tr::tr("The lastmod of %1 here (%2) is earlier than the lastmod an "
                                   "earlier document gives it (%3, in %4). The last modification "
                                   "time of a resource does not go back.")
                                .arg(text(it.key()),
                                     text(entries.utf8(now.row, EntryField::Lastmod)),
                                     text(before.utf8(previous->row, EntryField::Lastmod)),
                                     context.urlOf(previous->id)),
                            entries.position(now.row), context.urlOf(previous->id), severity);
            }
            previous = &now;
        }
    }
}

void check(TreeContext &context)
{
    QList<int> capabilityLists;
    for (int id = 0; id < context.size(); ++id) {
        if (context.isRetrieved(id) && context.document(id).type == DocumentType::CapabilityList)
            capabilityLists.append(id);
    }
    for (const int capabilityList : std::as_const(capabilityLists)) {
        const TreeContext::Members resourceLists
            = context.membersOf(capabilityList, u"resourcelist");
        const TreeContext::Members resourceDumps
            = context.membersOf(capabilityList, u"resourcedump");
        const TreeContext::Members changeLists = context.membersOf(capabilityList, u"changelist");
        checkUniformity(context, resourceLists, resourceDumps, changeLists);
        QList<int> baselines;
        if (!resourceLists.listed.isEmpty())
            baselines.append(resourceLists.listed.first());
        if (!resourceDumps.listed.isEmpty())
            baselines.append(resourceDumps.listed.first());
        checkChangeCoverage(context, changeLists, baselines);
        checkLastmodHistory(context, resourceLists, changeLists);
    }
    checkChangeDumpManifests(context);
    checkSharedResources(context, capabilityLists);
}

QStringList ruleIds()
{
    return {
        QStringLiteral("XD-001"), QStringLiteral("XD-002"), QStringLiteral("XD-003"),
        QStringLiteral("XD-006"), QStringLiteral("XD-007"),
    };
}

} // namespace

const TreeRuleGroup consistency {"consistency", ruleIds, check};

} // namespace rsi::treerules
