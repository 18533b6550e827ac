// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What each relation type of a url-level link asks for (§14.2 .. §14.6):
// contents (LNK-018), patches (LNK-006), mirrors (LNK-002, LNK-003),
// alternates (LNK-005), metadata records (LNK-008), mementos (LNK-010) and
// TimeGates (LNK-012). The walk that calls these is in linkrules.cpp.
#include "linkrules_p.h"
#include "syntax_p.h"

#include <QHash>

#include <algorithm>

namespace rsi::linkrules {

namespace {

using syntax::quoted;

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

} // namespace

// LNK-018: contents links only lead from a dump's package to its manifest.
void LinkChecker::checkContents(const Link &link)
{
    if (m_scope == LinkScope::ContentsOnly || m_scope == LinkScope::Unchecked)
        return;
    m_context.report(u"LNK-018",
                     Tr::tr("A rel=\"contents\" link to %1 appears in a %2. Contents links lead "
                            "from a package in a Resource Dump or Change Dump to its manifest; "
                            "elsewhere they have no defined meaning.")
                         .arg(quoted(trimmedHref(link)), m_context.typeName()),
                     link.position);
}

// LNK-002 (a mirror's URI) and LNK-003 (a mirror repeats no rs:md values).
void LinkChecker::checkMirror(const Entry &entry, const Link &link)
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
            contradicting.append(Tr::tr("%1=\"%2\" where the entry has \"%3\"")
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
void LinkChecker::checkAlternate(const Link &link)
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
void LinkChecker::checkPatch(const Link &link)
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
        m_context.report(u"LNK-006",
                         Tr::tr("The patch link to %1 has no path. In a Change Dump Manifest a "
                                "patch link must give the path of the patch inside the package.")
                             .arg(quoted(href)),
                         link.position);
    }
}

bool LinkChecker::isKnownPatchType(const QString &type)
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
void LinkChecker::checkMetadataLink(const Entry &entry, const Link &link)
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
    const bool linkedBack = std::any_of(targets.cbegin(), targets.cend(), [&](qsizetype target) {
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
QList<qsizetype> LinkChecker::entriesWithLoc(const QString &loc)
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
void LinkChecker::checkMemento(const Entry &entry, const Link &link)
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
                mismatches.append(Tr::tr("%1 is \"%2\" but the entry's is \"%3\"")
                                      .arg(name.toString(), quoted(*value), quoted(*entryValue)));
            }
        }
    }
    if (mismatches.isEmpty())
        return;
    m_context.report(u"LNK-010",
                     Tr::tr("The memento link to %1 does not match the entry it belongs to: %2. "
                            "The memento is the version of the last modification, so its "
                            "modified time and representation should be the entry's.")
                         .arg(quoted(trimmedHref(link)), mismatches.join(QStringLiteral("; "))),
                     link.position);
}

// LNK-012: a TimeGate is given by rel and href alone.
void LinkChecker::checkTimeGate(const Link &link)
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

} // namespace rsi::linkrules
