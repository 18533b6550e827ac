// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace rsi {

class DecorationProxyModel;
class NotifySession;
struct WatchEvent;

// The Notifications panel: following the shown source live. On top, what is
// followed and where the hubs call (the callback server, and whether only
// this computer can reach it), with Follow / Stop and the "Keep the local
// copy in sync" switch; then each channel with its hub and the state of its
// subscription (subscribing, active until…, renewing, denied, expired,
// ended) and when its last notification came; then every event as it
// arrives (notifications with their changes, deliveries rejected, documents
// read again, the local copy updated), the selected one's changes and
// findings beside it. The window decides what Follow and the switch do.
class NotificationsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotificationsPanel)

public:
    explicit NotificationsPanel(NotifySession *session, QWidget *parent = nullptr);
    ~NotificationsPanel() override;

    // Whether there is a source to follow (a crawl has finished).
    void setFollowAvailable(bool available);
    void setKeepInSync(bool on);
    bool keepInSync() const;
    // The local copy's folder, shown beside the switch; empty: none chosen yet.
    void setSyncFolder(const QString &folder);
    // A problem to show on top (the watch could not run), until the next start.
    void showProblem(const QString &message);

    QTableView *channelView() const { return m_channels; }
    QTableView *eventView() const { return m_events; }
    QString detailsText() const;

Q_SIGNALS:
    void followRequested();
    void stopRequested();
    void keepInSyncToggled(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateStatus();
    void showSelectedEvent();
    void onEventAdded(const WatchEvent &event);

    NotifySession *m_session = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_reach = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_follow = nullptr;
    QPushButton *m_stop = nullptr;
    QCheckBox *m_keepInSync = nullptr;
    QLabel *m_folder = nullptr;
    QLabel *m_channelsLabel = nullptr;
    QTableView *m_channels = nullptr;
    QLabel *m_eventsLabel = nullptr;
    QTableView *m_events = nullptr;
    DecorationProxyModel *m_decoratedEvents = nullptr;
    QTextBrowser *m_details = nullptr;
    bool m_followAvailable = false;
    QString m_syncFolder;
};

} // namespace rsi
