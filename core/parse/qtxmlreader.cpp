// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qtxmlreader.h"

#include "documentbuilder.h"
#include "inspectingdevice.h"
#include "readererror.h"

#include <QCoreApplication>

namespace rsi {

QtXmlReader::QtXmlReader(QIODevice *device, const InspectingDevice &inspected,
                         DocumentBuilder &builder)
    : m_inspected(inspected)
    , m_builder(builder)
{
    m_xml.setDevice(device);
    m_xml.setNamespaceProcessing(true);
    m_xml.setEntityExpansionLimit(builder.limits().entityExpansionLimit);
}

QXmlStreamReader::TokenType QtXmlReader::next()
{
    // Inside the root, the position before a token is read is where the
    // token begins (white space between elements is a token of its own):
    // that is the position to show for an element, not the end of its
    // tag. After character data the reader has already consumed the '<'
    // that ended it, so its 0-based column is then the '<''s 1-based one.
    // Before the root, white space is no token, so this position is only
    // the end of the previous prolog token: see startOfCurrentToken(). A
    // CDATA section ends with "]]>", not with the next '<'.
    const bool afterText = m_xml.tokenType() == QXmlStreamReader::Characters && !m_xml.isCDATA();
    m_tokenStart = {m_xml.lineNumber(), m_xml.columnNumber() + (afterText ? 0 : 1)};
    return m_xml.readNext();
}

// Where the markup of the token just read begins, computed back from the
// reader's position (its end) and its text, which for a DOCTYPE is the
// white space before it followed by the whole markup.
SourcePosition QtXmlReader::startOfCurrentToken() const
{
    const QStringView text = m_xml.text();
    qsizetype start = 0;
    while (start < text.size() && text[start].isSpace())
        ++start;
    const QStringView markup = text.mid(start);
    const qint64 line = m_xml.lineNumber() - markup.count(u'\n');
    if (!markup.contains(u'\n'))
        return {line, std::max<qint64>(1, m_xml.columnNumber() - markup.size() + 1)};
    const qsizetype lastNewlineBefore = text.left(start).lastIndexOf(u'\n');
    return {line, lastNewlineBefore < 0 ? 1 : start - lastNewlineBefore};
}

void QtXmlReader::checkDeclaredEncoding()
{
    if (m_inspected.looksWide()) {
        m_encodingReported = true;
        m_builder.report(u"GEN-002",
                         tr("The document is encoded in UTF-16 or UTF-32 (it starts with such a "
                            "byte order mark or such bytes). ResourceSync documents must be "
                            "encoded in UTF-8."),
                         {1, 1});
        return;
    }
    const QStringView declared = m_xml.documentEncoding();
    if (!declared.isEmpty() && declared.compare(u"UTF-8", Qt::CaseInsensitive) != 0
        && declared.compare(u"UTF8", Qt::CaseInsensitive) != 0) {
        m_encodingReported = true;
        m_builder.report(u"GEN-002",
                         tr("The XML declaration says encoding=\"%1\". ResourceSync documents "
                            "must be encoded in UTF-8.")
                             .arg(declared),
                         {1, 1});
    }
}

void QtXmlReader::startElement()
{
    m_localName = m_xml.name().toUtf8();
    m_namespaceUri = m_xml.namespaceUri().toUtf8();
    m_qualifiedName = m_xml.qualifiedName().toUtf8();
    const QXmlStreamAttributes attributes = m_xml.attributes();
    m_attributeBytes.resize(attributes.size() * 3);
    QVarLengthArray<XmlAttributeView, 8> views(attributes.size());
    for (qsizetype i = 0; i < attributes.size(); ++i) {
        const QXmlStreamAttribute &attribute = attributes.at(i);
        m_attributeBytes[3 * i] = attribute.qualifiedName().toUtf8();
        m_attributeBytes[3 * i + 1] = attribute.namespaceUri().toUtf8();
        m_attributeBytes[3 * i + 2] = attribute.value().toUtf8();
        views[i] = {m_attributeBytes.at(3 * i), m_attributeBytes.at(3 * i + 1),
                    m_attributeBytes.at(3 * i + 2)};
    }
    XmlElementView element;
    element.localName = m_localName;
    element.namespaceUri = m_namespaceUri;
    element.qualifiedName = m_qualifiedName;
    element.attributes = views.constData();
    element.attributeCount = views.size();
    element.position = m_tokenStart;
    element.tagEnd = {m_xml.lineNumber(), m_xml.columnNumber()};
    m_builder.startElement(element);
}

void QtXmlReader::run()
{
    while (next() != QXmlStreamReader::Invalid) {
        switch (m_xml.tokenType()) {
        case QXmlStreamReader::StartDocument:
            checkDeclaredEncoding();
            break;
        case QXmlStreamReader::DTD:
            m_builder.report(
                u"SAFE-001",
                tr("The document declares a DTD (<!DOCTYPE>). ResourceSync documents have "
                   "none; its entities are not expanded beyond %1 characters and external "
                   "entities are never fetched.")
                    .arg(m_builder.limits().entityExpansionLimit),
                startOfCurrentToken());
            break;
        case QXmlStreamReader::StartElement:
            startElement();
            break;
        case QXmlStreamReader::EndElement:
            m_builder.endElement();
            break;
        case QXmlStreamReader::Characters:
            // Each of the reader's text tokens is one, CDATA sections included.
            m_builder.characters(m_xml.text().toUtf8(), m_tokenStart);
            m_builder.endText();
            break;
        default:
            // Comments, processing instructions; an unresolved (external)
            // entity reference contributes nothing.
            break;
        }
        if (m_xml.atEnd())
            break;
    }
    if (m_xml.hasError()) {
        QString why = m_xml.errorString();
        // A mismatched end tag: the reader still names the element it
        // expected to close, which is what a person looks for.
        static const QString mismatch
            = QCoreApplication::translate("QXmlStream", "Opening and ending tag mismatch.");
        if (why == mismatch && !m_xml.qualifiedName().isEmpty())
            why = mismatchedEndTag(m_xml.qualifiedName().toString());
        while (why.endsWith(u'.'))
            why.chop(1);
        m_error = ReaderError {why, endPosition()};
    }
}

} // namespace rsi
