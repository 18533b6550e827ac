// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/addressbar.h"
#include "common/icons.h"
#include "crawlsession.h"
#include "details/detailspane.h"
#include "entries/entrypanel.h"
#include "findings/findingspanel.h"
#include "history/historycontroller.h"
#include "history/historypanel.h"
#include "jobs/jobspanel.h"
#include "mainwindow.h"
#include "mirror/syncpanel.h"
#include "mirror/syncsession.h"
#include "models/entrytablemodel.h"
#include "models/sourcetreemodel.h"
#include "notify/notificationsdock.h"
#include "notify/notificationspanel.h"
#include "source/xmlsourceview.h"
#include "welcome/welcomepage.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace rsi {

namespace {

// The tree opens branches by itself this deep, when they are this small.
constexpr int maxExpandedDepth = 3;
constexpr int maxExpandedChildren = 200;

} // namespace

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
    m_focusNotifications = action(QKeySequence(Qt::CTRL | Qt::Key_6), [this] {
        m_notifyDock->show();
        m_notifyDock->raise();
        m_notifyDock->panel()->eventView()->setFocus();
    });
    m_follow = action({}, [this] { m_notifyDock->follow(); });
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

    m_notifyDock = new NotificationsDock(m_settings, m_session, m_network, this);
    m_notifyDock->setCrawlOptions([this] { return crawlOptions(); });
    addDockWidget(Qt::BottomDockWidgetArea, m_notifyDock);
    tabifyDockWidget(m_syncDock, m_notifyDock);
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
    m_viewMenu->addAction(m_focusNotifications);
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
    m_viewMenu->addAction(m_notifyDock->toggleViewAction());

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->addAction(m_checkResources);
    m_toolsMenu->addAction(m_hashResources);
    m_toolsMenu->addAction(m_follow);
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
    m_focusNotifications->setText(tr("Go to the n&otifications"));
    m_follow->setText(tr("&Follow the source"));
    m_follow->setToolTip(tr("Subscribe to the source's notification channels and keep the tree "
                            "up to date as they report changes"));
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

void MainWindow::expandNear(const QModelIndex &index, int depth)
{
    const int children = m_decoratedTree->rowCount(index);
    if (depth >= maxExpandedDepth || children == 0 || children > maxExpandedChildren)
        return;
    m_treeView->expand(index);
    for (int row = 0; row < children; ++row)
        expandNear(m_decoratedTree->index(row, 0, index), depth + 1);
}

} // namespace rsi
