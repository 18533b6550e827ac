// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validationreport.h"

#include <QByteArray>
#include <QJsonObject>

#include <optional>

class QXmlStreamWriter;

namespace rsi {

// The formats of the command-line contract (design.md): text for people,
// JSON for scripts, JUnit XML for CI systems (one failing test per finding),
// and the self-contained HTML page the application exports (htmlreport.h),
// for a CI job to publish.
enum class ReportFormat { Text, Json, JUnit, Html };

std::optional<ReportFormat> reportFormatFromName(QStringView name);

// Serialises a report. Pure functions: any thread. complete is false when
// the run was interrupted: the text says so above the summary, the JSON's
// "complete" key is false, and JUnit gets an error case.
QByteArray writeTextReport(const ValidationReport &report, bool complete = true);
QByteArray writeJsonReport(const ValidationReport &report, bool complete = true);
QByteArray writeJUnitReport(const ValidationReport &report, bool complete = true);
QByteArray writeReport(const ValidationReport &report, ReportFormat format, bool complete = true);

// Groups each document's findings (findinggrouping.h): what every report
// shows unless all findings are asked for (--all-findings).
void groupReportFindings(ValidationReport &report);

// The pieces the writers above are made of, shared with the crawl report
// (crawlreport.h) so that a document and a finding read the same in both.

// "ResourceSync Inspector 0.1.0, judging against ResourceSync 1.1\n".
QString reportHeading(SpecVersion specVersion);
// "error   RL-005   5:3       why [§10.1] (see url)" (no newline); a group
// ends with "[669 times, at lines 12, 15, …]".
QString findingLine(const Finding &finding);
// "669 times, at lines 12, 15, …" for a group, empty for a single finding.
QString groupText(const Finding &finding);
// "Summary: documents: 2, entries: 3, errors: 1, warnings: 0, infos: 0" (no newline).
QString summaryLine(qsizetype documents, qint64 entries, const SeverityCounts &counts);

// {"tool", "version", "specVersion"}: the start of every JSON report.
QJsonObject jsonReportHeader(SpecVersion specVersion);
// One element of "documents" (the contract's keys, plus "loaded", and
// "requestedUrl" when set).
QJsonObject documentJson(const DocumentReport &document);
// One element of "findings"; documentUrl stands in when the finding names
// no URL. Besides the contract's keys, "relatedUrl" when set, "count" (how
// many findings it stands for, 1 unless grouped) and "locations" ([{"line",
// "column"}]: the first ten of them whose position is known).
QJsonObject findingJson(const Finding &finding, const QString &documentUrl);
QJsonObject summaryJson(qsizetype documents, qint64 entries, const SeverityCounts &counts);

// One <testsuite>: a failing <testcase> per error or warning, a skipped one
// per info, one passing case when there are no findings.
void writeJUnitSuite(QXmlStreamWriter &xml, const QString &name, const FindingList &findings,
                     SpecVersion specVersion);
// The number of <testcase>s writeJUnitSuite() writes for these findings, and
// how many of them fail (errors and warnings; a group is one case).
qsizetype junitCaseCount(const FindingList &findings);
qsizetype junitFailureCount(const FindingList &findings);
// A <testsuite> with one case in error, for a run that did not finish.
void writeJUnitIncompleteSuite(QXmlStreamWriter &xml, const QString &name, const QString &message);

} // namespace rsi
