// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/resourcefilter.h"
#include "historyoptions.h"
#include "mirror/auditcomparison.h"
#include "mirror/mirrorjob.h"
#include "net/fetchoptions.h"
#include "report/reportwriter.h"
#include "validation/validationoptions.h"

#include <QStringList>

namespace rsi::cli {

// The exit codes of the command-line contract (design.md).
enum ExitCode : int {
    ExitOk = 0, // ran; nothing at error level (audit: in sync; mirror: mirrored fully)
    ExitFindings = 1, // ran and found errors (audit: differences; mirror: some resources failed)
    ExitCannotRun = 2, // bad arguments, unreadable input, source unreachable, interrupted
};

enum class Command { None, Validate, Crawl, Audit, Mirror, Rules, History, Compare, Help, Version };

// Everything the command line said, already checked.
struct CommandLine
{
    Command command = Command::None;
    QStringList inputs;
    ReportFormat format = ReportFormat::Text;
    QString outputFile;
    bool quiet = false;
    bool progress = false;
    ValidationOptions validation;
    FetchOptions fetch;
    // crawl, and the crawl that audit and mirror begin with
    int maxDocuments = 100'000;
    bool checkResources = false; // --check-resources, or implied by --hash (crawl only)
    bool hash = false;
    // audit and mirror: inputs holds the source, destination the local copy
    QString destination;
    bool verbose = false; // --verbose: the text lists the resources that are the same too
    AuditOptions audit; // --no-hash, --no-length, --no-lastmod
    // --capability-list, --include, --exclude, --sample, --seed (scopeoptions.h)
    ResourceFilter scope;
    bool allFindings = false; // --all-findings: one finding per entry, not grouped
    MirrorOptions mirror; // fetch and specVersion as above; --dry-run, --delete, ...
    HistoryOptions history; // --save of crawl, audit and mirror; history and compare
    QString usage; // the help text for Help and errors
    QString error; // set when the arguments are wrong
};

// Parses arguments (argv[0] first). Never exits the process. For validate
// and crawl, inputs holds the positional arguments (one for crawl); for audit
// and mirror, the source (one) and destination.
CommandLine parseCommandLine(const QStringList &arguments);

} // namespace rsi::cli
