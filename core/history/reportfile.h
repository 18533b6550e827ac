// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runrecord.h"

#include <optional>

namespace rsi {

// Reads a JSON report written by `rsinspector-cli crawl --format json` (or
// validate's, which has the same keys) as a run, for `compare`: its
// documents and findings. A report keeps no entries one by one, so a
// comparison with it counts entries only; its time is the file's
// modification time (a report does not say when it was written). nullopt,
// with a message that names the file and the problem, when it cannot be
// read or is not such a report.
std::optional<RunRecord> readReportFile(const QString &path, QString *error);

} // namespace rsi
