// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_FindingsModel: large crawls grow by insertion; findings of one reason
// over many entries are one group.
#include "tst_findingsmodel.h"

using namespace findingstest;

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
