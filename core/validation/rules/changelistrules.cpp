// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Change List (§12.1) and Change List Index (§12.2): the order and interval
// of the changes, 1.0's mandatory <lastmod> against 1.1's datetime, and how
// the Change Lists of an index cover its interval. The mandatory parts (up,
// loc, rs:md with change, from, attributes not used) are the TypeProfile's.
//
// Not checked here: CL-006, CL-017, CL-018, CL-020 and CLI-008, CLI-011,
// CLI-012 need other documents (a crawl); CLI-013 is the catalogue's note not
// to check 1.0's claim that a closed child is marked by <lastmod> (Ex. 20
// contradicts it), so it is deliberately not a rule here.
#include "changerules_p.h"
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>

namespace rsi {

namespace {

using syntax::quoted;

using changerules::ChangeEntry;
using changerules::Tr;

// CL-003: whether the list is open or closed decides how a Destination uses it.
void checkOpenOrClosed(ValidationContext &context)
{
    const Document &document = context.document();
    if (!document.metadata)
        return;
    const std::optional<QString> until = document.metadata->until();
    if (until) {
        context.report(u"CL-003",
                       Tr::tr("This Change List is closed (until=\"%1\"): it will not be updated "
                              "anymore. After processing it, a Destination continues with the next "
                              "Change List, found through the index or the Capability List.")
                           .arg(quoted(*until)),
                       document.metadata->position);
    } else {
        context.report(u"CL-003",
                       Tr::tr("This Change List is open (it has no until): the Source will add "
                              "further changes to it, so a Destination should keep polling it."),
                       document.metadata->position);
    }
}

struct LocHistory
{
    qsizetype count = 0;
    const ChangeEntry *lastChange = nullptr; // the last entry with a known change value
};

// CL-007 (a resource listed once per change) and CL-019 (a plausible
// sequence of changes per resource), in document order, which is the
// chronological order CL-012 asks for.
void checkChangeSequences(ValidationContext &context, const QList<ChangeEntry> &entries)
{
    using changerules::ChangeKind;
    QHash<QStringView, LocHistory> histories;
    histories.reserve(entries.size());
    for (const ChangeEntry &change : entries) {
        if (change.loc.isEmpty())
            continue;
        LocHistory &history = histories[change.loc];
        ++history.count;
        if (change.change == ChangeKind::None || change.change == ChangeKind::Other)
            continue;
        if (const ChangeEntry *previous = history.lastChange) {
            const ChangeKind before = previous->change;
            const ChangeKind now = change.change;
            const bool createdAgain = now == ChangeKind::Created
                && (before == ChangeKind::Created || before == ChangeKind::Updated);
            const bool afterDeletion = now != ChangeKind::Created && before == ChangeKind::Deleted;
            if (createdAgain || afterDeletion) {
                const QString line = QString::number(previous->position.line);
                const Document &document = context.document();
                context.report(u"CL-019",
                               createdAgain
                                   ? Tr::tr("%1 is reported as created, but an earlier entry (line "
                                            "%2) already reports it as %3 and no deletion comes in "
                                            "between. A resource is created again only after it "
                                            "was deleted.")
                                         .arg(change.loc, line,
                                              quoted(changerules::changeText(
                                                  document.entries.at(previous->index))))
                                   : Tr::tr("%1 is reported as %2, but an earlier entry (line %3) "
                                            "reports it as deleted and no creation comes in "
                                            "between. A deleted resource cannot be %2.")
                                         .arg(change.loc,
                                              quoted(changerules::changeText(
                                                  document.entries.at(change.index))),
                                              line),
                               change.reportPosition);
            }
        }
        history.lastChange = &change;
    }

    qsizetype repeated = 0;
    for (const LocHistory &history : std::as_const(histories)) {
        if (history.count > 1)
            ++repeated;
    }
    if (repeated == 0)
        return;
    for (const ChangeEntry &change : entries) {
        const qsizetype count = histories.value(change.loc).count;
        if (count < 2)
            continue;
        context.report(
            u"CL-007",
            Tr::tr("Resources with more than one entry: %1 (the first is %2, listed %3 "
                   "times). That is allowed: a Change List has one entry per change, so a "
                   "resource that changed several times is listed several times.")
                .arg(QString::number(repeated), change.loc, QString::number(count)),
            change.locPosition);
        return;
    }
}

void checkChangeList(ValidationContext &context)
{
    checkOpenOrClosed(context);
    const QList<ChangeEntry> entries = changerules::changeEntries(context.document());
    changerules::ChangeRules rules;
    rules.lastmodMissing = u"CL-009";
    rules.order = u"CL-012";
    rules.datetimeInterval = u"CL-013";
    rules.lastmodInterval = u"CL-014";
    rules.locLastmodUnique = u"CL-015";
    rules.datetimeMissing = u"CL-016";
    rules.duplicateChange = u"CL-016";
    changerules::checkChanges(context, entries, rules);
    checkChangeSequences(context, entries);
}

void checkChangeListIndex(ValidationContext &context)
{
    changerules::IntervalRules rules;
    rules.openChild = u"CLI-006";
    rules.order = u"CLI-007";
    rules.tiling = u"CLI-009";
    rules.closing = u"CLI-010";
    changerules::checkIntervals(context, rules);
}

void check(ValidationContext &context)
{
    switch (context.type()) {
    case DocumentType::ChangeList:
        checkChangeList(context);
        break;
    case DocumentType::ChangeListIndex:
        checkChangeListIndex(context);
        break;
    default:
        break;
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("CL-003"),  QStringLiteral("CL-007"),  QStringLiteral("CL-009"),
        QStringLiteral("CL-012"),  QStringLiteral("CL-013"),  QStringLiteral("CL-014"),
        QStringLiteral("CL-015"),  QStringLiteral("CL-016"),  QStringLiteral("CL-019"),
        QStringLiteral("CLI-006"), QStringLiteral("CLI-007"), QStringLiteral("CLI-009"),
        QStringLiteral("CLI-010"),
    };
}

} // namespace

const RuleGroup rules::changeLists {"changeLists", ruleIds, check};

} // namespace rsi
