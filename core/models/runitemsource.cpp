// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runitemsource.h"

namespace rsi {

RunItemSource::RunItemSource(RunItems items, AuditCounts counts)
    : m_items(std::move(items))
    , m_counts(counts)
{
    if (!m_items.databasePath.isEmpty() && m_reader.open(m_items))
        m_bound = m_reader.bound();
}

RunItemSource::~RunItemSource() = default;

const RunItemSource::Page &RunItemSource::page(int number) const
{
    if (const auto found = m_pages.constFind(number); found != m_pages.cend()) {
        m_recent.removeOne(number);
        m_recent.append(number);
        return *found;
    }
    if (m_recent.size() >= cachedPages)
        m_pages.remove(m_recent.takeFirst());
    Page loaded(pageSize);
    const qsizetype first = qsizetype(number) * pageSize;
    m_reader.readNumbered(
        first, pageSize,
        [&loaded, first](qsizetype index, const AuditItem &item) { loaded[index - first] = item; });
    m_recent.append(number);
    return *m_pages.insert(number, std::move(loaded));
}

AuditItem RunItemSource::item(int index) const
{
    if (index < 0 || index >= m_bound)
        return {};
    const std::optional<AuditItem> &found = page(index / pageSize).at(index % pageSize);
    return found.value_or(AuditItem());
}

QList<int> RunItemSource::select(const SyncItemQuery &query) const
{
    RunItemReader reader;
    if (!reader.open(m_items))
        return {};
    const bool descending = query.column >= 0 && query.order == Qt::DescendingOrder;
    if (query.text.isEmpty())
        return reader.select(query.states, query.column, descending).value_or(QList<int>());
    return reader
        .select(query.states, query.column, descending,
                [&query](const AuditItem &item) { return query.accepts(item); })
        .value_or(QList<int>());
}

} // namespace rsi
