// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace rsi {

// Whether a listed URL's text is already in the form the mirror keys
// resources by: LocalCopyLayout::normalizedUrl(QUrl(text)) is QUrl(text), and
// its FullyEncoded text is `text` itself. Then the key is the text, and the
// URL needs one parse, not a parse, a normalisation and a serialisation: a
// mirror makes the key of every entry twice, millions of times.
//
// Deliberately narrow, so that it is plainly right: http or https in lower
// case; a host of lower-case letters, digits, '-' and '.' within DNS's
// lengths (a dotted quad in its canonical form when the last label starts
// with a digit, no ACE label);
// a port only when it is not the scheme's own, without leading zeros; a path
// of unreserved characters and '/' with no dot segment; no user info, query,
// fragment or percent sign. Every other URL takes the general way.
bool isPlainNormalizedUrl(QStringView text);

} // namespace rsi
