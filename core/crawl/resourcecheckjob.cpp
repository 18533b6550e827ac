// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcecheckjob.h"

#include "net/httpengine.h"
#include "resourcefilter.h"
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

namespace {

// Requests handed to the engine at once. The engine queues per host; a
// bounded window keeps a million entries from becoming a million queued
// requests, while still keeping every host of a mixed source busy.
constexpr qsizetype requestWindow = 64;

// The content codings of an encoding attribute or a Content-Encoding header,
// in order, lower case, without "identity".
QStringList codings(const QString &value)
{
    QStringList list;
    const QStringList parts = value.split(u',');
    for (const QString &part : parts) {
        const QString coding = part.trimmed().toLower();
        if (!coding.isEmpty() && coding != u"identity")
            list.append(coding);
    }
    return list;
}

QString entryEncoding(const EntryTable &entries, qsizetype row)
{
    return entries.value(row, EntryField::Encoding);
}

// "type/subtype" of a media type, lower case, without parameters.
QString essence(const QString &mediaType)
{
    return mediaType.section(u';', 0, 0).trimmed().toLower();
}

std::optional<qint64> instantOf(QStringView text)
{
    if (text.isNull())
        return std::nullopt;
    const W3cDatetime time = W3cDatetime::parse(text);
    return time.valid ? std::optional<qint64>(time.msecsSinceEpoch) : std::nullopt;
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

bool isHttpLoc(QByteArrayView loc)
{
    const auto startsWith = [loc](QByteArrayView prefix) {
        return loc.size() > prefix.size()
            && QByteArrayView(loc.first(prefix.size())).compare(prefix, Qt::CaseInsensitive) == 0;
    };
    return startsWith("http://") || startsWith("https://");
}

// Seeded per process, so that a hostile list cannot line up colliding locs.
quint64 keyOf(QByteArrayView loc)
{
    return quint64(qHash(loc, QHashSeed::globalSeed()));
}

} // namespace

struct ResourceCheckJob::IndexEntry
{
    quint64 key = 0; // hash of the loc
    qint32 document = 0;
    qint32 row = 0;

    friend bool operator<(const IndexEntry &a, const IndexEntry &b)
    {
        if (a.key != b.key)
            return a.key < b.key;
        if (a.document != b.document)
            return a.document < b.document;
        return a.row < b.row;
    }
};

struct ResourceCheckJob::DocumentInfo
{
    bool changeList = false;
    std::optional<qint64> at; // a Resource List's snapshot time
    std::optional<qint64> from; // a Change List's
    QString url;
    // With a sample: the rows whose resources are fetched, ascending.
    std::vector<qint32> sampled;
};

struct ResourceCheckJob::Pending
{
    qsizetype runBegin = 0; // where the loc's key starts in m_index
    QByteArray loc;
    FetchRequest request;
};

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

ResourceCheckJob::ResourceCheckJob(SourceTree &tree, FetchOptions fetch, bool hash,
                                   QNetworkAccessManager *network, QObject *parent)
    : Job(parent)
    , m_tree(tree)
    , m_hash(hash)
{
    // Conditional requests would answer 304 without the headers judged here.
    fetch.revalidate = false;
    m_engine = new HttpEngine(network, std::move(fetch), this);
    connect(m_engine, &HttpEngine::finished, this, &ResourceCheckJob::onFetched);
}

ResourceCheckJob::~ResourceCheckJob() = default;

void ResourceCheckJob::setMaxFindingsPerRule(int max)
{
    m_maxFindingsPerRule = std::max(1, max);
}

void ResourceCheckJob::setScope(ResourceFilter scope)
{
    m_scope = std::move(scope);
}

QSet<QString> ResourceCheckJob::checkedRuleIds()
{
    return {QStringLiteral("RL-013"),   QStringLiteral("ATT-011"), QStringLiteral("ATT-013"),
            QStringLiteral("XD-004"),   QStringLiteral("XD-005"),  QStringLiteral("HTTP-002"),
            QStringLiteral("HTTP-003"), QStringLiteral("NET-002")};
}

void ResourceCheckJob::doStart()
{
    buildIndex();
    pump();
}

void ResourceCheckJob::doCancel()
{
    m_engine->disconnect(this);
    m_engine->abortAll();
    m_pending.clear();
    finishUp();
}

void ResourceCheckJob::buildIndex()
{
    static_assert(sizeof(IndexEntry) == 16, "a million entries take 16 MB of index");
    const int count = int(m_tree.size());
    m_documents.resize(size_t(count));
    const QList<bool> inScope = documentsInScope(m_tree, m_scope);
    qsizetype entries = 0;
    for (int id = 0; id < count; ++id) {
        const CrawledDocument &document = m_tree.document(id);
        DocumentInfo &info = m_documents[size_t(id)];
        info.url = (document.url.isEmpty() ? document.requestedUrl : document.url).toString();
        if (!document.loaded || !inScope.at(id)
            || (document.type != DocumentType::ResourceList
                && document.type != DocumentType::ChangeList))
            continue;
        info.changeList = document.type == DocumentType::ChangeList;
        if (document.header.metadata) {
            const Metadata &metadata = *document.header.metadata;
            info.at = instantOf(metadata.at().value_or(QString()));
            info.from = instantOf(metadata.from().value_or(QString()));
        }
        m_listed.push_back(id);
        entries += document.entries.size();
    }
    m_index.reserve(size_t(entries));
    for (const int id : m_listed) {
        const EntryTable &table = m_tree.document(id).entries;
        std::vector<qint32> eligible; // with a sample: the rows it is drawn from
        for (qsizetype row = 0; row < table.size(); ++row) {
            const QByteArrayView loc = table.utf8(row, EntryField::Loc);
            if (!isHttpLoc(loc) || !m_scope.acceptsResource(loc))
                continue;
            m_index.push_back({keyOf(loc), qint32(id), qint32(row)});
            if (m_scope.samples())
                eligible.push_back(qint32(row));
        }
        if (m_scope.samples()) {
            DocumentInfo &info = m_documents[size_t(id)];
            const std::vector<qsizetype> picked
                = m_scope.pick(info.url, qsizetype(eligible.size()));
            info.sampled.reserve(picked.size());
            for (const qsizetype i : picked)
                info.sampled.push_back(eligible[size_t(i)]);
        }
    }
    std::sort(m_index.begin(), m_index.end());

    if (m_scope.samples()) {
        // The distinct resources of the samples: few, by design.
        QSet<QByteArray> distinct;
        for (const int id : m_listed) {
            const EntryTable &table = m_tree.document(id).entries;
            for (const qint32 row : m_documents[size_t(id)].sampled)
                distinct.insert(table.utf8(row, EntryField::Loc).toByteArray());
        }
        setTotalAmount(distinct.size());
        return;
    }

    // The distinct locs: one per run of equal keys, unless hashes collide.
    qint64 distinct = 0;
    for (qsizetype begin = 0; begin < qsizetype(m_index.size());) {
        qsizetype end = begin + 1;
        while (end < qsizetype(m_index.size())
               && m_index[size_t(end)].key == m_index[size_t(begin)].key)
            ++end;
        QList<QByteArrayView> seen;
        for (qsizetype i = begin; i < end; ++i) {
            const QByteArrayView loc = locOf(m_index[size_t(i)]);
            if (!seen.contains(loc))
                seen.append(loc);
        }
        distinct += seen.size();
        begin = end;
    }
    setTotalAmount(distinct);
}

QByteArrayView ResourceCheckJob::locOf(const IndexEntry &entry) const
{
    return m_tree.document(entry.document).entries.utf8(entry.row, EntryField::Loc);
}

qsizetype ResourceCheckJob::firstOf(quint64 key) const
{
    const auto first = std::lower_bound(
        m_index.cbegin(), m_index.cend(), key,
        [](const IndexEntry &entry, quint64 wanted) { return entry.key < wanted; });
    return first - m_index.cbegin();
}

void ResourceCheckJob::pump()
{
    while (!isFinished() && m_pending.size() < requestWindow
           && m_cursorDocument < qsizetype(m_listed.size())) {
        const int id = m_listed[size_t(m_cursorDocument)];
        const EntryTable &table = m_tree.document(id).entries;
        const std::vector<qint32> &sampled = m_documents[size_t(id)].sampled;
        const qsizetype rows = m_scope.samples() ? qsizetype(sampled.size()) : table.size();
        if (m_cursorRow >= rows) {
            ++m_cursorDocument;
            m_cursorRow = 0;
            continue;
        }
        const qsizetype at = m_cursorRow++;
        const qsizetype row = m_scope.samples() ? qsizetype(sampled[size_t(at)]) : at;
        const QByteArrayView loc = table.utf8(row, EntryField::Loc);
        if (!isHttpLoc(loc) || !m_scope.acceptsResource(loc))
            continue;
        if (m_scope.samples()) {
            // A resource two samples drew is fetched once; its answer is
            // judged for every entry that names it, drawn or not.
            const QByteArray owned = loc.toByteArray();
            if (m_sampledFetched.contains(owned))
                continue;
            m_sampledFetched.insert(owned);
            startFetch(firstOf(keyOf(loc)), owned);
            continue;
        }
        // Fetched when met first: the first index entry with this loc is this one.
        // Only the first entry with this loc is looked at: the way stays
        // short however often a loc is repeated.
        const quint64 key = keyOf(loc);
        const qsizetype begin = firstOf(key);
        for (qsizetype i = begin; i < qsizetype(m_index.size()) && m_index[size_t(i)].key == key;
             ++i) {
            const IndexEntry &entry = m_index[size_t(i)];
            if (locOf(entry) != loc)
                continue;
            if (entry.document == id && entry.row == row)
                startFetch(begin, loc.toByteArray());
            break;
        }
    }
    if (!isFinished() && m_pending.isEmpty() && m_cursorDocument >= qsizetype(m_listed.size())) {
        finishUp();
        emitResult();
    }
}

void ResourceCheckJob::startFetch(qsizetype runBegin, const QByteArray &loc)
{
    FetchRequest request;
    request.keepBody = false;
    request.method = m_hash ? FetchMethod::Get : FetchMethod::Head;
    // What the entries need: the algorithms they list, and the encoding one
    // of them names.
    QString encoding;
    for (qsizetype i = runBegin;
         i < qsizetype(m_index.size()) && m_index[size_t(i)].key == m_index[size_t(runBegin)].key;
         ++i) {
        const IndexEntry &entry = m_index[size_t(i)];
        if (locOf(entry) != loc)
            continue;
        const EntryTable &table = m_tree.document(entry.document).entries;
        if (encoding.isEmpty())
            encoding = codings(entryEncoding(table, entry.row)).join(u", ");
        if (!m_hash)
            continue;
        const QList<ListedDigest> digests = listedDigests(table.value(entry.row, EntryField::Hash));
        for (const ListedDigest &digest : digests) {
            if (!request.digests.contains(digest.algorithm))
                request.digests.append(digest.algorithm);
        }
    }
    request.acceptEncoding = encoding.isEmpty() ? QByteArray("identity") : encoding.toLatin1();
    const QUrl url(QString::fromUtf8(loc));
    const quint64 ticket = m_engine->fetch(url, request);
    m_pending.insert(ticket, Pending {runBegin, loc, std::move(request)});
}

void ResourceCheckJob::onFetched(quint64 ticket, const FetchResult &result)
{
    const auto found = m_pending.constFind(ticket);
    if (found == m_pending.constEnd())
        return;
    const Pending pending = *found;
    m_pending.erase(found);
    // Some servers do not implement HEAD; what a GET says is as good.
    if (pending.request.method == FetchMethod::Head && result.status
        && (*result.status == 405 || *result.status == 501)) {
        Pending retry = pending;
        retry.request.method = FetchMethod::Get;
        const quint64 next = m_engine->fetch(QUrl(QString::fromUtf8(pending.loc)), retry.request);
        m_pending.insert(next, std::move(retry));
        return;
    }
    judge(pending, result);
    setProcessedAmount(++m_judged);
    pump();
}

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
