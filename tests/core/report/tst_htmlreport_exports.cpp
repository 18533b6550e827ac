// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_HtmlReport: the CSV exports (round trips, quoting, no formulas, the
// tree), the page as well-formed XML, control characters and broken text,
// grouped findings, the scope, and the validation report's page.
#include "tst_htmlreport.h"

using namespace htmlreporttest;

void tst_HtmlReport::findingsCsvRoundTrips()
{
    Ids ids;
    const SourceTree tree = sampleTree(&ids);
    QString error;
    const QList<QStringList> records = parseCsv(writeFindingsCsv(tree), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(records.size(), 6);
    QCOMPARE(records.at(0),
             texts({"severity", "rule", "section", "url", "line", "column", "message",
                    "related_url", "count", "locations"}));
    // The source's first (its URL is the Source Description's), then in
    // crawl order, errors first within a document.
    QCOMPARE(records.at(1),
             QStringList({QStringLiteral("info"), QStringLiteral("DISC-002"),
                          tree.sourceFindings().at(0).section, at("/.well-known/resourcesync"),
                          QString(), QString(), QStringLiteral("Found through robots.txt."),
                          QString(), QStringLiteral("1"), QString()}));
    QCOMPARE(records.at(2).at(1), QStringLiteral("HTTP-001"));
    QCOMPARE(
        records.at(3),
        QStringList({QStringLiteral("error"), QStringLiteral("RL-005"), QStringLiteral("10.1"),
                     at("/resourcelist.xml"), QStringLiteral("5"), QStringLiteral("3"),
                     QStringLiteral("No up link."), QString(), QStringLiteral("1"), QString()}));
    QCOMPARE(records.at(4).at(1), QStringLiteral("RL-007"));
    QCOMPARE(records.at(5).at(1), QStringLiteral("CL-002"));
    QCOMPARE(records.at(5).at(4), QStringLiteral("4"));
    QCOMPARE(records.at(5).at(5), QString()); // no column
}

void tst_HtmlReport::findingsCsvQuotesWhatItMust()
{
    const QString message
        = QStringLiteral("Commas, \"quotes\"\r\nand a new line; Zürich – 東京 🙂");
    const QString url = QStringLiteral("http://example.com/a,b.xml");
    SourceTree tree;
    Finding f = finding("RL-005", Severity::Error, message, url, {12, 1});
    f.relatedUrl = QStringLiteral(" leading space");
    tree.add(document(url, -1, DocumentType::ResourceList, 1, {f}));

    const QByteArray bytes = writeFindingsCsv(tree);
    // Quotes doubled inside a quoted field, as RFC 4180 has it.
    QVERIFY(bytes.contains("\"Commas, \"\"quotes\"\"\r\nand a new line; Z\xC3\xBCrich"));
    QVERIFY(bytes.contains(",\"http://example.com/a,b.xml\","));
    QString error;
    const QList<QStringList> records = parseCsv(bytes, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(records.size(), 2);
    QCOMPARE(records.at(1),
             QStringList({QStringLiteral("error"), QStringLiteral("RL-005"), QStringLiteral("10.1"),
                          url, QStringLiteral("12"), QStringLiteral("1"), message,
                          QStringLiteral(" leading space"), QStringLiteral("1"), QString()}));
}

void tst_HtmlReport::csvCellsNeverRunAsFormulas()
{
    // Text a source chose, which a spreadsheet would run (OWASP's CSV
    // injection), comes out as text: an apostrophe in front, quoted.
    const QStringList formulas = {QStringLiteral("=HYPERLINK(\"http://evil.example\")"),
                                  QStringLiteral("+1+1"),
                                  QStringLiteral("-2+3"),
                                  QStringLiteral("@SUM(A1)"),
                                  QStringLiteral("\tx"),
                                  QStringLiteral("\r=1")};
    for (const QString &formula : formulas) {
        const QString url = QStringLiteral("http://example.com/list.xml");
        SourceTree tree;
        Finding f = finding("RL-005", Severity::Error, formula, url, {3, 4});
        f.relatedUrl = formula;
        tree.add(document(url, -1, DocumentType::ResourceList, 1, {f}));
        QString error;
        const QList<QStringList> records = parseCsv(writeFindingsCsv(tree), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(records.size(), 2);
        QCOMPARE(records.at(1).at(6), u'\'' + formula);
        QCOMPARE(records.at(1).at(7), u'\'' + formula);
        // Numbers stay numbers.
        QCOMPARE(records.at(1).at(4), QStringLiteral("3"));
    }
}

void tst_HtmlReport::documentsCsvFollowsTheTree()
{
    Ids ids;
    const SourceTree tree = sampleTree(&ids);
    QString error;
    const QList<QStringList> records = parseCsv(writeDocumentsCsv(tree), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(records.size(), 7);
    QCOMPARE(records.at(0),
             texts({"depth", "url", "kind", "status", "entries", "errors", "warnings", "infos",
                    "error"}));
    const QList<TreeRow> order = crawlOrder(tree);
    for (qsizetype i = 0; i < order.size(); ++i) {
        QCOMPARE(records.at(i + 1).size(), 9);
        QCOMPARE(records.at(i + 1).at(0), QString::number(order.at(i).depth));
        QCOMPARE(records.at(i + 1).at(1), documentUrl(tree.document(order.at(i).id)));
    }
    QCOMPARE(
        records.at(4),
        QStringList({QStringLiteral("2"), at("/resourcelist.xml"), QStringLiteral("Resource List"),
                     QStringLiteral("200"), QStringLiteral("1234"), QStringLiteral("1"),
                     QStringLiteral("1"), QStringLiteral("0"), QString()}));
    QCOMPARE(
        records.at(3),
        QStringList({QStringLiteral("2"), at("/changelist.xml"), QString(), QStringLiteral("404"),
                     QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("0"),
                     QStringLiteral("0"), QStringLiteral("The server answered HTTP 404.")}));
}

namespace {

// The first problem an XML parser has with the page, or empty: the pages are
// XHTML-compatible, so that any XML tool can read them.
QString xmlProblem(const QByteArray &page)
{
    QXmlStreamReader xml(page);
    while (!xml.atEnd())
        xml.readNext();
    return xml.hasError()
        ? QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString())
        : QString();
}

// The text an XML parser reads from the page.
QString textOf(const QByteArray &page)
{
    QXmlStreamReader xml(page);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::Characters)
            text += xml.text();
    }
    return text;
}

} // namespace

void tst_HtmlReport::pageParsesAsXml()
{
    const QByteArray page = writeCrawlHtmlReport(sampleTree(), SpecVersion::V1_1);
    QVERIFY2(xmlProblem(page).isEmpty(), qPrintable(xmlProblem(page)));
    QXmlStreamReader xml(page);
    while (!xml.atEnd() && !xml.isStartElement())
        xml.readNext();
    QCOMPARE(xml.name(), QStringLiteral("html"));
    QCOMPARE(xml.namespaceUri(), QStringLiteral("http://www.w3.org/1999/xhtml"));
    // Void elements are closed.
    QVERIFY(!page.contains("<br>"));
    QVERIFY(!page.contains("<meta charset=\"utf-8\">"));
}

void tst_HtmlReport::controlCharactersAndBrokenTextAreReplaced()
{
    // What no XML document may hold: C0 controls (but tab and line breaks),
    // C1 controls, U+FFFE and an unpaired surrogate. A server's error text or
    // a URL can carry them.
    QString message
        = QStringLiteral("bell\u0007 escape\u001B del\u007F c1\u0085 noncharacter\uFFFE");
    message += QChar(0xD800); // a high surrogate alone
    message += QStringLiteral(" pair ") + QString::fromUcs4(U"\U0001F600")
        + QStringLiteral(" tab\tend");
    SourceTree tree;
    tree.add(
        document(at("/resourcelist.xml"), -1, DocumentType::ResourceList, 1,
                 {finding("RL-005", Severity::Error, message, at("/resourcelist.xml"), {2, 1})}));
    const QByteArray page = writeCrawlHtmlReport(tree, SpecVersion::V1_1);
    QVERIFY2(xmlProblem(page).isEmpty(), qPrintable(xmlProblem(page)));
    const QString text = textOf(page);
    const QString replacement(QChar::ReplacementCharacter);
    QVERIFY(text.contains(QStringLiteral("bell") + replacement + QStringLiteral(" escape")
                          + replacement));
    QVERIFY(
        text.contains(QStringLiteral("del") + replacement + QStringLiteral(" c1") + replacement));
    QVERIFY(text.contains(QStringLiteral("noncharacter") + replacement + replacement
                          + QStringLiteral(" pair")));
    // What is allowed stays: a surrogate pair, a tab.
    QVERIFY(text.contains(QString::fromUcs4(U"\U0001F600")));
    QVERIFY(text.contains(QStringLiteral(" tab\tend")));
}

void tst_HtmlReport::groupedFindingSaysHowMany()
{
    SourceTree tree;
    FindingList findings;
    for (int line = 6; line < 26; ++line)
        findings.append(finding("ATT-007", Severity::Error,
                                QStringLiteral("hash: the digest \"%1\" is not hex.").arg(line),
                                at("/resourcelist.xml"), {line, 9}));
    tree.add(document(at("/resourcelist.xml"), -1, DocumentType::ResourceList, 20, findings));
    groupTreeFindings(tree);
    const QString html = htmlOf(tree);
    QCOMPARE(html.count(QStringLiteral("<td class=\"rule\">ATT-007</td>")), 1);
    QVERIFY2(html.contains(QStringLiteral("<div class=\"group\">20 times, at lines 6, 7, 8, 9, 10, "
                                          "11, 12, 13, 14, 15, …</div>")),
             qPrintable(html));
    // The counts are of problems, not of rows.
    QVERIFY(
        html.contains(QStringLiteral("<th scope=\"row\">Errors</th><td class=\"num\">20</td>")));
    // The CSV says it too.
    QString error;
    const QList<QStringList> records = parseCsv(writeFindingsCsv(tree), &error);
    QCOMPARE(records.size(), 2);
    QCOMPARE(records.at(1).at(8), QStringLiteral("20"));
    QVERIFY(records.at(1).at(9).startsWith(QStringLiteral("6:9 7:9 8:9")));
}

void tst_HtmlReport::scopeIsShown()
{
    SourceTree tree = sampleTree();
    ResourceFilter scope;
    scope.capabilityLists.append(QUrl(at("/setB/capabilitylist.xml")));
    scope.include.append(QRegularExpression(QStringLiteral("<b>")));
    scope.sampleSize = 10;
    scope.seed = 42;
    tree.setScope(scope);
    const QString html = htmlOf(tree);
    QVERIFY(html.contains(QStringLiteral("Part of the source checked:")));
    QVERIFY(html.contains(at("/setB/capabilitylist.xml")));
    QVERIFY(html.contains(QStringLiteral("Resources matching: &lt;b&gt;")));
    QVERIFY(html.contains(QStringLiteral("seed 42")));
}

void tst_HtmlReport::validationReportIsTheSamePage()
{
    ValidationReport report;
    DocumentReport broken;
    broken.url = QStringLiteral("http://example.com/<rl>.xml");
    broken.root = QStringLiteral("urlset");
    broken.capability = QStringLiteral("resourcelist");
    broken.loaded = true;
    broken.entries = 3;
    broken.findings = {
        finding("RL-005", Severity::Error, QStringLiteral("No \"up\" link."), broken.url, {5, 3})};
    DocumentReport unreadable;
    unreadable.url = QStringLiteral("file:///missing.xml");
    report.documents = {broken, unreadable};
    const QByteArray page = writeValidationHtmlReport(report, false);
    QVERIFY2(xmlProblem(page).isEmpty(), qPrintable(xmlProblem(page)));
    const QString text = textOf(page);
    QVERIFY(text.contains(QStringLiteral("Does not conform to ResourceSync 1.1")));
    QVERIFY(text.contains(QStringLiteral("Interrupted")));
    QVERIFY(text.contains(QStringLiteral("http://example.com/<rl>.xml")));
    QVERIFY(text.contains(QStringLiteral("No \"up\" link.")));
    QVERIFY(text.contains(QStringLiteral("Unread document")));
    // The same stylesheet as the crawl's page.
    const QByteArray crawl = writeCrawlHtmlReport(sampleTree(), SpecVersion::V1_1);
    const auto styleOf = [](const QByteArray &html) {
        return html.mid(html.indexOf("<style>"),
                        html.indexOf("</style>") - html.indexOf("<style>"));
    };
    QCOMPARE(styleOf(page), styleOf(crawl));
}
