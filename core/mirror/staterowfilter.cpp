// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "staterowfilter.h"

#include <QHashFunctions>

#include <algorithm>

namespace rsi {

size_t StateRowFilter::hashOf(QStringView text)
{
    // A fixed seed: the same text has the same hash in every set. Not 0:
    // with a seed Qt hashes with the processor's AES instructions where it
    // has them; with 0 it always takes SipHash, three times the work for a
    // URL (and the filter hashes four or five texts per resource).
    constexpr size_t seed = 0x9e3779b97f4a7c15;
    return qHash(text, seed);
}

void StateRowFilter::addRow(QStringView url, QStringView pathKey)
{
    if (m_exhausted)
        return;
    m_urls.insert(hashOf(url));
    m_pathKeys.insert(hashOf(pathKey));
    // Every folder above the path (a collision must never hide one, so
    // none is skipped for its hash being there already). Those that are
    // folders of the last row's path, by their text, are there: rows come
    // folder by folder, and most add no folder.
    const qsizetype lastSlash = pathKey.lastIndexOf(u'/');
    const QStringView folder = pathKey.first(qMax(lastSlash, 0));
    const qsizetype common
        = std::mismatch(folder.begin(), folder.end(), m_lastFolder.cbegin(), m_lastFolder.cend())
              .first
        - folder.begin();
    // A folder of this path is one of the last row's when the last folder
    // has it as a "/"-bounded prefix.
    const auto addedBefore = [&](qsizetype slash) {
        return slash <= common && (slash == m_lastFolder.size() || m_lastFolder.at(slash) == u'/');
    };
    for (qsizetype slash = pathKey.indexOf(u'/'); slash > 0;
         slash = pathKey.indexOf(u'/', slash + 1)) {
        if (!addedBefore(slash))
            m_folders.insert(hashOf(pathKey.first(slash)));
    }
    if (folder != m_lastFolder)
        m_lastFolder = folder.toString();
    if (m_urls.size() + m_pathKeys.size() + m_folders.size() > m_maxHashes) {
        m_exhausted = true;
        m_urls = {};
        m_pathKeys = {};
        m_folders = {};
        m_lastFolder.clear();
    }
}

bool StateRowFilter::mayHoldUrl(QStringView url) const
{
    return m_exhausted || m_urls.contains(hashOf(url));
}

bool StateRowFilter::mayHoldPathKey(QStringView pathKey) const
{
    return m_exhausted || m_pathKeys.contains(hashOf(pathKey));
}

bool StateRowFilter::mayHoldPathBelow(QStringView pathKey) const
{
    return m_exhausted || m_folders.contains(hashOf(pathKey));
}

} // namespace rsi
