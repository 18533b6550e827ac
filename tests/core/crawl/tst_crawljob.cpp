// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "crawl/entryallowance.h"
#include "crawl/resourcecheckjob.h"
#include "support/loopbackserver.h"
#include "support/randomfaults.h"
#include "support/validationharness.h"

#include <QDir>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent>

using namespace rsi;
using rsi::test::LoopbackServer;
using rsi::test::RandomFaults;

class tst_CrawlJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void crawlsASiteFromTheWellKnownUri();
    void startsFromAnyDocument();
    void fallsBackToRobotsTxt();
    void fallsBackToTheHtmlPage();
    void followsALinkHeader();
    void crawlsALocalFolder();
    void crawlsFromALocalFile();
    void goesOnPastBrokenDocuments();
    void endsCycles();
    void crawlsAnIndexOfTenThousandLists();
    void stopsAtTheDocumentLimit();
    void keepsASampleOfDocumentsCutAtTheirByteLimit();
    void keepsASampleOfListsOverTheEntryCapPastTheAllowance();
    void theAllowanceIsTakenWholeAcrossThreads();
    void cancelKeepsWhatWasDone();
    void recrawlFetchesOnlyWhatChanged();
    void failsWhenNothingCanBeRead_data();
    void failsWhenNothingCanBeRead();
    void probesNotificationChannels_data();
    void probesNotificationChannels();
    void crawlAlwaysEnds_data();
    void crawlAlwaysEnds();
    void resourceCheckAlwaysEnds_data();
    void resourceCheckAlwaysEnds();

private:
    // Runs a crawl to its end and returns it.
    std::unique_ptr<CrawlJob> crawl(const QString &input, CrawlOptions options = {});
    // The document at the path of the served source, or null.
    const CrawledDocument *at(const SourceTree &tree, const QString &path) const;
    QString pathOfParent(const SourceTree &tree, const CrawledDocument &document) const;

    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
};

namespace {

const QString libraryDir = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");

CrawlOptions fastOptions()
{
    CrawlOptions options;
    options.fetch.retries = 0;
    options.fetch.inactivityTimeoutMs = 2'000;
    options.fetch.totalTimeoutMs = 5'000;
    return options;
}

QStringList errorsOf(const SourceTree &tree)
{
    QStringList errors;
    for (const Finding &finding : tree.allFindings()) {
        if (finding.severity == Severity::Error)
            errors.append(finding.ruleId + u' ' + finding.url + u' ' + finding.message);
    }
    return errors;
}

QByteArray sitemapIndex(const QByteArray &origin, const QList<QByteArray> &children)
{
    QByteArray xml = "<sitemapindex xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                     "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                     "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>"
                     "<rs:ln rel='up' href='"
        + origin + "/dataset1/capabilitylist.xml'/>";
    for (const QByteArray &child : children)
        xml += "<sitemap><loc>" + origin + child + "</loc></sitemap>";
    return xml + "</sitemapindex>";
}

QByteArray resourceList(const QByteArray &origin, const QByteArray &up)
{
    return "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
           "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
           "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>"
           "<rs:ln rel='up' href='"
        + origin + up + "'/><url><loc>" + origin + "/res/book-001.txt</loc></url></urlset>";
}

// A Resource List of `count` entries of about 170 bytes each; every second
// entry repeats the loc of the one before it (RL-007 on half of them).
QByteArray longResourceList(const QByteArray &origin, int count)
{
    QByteArray xml = "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                     "xmlns:rs='http://www.openarchives.org/rs/terms/'>"
                     "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>"
                     "<rs:ln rel='up' href='"
        + origin + "/dataset1/capabilitylist.xml'/>\n";
    for (int i = 0; i < count; ++i) {
        xml += "<url><loc>" + origin + "/res/" + QByteArray::number(i - i % 2)
            + ".txt</loc><lastmod>2026-01-01T09:00:00Z</lastmod><rs:md "
              "hash='md5:1584abdf8ebdc9802ac0c6a7402c03b6' length='8876' "
              "type='text/plain'/></url>\n";
    }
    return xml + "</urlset>\n";
}

// How often a rule was found among a document's own findings, and in how
// many findings: grouped ones count many each.
struct RuleTally
{
    qint64 times = 0;
    qsizetype findings = 0;
};

RuleTally tally(const CrawledDocument &document, QStringView ruleId)
{
    RuleTally tally;
    for (const Finding &finding : document.findings.first(document.documentFindingCount)) {
        if (finding.ruleId == ruleId) {
            tally.times += finding.count;
            ++tally.findings;
        }
    }
    return tally;
}

} // namespace

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

void tst_CrawlJob::crawlsAnIndexOfTenThousandLists()
{
    const QByteArray origin = m_server->origin();
    const int lists = 10'000;
    QList<QByteArray> children;
    for (int i = 0; i < lists; ++i) {
        const QByteArray path = "/lists/list" + QByteArray::number(i) + ".xml";
        children.append(path);
        m_server->serveXml(path, resourceList(origin, "/dataset1/capabilitylist.xml"));
    }
    m_server->serveXml("/dataset1/resourcelist-index.xml", sitemapIndex(origin, children));
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), fastOptions());
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(tree.size(), 6 + lists);
    const CrawledDocument *index = at(tree, QStringLiteral("/dataset1/resourcelist-index.xml"));
    QCOMPARE(index->children.size(), lists);
    QVERIFY(std::all_of(tree.documents().cbegin(), tree.documents().cend(),
                        [](const CrawledDocument &d) { return d.loaded; }));
}

void tst_CrawlJob::stopsAtTheDocumentLimit()
{
    CrawlOptions options = fastOptions();
    options.maxDocuments = 4;
    const auto job = crawl(m_server->url(QStringLiteral("/")).toString(), options);
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    QCOMPARE(tree.size(), 4);
    QVERIFY(!tree.isComplete());
    RSI_VERIFY_SEVERITY(tree.sourceFindings(), QStringLiteral("SAFE-005"), Severity::Warning);
}

// An index naming documents larger than the parser reads (gzip bombs and
// endless bodies in real life; here, lists past a small byte limit): each
// is cut, and the tree keeps the first cutDocumentSample entries read of it
// and its findings grouped, so that a crawl of many bombs does not hold
// 200,000 entries and 50,000 findings for each. A list within the limit
// keeps every entry, however many.
void tst_CrawlJob::keepsASampleOfDocumentsCutAtTheirByteLimit()
{
    const QByteArray origin = m_server->origin();
    const QByteArray cutList = longResourceList(origin, 6'000); // about 1 MB
    const QByteArray wholeList = longResourceList(origin, 1'200); // about 200 KB
    CrawlOptions options = fastOptions();
    options.limits.maxBytes = 256 * 1024;
    QVERIFY(cutList.size() > 3 * options.limits.maxBytes);
    QVERIFY(wholeList.size() < options.limits.maxBytes);
    QList<QByteArray> children;
    for (int i = 0; i < 3; ++i) {
        children.append("/lists/cut" + QByteArray::number(i) + ".xml");
        m_server->serveXml(children.last(), cutList);
    }
    children.append("/lists/whole.xml");
    m_server->serveXml(children.last(), wholeList);
    m_server->serveXml("/lists/index.xml", sitemapIndex(origin, children));

    const auto job = crawl(m_server->url(QStringLiteral("/lists/index.xml")).toString(), options);
    QCOMPARE(job->error(), Job::Error::NoError);
    const SourceTree &tree = job->tree();
    for (int i = 0; i < 3; ++i) {
        const CrawledDocument *cut = at(tree, QStringLiteral("/lists/cut%1.xml").arg(i));
        QVERIFY(cut);
        QVERIFY(cut->loaded);
        QVERIFY(cut->header.cutAtByteLimit);
        QVERIFY(cut->keepsASample());
        const qint64 read = cut->header.entryCount;
        QVERIFY2(read > 1'400 && read < 1'600, QByteArray::number(read).constData());
        QCOMPARE(cut->entries.size(), cutDocumentSample);
        // The sample is the start of the document.
        QCOMPARE(cut->entries.loc(0), m_server->url(QStringLiteral("/res/0.txt")).toString());
        QCOMPARE(
            cut->entries.loc(cutDocumentSample - 1),
            m_server->url(QStringLiteral("/res/%1.txt").arg(cutDocumentSample - 2)).toString());
        // SAFE-002 says what is kept.
        const auto safe = std::find_if(cut->findings.cbegin(), cut->findings.cend(),
                                       [](const Finding &f) { return f.ruleId == u"SAFE-002"; });
        QVERIFY(safe != cut->findings.cend());
        QVERIFY2(
            safe->message.contains(QStringLiteral("The first %1 of the %2 entries read are kept")
                                       .arg(cutDocumentSample)
                                       .arg(read)),
            qPrintable(safe->message));
        // Every second entry read repeats a loc: as many RL-007 as before,
        // held in a few grouped findings.
        const RuleTally duplicates = tally(*cut, u"RL-007");
        QVERIFY2(duplicates.times >= read / 2 - 1,
                 QByteArray::number(duplicates.times).constData());
        QVERIFY2(duplicates.findings <= 2, QByteArray::number(duplicates.findings).constData());
    }
    const CrawledDocument *whole = at(tree, QStringLiteral("/lists/whole.xml"));
    QVERIFY(whole);
    QVERIFY(!whole->header.cutAtByteLimit);
    QVERIFY(!whole->keepsASample());
    QCOMPARE(whole->header.entryCount, 1'200);
    QCOMPARE(whole->entries.size(), 1'200);
    QVERIFY(std::none_of(whole->findings.cbegin(), whole->findings.cend(),
                         [](const Finding &f) { return f.ruleId == u"SAFE-002"; }));
}

// An index naming several lists over the parser's entry cap (SAFE-003; here
// a small cap): they are read whole, not cut, but the crawl keeps their
// entries only while its allowance lasts, taken whole by the first lists
// (the parses run at once on the worker pool, so which ones is not fixed);
// the others keep a sample, their findings grouped, and SAFE-003 says why.
// A list within the cap keeps every entry, as does one of a crawl with room
// for all. A re-crawl that reuses the lists (HTTP 304) applies the same.
void tst_CrawlJob::keepsASampleOfListsOverTheEntryCapPastTheAllowance()
{
    const QByteArray origin = m_server->origin();
    constexpr int overCapCount = 1'500;
    constexpr int cap = 1'200;
    const QByteArray overCapList = longResourceList(origin, overCapCount);
    // The list once, then "304 Not Modified" to a revalidation.
    const auto serveOverCapList = [&](const QByteArray &path) {
        LoopbackServer::Response whole;
        whole.headers = {{"Content-Type", "application/xml"}, {"ETag", "\"v1\""}};
        whole.body = overCapList;
        LoopbackServer::Response unchanged;
        unchanged.status = 304;
        unchanged.reason = "Not Modified";
        unchanged.headers = {{"ETag", "\"v1\""}};
        m_server->setResponses(path, {whole, unchanged});
    };
    QList<QByteArray> children;
    for (int i = 0; i < 5; ++i) {
        children.append("/lists/over" + QByteArray::number(i) + ".xml");
        serveOverCapList(children.last());
    }
    children.append("/lists/within.xml");
    m_server->serveXml(children.last(), longResourceList(origin, cap));
    m_server->serveXml("/lists/index.xml", sitemapIndex(origin, children));
    const QString input = m_server->url(QStringLiteral("/lists/index.xml")).toString();

    CrawlOptions options = fastOptions();
    options.limits.maxStoredEntries = cap;
    options.overCapEntryAllowance = 2 * cap + cap / 2; // two lists' worth, and a half
    const auto overCapLists = [&](const SourceTree &tree) {
        QList<const CrawledDocument *> lists;
        for (int i = 0; i < 5; ++i) {
            lists.append(at(tree, QStringLiteral("/lists/over%1.xml").arg(i)));
            if (!lists.last())
                return QList<const CrawledDocument *> {};
        }
        return lists;
    };
    const auto checkAllowance = [&](const SourceTree &tree) {
        const QList<const CrawledDocument *> lists = overCapLists(tree);
        QCOMPARE(lists.size(), 5);
        int whole = 0;
        for (const CrawledDocument *list : lists) {
            QVERIFY(list->loaded);
            QVERIFY(!list->header.cutAtByteLimit);
            QCOMPARE(list->header.entryCount, overCapCount); // what the reports count
            const auto safe
                = std::find_if(list->findings.cbegin(), list->findings.cend(),
                               [](const Finding &f) { return f.ruleId == u"SAFE-003"; });
            QVERIFY(safe != list->findings.cend());
            if (!list->keepsASample()) {
                ++whole;
                QCOMPARE(list->entries.size(), cap);
                QVERIFY2(!safe->message.contains(u"sample"), qPrintable(safe->message));
                continue;
            }
            QCOMPARE(list->sample, EntrySample::OverEntryAllowance);
            QCOMPARE(list->entries.size(), cutDocumentSample);
            QCOMPARE(
                list->entries.loc(cutDocumentSample - 1),
                m_server->url(QStringLiteral("/res/%1.txt").arg(cutDocumentSample - 2)).toString());
            QVERIFY2(safe->message.contains(
                         QStringLiteral("The first %1 of the %2 entries are kept, as a sample: "
                                        "this crawl already keeps %3 entries of lists over the "
                                        "limit, and keeps no more than %4.")
                             .arg(cutDocumentSample)
                             .arg(overCapCount)
                             .arg(2 * cap)
                             .arg(options.overCapEntryAllowance)),
                     qPrintable(safe->message));
            // Every second entry repeats a loc: the duplicates of all the
            // entries checked are counted, in a few grouped findings.
            const RuleTally duplicates = tally(*list, u"RL-007");
            QCOMPARE(duplicates.times, cap / 2);
            QVERIFY2(duplicates.findings <= 2, QByteArray::number(duplicates.findings).constData());
        }
        QCOMPARE(whole, 2);
        const CrawledDocument *within = at(tree, QStringLiteral("/lists/within.xml"));
        QVERIFY(within && !within->keepsASample());
        QCOMPARE(within->entries.size(), cap);
    };

    auto first = crawl(input, options);
    QCOMPARE(first->error(), Job::Error::NoError);
    checkAllowance(first->tree());
    if (QTest::currentTestFailed())
        return;

    // A crawl with room for every list keeps them all; re-crawled within the
    // allowance, the lists taken from it (304) keep only what it allows.
    CrawlOptions roomy = options;
    roomy.overCapEntryAllowance = 5 * cap;
    // The first crawl took the first answer of each list: serve them again.
    for (const QByteArray &path : std::as_const(children).first(5))
        serveOverCapList(path);
    auto all = crawl(input, roomy);
    QCOMPARE(all->error(), Job::Error::NoError);
    const QList<const CrawledDocument *> kept = overCapLists(all->tree());
    QCOMPARE(kept.size(), 5);
    for (const CrawledDocument *list : kept) {
        QVERIFY(!list->keepsASample());
        QCOMPARE(list->entries.size(), cap);
    }
    CrawlJob again(input, options, m_network.get());
    again.setPreviousCrawl(std::make_shared<const SourceTree>(all->takeTree()));
    QSignalSpy finished(&again, &Job::finished);
    again.start();
    QVERIFY(finished.wait(30'000));
    QCOMPARE(again.error(), Job::Error::NoError);
    for (const CrawledDocument *list : overCapLists(again.tree()))
        QVERIFY(list->notModified);
    checkAllowance(again.tree());
}

// The parses of a crawl take from one allowance on several threads at once:
// every take is whole or nothing, and together they never exceed it.
void tst_CrawlJob::theAllowanceIsTakenWholeAcrossThreads()
{
    constexpr qint64 total = 1'000'003;
    constexpr int threads = 8;
    EntryAllowance allowance(total);
    QThreadPool pool;
    pool.setMaxThreadCount(threads);
    std::atomic<qint64> taken = 0;
    QList<QFuture<void>> runs;
    for (int t = 0; t < threads; ++t) {
        runs.append(QtConcurrent::run(&pool, [&allowance, &taken, t] {
            const qint64 piece = 3 + t; // pieces of different sizes
            while (allowance.take(piece))
                taken += piece;
        }));
    }
    for (QFuture<void> &run : runs)
        run.waitForFinished();
    QCOMPARE(taken + allowance.left(), total);
    QVERIFY2(allowance.left() < 3, QByteArray::number(allowance.left()).constData());
    QVERIFY(!allowance.take(3));
    allowance.giveBack(7);
    QVERIFY(allowance.take(7));
    QCOMPARE(allowance.total(), total);
}

void tst_CrawlJob::cancelKeepsWhatWasDone()
{
    LoopbackServer::Response slow = *m_server->folderResponse("/dataset1/resourcelist-index.xml");
    slow.delayMs = 10'000;
    m_server->setResponse("/dataset1/resourcelist-index.xml", slow);
    CrawlOptions options = fastOptions();
    options.fetch.inactivityTimeoutMs = 30'000;
    options.fetch.totalTimeoutMs = 30'000;
    CrawlJob job(m_server->url(QStringLiteral("/")).toString(), options, m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    QSignalSpy loaded(&job, &CrawlJob::documentLoaded);
    job.start();
    // The others are in; only the slow index is still on its way.
    QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 5, 10'000);
    job.cancel();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::Canceled);
    QVERIFY(!job.tree().isComplete());
    QCOMPARE(job.tree().size(), 6);
    QVERIFY(!at(job.tree(), QStringLiteral("/dataset1/resourcelist-index.xml"))->loaded);
    QVERIFY(at(job.tree(), QStringLiteral("/dataset1/manifest1.xml"))->loaded);
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
}

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

QTEST_GUILESS_MAIN(tst_CrawlJob)
#include "tst_crawljob.moc"
