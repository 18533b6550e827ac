// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_CliAudit: --include, --exclude and --sample, scope options that need what
// they scope, a systematic fault as one grouped finding, HTML reports that are
// XHTML and escape the source, and the rules of the full audit.
#include "tst_cliaudit.h"

using namespace cliaudittest;

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
