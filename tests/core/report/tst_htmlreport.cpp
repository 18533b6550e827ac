// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/sourcetree.h"
#include "report/crawlreport.h"
#include "report/htmlreport.h"
#include "report/reportwriter.h"
#include "report/validationreport.h"
#include "validation/rulecatalogue.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace rsi;

namespace {

const QString origin = QStringLiteral("http://example.com");

QString at(const char *path)
{
    return origin + QLatin1StringView(path);
}

Finding finding(const char *rule, Severity severity, const QString &message, const QString &url,
                SourcePosition position = {})
{
    Finding f;
    f.ruleId = QLatin1StringView(rule);
    f.severity = severity;
    if (const Rule *known = RuleCatalogue::instance().find(f.ruleId))
        f.section = known->section;
    f.message = message;
    f.url = url;
    f.position = position;
    return f;
}

CrawledDocument document(const QString &url, int parent, DocumentType type, qint64 entries,
                         const FindingList &findings = {})
{
    CrawledDocument d;
    d.requestedUrl = QUrl(url);
    d.url = QUrl(url);
    d.parent = parent;
    d.arrival = parent < 0 ? Arrival::Input : Arrival::Child;
    d.status = 200;
    d.loaded = true;
    d.type = type;
    d.header.entryCount = entries;
    d.findings = findings;
    return d;
}

CrawledDocument unread(const QString &url, int parent, int status, const QString &error)
{
    CrawledDocument d;
    d.requestedUrl = QUrl(url);
    d.parent = parent;
    d.arrival = Arrival::Child;
    d.status = status;
    d.error = error;
    d.findings.append(finding("HTTP-001", Severity::Error, error, url));
    return d;
}

struct Ids
{
    int sd = -1, capl = -1, cl = -1, rl = -1, stray = -1, late = -1;
};

// The Source Description lists a Capability List (which lists a Change List
// the server lacks and a Resource List with findings) and, found later, a
// second Resource List. A Change List nobody listed is a second root, added
// before that last list: crawl order is not id order.
SourceTree sampleTree(Ids *ids = nullptr)
{
    SourceTree tree;
    Ids local;
    local.sd = tree.add(
        document(at("/.well-known/resourcesync"), -1, DocumentType::SourceDescription, 1));
    tree.setSourceDescription(local.sd);
    local.capl
        = tree.add(document(at("/capabilitylist.xml"), local.sd, DocumentType::CapabilityList, 2));
    local.cl = tree.add(unread(at("/changelist.xml"), local.capl, 404,
                               QStringLiteral("The server answered HTTP 404.")));
    local.rl
        = tree.add(document(at("/resourcelist.xml"), local.capl, DocumentType::ResourceList, 1234,
                            {finding("RL-007", Severity::Warning, QStringLiteral("Listed twice."),
                                     at("/resourcelist.xml"), {9, 5}),
                             finding("RL-005", Severity::Error, QStringLiteral("No up link."),
                                     at("/resourcelist.xml"), {5, 3})}));
    local.stray = tree.add(document(at("/other/changelist.xml"), -1, DocumentType::ChangeList, 3,
                                    {finding("CL-002", Severity::Info, QStringLiteral("Optional."),
                                             at("/other/changelist.xml"), {4, 0})}));
    local.late = tree.add(document(at("/late.xml"), local.sd, DocumentType::ResourceList, 0));
    tree.addSourceFinding(
        finding("DISC-002", Severity::Info, QStringLiteral("Found through robots.txt."), {}));
    if (ids)
        *ids = local;
    return tree;
}

QString htmlOf(const SourceTree &tree, SpecVersion version = SpecVersion::V1_1)
{
    const QByteArray bytes = writeCrawlHtmlReport(tree, version);
    return QString::fromUtf8(bytes);
}

// The part of the page between two markers (the first after from).
QString between(const QString &html, const QString &from, const QString &to)
{
    const qsizetype start = html.indexOf(from);
    if (start < 0)
        return {};
    const qsizetype end = html.indexOf(to, start + from.size());
    return html.mid(start, end < 0 ? -1 : end - start);
}

// RFC 4180, strictly: records end in CRLF, quoted fields double their
// quotes, nothing else may hold a quote or a bare line break.
QList<QStringList> parseCsv(const QByteArray &bytes, QString *error)
{
    QList<QStringList> records;
    if (!bytes.startsWith("\xEF\xBB\xBF")) {
        *error = QStringLiteral("no byte order mark");
        return records;
    }
    const QString text = QString::fromUtf8(bytes.mid(3));
    QStringList fields;
    QString field;
    bool inQuotes = false;
    bool wasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            if (!field.isEmpty() || wasQuoted) {
                *error = QStringLiteral("stray quote at %1").arg(i);
                return records;
            }
            inQuotes = wasQuoted = true;
        } else if (c == u',') {
            fields.append(std::exchange(field, QString()));
            wasQuoted = false;
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            fields.append(std::exchange(field, QString()));
            records.append(std::exchange(fields, QStringList()));
            wasQuoted = false;
            ++i;
        } else if (c == u'\r' || c == u'\n') {
            *error = QStringLiteral("bare line break at %1").arg(i);
            return records;
        } else {
            if (wasQuoted) {
                *error = QStringLiteral("text after a closing quote at %1").arg(i);
                return records;
            }
            field += c;
        }
    }
    if (inQuotes || !field.isEmpty() || !fields.isEmpty())
        *error = QStringLiteral("last record not ended by CRLF");
    return records;
}

QStringList texts(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

} // namespace

class tst_HtmlReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pageIsSelfContained();
    void summaryGivesVerdictAndCounts_data();
    void summaryGivesVerdictAndCounts();
    void incompleteCrawlSaysSo();
    void documentTreeIsInCrawlOrder();
    void findingsAreGroupedPerDocument();
    void hostileTextIsEscaped();
    void languageFollowsTheLocale();
    void emptyTree();

    void findingsCsvRoundTrips();
    void findingsCsvQuotesWhatItMust();
    void csvCellsNeverRunAsFormulas();
    void documentsCsvFollowsTheTree();
    void pageParsesAsXml();
    void controlCharactersAndBrokenTextAreReplaced();
    void groupedFindingSaysHowMany();
    void scopeIsShown();
    void validationReportIsTheSamePage();
};

void tst_HtmlReport::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_HtmlReport::pageIsSelfContained()
{
    const QByteArray bytes = writeCrawlHtmlReport(sampleTree(), SpecVersion::V1_1);
    const QString html = QString::fromUtf8(bytes);
    QCOMPARE(html.toUtf8(), bytes); // valid UTF-8 throughout
    QVERIFY(html.startsWith(
        QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en")));
    QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\"/>")));
    QVERIFY(html.contains(QStringLiteral("<title>ResourceSync report: ")
                          + at("/.well-known/resourcesync") + QStringLiteral("</title>")));
    QVERIFY(html.contains(QStringLiteral("<style>")));
    QVERIFY(html.contains(QStringLiteral("@media print")));
    QVERIFY(html.trimmed().endsWith(QStringLiteral("</html>")));
    // No scripts and nothing fetched from elsewhere.
    QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("<link"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral(" src="), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("@import"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("url("), Qt::CaseInsensitive));
    // Elements are closed as they are opened.
    for (const char *tag : {"section", "table", "thead", "tbody", "tr", "td", "th", "div", "p",
                            "span", "a", "h1", "h2", "h3", "header", "footer"}) {
        const QString name = QLatin1StringView(tag);
        const qsizetype opened = html.count(u'<' + name + u' ') + html.count(u'<' + name + u'>');
        const qsizetype closed = html.count(QStringLiteral("</") + name + u'>');
        QVERIFY2(opened == closed, tag);
    }
    QCOMPARE(html.count(QStringLiteral("<body>")), 1);
    QCOMPARE(html.count(QStringLiteral("</body>")), 1);
    // Which tool, judging against which version.
    QVERIFY(html.contains(QStringLiteral("judging against ResourceSync 1.1")));
}

void tst_HtmlReport::summaryGivesVerdictAndCounts_data()
{
    QTest::addColumn<SourceTree>("tree");
    QTest::addColumn<QString>("verdictClass");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QStringList>("counts"); // errors, warnings, infos

    QTest::newRow("errors") << sampleTree() << QStringLiteral("fail")
                            << QStringLiteral("Does not conform to ResourceSync 1.1")
                            << texts({"2", "1", "2"});

    SourceTree warnings;
    warnings.add(document(at("/rl.xml"), -1, DocumentType::ResourceList, 1,
                          {finding("RL-007", Severity::Warning, QStringLiteral("w"), at("/rl.xml")),
                           finding("RL-009", Severity::Info, QStringLiteral("i"), at("/rl.xml"))}));
    QTest::newRow("warnings") << warnings << QStringLiteral("warn")
                              << QStringLiteral("Conforms to ResourceSync 1.1, with warnings")
                              << texts({"0", "1", "1"});

    SourceTree clean;
    clean.add(document(at("/rl.xml"), -1, DocumentType::ResourceList, 1));
    QTest::newRow("clean") << clean << QStringLiteral("pass")
                           << QStringLiteral("Conforms to ResourceSync 1.1")
                           << texts({"0", "0", "0"});

    SourceTree nothingRead;
    nothingRead.add(unread(at("/rl.xml"), -1, 500, QStringLiteral("Server error.")));
    nothingRead.document(0).findings.clear();
    QTest::newRow("nothing read") << nothingRead << QStringLiteral("fail")
                                  << QStringLiteral(
                                         "Nothing could be checked: no document was read")
                                  << texts({"0", "0", "0"});
}

void tst_HtmlReport::summaryGivesVerdictAndCounts()
{
    QFETCH(SourceTree, tree);
    QFETCH(QString, verdictClass);
    QFETCH(QString, verdict);
    QFETCH(QStringList, counts);

    const QString summary = between(htmlOf(tree), QStringLiteral("<section id=\"summary\">"),
                                    QStringLiteral("</section>"));
    QVERIFY(!summary.isEmpty());
    QVERIFY2(summary.contains(
                 QStringLiteral("<p class=\"verdict %1\">%2</p>").arg(verdictClass, verdict)),
             qPrintable(summary));
    const SeverityCounts expected = crawlCounts(tree);
    QCOMPARE(QString::number(expected.errors), counts.at(0));
    QVERIFY(
        summary.contains(QStringLiteral("<th scope=\"row\">Errors</th><td class=\"num\">%1</td>")
                             .arg(counts.at(0))));
    QVERIFY(
        summary.contains(QStringLiteral("<th scope=\"row\">Warnings</th><td class=\"num\">%1</td>")
                             .arg(counts.at(1))));
    QVERIFY(summary.contains(
        QStringLiteral("<th scope=\"row\">Infos</th><td class=\"num\">%1</td>").arg(counts.at(2))));
    QVERIFY(
        summary.contains(QStringLiteral("<th scope=\"row\">Documents</th><td class=\"num\">%1</td>")
                             .arg(tree.size())));
}

void tst_HtmlReport::incompleteCrawlSaysSo()
{
    SourceTree tree;
    tree.add(document(at("/rl.xml"), -1, DocumentType::ResourceList, 1));
    QVERIFY(!htmlOf(tree).contains(QStringLiteral("class=\"notice\"")));
    tree.setComplete(false);
    const QString html = htmlOf(tree);
    QVERIFY(html.contains(QStringLiteral("<p class=\"notice\">The crawl did not finish")));
    // No errors in part of a source is no verdict on all of it.
    QVERIFY(!html.contains(QStringLiteral("Conforms to")));
    QVERIFY(html.contains(QStringLiteral("<p class=\"verdict warn\">")));
}

void tst_HtmlReport::documentTreeIsInCrawlOrder()
{
    Ids ids;
    const SourceTree tree = sampleTree(&ids);
    const QString section = between(htmlOf(tree), QStringLiteral("<section id=\"documents\">"),
                                    QStringLiteral("</section>"));
    QVERIFY(!section.isEmpty());

    // Rows follow crawlOrder(), each indented by its depth.
    const QList<TreeRow> order = crawlOrder(tree);
    QCOMPARE(order.size(), 6);
    qsizetype previous = -1;
    for (const TreeRow &row : order) {
        const QString url = documentUrl(tree.document(row.id));
        const qsizetype position = section.indexOf(u'>' + url + u'<');
        QVERIFY2(position > previous, qPrintable(url));
        previous = position;
        const qsizetype rowStart = section.lastIndexOf(QStringLiteral("<tr "), position);
        const QString rowHtml
            = section.mid(rowStart, section.indexOf(QStringLiteral("</tr>"), position) - rowStart);
        QVERIFY2(rowHtml.startsWith(QStringLiteral("<tr class=\"depth-%1\">").arg(row.depth)),
                 qPrintable(rowHtml));
        const QString padding = QStringLiteral("padding-left: %1em")
                                    .arg(QString::number(0.6 + 1.5 * row.depth, 'f', 1));
        QVERIFY2(rowHtml.contains(padding), qPrintable(rowHtml));
    }
    // The second root comes after the whole first tree, though added before its last list.
    QVERIFY(section.indexOf(at("/late.xml")) < section.indexOf(at("/other/changelist.xml")));

    // Kind, entries (grouped), HTTP status and counts of a row.
    const qsizetype rl = section.indexOf(u'>' + at("/resourcelist.xml") + u'<');
    const QString rlRow = section.mid(rl, section.indexOf(QStringLiteral("</tr>"), rl) - rl);
    QVERIFY2(rlRow.contains(QStringLiteral("<td class=\"kind-cell\">Resource List</td>")),
             qPrintable(rlRow));
    QVERIFY(rlRow.contains(QStringLiteral("<td class=\"num\">1,234</td>")));
    QVERIFY(rlRow.contains(QStringLiteral("<td class=\"num error\">1</td>")));
    QVERIFY(rlRow.contains(QStringLiteral("<td class=\"num warning\">1</td>")));
    QVERIFY(rlRow.contains(QStringLiteral("<td class=\"num zero\">0</td>")));
    // Its name leads to its findings.
    QVERIFY(section.contains(QStringLiteral("href=\"#doc-%1\"").arg(ids.rl)));
    QVERIFY(!section.contains(QStringLiteral("href=\"#doc-%1\"").arg(ids.late)));

    const qsizetype cl = section.indexOf(u'>' + at("/changelist.xml") + u'<');
    const QString clRow = section.mid(cl, section.indexOf(QStringLiteral("</tr>"), cl) - cl);
    QVERIFY(clRow.contains(QStringLiteral("Unread document")));
    QVERIFY(clRow.contains(QStringLiteral("<td class=\"num\">404</td>")));
    QVERIFY(clRow.contains(QStringLiteral("The server answered HTTP 404.")));
}

void tst_HtmlReport::findingsAreGroupedPerDocument()
{
    Ids ids;
    const QString html = htmlOf(sampleTree(&ids));
    const QString findings = html.mid(html.indexOf(QStringLiteral("<section id=\"findings\">")));
    QVERIFY(!findings.isEmpty());

    // The source's findings first, then each document's in crawl order.
    const qsizetype source = findings.indexOf(QStringLiteral("id=\"source\""));
    const qsizetype cl = findings.indexOf(QStringLiteral("id=\"doc-%1\"").arg(ids.cl));
    const qsizetype rl = findings.indexOf(QStringLiteral("id=\"doc-%1\"").arg(ids.rl));
    const qsizetype stray = findings.indexOf(QStringLiteral("id=\"doc-%1\"").arg(ids.stray));
    QVERIFY(source >= 0);
    QVERIFY(source < cl && cl < rl && rl < stray);
    QVERIFY(
        findings.mid(source, cl - source).contains(QStringLiteral("About the source as a whole")));
    // Documents without findings have no group.
    QVERIFY(!findings.contains(QStringLiteral("id=\"doc-%1\"").arg(ids.late)));
    QVERIFY(!findings.contains(QStringLiteral("id=\"doc-%1\"").arg(ids.sd)));

    // In a group: errors first, each with its badge, rule, section,
    // position, message and the rule's summary.
    const QString group = between(findings, QStringLiteral("id=\"doc-%1\"").arg(ids.rl),
                                  QStringLiteral("</section>"));
    QVERIFY(group.contains(QStringLiteral("<span class=\"kind\">Resource List</span>")));
    const qsizetype error = group.indexOf(QStringLiteral("<tr class=\"error\">"));
    const qsizetype warning = group.indexOf(QStringLiteral("<tr class=\"warning\">"));
    QVERIFY(error >= 0 && error < warning);
    const QString errorRow
        = group.mid(error, group.indexOf(QStringLiteral("</tr>"), error) - error);
    QVERIFY2(errorRow.contains(QStringLiteral("<span class=\"badge error\">Error</span>")),
             qPrintable(errorRow));
    QVERIFY(errorRow.contains(QStringLiteral("<td class=\"rule\">RL-005</td>")));
    QVERIFY(errorRow.contains(QStringLiteral("<td>§10.1</td>")));
    QVERIFY(errorRow.contains(QStringLiteral("<td class=\"num\">5:3</td>")));
    QVERIFY(errorRow.contains(QStringLiteral("No up link.")));
    const Rule *rule = RuleCatalogue::instance().find(u"RL-005");
    QVERIFY(rule);
    QVERIFY(rule->translatedSummary().contains(u'"')); // and so escaped
    QString summary = rule->translatedSummary().toHtmlEscaped();
    QVERIFY2(errorRow.contains(summary), qPrintable(errorRow));
    QVERIFY(group.contains(QStringLiteral("<span class=\"badge warning\">Warning</span>")));

    // A line without a column shows the line alone.
    const QString strayGroup = between(findings, QStringLiteral("id=\"doc-%1\"").arg(ids.stray),
                                       QStringLiteral("</section>"));
    QVERIFY(strayGroup.contains(QStringLiteral("<span class=\"badge info\">Info</span>")));
    QVERIFY(strayGroup.contains(QStringLiteral("<td class=\"num\">4</td>")));

    // The badges are styled, for screen and paper.
    QVERIFY(html.contains(QStringLiteral(".badge.error {")));
    QVERIFY(html.contains(QStringLiteral("print-color-adjust: exact")));
}

void tst_HtmlReport::hostileTextIsEscaped()
{
    const QString script = QStringLiteral("</td><script>alert(\"x\")</script> & 'q'");
    const QString hostileUrl = QStringLiteral("http://evil.example/\"><script>alert(1)</script>");
    SourceTree tree;
    Finding bad = finding("RL-005", Severity::Error, script, hostileUrl, {1, 1});
    bad.relatedUrl = QStringLiteral("javascript:alert('related')");
    CrawledDocument doc = document(hostileUrl, -1, DocumentType::ResourceList, 1, {bad});
    tree.add(std::move(doc));
    tree.add(
        unread(at("/x.xml"), 0, 500, QStringLiteral("<img src=x onerror=alert(1)> \"quoted\"")));
    tree.addSourceFinding(finding("DISC-002", Severity::Info, QStringLiteral("<b>bold</b>"), {}));

    const QString html = htmlOf(tree);
    QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("<img"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("<b>")));
    QVERIFY(!html.contains(QStringLiteral("href=\"javascript"), Qt::CaseInsensitive));
    QVERIFY(html.contains(QStringLiteral(
        "&lt;/td&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;")));
    QVERIFY(html.contains(QStringLiteral("&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;")));
    QVERIFY(html.contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt;")));
    QVERIFY(html.contains(QStringLiteral("javascript:alert(&#39;related&#39;)")));
    // The markup itself stayed whole.
    QCOMPARE(html.count(QStringLiteral("<td")), html.count(QStringLiteral("</td>")));
    QCOMPARE(html.count(QStringLiteral("<tr")), html.count(QStringLiteral("</tr>")));
}

void tst_HtmlReport::languageFollowsTheLocale()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString html = htmlOf(sampleTree());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(html.contains(QStringLiteral(" lang=\"de")), qPrintable(html.left(120)));
    // Figures follow it too.
    QVERIFY(html.contains(QStringLiteral("<td class=\"num\">1.234</td>")));
}

void tst_HtmlReport::emptyTree()
{
    const QString html = htmlOf(SourceTree());
    QVERIFY(html.contains(QStringLiteral("No document could be read.")));
    QVERIFY(html.contains(QStringLiteral("No findings.")));
    QVERIFY(html.contains(QStringLiteral("<p class=\"verdict fail\">")));
    QVERIFY(html.contains(QStringLiteral("<title>ResourceSync report</title>")));
}

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

QTEST_GUILESS_MAIN(tst_HtmlReport)
#include "tst_htmlreport.moc"
