// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCoreApplication;

namespace rsi {
class CrawlJob;
struct CrawlOptions;
} // namespace rsi

namespace rsi::cli {

struct CommandLine;
class InterruptGuard;
class ProgressPrinter;

// `rsinspector-cli crawl <site|url|path>`: crawls the source, checks its
// resources with --check-resources, reports, and with --save keeps the run.
// Returns the exit code.
int runCrawl(QCoreApplication &app, const CommandLine &line, InterruptGuard &interrupts);

// The crawl every command that crawls begins with, scoped as asked.
rsi::CrawlOptions crawlOptionsOf(const CommandLine &line);
// Prints a line per document the crawl has read, when progress is asked for.
void showCrawlProgress(ProgressPrinter &progress, rsi::CrawlJob &crawl, QCoreApplication &app);

} // namespace rsi::cli
