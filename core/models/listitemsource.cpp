// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "listitemsource.h"

#include <algorithm>

namespace rsi {

ListItemSource::ListItemSource(QList<AuditItem> items)
    : m_items(std::move(items))
    , m_counts(AuditCounts::of(m_items))
{ }

QList<int> ListItemSource::select(const SyncItemQuery &query) const
{
    QList<int> rows;
    for (int item = 0; item < m_items.size(); ++item) {
        if (query.accepts(m_items.at(item)))
            rows.append(item);
    }
    // Columns: 0 state, 1 path, 2 URL, 3 reasons (SyncResultModel::Column).
    const auto text = [this](int item, int column) {
        const AuditItem &audited = m_items.at(item);
        switch (column) {
        case 1:
            return audited.relativePath;
        case 2:
            return itemUrlText(audited);
        default:
            return itemReasonsText(audited);
        }
    };
    if (query.column == 0) {
        // By state, and within a state in the items' order.
        std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) {
            return int(m_items.at(a).state) < int(m_items.at(b).state);
        });
    } else if (query.column > 0 && query.column <= 3) {
        const int column = query.column;
        std::stable_sort(rows.begin(), rows.end(), [&text, column](int a, int b) {
            return text(a, column).compare(text(b, column), Qt::CaseInsensitive) < 0;
        });
    }
    if (query.column >= 0 && query.order == Qt::DescendingOrder)
        std::reverse(rows.begin(), rows.end());
    return rows;
}

} // namespace rsi
