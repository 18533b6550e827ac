// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The HTTP Link header parser (RFC 8288) on arbitrary header values.
#include "discovery/linkheader.h"

#include <QUrl>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView value(reinterpret_cast<const char *>(data), qsizetype(size));
    const QUrl base(QStringLiteral("http://example.org/a/b/resourcelist.xml"));
    rsi::parseLinkHeader(value, base);
    // Several header lines, as a response may carry them.
    rsi::parseLinkHeaders(QByteArray(value.data(), value.size()).split('\n'), base);
    return 0;
}
