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
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>

#include <algorithm>

namespace rsi {

namespace {

using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

constexpr QStringView patchRelation = u"http://www.openarchives.org/rs/terms/patch";
constexpr int defaultPriority = 999'999;

// Which url-level links a document type defines (§7, §14.1).
enum class LinkScope {
    RelatedResources, // RL, RDM, CL, CDM: any link to related resources
    ContentsOnly, // RD, CD: only contents
    DescribedByOnly, // SD: only describedby
    IndexOnly, // framework notifications: only index (FN §3)
    None, // indexes, Capability Lists: none defined
    Unchecked, // extension documents
};

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

QString trimmedHref(const Link &link)
{
    return link.href().value_or(QString()).trimmed();
}

// "alg:digest" tokens by algorithm, lower case; malformed tokens are skipped
// (ATT-007 reports them).
QHash<QString, QString> hashesByAlgorithm(const QString &hash)
{
    QHash<QString, QString> result;
    const QStringList tokens = hash.simplified().split(u' ', Qt::SkipEmptyParts);
    for (const QString &token : tokens) {
        const qsizetype colon = token.indexOf(u':');
        if (colon <= 0)
            continue;
        result.insert(token.left(colon).toLower(), token.mid(colon + 1).toLower());
    }
    return result;
}

// One of the representation attributes that a link and the entry's rs:md
// both give, with different values. Values that cannot be compared (bad
// syntax) are the attribute rules' business and count as equal here.
bool contradicts(QStringView name, const QString &linkValue, const QString &entryValue)
{
    if (name == u"hash") {
        const QHash<QString, QString> linkHashes = hashesByAlgorithm(linkValue);
        const QHash<QString, QString> entryHashes = hashesByAlgorithm(entryValue);
        for (auto it = linkHashes.cbegin(); it != linkHashes.cend(); ++it) {
            const auto other = entryHashes.constFind(it.key());
            if (other != entryHashes.cend() && *other != it.value())
                return true;
        }
        return false;
    }
    if (name == u"length") {
        bool linkOk = false;
        bool entryOk = false;
        const qint64 linkLength = linkValue.trimmed().toLongLong(&linkOk);
        const qint64 entryLength = entryValue.trimmed().toLongLong(&entryOk);
        return linkOk && entryOk && linkLength != entryLength;
    }
    if (name == u"type")
        return syntax::mediaTypeEssence(linkValue) != syntax::mediaTypeEssence(entryValue);
    return linkValue.trimmed().compare(entryValue.trimmed(), Qt::CaseInsensitive) != 0;
}

constexpr QStringView representationAttributes[] = {u"hash", u"length", u"type", u"encoding"};

bool hasLinkTo(const Entry &entry, QStringView relation, const QString &href)
{
    return std::any_of(entry.links.cbegin(), entry.links.cend(), [&](const Link &link) {
        return link.hasRel(relation) && trimmedHref(link) == href;
    });
}

bool hasLink(const Entry &entry, QStringView relation)
{
    return std::any_of(entry.links.cbegin(), entry.links.cend(),
                       [relation](const Link &link) { return link.hasRel(relation); });
}

// Links a document type does not define, gathered per relation (LNK-001).
struct UndefinedRelation
{
    QString relation;
    qsizetype count = 0;
    Link first; // a copy: entries are read one at a time
};

class LinkChecker final
{
public:
    explicit LinkChecker(ValidationContext &context)
        : m_context(context)
        , m_document(context.document())
        , m_type(context.type())
        , m_scope(linkScope(m_type))
    { }

    void run()
    {
        checkRootIndexLinks();
        for (const Entry &entry : m_document.entries) {
            if (!entry.links.isEmpty())
                checkEntry(entry);
        }
        reportUndefinedRelations();
    }

private:
    // NAV-007: an index link belongs at the root of a <urlset>.
    void checkRootIndexLinks()
    {
        if (!m_document.isIndex())
            return;
        for (const Link *link : m_document.rootLinks(u"index")) {
            m_context.report(
                u"NAV-007",
                Tr::tr("This index (<sitemapindex>) has a rel=\"index\" link to %1. An "
                       "index link leads from a list to the index that groups it; "
                       "indexes of indexes are not defined.")
                    .arg(quoted(trimmedHref(*link))),
                link->position);
        }
    }

    void checkEntry(const Entry &entry)
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
                    m_context.report(
                        u"LNK-008",
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
                    m_context.report(
                        u"LNK-009",
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
                    m_context.report(
                        u"LNK-016",
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

    // LNK-018: contents links only lead from a dump's package to its manifest.
    void checkContents(const Link &link)
    {
        if (m_scope == LinkScope::ContentsOnly || m_scope == LinkScope::Unchecked)
            return;
        m_context.report(
            u"LNK-018",
            Tr::tr("A rel=\"contents\" link to %1 appears in a %2. Contents links lead "
                   "from a package in a Resource Dump or Change Dump to its manifest; "
                   "elsewhere they have no defined meaning.")
                .arg(quoted(trimmedHref(link)), m_context.typeName()),
            link.position);
    }

    // LNK-001: the relation types a document type defines at entry level.
    bool defines(const Link &link) const
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

    bool isDefinedHere(const Link &link, const QString &relation)
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

    void reportUndefinedRelations()
    {
        for (const UndefinedRelation &undefined : std::as_const(m_undefined)) {
            QString message;
            switch (m_scope) {
            case LinkScope::ContentsOnly:
                message
                    = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). At entry level a %1 defines only rel=\"contents\"; a "
                             "Destination may ignore other links.");
                break;
            case LinkScope::DescribedByOnly:
                message
                    = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). At entry level a %1 defines only rel=\"describedby\"; a "
                             "Destination may ignore other links.");
                break;
            case LinkScope::IndexOnly:
                message
                    = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
                             "%4). At entry level a %1 defines only rel=\"index\", to the index "
                             "the changed document belongs to; a Destination may ignore other "
                             "links.");
                break;
            default:
                message
                    = Tr::tr("Entries of this %1 carry rel=\"%2\" links (%3 in all, the first to "
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

    // LNK-002 (a mirror's URI) and LNK-003 (a mirror repeats no rs:md values).
    void checkMirror(const Entry &entry, const Link &link)
    {
        const QString href = trimmedHref(link);
        const QString scheme = syntax::schemeOf(href);
        if (!scheme.isEmpty() && scheme != u"http" && scheme != u"https") {
            m_context.report(u"LNK-002",
                             Tr::tr("The mirror %1 uses the %2: scheme. Mirrors may use any "
                                    "protocol, but this application can only fetch http and https "
                                    "mirrors; it uses the others' <loc> instead.")
                                 .arg(quoted(href), scheme),
                             link.position, Severity::Info);
        }
        checkNotSelf(entry, link, u"LNK-002",
                     Tr::tr("The mirror link of %1 points to %1 itself. A duplicate link gives the "
                            "URI of a copy at another location."),
                     Severity::Warning);

        QStringList repeated;
        QStringList contradicting;
        for (QStringView name : representationAttributes) {
            const std::optional<QString> value = link.attributes.value(name);
            if (!value)
                continue;
            repeated.append(name.toString());
            const std::optional<QString> entryValue
                = entry.metadata ? entry.metadata->attributes.value(name) : std::nullopt;
            if (entryValue && contradicts(name, *value, *entryValue)) {
                contradicting.append(
                    Tr::tr("%1=\"%2\" where the entry has \"%3\"")
                        .arg(name.toString(), quoted(*value), quoted(*entryValue)));
            }
        }
        if (!contradicting.isEmpty()) {
            m_context.report(u"LNK-003",
                             Tr::tr("The mirror link to %1 contradicts the entry's rs:md: %2. A "
                                    "mirror is an identical copy, so it cannot differ.")
                                 .arg(quoted(href), contradicting.join(QStringLiteral("; "))),
                             link.position, Severity::Error);
        } else if (!repeated.isEmpty()) {
            m_context.report(u"LNK-003",
                             Tr::tr("The mirror link to %1 repeats %2. Mirror copies are identical "
                                    "to the resource, so these attributes should be left out of "
                                    "duplicate links.")
                                 .arg(quoted(href), repeated.join(QStringLiteral(", "))),
                             link.position, Severity::Warning);
        }
    }

    // LNK-005: an alternate representation names its media type.
    void checkAlternate(const Link &link)
    {
        if (link.type())
            return;
        m_context.report(u"LNK-005",
                         Tr::tr("The alternate link to %1 has no type. Give the media type of the "
                                "alternate representation, so that a Destination can choose one.")
                             .arg(quoted(trimmedHref(link))),
                         link.position, Severity::Warning);
    }

    // LNK-006: patches only in Change Lists and Change Dump Manifests, with a
    // media type, and in a manifest with the path of the patch in the package.
    void checkPatch(const Link &link)
    {
        const QString href = trimmedHref(link);
        if (m_scope != LinkScope::Unchecked && m_type != DocumentType::ChangeList
            && m_type != DocumentType::ChangeDumpManifest) {
            m_context.report(u"LNK-006",
                             Tr::tr("A patch link to %1 appears in a %2. Patches describe changes, "
                                    "so they are allowed only in Change Lists and Change Dump "
                                    "Manifests.")
                                 .arg(quoted(href), m_context.typeName()),
                             link.position);
            return;
        }
        const std::optional<QString> type = link.type();
        if (!type || type->trimmed().isEmpty()) {
            m_context.report(u"LNK-006",
                             Tr::tr("The patch link to %1 has no type. A patch must give its media "
                                    "type, which says how to apply it to the previous version.")
                                 .arg(quoted(href)),
                             link.position);
        } else if (!isKnownPatchType(syntax::mediaTypeEssence(*type))) {
            m_context.report(u"LNK-006",
                             Tr::tr("The patch link to %1 has the media type %2, which this "
                                    "application does not know how to apply; a Destination that "
                                    "does not understand it fetches the full resource from <loc>.")
                                 .arg(quoted(href), quoted(*type)),
                             link.position, Severity::Info);
        }
        if (m_type == DocumentType::ChangeDumpManifest && !link.path()) {
            m_context.report(
                u"LNK-006",
                Tr::tr("The patch link to %1 has no path. In a Change Dump Manifest a "
                       "patch link must give the path of the patch inside the package.")
                    .arg(quoted(href)),
                link.position);
        }
    }

    static bool isKnownPatchType(const QString &type)
    {
        static constexpr QStringView known[] = {
            u"application/json-patch+json",
            u"application/json-patch",
            u"application/merge-patch+json",
            u"application/patch-ops-error+xml",
            u"text/x-diff",
            u"text/x-patch",
            u"application/vcdiff",
        };
        return std::find(std::begin(known), std::end(known), type) != std::end(known);
    }

    // LNK-008: a resource and its metadata record, when both are listed here,
    // link to each other.
    void checkMetadataLink(const Entry &entry, const Link &link)
    {
        const QString href = trimmedHref(link);
        const QString loc = entry.trimmedLoc();
        if (href.isEmpty() || loc.isEmpty() || href == loc)
            return;
        const QList<qsizetype> targets = entriesWithLoc(href);
        if (targets.isEmpty())
            return;
        const bool describedBy = link.hasRel(u"describedby");
        const QStringView reverse = describedBy ? u"describes" : u"describedby";
        const bool linkedBack
            = std::any_of(targets.cbegin(), targets.cend(), [&](qsizetype target) {
                  return hasLinkTo(m_document.entries.at(target), reverse, loc);
              });
        if (linkedBack)
            return;
        m_context.report(u"LNK-008",
                         describedBy
                             ? Tr::tr("%1 links to its metadata record %2 (describedby), and %2 is "
                                      "listed in this document, but its entry has no "
                                      "rel=\"describes\" link back to %1.")
                                   .arg(loc, quoted(href))
                             : Tr::tr("The metadata record %1 links to %2 (describes), and %2 is "
                                      "listed in this document, but its entry has no "
                                      "rel=\"describedby\" link back to %1.")
                                   .arg(loc, quoted(href)),
                         link.position, Severity::Warning);
    }

    // The indexes of the entries whose <loc> is loc.
    QList<qsizetype> entriesWithLoc(const QString &loc)
    {
        if (!m_locIndexBuilt) {
            m_locIndexBuilt = true;
            m_entriesByLoc.reserve(m_document.entries.size());
            for (auto next = m_document.entries.begin(); next != m_document.entries.end(); ++next)
                m_entriesByLoc[next->trimmedLoc()].append(next.index());
        }
        return m_entriesByLoc.value(loc);
    }

    // LNK-010: the memento is the version last modified at <lastmod>, and
    // its representation is the one the entry describes.
    void checkMemento(const Entry &entry, const Link &link)
    {
        QStringList mismatches;
        const W3cDatetime modified = ValidationContext::parseTime(link.modified());
        if (modified.valid) {
            QString referenceName = QStringLiteral("<lastmod>");
            std::optional<QString> referenceText = entry.lastmod;
            W3cDatetime reference = ValidationContext::parseTime(referenceText);
            if (!reference.valid && !m_context.judges10() && entry.metadata) {
                referenceName = QStringLiteral("datetime");
                referenceText = entry.metadata->datetime();
                reference = ValidationContext::parseTime(referenceText);
            }
            if (reference.valid) {
                if (modified.isReducedPrecision() || reference.isReducedPrecision())
                    m_context.noteImpreciseComparison(link.position);
                if (modified.msecsSinceEpoch != reference.msecsSinceEpoch) {
                    mismatches.append(
                        Tr::tr("modified is %1 but the entry's %2 is %3")
                            .arg(quoted(*link.modified()), referenceName, quoted(*referenceText)));
                }
            }
        }
        if (entry.metadata) {
            for (QStringView name :
                 {QStringView(u"hash"), QStringView(u"length"), QStringView(u"type")}) {
                const std::optional<QString> value = link.attributes.value(name);
                const std::optional<QString> entryValue = entry.metadata->attributes.value(name);
                if (value && entryValue && contradicts(name, *value, *entryValue)) {
                    mismatches.append(
                        Tr::tr("%1 is \"%2\" but the entry's is \"%3\"")
                            .arg(name.toString(), quoted(*value), quoted(*entryValue)));
                }
            }
        }
        if (mismatches.isEmpty())
            return;
        m_context.report(
            u"LNK-010",
            Tr::tr("The memento link to %1 does not match the entry it belongs to: %2. "
                   "The memento is the version of the last modification, so its "
                   "modified time and representation should be the entry's.")
                .arg(quoted(trimmedHref(link)), mismatches.join(QStringLiteral("; "))),
            link.position);
    }

    // LNK-012: a TimeGate is given by rel and href alone.
    void checkTimeGate(const Link &link)
    {
        static constexpr QStringView meaningless[]
            = {u"encoding", u"hash", u"length", u"modified", u"path", u"pri", u"type"};
        QStringList present;
        for (const Attribute &attribute : link.attributes.all()) {
            if (attribute.isUnprefixed()
                && std::find(std::begin(meaningless), std::end(meaningless), attribute.localName())
                    != std::end(meaningless)) {
                present.append(attribute.localName());
            }
        }
        if (present.isEmpty())
            return;
        m_context.report(u"LNK-012",
                         Tr::tr("The timegate link to %1 has %2. These attributes are meaningless "
                                "for a TimeGate, which only negotiates versions; give rel and href "
                                "only.")
                             .arg(quoted(trimmedHref(link)), present.join(QStringLiteral(", "))),
                         link.position);
    }

    // A link whose relation type names another resource, pointing to <loc>.
    void checkNotSelf(const Entry &entry, const Link &link, QStringView ruleId,
                      const QString &message, std::optional<Severity> severity = std::nullopt)
    {
        const QString loc = entry.trimmedLoc();
        if (loc.isEmpty() || trimmedHref(link) != loc)
            return;
        m_context.report(ruleId, message.arg(loc), link.position, severity);
    }

    // LNK-004: links that share a relation type are ordered by pri; equal
    // priorities leave the order open unless the media types tell them apart.
    void checkAmbiguousPriorities(const Entry &entry)
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
                    && syntax::mediaTypeEssence(*firstType)
                        != syntax::mediaTypeEssence(*secondType))
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

    static std::optional<int> effectivePriority(const Link &link)
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
    void reportPriorVersionsWithoutLastmod(const Entry &entry)
    {
        const bool judges10 = m_context.judges10();
        if (judges10
            && (m_type == DocumentType::ChangeList || m_type == DocumentType::ChangeDumpManifest))
            return;
        m_context.report(u"LNK-011",
                         judges10
                             ? Tr::tr("The entry for %1 links to prior versions (memento, "
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

    ValidationContext &m_context;
    const Document &m_document;
    const DocumentType m_type;
    const LinkScope m_scope;
    QList<UndefinedRelation> m_undefined;
    QHash<QString, QList<qsizetype>> m_entriesByLoc;
    bool m_locIndexBuilt = false;
};

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
