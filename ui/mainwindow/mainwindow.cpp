// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "common/addressbar.h"
#include "common/icons.h"
#include "crawlsession.h"
#include "findings/findingspanel.h"
#include "history/historycontroller.h"
#include "mirror/syncpanel.h"
#include "mirror/syncsession.h"
#include "models/findingsmodel.h"
#include "models/joblistmodel.h"
#include "models/sourcetreemodel.h"
#include "net/credentialorigin.h"
#include "notify/notificationsdock.h"
#include "notify/notifysession.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "settings/settingsdialog.h"
#include "translationloader.h"
#include "welcome/welcomepage.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QNetworkAccessManager>
#include <QStackedWidget>
#include <QStatusBar>

// MainWindow is one class in several files: here its life (construction,
// settings, language, closing, the history) and the state it shows; building
// its actions, menus, widgets and docks in mainwindow_build.cpp; opening
// sources, following their jobs and showing their documents in
// mainwindow_documents.cpp; findings, reports and checks in
// mainwindow_reports.cpp; mirror and audit in mainwindow_localcopy.cpp.

namespace rsi {

MainWindow::MainWindow(AppSettings &settings, CredentialStore &credentials, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_credentials(credentials)
    , m_network(new QNetworkAccessManager(this))
    , m_session(new CrawlSession(m_network, this))
    , m_jobs(new JobListModel(this))
    , m_treeModel(new SourceTreeModel(this))
    , m_decoratedTree(new DecorationProxyModel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(applicationIcon());
    setAcceptDrops(true);
    m_network->setProxy(m_settings.proxy());
    m_language = m_settings.language();
    m_sync = new SyncSession(m_network, this);
    m_folderChooser = [](QWidget *owner, const QString &start) {
        return QFileDialog::getExistingDirectory(owner, tr("Choose a folder for the local copy"),
                                                 start);
    };

    m_decoratedTree->setSourceModel(m_treeModel);
    m_decoratedTree->setDocumentTypeRole(SourceTreeModel::DocumentTypeRole);
    m_decoratedTree->setSeverity(SourceTreeModel::WorstSeverityRole,
                                 {SourceTreeModel::FindingsColumn});

    createActions();
    createWidgets();
    createDocks();
    createMenus();
    createStatusBar();
    retranslate();
    restoreSettings();
    // The welcome page has the window to itself; the docks come with a
    // source, the local copy's with a mirror or an audit.
    m_findingsDock->hide();
    m_jobsDock->hide();
    m_syncDock->hide();
    m_notifyDock->hide();

    connect(m_session, &CrawlSession::jobStarted, this, &MainWindow::onJobStarted);
    connect(m_session, &CrawlSession::jobFinished, this, &MainWindow::onJobFinished);
    connect(m_session, &CrawlSession::treeChanged, this, &MainWindow::onTreeChanged);
    connect(m_sync, &SyncSession::jobStarted, this, &MainWindow::onJobStarted);
    connect(m_sync, &SyncSession::jobFinished, this, &MainWindow::onSyncJobFinished);
    connect(m_sync, &SyncSession::statusChanged, this, [this](const QString &status) {
        statusBar()->showMessage(status);
        m_syncPanel->showRunning(status);
    });
    connect(m_sync, &SyncSession::auditFinished, m_syncPanel, &SyncPanel::showAuditResult);
    connect(m_sync, &SyncSession::mirrorFinished, m_syncPanel, &SyncPanel::showMirrorResult);
    // Audit again covers the sets of resources the last mirror or audit did.
    connect(m_syncPanel, &SyncPanel::auditRequested, this, [this](const QString &destination) {
        ResourceFilter scope;
        scope.capabilityLists = m_settings.syncCapabilityLists(m_session->input());
        startAudit(destination, scope);
    });
    updateActions();
    updateStatus();
}

MainWindow::~MainWindow()
{
    // Widgets going away report focus changes and activations; none of
    // that must start work in a window being destroyed.
    m_address->disconnect(this);
    m_welcome->disconnect(this);
    m_session->disconnect(this);
    m_session->cancel();
    m_sync->disconnect(this);
    m_sync->cancel();
    // Its requests go through the window's network manager, which goes first.
    m_notifyDock->session()->cancel();
}

// --- settings, language, closing -------------------------------------------

void MainWindow::restoreSettings()
{
    m_address->setHistory(m_settings.addressHistory());
    m_welcome->setRecentSources(m_settings.recentSources());
    if (!restoreGeometry(m_settings.windowGeometry()))
        resize(1280, 800);
    restoreState(m_settings.windowState());
}

void MainWindow::saveSettings()
{
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setAddressHistory(m_address->history());
}

CrawlOptions MainWindow::crawlOptions() const
{
    CrawlOptions options = m_settings.crawlOptions();
    // Entries saved before credentials were keyed by origin say "host" or
    // "host:port": like anything typed without a scheme, they mean https.
    const QHash<QString, QString> saved = m_credentials.all();
    for (auto it = saved.cbegin(); it != saved.cend(); ++it) {
        if (const QString origin = credentialOriginFromUserText(it.key()); !origin.isEmpty())
            options.fetch.basicCredentials.insert(origin, it.value());
    }
    return options;
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, m_credentials, this);
    connect(&dialog, &SettingsDialog::languageChanged, this, &MainWindow::applyLanguage);
    if (dialog.exec() == QDialog::Accepted)
        m_network->setProxy(m_settings.proxy());
}

void MainWindow::applyLanguage(const QString &language)
{
    m_language = language;
    installTranslations(language); // every widget gets a LanguageChange
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_fileMenu)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_session->cancel();
    m_sync->cancel();
    saveSettings();
    QMainWindow::closeEvent(event);
}

// --- the history -----------------------------------------------------------

void MainWindow::setHistory(const QString &path)
{
    if (m_history || path.isEmpty())
        return;
    m_history = new HistoryController(
        path, {this, &m_settings, m_session, m_jobs, m_decoratedTree, m_findings}, this);
    QDockWidget *dock = m_history->dock();
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    tabifyDockWidget(m_syncDock, dock);
    dock->setVisible(m_pages->currentWidget() == m_workspace);
    m_findingsDock->raise();
    m_viewMenu->addAction(dock->toggleViewAction());
    m_toolsMenu->insertAction(m_settingsAction, m_history->compareAction());
    m_toolsMenu->insertSeparator(m_settingsAction);
    connect(m_history, &HistoryController::documentRequested, this, &MainWindow::selectDocument);
    connect(m_history, &HistoryController::locationRequested, this, &MainWindow::showLocation);
    // The dock's place is remembered with the others'.
    restoreDockWidget(dock);
    retranslate();
}

// --- state shown -----------------------------------------------------------

void MainWindow::updateActions()
{
    const bool busy = m_session->isBusy();
    const bool haveTree = !m_session->tree().isEmpty();
    m_stop->setEnabled(busy || m_sync->isBusy());
    m_mirror->setEnabled(canSync());
    m_audit->setEnabled(canSync());
    m_reload->setEnabled(!m_session->input().isEmpty());
    for (QAction *action : {m_exportHtml, m_exportJson, m_exportFindingsCsv, m_exportDocumentsCsv})
        action->setEnabled(haveTree);
    m_checkResources->setEnabled(!busy && haveTree);
    m_hashResources->setEnabled(!busy && haveTree);
    m_follow->setEnabled(!busy && haveTree);
}

void MainWindow::updateStatus()
{
    const SeverityCounts counts = m_findings->model()->counts();
    const QLocale locale;
    const std::pair<Severity, QString> texts[] = {
        {Severity::Error, tr("%1 errors").arg(locale.toString(counts.errors))},
        {Severity::Warning, tr("%1 warnings").arg(locale.toString(counts.warnings))},
        {Severity::Info, tr("%1 infos").arg(locale.toString(counts.infos))},
    };
    const SourceTree &tree = m_session->tree();
    for (const auto &[severity, text] : texts) {
        QLabel *label = m_countLabels[int(severity)];
        label->setVisible(!tree.isEmpty());
        label->setText(text);
        label->setAccessibleName(text);
        label->setToolTip(text);
    }
    m_entriesLabel->setText(tree.isEmpty() ? QString()
                                           : tr("%1 documents, %2 entries")
                                                 .arg(locale.toString(tree.size()),
                                                      locale.toString(tree.totalEntries())));
    updateActions();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_settings.recentSources();
    for (const QString &source : recent) {
        QAction *action = m_recentMenu->addAction(source);
        connect(action, &QAction::triggered, this, [this, source] { openSource(source); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::showProblem(const QString &message)
{
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
}

} // namespace rsi
