// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/workerpool.h"

#include <QSemaphore>
#include <QThreadPool>

namespace rsi::test {

// Every thread of the worker pool kept busy until release(), so that what is
// started meanwhile stays queued: for tests of a build the pool never ran.
// Released and waited for at the latest when it goes, however the test ends,
// so that no pool thread is left blocked.
class OccupiedPool
{
public:
    OccupiedPool()
        : m_threads(rsi::workerPool()->maxThreadCount())
    {
        for (int i = 0; i < m_threads; ++i)
            rsi::workerPool()->start([this] {
                m_occupied.release();
                m_release.acquire();
            });
    }
    Q_DISABLE_COPY_MOVE(OccupiedPool)
    ~OccupiedPool()
    {
        release();
        rsi::workerPool()->waitForDone(10000);
    }

    // Whether every thread has taken its task (false after 10 s).
    bool waitUntilOccupied() { return m_occupied.tryAcquire(m_threads, 10000); }

    void release()
    {
        if (!m_released)
            m_release.release(m_threads);
        m_released = true;
    }

private:
    const int m_threads;
    QSemaphore m_occupied;
    QSemaphore m_release;
    bool m_released = false;
};

} // namespace rsi::test
