// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMutex>
#include <QWaitCondition>

class QThreadPool;

namespace rsi {

// Bytes that work running on several threads may hold at once. Each piece of
// work reserves what it may hold before it starts, and waits (blocking its
// thread) while the budget cannot cover it; a reservation larger than the
// whole budget is cut to the whole, so that it runs, alone. The number of
// threads then no longer decides the peak: eight parses of a gzip bomb on
// eight cores hold what the budget allows, not eight times a parse.
// Thread-safe.
class MemoryBudget final
{
    Q_DISABLE_COPY_MOVE(MemoryBudget)

public:
    // What reserve() gave; releases it when destroyed.
    class Reservation final
    {
    public:
        Reservation() = default;
        Reservation(Reservation &&other) noexcept;
        Reservation &operator=(Reservation &&other) noexcept;
        Reservation(const Reservation &) = delete;
        Reservation &operator=(const Reservation &) = delete;
        ~Reservation();

        qint64 bytes() const { return m_bytes; }
        void release();

    private:
        friend class MemoryBudget;
        Reservation(MemoryBudget *budget, qint64 bytes)
            : m_budget(budget)
            , m_bytes(bytes)
        { }
        MemoryBudget *m_budget = nullptr;
        qint64 m_bytes = 0;
    };

    explicit MemoryBudget(qint64 bytes);

    // Waits until `bytes` (at most the whole budget, at least 0) are free,
    // and takes them. A thread of `pool` that has to wait gives its place in
    // the pool to other work meanwhile (QThreadPool::releaseThread()): the
    // holders of the budget may need the pool to finish.
    [[nodiscard]] Reservation reserve(qint64 bytes, QThreadPool *pool = nullptr);

    qint64 total() const { return m_total; }
    qint64 reserved() const;
    // The most that was reserved at once, for tests and benchmarks.
    qint64 peakReserved() const;

private:
    void give(qint64 bytes);

    const qint64 m_total;
    mutable QMutex m_mutex;
    QWaitCondition m_freed;
    qint64 m_reserved = 0;
    qint64 m_peak = 0;
};

// The budget of every document parse and validation in the process (crawls,
// validate): 160 MiB, which with the program itself keeps a crawl of
// hostile documents under 300 MB on any number of cores.
MemoryBudget *parseBudget();

} // namespace rsi
