// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_CrawlJob: a re-crawl fetches only what changed, a crawl that can read
// nothing fails, notification channels are probed, and every crawl and
// resource check ends, whatever the server does.
#include "tst_crawljob.h"

using namespace crawltest;

void tst_CrawlJob::recrawlFetchesOnlyWhatChanged()
{
    // One list carries validators and is unchanged the second time; the
    // index changes (no validators, so it is fetched in full again).
    LoopbackServer::Response first = *m_server->folderResponse("/dataset1/resourcelist1.xml");
    first.headers.append(std::pair<QByteArray, QByteArray>("ETag", "\"v1\""));
    first.headers.append(
        std::pair<QByteArray, QByteArray>("Last-Modified", "Thu, 01 Jan 2026 09:05:00 GMT"));
    first.body.replace("<url>", "<url ><loc>not a URL</loc></url><url>");
    LoopbackServer::Response unchanged;
    unchanged.status = 304;
    unchanged.reason = "Not Modified";
    unchanged.headers.append(std::pair<QByteArray, QByteArray>("ETag", "\"v1\""));
    m_server->setResponses("/dataset1/resourcelist1.xml", {first, unchanged});

    const QString site = m_server->url(QStringLiteral("/")).toString();
    auto firstCrawl = crawl(site, fastOptions());
    QCOMPARE(firstCrawl->error(), Job::Error::NoError);
    auto previous = std::make_shared<const SourceTree>(firstCrawl->takeTree());
    const CrawledDocument *before = at(*previous, QStringLiteral("/dataset1/resourcelist1.xml"));
    QVERIFY(before && !before->notModified);
    QCOMPARE(before->etag, QByteArray("\"v1\""));
    QVERIFY(before->documentFindingCount > 0); // the bad loc

    CrawlJob again(site, fastOptions(), m_network.get());
    again.setPreviousCrawl(previous);
    QSignalSpy finished(&again, &Job::finished);
    again.start();
    QVERIFY(finished.wait(30'000));
    QCOMPARE(again.error(), Job::Error::NoError);
    const QList<LoopbackServer::Request> asked = m_server->requests("/dataset1/resourcelist1.xml");
    QCOMPARE(asked.size(), 2);
    QCOMPARE(asked.at(1).headers.value("if-none-match"), QByteArray("\"v1\""));
    QCOMPARE(asked.at(1).headers.value("if-modified-since"),
             QByteArray("Thu, 01 Jan 2026 09:05:00 GMT"));
    // Documents without validators are asked for unconditionally.
    const QList<LoopbackServer::Request> index
        = m_server->requests("/dataset1/resourcelist-index.xml");
    QCOMPARE(index.size(), 2);
    QVERIFY(!index.at(1).headers.contains("if-none-match"));

    const CrawledDocument *reused = at(again.tree(), QStringLiteral("/dataset1/resourcelist1.xml"));
    QVERIFY(reused && reused->loaded && reused->notModified);
    // What the 304 left out is kept for the crawl after this one.
    QCOMPARE(reused->lastModified, QByteArray("Thu, 01 Jan 2026 09:05:00 GMT"));
    QCOMPARE(reused->contentType, QStringLiteral("application/xml"));
    QCOMPARE(reused->entries.size(), before->entries.size());
    QCOMPARE(reused->entries.loc(1), before->entries.loc(1));
    QCOMPARE(reused->type, DocumentType::ResourceList);
    // Its own findings come along, once.
    QCOMPARE(reused->findings.first(reused->documentFindingCount),
             before->findings.first(before->documentFindingCount));
    QCOMPARE(again.tree().size(), previous->size());
    // The tree is judged as before: a 304 stands for the 200 it repeats.
    const auto ruleIds = [](const SourceTree &tree) {
        QStringList ids;
        for (const Finding &finding : tree.allFindings())
            ids.append(finding.ruleId);
        ids.sort();
        return ids;
    };
    QCOMPARE(ruleIds(again.tree()), ruleIds(*previous));
}

void tst_CrawlJob::failsWhenNothingCanBeRead_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<Job::Error>("error");

    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const QString unreachable = QStringLiteral("http://127.0.0.1:%1/").arg(closed.serverPort());
    closed.close();
    QTest::newRow("closed port") << unreachable << Job::Error::Unreachable;
    QTest::newRow("no such file") << QStringLiteral("/nonexistent/rsinspector/sd.xml")
                                  << Job::Error::InvalidInput;
    QTest::newRow("folder without documents")
        << QStringLiteral(RSI_TEST_DATA_DIR "/sources") << Job::Error::InvalidInput;
    QTest::newRow("not a URL") << QStringLiteral("ftp://example.org/sd.xml")
                               << Job::Error::InvalidInput;
}

void tst_CrawlJob::failsWhenNothingCanBeRead()
{
    QFETCH(QString, input);
    QFETCH(Job::Error, error);
    const auto job = crawl(input, fastOptions());
    QVERIFY(job->isFinished());
    QCOMPARE(job->error(), error);
    QVERIFY(!job->errorString().isEmpty());
}

// A Capability List that advertises a notification channel (FN Example 8):
// the channel is a document under it, probed as FN 4.1 says its topic URI
// answers (NT-007 to NT-013), never parsed as a capability document.

void tst_CrawlJob::probesNotificationChannels_data()
{
    QTest::addColumn<QList<LoopbackServer::Response>>("answers"); // HEAD, then GET
    QTest::addColumn<QStringList>("rules");
    const auto answer = [](int status, QByteArray type, QByteArray links, QByteArray body,
                           bool noLength = false) {
        LoopbackServer::Response response;
        response.status = status;
        response.reason = status == 200 ? "OK" : "Error";
        if (!type.isEmpty())
            response.headers.append({"Content-Type", type});
        if (!links.isEmpty())
            response.headers.append({"Link", links});
        response.body = std::move(body);
        response.omitContentLength = noLength;
        return response;
    };
    const QByteArray links = "<ORIGIN/framework/>; rel=\"self\", <http://hub.example/websub>; "
                             "rel=\"hub\"";
    const auto good = answer(200, "application/xml", links, {});
    QTest::newRow("as FN 4.1 says") << QList {good, good} << QStringList();
    QTest::newRow("404") << QList {answer(404, "text/html", {}, "<html>gone</html>")}
                         << QStringList {QStringLiteral("NT-008")};
    QTest::newRow("HTML") << QList {answer(200, "text/html", links,
                                           "<html><body>Our channel</body></html>")}
                          << QStringList {QStringLiteral("NT-009"), QStringLiteral("GEN-003")};
    QTest::newRow("no links") << QList {answer(200, "application/xml", {}, {})}
                              << QStringList {QStringLiteral("NT-010"), QStringLiteral("NT-011")};
    QTest::newRow("another hub") << QList {answer(
        200, "application/xml",
        "<ORIGIN/framework/>; rel=\"self\", <http://other.example/>; rel=\"hub\"", {})}
                                 << QStringList {QStringLiteral("NT-007")};
    QTest::newRow("no Content-Length for no content")
        << QList {good, answer(200, "application/xml", links, {}, true)}
        << QStringList {QStringLiteral("NT-012")};
    QTest::newRow("the latest notification, with a fault")
        << QList {answer(200, "application/xml", links,
                         "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                         "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                         "<rs:md capability='framework-notification'/><url>"
                         "<loc>ORIGIN/dataset1/changelist.xml</loc>"
                         "<rs:md change='deleted' capability='changelist'/></url></urlset>")}
        << QStringList {QStringLiteral("NT-031")};
}

void tst_CrawlJob::probesNotificationChannels()
{
    QFETCH(QList<LoopbackServer::Response>, answers);
    QFETCH(QStringList, rules);
    const QByteArray origin = m_server->origin();
    for (LoopbackServer::Response &response : answers) {
        for (auto &[name, value] : response.headers)
            value.replace("ORIGIN", origin);
        response.body.replace("ORIGIN", origin);
    }
    std::optional<LoopbackServer::Response> capl
        = m_server->folderResponse("/dataset1/capabilitylist.xml");
    QVERIFY(capl);
    capl->body.replace(
        QByteArrayLiteral("</urlset>"),
        QByteArray("  <url><loc>" + origin
                   + "/framework/</loc><rs:ln rel=\"hub\" "
                     "href=\"http://hub.example/websub\"/>"
                     "<rs:md capability=\"framework-notification\"/></url>\n</urlset>"));
    m_server->setResponse("/dataset1/capabilitylist.xml", *capl);
    m_server->setResponses("/framework/", answers);

    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    const SourceTree &tree = job->tree();
    const CrawledDocument *channel = at(tree, QStringLiteral("/framework/"));
    QVERIFY(channel);
    QCOMPARE(channel->type, DocumentType::NotificationChannel);
    QCOMPARE(channel->hub, QUrl(QStringLiteral("http://hub.example/websub")));
    QCOMPARE(pathOfParent(tree, *channel), QStringLiteral("/dataset1/capabilitylist.xml"));
    // A HEAD and a GET, never more.
    QCOMPARE(m_server->requests("/framework/").size(), 2);
    QStringList found;
    for (const Finding &finding : channel->findings)
        found.append(finding.ruleId);
    for (const QString &rule : std::as_const(rules))
        QVERIFY2(found.contains(rule), qPrintable(found.join(u' ')));
    if (rules.isEmpty())
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u' ')));
    // The channel entry is no document the tree rules miss.
    for (const Finding &finding : tree.allFindings())
        QVERIFY2(finding.ruleId != u"NAV-009" && finding.ruleId != u"NAV-012"
                     && finding.ruleId != u"CAP-006",
                 qPrintable(finding.ruleId + u' ' + finding.message));
}

namespace {

void addSeeds()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

// Short time-outs and one quick retry: trouble ends soon, one way or another.
CrawlOptions troubledOptions()
{
    CrawlOptions options = fastOptions();
    options.fetch.retries = 1;
    options.fetch.retryBaseDelayMs = 20;
    options.fetch.inactivityTimeoutMs = 1'000;
    options.fetch.totalTimeoutMs = 3'000;
    return options;
}

// Every other seed stops the job at a random moment of its first second.
void maybeCancel(Job &job, quint32 seed)
{
    if (seed % 2 == 0) {
        QTest::qWait(int(QRandomGenerator(seed).bounded(800)));
        job.cancel();
    }
}

} // namespace

void tst_CrawlJob::crawlAlwaysEnds_data()
{
    addSeeds();
}

void tst_CrawlJob::crawlAlwaysEnds()
{
    // Whatever mix of slow, cut-off, dropped and failing answers, and a
    // cancel at any moment: finished() comes once, in bounded time.
    QFETCH(quint32, seed);
    RandomFaults faults;
    faults.seed = seed;
    const QString plan = faults.applyTo(*m_server, libraryDir);
    CrawlJob job(m_server->url(QStringLiteral("/")).toString(), troubledOptions(), m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    maybeCancel(job, seed);
    QTRY_VERIFY2_WITH_TIMEOUT(finished.size() == 1, qPrintable(plan), 40'000);
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
    QVERIFY2(job.isFinished(), qPrintable(plan));
}

void tst_CrawlJob::resourceCheckAlwaysEnds_data()
{
    addSeeds();
}

void tst_CrawlJob::resourceCheckAlwaysEnds()
{
    QFETCH(quint32, seed);
    const auto crawled = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    QVERIFY(crawled->tree().isComplete());
    SourceTree tree = crawled->tree();
    RandomFaults faults;
    faults.seed = seed;
    const QString plan = faults.applyTo(*m_server, libraryDir);
    ResourceCheckJob job(tree, troubledOptions().fetch, /*hash=*/seed % 3 == 0, m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    maybeCancel(job, seed);
    QTRY_VERIFY2_WITH_TIMEOUT(finished.size() == 1, qPrintable(plan), 40'000);
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
}
