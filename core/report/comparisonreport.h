// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runcomparison.h"

#include <QByteArray>
#include <QJsonObject>

namespace rsi {

// The reports of `rsinspector-cli compare`: what changed between two runs
// of a source. Pure functions of the comparison; any thread.

// Text, for people: the two runs, the documents added, removed and changed
// with their entry changes and first examples, the new and fixed findings,
// a summary line and a verdict line ("nothing got worse", or how many new
// errors).
QByteArray writeComparisonText(const RunComparison &comparison);

// JSON, the design's contract: "before" and "after" ({"run", "time",
// "source"}, plus "kind", "specVersion", "complete", "documents",
// "entries", "errors", "warnings", "infos", "entriesRecorded"), "summary"
// (documentsAdded, documentsRemoved, documentsChanged, entriesAdded,
// entriesRemoved, entriesChanged, findingsNew, findingsFixed,
// findingsRemaining, plus newErrors, newWarnings, newInfos, fixedErrors,
// fixedWarnings, fixedInfos and entriesCompared), "documents" (those added,
// removed or changed: url, state, entriesAdded, entriesRemoved,
// entriesChanged, plus capability, changes, entriesCompared, before/after
// {entries, status, bytes, digest} and examples {added, removed,
// changed}), "findings" (new and fixed: state, rule, severity, url, line,
// column, message, plus section), and "tool", "version".
QJsonObject comparisonJson(const RunComparison &comparison);
QByteArray writeComparisonJson(const RunComparison &comparison);

// Words for people, shared with the HTML and the application.
QString documentStateName(DocumentComparison::State state); // "added", translated
// "status 200 → 404, entries 3 → 4": what changed in a document, translated.
QString documentChangesText(const DocumentComparison &document);
// "2 added, 1 removed, 1 changed", translated; empty when nothing changed.
QString entryChangesText(const EntryChanges &changes);
// The verdict: "Nothing got worse." or "2 new errors.", translated.
QString comparisonVerdict(const RunComparison &comparison);

} // namespace rsi
