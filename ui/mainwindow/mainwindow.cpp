// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "common/addressbar.h"
#include "common/icons.h"
#include "crawl/checkdialog.h"
#include "crawl/crawljob.h"
#include "crawlsession.h"
#include "demo/demoserver.h"
#include "details/detailspane.h"
#include "entries/entrypanel.h"
#include "findings/findingspanel.h"
#include "findings/ruleexplanationdialog.h"
#include "history/historycontroller.h"
#include "history/historypanel.h"
#include "jobs/jobspanel.h"
#include "mirror/mirrordialog.h"
#include "mirror/mirrorjob.h"
#include "mirror/packagemanifest.h"
#include "mirror/syncpanel.h"
#include "mirror/syncsession.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/joblistmodel.h"
#include "models/sourcetreemodel.h"
#include "net/credentialorigin.h"
#include "net/documentfetcher.h"
#include "parse/documentbytes.h"
#include "report/crawlreport.h"
#include "report/htmlreport.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "settings/settingsdialog.h"
#include "source/xmlsourceview.h"
#include "translationloader.h"
#include "util/atomicwrite.h"
#include "util/workerpool.h"
#include "welcome/welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QNetworkAccessManager>
#include <QProgressBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryFile>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrentRun>

namespace rsi {

namespace {

// The source view shows documents up to this size; a 50,000-entry list is
// about 15 MB.
constexpr qint64 maxSourceBytes = 64LL * 1024 * 1024;

// The tree opens branches by itself this deep, when they are this small.
constexpr int maxExpandedDepth = 3;
constexpr int maxExpandedChildren = 200;

} // namespace

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
}

// --- building the window -----------------------------------------------------

void MainWindow::createActions()
{
    const auto action = [this](QKeySequence shortcut, auto slot) {
        auto *created = new QAction(this);
        if (!shortcut.isEmpty())
            created->setShortcut(shortcut);
        connect(created, &QAction::triggered, this, slot);
        addAction(created); // shortcuts work with the menu bar hidden too
        return created;
    };
    m_openLocation = action(QKeySequence(Qt::CTRL | Qt::Key_L), [this] {
        m_address->setFocus(Qt::ShortcutFocusReason);
        m_address->lineEdit()->selectAll();
    });
    m_openFile = action(QKeySequence::Open, [this] { openFileDialog(false); });
    m_openFolder
        = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] { openFileDialog(true); });
    m_openDemo = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), [this] { openDemo(); });
    m_mirror = action(QKeySequence(Qt::CTRL | Qt::Key_M), [this] { mirror(); });
    m_audit = action({}, [this] { auditLocalCopy(); });
    m_exportHtml
        = action(QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportReport(Export::Html); });
    m_exportJson = action({}, [this] { exportReport(Export::Json); });
    m_exportFindingsCsv = action({}, [this] { exportReport(Export::FindingsCsv); });
    m_exportDocumentsCsv = action({}, [this] { exportReport(Export::DocumentsCsv); });
    m_quit = action(QKeySequence::Quit, [this] { close(); });
    m_quit->setMenuRole(QAction::QuitRole);
    m_reload = action(QKeySequence::Refresh, [this] {
        if (!m_session->input().isEmpty())
            openSource(m_session->input());
    });
    m_stop = action(QKeySequence(Qt::Key_Escape), [this] {
        m_session->cancel();
        m_sync->cancel();
    });
    m_nextFinding = action(QKeySequence(Qt::Key_F8), [this] { stepFinding(1); });
    m_previousFinding = action(QKeySequence(Qt::SHIFT | Qt::Key_F8), [this] { stepFinding(-1); });
    m_focusTree = action(QKeySequence(Qt::CTRL | Qt::Key_1), [this] { m_treeView->setFocus(); });
    m_focusEntries
        = action(QKeySequence(Qt::CTRL | Qt::Key_2), [this] { m_entries->view()->setFocus(); });
    m_focusFindings = action(QKeySequence(Qt::CTRL | Qt::Key_3), [this] {
        m_findingsDock->show();
        m_findings->view()->setFocus();
    });
    m_focusSync = action(QKeySequence(Qt::CTRL | Qt::Key_4), [this] {
        m_syncDock->show();
        m_syncDock->raise();
        m_syncPanel->view()->setFocus();
    });
    m_focusHistory = action(QKeySequence(Qt::CTRL | Qt::Key_5), [this] {
        if (!m_history)
            return;
        m_history->dock()->show();
        m_history->dock()->raise();
        m_history->panel()->view()->setFocus();
    });
    m_filterEntries = action(QKeySequence::Find, [this] {
        m_entries->filterEdit()->setFocus(Qt::ShortcutFocusReason);
        m_entries->filterEdit()->selectAll();
    });
    m_showSource = action(QKeySequence(Qt::CTRL | Qt::Key_U), [this] {
        m_tabs->setCurrentWidget(m_source);
        m_source->setFocus();
    });
    m_checkResources
        = action(QKeySequence(Qt::CTRL | Qt::Key_R), [this] { checkResources(false); });
    m_hashResources
        = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), [this] { checkResources(true); });
    m_settingsAction = action(QKeySequence(Qt::CTRL | Qt::Key_Comma), [this] { showSettings(); });
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    m_explainRule
        = action(QKeySequence::HelpContents, [this] { explainRule(m_findings->currentRuleId()); });
    m_about = action({}, [this] {
        QMessageBox::about(
            this, tr("About ResourceSync Inspector"),
            tr("<h3>ResourceSync Inspector %1</h3><p>Explore, validate and mirror ResourceSync "
               "sources (ANSI/NISO Z39.99).</p><p>Licensed under the GNU GPL, version 3 or "
               "later.</p>")
                .arg(QStringLiteral(RSI_VERSION)));
    });
    m_about->setMenuRole(QAction::AboutRole);

    m_openDemo->setIcon(applicationIcon());
    m_reload->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_stop->setIcon(style()->standardIcon(QStyle::SP_BrowserStop));
    m_openFile->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_exportHtml->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
}

void MainWindow::createWidgets()
{
    auto *toolBar = addToolBar(QString());
    toolBar->setObjectName(QStringLiteral("addressToolBar"));
    toolBar->setMovable(false);
    toolBar->addAction(m_reload);
    toolBar->addAction(m_stop);
    m_address = new AddressBar(toolBar);
    m_address->setObjectName(QStringLiteral("addressBar"));
    m_address->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    toolBar->addWidget(m_address);
    toolBar->addAction(m_openFile);
    toolBar->addAction(m_exportHtml);
    connect(m_address, &AddressBar::sourceRequested, this, &MainWindow::openSource);

    m_welcome = new WelcomePage(this);
    m_welcome->setObjectName(QStringLiteral("welcomePage"));
    connect(m_welcome, &WelcomePage::sourceRequested, this, &MainWindow::openSource);
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::openDemo);

    m_treeView = new QTreeView(this);
    m_treeView->setObjectName(QStringLiteral("sourceTree"));
    m_treeView->setModel(m_decoratedTree);
    m_treeView->setUniformRowHeights(true);
    m_treeView->setAllColumnsShowFocus(true);
    // The name column keeps a readable width however narrow the pane; the
    // rest fit their contents and scroll sideways when they must.
    m_treeView->header()->setStretchLastSection(false);
    m_treeView->header()->setMinimumSectionSize(60);
    m_treeView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_treeView->header()->setSectionResizeMode(SourceTreeModel::NameColumn,
                                               QHeaderView::Interactive);
    m_treeView->header()->resizeSection(SourceTreeModel::NameColumn, 220);
    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::onCurrentDocumentChanged);
    // New documents near the top open their branch: the shape of a source
    // shows at once, while a 10,000-list index stays folded. The model may
    // insert a document together with its children, so the new rows are
    // walked down.
    connect(m_decoratedTree, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parent, int first, int last) {
                int depth = 0;
                for (QModelIndex up = parent; up.isValid(); up = up.parent())
                    ++depth;
                for (int row = first; row <= last; ++row)
                    expandNear(m_decoratedTree->index(row, 0, parent), depth);
                if (parent.isValid() && depth <= maxExpandedDepth)
                    expandNear(parent, depth - 1);
                if (!m_treeView->currentIndex().isValid() && m_decoratedTree->rowCount() > 0)
                    m_treeView->setCurrentIndex(m_decoratedTree->index(0, 0));
            });

    m_entries = new EntryPanel(this);
    m_entries->setObjectName(QStringLiteral("entryPanel"));
    connect(m_entries, &EntryPanel::entrySelected, this, &MainWindow::onEntrySelected);
    connect(m_entries, &EntryPanel::entryActivated, this, [this](int entryRow) {
        const QModelIndex index = m_entries->model()->indexOfEntry(entryRow);
        if (!index.isValid())
            return;
        // Return on an entry that is itself a document of the tree opens it;
        // otherwise it shows the entry's line in the XML.
        const QUrl loc(m_entries->model()->document().entries.loc(entryRow));
        const int target = m_session->tree().find(loc);
        if (target >= 0)
            selectDocument(target);
        else
            showLocation(m_currentDocument, index.data(EntryTableModel::LineRole).toLongLong(), 0);
    });

    m_details = new DetailsPane(this);
    m_details->setObjectName(QStringLiteral("detailsPane"));
    connect(m_details, &DetailsPane::documentRequested, this, &MainWindow::selectDocument);
    connect(m_details, &DetailsPane::urlRequested, this, [this](const QUrl &url) {
        m_address->setText(url.toString());
        m_address->setFocus();
    });
    connect(m_details, &DetailsPane::lineRequested, this, &MainWindow::showLocation);

    m_source = new XmlSourceView(this);
    m_source->setObjectName(QStringLiteral("sourceView"));
    connect(m_source, &XmlSourceView::loaded, this,
            [this] { Q_EMIT sourceTextShown(m_sourceDocument); });

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("documentTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_details, QString());
    m_tabs->addTab(m_source, QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_source)
            loadSourceText();
    });

    auto *right = new QSplitter(Qt::Vertical, this);
    right->setObjectName(QStringLiteral("entrySplitter"));
    right->addWidget(m_entries);
    right->addWidget(m_tabs);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("treeSplitter"));
    split->addWidget(m_treeView);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    split->setSizes({520, 880});

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemBar"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setFrameShape(QFrame::StyledPanel);
    m_problem->setMargin(6);
    m_problem->hide();

    m_workspace = new QWidget(this);
    auto *layout = new QVBoxLayout(m_workspace);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problem);
    layout->addWidget(split, 1);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_workspace);
    setCentralWidget(m_pages);
}

void MainWindow::createDocks()
{
    m_findings = new FindingsPanel(this);
    m_findings->setObjectName(QStringLiteral("findingsPanel"));
    connect(m_findings, &FindingsPanel::findingActivated, this, &MainWindow::showLocation);
    connect(m_findings, &FindingsPanel::explainRuleRequested, this, &MainWindow::explainRule);
    m_findingsDock = new QDockWidget(this);
    m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
    m_findingsDock->setWidget(m_findings);
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);

    m_jobsPanel = new JobsPanel(m_jobs, this);
    m_jobsPanel->setObjectName(QStringLiteral("jobsPanel"));
    m_jobsDock = new QDockWidget(this);
    m_jobsDock->setObjectName(QStringLiteral("jobsDock"));
    m_jobsDock->setWidget(m_jobsPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    tabifyDockWidget(m_findingsDock, m_jobsDock);

    m_syncPanel = new SyncPanel(this);
    m_syncPanel->setObjectName(QStringLiteral("syncPanel"));
    m_syncDock = new QDockWidget(this);
    m_syncDock->setObjectName(QStringLiteral("syncDock"));
    m_syncDock->setWidget(m_syncPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_syncDock);
    tabifyDockWidget(m_jobsDock, m_syncDock);
    m_findingsDock->raise();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openLocation);
    m_fileMenu->addAction(m_openFile);
    m_fileMenu->addAction(m_openFolder);
    m_fileMenu->addAction(m_openDemo);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_mirror);
    m_fileMenu->addAction(m_audit);
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addAction(m_exportHtml);
    m_exportMenu->addAction(m_exportJson);
    m_exportMenu->addAction(m_exportFindingsCsv);
    m_exportMenu->addAction(m_exportDocumentsCsv);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_reload);
    m_viewMenu->addAction(m_stop);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_focusTree);
    m_viewMenu->addAction(m_focusEntries);
    m_viewMenu->addAction(m_focusFindings);
    m_viewMenu->addAction(m_focusSync);
    m_viewMenu->addAction(m_focusHistory);
    m_viewMenu->addAction(m_filterEntries);
    m_viewMenu->addAction(m_showSource);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_nextFinding);
    m_viewMenu->addAction(m_previousFinding);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_findingsDock->toggleViewAction());
    m_viewMenu->addAction(m_jobsDock->toggleViewAction());
    m_viewMenu->addAction(m_syncDock->toggleViewAction());

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->addAction(m_checkResources);
    m_toolsMenu->addAction(m_hashResources);
    m_toolsMenu->addSeparator();
    m_toolsMenu->addAction(m_settingsAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_explainRule);
    m_helpMenu->addAction(m_about);
}

void MainWindow::createStatusBar()
{
    for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
        auto *label = new QLabel(this);
        label->setObjectName(QStringLiteral("count-") + severityName(severity));
        m_countLabels[int(severity)] = label;
        statusBar()->addPermanentWidget(label);
    }
    m_entriesLabel = new QLabel(this);
    m_entriesLabel->setObjectName(QStringLiteral("entriesStatus"));
    statusBar()->addPermanentWidget(m_entriesLabel);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("jobProgress"));
    m_progress->setMaximumWidth(180);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setDefaultAction(m_stop);
    m_cancelButton->setAutoRaise(true);
    m_cancelButton->hide();
    statusBar()->addPermanentWidget(m_cancelButton);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_session->input().isEmpty()
                       ? tr("ResourceSync Inspector")
                       : tr("%1 – ResourceSync Inspector").arg(m_session->input()));
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Recent &sources"));
    m_exportMenu->setTitle(tr("&Export"));
    m_viewMenu->setTitle(tr("&View"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openLocation->setText(tr("Open &location…"));
    m_openFile->setText(tr("&Open file…"));
    m_openFile->setToolTip(tr("Open a ResourceSync document from a file"));
    m_openFolder->setText(tr("Open &folder…"));
    m_openDemo->setText(tr("Open the &demo source"));
    m_mirror->setText(tr("&Mirror…"));
    m_mirror->setToolTip(tr("Make or update a local copy of the source in a folder"));
    m_audit->setText(tr("&Audit local copy…"));
    m_audit->setToolTip(
        tr("Compare a local copy with the source: what would a mirror create, update or delete?"));
    m_exportHtml->setText(tr("Report as &HTML…"));
    m_exportHtml->setToolTip(tr("Save a report to send to the source's maintainer"));
    m_exportJson->setText(tr("Report as &JSON…"));
    m_exportFindingsCsv->setText(tr("&Findings as CSV…"));
    m_exportDocumentsCsv->setText(tr("&Documents as CSV…"));
    m_quit->setText(tr("&Quit"));
    m_reload->setText(tr("&Reload"));
    m_reload->setToolTip(
        tr("Crawl the source again; unchanged documents are not downloaded again"));
    m_stop->setText(tr("&Stop"));
    m_stop->setToolTip(tr("Stop the running job; what it found so far stays"));
    m_nextFinding->setText(tr("&Next finding"));
    m_previousFinding->setText(tr("&Previous finding"));
    m_focusTree->setText(tr("Go to the source &tree"));
    m_focusEntries->setText(tr("Go to the &entries"));
    m_focusFindings->setText(tr("Go to the f&indings"));
    m_focusSync->setText(tr("Go to the local &copy"));
    m_focusHistory->setText(tr("Go to the &history"));
    m_focusHistory->setEnabled(m_history != nullptr);
    if (m_history)
        m_history->retranslate();
    m_filterEntries->setText(tr("&Filter entries"));
    m_showSource->setText(tr("Show the &XML source"));
    m_checkResources->setText(tr("&Check resources…"));
    m_checkResources->setToolTip(
        tr("Ask the server about every listed resource (does it exist, do length, type and "
           "date match the lists?) and check every dump package against its manifest"));
    m_hashResources->setText(tr("Check resources with &hashes…"));
    m_hashResources->setToolTip(
        tr("Download every listed resource and compare its hash with the lists, and check "
           "every dump package against its manifest"));
    m_settingsAction->setText(tr("&Settings…"));
    m_explainRule->setText(tr("&Explain the rule"));
    m_about->setText(tr("&About ResourceSync Inspector"));
    m_findingsDock->setWindowTitle(tr("Findings"));
    m_jobsDock->setWindowTitle(tr("Jobs"));
    m_syncDock->setWindowTitle(tr("Local copy"));
    m_tabs->setTabText(m_tabs->indexOf(m_details), tr("Details"));
    m_tabs->setTabText(m_tabs->indexOf(m_source), tr("XML source"));
    m_treeView->setAccessibleName(tr("Documents of the source"));
    m_address->setAccessibleName(tr("Source address"));
    m_progress->setAccessibleName(tr("Progress of the running job"));
    m_treeModel->retranslate();
    updateRecentMenu();
    updateStatus();
}

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

// --- opening sources -------------------------------------------------------

void MainWindow::openSource(const QString &input)
{
    const QString trimmed = input.trimmed();
    if (trimmed.isEmpty())
        return;
    m_address->remember(trimmed);
    m_settings.addRecentSource(trimmed);
    m_settings.setAddressHistory(m_address->history());
    m_welcome->setRecentSources(m_settings.recentSources());
    updateRecentMenu();
    m_problem->hide();
    if (m_pages->currentWidget() != m_workspace) {
        m_pages->setCurrentWidget(m_workspace);
        m_findingsDock->show();
        m_jobsDock->show();
        if (m_history)
            m_history->dock()->show();
        m_findingsDock->raise();
    }

    m_network->setProxy(m_settings.proxy());
    showDocument(-1); // nothing of the last source stays on screen
    m_session->crawl(trimmed, crawlOptions());
    retranslate(); // the title names the source
}

void MainWindow::openDemo()
{
    if (!m_demo) {
        m_demo = new DemoServer(QStringLiteral(":/demo"), this);
        if (!m_demo->start()) {
            showProblem(tr("The demo source could not be served: %1").arg(m_demo->errorString()));
            delete m_demo;
            m_demo = nullptr;
            return;
        }
    }
    openSource(m_demo->siteUrl().toString());
}

void MainWindow::openFileDialog(bool folder)
{
    const QString path = folder
        ? QFileDialog::getExistingDirectory(this, tr("Open a source folder"))
        : QFileDialog::getOpenFileName(this, tr("Open a ResourceSync document"), {},
                                       tr("XML documents (*.xml *.xml.gz);;All files (*)"));
    if (!path.isEmpty())
        openSource(QDir::toNativeSeparators(path));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedSource(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString source = droppedSource(event->mimeData());
    if (source.isEmpty())
        return;
    openSource(source);
    event->acceptProposedAction();
}

// --- jobs and snapshots ----------------------------------------------------

void MainWindow::onJobStarted(Job *job, const QString &title, const QString &unit)
{
    m_jobs->addJob(job, title, unit);
    connect(job, &Job::progressChanged, this, [this](qint64 done, qint64 total) {
        m_progress->setMaximum(int(qMin<qint64>(total, INT_MAX)));
        m_progress->setValue(int(qMin<qint64>(done, INT_MAX)));
    });
    m_progress->setRange(0, 0); // busy until the first progress
    m_progress->show();
    m_cancelButton->show();
    statusBar()->showMessage(title);
    updateActions();
}

void MainWindow::onJobFinished(Job *job)
{
    if (!m_sync->isBusy()) {
        m_progress->hide();
        m_cancelButton->hide();
    }
    const SourceTree &tree = m_session->tree();
    QString message;
    if (job->isCanceled()) {
        message = tr("Stopped. What was found so far is shown; it was not judged as a whole.");
    } else if (job->error() != Job::Error::NoError) {
        message = job->errorString();
        showProblem(message);
    } else {
        message
            = tr("Done: %1 documents, %2 entries.")
                  .arg(QLocale().toString(tree.size()), QLocale().toString(tree.totalEntries()));
    }
    statusBar()->showMessage(message);
    updateActions();
}

void MainWindow::onTreeChanged()
{
    const SourceTree &tree = m_session->tree();
    m_treeModel->setTree(tree);
    m_findings->setTree(tree);
    if (auto *crawl = qobject_cast<CrawlJob *>(m_session->currentJob()))
        m_jobs->reportItems(crawl, tree.totalEntries(), tr("entries/s"));
    if (m_currentDocument >= 0 && m_currentDocument < tree.size()) {
        const CrawledDocument &document = tree.document(m_currentDocument);
        // Refresh only what changed: filters, selection and scroll stay.
        if (document.loaded != m_shown.loaded || document.entries.size() != m_shown.entries
            || document.findings.size() != m_shown.findings)
            showDocument(m_currentDocument);
    } else if (m_currentDocument >= 0) {
        m_currentDocument = -1;
        showDocument(-1);
    }
    updateStatus();
}

void MainWindow::onCurrentDocumentChanged()
{
    const int id
        = m_treeModel->documentId(m_decoratedTree->mapToSource(m_treeView->currentIndex()));
    if (id != m_currentDocument)
        showDocument(id);
}

void MainWindow::showDocument(int documentId)
{
    const SourceTree &tree = m_session->tree();
    m_currentDocument = documentId;
    m_findings->setCurrentDocument(documentId);
    if (documentId < 0 || documentId >= tree.size()) {
        m_shown = {};
        m_entries->clear();
        m_details->showNothing();
        m_source->setMessage(tr("Select a document to see its XML."));
        forgetSourceText();
        return;
    }
    const CrawledDocument &document = tree.document(documentId);
    const bool sameDocument = m_shown.id == documentId;
    const int selectedEntry = sameDocument ? m_entries->currentEntry() : -1;
    m_shown = {documentId, document.loaded, document.entries.size(), document.findings.size()};
    m_entries->setDocument(document);
    if (!sameDocument)
        m_entries->fitColumns();
    if (selectedEntry >= 0)
        m_entries->selectEntry(selectedEntry);
    else
        m_details->showDocument(tree, documentId);
    if (m_sourceDocument != documentId || !sameDocument) {
        forgetSourceText();
        if (m_tabs->currentWidget() == m_source)
            loadSourceText();
    }
}

void MainWindow::expandNear(const QModelIndex &index, int depth)
{
    const int children = m_decoratedTree->rowCount(index);
    if (depth >= maxExpandedDepth || children == 0 || children > maxExpandedChildren)
        return;
    m_treeView->expand(index);
    for (int row = 0; row < children; ++row)
        expandNear(m_decoratedTree->index(row, 0, index), depth + 1);
}

void MainWindow::selectDocument(int documentId)
{
    const QModelIndex index
        = m_decoratedTree->mapFromSource(m_treeModel->indexOfDocument(documentId));
    if (!index.isValid())
        return;
    m_treeView->scrollTo(index);
    m_treeView->setCurrentIndex(index);
    if (m_currentDocument != documentId)
        showDocument(documentId);
}

void MainWindow::onEntrySelected(int entryRow)
{
    if (m_currentDocument < 0)
        return;
    if (entryRow < 0) {
        m_details->showDocument(m_session->tree(), m_currentDocument);
        return;
    }
    m_details->showEntry(m_session->tree(), m_currentDocument, entryRow,
                         m_entries->model()->findingsOfEntry(entryRow));
}

void MainWindow::showLocation(int documentId, qint64 line, qint64 column)
{
    if (documentId < 0)
        return;
    selectDocument(documentId);
    if (line > 0) {
        const int entry = m_entries->model()->entryAtLine(line);
        if (entry >= 0)
            m_entries->selectEntry(entry);
    }
    m_pendingLine = line;
    m_pendingColumn = column;
    m_tabs->setCurrentWidget(m_source); // loads the text when needed
    if (m_sourceDocument == documentId && m_sourceReady)
        goToPendingLine(); // otherwise once the text has arrived
}

// --- the XML source --------------------------------------------------------

void MainWindow::loadSourceText()
{
    const int documentId = m_currentDocument;
    if (documentId < 0 || documentId == m_sourceDocument)
        return;
    forgetSourceText();
    m_sourceDocument = documentId;
    const quint64 generation = m_sourceGeneration;
    const CrawledDocument &document = m_session->tree().document(documentId);
    m_source->setMessage(tr("Loading %1…").arg(document.url.toString()));
    // The manifest inside a dump package: the package is read again, and
    // its manifest.xml shown.
    const bool packaged = document.arrival == Arrival::Package;
    if (!document.localPath.isEmpty()) {
        readSourceText(generation, document.localPath, nullptr, packaged);
        return;
    }
    // Asked for as the crawl asked: credentials, User-Agent, time-outs, limits.
    auto *fetcher = new DocumentFetcher(m_network, crawlOptions().fetch, this);
    m_sourceFetcher = fetcher;
    connect(fetcher, &DocumentFetcher::finished, this,
            [this, fetcher, generation, packaged](const FetchResult &result) {
                fetcher->deleteLater();
                if (generation != m_sourceGeneration)
                    return;
                if (!result.ok || !result.body) {
                    showSourceText(generation, {{}, false, result.error});
                    return;
                }
                readSourceText(generation, result.body->fileName(), result.body, packaged);
            });
    fetcher->fetch(packaged ? document.requestedUrl : document.url);
}

void MainWindow::readSourceText(quint64 generation, const QString &path,
                                std::shared_ptr<void> keepAlive, bool packaged)
{
    // Reading (and gunzipping) 15 MB is no work for the GUI thread.
    auto *watcher = new QFutureWatcher<DocumentBytes>(this);
    connect(watcher, &QFutureWatcher<DocumentBytes>::finished, this,
            [this, watcher, generation, keepAlive] {
                watcher->deleteLater();
                showSourceText(generation, watcher->result());
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), [path, packaged] {
        return packaged ? readPackageManifest(path, maxSourceBytes)
                        : readDocumentBytes(path, maxSourceBytes);
    }));
}

void MainWindow::forgetSourceText()
{
    ++m_sourceGeneration; // whatever is still on its way is not shown
    m_sourceDocument = -1;
    m_sourceReady = false;
    if (m_sourceFetcher) {
        m_sourceFetcher->disconnect(this);
        m_sourceFetcher->abort();
        m_sourceFetcher->deleteLater();
    }
}

void MainWindow::showSourceText(quint64 generation, const DocumentBytes &bytes)
{
    if (generation != m_sourceGeneration)
        return; // another document, or another source, was chosen meanwhile
    if (bytes.tooLarge) {
        m_source->setMessage(tr("This document is too large to show here (more than %1).")
                                 .arg(QLocale().formattedDataSize(maxSourceBytes)));
        return;
    }
    if (!bytes.error.isEmpty()) {
        m_source->setMessage(tr("The XML could not be read: %1").arg(bytes.error));
        return;
    }
    m_source->setXml(QString::fromUtf8(bytes.xml)); // a large one is laid out off the GUI thread
    m_sourceReady = true;
    goToPendingLine(); // remembered until it is shown
}

void MainWindow::goToPendingLine()
{
    if (m_pendingLine > 0) {
        m_source->goToLine(m_pendingLine, m_pendingColumn);
        m_pendingLine = 0;
        m_pendingColumn = 0;
    }
}

// --- findings, reports, tools ----------------------------------------------

void MainWindow::stepFinding(int step)
{
    // The rows as shown: a group, and its findings when it is expanded.
    QTreeView *view = m_findings->view();
    if (view->model()->rowCount() == 0)
        return;
    const QModelIndex current = view->currentIndex();
    QModelIndex index;
    if (!current.isValid())
        index = view->model()->index(0, 0);
    else
        index = step > 0 ? view->indexBelow(current) : view->indexAbove(current);
    if (!index.isValid())
        index = current; // at either end: stay
    view->setCurrentIndex(index);
    view->scrollTo(index);
    m_findingsDock->show();
    Q_EMIT view->activated(index);
}

void MainWindow::explainRule(const QString &ruleId)
{
    if (ruleId.isEmpty()) {
        statusBar()->showMessage(tr("Select a finding to explain its rule."), 5000);
        return;
    }
    auto *dialog = findChild<RuleExplanationDialog *>();
    if (!dialog) {
        dialog = new RuleExplanationDialog(this);
        dialog->setObjectName(QStringLiteral("ruleExplanation"));
    }
    dialog->setSpecVersion(m_settings.specVersion());
    dialog->showRule(ruleId);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::exportReport(Export kind)
{
    const SourceTree &tree = m_session->tree();
    if (tree.isEmpty())
        return;
    QString filter;
    QString suffix;
    switch (kind) {
    case Export::Html:
        filter = tr("HTML report (*.html)");
        suffix = QStringLiteral(".html");
        break;
    case Export::Json:
        filter = tr("JSON report (*.json)");
        suffix = QStringLiteral(".json");
        break;
    case Export::FindingsCsv:
    case Export::DocumentsCsv:
        filter = tr("CSV table (*.csv)");
        suffix = kind == Export::FindingsCsv ? QStringLiteral("-findings.csv")
                                             : QStringLiteral("-documents.csv");
        break;
    }
    const QString host = tree.document(0).url.host();
    const QString suggested
        = QDir::home().filePath((host.isEmpty() ? QStringLiteral("resourcesync") : host) + suffix);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), suggested, filter);
    if (path.isEmpty())
        return;
    if (const QString problem = saveReport(kind, path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Export"), problem);
}

QString MainWindow::saveReport(Export kind, const QString &path)
{
    // Exported as the CLI reports it: findings grouped.
    SourceTree tree = m_session->tree();
    groupTreeFindings(tree);
    const SpecVersion version = m_settings.specVersion();
    QByteArray bytes;
    switch (kind) {
    case Export::Html:
        bytes = writeCrawlHtmlReport(tree, version);
        break;
    case Export::Json:
        bytes = writeCrawlJsonReport(tree, version);
        break;
    case Export::FindingsCsv:
        bytes = writeFindingsCsv(tree);
        break;
    case Export::DocumentsCsv:
        bytes = writeDocumentsCsv(tree);
        break;
    }
    if (QString error; !writeFileAtomically(path, bytes, &error))
        return tr("The report could not be saved to %1: %2")
            .arg(QDir::toNativeSeparators(path), error);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return {};
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

void MainWindow::checkResources(bool hash)
{
    if (m_session->isBusy() || m_session->tree().isEmpty()) {
        statusBar()->showMessage(tr("Resources can be checked once a crawl has finished."), 5000);
        return;
    }
    // What to check is asked first: the sets of resources, the resources,
    // a sample; as the last check of this source had it.
    const QString source = m_session->input();
    auto *dialog = new CheckDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTree(m_session->tree());
    dialog->setScope(m_settings.checkChoice(source).scope);
    dialog->setHash(hash);
    connect(dialog, &QDialog::accepted, this, [this, dialog, source] {
        if (m_session->input() != source)
            return; // another source was opened meanwhile
        m_settings.setCheckChoice(source, {dialog->scope(), dialog->hash()});
        const CrawlOptions options = crawlOptions();
        SourceCheckJob::Options checks;
        checks.fetch = options.fetch;
        checks.validation = options.validation;
        checks.hash = dialog->hash();
        checks.scope = dialog->scope();
        if (!m_session->checkResources(checks))
            statusBar()->showMessage(tr("Resources can be checked once a crawl has finished."),
                                     5000);
    });
    dialog->open();
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

// --- the local copy --------------------------------------------------------

bool MainWindow::canSync() const
{
    // A crawl that stopped early lists only part of the source: a mirror
    // from it would take the rest for deleted.
    const SourceTree &tree = m_session->tree();
    return !m_session->isBusy() && !m_sync->isBusy() && !tree.isEmpty() && tree.isComplete();
}

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

void MainWindow::setFolderChooser(FolderChooser chooser)
{
    m_folderChooser = std::move(chooser);
}

void MainWindow::mirror()
{
    askForSyncFolder(true);
}

void MainWindow::auditLocalCopy()
{
    askForSyncFolder(false);
}

void MainWindow::askForSyncFolder(bool mirror)
{
    if (!canSync()) {
        statusBar()->showMessage(
            tr("A source can be mirrored or audited once its crawl has finished."), 5000);
        return;
    }
    const QString source = m_session->input();
    QString folder = m_settings.mirrorFolder(source);
    if (folder.isEmpty()) {
        // Nothing remembered: the folder is chosen first, then confirmed.
        folder = m_folderChooser ? m_folderChooser(this, QDir::homePath()) : QString();
        if (folder.isEmpty())
            return;
    }
    auto *dialog
        = new MirrorDialog(mirror ? MirrorDialog::Mode::Mirror : MirrorDialog::Mode::Audit, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSource(source);
    dialog->setFolder(folder);
    dialog->setDeleteExtras(m_settings.mirrorDeletes());
    dialog->setFolderChooser(m_folderChooser);
    dialog->setTree(m_session->tree());
    dialog->setCapabilityLists(m_settings.syncCapabilityLists(source));
    connect(dialog, &QDialog::accepted, this, [this, dialog, mirror, source] {
        if (m_session->input() != source)
            return; // another source was opened meanwhile
        m_settings.setSyncCapabilityLists(source, dialog->capabilityLists());
        ResourceFilter scope;
        scope.capabilityLists = dialog->capabilityLists();
        if (mirror)
            startMirror(dialog->folder(), dialog->deleteExtras(), scope);
        else
            startAudit(dialog->folder(), scope);
    });
    dialog->open();
}

void MainWindow::startMirror(const QString &folder, bool deleteExtras, const ResourceFilter &scope)
{
    if (!canSync() || folder.isEmpty())
        return;
    const QString source = m_session->input();
    m_settings.setMirrorFolder(source, folder);
    m_settings.setMirrorDeletes(deleteExtras);
    MirrorOptions options;
    options.fetch = crawlOptions().fetch;
    options.specVersion = m_settings.specVersion();
    options.deleteExtras = deleteExtras;
    // The job keeps its own copy of the tree, cut down to the chosen sets
    // (and without the packages a check added).
    if (!m_sync->mirror(
            std::make_shared<const SourceTree>(restrictedTree(m_session->tree(), scope)), source,
            folder, options))
        return;
    m_syncPanel->setFetchOptions(m_network, options.fetch);
    m_syncPanel->showRunning(
        tr("Mirroring %1 into %2…").arg(source, QDir::toNativeSeparators(folder)));
    m_syncDock->show();
    m_jobsDock->show();
    m_jobsDock->raise();
}

void MainWindow::startAudit(const QString &folder, const ResourceFilter &scope)
{
    if (!canSync() || folder.isEmpty())
        return;
    m_settings.setMirrorFolder(m_session->input(), folder);
    if (!m_sync->audit(std::make_shared<const SourceTree>(restrictedTree(m_session->tree(), scope)),
                       folder, m_settings.specVersion()))
        return;
    m_syncPanel->setFetchOptions(m_network, crawlOptions().fetch);
    m_syncPanel->showRunning(tr("Auditing %1…").arg(QDir::toNativeSeparators(folder)));
    m_syncDock->show();
    m_jobsDock->show();
    m_jobsDock->raise();
}

void MainWindow::onSyncJobFinished()
{
    if (!m_session->isBusy()) {
        m_progress->hide();
        m_cancelButton->hide();
    }
    showSyncSummary();
    updateActions();
}

void MainWindow::showSyncSummary()
{
    // The panel has the result by now; the status bar repeats its summary,
    // and a run that failed as a whole is shown above the workspace too.
    const SyncPanel::Summary &summary = m_syncPanel->summary();
    const QString text = m_syncPanel->summaryText();
    statusBar()->showMessage(text);
    if (!summary.error.isEmpty())
        showProblem(text);
    m_syncDock->show();
    m_syncDock->raise();
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
