// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workerpool.h"

#include <QThread>
#include <QThreadPool>

namespace rsi {

namespace {

struct WorkerPool : QThreadPool
{
    WorkerPool()
    {
        setObjectName(QStringLiteral("rsi worker pool"));
        setMaxThreadCount(QThread::idealThreadCount());
    }
};

} // namespace

Q_GLOBAL_STATIC(WorkerPool, pool)

QThreadPool *workerPool()
{
    return pool();
}

} // namespace rsi
