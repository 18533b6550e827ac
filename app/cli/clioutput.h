// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>

namespace rsi {
struct SyncReport;
}

namespace rsi::cli {

struct CommandLine;

// Writes bytes to a standard stream; false when they did not all arrive
// (a full disk, a closed pipe), with errno saying why.
bool printTo(FILE *stream, const QByteArray &bytes);
// "rsinspector-cli: <text>" on standard error. Messages may quote what a
// server or a document said: printed so that no control character reaches
// the terminal.
void printError(const QString &text);
// Writes the report where the user asked: to the --output file (atomically:
// the old file stays unless the new one was written whole) or else, unless
// --quiet, to standard output. Returns false with a message when it could
// not be written.
bool deliver(const QByteArray &bytes, const CommandLine &line);
// The same for an audit's or mirror's report, written as it is read (a
// mirror's items stream from its database, never all in memory).
bool deliverSyncReport(const SyncReport &report, const CommandLine &line);

} // namespace rsi::cli
