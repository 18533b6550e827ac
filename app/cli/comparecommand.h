// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rsi::cli {

struct CommandLine;

// `rsinspector-cli compare <run|file> <run|file>`: what changed between two
// runs of the history or JSON reports, as text, JSON, HTML or CSV. Returns
// the exit code: 0 nothing got worse, 1 new errors, 2 could not run.
int runCompare(const CommandLine &line);

} // namespace rsi::cli
