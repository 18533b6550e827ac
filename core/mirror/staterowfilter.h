// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QStringView>

namespace rsi {

// What a state that held no resource when it was opened has gained since:
// the URLs, the path keys and the folders above those keys of the rows
// written through the connection, each as a 64-bit hash. A first mirror asks
// for every resource whether its URL is known, whether its path is taken and
// whether anything lies below it, and the answer is almost always no: here
// that no costs a hash instead of an SQLite query. A yes only says "ask the
// database" (it may be a collision, or a row deleted since), so the filter
// never has to forget anything.
//
// Bounded: past maxHashes the filter gives up (isExhausted()), and every
// question goes to the database again, as for a state that held rows.
class StateRowFilter final
{
public:
    // Hashes take about 20 bytes each: 60 MB at most, for a million
    // resources in a million folders.
    static constexpr qsizetype defaultMaxHashes = 3'000'000;

    explicit StateRowFilter(qsizetype maxHashes = defaultMaxHashes)
        : m_maxHashes(maxHashes)
    { }

    // A row now has this URL and path key (LocalCopyLayout::collisionKey).
    void addRow(QStringView url, QStringView pathKey);

    bool mayHoldUrl(QStringView url) const;
    bool mayHoldPathKey(QStringView pathKey) const;
    // Whether some row's path key may start with pathKey + "/".
    bool mayHoldPathBelow(QStringView pathKey) const;

    bool isExhausted() const { return m_exhausted; }

private:
    static size_t hashOf(QStringView text);

    qsizetype m_maxHashes;
    QSet<size_t> m_urls;
    QSet<size_t> m_pathKeys;
    QSet<size_t> m_folders;
    QString m_lastFolder; // of the last row's path key, whose folders are all in m_folders
    bool m_exhausted = false;
};

} // namespace rsi
