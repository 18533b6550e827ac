// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The robots.txt reader (its Sitemap: lines) on arbitrary bytes.
#include "discovery/robotstxt.h"

#include <QUrl>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rsi::parseRobotsTxt(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)),
                        QUrl(QStringLiteral("http://example.org/robots.txt")));
    return 0;
}
