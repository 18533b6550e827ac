// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>

namespace rsi {

// The rule catalogue as a table (id, level, section, scope, summary, and
// whether this version checks the rule), for `rsinspector-cli rules`.
// checkedIds: the ids the running tools can report.
QByteArray writeRuleTableText(const QSet<QString> &checkedIds);
QByteArray writeRuleTableJson(const QSet<QString> &checkedIds);

} // namespace rsi
