// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Resource Dump (§11.1), Resource Dump Index and Resource Dump Manifest
// (§11.2): what the profile (typeprofile.cpp) leaves open. The profile
// already reports the missing up link (RD-003, RDI-002, RDM-004), the root
// times (RD-002, RDI-001, RDM-003), <loc> (RD-006, RDI-003, RDM-005),
// duplicate locs (RD-005, RDM-012), the url-level rs:md and its attributes
// (RD-007, RD-008, RDI-003, RDM-006, RDM-007, RDM-008). The syntax of path is
// ATT-014 (attribute rules); a contents link outside a dump is LNK-018.
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>

#include <array>

namespace rsi {

namespace {

using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

bool isXmlMediaType(const QString &type)
{
    if (type == u"application/xml") // the usual case, without an allocation
        return true;
    const QString essence = syntax::mediaTypeEssence(type);
    return essence == u"application/xml" || essence == u"text/xml" || essence.endsWith(u"+xml");
}

// rel compared as Link::hasRel does (registered names case-insensitively),
// with a fast path for the usual lower-case spelling.
bool isRel(const QString *rel, QStringView relation)
{
    return rel && rel->size() == relation.size()
        && (*rel == relation || rel->compare(relation, Qt::CaseInsensitive) == 0);
}

// RD-009: a contents link points to a copy of that package's manifest.
void checkContentsLinks(ValidationContext &context, const Entry &entry)
{
    static constexpr std::array<QStringView, 3> names = {u"rel", u"href", u"type"};
    // Views, not trimmed copies: this runs for every package.
    const QStringView loc = QStringView(entry.loc).trimmed();
    const Link *first = nullptr;
    for (const Link &link : entry.links) {
        const auto [rel, href, type] = link.attributes.values(names);
        if (!isRel(rel, u"contents"))
            continue;
        if (first) {
            context.report(u"RD-009",
                           Tr::tr("The package %1 has more than one <rs:ln rel=\"contents\">. A "
                                  "package contains one manifest, so one link to its copy is "
                                  "expected; a Destination will use the first.")
                               .arg(loc),
                           link.position);
            continue;
        }
        first = &link;
        if (href && !loc.isEmpty() && QStringView(*href).trimmed() == loc) {
            context.report(
                u"RD-009",
                Tr::tr("The contents link of the package %1 points to the package itself. "
                       "It should point to a copy of the package's Resource Dump "
                       "Manifest.")
                    .arg(loc),
                link.position);
        }
        if (type && !QStringView(*type).trimmed().isEmpty() && !isXmlMediaType(*type)) {
            context.report(
                u"RD-009",
                Tr::tr("The contents link of the package %1 has type=\"%2\". It points to "
                       "a Resource Dump Manifest, which is an XML document, so "
                       "\"application/xml\" is expected.")
                    .arg(loc, quoted(*type)),
                link.position);
        }
    }
}

// RD-013: each package's snapshot lies inside the Resource Dump's [at, completed].
void checkPackageTimes(ValidationContext &context, const Entry &entry, const QString *atText,
                       const QString *completedText, const W3cDatetime &dumpAt,
                       const W3cDatetime &dumpCompleted, const Metadata &dumpMetadata)
{
    if (!atText && !completedText)
        return;
    const Metadata &metadata = *entry.metadata;
    const W3cDatetime at = atText ? W3cDatetime::parse(*atText) : W3cDatetime {};
    const W3cDatetime completed
        = completedText ? W3cDatetime::parse(*completedText) : W3cDatetime {};
    if (!at.valid && !completed.valid)
        return;

    auto imprecise = [&context, &metadata](const W3cDatetime &a, const W3cDatetime &b) {
        if (a.isReducedPrecision() || b.isReducedPrecision())
            context.noteImpreciseComparison(metadata.position);
    };
    auto report = [&](const QString &name, const QString &value, const QString &bound) {
        context.report(u"RD-013",
                       Tr::tr("The package %1 has %2=\"%3\", outside the Resource Dump's snapshot "
                              "(%4). Each package is part of the dump's snapshot, so its times "
                              "should lie between the dump's at and completed.")
                           .arg(entry.trimmedLoc(), name, quoted(value), quoted(bound)),
                       metadata.position);
    };
    const auto dumpAtText = [&dumpMetadata] {
        return dumpMetadata.at().value_or(QString());
    };
    const auto dumpCompletedText = [&dumpMetadata] {
        return dumpMetadata.completed().value_or(QString());
    };

    if (dumpAt.valid) {
        if (at.valid) {
            imprecise(at, dumpAt);
            if (at.msecsSinceEpoch < dumpAt.msecsSinceEpoch) {
                report(QStringLiteral("at"), *atText,
                       Tr::tr("it starts at at=\"%1\"").arg(quoted(dumpAtText())));
                return;
            }
        }
        if (completed.valid) {
            imprecise(completed, dumpAt);
            if (completed.msecsSinceEpoch < dumpAt.msecsSinceEpoch) {
                report(QStringLiteral("completed"), *completedText,
                       Tr::tr("it starts at at=\"%1\"").arg(quoted(dumpAtText())));
                return;
            }
        }
    }
    if (dumpCompleted.valid) {
        if (at.valid) {
            imprecise(at, dumpCompleted);
            if (at.msecsSinceEpoch > dumpCompleted.msecsSinceEpoch) {
                report(QStringLiteral("at"), *atText,
                       Tr::tr("it ends at completed=\"%1\"").arg(quoted(dumpCompletedText())));
                return;
            }
        }
        if (completed.valid) {
            imprecise(completed, dumpCompleted);
            if (completed.msecsSinceEpoch > dumpCompleted.msecsSinceEpoch) {
                report(QStringLiteral("completed"), *completedText,
                       Tr::tr("it ends at completed=\"%1\"").arg(quoted(dumpCompletedText())));
            }
        }
    }
}

void checkResourceDump(ValidationContext &context)
{
    const Document &document = context.document();
    W3cDatetime dumpAt;
    W3cDatetime dumpCompleted;
    if (document.metadata) {
        dumpAt = ValidationContext::parseTime(document.metadata->at());
        dumpCompleted = ValidationContext::parseTime(document.metadata->completed());
    }

    // RD-010: one format for all packages, judged here by the declared type.
    QString firstType;
    QString firstRawType; // as written: most dumps repeat it, so compare that first
    bool typed = false; // firstType is set
    std::optional<Entry> firstOther; // a copy: entries are read one at a time
    QStringList types;
    constexpr qsizetype maxTypesNamed = 5;

    static constexpr std::array<QStringView, 3> names = {u"at", u"completed", u"type"};
    for (const Entry &entry : document.entries) {
        checkContentsLinks(context, entry);
        if (!entry.metadata)
            continue;
        const auto [at, completed, type] = entry.metadata->attributes.values(names);
        if (document.metadata) {
            checkPackageTimes(context, entry, at, completed, dumpAt, dumpCompleted,
                              *document.metadata);
        }
        if (!type || (typed && *type == firstRawType))
            continue;
        const QString essence = syntax::mediaTypeEssence(*type);
        if (essence.isEmpty())
            continue; // ATT-023
        if (!typed) {
            typed = true;
            firstType = essence;
            firstRawType = *type;
            types.append(type->trimmed());
        } else if (essence != firstType) {
            if (!firstOther)
                firstOther = entry;
            // A few examples are enough, and keep a hostile dump linear.
            if (types.size() < maxTypesNamed && !types.contains(type->trimmed()))
                types.append(type->trimmed());
        }
    }
    if (firstOther) {
        context.report(
            u"RD-010",
            Tr::tr("The packages of this Resource Dump declare different formats (%1), "
                   "for example %2. A Resource Dump should only point to packages of the "
                   "same format.")
                .arg(types.join(QStringLiteral(", ")), firstOther->trimmedLoc()),
            firstOther->metadata->position);
    }
}

// RDI-003: the child rs:md is optional and carries at (and possibly completed)
// of that Resource Dump. The profile reports the attributes that are not
// used; an rs:md that says nothing at all is noted here.
void checkResourceDumpIndex(ValidationContext &context)
{
    for (const Entry &entry : context.document().entries) {
        if (entry.metadata && entry.metadata->attributes.isEmpty()) {
            context.report(u"RDI-003",
                           Tr::tr("The <rs:md> of the entry for %1 is empty. It is optional; when "
                                  "given, it conveys the at (and possibly completed) of that "
                                  "Resource Dump.")
                               .arg(entry.trimmedLoc()),
                           entry.metadata->position);
        }
    }
}

void checkManifest(ValidationContext &context)
{
    const Document &document = context.document();
    // RDM-012: one bitstream per path. Duplicate locs are the profile's RDM-012.
    struct FirstEntry
    {
        QString loc;
        qint64 line = 0;
    };
    QHash<QString, FirstEntry> firstByPath;
    firstByPath.reserve(document.entries.size());
    std::optional<Entry> firstAlternate; // a copy: entries are read one at a time
    qsizetype alternates = 0;

    for (const Entry &entry : document.entries) {
        if (entry.metadata) {
            const std::optional<QString> path = entry.metadata->path();
            if (path && !path->isEmpty()) {
                const auto first = firstByPath.constFind(*path);
                if (first == firstByPath.constEnd()) {
                    firstByPath.insert(*path, {entry.trimmedLoc(), entry.position.line});
                } else {
                    context.report(
                        u"RDM-012",
                        Tr::tr("path=\"%1\" is given for %2 and already for %3 (line %4). "
                               "Each bitstream in the package has its own path, so a path "
                               "appears only once in a manifest.")
                            .arg(quoted(*path), entry.trimmedLoc(), first->loc)
                            .arg(first->line),
                        entry.metadata->position);
                }
            }
        }

        // RDM-014: §14.3 suggests, for manifests, the specific URI in <loc> with
        // a canonical link to the generic URI, rather than alternate links.
        bool alternate = false;
        bool canonical = false;
        for (const Link &link : entry.links) {
            const QString *rel = link.attributes.values(std::array<QStringView, 1> {u"rel"})[0];
            alternate = alternate || isRel(rel, u"alternate");
            canonical = canonical || isRel(rel, u"canonical");
        }
        if (alternate && !canonical) {
            if (!firstAlternate)
                firstAlternate = entry;
            ++alternates;
        }
    }
    if (firstAlternate) {
        context.report(
            u"RDM-014",
            Tr::tr("Entries of this manifest that point to alternate representations: "
                   "%1, for example %2. A manifest describes the bitstreams actually in "
                   "the package, each one specific representation: the specification "
                   "suggests giving that specific URI in <loc> and the generic URI in an "
                   "<rs:ln rel=\"canonical\">.")
                .arg(alternates)
                .arg(firstAlternate->trimmedLoc()),
            firstAlternate->position);
    }
}

void check(ValidationContext &context)
{
    switch (context.type()) {
    case DocumentType::ResourceDump:
        checkResourceDump(context);
        break;
    case DocumentType::ResourceDumpIndex:
        checkResourceDumpIndex(context);
        break;
    case DocumentType::ResourceDumpManifest:
        checkManifest(context);
        break;
    default:
        break;
    }
}

QStringList ruleIds()
{
    return {QStringLiteral("RD-009"),  QStringLiteral("RD-010"),  QStringLiteral("RD-013"),
            QStringLiteral("RDI-003"), QStringLiteral("RDM-012"), QStringLiteral("RDM-014")};
}

} // namespace

const RuleGroup rules::resourceDumps {"resourceDumps", ruleIds, check};

} // namespace rsi
