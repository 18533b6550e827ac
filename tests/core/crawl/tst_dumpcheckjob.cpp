// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "crawl/dumpcheckjob.h"
#include "crawl/sourcetree.h"
#include "report/crawlreport.h"
#include "support/dumpsourcefixture.h"
#include "support/filefixtures.h"
#include "support/loopbackserver.h"

#include <QDir>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;
using rsi::test::LoopbackServer;

namespace {

// The package document the check added for a package, -1 when none.
int packageDocument(const SourceTree &tree, const QString &package)
{
    for (const CrawledDocument &document : tree.documents()) {
        if (document.arrival == Arrival::Package
            && document.requestedUrl.path() == u"/dump/" + package)
            return document.id;
    }
    return -1;
}

QStringList rulesOf(const CrawledDocument &document)
{
    QStringList rules;
    for (const Finding &finding : document.findings)
        rules.append(finding.ruleId);
    rules.sort();
    return rules;
}

const Finding *findingOf(const CrawledDocument &document, QStringView rule)
{
    for (const Finding &finding : document.findings) {
        if (finding.ruleId == rule)
            return &finding;
    }
    return nullptr;
}

} // namespace

class tst_DumpCheckJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void everyFaultIsOnItsPackageWithTheMemberNamed();
    void nothingIsWrittenAnywhere();
    void scopeLeavesOtherSetsAlone();
    void localSourceReadsItsPackages();
    void cancelStopsAtOnce();

private:
    SourceTree crawl(const QString &input, CrawlOptions options = {});
    SourceTree checked(SourceTree tree, const ResourceFilter &scope = {},
                       const QString &localRoot = {});

    QTemporaryDir m_source;
    QTemporaryDir m_temp; // TMPDIR while the tests run: what they leave behind
    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
};

void tst_DumpCheckJob::initTestCase()
{
    QVERIFY(m_source.isValid() && m_temp.isValid());
    QVERIFY(rsi::test::writeDumpAuditSource(m_source.path()));
    // Downloads land in the temporary folder: this one, so that the tests
    // see whatever stays behind.
    qputenv("TMPDIR", QFile::encodeName(m_temp.path()));
    QCOMPARE(QDir::tempPath(), QDir(m_temp.path()).canonicalPath());
}

void tst_DumpCheckJob::init()
{
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(m_source.path(), rsi::test::dumpSourceOrigin());
    m_network = std::make_unique<QNetworkAccessManager>();
}

SourceTree tst_DumpCheckJob::crawl(const QString &input, CrawlOptions options)
{
    CrawlJob job(input, options, m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    if (!finished.wait(60'000))
        return {};
    return job.takeTree();
}

SourceTree tst_DumpCheckJob::checked(SourceTree tree, const ResourceFilter &scope,
                                     const QString &localRoot)
{
    DumpCheckJob job(tree, {}, {}, m_network.get());
    job.setScope(scope);
    job.setLocalRoot(localRoot);
    QSignalSpy finished(&job, &Job::finished);
    QSignalSpy progress(&job, &Job::progressChanged);
    job.start();
    if (!finished.wait(60'000) || finished.size() != 1 || job.error() != Job::Error::NoError)
        return {};
    // Progress counts packages, up to all of them.
    if (progress.isEmpty() || progress.constLast().at(0).toLongLong() != job.packageCount())
        return {};
    return tree;
}

void tst_DumpCheckJob::everyFaultIsOnItsPackageWithTheMemberNamed()
{
    const SourceTree crawled = crawl(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(!crawled.isEmpty());
    // The crawl alone never asks for a package.
    for (const LoopbackServer::Request &request : m_server->requests())
        QVERIFY2(!request.path.endsWith(".zip"), request.path.constData());

    const SourceTree tree = checked(crawled);
    QVERIFY(!tree.isEmpty());
    QCOMPARE(tree.size(), crawled.size() + 7);
    const int dump = tree.find(m_server->url(QStringLiteral("/resourcedump.xml")));
    QVERIFY(dump >= 0);

    // The good package: its manifest, read and judged, under its dump.
    const int good = packageDocument(tree, QStringLiteral("good.zip"));
    QVERIFY(good >= 0);
    const CrawledDocument &goodDocument = tree.document(good);
    QCOMPARE(goodDocument.parent, dump);
    QVERIFY(goodDocument.loaded);
    QCOMPARE(goodDocument.type, DocumentType::ResourceDumpManifest);
    QCOMPARE(goodDocument.url.toString(),
             m_server->url(QStringLiteral("/dump/good.zip!/manifest.xml")).toString());
    QCOMPARE(goodDocument.entries.size(), 2);
    // Where there is little room, it is called after its package.
    QCOMPARE(documentName(goodDocument.url), QStringLiteral("good.zip!/manifest.xml"));
    QVERIFY2(rulesOf(goodDocument).filter(QStringLiteral("SAFE")).isEmpty(),
             qPrintable(rulesOf(goodDocument).join(u' ')));
    QVERIFY(!findingOf(goodDocument, u"RDM-011"));
    QVERIFY(!findingOf(goodDocument, u"RD-014"));

    // A wrong digest in the manifest: on the manifest inside that package,
    // at the url's line, the ZIP entry named.
    const CrawledDocument &badDigest
        = tree.document(packageDocument(tree, QStringLiteral("baddigest.zip")));
    const Finding *digest = findingOf(badDigest, u"RDM-011");
    QVERIFY(digest);
    QCOMPARE(digest->url,
             m_server->url(QStringLiteral("/dump/baddigest.zip!/manifest.xml")).toString());
    QCOMPARE(digest->position.line, 7);
    QVERIFY2(digest->message.contains(QStringLiteral("\"res/res2.txt\"")),
             qPrintable(digest->message));

    // Zip slip: about the package, naming the entry.
    const CrawledDocument &zipSlip
        = tree.document(packageDocument(tree, QStringLiteral("zipslip.zip")));
    const Finding *slip = findingOf(zipSlip, u"SAFE-007");
    QVERIFY(slip);
    QCOMPARE(slip->url, m_server->url(QStringLiteral("/dump/zipslip.zip")).toString());
    QVERIFY(slip->message.contains(QStringLiteral("../../evil.txt")));

    // The bomb: refused, at the manifest line that names it.
    const CrawledDocument &bomb = tree.document(packageDocument(tree, QStringLiteral("bomb.zip")));
    const Finding *refused = findingOf(bomb, u"SAFE-006");
    QVERIFY(refused);
    QCOMPARE(refused->position.line, 6);
    QVERIFY(refused->url.endsWith(QStringLiteral("/dump/bomb.zip!/manifest.xml")));
    QVERIFY(refused->message.contains(QStringLiteral("res/bomb.bin")));

    // Truncated: the package could not be read.
    const CrawledDocument &truncated
        = tree.document(packageDocument(tree, QStringLiteral("truncated.zip")));
    QVERIFY(!truncated.loaded);
    QVERIFY(findingOf(truncated, u"SAFE-008"));
    QCOMPARE(findingOf(truncated, u"SAFE-008")->url,
             m_server->url(QStringLiteral("/dump/truncated.zip")).toString());
    QVERIFY(!truncated.error.isEmpty());

    // The package against its dump entry: length and md5 both wrong.
    const CrawledDocument &wrong
        = tree.document(packageDocument(tree, QStringLiteral("wronglength.zip")));
    QCOMPARE(rulesOf(wrong).count(QStringLiteral("RD-014")), 2);
    QVERIFY(findingOf(wrong, u"RD-014")->message.contains(QStringLiteral("line ")));

    // Not there: an unread package.
    const CrawledDocument &missing
        = tree.document(packageDocument(tree, QStringLiteral("missing.zip")));
    QVERIFY(!missing.loaded);
    QCOMPARE(missing.status, 404);
    QCOMPARE(rulesOf(missing), QStringList {QStringLiteral("HTTP-001")});

    // Each package was asked for once.
    QCOMPARE(m_server->requests("/dump/good.zip").size(), 1);
}

void tst_DumpCheckJob::nothingIsWrittenAnywhere()
{
    const QStringList before = rsi::test::listTree(m_source.path());
    const SourceTree tree = checked(crawl(m_server->url(QStringLiteral("/")).toString()));
    QVERIFY(!tree.isEmpty());
    // The downloads went to temporary files, and are gone.
    QCOMPARE(rsi::test::listTree(m_temp.path()), QStringList());
    QCOMPARE(rsi::test::listTree(m_source.path()), before);
}

void tst_DumpCheckJob::scopeLeavesOtherSetsAlone()
{
    const SourceTree crawled = crawl(m_server->url(QStringLiteral("/")).toString());
    ResourceFilter scope;
    scope.capabilityLists.append(m_server->url(QStringLiteral("/other/capabilitylist.xml")));
    const SourceTree tree = checked(crawled, scope);
    QCOMPARE(tree.size(), crawled.size()); // the dump is not in the chosen set
    QVERIFY(m_server->requests("/dump/good.zip").isEmpty());
    scope.capabilityLists = {m_server->url(QStringLiteral("/capabilitylist.xml"))};
    QCOMPARE(checked(crawled, scope).size(), crawled.size() + 7);
}

void tst_DumpCheckJob::localSourceReadsItsPackages()
{
    CrawlJob job(m_source.path(), {}, m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(60'000));
    QCOMPARE(job.localRoot(), QDir(m_source.path()).canonicalPath());
    const SourceTree tree = checked(job.takeTree(), {}, job.localRoot());
    QVERIFY(!tree.isEmpty());
    QVERIFY(m_server->requests().isEmpty()); // nothing over the network
    const int good = packageDocument(tree, QStringLiteral("good.zip"));
    QVERIFY(good >= 0);
    QVERIFY(tree.document(good).loaded);
    QVERIFY(tree.document(good).localPath.endsWith(QStringLiteral("dump/good.zip")));
    QVERIFY(findingOf(tree.document(packageDocument(tree, QStringLiteral("baddigest.zip"))),
                      u"RDM-011"));
    const int missing = packageDocument(tree, QStringLiteral("missing.zip"));
    QCOMPARE(rulesOf(tree.document(missing)), QStringList {QStringLiteral("NET-001")});
}

void tst_DumpCheckJob::cancelStopsAtOnce()
{
    SourceTree tree = crawl(m_server->url(QStringLiteral("/")).toString());
    // Every package trickles: the check would take minutes.
    for (const char *name : {"good", "baddigest", "zipslip", "bomb", "truncated", "wronglength"}) {
        const QByteArray path = "/dump/" + QByteArray(name) + ".zip";
        std::optional<LoopbackServer::Response> response = m_server->folderResponse(path);
        QVERIFY(response);
        response->trickleDelayMs = 50;
        m_server->setResponse(path, *response);
    }
    DumpCheckJob job(tree, {}, {}, m_network.get());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_VERIFY(!m_server->requests("/dump/good.zip").isEmpty());
    job.cancel();
    QCOMPARE(finished.size(), 1);
    QVERIFY(job.isCanceled());
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1);
}

QTEST_GUILESS_MAIN(tst_DumpCheckJob)
#include "tst_dumpcheckjob.moc"
