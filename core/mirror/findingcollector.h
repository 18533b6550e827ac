// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QHash>
#include <QString>

namespace rsi {

// The findings of a long run, bounded: per rule, the first maxPerRule are
// kept one by one, the others only counted, and take() ends with one
// finding per rule that says how many more there were. A million failed
// downloads cost a hundred findings, not a million.
class FindingCollector final
{
public:
    static constexpr int maxPerRule = 100;

    void add(QStringView ruleId, const QString &message, const QString &url);
    void add(const Finding &finding);
    void add(const FindingList &findings);
    // Another collector's findings and counts.
    void merge(FindingCollector other);
    bool isEmpty() const { return m_findings.isEmpty(); }

    // What was kept, then the summaries (their url: `source`); empties the collector.
    FindingList take(const QString &source);

private:
    FindingList m_findings;
    QHash<QString, qsizetype> m_perRule; // every finding seen, kept or not
};

} // namespace rsi
