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
    // Bytes of entries kept (in the compact EntryList, about the size of their
    // text): a hostile list of long values would otherwise keep up to
    // maxBytes, and everything that works on its entries, several times that.
    // Four times what a 50,000-entry list with hashes needs.
    qint64 maxStoredBytes = 48LL * 1024 * 1024;
    qsizetype maxTextLength = 16 * 1024; // characters kept of one text value
    int entityExpansionLimit = 1024; // characters an internal entity may expand to
    // Attributes of one element: ResourceSync needs a dozen at most, and an
    // XML reader's duplicate check costs quadratic time in their number.
    int maxAttributes = 256;
    // Bytes of one piece of markup (a tag, comment, processing instruction,
    // CDATA section or DOCTYPE): XML readers hold each whole in memory.
    qint64 maxMarkupBytes = 1024 * 1024;
    // Findings of one rule the parser reports one by one per document; the
    // rest are counted in one summary finding, so that memory follows this
    // number, not the input (4 MB of <a/> once gave a million findings).
    int maxFindingsPerRule = 100;
};

} // namespace rsi
