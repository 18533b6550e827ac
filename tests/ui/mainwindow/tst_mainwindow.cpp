// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The main window used as a person would: open a source (typed, dropped, the
// demo), click through the tree, filter the entries, double-click a finding
// and land on its line, stop a slow crawl, check resources.
#include "crawl/capabilitylistchooser.h"
#include "crawl/checkdialog.h"
#include "crawl/sourcetree.h"
#include "findings/ruleexplanationdialog.h"
#include "mainwindow/crawlsession.h"
#include "mainwindow/mainwindow.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/joblistmodel.h"
#include "models/sourcetreemodel.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "source/xmlsourceview.h"
#include "support/loopbackserver.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>

using namespace rsi;
using rsi::test::LoopbackServer;

namespace {

const QString libraryDir = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");
constexpr int crawlTimeoutMs = 60'000;

// The source model under the view's proxies.
const QAbstractItemModel *sourceOf(const QAbstractItemModel *model)
{
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model))
        model = proxy->sourceModel();
    return model;
}

} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsTheWelcomePageFirst();
    void crawlsASourceTypedIntoTheAddressBar();
    void selectingADocumentShowsItsEntriesAndDetails();
    void filtersEntriesAsTyped();
    void doubleClickOnAFindingShowsItsLine();
    void filtersFindingsBySeverity();
    void explainsTheRuleOfAFinding();
    void opensADroppedFolder();
    void stopKeepsWhatWasFound();
    void checksResourcesAsASecondJob();
    void remembersRecentSources();
    void exportsReports();
    void openingAMissingSourceClearsTheLastOne();
    void reloadAfterACheckShowsTheSourceAsItIs();
    void checkCoversTheChosenSetsAndTheirPackages();
    void groupedFindingsOpenToEachLine();

private:
    QTreeView *tree() const
    {
        return m_window->findChild<QTreeView *>(QStringLiteral("sourceTree"));
    }
    QTableView *entryTable() const
    {
        return m_window->findChild<QTableView *>(QStringLiteral("entryTable"));
    }
    QTreeView *findingsTable() const
    {
        return m_window->findChild<QTreeView *>(QStringLiteral("findingsTable"));
    }
    // Waits for the check dialog that Ctrl+R opens and starts the check.
    void startCheck();
    bool waitForIdle(int timeoutMs = crawlTimeoutMs);
    // Clicks the document's row in the tree view, as a user would.
    void clickDocument(int documentId);
    int findDocument(const QString &fileName) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LoopbackServer> m_server;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void tst_MainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settingsFile = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_settingsFile.get());
    m_credentials = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    m_credentials->setBackend(CredentialStore::Backend::SessionOnly);
    m_window = std::make_unique<MainWindow>(*m_settings, *m_credentials);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(libraryDir, "http://source.example");
    // Every model the window shows, checked as it changes.
    for (const QString &name : {QStringLiteral("sourceTree"), QStringLiteral("entryTable"),
                                QStringLiteral("findingsTable"), QStringLiteral("jobsTable")}) {
        auto *view = m_window->findChild<QAbstractItemView *>(name);
        QVERIFY2(view && view->model(), qPrintable(name));
        m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
            view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
}

void tst_MainWindow::cleanup()
{
    m_testers.clear();
    m_window.reset();
    m_server.reset();
    m_credentials.reset();
    m_settings.reset();
    m_settingsFile.reset();
    m_dir.reset();
}

void tst_MainWindow::startCheck()
{
    CheckDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<CheckDialog *>()) && dialog->isVisible());
    QVERIFY(dialog->startButton()->isEnabled());
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    // The window's shortcuts work again once it is active.
    m_window->activateWindow();
    QTRY_VERIFY(m_window->isActiveWindow());
}

bool tst_MainWindow::waitForIdle(int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    // A crawl starts at once; wait for it to end.
    while (m_window->session()->isBusy() && clock.elapsed() < timeoutMs)
        QTest::qWait(20);
    return !m_window->session()->isBusy();
}

int tst_MainWindow::findDocument(const QString &fileName) const
{
    const SourceTree &sourceTree = m_window->session()->tree();
    for (const CrawledDocument &document : sourceTree.documents()) {
        if (document.url.path().endsWith(u'/' + fileName))
            return document.id;
    }
    return -1;
}

void tst_MainWindow::clickDocument(int documentId)
{
    QTreeView *view = tree();
    const auto *model = qobject_cast<const SourceTreeModel *>(sourceOf(view->model()));
    QVERIFY(model);
    QModelIndex index = model->indexOfDocument(documentId);
    QVERIFY(index.isValid());
    // Map up through the view's proxies.
    QList<const QAbstractProxyModel *> proxies;
    for (const QAbstractItemModel *m = view->model();
         const auto *proxy = qobject_cast<const QAbstractProxyModel *>(m); m = proxy->sourceModel())
        proxies.prepend(proxy);
    for (const QAbstractProxyModel *proxy : proxies)
        index = proxy->mapFromSource(index);
    view->scrollTo(index); // opens the branches above it
    QRect rect;
    QTRY_VERIFY((rect = view->visualRect(index)).isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_COMPARE(m_window->currentDocument(), documentId);
}

void tst_MainWindow::showsTheWelcomePageFirst()
{
    auto *pages = m_window->findChild<QStackedWidget *>();
    QVERIFY(pages);
    QCOMPARE(pages->currentWidget()->objectName(), QStringLiteral("welcomePage"));
}

void tst_MainWindow::crawlsASourceTypedIntoTheAddressBar()
{
    auto *address = m_window->findChild<QComboBox *>(QStringLiteral("addressBar"));
    QVERIFY(address);
    address->setFocus();
    address->lineEdit()->clear();
    QTest::keyClicks(address->lineEdit(), m_server->url(QStringLiteral("/")).toString());
    QTest::keyClick(address->lineEdit(), Qt::Key_Return);
    QVERIFY(m_window->session()->isBusy());
    QVERIFY(waitForIdle());

    const SourceTree &sourceTree = m_window->session()->tree();
    QVERIFY(sourceTree.size() >= 8);
    QVERIFY(sourceTree.sourceDescription() >= 0);
    QVERIFY(sourceTree.isComplete());
    // The tree view shows every document, the Source Description on top.
    const auto *model = qobject_cast<const SourceTreeModel *>(sourceOf(tree()->model()));
    QVERIFY(model);
    for (const CrawledDocument &document : sourceTree.documents())
        QVERIFY2(model->indexOfDocument(document.id).isValid(),
                 qPrintable(document.url.toString()));
    QCOMPARE(model->documentId(model->index(0, 0)), sourceTree.sourceDescription());
    // Small branches near the top are open: the lists under the index show.
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(tree()->model());
    QVERIFY(proxy);
    const QModelIndex list = proxy->mapFromSource(
        model->indexOfDocument(findDocument(QStringLiteral("resourcelist1.xml"))));
    for (QModelIndex up = list.parent(); up.isValid(); up = up.parent())
        QVERIFY2(tree()->isExpanded(up), qPrintable(up.data().toString()));
    // The library source is valid: the status bar says so.
    auto *errors = m_window->findChild<QLabel *>(QStringLiteral("count-error"));
    QVERIFY(errors);
    QVERIFY2(errors->text().startsWith(u'0'), qPrintable(errors->text()));
    QVERIFY(m_window->windowTitle().contains(m_server->url(QStringLiteral("/")).host()));
}

void tst_MainWindow::selectingADocumentShowsItsEntriesAndDetails()
{
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(waitForIdle());
    const int list = findDocument(QStringLiteral("resourcelist1.xml"));
    QVERIFY(list >= 0);
    clickDocument(list);

    const CrawledDocument &document = m_window->session()->tree().document(list);
    QVERIFY(document.entries.size() > 0);
    QCOMPARE(entryTable()->model()->rowCount(), int(document.entries.size()));
    auto *details = m_window->findChild<QTextBrowser *>(QStringLiteral("detailsPane"));
    QVERIFY(details);
    QVERIFY(details->toPlainText().contains(document.url.fileName()));

    // Clicking an entry shows the entry's details.
    const QModelIndex second = entryTable()->model()->index(1, 0);
    QTest::mouseClick(entryTable()->viewport(), Qt::LeftButton, {},
                      entryTable()->visualRect(second).center());
    const QString loc = document.entries.loc(1);
    QTRY_VERIFY(details->toPlainText().contains(loc));
}

void tst_MainWindow::filtersEntriesAsTyped()
{
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(waitForIdle());
    const int list = findDocument(QStringLiteral("resourcelist1.xml"));
    clickDocument(list);
    const int all = entryTable()->model()->rowCount();
    QVERIFY(all > 1);

    QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier); // Filter entries
    auto *filter = m_window->findChild<QLineEdit *>(QStringLiteral("entryFilter"));
    QVERIFY(filter);
    QTRY_VERIFY(filter->hasFocus());
    QTest::keyClicks(filter, QStringLiteral("book-001"));
    QCOMPARE(entryTable()->model()->rowCount(), 1);
    auto *count = m_window->findChild<QLabel *>(QStringLiteral("entryCount"));
    QVERIFY(count->text().contains(QString::number(all)));
    filter->clear();
    QCOMPARE(entryTable()->model()->rowCount(), all);
}

void tst_MainWindow::doubleClickOnAFindingShowsItsLine()
{
    m_window->openDemo();
    QVERIFY(waitForIdle());
    QTreeView *table = findingsTable();
    QVERIFY(table->model()->rowCount() > 0);
    // The first finding that has a document and a line.
    QModelIndex target;
    for (int row = 0; row < table->model()->rowCount() && !target.isValid(); ++row) {
        const QModelIndex index = table->model()->index(row, FindingsModel::MessageColumn);
        if (index.data(FindingsModel::DocumentIdRole).toInt() >= 0
            && index.data(FindingsModel::LineRole).toLongLong() > 0)
            target = index;
    }
    QVERIFY(target.isValid());
    const int documentId = target.data(FindingsModel::DocumentIdRole).toInt();
    const qint64 line = target.data(FindingsModel::LineRole).toLongLong();

    QSignalSpy shown(m_window.get(), &MainWindow::sourceTextShown);
    table->scrollTo(target);
    const QPoint where = table->visualRect(target).center();
    // A double-click is a press, release, double-click event and release.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, where);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, where);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10'000);

    QCOMPARE(m_window->currentDocument(), documentId);
    auto *source = m_window->findChild<XmlSourceView *>(QStringLiteral("sourceView"));
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("documentTabs"));
    QCOMPARE(tabs->currentWidget(), source);
    QCOMPARE(source->currentLine(), line);
    // The entry at that line, if the finding falls on one, is selected too.
    const auto *entries = qobject_cast<const EntryTableModel *>(sourceOf(entryTable()->model()));
    const int entry = entries->entryAtLine(line);
    if (entry >= 0) {
        const QModelIndex current = entryTable()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.data(EntryTableModel::EntryRowRole).toInt(), entry);
    }
}

void tst_MainWindow::filtersFindingsBySeverity()
{
    m_window->openDemo();
    QVERIFY(waitForIdle());
    QTreeView *table = findingsTable();
    const int all = table->model()->rowCount();
    QVERIFY(all > 0);
    for (const QString &name : {QStringLiteral("show-warning"), QStringLiteral("show-info")}) {
        auto *button = m_window->findChild<QToolButton *>(name);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!button->isChecked());
    }
    const int errors = table->model()->rowCount();
    QVERIFY(errors > 0); // the demo has deliberate errors
    QVERIFY(errors < all);
    for (int row = 0; row < errors; ++row)
        QCOMPARE(table->model()->index(row, 0).data(FindingsModel::SeverityRole).toInt(),
                 int(Severity::Error));
}

void tst_MainWindow::explainsTheRuleOfAFinding()
{
    m_window->openDemo();
    QVERIFY(waitForIdle());
    QTreeView *table = findingsTable();
    QVERIFY(table->model()->rowCount() > 0);
    const QModelIndex first = table->model()->index(0, 0);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
    const QString rule = first.data(FindingsModel::RuleIdRole).toString();
    QTest::keyClick(table, Qt::Key_F1);
    RuleExplanationDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<RuleExplanationDialog *>()) && dialog->isVisible());
    QCOMPARE(dialog->ruleId(), rule);
    QVERIFY(dialog->html().contains(rule));
}

void tst_MainWindow::opensADroppedFolder()
{
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(libraryDir)});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QCOMPARE(m_window->session()->input(), QDir::toNativeSeparators(libraryDir));
    QVERIFY(waitForIdle());
    QVERIFY(m_window->session()->tree().size() >= 8);
}

void tst_MainWindow::stopKeepsWhatWasFound()
{
    // Every document but the Source Description and its Capability List
    // arrives slowly: the crawl is still running when the user presses Esc.
    m_server->serveFolder(libraryDir, "http://source.example");
    for (const QByteArray &path : {QByteArrayLiteral("/dataset1/resourcelist1.xml"),
                                   QByteArrayLiteral("/dataset1/resourcelist2.xml"),
                                   QByteArrayLiteral("/dataset1/changelist.xml"),
                                   QByteArrayLiteral("/dataset1/resourcedump.xml"),
                                   QByteArrayLiteral("/dataset1/resourcelist-index.xml")}) {
        auto response = m_server->folderResponse(path);
        QVERIFY(response);
        response->delayMs = 20'000;
        m_server->setResponse(path, *response);
    }
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->tree().size() >= 2, 10'000);
    QVERIFY(m_window->session()->isBusy());
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(waitForIdle(5'000));
    QVERIFY(!m_window->session()->tree().isEmpty());
    QVERIFY(!m_window->session()->tree().isComplete());
    auto *jobs = m_window->findChild<QTableView *>(QStringLiteral("jobsTable"));
    const auto *model = qobject_cast<const JobListModel *>(jobs->model());
    QVERIFY(model);
    QCOMPARE(model->state(model->rowCount() - 1), JobListModel::State::Canceled);
}

void tst_MainWindow::checksResourcesAsASecondJob()
{
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(waitForIdle());
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
    startCheck();
    QVERIFY(m_window->session()->isBusy());
    QVERIFY(waitForIdle());
    auto *jobs = m_window->findChild<QTableView *>(QStringLiteral("jobsTable"));
    const auto *model = qobject_cast<const JobListModel *>(jobs->model());
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->state(1), JobListModel::State::Succeeded);
    // Every resource of the library exists as listed: no error appeared.
    auto *errors = m_window->findChild<QLabel *>(QStringLiteral("count-error"));
    QVERIFY2(errors->text().startsWith(u'0'), qPrintable(errors->text()));
    QVERIFY(!m_server->requests("/res/book-001.txt").isEmpty());
}

void tst_MainWindow::remembersRecentSources()
{
    const QString site = m_server->url(QStringLiteral("/")).toString();
    m_window->openSource(site);
    QVERIFY(waitForIdle());
    m_window.reset();
    QCOMPARE(m_settings->recentSources().value(0), site);
    MainWindow again(*m_settings, *m_credentials);
    auto *address = again.findChild<QComboBox *>(QStringLiteral("addressBar"));
    QVERIFY(address);
    QVERIFY(address->findText(site) >= 0);
}

void tst_MainWindow::exportsReports()
{
    m_window->openDemo();
    QVERIFY(waitForIdle());
    const SourceTree &tree = m_window->session()->tree();
    const QString html = m_dir->filePath(QStringLiteral("report.html"));
    QCOMPARE(m_window->saveReport(MainWindow::Export::Html, html), QString());
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QByteArray page = htmlFile.readAll();
    QVERIFY(page.startsWith("<!DOCTYPE html>"));
    QVERIFY(page.contains("NAV-009")); // a deliberate defect of the demo

    const QString json = m_dir->filePath(QStringLiteral("report.json"));
    QCOMPARE(m_window->saveReport(MainWindow::Export::Json, json), QString());
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject report = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QCOMPARE(report.value(u"documents").toArray().size(), qsizetype(tree.size()));

    const QString csv = m_dir->filePath(QStringLiteral("documents.csv"));
    QCOMPARE(m_window->saveReport(MainWindow::Export::DocumentsCsv, csv), QString());
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(csvFile.readAll().count("\r\n"),
             qsizetype(tree.size()) + 1); // a header, then a row each

    // A folder that cannot be written to says so, and leaves nothing behind.
    const QString blocked = m_dir->filePath(QStringLiteral("missing/folder/report.html"));
    QVERIFY(!m_window->saveReport(MainWindow::Export::Html, blocked).isEmpty());
    QVERIFY(!QFile::exists(blocked));
}

void tst_MainWindow::openingAMissingSourceClearsTheLastOne()
{
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(waitForIdle());
    clickDocument(findDocument(QStringLiteral("resourcelist1.xml")));
    QVERIFY(entryTable()->model()->rowCount() > 0);

    m_window->openSource(m_dir->filePath(QStringLiteral("no/such/folder")));
    QVERIFY(waitForIdle());
    QCOMPARE(m_window->currentDocument(), -1);
    QCOMPARE(entryTable()->model()->rowCount(), 0);
    auto *details = m_window->findChild<QTextBrowser *>(QStringLiteral("detailsPane"));
    QVERIFY(!details->toPlainText().contains(QStringLiteral("resourcelist1.xml")));
    auto *problem = m_window->findChild<QLabel *>(QStringLiteral("problemBar"));
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("no/such/folder")),
             qPrintable(problem->text()));
}

void tst_MainWindow::reloadAfterACheckShowsTheSourceAsItIs()
{
    const auto rules = [this] {
        QStringList ids;
        for (const Finding &finding : m_window->session()->tree().allFindings())
            ids.append(finding.ruleId);
        ids.sort();
        return ids;
    };
    // The server revalidates: a reload takes every document it reports
    // unchanged (304) from the last crawl, findings and all.
    m_server->setFolderEtags(true);
    m_server->setStatus("/res/book-002.txt", 404);
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(waitForIdle());
    const QStringList crawled = rules();
    QVERIFY(!crawled.contains(QStringLiteral("RL-013")));

    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier); // check resources
    startCheck();
    QVERIFY(waitForIdle());
    QVERIFY(rules().contains(QStringLiteral("RL-013"))); // the missing resource

    // What the check added is not the documents' own: a reload shows the
    // documents as the crawl judged them.
    const qsizetype requestsBefore = m_server->requests().size();
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QVERIFY(waitForIdle());
    bool revalidated = false;
    for (qsizetype i = requestsBefore; i < m_server->requests().size(); ++i)
        revalidated |= m_server->requests().at(i).headers.contains("if-none-match");
    QVERIFY(revalidated);
    QCOMPARE(rules(), crawled);
}

void tst_MainWindow::checkCoversTheChosenSetsAndTheirPackages()
{
    // The demo source has two sets of resources: books (with a Resource Dump
    // and a Change Dump) and maps.
    m_window->openDemo();
    QVERIFY(waitForIdle());
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
    CheckDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<CheckDialog *>()) && dialog->isVisible());
    QListWidget *sets = dialog->chooser()->list();
    QVERIFY(dialog->chooser()->isVisible());
    QCOMPARE(sets->count(), 2);
    QListWidgetItem *maps = nullptr;
    for (int row = 0; row < sets->count(); ++row) {
        if (sets->item(row)->text().contains(QStringLiteral("/maps/")))
            maps = sets->item(row);
    }
    QVERIFY(maps);
    maps->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog->hashCheckBox()->isChecked()); // Ctrl+R: without hashes
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(waitForIdle());
    m_window->activateWindow();
    QTRY_VERIFY(m_window->isActiveWindow());

    const SourceTree &tree = m_window->session()->tree();
    QCOMPARE(tree.scope().capabilityLists.size(), 1);
    QVERIFY(tree.scope().capabilityLists.constFirst().path().startsWith(u"/books/"));
    // The books' two packages were checked: each is a document of the tree.
    int packages = 0;
    for (const CrawledDocument &document : tree.documents()) {
        if (document.arrival != Arrival::Package)
            continue;
        ++packages;
        QVERIFY(document.loaded);
        QVERIFY(document.url.toString().endsWith(QStringLiteral(".zip!/manifest.xml")));
    }
    QCOMPARE(packages, 2);

    // The manifest inside a package shows in the XML source view.
    int package = -1;
    for (const CrawledDocument &document : tree.documents()) {
        if (document.arrival == Arrival::Package)
            package = document.id;
    }
    QSignalSpy shown(m_window.get(), &MainWindow::sourceTextShown);
    m_window->showLocation(package, 1, 0);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10'000);
    auto *source = m_window->findChild<XmlSourceView *>(QStringLiteral("sourceView"));
    QVERIFY2(source->toPlainText().contains(QStringLiteral("manifest")),
             qPrintable(source->message()));

    // The choice is remembered for the source.
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    CheckDialog *again = nullptr;
    QTRY_VERIFY([&] {
        for (CheckDialog *open : m_window->findChildren<CheckDialog *>()) {
            if (open->isVisible())
                again = open;
        }
        return again != nullptr;
    }());
    QCOMPARE(again->chooser()->checkedCount(), 1);
    QVERIFY(again->hashCheckBox()->isChecked()); // Ctrl+Shift+R: with hashes
    again->reject();
}

void tst_MainWindow::groupedFindingsOpenToEachLine()
{
    // A Resource List whose every entry has the same fault: one row that
    // says how many, opening to a row per entry.
    const QString file = m_dir->filePath(QStringLiteral("grouped.xml"));
    QFile list(file);
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
               "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
               "  <rs:md capability=\"resourcelist\" at=\"2026-01-01T00:00:00Z\"/>\n"
               "  <rs:ln rel=\"up\" href=\"http://example.org/capabilitylist.xml\"/>\n");
    for (int i = 0; i < 30; ++i)
        list.write("  <url><loc>http://example.org/r" + QByteArray::number(i)
                   + "</loc><rs:md hash=\"md5:AAAA" + QByteArray::number(i) + "==\"/></url>\n");
    list.write("</urlset>\n");
    list.close();
    m_window->openSource(file);
    QVERIFY(waitForIdle());
    QTreeView *view = findingsTable();
    QModelIndex group;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QModelIndex index = view->model()->index(row, 0);
        if (index.data(FindingsModel::RuleIdRole) == QStringLiteral("ATT-007"))
            group = index;
    }
    QVERIFY(group.isValid());
    QCOMPARE(group.data(FindingsModel::CountRole).toInt(), 30);
    QCOMPARE(view->model()->rowCount(group), 30);
    view->expand(group);
    const QModelIndex tenth = view->model()->index(9, FindingsModel::MessageColumn, group);
    const qint64 line = tenth.data(FindingsModel::LineRole).toLongLong();
    QCOMPARE(line, 15);
    QSignalSpy shown(m_window.get(), &MainWindow::sourceTextShown);
    view->scrollTo(tenth);
    const QPoint where = view->visualRect(tenth).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, where);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, where);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10'000);
    auto *source = m_window->findChild<XmlSourceView *>(QStringLiteral("sourceView"));
    QCOMPARE(source->currentLine(), line);
    // F8 steps through the rows as shown, into the open group.
    QTest::keyClick(m_window.get(), Qt::Key_F8);
    QCOMPARE(view->currentIndex().data(FindingsModel::LineRole).toLongLong(), line + 1);
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
