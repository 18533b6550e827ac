// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace rsi {

// Which entry of a long sequence is the last one naming each key, found in
// 16 bytes per entry instead of a hash of every key: the entries' positions
// (increasing numbers, in the order of the sequence) are kept sorted by a
// 64-bit hash of their key. Two different keys with one hash are told apart
// by asking for the keys themselves (keyAt), which only happens for true
// duplicates and for hash collisions: both are rare, so the keys of a
// million entries are never held.
//
//   LastOccurrenceIndex index;
//   for (each entry) index.add(LastOccurrenceIndex::hash(key), position);
//   index.finish();
//   index.isLast(hash, position, key, keyAt) ...
//
// Immutable once finished: any thread may query it.
class LastOccurrenceIndex final
{
public:
    using KeyAt = std::function<QString(quint64 position)>;

    static quint64 hash(QStringView key);

    void reserve(qsizetype count) { m_entries.reserve(std::size_t(count)); }
    void add(quint64 keyHash, quint64 position) { m_entries.push_back({keyHash, position}); }
    void finish(); // sorts; call once, after the last add()

    qsizetype size() const { return qsizetype(m_entries.size()); }
    // Whether no entry after `position` names `key`.
    bool isLast(quint64 keyHash, quint64 position, const QString &key, const KeyAt &keyAt) const;
    // The position of the last entry naming key.
    std::optional<quint64> lastOf(quint64 keyHash, const QString &key, const KeyAt &keyAt) const;
    bool contains(quint64 keyHash, const QString &key, const KeyAt &keyAt) const
    {
        return lastOf(keyHash, key, keyAt).has_value();
    }
    // Heap bytes held.
    qsizetype memoryUsage() const { return qsizetype(m_entries.capacity() * sizeof(Entry)); }

private:
    struct Entry
    {
        quint64 hash = 0;
        quint64 position = 0;
        friend bool operator<(const Entry &a, const Entry &b)
        {
            return a.hash != b.hash ? a.hash < b.hash : a.position < b.position;
        }
    };
    std::vector<Entry> m_entries;
};

} // namespace rsi
