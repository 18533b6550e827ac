// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawloptions.h"
#include "mirror/mirrorjob.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace rsi {

class SourceTree;
class SubscriptionModel;
class WatchEventModel;
class WatchJob;
struct WatchEvent;

// The window's side of following a source (WatchJob): starts and stops it,
// feeds the Notifications panel's models, and hands each tree it reads after
// a notification to the window, which shows it in place of the one it has.
// GUI thread.
class NotifySession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotifySession)

public:
    struct Setup
    {
        QString source;
        std::shared_ptr<const SourceTree> tree; // as crawled just now
        CrawlOptions crawl;
        QHostAddress listenAddress = QHostAddress::LocalHost;
        quint16 listenPort = 0;
        QUrl callbackUrl; // empty: the server's own address
        QString mirrorFolder; // empty: no local copy kept in sync
        MirrorOptions mirror;
    };

    // network must outlive the session.
    explicit NotifySession(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~NotifySession() override;

    // Follows a source (stopping what was followed); a problem comes as
    // problem(), and the session is not running then.
    void start(const Setup &setup);
    // Unsubscribes from every hub and stops; runningChanged(false) follows.
    void stop();
    // Stops at once, unsubscribing from nothing (the window closes).
    void cancel();
    bool isRunning() const;
    QString source() const { return m_source; }
    // The local copy kept in sync with each read ("": none).
    void setMirrorFolder(const QString &folder);
    QString mirrorFolder() const { return m_mirrorFolder; }
    QUrl callbackServerUrl() const;

    WatchEventModel *events() const { return m_events; }
    SubscriptionModel *subscriptions() const { return m_subscriptions; }

Q_SIGNALS:
    void runningChanged(bool running);
    void treeChanged(std::shared_ptr<const rsi::SourceTree> tree);
    void problem(const QString &message);
    void eventAdded(const rsi::WatchEvent &event);

private:
    void onEvent(const WatchEvent &event);
    void onFinished();

    QNetworkAccessManager *m_network = nullptr;
    QPointer<WatchJob> m_job;
    QString m_source;
    QString m_mirrorFolder;
    WatchEventModel *m_events = nullptr;
    SubscriptionModel *m_subscriptions = nullptr;
};

} // namespace rsi
