// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/runitemwriter.h"
#include "models/syncresultmodel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace rsi;

class tst_SyncResultModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsItems();
    void countsEveryState();
    void filtersByState_data();
    void filtersByState();
    void filtersByText_data();
    void filtersByText();
    void sortsAndKeepsTheSelection();
    void keepsFiltersAndOrderForNewItems();
    void retranslates();
    void showsAHundredThousandItems();
    void readsARunsItemsFromItsDatabase();
    void readsTwoHundredThousandItemsInPages();

private:
    std::unique_ptr<SyncResultModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

namespace {

AuditReason reason(AuditReason::Kind kind, const QString &expected = {}, const QString &actual = {},
                   const QString &algorithm = {})
{
    AuditReason made;
    made.kind = kind;
    made.expected = expected;
    made.actual = actual;
    made.algorithm = algorithm;
    return made;
}

AuditItem item(AuditState state, const QString &path, QList<AuditReason> reasons = {})
{
    AuditItem made;
    made.state = state;
    made.relativePath = path;
    if (!path.startsWith(QStringLiteral("stray")))
        made.url = QUrl(QStringLiteral("https://") + path);
    made.reasons = std::move(reasons);
    return made;
}

// The items of a small audit: two same, a create, an update by size and
// hash, a delete, a failure.
QList<AuditItem> sampleItems()
{
    return {
        item(AuditState::Same, QStringLiteral("example.org/a.txt")),
        item(AuditState::Create, QStringLiteral("example.org/b.txt"),
             {reason(AuditReason::Kind::Missing)}),
        item(AuditState::Update, QStringLiteral("example.org/c.xml"),
             {reason(AuditReason::Kind::Length, QStringLiteral("10"), QStringLiteral("12")),
              reason(AuditReason::Kind::Hash, QStringLiteral("aa"), QStringLiteral("bb"),
                     QStringLiteral("md5"))}),
        item(AuditState::Same, QStringLiteral("example.org/Z.txt")),
        item(AuditState::Delete, QStringLiteral("stray/old.txt"),
             {reason(AuditReason::Kind::Extra)}),
        item(AuditState::Failed, QStringLiteral("example.org/d.txt"),
             {reason(AuditReason::Kind::Http, {}, QStringLiteral("404"))}),
    };
}

// Items as a mirror run keeps them: in a database of their own.
RunItems stored(const QList<AuditItem> &items, QTemporaryDir &dir)
{
    RunItems result;
    result.databasePath = dir.filePath(QStringLiteral("items.sqlite"));
    RunItemWriter writer;
    if (!writer.open(result.databasePath))
        return {};
    for (qsizetype i = 0; i < items.size(); ++i)
        writer.append(i, items.at(i));
    result.count = writer.count();
    writer.close();
    return result;
}

// The paths shown, top to bottom.
QStringList shownPaths(const SyncResultModel &model)
{
    QStringList paths;
    for (int row = 0; row < model.rowCount(); ++row)
        paths.append(model.index(row, SyncResultModel::PathColumn).data().toString());
    return paths;
}

} // namespace

void tst_SyncResultModel::init()
{
    m_model = std::make_unique<SyncResultModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void tst_SyncResultModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
}

void tst_SyncResultModel::showsItems()
{
    QCOMPARE(m_model->rowCount(), 0);
    m_model->setItems(sampleItems());
    QCOMPARE(m_model->rowCount(), 6);
    QCOMPARE(m_model->columnCount(), int(SyncResultModel::ColumnCount));
    QCOMPARE(m_model->headerData(SyncResultModel::PathColumn, Qt::Horizontal).toString(),
             QStringLiteral("Local path"));

    const auto cell = [this](int row, int column, int role = Qt::DisplayRole) {
        return m_model->index(row, column).data(role);
    };
    QCOMPARE(cell(2, SyncResultModel::StateColumn).toString(), QStringLiteral("Update"));
    QCOMPARE(cell(2, SyncResultModel::StateColumn, SyncResultModel::StateRole).toInt(),
             int(AuditState::Update));
    QCOMPARE(cell(2, SyncResultModel::PathColumn).toString(), QStringLiteral("example.org/c.xml"));
    QCOMPARE(cell(2, SyncResultModel::UrlColumn).toString(),
             QStringLiteral("https://example.org/c.xml"));
    QCOMPARE(cell(2, 0, SyncResultModel::UrlRole).toUrl(),
             QUrl(QStringLiteral("https://example.org/c.xml")));
    // Every reason, in words, in one cell; one a line in the tooltip.
    const QString reasons = cell(2, SyncResultModel::ReasonsColumn).toString();
    QVERIFY2(reasons.contains(QStringLiteral("10")) && reasons.contains(QStringLiteral("md5")),
             qPrintable(reasons));
    QCOMPARE(cell(2, SyncResultModel::ReasonsColumn, Qt::ToolTipRole).toString().count(u'\n'), 1);
    QCOMPARE(cell(2, 0, SyncResultModel::ReasonKeysRole).toStringList(),
             (QStringList {QStringLiteral("length"), QStringLiteral("hash")}));
    AuditReason notFound;
    notFound.kind = AuditReason::Kind::Http;
    notFound.actual = QStringLiteral("404");
    QCOMPARE(cell(5, SyncResultModel::ReasonsColumn).toString(), notFound.description());
    // A file no URL maps to has an empty URL, and says why it is listed.
    QCOMPARE(cell(4, SyncResultModel::UrlColumn).toString(), QString());
    QVERIFY(!cell(4, SyncResultModel::ReasonsColumn).toString().isEmpty());
    QCOMPARE(cell(4, 0, SyncResultModel::ItemRole).toInt(), 4);
    QCOMPARE(m_model->itemIndex(m_model->index(4, 0)), 4);

    m_model->clear();
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->counts().total(), 0);
}

void tst_SyncResultModel::countsEveryState()
{
    m_model->setItems(sampleItems());
    const AuditCounts counts = m_model->counts();
    QCOMPARE(counts.same, 2);
    QCOMPARE(counts.create, 1);
    QCOMPARE(counts.update, 1);
    QCOMPARE(counts.deleted, 1);
    QCOMPARE(counts.failed, 1);
    QVERIFY(!counts.inSync());
    // Counts are of every item, not of what the filters show.
    m_model->setStateShown(AuditState::Same, false);
    m_model->setTextFilter(QStringLiteral("c.xml"));
    QCOMPARE(m_model->rowCount(), 1);
    QCOMPARE(m_model->counts().same, 2);
}

void tst_SyncResultModel::filtersByState_data()
{
    QTest::addColumn<QList<int>>("hidden"); // int(AuditState)
    QTest::addColumn<QStringList>("paths");
    QTest::newRow("none hidden") << QList<int>()
                                 << QStringList {QStringLiteral("example.org/a.txt"),
                                                 QStringLiteral("example.org/b.txt"),
                                                 QStringLiteral("example.org/c.xml"),
                                                 QStringLiteral("example.org/Z.txt"),
                                                 QStringLiteral("stray/old.txt"),
                                                 QStringLiteral("example.org/d.txt")};
    QTest::newRow("no same") << QList<int> {int(AuditState::Same)}
                             << QStringList {QStringLiteral("example.org/b.txt"),
                                             QStringLiteral("example.org/c.xml"),
                                             QStringLiteral("stray/old.txt"),
                                             QStringLiteral("example.org/d.txt")};
    QTest::newRow("only failed") << QList<int> {int(AuditState::Same), int(AuditState::Create),
                                                int(AuditState::Update), int(AuditState::Delete)}
                                 << QStringList {QStringLiteral("example.org/d.txt")};
    QTest::newRow("all hidden") << QList<int> {0, 1, 2, 3, 4} << QStringList();
}

void tst_SyncResultModel::filtersByState()
{
    QFETCH(QList<int>, hidden);
    QFETCH(QStringList, paths);
    m_model->setItems(sampleItems());
    for (const int state : hidden)
        m_model->setStateShown(AuditState(state), false);
    QCOMPARE(shownPaths(*m_model), paths);
    for (int state = 0; state <= int(AuditState::Failed); ++state)
        QCOMPARE(m_model->isStateShown(AuditState(state)), !hidden.contains(state));
    // Shown again, every item is back in its place.
    for (const int state : hidden)
        m_model->setStateShown(AuditState(state), true);
    QCOMPARE(m_model->rowCount(), 6);
}

void tst_SyncResultModel::filtersByText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("paths");
    QStringList all;
    for (const AuditItem &each : sampleItems())
        all.append(each.relativePath);
    QTest::newRow("empty") << QString() << all;
    QTest::newRow("path, any case")
        << QStringLiteral("Z.TXT") << QStringList {QStringLiteral("example.org/Z.txt")};
    QTest::newRow("url") << QStringLiteral("https://example.org/c")
                         << QStringList {QStringLiteral("example.org/c.xml")};
    QTest::newRow("reason") << QStringLiteral("md5")
                            << QStringList {QStringLiteral("example.org/c.xml")};
    QTest::newRow("reason words") << QStringLiteral("404")
                                  << QStringList {QStringLiteral("example.org/d.txt")};
    QTest::newRow("nothing") << QStringLiteral("no such thing") << QStringList();
}

void tst_SyncResultModel::filtersByText()
{
    QFETCH(QString, text);
    QFETCH(QStringList, paths);
    m_model->setItems(sampleItems());
    QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->setTextFilter(text);
    QCOMPARE(shownPaths(*m_model), paths);
    QCOMPARE(resets.size(), text.isEmpty() ? 0 : 1); // the same filter again changes nothing
    QCOMPARE(m_model->textFilter(), text);
}

void tst_SyncResultModel::sortsAndKeepsTheSelection()
{
    m_model->setItems(sampleItems());
    const QPersistentModelIndex selected = m_model->index(2, SyncResultModel::PathColumn);
    QCOMPARE(selected.data().toString(), QStringLiteral("example.org/c.xml"));

    m_model->sort(SyncResultModel::PathColumn, Qt::AscendingOrder);
    QCOMPARE(shownPaths(*m_model),
             (QStringList {QStringLiteral("example.org/a.txt"), QStringLiteral("example.org/b.txt"),
                           QStringLiteral("example.org/c.xml"), QStringLiteral("example.org/d.txt"),
                           QStringLiteral("example.org/Z.txt"), QStringLiteral("stray/old.txt")}));
    QCOMPARE(selected.data().toString(), QStringLiteral("example.org/c.xml"));
    QCOMPARE(m_model->sortColumn(), int(SyncResultModel::PathColumn));

    m_model->sort(SyncResultModel::StateColumn, Qt::DescendingOrder);
    QCOMPARE(m_model->index(0, 0).data(SyncResultModel::StateRole).toInt(),
             int(AuditState::Failed));
    QCOMPARE(m_model->index(5, 0).data(SyncResultModel::StateRole).toInt(), int(AuditState::Same));
    QCOMPARE(selected.data().toString(), QStringLiteral("example.org/c.xml"));
    QCOMPARE(m_model->itemIndex(selected), 2);

    // Back to the items' own order.
    m_model->sort(-1);
    QCOMPARE(m_model->sortColumn(), -1);
    QCOMPARE(shownPaths(*m_model).first(), QStringLiteral("example.org/a.txt"));
    QCOMPARE(selected.row(), 2);
}

void tst_SyncResultModel::keepsFiltersAndOrderForNewItems()
{
    m_model->setStateShown(AuditState::Same, false);
    m_model->sort(SyncResultModel::PathColumn, Qt::DescendingOrder);
    m_model->setItems(sampleItems());
    QCOMPARE(
        shownPaths(*m_model),
        (QStringList {QStringLiteral("stray/old.txt"), QStringLiteral("example.org/d.txt"),
                      QStringLiteral("example.org/c.xml"), QStringLiteral("example.org/b.txt")}));
    QVERIFY(!m_model->indexOfItem(0).isValid()); // a Same item is filtered out
    QCOMPARE(m_model->indexOfItem(1).row(), 3);
}

void tst_SyncResultModel::retranslates()
{
    m_model->setItems(sampleItems());
    m_model->setTextFilter(QStringLiteral("md5"));
    QSignalSpy headers(m_model.get(), &QAbstractItemModel::headerDataChanged);
    m_model->retranslate();
    QCOMPARE(headers.size(), 1);
    QCOMPARE(shownPaths(*m_model), QStringList {QStringLiteral("example.org/c.xml")});
    m_model->setTextFilter({});
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->retranslate();
    QCOMPARE(changed.size(), 1);
}

void tst_SyncResultModel::showsAHundredThousandItems()
{
    QList<AuditItem> items;
    items.reserve(100'000);
    for (int i = 0; i < 100'000; ++i)
        items.append(item(i % 10 == 0 ? AuditState::Update : AuditState::Same,
                          QStringLiteral("example.org/res/%1.txt").arg(i),
                          i % 10 == 0 ? QList<AuditReason> {reason(
                              AuditReason::Kind::Length, QStringLiteral("1"), QStringLiteral("2"))}
                                      : QList<AuditReason>()));
    m_tester.reset(); // it checks every row on every reset: not what is measured here
    QElapsedTimer clock;
    clock.start();
    m_model->setItems(std::move(items));
    const qint64 set = clock.restart();
    m_model->setTextFilter(QStringLiteral("/99"));
    const qint64 filtered = clock.restart();
    m_model->sort(SyncResultModel::PathColumn, Qt::DescendingOrder);
    const qint64 sorted = clock.elapsed();
    qInfo("100,000 items: shown in %lld ms, filtered in %lld ms, sorted in %lld ms", qlonglong(set),
          qlonglong(filtered), qlonglong(sorted));
    QCOMPARE(m_model->rowCount(), 1111); // 99, 990-999, 9900-9999, 99000-99999
    QCOMPARE(m_model->counts().update, 10'000);
}

// The same table from a mirror's database: what the filters show and the
// sort orders is the same as from a list; the rows come a page at a time.
void tst_SyncResultModel::readsARunsItemsFromItsDatabase()
{
    QTemporaryDir dir;
    const QList<AuditItem> items = sampleItems();
    const RunItems run = stored(items, dir);
    QCOMPARE(run.count, 6);
    QSignalSpy loaded(m_model.get(), &SyncResultModel::loaded);
    m_model->setRunItems(run, AuditCounts::of(items));
    QVERIFY(m_model->isLoading());
    QVERIFY(loaded.wait(10'000));
    QVERIFY(!m_model->isLoading());
    QCOMPARE(m_model->rowCount(), 6);
    QCOMPARE(m_model->counts().same, 2);
    QCOMPARE(m_model->index(2, SyncResultModel::PathColumn).data().toString(),
             QStringLiteral("example.org/c.xml"));
    QCOMPARE(
        m_model->index(2, SyncResultModel::ReasonsColumn).data().toString(),
        reason(AuditReason::Kind::Length, QStringLiteral("10"), QStringLiteral("12")).description()
            + u' '
            + reason(AuditReason::Kind::Hash, QStringLiteral("aa"), QStringLiteral("bb"),
                     QStringLiteral("md5"))
                  .description());
    QCOMPARE(m_model->item(5).reasons.constFirst().key(), QStringLiteral("http 404"));

    m_model->setStateShown(AuditState::Same, false);
    QVERIFY(loaded.wait(10'000));
    QCOMPARE(shownPaths(*m_model),
             (QStringList {QStringLiteral("example.org/b.txt"), QStringLiteral("example.org/c.xml"),
                           QStringLiteral("stray/old.txt"), QStringLiteral("example.org/d.txt")}));
    m_model->setStateShown(AuditState::Same, true);
    QVERIFY(loaded.wait(10'000));
    m_model->setTextFilter(QStringLiteral("md5"));
    QVERIFY(loaded.wait(10'000));
    QCOMPARE(shownPaths(*m_model), QStringList {QStringLiteral("example.org/c.xml")});
    m_model->setTextFilter({});
    QVERIFY(loaded.wait(10'000));

    const QPersistentModelIndex selected = m_model->index(2, SyncResultModel::PathColumn);
    m_model->sort(SyncResultModel::PathColumn, Qt::AscendingOrder);
    QVERIFY(loaded.wait(10'000));
    QCOMPARE(shownPaths(*m_model),
             (QStringList {QStringLiteral("example.org/a.txt"), QStringLiteral("example.org/b.txt"),
                           QStringLiteral("example.org/c.xml"), QStringLiteral("example.org/d.txt"),
                           QStringLiteral("example.org/Z.txt"), QStringLiteral("stray/old.txt")}));
    m_model->sort(SyncResultModel::StateColumn, Qt::DescendingOrder);
    QVERIFY(loaded.wait(10'000));
    QCOMPARE(m_model->index(0, 0).data(SyncResultModel::StateRole).toInt(),
             int(AuditState::Failed));
    QCOMPARE(selected.data().toString(), QStringLiteral("example.org/c.xml"));
    QCOMPARE(m_model->itemIndex(selected), 2);
}

void tst_SyncResultModel::readsTwoHundredThousandItemsInPages()
{
    QTemporaryDir dir;
    QList<AuditItem> items;
    constexpr int count = 200'000;
    items.reserve(count);
    for (int i = 0; i < count; ++i)
        items.append(item(i % 10 == 0 ? AuditState::Update : AuditState::Same,
                          QStringLiteral("example.org/res/%1.txt").arg(i),
                          i % 10 == 0 ? QList<AuditReason> {reason(
                              AuditReason::Kind::Length, QStringLiteral("1"), QStringLiteral("2"))}
                                      : QList<AuditReason>()));
    const RunItems run = stored(items, dir);
    const AuditCounts counts = AuditCounts::of(items);
    items.clear();
    m_tester.reset(); // it reads every row on every reset: not what is measured here
    QSignalSpy loaded(m_model.get(), &SyncResultModel::loaded);
    QElapsedTimer clock;
    clock.start();
    m_model->setRunItems(run, counts);
    QVERIFY(loaded.wait(30'000));
    const qint64 shown = clock.restart();
    QCOMPARE(m_model->rowCount(), count);
    // Rows far apart each cost one page.
    QCOMPARE(m_model->index(count - 1, SyncResultModel::PathColumn).data().toString(),
             QStringLiteral("example.org/res/%1.txt").arg(count - 1));
    QCOMPARE(m_model->index(123'456, SyncResultModel::PathColumn).data().toString(),
             QStringLiteral("example.org/res/123456.txt"));
    m_model->setTextFilter(QStringLiteral("/99"));
    QVERIFY(loaded.wait(30'000));
    const qint64 filtered = clock.restart();
    m_model->sort(SyncResultModel::PathColumn, Qt::DescendingOrder);
    QVERIFY(loaded.wait(30'000));
    const qint64 sorted = clock.elapsed();
    qInfo("200,000 items from a database: shown in %lld ms, filtered in %lld ms, sorted in %lld ms",
          qlonglong(shown), qlonglong(filtered), qlonglong(sorted));
    QCOMPARE(m_model->rowCount(), 1111); // 99, 990-999, 9900-9999, 99000-99999
    QCOMPARE(m_model->index(0, SyncResultModel::PathColumn).data().toString(),
             QStringLiteral("example.org/res/99999.txt"));
}

QTEST_GUILESS_MAIN(tst_SyncResultModel)
#include "tst_syncresultmodel.moc"
