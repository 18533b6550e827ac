// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcecursor.h"

#include "crawl/sourcetree.h"
#include "sourceinventory.h"

namespace rsi {

namespace {

// An entry's place in the walk: the document's number in the cursor's list,
// then the row. Increasing in walk order.
quint64 positionOf(qsizetype document, qsizetype row)
{
    return (quint64(document) << 32) | quint64(quint32(row));
}

qsizetype documentOf(quint64 position)
{
    return qsizetype(position >> 32);
}

qsizetype rowOf(quint64 position)
{
    return qsizetype(position & 0xFFFFFFFFu);
}

bool canceled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace

ResourceCursor::ResourceCursor(const SourceTree &tree, QList<int> documents, QList<int> changes,
                               std::optional<QDateTime> baselineAt, SpecVersion specVersion,
                               const std::atomic_bool *cancel)
    : m_tree(tree)
    , m_documents(std::move(documents))
    , m_changes(std::move(changes))
    , m_baselineAt(std::move(baselineAt))
    , m_specVersion(specVersion)
{
    qsizetype rows = 0;
    for (const int id : std::as_const(m_documents))
        rows += m_tree.document(id).entries.size();
    m_listed.reserve(rows);
    for (qsizetype d = 0; d < m_documents.size(); ++d) {
        const EntryTable &table = m_tree.document(m_documents.at(d)).entries;
        m_total += table.size();
        for (qsizetype row = 0; row < table.size(); ++row) {
            if ((row & 0xFFF) == 0 && canceled(cancel))
                return;
            if (table.utf8(row, EntryField::Loc).isEmpty())
                continue;
            m_listed.add(LastOccurrenceIndex::hash(resourceKeyOf(table, row)), positionOf(d, row));
        }
    }
    m_listed.finish();
    for (qsizetype c = 0; c < m_changes.size(); ++c) {
        const EntryTable &table = m_tree.document(m_changes.at(c)).entries;
        m_total += table.size();
        for (qsizetype row = 0; row < table.size(); ++row) {
            if ((row & 0xFFF) == 0 && canceled(cancel))
                return;
            bool deleted = false;
            if (!changeApplies(c, row, &deleted))
                continue;
            m_changed.add(LastOccurrenceIndex::hash(resourceKeyOf(table, row)), positionOf(c, row));
        }
    }
    m_changed.finish();
}

qsizetype ResourceCursor::memoryUsage() const
{
    return m_listed.memoryUsage() + m_changed.memoryUsage();
}

QString ResourceCursor::listedKeyAt(quint64 position) const
{
    return resourceKeyOf(m_tree.document(m_documents.at(documentOf(position))).entries,
                         rowOf(position));
}

QString ResourceCursor::changeKeyAt(quint64 position) const
{
    return resourceKeyOf(m_tree.document(m_changes.at(documentOf(position))).entries,
                         rowOf(position));
}

bool ResourceCursor::changeApplies(qsizetype document, qsizetype row, bool *deleted) const
{
    const CrawledDocument &list = m_tree.document(m_changes.at(document));
    const EntryTable &table = list.entries;
    if (table.utf8(row, EntryField::Loc).isEmpty())
        return false;
    const std::optional<ChangeRecord::Change> change = SourceInventory::changeOf(table, row);
    if (!change)
        return false; // CL-0xx reports it; there is nothing to apply
    // Only what changed after the lists were made (19.3-1: a change time
    // after T0; at T0 itself the list holds it). A closed list that ended
    // before T0 holds nothing new; an entry without a time counts unless so.
    if (m_baselineAt) {
        const std::optional<QDateTime> time
            = SourceInventory::changeTimeOf(table, row, m_specVersion);
        if (time && *time <= *m_baselineAt)
            return false;
        if (!time) {
            const ChangeListInfo info = SourceInventory::changeListInfo(list);
            if (info.until && *info.until < *m_baselineAt)
                return false;
        }
    }
    *deleted = *change == ChangeRecord::Change::Deleted;
    return true;
}

std::optional<ResourceCursor::Change> ResourceCursor::lastChangeOf(quint64 keyHash,
                                                                   const QString &key) const
{
    const std::optional<quint64> position
        = m_changed.lastOf(keyHash, key, [this](quint64 p) { return changeKeyAt(p); });
    if (!position)
        return std::nullopt;
    Change change;
    change.document = documentOf(*position);
    change.row = rowOf(*position);
    changeApplies(change.document, change.row, &change.deleted);
    return change;
}

bool ResourceCursor::next(ListedResource *resource, QString *keyOut)
{
    const LastOccurrenceIndex::KeyAt listedKey = [this](quint64 p) {
        return listedKeyAt(p);
    };
    while (!m_inChanges) {
        if (m_document >= m_documents.size()) {
            m_inChanges = true;
            m_document = 0;
            m_row = 0;
            break;
        }
        const EntryTable &table = m_tree.document(m_documents.at(m_document)).entries;
        if (m_row >= table.size()) {
            ++m_document;
            m_row = 0;
            continue;
        }
        const qsizetype row = m_row++;
        ++m_read;
        if (table.utf8(row, EntryField::Loc).isEmpty())
            continue;
        QString rowKey;
        QUrl loc = listedLocOf(table, row, &rowKey);
        const quint64 keyHash = LastOccurrenceIndex::hash(rowKey);
        // A later entry for the same URL wins, where it stands.
        if (!m_listed.isLast(keyHash, positionOf(m_document, row), rowKey, listedKey))
            continue;
        if (m_changed.size() > 0) {
            if (const std::optional<Change> change = lastChangeOf(keyHash, rowKey)) {
                if (change->deleted)
                    continue;
                *resource = listedResource(m_tree.document(m_changes.at(change->document)).entries,
                                           change->row);
                if (keyOut)
                    *keyOut = std::move(rowKey);
                return true;
            }
        }
        *resource = listedResource(table, row, std::move(loc));
        if (keyOut)
            *keyOut = std::move(rowKey);
        return true;
    }
    const LastOccurrenceIndex::KeyAt changeKey = [this](quint64 p) {
        return changeKeyAt(p);
    };
    while (m_document < m_changes.size()) {
        const EntryTable &table = m_tree.document(m_changes.at(m_document)).entries;
        if (m_row >= table.size()) {
            ++m_document;
            m_row = 0;
            continue;
        }
        const qsizetype row = m_row++;
        ++m_read;
        bool deleted = false;
        if (!changeApplies(m_document, row, &deleted))
            continue;
        const QString key = resourceKeyOf(table, row);
        const quint64 keyHash = LastOccurrenceIndex::hash(key);
        // The last change of a resource decides; one the lists name was
        // applied over its listed entry already.
        if (deleted || !m_changed.isLast(keyHash, positionOf(m_document, row), key, changeKey)
            || m_listed.contains(keyHash, key, listedKey))
            continue;
        *resource = listedResource(table, row);
        if (keyOut)
            *keyOut = key;
        return true;
    }
    return false;
}

bool ResourceCursor::contains(const QString &key) const
{
    const quint64 keyHash = LastOccurrenceIndex::hash(key);
    if (const std::optional<Change> change = lastChangeOf(keyHash, key))
        return !change->deleted;
    return m_listed.contains(keyHash, key, [this](quint64 p) { return listedKeyAt(p); });
}

} // namespace rsi
