// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ResourceCheckJob: every listed resource asked for and judged against its
// entry. The cases are spread over files: tst_resourcecheckjob.cpp (what is
// asked for and when: once per URL, progress, stopping, scope and samples) and
// tst_resourcecheckjob_judging.cpp (how an answer is judged: the table of
// resources and change lists, HEAD and GET, content coding).
#pragma once

#include "crawl/resourcecheckjob.h"
#include "crawl/sourcetree.h"
#include "parse/documentparser.h"
#include "support/loopbackserver.h"
#include "validation/rulecatalogue.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using rsi::CrawledDocument;
using rsi::EntryField;
using rsi::Finding;
using rsi::Job;
using rsi::ResourceCheckJob;
using rsi::SourceTree;
using rsi::test::LoopbackServer;
using Response = LoopbackServer::Response;

Q_DECLARE_METATYPE(LoopbackServer::Response)

namespace resourcechecktest {

inline const QByteArray body = "The resource body.\n"; // 19 bytes
inline const QByteArray lastModified = "Sun, 10 Mar 2024 12:00:00 GMT";

inline QByteArray hexDigest(const QByteArray &bytes, QCryptographicHash::Algorithm algorithm)
{
    return QCryptographicHash::hash(bytes, algorithm).toHex();
}

// The resource as a well-behaved server sends it.
inline Response resource(QByteArray type = "text/plain", QByteArray content = body)
{
    Response response;
    response.headers = {{"Content-Type", std::move(type)}, {"Last-Modified", lastModified}};
    response.body = std::move(content);
    return response;
}

inline Response status(int code, QByteArray reason)
{
    Response response;
    response.status = code;
    response.reason = std::move(reason);
    return response;
}

// A Resource List or Change List whose entries start on line 5, one a line.
// "%R" stands for the loopback server's origin.
inline QByteArray urlset(const QByteArray &capability, const QByteArray &rootTimes,
                         const QList<QByteArray> &urls)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                     "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                     "<rs:ln rel=\"up\" href=\"%R/capabilitylist.xml\"/>\n"
                     "<rs:md capability=\""
        + capability + "\" " + rootTimes + "/>\n";
    for (const QByteArray &url : urls)
        xml += url + '\n';
    return xml + "</urlset>\n";
}

inline QByteArray resourceList(const QList<QByteArray> &urls,
                               const QByteArray &at = "2024-03-01T00:00:00Z")
{
    return urlset("resourcelist", "at=\"" + at + '"', urls);
}

inline QByteArray changeList(const QList<QByteArray> &urls,
                             const QByteArray &from = "2024-03-01T00:00:00Z")
{
    return urlset("changelist", "from=\"" + from + '"', urls);
}

// <url> with a loc, an optional lastmod and rs:md attributes.
inline QByteArray entry(const QByteArray &path, const QByteArray &metadata = {},
                        const QByteArray &lastmod = {})
{
    QByteArray xml = "<url><loc>%R" + path + "</loc>";
    if (!lastmod.isEmpty())
        xml += "<lastmod>" + lastmod + "</lastmod>";
    if (!metadata.isEmpty())
        xml += "<rs:md " + metadata + "/>";
    return xml + "</url>";
}

inline QByteArray change(const QByteArray &path, const QByteArray &kind, const QByteArray &datetime,
                         const QByteArray &metadata = {})
{
    QByteArray md = "change=\"" + kind + '"';
    if (!datetime.isEmpty())
        md += " datetime=\"" + datetime + '"';
    if (!metadata.isEmpty())
        md += ' ' + metadata;
    return entry(path, md);
}

// What the job reported, as "document:line:rule:severity" (line of the
// entry, so row n is line 5 + n), sorted.
inline QStringList summarise(const QList<Finding> &findings, const SourceTree &tree)
{
    QStringList lines;
    for (const Finding &finding : findings) {
        int id = -1;
        for (const CrawledDocument &document : tree.documents()) {
            if (document.url.toString() == finding.url)
                id = document.id;
        }
        lines.append(QStringLiteral("%1:%2:%3:%4")
                         .arg(id)
                         .arg(finding.position.line)
                         .arg(finding.ruleId, rsi::severityName(finding.severity)));
    }
    lines.sort();
    return lines;
}

} // namespace resourcechecktest

class tst_ResourceCheckJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void checkedRulesAreInTheCatalogue();
    void judgesOneResource_data();
    void judgesOneResource();
    void changeLists_data();
    void changeLists();
    void eachUrlOnceAndEveryEntryJudged_data();
    void eachUrlOnceAndEveryEntryJudged();
    void headNotAllowedFallsBackToGet_data();
    void headNotAllowedFallsBackToGet();
    void asksForTheBodyAsServed();
    void encodingAgainstContentEncoding_data();
    void encodingAgainstContentEncoding();
    void findingsAreCappedPerRuleAndDocument();
    void manyEntriesOneResource();
    void onlyListsAndHttpLocsAreChecked();
    void progressCountsResources();
    void cancelStopsAtOnceAndKeepsFindings();
    void includeAndExcludeLeaveResourcesOut();
    void sampleChecksSoManyPerList();
    void pickIsReproducibleAndUniform();
    void scopeOfCapabilityLists();
    void restrictedTreeKeepsTheChosenSets();

private:
    // Adds a parsed document to the tree at http://<server>/<name>.
    int addDocument(SourceTree &tree, const QByteArray &xml, const QString &name);
    // Runs a job to its end; false if it did not finish in time.
    bool run(SourceTree &tree, bool hash, ResourceCheckJob **keep = nullptr,
             int maxFindings = ResourceCheckJob::defaultMaxFindingsPerRule);
    // The findings the job can make, from every document of the tree.
    static QList<Finding> checked(const SourceTree &tree);

    QNetworkAccessManager m_network;
    LoopbackServer m_server;
    rsi::FetchOptions m_options;
    rsi::ResourceFilter m_scope; // what run() checks
};
