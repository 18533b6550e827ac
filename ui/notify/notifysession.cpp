// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notifysession.h"

#include "models/subscriptionmodel.h"
#include "models/watcheventmodel.h"
#include "notify/watchjob.h"

namespace rsi {

NotifySession::NotifySession(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_events(new WatchEventModel(this))
    , m_subscriptions(new SubscriptionModel(this))
{ }

NotifySession::~NotifySession()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
    }
}

bool NotifySession::isRunning() const
{
    return m_job && !m_job->isFinished();
}

QUrl NotifySession::callbackServerUrl() const
{
    return m_job ? m_job->callbackServerUrl() : QUrl();
}

void NotifySession::start(const Setup &setup)
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
        m_job->deleteLater();
    }
    m_source = setup.source;
    m_mirrorFolder = setup.mirrorFolder;
    m_events->clear();
    m_subscriptions->clear();
    WatchOptions options;
    options.crawl = setup.crawl;
    options.listenAddress = setup.listenAddress;
    options.listenPort = setup.listenPort;
    options.callbackUrl = setup.callbackUrl;
    options.mirrorDirectory = setup.mirrorFolder;
    options.mirror = setup.mirror;
    options.subscriber.userAgent = setup.crawl.fetch.userAgent;
    auto *job = new WatchJob(setup.source, options, m_network, this);
    m_job = job;
    if (setup.tree)
        job->setInitialTree(setup.tree);
    connect(job, &WatchJob::eventAdded, this, &NotifySession::onEvent);
    connect(job, &WatchJob::treeChanged, this, &NotifySession::treeChanged);
    connect(job, &WatchJob::subscriptionsChanged, this,
            [this, job] { m_subscriptions->setStatuses(job->subscriptions()); });
    connect(job, &Job::finished, this, &NotifySession::onFinished);
    job->start();
    Q_EMIT runningChanged(true);
}

void NotifySession::stop()
{
    if (isRunning())
        m_job->stop(WatchJob::StopReason::User);
}

void NotifySession::cancel()
{
    if (isRunning())
        m_job->cancel();
}

void NotifySession::setMirrorFolder(const QString &folder)
{
    m_mirrorFolder = folder;
    if (isRunning())
        m_job->setMirrorDirectory(folder);
}

void NotifySession::onEvent(const WatchEvent &event)
{
    m_events->append(event);
    if (event.kind == WatchEvent::Kind::Notification)
        m_subscriptions->noteNotification(QUrl(event.topic), event.time, event.signatureValid);
    Q_EMIT eventAdded(event);
}

void NotifySession::onFinished()
{
    WatchJob *job = m_job;
    if (!job)
        return;
    if (job->error() != Job::Error::NoError && !job->isCanceled())
        Q_EMIT problem(job->errorString());
    m_subscriptions->setStatuses(job->subscriptions());
    job->deleteLater();
    Q_EMIT runningChanged(false);
}

} // namespace rsi
