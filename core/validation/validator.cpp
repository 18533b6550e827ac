// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validator.h"

#include "rules/rulegroup.h"
#include "validationcontext.h"

namespace rsi {

namespace {

const RuleGroup *const allGroups[] = {
    &rules::profile,           &rules::generic,        &rules::attributes,    &rules::times,
    &rules::sourceDescription, &rules::capabilityList, &rules::resourceLists, &rules::resourceDumps,
    &rules::changeLists,       &rules::changeDumps,    &rules::links,         &rules::notifications,
};

// What DocumentParser reports itself.
const QStringList parserRuleIds = {
    QStringLiteral("GEN-001"),  QStringLiteral("GEN-002"),  QStringLiteral("GEN-003"),
    QStringLiteral("GEN-004"),  QStringLiteral("GEN-009"),  QStringLiteral("GEN-018"),
    QStringLiteral("GEN-024"),  QStringLiteral("SAFE-001"), QStringLiteral("SAFE-002"),
    QStringLiteral("SAFE-003"), QStringLiteral("SAFE-004"), QStringLiteral("NET-001"),
};

} // namespace

Validator::Validator(ValidationOptions options)
    : m_options(std::move(options))
{ }

FindingList Validator::validate(const Document &document) const
{
    ValidationContext context(document, m_options);
    // A document without a ResourceSync root has nothing more to judge: the
    // parser has said why (GEN-001, GEN-003).
    if (document.rootKind != Document::RootKind::Unknown) {
        for (const RuleGroup *group : allGroups)
            group->check(context);
    }
    FindingList findings = context.takeFindings();
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
