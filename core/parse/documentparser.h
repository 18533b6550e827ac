// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parseresult.h"
#include "parserlimits.h"

class QIODevice;

namespace rsi {

// Streams a ResourceSync or Sitemap document into a Document with
// QXmlStreamReader, recording the line and column of every element. It never
// expands external entities, never reads more than ParserLimits::maxBytes and
// keeps going after recoverable problems. A pure function of the bytes:
// callable from any thread, one parser per call.
class DocumentParser final
{
public:
    explicit DocumentParser(ParserLimits limits = {});

    // Reads from an open device until its end.
    ParseResult parse(QIODevice *device, const QUrl &url) const;
    // Reads a local file; gzip is detected by its magic bytes and read
    // through QuaZip. Unreadable files give a NET-001 finding.
    ParseResult parseFile(const QString &path, const QUrl &url) const;
    ParseResult parseBytes(const QByteArray &bytes, const QUrl &url) const;

    static bool looksGzipped(const QByteArray &firstBytes);

private:
    ParserLimits m_limits;
};

} // namespace rsi
