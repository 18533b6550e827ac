// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "memorybudget.h"

#include <QThreadPool>

#include <algorithm>
#include <utility>

namespace rsi {

MemoryBudget::Reservation::Reservation(Reservation &&other) noexcept
    : m_budget(std::exchange(other.m_budget, nullptr))
    , m_bytes(std::exchange(other.m_bytes, 0))
{ }

MemoryBudget::Reservation &MemoryBudget::Reservation::operator=(Reservation &&other) noexcept
{
    if (this != &other) {
        release();
        m_budget = std::exchange(other.m_budget, nullptr);
        m_bytes = std::exchange(other.m_bytes, 0);
    }
    return *this;
}

MemoryBudget::Reservation::~Reservation()
{
    release();
}

void MemoryBudget::Reservation::release()
{
    if (m_budget)
        m_budget->give(m_bytes);
    m_budget = nullptr;
    m_bytes = 0;
}

MemoryBudget::MemoryBudget(qint64 bytes)
    : m_total(std::max<qint64>(bytes, 1))
{ }

MemoryBudget::Reservation MemoryBudget::reserve(qint64 bytes, QThreadPool *pool)
{
    bytes = std::clamp<qint64>(bytes, 0, m_total);
    QMutexLocker locker(&m_mutex);
    if (m_reserved + bytes > m_total) {
        if (pool) {
            locker.unlock();
            pool->releaseThread();
            locker.relock();
        }
        while (m_reserved + bytes > m_total)
            m_freed.wait(&m_mutex);
        if (pool)
            pool->reserveThread();
    }
    m_reserved += bytes;
    m_peak = std::max(m_peak, m_reserved);
    return Reservation(this, bytes);
}

qint64 MemoryBudget::reserved() const
{
    QMutexLocker locker(&m_mutex);
    return m_reserved;
}

qint64 MemoryBudget::peakReserved() const
{
    QMutexLocker locker(&m_mutex);
    return m_peak;
}

void MemoryBudget::give(qint64 bytes)
{
    {
        QMutexLocker locker(&m_mutex);
        m_reserved -= bytes;
    }
    m_freed.wakeAll();
}

MemoryBudget *parseBudget()
{
    // Never destroyed: a parse still running on the worker pool when an
    // interrupted command returns from main() reserves and releases through
    // it while static objects are destroyed (a Q_GLOBAL_STATIC was gone by
    // then, and the CLI crashed after Ctrl-C now and then).
    static auto *const budget = new MemoryBudget(160LL * 1024 * 1024);
    return budget;
}

} // namespace rsi
