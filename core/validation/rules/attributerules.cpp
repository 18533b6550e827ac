// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The syntax of rs:md and rs:ln attribute values (catalogue section 3) on
// every rs:md and rs:ln of the document, root and url level, plus <lastmod>:
// W3C Datetime (ATT-001/002/021), hash, length, type, encoding, path, pri,
// href and rel, empty values (ATT-023), and how attributes are named
// (GEN-019 unprefixed RS attributes, GEN-020 prefixed extensions).
//
// Where an attribute may appear is the profile's business (ATT-005/006/015/
// 016, TA-001); this group judges the value wherever it appears, except for
// change, which has a meaning only where it is used (CL and CDM entries).
//
// This file walks the attributes and judges their names; the checks of the
// values are in representationvalues.cpp and timeandlinkvalues.cpp.
#include "attributevalues_p.h"
#include "characters_p.h"
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <algorithm>

namespace rsi {

namespace {

using namespace characters; // NOLINT: small ASCII predicates, read unqualified
using syntax::quoted;
using namespace attributevalues; // NOLINT: the value checks, read unqualified

constexpr QStringView resourceSyncNamespace = u"http://www.openarchives.org/rs/terms/";

// The attributes ResourceSync defines on rs:md and rs:ln, recognised once
// per attribute by length and text (no string table scans per entry).
enum class Name {
    Other,
    Capability,
    At,
    Completed,
    From,
    Until,
    Change,
    Datetime,
    Hash,
    Length,
    Type,
    Encoding,
    Path,
    Href,
    Rel,
    Pri,
    Modified
};

Name nameOf(QStringView name)
{
    switch (name.size()) {
    case 2:
        return name == u"at" ? Name::At : Name::Other;
    case 3:
        return name == u"rel" ? Name::Rel : name == u"pri" ? Name::Pri : Name::Other;
    case 4:
        if (name == u"hash")
            return Name::Hash;
        if (name == u"type")
            return Name::Type;
        if (name == u"path")
            return Name::Path;
        if (name == u"from")
            return Name::From;
        return name == u"href" ? Name::Href : Name::Other;
    case 5:
        return name == u"until" ? Name::Until : Name::Other;
    case 6:
        if (name == u"length")
            return Name::Length;
        return name == u"change" ? Name::Change : Name::Other;
    case 8:
        if (name == u"encoding")
            return Name::Encoding;
        if (name == u"datetime")
            return Name::Datetime;
        return name == u"modified" ? Name::Modified : Name::Other;
    case 9:
        return name == u"completed" ? Name::Completed : Name::Other;
    case 10:
        return name == u"capability" ? Name::Capability : Name::Other;
    default:
        return Name::Other;
    }
}

enum class Element { Metadata, Link };

bool isDefinedFor(Name name, Element element)
{
    switch (name) {
    case Name::Other:
        return false;
    case Name::Hash:
    case Name::Length:
    case Name::Type:
    case Name::Encoding:
    case Name::Path:
        return true;
    case Name::Href:
    case Name::Rel:
    case Name::Pri:
    case Name::Modified:
        return element == Element::Link;
    case Name::Capability:
    case Name::At:
    case Name::Completed:
    case Name::From:
    case Name::Until:
    case Name::Change:
    case Name::Datetime:
        return element == Element::Metadata;
    }
    return false;
}

bool isBlank(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return isXmlSpace(c.unicode()); });
}

// ------------------------------------------------------ attribute names

// GEN-019/GEN-020 for one attribute; true when the attribute is a defined
// unprefixed one whose value should be checked.
bool checkName(ValidationContext &context, const Attribute &attribute, Name name, Element element,
               SourcePosition position)
{
    const bool defined = isDefinedFor(name, element);
    const QString elementName
        = element == Element::Metadata ? QStringLiteral("<rs:md>") : QStringLiteral("<rs:ln>");
    if (attribute.isUnprefixed()) {
        if (defined)
            return true;
        context.report(
            u"GEN-020",
            Tr::tr("%1 has the attribute %2=\"%3\", which ResourceSync does not define "
                   "for it. An extension attribute must carry a prefix bound to its "
                   "own namespace (e.g. ex:%2).")
                .arg(elementName, quoted(attribute.localName()), quoted(attribute.value)),
            position);
        return false;
    }
    if (!syntax::isResourceSyncLike(attribute.namespaceUri))
        return false; // an extension attribute in its own namespace, or xml:*
    if (defined) {
        context.report(
            u"GEN-019",
            Tr::tr("%1 has the attribute %2; ResourceSync attributes are written without "
                   "a prefix: %3=\"%4\".")
                .arg(elementName, quoted(attribute.qualifiedName), quoted(attribute.localName()),
                     quoted(attribute.value)),
            position);
    } else {
        context.report(
            u"GEN-020",
            Tr::tr("%1 has the attribute %2 in the ResourceSync namespace, which defines "
                   "no such attribute. An extension attribute must be in a namespace "
                   "of its own.")
                .arg(elementName, quoted(attribute.qualifiedName)),
            position);
    }
    return false;
}

void checkMetadata(ValidationContext &context, const Metadata &metadata, bool entryLevel)
{
    const DocumentType type = context.type();
    const bool changeUsed = entryLevel
        && (type == DocumentType::ChangeList || type == DocumentType::ChangeDumpManifest);
    for (const Attribute &attribute : metadata.attributes.all()) {
        const Name name = nameOf(attribute.localName());
        if (!checkName(context, attribute, name, Element::Metadata, metadata.position))
            continue;
        const QString &value = attribute.value;
        if (isBlank(value)) {
            context.report(u"ATT-023",
                           Tr::tr("<rs:md> has %1=\"%2\": an attribute that ResourceSync defines "
                                  "never has an empty value. Give a value or leave it out.")
                               .arg(attribute.localName(), quoted(value)),
                           metadata.position);
            continue;
        }
        switch (name) {
        case Name::At:
        case Name::Completed:
        case Name::From:
        case Name::Until:
        case Name::Datetime:
            checkTime(context, attribute.localName(), value, TimeUse::Attribute, metadata.position);
            break;
        case Name::Hash:
            checkHash(context, value, metadata.position);
            break;
        case Name::Length:
            checkLength(context, value, metadata.position);
            break;
        case Name::Type:
            checkType(context, value, metadata.position);
            break;
        case Name::Encoding:
            checkEncoding(context, value, metadata.position);
            break;
        case Name::Path:
            checkPath(context, value, metadata.position);
            break;
        case Name::Change:
            if (changeUsed && value != u"created" && value != u"updated" && value != u"deleted") {
                context.report(u"ATT-006",
                               Tr::tr("change=\"%1\" is not a defined change. It must be created, "
                                      "updated or deleted, in lower case.")
                                   .arg(quoted(value)),
                               metadata.position);
            }
            break;
        default:
            // capability: ATT-004 at the root (generic rules); per entry SD-005/CAP-006.
            break;
        }
    }
}

void checkLink(ValidationContext &context, const Link &link, bool entryLevel)
{
    for (const Attribute &attribute : link.attributes.all()) {
        const Name name = nameOf(attribute.localName());
        if (!checkName(context, attribute, name, Element::Link, link.position))
            continue;
        const QString &value = attribute.value;
        if (isBlank(value)) {
            if (name == Name::Href || name == Name::Rel)
                continue; // reported below as missing
            context.report(u"ATT-023",
                           Tr::tr("<rs:ln> has %1=\"%2\": an attribute that ResourceSync defines "
                                  "never has an empty value. Give a value or leave it out.")
                               .arg(attribute.localName(), quoted(value)),
                           link.position);
            continue;
        }
        switch (name) {
        case Name::Href:
            checkHref(context, value, link.position);
            break;
        case Name::Rel:
            checkRel(context, value, entryLevel, link.position);
            break;
        case Name::Modified:
            checkTime(context, attribute.localName(), value, TimeUse::Modified, link.position);
            break;
        case Name::Hash:
            checkHash(context, value, link.position);
            break;
        case Name::Length:
            checkLength(context, value, link.position);
            break;
        case Name::Type:
            checkType(context, value, link.position);
            break;
        case Name::Encoding:
            checkEncoding(context, value, link.position);
            break;
        case Name::Path:
            checkPath(context, value, link.position);
            break;
        case Name::Pri:
            checkPri(context, value, link.position);
            break;
        default:
            break;
        }
    }
    const std::optional<QString> href = link.href();
    if ((!href && !syntax::hasPrefixedResourceSync(link.attributes, u"href"))
        || (href && isBlank(*href))) {
        context.report(u"ATT-018",
                       href ? Tr::tr("<rs:ln> has an empty href. Every link must give the URI it "
                                     "points to.")
                            : Tr::tr("<rs:ln> has no href. Every link must give the URI it points "
                                     "to."),
                       link.position);
    }
    const std::optional<QString> rel = link.rel();
    if ((!rel && !syntax::hasPrefixedResourceSync(link.attributes, u"rel"))
        || (rel && isBlank(*rel))) {
        context.report(u"ATT-019",
                       rel ? Tr::tr("<rs:ln> has an empty rel. Every link must say how it relates, "
                                    "e.g. rel=\"up\".")
                           : Tr::tr("<rs:ln> has no rel. Every link must say how it relates, e.g. "
                                    "rel=\"up\"."),
                       link.position);
    }
}

// ATT-022: representation attributes on a generic URI with alternates.
// In a Resource Dump Manifest RDM-014 says the same, with advice that fits
// manifests, so it is not repeated here.
void checkRepresentationAttributes(ValidationContext &context, const Entry &entry)
{
    if (!entry.metadata || context.type() == DocumentType::ResourceDumpManifest)
        return;
    const bool hasAlternate
        = std::any_of(entry.links.cbegin(), entry.links.cend(),
                      [](const Link &link) { return link.hasRel(u"alternate"); });
    if (!hasAlternate)
        return;
    static constexpr QStringView representation[]
        = {u"encoding", u"hash", u"length", u"path", u"type"};
    QStringList present;
    for (QStringView name : representation) {
        if (entry.metadata->attributes.has(name))
            present.append(name.toString());
    }
    if (present.isEmpty())
        return;
    context.report(
        u"ATT-022",
        Tr::tr("%1 has alternate representations (rel=\"alternate\"), so it is a generic "
               "URI; its rs:md attributes %2 describe only one of its representations.")
            .arg(quoted(entry.trimmedLoc()), present.join(QStringLiteral(", "))),
        entry.metadata->position);
}

void check(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.metadata)
        checkMetadata(context, *document.metadata, false);
    for (const Link &link : document.links)
        checkLink(context, link, false);
    for (const Entry &entry : document.entries) {
        if (entry.lastmod) {
            checkTime(context, QStringLiteral("<lastmod>"), *entry.lastmod, TimeUse::Lastmod,
                      entry.lastmodPosition);
        }
        if (entry.metadata)
            checkMetadata(context, *entry.metadata, true);
        for (const Link &link : entry.links)
            checkLink(context, link, true);
        checkRepresentationAttributes(context, entry);
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("ATT-001"), QStringLiteral("ATT-002"), QStringLiteral("ATT-006"),
        QStringLiteral("ATT-007"), QStringLiteral("ATT-008"), QStringLiteral("ATT-009"),
        QStringLiteral("ATT-010"), QStringLiteral("ATT-012"), QStringLiteral("ATT-013"),
        QStringLiteral("ATT-014"), QStringLiteral("ATT-017"), QStringLiteral("ATT-018"),
        QStringLiteral("ATT-019"), QStringLiteral("ATT-020"), QStringLiteral("ATT-021"),
        QStringLiteral("ATT-022"), QStringLiteral("ATT-023"), QStringLiteral("GEN-019"),
        QStringLiteral("GEN-020"),
    };
}

} // namespace

const RuleGroup rules::attributes {"attributes", ruleIds, check};

} // namespace rsi
