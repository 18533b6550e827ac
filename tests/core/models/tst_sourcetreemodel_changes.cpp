// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_SourceTreeModel: resets on another crawl, documents in a cycle, random
// growth checked against a rebuilt tree, a real crawl, large diffs, and
// retranslation.
#include "tst_sourcetreemodel.h"

using namespace sourcetreetest;

void tst_SourceTreeModel::resetsOnAnotherCrawl_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("after");
    QTest::newRow("another source")
        << QStringList {QStringLiteral("/a.xml"), QStringLiteral("/b.xml")}
        << QStringList {QStringLiteral("/a.xml"), QStringLiteral("/c.xml"),
                        QStringLiteral("/d.xml")};
    QTest::newRow("fewer documents")
        << QStringList {QStringLiteral("/a.xml"), QStringLiteral("/b.xml")}
        << QStringList {QStringLiteral("/a.xml")};
    QTest::newRow("empty") << QStringList {QStringLiteral("/a.xml")} << QStringList {};
}

void tst_SourceTreeModel::resetsOnAnotherCrawl()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    const auto treeOf = [](const QStringList &paths) {
        SourceTree tree;
        for (const QString &path : paths)
            tree.add(pending(path, tree.isEmpty() ? -1 : 0));
        return tree;
    };
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(treeOf(before));
    Recorder recorder(&model);
    const SourceTree next = treeOf(after);
    model.setTree(next);
    QCOMPARE(recorder.take(), QStringList {QStringLiteral("reset")});
    QCOMPARE(modelOrder(model), reportOrder(next));
    for (int id = 0; id < next.size(); ++id)
        QCOMPARE(model.indexOfDocument(id).data(Model::UrlRole).toUrl(), next.document(id).url);
}

void tst_SourceTreeModel::showsDocumentsInACycle()
{
    // A tree built by hand can have parent links in a circle; the model shows
    // it as the reports do rather than losing the documents.
    SourceTree tree;
    const int a = tree.add(pending(QStringLiteral("/a.xml")));
    const int b = tree.add(pending(QStringLiteral("/b.xml"), a));
    tree.add(pending(QStringLiteral("/root.xml")));
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(tree);
    tree.reparent(a, b, Arrival::Child, {});
    model.setTree(tree);
    QCOMPARE(modelOrder(model), reportOrder(tree));
    QCOMPARE(modelOrder(model).size(), 3);
    // A self-parent and a parent out of range show as roots.
    SourceTree odd;
    CrawledDocument self = pending(QStringLiteral("/self.xml"));
    odd.add(self);
    odd.document(0).parent = 0;
    CrawledDocument lost = pending(QStringLiteral("/lost.xml"));
    odd.add(lost);
    odd.document(1).parent = 42;
    model.setTree(odd);
    QCOMPARE(model.rowCount(), 2);
}

void tst_SourceTreeModel::followsRandomGrowth()
{
    // Crawls as the crawl grows them: documents appended under any known
    // one, roots moved under later documents, documents loading, failing and
    // gaining findings; after each snapshot the model must show exactly what
    // the report shows, without ever resetting.
    QRandomGenerator generator(20260101);
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Recorder recorder(&model);
    QList<QPersistentModelIndex> persistent;
    SourceTree tree;
    for (int step = 0; step < 60; ++step) {
        const int added = generator.bounded(6);
        for (int i = 0; i < added; ++i) {
            const auto size = int(tree.size());
            const int parent
                = size == 0 || generator.bounded(5) == 0 ? -1 : generator.bounded(size);
            tree.add(pending(QStringLiteral("/doc%1.xml").arg(size), parent,
                             parent < 0 ? Arrival::Up : Arrival::Child));
        }
        const auto size = int(tree.size());
        for (int i = 0; i < 2 && size > 1; ++i) {
            // A document moves under one not below it (the crawl only moves
            // roots; the model takes any move).
            const int id = generator.bounded(size);
            const int parent = generator.bounded(size);
            bool below = false;
            for (int at = parent; at >= 0; at = tree.document(at).parent)
                below = below || at == id;
            if (!below)
                tree.reparent(id, parent, Arrival::Child, {});
        }
        for (int i = 0; i < 3 && size > 0; ++i) {
            const int id = generator.bounded(size);
            switch (generator.bounded(3)) {
            case 0:
                load(tree, id, DocumentType::ResourceList, generator.bounded(100));
                break;
            case 1:
                fail(tree, id, QStringLiteral("gone"));
                break;
            default:
                tree.document(id).findings.append(finding(Severity(generator.bounded(3))));
                break;
            }
        }
        model.setTree(tree);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(modelOrder(model), reportOrder(tree));
        for (int id = 0; id < size; ++id) {
            const SeverityCounts counts = countBySeverity(tree.document(id).findings);
            const int worst = counts.errors > 0 ? 2
                : counts.warnings > 0           ? 1
                : counts.infos > 0              ? 0
                                                : -1;
            QCOMPARE(model.indexOfDocument(id).data(Model::WorstSeverityRole).toInt(), worst);
        }
        if (size > 0)
            persistent.append(model.indexOfDocument(generator.bounded(size)));
        for (const QPersistentModelIndex &index : std::as_const(persistent))
            QCOMPARE(QModelIndex(index), model.indexOfDocument(model.documentId(index)));
    }
    QVERIFY(tree.size() > 100);
    QCOMPARE(recorder.resets(), 0);
}

void tst_SourceTreeModel::followsARealCrawl()
{
    // Started from a list deep inside the bundled library source, the crawl
    // walks up to the Source Description and moves what it found first
    // under it: the model follows every step without a reset.
    rsi::test::LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(QStringLiteral(RSI_TEST_DATA_DIR "/sources/library"),
                       "http://source.example");
    QNetworkAccessManager network;
    CrawlOptions options;
    options.fetch.retries = 0;
    options.fetch.inactivityTimeoutMs = 2'000;
    options.fetch.totalTimeoutMs = 5'000;
    CrawlJob job(server.url(QStringLiteral("/dataset1/resourcelist2.xml")).toString(), options,
                 &network);
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Recorder recorder(&model);
    int snapshots = 0;
    connect(&job, &CrawlJob::documentLoaded, this, [&] {
        model.setTree(job.tree());
        ++snapshots;
    });
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(60'000));
    model.setTree(job.tree());

    const SourceTree &tree = job.tree();
    QVERIFY(snapshots >= 5);
    QCOMPARE(recorder.resets(), 0);
    QVERIFY(recorder.events.filter(QStringLiteral("move")).size() >= 1);
    QCOMPARE(modelOrder(model), reportOrder(tree));
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex top = model.index(0, Model::KindColumn);
    QCOMPARE(top.data().toString(), QStringLiteral("Source Description"));
    QCOMPARE(model.index(0, Model::NameColumn).data().toString(), QStringLiteral("resourcesync"));
    for (int id = 0; id < tree.size(); ++id) {
        QCOMPARE(model.indexOfDocument(id).data(Model::LoadStateRole).toInt(),
                 int(Model::LoadState::Loaded));
    }
}

void tst_SourceTreeModel::diffsLargeTreesQuickly()
{
    // A Source Description, a Capability List and a Resource List Index of
    // 10,000 lists, arriving 250 at a time while the earlier ones load.
    constexpr int lists = 10'000;
    constexpr int batch = 250;
    SourceTree tree;
    const int sd = tree.add(pending(QStringLiteral("/sd.xml")));
    const int capl = tree.add(pending(QStringLiteral("/capl.xml"), sd));
    const int index = tree.add(pending(QStringLiteral("/index.xml"), capl));
    Model model;
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QElapsedTimer timer;
    qint64 slowest = 0;
    qint64 total = 0;
    int loaded = 0;
    for (int done = 0; done < lists; done += batch) {
        for (int i = 0; i < batch; ++i)
            tree.add(pending(QStringLiteral("/lists/list%1.xml").arg(done + i), index));
        for (; loaded < tree.size() - batch; ++loaded)
            load(tree, loaded, DocumentType::ResourceList, 500);
        timer.start();
        model.setTree(tree);
        const qint64 elapsed = timer.nsecsElapsed();
        slowest = std::max(slowest, elapsed);
        total += elapsed;
    }
    // The tree rules' findings, on every list.
    for (int id = 0; id < tree.size(); ++id)
        tree.document(id).findings.append(finding(Severity::Warning));
    changed.clear();
    timer.start();
    model.setTree(tree);
    const qint64 findings = timer.nsecsElapsed();
    qInfo("10,000-document tree: %d snapshots, %.2f ms each on average, slowest %.2f ms; "
          "findings on every document %.2f ms",
          lists / batch, double(total) / (lists / batch) / 1e6, double(slowest) / 1e6,
          double(findings) / 1e6);
    QCOMPARE(model.rowCount(model.indexOfDocument(index)), lists);
    QCOMPARE(inserted.size(), lists / batch);
    // One change per run of siblings: the top three and the 10,000 lists.
    QCOMPARE(changed.size(), 4);
    QCOMPARE(model.indexOfDocument(lists).data(Model::WorstSeverityRole).toInt(),
             int(Severity::Warning));

    // A million entries in 20 documents: the model never reads them.
    EntryTable entries;
    Entry entry;
    entry.loc = QStringLiteral("http://example.com/resource");
    entry.locCount = 1;
    for (int i = 0; i < 50'000; ++i)
        entries.append(entry);
    SourceTree big;
    for (int i = 0; i < 20; ++i) {
        const int id = big.add(pending(QStringLiteral("/big%1.xml").arg(i), i == 0 ? -1 : 0));
        big.document(id).entries = entries;
        load(big, id, DocumentType::ResourceList, entries.size());
    }
    timer.start();
    model.setTree(big);
    const qint64 reset = timer.nsecsElapsed();
    big.document(19).findings.append(finding(Severity::Error));
    timer.start();
    model.setTree(big);
    const qint64 update = timer.nsecsElapsed();
    qInfo("1,000,000 entries in 20 documents: reset %.3f ms, update %.3f ms", double(reset) / 1e6,
          double(update) / 1e6);
    QCOMPARE(model.rowCount(model.index(0, 0)), 19);
    QCOMPARE(big.totalEntries(), 1'000'000);
}

void tst_SourceTreeModel::retranslates()
{
    SourceTree tree;
    const int sd = tree.add(pending(QStringLiteral("/sd.xml")));
    tree.add(pending(QStringLiteral("/capl.xml"), sd));
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTree(tree);
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    Recorder recorder(&model);
    model.retranslate();
    QCOMPARE(header.size(), 1);
    // Every row's words are asked for again.
    QCOMPARE(recorder.take(), (QStringList {QStringLiteral("data 0"), QStringLiteral("data 1")}));
}
