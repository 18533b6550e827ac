// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"
#include "severity.h"

#include <QList>
#include <QString>

namespace rsi {

// One conformance finding: which rule, how bad, where, and why in plain words.
// A value: built on worker threads, handed to the GUI or a report whole.
struct Finding
{
    QString ruleId; // catalogue id, e.g. "RL-005", or a project id ("NET-001")
    Severity severity = Severity::Error;
    QString section; // spec section, e.g. "10.1"
    QString message; // translated, says what is wrong and what the spec expects
    QString url; // the document the finding is about
    SourcePosition position;
    QString relatedUrl; // a second document when the rule spans two

    friend bool operator==(const Finding &, const Finding &) = default;
};

using FindingList = QList<Finding>;

// Errors first, then by document order.
void sortFindings(FindingList &findings);

struct SeverityCounts
{
    int errors = 0;
    int warnings = 0;
    int infos = 0;
};
SeverityCounts countBySeverity(const FindingList &findings);

} // namespace rsi

namespace rsi {

// A finding for a catalogue rule, with the catalogue's severity and section
// unless a severity is given (some rules change level with the spec version).
Finding makeFinding(QStringView ruleId, const QString &message, const QString &url,
                    SourcePosition position, std::optional<Severity> severity = std::nullopt);

} // namespace rsi
