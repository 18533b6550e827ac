// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lastoccurrenceindex.h"

#include <QHashFunctions>

#include <algorithm>

namespace rsi {

quint64 LastOccurrenceIndex::hash(QStringView key)
{
    // A fixed seed: the same key hashes alike on every thread of the run.
    return quint64(qHash(key, size_t(0x9E3779B97F4A7C15ULL)));
}

void LastOccurrenceIndex::finish()
{
    std::sort(m_entries.begin(), m_entries.end());
    m_entries.shrink_to_fit();
}

bool LastOccurrenceIndex::isLast(quint64 keyHash, quint64 position, const QString &key,
                                 const KeyAt &keyAt) const
{
    auto it = std::upper_bound(m_entries.cbegin(), m_entries.cend(), Entry {keyHash, position});
    for (; it != m_entries.cend() && it->hash == keyHash; ++it) {
        if (keyAt(it->position) == key)
            return false;
    }
    return true;
}

std::optional<quint64> LastOccurrenceIndex::lastOf(quint64 keyHash, const QString &key,
                                                   const KeyAt &keyAt) const
{
    // The entries with this hash, latest first.
    const auto first = std::lower_bound(m_entries.cbegin(), m_entries.cend(), Entry {keyHash, 0});
    auto it = std::upper_bound(first, m_entries.cend(), Entry {keyHash, ~quint64(0)});
    while (it != first) {
        --it;
        if (keyAt(it->position) == key)
            return it->position;
    }
    return std::nullopt;
}

} // namespace rsi
