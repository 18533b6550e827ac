// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncsession.h"

#include "crawl/sourcetree.h"
#include "mirror/auditjob.h"
#include "mirror/mirrorjob.h"

#include <QDir>

namespace rsi {

SyncSession::SyncSession(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{ }

SyncSession::~SyncSession()
{
    // The job is a child; it must not report into a half-destroyed session.
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
    }
}

AuditJob *SyncSession::audit(std::shared_ptr<const SourceTree> tree, const QString &destination,
                             SpecVersion specVersion)
{
    if (isBusy())
        return nullptr;
    auto *job = new AuditJob(std::move(tree), destination, AuditOptions {}, specVersion, this);
    m_job = job;
    m_clock.start();
    connect(job, &Job::finished, this, &SyncSession::onFinished);
    Q_EMIT jobStarted(job, tr("Audit %1").arg(QDir::toNativeSeparators(destination)),
                      tr("resources"));
    job->start();
    return job;
}

MirrorJob *SyncSession::mirror(std::shared_ptr<const SourceTree> tree, const QString &source,
                               const QString &destination, const MirrorOptions &options)
{
    if (isBusy())
        return nullptr;
    auto *job = new MirrorJob(std::move(tree), source, destination, options, m_network, this);
    m_job = job;
    m_destination = destination;
    m_clock.start();
    connect(job, &Job::finished, this, &SyncSession::onFinished);
    connect(job, &MirrorJob::statusChanged, this, &SyncSession::statusChanged);
    Q_EMIT jobStarted(job,
                      tr("Mirror %1 into %2").arg(source, QDir::toNativeSeparators(destination)),
                      tr("resources"));
    job->start();
    return job;
}

void SyncSession::cancel()
{
    if (m_job)
        m_job->cancel(); // a mirror finishes within seconds, once it saved what it did: onFinished
}

void SyncSession::onFinished(Job *job)
{
    if (job != m_job)
        return;
    m_job = nullptr;
    // A stopped job still has a result: what it did so far.
    const QString error
        = job->error() == Job::Error::NoError || job->isCanceled() ? QString() : job->errorString();
    // A job stopped before it began its work may not say so in its result.
    if (auto *audit = qobject_cast<AuditJob *>(job)) {
        AuditResult result = audit->result();
        result.canceled = result.canceled || job->isCanceled();
        Q_EMIT auditFinished(audit->destination(), result, m_clock.elapsed(), error);
    } else if (auto *mirror = qobject_cast<MirrorJob *>(job)) {
        MirrorResult result = mirror->result();
        result.canceled = result.canceled || job->isCanceled();
        Q_EMIT mirrorFinished(m_destination, result, error);
    }
    Q_EMIT jobFinished(job);
    // The jobs panel keeps showing how it went; the object itself is done.
    job->deleteLater();
}

} // namespace rsi
