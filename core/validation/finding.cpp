// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "finding.h"

#include "rulecatalogue.h"

#include <algorithm>

namespace rsi {

void sortFindings(FindingList &findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.position.line != b.position.line)
            return a.position.line < b.position.line;
        return a.position.column < b.position.column;
    });
}

namespace {

SeverityCounts countFindings(const FindingList &findings, bool weighted)
{
    SeverityCounts counts;
    for (const Finding &finding : findings) {
        const int n = weighted ? int(std::max<qint64>(1, finding.count)) : 1;
        switch (finding.severity) {
        case Severity::Error:
            counts.errors += n;
            break;
        case Severity::Warning:
            counts.warnings += n;
            break;
        case Severity::Info:
            counts.infos += n;
            break;
        }
    }
    return counts;
}

} // namespace

SeverityCounts countBySeverity(const FindingList &findings)
{
    return countFindings(findings, true);
}

SeverityCounts countEntriesBySeverity(const FindingList &findings)
{
    return countFindings(findings, false);
}

Finding makeFinding(QStringView ruleId, const QString &message, const QString &url,
                    SourcePosition position, std::optional<Severity> severity)
{
    Finding finding;
    finding.ruleId = ruleId.toString();
    finding.message = message;
    finding.url = url;
    finding.position = position;
    const Rule *rule = RuleCatalogue::instance().find(ruleId);
    // A rule group reporting an id the catalogue lacks is a programming
    // error; tst_RuleCatalogue checks every id a group declares.
    Q_ASSERT_X(rule, "makeFinding", "rule id missing from the catalogue");
    if (!rule)
        qWarning("makeFinding: rule id %s is not in the catalogue",
                 qUtf8Printable(ruleId.toString()));
    finding.severity = severity.value_or(rule ? rule->severity : Severity::Error);
    finding.section = rule ? rule->section : QString();
    return finding;
}

} // namespace rsi
