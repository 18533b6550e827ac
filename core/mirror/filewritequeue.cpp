// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filewritequeue.h"

#include "util/workerpool.h"

#include <QMutex>
#include <QPointer>
#include <QRunnable>
#include <QThreadPool>

#include <deque>
#include <utility>

namespace rsi {

struct FileWriteQueue::Shared
{
    QMutex mutex;
    std::deque<std::pair<Job, Job>> queued; // job, finished
    QList<Job> ended; // finished() of the jobs done, not delivered yet
    int running = 0; // pool tasks draining the queue
    int runners = 1;
    bool deliveryPosted = false;
    // Cleared (under the mutex) by the queue's destructor: an event is only
    // posted to a living queue, and ~QObject drops what was posted.
    FileWriteQueue *owner = nullptr;
};

FileWriteQueue::FileWriteQueue(int runners, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->runners = std::max(1, runners);
    m_shared->owner = this;
    m_hold.setSingleShot(true);
    m_hold.setInterval(holdMs);
    connect(&m_hold, &QTimer::timeout, this, &FileWriteQueue::startRunners);
}

FileWriteQueue::~FileWriteQueue()
{
    std::deque<std::pair<Job, Job>> queued;
    QList<Job> ended;
    {
        const QMutexLocker locker(&m_shared->mutex);
        m_shared->owner = nullptr;
        queued.swap(m_shared->queued);
        ended.swap(m_shared->ended);
    }
    // Destroyed here, on this thread, with what they hold (a download's
    // temporary file belongs to this thread), and not run.
}

void FileWriteQueue::enqueue(Job job, Job finished)
{
    ++m_pending;
    bool wake = false;
    {
        const QMutexLocker locker(&m_shared->mutex);
        m_shared->queued.emplace_back(std::move(job), std::move(finished));
        // With every runner busy, one of them takes it. Else a full batch
        // wakes another; fewer wait for company, or for holdMs: a busy task
        // usually takes them meanwhile, but it may be writing a big file.
        if (m_shared->running >= m_shared->runners)
            return;
        wake = m_shared->queued.size() >= std::size_t(batchSize);
    }
    if (wake)
        startRunners();
    else if (!m_hold.isActive())
        m_hold.start();
}

void FileWriteQueue::startRunners()
{
    m_hold.stop();
    const QMutexLocker locker(&m_shared->mutex);
    std::size_t waiting = m_shared->queued.size();
    for (int task = m_shared->running; task < m_shared->runners && waiting > 0; ++task) {
        // One more task per batch of jobs waiting: a second thread for a
        // single file would cost its wake-up and likely find the queue empty.
        waiting = waiting > std::size_t(batchSize) ? waiting - std::size_t(batchSize) : 0;
        ++m_shared->running;
        workerPool()->start([shared = m_shared] {
            for (;;) {
                std::pair<Job, Job> next;
                {
                    const QMutexLocker lock(&shared->mutex);
                    if (shared->queued.empty()) {
                        --shared->running;
                        return;
                    }
                    next = std::move(shared->queued.front());
                    shared->queued.pop_front();
                }
                next.first();
                const QMutexLocker lock(&shared->mutex);
                shared->ended.append(std::move(next.second));
                // One queued call for all that ends before the owner runs it.
                if (shared->owner && !shared->deliveryPosted) {
                    shared->deliveryPosted = true;
                    FileWriteQueue *owner = shared->owner;
                    QMetaObject::invokeMethod(
                        owner, [owner] { owner->deliver(); }, Qt::QueuedConnection);
                }
            }
        });
    }
}

void FileWriteQueue::deliver()
{
    QList<Job> ended;
    {
        const QMutexLocker locker(&m_shared->mutex);
        ended.swap(m_shared->ended);
        m_shared->deliveryPosted = false;
    }
    // A finished() may destroy this queue (the mirror ends with its last file).
    const QPointer<FileWriteQueue> alive(this);
    for (Job &finished : ended) {
        --m_pending;
        finished();
        if (!alive)
            return;
    }
}

} // namespace rsi
