// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_FindingsModel: filters by severity, rule, document and text, combined and
// following a growing crawl; sorting.
#include "tst_findingsmodel.h"

using namespace findingstest;

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
