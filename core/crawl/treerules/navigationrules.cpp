// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Navigation across documents (catalogue section 17): where up links lead
// (NAV-002, NAV-003, NAV-004), and whether what the Source Description and
// the Capability Lists list is what they say it is (NAV-009, NAV-010,
// SD-011, CAP-010).
//
// One fault, one finding:
// - A Capability List's up link is judged by NAV-002 alone; NAV-004 (the
//   chain to the Source Description) is judged for the documents below it,
//   and only for their own link: a broken link further up is reported on the
//   document that carries it.
// - An up link that leads to the Source Description the long way (more than
//   two hops) is NAV-004's warning, not also NAV-003's error, which the
//   catalogue keeps for an up target that is not a Capability List listing
//   the document.
// - A child of an index whose up differs from the index's is reported by the
//   index rules (RLI-010 ...), and one of several ungrouped dumps or change
//   lists by RD-012, CL-020 or CD-012, so NAV-003 and NAV-004 stay silent.
// - SD-011 restates NAV-010, NAV-012 and NAV-002 for the Source Description's
//   entries; it is reported only for what those do not say: a Capability List
//   that the Source Description lists points up to another Source
//   Description (which lists it as well). When the listing one is the
//   well-known one, DISC-009 judges the other instead.
// - NAV-009 and NAV-010 stay silent when the listed document already says it
//   is not what was expected (RL-001, CAP-001 ...: the single-document rules
//   when the crawl told the validator what to expect).
#include "treerules_p.h"
#include "validation/rules/syntax_p.h"

namespace rsi::treerules {

namespace {

using syntax::quoted;

// Documents whose up link leads to a Capability List.
bool isBelowCapabilityList(DocumentType type)
{
    switch (type) {
    case DocumentType::ResourceList:
    case DocumentType::ResourceListIndex:
    case DocumentType::ResourceDump:
    case DocumentType::ResourceDumpIndex:
    case DocumentType::ResourceDumpManifest:
    case DocumentType::ChangeList:
    case DocumentType::ChangeListIndex:
    case DocumentType::ChangeDump:
    case DocumentType::ChangeDumpIndex:
    case DocumentType::ChangeDumpManifest:
        return true;
    default:
        return false;
    }
}

bool isCapabilityList(const TreeContext &context, int id)
{
    return context.capabilityOf(id) == u"capabilitylist";
}

// The single-document rule that reports a document of the wrong type when
// the crawl expected the capability (profilerules.cpp, checkExpectedType).
QList<QStringView> expectedTypeRules(QStringView capability)
{
    if (capability == u"capabilitylist")
        return {u"CAP-001"};
    if (capability == u"resourcelist")
        return {u"RL-001", u"RLI-001"};
    if (capability == u"resourcedump")
        return {u"RD-001", u"RDI-001"};
    if (capability == u"changelist")
        return {u"CL-001", u"CLI-001"};
    if (capability == u"changedump")
        return {u"CD-001", u"CDI-001"};
    return {};
}

bool reportedAsUnexpected(const TreeContext &context, int id, QStringView capability)
{
    const QList<QStringView> rules = expectedTypeRules(capability);
    return std::any_of(rules.cbegin(), rules.cend(),
                       [&](QStringView rule) { return context.hasFinding(id, rule); });
}

// NAV-002: whether the Capability List's up link leads to a Source
// Description that lists it (directly, or the Capability List Index it is
// in). Reports when it does not.
bool checkCapabilityListUp(TreeContext &context, int id)
{
    const RootLink &up = context.upOf(id);
    if (!up.present || up.target < 0 || context.upDiffersFromIndex(id))
        return true; // CAP-002; the crawl did not follow it; NAV-005
    const int target = up.target;
    const QString url = up.url.toString();
    if (!context.isRetrieved(target)) {
        context.report(id, u"NAV-002",
                       Tr::tr("The up link points to %1, which could not be retrieved (%2). A "
                              "Capability List's up link must lead to its Source Description.")
                           .arg(quoted(url), context.failureOf(target)),
                       up.position, url);
        return false;
    }
    if (context.document(target).type != DocumentType::SourceDescription) {
        context.report(id, u"NAV-002",
                       Tr::tr("The up link points to %1 (%2), not to a Source Description. A "
                              "Capability List's up link must lead to the Source Description "
                              "that lists it.")
                           .arg(quoted(url), context.typeName(target)),
                       up.position, context.urlOf(target));
        return false;
    }
    bool listed = context.lists(target, id);
    const QList<int> parents = context.indexParents(id);
    for (const int parent : parents)
        listed = listed || context.lists(target, parent);
    if (!listed) {
        context.report(id, u"NAV-002",
                       Tr::tr("The up link points to the Source Description %1, but that Source "
                              "Description does not list this Capability List. The Source "
                              "Description must list every Capability List that links up to it.")
                           .arg(quoted(url)),
                       up.position, context.urlOf(target));
        return false;
    }
    return true;
}

void checkCapabilityLists(TreeContext &context)
{
    for (int id = 0; id < context.size(); ++id) {
        const DocumentType type = context.document(id).type;
        if (context.isRetrieved(id)
            && (type == DocumentType::CapabilityList || type == DocumentType::CapabilityListIndex))
            checkCapabilityListUp(context, id);
    }
}

// NAV-010, SD-011: the entries of a Source Description.
void checkSourceDescription(TreeContext &context, int id)
{
    const CrawledDocument &sd = context.document(id);
    QList<int> seen;
    for (const Listing &listing : context.listingsOf(id)) {
        const int child = listing.child;
        if (!context.isRetrieved(child) || seen.contains(child))
            continue; // NAV-012 reports what could not be retrieved
        seen.append(child);
        const SourcePosition position = sd.entries.position(listing.row);
        if (!isCapabilityList(context, child)) {
            if (reportedAsUnexpected(context, child, u"capabilitylist"))
                continue;
            context.report(id, u"NAV-010",
                           Tr::tr("The entry for %1 leads to a document that is %2. Every entry "
                                  "of a Source Description must point to a Capability List.")
                               .arg(quoted(listing.url.toString()), context.typeName(child)),
                           position, context.urlOf(child));
            continue;
        }
        const RootLink &up = context.upOf(child);
        const int other = up.target;
        if (!up.present || other < 0 || other == id || !context.isRetrieved(other)
            || context.document(other).type != DocumentType::SourceDescription
            || id == context.wellKnown())
            continue;
        // NAV-002 speaks when the other one does not list it.
        if (!context.lists(other, child) || context.sameContent(id, other))
            continue;
        context.report(id, u"SD-011",
                       Tr::tr("The Capability List %1 is listed here, but its up link points to "
                              "another Source Description, %2. A Capability List belongs to "
                              "the Source Description that lists it, and links up to it.")
                           .arg(quoted(listing.url.toString()), quoted(up.url.toString())),
                       position, context.urlOf(child));
    }
}

// NAV-009: what a Capability List's entry says a document is, and what it is.
// CAP-010: two Capability Lists list the same capability document.
void checkCapabilityListEntries(TreeContext &context)
{
    // The first Capability List entry naming each document (or URL).
    QHash<QString, std::pair<int, qsizetype>> firstListing;
    for (int id = 0; id < context.size(); ++id) {
        if (!context.isRetrieved(id) || context.document(id).type != DocumentType::CapabilityList)
            continue;
        const EntryTable &entries = context.document(id).entries;
        for (const Listing &listing : context.listingsOf(id)) {
            const int child = listing.child;
            const SourcePosition position = entries.position(listing.row);
            const QString key
                = child >= 0 ? QString::number(child) : SourceTree::urlKey(listing.url);
            const auto first = firstListing.constFind(key);
            if (first == firstListing.constEnd()) {
                firstListing.insert(key, {id, listing.row});
            } else if (first->first != id) {
                context.report(
                    id, u"CAP-010",
                    Tr::tr("%1 is also listed by the Capability List %2. Different "
                           "sets of resources have different Capability Lists, so a "
                           "capability document normally belongs to one of them.")
                        .arg(quoted(listing.url.toString()), context.urlOf(first->first)),
                    position, context.urlOf(first->first));
            }

            if (!context.isRetrieved(child) || !entries.has(listing.row, EntryField::Capability))
                continue; // NAV-012; CAP-004
            const QString said = entries.value(listing.row, EntryField::Capability);
            const QString actual = context.capabilityOf(child);
            if (said == actual || reportedAsUnexpected(context, child, said))
                continue;
            context.report(id, u"NAV-009",
                           actual.isEmpty()
                               ? Tr::tr("The entry for %1 says capability=\"%2\", but the "
                                        "document there is %3.")
                                     .arg(quoted(listing.url.toString()), quoted(said),
                                          context.typeName(child))
                               : Tr::tr("The entry for %1 says capability=\"%2\", but the "
                                        "document there says capability=\"%3\" (%4). The "
                                        "capability in a Capability List must be the one the "
                                        "document itself declares.")
                                     .arg(quoted(listing.url.toString()), quoted(said),
                                          quoted(actual), context.typeName(child)),
                           position, context.urlOf(child));
        }
    }
}

enum class ChainEnd { SourceDescription, Cycle, Dead, NoUp, TooLong, NotFetched };

struct Chain
{
    ChainEnd end = ChainEnd::NotFetched;
    int hops = 0; // up links followed to the end
    int last = -1; // the document where the chain ends
};

// Follows up links from the document's up target onwards.
Chain followUp(const TreeContext &context, int from)
{
    constexpr int maxHops = 32;
    Chain chain;
    QList<int> visited {from};
    int current = from;
    for (;;) {
        const RootLink &up = context.upOf(current);
        if (!up.present) {
            chain.end = ChainEnd::NoUp;
            chain.last = current;
            return chain;
        }
        const int next = up.target;
        if (next < 0) {
            chain.end = ChainEnd::NotFetched;
            return chain;
        }
        ++chain.hops;
        chain.last = next;
        if (visited.contains(next)) {
            chain.end = ChainEnd::Cycle;
            return chain;
        }
        if (!context.isRetrieved(next)) {
            chain.end = ChainEnd::Dead;
            return chain;
        }
        if (context.document(next).type == DocumentType::SourceDescription) {
            chain.end = ChainEnd::SourceDescription;
            return chain;
        }
        if (chain.hops >= maxHops) {
            chain.end = ChainEnd::TooLong;
            return chain;
        }
        visited.append(next);
        current = next;
    }
}

// NAV-003: the Capability List that the up link names lists the document,
// the index it belongs to, or (a manifest) the dump that names it.
void checkListedByCapabilityList(TreeContext &context, int id, int capabilityList)
{
    const auto listedWithIndexes = [&](int document) {
        if (context.lists(capabilityList, document))
            return true;
        const QList<int> parents = context.indexParents(document);
        return std::any_of(parents.cbegin(), parents.cend(),
                           [&](int parent) { return context.lists(capabilityList, parent); });
    };
    if (listedWithIndexes(id))
        return;
    const QList<int> &dumps = context.dumpsNaming(id);
    if (isManifestType(context.document(id).type)) {
        // A manifest nobody names cannot be placed.
        if (dumps.isEmpty() || std::any_of(dumps.cbegin(), dumps.cend(), listedWithIndexes))
            return;
    }
    const RootLink &up = context.upOf(id);
    context.report(id, u"NAV-003",
                   isManifestType(context.document(id).type)
                       ? Tr::tr("The up link points to the Capability List %1, but it lists "
                                "neither this manifest's dump (%2) nor an index of it. A "
                                "manifest links up to the Capability List of its dump.")
                             .arg(quoted(up.url.toString()), context.urlOf(dumps.first()))
                       : Tr::tr("The up link points to the Capability List %1, but that "
                                "Capability List lists neither this %2 nor an index it belongs "
                                "to. A document links up to the Capability List that lists it.")
                             .arg(quoted(up.url.toString()), context.typeName(id)),
                   up.position, context.urlOf(capabilityList));
}

// NAV-003 and NAV-004 for a capability document, index or manifest.
void checkUpChain(TreeContext &context, int id)
{
    const RootLink &up = context.upOf(id);
    if (!up.present || up.target < 0 || context.upDiffersFromIndex(id)
        || context.ungroupedSibling(id) >= 0)
        return;
    const int target = up.target;
    const QString url = up.url.toString();
    if (target != id && !context.isRetrieved(target)) {
        context.report(id, u"NAV-004",
                       Tr::tr("The up link points to %1, which could not be retrieved (%2). "
                              "Following up links must lead to the Source Description.")
                           .arg(quoted(url), context.failureOf(target)),
                       up.position, url);
        return;
    }
    if (target != id && isCapabilityList(context, target)) {
        checkListedByCapabilityList(context, id, target);
        return; // the Capability List's own up link is NAV-002's
    }
    const Chain chain = followUp(context, id);
    const QString last = chain.last >= 0 ? context.urlOf(chain.last) : QString();
    switch (chain.end) {
    case ChainEnd::SourceDescription:
        if (chain.hops > 2) {
            context.report(
                id, u"NAV-004",
                Tr::tr("Following up links from here reaches the Source Description "
                       "only after %1 steps, through %2 (%3). A document links up to "
                       "its Capability List, which links up to the Source "
                       "Description: two steps.")
                    .arg(QString::number(chain.hops), quoted(url), context.typeName(target)),
                up.position, context.urlOf(target), Severity::Warning);
        } else {
            context.report(id, u"NAV-003",
                           Tr::tr("The up link points to %1 (%2), not to a Capability List. A "
                                  "document links up to the Capability List that lists it.")
                               .arg(quoted(url), context.typeName(target)),
                           up.position, context.urlOf(target));
        }
        break;
    case ChainEnd::Cycle:
        context.report(id, u"NAV-004",
                       Tr::tr("Following up links from here goes round in a circle (back to "
                              "%1) and never reaches a Source Description.")
                           .arg(quoted(last)),
                       up.position, context.urlOf(target));
        break;
    case ChainEnd::Dead:
        context.report(id, u"NAV-004",
                       Tr::tr("Following up links from here, through %1, ends at %2, which "
                              "could not be retrieved (%3). Following up links must lead to "
                              "the Source Description.")
                           .arg(quoted(url), quoted(last), context.failureOf(chain.last)),
                       up.position, context.urlOf(target));
        break;
    case ChainEnd::NoUp:
        context.report(id, u"NAV-004",
                       Tr::tr("Following up links from here, through %1, ends at %2, which is "
                              "%3 and has no up link. Following up links must lead to the "
                              "Source Description.")
                           .arg(quoted(url), quoted(last), context.typeName(chain.last)),
                       up.position, context.urlOf(target));
        break;
    case ChainEnd::TooLong:
        context.report(id, u"NAV-004",
                       Tr::tr("Following up links from here, through %1, does not reach a "
                              "Source Description within %2 steps.")
                           .arg(quoted(url), QString::number(chain.hops)),
                       up.position, context.urlOf(target));
        break;
    case ChainEnd::NotFetched:
        break; // the crawl did not follow it: nothing to judge
    }
}

void check(TreeContext &context)
{
    checkCapabilityLists(context);
    for (int id = 0; id < context.size(); ++id) {
        if (!context.isRetrieved(id))
            continue;
        const DocumentType type = context.document(id).type;
        if (type == DocumentType::SourceDescription)
            checkSourceDescription(context, id);
        else if (isBelowCapabilityList(type))
            checkUpChain(context, id);
    }
    checkCapabilityListEntries(context);
}

QStringList ruleIds()
{
    return {
        QStringLiteral("NAV-002"), QStringLiteral("NAV-003"), QStringLiteral("NAV-004"),
        QStringLiteral("NAV-009"), QStringLiteral("NAV-010"), QStringLiteral("SD-011"),
        QStringLiteral("CAP-010"),
    };
}

} // namespace

const TreeRuleGroup navigation {"navigation", ruleIds, check};

} // namespace rsi::treerules
