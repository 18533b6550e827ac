// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entrydigests.h"
#include "findingmatcher.h"
#include "runrecord.h"

#include <functional>
#include <optional>

namespace rsi {

// One side of a comparison: which run, or which report file.
struct ComparedRun
{
    qint64 id = 0; // 0 for a report file
    QString label; // the id as text, or the file as given
    QString displayName; // "run 12", or the file's name
    RunKind kind = RunKind::Crawl;
    QString source;
    QDateTime time; // when the run started; a report file's modification time
    QString specVersion;
    bool complete = true;
    qint64 documents = 0;
    qint64 entries = 0;
    SeverityCounts counts;
    bool entriesRecorded = false; // every document's entries were kept

    static ComparedRun of(const RunRecord &run);
};

// How one document differs between two runs.
struct DocumentComparison
{
    enum class State : quint8 { Added, Removed, Changed, Unchanged };

    QString url;
    State state = State::Unchanged;
    std::optional<RunDocument> before; // absent when added
    std::optional<RunDocument> after; // absent when removed
    // What changed: "capability", "loaded", "status", "bytes", "digest",
    // "entries" (their number, or any entry).
    QStringList changes;
    // Whether entries were compared one by one (both runs kept them); when
    // not, entries only says what the counts say for an added or removed
    // document.
    bool entriesCompared = false;
    EntryChanges entries;
};

QString documentStateKey(DocumentComparison::State state); // "added", "removed", ...

// What changed between two runs of a source.
struct RunComparison
{
    ComparedRun before;
    ComparedRun after;
    // Added, removed and changed documents first (in the later run's order,
    // removed ones in the earlier run's), then the unchanged ones.
    QList<DocumentComparison> documents;
    FindingMatch findings;
    // Documents whose entries could not be compared one by one: the entry
    // counts of the summary leave them out.
    qsizetype documentsWithoutEntries = 0;

    struct Summary
    {
        qint64 documentsAdded = 0;
        qint64 documentsRemoved = 0;
        qint64 documentsChanged = 0;
        qint64 entriesAdded = 0;
        qint64 entriesRemoved = 0;
        qint64 entriesChanged = 0;
        qint64 findingsNew = 0;
        qint64 findingsFixed = 0;
        qint64 findingsRemaining = 0;
    };
    Summary summary() const;
    SeverityCounts newCounts() const; // of the new findings
    SeverityCounts fixedCounts() const;
    // Nothing got worse: no new error-level finding.
    bool hasNewErrors() const { return newCounts().errors > 0; }
};

// Reads the entries of the document at position of a run; nullopt when
// they are not at hand. The default reads the run's own entry blobs.
using EntryLoader
    = std::function<std::optional<EntryDigests>(const RunRecord &run, qsizetype position)>;

// Compares two runs (of one source, normally; nothing checks). Documents
// are matched by URL; entries through the loader (only for documents whose
// entry fingerprints differ); findings with matchFindings(). maxExamples:
// the URLs named per kind of entry change and document. Pure apart from
// what the loader does; any thread.
RunComparison compareRuns(const RunRecord &before, const RunRecord &after,
                          const EntryLoader &loader = {}, int maxExamples = 10);

} // namespace rsi
