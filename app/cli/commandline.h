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

enum class Command { None, Validate, Rules, Help, Version };

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
    QString usage; // the help text for Help and errors
    QString error; // set when the arguments are wrong
};

// Parses arguments (argv[0] first). Never exits the process.
CommandLine parseCommandLine(const QStringList &arguments);

} // namespace rsi::cli
