// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentparser.h"

#include "inspectingdevice.h"
#include "namespaces.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QXmlStreamReader>
#include <quagzipfile.h>

namespace rsi {

namespace {

// The order sitemap.xsd gives to a <url>'s children; RS elements and other
// foreign elements come after them (GEN-024).
enum class ChildRank { Loc = 1, Lastmod, Changefreq, Priority, Foreign };

// One run of the parser over one document. Lives on the caller's stack.
class ParserRun
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)

public:
    ParserRun(QIODevice *source, const QUrl &url, const ParserLimits &limits)
        : m_device(source, limits.maxBytes)
        , m_limits(limits)
    {
        m_result.document.url = url;
        m_urlText = url.toString();
        m_xml.setDevice(&m_device);
        m_xml.setNamespaceProcessing(true);
        m_xml.setEntityExpansionLimit(limits.entityExpansionLimit);
    }

    ParseResult run()
    {
        while (next() != QXmlStreamReader::Invalid && !m_xml.atEnd()) {
            switch (m_xml.tokenType()) {
            case QXmlStreamReader::StartDocument:
                checkDeclaredEncoding();
                break;
            case QXmlStreamReader::DTD:
                report(u"SAFE-001",
                       tr("The document declares a DTD (<!DOCTYPE>). ResourceSync documents have "
                          "none; its entities are not expanded beyond %1 characters and external "
                          "entities are never fetched.")
                           .arg(m_limits.entityExpansionLimit),
                       startOfCurrentToken());
                break;
            case QXmlStreamReader::StartElement:
                readRoot();
                break;
            default:
                break;
            }
        }
        finish();
        return std::move(m_result);
    }

private:
    Document &document() { return m_result.document; }

    QXmlStreamReader::TokenType next()
    {
        // Inside the root, the position before a token is read is where the
        // token begins (white space between elements is a token of its own):
        // that is the position to show for an element, not the end of its
        // tag. After character data the reader has already consumed the '<'
        // that ended it, so its 0-based column is then the '<''s 1-based one.
        // Before the root, white space is no token, so this position is only
        // the end of the previous prolog token: see startOfCurrentToken().
        const bool afterText = m_xml.tokenType() == QXmlStreamReader::Characters;
        m_tokenStart = {m_xml.lineNumber(), m_xml.columnNumber() + (afterText ? 0 : 1)};
        return m_xml.readNext();
    }

    // Where the markup of the token just read begins, computed back from the
    // reader's position (its end) and its text, which for a DOCTYPE is the
    // white space before it followed by the whole markup.
    SourcePosition startOfCurrentToken() const
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

    void report(QStringView ruleId, const QString &message, SourcePosition position,
                std::optional<Severity> severity = std::nullopt)
    {
        m_result.findings.append(makeFinding(ruleId, message, m_urlText, position, severity));
    }

    void checkDeclaredEncoding()
    {
        if (m_device.looksWide()) {
            m_encodingReported = true;
            report(u"GEN-002",
                   tr("The document is encoded in UTF-16 or UTF-32 (it starts with such a byte "
                      "order mark or such bytes). ResourceSync documents must be encoded in "
                      "UTF-8."),
                   {1, 1});
            return;
        }
        const QStringView declared = m_xml.documentEncoding();
        if (!declared.isEmpty() && declared.compare(u"UTF-8", Qt::CaseInsensitive) != 0
            && declared.compare(u"UTF8", Qt::CaseInsensitive) != 0) {
            m_encodingReported = true;
            report(u"GEN-002",
                   tr("The XML declaration says encoding=\"%1\". ResourceSync documents must be "
                      "encoded in UTF-8.")
                       .arg(declared),
                   {1, 1});
        }
    }

    // Every element whose namespace is the root's: normally the Sitemap one.
    bool isSitemapElement() const { return m_xml.namespaceUri() == m_sitemapNamespace; }
    bool isResourceSyncElement(QStringView localName) const
    {
        return m_xml.namespaceUri() == ns::resourceSync && m_xml.name() == localName;
    }
    bool isNearMissElement() const
    {
        return ns::isNearMissResourceSync(m_xml.namespaceUri())
            && (m_xml.name() == u"md" || m_xml.name() == u"ln");
    }

    void reportNearMiss()
    {
        report(u"GEN-004",
               tr("<%1> is bound to the namespace \"%2\", which is not the ResourceSync namespace "
                  "\"%3\" (mind the trailing slash). The element is ignored.")
                   .arg(m_xml.qualifiedName(), m_xml.namespaceUri(), ns::resourceSync),
               m_tokenStart);
    }

    void readRoot()
    {
        Document &doc = document();
        doc.rootName = m_xml.name().toString();
        doc.rootNamespace = m_xml.namespaceUri().toString();
        // Whitespace before the root is not a token, so where the root
        // starts is unknown; the end of its start tag is the next best place.
        doc.rootPosition = {m_xml.lineNumber(), m_xml.columnNumber()};
        const SourcePosition rootPosition = doc.rootPosition;
        const bool knownName = doc.rootName == u"urlset" || doc.rootName == u"sitemapindex";
        if (!knownName) {
            report(u"GEN-003",
                   tr("The root element is <%1>, so this is not a ResourceSync document. It must "
                      "be <urlset> or <sitemapindex> in the namespace %2.")
                       .arg(m_xml.qualifiedName(), ns::sitemap),
                   rootPosition);
            m_xml.skipCurrentElement();
            return;
        }
        if (doc.rootNamespace != ns::sitemap) {
            report(u"GEN-003",
                   doc.rootNamespace.isEmpty()
                       ? tr("The root element <%1> has no namespace. It must be in the Sitemap "
                            "namespace %2 (xmlns=\"%2\").")
                             .arg(doc.rootName, ns::sitemap)
                       : tr("The root element <%1> is in the namespace \"%2\". It must be in the "
                            "Sitemap namespace %3.")
                             .arg(doc.rootName, doc.rootNamespace, ns::sitemap),
                   rootPosition);
        }
        // Read on with the root's namespace, so that one missing xmlns does
        // not hide every other problem.
        m_sitemapNamespace = doc.rootNamespace;
        doc.rootKind = doc.rootName == u"urlset" ? Document::RootKind::UrlSet
                                                 : Document::RootKind::SitemapIndex;
        const QStringView entryName = doc.isIndex() ? u"sitemap" : u"url";

        bool seenEntry = false;
        while (next() != QXmlStreamReader::Invalid) {
            if (m_xml.isEndElement())
                return;
            if (m_xml.isCharacters() && !m_xml.isWhitespace()) {
                reportStrayText();
                continue;
            }
            if (!m_xml.isStartElement())
                continue;
            if (isResourceSyncElement(u"md") || isResourceSyncElement(u"ln")) {
                if (seenEntry) {
                    report(u"GEN-024",
                           tr("The root <%1> comes after the first <%2>. Every example of the "
                              "specification puts the root rs:md and rs:ln before the entries.")
                               .arg(m_xml.qualifiedName(), entryName),
                           m_tokenStart);
                }
                if (m_xml.name() == u"md") {
                    Metadata metadata = readMetadata();
                    if (doc.rootMetadataCount++ == 0)
                        doc.metadata = std::move(metadata);
                } else {
                    doc.links.append(readLink());
                }
            } else if (isSitemapElement() && m_xml.name() == entryName) {
                seenEntry = true;
                readEntry();
            } else if (isSitemapElement()) {
                report(u"GEN-009",
                       tr("<%1> is not allowed in a <%2>, which contains only <%3> elements "
                          "(besides rs:md and rs:ln).")
                           .arg(m_xml.qualifiedName(), doc.rootName, entryName),
                       m_tokenStart);
                m_xml.skipCurrentElement();
            } else if (isNearMissElement()) {
                reportNearMiss();
                m_xml.skipCurrentElement();
            } else {
                m_xml.skipCurrentElement(); // foreign extension elements are allowed
            }
        }
    }

    void reportStrayText()
    {
        report(u"GEN-009",
               tr("Text \"%1\" stands between elements, where only elements are allowed.")
                   .arg(m_xml.text().trimmed().left(40)),
               m_tokenStart);
    }

    void readEntry()
    {
        Document &doc = document();
        Entry entry;
        entry.position = m_tokenStart;
        const QString entryName = m_xml.name().toString();
        if (!m_xml.attributes().isEmpty()) {
            report(u"GEN-018",
                   tr("<%1> has the attribute %2, but this element has no attributes.")
                       .arg(entryName, m_xml.attributes().first().qualifiedName()),
                   m_tokenStart);
        }
        ChildRank highestRank = ChildRank::Loc;
        bool orderReported = false;
        const auto checkOrder = [&](ChildRank rank) {
            if (rank < highestRank && !orderReported) {
                orderReported = true;
                report(u"GEN-024",
                       tr("<%1> comes after an element that the Sitemap schema puts later. The "
                          "order is loc, lastmod, changefreq, priority, then rs:md and rs:ln.")
                           .arg(m_xml.qualifiedName()),
                       m_tokenStart);
            }
            highestRank = std::max(highestRank, rank);
        };

        while (next() != QXmlStreamReader::Invalid) {
            if (m_xml.isEndElement())
                break;
            if (m_xml.isCharacters() && !m_xml.isWhitespace()) {
                reportStrayText();
                continue;
            }
            if (!m_xml.isStartElement())
                continue;
            const SourcePosition position = m_tokenStart;
            if (isSitemapElement() && m_xml.name() == u"loc") {
                checkOrder(ChildRank::Loc);
                qint32 length = 0;
                QString text = readText(&length);
                if (bump(entry.locCount) == 0) {
                    entry.loc = std::move(text);
                    entry.locLength = length;
                    entry.locPosition = position;
                }
            } else if (isSitemapElement() && m_xml.name() == u"lastmod") {
                checkOrder(ChildRank::Lastmod);
                QString text = readText();
                if (bump(entry.lastmodCount) == 0) {
                    entry.lastmod = std::move(text);
                    entry.lastmodPosition = position;
                }
            } else if (isSitemapElement() && m_xml.name() == u"changefreq") {
                checkOrder(ChildRank::Changefreq);
                QString text = readText();
                if (bump(entry.changefreqCount) == 0)
                    entry.changefreq = std::move(text);
            } else if (isSitemapElement() && m_xml.name() == u"priority") {
                checkOrder(ChildRank::Priority);
                entry.priority = readText();
            } else if (isResourceSyncElement(u"md")) {
                checkOrder(ChildRank::Foreign);
                Metadata metadata = readMetadata();
                if (bump(entry.metadataCount) == 0)
                    entry.metadata = std::move(metadata);
            } else if (isResourceSyncElement(u"ln")) {
                checkOrder(ChildRank::Foreign);
                entry.links.append(readLink());
            } else if (isSitemapElement()) {
                report(u"GEN-009",
                       tr("<%1> is not allowed inside <%2>. The Sitemap elements of an entry are "
                          "loc, lastmod, changefreq and priority.")
                           .arg(m_xml.qualifiedName(), entryName),
                       position);
                m_xml.skipCurrentElement();
            } else if (isNearMissElement()) {
                reportNearMiss();
                m_xml.skipCurrentElement();
            } else {
                checkOrder(ChildRank::Foreign);
                m_xml.skipCurrentElement();
            }
        }

        // An entry cut off by a fatal error is not one: counting or judging
        // it would add false findings to the one that explains the cut.
        if (m_xml.tokenType() == QXmlStreamReader::Invalid)
            return;
        ++doc.entryCount;
        if (doc.entries.size() < m_limits.maxStoredEntries)
            doc.entries.append(std::move(entry));
    }

    // Counts a repeated child without wrapping round (a hostile entry may
    // repeat <loc> 70,000 times); returns the count before this one.
    static quint16 bump(quint16 &count)
    {
        const quint16 before = count;
        if (count < std::numeric_limits<quint16>::max())
            ++count;
        return before;
    }

    // The text of a simple element, cut at maxTextLength characters so that a
    // <loc> of any length costs bounded memory. fullLength gets the real length.
    QString readText(qint32 *fullLength = nullptr)
    {
        QString text;
        qint64 length = 0;
        while (next() != QXmlStreamReader::Invalid) {
            if (m_xml.isEndElement())
                break;
            if (m_xml.isCharacters()) {
                const QStringView piece = m_xml.text();
                length += piece.size();
                if (text.isNull() && piece.size() <= m_limits.maxTextLength)
                    text = piece.toString(); // the usual case: one piece, one allocation
                else if (text.size() < m_limits.maxTextLength)
                    text += piece.left(m_limits.maxTextLength - text.size());
            } else if (m_xml.isStartElement()) {
                report(u"GEN-009",
                       tr("<%1> is not allowed inside a text element.").arg(m_xml.qualifiedName()),
                       m_tokenStart);
                m_xml.skipCurrentElement();
            }
            // An unresolved (external) entity reference contributes nothing.
        }
        if (fullLength)
            *fullLength = qint32(std::min<qint64>(length, std::numeric_limits<qint32>::max()));
        return text;
    }

    // The names ResourceSync defines, shared by every attribute that uses
    // them: a 50,000-entry list then holds one copy of "length", not 50,000.
    static const QString *knownAttributeName(QStringView name)
    {
        static const QString names[] = {
            QStringLiteral("capability"), QStringLiteral("at"),       QStringLiteral("completed"),
            QStringLiteral("from"),       QStringLiteral("until"),    QStringLiteral("change"),
            QStringLiteral("datetime"),   QStringLiteral("hash"),     QStringLiteral("length"),
            QStringLiteral("type"),       QStringLiteral("encoding"), QStringLiteral("path"),
            QStringLiteral("rel"),        QStringLiteral("href"),     QStringLiteral("pri"),
            QStringLiteral("modified")};
        for (const QString &known : names) {
            if (known == name)
                return &known;
        }
        return nullptr;
    }

    AttributeList readAttributes()
    {
        AttributeList list;
        const QXmlStreamAttributes attributes = m_xml.attributes();
        list.reserve(attributes.size());
        for (const QXmlStreamAttribute &attribute : attributes) {
            const QString *known = attribute.namespaceUri().isEmpty()
                ? knownAttributeName(attribute.qualifiedName())
                : nullptr;
            if (known) {
                list.append({*known, QString(), attribute.value().toString()});
            } else {
                list.append({attribute.qualifiedName().toString(),
                             attribute.namespaceUri().toString(), attribute.value().toString()});
            }
        }
        return list;
    }

    Metadata readMetadata()
    {
        Metadata metadata;
        metadata.position = m_tokenStart;
        metadata.attributes = readAttributes();
        m_xml.skipCurrentElement(); // rs:md is empty by definition
        return metadata;
    }

    Link readLink()
    {
        Link link;
        link.position = m_tokenStart;
        link.attributes = readAttributes();
        m_xml.skipCurrentElement();
        return link;
    }

    void finish()
    {
        Document &doc = document();
        doc.byteSize = m_device.bytesRead();
        if (m_device.hasUtf8Bom()) {
            report(u"GEN-002",
                   tr("The document starts with a UTF-8 byte order mark. It is tolerated, but "
                      "not needed."),
                   {1, 1}, Severity::Info);
        }
        if (m_device.hasInvalidUtf8() && !m_encodingReported) {
            report(u"GEN-002",
                   tr("Bytes that are not valid UTF-8: %1, the first here. ResourceSync "
                      "documents must be encoded in UTF-8.")
                       .arg(m_device.invalidUtf8Count()),
                   m_device.firstInvalidUtf8());
        }
        if (m_device.limitReached()) {
            report(u"SAFE-002",
                   tr("Reading stopped after %1 bytes: the document is larger than the inspector "
                      "reads. A ResourceSync document may have at most 50 MB.")
                       .arg(m_limits.maxBytes),
                   {m_xml.lineNumber(), m_xml.columnNumber() + 1});
        } else if (m_device.sourceFailed()) {
            report(u"SAFE-004",
                   tr("The compressed data is corrupt or truncated after %1 bytes; the document "
                      "inside could not be read completely.")
                       .arg(m_device.bytesRead()),
                   {m_xml.lineNumber(), m_xml.columnNumber() + 1});
        } else if (m_xml.hasError()) {
            QString why = m_xml.errorString();
            // A mismatched end tag: the reader still names the element it
            // expected to close, which is what a person looks for.
            static const QString mismatch
                = QCoreApplication::translate("QXmlStream", "Opening and ending tag mismatch.");
            if (why == mismatch && !m_xml.qualifiedName().isEmpty())
                why = tr("the end tag here does not close <%1>, the element that is open at "
                         "this point (opening and ending tag mismatch)")
                          .arg(m_xml.qualifiedName());
            while (why.endsWith(u'.'))
                why.chop(1);
            report(u"GEN-001",
                   tr("The XML is not well-formed: %1. A ResourceSync document must be "
                      "well-formed XML; nothing after this point was read.")
                       .arg(why),
                   {m_xml.lineNumber(), m_xml.columnNumber() + 1});
        }
        doc.wellFormed = !m_xml.hasError() && !m_device.limitReached() && !m_device.sourceFailed();
        if (doc.entryCount > doc.entries.size()) {
            report(u"SAFE-003",
                   tr("The document has %1 entries; only the first %2 were checked one by one.")
                       .arg(doc.entryCount)
                       .arg(doc.entries.size()),
                   doc.rootPosition);
        }
    }

    InspectingDevice m_device;
    QXmlStreamReader m_xml;
    const ParserLimits &m_limits;
    ParseResult m_result;
    QString m_urlText;
    QString m_sitemapNamespace = ns::sitemap.toString();
    SourcePosition m_tokenStart;
    bool m_encodingReported = false; // GEN-002 said once is enough
};

} // namespace

DocumentParser::DocumentParser(ParserLimits limits)
    : m_limits(limits)
{ }

ParseResult DocumentParser::parse(QIODevice *device, const QUrl &url) const
{
    return ParserRun(device, url, m_limits).run();
}

ParseResult DocumentParser::parseBytes(const QByteArray &bytes, const QUrl &url) const
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return parse(&buffer, url);
}

bool DocumentParser::looksGzipped(const QByteArray &firstBytes)
{
    return firstBytes.startsWith("\x1f\x8b");
}

ParseResult DocumentParser::parseFile(const QString &path, const QUrl &url) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ParseResult result;
        result.document.url = url;
        result.findings.append(makeFinding(
            u"NET-001",
            QCoreApplication::translate("DocumentParser", "Cannot read the file %1: %2.")
                .arg(path, file.errorString()),
            url.toString(), {}));
        return result;
    }
    if (!looksGzipped(file.peek(2)))
        return parse(&file, url);

    file.close();
    QuaGzipFile gzip(path);
    if (!gzip.open(QIODevice::ReadOnly)) {
        ParseResult result;
        result.document.url = url;
        result.findings.append(makeFinding(
            u"SAFE-004",
            QCoreApplication::translate("DocumentParser", "Cannot open %1 as gzip.").arg(path),
            url.toString(), {}));
        return result;
    }
    ParseResult result = parse(&gzip, url);
    result.document.compressed = true;
    return result;
}

} // namespace rsi
