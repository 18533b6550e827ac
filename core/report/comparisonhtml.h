// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace rsi {

struct RunComparison;

// The comparison of two runs as a self-contained HTML page in the style of
// the crawl report (htmlreport.h): the two runs, the verdict, the summary,
// the documents added, removed and changed with their entry changes and
// first examples, and the new and fixed findings. Every text from a source
// is escaped; headings and labels are translated.
QByteArray writeComparisonHtml(const RunComparison &comparison);

// The comparison as one CSV table (RFC 4180, UTF-8 with BOM), a row per
// changed document, per entry named as an example, and per new or fixed
// finding:
// what,state,url,document,kind,rule,severity,line,column,message,
// entries_added,entries_removed,entries_changed,changes
// what is document, entry or finding; state is added, removed or changed
// (documents, entries) or new or fixed (findings); document is the
// document an entry belongs to; changes lists what changed in a document,
// separated by semicolons.
QByteArray writeComparisonCsv(const RunComparison &comparison);

} // namespace rsi
