// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QQueue>
#include <QString>

namespace rsi {

struct NotificationChange;

// The changes seen lately, to process each once (NT-036: Source Description
// changes arrive on every channel; NT-058: hubs retry). A change is known by
// its location, capability, change and datetime. One without a datetime
// cannot be told from a later change of the same document, so it counts as
// a repeat only within undatedWindowMs. At most capacity changes are kept,
// the oldest forgotten first. Not thread-safe.
class RecentChanges final
{
public:
    static constexpr qsizetype capacity = 4096;
    static constexpr qint64 undatedWindowMs = 120'000;

    // Whether the change was seen (at nowMs, a monotonic clock); remembers it.
    bool seen(const NotificationChange &change, qint64 nowMs);
    qsizetype size() const { return m_seenAt.size(); }

private:
    QHash<QString, qint64> m_seenAt;
    QQueue<QString> m_order;
};

} // namespace rsi
