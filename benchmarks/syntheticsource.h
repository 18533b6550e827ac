// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rsi::bench {

// Writes a source of `entries` entries into dir, laid out as its web server
// would serve it: a Source Description, a Capability List, a Resource List
// Index and as many perList-entry Resource Lists as it takes, each entry with
// a lastmod, a sha-256 hash, a length and a type.
bool generateSyntheticSource(const QString &dir, int entries, int perList);

double cpuMs(); // CPU time of the process so far
double peakMb(); // peak resident memory of the process so far

} // namespace rsi::bench
