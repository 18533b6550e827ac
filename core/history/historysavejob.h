// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/job.h"
#include "runbuilder.h"

#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QThreadPool;

namespace rsi {

class SourceTree;

// Keeps a crawl in the history file at path, off the thread that starts it:
// the run's record (recordRun(): the entries' digests are most of the
// work), one transaction to save it, then pruning to maxBytes (never the
// new run). Progress counts documents saved. cancel() abandons the save:
// nothing of it stays in the file.
//
// The work runs on the pool given, which should have one thread, so that
// the history's reads and writes happen one after another; the job lives on
// its creator's thread and waits for the work when destroyed.
class HistorySaveJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistorySaveJob)

public:
    HistorySaveJob(std::shared_ptr<const SourceTree> tree, RunContext context, QString path,
                   qint64 maxBytes, QThreadPool *pool, QObject *parent = nullptr);
    ~HistorySaveJob() override;

    // Once finished without error: the new run's id, and the runs pruned.
    qint64 runId() const { return m_runId; }
    QList<qint64> pruned() const { return m_pruned; }
    QString source() const { return m_source; }

protected:
    void doStart() override;
    void doCancel() override;

private:
    struct Outcome
    {
        qint64 runId = 0;
        QString source;
        QList<qint64> pruned;
        QString error;
    };

    std::shared_ptr<const SourceTree> m_tree;
    RunContext m_context;
    QString m_path;
    qint64 m_maxBytes = 0;
    QThreadPool *m_pool = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QFutureWatcher<Outcome> *m_watcher = nullptr;
    qint64 m_runId = 0;
    QString m_source;
    QList<qint64> m_pruned;
};

} // namespace rsi
