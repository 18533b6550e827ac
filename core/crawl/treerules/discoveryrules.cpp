// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Discovery (§6.3, catalogue section 5): whether the source publishes a
// Source Description (DISC-001), at the well-known URI (DISC-002), the same
// one its documents link up to (DISC-009); whether a resourcesync link leads
// to a Capability List (DISC-005); and documents found only sideways, which
// the Source Description does not lead to (NAV-013).
//
// One fault, one finding: a document at the well-known URI that is a
// ResourceSync document of another type is the single-document DISC-003
// already, so DISC-002 is not added to it. NAV-013 is reported only when
// there is a Source Description to be reachable from; without one, DISC-001
// says what matters. NAV-013 (info) stays next to NAV-003, RD-012, CL-020 or
// CD-012 on an orphan: those say which link or grouping is wrong, NAV-013
// that a Destination starting from the Source Description never sees it.
#include "treerules_p.h"
#include "validation/rules/syntax_p.h"

#include <QSet>

namespace rsi::treerules {

namespace {

using syntax::quoted;

// DISC-001.
void checkSourceDescriptionFound(TreeContext &context)
{
    // What a crawl stopped early did not reach was not judged.
    if (!context.sourceDescriptions().isEmpty() || !context.tree().isComplete())
        return;
    context.report(-1, u"DISC-001",
                   Tr::tr("No Source Description was found: not at the well-known URI "
                          "/.well-known/resourcesync, and not by following up links from the "
                          "documents that were found. A Source must publish a Source "
                          "Description."),
                   {});
}

// DISC-002.
void checkWellKnown(TreeContext &context)
{
    const int wellKnown = context.wellKnown();
    if (wellKnown < 0)
        return;
    const QList<int> &found = context.sourceDescriptions();
    if (found.contains(wellKnown))
        return;
    const auto elsewhere
        = std::find_if(found.cbegin(), found.cend(), [&](int id) { return id != wellKnown; });
    if (elsewhere == found.cend() || context.hasFinding(wellKnown, u"DISC-003"))
        return;
    const QString url = context.urlOf(wellKnown);
    const QString what = context.isRetrieved(wellKnown)
        ? Tr::tr("the document there is %1").arg(context.typeName(wellKnown))
        : context.failureOf(wellKnown);
    context.report(wellKnown, u"DISC-002",
                   Tr::tr("The well-known URI %1 does not give the Source Description (%2), "
                          "although the source has one at %3. A Source should publish its "
                          "Source Description at /.well-known/resourcesync, where Destinations "
                          "look first.")
                       .arg(quoted(url), what, context.urlOf(*elsewhere)),
                   context.isRetrieved(wellKnown) ? context.rootPosition(wellKnown)
                                                  : SourcePosition {},
                   context.urlOf(*elsewhere));
}

// DISC-005.
void checkResourceSyncLinkTargets(TreeContext &context)
{
    for (int id = 0; id < context.size(); ++id) {
        const CrawledDocument &doc = context.document(id);
        if ((doc.arrival != Arrival::HtmlLink && doc.arrival != Arrival::LinkHeader)
            || !context.isRetrieved(id) || context.capabilityOf(id) == u"capabilitylist")
            continue; // the crawl reports what could not be read
        context.report(id, u"DISC-005",
                       Tr::tr("This document was found through a rel=\"resourcesync\" link (%1), "
                              "but it is %2. A resourcesync link must point to a Capability "
                              "List.")
                           .arg(arrivalDescription(doc.arrival), context.typeName(id)),
                       context.rootPosition(id));
    }
}

// DISC-009: the Source Descriptions that up links lead to are the one at the
// well-known URI.
void checkUpLinkedSourceDescriptions(TreeContext &context)
{
    const int wellKnown = context.wellKnown();
    if (!context.sourceDescriptions().contains(wellKnown))
        return; // DISC-002 or DISC-001
    QSet<int> judged;
    for (int id = 0; id < context.size(); ++id) {
        const RootLink &up = context.upOf(id);
        const int target = up.target;
        if (!up.present || target < 0 || target == wellKnown || judged.contains(target)
            || !context.isRetrieved(target)
            || !isSourceDescriptionType(context.document(target).type))
            continue;
        judged.insert(target);
        if (context.sameContent(target, wellKnown)) {
            context.report(target, u"DISC-009",
                           Tr::tr("Up links lead to this Source Description, a copy of the one "
                                  "at the well-known URI %1 under another URI. Linking up to "
                                  "the well-known URI itself avoids two copies that can drift "
                                  "apart.")
                               .arg(context.urlOf(wellKnown)),
                           context.rootPosition(target), context.urlOf(wellKnown), Severity::Info);
        } else {
            context.report(target, u"DISC-009",
                           Tr::tr("Up links (from %1, among others) lead to this Source "
                                  "Description, which differs from the one at the well-known "
                                  "URI %2. A Source has one Source Description; its documents "
                                  "should link up to the one at the well-known URI.")
                               .arg(context.urlOf(id), context.urlOf(wellKnown)),
                           context.rootPosition(target), context.urlOf(wellKnown));
        }
    }
}

// NAV-013.
void checkOrphans(TreeContext &context)
{
    if (context.sourceDescriptions().isEmpty())
        return;
    for (int id = 0; id < context.size(); ++id) {
        const CrawledDocument &doc = context.document(id);
        const bool sideways = doc.arrival == Arrival::RobotsTxt || doc.arrival == Arrival::HtmlLink
            || doc.arrival == Arrival::LinkHeader;
        if (!sideways || !context.isRetrieved(id) || doc.type == DocumentType::Unknown
            || context.isReachedDownward(id))
            continue;
        context.report(id, u"NAV-013",
                       Tr::tr("This %1 was found only sideways (%2); the Source Description "
                              "does not lead to it through Capability Lists and indexes. A "
                              "Destination that starts from the Source Description will not "
                              "see it.")
                           .arg(context.typeName(id), arrivalDescription(doc.arrival)),
                       context.rootPosition(id));
    }
}

void check(TreeContext &context)
{
    checkSourceDescriptionFound(context);
    checkWellKnown(context);
    checkResourceSyncLinkTargets(context);
    checkUpLinkedSourceDescriptions(context);
    checkOrphans(context);
}

QStringList ruleIds()
{
    return {
        QStringLiteral("DISC-001"), QStringLiteral("DISC-002"), QStringLiteral("DISC-005"),
        QStringLiteral("DISC-009"), QStringLiteral("NAV-013"),
    };
}

} // namespace

const TreeRuleGroup discovery {"discovery", ruleIds, check};

} // namespace rsi::treerules
