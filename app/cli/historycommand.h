// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runbuilder.h"

#include <QString>

namespace rsi {
class SourceTree;
struct CrawlOptions;
struct SyncReport;
} // namespace rsi

namespace rsi::cli {

struct CommandLine;
struct HistoryOptions;

// The source as reports name it and the history keeps it: a URL as given,
// a path made absolute (a relative one would mean another folder when run
// from elsewhere).
QString absoluteSource(const QString &input);

// The history file the options name: --history, else HistoryStore::defaultPath().
QString historyPath(const HistoryOptions &options);

// `rsinspector-cli history [<source>]`: lists the runs, newest first (text
// or JSON), or deletes those --delete names. Returns the exit code.
int runHistory(const CommandLine &line);

// What a run of crawl, audit or mirror was, for --save: its kind, the source
// as given (absoluteSource()), when it started, the options it crawled with
// and (crawl) whether resources were checked.
RunContext runContext(const CommandLine &line, const CrawlOptions &options,
                      const QDateTime &started);
// An audit's or a mirror's summary as a run keeps it: the counts of the JSON
// report's "summary", the destination, whether it finished, and a mirror's
// route.
QJsonObject syncSummaryJson(const SyncReport &report);

// --save of crawl, audit and mirror: keeps the run of this tree in the
// history, then prunes the history to its size cap. Says "saved as run N"
// on standard error unless --quiet; false, after printing why, when the run
// could not be saved.
bool saveToHistory(const SourceTree &tree, const RunContext &context, const CommandLine &line);

} // namespace rsi::cli
