// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The crawl history in the desktop application: its models under
// QAbstractItemModelTester, the trend chart and the History panel, and, end
// to end on loopback, two crawls of a source that changed in between, as a
// person sees them: the tree marks what is new or changed, the findings dock
// shows what is new or fixed, "Compare with previous crawl" opens the
// differences, which export as HTML and CSV. Saves pictures in
// build/screenshots/.
#include "crawl/sourcetree.h"
#include "findings/findingspanel.h"
#include "history/comparisonview.h"
#include "history/historycontroller.h"
#include "history/historypanel.h"
#include "history/historysavejob.h"
#include "history/historysession.h"
#include "history/historysettingspage.h"
#include "history/historystore.h"
#include "history/trendchart.h"
#include "mainwindow/crawlsession.h"
#include "mainwindow/mainwindow.h"
#include "models/compareddocumentsmodel.h"
#include "models/findinglistmodel.h"
#include "models/findingsfiltermodel.h"
#include "models/findingsmodel.h"
#include "models/historyrunmodel.h"
#include "models/joblistmodel.h"
#include "models/sourcetreemodel.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "support/filefixtures.h"
#include "support/historyfixtures.h"
#include "support/loopbackserver.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

using namespace rsi;
using rsi::test::LoopbackServer;

namespace {

constexpr int jobTimeoutMs = 60'000;
const QDateTime noon = QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC);

QList<RunListing> someRuns()
{
    QList<RunListing> runs;
    // Newest first, as the store lists them: errors going down, warnings up.
    const int errors[] = {1, 3, 6, 8, 12};
    const int warnings[] = {9, 7, 4, 4, 2};
    for (int i = 0; i < 5; ++i) {
        RunListing run;
        run.id = 5 - i;
        run.started = noon.addDays(-i);
        run.documents = 20 + i;
        run.entries = 1'000'000 - i * 1000;
        run.counts.errors = errors[i];
        run.counts.warnings = warnings[i];
        run.complete = i != 3;
        runs.append(run);
    }
    return runs;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(RSI_SCREENSHOT_DIR));
    const QString path = QStringLiteral(RSI_SCREENSHOT_DIR "/%1.png").arg(name);
    QVERIFY2(widget->grab().save(path), qPrintable(path));
    qInfo("saved %s", qPrintable(path));
}

// The text of the source tree's row for a document path, in a column.
QString treeText(QTreeView *tree, const QString &path, int column)
{
    QAbstractItemModel *model = tree->model();
    QList<QModelIndex> pending {QModelIndex()};
    while (!pending.isEmpty()) {
        const QModelIndex parent = pending.takeFirst();
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            if (index.data(SourceTreeModel::UrlRole).toUrl().path() == path)
                return model->index(row, column, parent).data().toString();
            pending.append(index);
        }
    }
    return {};
}

} // namespace

class tst_HistoryUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void runModelUnderTester();
    void comparisonModelsUnderTester();
    void chartDrawsTheTrend();
    void panelComparesAndDeletes();
    void settingsPage();
    void twoCrawlsInTheWindow();
    void nothingIsKeptWhenTurnedOff();
    void keepingAMillionEntriesLeavesTheWindowResponsive();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LoopbackServer> m_server;
    QString m_history;
};

void tst_HistoryUi::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settingsFile = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_settingsFile.get());
    m_credentials = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    m_credentials->setBackend(CredentialStore::Backend::SessionOnly);
    m_history = m_dir->filePath(QStringLiteral("history.sqlite"));
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
}

void tst_HistoryUi::cleanup()
{
    m_window.reset();
    m_server.reset();
    m_credentials.reset();
    m_settings.reset();
    m_settingsFile.reset();
    m_dir.reset();
}

void tst_HistoryUi::runModelUnderTester()
{
    HistoryRunModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setRuns(someRuns());
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(HistoryRunModel::ColumnCount));
    const QModelIndex newest = model.index(0, HistoryRunModel::ErrorsColumn);
    QCOMPARE(newest.data().toString(), QLocale().toString(1));
    QCOMPARE(newest.data(HistoryRunModel::RunIdRole).toLongLong(), 5);
    QCOMPARE(newest.data(HistoryRunModel::WarningsRole).toInt(), 9);
    QCOMPARE(
        model.index(1, HistoryRunModel::EntriesColumn).data(HistoryRunModel::SortRole).toLongLong(),
        999'000);
    QVERIFY(model.index(3, HistoryRunModel::KindColumn)
                .data()
                .toString()
                .contains(QStringLiteral("did not finish")));
    QCOMPARE(model.rowOf(2), 3);
    QCOMPARE(model.rowOf(99), -1);
    model.retranslate();
    model.setRuns({});
    QCOMPARE(model.rowCount(), 0);
}

void tst_HistoryUi::comparisonModelsUnderTester()
{
    const QString list = QStringLiteral("https://example.org/resourcelist.xml");
    RunRecord before = rsi::test::run(
        QStringLiteral("https://example.org/"), noon,
        {rsi::test::runDocument(
             list, QStringLiteral("resourcelist"),
             rsi::test::numberedEntries(QStringLiteral("https://example.org/r/"), 0, 4)),
         rsi::test::runDocument(QStringLiteral("https://example.org/old.xml"),
                                QStringLiteral("changelist"), {})},
        {rsi::test::finding(QStringLiteral("RL-005"), list, 3)});
    RunRecord after = rsi::test::run(
        QStringLiteral("https://example.org/"), noon.addDays(1),
        {rsi::test::runDocument(
             list, QStringLiteral("resourcelist"),
             rsi::test::numberedEntries(QStringLiteral("https://example.org/r/"), 1, 4)),
         rsi::test::runDocument(QStringLiteral("https://example.org/new.xml"),
                                QStringLiteral("changelist"), {})},
        {rsi::test::finding(QStringLiteral("CL-003"), QStringLiteral("https://example.org/new.xml"),
                            4, 3, {}, Severity::Info)});
    const RunComparison comparison = compareRuns(before, after);

    ComparedDocumentsModel documents;
    QAbstractItemModelTester documentsTester(
        &documents, QAbstractItemModelTester::FailureReportingMode::QtTest);
    documents.setDocuments(comparison.documents);
    QCOMPARE(documents.rowCount(), 3);
    QStringList states;
    for (int row = 0; row < documents.rowCount(); ++row)
        states.append(documents.index(row, ComparedDocumentsModel::StateColumn).data().toString());
    QCOMPARE(states,
             (QStringList {QStringLiteral("changed"), QStringLiteral("added"),
                           QStringLiteral("removed")}));
    QCOMPARE(documents.index(0, ComparedDocumentsModel::AddedColumn).data().toString(),
             QStringLiteral("1"));
    QVERIFY(documents.index(0, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("https://example.org/r/4")));
    QCOMPARE(documents.index(1, 0).data(ComparedDocumentsModel::DocumentTypeRole).toInt(),
             int(DocumentType::ChangeList));
    documents.retranslate();

    FindingListModel findings;
    QAbstractItemModelTester findingsTester(&findings,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    findings.setFindings(comparison.findings.fixed, {{list, 7}});
    QCOMPARE(findings.rowCount(), 1);
    QCOMPARE(findings.index(0, FindingsModel::RuleColumn).data().toString(),
             QStringLiteral("RL-005"));
    QCOMPARE(findings.index(0, 0).data(FindingsModel::DocumentIdRole).toInt(), 7);
    QCOMPARE(findings.index(0, FindingsModel::DocumentColumn).data().toString(),
             QStringLiteral("resourcelist.xml"));
    // The findings dock's filter takes it in place of the crawl's model.
    FindingsFilterModel filter;
    filter.setSourceModel(&findings);
    QCOMPARE(filter.rowCount(), 1);
    filter.setSeverityShown(Severity::Error, false);
    QCOMPARE(filter.rowCount(), 0);
    findings.setFindings({});
    QCOMPARE(findings.rowCount(), 0);
}

void tst_HistoryUi::chartDrawsTheTrend()
{
    HistoryRunModel model;
    TrendChart chart;
    chart.resize(480, 200);
    chart.setModel(&model);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("No crawls")));
    model.setRuns(someRuns());
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("Errors went from 12 to 1")));
    // Oldest on the left; more errors higher up; the axis reaches the highest value.
    const auto [newestErrors, newestWarnings] = chart.pointsOf(0);
    const auto [oldestErrors, oldestWarnings] = chart.pointsOf(4);
    QVERIFY(oldestErrors.x() < newestErrors.x());
    QVERIFY(oldestErrors.y() < newestErrors.y()); // 12 errors then, 1 now
    QVERIFY(newestWarnings.y() < newestErrors.y()); // 9 warnings above 1 error
    QVERIFY(chart.rect().contains(oldestErrors.toPoint()));
    QVERIFY(chart.rect().contains(newestWarnings.toPoint()));
    // Clicking a point makes its run current.
    QSignalSpy clicked(&chart, &TrendChart::runClicked);
    QTest::mouseClick(&chart, Qt::LeftButton, {}, chart.pointsOf(2).first.toPoint());
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.first().first().toLongLong(), 3);
    QCOMPARE(chart.currentRun(), 3);
    QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(2, 2)); // nowhere near a point
    QCOMPARE(clicked.size(), 1);
    saveScreenshot(&chart, QStringLiteral("history-chart-en"));
    // One run: a point in the middle.
    model.setRuns(someRuns().first(1));
    QCOMPARE(chart.pointsOf(0).first.x(), chart.pointsOf(0).second.x());
}

void tst_HistoryUi::panelComparesAndDeletes()
{
    HistoryPanel panel;
    panel.resize(900, 260);
    panel.show();
    QAbstractItemModelTester tester(panel.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *previous = panel.findChild<QToolButton *>(QStringLiteral("compareWithPrevious"));
    auto *selected = panel.findChild<QToolButton *>(QStringLiteral("compareSelected"));
    auto *remove = panel.findChild<QToolButton *>(QStringLiteral("deleteRun"));
    QVERIFY(previous && selected && remove);
    QVERIFY(!previous->isEnabled());
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("historyNote"))->isVisibleTo(&panel));

    panel.setRuns(QStringLiteral("https://example.org/"), someRuns());
    QVERIFY(previous->isEnabled());
    QVERIFY(!selected->isEnabled());
    QVERIFY(!panel.findChild<QLabel *>(QStringLiteral("historyNote"))->isVisibleTo(&panel));
    QSignalSpy compare(&panel, &HistoryPanel::compareRequested);
    previous->click();
    QCOMPARE(compare.size(), 1);
    QCOMPARE(compare.at(0).at(0).toLongLong(), 4);
    QCOMPARE(compare.at(0).at(1).toLongLong(), 5);

    // One run selected: with the one before it. Two: with each other.
    panel.view()->selectRow(2);
    QCOMPARE(panel.selectedPair(), (std::pair<qint64, qint64> {2, 3}));
    QCOMPARE(panel.chart()->currentRun(), 3);
    QVERIFY(selected->isEnabled());
    panel.view()->selectionModel()->select(panel.model()->index(0, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(panel.selectedPair(), (std::pair<qint64, qint64> {3, 5}));
    selected->click();
    QCOMPARE(compare.size(), 2);
    QCOMPARE(compare.at(1).at(0).toLongLong(), 3);
    // The oldest alone has nothing before it.
    panel.view()->selectRow(4);
    QVERIFY(!selected->isEnabled());
    QSignalSpy deleted(&panel, &HistoryPanel::deleteRequested);
    remove->click();
    QCOMPARE(deleted.size(), 1);
    QCOMPARE(deleted.first().first().toLongLong(), 1);
    // Clicking the chart selects the run in the table.
    QTest::mouseClick(panel.chart(), Qt::LeftButton, {},
                      panel.chart()->pointsOf(1).first.toPoint());
    QCOMPARE(panel.view()->selectionModel()->selectedRows().value(0).row(), 1);
    saveScreenshot(&panel, QStringLiteral("history-panel-en"));

    panel.setKeeping(false);
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("historyNote"))
                ->text()
                .contains(QStringLiteral("not being kept")));
}

void tst_HistoryUi::settingsPage()
{
    QCOMPARE(m_settings->keepHistory(), true);
    QCOMPARE(m_settings->historyLimitMb(), AppSettings::defaultHistoryLimitMb);
    HistorySettingsPage page(m_history);
    page.load(*m_settings);
    auto *keep = page.findChild<QCheckBox *>(QStringLiteral("keepHistory"));
    auto *limit = page.findChild<QSpinBox *>(QStringLiteral("historyLimit"));
    QVERIFY(keep->isChecked());
    keep->setChecked(false);
    QVERIFY(!limit->isEnabled());
    limit->setValue(64);
    page.apply(*m_settings);
    QCOMPARE(m_settings->keepHistory(), false);
    QCOMPARE(m_settings->historyLimitMb(), 64);
    page.restoreDefaults();
    page.apply(*m_settings);
    QCOMPARE(m_settings->keepHistory(), true);
    QCOMPARE(m_settings->historyLimitMb(), AppSettings::defaultHistoryLimitMb);
    // What a hand-edited file says is clamped.
    m_settingsFile->setValue(QStringLiteral("history/limitMb"), 3);
    QCOMPARE(m_settings->historyLimitMb(), AppSettings::minHistoryLimitMb);
    m_settingsFile->setValue(QStringLiteral("history/keep"), QStringLiteral("nonsense"));
    QCOMPARE(m_settings->keepHistory(), true);
}

void tst_HistoryUi::twoCrawlsInTheWindow()
{
    const QString sourceDir = m_dir->filePath(QStringLiteral("source"));
    QVERIFY(rsi::test::writeChangingSource(sourceDir, false));
    m_server->serveFolder(sourceDir, "http://source.example");
    m_window = std::make_unique<MainWindow>(*m_settings, *m_credentials);
    m_window->setHistory(m_history);
    m_window->resize(1280, 860);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    HistoryController *history = m_window->history();
    QVERIFY(history);
    auto *panel = m_window->findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
    QVERIFY(panel);
    QAbstractItemModelTester tester(panel->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("sourceTree"));
    QAbstractItemModelTester treeTester(tree->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

    // The first crawl is kept; there is nothing to compare it with yet.
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QSignalSpy saved(history, &HistoryController::saved);
    QVERIFY(saved.wait(jobTimeoutMs));
    QCOMPARE(saved.first().first().toLongLong(), 1);
    QTRY_COMPARE(panel->model()->rowCount(), 1);
    QVERIFY(!history->compareAction()->isEnabled());
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("historyDock"))->isVisible());
    QVERIFY(!m_window->findChild<QComboBox *>(QStringLiteral("findingsScope"))->isVisible());
    // The save was a job of the Jobs dock.
    auto *jobs = m_window->findChild<QTableView *>(QStringLiteral("jobsTable"));
    QVERIFY(jobs);
    bool listed = false;
    for (int row = 0; row < jobs->model()->rowCount(); ++row) {
        listed = listed
            || jobs->model()->index(row, 0).data().toString().contains(QStringLiteral("history"));
    }
    QVERIFY(listed);

    // The source changes; F5 crawls it again.
    QVERIFY(rsi::test::writeChangingSource(sourceDir, true));
    QSignalSpy compared(history, &HistoryController::comparedWithPrevious);
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QVERIFY(saved.wait(jobTimeoutMs));
    QCOMPARE(saved.at(1).first().toLongLong(), 2);
    QVERIFY(compared.wait(jobTimeoutMs));
    QTRY_COMPARE(panel->model()->rowCount(), 2);
    QVERIFY(history->compareAction()->isEnabled());
    const RunComparison &last = *history->lastComparison();
    QCOMPARE(last.summary().documentsAdded, 1);
    QCOMPARE(last.summary().documentsRemoved, 1);
    QCOMPARE(last.summary().entriesChanged, 1);

    // The tree says what is new and what changed, in words.
    QTRY_VERIFY(treeText(tree, QStringLiteral("/changelist-2.xml"), SourceTreeModel::KindColumn)
                    .endsWith(QStringLiteral("(new)")));
    QVERIFY(treeText(tree, QStringLiteral("/resourcelist.xml"), SourceTreeModel::KindColumn)
                .endsWith(QStringLiteral("(changed)")));
    QVERIFY(
        !treeText(tree, QStringLiteral("/.well-known/resourcesync"), SourceTreeModel::KindColumn)
             .contains(QStringLiteral("(")));

    // The findings dock: all, new since the last crawl, fixed since then.
    auto *findings = m_window->findChild<FindingsPanel *>(QStringLiteral("findingsPanel"));
    auto *scope = findings->findChild<QComboBox *>(QStringLiteral("findingsScope"));
    QVERIFY(scope->isVisible());
    QAbstractItemModelTester findingsTester(findings->view()->model(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int all = findings->view()->model()->rowCount();
    QVERIFY(all > 3);
    findings->setScope(FindingsPanel::Scope::New);
    QCOMPARE(findings->view()->model()->rowCount(), 3);
    QStringList rules;
    for (int row = 0; row < 3; ++row)
        rules.append(
            findings->view()->model()->index(row, FindingsModel::RuleColumn).data().toString());
    rules.sort();
    QCOMPARE(rules,
             (QStringList {QStringLiteral("ATT-007"), QStringLiteral("CL-003"),
                           QStringLiteral("CL-016")}));
    findings->setScope(FindingsPanel::Scope::Fixed);
    QCOMPARE(findings->view()->model()->rowCount(), 3);
    bool attFixed = false;
    for (int row = 0; row < 3; ++row)
        attFixed = attFixed
            || findings->view()->model()->index(row, FindingsModel::RuleColumn).data().toString()
                == u"ATT-010";
    QVERIFY(attFixed);
    QVERIFY(findings->findChild<QToolButton *>(QStringLiteral("show-error"))
                ->text()
                .contains(QStringLiteral("1")));
    saveScreenshot(m_window.get(), QStringLiteral("history-fixed-findings-en"));
    findings->setScope(FindingsPanel::Scope::All);
    QCOMPARE(findings->view()->model()->rowCount(), all);

    m_window->findChild<QDockWidget *>(QStringLiteral("historyDock"))->raise();
    QTest::qWait(50);
    saveScreenshot(m_window.get(), QStringLiteral("history-main-en"));

    // Tools > Compare with previous crawl.
    history->compareAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(history->view() && history->view()->isVisible(), jobTimeoutMs);
    ComparisonView *view = history->view();
    QAbstractItemModelTester viewTester(view->documentsModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(view->comparison().before.id, 1);
    QCOMPARE(view->comparison().after.id, 2);
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("comparisonVerdict"))
                ->text()
                .contains(QStringLiteral("new errors: 1")));
    auto *documents = view->findChild<QTableView *>(QStringLiteral("comparedDocuments"));
    QCOMPARE(documents->model()->rowCount(), 4); // unchanged ones hidden
    view->findChild<QCheckBox *>(QStringLiteral("showUnchangedDocuments"))->setChecked(true);
    QCOMPARE(documents->model()->rowCount(), 5);
    QCOMPARE(view->newFindingsModel()->rowCount(), 3);
    QCOMPARE(view->fixedFindingsModel()->rowCount(), 3);
    saveScreenshot(view, QStringLiteral("history-comparison-en"));
    // Activating a document shows it in the window.
    QSignalSpy shown(view, &ComparisonView::documentActivated);
    for (int row = 0; row < documents->model()->rowCount(); ++row) {
        if (documents->model()
                ->index(row, 0)
                .data(ComparedDocumentsModel::UrlRole)
                .toString()
                .endsWith(QStringLiteral("/resourcelist.xml"))) {
            Q_EMIT documents->activated(documents->model()->index(row, 1));
        }
    }
    QCOMPARE(shown.size(), 1);
    QCOMPARE(m_window->currentDocument(), shown.first().first().toInt());
    view->tabs()->setCurrentIndex(2);
    saveScreenshot(view, QStringLiteral("history-comparison-fixed-en"));

    // Exports: the report's HTML and a CSV table.
    const QString html = m_dir->filePath(QStringLiteral("changes.html"));
    QVERIFY(view->exportTo(ComparisonView::Export::Html, html).isEmpty());
    const QByteArray page = rsi::test::readFile(html);
    QVERIFY(page.startsWith("<!DOCTYPE html>"));
    QVERIFY(page.contains("changelist-2.xml"));
    QVERIFY(page.contains("ATT-007"));
    const QString csv = m_dir->filePath(QStringLiteral("changes.csv"));
    view->setFileChooser([&csv](QWidget *, const QString &suggested, const QString &) {
        return suggested.endsWith(QStringLiteral(".csv")) ? csv : QString();
    });
    view->findChild<QPushButton *>(QStringLiteral("exportComparisonCsv"))->click();
    QVERIFY(rsi::test::readFile(csv).contains("finding,new,"));
    QVERIFY(!view->exportTo(ComparisonView::Export::Csv, m_dir->path()).isEmpty()); // a folder

    // Deleting the older run from the panel.
    panel->view()->selectRow(1);
    panel->findChild<QToolButton *>(QStringLiteral("deleteRun"))->click();
    QTRY_COMPARE(panel->model()->rowCount(), 1);
    QVERIFY(!history->compareAction()->isEnabled());
    view->close();
}

void tst_HistoryUi::nothingIsKeptWhenTurnedOff()
{
    const QString sourceDir = m_dir->filePath(QStringLiteral("source"));
    QVERIFY(rsi::test::writeChangingSource(sourceDir, false));
    m_server->serveFolder(sourceDir, "http://source.example");
    m_settings->setKeepHistory(false);
    m_window = std::make_unique<MainWindow>(*m_settings, *m_credentials);
    m_window->setHistory(m_history);
    m_window->show();
    QSignalSpy saved(m_window->history(), &HistoryController::saved);
    QSignalSpy finished(m_window->session(), &CrawlSession::jobFinished);
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(finished.wait(jobTimeoutMs));
    QTest::qWait(200);
    QCOMPARE(saved.size(), 0);
    QVERIFY(!QFileInfo::exists(m_history));
    QVERIFY(m_window->history()
                ->panel()
                ->findChild<QLabel *>(QStringLiteral("historyNote"))
                ->text()
                .contains(QStringLiteral("not being kept")));
    // A window without a history keeps nothing at all, and shows no dock.
    MainWindow plain(*m_settings, *m_credentials);
    QVERIFY(!plain.history());
    QVERIFY(!plain.findChild<QDockWidget *>(QStringLiteral("historyDock")));
}

void tst_HistoryUi::keepingAMillionEntriesLeavesTheWindowResponsive()
{
    // Not a timing test: the save runs on the history's own thread, so the
    // GUI thread goes on handling events (a timer fires) while it works.
    SourceTree tree;
    CrawledDocument document;
    document.url = QUrl(QStringLiteral("https://example.org/big.xml"));
    document.loaded = true;
    document.entries = rsi::test::entryTable(
        rsi::test::numberedEntries(QStringLiteral("https://example.org/items/"), 0, 200'000));
    document.header.entryCount = document.entries.size();
    tree.add(document);
    HistorySession session(m_history);
    RunContext context;
    context.input = QStringLiteral("https://example.org/");
    context.started = noon;
    HistorySaveJob *job = session.save(std::make_shared<const SourceTree>(tree), context, 0);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start(1);
    QSignalSpy finished(job, &Job::finished);
    job->start();
    QVERIFY(finished.wait(jobTimeoutMs));
    QCOMPARE(job->error(), Job::Error::NoError);
    QVERIFY(job->runId() > 0);
    QVERIFY2(ticks > 0, "the GUI thread waited for the save");
    qint64 entries = -1;
    connect(&session, &HistorySession::runsLoaded, this,
            [&entries](const QString &, const QList<RunListing> &runs) {
                entries = runs.value(0).entries;
            });
    session.loadRuns(QStringLiteral("https://example.org/"));
    QTRY_COMPARE_WITH_TIMEOUT(entries, 200'000, jobTimeoutMs);
}

QTEST_MAIN(tst_HistoryUi)
#include "tst_historyui.moc"
