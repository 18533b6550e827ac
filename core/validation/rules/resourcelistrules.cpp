// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Resource List (§10.1) and Resource List Index (§10.2): what the profile
// (typeprofile.cpp) leaves open. The profile already reports the missing up
// link (RL-005, RLI-003), at/from/until (RL-002, RL-004, RLI-002), <loc>
// (RL-008, RLI-005), duplicates (RL-007, RLI-004), the url-level attributes
// that are not used (RL-010, RLI-006) and the size limits (RL-014).
//
// RL-011 is not reported here: url-level links are judged by the link rules
// (catalogue section 16), and a patch link in a Resource List is LNK-006.
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

// RL-003: completed is optional; without it the end of the snapshot is
// unknown and RL-012 has to take at as the end.
void checkCompleted(ValidationContext &context, const Metadata &metadata)
{
    if (!metadata.at() || metadata.completed())
        return;
    context.report(
        u"RL-003",
        Tr::tr("The Resource List gives the start of its snapshot (at=\"%1\") but not its "
               "end (completed). completed is optional; without it a Destination cannot "
               "tell how long resources kept changing while the list was made, and can "
               "only rely on at.")
            .arg(quoted(*metadata.at())),
        metadata.position);
}

// RL-009 and RL-012, in one pass over the entries.
void checkEntryTimes(ValidationContext &context, const Metadata &metadata)
{
    const Document &document = context.document();
    const W3cDatetime at = ValidationContext::parseTime(metadata.at());
    const W3cDatetime completed = ValidationContext::parseTime(metadata.completed());
    // The snapshot ends at completed, or at at when completed is not given.
    const bool hasEnd = completed.valid || at.valid;
    const W3cDatetime &end = completed.valid ? completed : at;
    const QString endName = completed.valid ? QStringLiteral("completed") : QStringLiteral("at");
    const QString endText
        = completed.valid ? *metadata.completed() : metadata.at().value_or(QString());

    // The first of each kind as loc and position: entries are read one at a time.
    QString firstWithoutLastmod;
    SourcePosition firstWithoutLastmodPosition;
    qsizetype withoutLastmod = 0;
    QString firstDuringSnapshot;
    SourcePosition firstDuringSnapshotPosition;
    qsizetype duringSnapshot = 0;

    for (const Entry &entry : document.entries) {
        if (!entry.lastmod) {
            if (withoutLastmod++ == 0) {
                firstWithoutLastmod = entry.trimmedLoc();
                firstWithoutLastmodPosition = entry.position;
            }
            continue;
        }
        if (!hasEnd)
            continue;
        const W3cDatetime lastmod = ValidationContext::parseTime(entry.lastmod);
        if (!lastmod.valid)
            continue;
        if (lastmod.isReducedPrecision() || end.isReducedPrecision()
            || (completed.valid && at.valid && at.isReducedPrecision())) {
            context.noteImpreciseComparison(entry.lastmodPosition);
        }
        if (lastmod.msecsSinceEpoch > end.msecsSinceEpoch) {
            context.report(
                u"RL-012",
                Tr::tr("The resource %1 has <lastmod> %2, later than the end of the "
                       "snapshot (%3=\"%4\"). A Resource List describes resources as they "
                       "were during the snapshot, so this date is implausible.")
                    .arg(entry.trimmedLoc(), quoted(entry.lastmod->trimmed()), endName,
                         quoted(endText)),
                entry.lastmodPosition);
        } else if (completed.valid && at.valid && lastmod.msecsSinceEpoch > at.msecsSinceEpoch) {
            if (duringSnapshot++ == 0) {
                firstDuringSnapshot = entry.trimmedLoc();
                firstDuringSnapshotPosition = entry.lastmodPosition;
            }
        }
    }

    if (duringSnapshot > 0) {
        context.report(u"RL-012",
                       Tr::tr("Resources that changed while the snapshot was being taken (their "
                              "<lastmod> lies between at and completed): %1, for example %2. Their "
                              "state is at least the state at \"at\" and may already include later "
                              "changes.")
                           .arg(duringSnapshot)
                           .arg(firstDuringSnapshot),
                       firstDuringSnapshotPosition, Severity::Info);
    }
    if (withoutLastmod > 0) {
        context.report(u"RL-009",
                       Tr::tr("Entries without <lastmod>: %1 of %2, for example %3. <lastmod> is "
                              "optional, but without it a Destination has to fetch a resource to "
                              "learn whether its copy is current, and an audit cannot compare "
                              "modification dates.")
                           .arg(withoutLastmod)
                           .arg(document.entries.size())
                           .arg(firstWithoutLastmod),
                       firstWithoutLastmodPosition);
    }
}

// RLI-006: the child rs:md is optional and carries at (and possibly
// completed) of that Resource List. The profile reports the attributes that
// are not used; an rs:md that says nothing at all is noted here.
void checkIndexEntries(ValidationContext &context)
{
    for (const Entry &entry : context.document().entries) {
        if (entry.metadata && entry.metadata->attributes.isEmpty()) {
            context.report(u"RLI-006",
                           Tr::tr("The <rs:md> of the entry for %1 is empty. It is optional; when "
                                  "given, it conveys the at (and possibly completed) of that "
                                  "Resource List.")
                               .arg(entry.trimmedLoc()),
                           entry.metadata->position);
        }
    }
}

void check(ValidationContext &context)
{
    const Document &document = context.document();
    if (context.type() == DocumentType::ResourceList) {
        if (!document.metadata)
            return;
        checkCompleted(context, *document.metadata);
        checkEntryTimes(context, *document.metadata);
    } else if (context.type() == DocumentType::ResourceListIndex) {
        checkIndexEntries(context);
    }
}

QStringList ruleIds()
{
    return {QStringLiteral("RL-003"), QStringLiteral("RL-009"), QStringLiteral("RL-012"),
            QStringLiteral("RLI-006")};
}

} // namespace

const RuleGroup rules::resourceLists {"resourceLists", ruleIds, check};

} // namespace rsi
