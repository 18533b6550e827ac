// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "discoveryresult.h"

#include <QByteArrayView>

namespace rsi {

// Finds the `<link rel="resourcesync" href="...">` elements of an HTML or
// XHTML page (§6.3.3, DISC-004) without building a document tree.
//
// A tolerant tag scanner: element and attribute names in any case, attribute
// values in double, single or no quotes and in any order, `rel` read as a
// token list; comments, CDATA sections, <!DOCTYPE> and the contents of
// script, style, title, textarea and the other raw-text elements are skipped.
// It follows the HTML rules for where the head ends: an explicit </head> or
// <body>, any element that cannot stand in the head, or text other than white
// space. A link there counts as in the body (DISC-004 warning, `inBody` set).
// The href is decoded (&amp; &lt; &gt; &quot; &apos; and numeric character
// references), and a relative one is resolved against the first
// `<base href>` of the page, else `pageUrl` (DISC-010 warning). A matching
// link without a usable href is a DISC-004 error.
//
// The page is read as bytes of an ASCII-compatible encoding; attribute values
// are decoded as UTF-8. Positions are the line and column (in characters) of
// the "<" of the link.
//
// Linear time in the size of the page and memory bounded by the caps of
// discoverylimits, whatever the input (unclosed comments, quotes or tags, deep
// nesting). Pure; any thread.
DiscoveryResult findHtmlLinks(QByteArrayView html, const QUrl &pageUrl);

} // namespace rsi
