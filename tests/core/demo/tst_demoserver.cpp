// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_demoserver.h"

using namespace demotest;

// The defects that resources/demo/README.md lists, and nothing else above info.

QList<tst_DemoServer::Defect> tst_DemoServer::deliberateDefects()
{
    return {
        {QStringLiteral("ATT-001"), QStringLiteral("/books/resourcelist-1.xml"), 9, Severity::Error,
         "lastmod that is not a W3C datetime"},
        {QStringLiteral("RL-005"), QStringLiteral("/books/resourcelist-2.xml"), 4, Severity::Error,
         "Resource List without an up link"},
        {QStringLiteral("XD-004"), QStringLiteral("/books/resourcelist-2.xml"), 12, Severity::Error,
         "wrong md5"},
        {QStringLiteral("RL-013"), QStringLiteral("/books/resourcelist-2.xml"), 17,
         Severity::Warning, "listed resource that answers 404"},
        {QStringLiteral("CL-002"), QStringLiteral("/books/changelist-2.xml"), 4, Severity::Error,
         "Change List without from"},
        {QStringLiteral("CLI-008"), QStringLiteral("/books/changelist-index.xml"), 11,
         Severity::Warning, "index gives a from the Change List lacks"},
        {QStringLiteral("NAV-009"), QStringLiteral("/maps/capabilitylist.xml"), 8, Severity::Error,
         "capability that disagrees with the document"},
    };
}

void tst_DemoServer::initTestCase()
{
    QVERIFY2(QFileInfo(demoFolder() + QStringLiteral("/.well-known/resourcesync")).isFile(),
             qPrintable(demoFolder()));
    m_server = std::make_unique<DemoServer>(demoFolder());
    QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));

    // Crawl it as the application does, then check its resources with hashes.
    QElapsedTimer timer;
    timer.start();
    CrawlJob crawl(m_server->siteUrl().toString(), fastOptions(), &m_network);
    QSignalSpy crawled(&crawl, &Job::finished);
    crawl.start();
    QVERIFY(crawled.wait(120'000));
    QCOMPARE(crawl.error(), Job::Error::NoError);
    m_tree = crawl.takeTree();
    QVERIFY(m_tree.isComplete());

    ResourceCheckJob check(m_tree, fastOptions().fetch, true, &m_network);
    QSignalSpy checked(&check, &Job::finished);
    check.start();
    QVERIFY(checked.wait(120'000));
    QCOMPARE(check.error(), Job::Error::NoError);
    qInfo("crawled %lld documents and checked %lld resources in %lld ms", qlonglong(m_tree.size()),
          qlonglong(check.totalAmount()), qlonglong(timer.elapsed()));
}

void tst_DemoServer::cleanupTestCase()
{
    m_server.reset();
}

const CrawledDocument *tst_DemoServer::document(const QString &path) const
{
    const int id = m_tree.find(QUrl(m_server->origin().toString() + path));
    return id < 0 ? nullptr : &m_tree.document(id);
}

void tst_DemoServer::listensOnLoopback()
{
    const QUrl origin = m_server->origin();
    QCOMPARE(origin.scheme(), QStringLiteral("http"));
    QCOMPARE(origin.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(origin.port() > 0);
    QCOMPARE(m_server->siteUrl(), QUrl(origin.toString() + u'/'));
    QCOMPARE(DemoServer::placeholderOrigin(), QStringLiteral("http://demo.rsinspector.invalid"));
    // Starting again keeps the port: the app may ask twice.
    QVERIFY(m_server->start());
    QCOMPARE(m_server->origin(), origin);
}

void tst_DemoServer::everyDocumentTypeIsInTheTree()
{
    QSet<DocumentType> types;
    for (const CrawledDocument &crawled : m_tree.documents()) {
        QVERIFY2(crawled.loaded, qPrintable(crawled.url.toString() + u' ' + crawled.error));
        QCOMPARE(crawled.status, 200);
        types.insert(crawled.type);
    }
    const QList<DocumentType> expected = {
        DocumentType::SourceDescription,   DocumentType::CapabilityList,
        DocumentType::ResourceListIndex,   DocumentType::ResourceList,
        DocumentType::ResourceDump,        DocumentType::ResourceDumpManifest,
        DocumentType::ChangeListIndex,     DocumentType::ChangeList,
        DocumentType::ChangeDump,          DocumentType::ChangeDumpManifest,
        DocumentType::NotificationChannel,
    };
    for (const DocumentType type : expected)
        QVERIFY2(types.contains(type), qPrintable(documentTypeName(type)));

    QCOMPARE(m_tree.size(), 15); // 14 documents and the books' notification channel
    QCOMPARE(m_tree.document(m_tree.sourceDescription()).url.path(),
             QStringLiteral("/.well-known/resourcesync"));
    QCOMPARE(m_tree.document(m_tree.sourceDescription()).children.size(), 2); // books, maps
    for (const CrawledDocument &crawled : m_tree.documents())
        QVERIFY2(crawled.reachedDownward, qPrintable(crawled.url.toString()));
    QCOMPARE(document(QStringLiteral("/books/resourcelist-index.xml"))->children.size(), 2);
    QCOMPARE(document(QStringLiteral("/books/changelist-index.xml"))->children.size(), 2);
    QCOMPARE(document(QStringLiteral("/books/resourcedump-manifest-1.xml"))->entries.size(), 6);
    QCOMPARE(document(QStringLiteral("/books/changedump-manifest-1.xml"))->entries.size(), 2);
}

void tst_DemoServer::documentsNameTheServer()
{
    const QString placeholderHost = QUrl(DemoServer::placeholderOrigin()).host();
    const QString origin = m_server->origin().toString();
    for (const CrawledDocument &crawled : m_tree.documents()) {
        QCOMPARE(crawled.url.host(), QStringLiteral("127.0.0.1"));
        for (qsizetype row = 0; row < crawled.entries.size(); ++row) {
            const QString loc = crawled.entries.loc(row);
            QVERIFY2(loc.startsWith(origin + u'/'), qPrintable(loc));
        }
    }
    for (const Finding &finding : m_tree.allFindings()) {
        QVERIFY2(!finding.url.contains(placeholderHost), qPrintable(finding.url));
        QVERIFY2(!finding.relatedUrl.contains(placeholderHost), qPrintable(finding.relatedUrl));
    }
}

void tst_DemoServer::everyFileIsServed_data()
{
    QTest::addColumn<QString>("relativePath");
    QDirIterator files(demoFolder(), QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                       QDirIterator::Subdirectories);
    int count = 0;
    while (files.hasNext()) {
        const QString relative = QDir(demoFolder()).relativeFilePath(files.next());
        QTest::newRow(qPrintable(relative)) << relative;
        ++count;
    }
    QVERIFY(count >= 25);
}

// Text with the server's origin in place of the placeholder; packages as
// they are.

void tst_DemoServer::everyFileIsServed()
{
    QFETCH(QString, relativePath);
    const QByteArray file = readFile(demoFolder() + u'/' + relativePath);
    const RawAnswer answer
        = request(port(), "GET", "/" + QUrl::toPercentEncoding(relativePath, "/"));
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.header("Content-Length").toLongLong(), answer.body.size());
    const QByteArray placeholderHost = QUrl(DemoServer::placeholderOrigin()).host().toUtf8();
    if (relativePath.endsWith(u".zip")) {
        QCOMPARE(answer.body, file);
        return;
    }
    QVERIFY2(!answer.body.contains(placeholderHost), answer.body.constData());
    QCOMPARE(answer.body,
             QByteArray(file).replace(DemoServer::placeholderOrigin().toUtf8(),
                                      m_server->origin().toString().toUtf8()));
    if (relativePath.endsWith(u".xml") || !relativePath.contains(u'.'))
        QVERIFY(answer.body.contains(m_server->origin().toString().toUtf8()));
}

void tst_DemoServer::contentTypeFollowsTheFileName_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("contentType");
    QTest::newRow("home page at /") << QByteArray("/") << QByteArray("text/html; charset=utf-8");
    QTest::newRow("well-known URI")
        << QByteArray("/.well-known/resourcesync") << QByteArray("application/xml");
    QTest::newRow("xml") << QByteArray("/books/capabilitylist.xml")
                         << QByteArray("application/xml");
    QTest::newRow("text") << QByteArray("/books/records/book-004.txt")
                          << QByteArray("text/plain; charset=utf-8");
    QTest::newRow("zip") << QByteArray("/books/resourcedump-1.zip")
                         << QByteArray("application/zip");
    QTest::newRow("markdown") << QByteArray("/README.md")
                              << QByteArray("text/markdown; charset=utf-8");
    QTest::newRow("query ignored")
        << QByteArray("/robots.txt?x=1") << QByteArray("text/plain; charset=utf-8");
}

void tst_DemoServer::contentTypeFollowsTheFileName()
{
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, contentType);
    const RawAnswer answer = request(port(), "GET", target);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.header("Content-Type"), contentType);
    if (target == "/")
        QCOMPARE(answer.body,
                 readFile(demoFolder() + QStringLiteral("/index.html"))
                     .replace(DemoServer::placeholderOrigin().toUtf8(),
                              m_server->origin().toString().toUtf8()));
    if (target.endsWith("book-004.txt")) // UTF-8 as stored
        QVERIFY(QString::fromUtf8(answer.body).contains(QStringLiteral("源氏物語")));
}

void tst_DemoServer::deliberateDefectIsReported_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("severity");
    for (const Defect &defect : deliberateDefects()) {
        QTest::addRow("%s %s", qPrintable(defect.rule), defect.what)
            << defect.rule << defect.path << defect.line << int(defect.severity);
    }
}

void tst_DemoServer::deliberateDefectIsReported()
{
    QFETCH(QString, rule);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, severity);
    const CrawledDocument *about = document(path);
    QVERIFY2(about, qPrintable(path));
    const auto found = std::find_if(about->findings.cbegin(), about->findings.cend(),
                                    [&](const Finding &finding) { return finding.ruleId == rule; });
    QVERIFY2(found != about->findings.cend(), qPrintable(rule + u" not reported on " + path));
    QCOMPARE(int(found->severity), severity);
    QCOMPARE(found->position.line, line);
}

void tst_DemoServer::nothingElseIsWrong()
{
    QStringList unexpected;
    const QList<Defect> defects = deliberateDefects();
    for (const Finding &finding : m_tree.allFindings()) {
        if (finding.severity == Severity::Info)
            continue;
        const QString path = QUrl(finding.url).path();
        const bool listed = std::any_of(defects.cbegin(), defects.cend(), [&](const Defect &d) {
            return d.rule == finding.ruleId && d.path == path;
        });
        if (!listed)
            unexpected.append(finding.ruleId + u' ' + path + u' ' + finding.message);
    }
    QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected.join(u'\n')));
    const SeverityCounts counts = countBySeverity(m_tree.allFindings());
    QCOMPARE(counts.errors, 5);
    QCOMPARE(counts.warnings, 2);
}

// The packages are real ZIP files: their dumps give their length and md5,
// the manifest inside is the one the dump's "contents" link names, and the
// manifest's paths, lengths and md5s are those of the ZIP's entries.

QTEST_GUILESS_MAIN(tst_DemoServer)
