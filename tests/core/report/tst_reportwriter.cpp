// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportwriter.h"
#include "report/terminaltext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

using namespace rsi;

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

QTEST_GUILESS_MAIN(tst_ReportWriter)
#include "tst_reportwriter.moc"
