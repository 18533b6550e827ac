// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parseresult.h"
#include "parserlimits.h"

class QIODevice;

namespace rsi {

// Streams a ResourceSync or Sitemap document into a Document, recording the
// line and column of every element. A UTF-8 document without a DTD (nearly
// every one) is read with libxml2, which is several times faster; one with a
// DTD or in another encoding with QXmlStreamReader, which expands internal
// entities within limits (LibxmlReader, QtXmlReader). Both give the same
// Document and findings for the same document, positions included; the
// message of a well-formedness error is each reader's own. It never expands
// external entities, never reads more than ParserLimits::maxBytes, refuses
// hostile markup before a reader pays for it (MarkupScanner), and keeps going
// after recoverable problems. A pure function of the bytes: callable from any
// thread, one parser per call.
class DocumentParser final
{
public:
    enum class Reader {
        Automatic, // libxml2 where it can, QXmlStreamReader otherwise
        Qt, // QXmlStreamReader for every document: for comparisons
    };

    explicit DocumentParser(ParserLimits limits = {});

    void setReader(Reader reader) { m_reader = reader; }

    // Reads from an open device until its end.
    ParseResult parse(QIODevice *device, const QUrl &url) const;
    // Reads a local file; gzip is detected by its magic bytes and read
    // through QuaZip. Unreadable files give a NET-001 finding.
    ParseResult parseFile(const QString &path, const QUrl &url) const;
    ParseResult parseBytes(const QByteArray &bytes, const QUrl &url) const;

    static bool looksGzipped(const QByteArray &firstBytes);
    // What parsing and validating the file may hold in memory at its peak,
    // from its size (a gzip file may inflate up to maxBytes) and the limits
    // on what is kept: the bytes to reserve from parseBudget() first.
    static qint64 memoryCeiling(const QString &path, const ParserLimits &limits);

private:
    ParserLimits m_limits;
    Reader m_reader = Reader::Automatic;
};

} // namespace rsi
