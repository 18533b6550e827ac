// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The Notifications panel as a new user meets it: the demo opens, the window
// follows its channel by itself, the demo's library catalogues a book, the
// notification arrives in the panel and the tree shows the new Change List
// entry; "Keep the local copy in sync" brings a copy up to date; Stop
// unsubscribes. The panel's models run under QAbstractItemModelTester, and a
// picture of the panel is saved for people to look at.
#include "common/icons.h"
#include "crawl/sourcetree.h"
#include "demo/demolive.h"
#include "demo/demoserver.h"
#include "mainwindow/crawlsession.h"
#include "mainwindow/mainwindow.h"
#include "models/subscriptionmodel.h"
#include "models/watcheventmodel.h"
#include "notify/notificationsdock.h"
#include "notify/notificationsettingspage.h"
#include "notify/notificationspanel.h"
#include "notify/notifysession.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

class tst_NotificationsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void theDemoIsFollowedAndItsTreeChanges();
    void settingsPageChecksWhatItSaves();

private:
    int countEvents(WatchEvent::Kind kind) const;
    int changeListEntries() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<MainWindow> m_window;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void tst_NotificationsPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settingsFile = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_settingsFile.get());
    m_credentials = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    m_credentials->setBackend(CredentialStore::Backend::SessionOnly);
    m_window = std::make_unique<MainWindow>(*m_settings, *m_credentials);
    m_window->resize(1200, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    NotifySession *session = m_window->notificationsDock()->session();
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(session->events()),
                                      static_cast<QAbstractItemModel *>(session->subscriptions())})
        m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest));
}

void tst_NotificationsPanel::cleanup()
{
    m_testers.clear();
    m_window.reset();
    m_credentials.reset();
    m_settings.reset();
    m_settingsFile.reset();
    m_dir.reset();
}

int tst_NotificationsPanel::countEvents(WatchEvent::Kind kind) const
{
    const WatchEventModel *events = m_window->notificationsDock()->session()->events();
    int count = 0;
    for (int row = 0; row < events->rowCount(); ++row)
        count += events->event(row).kind == kind;
    return count;
}

int tst_NotificationsPanel::changeListEntries() const
{
    const SourceTree &tree = m_window->session()->tree();
    for (const CrawledDocument &document : tree.documents()) {
        if (document.url.path() == u"/books/changelist-2.xml")
            return int(document.entries.size());
    }
    return -1;
}

void tst_NotificationsPanel::theDemoIsFollowedAndItsTreeChanges()
{
    m_window->openDemo();
    NotificationsDock *dock = m_window->notificationsDock();
    NotifySession *session = dock->session();
    auto *demo = m_window->findChild<DemoServer *>();
    QVERIFY(demo);
    QVERIFY(demo->live()->isPublishing());
    // The window follows the demo once its crawl is done; the channel is active.
    QTRY_VERIFY_WITH_TIMEOUT(session->isRunning(), 60'000);
    QTRY_VERIFY_WITH_TIMEOUT(
        session->subscriptions()->rowCount() == 1
            && session->subscriptions()->index(0, 0).data(SubscriptionModel::StateRole).toInt()
                == int(SubscriptionStatus::State::Active),
        30'000);
    QTRY_COMPARE_WITH_TIMEOUT(demo->live()->subscriberCount(), 1, 30'000);
    QVERIFY(dock->isVisible());
    const int entriesBefore = changeListEntries();
    QCOMPARE(entriesBefore, 2);

    // A book is catalogued: the notification arrives, the tree follows.
    demo->live()->publish();
    QTRY_VERIFY_WITH_TIMEOUT(countEvents(WatchEvent::Kind::Notification) >= 1, 30'000);
    QTRY_VERIFY_WITH_TIMEOUT(changeListEntries() > entriesBefore, 30'000);
    QTRY_VERIFY_WITH_TIMEOUT(countEvents(WatchEvent::Kind::Refreshed) >= 1, 30'000);
    QVERIFY(session->subscriptions()
                ->index(0, SubscriptionModel::LastNotificationColumn)
                .data()
                .toString()
                .endsWith(u"signed"));

    // The newest event's changes and findings are shown when selected.
    NotificationsPanel *panel = dock->panel();
    QTableView *events = panel->eventView();
    for (int row = 0; row < events->model()->rowCount(); ++row) {
        if (events->model()->index(row, 0).data(WatchEventModel::KindRole).toInt()
            == int(WatchEvent::Kind::Notification)) {
            events->setCurrentIndex(events->model()->index(row, 0));
            break;
        }
    }
    QVERIFY2(panel->detailsText().contains(u"changelist-2.xml"), qPrintable(panel->detailsText()));

    // Keep the local copy in sync: a folder, and the copy is brought up to date.
    QTemporaryDir copy;
    dock->setFolderChooser([&copy](QWidget *, const QString &) { return copy.path(); });
    panel->findChild<QCheckBox *>(QStringLiteral("keepInSync"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(countEvents(WatchEvent::Kind::Sync) >= 1, 60'000);
    QCOMPARE(m_settings->mirrorFolder(m_window->session()->input()), copy.path());
    QVERIFY(!QDir(copy.path()).isEmpty());

    // A picture of the panel, to look at.
    dock->raise();
    QTest::qWait(100);
    const QString shots = QStringLiteral(RSI_SCREENSHOT_DIR);
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(dock->grab().save(shots + QStringLiteral("/notifications.png")));
    QVERIFY(m_window->grab().save(shots + QStringLiteral("/notifications-window.png")));

    // Stop: unsubscribed from the demo's hub.
    panel->findChild<QPushButton *>(QStringLiteral("stopFollowingButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!session->isRunning(), 30'000);
    const bool unsubscribed
        = QTest::qWaitFor([demo] { return demo->live()->subscriberCount() == 0; }, 30'000);
    for (int row = 0; !unsubscribed && row < session->events()->rowCount(); ++row)
        qInfo().noquote() << watchEventText(session->events()->event(row));
    QVERIFY(unsubscribed);
    QCOMPARE(countEvents(WatchEvent::Kind::Stopped), 1);
}

void tst_NotificationsPanel::settingsPageChecksWhatItSaves()
{
    NotificationSettingsPage page;
    page.load(*m_settings);
    QCOMPARE(page.listenField()->text(), QStringLiteral("127.0.0.1:0"));
    QVERIFY(page.callbackUrlField()->text().isEmpty());
    page.listenField()->setText(QStringLiteral("everywhere"));
    QVERIFY(!page.problem().isEmpty());
    QVERIFY(!page.save(*m_settings));
    page.listenField()->setText(QStringLiteral("127.0.0.1:8080"));
    page.callbackUrlField()->setText(QStringLiteral("ftp://tunnel.example/"));
    QVERIFY(!page.save(*m_settings));
    page.callbackUrlField()->setText(QStringLiteral("https://tunnel.example/rsi"));
    QVERIFY(page.problem().isEmpty());
    QVERIFY(page.save(*m_settings));
    QCOMPARE(m_settings->notificationListen(), QStringLiteral("127.0.0.1:8080"));
    QCOMPARE(m_settings->notificationCallbackUrl(), QStringLiteral("https://tunnel.example/rsi"));
    page.restoreDefaults();
    QVERIFY(page.save(*m_settings));
    QCOMPARE(m_settings->notificationListen(), QStringLiteral("127.0.0.1:0"));
    QVERIFY(m_settings->notificationCallbackUrl().isEmpty());
}

QTEST_MAIN(tst_NotificationsPanel)
#include "tst_notificationspanel.moc"
