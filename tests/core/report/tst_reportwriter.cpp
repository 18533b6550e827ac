// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportwriter.h"
#include "report/terminaltext.h"
#include "validation/findinggrouping.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

using namespace rsi;

Q_DECLARE_METATYPE(rsi::Finding)

namespace {

ValidationReport sampleReport()
{
    ValidationReport report;
    report.specVersion = SpecVersion::V1_0;
    DocumentReport broken;
    broken.url = QStringLiteral("http://example.com/rl.xml");
    broken.capability = QStringLiteral("resourcelist");
    broken.root = QStringLiteral("urlset");
    broken.entries = 2;
    broken.bytes = 500;
    broken.status = 200;
    broken.contentType = QStringLiteral("application/xml");
    broken.loaded = true;
    broken.findings = {
        makeFinding(u"RL-007", QStringLiteral("listed twice & more"), broken.url, {9, 5}),
        makeFinding(u"RL-005", QStringLiteral("no up <link>"), broken.url, {4, 3}),
        makeFinding(u"GEN-023", QStringLiteral("empty"), broken.url, {2, 1}),
    };
    DocumentReport clean;
    clean.url = QStringLiteral("http://example.com/cl.xml");
    clean.capability = QStringLiteral("changelist");
    clean.root = QStringLiteral("urlset");
    clean.entries = 1;
    clean.loaded = true;
    report.documents = {broken, clean};
    return report;
}

} // namespace

class tst_ReportWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatNames();
    void textGroupsByDocumentErrorsFirst();
    void jsonHasTheContractKeys();
    void junitCountsFailuresAndEscapes();
    void messageTemplateTakesOutWhatIsEntrySpecific_data();
    void messageTemplateTakesOutWhatIsEntrySpecific();
    void sameReasonGroups_data();
    void sameReasonGroups();
    void groupSaysHowManyAndWhere();
    void groupsInEveryFormat();
    void groupingIsPerDocument();
    void terminalSafeShowsControls_data();
    void terminalSafeShowsControls();
    void textNeverCarriesControlsOrForgedLines();
};

void tst_ReportWriter::terminalSafeShowsControls_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain") << QStringLiteral("http://example.org/a b")
                           << QStringLiteral("http://example.org/a b");
    QTest::newRow("escape sequence") << QStringLiteral("a\x1b[2Jb") << QStringLiteral("a\\x1b[2Jb");
    QTest::newRow("bell") << QStringLiteral("\a") << QStringLiteral("\\x07");
    QTest::newRow("new line") << QStringLiteral("a\nerror FAKE-002")
                              << QStringLiteral("a\\nerror FAKE-002");
    QTest::newRow("carriage return") << QStringLiteral("ok\rerror") << QStringLiteral("ok\\rerror");
    QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("a\\tb");
    QTest::newRow("NUL") << QString(QChar(0)) << QStringLiteral("\\x00");
    QTest::newRow("DEL") << QStringLiteral("\x7f") << QStringLiteral("\\x7f");
    QTest::newRow("C1 CSI") << QString(QChar(0x9b)) << QStringLiteral("\\x9b");
    QTest::newRow("line separator") << QString(QChar(0x2028)) << QStringLiteral("\\u2028");
    QTest::newRow("right-to-left override")
        << (QStringLiteral("a") + QChar(0x202e) + QStringLiteral("b"))
        << QStringLiteral("a\\u202eb");
    QTest::newRow("letters of any script")
        << QStringLiteral("東京 Zürich") << QStringLiteral("東京 Zürich");
}

void tst_ReportWriter::terminalSafeShowsControls()
{
    QFETCH(QString, value);
    QFETCH(QString, shown);
    QCOMPARE(terminalSafe(value), shown);
    if (!value.contains(u'\n'))
        QCOMPARE(terminalSafeLines(value), terminalSafe(value));
}

void tst_ReportWriter::textNeverCarriesControlsOrForgedLines()
{
    // Every value of a report can come from a hostile source or server.
    const QString evil = QStringLiteral("x\x1b]0;owned\x07\r\nerror   FAKE-002 forged\n");
    ValidationReport report;
    DocumentReport document;
    document.url = QStringLiteral("http://example.com/") + evil;
    document.requestedUrl = evil;
    document.capability = evil;
    document.root = evil;
    document.contentType = evil;
    document.status = 200;
    document.loaded = true;
    Finding finding = makeFinding(u"RL-005", evil, document.url, {4, 3});
    finding.relatedUrl = evil;
    document.findings = {finding};
    report.documents = {document};
    const QByteArray text = writeTextReport(report);
    for (const char c : text)
        QVERIFY2(uchar(c) >= 0x20 || c == '\n', text.constData());
    QVERIFY(!text.contains("\x1b"));
    // Exactly one line starts with a severity: the real finding.
    qsizetype findingLines = 0;
    for (const QByteArray &line : text.split('\n')) {
        if (line.trimmed().startsWith("error "))
            ++findingLines;
    }
    QCOMPARE(findingLines, 1);
}

void tst_ReportWriter::formatNames()
{
    QCOMPARE(reportFormatFromName(u"json"), std::optional<ReportFormat>(ReportFormat::Json));
    QCOMPARE(reportFormatFromName(u"junit"), std::optional<ReportFormat>(ReportFormat::JUnit));
    QCOMPARE(reportFormatFromName(u"text"), std::optional<ReportFormat>(ReportFormat::Text));
    QCOMPARE(reportFormatFromName(u"html"), std::optional<ReportFormat>(ReportFormat::Html));
    QVERIFY(!reportFormatFromName(u"JSON"));
}

void tst_ReportWriter::textGroupsByDocumentErrorsFirst()
{
    const QString text = QString::fromUtf8(writeTextReport(sampleReport()));
    QVERIFY(text.contains(QStringLiteral("judging against ResourceSync 1.0")));
    const qsizetype rl = text.indexOf(QStringLiteral("http://example.com/rl.xml"));
    const qsizetype cl = text.indexOf(QStringLiteral("http://example.com/cl.xml"));
    const qsizetype error = text.indexOf(QStringLiteral("RL-005"));
    const qsizetype warning = text.indexOf(QStringLiteral("RL-007"));
    const qsizetype info = text.indexOf(QStringLiteral("GEN-023"));
    QVERIFY(rl >= 0 && rl < error && error < warning && warning < info && info < cl);
    QVERIFY(text.contains(QStringLiteral("4:3")));
    QVERIFY(text.contains(QStringLiteral("HTTP 200")));
    QVERIFY(text.contains(QStringLiteral("no findings: conforms")));
    QVERIFY(text.contains(
        QStringLiteral("Summary: documents: 2, entries: 3, errors: 1, warnings: 1, infos: 1")));
}

void tst_ReportWriter::jsonHasTheContractKeys()
{
    const QJsonObject root = QJsonDocument::fromJson(writeJsonReport(sampleReport())).object();
    QCOMPARE(root.value(QStringLiteral("specVersion")).toString(), QStringLiteral("1.0"));
    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 3);
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("rule")).toString(),
             QStringLiteral("RL-005")); // errors first
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("line")).toInt(), 4);
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("section")).toString(),
             QStringLiteral("10.1"));
    const QJsonObject clean = root.value(QStringLiteral("documents")).toArray().at(1).toObject();
    QVERIFY(clean.value(QStringLiteral("status")).isNull());
    QVERIFY(clean.value(QStringLiteral("parent")).isNull());
    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("entries")).toInt(), 3);
}

void tst_ReportWriter::junitCountsFailuresAndEscapes()
{
    QXmlStreamReader xml(writeJUnitReport(sampleReport()));
    int failures = 0, skipped = 0, cases = 0;
    QString firstFailureMessage;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"testsuites")
            QCOMPARE(xml.attributes().value(QStringLiteral("failures")).toString(),
                     QStringLiteral("2"));
        if (xml.name() == u"testcase")
            ++cases;
        if (xml.name() == u"skipped")
            ++skipped;
        if (xml.name() == u"failure" && failures++ == 0)
            firstFailureMessage = xml.attributes().value(QStringLiteral("message")).toString();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(cases, 4); // three findings and one conforming document
    QCOMPARE(failures, 2);
    QCOMPARE(skipped, 1);
    QCOMPARE(firstFailureMessage, QStringLiteral("no up <link>")); // escaped and restored
}

namespace {

// A finding of rule at line, about the document doc.
Finding at(QStringView rule, const QString &message, qint64 line,
           const QString &doc = QStringLiteral("http://example.com/rl.xml"))
{
    return makeFinding(rule, message, doc, {line, 3});
}

} // namespace

void tst_ReportWriter::messageTemplateTakesOutWhatIsEntrySpecific_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("quoted value") << QStringLiteral(
        "hash: the md5 digest \"1B2M2Y8A==\" looks like base64")
                                  << QStringLiteral("hash: the md# digest \"…\" looks like base#");
    QTest::newRow("url") << QStringLiteral("The entry for http://example.org/a?b=1 has no <rs:md>.")
                         << QStringLiteral("The entry for <url> has no <rs:md>.");
    QTest::newRow("numbers")
        << QStringLiteral("The document has 60001 entries; at most 50000 are allowed.")
        << QStringLiteral("The document has # entries; at most # are allowed.");
    QTest::newRow("german quotes") << QStringLiteral("Der Wert \u201E2013-01-01\u201C ist falsch.")
                                   << QStringLiteral("Der Wert \u201E\u2026\u201C ist falsch.");
    QTest::newRow("japanese quotes")
        << QStringLiteral("\u5024\u300C2013\u300D\u306F\u4E0D\u6B63")
        << QStringLiteral("\u5024\u300C\u2026\u300D\u306F\u4E0D\u6B63");
    QTest::newRow("element content")
        << QStringLiteral("<loc>theses/a.pdf</loc> is not an absolute URI; <rs:md> stays")
        << QStringLiteral("<loc>…</loc> is not an absolute URI; <rs:md> stays");
    QTest::newRow("names stay")
        << QStringLiteral("The root <rs:md> has the attribute at, which a Change List does not use")
        << QStringLiteral(
               "The root <rs:md> has the attribute at, which a Change List does not use");
    QTest::newRow("unclosed quote stays") << QStringLiteral("a \" b") << QStringLiteral("a \" b");
    QTest::newRow("a colon is no URL")
        << QStringLiteral("hash: sha-256:abc is bad") << QStringLiteral("hash: sha-#:abc is bad");
}

void tst_ReportWriter::messageTemplateTakesOutWhatIsEntrySpecific()
{
    QFETCH(QString, message);
    QFETCH(QString, expected);
    QCOMPARE(messageTemplate(message), expected);
}

void tst_ReportWriter::sameReasonGroups_data()
{
    QTest::addColumn<Finding>("a");
    QTest::addColumn<Finding>("b");
    QTest::addColumn<bool>("same");
    const QString doc = QStringLiteral("http://example.com/rl.xml");
    QTest::newRow("values differ")
        << at(u"ATT-007", QStringLiteral("the digest \"x\" is not hex"), 6)
        << at(u"ATT-007", QStringLiteral("the digest \"y\" is not hex"), 7) << true;
    QTest::newRow("locs differ") << at(u"RL-012", QStringLiteral("http://a/1 is late"), 6)
                                 << at(u"RL-012", QStringLiteral("http://a/2 is late"), 9) << true;
    QTest::newRow("attributes differ")
        << at(u"CL-011", QStringLiteral("has the attribute at"), 6)
        << at(u"CL-011", QStringLiteral("has the attribute until"), 7) << false;
    QTest::newRow("rules differ") << at(u"ATT-007", QStringLiteral("bad \"x\""), 6)
                                  << at(u"ATT-008", QStringLiteral("bad \"x\""), 7) << false;
    QTest::newRow("documents differ") << at(u"ATT-007", QStringLiteral("bad \"x\""), 6)
                                      << at(u"ATT-007", QStringLiteral("bad \"x\""), 6,
                                            QStringLiteral("http://example.com/b.xml"))
                                      << false;
    Finding info = at(u"RL-012", QStringLiteral("http://a/1 is late"), 7);
    info.severity = Severity::Info;
    QTest::newRow("severities differ")
        << at(u"RL-012", QStringLiteral("http://a/2 is late"), 6) << info << false;
}

void tst_ReportWriter::sameReasonGroups()
{
    QFETCH(Finding, a);
    QFETCH(Finding, b);
    QFETCH(bool, same);
    QCOMPARE(groupKey(a) == groupKey(b), same);
    QCOMPARE(groupFindings({a, b}).size(), same ? 1 : 2);
}

void tst_ReportWriter::groupSaysHowManyAndWhere()
{
    FindingList findings;
    // In reverse order, and one of another rule between: the group takes
    // the first by position, and the first ten positions.
    for (int line = 40; line >= 6; --line)
        findings.append(
            at(u"ATT-007", QStringLiteral("the digest \"%1\" is not hex").arg(line), line));
    findings.insert(3, at(u"RL-005", QStringLiteral("no up link"), 4));
    const FindingList grouped = groupFindings(findings);
    QCOMPARE(grouped.size(), 2);
    const Finding &group = grouped.at(0).ruleId == u"ATT-007" ? grouped.at(0) : grouped.at(1);
    QCOMPARE(group.count, 35);
    QCOMPARE(group.position.line, 6);
    QCOMPARE(group.message, QStringLiteral("the digest \"6\" is not hex"));
    QCOMPARE(group.locations.size(), maxGroupLocations);
    for (int i = 0; i < maxGroupLocations; ++i)
        QCOMPARE(group.locations.at(i).line, 6 + i);
    QCOMPARE(groupText(group),
             QStringLiteral("35 times, at lines 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, …"));
    // The problems are still counted one by one; the entries of a report once.
    QCOMPARE(countBySeverity(grouped).errors, 36);
    QCOMPARE(countEntriesBySeverity(grouped).errors, 2);
    // A finding alone is left as it is.
    const Finding &alone = grouped.at(0).ruleId == u"RL-005" ? grouped.at(0) : grouped.at(1);
    QCOMPARE(alone.count, 1);
    QVERIFY(alone.locations.isEmpty());
    QCOMPARE(groupText(alone), QString());
    // Grouping twice changes nothing.
    QCOMPARE(groupFindings(grouped), grouped);
}

void tst_ReportWriter::groupsInEveryFormat()
{
    ValidationReport report = sampleReport();
    DocumentReport &broken = report.documents[0];
    for (int line = 20; line < 32; ++line)
        broken.findings.append(
            at(u"ATT-007", QStringLiteral("the digest \"%1\" is not hex").arg(line), line));
    const ValidationReport all = report;
    groupReportFindings(report);
    QCOMPARE(report.documents.at(0).findings.size(), 4);
    QCOMPARE(report.counts().errors, all.counts().errors); // 13 either way

    const QString text = QString::fromUtf8(writeTextReport(report));
    QCOMPARE(text.count(QStringLiteral("ATT-007")), 1);
    QVERIFY2(text.contains(
                 QStringLiteral("[12 times, at lines 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, …]")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("errors: 13")));

    const QJsonObject json = QJsonDocument::fromJson(writeJsonReport(report)).object();
    QJsonObject group;
    const QJsonArray findings = json.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        if (value.toObject().value(QStringLiteral("rule")).toString() == u"ATT-007")
            group = value.toObject();
    }
    QCOMPARE(group.value(QStringLiteral("count")).toInt(), 12);
    QCOMPARE(group.value(QStringLiteral("line")).toInt(), 20);
    QCOMPARE(group.value(QStringLiteral("locations")).toArray().size(), 10);
    QCOMPARE(group.value(QStringLiteral("locations"))
                 .toArray()
                 .at(9)
                 .toObject()
                 .value(QStringLiteral("line"))
                 .toInt(),
             29);
    // Every key of the contract is still there.
    for (const char *key : {"rule", "severity", "message", "section", "url", "line", "column"})
        QVERIFY2(group.contains(QLatin1StringView(key)), key);
    // A single finding has a count of one and its own position.
    const QJsonObject single = json.value(QStringLiteral("findings")).toArray().at(0).toObject();
    QCOMPARE(single.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(single.value(QStringLiteral("locations")).toArray().size(), 1);

    // JUnit: one case per group, and failures count cases.
    const QByteArray junit = writeJUnitReport(report);
    QCOMPARE(junit.count("name=\"ATT-007 at 20:3\""), 1);
    QXmlStreamReader xml(junit);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"testsuites") {
            QCOMPARE(xml.attributes().value(QStringLiteral("failures")).toInt(), 3);
            QCOMPARE(xml.attributes().value(QStringLiteral("tests")).toInt(), 5);
        }
    }
    QVERIFY(!xml.hasError());
    // Ungrouped, one case per finding.
    QCOMPARE(writeJUnitReport(all).count("name=\"ATT-007 at "), 12);
}

void tst_ReportWriter::groupingIsPerDocument()
{
    ValidationReport report;
    for (const char *url : {"http://example.com/a.xml", "http://example.com/b.xml"}) {
        DocumentReport document;
        document.url = QString::fromLatin1(url);
        document.loaded = true;
        for (int line = 6; line < 9; ++line)
            document.findings.append(
                at(u"ATT-007", QStringLiteral("bad \"%1\"").arg(line), line, document.url));
        report.documents.append(document);
    }
    groupReportFindings(report);
    QCOMPARE(report.documents.at(0).findings.size(), 1);
    QCOMPARE(report.documents.at(1).findings.size(), 1);
    QCOMPARE(report.documents.at(1).findings.at(0).count, 3);
}

QTEST_GUILESS_MAIN(tst_ReportWriter)
#include "tst_reportwriter.moc"
