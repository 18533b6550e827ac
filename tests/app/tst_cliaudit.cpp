// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The full audit of a source from the command line (issue 14), run as a user
// or a CI job would: dump packages checked with --check-resources, the part
// of a source asked for (--capability-list, --include, --exclude, --sample),
// grouped findings (--all-findings to undo them), and --format html.
#include "support/dumpsourcefixture.h"
#include "support/filefixtures.h"
#include "support/loopbackserver.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using rsi::test::LoopbackServer;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs the CLI without blocking the event loop (the LoopbackServer of this
// process answers it), in workingDirectory, with TMPDIR set to tempDirectory
// when given.
Run runCli(const QStringList &arguments, const QString &workingDirectory = {},
           const QString &tempDirectory = {})
{
    QProcess process;
    process.setProgram(QStringLiteral(RSI_CLI_PATH));
    process.setArguments(arguments);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    if (!tempDirectory.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TMPDIR"), tempDirectory);
        process.setProcessEnvironment(environment);
    }
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    Run run;
    if (!process.waitForStarted() || !finished.wait(120'000)) {
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

QJsonObject parseJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QList<QJsonObject> findingsOf(const QJsonObject &report, const QString &rule)
{
    QList<QJsonObject> found;
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        if (value.toObject().value(QStringLiteral("rule")).toString() == rule)
            found.append(value.toObject());
    }
    return found;
}

// The paths a server was asked for, in order.
QStringList askedPaths(const LoopbackServer &server)
{
    QStringList paths;
    for (const LoopbackServer::Request &request : server.requests())
        paths.append(QString::fromUtf8(request.path));
    return paths;
}

QString md5Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Md5).toHex());
}

QByteArray header(const QByteArray &capability, const QByteArray &extra = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\""
        + capability + "\"" + extra + "/>\n";
}

// Two sets of resources: /setA/ and /setB/, each a Capability List with a
// Resource List of five resources (/setX/res/r1.txt ... r5.txt).
bool writeTwoSetSource(const QString &directory)
{
    const QDir dir(directory);
    bool ok = dir.mkpath(QStringLiteral(".well-known"));
    QByteArray sd = header("description");
    for (const char *set : {"setA", "setB"}) {
        const QByteArray name(set);
        sd += "  <url><loc>http://source.example/" + name
            + "/capabilitylist.xml</loc><rs:md capability=\"capabilitylist\"/></url>\n";
        QByteArray list = header("resourcelist", " at=\"2026-01-01T00:00:00Z\"")
            + "  <rs:ln rel=\"up\" href=\"http://source.example/" + name
            + "/capabilitylist.xml\"/>\n";
        for (int i = 1; i <= 5; ++i) {
            const QByteArray content = name + " resource " + QByteArray::number(i) + '\n';
            const QByteArray path = name + "/res/r" + QByteArray::number(i) + ".txt";
            ok = ok && rsi::test::writeRaw(dir.filePath(QString::fromUtf8(path)), content);
            list += "  <url><loc>http://source.example/" + path + "</loc><rs:md length=\""
                + QByteArray::number(content.size()) + "\" hash=\"md5:" + md5Of(content).toLatin1()
                + "\"/></url>\n";
        }
        ok = ok
            && rsi::test::writeRaw(dir.filePath(QString::fromUtf8(name + "/resourcelist.xml")),
                                   list + "</urlset>\n");
        ok = ok
            && rsi::test::writeRaw(
                 dir.filePath(QString::fromUtf8(name + "/capabilitylist.xml")),
                 header("capabilitylist")
                     + "  <rs:ln rel=\"up\" href=\"http://source.example/.well-known/"
                       "resourcesync\"/>\n"
                       "  <url><loc>http://source.example/"
                     + name
                     + "/resourcelist.xml</loc><rs:md capability=\"resourcelist\"/></url>\n"
                       "</urlset>\n");
    }
    return ok
        && rsi::test::writeRaw(dir.filePath(QStringLiteral(".well-known/resourcesync")),
                               sd + "</urlset>\n");
}

// The resources a run asked for, as "setX/rN": those of the requests from
// the first-th on.
QStringList resourcesAsked(const LoopbackServer &server, qsizetype first = 0)
{
    QStringList asked;
    static const QRegularExpression resource(QStringLiteral("^/(set[AB])/res/(r\\d)\\.txt$"));
    for (const QString &path : askedPaths(server).mid(first)) {
        const QRegularExpressionMatch match = resource.match(path);
        if (match.hasMatch())
            asked.append(match.captured(1) + u'/' + match.captured(2));
    }
    asked.sort();
    return asked;
}

// Whether html parses as XML (XHTML-compatible), and the first problem.
QString xmlProblem(const QByteArray &html)
{
    QXmlStreamReader xml(html);
    bool sawHtml = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"html") {
            sawHtml = true;
            if (xml.namespaceUri() != u"http://www.w3.org/1999/xhtml")
                return QStringLiteral("the html element is not in the XHTML namespace");
        }
    }
    if (xml.hasError())
        return QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return sawHtml ? QString() : QStringLiteral("no html element");
}

} // namespace

class tst_CliAudit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void crawlAloneNeverFetchesPackages();
    void checkResourcesAuditsEveryDumpPackage();
    void auditOfPackagesWritesNothing();
    void capabilityListLimitsTheCrawl();
    void capabilityListLimitsAuditAndMirror();
    void unknownCapabilityListCannotRun();
    void mirrorTakesOnlyTheIncludedResources();
    void includeAndExcludeChooseResources();
    void sampleIsSeededAndReproducible();
    void scopeOptionsNeedWhatTheyScope_data();
    void scopeOptionsNeedWhatTheyScope();
    void systematicFaultIsOneGroupedFinding();
    void htmlReportOfEveryCommandIsXhtml();
    void htmlReportEscapesWhatTheSourceSays();
    void rulesNameTheFullAudit();

private:
    QTemporaryDir m_dumps;
    QTemporaryDir m_twoSets;
    std::unique_ptr<LoopbackServer> m_server; // serves the dump source
    std::unique_ptr<LoopbackServer> m_sets; // serves the two-set source
};

void tst_CliAudit::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(RSI_CLI_PATH)));
    QVERIFY(rsi::test::writeDumpAuditSource(m_dumps.path()));
    QVERIFY(writeTwoSetSource(m_twoSets.path()));
}

void tst_CliAudit::init()
{
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(m_dumps.path(), rsi::test::dumpSourceOrigin());
    m_sets = std::make_unique<LoopbackServer>();
    QVERIFY(m_sets->start());
    m_sets->serveFolder(m_twoSets.path(), "http://source.example");
}

void tst_CliAudit::crawlAloneNeverFetchesPackages()
{
    const Run run
        = runCli({QStringLiteral("crawl"), m_server->url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    for (const QString &path : askedPaths(*m_server))
        QVERIFY2(!path.endsWith(QStringLiteral(".zip")), qPrintable(path));
}

void tst_CliAudit::checkResourcesAuditsEveryDumpPackage()
{
    const QString site = m_server->url(QStringLiteral("/")).toString();
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                            QStringLiteral("--format"), QStringLiteral("json"), site});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    QVERIFY(!report.isEmpty());
    const auto url = [this](const char *path) {
        return m_server->url(QString::fromLatin1(path)).toString();
    };

    // The wrong digest in baddigest.zip's manifest: at its line, in that
    // manifest, the ZIP entry named.
    const QList<QJsonObject> digest = findingsOf(report, QStringLiteral("RDM-011"));
    QCOMPARE(digest.size(), 1);
    QCOMPARE(digest.at(0).value(QStringLiteral("url")).toString(),
             url("/dump/baddigest.zip!/manifest.xml"));
    QCOMPARE(digest.at(0).value(QStringLiteral("line")).toInt(), 7);
    QVERIFY(digest.at(0)
                .value(QStringLiteral("message"))
                .toString()
                .contains(QStringLiteral("res/res2.txt")));

    const QList<QJsonObject> slip = findingsOf(report, QStringLiteral("SAFE-007"));
    QCOMPARE(slip.size(), 1);
    QCOMPARE(slip.at(0).value(QStringLiteral("url")).toString(), url("/dump/zipslip.zip"));
    QVERIFY(slip.at(0)
                .value(QStringLiteral("message"))
                .toString()
                .contains(QStringLiteral("../../evil.txt")));

    const QList<QJsonObject> bomb = findingsOf(report, QStringLiteral("SAFE-006"));
    QCOMPARE(bomb.size(), 1);
    QCOMPARE(bomb.at(0).value(QStringLiteral("url")).toString(),
             url("/dump/bomb.zip!/manifest.xml"));
    QCOMPARE(bomb.at(0).value(QStringLiteral("line")).toInt(), 6);
    QVERIFY(bomb.at(0)
                .value(QStringLiteral("message"))
                .toString()
                .contains(QStringLiteral("res/bomb.bin")));

    const QList<QJsonObject> truncated = findingsOf(report, QStringLiteral("SAFE-008"));
    QCOMPARE(truncated.size(), 1);
    QCOMPARE(truncated.at(0).value(QStringLiteral("url")).toString(), url("/dump/truncated.zip"));

    const QList<QJsonObject> fixity = findingsOf(report, QStringLiteral("RD-014"));
    QCOMPARE(fixity.size(), 2); // length and md5
    for (const QJsonObject &finding : fixity)
        QCOMPARE(finding.value(QStringLiteral("url")).toString(), url("/dump/wronglength.zip"));

    const QList<QJsonObject> missing = findingsOf(report, QStringLiteral("HTTP-001"));
    QCOMPARE(missing.size(), 1);
    QCOMPARE(missing.at(0).value(QStringLiteral("url")).toString(), url("/dump/missing.zip"));

    // The packages are documents of the report, under their dump.
    int packages = 0;
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        const QJsonObject document = value.toObject();
        if (document.value(QStringLiteral("arrival")).toString() != u"package")
            continue;
        ++packages;
        QCOMPARE(document.value(QStringLiteral("parent")).toString(), url("/resourcedump.xml"));
    }
    QCOMPARE(packages, 7);

    // The text report shows each finding under its package.
    const Run text = runCli({QStringLiteral("crawl"), QStringLiteral("--check-resources"), site});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(url("/dump/baddigest.zip!/manifest.xml").toUtf8()),
             text.out.constData());
    QVERIFY(text.out.contains("RDM-011  7:"));
}

void tst_CliAudit::auditOfPackagesWritesNothing()
{
    QTemporaryDir work;
    QTemporaryDir temp;
    const QStringList before = rsi::test::listTree(m_dumps.path());
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--hash"),
                            m_server->url(QStringLiteral("/")).toString()},
                           work.path(), temp.path());
    QCOMPARE(run.exitCode, 1);
    // Packages and resources were downloaded into temporary files, and
    // those are gone; nothing was extracted anywhere.
    QVERIFY(!m_server->requests("/dump/good.zip").isEmpty());
    QCOMPARE(rsi::test::listTree(temp.path()), QStringList());
    QCOMPARE(rsi::test::listTree(work.path()), QStringList());
    QCOMPARE(rsi::test::listTree(m_dumps.path()), before);
}

void tst_CliAudit::capabilityListLimitsTheCrawl()
{
    const QString setB = m_sets->url(QStringLiteral("/setB/capabilitylist.xml")).toString();
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--capability-list"), setB,
                            QStringLiteral("--check-resources"), QStringLiteral("--format"),
                            QStringLiteral("json"), m_sets->url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    // The server's log: set B's documents and resources, nothing of set A.
    const QStringList asked = askedPaths(*m_sets);
    QVERIFY(asked.contains(QStringLiteral("/setB/capabilitylist.xml")));
    QVERIFY(asked.contains(QStringLiteral("/setB/resourcelist.xml")));
    QVERIFY2(asked.filter(QStringLiteral("/setA/")).isEmpty(), qPrintable(asked.join(u' ')));
    QCOMPARE(resourcesAsked(*m_sets).size(), 5);
    // The report says what part of the source it covers.
    const QJsonObject scope = parseJson(run.out).value(QStringLiteral("scope")).toObject();
    QCOMPARE(scope.value(QStringLiteral("capabilityLists")).toArray(), QJsonArray {setB});
    // Leaving a set out is no fault of the source.
    QVERIFY(findingsOf(parseJson(run.out), QStringLiteral("NAV-012")).isEmpty());
}

void tst_CliAudit::capabilityListLimitsAuditAndMirror()
{
    QTemporaryDir copy;
    const QString setA = m_sets->url(QStringLiteral("/setA/capabilitylist.xml")).toString();
    const QString site = m_sets->url(QStringLiteral("/")).toString();
    const Run mirror = runCli(
        {QStringLiteral("mirror"), QStringLiteral("--capability-list"), setA, site, copy.path()});
    QVERIFY2(mirror.exitCode == 0, mirror.out.constData());
    QVERIFY(askedPaths(*m_sets).filter(QStringLiteral("/setB/")).isEmpty());
    QCOMPARE(resourcesAsked(*m_sets),
             QStringList({QStringLiteral("setA/r1"), QStringLiteral("setA/r2"),
                          QStringLiteral("setA/r3"), QStringLiteral("setA/r4"),
                          QStringLiteral("setA/r5")}));

    // The audit of that set finds the copy in sync; of the whole source, it
    // finds set B missing.
    const Run inSync = runCli(
        {QStringLiteral("audit"), QStringLiteral("--capability-list"), setA, site, copy.path()});
    QVERIFY2(inSync.exitCode == 0, inSync.out.constData());
    const Run whole = runCli({QStringLiteral("audit"), QStringLiteral("--format"),
                              QStringLiteral("json"), site, copy.path()});
    QCOMPARE(whole.exitCode, 1);
    QCOMPARE(parseJson(whole.out)
                 .value(QStringLiteral("summary"))
                 .toObject()
                 .value(QStringLiteral("create"))
                 .toInt(),
             5);
}

void tst_CliAudit::unknownCapabilityListCannotRun()
{
    const QString wrong = m_sets->url(QStringLiteral("/setC/capabilitylist.xml")).toString();
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--capability-list"), wrong,
                            m_sets->url(QStringLiteral("/")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(wrong.toUtf8()), run.err.constData());
    // It says which sets the source has.
    QVERIFY(run.err.contains(m_sets->url(QStringLiteral("/setA/capabilitylist.xml")).toEncoded()));
}

void tst_CliAudit::mirrorTakesOnlyTheIncludedResources()
{
    QTemporaryDir copy;
    const QString site = m_sets->url(QStringLiteral("/")).toString();
    const Run run = runCli({QStringLiteral("mirror"), QStringLiteral("--include"),
                            QStringLiteral("r[12]\\.txt$"), QStringLiteral("--format"),
                            QStringLiteral("json"), site, copy.path()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QCOMPARE(resourcesAsked(*m_sets),
             QStringList({QStringLiteral("setA/r1"), QStringLiteral("setA/r2"),
                          QStringLiteral("setB/r1"), QStringLiteral("setB/r2")}));
    QCOMPARE(parseJson(run.out)
                 .value(QStringLiteral("summary"))
                 .toObject()
                 .value(QStringLiteral("create"))
                 .toInt(),
             4);
    // The whole source, then only r1 with --delete: what was left out is
    // neither fetched nor deleted.
    const Run all = runCli({QStringLiteral("mirror"), site, copy.path()});
    QVERIFY2(all.exitCode == 0, all.out.constData());
    const QStringList files = rsi::test::listTree(copy.path());
    const qsizetype asked = m_sets->requests().size();
    const Run some = runCli({QStringLiteral("mirror"), QStringLiteral("--baseline"),
                             QStringLiteral("--delete"), QStringLiteral("--include"),
                             QStringLiteral("/r1\\.txt$"), QStringLiteral("--format"),
                             QStringLiteral("json"), site, copy.path()});
    QVERIFY2(some.exitCode == 0, some.out.constData());
    const QJsonObject summary = parseJson(some.out).value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("delete")).toInt(), 0);
    QCOMPARE(summary.value(QStringLiteral("same")).toInt(), 2);
    QCOMPARE(resourcesAsked(*m_sets, asked), QStringList());
    QCOMPARE(rsi::test::listTree(copy.path()), files);
}

void tst_CliAudit::includeAndExcludeChooseResources()
{
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                            QStringLiteral("--include"), QStringLiteral("/setA/"),
                            QStringLiteral("--include"), QStringLiteral("/setB/res/r1"),
                            QStringLiteral("--exclude"), QStringLiteral("r[45]\\.txt$"),
                            m_sets->url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QCOMPARE(resourcesAsked(*m_sets),
             QStringList({QStringLiteral("setA/r1"), QStringLiteral("setA/r2"),
                          QStringLiteral("setA/r3"), QStringLiteral("setB/r1")}));
    QVERIFY(run.out.contains("Resources matching: /setA/"));
}

void tst_CliAudit::sampleIsSeededAndReproducible()
{
    // One server for every run: the pick depends on the lists' URLs.
    const auto arguments = [this] {
        return QStringList {QStringLiteral("crawl"),
                            QStringLiteral("--check-resources"),
                            QStringLiteral("--sample"),
                            QStringLiteral("2"),
                            QStringLiteral("--format"),
                            QStringLiteral("json"),
                            m_sets->url(QStringLiteral("/")).toString()};
    };
    const Run first = runCli(arguments());
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QStringList sample = resourcesAsked(*m_sets);
    // Two of each list.
    QCOMPARE(sample.size(), 4);
    QCOMPARE(sample.filter(QStringLiteral("setA/")).size(), 2);
    // The seed is printed, on standard error and in the report.
    static const QRegularExpression seedLine(QStringLiteral("seed (\\d+)"));
    const QRegularExpressionMatch printed = seedLine.match(QString::fromUtf8(first.err));
    QVERIFY2(printed.hasMatch(), first.err.constData());
    const QString seed = printed.captured(1);
    QCOMPARE(parseJson(first.out)
                 .value(QStringLiteral("scope"))
                 .toObject()
                 .value(QStringLiteral("seed"))
                 .toString(),
             seed);

    // The same seed picks the same resources; another usually others (of
    // ten seeds, at least one differs).
    qsizetype asked = m_sets->requests().size();
    QVERIFY(runCli(arguments() + QStringList {QStringLiteral("--seed"), seed}).exitCode == 0);
    QCOMPARE(resourcesAsked(*m_sets, asked), sample);
    bool differs = false;
    for (int other = 1; other <= 10 && !differs; ++other) {
        asked = m_sets->requests().size();
        QVERIFY(runCli(arguments()
                       + QStringList {QStringLiteral("--seed"),
                                      QString::number(seed.toULongLong() + quint64(other))})
                    .exitCode
                == 0);
        differs = resourcesAsked(*m_sets, asked) != sample;
    }
    QVERIFY(differs);
}

void tst_CliAudit::scopeOptionsNeedWhatTheyScope_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("include without a check")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--include"), QStringLiteral("x")}
        << QStringLiteral("--check-resources");
    QTest::newRow("sample without a check")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--sample"), QStringLiteral("3")}
        << QStringLiteral("--check-resources");
    QTest::newRow("seed without a sample")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                        QStringLiteral("--seed"), QStringLiteral("3")}
        << QStringLiteral("--sample");
    QTest::newRow("a sample of none")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                        QStringLiteral("--sample"), QStringLiteral("0")}
        << QStringLiteral("--sample");
    QTest::newRow("a broken regular expression")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                        QStringLiteral("--exclude"), QStringLiteral("(unclosed")}
        << QStringLiteral("(unclosed");
    QTest::newRow("a relative capability list")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--capability-list"),
                        QStringLiteral("capabilitylist.xml")}
        << QStringLiteral("absolute URL");
    QTest::newRow("html for rules")
        << QStringList {QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("html")}
        << QStringLiteral("text or json");
}

void tst_CliAudit::scopeOptionsNeedWhatTheyScope()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, complaint);
    if (arguments.constFirst() != u"rules")
        arguments.append(m_sets->url(QStringLiteral("/")).toString());
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(complaint.toUtf8()), run.err.constData());
    QVERIFY(m_sets->requests().isEmpty());
}

void tst_CliAudit::systematicFaultIsOneGroupedFinding()
{
    // 50,000 entries whose md5 is written in base64 (as a real source did):
    // one ATT-007 finding per entry, the same reason every time.
    QTemporaryDir dir;
    QByteArray xml = header("resourcelist", " at=\"2026-01-01T00:00:00Z\"")
        + "  <rs:ln rel=\"up\" href=\"http://example.org/capabilitylist.xml\"/>\n";
    constexpr int entries = 50'000;
    for (int i = 0; i < entries; ++i) {
        const QByteArray loc = "http://example.org/res/" + QByteArray::number(i);
        xml += "  <url><loc>" + loc + "</loc><rs:md hash=\"md5:"
            + QCryptographicHash::hash(loc, QCryptographicHash::Md5).toBase64() + "\"/></url>\n";
    }
    xml += "</urlset>\n";
    const QString file = dir.filePath(QStringLiteral("resourcelist.xml"));
    QVERIFY(rsi::test::writeRaw(file, xml));

    const Run json = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), file});
    QCOMPARE(json.exitCode, 1);
    const QJsonObject report = parseJson(json.out);
    const QList<QJsonObject> grouped = findingsOf(report, QStringLiteral("ATT-007"));
    QCOMPARE(grouped.size(), 1);
    const QJsonObject group = grouped.constFirst();
    QCOMPARE(group.value(QStringLiteral("count")).toInt(), entries);
    // The first entry is on line 6, one a line; the first ten are listed.
    QCOMPARE(group.value(QStringLiteral("line")).toInt(), 6);
    const QJsonArray locations = group.value(QStringLiteral("locations")).toArray();
    QCOMPARE(locations.size(), 10);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(locations.at(i).toObject().value(QStringLiteral("line")).toInt(), 6 + i);
    // The summary still counts every problem.
    QCOMPARE(
        report.value(QStringLiteral("summary")).toObject().value(QStringLiteral("errors")).toInt(),
        entries);

    // Text: one line that says how many and where.
    const Run text = runCli({QStringLiteral("validate"), file});
    QCOMPARE(text.out.count("ATT-007"), 1);
    QVERIFY2(text.out.contains("[50000 times, at lines 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, …]"),
             text.out.left(2000).constData());

    // JUnit: one test case for the group.
    const Run junit = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("junit"), file});
    QCOMPARE(junit.out.count("name=\"ATT-007 at 6:"), 1);
    QVERIFY(junit.out.contains("failures=\"1\""));

    // --all-findings: one per entry, as before.
    const Run all = runCli({QStringLiteral("validate"), QStringLiteral("--all-findings"),
                            QStringLiteral("--format"), QStringLiteral("json"), file});
    const QList<QJsonObject> each = findingsOf(parseJson(all.out), QStringLiteral("ATT-007"));
    QCOMPARE(each.size(), entries);
    QCOMPARE(each.at(123).value(QStringLiteral("line")).toInt(), 6 + 123);
    QCOMPARE(each.at(123).value(QStringLiteral("count")).toInt(), 1);
}

void tst_CliAudit::htmlReportOfEveryCommandIsXhtml()
{
    QTemporaryDir copy;
    const QString site = m_sets->url(QStringLiteral("/")).toString();
    const QList<QStringList> commands = {
        {QStringLiteral("validate"),
         m_sets->url(QStringLiteral("/setA/resourcelist.xml")).toString()},
        {QStringLiteral("crawl"), QStringLiteral("--check-resources"), site},
        {QStringLiteral("mirror"), site, copy.path()},
        {QStringLiteral("audit"), site, copy.path()},
    };
    for (const QStringList &command : commands) {
        const Run run
            = runCli(command + QStringList {QStringLiteral("--format"), QStringLiteral("html")});
        QVERIFY2(run.exitCode == 0,
                 qPrintable(command.join(u' ') + u'\n' + QString::fromUtf8(run.err)));
        QVERIFY(run.out.startsWith("<!DOCTYPE html>"));
        const QString problem = xmlProblem(run.out);
        QVERIFY2(problem.isEmpty(), qPrintable(command.constFirst() + u": " + problem));
        // Self-contained: no scripts, no resources from elsewhere.
        QVERIFY(!run.out.contains("<script"));
        QVERIFY(!run.out.contains("src="));
        QVERIFY(!run.out.contains("<link"));
    }
}

void tst_CliAudit::htmlReportEscapesWhatTheSourceSays()
{
    // A Resource List whose values carry markup, quotes and a javascript:
    // URL: the findings quote them, and the page must show them as text.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("hostile.xml"));
    QVERIFY(rsi::test::writeRaw(
        file,
        header("resourcelist", " at=\"2026-01-01T00:00:00Z\"")
            + "  <rs:ln rel=\"up\" href=\"javascript:alert('up')\"/>\n"
              "  <url><loc>javascript:alert(document.cookie)</loc>"
              "<rs:md type=\"&lt;script&gt;alert(1)&lt;/script&gt;\"/></url>\n"
              "  <url><loc>http://example.org/\"onmouseover=\"alert(2)</loc>"
              "<rs:md hash=\"md5:&lt;b&gt;bold&lt;/b&gt;\" length=\"'1'\"/></url>\n"
              "</urlset>\n"));
    const Run run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("html"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(xmlProblem(run.out).isEmpty(), qPrintable(xmlProblem(run.out)));
    QVERIFY(!run.out.contains("<script"));
    QVERIFY(!run.out.contains("<b>bold"));
    QVERIFY(run.out.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    QVERIFY(!run.out.contains("href=\"javascript:"));
    QVERIFY(!run.out.contains("\"onmouseover=\""));
    // What the page says, read back as XML, is what the source said.
    QXmlStreamReader xml(run.out);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::Characters)
            text += xml.text();
    }
    QVERIFY(text.contains(QStringLiteral("<script>alert(1)</script>")));
}

void tst_CliAudit::rulesNameTheFullAudit()
{
    const Run run
        = runCli({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray rules
        = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("rules")).toArray();
    QStringList fullAudit;
    for (const QJsonValue &value : rules) {
        const QJsonObject rule = value.toObject();
        if (rule.value(QStringLiteral("checkedBy")).toString() == u"crawl --check-resources")
            fullAudit.append(rule.value(QStringLiteral("id")).toString());
    }
    QVERIFY2(fullAudit.contains(QStringLiteral("RD-014")), qPrintable(fullAudit.join(u' ')));
    QVERIFY(fullAudit.contains(QStringLiteral("CD-015")));
}

QTEST_GUILESS_MAIN(tst_CliAudit)
#include "tst_cliaudit.moc"
