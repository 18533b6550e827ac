// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

class QUrl;

namespace rsi {

// Credentials (bearer tokens, basic authentication) belong to one origin in
// the sense of RFC 6454: scheme, host and port. These two functions make the
// key FetchOptions looks them up by, from a URL being fetched and from what
// a user typed, in the same canonical form: "https://example.org",
// "http://127.0.0.1:8080", "https://[::1]:8443" (lower-case scheme and host,
// the port only when it is not the scheme's default).

// The origin of an http(s) URL; empty for any other scheme or no host.
QString credentialOriginOf(const QUrl &url);

// The origin a user means by "[scheme://]host[:port]" (or a whole URL, whose
// path is ignored). Without a scheme the origin is https: credentials typed
// for a host never go over plain http unless the user wrote "http://".
// Empty when the text names no http(s) origin (another scheme, user info, a
// bad port, no host).
QString credentialOriginFromUserText(QStringView text);

} // namespace rsi
