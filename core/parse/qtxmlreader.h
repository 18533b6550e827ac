// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readererror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QXmlStreamReader>

namespace rsi {

class DocumentBuilder;
class InspectingDevice;
struct ParserLimits;

// Reads a document with QXmlStreamReader and reports it to a
// DocumentBuilder: the reader for documents that libxml2 is not given, those
// with a DTD (whose internal entities QXmlStreamReader expands, up to
// ParserLimits::entityExpansionLimit characters each, never fetching an
// external one) and those in another encoding than UTF-8. Positions are the
// reader's own. One reader per document.
class QtXmlReader final
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)
    Q_DISABLE_COPY_MOVE(QtXmlReader)

public:
    // device delivers the document's bytes; inspected is the device that
    // inspected them (encoding, byte order mark).
    QtXmlReader(QIODevice *device, const InspectingDevice &inspected, DocumentBuilder &builder);

    void run();

    const std::optional<ReaderError> &error() const { return m_error; }
    // Where reading stopped.
    SourcePosition endPosition() const { return {m_xml.lineNumber(), m_xml.columnNumber() + 1}; }
    bool encodingReported() const { return m_encodingReported; }

private:
    QXmlStreamReader::TokenType next();
    SourcePosition startOfCurrentToken() const;
    void checkDeclaredEncoding();
    void startElement();

    const InspectingDevice &m_inspected;
    DocumentBuilder &m_builder;
    QXmlStreamReader m_xml;
    SourcePosition m_tokenStart;
    std::optional<ReaderError> m_error;
    bool m_encodingReported = false;

    // UTF-8 copies of what the builder is handed.
    QByteArray m_localName;
    QByteArray m_namespaceUri;
    QByteArray m_qualifiedName;
    QList<QByteArray> m_attributeBytes;
};

} // namespace rsi
