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
    // A finding that stands for several (findinggrouping.h): how many, and
    // the positions of the first of them (at most maxGroupLocations), the
    // first being `position`. 1 and empty for a finding about one place.
    qint64 count = 1;
    QList<SourcePosition> locations;

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
// The problems by severity: a grouped finding counts as many as it stands for,
// so that grouping never changes a summary.
SeverityCounts countBySeverity(const FindingList &findings);
// The findings themselves by severity, a group counting once: what a JUnit
// report has test cases for.
SeverityCounts countEntriesBySeverity(const FindingList &findings);

} // namespace rsi

namespace rsi {

// A finding for a catalogue rule, with the catalogue's severity and section
// unless a severity is given (some rules change level with the spec version).
Finding makeFinding(QStringView ruleId, const QString &message, const QString &url,
                    SourcePosition position, std::optional<Severity> severity = std::nullopt);

} // namespace rsi
