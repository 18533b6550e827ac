// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_mainwindow.h"

using namespace mainwindowtest;

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

QTEST_MAIN(tst_MainWindow)
