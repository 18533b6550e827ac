// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rsi {

struct SyncReport;

// The report of `audit` or `mirror` as the self-contained, printable page
// the crawl's is (htmlwriter.h): what was compared or done, the verdict and
// the counts by state, how the run went (route, sync point, expected state),
// every resource that is not the same (all of them with verbose) with its
// state and reasons, and the findings. Pure: any thread.
// A mirror's items are read from its run's database; *error (if given) says
// why when they could not be read.
QByteArray writeSyncHtmlReport(const SyncReport &report, bool verbose = false,
                               QString *error = nullptr);

} // namespace rsi
