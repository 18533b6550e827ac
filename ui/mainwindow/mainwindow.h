// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QNetworkAccessManager;
class QProgressBar;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QToolButton;
class QTreeView;

namespace rsi {

class AddressBar;
class AppSettings;
class CrawlSession;
class CredentialStore;
class DecorationProxyModel;
class DemoServer;
class DocumentFetcher;
struct CrawlOptions;
struct DocumentBytes;
struct ResourceFilter;
class DetailsPane;
class EntryPanel;
class FindingsPanel;
class HistoryController;
class Job;
class JobListModel;
class JobsPanel;
class SourceTreeModel;
class SyncPanel;
class SyncSession;
class WelcomePage;
class XmlSourceView;

// The application's window: an address bar; the source as a tree on the
// left; the selected document's entries, and below them its details and raw
// XML; findings, jobs and the local copy (audit and mirror results) in docks;
// counts and progress in the status bar. Before a source is open it shows
// the welcome page.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(AppSettings &settings, CredentialStore &credentials, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Crawls a site, document URL or local path and shows it.
    void openSource(const QString &input);
    // Serves the bundled demo source on loopback and opens it.
    void openDemo();

    CrawlSession *session() const { return m_session; }
    // The document shown in the entry table, details and source view, -1 when none.
    int currentDocument() const { return m_currentDocument; }
    void selectDocument(int documentId);
    // Shows a document at a line: selects it, its entry there, and the line in the source view.
    void showLocation(int documentId, qint64 line, qint64 column);

    enum class Export { Html, Json, FindingsCsv, DocumentsCsv };
    // Asks where, then saves (File > Export).
    void exportReport(Export kind);
    // Saves the source's report to path, atomically; the problem, or empty.
    QString saveReport(Export kind, const QString &path);

    // File > Mirror… and File > Audit local copy…: the folder remembered
    // for the source (or one chosen now), confirmed in a MirrorDialog, then
    // the job, in the Jobs dock; its result in the local copy dock.
    void mirror();
    void auditLocalCopy();
    // Opens a folder chooser starting at `start`; the chosen folder, or
    // empty. A QFileDialog unless replaced (tests).
    using FolderChooser = std::function<QString(QWidget *parent, const QString &start)>;
    void setFolderChooser(FolderChooser chooser);
    SyncSession *syncSession() const { return m_sync; }

    // Keeps every finished crawl in the history file at path (when the
    // settings say so), with the History dock and the comparisons of
    // crawls. The composition root calls it once; without it (tests of
    // other things) nothing is kept.
    void setHistory(const QString &path);
    HistoryController *history() const { return m_history; }

Q_SIGNALS:
    // The source view holds the current document's XML (tests wait for it).
    void sourceTextShown(int documentId);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createWidgets();
    void createDocks();
    void createStatusBar();
    void retranslate();
    void restoreSettings();
    void saveSettings();

    void onJobStarted(Job *job, const QString &title, const QString &unit);
    void onJobFinished(Job *job);
    void onSyncJobFinished();
    // Whether the shown source can be mirrored or audited now.
    bool canSync() const;
    void askForSyncFolder(bool mirror);
    void startMirror(const QString &folder, bool deleteExtras, const ResourceFilter &scope);
    void startAudit(const QString &folder, const ResourceFilter &scope);
    void showSyncSummary();
    void onTreeChanged();
    void onCurrentDocumentChanged();
    void onEntrySelected(int entryRow);
    void showDocument(int documentId);
    // Opens index, at depth (0 for a root), and what is below it, as deep
    // and as wide as the tree opens by itself.
    void expandNear(const QModelIndex &index, int depth);
    void loadSourceText();
    // keepAlive holds a download's temporary file until it has been read;
    // packaged: path is a dump package, whose manifest.xml is shown.
    void readSourceText(quint64 generation, const QString &path, std::shared_ptr<void> keepAlive,
                        bool packaged = false);
    void showSourceText(quint64 generation, const DocumentBytes &bytes);
    void forgetSourceText();
    // The settings' options, with the keychain's credentials.
    CrawlOptions crawlOptions() const;
    void goToPendingLine();
    void stepFinding(int step);
    void explainRule(const QString &ruleId);
    void checkResources(bool hash);
    void showSettings();
    void applyLanguage(const QString &language);
    void openFileDialog(bool folder);
    void updateActions();
    void updateStatus();
    void updateRecentMenu();
    void showProblem(const QString &message);

    AppSettings &m_settings;
    CredentialStore &m_credentials;
    QNetworkAccessManager *m_network = nullptr;
    CrawlSession *m_session = nullptr;
    JobListModel *m_jobs = nullptr;
    SourceTreeModel *m_treeModel = nullptr;
    DecorationProxyModel *m_decoratedTree = nullptr;
    DemoServer *m_demo = nullptr;
    SyncSession *m_sync = nullptr;
    HistoryController *m_history = nullptr;
    FolderChooser m_folderChooser;

    AddressBar *m_address = nullptr;
    QStackedWidget *m_pages = nullptr;
    WelcomePage *m_welcome = nullptr;
    QWidget *m_workspace = nullptr;
    QLabel *m_problem = nullptr;
    QTreeView *m_treeView = nullptr;
    EntryPanel *m_entries = nullptr;
    QTabWidget *m_tabs = nullptr;
    DetailsPane *m_details = nullptr;
    XmlSourceView *m_source = nullptr;
    QDockWidget *m_findingsDock = nullptr;
    FindingsPanel *m_findings = nullptr;
    QDockWidget *m_jobsDock = nullptr;
    JobsPanel *m_jobsPanel = nullptr;
    QDockWidget *m_syncDock = nullptr;
    SyncPanel *m_syncPanel = nullptr;

    QLabel *m_countLabels[3] = {}; // by int(Severity)
    QLabel *m_entriesLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openLocation = nullptr;
    QAction *m_openFile = nullptr;
    QAction *m_openFolder = nullptr;
    QAction *m_openDemo = nullptr;
    QAction *m_mirror = nullptr;
    QAction *m_audit = nullptr;
    QAction *m_exportHtml = nullptr;
    QAction *m_exportJson = nullptr;
    QAction *m_exportFindingsCsv = nullptr;
    QAction *m_exportDocumentsCsv = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_reload = nullptr;
    QAction *m_stop = nullptr;
    QAction *m_nextFinding = nullptr;
    QAction *m_previousFinding = nullptr;
    QAction *m_focusTree = nullptr;
    QAction *m_focusEntries = nullptr;
    QAction *m_focusFindings = nullptr;
    QAction *m_focusSync = nullptr;
    QAction *m_focusHistory = nullptr;
    QAction *m_filterEntries = nullptr;
    QAction *m_showSource = nullptr;
    QAction *m_checkResources = nullptr;
    QAction *m_hashResources = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_explainRule = nullptr;
    QAction *m_about = nullptr;

    int m_currentDocument = -1;
    // What the entry table shows of the current document, to refresh it only when that changes.
    struct ShownDocument
    {
        int id = -1;
        bool loaded = false;
        qsizetype entries = 0;
        qsizetype findings = 0;
    } m_shown;
    int m_sourceDocument = -1; // whose XML the source view holds (or is loading)
    bool m_sourceReady = false; // the view has been given that XML
    quint64 m_sourceGeneration = 0; // counts what the source view was asked to show
    QPointer<DocumentFetcher> m_sourceFetcher;
    qint64 m_pendingLine = 0;
    qint64 m_pendingColumn = 0;
    QString m_language;
};

} // namespace rsi
