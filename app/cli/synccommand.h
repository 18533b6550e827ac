// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCoreApplication;

namespace rsi::cli {

struct CommandLine;
class InterruptGuard;

// audit and mirror: crawl the source (as crawl does), then compare the local
// copy with it (AuditJob) or bring the copy up to date (MirrorJob). Errors in
// the source's documents do not stop them: they work with what is there.
// Returns the exit code.
int runSync(QCoreApplication &app, const CommandLine &line, InterruptGuard &interrupts);

} // namespace rsi::cli
