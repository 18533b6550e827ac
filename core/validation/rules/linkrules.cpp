// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Links to related resources (§14): url-level <rs:ln> elements and what each
// relation type asks for (mirrors, alternates, patches, metadata, prior
// versions, collections, provenance), plus the one root-link rule of §6.2
// that concerns indexes (NAV-007).
//
// The syntax of href and rel (ATT-018, ATT-019), of pri, hash, length, type
// and modified (ATT-007 .. ATT-021) and unknown relation types (ATT-020) are
// the attribute rules'; a link without href is reported there only. The
// [tree] halves of LNK-016 and LNK-017 need the original Source's documents.
//
// This file holds the walk over the links and the rules about how many and
// which; what each relation type asks for is in linkrelations.cpp.
#include "linkrules_p.h"
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <algorithm>

namespace rsi {

namespace linkrules {

namespace {

using syntax::quoted;

constexpr QStringView patchRelation = u"http://www.openarchives.org/rs/terms/patch";
constexpr int defaultPriority = 999'999;

LinkScope linkScope(DocumentType type)
{
    switch (type) {
    case DocumentType::ResourceList:
    case DocumentType::ResourceDumpManifest:
    case DocumentType::ChangeList:
    case DocumentType::ChangeDumpManifest:
        return LinkScope::RelatedResources;
    case DocumentType::ResourceDump:
    case DocumentType::ChangeDump:
        return LinkScope::ContentsOnly;
    case DocumentType::SourceDescription:
        return LinkScope::DescribedByOnly;
    case DocumentType::FrameworkNotification:
        return LinkScope::IndexOnly;
    case DocumentType::Unknown:
    case DocumentType::Extension:
    case DocumentType::ChangeListNotification: // its spec text was not available (NT-014)
        return LinkScope::Unchecked;
    default:
        return LinkScope::None;
    }
}

bool hasLink(const Entry &entry, QStringView relation)
{
    return std::any_of(entry.links.cbegin(), entry.links.cend(),
                       [relation](const Link &link) { return link.hasRel(relation); });
}

} // namespace

LinkChecker::LinkChecker(ValidationContext &context)
    : m_context(context)
    , m_document(context.document())
    , m_type(context.type())
    , m_scope(linkScope(m_type))
{ }

void LinkChecker::run()
{
    checkRootIndexLinks();
    for (const Entry &entry : m_document.entries) {
        if (!entry.links.isEmpty())
            checkEntry(entry);
    }
    reportUndefinedRelations();
}

// NAV-007: an index link belongs at the root of a <urlset>.
void LinkChecker::checkRootIndexLinks()
{
    if (!m_document.isIndex())
        return;
    for (const Link *link : m_document.rootLinks(u"index")) {
        m_context.report(u"NAV-007",
                         Tr::tr("This index (<sitemapindex>) has a rel=\"index\" link to %1. An "
                                "index link leads from a list to the index that groups it; "
                                "indexes of indexes are not defined.")
                             .arg(quoted(trimmedHref(*link))),
                         link->position);
    }
}

void LinkChecker::checkEntry(const Entry &entry)
{
    const QString loc = entry.trimmedLoc();
    int canonicals = 0;
    int mementos = 0;
    int vias = 0;
    bool priorVersionLinks = false;
    for (const Link &link : entry.links) {
        const std::optional<QString> relation = link.rel();
        if (!relation || relation->trimmed().isEmpty())
            continue;
        if (link.hasRel(u"contents")) {
            checkContents(link);
            continue;
        }
        if (link.hasRel(patchRelation)) {
            checkPatch(link);
            continue;
        }
        // A link the document type does not define is reported once, as such.
        if (!isDefinedHere(link, *relation))
            continue;
        if (link.hasRel(u"duplicate")) {
            checkMirror(entry, link);
        } else if (link.hasRel(u"alternate")) {
            checkAlternate(link);
        } else if (link.hasRel(u"canonical")) {
            if (++canonicals == 2) {
                m_context.report(u"LNK-007",
                                 Tr::tr("The entry for %1 has more than one rel=\"canonical\" "
                                        "link. A resource has one generic URI, so give one "
                                        "canonical link.")
                                     .arg(loc),
                                 link.position, Severity::Warning);
            }
        } else if (link.hasRel(u"describedby") || link.hasRel(u"describes")) {
            checkMetadataLink(entry, link);
        } else if (link.hasRel(u"profile")) {
            if (!hasLink(entry, u"describes")) {
                m_context.report(u"LNK-008",
                                 Tr::tr("The entry for %1 has a rel=\"profile\" link but no "
                                        "rel=\"describes\" link. A profile link tells how to "
                                        "interpret a metadata record, so it belongs on the entry "
                                        "of a record that describes another resource.")
                                     .arg(loc),
                                 link.position, Severity::Info);
            }
        } else if (link.hasRel(u"memento")) {
            priorVersionLinks = true;
            if (++mementos == 2) {
                m_context.report(u"LNK-009",
                                 Tr::tr("The entry for %1 has more than one rel=\"memento\" link. "
                                        "Give a single memento: the version that corresponds to "
                                        "the last modification.")
                                     .arg(loc),
                                 link.position, Severity::Warning);
            }
            checkNotSelf(entry, link, u"LNK-009",
                         Tr::tr("The memento link of %1 points to %1 itself. A memento link "
                                "gives the time-specific URI of a prior version, not the "
                                "time-generic URI in <loc>."));
            checkMemento(entry, link);
        } else if (link.hasRel(u"timegate")) {
            priorVersionLinks = true;
            checkTimeGate(link);
        } else if (link.hasRel(u"timemap")) {
            priorVersionLinks = true;
            checkNotSelf(entry, link, u"LNK-013",
                         Tr::tr("The timemap link of %1 points to %1 itself. A TimeMap is a "
                                "separate resource that lists the versions of %1."));
        } else if (link.hasRel(u"collection")) {
            checkNotSelf(entry, link, u"LNK-014",
                         Tr::tr("The collection link of %1 points to %1 itself. It must give "
                                "the URI of the collection the resource belongs to."));
        } else if (link.hasRel(u"via")) {
            if (++vias == 2) {
                m_context.report(u"LNK-016",
                                 Tr::tr("The entry for %1 has more than one rel=\"via\" link. An "
                                        "aggregator keeps only the existing via link, which "
                                        "points to the original Source.")
                                     .arg(loc),
                                 link.position);
            }
            checkNotSelf(entry, link, u"LNK-015",
                         Tr::tr("The via link of %1 points to %1 itself. A via link gives the "
                                "URI of the resource at the original Source it was copied "
                                "from."),
                         Severity::Warning);
        }
    }
    checkAmbiguousPriorities(entry);
    if (priorVersionLinks && !entry.lastmod)
        reportPriorVersionsWithoutLastmod(entry);
}

// LNK-001: the relation types a document type defines at entry level.
bool LinkChecker::defines(const Link &link) const
{
    switch (m_scope) {
    case LinkScope::RelatedResources:
    case LinkScope::Unchecked:
        return true;
    case LinkScope::ContentsOnly:
        return link.hasRel(u"contents");
    case LinkScope::DescribedByOnly:
        return link.hasRel(u"describedby");
    case LinkScope::IndexOnly:
        return link.hasRel(u"index");
    case LinkScope::None:
        // FN §5: a Capability List's entry for a notification channel
        // names the channel's hub (NT-003 judges it).
        return m_type == DocumentType::CapabilityList && link.hasRel(u"hub");
    }
    return false;
}

bool LinkChecker::isDefinedHere(const Link &link, const QString &relation)
{
    if (defines(link))
        return true;
    const QString key = relation.trimmed().toLower();
    for (UndefinedRelation &undefined : m_undefined) {
        if (undefined.relation == key) {
            ++undefined.count;
            return false;
        }
    }
    m_undefined.append({key, 1, link});
    return false;
}

void LinkChecker::reportUndefinedRelations()
{
    for (const UndefinedRelation &undefined : std::as_const(m_undefined)) {
        QString message;
        switch (m_scope) {
        case LinkScope::ContentsOnly:
            message = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). At entry level a %1 defines only rel=\"contents\"; a "
                             "Destination may ignore other links.");
            break;
        case LinkScope::DescribedByOnly:
            message = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). At entry level a %1 defines only rel=\"describedby\"; a "
                             "Destination may ignore other links.");
            break;
        case LinkScope::IndexOnly:
            message = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). At entry level a %1 defines only rel=\"index\", to the index "
                             "the changed document belongs to; a Destination may ignore other "
                             "links.");
            break;
        default:
            message = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). A %1 defines no links at entry level; links to related "
                             "resources belong in Resource Lists, Resource Dump Manifests, Change "
                             "Lists and Change Dump Manifests.");
            break;
        }
        m_context.report(u"LNK-001",
                         message.arg(m_context.typeName(), undefined.relation,
                                     QString::number(undefined.count),
                                     trimmedHref(undefined.first)),
                         undefined.first.position);
    }
}

// A link whose relation type names another resource, pointing to <loc>.
void LinkChecker::checkNotSelf(const Entry &entry, const Link &link, QStringView ruleId,
                               const QString &message, std::optional<Severity> severity)
{
    const QString loc = entry.trimmedLoc();
    if (loc.isEmpty() || trimmedHref(link) != loc)
        return;
    m_context.report(ruleId, message.arg(loc), link.position, severity);
}

// LNK-004: links that share a relation type are ordered by pri; equal
// priorities leave the order open unless the media types tell them apart.
void LinkChecker::checkAmbiguousPriorities(const Entry &entry)
{
    const qsizetype count = entry.links.size();
    if (count < 2)
        return;
    QStringList reported;
    for (qsizetype i = 0; i < count; ++i) {
        const Link &first = entry.links.at(i);
        const QString relation = first.rel().value_or(QString()).trimmed().toLower();
        if (relation.isEmpty() || reported.contains(relation) || !defines(first))
            continue;
        const std::optional<int> priority = effectivePriority(first);
        if (!priority)
            continue;
        for (qsizetype j = i + 1; j < count; ++j) {
            const Link &second = entry.links.at(j);
            if (!second.hasRel(relation) || effectivePriority(second) != priority)
                continue;
            const std::optional<QString> firstType = first.type();
            const std::optional<QString> secondType = second.type();
            if (firstType && secondType
                && syntax::mediaTypeEssence(*firstType) != syntax::mediaTypeEssence(*secondType))
                continue;
            reported.append(relation);
            m_context.report(u"LNK-004",
                             Tr::tr("The entry for %1 has several rel=\"%2\" links with the "
                                    "same priority (pri %3), so their order is undefined. Give "
                                    "each a different pri (1 is the highest; none means "
                                    "999999).")
                                 .arg(entry.trimmedLoc(), relation, QString::number(*priority)),
                             second.position);
            break;
        }
    }
}

std::optional<int> LinkChecker::effectivePriority(const Link &link)
{
    const std::optional<QString> pri = link.pri();
    if (!pri)
        return defaultPriority;
    bool ok = false;
    const int value = pri->toInt(&ok);
    if (!ok || value < 1 || value > defaultPriority)
        return std::nullopt; // ATT-017 reports it
    return value;
}

// LNK-011: prior versions are found through <lastmod>. In a Change List
// or Change Dump Manifest judged against 1.0 the missing <lastmod> is
// already an error (CL-009, CDM-008).
void LinkChecker::reportPriorVersionsWithoutLastmod(const Entry &entry)
{
    const bool judges10 = m_context.judges10();
    if (judges10
        && (m_type == DocumentType::ChangeList || m_type == DocumentType::ChangeDumpManifest))
        return;
    m_context.report(u"LNK-011",
                     judges10 ? Tr::tr("The entry for %1 links to prior versions (memento, "
                                       "timegate or timemap) but has no <lastmod>. ResourceSync "
                                       "1.0 requires <lastmod> with such links: it is the time "
                                       "used to find the matching version.")
                                    .arg(entry.trimmedLoc())
                              : Tr::tr("The entry for %1 links to prior versions (memento, "
                                       "timegate or timemap) but has no <lastmod>. <lastmod> "
                                       "may be given with such links, and helps a Destination "
                                       "find the matching version.")
                                    .arg(entry.trimmedLoc()),
                     entry.position, judges10 ? Severity::Error : Severity::Info);
}

} // namespace linkrules

namespace {

using linkrules::LinkChecker;

void check(ValidationContext &context)
{
    if (context.type() == DocumentType::Unknown)
        return;
    LinkChecker(context).run();
}

QStringList ruleIds()
{
    return {
        QStringLiteral("LNK-001"), QStringLiteral("LNK-002"), QStringLiteral("LNK-003"),
        QStringLiteral("LNK-004"), QStringLiteral("LNK-005"), QStringLiteral("LNK-006"),
        QStringLiteral("LNK-007"), QStringLiteral("LNK-008"), QStringLiteral("LNK-009"),
        QStringLiteral("LNK-010"), QStringLiteral("LNK-011"), QStringLiteral("LNK-012"),
        QStringLiteral("LNK-013"), QStringLiteral("LNK-014"), QStringLiteral("LNK-015"),
        QStringLiteral("LNK-016"), QStringLiteral("LNK-018"), QStringLiteral("NAV-007"),
    };
}

} // namespace

const RuleGroup rules::links {"links", ruleIds, check};

} // namespace rsi
