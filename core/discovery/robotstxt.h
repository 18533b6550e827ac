// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "discoveryresult.h"

#include <QByteArrayView>

namespace rsi {

// Reads the `Sitemap:` directives of a robots.txt (§6.3.4, DISC-008).
//
// A directive is a line whose field name is "Sitemap" in any case, wherever it
// stands in the file and whichever User-agent group it follows; `#` starts a
// comment; lines end in LF, CR or CRLF; a UTF-8 byte order mark is skipped.
// Each value should be an absolute URL: a relative one is resolved against
// `robotsUrl` and reported, one that cannot be used (empty, invalid, not http
// or https, spaces or control characters, longer than maxUrlLength) is
// reported with its line and left out. All DISC-008 findings are info, as the
// catalogue says. The result lists the URLs in file order without duplicates.
//
// Time is linear in the size of the input and memory is bounded: at most
// discoverylimits::maxLinks directives are kept (reading stops there and a
// finding says so), and only the value of a directive is ever copied.
// Pure; any thread.
DiscoveryResult parseRobotsTxt(QByteArrayView bytes, const QUrl &robotsUrl);

} // namespace rsi
