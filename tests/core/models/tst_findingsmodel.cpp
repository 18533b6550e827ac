// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_findingsmodel.h"

using namespace findingstest;

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

QTEST_GUILESS_MAIN(tst_FindingsModel)
