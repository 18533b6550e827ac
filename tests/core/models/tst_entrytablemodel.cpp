// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/entrytablemodel.h"
#include "parse/documentparser.h"
#include "support/validationharness.h"
#include "validation/validator.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <ctime>

using namespace rsi;

class tst_EntryTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheFieldsEntriesHave_data();
    void showsTheFieldsEntriesHave();
    void showsValues();
    void sorts_data();
    void sorts();
    void keepsTheSelectionWhenSorting();
    void filters_data();
    void filters();
    void keepsFiltersAndOrderForTheNextDocument();
    void listsChangeValues();
    void assignsFindingsToEntries();
    void assignsFindingsOfARealDocument();
    void handlesAnEmptyDocument();
    void retranslates();
    void showsFiftyThousandEntries();
};

namespace {

const QUrl documentUrl(QStringLiteral("http://example.com/dataset1/list.xml"));

QByteArray xmlOf(const QByteArray &root, const QByteArray &capability, const QByteArray &body)
{
    return "<?xml version='1.0' encoding='UTF-8'?>\n<" + root
        + " xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
          "xmlns:rs='http://www.openarchives.org/rs/terms/'>\n"
          "<rs:md capability='"
        + capability + "' from='2026-01-01T00:00:00Z'/>\n" + body + "</" + root + ">\n";
}

// A document as the crawl keeps it; validated when asked, so that its
// findings are the real ones.
CrawledDocument documentOf(const QByteArray &xml, bool validate = false)
{
    ParseResult parsed = DocumentParser().parseBytes(xml, documentUrl);
    const FindingList findings = validate ? Validator().validate(parsed) : parsed.findings;
    CrawledDocument document;
    document.requestedUrl = documentUrl;
    document.url = documentUrl;
    document.adopt(std::move(parsed), {});
    document.findings = findings;
    return document;
}

Finding findingAt(const CrawledDocument &document, int entry, Severity severity,
                  const QString &rule = QStringLiteral("GEN-001"))
{
    Finding finding;
    finding.ruleId = rule;
    finding.severity = severity;
    finding.message = QStringLiteral("%1 on entry %2").arg(rule).arg(entry);
    finding.url = documentUrl.toString();
    finding.position = document.entries.position(entry);
    return finding;
}

QStringList headers(const QAbstractItemModel &model)
{
    QStringList titles;
    for (int column = 0; column < model.columnCount(); ++column)
        titles.append(model.headerData(column, Qt::Horizontal).toString());
    return titles;
}

int columnTitled(const QAbstractItemModel &model, const QString &title)
{
    return int(headers(model).indexOf(title));
}

// The entries shown, top to bottom, by their row in the document.
QList<int> shownEntries(const EntryTableModel &model)
{
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row)
        rows.append(model.entryRow(model.index(row, 0)));
    return rows;
}

// Four entries whose values sort differently as text than as what they
// are: lengths 9 < 10 < 100, and a lastmod at +05:00 that is earliest in
// time but latest as text.
CrawledDocument sortingDocument()
{
    CrawledDocument document = documentOf(
        xmlOf("urlset", "resourcelist",
              "<url><loc>http://example.com/c</loc><lastmod>2026-01-02</lastmod>"
              "<rs:md length='100' hash='md5:b'/></url>\n"
              "<url><loc>http://example.com/a</loc><lastmod>2026-01-01T10:00:00Z</lastmod>"
              "<rs:md length='9'/></url>\n"
              "<url><loc>http://example.com/b</loc><rs:md length='10' hash='md5:a'/></url>\n"
              "<url><loc>http://example.com/d</loc><lastmod>2026-01-01T12:00:00+05:00</lastmod>"
              "</url>\n"));
    document.findings = {
        findingAt(document, 1, Severity::Error),   findingAt(document, 3, Severity::Warning),
        findingAt(document, 3, Severity::Warning), findingAt(document, 0, Severity::Error),
        findingAt(document, 0, Severity::Error),
    };
    return document;
}

// A Change List whose values the filters pick from.
CrawledDocument filteringDocument()
{
    CrawledDocument document = documentOf(xmlOf(
        "urlset", "changelist",
        "<url><loc>http://example.com/Alpha.txt</loc>"
        "<rs:md change='created' datetime='2026-01-02T00:00:00Z' type='text/plain'/></url>\n"
        "<url><loc>http://example.com/beta</loc>"
        "<rs:md change='updated' datetime='2026-01-03T00:00:00Z' type='application/pdf'/></url>\n"
        "<url><loc>http://example.com/caf\xc3\xa9.txt</loc>"
        "<rs:md change='deleted' datetime='2026-01-04T00:00:00Z'/></url>\n"
        "<url><loc>http://example.com/gamma.txt</loc>"
        "<rs:md change='updated' datetime='2026-01-05T00:00:00Z' hash='md5:ALPHA'/></url>\n"));
    document.findings = {
        findingAt(document, 1, Severity::Warning),
        findingAt(document, 3, Severity::Error),
        findingAt(document, 2, Severity::Info),
    };
    return document;
}

// Wall-clock and processor time: on a busy machine the first can be a
// multiple of the second.
class Stopwatch
{
public:
    void start()
    {
        m_wall.start();
        m_cpu = std::clock();
    }
    QString elapsed() const
    {
        return QStringLiteral("%1 ms (CPU %2 ms)")
            .arg(double(m_wall.nsecsElapsed()) / 1e6, 0, 'f', 1)
            .arg(double(std::clock() - m_cpu) * 1000.0 / CLOCKS_PER_SEC, 0, 'f', 1);
    }

private:
    QElapsedTimer m_wall;
    std::clock_t m_cpu = 0;
};

} // namespace

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

void tst_EntryTableModel::listsChangeValues()
{
    EntryTableModel model;
    model.setDocument(
        documentOf(xmlOf("urlset", "changelist",
                         "<url><loc>http://example.com/a</loc><rs:md change='deleted'/></url>\n"
                         "<url><loc>http://example.com/b</loc><rs:md change='renamed'/></url>\n"
                         "<url><loc>http://example.com/c</loc><rs:md change='created'/></url>\n"
                         "<url><loc>http://example.com/d</loc><rs:md change='deleted'/></url>\n"
                         "<url><loc>http://example.com/e</loc></url>\n")));
    // The spec's values in its order, then anything else the source made up.
    QCOMPARE(model.changeValues(),
             (QStringList {QStringLiteral("created"), QStringLiteral("deleted"),
                           QStringLiteral("renamed")}));
    model.setDocument(sortingDocument());
    QVERIFY(model.changeValues().isEmpty());
}

void tst_EntryTableModel::assignsFindingsToEntries()
{
    // Pretty-printed, one element per line.
    const QByteArray xml = xmlOf("urlset", "resourcelist",
                                 "<url>\n"
                                 "  <loc>http://example.com/a</loc>\n" // line 5
                                 "  <lastmod>2026-01-01</lastmod>\n"
                                 "</url>\n"
                                 "<url>\n" // line 8
                                 "  <loc>http://example.com/b</loc>\n"
                                 "  <rs:md length='3'/>\n"
                                 "</url>\n");
    CrawledDocument document = documentOf(xml);
    QCOMPARE(document.entries.position(0).line, 5);
    QCOMPARE(document.entries.position(1).line, 9);
    const auto at = [](qint64 line, qint64 column, const QString &rule) {
        Finding finding;
        finding.ruleId = rule;
        finding.position = {line, column};
        return finding;
    };
    document.findings = {
        at(3, 1, QStringLiteral("ROOT")), // the root <rs:md>: the document's
        at(0, 0, QStringLiteral("HTTP")), // no position: the document's
        at(6, 3, QStringLiteral("LASTMOD")), // the first entry's <lastmod>
        at(5, 3, QStringLiteral("LOC")),
        at(8, 1, QStringLiteral("URL")), // the second <url> element
        at(10, 3, QStringLiteral("MD")),
        at(4, 1, QStringLiteral("FIRSTURL")), // the first <url> element
    };
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document);
    const auto rules = [&](int entry) {
        QStringList ids;
        for (const Finding &finding : model.findingsOfEntry(entry))
            ids.append(finding.ruleId);
        return ids;
    };
    QCOMPARE(rules(0),
             (QStringList {QStringLiteral("LASTMOD"), QStringLiteral("LOC"),
                           QStringLiteral("FIRSTURL")}));
    QCOMPARE(rules(1), (QStringList {QStringLiteral("URL"), QStringLiteral("MD")}));
    QVERIFY(model.findingsOfEntry(2).isEmpty());
    QVERIFY(model.findingsOfEntry(-1).isEmpty());

    QCOMPARE(model.entryAtLine(1), -1);
    QCOMPARE(model.entryAtLine(5), 0);
    QCOMPARE(model.entryAtLine(7), 0);
    QCOMPARE(model.entryAtLine(9), 1);
    QCOMPARE(model.entryAtLine(100), 1);
    QCOMPARE(model.entryAt({8, 1}), 1);
    QCOMPARE(model.entryAt({4, 1}), 0);
    // Deeper than the <loc> on the line above it: the tail of the entry before.
    QCOMPARE(model.entryAt({8, 5}), 0);

    // On one line, one entry after another: each finding goes to the entry
    // its line starts.
    CrawledDocument compact
        = documentOf(xmlOf("urlset", "resourcelist",
                           "<url><loc>http://example.com/a</loc><rs:md length='x'/></url>\n"
                           "<url><loc>http://example.com/b</loc><rs:md length='y'/></url>\n"));
    compact.findings = {at(5, 1, QStringLiteral("URL")), at(5, 40, QStringLiteral("MD")),
                        at(4, 40, QStringLiteral("MD0"))};
    model.setDocument(compact);
    QCOMPARE(rules(0), QStringList {QStringLiteral("MD0")});
    QCOMPARE(rules(1), (QStringList {QStringLiteral("URL"), QStringLiteral("MD")}));
}

void tst_EntryTableModel::assignsFindingsOfARealDocument()
{
    // A pretty-printed Change List validated for real: the second entry has
    // no <rs:md>, reported at its <url>, the line above its <loc>.
    const QByteArray xml = xmlOf("urlset", "changelist",
                                 "  <url>\n"
                                 "    <loc>http://example.com/first</loc>\n"
                                 "    <rs:md change='updated' datetime='2026-01-02T00:00:00Z'/>\n"
                                 "  </url>\n"
                                 "  <url>\n"
                                 "    <loc>http://example.com/second</loc>\n"
                                 "  </url>\n"
                                 "  <url>\n"
                                 "    <loc>http://example.com/third</loc>\n"
                                 "    <rs:md change='moved' datetime='2026-01-03T00:00:00Z'/>\n"
                                 "  </url>\n");
    const CrawledDocument document = documentOf(xml, true);
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document);
    const QStringList locs {QStringLiteral("example.com/first"),
                            QStringLiteral("example.com/second"),
                            QStringLiteral("example.com/third")};
    // Every finding that names an entry sits on that entry.
    for (int entry = 0; entry < 3; ++entry) {
        for (const Finding &finding : model.findingsOfEntry(entry)) {
            for (int other = 0; other < 3; ++other) {
                if (other != entry)
                    QVERIFY2(!finding.message.contains(locs.at(other)),
                             qPrintable(QString::number(entry) + u' ' + finding.message));
            }
        }
    }
    const FindingList second = model.findingsOfEntry(1);
    QVERIFY(std::any_of(second.cbegin(), second.cend(), [](const Finding &finding) {
        return finding.message.contains(QStringLiteral("<rs:md>"));
    }));
    QVERIFY(!model.findingsOfEntry(2).isEmpty()); // change='moved'
    QVERIFY(model.isFindingsColumn(model.columnCount() - 1));
    QCOMPARE(model.index(1, 0).data(EntryTableModel::WorstSeverityRole).toInt(),
             int(Severity::Error));

    // The bundled defective sample: every finding that names an entry's URL
    // sits on that entry.
    QFile sample(QStringLiteral(RSI_SAMPLES_DIR "/defective-resourcelist.xml"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    model.setDocument(documentOf(sample.readAll(), true));
    QCOMPARE(model.totalCount(), 3);
    qsizetype onEntries = 0;
    for (int entry = 0; entry < 3; ++entry) {
        const QString loc = model.document().entries.loc(entry);
        for (const Finding &finding : model.findingsOfEntry(entry)) {
            ++onEntries;
            for (int other = 0; other < 3; ++other) {
                const QString otherLoc = model.document().entries.loc(other);
                if (otherLoc != loc)
                    QVERIFY2(!finding.message.contains(otherLoc), qPrintable(finding.message));
            }
        }
    }
    QVERIFY(onEntries >= 3);
}

void tst_EntryTableModel::handlesAnEmptyDocument()
{
    EntryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
    QCOMPARE(model.entryAtLine(3), -1);
    model.sort(0);
    model.setTextFilter(QStringLiteral("zzz"));
    model.setDocument(sortingDocument());
    QCOMPARE(model.rowCount(), 0); // the filter holds
    QCOMPARE(model.totalCount(), 4);
    model.clear();
    QCOMPARE(model.totalCount(), 0);
    QCOMPARE(model.textFilter(), QStringLiteral("zzz"));
    QVERIFY(!model.indexOfEntry(0).isValid());
    QCOMPARE(model.entryRow({}), -1);
}

void tst_EntryTableModel::retranslates()
{
    EntryTableModel model;
    model.setDocument(sortingDocument());
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    model.retranslate();
    QCOMPARE(header.size(), 1);
    QCOMPARE(data.size(), 1); // the Findings column's severity words
}

void tst_EntryTableModel::showsFiftyThousandEntries()
{
    constexpr int count = 50'000;
    QByteArray body;
    body.reserve(count * 200);
    for (int i = 0; i < count; ++i) {
        // Values out of order, with some missing.
        const int scrambled = int((qint64(i) * 7919) % count);
        body += "<url><loc>http://example.com/resources/item" + QByteArray::number(scrambled)
            + "</loc>";
        if (i % 10 != 0)
            body += "<lastmod>2026-01-"
                + QByteArray::number(1 + scrambled % 28).rightJustified(2, '0') + "T10:"
                + QByteArray::number(scrambled % 60).rightJustified(2, '0') + ":00Z</lastmod>";
        body += "<rs:md hash='md5:1B2M2Y8AsgTpgAmY7PhCfg==' length='"
            + QByteArray::number(scrambled * 13 % 100'000) + "' type='text/plain'/></url>\n";
    }
    CrawledDocument document = documentOf(xmlOf("urlset", "resourcelist", body));
    QCOMPARE(document.entries.size(), count);
    for (int i = 0; i < count; i += 100)
        document.findings.append(findingAt(document, i, Severity(i % 3)));

    EntryTableModel model;
    QStringList figures;
    Stopwatch watch;
    watch.start();
    model.setDocument(document);
    figures.append(QStringLiteral("setDocument ") + watch.elapsed());
    QCOMPARE(model.rowCount(), count);

    const auto timeSort = [&](int column, Qt::SortOrder order) {
        watch.start();
        model.sort(column, order);
        figures.append(QStringLiteral("sort by %1 %2 ")
                           .arg(model.headerData(column, Qt::Horizontal).toString(),
                                order == Qt::AscendingOrder ? QStringLiteral("ascending")
                                                            : QStringLiteral("descending"))
                       + watch.elapsed());
    };
    const auto isSorted = [&](int column, auto lessOrEqual) {
        for (int row = 1; row < count; row += 97) {
            const QVariant before = model.index(row - 1, column).data();
            const QVariant after = model.index(row, column).data();
            if (before.isValid() && after.isValid() && !lessOrEqual(before, after))
                return false;
        }
        return true;
    };
    const auto textUp = [](const QVariant &a, const QVariant &b) {
        return a.toString().toUtf8() <= b.toString().toUtf8();
    };
    const auto numberDown = [](const QVariant &a, const QVariant &b) {
        return a.toLongLong() >= b.toLongLong();
    };
    timeSort(0, Qt::AscendingOrder);
    QVERIFY(isSorted(0, textUp));
    const int length = model.columnOfField(EntryField::Length);
    timeSort(length, Qt::DescendingOrder);
    QVERIFY(isSorted(length, numberDown));
    // These lastmods share one form, so their text order is their time order.
    const int lastmod = model.columnOfField(EntryField::Lastmod);
    timeSort(lastmod, Qt::AscendingOrder);
    QVERIFY(isSorted(lastmod, textUp));
    // The tenth without a lastmod come last.
    QVERIFY(model.index(count - count / 10 - 1, lastmod).data().isValid());
    QVERIFY(!model.index(count - count / 10, lastmod).data().isValid());
    timeSort(lastmod, Qt::DescendingOrder);
    QVERIFY(!model.index(count - count / 10, lastmod).data().isValid());
    timeSort(model.columnCount() - 1, Qt::DescendingOrder);
    QCOMPARE(model.index(0, 0).data(EntryTableModel::WorstSeverityRole).toInt(),
             int(Severity::Error));

    watch.start();
    model.setTextFilter(QStringLiteral("ITEM4999"));
    figures.append(QStringLiteral("text filter ") + watch.elapsed());
    QCOMPARE(model.rowCount(), 11); // item4999 and item49990..49999

    qInfo("50,000 entries: %s", qPrintable(figures.join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(tst_EntryTableModel)
#include "tst_entrytablemodel.moc"
