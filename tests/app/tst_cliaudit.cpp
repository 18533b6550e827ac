// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_cliaudit.h"

using namespace cliaudittest;

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

QTEST_GUILESS_MAIN(tst_CliAudit)
