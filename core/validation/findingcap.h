// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"

#include <QCoreApplication>
#include <QHash>

namespace rsi {

// Keeps the first perRule findings of each rule about one document and
// counts the others, so that the memory a document's findings take follows
// this number rather than the input: a hostile list can break one rule on
// every one of its entries. summaries() says, per rule over the cap, how many
// more there were: the worst severity among them, placed where the first was.
// One per document, on one thread.
class FindingCap final
{
    Q_DECLARE_TR_FUNCTIONS(FindingCap)

public:
    explicit FindingCap(qint64 perRule)
        : m_perRule(perRule)
    { }

    // Counts the finding; true while the rule is within the cap.
    bool admit(const Finding &finding)
    {
        return admit(finding.ruleId, finding.severity, finding.position);
    }
    bool admit(QStringView ruleId, Severity severity, SourcePosition position);
    // Adds what another cap counted beyond its own limit (all of it over
    // this cap): to join the findings of several parts of one document.
    void absorbOverflow(const FindingCap &other);

    qint64 perRule() const { return m_perRule; }
    bool overflowed() const { return !m_overflows.isEmpty(); }
    // One finding per rule over the cap, in the order of the rule ids.
    FindingList summaries(const QString &url) const;

private:
    struct Overflow
    {
        qint64 count = 0;
        Severity worst = Severity::Info;
        SourcePosition first;
    };

    qint64 m_perRule;
    QHash<QString, qint64> m_counts;
    QHash<QString, Overflow> m_overflows;
};

} // namespace rsi
