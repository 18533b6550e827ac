// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runbuilder.h"

#include "crawl/crawloptions.h"
#include "crawl/sourcetree.h"
#include "entrydigests.h"
#include "report/crawlreport.h"

#include <QJsonArray>

namespace rsi {

namespace {

// Findings name the document they are about; one that names none is about
// the document it belongs to, or, for the source's own, about the source.
void appendFindings(FindingList &into, const FindingList &findings, const QString &fallbackUrl)
{
    for (Finding finding : findings) {
        if (finding.url.isEmpty())
            finding.url = fallbackUrl;
        into.append(std::move(finding));
    }
}

} // namespace

RunRecord recordRun(const SourceTree &tree, const RunContext &context)
{
    RunRecord run;
    run.kind = context.kind;
    run.input = context.input;
    run.source = sourceUrl(tree);
    if (run.source.isEmpty())
        run.source = context.input;
    run.started = context.started.toUTC();
    run.finished
        = (context.finished.isValid() ? context.finished : QDateTime::currentDateTimeUtc()).toUTC();
    run.toolVersion = QStringLiteral(RSI_VERSION);
    run.specVersion = specVersionName(context.specVersion);
    run.options = context.options;
    run.summary = context.summary;
    run.complete = tree.isComplete();

    appendFindings(run.findings, tree.sourceFindings(), run.source);
    const QList<TreeRow> rows = crawlOrder(tree);
    run.documents.reserve(rows.size());
    for (const TreeRow &row : rows) {
        const CrawledDocument &crawled = tree.document(row.id);
        RunDocument document;
        document.url = documentUrl(crawled);
        if (crawled.parent >= 0 && crawled.parent < tree.size())
            document.parentUrl = documentUrl(tree.document(crawled.parent));
        document.capability = crawled.capability().value_or(QString());
        document.root = crawled.header.rootName;
        document.entries = crawled.header.entryCount;
        document.status = crawled.status;
        document.bytes = crawled.header.byteSize;
        document.contentType = crawled.contentType;
        document.etag = QString::fromLatin1(crawled.etag);
        document.lastModified = QString::fromLatin1(crawled.lastModified);
        document.digest = QString::fromLatin1(crawled.digest);
        document.loaded = crawled.loaded;
        document.notModified = crawled.notModified;
        document.error = crawled.error;
        document.counts = countBySeverity(crawled.findings);
        const EntryDigests entries = EntryDigests::fromTable(crawled.entries);
        document.entryBlob = entries.toBlob();
        document.entryFingerprint = entries.fingerprint();
        appendFindings(run.findings, crawled.findings, document.url);
        run.documents.append(std::move(document));
    }
    return run;
}

QJsonObject crawlOptionsJson(const CrawlOptions &options)
{
    QJsonObject json;
    json.insert(QStringLiteral("specVersion"), specVersionName(options.validation.specVersion));
    json.insert(QStringLiteral("strict"), options.validation.strict);
    json.insert(QStringLiteral("maxEntries"), options.validation.maxEntries);
    json.insert(QStringLiteral("maxDocuments"), options.maxDocuments);
    json.insert(QStringLiteral("concurrency"), options.fetch.connectionsPerHost);
    json.insert(QStringLiteral("delayMs"), options.fetch.delayMs);
    json.insert(QStringLiteral("timeoutMs"), options.fetch.inactivityTimeoutMs);
    json.insert(QStringLiteral("retries"), options.fetch.retries);
    if (!options.fetch.userAgent.isEmpty())
        json.insert(QStringLiteral("userAgent"), options.fetch.userAgent);
    json.insert(QStringLiteral("insecure"), options.fetch.insecure);
    // Which origins had credentials is worth knowing; what they were is not
    // for a database file.
    QStringList origins = options.fetch.bearerTokens.keys() + options.fetch.basicCredentials.keys();
    origins.sort();
    origins.removeDuplicates();
    if (!origins.isEmpty())
        json.insert(QStringLiteral("credentialsFor"), QJsonArray::fromStringList(origins));
    return json;
}

} // namespace rsi
