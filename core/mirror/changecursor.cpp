// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "changecursor.h"

#include "crawl/sourcetree.h"

namespace rsi {

namespace {

quint64 positionOf(qsizetype list, qsizetype row)
{
    return (quint64(list) << 32) | quint64(quint32(row));
}

} // namespace

ChangeCursor::ChangeCursor(const SourceTree &tree, QList<ChangeListInfo> lists,
                           std::optional<QDateTime> since, QHash<QString, qsizetype> applied,
                           SpecVersion specVersion, const std::atomic_bool *cancel)
    : m_tree(tree)
    , m_lists(std::move(lists))
    , m_since(std::move(since))
    , m_applied(std::move(applied))
    , m_specVersion(specVersion)
{
    for (qsizetype l = 0; l < m_lists.size(); ++l) {
        const EntryTable &table = m_tree.document(m_lists.at(l).document).entries;
        m_total += table.size();
        for (qsizetype row = 0; row < table.size(); ++row) {
            if ((row & 0xFFF) == 0 && cancel && cancel->load(std::memory_order_relaxed))
                return;
            if (changeAt(l, row, false))
                m_last.add(LastOccurrenceIndex::hash(resourceKeyOf(table, row)),
                           positionOf(l, row));
        }
    }
    m_last.finish();
}

std::optional<ChangeRecord> ChangeCursor::changeAt(qsizetype list, qsizetype row,
                                                   bool withResource) const
{
    const ChangeListInfo &info = m_lists.at(list);
    // A closed list that ended before the sync point holds nothing new.
    if (m_since && info.until && *info.until < *m_since)
        return std::nullopt;
    const EntryTable &table = m_tree.document(info.document).entries;
    if (table.utf8(row, EntryField::Loc).isEmpty())
        return std::nullopt;
    const std::optional<ChangeRecord::Change> change = SourceInventory::changeOf(table, row);
    if (!change)
        return std::nullopt; // CL-0xx reports it; there is nothing to apply
    ChangeRecord record;
    record.change = *change;
    record.time = SourceInventory::changeTimeOf(table, row, m_specVersion);
    if (m_since && record.time && *record.time < *m_since)
        return std::nullopt;
    // Without a time, only its place says whether it was applied (19.2-2).
    if (m_since && !record.time && row < m_applied.value(info.url.toString(QUrl::FullyEncoded), 0))
        return std::nullopt;
    record.document = info.document;
    record.row = row;
    if (withResource)
        record.resource = listedResource(table, row);
    return record;
}

QString ChangeCursor::keyAt(quint64 position) const
{
    const qsizetype list = qsizetype(position >> 32);
    return resourceKeyOf(m_tree.document(m_lists.at(list).document).entries,
                         qsizetype(position & 0xFFFFFFFFu));
}

bool ChangeCursor::next(ChangeRecord *change)
{
    const LastOccurrenceIndex::KeyAt key = [this](quint64 p) {
        return keyAt(p);
    };
    while (m_list < m_lists.size()) {
        const EntryTable &table = m_tree.document(m_lists.at(m_list).document).entries;
        if (m_row >= table.size()) {
            ++m_list;
            m_row = 0;
            continue;
        }
        const qsizetype row = m_row++;
        ++m_read;
        std::optional<ChangeRecord> record = changeAt(m_list, row, true);
        if (!record)
            continue;
        const QString recordKey = resourceKey(record->resource);
        // The last change of a resource decides its state (19.2-3).
        if (!m_last.isLast(LastOccurrenceIndex::hash(recordKey), positionOf(m_list, row), recordKey,
                           key))
            continue;
        *change = std::move(*record);
        return true;
    }
    return false;
}

} // namespace rsi
