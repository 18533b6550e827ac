// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Runs rsinspector-cli as a user or a CI script would, and checks what it
// prints and how it exits: the command-line contract of design.md.
#include "support/loopbackserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <quagzipfile.h>

using rsi::test::LoopbackServer;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs the CLI without blocking the event loop, so that a LoopbackServer in
// this process can answer it.
Run runCli(const QStringList &arguments, int timeoutMs = 60'000)
{
    QProcess process;
    process.setProgram(QStringLiteral(RSI_CLI_PATH));
    process.setArguments(arguments);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    Run run;
    if (!process.waitForStarted() || !finished.wait(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = "did not finish in time";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString sample(const char *name)
{
    return QStringLiteral(RSI_SAMPLES_DIR "/") + QLatin1StringView(name);
}

QByteArray validResourceList()
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n"
           "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n"
           "  <url><loc>http://example.com/res1</loc></url>\n"
           "</urlset>\n";
}

QJsonObject parseJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QStringList ruleIdsOf(const QJsonObject &report)
{
    QStringList ids;
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &finding : findings)
        ids.append(finding.toObject().value(QStringLiteral("rule")).toString());
    return ids;
}

} // namespace

class tst_Cli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void validSamplesExitZero();
    void defectiveSampleExitsOneWithExplanations();
    void jsonReportFollowsTheContract();
    void junitReportHasOneFailurePerFinding();
    void specVersionIsPrintedAndChangesTheVerdict();
    void outputFileReplacesStdout();
    void progressAndQuiet();
    void badArguments_data();
    void badArguments();
    void unreadableInputExitsTwo();
    void gzipFileIsRead();
    void overFiftyThousandEntriesIsAnError();
    void overFiftyMegabytesIsAnError();
    void rulesTableListsTheCatalogue();
    void expectTypeReportsMismatch();
    void httpDocumentIsFetched();
    void httpErrorStatusExitsTwo();
    void redirectLoopIsStopped();
    void tokenIsNeverSentToAnotherHost();
    void slowServerTimesOut();
    void truncatedBodyIsAnError();
    void htmlServedInsteadOfXmlIsExplained();
    void redirectedDocumentIsJudgedWhereItLives();
    void transientErrorsAreRetried();
    void reportKeepsTheOrderOfTheInputs();
    void sameUrlTwiceIsValidatedTwice();

private:
    LoopbackServer m_server;
};

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
        if (rule.value(QStringLiteral("id")).toString() == u"RL-005") {
            QCOMPARE(rule.value(QStringLiteral("level")).toString(), QStringLiteral("error"));
            QCOMPARE(rule.value(QStringLiteral("checkedBy")).toString(),
                     QStringLiteral("validate"));
            sawChecked = true;
        }
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

void tst_Cli::httpDocumentIsFetched()
{
    m_server.serveXml("/dataset1/resourcelist.xml", validResourceList());
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  m_server.url(QStringLiteral("/dataset1/resourcelist.xml")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject document
        = parseJson(run.out).value(QStringLiteral("documents")).toArray().at(0).toObject();
    QCOMPARE(document.value(QStringLiteral("status")).toInt(), 200);
    QCOMPARE(document.value(QStringLiteral("contentType")).toString(),
             QStringLiteral("application/xml"));
    QCOMPARE(document.value(QStringLiteral("entries")).toInt(), 1);
    const auto &request = m_server.requests().constLast();
    QVERIFY(request.headers.value("user-agent").startsWith("rsinspector/"));
}

void tst_Cli::httpErrorStatusExitsTwo()
{
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  m_server.url(QStringLiteral("/missing.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    const QJsonObject report = parseJson(run.out);
    QVERIFY(ruleIdsOf(report).contains(QStringLiteral("HTTP-001")));
    QCOMPARE(report.value(QStringLiteral("documents"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("status"))
                 .toInt(),
             404);
}

void tst_Cli::redirectLoopIsStopped()
{
    m_server.redirect("/loop/a.xml", "/loop/b.xml");
    m_server.redirect("/loop/b.xml", "/loop/a.xml");
    QElapsedTimer timer;
    timer.start();
    const Run run = runCli(
        {QStringLiteral("validate"), m_server.url(QStringLiteral("/loop/a.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("redirects"), run.out.constData());
    QVERIFY(timer.elapsed() < 20'000);
}

void tst_Cli::tokenIsNeverSentToAnotherHost()
{
    m_server.serveXml("/private/resourcelist.xml", validResourceList());
    // 127.0.0.1 redirects to the same server named "localhost": another host.
    m_server.redirect(
        "/private/start.xml",
        m_server.urlViaLocalhost(QStringLiteral("/private/resourcelist.xml")).toEncoded());
    const qsizetype before = m_server.requests().size();
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--token"),
                            QStringLiteral("127.0.0.1=s3cret"),
                            m_server.url(QStringLiteral("/private/start.xml")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QList<LoopbackServer::Request> &requests = m_server.requests();
    QCOMPARE(requests.size(), before + 2);
    QCOMPARE(requests.at(before).headers.value("authorization"), QByteArray("Bearer s3cret"));
    QVERIFY(!requests.at(before + 1).headers.contains("authorization"));
}

void tst_Cli::slowServerTimesOut()
{
    LoopbackServer::Response slow;
    slow.body = validResourceList();
    slow.trickleDelayMs = 1500; // one byte every 1.5 s
    m_server.setResponse("/slow.xml", slow);
    QElapsedTimer timer;
    timer.start();
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--timeout"),
                            QStringLiteral("1"), QStringLiteral("--retries"), QStringLiteral("0"),
                            m_server.url(QStringLiteral("/slow.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("timed out"), run.out.constData());
    QVERIFY(timer.elapsed() < 15'000);
}

void tst_Cli::truncatedBodyIsAnError()
{
    LoopbackServer::Response truncated;
    truncated.body = validResourceList();
    truncated.truncate = true;
    m_server.setResponse("/truncated.xml", truncated);
    // Retrying is tested elsewhere; here one cut-off answer is the point.
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--retries"), QStringLiteral("0"),
                  m_server.url(QStringLiteral("/truncated.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("before the whole document arrived"), run.out.constData());
    // A transport failure, not an HTTP status: the server did say 200.
    QCOMPARE(ruleIdsOf(parseJson(run.out)), QStringList {QStringLiteral("NET-001")});
}

void tst_Cli::htmlServedInsteadOfXmlIsExplained()
{
    LoopbackServer::Response html;
    html.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "text/html"));
    html.body = "<!DOCTYPE html>\n<html><head><title>Welcome</title></head><body>Hi</body></html>";
    m_server.setResponse("/.well-known/resourcesync", html);
    const Run run = runCli({QStringLiteral("validate"),
                            m_server.url(QStringLiteral("/.well-known/resourcesync")).toString()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains("GEN-003") || run.out.contains("GEN-001"), run.out.constData());
}

void tst_Cli::redirectedDocumentIsJudgedWhereItLives()
{
    // The list lives on "localhost" and lists resources there; it is asked
    // for on 127.0.0.1. The Sitemap single-host rule (GEN-026) must compare
    // with where the document lives.
    const QByteArray local = m_server.urlViaLocalhost(QStringLiteral("/moved/a")).toEncoded();
    QByteArray xml = validResourceList();
    xml.replace("http://example.com/res1", local);
    m_server.serveXml("/moved/resourcelist.xml", xml);
    m_server.redirect(
        "/old/resourcelist.xml",
        m_server.urlViaLocalhost(QStringLiteral("/moved/resourcelist.xml")).toEncoded(), 301);
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  m_server.url(QStringLiteral("/old/resourcelist.xml")).toString()});
    const QJsonObject report = parseJson(run.out);
    QVERIFY2(!ruleIdsOf(report).contains(QStringLiteral("GEN-026")), run.out.constData());
    const QJsonObject document
        = report.value(QStringLiteral("documents")).toArray().at(0).toObject();
    QCOMPARE(document.value(QStringLiteral("url")).toString(),
             m_server.urlViaLocalhost(QStringLiteral("/moved/resourcelist.xml")).toString());
    QCOMPARE(document.value(QStringLiteral("requestedUrl")).toString(),
             m_server.url(QStringLiteral("/old/resourcelist.xml")).toString());
}

void tst_Cli::transientErrorsAreRetried()
{
    LoopbackServer::Response unavailable;
    unavailable.status = 503;
    unavailable.reason = "Service Unavailable";
    LoopbackServer::Response ok;
    ok.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    ok.body = validResourceList();
    m_server.setResponses("/flaky.xml", {unavailable, unavailable, ok});
    const Run retried
        = runCli({QStringLiteral("validate"), QStringLiteral("--retries"), QStringLiteral("2"),
                  m_server.url(QStringLiteral("/flaky.xml")).toString()});
    QVERIFY2(retried.exitCode == 0, retried.out.constData());
    QCOMPARE(m_server.requests("/flaky.xml").size(), 3);

    m_server.setResponses("/flaky2.xml", {unavailable, ok});
    const Run notRetried
        = runCli({QStringLiteral("validate"), QStringLiteral("--retries"), QStringLiteral("0"),
                  m_server.url(QStringLiteral("/flaky2.xml")).toString()});
    QCOMPARE(notRetried.exitCode, 2);
    QVERIFY(notRetried.out.contains("HTTP-001"));
    QCOMPARE(m_server.requests("/flaky2.xml").size(), 1);
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

QTEST_GUILESS_MAIN(tst_Cli)
#include "tst_cli.moc"
