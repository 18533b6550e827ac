// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "treevalidator.h"

#include "sourcetree.h"
#include "treerules/treerules_p.h"

namespace rsi {

namespace {

const treerules::TreeRuleGroup *const allGroups[] = {
    &treerules::navigation,  &treerules::indexes, &treerules::discovery,
    &treerules::consistency, &treerules::http,    &treerules::channels,
};

} // namespace

TreeValidator::TreeValidator(ValidationOptions options)
    : m_options(std::move(options))
{ }

void TreeValidator::validate(SourceTree &tree) const
{
    // The groups read the tree through the context and only add findings
    // there; the tree changes once, at the end, so that what one group
    // reports never changes what another sees.
    treerules::TreeContext context(tree, m_options);
    for (const treerules::TreeRuleGroup *group : allGroups)
        group->check(context);
    context.apply(tree);
}

QSet<QString> TreeValidator::checkedRuleIds()
{
    QSet<QString> ids;
    for (const treerules::TreeRuleGroup *group : allGroups) {
        const QStringList groupIds = group->ruleIds();
        ids.unite(QSet<QString>(groupIds.cbegin(), groupIds.cend()));
    }
    return ids;
}

} // namespace rsi
