// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CrawlJob: what comes back from the network (a document, a probe, a page,
// robots.txt) and how a document's file becomes a CrawledDocument, parsed
// and validated on the worker pool within the parse budget.
#include "crawljob.h"
#include "entryallowance.h"
#include "net/httpengine.h"
#include "parse/documentparser.h"
#include "util/allocator.h"
#include "util/memorybudget.h"
#include "util/stablehash.h"
#include "util/workerpool.h"
#include "validation/validator.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace rsi {

namespace {

// Runs on a worker thread: a function of the file and the options, but for
// what it takes from the crawl's allowance for lists over the entry cap
// (shared by every parse of the crawl, thread-safe). It waits for the memory
// it may need (parseBudget()), so that the peak does not grow with the
// number of threads.
CrawledDocument parseAndValidate(const QString &path, const QUrl &url, const ParserLimits &limits,
                                 const ValidationOptions &options,
                                 const std::shared_ptr<EntryAllowance> &overCapAllowance)
{
    const MemoryBudget::Reservation reservation
        = parseBudget()->reserve(DocumentParser::memoryCeiling(path, limits), workerPool());
    ParseResult parsed = DocumentParser(limits).parseFile(path, url);
    const bool unreadable = parsed.isUnreadable();
    FindingList findings = Validator(options).validate(parsed);
    CrawledDocument piece;
    piece.adopt(ParseResult {std::move(parsed.document), std::move(findings)},
                options.extensionCapabilities, overCapAllowance.get());
    piece.loaded = !unreadable;
    if (piece.loaded)
        piece.digest = stableFileDigest(path);
    // What a bomb's parse held (most of the budget) is free again; left to
    // the allocator, it stays resident in this thread's arena while the next
    // bomb is parsed on another thread (measured: about 30 MB more per bomb).
    if (piece.header.cutAtByteLimit || piece.sample != EntrySample::None)
        releaseFreedMemory();
    return piece;
}

} // namespace

void CrawlJob::onFetched(quint64 ticket, const FetchResult &result)
{
    const auto found = m_pending.constFind(ticket);
    if (found == m_pending.constEnd())
        return;
    const Pending pending = *found;
    m_pending.erase(found);
    switch (pending.kind) {
    case Pending::Kind::Document:
        onDocumentFetched(pending.id, result);
        return; // done() when the parse is over
    case Pending::Kind::Probe:
    case Pending::Kind::Page:
        onProbed(pending.kind, result);
        break;
    case Pending::Kind::RobotsTxt:
        onRobotsTxt(result);
        break;
    }
    done();
}

void CrawlJob::onDocumentFetched(int id, const FetchResult &result)
{
    CrawledDocument &document = m_tree.document(id);
    document.url = result.finalUrl.isValid() ? result.finalUrl : result.requestedUrl;
    document.status = result.status;
    document.contentType = result.contentType;
    document.transferredBytes = result.bytes;
    document.elapsedMs = result.elapsedMs;
    document.etag = result.etag;
    document.lastModified = result.lastModified;
    m_tree.addAlias(document.url, id);
    if (result.ok && result.notModified) {
        reuseUnchanged(id);
        return;
    }
    if (!result.ok || !result.body) {
        fail(id, result.failure == FetchFailure::Status ? u"HTTP-001" : u"NET-001",
             tr("Cannot fetch %1: %2").arg(result.requestedUrl.toString(), result.error));
        return;
    }
    // Judged as the document at the URL it came from after redirects.
    load(id, result.body->fileName(), document.url, result.body);
}

void CrawlJob::reuseUnchanged(int id)
{
    CrawledDocument &document = m_tree.document(id);
    document.notModified = true;
    const int before = m_previous ? m_previous->find(document.requestedUrl) : -1;
    if (before < 0) {
        // Conditional on validators this crawl learnt itself (a document
        // fetched twice at once): ask again, unconditionally. The fetch
        // under way carries over to the new one.
        document.notModified = false;
        m_engine->revalidationCache().remove(document.requestedUrl);
        --m_busy;
        fetch(document.requestedUrl, {Pending::Kind::Document, id});
        return;
    }
    const CrawledDocument &previous = m_previous->document(before);
    // A 304 need not repeat what the 200 said.
    if (document.etag.isEmpty())
        document.etag = previous.etag;
    if (document.lastModified.isEmpty())
        document.lastModified = previous.lastModified;
    if (document.contentType.isEmpty())
        document.contentType = previous.contentType;
    if (document.contentEncoding.isEmpty())
        document.contentEncoding = previous.contentEncoding;
    CrawledDocument piece;
    piece.type = previous.type;
    piece.header = previous.header;
    piece.entries = previous.entries;
    piece.sample = previous.sample;
    piece.digest = previous.digest;
    // Its own findings still hold; those of the tree are judged anew.
    piece.findings = previous.findings.first(previous.documentFindingCount);
    piece.keepWithin(m_overCapAllowance.get());
    for (Finding &finding : piece.findings)
        finding.url = document.url.toString();
    piece.loaded = true;
    onLoaded(id, document.url, std::move(piece));
}

void CrawlJob::load(int id, const QString &path, const QUrl &url, std::shared_ptr<void> keepAlive)
{
    auto *watcher = new QFutureWatcher<CrawledDocument>(this);
    connect(watcher, &QFutureWatcher<CrawledDocument>::finished, this,
            [this, watcher, id, url, keepAlive] {
                watcher->deleteLater();
                if (isFinished())
                    return;
                onLoaded(id, url, watcher->future().takeResult());
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), parseAndValidate, path, url,
                                         m_options.limits, m_options.validation,
                                         m_overCapAllowance));
}

void CrawlJob::onLoaded(int id, const QUrl &parsedAs, CrawledDocument piece)
{
    CrawledDocument &document = m_tree.document(id);
    // A local file first read under its file: name may have been named by
    // its web URL since; its findings must speak of that one.
    if (document.url != parsedAs && !document.localPath.isEmpty()) {
        m_overCapAllowance->giveBack(piece.overCapEntriesKept());
        load(id, document.localPath, document.url, nullptr);
        return;
    }
    const bool again = document.loaded; // read again under its web name
    if (again)
        m_overCapAllowance->giveBack(document.overCapEntriesKept());
    document.type = piece.type;
    document.header = std::move(piece.header);
    document.entries = std::move(piece.entries);
    document.sample = piece.sample;
    document.digest = piece.digest;
    document.findings = std::move(piece.findings);
    document.documentFindingCount = document.findings.size();
    document.loaded = piece.loaded;
    if (!document.loaded)
        document.error = document.findings.value(0).message;
    if (!again) {
        setProcessedAmount(++m_settled);
        describeArrival(id);
        Q_EMIT documentLoaded(id, document.url);
        if (document.loaded)
            followLinks(id);
    }
    done();
}

} // namespace rsi
