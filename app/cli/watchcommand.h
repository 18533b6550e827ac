// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QCoreApplication;

namespace rsi::cli {

struct CommandLine;

// Installs what the first Ctrl-C (or SIGTERM) does.
using InterruptHandlerSetter = std::function<void(std::function<void()>)>;

// `rsinspector-cli watch`: runs a WatchJob and prints its events as they
// happen (text, or JSON Lines with --format json) on standard output or
// into --output. Returns the exit code of the design's contract.
int runWatch(QCoreApplication &app, const CommandLine &line,
             const InterruptHandlerSetter &setInterruptHandler);

} // namespace rsi::cli
