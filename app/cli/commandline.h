// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/fetchoptions.h"
#include "report/reportwriter.h"
#include "validation/validationoptions.h"

#include <QStringList>

namespace rsi::cli {

// The exit codes of the command-line contract (design.md).
enum ExitCode : int {
    ExitOk = 0, // ran; nothing at error level
    ExitFindings = 1, // ran and found errors
    ExitCannotRun = 2, // bad arguments, unreadable input, source unreachable
};

enum class Command { None, Validate, Crawl, Rules, Help, Version };

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
    // crawl only
    int maxDocuments = 100'000;
    bool checkResources = false; // --check-resources, or implied by --hash
    bool hash = false;
    QString usage; // the help text for Help and errors
    QString error; // set when the arguments are wrong
};

// Parses arguments (argv[0] first). Never exits the process. For validate
// and crawl, inputs holds the positional arguments (one for crawl).
CommandLine parseCommandLine(const QStringList &arguments);

} // namespace rsi::cli
