// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Indexes and the documents they group (§6.1, §6.2, §10.2, §11.1, §12.2,
// §13.1): what an index lists (GEN-029, NAV-008 and the type-specific
// RLI-007, RDI-004, CLI-011, CDI-004), that its children link up where it
// does (NAV-005; RLI-010, RDI-004, CLI-011, CDI-004) and back to it with
// rel="index" (NAV-006; RL-006, RD-004, CL-006, CD-004), that the times an
// index gives for a child are the child's own (RLI-008, RLI-009, RDI-005,
// CLI-006, CLI-008, CDI-004), what the Resource Lists of an index hold
// together (RL-007, RLI-012), and that several dumps or change lists of one
// Capability List are grouped by an index (RD-012, CL-020, CD-012).
//
// One fault, one finding:
// - A child whose index link is missing or wrong is reported on the child,
//   under the child's rule (RL-006, CL-006 ...). RLI-011, CLI-012 and the
//   index half of RDI-005 state the same fault from the index's side and are
//   not reported again.
// - An index that lists itself is GEN-029, which says so in words; a child
//   that is another index is the type-specific rule where there is one.
// - CLI-006's fallback without fetching is a single-document rule: an open
//   entry that is not the last is reported there, and a closed index's open
//   last entry is CLI-010. Here only what needs the Change List is reported.
// - Duplicates within one Resource List are the single-document RL-007;
//   here only those across the lists of one index. RLI-012 gives the counts
//   for the index when there are such duplicates (an index whose lists hold
//   each resource once needs no word).
#include "treerules_p.h"
#include "validation/rules/syntax_p.h"

#include <QSet>

namespace rsi::treerules {

namespace {

using syntax::quoted;

// The rules of one kind of index, for its children.
struct Family
{
    QStringView childType; // a child of another capability, or an index
    QStringView childUp; // a child whose up link differs from the index's
    QStringView snapshotTimes; // at/completed of the entry equal the child's own
    QStringView snapshotEnclosed; // the child's snapshot inside the index's
    QStringView intervalTimes; // from/until of the entry equal the child's own
    bool openClosed = false; // CLI-006
    // CDI-004 is an error for the children's type and up link, and applies
    // CLI-008 "as a warning" to their times.
    std::optional<Severity> timesSeverity = std::nullopt;
};

Family familyOf(DocumentType index)
{
    switch (index) {
    case DocumentType::ResourceListIndex:
        return {u"RLI-007", u"RLI-010", u"RLI-008", u"RLI-009", {}, false};
    case DocumentType::ResourceDumpIndex:
        return {u"RDI-004", u"RDI-004", u"RDI-005", u"RDI-005", {}, false};
    case DocumentType::ChangeListIndex:
        return {u"CLI-011", u"CLI-011", {}, {}, u"CLI-008", true};
    case DocumentType::ChangeDumpIndex:
        return {u"CDI-004", u"CDI-004", {}, {}, u"CDI-004", false, Severity::Warning};
    default:
        return {u"NAV-008", u"NAV-005", {}, {}, {}, false};
    }
}

QStringView indexLinkRule(DocumentType type)
{
    switch (type) {
    case DocumentType::ResourceList:
        return u"RL-006";
    case DocumentType::ResourceDump:
        return u"RD-004";
    case DocumentType::ChangeList:
        return u"CL-006";
    case DocumentType::ChangeDump:
        return u"CD-004";
    default:
        return u"NAV-006";
    }
}

// "at" of an entry and of the child document, for the snapshot rules.
struct TimePair
{
    EntryField field;
    QStringView name;
};

// RLI-008, RDI-005; CLI-008, CDI-004: the time an index gives for a child is
// the one the child gives itself.
void checkEqualTimes(TreeContext &context, int index, const Listing &listing, int child,
                     QStringView rule, const QList<TimePair> &pairs, bool skipMissingUntil,
                     std::optional<Severity> severity)
{
    const EntryTable &entries = context.document(index).entries;
    const SourcePosition position = entries.position(listing.row);
    for (const TimePair &pair : pairs) {
        if (!entries.has(listing.row, pair.field))
            continue;
        const QString given = entries.value(listing.row, pair.field);
        const Instant entryTime = instantOf(QStringView(given));
        if (!entryTime.valid)
            continue;
        const std::optional<QString> own = context.rootTime(child, pair.name);
        if (!own) {
            if (skipMissingUntil && pair.name == u"until")
                continue; // CLI-006
            context.report(index, rule,
                           Tr::tr("The entry for %1 gives %2=\"%3\", but the %4 itself has no %2. "
                                  "The times an index gives for a document are that document's "
                                  "own.")
                               .arg(quoted(listing.url.toString()), pair.name, quoted(given),
                                    context.typeName(child)),
                           position, context.urlOf(child), severity);
            continue;
        }
        const Instant ownTime = instantOf(*own);
        if (ownTime.valid && ownTime.msecs != entryTime.msecs) {
            context.report(index, rule,
                           Tr::tr("The entry for %1 gives %2=\"%3\", but the %4 itself says "
                                  "%2=\"%5\". The times an index gives for a document are that "
                                  "document's own.")
                               .arg(quoted(listing.url.toString()), pair.name, quoted(given),
                                    context.typeName(child), quoted(*own)),
                           position, context.urlOf(child), severity);
        }
    }
}

// RLI-009, RDI-005: the child's snapshot lies inside the index's. The child's
// own times when it was read, else those the entry gives.
void checkEnclosed(TreeContext &context, int index, const Listing &listing, int child,
                   QStringView rule)
{
    const EntryTable &entries = context.document(index).entries;
    const SourcePosition position = entries.position(listing.row);
    const auto childTime = [&](QStringView name, EntryField field) -> std::optional<QString> {
        if (context.isRetrieved(child))
            return context.rootTime(child, name);
        return entries.has(listing.row, field) ? std::optional(entries.value(listing.row, field))
                                               : std::nullopt;
    };
    const std::optional<QString> indexAt = context.rootTime(index, u"at");
    const std::optional<QString> indexCompleted = context.rootTime(index, u"completed");
    const std::optional<QString> at = childTime(u"at", EntryField::At);
    const std::optional<QString> completed = childTime(u"completed", EntryField::Completed);
    const Instant indexStart = instantOf(indexAt);
    const Instant start = instantOf(at);
    if (indexStart.valid && start.valid && start.msecs < indexStart.msecs) {
        context.report(index, rule,
                       Tr::tr("%1 was started at %2, before this index's own snapshot began (at "
                              "%3). The snapshot of an index encloses the snapshots of the "
                              "documents it lists.")
                           .arg(quoted(listing.url.toString()), quoted(*at), quoted(*indexAt)),
                       position, listing.url.toString());
    }
    const Instant indexEnd = instantOf(indexCompleted);
    const Instant end = instantOf(completed);
    if (indexEnd.valid && end.valid && end.msecs > indexEnd.msecs) {
        context.report(
            index, rule,
            Tr::tr("%1 was completed at %2, after this index's own snapshot was "
                   "completed (%3). The snapshot of an index encloses the snapshots "
                   "of the documents it lists.")
                .arg(quoted(listing.url.toString()), quoted(*completed), quoted(*indexCompleted)),
            position, listing.url.toString());
    }
}

// CLI-006: an entry carries until exactly when its Change List is closed.
void checkOpenClosed(TreeContext &context, int index, const Listing &listing, int child, bool last)
{
    const EntryTable &entries = context.document(index).entries;
    // The table keeps rs:md attributes, not the element: an entry with from
    // or until has one.
    if (!entries.has(listing.row, EntryField::From) && !entries.has(listing.row, EntryField::Until))
        return;
    const bool entryClosed = entries.has(listing.row, EntryField::Until);
    const std::optional<QString> until = context.rootTime(child, u"until");
    const SourcePosition position = entries.position(listing.row);
    if (until && !entryClosed) {
        // Not the last: the single-document CLI-006. A closed index: CLI-010.
        if (!last || context.rootTime(index, u"until"))
            return;
        context.report(index, u"CLI-006",
                       Tr::tr("The Change List %1 is closed (until=\"%2\"), but its entry here "
                              "has no until. The entry of a closed Change List must carry its "
                              "until.")
                           .arg(quoted(listing.url.toString()), quoted(*until)),
                       position, context.urlOf(child));
    } else if (!until && entryClosed) {
        context.report(index, u"CLI-006",
                       Tr::tr("The entry for %1 gives until=\"%2\", but that Change List is open "
                              "(it has no until). The entry of an open Change List must not "
                              "carry until.")
                           .arg(quoted(listing.url.toString()),
                                quoted(entries.value(listing.row, EntryField::Until))),
                       position, context.urlOf(child));
    }
}

// GEN-029, NAV-005, NAV-008 and the index rules of each type, per child.
void checkIndex(TreeContext &context, int index)
{
    const Family family = familyOf(context.document(index).type);
    const EntryTable &entries = context.document(index).entries;
    const QString capability = context.capabilityOf(index);
    const QList<Listing> &listings = context.listingsOf(index);
    QSet<int> seen;
    for (qsizetype i = 0; i < listings.size(); ++i) {
        const Listing &listing = listings.at(i);
        const int child = listing.child;
        if (child < 0 || seen.contains(child))
            continue;
        seen.insert(child);
        const SourcePosition position = entries.position(listing.row);
        if (child == index) {
            context.report(index, u"GEN-029",
                           Tr::tr("This index lists itself (%1). An index lists <urlset> "
                                  "documents only.")
                               .arg(quoted(listing.url.toString())),
                           position, context.urlOf(index));
            continue;
        }
        if (!context.isRetrieved(child))
            continue; // NAV-012
        const CrawledDocument &doc = context.document(child);
        if (doc.isIndex()) {
            const bool specific = family.childType != u"NAV-008";
            context.report(index, specific ? family.childType : u"GEN-029",
                           Tr::tr("%1 is itself an index (%2). An index lists <urlset> documents "
                                  "only; indexes are not nested.")
                               .arg(quoted(listing.url.toString()), context.typeName(child)),
                           position, context.urlOf(child));
            continue;
        }
        const QString childCapability = context.capabilityOf(child);
        if (childCapability != capability) {
            context.report(index, family.childType,
                           Tr::tr("%1 is %2 (capability=\"%3\"), but this index has "
                                  "capability=\"%4\". An index and the documents it lists have "
                                  "the same capability.")
                               .arg(quoted(listing.url.toString()), context.typeName(child),
                                    quoted(childCapability), quoted(capability)),
                           position, context.urlOf(child));
            continue;
        }
        const RootLink &indexUp = context.upOf(index);
        const RootLink &childUp = context.upOf(child);
        if (indexUp.present && childUp.present && !TreeContext::sameTarget(indexUp, childUp)) {
            context.report(child, family.childUp,
                           Tr::tr("The up link points to %1, but the index %2 that lists this "
                                  "document links up to %3. An index and the documents it lists "
                                  "link up to the same Capability List.")
                               .arg(quoted(childUp.url.toString()), context.urlOf(index),
                                    quoted(indexUp.url.toString())),
                           childUp.position, context.urlOf(index));
        }
        if (!family.snapshotTimes.isEmpty()) {
            checkEqualTimes(context, index, listing, child, family.snapshotTimes,
                            {{EntryField::At, u"at"}, {EntryField::Completed, u"completed"}}, false,
                            family.timesSeverity);
        }
        if (!family.intervalTimes.isEmpty()) {
            checkEqualTimes(context, index, listing, child, family.intervalTimes,
                            {{EntryField::From, u"from"}, {EntryField::Until, u"until"}},
                            family.openClosed, family.timesSeverity);
        }
        if (family.openClosed)
            checkOpenClosed(context, index, listing, child, i == listings.size() - 1);
    }
    // The snapshot rules judge unread children by what their entries say.
    if (family.snapshotEnclosed.isEmpty())
        return;
    QSet<int> enclosed;
    for (const Listing &listing : listings) {
        const int child = listing.child;
        if (child == index
            || (child >= 0 && context.isRetrieved(child)
                && (context.document(child).isIndex()
                    || context.capabilityOf(child) != capability)))
            continue;
        if (child >= 0 && enclosed.contains(child))
            continue;
        enclosed.insert(child);
        checkEnclosed(context, index, listing, child, family.snapshotEnclosed);
    }
}

// RL-006, RD-004, CL-006, CD-004 and NAV-006: rel="index" names an index
// that lists the document, and a document an index lists names it.
void checkIndexLink(TreeContext &context, int id)
{
    const CrawledDocument &doc = context.document(id);
    if (doc.isIndex() || doc.type == DocumentType::Unknown
        || doc.type == DocumentType::SourceDescription)
        return; // NAV-007 judges index links on an index
    const QStringView rule = indexLinkRule(doc.type);
    const RootLink &link = context.indexLinkOf(id);
    if (!link.present) {
        const QList<int> parents = context.indexParents(id);
        if (parents.isEmpty())
            return;
        context.report(id, rule,
                       Tr::tr("This %1 is listed by the index %2 but has no <rs:ln rel=\"index\"> "
                              "pointing to it. A document that an index lists should link to "
                              "that index.")
                           .arg(context.typeName(id), context.urlOf(parents.first())),
                       context.rootPosition(id), context.urlOf(parents.first()));
        return;
    }
    const int target = link.target;
    if (target < 0)
        return; // the crawl did not follow it
    const QString url = link.url.toString();
    if (!context.isRetrieved(target)) {
        context.report(id, rule,
                       Tr::tr("The index link points to %1, which could not be retrieved (%2), "
                              "so it cannot be an index that lists this document.")
                           .arg(quoted(url), context.failureOf(target)),
                       link.position, url, Severity::Error);
    } else if (!context.document(target).isIndex() || !context.lists(target, id)) {
        context.report(id, rule,
                       Tr::tr("The index link points to %1 (%2), which does not list this "
                              "document. rel=\"index\" names the index that lists the "
                              "document.")
                           .arg(quoted(url), context.typeName(target)),
                       link.position, context.urlOf(target), Severity::Error);
    }
}

// RL-007 across the Resource Lists of one index, and RLI-012.
void checkResourceListUnion(TreeContext &context, int index)
{
    QList<int> children;
    qsizetype unread = 0;
    for (const Listing &listing : context.listingsOf(index)) {
        const int child = listing.child;
        if (child == index || children.contains(child))
            continue;
        if (!context.isRetrieved(child)) {
            ++unread;
            continue;
        }
        if (context.document(child).type == DocumentType::ResourceList)
            children.append(child);
    }
    if (children.size() < 2)
        return;
    qsizetype rows = 0;
    qint64 entryCount = 0;
    for (const int child : std::as_const(children)) {
        rows += context.document(child).entries.size();
        entryCount += context.document(child).header.entryCount;
    }
    // Which list holds each loc first, as child + 1 (0: not yet seen).
    QHash<QByteArrayView, int> owner;
    owner.reserve(rows);
    qsizetype repeated = 0;
    for (const int child : std::as_const(children)) {
        const EntryTable &entries = context.document(child).entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QByteArrayView loc = entries.utf8(row, EntryField::Loc);
            if (loc.isEmpty())
                continue;
            int &first = owner[loc];
            if (first == 0) {
                first = child + 1;
                continue;
            }
            if (first == child + 1)
                continue; // the single-document RL-007
            ++repeated;
            if (!context.admit(child, u"RL-007"))
                continue;
            const int other = first - 1;
            context.add(child, u"RL-007",
                        Tr::tr("%1 is also listed by %2, another Resource List of the same index "
                               "%3. A resource is listed once in the Resource Lists of one "
                               "index.")
                            .arg(quoted(QString::fromUtf8(loc)), context.urlOf(other),
                                 context.urlOf(index)),
                        entries.position(row), context.urlOf(other));
        }
    }
    // The union is worth a word when it is not simply the sum of the lists.
    if (repeated == 0)
        return;
    QString message = Tr::tr("The %1 Resource Lists of this index hold %2 entries, for %3 "
                             "different resources: together they are the whole set of "
                             "resources.")
                          .arg(QString::number(children.size()), QString::number(entryCount),
                               QString::number(owner.size()));
    message += u' '
        + Tr::tr("%1 entries repeat a resource that another list of the index holds (RL-007).")
              .arg(QString::number(repeated));
    if (unread > 0) {
        message += u' '
            + Tr::tr("%1 of the lists could not be read, so the set is incomplete.")
                  .arg(QString::number(unread));
    }
    if (entryCount > rows)
        message += u' ' + Tr::tr("Not every entry was kept, so the count of resources is low.");
    context.report(index, u"RLI-012", message, context.rootPosition(index));
}

// RD-012, CL-020, CD-012.
void checkGrouping(TreeContext &context, int id)
{
    const int sibling = context.ungroupedSibling(id);
    if (sibling < 0)
        return;
    const DocumentType type = context.document(id).type;
    const QStringView rule = type == DocumentType::ResourceDump ? u"RD-012"
        : type == DocumentType::ChangeList                      ? u"CL-020"
                                                                : u"CD-012";
    const DocumentType indexType = type == DocumentType::ResourceDump
        ? DocumentType::ResourceDumpIndex
        : type == DocumentType::ChangeList ? DocumentType::ChangeListIndex
                                           : DocumentType::ChangeDumpIndex;
    const RootLink &up = context.upOf(id);
    context.report(id, rule,
                   Tr::tr("The Capability List %1 has more than one %2 (another is %3), and no "
                          "%4 groups this one. Several %2 documents of one Capability List must "
                          "be grouped by a %4, which the Capability List lists.")
                       .arg(quoted(up.url.toString()), context.typeName(id), context.urlOf(sibling),
                            documentTypeName(indexType)),
                   up.position, context.urlOf(sibling));
}

void check(TreeContext &context)
{
    for (int id = 0; id < context.size(); ++id) {
        if (!context.isRetrieved(id))
            continue;
        const CrawledDocument &doc = context.document(id);
        if (doc.isIndex() && doc.type != DocumentType::Unknown)
            checkIndex(context, id);
        if (doc.type == DocumentType::ResourceListIndex)
            checkResourceListUnion(context, id);
        checkIndexLink(context, id);
        checkGrouping(context, id);
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("GEN-029"), QStringLiteral("NAV-005"), QStringLiteral("NAV-006"),
        QStringLiteral("NAV-008"), QStringLiteral("RL-006"),  QStringLiteral("RL-007"),
        QStringLiteral("RLI-007"), QStringLiteral("RLI-008"), QStringLiteral("RLI-009"),
        QStringLiteral("RLI-010"), QStringLiteral("RLI-012"), QStringLiteral("RD-004"),
        QStringLiteral("RD-012"),  QStringLiteral("RDI-004"), QStringLiteral("RDI-005"),
        QStringLiteral("CL-006"),  QStringLiteral("CL-020"),  QStringLiteral("CLI-006"),
        QStringLiteral("CLI-008"), QStringLiteral("CLI-011"), QStringLiteral("CD-004"),
        QStringLiteral("CD-012"),  QStringLiteral("CDI-004"),
    };
}

} // namespace

const TreeRuleGroup indexes {"indexes", ruleIds, check};

} // namespace rsi::treerules
