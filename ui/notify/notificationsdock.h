// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawloptions.h"

#include <QDockWidget>

#include <functional>

class QNetworkAccessManager;

namespace rsi {

class AppSettings;
class CrawlSession;
class Job;
class NotificationsPanel;
class NotifySession;

// The Notifications dock: the panel, and what following the window's source
// takes. Follow starts from the tree the window shows (CrawlSession) with the
// settings' callback address and public URL; each tree read after a
// notification goes back to the window; "Keep the local copy in sync" uses
// the folder remembered for the source (or asks for one). Opening another
// source stops following the last one.
class NotificationsDock final : public QDockWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotificationsDock)

public:
    using FolderChooser = std::function<QString(QWidget *parent, const QString &start)>;

    NotificationsDock(AppSettings &settings, CrawlSession *crawl, QNetworkAccessManager *network,
                      QWidget *parent = nullptr);
    ~NotificationsDock() override;

    // How the window crawls (settings and keychain credentials).
    void setCrawlOptions(std::function<CrawlOptions()> options)
    {
        m_crawlOptions = std::move(options);
    }
    void setFolderChooser(FolderChooser chooser) { m_chooseFolder = std::move(chooser); }

    // Follows the source shown now; nothing when no crawl has finished. The
    // dock is shown, and brought to the front when raise is true.
    void follow(bool raise = true);
    void stop();
    // The window opened a source: following another one stops.
    void sourceOpened(const QString &input);
    // Follows the source once the crawl under way has finished (the demo).
    void followWhenCrawled() { m_followWhenCrawled = true; }

    NotifySession *session() const { return m_session; }
    NotificationsPanel *panel() const { return m_panel; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void onCrawlFinished(Job *job);
    void onKeepInSyncToggled(bool on);
    QString syncFolder(bool ask);

    AppSettings &m_settings;
    CrawlSession *m_crawl = nullptr;
    NotifySession *m_session = nullptr;
    NotificationsPanel *m_panel = nullptr;
    std::function<CrawlOptions()> m_crawlOptions;
    FolderChooser m_chooseFolder;
    bool m_followWhenCrawled = false;
};

} // namespace rsi
