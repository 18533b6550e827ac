// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_MainWindow: a dropped folder, a stop that keeps what was found, resource
// checks as a second job, recent sources, exported reports, a missing source,
// reloading after a check, the chosen sets, and grouped findings.
#include "tst_mainwindow.h"

using namespace mainwindowtest;

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
