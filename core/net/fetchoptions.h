// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace rsi {

// How documents are fetched. The first group applies to every single GET
// (DocumentFetcher); the second to the queue around them (HttpEngine), which
// DocumentFetcher ignores.
struct FetchOptions
{
    int inactivityTimeoutMs = 30'000; // no byte for this long: give up (0: no limit)
    int totalTimeoutMs = 300'000; // a trickling server cannot hold us longer (0: no limit)
    int maxRedirects = 10;
    qint64 maxBytes = 128LL * 1024 * 1024; // body bytes as received
    QString userAgent; // empty: "rsinspector/<version>"
    bool insecure = false; // accept TLS errors (opt-in, never the default)
    // Origin ("https://example.org", "http://host:8080": see
    // credentialorigin.h) -> token, sent to that origin only.
    QHash<QString, QString> bearerTokens;
    // Origin -> "user:password" for HTTP basic authentication, with the same
    // rule as bearer tokens. A bearer token for an origin wins over it.
    QHash<QString, QString> basicCredentials;

    // HttpEngine only.
    int connectionsPerHost = 4; // requests in flight per scheme+host+port (Qt allows 6)
    int delayMs = 0; // at least this long between the starts of two requests to a host
    int retries = 3; // further attempts after a transient failure
    int retryBaseDelayMs = 500; // first backoff; doubles with each retry, plus jitter
    int maxRetryAfterMs = 120'000; // a longer Retry-After gives up instead of waiting
    bool revalidate = true; // send If-None-Match / If-Modified-Since from earlier answers
};

QString defaultUserAgent();

} // namespace rsi
