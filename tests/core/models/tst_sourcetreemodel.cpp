// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_sourcetreemodel.h"

using namespace sourcetreetest;

void tst_SourceTreeModel::showsAGrowingCrawl()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Recorder recorder(&model);

    // The Source Description, then what it lists, step by step.
    SourceTree tree;
    const int sd = tree.add(pending(QStringLiteral("/.well-known/resourcesync")));
    model.setTree(tree);
    QCOMPARE(recorder.take(), QStringList {QStringLiteral("insert -1 0-0")});
    QCOMPARE(text(model, sd, Model::KindColumn), QStringLiteral("Loading…"));
    QCOMPARE(model.indexOfDocument(sd).data(Model::LoadStateRole).toInt(),
             int(Model::LoadState::Pending));

    load(tree, sd, DocumentType::SourceDescription, 1);
    const int capl = tree.add(pending(QStringLiteral("/dataset1/capabilitylist.xml"), sd));
    model.setTree(tree);
    QCOMPARE(recorder.take(),
             (QStringList {QStringLiteral("insert 0 0-0"), QStringLiteral("data 0")}));
    QCOMPARE(text(model, sd, Model::KindColumn), QStringLiteral("Source Description"));
    QCOMPARE(model.indexOfDocument(sd, Model::EntriesColumn).data().toLongLong(), 1);

    // Three lists at once, one of them under a new index.
    load(tree, capl, DocumentType::CapabilityList, 3);
    const int changes = tree.add(pending(QStringLiteral("/dataset1/changelist.xml"), capl));
    const int index = tree.add(pending(QStringLiteral("/dataset1/resourcelist-index.xml"), capl));
    const int list = tree.add(pending(QStringLiteral("/dataset1/resourcelist1.xml"), index));
    model.setTree(tree);
    QCOMPARE(recorder.take(),
             (QStringList {QStringLiteral("insert 1 0-1"), QStringLiteral("data 1")}));
    QCOMPARE(model.rowCount(model.indexOfDocument(index)), 1);
    QCOMPARE(model.indexOfDocument(list).parent(), model.indexOfDocument(index));

    // Documents load or fail.
    load(tree, changes, DocumentType::ChangeList, 2);
    fail(tree, list, QStringLiteral("The server answered 404 Not Found."));
    model.setTree(tree);
    QCOMPARE(recorder.take(),
             (QStringList {QStringLiteral("data %1").arg(changes),
                           QStringLiteral("data %1").arg(list)}));
    QCOMPARE(text(model, list, Model::KindColumn), QStringLiteral("Failed"));
    QCOMPARE(text(model, list, Model::KindColumn, Qt::ToolTipRole),
             QStringLiteral("The server answered 404 Not Found."));
    QCOMPARE(model.indexOfDocument(list).data(Model::LoadStateRole).toInt(),
             int(Model::LoadState::Failed));
    // A failed document has no entry count to show.
    QVERIFY(text(model, list, Model::EntriesColumn).isEmpty());

    // The same snapshot again changes nothing.
    model.setTree(tree);
    model.setTree(SourceTree(tree));
    QCOMPARE(recorder.take(), QStringList());

    // The tree rules add their findings at the end.
    load(tree, index, DocumentType::ResourceListIndex, 1);
    model.setTree(tree);
    recorder.take();
    tree.document(sd).findings.append(finding(Severity::Warning));
    tree.document(index).findings.append(finding(Severity::Error));
    tree.document(index).findings.append(finding(Severity::Error));
    tree.document(index).findings.append(finding(Severity::Warning));
    model.setTree(tree);
    QCOMPARE(
        recorder.take(),
        (QStringList {QStringLiteral("data %1").arg(sd), QStringLiteral("data %1").arg(index)}));
    QCOMPARE(text(model, index, Model::FindingsColumn), QStringLiteral("2 errors, 1 warning"));
    QCOMPARE(model.indexOfDocument(index).data(Model::WorstSeverityRole).toInt(),
             int(Severity::Error));
    QCOMPARE(text(model, sd, Model::FindingsColumn), QStringLiteral("1 warning"));
    QCOMPARE(model.indexOfDocument(sd).data(Model::WorstSeverityRole).toInt(),
             int(Severity::Warning));
    QCOMPARE(model.indexOfDocument(capl).data(Model::WorstSeverityRole).toInt(), -1);
    QVERIFY(text(model, capl, Model::FindingsColumn).isEmpty());

    QCOMPARE(modelOrder(model), reportOrder(tree));
    QCOMPARE(recorder.resets(), 0);
}

void tst_SourceTreeModel::describesDocuments()
{
    SourceTree tree;
    const int sd = tree.add(pending(QStringLiteral("/.well-known/resourcesync")));
    const int list = tree.add(pending(QStringLiteral("/dataset1/resourcelist.xml"), sd));
    tree.document(list).url = QUrl(QStringLiteral("https://example.com/dataset1/rl.xml"));
    load(tree, list, DocumentType::ResourceList, 50'000,
         {finding(Severity::Info), finding(Severity::Info)});
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(tree);

    // Shown by the URL it was redirected to.
    QCOMPARE(text(model, list, Model::NameColumn), QStringLiteral("rl.xml"));
    QCOMPARE(text(model, list, Model::NameColumn, Qt::ToolTipRole),
             QStringLiteral("https://example.com/dataset1/rl.xml"));
    QCOMPARE(model.indexOfDocument(list).data(Model::UrlRole).toUrl(),
             QUrl(QStringLiteral("https://example.com/dataset1/rl.xml")));
    QCOMPARE(text(model, list, Model::KindColumn), QStringLiteral("Resource List"));
    QCOMPARE(model.indexOfDocument(list).data(Model::DocumentTypeRole).toInt(),
             int(DocumentType::ResourceList));
    QCOMPARE(model.indexOfDocument(list, Model::EntriesColumn).data().toLongLong(), 50'000);
    QCOMPARE(model.indexOfDocument(list).data(Model::EntryCountRole).toLongLong(), 50'000);
    const auto alignment
        = model.indexOfDocument(list, Model::EntriesColumn).data(Qt::TextAlignmentRole).toInt();
    QVERIFY(alignment & Qt::AlignRight);
    QCOMPARE(text(model, list, Model::FindingsColumn), QStringLiteral("2 infos"));
    QCOMPARE(model.indexOfDocument(list).data(Model::WorstSeverityRole).toInt(),
             int(Severity::Info));
    QVERIFY(text(model, list, Model::EntriesColumn, Qt::ToolTipRole).isEmpty());
    QCOMPARE(model.indexOfDocument(list).data(Model::DocumentIdRole).toInt(), list);
    QCOMPARE(model.documentId(model.indexOfDocument(list, Model::FindingsColumn)), list);
    QCOMPARE(model.documentId({}), -1);
    QVERIFY(!model.indexOfDocument(99).isValid());
    QVERIFY(!model.indexOfDocument(-1).isValid());

    QCOMPARE(model.headerData(Model::NameColumn, Qt::Horizontal).toString(),
             QStringLiteral("Name"));
    QCOMPARE(model.headerData(Model::KindColumn, Qt::Horizontal).toString(),
             QStringLiteral("Kind"));
    QCOMPARE(model.headerData(Model::EntriesColumn, Qt::Horizontal).toString(),
             QStringLiteral("Entries"));
    QCOMPARE(model.headerData(Model::FindingsColumn, Qt::Horizontal).toString(),
             QStringLiteral("Findings"));
    QCOMPARE(model.columnCount(), int(Model::ColumnCount));

    // A document cut at its byte limit, of which the crawl kept a sample:
    // the count is of the entries read, the tooltip says what is kept.
    const int cut = tree.add(pending(QStringLiteral("/dataset1/bomb.xml.gz"), sd));
    load(tree, cut, DocumentType::ResourceList, 457'099);
    tree.document(cut).header.cutAtByteLimit = true;
    tree.document(cut).sample = EntrySample::CutAtByteLimit;
    for (int i = 0; i < 3; ++i) {
        Entry entry;
        entry.loc = QStringLiteral("http://example.com/res/%1").arg(i);
        tree.document(cut).entries.append(entry);
    }
    model.setTree(tree);
    QCOMPARE(model.indexOfDocument(cut, Model::EntriesColumn).data().toLongLong(), 457'099);
    QCOMPARE(text(model, cut, Model::EntriesColumn, Qt::ToolTipRole),
             QStringLiteral("Cut short at its byte limit: the first 3 of the 457099 entries read "
                            "are kept, as a sample."));
    // A list over the entry cap read whole, of which the crawl kept a sample
    // once its allowance for such lists was spent.
    const int overCap = tree.add(pending(QStringLiteral("/dataset1/huge.xml"), sd));
    load(tree, overCap, DocumentType::ResourceList, 429'000);
    tree.document(overCap).sample = EntrySample::OverEntryAllowance;
    Entry first;
    first.loc = QStringLiteral("http://example.com/res/0");
    tree.document(overCap).entries.append(first);
    model.setTree(tree);
    QCOMPARE(model.indexOfDocument(overCap, Model::EntriesColumn).data().toLongLong(), 429'000);
    QCOMPARE(text(model, overCap, Model::EntriesColumn, Qt::ToolTipRole),
             QStringLiteral("Over the entry limit, and this crawl already keeps the entries of "
                            "other lists over it: the first 1 of the 429000 entries are kept, as "
                            "a sample."));

    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.tree().isEmpty());
}

void tst_SourceTreeModel::namesDocuments_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("name");
    QTest::newRow("file") << QStringLiteral("http://example.com/dataset1/changelist.xml")
                          << QStringLiteral("changelist.xml");
    QTest::newRow("well-known") << QStringLiteral("http://example.com/.well-known/resourcesync")
                                << QStringLiteral("resourcesync");
    QTest::newRow("site") << QStringLiteral("http://example.com/") << QStringLiteral("example.com");
    QTest::newRow("no path") << QStringLiteral("http://example.com")
                             << QStringLiteral("example.com");
    QTest::newRow("folder") << QStringLiteral("http://example.com/dataset1/")
                            << QStringLiteral("dataset1/");
    QTest::newRow("query") << QStringLiteral("http://example.com/cl.xml?from=2026-01")
                           << QStringLiteral("cl.xml?from=2026-01");
    QTest::newRow("escaped") << QStringLiteral("http://example.com/caf%C3%A9.xml")
                             << QStringLiteral("café.xml");
}

void tst_SourceTreeModel::namesDocuments()
{
    QFETCH(QString, url);
    QFETCH(QString, name);
    CrawledDocument document;
    document.requestedUrl = QUrl(url);
    document.url = document.requestedUrl;
    SourceTree tree;
    const int id = tree.add(document);
    Model model;
    model.setTree(tree);
    QCOMPARE(text(model, id, Model::NameColumn), name);
}

void tst_SourceTreeModel::movesReparentedDocuments()
{
    // Started from a Change List: its up link leads to the Capability List,
    // whose up link leads to the Source Description. Each starts a tree of
    // its own until something lists it.
    SourceTree tree;
    const int changes = tree.add(pending(QStringLiteral("/changelist.xml"), -1, Arrival::Input));
    load(tree, changes, DocumentType::ChangeList, 3);
    const int capl = tree.add(pending(QStringLiteral("/capabilitylist.xml"), -1, Arrival::Up));
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Recorder recorder(&model);
    model.setTree(tree);
    QCOMPARE(model.rowCount(), 2);

    // The Capability List loads, lists the Change List and names the Source
    // Description; the Change List moves under it.
    load(tree, capl, DocumentType::CapabilityList, 1);
    tree.reparent(changes, capl, Arrival::Child, {5, 3});
    const int sd = tree.add(pending(QStringLiteral("/sd.xml"), -1, Arrival::Up));
    recorder.take();
    model.setTree(tree);
    QCOMPARE(
        recorder.take(),
        (QStringList {QStringLiteral("insert -1 2-2"), QStringLiteral("move -1 -> %1").arg(capl),
                      QStringLiteral("data %1").arg(capl)}));
    QCOMPARE(modelOrder(model), reportOrder(tree));
    QCOMPARE(model.indexOfDocument(changes).parent(), model.indexOfDocument(capl));

    // The Source Description lists the Capability List.
    load(tree, sd, DocumentType::SourceDescription, 1);
    tree.reparent(capl, sd, Arrival::Child, {4, 3});
    model.setTree(tree);
    QCOMPARE(
        recorder.take(),
        (QStringList {QStringLiteral("move -1 -> %1").arg(sd), QStringLiteral("data %1").arg(sd)}));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(modelOrder(model), reportOrder(tree));
    QCOMPARE(recorder.resets(), 0);
}

void tst_SourceTreeModel::keepsPersistentIndexesAcrossAReparent()
{
    SourceTree tree;
    const int list = tree.add(pending(QStringLiteral("/rl.xml"), -1, Arrival::Input));
    const int manifest = tree.add(pending(QStringLiteral("/manifest.xml"), list));
    const int sd = tree.add(pending(QStringLiteral("/sd.xml"), -1, Arrival::Up));
    const int other = tree.add(pending(QStringLiteral("/other.xml"), sd));
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(tree);

    // A selected row and an expanded branch, as a view holds them.
    const QPersistentModelIndex selected = model.indexOfDocument(manifest, Model::KindColumn);
    const QPersistentModelIndex expanded = model.indexOfDocument(list);
    const QPersistentModelIndex sibling = model.indexOfDocument(other);
    QCOMPARE(selected.row(), 0);
    QCOMPARE(expanded.row(), 0);

    tree.reparent(list, sd, Arrival::Child, {3, 3});
    load(tree, list, DocumentType::ResourceList, 1);
    model.setTree(tree);

    QVERIFY(selected.isValid());
    QVERIFY(expanded.isValid());
    QCOMPARE(model.documentId(expanded), list);
    QCOMPARE(model.documentId(selected), manifest);
    QCOMPARE(selected.column(), int(Model::KindColumn));
    QCOMPARE(QModelIndex(expanded), model.indexOfDocument(list));
    QCOMPARE(QModelIndex(expanded).parent(), model.indexOfDocument(sd));
    QCOMPARE(expanded.row(), 1); // after the document that was there first
    QCOMPARE(QModelIndex(selected).parent(), QModelIndex(expanded));
    QCOMPARE(model.documentId(sibling), other);
    QCOMPARE(selected.data().toString(), QStringLiteral("Loading…"));
}

void tst_SourceTreeModel::swapsAParentAndItsChild()
{
    SourceTree tree;
    const int a = tree.add(pending(QStringLiteral("/a.xml")));
    const int b = tree.add(pending(QStringLiteral("/b.xml"), a));
    const int c = tree.add(pending(QStringLiteral("/c.xml"), b));
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Recorder recorder(&model);
    model.setTree(tree);
    const QPersistentModelIndex persistentA = model.indexOfDocument(a);
    const QPersistentModelIndex persistentC = model.indexOfDocument(c);

    // b leaves a for the top, and a goes under b: a cannot move under its
    // own descendant, so b has to move first.
    tree.reparent(a, b, Arrival::Child, {});
    tree.reparent(b, -1, Arrival::Input, {});
    recorder.take();
    model.setTree(tree);
    QCOMPARE(recorder.resets(), 0);
    QCOMPARE(modelOrder(model), reportOrder(tree));
    QCOMPARE(QModelIndex(persistentA), model.indexOfDocument(a));
    QCOMPARE(QModelIndex(persistentC), model.indexOfDocument(c));
    QCOMPARE(model.documentId(persistentA.parent()), b);
}

void tst_SourceTreeModel::movesADocumentUnderANewOne()
{
    SourceTree tree;
    const int list = tree.add(pending(QStringLiteral("/rl.xml")));
    const int sd = tree.add(pending(QStringLiteral("/sd.xml")));
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Recorder recorder(&model);
    model.setTree(tree);
    recorder.take();

    // In one snapshot: a new Capability List under the Source Description
    // with a new child of its own, and the old list moved under it between
    // the two.
    const int capl = tree.add(pending(QStringLiteral("/capl.xml"), sd));
    const int changes = tree.add(pending(QStringLiteral("/cl.xml"), capl));
    tree.reparent(list, capl, Arrival::Child, {});
    const int dump = tree.add(pending(QStringLiteral("/rd.xml"), capl));
    model.setTree(tree);
    QCOMPARE(recorder.resets(), 0);
    QCOMPARE(recorder.events.first(), QStringLiteral("insert %1 0-0").arg(sd));
    QCOMPARE(modelOrder(model), reportOrder(tree));
    const QModelIndex caplIndex = model.indexOfDocument(capl);
    QCOMPARE(model.rowCount(caplIndex), 3);
    QCOMPARE(model.documentId(model.index(0, 0, caplIndex)), changes);
    QCOMPARE(model.documentId(model.index(1, 0, caplIndex)), list);
    QCOMPARE(model.documentId(model.index(2, 0, caplIndex)), dump);
}

QTEST_GUILESS_MAIN(tst_SourceTreeModel)
