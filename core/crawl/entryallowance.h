// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <atomic>

namespace rsi {

// Entries that the documents of one crawl may keep beyond what a conformant
// list holds: those of lists over the parser's entry cap
// (ParserLimits::maxStoredEntries, SAFE-003), which are not cut at their byte
// limit and would otherwise keep up to 200,000 entries each, so that a crawl
// of an index naming several of them grows with their number (four: 460 MB).
// A list over the cap is incomplete anyway, and four times what the protocol
// allows; the first ones to come keep their entries while the allowance lasts,
// the later ones a sample (CrawledDocument::adopt).
//
// Taken whole or not at all, so that no list keeps a part of its entries that
// is neither all it stored nor a sample. Thread-safe: the parses of a crawl
// take from it on worker threads.
class EntryAllowance final
{
    Q_DISABLE_COPY_MOVE(EntryAllowance)

public:
    explicit EntryAllowance(qint64 entries)
        : m_total(entries)
        , m_left(entries)
    { }

    // Takes entries when that many are left, and says whether it did.
    bool take(qint64 entries)
    {
        qint64 left = m_left.load(std::memory_order_relaxed);
        while (left >= entries) {
            if (m_left.compare_exchange_weak(left, left - entries, std::memory_order_relaxed))
                return true;
        }
        return false;
    }
    // Returns what a document took and no longer keeps (one read again).
    void giveBack(qint64 entries) { m_left.fetch_add(entries, std::memory_order_relaxed); }
    qint64 left() const { return m_left.load(std::memory_order_relaxed); }
    qint64 total() const { return m_total; }

private:
    const qint64 m_total;
    std::atomic<qint64> m_left;
};

} // namespace rsi
