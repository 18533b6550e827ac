// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lastoccurrenceindex.h"
#include "sourceinventory.h"

#include <QHash>

#include <atomic>

namespace rsi {

// Walks the changes a mirror applies since its sync point, one at a time,
// without holding them: of every change at or after `since` in the Change
// Lists (ordered chronologically), the last one of each resource (19.2-3),
// where it stands. An entry without a change time is taken when its list's
// interval reaches `since` and its row is at or after the number of entries
// `applied` says were applied from that list already (19.2-2).
//
// The tree must outlive the cursor. Building it reads every change once.
class ChangeCursor final
{
public:
    ChangeCursor(const SourceTree &tree, QList<ChangeListInfo> lists,
                 std::optional<QDateTime> since, QHash<QString, qsizetype> applied,
                 SpecVersion specVersion, const std::atomic_bool *cancel = nullptr);

    bool next(ChangeRecord *change);
    qsizetype position() const { return m_read; }
    qsizetype total() const { return m_total; }

private:
    // The change at list l, row r, if it is one that applies.
    std::optional<ChangeRecord> changeAt(qsizetype list, qsizetype row, bool withResource) const;
    QString keyAt(quint64 position) const;

    const SourceTree &m_tree;
    QList<ChangeListInfo> m_lists;
    std::optional<QDateTime> m_since;
    QHash<QString, qsizetype> m_applied;
    SpecVersion m_specVersion;
    LastOccurrenceIndex m_last;
    qsizetype m_total = 0;
    qsizetype m_read = 0;
    qsizetype m_list = 0;
    qsizetype m_row = 0;
};

} // namespace rsi
