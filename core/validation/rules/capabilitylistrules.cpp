// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Capability List (§9): what the profile (typeprofile.cpp) leaves open. The
// profile already reports the missing up link (CAP-002), an entry without
// <loc> or without rs:md@capability (CAP-004) and time attributes (CAP-009).
// CAP-006 judges the url-level capability value, which is also the value part
// of ATT-005 for Capability Lists, so ATT-005 is not reported twice.
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>

namespace rsi {

namespace {

using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

bool isListableCapability(QStringView capability)
{
    return capability == u"resourcelist" || capability == u"resourcedump"
        || capability == u"changelist" || capability == u"changedump";
}

// CAP-006: only capability documents are listed; the Source Description,
// other Capability Lists and manifests (which live inside ZIP packages) are not.
void checkCapabilityValue(ValidationContext &context, const Entry &entry, const QString &capability)
{
    // A notification channel's entry is judged by the NT rules (notificationrules.cpp).
    if (isListableCapability(capability) || isNotificationCapability(capability))
        return;
    const QString loc = entry.trimmedLoc();
    const SourcePosition position = entry.metadata->position;
    if (context.options().extensionCapabilities.contains(capability)) {
        context.report(u"CAP-006",
                       Tr::tr("The entry for %1 has capability=\"%2\", a capability defined by "
                              "another specification. It is accepted, but this validator does not "
                              "check it.")
                           .arg(loc, quoted(capability)),
                       position, Severity::Warning);
    } else if (capability == u"description" || capability == u"capabilitylist") {
        context.report(
            u"CAP-006",
            Tr::tr("The entry for %1 has capability=\"%2\". A Capability List lists the "
                   "capability documents of one set of resources (resourcelist, "
                   "resourcedump, changelist, changedump); the Source Description and "
                   "other Capability Lists are reached through rel=\"up\" and the Source "
                   "Description, not listed here.")
                .arg(loc, quoted(capability)),
            position);
    } else if (capability == u"resourcedump-manifest" || capability == u"changedump-manifest") {
        context.report(
            u"CAP-006",
            Tr::tr("The entry for %1 has capability=\"%2\". Manifests live inside the "
                   "ZIP packages of a dump and are not listed in a Capability List; list "
                   "the Resource Dump or Change Dump instead.")
                .arg(loc, quoted(capability)),
            position);
    } else {
        context.report(
            u"CAP-006",
            Tr::tr("The entry for %1 has capability=\"%2\", which is not a capability. "
                   "The values are resourcelist, resourcedump, changelist and changedump "
                   "(lower case, exactly as written).")
                .arg(loc, quoted(capability)),
            position);
    }
}

void checkCapabilityList(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.rootLinks(u"describedby").isEmpty()) {
        context.report(
            u"CAP-003",
            Tr::tr("The Capability List has no <rs:ln rel=\"describedby\"> at its root. A "
                   "link to a document that describes this set of resources is "
                   "recommended."),
            document.metadata ? document.metadata->position : document.rootPosition);
    }

    struct FirstEntry
    {
        QString loc;
        qint64 line = 0;
    };
    QHash<QString, FirstEntry> firstByCapability;
    for (const Entry &entry : document.entries) {
        if (entry.lastmodCount > 0) {
            context.report(
                u"CAP-007",
                Tr::tr("The entry for %1 has a <lastmod>. It should be omitted from a "
                       "Capability List unless the Source updates the Capability List "
                       "every time one of its capability documents changes; a stale date "
                       "misleads Destinations.")
                    .arg(entry.trimmedLoc()),
                entry.lastmodPosition);
        }
        if (!entry.metadata)
            continue;
        const std::optional<QString> capability = entry.metadata->capability();
        // A missing capability is CAP-004 (profile), an empty one ATT-023.
        if (!capability || capability->isEmpty())
            continue;
        checkCapabilityValue(context, entry, *capability);
        // Several channel entries in one list are NT-004's warning.
        if (isNotificationCapability(*capability))
            continue;

        const auto first = firstByCapability.constFind(*capability);
        if (first == firstByCapability.constEnd()) {
            firstByCapability.insert(*capability, {entry.trimmedLoc(), entry.position.line});
            continue;
        }
        context.report(
            u"CAP-005",
            Tr::tr("capability=\"%1\" is listed again, for %2 (first for %3 on line %4). A "
                   "Capability List must have only one entry per capability; several "
                   "documents of one capability are grouped by an index, and that index "
                   "is listed once.")
                .arg(quoted(*capability), entry.trimmedLoc(), first->loc)
                .arg(first->line),
            entry.metadata->position);
    }
}

// CAP-008: 1.0 says Sources should not generate Capability List Indexes "for
// the features introduced in this version"; 1.1 says no index is necessary.
void checkCapabilityListIndex(ValidationContext &context)
{
    const Document &document = context.document();
    context.report(
        u"CAP-008",
        context.judges10()
            ? Tr::tr("This Capability List is published as a <sitemapindex> (a Capability "
                     "List Index). ResourceSync 1.0 defines so few capabilities that one "
                     "<urlset> always suffices, and Sources should not generate such an "
                     "index.")
            : Tr::tr("This Capability List is published as a <sitemapindex> (a Capability "
                     "List Index). No index structure is necessary for a Capability List, "
                     "and Sources should not generate one; publish a single <urlset>."),
        document.metadata ? document.metadata->position : document.rootPosition);
}

void check(ValidationContext &context)
{
    if (context.type() == DocumentType::CapabilityList)
        checkCapabilityList(context);
    else if (context.type() == DocumentType::CapabilityListIndex)
        checkCapabilityListIndex(context);
}

QStringList ruleIds()
{
    return {QStringLiteral("CAP-003"), QStringLiteral("CAP-005"), QStringLiteral("CAP-006"),
            QStringLiteral("CAP-007"), QStringLiteral("CAP-008")};
}

} // namespace

const RuleGroup rules::capabilityList {"capabilityList", ruleIds, check};

} // namespace rsi
