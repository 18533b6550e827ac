// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "syncitemsource.h"

namespace rsi {

// Items held in memory (an audit's), numbered by their place in the list.
class ListItemSource final : public SyncItemSource
{
public:
    explicit ListItemSource(QList<AuditItem> items);

    AuditCounts counts() const override { return m_counts; }
    qsizetype bound() const override { return m_items.size(); }
    AuditItem item(int index) const override { return m_items.value(index); }
    QList<int> select(const SyncItemQuery &query) const override;
    bool selectsOnWorker() const override { return false; }

private:
    QList<AuditItem> m_items;
    AuditCounts m_counts;
};

} // namespace rsi
