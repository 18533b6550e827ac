// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <sys/resource.h>

namespace rsi::bench {

// Writes a source of `entries` entries into dir, laid out as its web server
// would serve it: a Source Description, a Capability List, a Resource List
// Index and as many perList-entry Resource Lists as it takes, each entry with
// a lastmod, a sha-256 hash, a length and a type.
bool generateSyntheticSource(const QString &dir, int entries, int perList);

// Writes bytes to path, making the folders it needs; false when that fails.
bool writeFile(const QString &path, const QByteArray &bytes);

// A ResourceSync document on one line per element: the root element (urlset
// or sitemapindex) with both namespaces, its rs:md carrying metadata (say,
// capability="resourcelist"), then body, as the caller wrote it.
QByteArray sitemapDocument(const QByteArray &root, const QByteArray &metadata,
                           const QByteArray &body);

// CPU time (user + system) and peak resident memory so far of the process
// (RUSAGE_SELF) or of its children waited for (RUSAGE_CHILDREN).
double cpuMs(int who = RUSAGE_SELF);
double peakMb(int who = RUSAGE_SELF);

} // namespace rsi::bench
