// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingcap.h"

#include <algorithm>

namespace rsi {

bool FindingCap::admit(QStringView ruleId, Severity severity, SourcePosition position)
{
    const QString id = ruleId.toString();
    qint64 &count = m_counts[id];
    if (++count <= m_perRule)
        return true;
    Overflow &overflow = m_overflows[id];
    if (overflow.count++ == 0)
        overflow.first = position;
    overflow.worst = std::max(overflow.worst, severity);
    return false;
}

void FindingCap::absorbOverflow(const FindingCap &other)
{
    for (auto it = other.m_overflows.cbegin(); it != other.m_overflows.cend(); ++it) {
        m_counts[it.key()] += it->count;
        Overflow &overflow = m_overflows[it.key()];
        if (overflow.count == 0)
            overflow.first = it->first;
        overflow.count += it->count;
        overflow.worst = std::max(overflow.worst, it->worst);
    }
}

FindingList FindingCap::summaries(const QString &url) const
{
    QStringList ids = m_overflows.keys();
    std::sort(ids.begin(), ids.end());
    FindingList found;
    for (const QString &ruleId : std::as_const(ids)) {
        const Overflow &overflow = m_overflows.value(ruleId);
        found.append(makeFinding(
            ruleId,
            tr("%1 more findings of rule %2 about this document are not listed one by one; the "
               "first %3 are.")
                .arg(QString::number(overflow.count), ruleId, QString::number(m_perRule)),
            url, overflow.first, overflow.worst));
    }
    return found;
}

} // namespace rsi
