// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_htmlreport.h"

using namespace htmlreporttest;

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

QTEST_GUILESS_MAIN(tst_HtmlReport)
