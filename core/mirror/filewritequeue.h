// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace rsi {

// Runs small jobs (a mirror's file writes) on the worker pool and hands
// their results back on the owner's thread, in batches: a few pool tasks
// drain one queue, and the results gathered while the owner was busy
// arrive in one queued call. A task and a QFutureWatcher per file cost
// four cross-thread events and as many wake-ups per file, more than the
// write of a small file itself.
//
// Jobs are handed to the pool a few at a time: a job waits until several
// are queued, or for at most holdMs (unless every runner is busy), so that
// one wake-up of a pool thread serves a handful of small files instead of
// each its own.
//
// A job's `finished` runs on this object's thread after the job, in the
// order the jobs ended (a job hands its result over through what both
// capture). Destroying the queue drops the jobs not started and every
// `finished` not yet run; a job already running ends on the pool.
class FileWriteQueue final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileWriteQueue)

public:
    using Job = std::function<void()>;

    // Queued jobs that wake a pool thread at once; fewer wait up to holdMs.
    static constexpr int batchSize = 8;
    static constexpr int holdMs = 2;

    // At most `runners` jobs run at once.
    explicit FileWriteQueue(int runners, QObject *parent = nullptr);
    ~FileWriteQueue() override;

    // Runs job on the pool, then finished() here (this object's thread).
    void enqueue(Job job, Job finished);
    // Jobs queued or running whose finished() has not been called yet.
    qsizetype pending() const { return m_pending; }

private:
    struct Shared;
    void deliver();
    // Starts pool tasks for what is queued, up to the runners allowed.
    void startRunners();

    std::shared_ptr<Shared> m_shared;
    QTimer m_hold; // wakes the pool for jobs queued fewer than batchSize
    qsizetype m_pending = 0;
};

} // namespace rsi
