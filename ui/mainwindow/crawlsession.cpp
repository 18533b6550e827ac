// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawlsession.h"

#include "crawl/crawljob.h"

#include <memory>

namespace rsi {

CrawlSession::CrawlSession(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{
    m_snapshotTimer.setSingleShot(true);
    m_snapshotTimer.setInterval(snapshotIntervalMs);
    connect(&m_snapshotTimer, &QTimer::timeout, this, &CrawlSession::takeSnapshot);
}

CrawlSession::~CrawlSession()
{
    // The jobs are children; make sure none reports into a half-destroyed session.
    if (m_job)
        m_job->disconnect(this);
}

namespace {

// Whether documents judged under a and under b were judged alike, so that
// one crawl's findings about a document can stand in for the other's.
bool judgedAlike(const ValidationOptions &a, const ValidationOptions &b)
{
    return a.specVersion == b.specVersion && a.strict == b.strict && a.maxEntries == b.maxEntries
        && a.maxBytes == b.maxBytes && a.extensionCapabilities == b.extensionCapabilities;
}

} // namespace

CrawlJob *CrawlSession::crawl(const QString &input, const CrawlOptions &options)
{
    cancel();
    auto *job = new CrawlJob(input, options, m_network, this);
    // The same source judged the same way again: unchanged documents keep
    // their findings. The crawl's own tree, not one a resource check added to.
    if (input == m_input && !m_crawledTree.isEmpty()
        && judgedAlike(options.validation, m_crawledWith.validation))
        job->setPreviousCrawl(std::make_shared<const SourceTree>(m_crawledTree));
    m_crawledWith = options;
    m_crawledTree = {};
    m_input = input;
    m_tree = {};
    Q_EMIT treeChanged();
    // Snapshots wait for news; the tree rules at the end move the job's tree
    // out while they run, and no document arrives then.
    connect(job, &CrawlJob::documentLoaded, this, [this] {
        if (!m_snapshotTimer.isActive())
            m_snapshotTimer.start();
    });
    watch(job, [job]() -> const SourceTree & { return job->tree(); });
    Q_EMIT jobStarted(job, tr("Crawl %1").arg(input), tr("documents"));
    job->start();
    return job;
}

SourceCheckJob *CrawlSession::checkResources(SourceCheckJob::Options options)
{
    if (isBusy() || m_tree.isEmpty())
        return nullptr;
    // The job appends findings (and packages) to a tree of its own, which the
    // window gets when the check is done: findings arriving one by one would
    // re-sort and re-filter the findings table under the user's hands.
    // Packages a check added before are left out, so that they are not
    // checked twice; the crawl's own tree is what is checked.
    m_checkedTree = m_crawledTree.isEmpty() ? m_tree : m_crawledTree;
    m_checkedTree.setScope(options.scope);
    options.localRoot = m_localRoot;
    const bool hash = options.hash;
    auto *job = new SourceCheckJob(m_checkedTree, std::move(options), m_network, this);
    watch(job, nullptr);
    Q_EMIT jobStarted(job,
                      hash ? tr("Check and hash the resources of %1").arg(m_input)
                           : tr("Check the resources of %1").arg(m_input),
                      tr("resources"));
    job->start();
    return job;
}

void CrawlSession::cancel()
{
    // The tree rules cannot be interrupted, and canceling would wait for
    // them on this thread: a crawl that far along is left to finish.
    if (auto *crawl = qobject_cast<CrawlJob *>(m_job.data()); crawl && crawl->isJudgingTree())
        return;
    if (m_job)
        m_job->cancel(); // finishes at once, through onFinished
}

void CrawlSession::watch(Job *job, std::function<const SourceTree &()> liveTree)
{
    m_job = job;
    m_liveTree = std::move(liveTree);
    connect(job, &Job::finished, this, &CrawlSession::onFinished);
}

void CrawlSession::takeSnapshot()
{
    if (!m_job || !m_liveTree)
        return;
    const SourceTree &live = m_liveTree();
    // A crawl's tree only grows, except while the tree rules have it at the
    // end: then the last snapshot stands until the job finishes.
    if (live.size() < m_tree.size())
        return;
    m_tree = live;
    Q_EMIT treeChanged();
}

void CrawlSession::onFinished(Job *job)
{
    if (job != m_job) {
        job->deleteLater(); // one left to finish its tree rules when another started
        return;
    }
    m_snapshotTimer.stop();
    if (auto *crawlJob = qobject_cast<CrawlJob *>(job)) {
        // Canceled while the tree rules ran, the job has no tree to give:
        // the last snapshot is what there is.
        m_localRoot = crawlJob->localRoot();
        SourceTree final = crawlJob->takeTree();
        if (!final.isEmpty() || m_tree.isEmpty())
            m_tree = std::move(final);
        else
            m_tree.setComplete(false);
        m_crawledTree = m_tree;
    } else {
        m_tree = std::move(m_checkedTree);
    }
    m_checkedTree = {};
    m_liveTree = nullptr;
    m_job = nullptr;
    Q_EMIT treeChanged();
    Q_EMIT jobFinished(job);
    // The jobs panel keeps showing how it went; the object itself is done.
    job->deleteLater();
}

} // namespace rsi
