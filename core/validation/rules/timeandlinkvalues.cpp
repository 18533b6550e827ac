// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Datetimes (ATT-001/002/021) and the link attributes href (ATT-018),
// rel (ATT-019/020) and pri (ATT-017).
#include "attributevalues_p.h"
#include "syntax_p.h"

#include <algorithm>

namespace rsi::attributevalues {

namespace {

using namespace characters; // NOLINT: small ASCII predicates, read unqualified
using syntax::quoted;

constexpr QStringView patchRelation = u"http://www.openarchives.org/rs/terms/patch";

// rel: one registered relation name (RFC 5988 reg-rel-type, case-insensitive)
// or an absolute URI.
bool isValidRel(QStringView rel)
{
    if (rel.isEmpty())
        return false;
    if (rel.contains(u':'))
        return syntax::schemeLength(rel) > 0 && std::none_of(rel.begin(), rel.end(), [](QChar c) {
                   return c.unicode() <= 0x20 || c == u'"' || c == u'<' || c == u'>';
               });
    if (!isAsciiAlpha(rel.front().unicode()))
        return false;
    return std::all_of(rel.begin(), rel.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return isAsciiAlpha(u) || isAsciiDigit(u) || u == u'.' || u == u'-';
    });
}

bool isFeaturedRel(QStringView rel)
{
    static constexpr QStringView featured[]
        = {u"up",        u"index",      u"describedby", u"describes", u"contents",
           u"duplicate", u"alternate",  u"canonical",   u"memento",   u"timegate",
           u"timemap",   u"collection", u"via",         u"profile"};
    if (rel == patchRelation)
        return true;
    return std::any_of(std::begin(featured), std::end(featured), [rel](QStringView known) {
        return known.compare(rel, Qt::CaseInsensitive) == 0;
    });
}

} // namespace

// ------------------------------------------------------------- datetimes

void checkTime(ValidationContext &context, const QString &what, const QString &value, TimeUse use,
               SourcePosition position)
{
    const W3cDatetime time = W3cDatetime::parse(value);
    if (!time.valid) {
        context.report(u"ATT-001",
                       Tr::tr("%1 \"%2\" is not a W3C Datetime: %3. Write it as "
                              "YYYY-MM-DDThh:mm:ssZ, e.g. 2013-01-03T09:00:00Z.")
                           .arg(what, quoted(value), time.error),
                       position);
        return;
    }
    if (time.leapSecond) {
        context.report(u"ATT-001",
                       Tr::tr("%1 \"%2\" names a leap second (ss = 60). It is valid, but many "
                              "programs cannot represent it.")
                           .arg(what, quoted(value)),
                       position, Severity::Warning);
    }
    if (use == TimeUse::Modified) {
        if (time.isReducedPrecision()) {
            context.report(u"ATT-021",
                           Tr::tr("%1 \"%2\" is not a complete date and time. modified comes from "
                                  "the Atom Link Extensions, which use an RFC 3339 date-time such "
                                  "as 2013-01-03T09:00:00Z.")
                               .arg(what, quoted(value)),
                           position);
        }
        return;
    }
    if (time.paddedWithSpace) {
        context.report(u"ATT-002",
                       Tr::tr("%1 \"%2\" has white space around the datetime; some readers will "
                              "not accept it.")
                           .arg(what, quoted(value)),
                       position);
    } else if (time.isReducedPrecision()) {
        context.report(u"ATT-002",
                       Tr::tr("%1 \"%2\" has reduced precision. ResourceSync recommends a complete "
                              "date and time in UTC, YYYY-MM-DDThh:mm:ssZ; a shorter value stands "
                              "for a whole interval and makes comparisons approximate.")
                           .arg(what, quoted(value)),
                       position);
    } else if (!time.utc) {
        context.report(u"ATT-002",
                       Tr::tr("%1 \"%2\" uses a time zone offset. ResourceSync recommends UTC, "
                              "written with Z (YYYY-MM-DDThh:mm:ssZ).")
                           .arg(what, quoted(value)),
                       position);
    }
}

// ------------------------------------------------------- link attributes

void checkPri(ValidationContext &context, const QString &value, SourcePosition position)
{
    const bool digits = !value.isEmpty() && value.size() <= 16
        && std::all_of(value.begin(), value.end(),
                       [](QChar c) { return isAsciiDigit(c.unicode()); });
    const qint64 number = digits ? value.toLongLong() : 0;
    if (!digits || number < 1 || number > 999'999) {
        context.report(u"ATT-017",
                       Tr::tr("pri \"%1\" is not an integer from 1 to 999999 (a lower number is a "
                              "higher priority).")
                           .arg(quoted(value)),
                       position);
    }
}

void checkHref(ValidationContext &context, const QString &value, SourcePosition position)
{
    if (syntax::schemeLength(trimmedView(value)) == 0) {
        context.report(u"ATT-018",
                       Tr::tr("href \"%1\" is a relative reference. It is resolved against the "
                              "document's URI, but an absolute URI is safer for Destinations.")
                           .arg(quoted(value)),
                       position, Severity::Warning);
    }
}

void checkRel(ValidationContext &context, const QString &value, bool entryLevel,
              SourcePosition position)
{
    if (!isValidRel(value)) {
        const bool several
            = std::any_of(value.begin(), value.end(), [](QChar c) { return c.isSpace(); });
        context.report(u"ATT-019",
                       several
                           ? Tr::tr("rel \"%1\" contains white space. An <rs:ln> carries "
                                    "exactly one relation type; use one link per relation.")
                                 .arg(quoted(value))
                           : Tr::tr("rel \"%1\" is neither a registered relation name (letters, "
                                    "digits, \".\" and \"-\") nor an absolute URI.")
                                 .arg(quoted(value)),
                       position);
        return;
    }
    // Root links are judged by GEN-008. A Capability List's notification
    // channel names its hub (Framework Notification §5; NT-003).
    const bool channelHub = context.type() == DocumentType::CapabilityList
        && value.compare(u"hub", Qt::CaseInsensitive) == 0;
    if (entryLevel && !isFeaturedRel(value) && !channelHub) {
        context.report(u"ATT-020",
                       Tr::tr("rel \"%1\" is not a relation that ResourceSync describes; a "
                              "Destination that does not know it will fall back to <loc>.")
                           .arg(quoted(value)),
                       position);
    }
}

} // namespace rsi::attributevalues
