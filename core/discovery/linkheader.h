// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "discoveryresult.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace rsi {

// Finds the `resourcesync` links of HTTP Link headers (§6.3.3, RFC 8288 which
// replaced RFC 5988): `<uri>; rel="resourcesync"`.
//
// Accepts several comma-separated links per header value and several header
// values, parameters in any order, quoted or unquoted rel values, rel lists
// separated by white space (the relation type is compared without regard to
// case), quoted strings with escaped quotes and commas, and folded values
// (line breaks count as white space). Only the first rel parameter of a link
// counts, as RFC 8288 says.
//
// Returns the links whose rel list contains `resourcesync`, with `type` set
// from the type parameter. A relative URI reference is resolved against
// `responseUrl` (DISC-010 warning "use an absolute URI"). A malformed entry
// (target not in < >, unclosed < or quoted string, text where a parameter
// should be, a target that is not a usable URL) is a DISC-007 error naming
// the fault; malformed entries that do not mention "resourcesync" are not
// ResourceSync's business and are skipped silently.
//
// Positions: line is the 1-based index of the header value in `values`,
// column the 1-based character offset of the entry within that value.
// Linear time; at most discoverylimits::maxLinks links. Pure; any thread.
DiscoveryResult parseLinkHeaders(const QList<QByteArray> &values, const QUrl &responseUrl);
DiscoveryResult parseLinkHeader(QByteArrayView value, const QUrl &responseUrl);

} // namespace rsi
