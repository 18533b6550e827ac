// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/runitemreader.h"
#include "mirror/runitems.h"
#include "syncitemsource.h"

#include <QHash>
#include <QList>

#include <memory>
#include <optional>

namespace rsi {

// A mirror run's items, read from its database a page at a time: a window
// shows a million of them while holding a few hundred. Item numbers are the
// run's (RunItems). Filters and orders are computed by the database, on a
// worker, with a connection of their own.
class RunItemSource final : public SyncItemSource
{
public:
    RunItemSource(RunItems items, AuditCounts counts);
    ~RunItemSource() override;

    AuditCounts counts() const override { return m_counts; }
    qsizetype bound() const override { return m_bound; }
    AuditItem item(int index) const override;
    QList<int> select(const SyncItemQuery &query) const override;
    bool selectsOnWorker() const override { return true; }

    static constexpr int pageSize = 256;
    static constexpr int cachedPages = 16;

private:
    using Page = QList<std::optional<AuditItem>>;
    const Page &page(int number) const;

    RunItems m_items;
    AuditCounts m_counts;
    qsizetype m_bound = 0;
    mutable RunItemReader m_reader; // the GUI thread's connection
    mutable QHash<int, Page> m_pages;
    mutable QList<int> m_recent; // page numbers, most recent last
};

} // namespace rsi
