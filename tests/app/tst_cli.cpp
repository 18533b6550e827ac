// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_Cli: validate and rules, and what every command shares (report formats,
// --output, --quiet, --progress, bad arguments). A stopped validate is tested
// in tst_cli_crawl.cpp, beside the stopped crawl.
#include "tst_cli.h"

using namespace clitest;

void tst_Cli::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(RSI_CLI_PATH)));
    QVERIFY(m_server.start());
}

void tst_Cli::validSamplesExitZero()
{
    const Run run = runCli({QStringLiteral("validate"), sample("sourcedescription.xml"),
                            sample("capabilitylist.xml"), sample("resourcelist.xml"),
                            sample("changelist.xml")});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QVERIFY(run.out.contains("judging against ResourceSync 1.1"));
    QVERIFY(run.out.contains("no findings: conforms"));
    QVERIFY2(run.out.contains("errors: 0, warnings: 0"), run.out.constData());
}

void tst_Cli::defectiveSampleExitsOneWithExplanations()
{
    const Run run = runCli({QStringLiteral("validate"), sample("defective-resourcelist.xml")});
    QCOMPARE(run.exitCode, 1);
    // Errors first, each with its id, location, message and section.
    QVERIFY2(run.out.contains("error   RL-005   5:3"), run.out.constData());
    QVERIFY(run.out.contains("[§10.1]"));
    QVERIFY(run.out.indexOf("error ") < run.out.indexOf("warning "));
    QVERIFY(run.out.contains("Summary: documents: 1"));
}

void tst_Cli::jsonReportFollowsTheContract()
{
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  sample("defective-resourcelist.xml"), sample("resourcelist.xml")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("tool")).toString(), QStringLiteral("rsinspector"));
    QCOMPARE(report.value(QStringLiteral("version")).toString(), QStringLiteral(RSI_VERSION));
    QCOMPARE(report.value(QStringLiteral("specVersion")).toString(), QStringLiteral("1.1"));

    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 2);
    const QJsonObject document = documents.at(0).toObject();
    for (const char *key :
         {"url", "capability", "root", "entries", "parent", "status", "contentType", "bytes"})
        QVERIFY2(document.contains(QLatin1StringView(key)), key);
    QCOMPARE(document.value(QStringLiteral("capability")).toString(),
             QStringLiteral("resourcelist"));
    QCOMPARE(document.value(QStringLiteral("root")).toString(), QStringLiteral("urlset"));
    QCOMPARE(document.value(QStringLiteral("entries")).toInt(), 3);
    QVERIFY(document.value(QStringLiteral("parent")).isNull());

    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    QVERIFY(!findings.isEmpty());
    const QJsonObject finding = findings.at(0).toObject();
    for (const char *key : {"rule", "severity", "message", "section", "url", "line", "column"})
        QVERIFY2(finding.contains(QLatin1StringView(key)), key);
    QCOMPARE(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QVERIFY(finding.value(QStringLiteral("line")).toInt() > 0);
    QVERIFY(ruleIdsOf(report).contains(QStringLiteral("RL-005")));

    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("documents")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("entries")).toInt(), 6);
    const int counted = summary.value(QStringLiteral("errors")).toInt()
        + summary.value(QStringLiteral("warnings")).toInt()
        + summary.value(QStringLiteral("infos")).toInt();
    QCOMPARE(counted, findings.size());
}

void tst_Cli::junitReportHasOneFailurePerFinding()
{
    const Run json
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  sample("defective-resourcelist.xml"), sample("resourcelist.xml")});
    const QJsonObject summary = parseJson(json.out).value(QStringLiteral("summary")).toObject();
    const int expectedFailures = summary.value(QStringLiteral("errors")).toInt()
        + summary.value(QStringLiteral("warnings")).toInt();

    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("junit"),
                  sample("defective-resourcelist.xml"), sample("resourcelist.xml")});
    QCOMPARE(run.exitCode, 1);
    QXmlStreamReader xml(run.out);
    int suites = 0, failures = 0, passing = 0;
    bool inCase = false, caseFailed = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"testsuite")
            ++suites;
        if (xml.isStartElement() && xml.name() == u"testcase") {
            inCase = true;
            caseFailed = false;
        }
        if (xml.isStartElement() && xml.name() == u"failure") {
            ++failures;
            caseFailed = true;
        }
        if (xml.isEndElement() && xml.name() == u"testcase" && inCase) {
            passing += caseFailed ? 0 : 1;
            inCase = false;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(suites, 2);
    QCOMPARE(failures, expectedFailures);
    QVERIFY(passing >= 1); // the conforming document is one passing case
}

void tst_Cli::specVersionIsPrintedAndChangesTheVerdict()
{
    // A 1.1 Change List entry without <lastmod> is fine in 1.1 and an error in 1.0.
    const Run v11 = runCli({QStringLiteral("validate"), sample("changelist.xml")});
    QCOMPARE(v11.exitCode, 0);
    const Run v10 = runCli({QStringLiteral("validate"), QStringLiteral("--spec-version"),
                            QStringLiteral("1.0"), QStringLiteral("--format"),
                            QStringLiteral("json"), sample("changelist.xml")});
    QCOMPARE(v10.exitCode, 1);
    const QJsonObject report = parseJson(v10.out);
    QCOMPARE(report.value(QStringLiteral("specVersion")).toString(), QStringLiteral("1.0"));
    QVERIFY2(ruleIdsOf(report).contains(QStringLiteral("CL-009")), v10.out.constData());
}

void tst_Cli::outputFileReplacesStdout()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.json"));
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--output"), path, sample("resourcelist.xml")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(parseJson(file.readAll())
                 .value(QStringLiteral("summary"))
                 .toObject()
                 .value(QStringLiteral("errors"))
                 .toInt(),
             0);

    const Run unwritable
        = runCli({QStringLiteral("validate"), QStringLiteral("--output"),
                  QStringLiteral("/nonexistent/dir/report.txt"), sample("resourcelist.xml")});
    QCOMPARE(unwritable.exitCode, 2);
    QVERIFY(unwritable.err.contains("/nonexistent/dir/report.txt"));
}

void tst_Cli::progressAndQuiet()
{
    const Run progress = runCli({QStringLiteral("validate"), QStringLiteral("--progress"),
                                 sample("resourcelist.xml"), sample("changelist.xml")});
    QCOMPARE(progress.exitCode, 0);
    QVERIFY2(progress.err.contains("validated 2 of 2 documents"), progress.err.constData());
    QVERIFY(progress.out.contains("Summary:"));

    const Run quiet = runCli({QStringLiteral("validate"), QStringLiteral("--quiet"),
                              sample("defective-resourcelist.xml")});
    QCOMPARE(quiet.exitCode, 1); // the verdict is still in the exit code
    QVERIFY(quiet.out.isEmpty());
    QVERIFY(quiet.err.isEmpty());
}

void tst_Cli::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("complaint");
    QTest::newRow("no command") << QStringList() << QByteArray("No command given");
    QTest::newRow("unknown command")
        << QStringList {QStringLiteral("frobnicate")} << QByteArray("Unknown command");
    QTest::newRow("validate without inputs")
        << QStringList {QStringLiteral("validate")} << QByteArray("at least one");
    QTest::newRow("bad format") << QStringList {
        QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("pdf"),
        QStringLiteral("x.xml")} << QByteArray("--format");
    QTest::newRow("bad spec version")
        << QStringList {QStringLiteral("validate"), QStringLiteral("--spec-version"),
                        QStringLiteral("2.0"), QStringLiteral("x.xml")}
        << QByteArray("--spec-version");
    QTest::newRow("bad token") << QStringList {QStringLiteral("validate"),
                                               QStringLiteral("--token"), QStringLiteral("nohost"),
                                               QStringLiteral("x.xml")}
                               << QByteArray("--token");
    QTest::newRow("concurrency out of range")
        << QStringList {QStringLiteral("validate"), QStringLiteral("--concurrency"),
                        QStringLiteral("0"), QStringLiteral("x.xml")}
        << QByteArray("--concurrency");
    QTest::newRow("negative delay")
        << QStringList {QStringLiteral("validate"), QStringLiteral("--delay"), QStringLiteral("-1"),
                        QStringLiteral("x.xml")}
        << QByteArray("--delay");
    QTest::newRow("retries not a number")
        << QStringList {QStringLiteral("validate"), QStringLiteral("--retries"),
                        QStringLiteral("many"), QStringLiteral("x.xml")}
        << QByteArray("--retries");
    QTest::newRow("unknown option")
        << QStringList {QStringLiteral("validate"), QStringLiteral("--frob"),
                        QStringLiteral("x.xml")}
        << QByteArray("frob");
    QTest::newRow("crawl without a source")
        << QStringList {QStringLiteral("crawl")} << QByteArray("crawl needs");
    QTest::newRow("crawl of two sources")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("a"), QStringLiteral("b")}
        << QByteArray("one URL or path");
    QTest::newRow("crawl bad format")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--format"), QStringLiteral("pdf"),
                        QStringLiteral("x")}
        << QByteArray("--format");
    QTest::newRow("crawl max-documents zero")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--max-documents"),
                        QStringLiteral("0"), QStringLiteral("x")}
        << QByteArray("--max-documents");
    QTest::newRow("crawl user without password")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--user"),
                        QStringLiteral("host=alice"), QStringLiteral("x")}
        << QByteArray("--user");
    QTest::newRow("token for an ftp origin")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--token"),
                        QStringLiteral("ftp://host=t"), QStringLiteral("x")}
        << QByteArray("--token");
    QTest::newRow("crawl token with a bad port")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--token"),
                        QStringLiteral("host:99999=t"), QStringLiteral("x")}
        << QByteArray("--token");
    QTest::newRow("audit without a folder")
        << QStringList {QStringLiteral("audit"), QStringLiteral("x")}
        << QByteArray("audit needs the URL or path of a source and the folder");
    QTest::newRow("audit of three") << QStringList {QStringLiteral("audit"), QStringLiteral("a"),
                                                    QStringLiteral("b"), QStringLiteral("c")}
                                    << QByteArray("a source and a folder, not 3");
    QTest::newRow("audit does not take --dry-run")
        << QStringList {QStringLiteral("audit"), QStringLiteral("--dry-run"), QStringLiteral("a"),
                        QStringLiteral("b")}
        << QByteArray("dry-run");
    QTest::newRow("audit bad format")
        << QStringList {QStringLiteral("audit"), QStringLiteral("--format"), QStringLiteral("xml"),
                        QStringLiteral("a"), QStringLiteral("b")}
        << QByteArray("--format");
    QTest::newRow("mirror without arguments")
        << QStringList {QStringLiteral("mirror")} << QByteArray("mirror needs");
    QTest::newRow("mirror --purge without --delete")
        << QStringList {QStringLiteral("mirror"), QStringLiteral("--purge"), QStringLiteral("a"),
                        QStringLiteral("b")}
        << QByteArray("--purge");
    QTest::newRow("mirror from neither lists nor dumps")
        << QStringList {QStringLiteral("mirror"), QStringLiteral("--from"), QStringLiteral("ftp"),
                        QStringLiteral("a"), QStringLiteral("b")}
        << QByteArray("--from must be auto, list or dump");
    QTest::newRow("mirror does not take --no-lastmod")
        << QStringList {QStringLiteral("mirror"), QStringLiteral("--no-lastmod"),
                        QStringLiteral("a"), QStringLiteral("b")}
        << QByteArray("no-lastmod");
    QTest::newRow("crawl does not take --expect")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--expect"),
                        QStringLiteral("resourcelist"), QStringLiteral("x")}
        << QByteArray("expect");
}

void tst_Cli::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, complaint);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(complaint), run.err.constData());
    QVERIFY(run.err.contains("Usage") || run.err.contains("usage"));
}

void tst_Cli::unreadableInputExitsTwo()
{
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("/nonexistent/list.xml"), sample("resourcelist.xml")});
    QCOMPARE(run.exitCode, 2);
    const QJsonObject report = parseJson(run.out);
    QVERIFY(ruleIdsOf(report).contains(QStringLiteral("NET-001")));
    // The readable document was still validated.
    QCOMPARE(report.value(QStringLiteral("documents")).toArray().size(), 2);
}

void tst_Cli::gzipFileIsRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("resourcelist.xml.gz"));
    QuaGzipFile gzip(path);
    QVERIFY(gzip.open(QIODevice::WriteOnly));
    gzip.write(validResourceList());
    gzip.close();
    const Run run = runCli({QStringLiteral("validate"), path});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QVERIFY(run.out.contains("capability=\"resourcelist\", entries: 1"));
}

void tst_Cli::overFiftyThousandEntriesIsAnError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.xml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray xml = validResourceList();
    xml.chop(int(qstrlen("</urlset>\n")));
    for (int i = 0; i < 50'000; ++i)
        xml += "<url><loc>http://example.com/r" + QByteArray::number(i) + "</loc></url>\n";
    xml += "</urlset>\n";
    file.write(xml);
    file.close();
    const Run run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    QVERIFY(ruleIdsOf(report).contains(QStringLiteral("RL-014")));
    QCOMPARE(
        report.value(QStringLiteral("summary")).toObject().value(QStringLiteral("entries")).toInt(),
        50'001);
}

void tst_Cli::overFiftyMegabytesIsAnError()
{
    // 1,000 entries, each followed by 53 KB of white space: past the
    // 52,428,800-byte limit with little to keep in memory.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.xml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray head = validResourceList();
    head.chop(int(qstrlen("</urlset>\n")));
    file.write(head);
    const QByteArray padding(53'000, ' ');
    for (int i = 0; i < 1000; ++i) {
        file.write("<url><loc>http://example.com/r" + QByteArray::number(i) + "</loc></url>\n");
        file.write(padding);
    }
    file.write("</urlset>\n");
    file.close();
    QVERIFY(QFileInfo(path).size() > 52'428'800);
    const Run run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    QVERIFY2(ruleIdsOf(report).contains(QStringLiteral("RL-014")), run.out.left(2000).constData());
    QVERIFY(report.value(QStringLiteral("documents"))
                .toArray()
                .at(0)
                .toObject()
                .value(QStringLiteral("bytes"))
                .toInteger()
            > 52'428'800);
}

void tst_Cli::rulesTableListsTheCatalogue()
{
    const Run text = runCli({QStringLiteral("rules")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("RL-005"));
    QVERIFY(text.out.contains("SAFE-001"));

    const Run json
        = runCli({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray rules = parseJson(json.out).value(QStringLiteral("rules")).toArray();
    QVERIFY(rules.size() >= 264);
    bool sawChecked = false;
    for (const QJsonValue &value : rules) {
        const QJsonObject rule = value.toObject();
        QVERIFY(!rule.value(QStringLiteral("summary")).toString().isEmpty());
        QVERIFY(!rule.value(QStringLiteral("section")).toString().isEmpty());
        const QString id = rule.value(QStringLiteral("id")).toString();
        const QString checkedBy = rule.value(QStringLiteral("checkedBy")).toString();
        if (id == u"RL-005") {
            QCOMPARE(rule.value(QStringLiteral("level")).toString(), QStringLiteral("error"));
            QCOMPARE(checkedBy, QStringLiteral("validate"));
            sawChecked = true;
        }
        if (id == u"NAV-004")
            QCOMPARE(checkedBy, QStringLiteral("crawl"));
        if (id == u"RL-013")
            QCOMPARE(checkedBy, QStringLiteral("crawl --check-resources"));
        if (id == u"RD-015")
            QCOMPARE(checkedBy, QStringLiteral("planned"));
    }
    QVERIFY(sawChecked);
}

void tst_Cli::expectTypeReportsMismatch()
{
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--expect"),
                            QStringLiteral("changelist"), sample("resourcelist.xml")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains("CL-001"), run.out.constData());
}

void tst_Cli::rulesHelpOffersWhatItTakes()
{
    const Run help = runCli({QStringLiteral("rules"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(!help.out.contains("junit"), help.out.constData());
    QVERIFY2(help.out.contains("text or json"), help.out.constData());
    const Run junit
        = runCli({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("junit")});
    QCOMPARE(junit.exitCode, 2);
}

void tst_Cli::reportKeepsTheOrderOfTheInputs()
{
    LoopbackServer::Response slow;
    slow.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    slow.body = validResourceList();
    slow.delayMs = 400; // finishes after the others
    m_server.setResponse("/order/first.xml", slow);
    m_server.serveXml("/order/second.xml", validResourceList());
    const Run run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
         m_server.url(QStringLiteral("/order/first.xml")).toString(), sample("resourcelist.xml"),
         m_server.url(QStringLiteral("/order/second.xml")).toString()});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray documents = parseJson(run.out).value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 3);
    QVERIFY(documents.at(0)
                .toObject()
                .value(QStringLiteral("url"))
                .toString()
                .endsWith(QStringLiteral("/order/first.xml")));
    QVERIFY(documents.at(1)
                .toObject()
                .value(QStringLiteral("url"))
                .toString()
                .endsWith(QStringLiteral("resourcelist.xml")));
    QVERIFY(documents.at(2)
                .toObject()
                .value(QStringLiteral("url"))
                .toString()
                .endsWith(QStringLiteral("/order/second.xml")));
}

void tst_Cli::sameUrlTwiceIsValidatedTwice()
{
    // A conditional second GET would get a 304 without a body, on which the
    // job crashed; it keeps no copies, so it must ask unconditionally.
    LoopbackServer::Response tagged;
    tagged.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    tagged.headers.append(std::pair<QByteArray, QByteArray>("ETag", "\"v1\""));
    tagged.body = validResourceList();
    m_server.setResponse("/twice.xml", tagged);
    const QString url = m_server.url(QStringLiteral("/twice.xml")).toString();
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--concurrency"), QStringLiteral("1"),
                  QStringLiteral("--format"), QStringLiteral("json"), url, url});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(parseJson(run.out).value(QStringLiteral("documents")).toArray().size(), 2);
    for (const auto &request : m_server.requests("/twice.xml"))
        QVERIFY(!request.headers.contains("if-none-match"));
}

void tst_Cli::rulesNameTheCommandsOfDumpsAndMirrors()
{
    const Run json
        = runCli({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    QHash<QString, QString> checkedBy;
    const QJsonArray rules = parseJson(json.out).value(QStringLiteral("rules")).toArray();
    for (const QJsonValue &value : rules) {
        const QJsonObject rule = value.toObject();
        checkedBy.insert(rule.value(QStringLiteral("id")).toString(),
                         rule.value(QStringLiteral("checkedBy")).toString());
    }
    QCOMPARE(checkedBy.value(QStringLiteral("RDM-011")), QStringLiteral("validate"));
    QCOMPARE(checkedBy.value(QStringLiteral("CDM-017")), QStringLiteral("validate"));
    QCOMPARE(checkedBy.value(QStringLiteral("SAFE-007")), QStringLiteral("validate"));
    QCOMPARE(checkedBy.value(QStringLiteral("AUD-001")), QStringLiteral("mirror"));
}

QTEST_GUILESS_MAIN(tst_Cli)
