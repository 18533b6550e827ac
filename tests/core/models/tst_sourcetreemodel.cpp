// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "models/sourcetreemodel.h"
#include "report/crawlreport.h"
#include "support/loopbackserver.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace rsi;

class tst_SourceTreeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsAGrowingCrawl();
    void describesDocuments();
    void namesDocuments_data();
    void namesDocuments();
    void movesReparentedDocuments();
    void keepsPersistentIndexesAcrossAReparent();
    void swapsAParentAndItsChild();
    void movesADocumentUnderANewOne();
    void resetsOnAnotherCrawl_data();
    void resetsOnAnotherCrawl();
    void showsDocumentsInACycle();
    void followsRandomGrowth();
    void followsARealCrawl();
    void diffsLargeTreesQuickly();
    void retranslates();
};

namespace {

using Model = SourceTreeModel;

CrawledDocument pending(const QString &path, int parent = -1, Arrival arrival = Arrival::Child)
{
    CrawledDocument document;
    document.parent = parent;
    document.arrival = arrival;
    document.requestedUrl = QUrl(QStringLiteral("http://example.com") + path);
    document.url = document.requestedUrl;
    return document;
}

Finding finding(Severity severity)
{
    Finding result;
    result.ruleId = QStringLiteral("GEN-001");
    result.severity = severity;
    result.message = QStringLiteral("something is wrong");
    return result;
}

void load(SourceTree &tree, int id, DocumentType type, qint64 entries = 0,
          const FindingList &findings = {})
{
    CrawledDocument &document = tree.document(id);
    document.loaded = true;
    document.type = type;
    document.header.entryCount = entries;
    document.findings = findings;
}

void fail(SourceTree &tree, int id, const QString &error)
{
    tree.document(id).error = error;
}

// "id@depth" for every row, depth first: what a user sees when everything is
// expanded.
QStringList modelOrder(const QAbstractItemModel &model, const QModelIndex &parent = {},
                       int depth = 0)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        rows.append(
            QStringLiteral("%1@%2").arg(index.data(Model::DocumentIdRole).toInt()).arg(depth));
        rows += modelOrder(model, index, depth + 1);
    }
    return rows;
}

// The same as the CLI report draws it.
QStringList reportOrder(const SourceTree &tree)
{
    QStringList rows;
    for (const TreeRow &row : crawlOrder(tree))
        rows.append(QStringLiteral("%1@%2").arg(row.id).arg(row.depth));
    return rows;
}

QString text(const Model &model, int id, int column, int role = Qt::DisplayRole)
{
    return model.indexOfDocument(id, column).data(role).toString();
}

// The model's signals in words, to check that a snapshot is told as the
// small change it is.
class Recorder final : public QObject
{
public:
    explicit Recorder(Model *model)
        : m_model(model)
    {
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &parent, int first, int last) {
                    events.append(QStringLiteral("insert %1 %2-%3")
                                      .arg(m_model->documentId(parent))
                                      .arg(first)
                                      .arg(last));
                });
        connect(model, &QAbstractItemModel::rowsRemoved, this,
                [this](const QModelIndex &, int, int) { events.append(QStringLiteral("remove")); });
        connect(model, &QAbstractItemModel::rowsMoved, this,
                [this](const QModelIndex &from, int, int, const QModelIndex &to, int) {
                    events.append(QStringLiteral("move %1 -> %2")
                                      .arg(m_model->documentId(from))
                                      .arg(m_model->documentId(to)));
                });
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    QVERIFY(topLeft.parent() == bottomRight.parent());
                    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
                        events.append(QStringLiteral("data %1").arg(
                            m_model->documentId(topLeft.siblingAtRow(row))));
                });
        connect(model, &QAbstractItemModel::modelReset, this,
                [this] { events.append(QStringLiteral("reset")); });
        connect(model, &QAbstractItemModel::layoutChanged, this,
                [this] { events.append(QStringLiteral("layout")); });
    }

    QStringList take() { return std::exchange(events, {}); }
    int resets() const { return int(events.count(QStringLiteral("reset"))); }

    QStringList events;

private:
    Model *m_model;
};

} // namespace

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

QTEST_GUILESS_MAIN(tst_SourceTreeModel)
#include "tst_sourcetreemodel.moc"
