// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/specversion.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <memory>

class QNetworkAccessManager;

namespace rsi {

class AuditJob;
class Job;
class MirrorJob;
class SourceTree;
struct AuditResult;
struct MirrorOptions;
struct MirrorResult;

// The local copy jobs of a window, one at a time: an audit (AuditJob) or a
// mirror (MirrorJob) of a crawled source's tree. The jobs run on the
// window's thread as their contracts ask; each gets its own shared copy of
// the tree, so a crawl started meanwhile changes nothing under it.
//
// When a job ends, auditFinished() or mirrorFinished() hands its result
// over, then jobFinished(); the job object is deleted later.
class SyncSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncSession)

public:
    // network must outlive the session.
    explicit SyncSession(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~SyncSession() override;

    // Null when a job runs already.
    AuditJob *audit(std::shared_ptr<const SourceTree> tree, const QString &destination,
                    SpecVersion specVersion);
    MirrorJob *mirror(std::shared_ptr<const SourceTree> tree, const QString &source,
                      const QString &destination, const MirrorOptions &options);
    void cancel();

    bool isBusy() const { return !m_job.isNull(); }
    Job *currentJob() const { return m_job; }

Q_SIGNALS:
    void jobStarted(rsi::Job *job, const QString &title, const QString &unit);
    // What the running job does now (a mirror says which resource).
    void statusChanged(const QString &status);
    // error: why the job failed as a whole; empty when it ran (or was stopped).
    void auditFinished(const QString &destination, const rsi::AuditResult &result, qint64 elapsedMs,
                       const QString &error);
    void mirrorFinished(const QString &destination, const rsi::MirrorResult &result,
                        const QString &error);
    void jobFinished(rsi::Job *job);

private:
    void onFinished(Job *job);

    QNetworkAccessManager *m_network = nullptr;
    QPointer<Job> m_job;
    QElapsedTimer m_clock;
    QString m_destination; // of the running job
};

} // namespace rsi
