// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ResourceCheckJob: judging a resource's answer for every entry that names
// it (RL-013, XD-004/005, ATT-011/013, HTTP-002/003, NET-002), and the
// findings that come of it, at most maxFindingsPerRule() per rule and document.
#include "net/httpengine.h"
#include "resourcecheckjob.h"
#include "resourcecheckjob_p.h"
#include "sourcetree.h"
#include "validation/hashdigests.h"
#include "validation/rulecatalogue.h"
#include "validation/w3cdatetime.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <array>
#include <limits>

namespace rsi {

using namespace resourcecheck;

namespace {

// "type/subtype" of a media type, lower case, without parameters.
QString essence(const QString &mediaType)
{
    return mediaType.section(u';', 0, 0).trimmed().toLower();
}

qint64 floorDiv(qint64 a, qint64 b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

// Does an HTTP Last-Modified (whole seconds) fall within what lastmod says?
// A reduced-precision lastmod stands for an interval; a date without a time
// has no time zone either, so it is widened by the largest offset, 14 hours.
bool lastmodMatches(const W3cDatetime &lastmod, const QDateTime &lastModified)
{
    const qint64 seconds = floorDiv(lastModified.toMSecsSinceEpoch(), 1000);
    const QDateTime start
        = QDateTime::fromMSecsSinceEpoch(lastmod.msecsSinceEpoch, QTimeZone::utc());
    QDateTime end;
    constexpr qint64 zoneSlack = 14LL * 3600;
    qint64 slack = 0;
    switch (lastmod.precision) {
    case W3cDatetime::Precision::Second:
    case W3cDatetime::Precision::Fraction:
        return floorDiv(lastmod.msecsSinceEpoch, 1000) == seconds;
    case W3cDatetime::Precision::Minute:
        end = start.addSecs(60);
        break;
    case W3cDatetime::Precision::Day:
        end = start.addDays(1);
        slack = zoneSlack;
        break;
    case W3cDatetime::Precision::Month:
        end = start.addMonths(1);
        slack = zoneSlack;
        break;
    case W3cDatetime::Precision::Year:
        end = start.addYears(1);
        slack = zoneSlack;
        break;
    }
    const qint64 from = floorDiv(start.toMSecsSinceEpoch(), 1000) - slack;
    const qint64 until = floorDiv(end.toMSecsSinceEpoch(), 1000) + slack;
    return seconds >= from && seconds < until;
}

} // namespace

// One entry that names the loc being judged.
struct ResourceCheckJob::Member
{
    enum class Role : quint8 { Listed, Created, Updated, Deleted, OtherChange };

    qint32 document = 0;
    qint32 row = 0;
    Role role = Role::Listed;
    // When the entry's statement holds: an RL's at; a CL entry's datetime,
    // else a lower bound of its change time.
    std::optional<qint64> time;
};

void ResourceCheckJob::judge(const Pending &pending, const FetchResult &result)
{
    // The entries that name the loc, in document order.
    std::vector<Member> members;
    for (qsizetype i = pending.runBegin; i < qsizetype(m_index.size())
         && m_index[size_t(i)].key == m_index[size_t(pending.runBegin)].key;
         ++i) {
        const IndexEntry &entry = m_index[size_t(i)];
        if (locOf(entry) != QByteArrayView(pending.loc))
            continue;
        const DocumentInfo &info = m_documents[size_t(entry.document)];
        Member member;
        member.document = entry.document;
        member.row = entry.row;
        if (!info.changeList) {
            member.time = info.at;
        } else {
            const EntryTable &table = m_tree.document(entry.document).entries;
            const QByteArrayView change = table.utf8(entry.row, EntryField::Change);
            member.role = change == "created" ? Member::Role::Created
                : change == "updated"         ? Member::Role::Updated
                : change == "deleted"         ? Member::Role::Deleted
                                              : Member::Role::OtherChange;
            member.time = instantOf(table.value(entry.row, EntryField::Datetime));
            if (!member.time) {
                // No change time: the resource's own lastmod and the list's
                // from are both no later than the change.
                const std::optional<qint64> lastmod
                    = instantOf(table.value(entry.row, EntryField::Lastmod));
                if (lastmod || info.from)
                    member.time = std::max(lastmod.value_or(std::numeric_limits<qint64>::min()),
                                           info.from.value_or(std::numeric_limits<qint64>::min()));
            }
        }
        members.push_back(member);
    }

    // Which entries a later Change List entry supersedes, in linear time: per
    // kind of change (any, deleted, created or updated), whether one follows
    // in the same list, and the latest two from different lists.
    enum Kind { Any, Deleted, Recreated, kindCount };
    const auto kindsOf = [](const Member &member) {
        std::array<bool, kindCount> kinds {};
        if (member.role == Member::Role::Listed)
            return kinds;
        kinds[Any] = true;
        kinds[Deleted] = member.role == Member::Role::Deleted;
        kinds[Recreated]
            = member.role == Member::Role::Created || member.role == Member::Role::Updated;
        return kinds;
    };
    struct Latest
    {
        qint64 time = 0;
        qint32 document = -1;
    };
    std::array<std::array<Latest, 2>, kindCount> latest {};
    std::vector<std::array<bool, kindCount>> laterInSameList(members.size());
    std::array<bool, kindCount> seen {};
    for (size_t i = members.size(); i-- > 0;) {
        const Member &member = members[i];
        if (i + 1 < members.size() && members[i + 1].document != member.document)
            seen = {};
        laterInSameList[i] = seen;
        const std::array<bool, kindCount> kinds = kindsOf(member);
        for (int kind = 0; kind < kindCount; ++kind) {
            if (!kinds[size_t(kind)])
                continue;
            seen[size_t(kind)] = true;
            if (!member.time)
                continue;
            std::array<Latest, 2> &best = latest[size_t(kind)];
            const Latest candidate {*member.time, member.document};
            if (best[0].document < 0 || candidate.time > best[0].time) {
                if (best[0].document != candidate.document)
                    best[1] = best[0];
                best[0] = candidate;
            } else if (candidate.document != best[0].document
                       && (best[1].document < 0 || candidate.time > best[1].time)) {
                best[1] = candidate;
            }
        }
    }
    const auto later = [&](size_t i, Kind kind) {
        if (laterInSameList[i][size_t(kind)])
            return true;
        const Member &member = members[i];
        if (!member.time)
            return false;
        const std::array<Latest, 2> &best = latest[size_t(kind)];
        const Latest &other = best[0].document != member.document ? best[0] : best[1];
        return other.document >= 0 && other.time >= *member.time;
    };
    for (size_t i = 0; i < members.size() && !isFinished(); ++i)
        judgeEntry(members[i], result, later(i, Any), later(i, Deleted), later(i, Recreated));
}

void ResourceCheckJob::judgeEntry(const Member &member, const FetchResult &result, bool laterAny,
                                  bool laterDeleted, bool laterCreated)
{
    const QString loc = m_tree.document(member.document).entries.value(member.row, EntryField::Loc);
    const int status = result.status.value_or(0);
    const bool gone = status == 404 || status == 410;
    using Role = Member::Role;
    if (!result.ok && !gone) {
        report(member, u"NET-002", tr("%1 could not be checked: %2").arg(loc, result.error));
        return;
    }
    if (gone) {
        if (member.role == Role::Listed) {
            if (laterDeleted)
                report(member, u"RL-013",
                       tr("The Resource List names %1, which answers HTTP %2; a Change List "
                          "reports it deleted at or after the list's at, so the list was right "
                          "when it was made.")
                           .arg(loc, QString::number(status)),
                       Severity::Info);
            else
                report(member, u"RL-013",
                       tr("The Resource List names %1, but it answers HTTP %2 and no Change "
                          "List reports it deleted.")
                           .arg(loc, QString::number(status)));
        } else if ((member.role == Role::Created || member.role == Role::Updated)
                   && !laterDeleted) {
            report(member, u"XD-005",
                   tr("The Change List reports %1 %2, but it answers HTTP %3 and no later "
                      "change deletes it.")
                       .arg(loc,
                            member.role == Role::Created ? QStringLiteral("created")
                                                         : QStringLiteral("updated"),
                            QString::number(status)));
        }
        return;
    }
    if (member.role == Role::Deleted) {
        if (!laterCreated)
            report(member, u"XD-005",
                   tr("The Change List reports %1 deleted, but it still answers HTTP %2 and no "
                      "later change creates it again.")
                       .arg(loc, QString::number(status)));
        return;
    }
    if (member.role == Role::OtherChange)
        return; // CL-010/ATT-006 say what is wrong with the entry
    compareMetadata(member, result, laterAny);
}

void ResourceCheckJob::compareMetadata(const Member &member, const FetchResult &result,
                                       bool laterAny)
{
    const EntryTable &table = m_tree.document(member.document).entries;
    const qsizetype row = member.row;
    const QString loc = table.value(row, EntryField::Loc);
    // A mismatch that a later change explains is no fault of the list.
    const std::optional<Severity> severity
        = laterAny ? std::optional<Severity>(Severity::Info) : std::nullopt;
    const auto explained = [laterAny](QString message) {
        if (laterAny)
            message += u' '
                + tr("A later change in a Change List explains it: the resource changed since "
                     "the list was produced.");
        return message;
    };

    // ATT-010 syntax, up to what 64 bits hold; anything else is its business.
    std::optional<qint64> length;
    const QByteArrayView lengthText = table.utf8(row, EntryField::Length);
    if (!lengthText.isEmpty() && lengthText.size() <= 18
        && std::all_of(lengthText.cbegin(), lengthText.cend(),
                       [](char c) { return c >= '0' && c <= '9'; }))
        length = lengthText.toByteArray().toLongLong();
    const QString served = result.contentEncoding.isEmpty() ? QString()
                                                            : u' '
            + tr("(The server sent it with Content-Encoding \"%1\"; length and hash are compared "
                 "with the bytes as served.)")
                  .arg(QString::fromLatin1(result.contentEncoding));

    // Fixity: with hash, the body that arrived decides (XD-004); the header
    // is compared when the body agrees, or when there is no body (ATT-011).
    bool bodyMismatch = false;
    if (m_hash && result.method == FetchMethod::Get) {
        QStringList problems;
        if (length && *length != result.bytes)
            problems.append(tr("length is %1 bytes, but %2 bytes arrived")
                                .arg(QString::number(*length), QString::number(result.bytes)));
        const QList<ListedDigest> digests = listedDigests(table.value(row, EntryField::Hash));
        for (const ListedDigest &digest : digests) {
            const QByteArray computed = result.digest(digest.algorithm).toHex();
            if (!computed.isEmpty() && computed != digest.hex)
                problems.append(tr("%1 is \"%2\", but the body's is \"%3\"")
                                    .arg(digest.name, QString::fromLatin1(digest.hex),
                                         QString::fromLatin1(computed)));
        }
        if (!problems.isEmpty()) {
            bodyMismatch = true;
            report(member, u"XD-004",
                   explained(tr("The body of %1 does not match the list: %2.")
                                 .arg(loc, problems.join(QStringLiteral("; ")))
                             + served),
                   severity);
        }
    }
    if (!bodyMismatch && length && result.contentLength && *length != *result.contentLength) {
        report(member, u"ATT-011",
               explained(
                   tr("length is %1 bytes, but the Content-Length of %2 is %3.")
                       .arg(QString::number(*length), loc, QString::number(*result.contentLength))
                   + served),
               severity);
    }

    const QString type = table.value(row, EntryField::Type);
    if (!type.isEmpty() && type.contains(u'/') && !result.contentType.isEmpty()
        && essence(type) != essence(result.contentType)) {
        report(member, u"HTTP-002",
               explained(tr("type is \"%1\", but %2 is served as \"%3\".")
                             .arg(type, loc, result.contentType)),
               severity);
    }

    const QString lastmodText = table.value(row, EntryField::Lastmod);
    if (!lastmodText.isEmpty() && !result.lastModified.isEmpty()) {
        const W3cDatetime lastmod = W3cDatetime::parse(lastmodText);
        const QDateTime lastModified
            = HttpEngine::parseHttpDate(result.lastModified, QDateTime::currentDateTimeUtc());
        if (lastmod.valid && lastModified.isValid() && !lastmodMatches(lastmod, lastModified)) {
            report(member, u"HTTP-003",
                   explained(tr("lastmod is \"%1\", but the Last-Modified of %2 is \"%3\" (%4).")
                                 .arg(lastmodText.trimmed(), loc,
                                      QString::fromLatin1(result.lastModified),
                                      lastModified.toString(Qt::ISODate))),
                   severity);
        }
    }

    const QString encodingText = entryEncoding(table, row);
    if (!encodingText.isNull()) {
        const QStringList listed = codings(encodingText);
        const QStringList sent = codings(QString::fromLatin1(result.contentEncoding));
        if (listed != sent) {
            report(member, u"ATT-013",
                   explained(sent.isEmpty()
                                 ? tr("encoding is \"%1\", but %2 is served without "
                                      "Content-Encoding.")
                                       .arg(encodingText, loc)
                                 : tr("encoding is \"%1\", but %2 is served with "
                                      "Content-Encoding \"%3\".")
                                       .arg(encodingText, loc,
                                            QString::fromLatin1(result.contentEncoding))),
                   severity);
        }
    }
}

void ResourceCheckJob::report(const Member &member, QStringView ruleId, const QString &message,
                              std::optional<Severity> severity)
{
    Counter &counter = m_counters[{int(member.document), ruleId.toString()}];
    if (++counter.count > m_maxFindingsPerRule) {
        const Rule *rule = RuleCatalogue::instance().find(ruleId);
        counter.worst
            = std::max(counter.worst, severity.value_or(rule ? rule->severity : Severity::Error));
        return;
    }
    CrawledDocument &document = m_tree.document(member.document);
    Finding finding = makeFinding(ruleId, message, m_documents[size_t(member.document)].url,
                                  document.entries.position(member.row), severity);
    finding.relatedUrl = document.entries.value(member.row, EntryField::Loc);
    document.findings.append(std::move(finding));
    m_touched.insert(member.document);
}

void ResourceCheckJob::finishUp()
{
    // In a fixed order, so that two runs give the same report.
    QList<std::pair<std::pair<int, QString>, Counter>> overflowing;
    for (auto it = m_counters.cbegin(); it != m_counters.cend(); ++it) {
        if (it->count > m_maxFindingsPerRule)
            overflowing.append({it.key(), it.value()});
    }
    std::sort(overflowing.begin(), overflowing.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[key, counter] : std::as_const(overflowing)) {
        const auto &[id, ruleId] = key;
        Finding finding = makeFinding(
            ruleId,
            tr("%1 more findings of rule %2 about the resources this document lists are not "
               "listed one by one; the first %3 are.")
                .arg(QString::number(counter.count - m_maxFindingsPerRule), ruleId,
                     QString::number(m_maxFindingsPerRule)),
            m_documents[size_t(id)].url, {}, counter.worst);
        m_tree.document(id).findings.append(std::move(finding));
    }
    m_counters.clear();
    for (const int id : std::as_const(m_touched))
        sortFindings(m_tree.document(id).findings);
    m_touched.clear();
}

} // namespace rsi
