// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/job.h"
#include "net/fetchoptions.h"
#include "resourcefilter.h"
#include "validation/severity.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QNetworkAccessManager;

namespace rsi {

class HttpEngine;
class SourceTree;
struct FetchResult;

// Checks the resources that the Resource Lists and Change Lists of a crawled
// source name against what their server says about them now (catalogue
// section 19.3, audit): `rsinspector-cli crawl --check-resources [--hash]`.
//
// Every distinct http(s) loc of the entries of the tree's loaded Resource
// Lists and Change Lists (within the scope, setScope()) is requested once,
// in document order, however many lists name it; its answer is then judged
// for each entry that names it:
//
// - a HEAD, or with hash a GET whose body is counted and hashed (md5, sha-1,
//   sha-224, sha-256, sha-384, sha-512: those the entries give) but not
//   kept. A HEAD answered 405 or 501 is tried again as a GET.
// - Accept-Encoding is the entry's encoding, or "identity" when it has none,
//   so that Qt leaves the body as served and keeps Content-Length (catalogue
//   21.2-f: length and hash cover the body as served).
// - RL-013: an RL entry answers 404/410 (info if a Change List reports it
//   deleted at or after the list's at). XD-005: a deleted CL entry still
//   answers 2xx with no later created/updated; a created/updated one answers
//   404/410 with no later deleted. ATT-011: length against Content-Length.
//   XD-004 (with hash): length and hash against the body that arrived.
//   HTTP-002: type against the Content-Type's media type. HTTP-003: lastmod
//   against Last-Modified. ATT-013: encoding against Content-Encoding.
//   NET-002: no usable answer (with the reason). A mismatch on an entry
//   that a later Change List entry for the same loc supersedes is info:
//   the resource changed since the list was produced.
//
// "Later" is: further down the same Change List, or in another list with a
// change time (datetime; else the later of lastmod and the list's from, a
// lower bound) at or after the entry's own (an RL entry's is the list's at).
//
// Findings go to the listing document at the entry's position, relatedUrl
// being the loc; at most maxFindingsPerRule() per rule and document, then
// one finding that counts the rest. Memory: besides the tree, 16 bytes per
// entry for an index of the locs, and a bounded window of requests in
// flight; the entry tables are read in place, never copied.
//
// The tree must outlive the job and must not change while it runs (its
// documents' findings are appended to). Lives on its creator's thread, whose
// event loop must run. Progress counts distinct resources. cancel() stops at
// once and keeps the findings made so far.
class ResourceCheckJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceCheckJob)

public:
    static constexpr int defaultMaxFindingsPerRule = 100;

    // network must outlive the job. fetch.revalidate is ignored: every
    // request asks for the current state.
    ResourceCheckJob(SourceTree &tree, FetchOptions fetch, bool hash,
                     QNetworkAccessManager *network, QObject *parent = nullptr);
    ~ResourceCheckJob() override;

    int maxFindingsPerRule() const { return m_maxFindingsPerRule; }
    // Call before start(); at least 1.
    void setMaxFindingsPerRule(int max);
    // The part of the source to check (call before start()): only the lists
    // of the chosen Capability Lists, only resources that pass include and
    // exclude (the others are neither fetched nor judged), and with a sample
    // only sampleSize resources per list. A resource that is fetched is
    // judged for every in-scope entry that names it.
    void setScope(ResourceFilter scope);

    // Every rule id the job can report.
    static QSet<QString> checkedRuleIds();

protected:
    void doStart() override;
    void doCancel() override;

private:
    struct IndexEntry;
    struct DocumentInfo;
    struct Pending;
    struct Member;
    struct Counter
    {
        int count = 0;
        Severity worst = Severity::Info;
    };

    void buildIndex();
    void pump();
    void startFetch(qsizetype runBegin, const QByteArray &loc);
    void onFetched(quint64 ticket, const FetchResult &result);
    void judge(const Pending &pending, const FetchResult &result);
    void judgeEntry(const Member &member, const FetchResult &result, bool laterAny,
                    bool laterDeleted, bool laterCreated);
    void compareMetadata(const Member &member, const FetchResult &result, bool laterAny);
    void report(const Member &member, QStringView ruleId, const QString &message,
                std::optional<Severity> severity = std::nullopt);
    void finishUp();

    // Where the run of index entries with this key starts. A run may hold
    // other locs than the one looked for, whose hashes collide: compare.
    qsizetype firstOf(quint64 key) const;
    QByteArrayView locOf(const IndexEntry &entry) const;

    SourceTree &m_tree;
    bool m_hash = false;
    HttpEngine *m_engine = nullptr; // owned as a child
    int m_maxFindingsPerRule = defaultMaxFindingsPerRule;

    std::vector<DocumentInfo> m_documents; // by document id
    std::vector<int> m_listed; // ids of the documents whose entries are checked
    std::vector<IndexEntry> m_index; // sorted by (key, document, row)
    qsizetype m_cursorDocument = 0; // into m_listed
    qsizetype m_cursorRow = 0;
    QHash<quint64, Pending> m_pending; // by ticket
    qint64 m_judged = 0;
    QHash<std::pair<int, QString>, Counter> m_counters; // (document id, rule id)
    QSet<int> m_touched; // documents that got findings
    ResourceFilter m_scope;
    QSet<QByteArray> m_sampledFetched; // with a sample: the locs asked for so far
};

} // namespace rsi
