// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/crawleddocument.h"

#include <QUrl>

namespace rsi {
class EntryAllowance;
}

namespace rsi::test {

// Resource Lists that keep only a sample of their entries
// (CrawledDocument::adopt), as a crawl holds them: for the reports and views
// that must say so. Each is a list of 3,000 entries, <origin>/res/0 to
// <origin>/res/2999, fetched from url with HTTP 200.

// Read with a byte limit of 64 KiB: cut short, fewer entries read than
// written, the first cutDocumentSample kept.
rsi::CrawledDocument listCutAtByteLimit(const QString &origin, const QUrl &url);

// Read whole over an entry cap of 2,000 (SAFE-003), taking its entries
// from allowance: it keeps all 2,000 stored when the allowance has them,
// else a sample.
rsi::CrawledDocument listOverTheEntryCap(const QString &origin, const QUrl &url,
                                         rsi::EntryAllowance *allowance);

} // namespace rsi::test
