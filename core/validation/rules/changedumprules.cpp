// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Change Dump (§13.1), Change Dump Index ("in a manner similar to" §12.2)
// and Change Dump Manifest (§13.2): the order and intervals of the packages,
// their format, and the changes and paths a manifest lists. The mandatory
// parts (up, loc, rs:md, from, attributes not used) are the TypeProfile's.
//
// Not checked here: what needs the package or other documents (CD-004,
// CD-009, CD-012, CD-014, CD-015, CDM-001, CDM-005, CDM-013, CDM-017, the
// ZIP halves of CD-011, CDI-004 and CDM-010).
#include "changerules_p.h"
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>

#include <algorithm>

namespace rsi {

namespace {

using syntax::quoted;

using changerules::entryPosition;
using changerules::Tr;

// CD-008: the optional link to a copy of each package's manifest.
void checkContentsLinks(ValidationContext &context)
{
    const Document &document = context.document();
    qsizetype without = 0;
    const Entry *first = nullptr;
    for (const Entry &entry : document.entries) {
        const bool hasContents
            = std::any_of(entry.links.cbegin(), entry.links.cend(),
                          [](const Link &link) { return link.hasRel(u"contents"); });
        if (!hasContents && without++ == 0)
            first = &entry;
    }
    if (!first)
        return;
    context.report(u"CD-008",
                   Tr::tr("Packages without a rel=\"contents\" link to a copy of their Change Dump "
                          "Manifest: %1 of %2 (the first is %3). The link is optional; with it a "
                          "Destination can see what a package holds before downloading it.")
                       .arg(QString::number(without), QString::number(document.entries.size()),
                            first->trimmedLoc()),
                   first->position);
}

bool isZipType(const QString &essentialType)
{
    return essentialType == u"application/zip" || essentialType == u"application/x-zip"
        || essentialType == u"application/x-zip-compressed";
}

// CD-011 (the part one document shows): every package in the same format,
// and that format ZIP, which is what ResourceSync specifies.
void checkPackageFormats(ValidationContext &context)
{
    const Document &document = context.document();
    struct Format
    {
        QString type;
        const Entry *first = nullptr;
    };
    QList<Format> formats;
    for (const Entry &entry : document.entries) {
        if (!entry.metadata)
            continue;
        const std::optional<QString> type = entry.metadata->type();
        if (!type || type->trimmed().isEmpty())
            continue;
        const QString essentialType = syntax::mediaTypeEssence(*type);
        const bool known = std::any_of(formats.cbegin(), formats.cend(), [&](const Format &format) {
            return format.type == essentialType;
        });
        if (!known)
            formats.append({essentialType, &entry});
    }
    for (const Format &format : std::as_const(formats)) {
        if (isZipType(format.type))
            continue;
        context.report(u"CD-011",
                       Tr::tr("The package %1 has the media type %2, not application/zip. "
                              "ResourceSync specifies ZIP packages for Change Dumps; a Destination "
                              "may not be able to unpack another format.")
                           .arg(format.first->trimmedLoc(), quoted(format.type)),
                       entryPosition(*format.first));
    }
    if (formats.size() > 1) {
        QStringList types;
        for (const Format &format : std::as_const(formats))
            types.append(format.type);
        const Entry &second = *formats.at(1).first;
        context.report(u"CD-011",
                       Tr::tr("The packages of this Change Dump come in %1 formats (%2), first "
                              "differing at %3. A Change Dump should only point to packages of the "
                              "same format.")
                           .arg(QString::number(formats.size()), types.join(QStringLiteral(", ")),
                                second.trimmedLoc()),
                       entryPosition(second));
    }
}

// CD-016: a package published (<lastmod>) before its interval ended.
void checkEarlyPackages(ValidationContext &context)
{
    const Document &document = context.document();
    qsizetype early = 0;
    const Entry *first = nullptr;
    for (const Entry &entry : document.entries) {
        if (!entry.metadata)
            continue;
        const changerules::Instant lastmod = changerules::instant(entry.lastmod);
        const changerules::Instant until = changerules::instant(entry.metadata->until());
        if (!lastmod.valid || !until.valid)
            continue;
        if (changerules::compareTimes(context, lastmod, until, entryPosition(entry)) < 0
            && early++ == 0) {
            first = &entry;
        }
    }
    if (!first)
        return;
    context.report(u"CD-016",
                   Tr::tr("Packages whose <lastmod> is earlier than their until: %1 (the first is "
                          "%2, lastmod %3, until %4). Such a package was published before the "
                          "interval it covers had ended.")
                       .arg(QString::number(early), first->trimmedLoc(),
                            first->lastmod.value_or(QString()),
                            first->metadata->until().value_or(QString())),
                   first->lastmodPosition.isKnown() ? first->lastmodPosition : first->position);
}

void checkChangeDump(ValidationContext &context)
{
    checkContentsLinks(context);
    changerules::IntervalRules rules;
    rules.order = u"CD-010";
    rules.orderByLastmod = true;
    rules.orderUntil = false;
    rules.tiling = u"CD-013";
    rules.closing = u"CD-013";
    changerules::checkIntervals(context, rules);
    checkPackageFormats(context);
    checkEarlyPackages(context);
}

void checkChangeDumpIndex(ValidationContext &context)
{
    // CDI-004 applies CLI-009 and CLI-010 as warnings; its own order rule is an error.
    changerules::IntervalRules rules;
    rules.openChild = u"CDI-003";
    rules.order = u"CDI-004";
    rules.tiling = u"CDI-004";
    rules.tilingSeverity = Severity::Warning;
    rules.closing = u"CDI-004";
    rules.closingSeverity = Severity::Warning;
    changerules::checkIntervals(context, rules);
}

// CDM-010 (path unless deleted), CDM-011 (no path when deleted), CDM-012
// (type unless deleted) and CDM-016 (each path once).
void checkManifestPaths(ValidationContext &context)
{
    const Document &document = context.document();
    QHash<QString, const Entry *> entriesByPath;
    entriesByPath.reserve(document.entries.size());
    for (const Entry &entry : document.entries) {
        if (!entry.metadata)
            continue;
        const Metadata &metadata = *entry.metadata;
        const std::optional<QString> change = metadata.change();
        const std::optional<QString> path = metadata.path();
        const QString loc = entry.trimmedLoc();
        if (change && *change == u"deleted") {
            if (path) {
                context.report(u"CDM-011",
                               Tr::tr("The deletion of %1 has a path (%2), but a deleted resource "
                                      "has no bitstream in the package.")
                                   .arg(loc, quoted(*path)),
                               metadata.position);
            }
        } else if (change) {
            if (!path) {
                context.report(u"CDM-010",
                               Tr::tr("The entry for %1 (change=\"%2\") has no path. Unless the "
                                      "change is a deletion, the <rs:md> must give the path of the "
                                      "bitstream inside the package.")
                                   .arg(loc, quoted(*change)),
                               metadata.position);
            }
            if (!metadata.type()) {
                context.report(u"CDM-012",
                               Tr::tr("The entry for %1 has no type. Giving the media type of the "
                                      "bitstream is strongly recommended, so that a Destination "
                                      "knows what it unpacks.")
                                   .arg(loc),
                               metadata.position);
            }
        }
        if (path && !path->isEmpty()) {
            const auto it = entriesByPath.constFind(*path);
            if (it == entriesByPath.cend()) {
                entriesByPath.insert(*path, &entry);
            } else {
                context.report(
                    u"CDM-016",
                    Tr::tr("The path %1 is used by the entry for %2 and, before, by the "
                           "entry for %3 (line %4). Each bitstream needs its own path, or "
                           "unpacking overwrites one with another.")
                        .arg(quoted(*path), loc, (*it)->trimmedLoc(),
                             QString::number((*it)->position.line)),
                    metadata.position);
            }
        }
    }
}

void checkChangeDumpManifest(ValidationContext &context)
{
    const QList<changerules::ChangeEntry> entries = changerules::changeEntries(context.document());
    changerules::ChangeRules rules;
    rules.lastmodMissing = u"CDM-008";
    rules.order = u"CDM-004";
    rules.datetimeInterval = u"CDM-014";
    rules.lastmodInterval = u"CDM-014";
    rules.locLastmodUnique = u"CDM-018";
    rules.duplicateChange = u"CDM-006";
    changerules::checkChanges(context, entries, rules);
    checkManifestPaths(context);
}

void check(ValidationContext &context)
{
    switch (context.type()) {
    case DocumentType::ChangeDump:
        checkChangeDump(context);
        break;
    case DocumentType::ChangeDumpIndex:
        checkChangeDumpIndex(context);
        break;
    case DocumentType::ChangeDumpManifest:
        checkChangeDumpManifest(context);
        break;
    default:
        break;
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("CD-008"),  QStringLiteral("CD-010"),  QStringLiteral("CD-011"),
        QStringLiteral("CD-013"),  QStringLiteral("CD-016"),  QStringLiteral("CDI-003"),
        QStringLiteral("CDI-004"), QStringLiteral("CDM-004"), QStringLiteral("CDM-006"),
        QStringLiteral("CDM-008"), QStringLiteral("CDM-010"), QStringLiteral("CDM-011"),
        QStringLiteral("CDM-012"), QStringLiteral("CDM-014"), QStringLiteral("CDM-016"),
        QStringLiteral("CDM-018"),
    };
}

} // namespace

const RuleGroup rules::changeDumps {"changeDumps", ruleIds, check};

} // namespace rsi
