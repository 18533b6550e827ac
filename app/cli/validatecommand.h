// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCoreApplication;

namespace rsi::cli {

struct CommandLine;
class InterruptGuard;

// `rsinspector-cli validate <file|url>...`: validates documents one by one,
// without following links. Returns the exit code.
int runValidate(QCoreApplication &app, const CommandLine &line, InterruptGuard &interrupts);

} // namespace rsi::cli
