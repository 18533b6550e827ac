// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_entrytablemodel.h"

using namespace entrytabletest;

void tst_EntryTableModel::showsTheFieldsEntriesHave_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QStringList>("columns");

    QTest::newRow("Change List") << xmlOf(
        "urlset", "changelist",
        "<url><loc>http://example.com/a</loc>"
        "<rs:md change='created' datetime='2026-01-02T00:00:00Z'/></url>\n"
        "<url><loc>http://example.com/b</loc>"
        "<rs:md change='updated' datetime='2026-01-03T00:00:00Z'/></url>\n")
                                 << QStringList {QStringLiteral("Location"),
                                                 QStringLiteral("Date and time"),
                                                 QStringLiteral("Change")};
    // A field that only one entry has still gets its column.
    QTest::newRow("Resource List")
        << xmlOf("urlset", "resourcelist",
                 "<url><loc>http://example.com/a</loc><lastmod>2026-01-02T00:00:00Z</lastmod>"
                 "<rs:md hash='md5:1B2M2Y8AsgTpgAmY7PhCfg==' length='0'/></url>\n"
                 "<url><loc>http://example.com/b</loc><lastmod>2026-01-02T00:00:00Z</lastmod>"
                 "<rs:md type='text/plain'/></url>\n")
        << QStringList {QStringLiteral("Location"), QStringLiteral("Last modified"),
                        QStringLiteral("Hash"), QStringLiteral("Length"),
                        QStringLiteral("Media type")};
    QTest::newRow("Resource Dump")
        << xmlOf("urlset", "resourcedump",
                 "<url><loc>http://example.com/dump.zip</loc>"
                 "<rs:md length='20' type='application/zip'/>"
                 "<rs:ln rel='contents' href='http://example.com/manifest.xml' "
                 "type='application/xml'/></url>\n")
        << QStringList {QStringLiteral("Location"), QStringLiteral("Length"),
                        QStringLiteral("Media type"), QStringLiteral("Contents")};
    QTest::newRow("Resource Dump Manifest")
        << xmlOf("urlset", "resourcedump-manifest",
                 "<url><loc>http://example.com/a</loc><rs:md path='/resources/a' "
                 "encoding='gzip'/></url>\n")
        << QStringList {QStringLiteral("Location"), QStringLiteral("Path"),
                        QStringLiteral("Encoding")};
    QTest::newRow("Capability List")
        << xmlOf("urlset", "capabilitylist",
                 "<url><loc>http://example.com/rl.xml</loc><rs:md capability='resourcelist'/>"
                 "</url>\n")
        << QStringList {QStringLiteral("Location"), QStringLiteral("Capability")};
    QTest::newRow("index") << xmlOf(
        "sitemapindex", "resourcelist",
        "<sitemap><loc>http://example.com/rl1.xml</loc>"
        "<rs:md at='2026-01-01T00:00:00Z' completed='2026-01-01T01:00:00Z'/></sitemap>\n")
                           << QStringList {QStringLiteral("Location"), QStringLiteral("At"),
                                           QStringLiteral("Completed")};
    QTest::newRow("Change Dump") << xmlOf(
        "urlset", "changedump",
        "<url><loc>http://example.com/cd.zip</loc>"
        "<rs:md from='2026-01-01T00:00:00Z' until='2026-01-02T00:00:00Z'/></url>\n")
                                 << QStringList {QStringLiteral("Location"), QStringLiteral("From"),
                                                 QStringLiteral("Until")};
}

void tst_EntryTableModel::showsTheFieldsEntriesHave()
{
    QFETCH(QByteArray, xml);
    QFETCH(QStringList, columns);
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(documentOf(xml));
    QCOMPARE(headers(model), columns);
    QVERIFY(!model.isFindingsColumn(model.columnCount() - 1));
    QCOMPARE(model.fieldOfColumn(0), EntryField::Loc);
    QCOMPARE(model.columnOfField(EntryField::Loc), 0);

    // Findings on entries add their own column, last.
    CrawledDocument withFindings = documentOf(xml);
    withFindings.findings.append(findingAt(withFindings, 0, Severity::Warning));
    model.setDocument(withFindings);
    QCOMPARE(headers(model), columns + QStringList {QStringLiteral("Findings")});
    QVERIFY(model.isFindingsColumn(model.columnCount() - 1));
    QCOMPARE(model.index(0, model.columnCount() - 1).data().toString(),
             QStringLiteral("warning (1)"));
}

void tst_EntryTableModel::showsValues()
{
    const QString longLoc = QStringLiteral("http://example.com/") + QString(80, u'x');
    CrawledDocument document
        = documentOf(xmlOf("urlset", "resourcelist",
                           "<url><loc>" + longLoc.toUtf8()
                               + "</loc><rs:md length='1234' hash=''/></url>\n"
                                 "<url><loc>http://example.com/b</loc></url>\n"));
    document.findings = {findingAt(document, 1, Severity::Error, QStringLiteral("RL-005")),
                         findingAt(document, 1, Severity::Info, QStringLiteral("GEN-002"))};
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.totalCount(), 2);
    const int length = model.columnOfField(EntryField::Length);
    const int hash = model.columnOfField(EntryField::Hash);
    const int findings = model.columnCount() - 1;
    QVERIFY(length > 0);
    QVERIFY(model.isFindingsColumn(findings));

    QCOMPARE(model.index(0, 0).data().toString(), longLoc);
    // A long value has a tooltip; a short one needs none.
    QCOMPARE(model.index(0, 0).data(Qt::ToolTipRole).toString(), longLoc);
    QVERIFY(!model.index(1, 0).data(Qt::ToolTipRole).isValid());
    QCOMPARE(model.index(0, length).data().toString(), QStringLiteral("1234"));
    QVERIFY(model.index(0, length).data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight);
    QVERIFY(!(model.index(0, 0).data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight));
    // Absent and empty are told apart.
    QVERIFY(model.index(1, length).data().toString().isNull());
    QVERIFY(!model.index(0, hash).data().toString().isNull());

    QCOMPARE(model.index(1, findings).data().toString(), QStringLiteral("error (2)"));
    const QString tooltip = model.index(1, findings).data(Qt::ToolTipRole).toString();
    QVERIFY2(tooltip.contains(QStringLiteral("RL-005"))
                 && tooltip.contains(QStringLiteral("GEN-002")),
             qPrintable(tooltip));
    QVERIFY(model.index(0, findings).data().toString().isEmpty());
    QCOMPARE(model.index(1, 0).data(EntryTableModel::WorstSeverityRole).toInt(),
             int(Severity::Error));
    QCOMPARE(model.index(0, 0).data(EntryTableModel::WorstSeverityRole).toInt(), -1);
    QCOMPARE(model.index(1, 0).data(EntryTableModel::EntryRowRole).toInt(), 1);
    QCOMPARE(model.index(1, 0).data(EntryTableModel::LineRole).toLongLong(),
             document.entries.position(1).line);
    QCOMPARE(model.headerData(1, Qt::Vertical).toInt(), 2);
}

void tst_EntryTableModel::sorts_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<QList<int>>("ascending");
    QTest::addColumn<QList<int>>("descending");
    // Missing values last in either order; equal values in document order.
    QTest::newRow("text") << QStringLiteral("Location") << QList<int> {1, 2, 0, 3}
                          << QList<int> {3, 0, 2, 1};
    QTest::newRow("time") << QStringLiteral("Last modified") << QList<int> {3, 1, 0, 2}
                          << QList<int> {0, 1, 3, 2};
    QTest::newRow("number") << QStringLiteral("Length") << QList<int> {1, 2, 0, 3}
                            << QList<int> {0, 2, 1, 3};
    QTest::newRow("sparse text") << QStringLiteral("Hash") << QList<int> {2, 0, 1, 3}
                                 << QList<int> {0, 2, 1, 3};
    // Worst severity, then how many.
    QTest::newRow("findings") << QStringLiteral("Findings") << QList<int> {3, 1, 0, 2}
                              << QList<int> {0, 1, 3, 2};
}

void tst_EntryTableModel::sorts()
{
    QFETCH(QString, column);
    QFETCH(QList<int>, ascending);
    QFETCH(QList<int>, descending);
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(sortingDocument());
    const int sorted = columnTitled(model, column);
    QVERIFY(sorted >= 0);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);

    model.sort(sorted, Qt::AscendingOrder);
    QCOMPARE(shownEntries(model), ascending);
    QCOMPARE(model.sortColumn(), sorted);
    model.sort(sorted, Qt::DescendingOrder);
    QCOMPARE(shownEntries(model), descending);
    QCOMPARE(model.sortOrder(), Qt::DescendingOrder);
    QCOMPARE(layout.size(), 2);
    // indexOfEntry follows the order.
    QCOMPARE(model.entryRow(model.indexOfEntry(descending.first())), descending.first());
    QCOMPARE(model.indexOfEntry(descending.first()).row(), 0);

    // Back to document order.
    model.sort(-1);
    QCOMPARE(shownEntries(model), (QList<int> {0, 1, 2, 3}));
    QCOMPARE(model.sortColumn(), -1);
}

void tst_EntryTableModel::keepsTheSelectionWhenSorting()
{
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(sortingDocument());
    const int length = model.columnOfField(EntryField::Length);
    const QPersistentModelIndex selected = model.index(0, length); // entry 0, length 100
    model.sort(0, Qt::AscendingOrder);
    QCOMPARE(selected.row(), 2);
    QCOMPARE(selected.column(), length);
    QCOMPARE(model.entryRow(selected), 0);
    QCOMPARE(selected.data().toString(), QStringLiteral("100"));
}

void tst_EntryTableModel::filters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("severity"); // -1 for none
    QTest::addColumn<QList<int>>("shown");
    const QString none;
    const QList<int> all {0, 1, 2, 3};
    QTest::newRow("nothing") << none << none << -1 << all;
    // Any shown field, in any case.
    QTest::newRow("text in loc and hash")
        << QStringLiteral("alpha") << none << -1 << QList<int> {0, 3};
    QTest::newRow("text in type") << QStringLiteral("PDF") << none << -1 << QList<int> {1};
    QTest::newRow("text with accent") << QStringLiteral("CAFÉ") << none << -1 << QList<int> {2};
    QTest::newRow("text in date") << QStringLiteral("01-04") << none << -1 << QList<int> {2};
    QTest::newRow("text nowhere") << QStringLiteral("zeta") << none << -1 << QList<int> {};
    QTest::newRow("change") << none << QStringLiteral("updated") << -1 << QList<int> {1, 3};
    QTest::newRow("other change") << none << QStringLiteral("created") << -1 << QList<int> {0};
    QTest::newRow("unknown change") << none << QStringLiteral("moved") << -1 << QList<int> {};
    QTest::newRow("at least info") << none << none << int(Severity::Info) << QList<int> {1, 2, 3};
    QTest::newRow("at least warning")
        << none << none << int(Severity::Warning) << QList<int> {1, 3};
    QTest::newRow("errors") << none << none << int(Severity::Error) << QList<int> {3};
    QTest::newRow("change and text")
        << QStringLiteral("gamma") << QStringLiteral("updated") << -1 << QList<int> {3};
    QTest::newRow("change and severity")
        << none << QStringLiteral("updated") << int(Severity::Error) << QList<int> {3};
    QTest::newRow("text and severity")
        << QStringLiteral(".txt") << none << int(Severity::Info) << QList<int> {2, 3};
    QTest::newRow("all three") << QStringLiteral("beta") << QStringLiteral("updated")
                               << int(Severity::Warning) << QList<int> {1};
}

void tst_EntryTableModel::filters()
{
    QFETCH(QString, text);
    QFETCH(QString, change);
    QFETCH(int, severity);
    QFETCH(QList<int>, shown);
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(filteringDocument());
    model.setTextFilter(text);
    model.setChangeFilter(change);
    model.setSeverityFilter(severity < 0 ? std::nullopt : std::optional(Severity(severity)));
    QCOMPARE(shownEntries(model), shown);
    QCOMPARE(model.totalCount(), 4);
    for (int entry = 0; entry < 4; ++entry)
        QCOMPARE(model.indexOfEntry(entry).isValid(), shown.contains(entry));

    // Clearing the filters shows every entry again.
    model.setTextFilter({});
    model.setChangeFilter({});
    model.setSeverityFilter(std::nullopt);
    QCOMPARE(shownEntries(model), (QList<int> {0, 1, 2, 3}));
}

void tst_EntryTableModel::keepsFiltersAndOrderForTheNextDocument()
{
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(filteringDocument());
    model.setChangeFilter(QStringLiteral("updated"));
    model.sort(0, Qt::DescendingOrder);
    QCOMPARE(shownEntries(model), (QList<int> {3, 1}));

    // Another Change List: the same filter and order apply.
    model.setDocument(
        documentOf(xmlOf("urlset", "changelist",
                         "<url><loc>http://example.com/x</loc><rs:md change='updated' "
                         "datetime='2026-01-02T00:00:00Z'/></url>\n"
                         "<url><loc>http://example.com/y</loc><rs:md change='deleted' "
                         "datetime='2026-01-02T00:00:00Z'/></url>\n"
                         "<url><loc>http://example.com/z</loc><rs:md change='updated' "
                         "datetime='2026-01-02T00:00:00Z'/></url>\n")));
    QCOMPARE(model.changeFilter(), QStringLiteral("updated"));
    QCOMPARE(shownEntries(model), (QList<int> {2, 0}));
    QCOMPARE(model.sortColumn(), 0);

    // A list without the sorted field shows document order, and the order
    // comes back with a document that has it.
    model.setChangeFilter({});
    model.sort(model.columnOfField(EntryField::Datetime), Qt::DescendingOrder);
    model.setDocument(sortingDocument());
    QCOMPARE(model.sortColumn(), -1);
    QCOMPARE(shownEntries(model), (QList<int> {0, 1, 2, 3}));
    model.setDocument(filteringDocument());
    QCOMPARE(model.sortColumn(), model.columnOfField(EntryField::Datetime));
    QCOMPARE(shownEntries(model), (QList<int> {3, 2, 1, 0}));
}

QTEST_GUILESS_MAIN(tst_EntryTableModel)
