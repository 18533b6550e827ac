// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "staterowfilter.h"

#include <QHashFunctions>

namespace rsi {

size_t StateRowFilter::hashOf(QStringView text)
{
    // A fixed seed: the same text has the same hash in every set.
    return qHash(text, size_t(0));
}

void StateRowFilter::addRow(QStringView url, QStringView pathKey)
{
    if (m_exhausted)
        return;
    m_urls.insert(hashOf(url));
    m_pathKeys.insert(hashOf(pathKey));
    // Every folder above the path (a collision must never hide one, so
    // none is skipped for being known already).
    for (qsizetype slash = pathKey.indexOf(u'/'); slash > 0;
         slash = pathKey.indexOf(u'/', slash + 1))
        m_folders.insert(hashOf(pathKey.first(slash)));
    if (m_urls.size() + m_pathKeys.size() + m_folders.size() > m_maxHashes) {
        m_exhausted = true;
        m_urls = {};
        m_pathKeys = {};
        m_folders = {};
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
