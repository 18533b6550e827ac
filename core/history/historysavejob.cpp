// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historysavejob.h"

#include "crawl/sourcetree.h"
#include "historystore.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace rsi {

HistorySaveJob::HistorySaveJob(std::shared_ptr<const SourceTree> tree, RunContext context,
                               QString path, qint64 maxBytes, QThreadPool *pool, QObject *parent)
    : Job(parent)
    , m_tree(std::move(tree))
    , m_context(std::move(context))
    , m_path(std::move(path))
    , m_maxBytes(maxBytes)
    , m_pool(pool)
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{ }

HistorySaveJob::~HistorySaveJob()
{
    // The work posts progress here; it rolls back at its next document once
    // told to stop.
    m_cancel->store(true);
    if (m_watcher)
        m_watcher->waitForFinished();
}

void HistorySaveJob::doStart()
{
    if (!m_tree || m_tree->isEmpty()) {
        emitResult(Error::InvalidInput, tr("There is no crawl to keep in the history."));
        return;
    }
    setTotalAmount(m_tree->size());
    m_watcher = new QFutureWatcher<Outcome>(this);
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this, [this] {
        if (isFinished()) // canceled meanwhile
            return;
        const Outcome outcome = m_watcher->result();
        if (!outcome.error.isEmpty()) {
            emitResult(m_cancel->load() ? Error::Canceled : Error::Failed, outcome.error);
            return;
        }
        m_runId = outcome.runId;
        m_source = outcome.source;
        m_pruned = outcome.pruned;
        setProcessedAmount(totalAmount());
        emitResult();
    });
    auto work = [this, tree = m_tree, context = m_context, path = m_path, maxBytes = m_maxBytes,
                 cancel = m_cancel]() -> Outcome {
        Outcome outcome;
        if (cancel->load()) {
            outcome.error = tr("Canceled.");
            return outcome;
        }
        const RunRecord run = recordRun(*tree, context);
        HistoryStore store;
        if (!store.open(path)) {
            outcome.error = store.errorString();
            return outcome;
        }
        const auto progress = [this, cancel](qsizetype done, qsizetype) {
            QMetaObject::invokeMethod(
                this,
                [this, done] {
                    if (!isFinished())
                        setProcessedAmount(done);
                },
                Qt::QueuedConnection);
            return !cancel->load();
        };
        outcome.runId = store.save(run, progress);
        if (outcome.runId == 0) {
            outcome.error = store.errorString();
            return outcome;
        }
        outcome.source = run.source;
        if (maxBytes > 0)
            outcome.pruned = store.prune(maxBytes, outcome.runId);
        return outcome;
    };
    m_watcher->setFuture(QtConcurrent::run(m_pool, std::move(work)));
}

void HistorySaveJob::doCancel()
{
    // The work stops at its next document and rolls back; the job says so
    // now, without waiting for it.
    m_cancel->store(true);
}

} // namespace rsi
