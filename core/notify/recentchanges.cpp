// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentchanges.h"

#include "notification.h"

namespace rsi {

bool RecentChanges::seen(const NotificationChange &change, qint64 nowMs)
{
    const QString key = change.key();
    const auto found = m_seenAt.find(key);
    if (found != m_seenAt.end()) {
        const bool repeat = !change.datetime.isEmpty() || nowMs - *found <= undatedWindowMs;
        *found = nowMs;
        return repeat;
    }
    m_seenAt.insert(key, nowMs);
    m_order.enqueue(key);
    while (m_order.size() > capacity)
        m_seenAt.remove(m_order.dequeue());
    return false;
}

} // namespace rsi
