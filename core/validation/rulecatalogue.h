// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "severity.h"

#include <QHash>
#include <QList>
#include <QString>

namespace rsi {

// One rule of the conformance catalogue (shared/spec/rules.md) or of the
// project's own NET-/HTTP-/SAFE- rules.
struct Rule
{
    QString id;
    Severity severity = Severity::Error; // the catalogue's default level
    QString scope; // "doc", "http", "zip", "tree", "2crawl", "dest", comma-separated
    QString section;
    QString versions; // "both", "1.0" or "1.1"
    QString level; // the spec's keyword and how it maps, e.g. "MUST -> error"
    QString summary; // English, as the catalogue has it

    // The summary in the user's language (falls back to English).
    QString translatedSummary() const;
};

// The rule catalogue, read once from the embedded table. Thread-safe to read.
class RuleCatalogue final
{
public:
    static const RuleCatalogue &instance();

    const QList<Rule> &rules() const { return m_rules; }
    const Rule *find(QStringView id) const;

private:
    RuleCatalogue();

    QList<Rule> m_rules;
    QHash<QString, qsizetype> m_indexById;
};

} // namespace rsi
