// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUrl>

namespace rsi {

// The ResourceSync well-known URI of the site that serves `anyUrlOnTheSite`
// (§6.3.2, RFC 5785): scheme://host[:port]/.well-known/resourcesync, without
// user info, path, query or fragment. The scheme and host are lower case and
// a default port (80 for http, 443 for https) is left out.
// Returns an empty QUrl when the URL has no http(s) scheme or no host.
// Pure; any thread.
QUrl wellKnownUrl(const QUrl &anyUrlOnTheSite);

// The robots.txt of the same site (§6.3.4): scheme://host[:port]/robots.txt,
// under the same conditions.
QUrl robotsTxtUrl(const QUrl &anyUrlOnTheSite);

} // namespace rsi
