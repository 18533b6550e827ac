// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validator.h"

#include "findingcap.h"
#include "rules/rulegroup.h"
#include "util/workerpool.h"
#include "validationcontext.h"

#include <QtConcurrent>

#include <array>
#include <numeric>

namespace rsi {

namespace {

const RuleGroup *const allGroups[] = {
    &rules::profile,           &rules::generic,        &rules::attributes,    &rules::times,
    &rules::sourceDescription, &rules::capabilityList, &rules::resourceLists, &rules::resourceDumps,
    &rules::changeLists,       &rules::changeDumps,    &rules::links,         &rules::notifications,
};

constexpr std::size_t groupCount = std::size(allGroups);

// A document this large has its rule groups judged side by side on the
// worker pool: each group reads the whole document, and the groups do not
// depend on one another. Smaller ones are not worth the hand-over.
constexpr qsizetype parallelEntries = 2'000;

// What DocumentParser reports itself.
const QStringList parserRuleIds = {
    QStringLiteral("GEN-001"),  QStringLiteral("GEN-002"),  QStringLiteral("GEN-003"),
    QStringLiteral("GEN-004"),  QStringLiteral("GEN-009"),  QStringLiteral("GEN-018"),
    QStringLiteral("GEN-024"),  QStringLiteral("SAFE-001"), QStringLiteral("SAFE-002"),
    QStringLiteral("SAFE-003"), QStringLiteral("SAFE-004"), QStringLiteral("SAFE-009"),
    QStringLiteral("NET-001"),
};

} // namespace

Validator::Validator(ValidationOptions options)
    : m_options(std::move(options))
{ }

FindingList Validator::validate(const Document &document) const
{
    // A document without a ResourceSync root has nothing more to judge: the
    // parser has said why (GEN-001, GEN-003).
    if (document.rootKind == Document::RootKind::Unknown)
        return {};
    // Each group reports into a context of its own; joined in the groups'
    // order, their findings are what one context shared by all would hold,
    // but for ATT-003, which is reported once per document: the first
    // group's stays.
    std::array<FindingList, groupCount> found;
    std::array<std::optional<FindingCap>, groupCount> caps;
    const auto judge = [&](std::size_t index) {
        ValidationContext context(document, m_options);
        allGroups[index]->check(context);
        found[index] = context.takeFindings();
        caps[index] = context.cap();
    };
    std::array<std::size_t, groupCount> indexes;
    std::iota(indexes.begin(), indexes.end(), std::size_t(0));
    if (document.entries.size() >= parallelEntries) {
        // The caller is usually a worker itself (a crawl's or validate's
        // parse): while it waits, its place in the pool goes to the groups,
        // or two large documents parsed at once on a pool of two would each
        // wait for a thread the other holds.
        QThreadPool *pool = workerPool();
        pool->releaseThread();
        QtConcurrent::blockingMap(pool, indexes, judge);
        pool->reserveThread();
    } else
        std::for_each(indexes.begin(), indexes.end(), judge);

    // The cap per rule holds for the document as a whole, as if one context
    // had counted: the findings each group kept, in order, then what it
    // counted beyond its own cap.
    FindingList findings;
    FindingCap cap(m_options.maxFindingsPerRule);
    bool impreciseReported = false;
    for (std::size_t index = 0; index < groupCount; ++index) {
        for (Finding &finding : found[index]) {
            if (finding.ruleId == u"ATT-003") {
                if (impreciseReported)
                    continue;
                impreciseReported = true;
            }
            if (cap.admit(finding))
                findings.append(std::move(finding));
        }
        cap.absorbOverflow(*caps[index]);
    }
    findings.append(cap.summaries(document.url.toString()));
    sortFindings(findings);
    return findings;
}

FindingList Validator::validate(const ParseResult &parsed) const
{
    FindingList findings = parsed.findings;
    findings += validate(parsed.document);
    sortFindings(findings);
    return findings;
}

QSet<QString> Validator::checkedRuleIds()
{
    QSet<QString> ids(parserRuleIds.cbegin(), parserRuleIds.cend());
    for (const RuleGroup *group : allGroups) {
        const QStringList groupIds = group->ruleIds();
        ids.unite(QSet<QString>(groupIds.cbegin(), groupIds.cend()));
    }
    return ids;
}

} // namespace rsi
