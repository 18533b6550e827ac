// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/sourcetree.h"
#include "models/findingsfiltermodel.h"
#include "models/findingsmodel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

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
    f.section = QStringLiteral("10.1");
    f.message = message;
    f.url = url;
    f.position = position;
    return f;
}

// A document the crawl has heard of but not read yet.
CrawledDocument pending(const QString &url, int parent)
{
    CrawledDocument document;
    document.requestedUrl = QUrl(url);
    document.parent = parent;
    document.arrival = parent < 0 ? Arrival::Input : Arrival::Child;
    return document;
}

void load(SourceTree &tree, int id, const FindingList &findings)
{
    CrawledDocument &document = tree.document(id);
    document.url = document.requestedUrl;
    document.loaded = true;
    document.status = 200;
    document.type = DocumentType::ResourceList;
    document.findings = findings;
    document.documentFindingCount = findings.size();
}

QStringList texts(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

QString documentUrlOf(const SourceTree &tree, int id)
{
    return tree.document(id).requestedUrl.toString();
}

// The display texts of a column, top to bottom.
QStringList column(const QAbstractItemModel &model, int column, int role = Qt::DisplayRole)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts.append(model.index(row, column).data(role).toString());
    return texts;
}

// The findings of a small crawl: a source finding, the Source Description
// with one, a Resource List with three of every level, a Change List with
// two.
struct Sample
{
    SourceTree tree;
    int sd = -1, rl = -1, cl = -1;
};

Sample sample()
{
    Sample s;
    const QString sdUrl = at("/.well-known/resourcesync");
    const QString rlUrl = at("/dataset1/resourcelist.xml");
    const QString clUrl = at("/dataset1/changelist.xml");
    s.sd = s.tree.add(pending(sdUrl, -1));
    s.rl = s.tree.add(pending(rlUrl, s.sd));
    s.cl = s.tree.add(pending(clUrl, s.sd));
    s.tree.setSourceDescription(s.sd);
    load(s.tree, s.sd,
         {finding("SD-003", Severity::Warning, QStringLiteral("No describedby link."), sdUrl,
                  {3, 5})});
    load(
        s.tree, s.rl,
        {finding("RL-005", Severity::Error, QStringLiteral("No up link."), rlUrl, {100, 2}),
         finding("RL-007", Severity::Warning, QStringLiteral("Listed TWICE: /r/1."), rlUrl,
                 {10, 0}),
         finding("RL-009", Severity::Info, QStringLiteral("lastmod is optional."), rlUrl, {2, 9})});
    load(s.tree, s.cl,
         {finding("CL-002", Severity::Error, QStringLiteral("Change list without from."), clUrl),
          finding("HTTP-004", Severity::Info, QStringLiteral("No ETag."), clUrl)});
    s.tree.addSourceFinding(
        finding("DISC-002", Severity::Info, QStringLiteral("Found through robots.txt."), {}));
    return s;
}

} // namespace

class tst_FindingsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyModel();
    void columnsShowEachFinding();
    void rolesCarryTheFinding();
    void documentNamedAfterRedirectIsRenamed();
    void growingCrawlInsertsRows();
    void treeRulesAtTheEndReset();
    void anotherCrawlResets();
    void clearEmpties();
    void retranslateAnnouncesHeaders();

    void filterBySeverity_data();
    void filterBySeverity();
    void filterByRulePrefix_data();
    void filterByRulePrefix();
    void filterByDocument();
    void filterByMessageText();
    void filtersCombine();
    void filterFollowsAGrowingCrawl();
    void sortBySeverityWorstFirst();
    void sortByLineNumerically();
    void sortByDocumentName();
    void largeCrawlGrowsByInsertion();
    void manyEntriesOneReasonIsOneGroup();
    void groupsGrowWithTheCrawl();
    void filterFindsTheMembersOfAGroup();
};

void tst_FindingsModel::emptyModel()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(FindingsModel::ColumnCount));
    QCOMPARE(model.headerData(FindingsModel::SeverityColumn, Qt::Horizontal).toString(),
             QStringLiteral("Severity"));
    QCOMPARE(model.headerData(FindingsModel::MessageColumn, Qt::Horizontal).toString(),
             QStringLiteral("Message"));
    model.setTree(SourceTree());
    QCOMPARE(model.rowCount(), 0);
}

void tst_FindingsModel::columnsShowEachFinding()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Sample s = sample();
    model.setTree(s.tree);

    // The source's finding first, then each document's in document order.
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(column(model, FindingsModel::RuleColumn),
             texts({"DISC-002", "SD-003", "RL-005", "RL-007", "RL-009", "CL-002", "HTTP-004"}));
    QCOMPARE(column(model, FindingsModel::SeverityColumn),
             texts({"Info", "Warning", "Error", "Warning", "Info", "Error", "Info"}));
    QCOMPARE(column(model, FindingsModel::DocumentColumn),
             texts({"(source)", "resourcesync", "resourcelist.xml", "resourcelist.xml",
                    "resourcelist.xml", "changelist.xml", "changelist.xml"}));
    // line:column, the line alone, or nothing when unknown.
    QCOMPARE(column(model, FindingsModel::LineColumn),
             texts({"", "3:5", "100:2", "10", "2:9", "", ""}));
    QCOMPARE(model.index(3, FindingsModel::MessageColumn).data().toString(),
             QStringLiteral("Listed TWICE: /r/1."));

    // The full URL is a tooltip away.
    QCOMPARE(model.index(2, FindingsModel::DocumentColumn).data(Qt::ToolTipRole).toString(),
             at("/dataset1/resourcelist.xml"));
    QVERIFY(
        !model.index(0, FindingsModel::DocumentColumn).data(Qt::ToolTipRole).toString().isEmpty());

    const SeverityCounts counts = model.counts();
    QCOMPARE(counts.errors, 2);
    QCOMPARE(counts.warnings, 2);
    QCOMPARE(counts.infos, 3);
}

void tst_FindingsModel::rolesCarryTheFinding()
{
    FindingsModel model;
    const Sample s = sample();
    model.setTree(s.tree);

    const QModelIndex rl005 = model.index(2, FindingsModel::MessageColumn);
    QCOMPARE(rl005.data(FindingsModel::SeverityRole).toInt(), int(Severity::Error));
    QCOMPARE(rl005.data(FindingsModel::RuleIdRole).toString(), QStringLiteral("RL-005"));
    QCOMPARE(rl005.data(FindingsModel::DocumentIdRole).toInt(), s.rl);
    QCOMPARE(rl005.data(FindingsModel::LineRole).toLongLong(), 100);
    QCOMPARE(rl005.data(FindingsModel::ColumnRole).toLongLong(), 2);
    QCOMPARE(rl005.data(FindingsModel::UrlRole).toString(), at("/dataset1/resourcelist.xml"));
    QCOMPARE(model.documentOfRow(2), s.rl);
    QCOMPARE(model.finding(2).message, QStringLiteral("No up link."));

    // A source finding names no URL: it is about the Source Description.
    const QModelIndex source = model.index(0, 0);
    QCOMPARE(source.data(FindingsModel::DocumentIdRole).toInt(), -1);
    QCOMPARE(model.documentOfRow(0), -1);
    QCOMPARE(source.data(FindingsModel::UrlRole).toString(), at("/.well-known/resourcesync"));
    QCOMPARE(source.data(FindingsModel::LineRole).toLongLong(), 0);
}

void tst_FindingsModel::documentNamedAfterRedirectIsRenamed()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    SourceTree tree;
    const int id = tree.add(pending(at("/old.xml"), -1));
    load(tree, id, {finding("RL-005", Severity::Error, QStringLiteral("x"), at("/old.xml"))});
    model.setTree(tree);
    QCOMPARE(model.index(0, FindingsModel::DocumentColumn).data().toString(),
             QStringLiteral("old.xml"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    tree.document(id).url = QUrl(at("/new.xml"));
    model.setTree(tree);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(model.index(0, FindingsModel::DocumentColumn).data().toString(),
             QStringLiteral("new.xml"));
}

void tst_FindingsModel::growingCrawlInsertsRows()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    // The Source Description loads with one finding.
    SourceTree tree;
    const int sd = tree.add(pending(at("/sd.xml"), -1));
    model.setTree(tree);
    QCOMPARE(model.rowCount(), 0);
    load(tree, sd, {finding("SD-003", Severity::Warning, QStringLiteral("sd"), at("/sd.xml"))});
    model.setTree(tree);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 0);

    // Two lists are found; the second loads first, with two findings:
    // appended below.
    const int first = tree.add(pending(at("/first.xml"), sd));
    const int second = tree.add(pending(at("/second.xml"), sd));
    model.setTree(tree);
    QCOMPARE(inserted.size(), 1); // pending documents have no rows
    load(tree, second,
         {finding("RL-005", Severity::Error, QStringLiteral("second a"), at("/second.xml")),
          finding("RL-007", Severity::Warning, QStringLiteral("second b"), at("/second.xml"))});
    model.setTree(tree);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 1);
    QCOMPARE(inserted.at(1).at(2).toInt(), 2);

    // The first loads later: its rows go where document order puts them.
    load(tree, first,
         {finding("RL-009", Severity::Info, QStringLiteral("first"), at("/first.xml"))});
    model.setTree(tree);
    QCOMPARE(inserted.size(), 3);
    QCOMPARE(inserted.at(2).at(1).toInt(), 1);
    QCOMPARE(inserted.at(2).at(2).toInt(), 1);
    QCOMPARE(column(model, FindingsModel::MessageColumn),
             texts({"sd", "first", "second a", "second b"}));

    // A source finding arrives: it goes on top.
    tree.addSourceFinding(finding("DISC-002", Severity::Info, QStringLiteral("src"), {}));
    model.setTree(tree);
    QCOMPARE(inserted.size(), 4);
    QCOMPARE(inserted.at(3).at(1).toInt(), 0);
    QCOMPARE(column(model, FindingsModel::MessageColumn),
             texts({"src", "sd", "first", "second a", "second b"}));

    // The same snapshot again changes nothing.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setTree(tree);
    QCOMPARE(inserted.size(), 4);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(model.counts().errors, 1);
    QCOMPARE(model.counts().infos, 2);
}

void tst_FindingsModel::treeRulesAtTheEndReset()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Sample s = sample();
    model.setTree(s.tree);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    // A tree rule adds a finding to a document already shown.
    s.tree.document(s.rl).findings.append(finding("RL-006", Severity::Warning,
                                                  QStringLiteral("No index link."),
                                                  at("/dataset1/resourcelist.xml")));
    model.setTree(s.tree);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(column(model, FindingsModel::RuleColumn),
             texts({"DISC-002", "SD-003", "RL-005", "RL-007", "RL-009", "RL-006", "CL-002",
                    "HTTP-004"}));

    // And one to the source, which already had rows.
    s.tree.addSourceFinding(finding("DISC-001", Severity::Error, QStringLiteral("x"), {}));
    model.setTree(s.tree);
    QCOMPARE(reset.size(), 2);
    QCOMPARE(model.index(1, FindingsModel::RuleColumn).data().toString(),
             QStringLiteral("DISC-001"));
    QCOMPARE(model.counts().errors, 3);

    // A finding shown that changed in place resets too.
    s.tree.document(s.cl).findings[0].message = QStringLiteral("reworded");
    model.setTree(s.tree);
    QCOMPARE(reset.size(), 3);
    QCOMPARE(model.index(7, FindingsModel::MessageColumn).data().toString(),
             QStringLiteral("reworded"));
}

void tst_FindingsModel::anotherCrawlResets()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(sample().tree);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    // Fewer documents: not a later state of the same crawl.
    SourceTree smaller;
    const int id = smaller.add(pending(at("/.well-known/resourcesync"), -1));
    load(smaller, id, {});
    model.setTree(smaller);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 0);

    // As many documents, but another source.
    SourceTree other;
    for (const char *path : {"/a.xml", "/b.xml", "/c.xml"}) {
        const int doc
            = other.add(pending(QStringLiteral("http://other.org") + QLatin1StringView(path), -1));
        load(other, doc, {});
    }
    model.setTree(sample().tree);
    QCOMPARE(model.rowCount(), 7);
    reset.clear();
    model.setTree(other);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 0);
}

void tst_FindingsModel::clearEmpties()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(sample().tree);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.clear();
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.counts().errors, 0);
    // A crawl started afresh after a clear inserts again.
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setTree(sample().tree);
    QCOMPARE(model.rowCount(), 7);
    QVERIFY(!inserted.isEmpty());
    QCOMPARE(reset.size(), 1);
}

void tst_FindingsModel::retranslateAnnouncesHeaders()
{
    FindingsModel model;
    model.setTree(sample().tree);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.retranslate();
    QCOMPARE(headers.size(), 1);
    QCOMPARE(changed.size(), 1); // "Error", "(source)" are translated texts
}

void tst_FindingsModel::filterBySeverity_data()
{
    QTest::addColumn<Severity>("hidden");
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("errors off") << Severity::Error
                                << texts({"DISC-002", "SD-003", "RL-007", "RL-009", "HTTP-004"});
    QTest::newRow("warnings off") << Severity::Warning
                                  << texts({"DISC-002", "RL-005", "RL-009", "CL-002", "HTTP-004"});
    QTest::newRow("infos off") << Severity::Info << texts({"SD-003", "RL-005", "RL-007", "CL-002"});
}

void tst_FindingsModel::filterBySeverity()
{
    QFETCH(Severity, hidden);
    QFETCH(QStringList, rules);
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(sample().tree);
    QCOMPARE(filter.rowCount(), 7);

    QVERIFY(filter.isSeverityShown(hidden));
    filter.setSeverityShown(hidden, false);
    QVERIFY(!filter.isSeverityShown(hidden));
    QCOMPARE(column(filter, FindingsModel::RuleColumn), rules);

    filter.setSeverityShown(hidden, true);
    QCOMPARE(filter.rowCount(), 7);
}

void tst_FindingsModel::filterByRulePrefix_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("family") << QStringLiteral("RL-") << texts({"RL-005", "RL-007", "RL-009"});
    QTest::newRow("any case") << QStringLiteral("rl-") << texts({"RL-005", "RL-007", "RL-009"});
    QTest::newRow("one rule") << QStringLiteral("RL-007") << texts({"RL-007"});
    QTest::newRow("spaces ignored") << QStringLiteral(" http ") << texts({"HTTP-004"});
    QTest::newRow("no match") << QStringLiteral("ZZ-") << texts({});
    QTest::newRow("empty shows all")
        << QString()
        << texts({"DISC-002", "SD-003", "RL-005", "RL-007", "RL-009", "CL-002", "HTTP-004"});
}

void tst_FindingsModel::filterByRulePrefix()
{
    QFETCH(QString, prefix);
    QFETCH(QStringList, rules);
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(sample().tree);
    filter.setRulePrefix(prefix);
    QCOMPARE(column(filter, FindingsModel::RuleColumn), rules);
}

void tst_FindingsModel::filterByDocument()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Sample s = sample();
    model.setTree(s.tree);

    filter.setDocumentId(s.cl);
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"CL-002", "HTTP-004"}));
    filter.setDocumentId(s.sd);
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"SD-003"}));
    filter.setDocumentId(-1);
    QCOMPARE(filter.rowCount(), 7);
}

void tst_FindingsModel::filterByMessageText()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(sample().tree);

    filter.setMessageText(QStringLiteral("twice"));
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"RL-007"}));
    filter.setMessageText(QStringLiteral("No "));
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"SD-003", "RL-005", "HTTP-004"}));
    filter.setMessageText(QStringLiteral("nothing says this"));
    QCOMPARE(filter.rowCount(), 0);
    filter.setMessageText({});
    QCOMPARE(filter.rowCount(), 7);
}

void tst_FindingsModel::filtersCombine()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Sample s = sample();
    model.setTree(s.tree);

    filter.setDocumentId(s.rl);
    filter.setSeverityShown(Severity::Info, false);
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"RL-005", "RL-007"}));
    filter.setMessageText(QStringLiteral("link"));
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"RL-005"}));
    filter.setRulePrefix(QStringLiteral("RL-007"));
    QCOMPARE(filter.rowCount(), 0);
    filter.setMessageText({});
    QCOMPARE(column(filter, FindingsModel::RuleColumn), texts({"RL-007"}));
}

void tst_FindingsModel::filterFollowsAGrowingCrawl()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSeverityShown(Severity::Info, false);
    SourceTree tree;
    const int a = tree.add(pending(at("/a.xml"), -1));
    model.setTree(tree);
    load(tree, a,
         {finding("RL-005", Severity::Error, QStringLiteral("a"), at("/a.xml")),
          finding("RL-009", Severity::Info, QStringLiteral("a info"), at("/a.xml"))});
    model.setTree(tree);
    QCOMPARE(column(filter, FindingsModel::MessageColumn), texts({"a"}));
    const int b = tree.add(pending(at("/b.xml"), -1));
    load(tree, b, {finding("RL-007", Severity::Warning, QStringLiteral("b"), at("/b.xml"))});
    model.setTree(tree);
    QCOMPARE(column(filter, FindingsModel::MessageColumn), texts({"a", "b"}));
}

void tst_FindingsModel::sortBySeverityWorstFirst()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(sample().tree);

    filter.sort(FindingsModel::SeverityColumn, Qt::AscendingOrder);
    // Worst first; rows of one level keep their document order.
    QCOMPARE(column(filter, FindingsModel::RuleColumn),
             texts({"RL-005", "CL-002", "SD-003", "RL-007", "DISC-002", "RL-009", "HTTP-004"}));
    filter.sort(FindingsModel::SeverityColumn, Qt::DescendingOrder);
    QCOMPARE(column(filter, FindingsModel::SeverityColumn),
             texts({"Info", "Info", "Info", "Warning", "Warning", "Error", "Error"}));
}

void tst_FindingsModel::sortByLineNumerically()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Sample s = sample();
    model.setTree(s.tree);
    filter.setDocumentId(s.rl);
    filter.sort(FindingsModel::LineColumn, Qt::AscendingOrder);
    // 2 < 10 < 100, which text would sort as "10", "100:2", "2:9".
    QCOMPARE(column(filter, FindingsModel::LineColumn), texts({"2:9", "10", "100:2"}));

    // Columns order findings on one line.
    SourceTree tree;
    const int id = tree.add(pending(at("/x.xml"), -1));
    load(
        tree, id,
        {finding("RL-005", Severity::Error, QStringLiteral("column twelve"), at("/x.xml"), {7, 12}),
         finding("RL-005", Severity::Error, QStringLiteral("column three"), at("/x.xml"), {7, 3}),
         finding("RL-005", Severity::Error, QStringLiteral("line six"), at("/x.xml"), {6, 40})});
    filter.setDocumentId(-1);
    model.setTree(tree);
    QCOMPARE(column(filter, FindingsModel::MessageColumn),
             texts({"line six", "column three", "column twelve"}));
}

void tst_FindingsModel::sortByDocumentName()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    SourceTree tree;
    const int b = tree.add(pending(at("/b.xml"), -1));
    const int a = tree.add(pending(at("/dir/A.xml"), -1));
    const int c = tree.add(pending(at("/c.xml"), -1));
    load(tree, b, {finding("RL-005", Severity::Error, QStringLiteral("b"), at("/b.xml"))});
    load(tree, a, {finding("RL-005", Severity::Error, QStringLiteral("a"), at("/dir/A.xml"))});
    load(tree, c, {finding("RL-005", Severity::Error, QStringLiteral("c"), at("/c.xml"))});
    tree.addSourceFinding(finding("DISC-002", Severity::Info, QStringLiteral("s"), {}));
    model.setTree(tree);
    filter.sort(FindingsModel::DocumentColumn, Qt::AscendingOrder);
    QCOMPARE(column(filter, FindingsModel::DocumentColumn),
             texts({"(source)", "A.xml", "b.xml", "c.xml"}));
    filter.sort(FindingsModel::DocumentColumn, Qt::DescendingOrder);
    QCOMPARE(column(filter, FindingsModel::MessageColumn), texts({"c", "b", "a", "s"}));
}

void tst_FindingsModel::largeCrawlGrowsByInsertion()
{
    // 2,000 documents of 25 findings each, loading in twenty snapshots, in
    // an order that puts most new rows between existing ones.
    constexpr int documents = 2000;
    constexpr int perDocument = 25;
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(FindingsModel::SeverityColumn, Qt::AscendingOrder);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    SourceTree tree;
    for (int i = 0; i < documents; ++i)
        tree.add(pending(at("/list") + QString::number(i) + QStringLiteral(".xml"), -1));
    QElapsedTimer clock;
    clock.start();
    for (int step = 0; step < 20; ++step) {
        for (int id = step; id < documents; id += 20) {
            FindingList findings;
            for (int i = 0; i < perDocument; ++i) {
                // Each says something else: 25 rows, no groups.
                findings.append(finding("RL-007", i % 3 == 0 ? Severity::Error : Severity::Warning,
                                        QStringLiteral("Listed twice: ") + QChar(u'a' + i),
                                        documentUrlOf(tree, id), {i + 1, 1}));
            }
            load(tree, id, findings);
        }
        model.setTree(tree);
    }
    qInfo("%d rows in 20 snapshots: %lld ms", model.rowCount(), clock.elapsed());
    QCOMPARE(model.rowCount(), documents * perDocument);
    QCOMPARE(filter.rowCount(), documents * perDocument);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(model.finding(perDocument).url, documentUrlOf(tree, 1));
    QCOMPARE(filter.index(0, 0).data().toString(), QStringLiteral("Error"));
}

namespace {

// A Resource List whose 500 entries have the same fault, and one other finding.
SourceTree floodedTree(int *rl = nullptr)
{
    SourceTree tree;
    const QString url = at("/dataset1/resourcelist.xml");
    const int id = tree.add(pending(url, -1));
    FindingList findings;
    findings.append(finding("RL-005", Severity::Error, QStringLiteral("No up link."), url, {4, 3}));
    for (int i = 0; i < 500; ++i)
        findings.append(
            finding("ATT-007", Severity::Error,
                    QStringLiteral("hash: the md5 digest \"%1==\" looks like base64.").arg(i), url,
                    {10 + i, 7}));
    load(tree, id, findings);
    if (rl)
        *rl = id;
    return tree;
}

} // namespace

void tst_FindingsModel::manyEntriesOneReasonIsOneGroup()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    int rl = -1;
    model.setTree(floodedTree(&rl));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(column(model, FindingsModel::RuleColumn), texts({"RL-005", "ATT-007"}));
    const QModelIndex group = model.index(1, 0);
    QCOMPARE(group.data(FindingsModel::CountRole).toInt(), 500);
    QCOMPARE(model.countOfRow(1), 500);
    QVERIFY(model.index(1, FindingsModel::MessageColumn)
                .data()
                .toString()
                .startsWith(QStringLiteral("500 times: hash: the md5 digest \"0==\"")));
    QVERIFY(model.index(1, FindingsModel::MessageColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("500 times, at lines 10, 11, 12")));
    // The group shows its first finding's place.
    QCOMPARE(group.data(FindingsModel::LineRole).toLongLong(), 10);
    QCOMPARE(group.data(FindingsModel::DocumentIdRole).toInt(), rl);
    // It opens to every finding, each at its own line.
    QCOMPARE(model.rowCount(group), 500);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0); // one finding: no children
    const QModelIndex member = model.index(123, FindingsModel::LineColumn, group);
    QCOMPARE(member.parent(), group);
    QCOMPARE(member.data().toString(), QStringLiteral("133:7"));
    QCOMPARE(member.data(FindingsModel::LineRole).toLongLong(), 133);
    QCOMPARE(member.data(FindingsModel::DocumentIdRole).toInt(), rl);
    QCOMPARE(member.data(FindingsModel::CountRole).toInt(), 1);
    QCOMPARE(model.index(123, FindingsModel::MessageColumn, group).data().toString(),
             QStringLiteral("hash: the md5 digest \"123==\" looks like base64."));
    QCOMPARE(model.finding(member).position.line, 133);
    // Counts are of findings, not rows.
    QCOMPARE(model.counts().errors, 501);
}

void tst_FindingsModel::groupsGrowWithTheCrawl()
{
    // A growing crawl inserts a document's groups as a block; the rows and
    // members already there keep their place.
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    SourceTree tree = floodedTree();
    const int later = tree.add(pending(at("/dataset1/changelist.xml"), -1));
    model.setTree(tree);
    QCOMPARE(model.rowCount(), 2);
    const QPersistentModelIndex member = model.index(7, 0, model.index(1, 0));
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    FindingList findings;
    for (int i = 0; i < 3; ++i)
        findings.append(finding("CL-009", Severity::Warning,
                                QStringLiteral("Entry %1 has no lastmod.").arg(i),
                                at("/dataset1/changelist.xml"), {20 + i, 1}));
    load(tree, later, findings);
    model.setTree(tree);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.rowCount(model.index(2, 0)), 3);
    QVERIFY(member.isValid());
    QCOMPARE(member.data(FindingsModel::LineRole).toLongLong(), 17);
    QCOMPARE(member.parent().row(), 1);
}

void tst_FindingsModel::filterFindsTheMembersOfAGroup()
{
    FindingsModel model;
    FindingsFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(floodedTree());
    // Text only one member has: its group stays, with that member alone.
    filter.setMessageText(QStringLiteral("\"321==\""));
    QCOMPARE(filter.rowCount(), 1);
    const QModelIndex group = filter.index(0, 0);
    QCOMPARE(group.data(FindingsModel::RuleIdRole).toString(), QStringLiteral("ATT-007"));
    QCOMPARE(filter.rowCount(group), 1);
    QCOMPARE(filter.index(0, 0, group).data(FindingsModel::LineRole).toLongLong(), 331);
    // A rule filter keeps or drops the group whole.
    filter.setMessageText({});
    filter.setRulePrefix(QStringLiteral("ATT"));
    QCOMPARE(filter.rowCount(), 1);
    QCOMPARE(filter.rowCount(filter.index(0, 0)), 500);
    // Sorting by line sorts the members too.
    filter.sort(FindingsModel::LineColumn, Qt::DescendingOrder);
    QCOMPARE(filter.index(0, 0, filter.index(0, 0)).data(FindingsModel::LineRole).toLongLong(),
             509);
}

QTEST_GUILESS_MAIN(tst_FindingsModel)
#include "tst_findingsmodel.moc"
