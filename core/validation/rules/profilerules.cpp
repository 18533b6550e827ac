// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Applies a document type's TypeProfile: the mandatory up link, <loc> in every
// entry, the url-level rs:md where it is mandatory, the Appendix A matrix for
// root and entry attributes, the placement of capability/change/path/datetime,
// and the size limits. Which rule id names which fault is decided by the
// profile table, so the type-specific rule groups only judge semantics.
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/typeprofile.h"
#include "validation/validationcontext.h"

#include <QHash>
#include <QUrl>

namespace rsi {

namespace {

using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

struct ExpectedShape
{
    QStringView capability;
    bool index;
    QStringView ruleId;
};

// The X-001 rules ("the root is <urlset> and capability is ..."): they can
// only fail when the caller says what the document should be.
void checkExpectedType(ValidationContext &context)
{
    const ValidationOptions &options = context.options();
    if (!options.expectedCapability)
        return;
    static const ExpectedShape shapes[] = {
        {u"description", false, u"SD-001"},          {u"description", true, u"SD-010"},
        {u"capabilitylist", false, u"CAP-001"},      {u"resourcelist", false, u"RL-001"},
        {u"resourcelist", true, u"RLI-001"},         {u"resourcedump", false, u"RD-001"},
        {u"resourcedump", true, u"RDI-001"},         {u"resourcedump-manifest", false, u"RDM-003"},
        {u"changelist", false, u"CL-001"},           {u"changelist", true, u"CLI-001"},
        {u"changedump", false, u"CD-001"},           {u"changedump", true, u"CDI-001"},
        {u"changedump-manifest", false, u"CDM-002"},
    };
    const Document &document = context.document();
    const QString capability = document.capability().value_or(QString());
    for (const ExpectedShape &shape : shapes) {
        if (shape.capability != *options.expectedCapability || shape.index != options.expectIndex)
            continue;
        if (capability == shape.capability && document.isIndex() == shape.index)
            return;
        context.report(
            shape.ruleId,
            Tr::tr("This document was expected to be a <%1> with capability=\"%2\", but it "
                   "is a <%3> with capability=\"%4\".")
                .arg(shape.index ? u"sitemapindex" : u"urlset", shape.capability, document.rootName,
                     quoted(capability)),
            document.metadata ? document.metadata->position : document.rootPosition);
        return;
    }
}

void checkWellKnownUri(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.url.path() != u"/.well-known/resourcesync")
        return;
    const DocumentType type = context.type();
    if (type == DocumentType::SourceDescription || type == DocumentType::SourceDescriptionIndex)
        return;
    context.report(
        u"DISC-003",
        Tr::tr("The document at the well-known URI /.well-known/resourcesync is a %1; it "
               "must be a Source Description (capability=\"description\").")
            .arg(context.typeName()),
        document.rootPosition);
}

void checkUpLinks(ValidationContext &context, const TypeProfile &profile)
{
    const Document &document = context.document();
    const QList<const Link *> ups = document.rootLinks(u"up");
    const DocumentType type = context.type();
    if (ups.isEmpty() && !profile.upRule.isEmpty()) {
        // A Capability List (and its index) belongs to a Source Description;
        // everything below it belongs to a Capability List.
        const bool underSourceDescription
            = type == DocumentType::CapabilityList || type == DocumentType::CapabilityListIndex;
        context.report(
            profile.upRule,
            underSourceDescription
                ? Tr::tr("The %1 has no <rs:ln rel=\"up\"> at its root. It must link up to the "
                         "Source Description it belongs to, so that a Destination can navigate.")
                      .arg(context.typeName())
                : Tr::tr("The %1 has no <rs:ln rel=\"up\"> at its root. It must link up to the "
                         "Capability List it belongs to, so that a Destination can navigate.")
                      .arg(context.typeName()),
            document.metadata ? document.metadata->position : document.rootPosition);
    }
    // Source Descriptions have no up link to be ambiguous: SD-008 reports
    // any up link there, the index's included.
    if (ups.size() > 1 && type != DocumentType::SourceDescription
        && type != DocumentType::SourceDescriptionIndex) {
        context.report(
            u"NAV-001",
            Tr::tr("There are %1 <rs:ln rel=\"up\"> links at the root; there must be exactly "
                   "one, or navigation is ambiguous.")
                .arg(ups.size()),
            ups.at(1)->position);
    }
}

// The end attribute that makes `start` necessary: until for from,
// completed for at.
QStringView endCompanionOf(QStringView start)
{
    if (start == u"from")
        return u"until";
    if (start == u"at")
        return u"completed";
    return {};
}

bool hasEndCompanion(const Metadata &metadata, QStringView start)
{
    const QStringView end = endCompanionOf(start);
    return !end.isEmpty() && metadata.attributes.has(end);
}

// Mandatory/Recommended attributes missing and NotUsed ones present.
void checkAttributeUses(ValidationContext &context, const Metadata &metadata,
                        const QList<AttributeRule> &rules, const QString &where)
{
    for (const AttributeRule &rule : rules) {
        if (rule.ruleId.isEmpty())
            continue;
        const bool written = metadata.attributes.has(rule.name);
        // rs:at="..." is the attribute written with a prefix: GEN-019 says
        // so, and reporting it missing as well would name one fault twice.
        const bool present
            = written || syntax::hasPrefixedResourceSync(metadata.attributes, rule.name);
        switch (rule.use) {
        case AttributeUse::Mandatory:
            if (!present) {
                context.report(
                    rule.ruleId,
                    Tr::tr("The %1 <rs:md> has no %2 attribute, which is mandatory in a %3.")
                        .arg(where, rule.name, context.typeName()),
                    metadata.position, rule.severity);
            }
            break;
        case AttributeUse::Recommended:
            // until without from (completed without at) is one fault, and the
            // time rules name it (TA-003/TA-002, an error): the missing start
            // is what makes the end meaningless, so a second, milder finding
            // that the start is merely recommended would only blur it. A
            // Mandatory start stays here (the time rules leave it to us).
            if (!present && !hasEndCompanion(metadata, rule.name)) {
                context.report(
                    rule.ruleId,
                    Tr::tr("The %1 <rs:md> has no %2 attribute, which is recommended in a "
                           "%3.")
                        .arg(where, rule.name, context.typeName()),
                    metadata.position, rule.severity);
            }
            break;
        case AttributeUse::NotUsed:
            if (written) {
                context.report(
                    rule.ruleId,
                    Tr::tr("The %1 <rs:md> has the attribute %2, which a %3 does not use; "
                           "it would mislead a Destination.")
                        .arg(where, rule.name, context.typeName()),
                    metadata.position, rule.severity);
            }
            break;
        case AttributeUse::Optional:
            break;
        }
    }
}

bool profileNames(const QList<AttributeRule> &rules, QStringView name)
{
    return std::any_of(rules.cbegin(), rules.cend(),
                       [name](const AttributeRule &rule) { return rule.name == name; });
}

bool profileAllows(const QList<AttributeRule> &rules, QStringView name)
{
    return std::any_of(rules.cbegin(), rules.cend(), [name](const AttributeRule &rule) {
        return rule.name == name && rule.use != AttributeUse::NotUsed;
    });
}

// The generic placement rules for entry attributes that the profile leaves open.
void checkGenericPlacement(ValidationContext &context, const TypeProfile &profile,
                           const Metadata &metadata)
{
    const DocumentType type = context.type();
    const bool sdOrCapl = type == DocumentType::SourceDescription
        || type == DocumentType::CapabilityList || type == DocumentType::SourceDescriptionIndex
        || type == DocumentType::CapabilityListIndex;
    for (const Attribute &attribute : metadata.attributes.all()) {
        if (!attribute.isUnprefixed())
            continue;
        const QString name = attribute.localName();
        // Where datetime belongs (Change Lists, Change Dump Manifests), 1.0
        // readers are warned that they do not know it; elsewhere it is
        // misplaced in any version, and the placement rule alone says so.
        if (name == u"datetime" && context.judges10() && profileAllows(profile.entry, name)) {
            context.report(
                u"ATT-016",
                Tr::tr("datetime is an attribute of ResourceSync 1.1; a Destination that "
                       "implements 1.0 does not know it."),
                metadata.position, Severity::Warning);
            continue;
        }
        if (profileNames(profile.entry, name))
            continue;
        if (name == u"capability") {
            context.report(u"ATT-005",
                           Tr::tr("The entry's <rs:md> has a capability attribute. Only the "
                                  "entries of Source Descriptions and Capability Lists name a "
                                  "capability; in a %1 it has no meaning.")
                               .arg(context.typeName()),
                           metadata.position);
        } else if (name == u"change") {
            context.report(u"ATT-006",
                           Tr::tr("The entry's <rs:md> has a change attribute; change is used only "
                                  "in Change Lists and Change Dump Manifests, not in a %1.")
                               .arg(context.typeName()),
                           metadata.position);
        } else if (name == u"path") {
            context.report(u"ATT-015",
                           Tr::tr("The entry's <rs:md> has a path attribute; path is used only in "
                                  "Resource Dump and Change Dump Manifests, not in a %1.")
                               .arg(context.typeName()),
                           metadata.position);
        } else if (name == u"datetime") {
            context.report(
                u"ATT-016",
                Tr::tr("The entry's <rs:md> has a datetime attribute; datetime is used only "
                       "in Change Lists and Change Dump Manifests, not in a %1.")
                    .arg(context.typeName()),
                metadata.position);
        } else if (syntax::isTimeAttribute(name)) {
            context.report(
                u"TA-001",
                Tr::tr("The entry's <rs:md> has the attribute %1, which Appendix A does not "
                       "use in a %2.")
                    .arg(name, context.typeName()),
                metadata.position, sdOrCapl ? Severity::Warning : Severity::Error);
        }
    }
}

void checkRootDatetimeVersion(ValidationContext &context, const Metadata &metadata)
{
    if (context.judges10() && metadata.attributes.has(u"datetime")) {
        context.report(u"ATT-016",
                       Tr::tr("datetime is an attribute of ResourceSync 1.1; a Destination that "
                              "implements 1.0 does not know it."),
                       metadata.position, Severity::Warning);
    }
}

// A document whose capability the inspector does not know (ATT-004 says so)
// has no rules for where its attributes go: judging them would repeat
// ATT-004 in other words ("not used in a Unknown document").
bool judgesPlacement(const ValidationContext &context)
{
    return context.type() != DocumentType::Unknown;
}

void checkLinkPlacement(ValidationContext &context, const Link &link)
{
    if (!judgesPlacement(context))
        return;
    if (link.attributes.has(u"path") && context.type() != DocumentType::ChangeDumpManifest) {
        context.report(u"ATT-015",
                       Tr::tr("An <rs:ln> has a path attribute; on links, path is used only for "
                              "patches inside a Change Dump Manifest, not in a %1.")
                           .arg(context.typeName()),
                       link.position);
    }
}

void checkEntries(ValidationContext &context, const TypeProfile &profile)
{
    const Document &document = context.document();
    QHash<QString, qsizetype> firstIndexOfLoc;
    firstIndexOfLoc.reserve(document.entries.size());
    const QString entryName
        = document.isIndex() ? QStringLiteral("sitemap") : QStringLiteral("url");

    for (const Entry &entry : document.entries) {
        const QString loc = entry.trimmedLoc();
        if (entry.locCount == 0 || loc.isEmpty()) {
            context.report(
                profile.locRule,
                entry.locCount == 0
                    ? Tr::tr("A <%1> has no <loc>. Every entry of a %2 must give the URI "
                             "it stands for in <loc>.")
                          .arg(entryName, context.typeName())
                    : Tr::tr("A <%1> has an empty <loc>. Every entry of a %2 must give "
                             "the URI it stands for in <loc>.")
                          .arg(entryName, context.typeName()),
                entry.locCount == 0 ? entry.position : entry.locPosition, profile.locSeverity);
        } else if (entry.locCount > 1) {
            context.report(u"GEN-010",
                           Tr::tr("A <%1> has %2 <loc> elements; it must have exactly one.")
                               .arg(entryName)
                               .arg(entry.locCount),
                           entry.position);
        }
        if (!loc.isEmpty() && !profile.duplicateLocRule.isEmpty()) {
            const auto it = firstIndexOfLoc.constFind(loc);
            if (it == firstIndexOfLoc.constEnd()) {
                firstIndexOfLoc.insert(loc, 0);
            } else {
                context.report(profile.duplicateLocRule,
                               Tr::tr("%1 is listed more than once; a %2 lists each target once.")
                                   .arg(loc, context.typeName()),
                               entry.locPosition);
            }
        }

        if (!entry.metadata) {
            if (!profile.entryMetadataRule.isEmpty()) {
                const bool mandatory = !profile.entryMetadataSeverity
                    || *profile.entryMetadataSeverity == Severity::Error;
                context.report(profile.entryMetadataRule,
                               mandatory ? Tr::tr("The entry for %1 has no <rs:md>, which is "
                                                  "mandatory in a %2.")
                                               .arg(loc, context.typeName())
                                         : Tr::tr("The entry for %1 has no <rs:md>; one is "
                                                  "recommended in a %2.")
                                               .arg(loc, context.typeName()),
                               entry.position, profile.entryMetadataSeverity);
            }
        } else {
            checkAttributeUses(context, *entry.metadata, profile.entry, Tr::tr("entry's"));
            if (judgesPlacement(context))
                checkGenericPlacement(context, profile, *entry.metadata);
        }
        for (const Link &link : entry.links)
            checkLinkPlacement(context, link);
    }
}

void checkSize(ValidationContext &context, const TypeProfile &profile)
{
    const Document &document = context.document();
    const ValidationOptions &options = context.options();
    const bool resourceList = context.type() == DocumentType::ResourceList;
    if (document.entryCount > options.maxEntries) {
        context.report(
            profile.sizeRule,
            Tr::tr("The document has %1 entries; at most %2 are allowed in one document. "
                   "Split it into several documents grouped by an index.")
                .arg(document.entryCount)
                .arg(options.maxEntries),
            document.rootPosition);
    }
    if (document.byteSize > options.maxBytes) {
        context.report(resourceList ? u"RL-014" : u"GEN-022",
                       Tr::tr("The document is %1 bytes uncompressed; at most %2 bytes (50 MB) are "
                              "allowed. Split it into several documents grouped by an index.")
                           .arg(document.byteSize)
                           .arg(options.maxBytes),
                       document.rootPosition);
    }
}

void check(ValidationContext &context)
{
    checkExpectedType(context);
    checkWellKnownUri(context);
    const DocumentType type = context.type();
    const Document &document = context.document();
    const TypeProfile &profile = typeProfile(type);
    if (type != DocumentType::Unknown)
        checkUpLinks(context, profile);
    if (document.metadata) {
        checkAttributeUses(context, *document.metadata, profile.root, Tr::tr("root"));
        checkRootDatetimeVersion(context, *document.metadata);
    }
    for (const Link &link : document.links)
        checkLinkPlacement(context, link);
    checkEntries(context, profile);
    checkSize(context, profile);
}

QStringList ruleIds()
{
    return {
        // up, loc, rs:md and attribute use, per TypeProfile
        QStringLiteral("SD-004"),
        QStringLiteral("SD-009"),
        QStringLiteral("SD-010"),
        QStringLiteral("CAP-002"),
        QStringLiteral("CAP-004"),
        QStringLiteral("CAP-009"),
        QStringLiteral("RL-002"),
        QStringLiteral("RL-004"),
        QStringLiteral("RL-005"),
        QStringLiteral("RL-007"),
        QStringLiteral("RL-008"),
        QStringLiteral("RL-010"),
        QStringLiteral("RL-014"),
        QStringLiteral("RLI-002"),
        QStringLiteral("RLI-003"),
        QStringLiteral("RLI-004"),
        QStringLiteral("RLI-005"),
        QStringLiteral("RLI-006"),
        QStringLiteral("RD-002"),
        QStringLiteral("RD-003"),
        QStringLiteral("RD-005"),
        QStringLiteral("RD-006"),
        QStringLiteral("RD-007"),
        QStringLiteral("RD-008"),
        QStringLiteral("RDI-001"),
        QStringLiteral("RDI-002"),
        QStringLiteral("RDI-003"),
        QStringLiteral("RDM-003"),
        QStringLiteral("RDM-004"),
        QStringLiteral("RDM-005"),
        QStringLiteral("RDM-006"),
        QStringLiteral("RDM-007"),
        QStringLiteral("RDM-008"),
        QStringLiteral("RDM-012"),
        QStringLiteral("CL-002"),
        QStringLiteral("CL-004"),
        QStringLiteral("CL-005"),
        QStringLiteral("CL-008"),
        QStringLiteral("CL-010"),
        QStringLiteral("CL-011"),
        QStringLiteral("CLI-002"),
        QStringLiteral("CLI-003"),
        QStringLiteral("CLI-004"),
        QStringLiteral("CLI-005"),
        QStringLiteral("CD-002"),
        QStringLiteral("CD-003"),
        QStringLiteral("CD-005"),
        QStringLiteral("CD-006"),
        QStringLiteral("CD-007"),
        QStringLiteral("CDI-001"),
        QStringLiteral("CDI-002"),
        QStringLiteral("CDI-003"),
        QStringLiteral("CDM-002"),
        QStringLiteral("CDM-003"),
        QStringLiteral("CDM-007"),
        QStringLiteral("CDM-009"),
        QStringLiteral("CDM-015"),
        // expected type (the X-001 rules)
        QStringLiteral("SD-001"),
        QStringLiteral("CAP-001"),
        QStringLiteral("RL-001"),
        QStringLiteral("RLI-001"),
        QStringLiteral("RD-001"),
        QStringLiteral("CL-001"),
        QStringLiteral("CLI-001"),
        QStringLiteral("CD-001"),
        // generic fallbacks
        QStringLiteral("GEN-010"),
        QStringLiteral("GEN-021"),
        QStringLiteral("GEN-022"),
        QStringLiteral("GEN-028"),
        QStringLiteral("TA-001"),
        QStringLiteral("ATT-005"),
        QStringLiteral("ATT-006"),
        QStringLiteral("ATT-015"),
        QStringLiteral("ATT-016"),
        QStringLiteral("NAV-001"),
        QStringLiteral("DISC-003"),
        QStringLiteral("ATT-003"),
    };
}

} // namespace

const RuleGroup rules::profile {"profile", ruleIds, check};

} // namespace rsi
