// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "libxmlreader.h"

#include "documentbuilder.h"
#include "markupscanner.h"

#include <QCoreApplication>

#include <climits>
#include <cstring>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <mutex>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)
};

QByteArrayView view(const xmlChar *text)
{
    return text ? QByteArrayView(reinterpret_cast<const char *>(text)) : QByteArrayView();
}

QString text(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

// libxml2's message, for errors that have no sentence of ours.
QString libxmlMessage(const xmlError &error)
{
    QString message = QString::fromUtf8(error.message).trimmed();
    while (message.endsWith(u'.'))
        message.chop(1);
    return message;
}

// Why the document is not well-formed, in words a person reads in a report;
// no final period (the GEN-001 sentence adds one).
QString describe(const xmlError &error)
{
    switch (error.code) {
    case XML_ERR_DOCUMENT_EMPTY:
        return Tr::tr("the document is empty");
    case XML_ERR_DOCUMENT_END:
        return Tr::tr("there is more after the end of the root element");
    case XML_ERR_TAG_NAME_MISMATCH:
        if (error.str1 && error.str2) {
            return Tr::tr("the end tag </%1> does not match the open element <%2> (line %3)")
                .arg(text(error.str2), text(error.str1))
                .arg(error.int1);
        }
        break;
    case XML_ERR_TAG_NOT_FINISHED:
        if (error.str1) {
            return Tr::tr("the document ends before the element <%1> (line %2) is closed")
                .arg(text(error.str1))
                .arg(error.int1);
        }
        return Tr::tr("the document ends before its elements are closed");
    case XML_ERR_LT_IN_ATTRIBUTE:
        return Tr::tr("an attribute value contains \"<\", which must be written &lt;");
    case XML_ERR_ATTRIBUTE_REDEFINED:
        if (error.str1)
            return Tr::tr("the attribute %1 appears twice in one element").arg(text(error.str1));
        break;
    case XML_NS_ERR_UNDEFINED_NAMESPACE:
        if (error.str1)
            return Tr::tr("the namespace prefix %1 is not declared").arg(text(error.str1));
        break;
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
        if (error.str1)
            return Tr::tr("the entity &%1; is not declared").arg(text(error.str1));
        break;
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
    case XML_ERR_NAME_REQUIRED:
        return Tr::tr("an \"&\" that does not start an entity or character reference; a "
                      "literal ampersand is written &amp;");
    case XML_ERR_INVALID_CHAR:
        return Tr::tr("a character that XML does not allow");
    case XML_WAR_UNKNOWN_VERSION:
    case XML_ERR_UNKNOWN_VERSION:
        return Tr::tr("the XML version is not 1.0");
    default:
        break;
    }
    return libxmlMessage(error);
}

} // namespace

LibxmlReader::LibxmlReader(MarkupScanner &scanner, DocumentBuilder &builder)
    : m_scanner(scanner)
    , m_builder(builder)
{
    static std::once_flag initialized;
    std::call_once(initialized, [] { xmlInitParser(); });

    xmlSAXHandler handler;
    std::memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = onStartElement;
    handler.endElementNs = onEndElement;
    handler.characters = onCharacters;
    handler.ignorableWhitespace = onCharacters;
    handler.cdataBlock = onCData;
    handler.comment = onComment;
    handler.processingInstruction = onProcessingInstruction;
    handler.internalSubset = onInternalSubset;
    handler.serror = onError;
    m_context = xmlCreatePushParserCtxt(&handler, this, nullptr, 0, nullptr);
    // No network, and nothing that loads or substitutes entities: no
    // XML_PARSE_NOENT, XML_PARSE_DTDLOAD, XML_PARSE_DTDATTR or XML_PARSE_HUGE.
    xmlCtxtUseOptions(m_context, XML_PARSE_NONET);
}

LibxmlReader::~LibxmlReader()
{
    xmlFreeParserCtxt(m_context);
}

bool LibxmlReader::feed(const char *data, qsizetype size)
{
    while (size > 0 && !m_error) {
        const int piece = int(std::min<qsizetype>(size, INT_MAX / 2));
        xmlParseChunk(m_context, data, piece, 0);
        data += piece;
        size -= piece;
    }
    return !m_error;
}

void LibxmlReader::finish()
{
    m_finishing = true;
    if (!m_error)
        xmlParseChunk(m_context, nullptr, 0, 1);
}

qint64 LibxmlReader::offset() const
{
    return xmlByteConsumed(m_context);
}

QByteArrayView LibxmlReader::qualifiedName(QByteArray &storage, const xmlChar *prefix,
                                           const xmlChar *localName) const
{
    if (!prefix)
        return view(localName);
    const QByteArrayView first = view(prefix);
    const QByteArrayView second = view(localName);
    storage.resize(first.size() + 1 + second.size()); // keeps its capacity
    char *out = storage.data();
    std::memcpy(out, first.data(), size_t(first.size()));
    out[first.size()] = ':';
    std::memcpy(out + first.size() + 1, second.data(), size_t(second.size()));
    return storage;
}

void LibxmlReader::onStartElement(void *context, const xmlChar *localName, const xmlChar *prefix,
                                  const xmlChar *uri, int, const xmlChar **, int attributeCount,
                                  int defaultedCount, const xmlChar **attributes)
{
    LibxmlReader &reader = *self(context);
    // libxml2 stands at the '>' (or '/>') of the tag: the scanner knows where
    // its '<' was.
    reader.m_scanner.advanceTo(reader.offset());
    const MarkupScanner::Mark &tag = reader.m_scanner.lastStartTag();

    // Attributes a DTD would default are not in the document.
    const qsizetype count = std::max(0, attributeCount - defaultedCount);
    reader.m_attributes.resize(count);
    if (reader.m_attributeNames.size() < count) {
        reader.m_attributeNames.resize(count);
        reader.m_attributeValues.resize(count);
    }
    for (qsizetype i = 0; i < count; ++i) {
        const xmlChar *const *attribute = attributes + 5 * i;
        XmlAttributeView &out = reader.m_attributes[i];
        out.qualifiedName
            = reader.qualifiedName(reader.m_attributeNames[i], attribute[1], attribute[0]);
        out.namespaceUri = view(attribute[2]);
        out.value = QByteArrayView(reinterpret_cast<const char *>(attribute[3]),
                                   reinterpret_cast<const char *>(attribute[4]));
        // Without entity substitution libxml2 hands a resolved '&' over as
        // "&#38;" (its tree builder resolves it again); resolve it here.
        if (out.value.contains('&')) {
            QByteArray &resolved = reader.m_attributeValues[i];
            resolved = out.value.toByteArray();
            resolved.replace("&#38;", "&");
            out.value = resolved;
        }
    }

    XmlElementView element;
    element.localName = view(localName);
    element.namespaceUri = view(uri);
    element.qualifiedName = reader.qualifiedName(reader.m_elementName, prefix, localName);
    element.attributes = reader.m_attributes.constData();
    element.attributeCount = count;
    element.position = tag.position;
    element.tagEnd = tag.closing;
    reader.m_openPrefixes.append(prefix);
    reader.m_builder.startElement(element);
}

void LibxmlReader::onEndElement(void *context, const xmlChar *, const xmlChar *, const xmlChar *)
{
    LibxmlReader &reader = *self(context);
    if (!reader.m_openPrefixes.isEmpty())
        reader.m_openPrefixes.removeLast();
    reader.m_builder.endElement();
}

void LibxmlReader::onCharacters(void *context, const xmlChar *text, int length)
{
    LibxmlReader &reader = *self(context);
    reader.m_cdataStart = -1;
    // libxml2 stands inside or at the end of the text: the token began where
    // the markup before it ended.
    reader.m_scanner.advanceTo(reader.offset());
    reader.m_builder.characters(QByteArrayView(reinterpret_cast<const char *>(text), length),
                                reader.m_scanner.lastMarkupEnd().position);
}

void LibxmlReader::onCData(void *context, const xmlChar *text, int length)
{
    LibxmlReader &reader = *self(context);
    // A CDATA section is a text token of its own; libxml2 may hand a long
    // one over in pieces.
    reader.m_scanner.advanceTo(reader.offset());
    const MarkupScanner::Mark &start = reader.m_scanner.lastCDataStart();
    if (start.offset != reader.m_cdataStart) {
        reader.m_builder.endText();
        reader.m_cdataStart = start.offset;
    }
    reader.m_builder.characters(QByteArrayView(reinterpret_cast<const char *>(text), length),
                                start.position);
}

void LibxmlReader::onComment(void *context, const xmlChar *)
{
    LibxmlReader &reader = *self(context);
    reader.m_cdataStart = -1;
    reader.m_builder.endText();
}

void LibxmlReader::onProcessingInstruction(void *context, const xmlChar *, const xmlChar *)
{
    LibxmlReader &reader = *self(context);
    reader.m_cdataStart = -1;
    reader.m_builder.endText();
}

void LibxmlReader::onInternalSubset(void *context, const xmlChar *, const xmlChar *,
                                    const xmlChar *)
{
    // A DOCTYPE that the choice of reader did not see coming (after a long
    // prolog): nothing of it is used, and its entities are undeclared here.
    LibxmlReader &reader = *self(context);
    reader.m_builder.report(
        u"SAFE-001",
        Tr::tr("The document declares a DTD (<!DOCTYPE>). ResourceSync documents have "
               "none; its entities are not expanded beyond %1 characters and external "
               "entities are never fetched.")
            .arg(reader.m_builder.limits().entityExpansionLimit),
        {xmlSAX2GetLineNumber(reader.m_context), xmlSAX2GetColumnNumber(reader.m_context)});
}

void LibxmlReader::onError(void *context, xmlError *error)
{
    LibxmlReader &reader = *self(context);
    if (reader.m_error || !error)
        return;
    // Warnings are not errors, except an XML version other than 1.0, which
    // QXmlStreamReader refuses too; namespace names that are not valid URIs
    // (libxml2 says so at error level) are accepted, as QXmlStreamReader does.
    if (error->level < XML_ERR_ERROR && error->code != XML_WAR_UNKNOWN_VERSION)
        return;
    if (error->code == XML_WAR_NS_URI || error->code == XML_WAR_NS_URI_RELATIVE)
        return;
    reader.m_error = ReaderError {describe(*error), {error->line, std::max(1, error->int2)}};
    if (error->code == XML_ERR_TAG_NAME_MISMATCH && error->str1) {
        const xmlChar *prefix
            = reader.m_openPrefixes.isEmpty() ? nullptr : reader.m_openPrefixes.last();
        QByteArray name;
        reader.m_error->reason = mismatchedEndTag(QString::fromUtf8(
            reader.qualifiedName(name, prefix, reinterpret_cast<const xmlChar *>(error->str1))));
    }
    // At the end of the input libxml2 says "extra content" for a document
    // that merely ends too early, and places it where it last stood: the
    // end of the input is where the document was cut.
    const bool atEnd = reader.m_finishing
        && (error->code == XML_ERR_DOCUMENT_END || error->code == XML_ERR_TAG_NOT_FINISHED
            || error->code == XML_ERR_DOCUMENT_EMPTY);
    if (atEnd) {
        reader.m_error->position = reader.m_scanner.endPosition();
        if (error->code == XML_ERR_DOCUMENT_END && reader.m_builder.insideRoot())
            reader.m_error->reason = Tr::tr("the document ends before its root element is closed");
    }
    xmlStopParser(reader.m_context);
}

} // namespace rsi
