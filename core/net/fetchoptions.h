// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace rsi {

struct FetchOptions
{
    int inactivityTimeoutMs = 30'000; // no byte for this long: give up
    int totalTimeoutMs = 300'000; // a trickling server cannot hold us longer
    int maxRedirects = 10;
    qint64 maxBytes = 128LL * 1024 * 1024; // body bytes as received
    QString userAgent; // empty: "rsinspector/<version>"
    bool insecure = false; // accept TLS errors (opt-in, never the default)
    QHash<QString, QString> bearerTokens; // host -> token, sent to that host only
};

QString defaultUserAgent();

} // namespace rsi
