// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The HTML <link rel="resourcesync"> finder on arbitrary bytes.
#include "discovery/htmllinks.h"

#include <QUrl>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rsi::findHtmlLinks(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)),
                       QUrl(QStringLiteral("http://example.org/dir/page.html")));
    return 0;
}
