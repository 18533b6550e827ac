// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

class QCommandLineParser;

namespace rsi {
class SourceTree;
struct ResourceFilter;
} // namespace rsi

namespace rsi::cli {

struct CommandLine;

// The options that choose part of a source (issue 14), shared by the
// commands that crawl: --capability-list (crawl, audit, mirror, watch),
// --include and --exclude (crawl's resource checks, mirror), --sample and
// --seed (crawl's resource checks). And --all-findings, which every command
// with a report takes.

const QList<QCommandLineOption> &capabilityListOptions();
const QList<QCommandLineOption> &resourceFilterOptions();
const QList<QCommandLineOption> &sampleOptions();
const QCommandLineOption &allFindingsOption();

// What of the above was added to the parser, so that only those are read.
struct ScopeParts
{
    bool capabilityLists = false;
    bool resourceFilter = false;
    bool sample = false;
    bool allFindings = false;
};

// Reads the options into line.scope and line.allFindings; false with
// line.error set when one is wrong (a URL that is not absolute, a regular
// expression that does not compile, a sample that is not a positive number).
// A sample without --seed gets a random seed, which the run prints.
bool applyScopeOptions(const QCommandLineParser &parser, CommandLine &line, ScopeParts parts);

// After the crawl: what is wrong with the chosen Capability Lists, empty
// when each was read. A chosen list the source does not have is an error
// of the command line (exit 2), and the message names those it has.
QString missingCapabilityLists(const SourceTree &tree, const ResourceFilter &scope);

} // namespace rsi::cli
