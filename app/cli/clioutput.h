// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>

namespace rsi::cli {

struct CommandLine;

// Writes bytes to a standard stream and flushes it.
void printTo(FILE *stream, const QByteArray &bytes);
// "rsinspector-cli: <text>" on standard error.
void printError(const QString &text);
// Writes the report where the user asked: to the --output file (atomically)
// or else, unless --quiet, to standard output. Returns false with a message
// when the file cannot be written.
bool deliver(const QByteArray &bytes, const CommandLine &line);

} // namespace rsi::cli
