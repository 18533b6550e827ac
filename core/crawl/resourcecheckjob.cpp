// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ResourceCheckJob: the index of the listed locs, and the requests, one per
// distinct resource, within a bounded window; resourcecheckjobjudging.cpp
// judges what comes back.
#include "resourcecheckjob.h"

#include "net/httpengine.h"
#include "resourcecheckjob_p.h"
#include "resourcefilter.h"
#include "sourcetree.h"
#include "validation/hashdigests.h"

#include <algorithm>

namespace rsi {

using namespace resourcecheck;

namespace {

// Requests handed to the engine at once. The engine queues per host; a
// bounded window keeps a million entries from becoming a million queued
// requests, while still keeping every host of a mixed source busy.
constexpr qsizetype requestWindow = 64;

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

} // namespace rsi
