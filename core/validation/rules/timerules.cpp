// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The cross-cutting time rules (catalogue section 4) on one rs:md: completed
// only together with at (TA-002), until only together with from (TA-003),
// and both intervals in order (TA-004, TA-005). Which attributes a place
// allows at all is Appendix A, applied by the profile (TA-001 and the
// type-specific rules); this group stays silent where the profile speaks.
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/typeprofile.h"
#include "validation/validationcontext.h"

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// How the profile treats an attribute in this place. At the root, the
// profile lists what Appendix A restricts and leaves the rest optional; at
// the url level, a time attribute it does not name is reported as not used
// (TA-001) by its generic placement rule.
AttributeUse useOf(const QList<AttributeRule> &rules, QStringView name, bool entryLevel)
{
    for (const AttributeRule &rule : rules) {
        if (rule.name == name)
            return rule.use;
    }
    return entryLevel && syntax::isTimeAttribute(name) ? AttributeUse::NotUsed
                                                       : AttributeUse::Optional;
}

// The four time attributes of one rs:md, found in one pass.
struct Times
{
    const QString *values[4] = {}; // at, completed, from, until

    explicit Times(const Metadata &metadata)
    {
        for (const Attribute &attribute : metadata.attributes.all()) {
            const QString name = attribute.localName();
            if (name.size() < 2 || name.size() > 9 || !attribute.isUnprefixed())
                continue;
            const int slot = name == u"at" ? 0
                : name == u"completed"     ? 1
                : name == u"from"          ? 2
                : name == u"until"         ? 3
                                           : -1;
            if (slot >= 0 && !values[slot])
                values[slot] = &attribute.value;
        }
    }
    bool any() const { return values[0] || values[1] || values[2] || values[3]; }
};

struct Pair
{
    int start; // slot of at, from
    int end; // slot of completed, until
    QStringView startName;
    QStringView endName;
    QStringView companionRule; // TA-002, TA-003
    QStringView orderRule; // TA-004, TA-005
};

void checkCompanion(ValidationContext &context, const Metadata &metadata, const Times &times,
                    const QList<AttributeRule> &rules, bool entryLevel, const Pair &pair)
{
    if (!times.values[pair.end] || times.values[pair.start])
        return;
    const AttributeUse endUse = useOf(rules, pair.endName, entryLevel);
    const AttributeUse startUse = useOf(rules, pair.startName, entryLevel);
    // The profile already reports a misplaced end, or a missing mandatory start.
    // A missing recommended start is reported here only: the profile leaves
    // until-without-from to TA-003 (profilerules.cpp, checkAttributeUses).
    if (endUse == AttributeUse::NotUsed || startUse == AttributeUse::Mandatory)
        return;
    const QString where = entryLevel ? Tr::tr("An entry's") : Tr::tr("The root");
    context.report(pair.companionRule,
                   startUse == AttributeUse::NotUsed
                       ? Tr::tr("%1 <rs:md> has %2, but %3 is not used there, and %2 is meaningful "
                                "only together with %3 on the same element.")
                             .arg(where, pair.endName, pair.startName)
                       : Tr::tr("%1 <rs:md> has %2 without %3. %2 is meaningful only together with "
                                "%3 on the same element.")
                             .arg(where, pair.endName, pair.startName),
                   metadata.position);
}

void checkOrder(ValidationContext &context, const Metadata &metadata, const Times &times,
                const Pair &pair)
{
    const QString *startText = times.values[pair.start];
    const QString *endText = times.values[pair.end];
    if (!startText || !endText)
        return;
    const W3cDatetime start = W3cDatetime::parse(*startText);
    const W3cDatetime end = W3cDatetime::parse(*endText);
    if (!start.valid || !end.valid)
        return; // ATT-001
    if (start.isReducedPrecision() || end.isReducedPrecision())
        context.noteImpreciseComparison(metadata.position);
    if (end.msecsSinceEpoch < start.msecsSinceEpoch) {
        context.report(pair.orderRule,
                       Tr::tr("%1=\"%2\" is earlier than %3=\"%4\"; it must not be.")
                           .arg(pair.endName, *endText, pair.startName, *startText),
                       metadata.position);
    } else if (end.msecsSinceEpoch == start.msecsSinceEpoch && pair.orderRule == u"TA-005") {
        context.report(pair.orderRule,
                       Tr::tr("until=\"%1\" is the same instant as from=\"%2\", so the list covers "
                              "an empty interval.")
                           .arg(*endText, *startText),
                       metadata.position, Severity::Warning);
    }
}

void checkMetadata(ValidationContext &context, const Metadata &metadata,
                   const QList<AttributeRule> &rules, bool entryLevel)
{
    static const Pair pairs[] = {
        {0, 1, u"at", u"completed", u"TA-002", u"TA-004"},
        {2, 3, u"from", u"until", u"TA-003", u"TA-005"},
    };
    const Times times(metadata);
    if (!times.any())
        return;
    for (const Pair &pair : pairs) {
        checkCompanion(context, metadata, times, rules, entryLevel, pair);
        checkOrder(context, metadata, times, pair);
    }
}

void check(ValidationContext &context)
{
    const Document &document = context.document();
    const TypeProfile &profile = typeProfile(context.type());
    // A notification's from and until each stand alone, and their order is a
    // derived rule: NT-022 judges them (notificationrules.cpp).
    if (document.metadata && !isNotificationType(context.type()))
        checkMetadata(context, *document.metadata, profile.root, false);
    for (const Entry &entry : document.entries) {
        if (entry.metadata)
            checkMetadata(context, *entry.metadata, profile.entry, true);
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("TA-002"),
        QStringLiteral("TA-003"),
        QStringLiteral("TA-004"),
        QStringLiteral("TA-005"),
    };
}

} // namespace

const RuleGroup rules::times {"times", ruleIds, check};

} // namespace rsi
