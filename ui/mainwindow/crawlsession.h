// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawloptions.h"
#include "crawl/sourcecheckjob.h"
#include "crawl/sourcetree.h"
#include "jobs/job.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

class QNetworkAccessManager;

namespace rsi {

class CrawlJob;

// The source a window shows, and the jobs that build it: a crawl, then
// optionally a check of its resources and dump packages (SourceCheckJob).
//
// The jobs run on the window's thread as their contracts ask (they only
// schedule: downloads run in Qt's network thread, parsing, validation and
// the tree rules on the thread pool), and they grow their own tree. The
// session hands the window snapshots of that tree, at most every
// snapshotIntervalMs while a job runs and once when it ends. A snapshot costs
// next to nothing (the tree's lists and texts are implicitly shared), so the
// window's models diff one snapshot against the next and the GUI never waits
// for a job.
class CrawlSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrawlSession)

public:
    static constexpr int snapshotIntervalMs = 150;

    // network must outlive the session.
    explicit CrawlSession(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~CrawlSession() override;

    // Crawls input (a site, document URL or local path), canceling whatever
    // runs. Crawling the same input again revalidates: documents the server
    // reports unchanged are taken from the last crawl.
    CrawlJob *crawl(const QString &input, const CrawlOptions &options);
    // Checks the resources and dump packages of the crawled tree, within
    // options.scope (options.localRoot is filled in for a local source); null
    // while a job runs or before a crawl has finished. The packages become
    // documents of the tree (Arrival::Package).
    SourceCheckJob *checkResources(SourceCheckJob::Options options);
    void cancel();

    bool isBusy() const { return !m_job.isNull(); }
    Job *currentJob() const { return m_job; }
    QString input() const { return m_input; }
    // The latest snapshot.
    const SourceTree &tree() const { return m_tree; }

Q_SIGNALS:
    void jobStarted(rsi::Job *job, const QString &title, const QString &unit);
    void treeChanged();
    void jobFinished(rsi::Job *job);

private:
    void watch(Job *job, std::function<const SourceTree &()> liveTree);
    void takeSnapshot();
    void onFinished(Job *job);

    QNetworkAccessManager *m_network = nullptr;
    QString m_input;
    SourceTree m_tree;
    SourceTree m_crawledTree; // the last crawl's own, for the next one to revalidate against
    CrawlOptions m_crawledWith;
    SourceTree m_checkedTree; // what a resource check appends its findings to
    QString m_localRoot; // the folder of a local source, from the last crawl
    QPointer<Job> m_job;
    std::function<const SourceTree &()> m_liveTree;
    QTimer m_snapshotTimer;
};

} // namespace rsi
