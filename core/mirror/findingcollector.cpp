// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingcollector.h"

#include <QCoreApplication>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

} // namespace

void FindingCollector::add(QStringView ruleId, const QString &message, const QString &url)
{
    qsizetype &count = m_perRule[ruleId.toString()];
    if (++count <= maxPerRule)
        m_findings.append(makeFinding(ruleId, message, url, {}));
}

void FindingCollector::add(const Finding &finding)
{
    qsizetype &count = m_perRule[finding.ruleId];
    if (++count <= maxPerRule)
        m_findings.append(finding);
}

void FindingCollector::add(const FindingList &findings)
{
    for (const Finding &finding : findings)
        add(finding);
}

void FindingCollector::merge(FindingCollector other)
{
    for (const Finding &finding : std::as_const(other.m_findings)) {
        qsizetype &count = m_perRule[finding.ruleId];
        if (++count <= maxPerRule)
            m_findings.append(finding);
    }
    // What the other only counted, this one counts too.
    for (auto it = other.m_perRule.cbegin(); it != other.m_perRule.cend(); ++it) {
        const qsizetype listed = std::min<qsizetype>(it.value(), maxPerRule);
        m_perRule[it.key()] += it.value() - listed;
    }
}

FindingList FindingCollector::take(const QString &source)
{
    FindingList findings = std::move(m_findings);
    for (auto it = m_perRule.cbegin(); it != m_perRule.cend(); ++it) {
        if (it.value() > maxPerRule)
            findings.append(makeFinding(it.key(),
                                        Tr::tr("%1 more like this were not listed one by one.")
                                            .arg(QString::number(it.value() - maxPerRule)),
                                        source, {}));
    }
    m_findings.clear();
    m_perRule.clear();
    return findings;
}

} // namespace rsi
