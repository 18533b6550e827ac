// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readererror.h"
#include "xmlelementview.h"

#include <QByteArray>
#include <QList>
#include <QVarLengthArray>

#include <memory>

struct _xmlParserCtxt;
struct _xmlError;

namespace rsi {

class DocumentBuilder;
class MarkupScanner;

// Reads a UTF-8 document with libxml2's SAX2 push parser and reports it to a
// DocumentBuilder. libxml2 is what xmllint uses: it reads a 50,000-entry list
// about five times faster than QXmlStreamReader (README, Performance).
//
// Safe settings: no network, no external DTD or entity is ever loaded, no
// entity is substituted (a document with a DTD goes to QXmlStreamReader,
// see DocumentParser; one whose DOCTYPE comes too late to be seen first has
// its entities refused as undeclared). Positions of elements and text come
// from the MarkupScanner, which has seen the same bytes; the reader stops at
// the first error, whose position is libxml2's. One reader per document.
class LibxmlReader final
{
    Q_DISABLE_COPY_MOVE(LibxmlReader)

public:
    LibxmlReader(MarkupScanner &scanner, DocumentBuilder &builder);
    ~LibxmlReader();

    // Parses the next bytes. False once the reader has stopped at an error.
    bool feed(const char *data, qsizetype size);
    // The input ended; an unfinished document is an error then.
    void finish();

    const std::optional<ReaderError> &error() const { return m_error; }

private:
    static LibxmlReader *self(void *context) { return static_cast<LibxmlReader *>(context); }
    static void onStartElement(void *context, const unsigned char *localName,
                               const unsigned char *prefix, const unsigned char *uri,
                               int namespaceCount, const unsigned char **namespaces,
                               int attributeCount, int defaultedCount,
                               const unsigned char **attributes);
    static void onEndElement(void *context, const unsigned char *localName,
                             const unsigned char *prefix, const unsigned char *uri);
    static void onCharacters(void *context, const unsigned char *text, int length);
    static void onCData(void *context, const unsigned char *text, int length);
    static void onComment(void *context, const unsigned char *text);
    static void onProcessingInstruction(void *context, const unsigned char *target,
                                        const unsigned char *data);
    static void onInternalSubset(void *context, const unsigned char *name,
                                 const unsigned char *externalId, const unsigned char *systemId);
    static void onError(void *context, _xmlError *error);

    qint64 offset() const;
    QByteArrayView qualifiedName(QByteArray &storage, const unsigned char *prefix,
                                 const unsigned char *localName) const;

    MarkupScanner &m_scanner;
    DocumentBuilder &m_builder;
    _xmlParserCtxt *m_context = nullptr;
    std::optional<ReaderError> m_error;
    bool m_finishing = false;
    qint64 m_cdataStart = -1; // the CDATA section whose pieces are arriving

    // Storage for the names and values handed to the builder.
    QByteArray m_elementName;
    // The prefix of each open element (libxml2's dictionary strings, stable
    // during the parse): a mismatched end tag is described with the open
    // element's qualified name, as QXmlStreamReader gives it.
    QList<const unsigned char *> m_openPrefixes;
    QVarLengthArray<QByteArray, 8> m_attributeNames;
    QVarLengthArray<QByteArray, 8> m_attributeValues;
    QVarLengthArray<XmlAttributeView, 8> m_attributes;
};

} // namespace rsi
