// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
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

namespace {

const QByteArray body = "The resource body.\n"; // 19 bytes
const QByteArray lastModified = "Sun, 10 Mar 2024 12:00:00 GMT";

QByteArray hexDigest(const QByteArray &bytes, QCryptographicHash::Algorithm algorithm)
{
    return QCryptographicHash::hash(bytes, algorithm).toHex();
}

// The resource as a well-behaved server sends it.
Response resource(QByteArray type = "text/plain", QByteArray content = body)
{
    Response response;
    response.headers = {{"Content-Type", std::move(type)}, {"Last-Modified", lastModified}};
    response.body = std::move(content);
    return response;
}

Response status(int code, QByteArray reason)
{
    Response response;
    response.status = code;
    response.reason = std::move(reason);
    return response;
}

// A Resource List or Change List whose entries start on line 5, one a line.
// "%R" stands for the loopback server's origin.
QByteArray urlset(const QByteArray &capability, const QByteArray &rootTimes,
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

QByteArray resourceList(const QList<QByteArray> &urls,
                        const QByteArray &at = "2024-03-01T00:00:00Z")
{
    return urlset("resourcelist", "at=\"" + at + '"', urls);
}

QByteArray changeList(const QList<QByteArray> &urls,
                      const QByteArray &from = "2024-03-01T00:00:00Z")
{
    return urlset("changelist", "from=\"" + from + '"', urls);
}

// <url> with a loc, an optional lastmod and rs:md attributes.
QByteArray entry(const QByteArray &path, const QByteArray &metadata = {},
                 const QByteArray &lastmod = {})
{
    QByteArray xml = "<url><loc>%R" + path + "</loc>";
    if (!lastmod.isEmpty())
        xml += "<lastmod>" + lastmod + "</lastmod>";
    if (!metadata.isEmpty())
        xml += "<rs:md " + metadata + "/>";
    return xml + "</url>";
}

QByteArray change(const QByteArray &path, const QByteArray &kind, const QByteArray &datetime,
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
QStringList summarise(const QList<Finding> &findings, const SourceTree &tree)
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

} // namespace

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

void tst_ResourceCheckJob::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.setResponse("/good", resource());
    m_options.retries = 0;
    m_options.inactivityTimeoutMs = 1000;
}

int tst_ResourceCheckJob::addDocument(SourceTree &tree, const QByteArray &xml, const QString &name)
{
    QByteArray bytes = xml;
    bytes.replace("%R", m_server.origin());
    const QUrl url = m_server.url(u'/' + name);
    rsi::ParseResult parsed = rsi::DocumentParser().parseBytes(bytes, url);
    CrawledDocument document;
    document.requestedUrl = url;
    document.url = url;
    document.status = 200;
    document.adopt(std::move(parsed), {});
    return tree.add(std::move(document));
}

bool tst_ResourceCheckJob::run(SourceTree &tree, bool hash, ResourceCheckJob **keep,
                               int maxFindings)
{
    auto *job = new ResourceCheckJob(tree, m_options, hash, &m_network, this);
    job->setMaxFindingsPerRule(maxFindings);
    job->setScope(m_scope);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    if (!finished.wait(20'000))
        return false;
    QTest::qWait(10); // finished() comes once
    const bool ok = finished.size() == 1 && job->error() == Job::Error::NoError;
    if (keep)
        *keep = job;
    else
        delete job;
    return ok;
}

QList<Finding> tst_ResourceCheckJob::checked(const SourceTree &tree)
{
    const QSet<QString> ids = ResourceCheckJob::checkedRuleIds();
    QList<Finding> found;
    for (const CrawledDocument &document : tree.documents()) {
        for (const Finding &finding : document.findings) {
            if (ids.contains(finding.ruleId))
                found.append(finding);
        }
    }
    return found;
}

void tst_ResourceCheckJob::checkedRulesAreInTheCatalogue()
{
    const QSet<QString> ids = ResourceCheckJob::checkedRuleIds();
    QCOMPARE(ids.size(), 8);
    for (const QString &id : ids) {
        const rsi::Rule *rule = rsi::RuleCatalogue::instance().find(id);
        QVERIFY2(rule, qPrintable(id));
        QCOMPARE(rule->scope, QStringLiteral("http"));
    }
}

void tst_ResourceCheckJob::judgesOneResource_data()
{
    QTest::addColumn<Response>("response");
    QTest::addColumn<QByteArray>("metadata"); // of the RL entry
    QTest::addColumn<QByteArray>("lastmod");
    QTest::addColumn<bool>("hash");
    QTest::addColumn<QString>("rule"); // empty: no finding
    QTest::addColumn<QString>("severity");

    const QByteArray sha256 = "sha-256:" + hexDigest(body, QCryptographicHash::Sha256);
    const QByteArray md5 = "md5:" + hexDigest(body, QCryptographicHash::Md5);
    const QByteArray sha1 = "sha-1:" + hexDigest(body, QCryptographicHash::Sha1);
    const QByteArray wrongMd5 = "md5:" + hexDigest("something else", QCryptographicHash::Md5);
    const QByteArray all
        = "length=\"19\" type=\"text/plain\" hash=\"" + md5 + ' ' + sha1 + ' ' + sha256 + '"';
    const QByteArray noon = "2024-03-10T12:00:00Z";
    const QString none;

    QTest::newRow("all agree, HEAD") << resource() << all << noon << false << none << none;
    QTest::newRow("all agree, GET") << resource() << all << noon << true << none << none;
    QTest::newRow("nothing to compare")
        << resource() << QByteArray() << QByteArray() << true << none << none;
    // ATT-011 / XD-004: length.
    QTest::newRow("length vs Content-Length")
        << resource() << QByteArray("length=\"20\"") << QByteArray() << false
        << QStringLiteral("ATT-011") << QStringLiteral("warning");
    QTest::newRow("length vs body") << resource() << QByteArray("length=\"20\"") << QByteArray()
                                    << true << QStringLiteral("XD-004") << QStringLiteral("error");
    QTest::newRow("length 0 of an empty body")
        << resource("text/plain", {}) << QByteArray("length=\"0\"") << QByteArray() << true << none
        << none;
    QTest::newRow("length of 64 bits")
        << resource() << QByteArray("length=\"9788456778\"") << QByteArray() << false
        << QStringLiteral("ATT-011") << QStringLiteral("warning");
    QTest::newRow("malformed length is ATT-010's")
        << resource() << QByteArray("length=\"+20\"") << QByteArray() << true << none << none;
    Response chunked = resource();
    chunked.chunked = true;
    QTest::newRow("no Content-Length, HEAD cannot tell")
        << chunked << QByteArray("length=\"20\"") << QByteArray() << false << none << none;
    QTest::newRow("no Content-Length, GET counts")
        << chunked << QByteArray("length=\"20\"") << QByteArray() << true
        << QStringLiteral("XD-004") << QStringLiteral("error");
    Response lying = resource();
    lying.omitContentLength = true;
    QTest::newRow("body ends with the connection")
        << lying << QByteArray("length=\"19\"") << QByteArray() << true << none << none;
    // XD-004: hash.
    QTest::newRow("wrong md5 with hash")
        << resource() << QByteArray("hash=\"" + wrongMd5 + '"') << QByteArray() << true
        << QStringLiteral("XD-004") << QStringLiteral("error");
    QTest::newRow("wrong md5 without hash") << resource() << QByteArray("hash=\"" + wrongMd5 + '"')
                                            << QByteArray() << false << none << none;
    QTest::newRow("one of two digests wrong")
        << resource() << QByteArray("hash=\"" + sha256 + ' ' + wrongMd5 + '"') << QByteArray()
        << true << QStringLiteral("XD-004") << QStringLiteral("error");
    QTest::newRow("upper-case hex matches")
        << resource()
        << QByteArray("hash=\"" + sha256.toUpper().replace("SHA-256", "sha-256") + '"')
        << QByteArray() << true << none << none;
    QTest::newRow("sha-512 is known too")
        << resource()
        << QByteArray("hash=\"sha-512:" + hexDigest(body, QCryptographicHash::Sha512) + '"')
        << QByteArray() << true << none << none;
    QTest::newRow("unknown algorithm is not compared")
        << resource() << QByteArray("hash=\"whirlpool:00ff\"") << QByteArray() << true << none
        << none;
    QTest::newRow("base64 digest is ATT-007's")
        << resource()
        << QByteArray("hash=\"sha-256:"
                      + QCryptographicHash::hash(body, QCryptographicHash::Sha256).toBase64() + '"')
        << QByteArray() << true << none << none;
    QTest::newRow("body differs, same length")
        << resource("text/plain", "The resource BODY.\n") << all << noon << true
        << QStringLiteral("XD-004") << QStringLiteral("error");
    // HTTP-002: type.
    QTest::newRow("type differs") << resource() << QByteArray("type=\"text/html\"") << QByteArray()
                                  << false << QStringLiteral("HTTP-002")
                                  << QStringLiteral("warning");
    QTest::newRow("type parameters and case do not count")
        << resource("Text/Plain; charset=utf-8") << QByteArray("type=\"text/plain\"")
        << QByteArray() << false << none << none;
    QTest::newRow("no Content-Type, nothing to compare")
        << resource({}) << QByteArray("type=\"text/html\"") << QByteArray() << false << none
        << none;
    // HTTP-003: lastmod.
    QTest::newRow("lastmod a day early")
        << resource() << QByteArray() << QByteArray("2024-03-09T12:00:00Z") << false
        << QStringLiteral("HTTP-003") << QStringLiteral("warning");
    QTest::newRow("lastmod a second late")
        << resource() << QByteArray() << QByteArray("2024-03-10T12:00:01Z") << false
        << QStringLiteral("HTTP-003") << QStringLiteral("warning");
    QTest::newRow("lastmod with a fraction, same second")
        << resource() << QByteArray() << QByteArray("2024-03-10T12:00:00.75Z") << false << none
        << none;
    QTest::newRow("lastmod with an offset, same instant")
        << resource() << QByteArray() << QByteArray("2024-03-10T13:00:00+01:00") << false << none
        << none;
    QTest::newRow("lastmod to the minute")
        << resource() << QByteArray() << QByteArray("2024-03-10T12:00Z") << false << none << none;
    QTest::newRow("lastmod a date")
        << resource() << QByteArray() << QByteArray("2024-03-10") << false << none << none;
    QTest::newRow("lastmod another date")
        << resource() << QByteArray() << QByteArray("2024-03-12") << false
        << QStringLiteral("HTTP-003") << QStringLiteral("warning");
    QTest::newRow("lastmod a year")
        << resource() << QByteArray() << QByteArray("2024") << false << none << none;
    QTest::newRow("malformed lastmod is ATT-001's")
        << resource() << QByteArray() << QByteArray("10 March 2024") << false << none << none;
    Response badDate = resource();
    badDate.headers = {{"Content-Type", "text/plain"}, {"Last-Modified", "yesterday"}};
    QTest::newRow("malformed Last-Modified")
        << badDate << QByteArray() << QByteArray("2024-03-09T12:00:00Z") << false << none << none;
    // RL-013 and transport failures.
    QTest::newRow("404") << status(404, "Not Found") << all << noon << false
                         << QStringLiteral("RL-013") << QStringLiteral("warning");
    QTest::newRow("410") << status(410, "Gone") << all << noon << true << QStringLiteral("RL-013")
                         << QStringLiteral("warning");
    QTest::newRow("403") << status(403, "Forbidden") << all << noon << false
                         << QStringLiteral("NET-002") << QStringLiteral("warning");
    QTest::newRow("503") << status(503, "Service Unavailable") << all << noon << true
                         << QStringLiteral("NET-002") << QStringLiteral("warning");
    Response truncated = resource();
    truncated.body = QByteArray(20'000, 'x');
    truncated.truncate = true;
    QTest::newRow("truncated body") << truncated << all << noon << true << QStringLiteral("NET-002")
                                    << QStringLiteral("warning");
    Response slow = resource();
    slow.delayMs = 3000;
    QTest::newRow("no answer within the timeout")
        << slow << all << noon << false << QStringLiteral("NET-002") << QStringLiteral("warning");
    Response trickle = resource();
    trickle.trickleDelayMs = 30;
    QTest::newRow("slow but steady body") << trickle << all << noon << true << none << none;
    Response closed;
    closed.closeWithoutAnswer = true;
    QTest::newRow("closed without an answer")
        << closed << all << noon << false << QStringLiteral("NET-002") << QStringLiteral("warning");
    Response moved = status(301, "Moved Permanently");
    moved.headers = {{"Location", "/good"}};
    QTest::newRow("redirect to the resource") << moved << all << noon << true << none << none;
    QTest::newRow("redirect loop") << Response() << all << noon << false
                                   << QStringLiteral("NET-002") << QStringLiteral("warning");
}

void tst_ResourceCheckJob::judgesOneResource()
{
    QFETCH(Response, response);
    QFETCH(QByteArray, metadata);
    QFETCH(QByteArray, lastmod);
    QFETCH(bool, hash);
    QFETCH(QString, rule);
    QFETCH(QString, severity);

    const QByteArray path = "/one/" + QByteArray(QTest::currentDataTag()).toPercentEncoding();
    if (QByteArray(QTest::currentDataTag()) == "redirect loop")
        m_server.redirect(path, path);
    else
        m_server.setResponse(path, response);

    SourceTree tree;
    addDocument(tree, resourceList({entry("/good"), entry(path, metadata, lastmod)}),
                QStringLiteral("resourcelist.xml"));
    QVERIFY(run(tree, hash));

    const QList<Finding> findings = checked(tree);
    if (rule.isEmpty()) {
        for (const Finding &finding : findings)
            qWarning("%s %s", qPrintable(finding.ruleId), qPrintable(finding.message));
        QVERIFY(findings.isEmpty());
        return;
    }
    QCOMPARE(findings.size(), 1);
    const Finding &finding = findings.first();
    QCOMPARE(finding.ruleId, rule);
    QCOMPARE(rsi::severityName(finding.severity), severity);
    QCOMPARE(finding.url, m_server.url(QStringLiteral("/resourcelist.xml")).toString());
    QCOMPARE(finding.relatedUrl, QString::fromLatin1(m_server.origin() + path));
    QCOMPARE(finding.position.line, 6); // the second entry
    QCOMPARE(finding.position, tree.document(0).entries.position(1));
    QVERIFY(!finding.section.isEmpty());
    QVERIFY2(finding.message.contains(finding.relatedUrl), qPrintable(finding.message));
    // The method: HEAD without --hash (unless the server refused it), GET with.
    const QList<LoopbackServer::Request> requests = m_server.requests(path);
    QVERIFY(!requests.isEmpty());
    QCOMPARE(requests.first().method, hash ? QByteArray("GET") : QByteArray("HEAD"));
}

void tst_ResourceCheckJob::changeLists_data()
{
    // The documents, in tree order; their entries name /cl/<tag>, "%P". The
    // expected findings are "document:line:rule:severity".
    QTest::addColumn<QList<QByteArray>>("documents");
    QTest::addColumn<Response>("response");
    QTest::addColumn<bool>("hash");
    QTest::addColumn<QStringList>("expected");

    const QByteArray right = "length=\"19\"";
    const QByteArray wrong = "length=\"25\"";
    const QByteArray wrongHash
        = "hash=\"md5:" + hexDigest("an older body", QCryptographicHash::Md5) + '"';
    const Response gone = status(404, "Not Found");
    const Response gone410 = status(410, "Gone");

    // RL-013 and its downgrade.
    QTest::newRow("RL 404, deleted after at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:info")};
    QTest::newRow("RL 410, deleted at at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", "2024-03-01T00:00:00Z")})}
        << gone410 << false << QStringList {QStringLiteral("0:5:RL-013:info")};
    QTest::newRow("RL 404, deleted before at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", "2024-02-20T00:00:00Z")},
                                         "2024-02-01T00:00:00Z")}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:warning")};
    QTest::newRow("RL 404, deleted without datetime in a CL from after at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", {})}, "2024-03-02T00:00:00Z")}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:info")};
    QTest::newRow("RL 404, only an update later")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "updated", "2024-03-05T00:00:00Z")})}
        << gone << false
        << QStringList {QStringLiteral("0:5:RL-013:warning"), QStringLiteral("1:5:XD-005:warning")};
    QTest::newRow("RL without at, 404")
        << QList<QByteArray> {urlset("resourcelist", {}, {entry("%P")}),
                              changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:warning")};
    // XD-005.
    QTest::newRow("deleted, still there")
        << QList<QByteArray> {changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << resource() << false << QStringList {QStringLiteral("0:5:XD-005:warning")};
    QTest::newRow("deleted, then created again")
        << QList<QByteArray> {changeList({change("%P", "deleted", "2024-03-05T00:00:00Z"),
                                          change("%P", "created", "2024-03-06T00:00:00Z", right)})}
        << resource() << false << QStringList {};
    QTest::newRow("deleted, created again without datetimes")
        << QList<QByteArray> {changeList(
               {change("%P", "deleted", {}), change("%P", "created", {}, right)})}
        << resource() << false << QStringList {};
    QTest::newRow("deleted, gone")
        << QList<QByteArray> {changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})} << gone
        << false << QStringList {};
    QTest::newRow("created, gone")
        << QList<QByteArray> {changeList({change("%P", "created", "2024-03-05T00:00:00Z")})} << gone
        << false << QStringList {QStringLiteral("0:5:XD-005:warning")};
    QTest::newRow("updated, gone")
        << QList<QByteArray> {changeList({change("%P", "updated", "2024-03-05T00:00:00Z")})}
        << gone410 << true << QStringList {QStringLiteral("0:5:XD-005:warning")};
    QTest::newRow("created, then deleted, gone")
        << QList<QByteArray> {changeList({change("%P", "created", "2024-03-05T00:00:00Z"),
                                          change("%P", "deleted", "2024-03-06T00:00:00Z")})}
        << gone << false << QStringList {};
    QTest::newRow("updated, deleted in a later list, gone")
        << QList<QByteArray> {changeList({change("%P", "updated", "2024-03-05T00:00:00Z")}),
                              changeList({change("%P", "deleted", "2024-03-09T00:00:00Z")},
                                         "2024-03-08T00:00:00Z")}
        << gone << false << QStringList {};
    QTest::newRow("deleted in an earlier list does not count")
        << QList<QByteArray> {changeList({change("%P", "updated", "2024-03-09T00:00:00Z")},
                                         "2024-03-08T00:00:00Z"),
                              changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << gone << false << QStringList {QStringLiteral("0:5:XD-005:warning")};
    // XD-004 and "changed since the list was produced".
    QTest::newRow("RL length wrong, updated later")
        << QList<QByteArray> {resourceList({entry("%P", wrong)}),
                              changeList({change("%P", "updated", "2024-03-05T00:00:00Z", right)})}
        << resource() << true << QStringList {QStringLiteral("0:5:XD-004:info")};
    QTest::newRow("RL length wrong, updated before at")
        << QList<QByteArray> {resourceList({entry("%P", wrong)}),
                              changeList({change("%P", "updated", "2024-02-05T00:00:00Z", right)},
                                         "2024-02-01T00:00:00Z")}
        << resource() << true << QStringList {QStringLiteral("0:5:XD-004:error")};
    QTest::newRow("RL type wrong, updated later")
        << QList<QByteArray> {resourceList({entry("%P", "type=\"image/png\"")}),
                              changeList({change("%P", "updated", "2024-03-05T00:00:00Z")})}
        << resource() << false << QStringList {QStringLiteral("0:5:HTTP-002:info")};
    QTest::newRow("CL hash of an older version, updated again")
        << QList<QByteArray> {changeList(
               {change("%P", "updated", "2024-03-05T00:00:00Z", wrongHash),
                change("%P", "updated", "2024-03-06T00:00:00Z", right)})}
        << resource() << true << QStringList {QStringLiteral("0:5:XD-004:info")};
    QTest::newRow("CL hash wrong, last change")
        << QList<QByteArray> {changeList(
               {change("%P", "updated", "2024-03-05T00:00:00Z", right),
                change("%P", "updated", "2024-03-06T00:00:00Z", wrongHash)})}
        << resource() << true << QStringList {QStringLiteral("0:6:XD-004:error")};
    QTest::newRow("CL Content-Length wrong, HEAD")
        << QList<QByteArray> {changeList({change("%P", "created", "2024-03-05T00:00:00Z", wrong)})}
        << resource() << false << QStringList {QStringLiteral("0:5:ATT-011:warning")};
    QTest::newRow("unknown change is CL-010's")
        << QList<QByteArray> {changeList({change("%P", "moved", "2024-03-05T00:00:00Z", wrong)})}
        << gone << false << QStringList {};
    QTest::newRow("RL 404 and a later create that 404s too")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "created", "2024-03-05T00:00:00Z")})}
        << gone << false
        << QStringList {QStringLiteral("0:5:RL-013:warning"), QStringLiteral("1:5:XD-005:warning")};
}

void tst_ResourceCheckJob::changeLists()
{
    QFETCH(QList<QByteArray>, documents);
    QFETCH(Response, response);
    QFETCH(bool, hash);
    QFETCH(QStringList, expected);

    const QByteArray path = "/cl/" + QByteArray(QTest::currentDataTag()).toPercentEncoding();
    m_server.setResponse(path, response);
    SourceTree tree;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        QByteArray xml = documents.at(i);
        xml.replace("%P", path);
        addDocument(tree, xml, QStringLiteral("list%1.xml").arg(i));
    }
    QVERIFY(run(tree, hash));
    const QList<Finding> findings = checked(tree);
    const QStringList actual = summarise(findings, tree);
    if (actual != expected) {
        for (const Finding &finding : findings)
            qWarning("%s %s", qPrintable(finding.ruleId), qPrintable(finding.message));
    }
    QCOMPARE(actual, expected);
    QCOMPARE(m_server.requests(path).size(), 1);
}

void tst_ResourceCheckJob::eachUrlOnceAndEveryEntryJudged_data()
{
    QTest::addColumn<bool>("hash");
    QTest::newRow("HEAD") << false;
    QTest::newRow("GET and hash") << true;
}

void tst_ResourceCheckJob::eachUrlOnceAndEveryEntryJudged()
{
    QFETCH(bool, hash);
    const QByteArray tag = hash ? "get" : "head";
    const QByteArray a = "/each/" + tag + "/a";
    const QByteArray b = "/each/" + tag + "/b";
    const QByteArray c = "/each/" + tag + "/c";
    m_server.setResponse(a, resource("text/html")); // every entry says text/plain
    m_server.setResponse(b, status(404, "Not Found"));
    m_server.setResponse(c, resource());
    const QByteArray plain = "type=\"text/plain\"";

    SourceTree tree;
    // An index and a Capability List are not checked; their entries are lists.
    addDocument(tree,
                urlset("capabilitylist", {},
                       {"<url><loc>%R/rl1.xml</loc><rs:md capability=\"resourcelist\"/></url>"}),
                QStringLiteral("capabilitylist.xml"));
    addDocument(tree, resourceList({entry(a, plain), entry(b), entry(c, plain), entry(a, plain)}),
                QStringLiteral("rl1.xml"));
    addDocument(tree, resourceList({entry(c), entry(a, plain)}), QStringLiteral("rl2.xml"));
    addDocument(tree,
                changeList({change(b, "deleted", "2024-03-05T00:00:00Z"),
                            change(a, "updated", "2024-02-05T00:00:00Z", plain)}),
                QStringLiteral("cl.xml"));
    QVERIFY(run(tree, hash));

    for (const QByteArray &path : {a, b, c}) {
        const QList<LoopbackServer::Request> requests = m_server.requests(path);
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.first().method, hash ? QByteArray("GET") : QByteArray("HEAD"));
        QCOMPARE(requests.first().headers.value("accept-encoding"), QByteArray("identity"));
    }
    QCOMPARE(m_server.requests("/rl1.xml").size(), 0);

    const QList<Finding> findings = checked(tree);
    QCOMPARE(summarise(findings, tree),
             (QStringList {
                 QStringLiteral("1:5:HTTP-002:warning"), QStringLiteral("1:6:RL-013:info"),
                 QStringLiteral("1:8:HTTP-002:warning"), QStringLiteral("2:6:HTTP-002:warning"),
                 QStringLiteral("3:6:HTTP-002:warning")}));
    for (const Finding &finding : findings) {
        if (finding.ruleId == u"HTTP-002")
            QCOMPARE(finding.relatedUrl, QString::fromLatin1(m_server.origin() + a));
        else
            QCOMPARE(finding.relatedUrl, QString::fromLatin1(m_server.origin() + b));
    }
}

void tst_ResourceCheckJob::headNotAllowedFallsBackToGet_data()
{
    QTest::addColumn<int>("code");
    QTest::newRow("405") << 405;
    QTest::newRow("501") << 501;
}

void tst_ResourceCheckJob::headNotAllowedFallsBackToGet()
{
    QFETCH(int, code);
    const QByteArray path = "/no-head/" + QByteArray::number(code);
    // The first request (the HEAD) is refused, the next (the GET) answered.
    m_server.setResponses(path, {status(code, "No HEAD here"), resource()});
    SourceTree tree;
    addDocument(tree, resourceList({entry(path, "length=\"21\" type=\"text/plain\"")}),
                QStringLiteral("rl.xml"));
    QVERIFY(run(tree, false));
    const QList<LoopbackServer::Request> requests = m_server.requests(path);
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.at(0).method, QByteArray("HEAD"));
    QCOMPARE(requests.at(1).method, QByteArray("GET"));
    // Without --hash the GET stands in for the HEAD: a header comparison.
    QCOMPARE(summarise(checked(tree), tree), QStringList {QStringLiteral("0:5:ATT-011:warning")});
}

void tst_ResourceCheckJob::asksForTheBodyAsServed()
{
    // The server ignores "identity" and sends gzip anyway: length and hash
    // are then compared with the coded bytes, and the finding says so.
    Response coded = resource();
    coded.gzipBody = true;
    m_server.setResponse("/coded", coded);
    SourceTree tree;
    addDocument(tree,
                resourceList({entry("/coded",
                                    "length=\"19\" hash=\"sha-256:"
                                        + hexDigest(body, QCryptographicHash::Sha256) + '"')}),
                QStringLiteral("rl.xml"));
    QVERIFY(run(tree, true));
    QCOMPARE(m_server.requests("/coded").size(), 1);
    QCOMPARE(m_server.requests("/coded").first().headers.value("accept-encoding"),
             QByteArray("identity"));
    const QList<Finding> findings = checked(tree);
    QCOMPARE(summarise(findings, tree), QStringList {QStringLiteral("0:5:XD-004:error")});
    QVERIFY2(findings.first().message.contains(QStringLiteral("Content-Encoding")),
             qPrintable(findings.first().message));
}

void tst_ResourceCheckJob::encodingAgainstContentEncoding_data()
{
    QTest::addColumn<bool>("gzip"); // what the server sends
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("as listed") << true << QStringList {};
    QTest::newRow("not coded") << false << QStringList {QStringLiteral("0:5:ATT-013:warning")};
}

void tst_ResourceCheckJob::encodingAgainstContentEncoding()
{
    QFETCH(bool, gzip);
    QFETCH(QStringList, expected);
    const QByteArray path = "/encoded/" + QByteArray(gzip ? "gzip" : "plain");
    Response response = resource();
    response.gzipBody = gzip;
    m_server.setResponse(path, response);
    SourceTree tree;
    addDocument(tree, resourceList({entry(path, "encoding=\"gzip\"")}), QStringLiteral("rl.xml"));
    QVERIFY(run(tree, false));
    QCOMPARE(m_server.requests(path).first().headers.value("accept-encoding"), QByteArray("gzip"));
    QCOMPARE(summarise(checked(tree), tree), expected);
}

void tst_ResourceCheckJob::findingsAreCappedPerRuleAndDocument()
{
    QList<QByteArray> entries;
    for (int i = 0; i < 10; ++i)
        entries.append(entry("/capped/missing" + QByteArray::number(i)));
    SourceTree tree;
    addDocument(tree, resourceList(entries), QStringLiteral("rl-a.xml"));
    addDocument(tree, resourceList(entries.mid(0, 2)), QStringLiteral("rl-b.xml"));
    QVERIFY(run(tree, false, nullptr, 3));
    const QList<Finding> findings = checked(tree);
    QCOMPARE(
        summarise(findings, tree),
        (QStringList {QStringLiteral("0:0:RL-013:warning"), QStringLiteral("0:5:RL-013:warning"),
                      QStringLiteral("0:6:RL-013:warning"), QStringLiteral("0:7:RL-013:warning"),
                      QStringLiteral("1:5:RL-013:warning"), QStringLiteral("1:6:RL-013:warning")}));
    for (const Finding &finding : findings) {
        if (finding.position.line == 0)
            QVERIFY2(finding.message.contains(QStringLiteral("7 more")),
                     qPrintable(finding.message));
    }
    // Still one request per resource.
    for (int i = 0; i < 10; ++i)
        QCOMPARE(m_server.requests("/capped/missing" + QByteArray::number(i)).size(), 1);
}

void tst_ResourceCheckJob::manyEntriesOneResource()
{
    // 100,000 entries in two lists naming one resource: one request, and the
    // judgement of every entry stays linear.
    constexpr int perList = 50'000;
    QByteArray urls;
    urls.reserve(perList * 48);
    for (int i = 0; i < perList; ++i)
        urls += "<url><loc>%R/many</loc></url>\n";
    QByteArray xml = resourceList({});
    urls += "</urlset>";
    xml.replace("</urlset>", urls);
    m_server.setResponse("/many", status(404, "Not Found"));
    SourceTree tree;
    addDocument(tree, xml, QStringLiteral("many-a.xml"));
    addDocument(tree, xml, QStringLiteral("many-b.xml"));
    QCOMPARE(tree.document(1).entries.size(), perList);
    ResourceCheckJob *job = nullptr;
    QVERIFY(run(tree, false, &job));
    QCOMPARE(job->totalAmount(), 1);
    QCOMPARE(job->processedAmount(), 1);
    delete job;
    QCOMPARE(m_server.requests("/many").size(), 1);
    const QList<Finding> findings = checked(tree);
    QCOMPARE(findings.size(), 2 * (ResourceCheckJob::defaultMaxFindingsPerRule + 1));
}

void tst_ResourceCheckJob::onlyListsAndHttpLocsAreChecked()
{
    SourceTree tree;
    addDocument(
        tree,
        urlset("capabilitylist", {},
               {"<url><loc>%R/only/rl.xml</loc><rs:md capability=\"resourcelist\"/></url>"}),
        QStringLiteral("only/capabilitylist.xml"));
    addDocument(tree,
                urlset("resourcedump", "at=\"2024-03-01T00:00:00Z\"",
                       {entry("/only/dump.zip", "length=\"1\"")}),
                QStringLiteral("only/resourcedump.xml"));
    addDocument(tree,
                resourceList({"<url><loc>file:///etc/passwd</loc></url>",
                              "<url><loc>mailto:someone@example.org</loc></url>",
                              "<url><loc>relative/path</loc></url>", "<url><loc></loc></url>"}),
                QStringLiteral("only/rl.xml"));
    // A list that could not be loaded has no entries to check.
    CrawledDocument unloaded;
    unloaded.url = m_server.url(QStringLiteral("/only/unloaded.xml"));
    unloaded.type = rsi::DocumentType::ResourceList;
    tree.add(unloaded);
    const qsizetype before = m_server.requests().size();
    ResourceCheckJob *job = nullptr;
    QVERIFY(run(tree, true, &job));
    QCOMPARE(job->totalAmount(), 0);
    delete job;
    QCOMPARE(m_server.requests().size(), before);
    QVERIFY(checked(tree).isEmpty());

    SourceTree empty;
    QVERIFY(run(empty, false));
}

void tst_ResourceCheckJob::progressCountsResources()
{
    SourceTree tree;
    addDocument(
        tree,
        resourceList({entry("/good"), entry("/progress/1"), entry("/good"), entry("/progress/2")}),
        QStringLiteral("rl.xml"));
    addDocument(tree, changeList({change("/progress/1", "updated", "2024-03-05T00:00:00Z")}),
                QStringLiteral("cl.xml"));
    auto *job = new ResourceCheckJob(tree, m_options, false, &m_network, this);
    QSignalSpy progress(job, &Job::progressChanged);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job->error(), Job::Error::NoError);
    QCOMPARE(job->totalAmount(), 3);
    QCOMPARE(job->processedAmount(), 3);
    QVERIFY(progress.size() >= 4); // the total, then each resource
    QCOMPARE(progress.last().at(0).toLongLong(), 3);
    QCOMPARE(progress.last().at(1).toLongLong(), 3);
    delete job;
}

void tst_ResourceCheckJob::cancelStopsAtOnceAndKeepsFindings()
{
    Response slow = resource();
    slow.delayMs = 5000;
    QList<QByteArray> entries {entry("/cancel/gone1"), entry("/cancel/gone2")};
    for (int i = 0; i < 6; ++i) {
        const QByteArray path = "/cancel/slow" + QByteArray::number(i);
        m_server.setResponse(path, slow);
        entries.append(entry(path));
    }
    rsi::FetchOptions options = m_options;
    options.inactivityTimeoutMs = 30'000;
    options.connectionsPerHost = 4;
    SourceTree tree;
    addDocument(tree, resourceList(entries), QStringLiteral("rl.xml"));
    auto *job = new ResourceCheckJob(tree, options, false, &m_network, this);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    QTRY_COMPARE_WITH_TIMEOUT(checked(tree).size(), 2, 10'000);
    QTRY_VERIFY(m_server.openRequests() > 0);
    QElapsedTimer clock;
    clock.start();
    job->cancel();
    QCOMPARE(finished.size(), 1);
    QVERIFY(job->isCanceled());
    QVERIFY(clock.elapsed() < 1000);
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(
        summarise(checked(tree), tree),
        (QStringList {QStringLiteral("0:5:RL-013:warning"), QStringLiteral("0:6:RL-013:warning")}));
    QVERIFY(job->processedAmount() >= 2);
    QVERIFY(job->processedAmount() < job->totalAmount());
    delete job;
}

namespace {

// The paths of the requests from the first-th on that name a resource of /scope/.
QStringList scopedRequests(const LoopbackServer &server, qsizetype first)
{
    QStringList paths;
    const QList<LoopbackServer::Request> requests = server.requests();
    for (qsizetype i = first; i < requests.size(); ++i) {
        if (requests.at(i).path.startsWith("/scope/"))
            paths.append(QString::fromUtf8(requests.at(i).path));
    }
    paths.sort();
    return paths;
}

QList<QByteArray> scopedEntries(const char *list, int count)
{
    QList<QByteArray> urls;
    for (int i = 0; i < count; ++i)
        urls.append(entry("/scope/" + QByteArray(list) + '/' + QByteArray::number(i) + ".txt"));
    return urls;
}

} // namespace

void tst_ResourceCheckJob::includeAndExcludeLeaveResourcesOut()
{
    SourceTree tree;
    addDocument(tree, resourceList(scopedEntries("a", 6)), QStringLiteral("scoped-a.xml"));
    // A Change List deletes /scope/a/5.txt, which is excluded: not judged at all.
    addDocument(tree, changeList({change("/scope/a/5.txt", "deleted", "2024-03-02T00:00:00Z")}),
                QStringLiteral("scoped-cl.xml"));
    m_scope = {};
    m_scope.include.append(QRegularExpression(QStringLiteral("/a/[0-3]\\.txt$")));
    m_scope.include.append(QRegularExpression(QStringLiteral("/a/5")));
    m_scope.exclude.append(QRegularExpression(QStringLiteral("/a/(2|5)")));
    const qsizetype before = m_server.requests().size();
    ResourceCheckJob *job = nullptr;
    QVERIFY(run(tree, false, &job));
    m_scope = {};
    QCOMPARE(job->totalAmount(), 3);
    delete job;
    QCOMPARE(scopedRequests(m_server, before),
             QStringList({QStringLiteral("/scope/a/0.txt"), QStringLiteral("/scope/a/1.txt"),
                          QStringLiteral("/scope/a/3.txt")}));
    // Each answered 404: three RL-013, nothing about what was left out.
    const QList<Finding> found = checked(tree);
    QCOMPARE(found.size(), 3);
    for (const Finding &finding : found)
        QCOMPARE(finding.ruleId, QStringLiteral("RL-013"));
}

void tst_ResourceCheckJob::sampleChecksSoManyPerList()
{
    SourceTree tree;
    addDocument(tree, resourceList(scopedEntries("b", 40)), QStringLiteral("sampled-1.xml"));
    addDocument(tree, resourceList(scopedEntries("c", 3)), QStringLiteral("sampled-2.xml"));
    m_scope = {};
    m_scope.sampleSize = 5;
    m_scope.seed = 1234;
    qsizetype before = m_server.requests().size();
    QVERIFY(run(tree, false));
    const QStringList first = scopedRequests(m_server, before);
    // Five of the forty, and all three of the short list.
    QCOMPARE(first.filter(QStringLiteral("/scope/b/")).size(), 5);
    QCOMPARE(first.filter(QStringLiteral("/scope/c/")).size(), 3);
    // The same seed, the same sample, on a tree crawled afresh.
    SourceTree again;
    addDocument(again, resourceList(scopedEntries("b", 40)), QStringLiteral("sampled-1.xml"));
    addDocument(again, resourceList(scopedEntries("c", 3)), QStringLiteral("sampled-2.xml"));
    before = m_server.requests().size();
    QVERIFY(run(again, false));
    QCOMPARE(scopedRequests(m_server, before), first);
    // Findings only for what was drawn.
    QCOMPARE(checked(again).size(), 8);
    m_scope = {};
}

void tst_ResourceCheckJob::pickIsReproducibleAndUniform()
{
    rsi::ResourceFilter filter;
    QCOMPARE(filter.pick(QStringLiteral("http://x/l.xml"), 4),
             (std::vector<qsizetype> {0, 1, 2, 3}));
    filter.sampleSize = 3;
    filter.seed = 7;
    const std::vector<qsizetype> picked = filter.pick(QStringLiteral("http://x/l.xml"), 1000);
    QCOMPARE(picked.size(), size_t(3));
    QVERIFY(std::is_sorted(picked.cbegin(), picked.cend()));
    QVERIFY(std::adjacent_find(picked.cbegin(), picked.cend()) == picked.cend());
    QCOMPARE(filter.pick(QStringLiteral("http://x/l.xml"), 1000), picked);
    QVERIFY(filter.pick(QStringLiteral("http://x/other.xml"), 1000) != picked);
    // Every row is as likely: over many seeds, each of ten rows is drawn
    // about as often (3 of 10, 3,000 times: 900 each, give or take).
    filter.sampleSize = 3;
    std::array<int, 10> drawn {};
    for (quint64 seed = 0; seed < 3000; ++seed) {
        filter.seed = seed;
        for (const qsizetype row : filter.pick(QStringLiteral("http://x/l.xml"), 10))
            ++drawn[size_t(row)];
    }
    for (const int count : drawn)
        QVERIFY2(count > 780 && count < 1020, qPrintable(QString::number(count)));
    // The seed a run gets is one a person can type again.
    QVERIFY(rsi::ResourceFilter::randomSeed() < 1'000'000'000);
}

void tst_ResourceCheckJob::scopeOfCapabilityLists()
{
    SourceTree tree;
    const auto add = [&tree](const char *url, int parent, rsi::DocumentType type) {
        CrawledDocument document;
        document.requestedUrl = QUrl(QString::fromLatin1(url));
        document.url = document.requestedUrl;
        document.parent = parent;
        document.loaded = true;
        document.type = type;
        return tree.add(std::move(document));
    };
    const int sd = add("http://x/sd", -1, rsi::DocumentType::SourceDescription);
    const int a = add("http://x/a/capl.xml", sd, rsi::DocumentType::CapabilityList);
    const int aList = add("http://x/a/rl.xml", a, rsi::DocumentType::ResourceList);
    const int b = add("http://x/b/capl.xml", sd, rsi::DocumentType::CapabilityList);
    const int bList = add("http://x/b/rl.xml", b, rsi::DocumentType::ResourceList);
    const int stray = add("http://x/stray.xml", -1, rsi::DocumentType::ResourceList);
    rsi::ResourceFilter filter;
    QCOMPARE(rsi::documentsInScope(tree, filter), QList<bool>(tree.size(), true));
    filter.capabilityLists = {QUrl(QStringLiteral("http://x/b/capl.xml#fragment"))};
    const QList<bool> scope = rsi::documentsInScope(tree, filter);
    QVERIFY(scope.at(b) && scope.at(bList));
    QVERIFY(!scope.at(a) && !scope.at(aList) && !scope.at(sd) && !scope.at(stray));
    QVERIFY(filter.acceptsCapabilityList(QUrl(QStringLiteral("http://x/b/capl.xml"))));
    QVERIFY(!filter.acceptsCapabilityList(QUrl(QStringLiteral("http://x/a/capl.xml"))));
}

void tst_ResourceCheckJob::restrictedTreeKeepsTheChosenSets()
{
    SourceTree tree;
    const auto add = [&tree](const char *url, int parent, rsi::DocumentType type,
                             rsi::Arrival arrival = rsi::Arrival::Child) {
        CrawledDocument document;
        document.requestedUrl = QUrl(QString::fromLatin1(url));
        document.url = document.requestedUrl;
        document.parent = parent;
        document.arrival = parent < 0 ? rsi::Arrival::Input : arrival;
        document.loaded = true;
        document.type = type;
        return tree.add(std::move(document));
    };
    const int sd = add("http://x/sd", -1, rsi::DocumentType::SourceDescription);
    tree.setSourceDescription(sd);
    const int a = add("http://x/a/capl.xml", sd, rsi::DocumentType::CapabilityList);
    add("http://x/a/rl.xml", a, rsi::DocumentType::ResourceList);
    const int b = add("http://x/b/capl.xml", sd, rsi::DocumentType::CapabilityList);
    const int dump = add("http://x/b/rd.xml", b, rsi::DocumentType::ResourceDump);
    add("http://x/b/p.zip", dump, rsi::DocumentType::ResourceDumpManifest, rsi::Arrival::Package);
    add("http://x/b/rl.xml", b, rsi::DocumentType::ResourceList);
    rsi::ResourceFilter filter;
    filter.capabilityLists = {QUrl(QStringLiteral("http://x/b/capl.xml"))};
    const SourceTree restricted = rsi::restrictedTree(tree, filter);
    // The Source Description, set B and its documents, not its package.
    QCOMPARE(restricted.size(), 4);
    QCOMPARE(restricted.find(QUrl(QStringLiteral("http://x/a/rl.xml"))), -1);
    QCOMPARE(restricted.find(QUrl(QStringLiteral("http://x/b/p.zip"))), -1);
    const int newB = restricted.find(QUrl(QStringLiteral("http://x/b/capl.xml")));
    const int newList = restricted.find(QUrl(QStringLiteral("http://x/b/rl.xml")));
    QCOMPARE(restricted.document(newList).parent, newB);
    QCOMPARE(restricted.document(newB).parent, restricted.sourceDescription());
    QCOMPARE(restricted.document(newB).children.size(), 2);
    QCOMPARE(restricted.scope().capabilityLists, filter.capabilityLists);
    // Without a choice: everything but the packages.
    QCOMPARE(rsi::restrictedTree(tree, {}).size(), tree.size() - 1);
}

QTEST_GUILESS_MAIN(tst_ResourceCheckJob)
#include "tst_resourcecheckjob.moc"
