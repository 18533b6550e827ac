// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>

namespace rsi {

// The rule catalogue as a table (id, level, section, scope, summary, and
// whether this version checks the rule), for `rsinspector-cli rules`.
// Rule id -> the command that checks it ("validate", "crawl",
// "crawl --check-resources"); rules not in it are reported as planned.
using RuleCheckers = QHash<QString, QString>;
// The narrowest command that checks each rule: crawl runs validate's rules
// too, and a resource check runs a crawl's.
const RuleCheckers &ruleCheckers();
QByteArray writeRuleTableText(const RuleCheckers &checkers);
QByteArray writeRuleTableJson(const RuleCheckers &checkers);

} // namespace rsi
