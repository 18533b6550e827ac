// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawloptions.h"
#include "jobs/job.h"
#include "sourcetree.h"

#include <QFuture>
#include <QHash>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace rsi {

class EntryAllowance;
class HttpEngine;
class LocalSource;
struct FetchResult;

// Discovers a source and walks it whole into a SourceTree.
//
// The input is a site (an http(s) URL whose path is empty or "/"), any
// document or page of a source (an http(s) or file URL, or a local file), or
// a local folder laid out like the source's web server (see LocalSource).
// Discovery tries in turn, recording each step in the tree: the well-known
// URI; robots.txt Sitemap: lines; the page's <link rel="resourcesync"> and
// Link header; and, from any ResourceSync document, the chain of "up" links.
// From every Source Description found it walks down: Capability Lists, their
// documents, index children, and the manifests that dumps name with
// "contents" links. Each document is fetched once (known by its URL before
// and after redirects, or by its file), so cycles end; "up" and "index"
// links that lead outside the walk are fetched too, so the tree rules can
// judge them. The tree shows each document under the one that lists it,
// whichever way the crawl first came to it.
//
// With chosen Capability Lists (CrawlOptions::scope), a Source Description
// leads only to those: the other sets of resources are never fetched, and a
// Capability List of another set that an up link or the input leads to is
// read but not followed.
//
// Documents are parsed and validated on the global thread pool while others
// download; the tree rules (TreeValidator) run on it at the end.
//
// Lives on its creator's thread, whose event loop must run. Progress counts
// documents; the total grows as they are found. cancel() stops at once and
// keeps what was done, marked incomplete and without tree rules (they would
// judge what is missing). The job fails only when not one document could be
// read: Unreachable (network) or InvalidInput (local input, bad URL);
// anything less is a finding in the tree.
class CrawlJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrawlJob)

public:
    // network is used for http(s) and must outlive the job.
    CrawlJob(QString input, CrawlOptions options, QNetworkAccessManager *network,
             QObject *parent = nullptr);
    ~CrawlJob() override;

    // Makes this a re-crawl of the same source: documents that the previous
    // crawl read are asked for conditionally (If-None-Match, If-Modified-Since
    // from their ETag and Last-Modified), and those the server reports
    // unchanged (304) are taken from it, findings and all, instead of being
    // downloaded and parsed again. Call before start().
    void setPreviousCrawl(std::shared_ptr<const SourceTree> previous);

    // The tree rules are judging the whole tree, the last step (they take
    // about half a second for a million entries); tree() is empty meanwhile,
    // and cancel() waits for them.
    bool isJudgingTree() const { return m_validating; }

    // The folder of a local source (the one given, or the given file's),
    // empty for a source on the web; set once started.
    QString localRoot() const;

    // The tree as far as it goes. Complete once finished (unless canceled).
    const SourceTree &tree() const { return m_tree; }
    SourceTree takeTree() { return std::move(m_tree); }

Q_SIGNALS:
    // A document has been read and validated, or could not be loaded.
    void documentLoaded(int id, const QUrl &url);
    void discoveryStepAdded(const rsi::DiscoveryStep &step);

protected:
    void doStart() override;
    void doCancel() override;

private:
    // What an HTTP ticket was for.
    struct Pending
    {
        enum class Kind { Document, Probe, RobotsTxt, Page };
        Kind kind = Kind::Document;
        int id = -1; // Kind::Document
    };
    enum class Stage { Document, WellKnown, RobotsTxt, Page, Done };

    void startLocal(const QUrl &input);
    void startRemote(const QUrl &input);
    bool advanceStage();

    // The id of the document at url, fetched unless known already; -1 when
    // the crawl cannot take more.
    int request(const QUrl &url, int parent, Arrival arrival, SourcePosition where);
    int knownDocument(const QUrl &url, const std::optional<QString> &localFile) const;
    void meetAgain(int id, int parent, Arrival arrival, SourcePosition where);
    void fetch(const QUrl &url, Pending pending);
    // Parses and validates on the thread pool. The caller has counted the
    // work in m_busy, or carries over what a fetch counted; keepAlive holds a
    // download's temporary file until the parse is done.
    void load(int id, const QString &path, const QUrl &url, std::shared_ptr<void> keepAlive);
    void onFetched(quint64 ticket, const FetchResult &result);
    void onDocumentFetched(int id, const FetchResult &result);
    void reuseUnchanged(int id);
    void onProbed(Pending::Kind kind, const FetchResult &result);
    // A notification channel a Capability List advertises: a document of its
    // own under it, looked at by a ChannelProbe rather than parsed.
    void requestChannel(const QUrl &topic, const QUrl &hub, int parent, SourcePosition where);
    void onRobotsTxt(const FetchResult &result);
    void onLoaded(int id, const QUrl &parsedAs, CrawledDocument piece);
    void fail(int id, QStringView ruleId, const QString &message);
    void followLinks(int id);
    // The scope's Capability Lists (CrawlOptions::scope): whether the
    // document is one of them; whether it lists sets of resources to choose
    // from; whether it is a set that was not chosen (its documents are not
    // fetched).
    bool isChosen(int id) const;
    bool choosesAmongChildren(int id) const;
    bool isOutsideScope(int id) const;
    // Requests the resourcesync links of a page; returns how many it has.
    qsizetype discoverFromPage(const QUrl &pageUrl, const QByteArray &html, const QByteArray &link);
    void markDownward(int id);
    bool isAncestor(int ancestor, int id) const;
    void describeArrival(int id);
    void step(const QUrl &url, const QString &action, DiscoveryStep::Outcome outcome,
              const QString &detail = {});
    void done(); // one fetch or parse less under way
    void finishIfIdle();
    void validateTree();
    QString firstError() const;

    QString m_input;
    QUrl m_inputUrl;
    CrawlOptions m_options;
    QNetworkAccessManager *m_network = nullptr;
    HttpEngine *m_engine = nullptr; // owned as a child, made by doStart()
    std::shared_ptr<const SourceTree> m_previous;
    std::unique_ptr<LocalSource> m_local;
    QHash<QString, int> m_idOfFile; // canonical path -> document, local sources
    SourceTree m_tree;
    // Shared with the parses on the worker pool, which may outlive the job.
    std::shared_ptr<EntryAllowance> m_overCapAllowance;
    QHash<quint64, Pending> m_pending;
    Stage m_stage = Stage::Document;
    int m_busy = 0; // fetches and parses under way
    qint64 m_settled = 0; // documents loaded or failed
    bool m_validating = false;
    QFuture<SourceTree> m_treeValidation;
};

} // namespace rsi
