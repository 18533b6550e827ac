// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Source Description (§8) and Source Description Index: what the profile
// (typeprofile.cpp) leaves open. The profile already reports a missing <loc>
// (SD-004, SD-010), duplicate locs (GEN-028) and time attributes (SD-009).
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

namespace rsi {

namespace {

using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

SourcePosition rootMetadataPosition(const Document &document)
{
    return document.metadata ? document.metadata->position : document.rootPosition;
}

// SD-008: the Source Description is the top of the tree; nothing is above it.
void checkNoUpLink(ValidationContext &context)
{
    const QList<const Link *> ups = context.document().rootLinks(u"up");
    if (ups.isEmpty())
        return;
    context.report(u"SD-008",
                   Tr::tr("The %1 has an <rs:ln rel=\"up\"> to \"%2\". A Source Description is the "
                          "top of the ResourceSync tree, so it should not link up to anything.")
                       .arg(context.typeName(), quoted(ups.first()->href().value_or(QString()))),
                   ups.first()->position);
}

void checkSourceDescriptionRoot(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.rootLinks(u"describedby").isEmpty()) {
        context.report(
            u"SD-002",
            Tr::tr("The Source Description has no <rs:ln rel=\"describedby\"> at its root. "
                   "A link to a document that describes the Source is recommended."),
            rootMetadataPosition(document));
    }
    if (document.entryCount == 0) {
        context.report(u"SD-003",
                       Tr::tr("The Source Description lists no Capability List. It should have one "
                              "<url> per Capability List; even a Source with a single set of "
                              "resources lists that one Capability List."),
                       rootMetadataPosition(document));
    }
}

// SD-005: the url-level rs:md says "capabilitylist". §8 calls the element
// optional while §7 makes capability mandatory in Source Descriptions
// (catalogue 21.2-a): a missing rs:md is a warning, an error in strict mode;
// a present one must be right.
void checkSourceDescriptionEntry(ValidationContext &context, const Entry &entry)
{
    const QString loc = entry.trimmedLoc();
    if (!entry.metadata) {
        context.report(u"SD-005",
                       Tr::tr("The entry for %1 has no <rs:md capability=\"capabilitylist\">. The "
                              "Source Description should say that each listed URI is a Capability "
                              "List.")
                           .arg(loc),
                       entry.position,
                       context.options().strict ? Severity::Error : Severity::Warning);
    } else {
        const std::optional<QString> capability = entry.metadata->capability();
        // An empty value is ATT-023's finding.
        if (!capability) {
            context.report(
                u"SD-005",
                Tr::tr("The <rs:md> of the entry for %1 has no capability attribute. In a "
                       "Source Description it must say capability=\"capabilitylist\".")
                    .arg(loc),
                entry.metadata->position, Severity::Error);
        } else if (!capability->isEmpty() && *capability != u"capabilitylist"
                   && !isNotificationCapability(*capability)) { // NT-006 for channels
            context.report(u"SD-005",
                           Tr::tr("The entry for %1 has capability=\"%2\". A Source Description "
                                  "lists only Capability Lists, so the value must be "
                                  "\"capabilitylist\".")
                               .arg(loc, quoted(*capability)),
                           entry.metadata->position, Severity::Error);
        }
    }

    const bool describedBy
        = std::any_of(entry.links.cbegin(), entry.links.cend(),
                      [](const Link &link) { return link.hasRel(u"describedby"); });
    if (!describedBy) {
        context.report(u"SD-006",
                       Tr::tr("The entry for %1 has no <rs:ln rel=\"describedby\">. A link to a "
                              "document that describes this set of resources is recommended.")
                           .arg(loc),
                       entry.position);
    }

    if (entry.lastmodCount > 0) {
        context.report(
            u"SD-007",
            Tr::tr("The entry for %1 has a <lastmod>. It should be omitted from a Source "
                   "Description unless the Source updates the Source Description every "
                   "time one of its Capability Lists changes; a stale date misleads "
                   "Destinations.")
                .arg(loc),
            entry.lastmodPosition);
    }
}

// SD-010, the part one document shows: the children of a Source Description
// Index are Source Descriptions. The profile reports a <sitemap> without
// <loc>; the parser reports a <url> inside a <sitemapindex> (GEN-009).
void checkIndexEntry(ValidationContext &context, const Entry &entry)
{
    if (!entry.metadata)
        return;
    const std::optional<QString> capability = entry.metadata->capability();
    if (capability && !capability->isEmpty() && *capability != u"description") {
        context.report(u"SD-010",
                       Tr::tr("The entry for %1 has capability=\"%2\". A Source Description Index "
                              "groups only Source Descriptions (capability=\"description\").")
                           .arg(entry.trimmedLoc(), quoted(*capability)),
                       entry.metadata->position);
    }
}

void check(ValidationContext &context)
{
    const DocumentType type = context.type();
    const Document &document = context.document();
    if (type == DocumentType::SourceDescription) {
        checkNoUpLink(context);
        checkSourceDescriptionRoot(context);
        for (const Entry &entry : document.entries)
            checkSourceDescriptionEntry(context, entry);
    } else if (type == DocumentType::SourceDescriptionIndex) {
        checkNoUpLink(context);
        for (const Entry &entry : document.entries)
            checkIndexEntry(context, entry);
    }
}

QStringList ruleIds()
{
    return {QStringLiteral("SD-002"), QStringLiteral("SD-003"), QStringLiteral("SD-005"),
            QStringLiteral("SD-006"), QStringLiteral("SD-007"), QStringLiteral("SD-008"),
            QStringLiteral("SD-010")};
}

} // namespace

const RuleGroup rules::sourceDescription {"sourceDescription", ruleIds, check};

} // namespace rsi
