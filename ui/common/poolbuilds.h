// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/workerpool.h"

#include <QFuture>
#include <QList>
#include <QPromise>
#include <QtConcurrentRun>

#include <utility>

namespace rsi {

// The builds a view runs on the worker pool (a document laid out off the
// GUI thread), kept so that none outlives the view: a build lays text out
// with the application's fonts, and one still running when its view is gone
// may outlive the application (a crash at exit, seen when a test ended while
// its view loaded). At the end, builds not started are canceled and never
// run, and one running is waited for, at most one build long.
//
// A build takes its QPromise first (QtConcurrent::run's promise form): one
// canceled before it started, or dropped by the pool (QThreadPool::clear()
// at exit), then ends without a result instead of never ending.
template<typename Result> class PoolBuilds final
{
public:
    PoolBuilds() = default;
    Q_DISABLE_COPY_MOVE(PoolBuilds)
    ~PoolBuilds() { waitForAll(); }

    // Runs build(promise, args...) on the worker pool.
    template<typename Function, typename... Args>
    QFuture<Result> start(Function &&build, Args &&...args)
    {
        m_building.append(QtConcurrent::run(workerPool(), std::forward<Function>(build),
                                            std::forward<Args>(args)...));
        return m_building.constLast();
    }

    // Builds not shown yet are not wanted: canceled, and those ended let go.
    void drop()
    {
        for (QFuture<Result> &building : m_building)
            building.cancel();
        forgetEnded();
    }

    // Lets go of the builds that ended (a future keeps its result).
    void forgetEnded()
    {
        m_building.removeIf([](const QFuture<Result> &building) { return building.isFinished(); });
    }

    // drop(), then waits for the one running, if any.
    void waitForAll()
    {
        drop();
        for (QFuture<Result> &building : m_building)
            building.waitForFinished();
        m_building.clear();
    }

private:
    QList<QFuture<Result>> m_building; // not ended, or ended and not shown
};

} // namespace rsi
