// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_Cli: crawl (local folders and served sources, the tree, progress,
// interruption, resource checks), and validate of dump packages.
#include "tst_cli.h"

using namespace clitest;

void tst_Cli::crawlOfALocalFolder()
{
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--format"),
                            QStringLiteral("json"), QStringLiteral(RSI_SAMPLES_DIR)});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(true));
    QVERIFY(!report.value(QStringLiteral("discovery")).toArray().isEmpty());
    // The samples name their web URLs; the documents go by those.
    const QString sd = QStringLiteral("http://library.example.org/.well-known/resourcesync");
    const QString capl = QStringLiteral("http://library.example.org/theses/capabilitylist.xml");
    const QHash<QString, QString> expected = {
        {sd, QString()},
        {capl, sd},
        {QStringLiteral("http://library.example.org/theses/resourcelist.xml"), capl},
        {QStringLiteral("http://library.example.org/theses/changelist.xml"), capl},
    };
    QCOMPARE(parentsOf(report), expected);
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.at(0).toObject().value(QStringLiteral("url")).toString(), sd);
    QCOMPARE(documents.at(1).toObject().value(QStringLiteral("url")).toString(), capl);
    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("documents")).toInt(), 4);
    QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
}

void tst_Cli::crawlOfAServedSource()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--format"),
                            QStringLiteral("json"), server.url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(true));
    const auto at = [&server](const char *path) {
        return server.url(QLatin1StringView(path)).toString();
    };
    QCOMPARE(report.value(QStringLiteral("sourceDescription")).toString(),
             at("/.well-known/resourcesync"));
    const QHash<QString, QString> parents = parentsOf(report);
    QCOMPARE(parents.value(at("/.well-known/resourcesync"), QStringLiteral("absent")), QString());
    QCOMPARE(parents.value(at("/dataset1/capabilitylist.xml")), at("/.well-known/resourcesync"));
    QCOMPARE(parents.value(at("/dataset1/resourcelist-index.xml")),
             at("/dataset1/capabilitylist.xml"));
    QCOMPARE(parents.value(at("/dataset1/resourcelist1.xml")),
             at("/dataset1/resourcelist-index.xml"));
    QCOMPARE(parents.value(at("/dataset1/resourcelist2.xml")),
             at("/dataset1/resourcelist-index.xml"));
    QCOMPARE(parents.value(at("/dataset1/changelist.xml")), at("/dataset1/capabilitylist.xml"));
    QCOMPARE(parents.value(at("/dataset1/resourcedump.xml")), at("/dataset1/capabilitylist.xml"));
    QCOMPARE(parents.value(at("/dataset1/manifest1.xml")), at("/dataset1/resourcedump.xml"));

    // Depth-first: every document comes after its parent, and the Source
    // Description, first found at the well-known URI, comes first.
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    QStringList seen;
    for (const QJsonValue &value : documents) {
        const QJsonObject document = value.toObject();
        const QString parent = document.value(QStringLiteral("parent")).toString();
        QVERIFY2(parent.isEmpty() || seen.contains(parent), qPrintable(parent));
        seen.append(document.value(QStringLiteral("url")).toString());
        QCOMPARE(document.value(QStringLiteral("status")).toInt(), 200);
    }
    QCOMPARE(seen.value(0), at("/.well-known/resourcesync"));
    QCOMPARE(documents.at(0).toObject().value(QStringLiteral("arrival")).toString(),
             QStringLiteral("wellKnown"));
    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("documents")).toInt(), documents.size());
    QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
    const QJsonArray discovery = report.value(QStringLiteral("discovery")).toArray();
    QVERIFY(!discovery.isEmpty());
    QCOMPARE(discovery.at(0).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("found"));
}

void tst_Cli::crawlTextDrawsTheTree()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const Run run = runCli({QStringLiteral("crawl"), server.url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QString text = QString::fromUtf8(run.out);
    QVERIFY(text.startsWith(QStringLiteral("ResourceSync Inspector")));
    QVERIFY(text.contains(QStringLiteral("\nHow the source was found\n")));
    const QStringList lines = text.split(u'\n');
    // The root at the margin, each level indented by four more columns.
    const QString sdLine = lines.filter(QStringLiteral("Source Description  ")).value(0);
    QVERIFY2(sdLine.startsWith(QStringLiteral("Source Description  ")
                               + server.url(QStringLiteral("/.well-known/resourcesync")).toString()
                               + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]")),
             qPrintable(text));
    const QString caplLine = lines.filter(QStringLiteral("Capability List  ")).value(0);
    QVERIFY2(caplLine.indexOf(QStringLiteral("Capability List")) == 4, qPrintable(caplLine));
    const QString indexLine = lines.filter(QStringLiteral("Resource List Index  ")).value(0);
    QVERIFY2(indexLine.indexOf(QStringLiteral("Resource List Index")) == 8, qPrintable(indexLine));
    const QString listLine
        = lines.filter(QStringLiteral("/dataset1/resourcelist1.xml  [")).value(0);
    QVERIFY2(listLine.indexOf(QStringLiteral("Resource List  ")) == 12, qPrintable(listLine));
    QVERIFY(listLine.contains(QStringLiteral("[entries: 3, errors: 0, warnings: 0]")));
    QVERIFY(lines.at(lines.size() - 2).startsWith(QStringLiteral("Summary: documents: ")));
}

void tst_Cli::crawlQuietProgressAndOutput()
{
    const Run quiet = runCli(
        {QStringLiteral("crawl"), QStringLiteral("--quiet"), QStringLiteral(RSI_SAMPLES_DIR)});
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY(quiet.out.isEmpty());
    QVERIFY(quiet.err.isEmpty());

    // Not a terminal: one plain line per document, no control codes.
    const Run progress = runCli(
        {QStringLiteral("crawl"), QStringLiteral("--progress"), QStringLiteral(RSI_SAMPLES_DIR)});
    QCOMPARE(progress.exitCode, 0);
    QVERIFY2(progress.err.contains("crawled 4 of 4 documents: "), progress.err.constData());
    QCOMPARE(progress.err.count('\n'), 4);
    QVERIFY(!progress.err.contains('\r'));
    QVERIFY(!progress.err.contains('\x1b'));
    QVERIFY(progress.out.contains("Summary: documents: 4"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crawl.xml"));
    const Run output
        = runCli({QStringLiteral("crawl"), QStringLiteral("--format"), QStringLiteral("junit"),
                  QStringLiteral("--output"), path, QStringLiteral(RSI_SAMPLES_DIR)});
    QCOMPARE(output.exitCode, 0);
    QVERIFY(output.out.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int suites = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"testsuite")
            ++suites;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(suites, 4);
}

void tst_Cli::crawlOfAnUnreachableSourceExitsTwo()
{
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    const QString site = QStringLiteral("http://127.0.0.1:%1/").arg(port);
    QElapsedTimer timer;
    timer.start();
    const Run run
        = runCli({QStringLiteral("crawl"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--retries"), QStringLiteral("0"), site});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(site.toUtf8()), run.err.constData());
    // The report still says what was tried.
    const QJsonObject report = parseJson(run.out);
    QVERIFY(!report.value(QStringLiteral("discovery")).toArray().isEmpty());
    QVERIFY(timer.elapsed() < 20'000);

    const Run missing = runCli({QStringLiteral("crawl"), QStringLiteral("/nonexistent/source")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("/nonexistent/source"), missing.err.constData());
}

void tst_Cli::crawlSendsBasicCredentials()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const Run run
        = runCli({QStringLiteral("crawl"), QStringLiteral("--user"),
                  QStringLiteral("http://127.0.0.1:%1=alice:s3cret:too").arg(server.port()),
                  server.url(QStringLiteral("/dataset1/capabilitylist.xml")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QList<LoopbackServer::Request> asked = server.requests("/dataset1/capabilitylist.xml");
    QVERIFY(!asked.isEmpty());
    QCOMPARE(asked.constFirst().headers.value("authorization"),
             "Basic " + QByteArray("alice:s3cret:too").toBase64());
}

void tst_Cli::crawlChecksResources()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const Run run
        = runCli({QStringLiteral("crawl"), QStringLiteral("--hash"), QStringLiteral("--format"),
                  QStringLiteral("json"), server.url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QCOMPARE(parseJson(run.out).value(QStringLiteral("complete")), QJsonValue(true));
    // --hash downloads each resource: a GET.
    const QList<LoopbackServer::Request> asked = server.requests("/res/book-001.txt");
    QVERIFY(!asked.isEmpty());
    QCOMPARE(asked.constLast().method, QByteArray("GET"));

    // A resource that is gone is reported against the list naming it.
    server.setStatus("/res/book-003.txt", 404);
    const Run gone = runCli({QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                             QStringLiteral("--format"), QStringLiteral("json"),
                             server.url(QStringLiteral("/")).toString()});
    QVERIFY2(gone.exitCode == 1 || gone.exitCode == 0, gone.err.constData());
    QVERIFY2(ruleIdsOf(parseJson(gone.out)).contains(QStringLiteral("RL-013")),
             gone.out.constData());
    QCOMPARE(server.requests("/res/book-003.txt").constLast().method, QByteArray("HEAD"));
}

void tst_Cli::crawlStopsAtMaxDocuments()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--max-documents"),
                            QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("json"),
                            server.url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(false));
    QCOMPARE(report.value(QStringLiteral("documents")).toArray().size(), 2);
    QVERIFY(ruleIdsOf(report).contains(QStringLiteral("SAFE-005")));
}

void tst_Cli::interruptedCrawlWritesAPartialReport()
{
#ifdef Q_OS_UNIX
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    std::optional<LoopbackServer::Response> slow
        = server.folderResponse("/dataset1/changelist.xml");
    QVERIFY(slow);
    slow->delayMs = 60'000;
    server.setResponse("/dataset1/changelist.xml", *slow);

    QProcess process;
    process.setProgram(QStringLiteral(RSI_CLI_PATH));
    process.setArguments({QStringLiteral("crawl"), QStringLiteral("--format"),
                          QStringLiteral("json"), server.url(QStringLiteral("/")).toString()});
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    QVERIFY(process.waitForStarted());
    // The crawl is under way, waiting for the slow list.
    QTRY_VERIFY_WITH_TIMEOUT(!server.requests("/dataset1/changelist.xml").isEmpty(), 30'000);
    QVERIFY(::kill(pid_t(process.processId()), SIGINT) == 0);
    QVERIFY(finished.wait(20'000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    const QByteArray errors = process.readAllStandardError();
    QVERIFY2(process.exitCode() == 2, errors.left(3000).constData());
    const QJsonObject report = parseJson(process.readAllStandardOutput());
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(false));
    const QHash<QString, QString> parents = parentsOf(report);
    QVERIFY(parents.contains(server.url(QStringLiteral("/.well-known/resourcesync")).toString()));
    QCOMPARE(parents.value(server.url(QStringLiteral("/dataset1/capabilitylist.xml")).toString()),
             server.url(QStringLiteral("/.well-known/resourcesync")).toString());
    QVERIFY(errors.contains("interrupted"));

    // Two in a row: the second one ends the process at once, with 2 too.
    QProcess again;
    again.setProgram(QStringLiteral(RSI_CLI_PATH));
    again.setArguments(process.arguments());
    QSignalSpy againFinished(&again, &QProcess::finished);
    const qsizetype asked = server.requests("/dataset1/changelist.xml").size();
    again.start();
    QVERIFY(again.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(server.requests("/dataset1/changelist.xml").size() > asked, 30'000);
    QVERIFY(::kill(pid_t(again.processId()), SIGINT) == 0);
    QVERIFY(::kill(pid_t(again.processId()), SIGINT) == 0);
    QVERIFY(againFinished.wait(20'000));
    QCOMPARE(again.exitStatus(), QProcess::NormalExit);
    QVERIFY2(again.exitCode() == 2, again.readAllStandardError().left(3000).constData());
#else
    QSKIP("Sends SIGINT");
#endif
}

void tst_Cli::interruptedValidateWritesAPartialReport()
{
#ifdef Q_OS_UNIX
    LoopbackServer::Response slow;
    slow.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    slow.body = validResourceList();
    slow.delayMs = 60'000;
    m_server.setResponse("/interrupt/slow.xml", slow);

    QProcess process;
    process.setProgram(QStringLiteral(RSI_CLI_PATH));
    process.setArguments({QStringLiteral("validate"), QStringLiteral("--progress"),
                          QStringLiteral("--format"), QStringLiteral("json"),
                          sample("resourcelist.xml"),
                          m_server.url(QStringLiteral("/interrupt/slow.xml")).toString()});
    QSignalSpy finished(&process, &QProcess::finished);
    QByteArray progress;
    connect(&process, &QProcess::readyReadStandardError, this,
            [&] { progress += process.readAllStandardError(); });
    process.start();
    QVERIFY(process.waitForStarted());
    // The local file is done, the slow one asked for.
    QTRY_VERIFY_WITH_TIMEOUT(progress.contains("validated 1 of 2 documents")
                                 && !m_server.requests("/interrupt/slow.xml").isEmpty(),
                             30'000);
    QVERIFY(::kill(pid_t(process.processId()), SIGTERM) == 0);
    QVERIFY(finished.wait(20'000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QJsonObject report = parseJson(process.readAllStandardOutput());
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(false));
    // The local file was done; the slow one was not.
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 1);
    QVERIFY(documents.at(0)
                .toObject()
                .value(QStringLiteral("url"))
                .toString()
                .endsWith(QStringLiteral("resourcelist.xml")));
#else
    QSKIP("Sends SIGTERM");
#endif
}

void tst_Cli::validateChecksADumpPackage()
{
    const QString package = libraryDir + QStringLiteral("/dataset1/dump1.zip");
    const Run run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), package});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    const QJsonObject document
        = report.value(QStringLiteral("documents")).toArray().at(0).toObject();
    QVERIFY(document.value(QStringLiteral("url")).toString().endsWith(QStringLiteral("dump1.zip")));
    QCOMPARE(document.value(QStringLiteral("loaded")), QJsonValue(true));
    // The manifest inside was read and judged.
    QCOMPARE(document.value(QStringLiteral("capability")).toString(),
             QStringLiteral("resourcedump-manifest"));
    QCOMPARE(document.value(QStringLiteral("entries")).toInt(), 6);
    QCOMPARE(summaryOf(report).value(QStringLiteral("errors")).toInt(), 0);

    // Known by its signature, whatever its name.
    QTemporaryDir dir;
    const QString renamed = dir.filePath(QStringLiteral("package.bin"));
    QVERIFY(QFile::copy(package, renamed));
    const Run again = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), renamed});
    QVERIFY2(again.exitCode == 0, again.out.constData());
    QCOMPARE(parseJson(again.out)
                 .value(QStringLiteral("documents"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("capability"))
                 .toString(),
             QStringLiteral("resourcedump-manifest"));
}

void tst_Cli::validateReportsADefectiveDumpPackage()
{
    const QByteArray right = "the bytes the manifest describes\n";
    const QByteArray md5 = QCryptographicHash::hash(right, QCryptographicHash::Md5).toHex();
    const QByteArray manifest
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
          "  <rs:md capability=\"resourcedump-manifest\" at=\"2026-01-01T09:00:00Z\"/>\n"
          "  <rs:ln rel=\"up\" href=\"http://example.org/capabilitylist.xml\"/>\n"
          "  <url><loc>http://example.org/a.txt</loc>\n"
          "    <rs:md length=\""
        + QByteArray::number(right.size()) + "\" hash=\"md5:" + md5
        + "\" type=\"text/plain\" path=\"/a.txt\"/></url>\n"
          "  <url><loc>http://example.org/b.txt</loc>\n"
          "    <rs:md type=\"text/plain\"/></url>\n"
          "</urlset>\n";
    QTemporaryDir dir;
    const QString package = dir.filePath(QStringLiteral("bad.zip"));
    QVERIFY(writeZip(package,
                     {{QStringLiteral("manifest.xml"), manifest},
                      {QStringLiteral("a.txt"), "other bytes of the same size!!!!\n"},
                      {QStringLiteral("../escape.txt"), "zip slip"}}));
    const Run run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), package});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    const QStringList ids = ruleIdsOf(report);
    QVERIFY2(ids.contains(QStringLiteral("RDM-011")), run.out.constData()); // hash mismatch
    QVERIFY2(ids.contains(QStringLiteral("SAFE-007")), run.out.constData()); // escaping name
    QVERIFY2(ids.contains(QStringLiteral("RDM-006")), run.out.constData()); // url without path
    // The manifest's own findings point into manifest.xml, with its lines.
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        if (finding.value(QStringLiteral("rule")).toString() != u"RDM-006")
            continue;
        QVERIFY(finding.value(QStringLiteral("url"))
                    .toString()
                    .endsWith(QStringLiteral("bad.zip!/manifest.xml")));
        // The <url> without a path: lines 8 and 9 of the manifest.
        const int line = finding.value(QStringLiteral("line")).toInt();
        QVERIFY2(line == 8 || line == 9, qPrintable(QString::number(line)));
    }
    // A bitstream's fault found by the package check is in the manifest
    // too, at the line of its url.
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        if (finding.value(QStringLiteral("rule")).toString() == u"RDM-011")
            QVERIFY(finding.value(QStringLiteral("url"))
                        .toString()
                        .endsWith(QStringLiteral("bad.zip!/manifest.xml")));
    }
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        if (finding.value(QStringLiteral("rule")).toString() == u"SAFE-007")
            QVERIFY(finding.value(QStringLiteral("url"))
                        .toString()
                        .endsWith(QStringLiteral("bad.zip")));
    }

    // Not a ZIP at all, though named one.
    const QString fake = dir.filePath(QStringLiteral("fake.zip"));
    QVERIFY(writeFile(fake, "this is not a ZIP file, just text\n"));
    const Run notZip = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), fake});
    // RD-011 is a warning in the catalogue: the verdict stays "no errors".
    QCOMPARE(notZip.exitCode, 0);
    QVERIFY2(ruleIdsOf(parseJson(notZip.out)).contains(QStringLiteral("RD-011")),
             notZip.out.constData());
}

void tst_Cli::validateFetchesADumpPackage()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  server.url(QStringLiteral("/dataset1/dump1.zip")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject document
        = parseJson(run.out).value(QStringLiteral("documents")).toArray().at(0).toObject();
    QCOMPARE(document.value(QStringLiteral("capability")).toString(),
             QStringLiteral("resourcedump-manifest"));
    QCOMPARE(document.value(QStringLiteral("status")).toInt(), 200);
}
