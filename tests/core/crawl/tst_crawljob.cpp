// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_crawljob.h"

using namespace crawltest;

void tst_CrawlJob::init()
{
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(libraryDir, "http://source.example");
    m_network = std::make_unique<QNetworkAccessManager>();
}

void tst_CrawlJob::cleanup()
{
    m_network.reset();
    m_server.reset();
}

std::unique_ptr<CrawlJob> tst_CrawlJob::crawl(const QString &input, CrawlOptions options)
{
    auto job = std::make_unique<CrawlJob>(input, std::move(options), m_network.get());
    QSignalSpy finished(job.get(), &Job::finished);
    job->start();
    if (!finished.wait(60'000))
        qWarning("the crawl did not finish");
    return job;
}

const CrawledDocument *tst_CrawlJob::at(const SourceTree &tree, const QString &path) const
{
    const int id = tree.find(m_server->url(path));
    return id < 0 ? nullptr : &tree.document(id);
}

QString tst_CrawlJob::pathOfParent(const SourceTree &tree, const CrawledDocument &document) const
{
    return document.parent < 0 ? QString() : tree.document(document.parent).url.path();
}

void tst_CrawlJob::crawlsASiteFromTheWellKnownUri()
{
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QVERIFY(tree.isComplete());
    QCOMPARE(tree.size(), 8);

    // Each document under the one that lists it.
    const QList<std::pair<QString, QString>> parents = {
        {QStringLiteral("/.well-known/resourcesync"), QString()},
        {QStringLiteral("/dataset1/capabilitylist.xml"),
         QStringLiteral("/.well-known/resourcesync")},
        {QStringLiteral("/dataset1/resourcelist-index.xml"),
         QStringLiteral("/dataset1/capabilitylist.xml")},
        {QStringLiteral("/dataset1/resourcelist1.xml"),
         QStringLiteral("/dataset1/resourcelist-index.xml")},
        {QStringLiteral("/dataset1/resourcelist2.xml"),
         QStringLiteral("/dataset1/resourcelist-index.xml")},
        {QStringLiteral("/dataset1/changelist.xml"),
         QStringLiteral("/dataset1/capabilitylist.xml")},
        {QStringLiteral("/dataset1/resourcedump.xml"),
         QStringLiteral("/dataset1/capabilitylist.xml")},
        {QStringLiteral("/dataset1/manifest1.xml"), QStringLiteral("/dataset1/resourcedump.xml")},
    };
    for (const auto &[path, parent] : parents) {
        const CrawledDocument *document = at(tree, path);
        QVERIFY2(document, qPrintable(path));
        QVERIFY2(document->loaded, qPrintable(path));
        QVERIFY(document->reachedDownward);
        QCOMPARE(pathOfParent(tree, *document), parent);
        QCOMPARE(document->status, 200);
        QCOMPARE(document->contentType, QStringLiteral("application/xml"));
        // Fetched once, whichever ways led to it.
        QCOMPARE(m_server->requests(path.toUtf8()).size(), 1);
    }
    QCOMPARE(tree.document(tree.sourceDescription()).url.path(),
             QStringLiteral("/.well-known/resourcesync"));
    QCOMPARE(at(tree, QStringLiteral("/dataset1/resourcelist-index.xml"))->type,
             DocumentType::ResourceListIndex);
    QCOMPARE(at(tree, QStringLiteral("/dataset1/resourcelist1.xml"))->entries.size(), 3);
    QCOMPARE(tree.totalEntries(), 1 + 3 + 2 + 3 + 3 + 2 + 1 + 6);
    QVERIFY2(errorsOf(tree).isEmpty(), qPrintable(errorsOf(tree).join(u'\n')));
    // Nothing beyond the documents: resources and packages are not fetched.
    QVERIFY(m_server->requests("/res/book-001.txt").isEmpty());
    QVERIFY(m_server->requests("/dataset1/dump1.zip").isEmpty());
    QVERIFY(m_server->requests("/robots.txt").isEmpty());

    QVERIFY(!tree.discovery().isEmpty());
    QCOMPARE(tree.discovery().constFirst().outcome, DiscoveryStep::Outcome::Found);
    QCOMPARE(tree.discovery().constFirst().url.path(), QStringLiteral("/.well-known/resourcesync"));
    QCOMPARE(job->processedAmount(), 8);
    QCOMPARE(job->totalAmount(), 8);
}

void tst_CrawlJob::startsFromAnyDocument()
{
    const auto job = crawl(m_server->url(QStringLiteral("/dataset1/resourcelist2.xml")).toString(),
                           fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(tree.size(), 8);
    // Found from inside, shown from the top.
    const CrawledDocument *list = at(tree, QStringLiteral("/dataset1/resourcelist2.xml"));
    QVERIFY(list);
    QCOMPARE(pathOfParent(tree, *list), QStringLiteral("/dataset1/resourcelist-index.xml"));
    QVERIFY(list->reachedDownward);
    QCOMPARE(tree.roots().size(), 1);
    QCOMPARE(tree.document(tree.roots().constFirst()).url.path(),
             QStringLiteral("/.well-known/resourcesync"));
    QCOMPARE(m_server->requests("/dataset1/resourcelist2.xml").size(), 1);
    QVERIFY2(errorsOf(tree).isEmpty(), qPrintable(errorsOf(tree).join(u'\n')));
}

void tst_CrawlJob::fallsBackToRobotsTxt()
{
    // The Source Description is published, but not at the well-known URI.
    m_server->setStatus("/.well-known/resourcesync", 404);
    m_server->setResponse("/sd.xml", *m_server->folderResponse("/.well-known/resourcesync"));
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    const SourceTree &tree = job->tree();
    QCOMPARE(m_server->requests("/robots.txt").size(), 1);
    QVERIFY(at(tree, QStringLiteral("/dataset1/resourcelist1.xml")));
    QCOMPARE(at(tree, QStringLiteral("/dataset1/resourcelist1.xml"))->arrival,
             Arrival::Child); // listed by its index in the end
    QVERIFY(at(tree, QStringLiteral("/dataset1/capabilitylist.xml"))->loaded);
    // The capability list's up link leads to the missing well-known URI.
    QCOMPARE(tree.sourceDescription(), -1);
    QVERIFY(!at(tree, QStringLiteral("/.well-known/resourcesync"))->loaded);
    QCOMPARE(tree.discovery().at(0).outcome, DiscoveryStep::Outcome::NotFound);
    QCOMPARE(tree.discovery().at(1).url.path(), QStringLiteral("/robots.txt"));
    QCOMPARE(tree.discovery().at(1).outcome, DiscoveryStep::Outcome::Found);
    // The rest of the source is still there.
    QVERIFY(at(tree, QStringLiteral("/dataset1/manifest1.xml")));
    QVERIFY(at(tree, QStringLiteral("/dataset1/resourcelist2.xml"))->loaded);
    QCOMPARE(job->error(), Job::Error::NoError);
}

void tst_CrawlJob::fallsBackToTheHtmlPage()
{
    m_server->setStatus("/.well-known/resourcesync", 404);
    m_server->setStatus("/robots.txt", 404);
    m_server->setResponse("/", *m_server->folderResponse("/index.html"));
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    const SourceTree &tree = job->tree();
    const CrawledDocument *capabilityList
        = at(tree, QStringLiteral("/dataset1/capabilitylist.xml"));
    QVERIFY(capabilityList);
    QVERIFY(capabilityList->loaded);
    QCOMPARE(capabilityList->arrival, Arrival::HtmlLink);
    QCOMPARE(capabilityList->referencePosition.line, 6);
    QVERIFY(at(tree, QStringLiteral("/dataset1/resourcelist2.xml")));
    QCOMPARE(m_server->requests("/").size(), 1);
    const QList<DiscoveryStep> &steps = tree.discovery();
    QVERIFY(std::any_of(steps.cbegin(), steps.cend(), [](const DiscoveryStep &s) {
        return s.url.path() == u"/" && s.outcome == DiscoveryStep::Outcome::Found;
    }));
}

void tst_CrawlJob::followsALinkHeader()
{
    m_server->setLinkHeader("/res/book-001.txt",
                            "<" + m_server->origin()
                                + "/dataset1/capabilitylist.xml>; rel=\"resourcesync\"");
    const auto job
        = crawl(m_server->url(QStringLiteral("/res/book-001.txt")).toString(), fastOptions());
    const SourceTree &tree = job->tree();
    QCOMPARE(job->error(), Job::Error::NoError);
    const CrawledDocument *capabilityList
        = at(tree, QStringLiteral("/dataset1/capabilitylist.xml"));
    QVERIFY(capabilityList);
    QCOMPARE(pathOfParent(tree, *capabilityList), QStringLiteral("/.well-known/resourcesync"));
    QCOMPARE(tree.size(), 8);
    // The page itself is no document of the source.
    QVERIFY(!at(tree, QStringLiteral("/res/book-001.txt")));
}

void tst_CrawlJob::crawlsALocalFolder()
{
    const auto job = crawl(libraryDir, fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(tree.size(), 8);
    for (const CrawledDocument &document : tree.documents()) {
        QVERIFY2(document.loaded, qPrintable(document.url.toString()));
        // Known by the names the source gives them, read from the folder.
        QCOMPARE(document.url.host(), QStringLiteral("source.example"));
        QVERIFY(document.localPath.startsWith(QFileInfo(libraryDir).canonicalFilePath()));
        QVERIFY(!document.status);
        for (const Finding &finding : document.findings)
            QCOMPARE(finding.url, document.url.toString());
    }
    const int sd = tree.sourceDescription();
    QVERIFY(sd >= 0);
    QCOMPARE(tree.document(sd).url.toString(),
             QStringLiteral("http://source.example/.well-known/resourcesync"));
    QVERIFY2(errorsOf(tree).isEmpty(), qPrintable(errorsOf(tree).join(u'\n')));
}

void tst_CrawlJob::crawlsFromALocalFile()
{
    const auto job = crawl(QStringLiteral(RSI_SAMPLES_DIR "/resourcelist.xml"), fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QStringList urls;
    for (const CrawledDocument &document : tree.documents())
        urls.append(document.url.toString());
    urls.sort();
    QCOMPARE(urls,
             (QStringList {QStringLiteral("http://library.example.org/.well-known/resourcesync"),
                           QStringLiteral("http://library.example.org/theses/capabilitylist.xml"),
                           QStringLiteral("http://library.example.org/theses/changelist.xml"),
                           QStringLiteral("http://library.example.org/theses/resourcelist.xml")}));
    QVERIFY(tree.sourceDescription() >= 0);
    QVERIFY2(errorsOf(tree).isEmpty(), qPrintable(errorsOf(tree).join(u'\n')));
}

void tst_CrawlJob::goesOnPastBrokenDocuments()
{
    const QByteArray origin = m_server->origin();
    m_server->setStatus("/dataset1/resourcelist2.xml", 500);
    m_server->redirectLoop("/dataset1/changelist.xml", "/dataset1/changelist-moved.xml");
    LoopbackServer::Response html;
    html.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "text/html"));
    html.body = "<!DOCTYPE html><html><body><p>Not here</body></html>";
    m_server->setResponse("/dataset1/resourcedump.xml", html);
    LoopbackServer::Response trickle = *m_server->folderResponse("/dataset1/manifest1.xml");
    trickle.trickleDelayMs = 1'000;
    m_server->setResponse("/dataset1/manifest1.xml", trickle);
    LoopbackServer::Response gzipped = *m_server->folderResponse("/dataset1/resourcelist1.xml");
    gzipped.gzipBody = true;
    gzipped.chunked = true;
    m_server->setResponse("/dataset1/resourcelist1.xml", gzipped);

    CrawlOptions options = fastOptions();
    options.fetch.inactivityTimeoutMs = 1'500;
    options.fetch.totalTimeoutMs = 3'000;
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), options);
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();

    const CrawledDocument *failed = at(tree, QStringLiteral("/dataset1/resourcelist2.xml"));
    QVERIFY(failed && !failed->loaded);
    QCOMPARE(failed->status, 500);
    RSI_VERIFY_SEVERITY(failed->findings, QStringLiteral("HTTP-001"), Severity::Error);

    const CrawledDocument *looping = at(tree, QStringLiteral("/dataset1/changelist.xml"));
    QVERIFY(looping && !looping->loaded);
    RSI_COMPARE_RULE(looping->findings, QStringLiteral("NET-001"), true);

    const CrawledDocument *page = at(tree, QStringLiteral("/dataset1/resourcedump.xml"));
    QVERIFY(page && page->loaded);
    QCOMPARE(page->type, DocumentType::Unknown);
    QVERIFY(!page->findings.isEmpty());

    // The dump was HTML, so no manifest was named; the gzip list is fine.
    QVERIFY(!at(tree, QStringLiteral("/dataset1/manifest1.xml")));
    const CrawledDocument *compressed = at(tree, QStringLiteral("/dataset1/resourcelist1.xml"));
    QVERIFY(compressed && compressed->loaded);
    QCOMPARE(compressed->entries.size(), 3);
    QVERIFY(at(tree, QStringLiteral("/dataset1/resourcelist-index.xml"))->loaded);
    Q_UNUSED(origin)
}

void tst_CrawlJob::endsCycles()
{
    const QByteArray origin = m_server->origin();
    // An index that lists itself and a list whose up link leads to itself.
    m_server->serveXml(
        "/dataset1/resourcelist-index.xml",
        sitemapIndex(origin, {"/dataset1/resourcelist-index.xml", "/dataset1/resourcelist1.xml"}));
    m_server->serveXml("/dataset1/resourcelist1.xml",
                       resourceList(origin, "/dataset1/resourcelist1.xml"));
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(m_server->requests("/dataset1/resourcelist-index.xml").size(), 1);
    QCOMPARE(m_server->requests("/dataset1/resourcelist1.xml").size(), 1);
    // No document is its own ancestor.
    for (const CrawledDocument &document : tree.documents()) {
        int depth = 0;
        for (int at = document.parent; at >= 0; at = tree.document(at).parent)
            QVERIFY(++depth < 10);
    }
}

QTEST_GUILESS_MAIN(tst_CrawlJob)
