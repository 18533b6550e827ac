// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace rsi {

// Hard limits that keep a hostile document from exhausting time or memory.
// They sit well above the spec's own limits (50,000 entries, 50 MB, 2,048
// character <loc>) so that those rules can still be reported.
struct ParserLimits
{
    qint64 maxBytes = 128LL * 1024 * 1024; // uncompressed bytes read at most
    qint64 maxStoredEntries = 200'000; // entries kept; the rest are only counted
    qsizetype maxTextLength = 16 * 1024; // characters kept of one text value
    int entityExpansionLimit = 1024; // characters an internal entity may expand to
};

} // namespace rsi
