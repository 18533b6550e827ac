// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks that the Change List group (CL, CLI) and the Change Dump group (CD,
// CDI, CDM) share: a Change Dump Manifest is judged "as a Change List" and a
// Change Dump Index "in a manner similar to" a Change List Index, so one
// implementation takes the rule ids to report as a table. Private to
// changelistrules.cpp and changedumprules.cpp.

#include "syntax_p.h"
#include "validation/validationcontext.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace rsi::changerules {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// Where a finding about one entry points: its rs:md when it has one.
inline SourcePosition entryPosition(const Entry &entry)
{
    return entry.metadata ? entry.metadata->position : entry.position;
}

// A time reduced to what the chronological rules compare: the UTC instant
// (the start of a reduced-precision value's interval). Invalid when absent
// or malformed; ATT-001 reports malformed values.
struct Instant
{
    qint64 msecs = 0;
    bool valid = false;
    bool reduced = false;
};

inline Instant instant(const std::optional<QString> &value)
{
    if (!value)
        return {};
    const W3cDatetime time = W3cDatetime::parse(*value);
    return {time.msecsSinceEpoch, time.valid, time.valid && time.isReducedPrecision()};
}

// Compares two valid times as ATT-003 says, noting when a reduced-precision
// value makes the result approximate.
inline int compareTimes(ValidationContext &context, Instant a, Instant b, SourcePosition position)
{
    if (a.reduced || b.reduced)
        context.noteImpreciseComparison(position);
    return a.msecs < b.msecs ? -1 : a.msecs > b.msecs ? 1 : 0;
}

// ---------------------------------------------------------------------------
// The entries of a Change List or a Change Dump Manifest: one per change.

enum class ChangeKind : quint8 { None, Created, Updated, Deleted, Other };

inline ChangeKind changeKind(const std::optional<QString> &change)
{
    if (!change)
        return ChangeKind::None;
    if (*change == u"created")
        return ChangeKind::Created;
    if (*change == u"updated")
        return ChangeKind::Updated;
    if (*change == u"deleted")
        return ChangeKind::Deleted;
    return ChangeKind::Other;
}

// Kept small and free of allocations: lists have up to 50,000 entries.
struct ChangeEntry
{
    const Entry *entry = nullptr;
    QStringView loc; // trimmed, into entry->loc
    Instant lastmod;
    Instant datetime;
    ChangeKind change = ChangeKind::None;
    bool hasDatetime = false;

    QString changeText() const
    {
        return entry->metadata ? entry->metadata->change().value_or(QString()) : QString();
    }
};

inline QList<ChangeEntry> changeEntries(const Document &document)
{
    QList<ChangeEntry> result;
    result.reserve(document.entries.size());
    for (const Entry &entry : document.entries) {
        ChangeEntry change;
        change.entry = &entry;
        change.loc = QStringView(entry.loc).trimmed();
        change.lastmod = instant(entry.lastmod);
        if (entry.metadata) {
            const std::optional<QString> datetime = entry.metadata->datetime();
            change.hasDatetime = datetime.has_value();
            change.datetime = instant(datetime);
            change.change = changeKind(entry.metadata->change());
        }
        result.append(change);
    }
    return result;
}

// A change as the uniqueness rules see it.
struct ChangeKey
{
    QStringView loc;
    qint64 msecs = 0;
    ChangeKind change = ChangeKind::None;

    friend bool operator==(const ChangeKey &a, const ChangeKey &b)
    {
        return a.msecs == b.msecs && a.change == b.change && a.loc == b.loc;
    }
    friend size_t qHash(const ChangeKey &key, size_t seed = 0)
    {
        return qHashMulti(seed, key.loc, key.msecs, quint8(key.change));
    }
};

// The changes seen at one instant. A list in chronological order keeps the
// changes of equal time together, so duplicates are looked for among them
// only, which needs no table of all 50,000 changes. In a list out of order
// (reported by the order rule) a duplicate that the disorder separates is
// not found.
class SameTimeRun
{
public:
    // Whether key was seen in the current run; adds it if not.
    bool addOrFind(const ChangeKey &key)
    {
        if (m_keys.isEmpty() || m_keys.front().msecs != key.msecs) {
            m_keys.clear();
            m_large.clear();
        }
        if (!m_large.isEmpty()) {
            if (m_large.contains(key))
                return true;
            m_large.insert(key);
            return false;
        }
        if (std::find(m_keys.cbegin(), m_keys.cend(), key) != m_keys.cend())
            return true;
        m_keys.append(key);
        if (m_keys.size() == smallRun) // many changes at one instant: stop scanning
            m_large = QSet<ChangeKey>(m_keys.cbegin(), m_keys.cend());
        return false;
    }

private:
    static constexpr qsizetype smallRun = 32;
    QVarLengthArray<ChangeKey, smallRun> m_keys; // the first smallRun of the run
    QSet<ChangeKey> m_large;
};

// The rule reported for each fault; an empty id is not checked.
struct ChangeRules
{
    QStringView lastmodMissing; // CL-009, CDM-008: error in 1.0, one info in 1.1
    QStringView order; // CL-012, CDM-004
    QStringView datetimeInterval; // CL-013, CDM-014 (1.1)
    QStringView lastmodInterval; // CL-014, CDM-014 (1.0, warning)
    QStringView locLastmodUnique; // CL-015, CDM-018 (1.0)
    QStringView datetimeMissing; // CL-016 (1.1), one info
    QStringView duplicateChange; // CL-016, CDM-006 (1.1), warning
};

// The change time of an entry and its ordering key: <lastmod> in 1.0, the
// datetime attribute in 1.1 (where present; 1.1 allows <lastmod> to be any
// last-modification time, even one outside the list's interval).
inline void checkChanges(ValidationContext &context, const QList<ChangeEntry> &entries,
                         const ChangeRules &rules)
{
    const Document &document = context.document();
    const bool judges10 = context.judges10();
    const QString typeName = context.typeName();
    Instant from;
    Instant until;
    QString fromText;
    QString untilText;
    if (document.metadata) {
        fromText = document.metadata->from().value_or(QString());
        untilText = document.metadata->until().value_or(QString());
        from = instant(document.metadata->from());
        until = instant(document.metadata->until());
    }
    const QString timeName = judges10 ? QStringLiteral("<lastmod>") : QStringLiteral("datetime");
    // The change time as written, for messages.
    const auto timeTextOf = [judges10](const ChangeEntry &change) {
        const Entry &entry = *change.entry;
        if (judges10)
            return entry.lastmod.value_or(QString());
        return entry.metadata ? entry.metadata->datetime().value_or(QString()) : QString();
    };
    // Translated once: in 1.0 this one can be reported for every entry.
    const QString lastmodMissingText = judges10 && !rules.lastmodMissing.isEmpty()
        ? Tr::tr("The entry for %1 has no <lastmod>. ResourceSync 1.0 makes <lastmod> mandatory in "
                 "a %2: it gives the time of the change.")
        : QString();

    qsizetype withoutLastmod = 0;
    const Entry *firstWithoutLastmod = nullptr;
    qsizetype withoutDatetime = 0;
    const Entry *firstWithoutDatetime = nullptr;
    // Entries whose change time is written but does not parse: the order
    // rule cannot place them, and says so once.
    qsizetype unparsable = 0;
    const ChangeEntry *firstUnparsable = nullptr;
    const ChangeEntry *previous = nullptr;
    SameTimeRun seen;

    for (const ChangeEntry &change : entries) {
        const Entry &entry = *change.entry;
        if (!entry.lastmod && !rules.lastmodMissing.isEmpty()) {
            if (judges10) {
                context.report(rules.lastmodMissing, lastmodMissingText.arg(change.loc, typeName),
                               entry.position);
            } else if (withoutLastmod++ == 0) {
                firstWithoutLastmod = &entry;
            }
        }
        if (!judges10 && !change.hasDatetime && !rules.datetimeMissing.isEmpty()
            && withoutDatetime++ == 0) {
            firstWithoutDatetime = &entry;
        }

        const Instant time = judges10 ? change.lastmod : change.datetime;
        if (!time.valid) {
            if (!timeTextOf(change).isEmpty() && unparsable++ == 0)
                firstUnparsable = &change;
            continue;
        }
        const SourcePosition position = judges10 && entry.lastmodPosition.isKnown()
            ? entry.lastmodPosition
            : entryPosition(entry);

        if (previous && !rules.order.isEmpty()) {
            const Instant before = judges10 ? previous->lastmod : previous->datetime;
            if (compareTimes(context, time, before, position) < 0) {
                context.report(
                    rules.order,
                    Tr::tr("The change to %1 (%2 %3) is listed after a change at a later "
                           "time (%4, line %5). A %6 lists changes in forward "
                           "chronological order: the least recent change first.")
                        .arg(change.loc, timeName, syntax::quoted(timeTextOf(change)),
                             syntax::quoted(timeTextOf(*previous)),
                             QString::number(previous->entry->position.line), typeName),
                    position);
            }
        }
        previous = &change;

        const QStringView intervalRule = judges10 ? rules.lastmodInterval : rules.datetimeInterval;
        if (!intervalRule.isEmpty()) {
            const std::optional<Severity> severity
                = judges10 ? std::optional<Severity>(Severity::Warning) : std::nullopt;
            if (from.valid && compareTimes(context, time, from, position) < 0) {
                context.report(intervalRule,
                               Tr::tr("The change to %1 happened at %2, before the %3's from (%4). "
                                      "A %3 only lists changes from its from time on.")
                                   .arg(change.loc, syntax::quoted(timeTextOf(change)), typeName,
                                        syntax::quoted(fromText)),
                               position, severity);
            } else if (until.valid && compareTimes(context, time, until, position) > 0) {
                context.report(intervalRule,
                               Tr::tr("The change to %1 happened at %2, after the %3's until (%4). "
                                      "A %3 only lists changes up to its until time.")
                                   .arg(change.loc, syntax::quoted(timeTextOf(change)), typeName,
                                        syntax::quoted(untilText)),
                               position, severity);
            }
        }

        if (change.loc.isEmpty())
            continue;
        if (judges10 && !rules.locLastmodUnique.isEmpty()) {
            const ChangeKey key {change.loc, time.msecs, ChangeKind::None};
            if (seen.addOrFind(key)) {
                context.report(
                    rules.locLastmodUnique,
                    Tr::tr("%1 is listed twice with the same change time %2. The pair of "
                           "URI and change time should be unique, so that a Destination "
                           "can tell which changes it has processed; give change times "
                           "at a finer granularity.")
                        .arg(change.loc, syntax::quoted(timeTextOf(change))),
                    position);
            }
        }
        if (!judges10 && change.change != ChangeKind::None && !rules.duplicateChange.isEmpty()) {
            const ChangeKey key {change.loc, time.msecs, change.change};
            if (seen.addOrFind(key)) {
                context.report(rules.duplicateChange,
                               Tr::tr("The change \"%1\" of %2 at %3 is listed twice. Each change "
                                      "is listed once.")
                                   .arg(syntax::quoted(change.changeText()), change.loc,
                                        syntax::quoted(timeTextOf(change))),
                               position, Severity::Warning);
            }
        }
    }

    if (firstUnparsable && !rules.order.isEmpty()) {
        context.report(
            rules.order,
            Tr::tr("The order of %1 of %2 entries could not be judged: their %3 is not a W3C "
                   "datetime (the first is \"%4\" for %5; ATT-001 says what is wrong with it).")
                .arg(QString::number(unparsable), QString::number(entries.size()), timeName,
                     syntax::quoted(timeTextOf(*firstUnparsable)), firstUnparsable->loc),
            entryPosition(*firstUnparsable->entry), Severity::Info);
    }
    if (firstWithoutLastmod) {
        context.report(
            rules.lastmodMissing,
            Tr::tr("Entries without <lastmod>: %1 of %2 (the first is %3). That is "
                   "allowed in ResourceSync 1.1, but a Destination written for 1.0 needs "
                   "<lastmod> in every entry of a %4.")
                .arg(QString::number(withoutLastmod), QString::number(entries.size()),
                     firstWithoutLastmod->trimmedLoc(), typeName),
            firstWithoutLastmod->position, Severity::Info);
    }
    if (firstWithoutDatetime) {
        context.report(
            rules.datetimeMissing,
            Tr::tr("Entries without a datetime attribute: %1 of %2 (the first is %3). "
                   "Giving the datetime of each change makes it easier for a Destination "
                   "to find the last change it processed.")
                .arg(QString::number(withoutDatetime), QString::number(entries.size()),
                     firstWithoutDatetime->trimmedLoc()),
            entryPosition(*firstWithoutDatetime));
    }
}

// ---------------------------------------------------------------------------
// Documents whose entries each cover an interval [from, until] of the
// document's interval: Change List Index, Change Dump Index, Change Dump.

struct IntervalRules
{
    // A child without until that is not the last (CLI-006's [doc] fallback).
    QStringView openChild;
    // Forward chronological order of the children's from (and until).
    QStringView order;
    bool orderByLastmod = false; // an entry without from is placed by its <lastmod> (CD-010)
    bool orderUntil = true;
    // Gaps, overlaps, and children outside the document's interval.
    QStringView tiling;
    std::optional<Severity> tilingSeverity;
    // A closed document whose last child is open or ends early.
    QStringView closing;
    std::optional<Severity> closingSeverity;
};

struct Span
{
    const Entry *entry = nullptr;
    QString loc;
    bool hasMetadata = false;
    bool untilPresent = false;
    Instant from;
    Instant until;
    QString fromText;
    QString untilText;
};

// The document's own interval.
struct Bounds
{
    Instant from;
    Instant until;
    QString fromText;
    QString untilText;
    bool closed = false;
};

inline Bounds documentBounds(const Document &document)
{
    Bounds bounds;
    if (document.metadata) {
        bounds.fromText = document.metadata->from().value_or(QString());
        bounds.untilText = document.metadata->until().value_or(QString());
        bounds.from = instant(document.metadata->from());
        bounds.until = instant(document.metadata->until());
        bounds.closed = document.metadata->until().has_value();
    }
    return bounds;
}

inline QList<Span> spansOf(const Document &document)
{
    QList<Span> spans;
    spans.reserve(document.entries.size());
    for (const Entry &entry : document.entries) {
        Span span;
        span.entry = &entry;
        span.loc = entry.trimmedLoc();
        if (entry.metadata) {
            span.hasMetadata = true;
            const std::optional<QString> childFrom = entry.metadata->from();
            const std::optional<QString> childUntil = entry.metadata->until();
            span.untilPresent = childUntil.has_value();
            span.from = instant(childFrom);
            span.until = instant(childUntil);
            span.fromText = childFrom.value_or(QString());
            span.untilText = childUntil.value_or(QString());
        }
        spans.append(std::move(span));
    }
    return spans;
}

// An open child (no until) anywhere but at the end.
inline void checkOpenChildren(ValidationContext &context, const IntervalRules &rules,
                              const QList<Span> &spans)
{
    const qsizetype count = spans.size();
    if (rules.openChild.isEmpty())
        return;
    for (qsizetype i = 0; i + 1 < count; ++i) {
        const Span &span = spans.at(i);
        if (!span.hasMetadata || span.untilPresent)
            continue;
        context.report(rules.openChild,
                       Tr::tr("The entry for %1 has no until, so it points to an open document "
                              "that is still being updated, yet more entries follow it. Only "
                              "the last, most recent entry may be open; a closed one must carry "
                              "until.")
                           .arg(span.loc),
                       entryPosition(*span.entry));
    }
}

// Forward chronological order; returns which children are out of order, so
// that the tiling check does not report them a second time.
inline QList<bool> checkOrder(ValidationContext &context, const IntervalRules &rules,
                              const QList<Span> &spans)
{
    const QString typeName = context.typeName();
    const qsizetype count = spans.size();
    QList<bool> outOfOrder(count, false);
    if (rules.order.isEmpty())
        return outOfOrder;
    const Span *previousFrom = nullptr;
    Instant previousKey;
    QString previousKeyText;
    const Span *previousUntil = nullptr;
    for (qsizetype i = 0; i < count; ++i) {
        const Span &span = spans.at(i);
        const SourcePosition position = entryPosition(*span.entry);
        Instant key = span.from;
        QString keyText = span.fromText;
        if (!key.valid && rules.orderByLastmod) {
            key = instant(span.entry->lastmod);
            keyText = span.entry->lastmod.value_or(QString());
        }
        if (key.valid) {
            if (previousFrom && compareTimes(context, key, previousKey, position) < 0) {
                outOfOrder[i] = true;
                context.report(
                    rules.order,
                    Tr::tr("The entry for %1 starts at %2, earlier than the entry "
                           "before it (%3, line %4). The entries of a %5 are listed "
                           "in forward chronological order: the oldest first.")
                        .arg(span.loc, syntax::quoted(keyText), syntax::quoted(previousKeyText),
                             QString::number(previousFrom->entry->position.line), typeName),
                    position);
            }
            previousFrom = &span;
            previousKey = key;
            previousKeyText = keyText;
        }
        if (rules.orderUntil && span.until.valid) {
            if (previousUntil && !outOfOrder.at(i)
                && compareTimes(context, span.until, previousUntil->until, position) < 0) {
                outOfOrder[i] = true;
                context.report(rules.order,
                               Tr::tr("The entry for %1 ends at %2, earlier than the entry before "
                                      "it (%3, line %4). The entries of a %5 are listed in "
                                      "forward chronological order: the oldest first.")
                                   .arg(span.loc, syntax::quoted(span.untilText),
                                        syntax::quoted(previousUntil->untilText),
                                        QString::number(previousUntil->entry->position.line),
                                        typeName),
                               position);
            }
            previousUntil = &span;
        }
    }

    return outOfOrder;
}

// The children tile the document's interval.
inline void checkTiling(ValidationContext &context, const IntervalRules &rules,
                        const QList<Span> &spans, const QList<bool> &outOfOrder,
                        const Bounds &bounds)
{
    const QString typeName = context.typeName();
    const qsizetype count = spans.size();
    const Instant &from = bounds.from;
    const Instant &until = bounds.until;
    const QString &fromText = bounds.fromText;
    const QString &untilText = bounds.untilText;
    if (rules.tiling.isEmpty())
        return;
    for (qsizetype i = 0; i < count; ++i) {
        const Span &span = spans.at(i);
        if (!span.from.valid)
            continue;
        const SourcePosition position = entryPosition(*span.entry);
        if (from.valid && compareTimes(context, span.from, from, position) < 0) {
            context.report(rules.tiling,
                           Tr::tr("The entry for %1 starts at %2, before the %3's own from (%4): "
                                  "its interval reaches outside the interval of the %3.")
                               .arg(span.loc, syntax::quoted(span.fromText), typeName,
                                    syntax::quoted(fromText)),
                           position, rules.tilingSeverity);
        } else if (until.valid && span.until.valid
                   && compareTimes(context, span.until, until, position) > 0) {
            context.report(rules.tiling,
                           Tr::tr("The entry for %1 ends at %2, after the %3's own until (%4): "
                                  "its interval reaches outside the interval of the %3.")
                               .arg(span.loc, syntax::quoted(span.untilText), typeName,
                                    syntax::quoted(untilText)),
                           position, rules.tilingSeverity);
        } else if (i == 0 && from.valid && compareTimes(context, span.from, from, position) > 0) {
            context.report(rules.tiling,
                           Tr::tr("The first entry, %1, starts at %2, but the %3 covers changes "
                                  "from %4: changes between %4 and %2 are covered by no entry.")
                               .arg(span.loc, syntax::quoted(span.fromText), typeName,
                                    syntax::quoted(fromText)),
                           position, rules.tilingSeverity);
        }
        if (i == 0 || outOfOrder.at(i))
            continue;
        const Span &previous = spans.at(i - 1);
        if (!previous.until.valid)
            continue;
        const int order = compareTimes(context, span.from, previous.until, position);
        if (order > 0) {
            context.report(rules.tiling,
                           Tr::tr("There is a gap between the entry for %1, which ends at %2, "
                                  "and the entry for %3, which starts at %4: changes in that gap "
                                  "are covered by no entry. Each entry should start where the "
                                  "one before it ends.")
                               .arg(previous.loc, syntax::quoted(previous.untilText), span.loc,
                                    syntax::quoted(span.fromText)),
                           position, rules.tilingSeverity);
        } else if (order < 0) {
            context.report(rules.tiling,
                           Tr::tr("The entry for %1, which starts at %2, overlaps the entry for "
                                  "%3, which ends at %4. Each entry should start where the one "
                                  "before it ends.")
                               .arg(span.loc, syntax::quoted(span.fromText), previous.loc,
                                    syntax::quoted(previous.untilText)),
                           position, rules.tilingSeverity);
        }
    }
}

// A closed document has closed children, and the last one ends with it.
inline void checkClosing(ValidationContext &context, const IntervalRules &rules,
                         const QList<Span> &spans, const Bounds &bounds)
{
    const QString typeName = context.typeName();
    const qsizetype count = spans.size();
    const Instant &until = bounds.until;
    const QString &untilText = bounds.untilText;
    if (rules.closing.isEmpty() || !bounds.closed || count == 0)
        return;
    // Where open children before the last are reported anyway, judge only the last.
    const qsizetype first = rules.openChild.isEmpty() ? 0 : count - 1;
    for (qsizetype i = first; i < count; ++i) {
        const Span &span = spans.at(i);
        if (!span.hasMetadata)
            continue;
        const SourcePosition position = entryPosition(*span.entry);
        if (!span.untilPresent) {
            context.report(rules.closing,
                           Tr::tr("The %1 is closed (until=\"%2\"), but its entry for %3 has no "
                                  "until and so is still open. All entries of a closed %1 are "
                                  "closed.")
                               .arg(typeName, syntax::quoted(untilText), span.loc),
                           position, rules.closingSeverity);
        } else if (i == count - 1 && span.until.valid && until.valid
                   && compareTimes(context, span.until, until, position) < 0) {
            context.report(rules.closing,
                           Tr::tr("The %1 is closed at %2, but its last entry, %3, ends at %4: "
                                  "changes after %4 are covered by no entry. The last entry "
                                  "should end where the %1 ends.")
                               .arg(typeName, syntax::quoted(untilText), span.loc,
                                    syntax::quoted(span.untilText)),
                           position, rules.closingSeverity);
        }
    }
}

inline void checkIntervals(ValidationContext &context, const IntervalRules &rules)
{
    const Document &document = context.document();
    const Bounds bounds = documentBounds(document);
    const QList<Span> spans = spansOf(document);
    checkOpenChildren(context, rules, spans);
    const QList<bool> outOfOrder = checkOrder(context, rules, spans);
    checkTiling(context, rules, spans, outOfOrder, bounds);
    checkClosing(context, rules, spans, bounds);
}
} // namespace rsi::changerules
