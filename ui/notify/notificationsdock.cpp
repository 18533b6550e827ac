// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notificationsdock.h"

#include "crawl/crawljob.h"
#include "mainwindow/crawlsession.h"
#include "notificationspanel.h"
#include "notify/callbackserver.h"
#include "notifysession.h"
#include "settings/appsettings.h"

#include <QEvent>
#include <QFileDialog>

namespace rsi {

NotificationsDock::NotificationsDock(AppSettings &settings, CrawlSession *crawl,
                                     QNetworkAccessManager *network, QWidget *parent)
    : QDockWidget(parent)
    , m_settings(settings)
    , m_crawl(crawl)
    , m_session(new NotifySession(network, this))
{
    setObjectName(QStringLiteral("notificationsDock"));
    m_panel = new NotificationsPanel(m_session, this);
    m_panel->setObjectName(QStringLiteral("notificationsPanel"));
    setWidget(m_panel);
    m_chooseFolder = [](QWidget *parentWidget, const QString &start) {
        return QFileDialog::getExistingDirectory(
            parentWidget, tr("Folder of the local copy to keep in sync"), start);
    };
    connect(m_panel, &NotificationsPanel::followRequested, this, [this] { follow(); });
    connect(m_panel, &NotificationsPanel::stopRequested, this, &NotificationsDock::stop);
    connect(m_panel, &NotificationsPanel::keepInSyncToggled, this,
            &NotificationsDock::onKeepInSyncToggled);
    connect(m_session, &NotifySession::treeChanged, this,
            [this](std::shared_ptr<const SourceTree> tree) {
                if (tree && m_crawl->input() == m_session->source())
                    m_crawl->adoptTree(*tree);
            });
    connect(m_crawl, &CrawlSession::jobFinished, this, &NotificationsDock::onCrawlFinished);
    connect(m_crawl, &CrawlSession::jobStarted, this,
            [this] { m_panel->setFollowAvailable(false); });
    setWindowTitle(tr("Notifications"));
}

NotificationsDock::~NotificationsDock() = default;

void NotificationsDock::onCrawlFinished(Job *job)
{
    const bool crawled = qobject_cast<CrawlJob *>(job) && job->error() == Job::Error::NoError;
    m_panel->setFollowAvailable(!m_crawl->tree().isEmpty());
    if (crawled && m_followWhenCrawled) {
        m_followWhenCrawled = false;
        follow(false); // shown beside the findings, which stay in front
    }
}

void NotificationsDock::follow(bool raise)
{
    if (m_crawl->isBusy() || m_crawl->tree().isEmpty())
        return;
    NotifySession::Setup setup;
    setup.source = m_crawl->input();
    setup.tree = std::make_shared<const SourceTree>(m_crawl->tree());
    setup.crawl = m_crawlOptions ? m_crawlOptions() : m_settings.crawlOptions();
    CallbackServer::parseAddress(m_settings.notificationListen(), setup.listenAddress,
                                 setup.listenPort);
    setup.callbackUrl = QUrl(m_settings.notificationCallbackUrl());
    setup.mirror.fetch = setup.crawl.fetch;
    setup.mirror.specVersion = setup.crawl.validation.specVersion;
    setup.mirror.deleteExtras = m_settings.mirrorDeletes();
    if (m_panel->keepInSync())
        setup.mirrorFolder = syncFolder(true);
    m_panel->setSyncFolder(m_settings.mirrorFolder(setup.source));
    m_session->start(setup);
    show();
    if (raise)
        QDockWidget::raise();
}

void NotificationsDock::stop()
{
    m_session->stop();
}

void NotificationsDock::sourceOpened(const QString &input)
{
    m_followWhenCrawled = false;
    m_panel->setSyncFolder(m_settings.mirrorFolder(input));
    if (m_session->isRunning() && m_session->source() != input)
        m_session->stop();
}

QString NotificationsDock::syncFolder(bool ask)
{
    const QString source = m_crawl->input();
    QString folder = m_settings.mirrorFolder(source);
    if (folder.isEmpty() && ask && m_chooseFolder) {
        folder = m_chooseFolder(this, QString());
        if (!folder.isEmpty())
            m_settings.setMirrorFolder(source, folder);
    }
    return m_settings.mirrorFolder(source);
}

void NotificationsDock::onKeepInSyncToggled(bool on)
{
    const QString folder = on ? syncFolder(true) : QString();
    if (on && folder.isEmpty()) {
        // No folder chosen: the switch goes back off.
        const QSignalBlocker blocker(m_panel);
        m_panel->setKeepInSync(false);
        return;
    }
    m_panel->setSyncFolder(m_settings.mirrorFolder(m_crawl->input()));
    m_session->setMirrorFolder(folder);
}

void NotificationsDock::changeEvent(QEvent *event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Notifications"));
}

} // namespace rsi
