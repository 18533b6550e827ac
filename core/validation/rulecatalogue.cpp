// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulecatalogue.h"

#include <QCoreApplication>
#include <QFile>

namespace rsi {

QString Rule::translatedSummary() const
{
    // rulecataloguetexts.cpp lists the summaries for lupdate under this context.
    return QCoreApplication::translate("RuleCatalogue", summary.toUtf8().constData());
}

const RuleCatalogue &RuleCatalogue::instance()
{
    // Immutable after construction; C++ guarantees thread-safe initialisation.
    static const RuleCatalogue catalogue;
    return catalogue;
}

const Rule *RuleCatalogue::find(QStringView id) const
{
    const auto it = m_indexById.constFind(id.toString());
    return it == m_indexById.constEnd() ? nullptr : &m_rules.at(*it);
}

RuleCatalogue::RuleCatalogue()
{
    // The table is generated from shared/spec/rules.md and compiled in, so a
    // missing or malformed row is a build defect, caught by tst_RuleCatalogue.
    QFile file(QStringLiteral(":/rsi/rulecatalogue.tsv"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("rule catalogue resource missing");
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u'\t');
        if (fields.size() != 7)
            continue;
        Rule rule;
        rule.id = fields.at(0);
        rule.severity = severityFromName(fields.at(1)).value_or(Severity::Error);
        rule.scope = fields.at(2);
        rule.section = fields.at(3);
        rule.versions = fields.at(4);
        rule.level = fields.at(5);
        rule.summary = fields.at(6);
        m_indexById.insert(rule.id, m_rules.size());
        m_rules.append(rule);
    }
}

} // namespace rsi
