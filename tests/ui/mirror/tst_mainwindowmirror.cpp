// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Mirror and audit from the main window, end to end on loopback, as a person
// would: open a source, File > Mirror… (Ctrl+M), confirm the folder, watch
// the job, read the local copy panel; audit again and see it in sync; change
// a file and see the difference side by side; a mirror that fails or is
// stopped says so at a glance.
#include "crawl/sourcetree.h"
#include "mainwindow/crawlsession.h"
#include "mainwindow/mainwindow.h"
#include "mirror/localcopylayout.h"
#include "mirror/mirrordialog.h"
#include "mirror/syncpanel.h"
#include "mirror/syncsession.h"
#include "mirror/textdiffview.h"
#include "models/joblistmodel.h"
#include "models/syncresultmodel.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "support/loopbackserver.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace rsi;
using rsi::test::LoopbackServer;

namespace {

const QString libraryDir = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");
constexpr int jobTimeoutMs = 60'000;

} // namespace

class tst_MainWindowMirror : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void mirrorsThenAuditsInSync();
    void showsAChangedFileSideBySide();
    void aFailedResourceIsVisibleAtAGlance();
    void escapeStopsAMirror();
    void keepsExtraFilesUnlessAsked();
    void deletesExtraFilesWhenAskedAndRemembers();
    void needsAFinishedCrawl();

private:
    bool openLibrary();
    bool activate();
    // Ctrl+M (or the audit action), then the dialog's button, as a user would.
    MirrorDialog *openDialog(bool mirror);
    bool waitForSync();
    SyncPanel *panel() const
    {
        return m_window->findChild<SyncPanel *>(QStringLiteral("syncPanel"));
    }
    QString localPathOf(const QString &path) const
    {
        return LocalCopyLayout(m_copy->path()).filePathFor(m_server->url(path)).value;
    }
    QString stateButtonText(AuditState state) const
    {
        return m_window->findChild<QToolButton *>(QStringLiteral("show-") + auditStateKey(state))
            ->text();
    }
    // Clicks the panel's row whose URL ends in path and waits for its diff.
    void selectResource(const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QTemporaryDir> m_copy;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    int m_chooserCalls = 0;
};

void tst_MainWindowMirror::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_copy = std::make_unique<QTemporaryDir>();
    m_settingsFile = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_settingsFile.get());
    m_credentials = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    m_credentials->setBackend(CredentialStore::Backend::SessionOnly);
    m_window = std::make_unique<MainWindow>(*m_settings, *m_credentials);
    m_window->resize(1200, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_chooserCalls = 0;
    m_window->setFolderChooser([this](QWidget *, const QString &) {
        ++m_chooserCalls;
        return m_copy->path();
    });
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(libraryDir, "http://source.example");
    // The window mirrors with --from auto: without the dump's manifest, whether
    // the dump holds every listed resource cannot be told, and the resources
    // come one by one from the Resource List, as these tests want.
    m_server->setStatus("/dataset1/manifest1.xml", 404);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("syncTable"));
    QVERIFY(table);
    m_tester = std::make_unique<QAbstractItemModelTester>(
        table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void tst_MainWindowMirror::cleanup()
{
    m_tester.reset();
    m_window.reset();
    m_server.reset();
    m_credentials.reset();
    m_settings.reset();
    m_settingsFile.reset();
    m_copy.reset();
    m_dir.reset();
}

bool tst_MainWindowMirror::openLibrary()
{
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    return QTest::qWaitFor([this] { return !m_window->session()->isBusy(); }, jobTimeoutMs)
        && m_window->session()->tree().isComplete();
}

bool tst_MainWindowMirror::activate()
{
    // The offscreen platform gives no window back its activation when a
    // dialog closes, as window managers do: shortcuts need it.
    m_window->activateWindow();
    return QTest::qWaitForWindowActive(m_window.get());
}

MirrorDialog *tst_MainWindowMirror::openDialog(bool mirror)
{
    if (!activate())
        return nullptr;
    if (mirror) {
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    } else {
        QAction *audit = nullptr;
        for (QAction *action : m_window->actions()) {
            if (action->text().startsWith(QStringLiteral("&Audit local copy")))
                audit = action;
        }
        if (!audit)
            return nullptr;
        audit->trigger();
    }
    MirrorDialog *dialog = nullptr;
    const bool found = QTest::qWaitFor(
        [&] {
            // An earlier one may still be on its way out, hidden.
            for (MirrorDialog *shown : m_window->findChildren<MirrorDialog *>()) {
                if (shown->isVisible())
                    dialog = shown;
            }
            return dialog != nullptr;
        },
        5'000);
    return found ? dialog : nullptr;
}

bool tst_MainWindowMirror::waitForSync()
{
    // The job ends, then a mirror's rows come from its database, on a worker.
    return QTest::qWaitFor(
        [this] { return !m_window->syncSession()->isBusy() && !panel()->model()->isLoading(); },
        jobTimeoutMs);
}

void tst_MainWindowMirror::selectResource(const QString &path)
{
    QTableView *table = panel()->view();
    QModelIndex target;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex index = table->model()->index(row, SyncResultModel::UrlColumn);
        if (index.data().toString().endsWith(path))
            target = index;
    }
    QVERIFY2(target.isValid(), qPrintable(path));
    QSignalSpy shown(panel(), &SyncPanel::itemShown);
    table->scrollTo(target);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(target).center());
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10'000);
}

void tst_MainWindowMirror::mirrorsThenAuditsInSync()
{
    QVERIFY(openLibrary());
    MirrorDialog *dialog = openDialog(true);
    QVERIFY(dialog);
    QCOMPARE(m_chooserCalls, 1); // no folder remembered: chosen first
    QCOMPARE(dialog->folder(), QDir::cleanPath(m_copy->path()));
    QVERIFY2(dialog->planText().startsWith(QStringLiteral("Baseline:")),
             qPrintable(dialog->planText()));
    QVERIFY(!dialog->deleteExtras()); // off unless asked for
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(m_window->syncSession()->isBusy());
    QVERIFY(waitForSync());

    // Every listed resource is in the folder, byte for byte.
    for (const QString &name : {QStringLiteral("book-001.txt"), QStringLiteral("book-002.txt"),
                                QStringLiteral("book-003.txt")}) {
        QFile copied(localPathOf(QStringLiteral("/res/") + name));
        QVERIFY2(copied.open(QIODevice::ReadOnly), qPrintable(copied.fileName()));
        QFile original(libraryDir + QStringLiteral("/res/") + name);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(copied.readAll(), original.readAll());
    }
    QVERIFY(MirrorDialog::hasMirrorState(m_copy->path()));

    // The panel says what was done, and shows it.
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("syncDock"));
    QVERIFY(dock->isVisible());
    const SyncPanel::Summary &summary = panel()->summary();
    QCOMPARE(summary.kind, SyncPanel::Summary::Kind::Mirror);
    QCOMPARE(summary.outcome(), SyncPanel::Summary::Outcome::InSync);
    QVERIFY(summary.counts.create >= 3);
    QVERIFY2(panel()->summaryText().startsWith(
                 QStringLiteral("Mirrored into %1, baseline from the Resource List: ")
                     .arg(m_copy->path())),
             qPrintable(panel()->summaryText()));
    QCOMPARE(m_window->statusBar()->currentMessage(), panel()->summaryText());
    QCOMPARE(stateButtonText(AuditState::Create),
             QStringLiteral("Create: %1").arg(summary.counts.create));
    QCOMPARE(panel()->view()->model()->rowCount(), int(summary.counts.total()));
    auto *jobs = m_window->findChild<QTableView *>(QStringLiteral("jobsTable"));
    const auto *jobModel = qobject_cast<const JobListModel *>(jobs->model());
    QCOMPARE(jobModel->state(jobModel->rowCount() - 1), JobListModel::State::Succeeded);
    QVERIFY(jobModel->index(jobModel->rowCount() - 1, JobListModel::TitleColumn)
                .data()
                .toString()
                .startsWith(QStringLiteral("Mirror ")));

    // A mirrored text is the same on both sides.
    selectResource(QStringLiteral("/res/book-001.txt"));
    QCOMPARE(panel()->diffView()->summary(),
             QStringLiteral("The local and remote versions are the same."));

    // Audit again: in sync.
    auto *auditAgain = m_window->findChild<QPushButton *>(QStringLiteral("auditAgain"));
    QVERIFY(auditAgain->isEnabled());
    QTest::mouseClick(auditAgain, Qt::LeftButton);
    QVERIFY(waitForSync());
    QCOMPARE(panel()->summary().kind, SyncPanel::Summary::Kind::Audit);
    QVERIFY2(panel()->summary().counts.inSync(), qPrintable(panel()->summaryText()));
    QCOMPARE(panel()->summary().counts.same, summary.counts.total());
    QVERIFY2(panel()->summaryText().contains(QStringLiteral(": in sync, all ")),
             qPrintable(panel()->summaryText()));
    QCOMPARE(stateButtonText(AuditState::Update), QStringLiteral("Update: 0"));
    // Ctrl+4 goes to the panel's table.
    QVERIFY(activate());
    QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
    QTRY_VERIFY(panel()->view()->hasFocus());

    // The folder is remembered for this source: the next mirror goes straight
    // to the confirmation, which now says incremental.
    QCOMPARE(m_settings->mirrorFolder(m_window->session()->input()),
             QDir::cleanPath(m_copy->path()));
    MirrorDialog *again = openDialog(true);
    QVERIFY(again);
    QCOMPARE(m_chooserCalls, 1);
    QVERIFY2(again->planText().startsWith(QStringLiteral("Incremental sync:")),
             qPrintable(again->planText()));
    again->reject();
}

void tst_MainWindowMirror::showsAChangedFileSideBySide()
{
    QVERIFY(openLibrary());
    MirrorDialog *dialog = openDialog(true);
    QVERIFY(dialog);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(waitForSync());

    // Someone edits a file of the copy.
    const QString edited = localPathOf(QStringLiteral("/res/book-002.txt"));
    QFile file(edited);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    const qsizetype firstBreak = text.indexOf('\n');
    QVERIFY(firstBreak > 0);
    text.replace(0, firstBreak, "An edited first line");
    file.write(text);
    file.close();

    MirrorDialog *audit = openDialog(false);
    QVERIFY(audit);
    QCOMPARE(audit->mode(), MirrorDialog::Mode::Audit);
    QVERIFY(!audit->deleteCheckBox()->isVisible());
    QTest::mouseClick(audit->startButton(), Qt::LeftButton);
    QVERIFY(waitForSync());
    QCOMPARE(panel()->summary().counts.update, 1);
    QCOMPARE(panel()->summary().outcome(), SyncPanel::Summary::Outcome::Differs);
    QCOMPARE(stateButtonText(AuditState::Update), QStringLiteral("Update: 1"));

    // Only what differs: hide the same ones.
    QTest::mouseClick(m_window->findChild<QToolButton *>(QStringLiteral("show-same")),
                      Qt::LeftButton);
    QCOMPARE(panel()->view()->model()->rowCount(), 1);
    selectResource(QStringLiteral("/res/book-002.txt"));
    TextDiffView *diff = panel()->diffView();
    QCOMPARE(diff->message(), QString());
    QCOMPARE(diff->rowKind(0), TextDiff::Kind::Changed);
    QCOMPARE(diff->diff().changed, 1);
    QCOMPARE(diff->currentRow(), 0);
}

void tst_MainWindowMirror::aFailedResourceIsVisibleAtAGlance()
{
    m_server->setStatus("/res/book-003.txt", 404);
    QVERIFY(openLibrary());
    MirrorDialog *dialog = openDialog(true);
    QVERIFY(dialog);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(waitForSync());
    QCOMPARE(panel()->summary().counts.failed, 1);
    QCOMPARE(panel()->summary().outcome(), SyncPanel::Summary::Outcome::Problem);
    QVERIFY2(panel()->summaryText().contains(QStringLiteral("is incomplete")),
             qPrintable(panel()->summaryText()));
    QCOMPARE(m_window->statusBar()->currentMessage(), panel()->summaryText());
    QCOMPARE(stateButtonText(AuditState::Failed), QStringLiteral("Failed: 1"));
    const QColor tint = m_window->findChild<QWidget *>(QStringLiteral("syncSummaryFrame"))
                            ->palette()
                            .color(QPalette::Window);
    QVERIFY2(tint.red() > tint.green(), qPrintable(tint.name()));
    QVERIFY(!QFile::exists(localPathOf(QStringLiteral("/res/book-003.txt"))));
}

void tst_MainWindowMirror::escapeStopsAMirror()
{
    for (const QByteArray &path :
         {QByteArrayLiteral("/res/book-001.txt"), QByteArrayLiteral("/res/book-002.txt"),
          QByteArrayLiteral("/res/book-003.txt")}) {
        auto response = m_server->folderResponse(path);
        QVERIFY(response);
        response->delayMs = 20'000;
        m_server->setResponse(path, *response);
    }
    QVERIFY(openLibrary());
    MirrorDialog *dialog = openDialog(true);
    QVERIFY(dialog);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!m_server->requests("/res/book-001.txt").isEmpty(), 10'000);
    QVERIFY(m_window->syncSession()->isBusy());
    // While it runs, the panel says so and waits.
    QVERIFY2(!panel()->summaryText().startsWith(QStringLiteral("Mirrored")),
             qPrintable(panel()->summaryText()));
    QVERIFY(!m_window->findChild<QPushButton *>(QStringLiteral("auditAgain"))->isEnabled());
    QVERIFY(activate());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(waitForSync());
    QVERIFY(panel()->summary().canceled);
    QCOMPARE(panel()->summary().outcome(), SyncPanel::Summary::Outcome::Problem);
    QVERIFY2(panel()->summaryText().contains(QStringLiteral("stopped")),
             qPrintable(panel()->summaryText()));
    auto *jobs = m_window->findChild<QTableView *>(QStringLiteral("jobsTable"));
    const auto *jobModel = qobject_cast<const JobListModel *>(jobs->model());
    QCOMPARE(jobModel->state(jobModel->rowCount() - 1), JobListModel::State::Canceled);
}

void tst_MainWindowMirror::keepsExtraFilesUnlessAsked()
{
    QVERIFY(openLibrary());
    const QString stray = localPathOf(QStringLiteral("/res/withdrawn.txt"));
    QVERIFY(QDir().mkpath(QFileInfo(stray).path()));
    QFile file(stray);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("withdrawn\n");
    file.close();

    MirrorDialog *dialog = openDialog(true);
    QVERIFY(dialog);
    QVERIFY2(dialog->planText().contains(QStringLiteral("not empty")),
             qPrintable(dialog->planText()));
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(waitForSync());
    QVERIFY(QFile::exists(stray));
    QCOMPARE(panel()->summary().kept, 1);
    QCOMPARE(panel()->summary().outcome(), SyncPanel::Summary::Outcome::Differs);
    QVERIFY2(panel()->summaryText().contains(QStringLiteral("1 files the source no longer has "
                                                            "were kept")),
             qPrintable(panel()->summaryText()));
    QVERIFY(!m_settings->mirrorDeletes());
}

void tst_MainWindowMirror::deletesExtraFilesWhenAskedAndRemembers()
{
    QVERIFY(openLibrary());
    const QString stray = localPathOf(QStringLiteral("/res/withdrawn.txt"));
    QVERIFY(QDir().mkpath(QFileInfo(stray).path()));
    QFile file(stray);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("withdrawn\n");
    file.close();

    MirrorDialog *dialog = openDialog(true);
    QVERIFY(dialog);
    QCheckBox *remove = dialog->deleteCheckBox();
    QVERIFY(remove->isVisible() && !remove->isChecked());
    QTest::mouseClick(remove, Qt::LeftButton, {}, QPoint(4, remove->height() / 2));
    QVERIFY(dialog->deleteExtras());
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(waitForSync());
    QVERIFY(!QFile::exists(stray));
    const SyncPanel::Summary &summary = panel()->summary();
    QCOMPARE(summary.counts.deleted, 1);
    QCOMPARE(summary.kept, 0);
    QVERIFY(summary.trashFolder.startsWith(QStringLiteral(".rsinspector/trash")));
    // Moved, not gone: the trash holds it.
    bool inTrash = false;
    QDirIterator files(m_copy->filePath(summary.trashFolder), QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext())
        inTrash |= files.next().endsWith(QStringLiteral("withdrawn.txt"));
    QVERIFY(inTrash);
    QVERIFY2(panel()->summaryText().contains(QStringLiteral("1 deleted (moved to "
                                                            ".rsinspector/trash")),
             qPrintable(panel()->summaryText()));
    // Chosen once, offered again.
    QVERIFY(m_settings->mirrorDeletes());
    MirrorDialog *again = openDialog(true);
    QVERIFY(again);
    QVERIFY(again->deleteExtras());
    again->reject();
}

void tst_MainWindowMirror::needsAFinishedCrawl()
{
    // Before a source is open, and while it is being crawled, there is
    // nothing to mirror.
    QAction *mirror = nullptr;
    for (QAction *action : m_window->actions()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_M))
            mirror = action;
    }
    QVERIFY(mirror);
    QVERIFY(!mirror->isEnabled());
    auto response = m_server->folderResponse("/dataset1/resourcelist2.xml");
    QVERIFY(response);
    response->delayMs = 3'000;
    m_server->setResponse("/dataset1/resourcelist2.xml", *response);
    m_window->openSource(m_server->url(QStringLiteral("/")).toString());
    QVERIFY(m_window->session()->isBusy());
    QVERIFY(!mirror->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    QTest::qWait(100);
    for (MirrorDialog *shown : m_window->findChildren<MirrorDialog *>())
        QVERIFY(!shown->isVisible());
    QVERIFY(QTest::qWaitFor([this] { return !m_window->session()->isBusy(); }, jobTimeoutMs));
    QVERIFY(mirror->isEnabled());
}

QTEST_MAIN(tst_MainWindowMirror)
#include "tst_mainwindowmirror.moc"
