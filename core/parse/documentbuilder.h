// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/entrylistformat_p.h"
#include "parseresult.h"
#include "parserlimits.h"
#include "validation/findingcap.h"
#include "xmlelementview.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>

namespace rsi {

// Builds a Document from what an XML reader reports, whichever reader it is
// (libxml2 for UTF-8 documents, QXmlStreamReader for the others): one
// startElement() and endElement() per element, character data in pieces.
// It knows the shape of a Sitemap: the root, its rs:md and rs:ln, the
// entries and their children, and reports what only the parser can see
// (GEN-003/004/009/018/024). It keeps each text value to
// ParserLimits::maxTextLength characters, at most maxStoredEntries entries
// (the rest are counted), and at most maxFindingsPerRule findings per rule
// (the rest are counted in one summary). Entries go straight into the
// compact EntryList, from UTF-8 to UTF-8. One builder per document, on one
// thread.
class DocumentBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)
    Q_DISABLE_COPY_MOVE(DocumentBuilder)

public:
    DocumentBuilder(const QUrl &url, const ParserLimits &limits);

    void startElement(const XmlElementView &element);
    void endElement();
    // A piece of character data. tokenStart is where its text token begins,
    // the same for every piece of one token; a token ends at the next
    // element, end tag or endText().
    void characters(QByteArrayView utf8, SourcePosition tokenStart);
    // The current text token ends: a comment, a processing instruction or a
    // CDATA section comes, each of which the reader reports as its own token.
    void endText();

    void report(QStringView ruleId, const QString &message, SourcePosition position,
                std::optional<Severity> severity = std::nullopt);

    const ParserLimits &limits() const { return m_limits; }
    // Whether the root element has begun and not ended yet.
    bool insideRoot() const
    {
        return m_level != Level::Prolog && !(m_level == Level::Epilog && m_skipDepth == 0);
    }
    Document &document() { return m_result.document; }
    const QString &urlText() const { return m_urlText; }
    // The result, with one summary finding per rule that went over the cap.
    ParseResult takeResult();

private:
    enum class Level : quint8 { Prolog, Root, Entry, Text, Epilog };
    enum class Field : quint8 { Loc, Lastmod, Changefreq, Priority };
    // The order sitemap.xsd gives to a <url>'s children; RS elements and
    // other foreign elements come after them (GEN-024).
    enum class ChildRank { Loc = 1, Lastmod, Changefreq, Priority, Foreign };

    struct TextValue
    {
        entrylistformat::ByteBuffer utf8;
        bool present = false;
        bool ascii = true;
    };

    // The entry being read, in the compact form's pieces.
    struct PendingEntry
    {
        SourcePosition position;
        SourcePosition locPosition;
        SourcePosition lastmodPosition;
        quint16 locCount = 0;
        quint16 lastmodCount = 0;
        quint16 changefreqCount = 0;
        quint16 metadataCount = 0;
        qint64 locLength = 0;
        TextValue loc;
        TextValue lastmod;
        TextValue changefreq;
        TextValue priority;
        bool hasMetadata = false;
        entrylistformat::ByteBuffer metadata; // position and attributes, encoded
        quint64 linkCount = 0;
        entrylistformat::ByteBuffer links; // each link's position and attributes, encoded
    };

    void startRoot(const XmlElementView &element);
    void startInRoot(const XmlElementView &element);
    void startInEntry(const XmlElementView &element);
    void startEntry(const XmlElementView &element);
    void startText(Field field, const XmlElementView &element);
    void endTextElement();
    void endEntry();
    void skip() { m_skipDepth = 1; }
    void checkOrder(ChildRank rank, const XmlElementView &element);
    void reportNearMiss(const XmlElementView &element);
    void reportStrayText();

    bool isSitemapElement(const XmlElementView &element) const
    {
        return element.namespaceUri == QByteArrayView(m_sitemapNamespace);
    }
    static bool isResourceSyncElement(const XmlElementView &element, QByteArrayView localName);
    static bool isNearMissElement(const XmlElementView &element);

    AttributeList attributeList(const XmlElementView &element) const;
    void encodeAttributes(entrylistformat::ByteBuffer &out, const XmlElementView &element) const;

    const ParserLimits &m_limits;
    ParseResult m_result;
    QString m_urlText;
    QByteArray m_sitemapNamespace;
    QByteArray m_entryName; // "url" or "sitemap"

    Level m_level = Level::Prolog;
    int m_skipDepth = 0; // > 0: inside an element whose content is ignored
    bool m_seenEntry = false;

    // The entry and text element being read.
    PendingEntry m_entry;
    QByteArray m_entryElementName; // as written, for messages
    ChildRank m_highestRank = ChildRank::Loc;
    bool m_orderReported = false;
    Field m_field = Field::Loc;
    SourcePosition m_fieldPosition;
    TextValue *m_textTarget = nullptr; // null: the text is counted, not kept
    qint64 m_textLength = 0; // UTF-16 code units, all of them
    qint64 m_textKept = 0; // UTF-16 code units kept
    entrylistformat::ByteBuffer m_encoded; // the entry in the compact form, before it is appended
    qint64 m_storedBytes = 0;

    // A text token between elements.
    bool m_inToken = false;
    bool m_tokenIsWhitespace = true;
    SourcePosition m_tokenStart;
    QString m_excerpt; // its first characters, leading white space skipped
    bool m_excerptFull = false;
    bool m_nonSpaceBeyondExcerpt = false;

    FindingCap m_cap;
};

} // namespace rsi
