// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, used as a person would. The cases are spread over files:
// tst_mainwindow.cpp (the welcome page, crawling, documents, entries and
// findings) and tst_mainwindow_jobs.cpp (dropped folders, stopping, resource
// checks, recent sources, reports, reloading, grouped findings).
#pragma once

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

namespace mainwindowtest {

inline const QString libraryDir = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");
inline constexpr int crawlTimeoutMs = 60'000;

// The source model under the view's proxies.
inline const QAbstractItemModel *sourceOf(const QAbstractItemModel *model)
{
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model))
        model = proxy->sourceModel();
    return model;
}

} // namespace mainwindowtest

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
    bool waitForIdle(int timeoutMs = mainwindowtest::crawlTimeoutMs);
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
