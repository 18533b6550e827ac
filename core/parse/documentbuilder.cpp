// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentbuilder.h"

#include "document/entrylistformat_p.h"
#include "namespaces.h"

#include <algorithm>
#include <limits>

namespace rsi {

namespace {

constexpr QByteArrayView sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";
constexpr QByteArrayView resourceSyncNamespace = "http://www.openarchives.org/rs/terms/";
// An excerpt of stray text is this long in findings.
constexpr qsizetype excerptLength = 40;

QString text(QByteArrayView utf8)
{
    return QString::fromUtf8(utf8);
}

// The first bytes of utf8 that hold at most maxUnits UTF-16 code units,
// ending on a character boundary.
qsizetype prefixWithin(QByteArrayView utf8, qint64 maxUnits)
{
    qint64 units = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto byte = quint8(utf8[i]);
        if ((byte & 0xC0) == 0x80)
            continue;
        units += byte >= 0xF0 ? 2 : 1;
        if (units > maxUnits)
            return i;
    }
    return utf8.size();
}

bool isXmlWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Counts a repeated child without wrapping round (a hostile entry may
// repeat <loc> 70,000 times); returns the count before this one.
quint16 bump(quint16 &count)
{
    const quint16 before = count;
    if (count < std::numeric_limits<quint16>::max())
        ++count;
    return before;
}

} // namespace

DocumentBuilder::DocumentBuilder(const QUrl &url, const ParserLimits &limits)
    : m_limits(limits)
    , m_urlText(url.toString())
    , m_sitemapNamespace(sitemapNamespace.toByteArray())
    , m_cap(limits.maxFindingsPerRule)
{
    m_result.document.url = url;
}

void DocumentBuilder::report(QStringView ruleId, const QString &message, SourcePosition position,
                             std::optional<Severity> severity)
{
    Finding finding = makeFinding(ruleId, message, m_urlText, position, severity);
    if (m_cap.admit(finding))
        m_result.findings.append(std::move(finding));
}

ParseResult DocumentBuilder::takeResult()
{
    endText();
    m_result.findings.append(m_cap.summaries(m_urlText));
    return std::move(m_result);
}

bool DocumentBuilder::isResourceSyncElement(const XmlElementView &element, QByteArrayView localName)
{
    return element.namespaceUri == resourceSyncNamespace && element.localName == localName;
}

bool DocumentBuilder::isNearMissElement(const XmlElementView &element)
{
    return (element.localName == "md" || element.localName == "ln")
        && ns::isNearMissResourceSync(text(element.namespaceUri));
}

void DocumentBuilder::reportNearMiss(const XmlElementView &element)
{
    report(u"GEN-004",
           tr("<%1> is bound to the namespace \"%2\", which is not the ResourceSync namespace "
              "\"%3\" (mind the trailing slash). The element is ignored.")
               .arg(text(element.qualifiedName), text(element.namespaceUri), ns::resourceSync),
           element.position);
}

void DocumentBuilder::startElement(const XmlElementView &element)
{
    endText();
    if (m_skipDepth > 0) {
        ++m_skipDepth;
        return;
    }
    switch (m_level) {
    case Level::Prolog:
        startRoot(element);
        break;
    case Level::Root:
        startInRoot(element);
        break;
    case Level::Entry:
        startInEntry(element);
        break;
    case Level::Text:
        report(u"GEN-009",
               tr("<%1> is not allowed inside a text element.").arg(text(element.qualifiedName)),
               element.position);
        skip();
        break;
    case Level::Epilog:
        skip(); // a second root: the reader reports the error
        break;
    }
}

void DocumentBuilder::endElement()
{
    endText();
    if (m_skipDepth > 0) {
        --m_skipDepth;
        return;
    }
    switch (m_level) {
    case Level::Text:
        endTextElement();
        break;
    case Level::Entry:
        endEntry();
        break;
    case Level::Root:
    case Level::Prolog:
    case Level::Epilog:
        m_level = Level::Epilog;
        break;
    }
}

void DocumentBuilder::startRoot(const XmlElementView &element)
{
    Document &doc = document();
    doc.rootName = text(element.localName);
    doc.rootNamespace = text(element.namespaceUri);
    // Where the root starts is not what a reader reports before it; the end
    // of its start tag is the place shown.
    doc.rootPosition = element.tagEnd;
    m_level = Level::Epilog; // once the root is done
    const bool knownName = element.localName == "urlset" || element.localName == "sitemapindex";
    if (!knownName) {
        report(u"GEN-003",
               tr("The root element is <%1>, so this is not a ResourceSync document. It must "
                  "be <urlset> or <sitemapindex> in the namespace %2.")
                   .arg(text(element.qualifiedName), ns::sitemap),
               doc.rootPosition);
        skip();
        return;
    }
    if (element.namespaceUri != sitemapNamespace) {
        report(u"GEN-003",
               doc.rootNamespace.isEmpty()
                   ? tr("The root element <%1> has no namespace. It must be in the Sitemap "
                        "namespace %2 (xmlns=\"%2\").")
                         .arg(doc.rootName, ns::sitemap)
                   : tr("The root element <%1> is in the namespace \"%2\". It must be in the "
                        "Sitemap namespace %3.")
                         .arg(doc.rootName, doc.rootNamespace, ns::sitemap),
               doc.rootPosition);
    }
    // Read on with the root's namespace, so that one missing xmlns does not
    // hide every other problem.
    m_sitemapNamespace = element.namespaceUri.toByteArray();
    doc.rootKind = element.localName == "urlset" ? Document::RootKind::UrlSet
                                                 : Document::RootKind::SitemapIndex;
    m_entryName = doc.isIndex() ? "sitemap" : "url";
    m_level = Level::Root;
}

void DocumentBuilder::startInRoot(const XmlElementView &element)
{
    Document &doc = document();
    if (isResourceSyncElement(element, "md") || isResourceSyncElement(element, "ln")) {
        if (m_seenEntry) {
            report(u"GEN-024",
                   tr("The root <%1> comes after the first <%2>. Every example of the "
                      "specification puts the root rs:md and rs:ln before the entries.")
                       .arg(text(element.qualifiedName), text(m_entryName)),
                   element.position);
        }
        if (element.localName == "md") {
            if (doc.rootMetadataCount++ == 0) {
                Metadata metadata;
                metadata.position = element.position;
                metadata.attributes = attributeList(element);
                doc.metadata = std::move(metadata);
            }
        } else {
            Link link;
            link.position = element.position;
            link.attributes = attributeList(element);
            doc.links.append(std::move(link));
        }
        skip(); // rs:md and rs:ln are empty by definition
    } else if (isSitemapElement(element) && element.localName == QByteArrayView(m_entryName)) {
        m_seenEntry = true;
        startEntry(element);
    } else if (isSitemapElement(element)) {
        report(u"GEN-009",
               tr("<%1> is not allowed in a <%2>, which contains only <%3> elements "
                  "(besides rs:md and rs:ln).")
                   .arg(text(element.qualifiedName), doc.rootName, text(m_entryName)),
               element.position);
        skip();
    } else if (isNearMissElement(element)) {
        reportNearMiss(element);
        skip();
    } else {
        skip(); // foreign extension elements are allowed
    }
}

void DocumentBuilder::startEntry(const XmlElementView &element)
{
    PendingEntry &entry = m_entry;
    entry.position = element.position;
    entry.locPosition = {};
    entry.lastmodPosition = {};
    entry.locCount = entry.lastmodCount = entry.changefreqCount = entry.metadataCount = 0;
    entry.locLength = 0;
    for (TextValue *value : {&entry.loc, &entry.lastmod, &entry.changefreq, &entry.priority}) {
        value->utf8.clear();
        value->present = false;
        value->ascii = true;
    }
    entry.hasMetadata = false;
    entry.metadata.clear();
    entry.linkCount = 0;
    entry.links.clear();
    m_entryElementName = element.localName.toByteArray();
    if (element.attributeCount > 0) {
        report(u"GEN-018",
               tr("<%1> has the attribute %2, but this element has no attributes.")
                   .arg(text(element.localName), text(element.attributes[0].qualifiedName)),
               element.position);
    }
    m_highestRank = ChildRank::Loc;
    m_orderReported = false;
    m_level = Level::Entry;
}

void DocumentBuilder::checkOrder(ChildRank rank, const XmlElementView &element)
{
    if (rank < m_highestRank && !m_orderReported) {
        m_orderReported = true;
        report(u"GEN-024",
               tr("<%1> comes after an element that the Sitemap schema puts later. The "
                  "order is loc, lastmod, changefreq, priority, then rs:md and rs:ln.")
                   .arg(text(element.qualifiedName)),
               element.position);
    }
    m_highestRank = std::max(m_highestRank, rank);
}

void DocumentBuilder::startInEntry(const XmlElementView &element)
{
    const bool sitemap = isSitemapElement(element);
    if (sitemap && element.localName == "loc") {
        checkOrder(ChildRank::Loc, element);
        startText(Field::Loc, element);
    } else if (sitemap && element.localName == "lastmod") {
        checkOrder(ChildRank::Lastmod, element);
        startText(Field::Lastmod, element);
    } else if (sitemap && element.localName == "changefreq") {
        checkOrder(ChildRank::Changefreq, element);
        startText(Field::Changefreq, element);
    } else if (sitemap && element.localName == "priority") {
        checkOrder(ChildRank::Priority, element);
        startText(Field::Priority, element);
    } else if (isResourceSyncElement(element, "md")) {
        checkOrder(ChildRank::Foreign, element);
        if (bump(m_entry.metadataCount) == 0) {
            m_entry.hasMetadata = true;
            entrylistformat::Writer writer(m_entry.metadata);
            writer.writePosition(element.position);
            encodeAttributes(m_entry.metadata, element);
        }
        skip();
    } else if (isResourceSyncElement(element, "ln")) {
        checkOrder(ChildRank::Foreign, element);
        ++m_entry.linkCount;
        entrylistformat::Writer(m_entry.links).writePosition(element.position);
        encodeAttributes(m_entry.links, element);
        skip();
    } else if (sitemap) {
        report(u"GEN-009",
               tr("<%1> is not allowed inside <%2>. The Sitemap elements of an entry are "
                  "loc, lastmod, changefreq and priority.")
                   .arg(text(element.qualifiedName), text(m_entryElementName)),
               element.position);
        skip();
    } else if (isNearMissElement(element)) {
        reportNearMiss(element);
        skip();
    } else {
        checkOrder(ChildRank::Foreign, element);
        skip();
    }
}

void DocumentBuilder::startText(Field field, const XmlElementView &element)
{
    m_field = field;
    m_fieldPosition = element.position;
    m_textLength = 0;
    m_textKept = 0;
    // Only the first <loc>, <lastmod> and <changefreq> is kept, the last
    // <priority>; the others are only counted.
    switch (field) {
    case Field::Loc:
        m_textTarget = m_entry.locCount == 0 ? &m_entry.loc : nullptr;
        break;
    case Field::Lastmod:
        m_textTarget = m_entry.lastmodCount == 0 ? &m_entry.lastmod : nullptr;
        break;
    case Field::Changefreq:
        m_textTarget = m_entry.changefreqCount == 0 ? &m_entry.changefreq : nullptr;
        break;
    case Field::Priority:
        m_textTarget = &m_entry.priority;
        break;
    }
    if (m_textTarget) {
        m_textTarget->utf8.clear();
        m_textTarget->ascii = true;
        m_textTarget->present = true;
    }
    m_level = Level::Text;
}

void DocumentBuilder::endTextElement()
{
    switch (m_field) {
    case Field::Loc:
        if (bump(m_entry.locCount) == 0) {
            m_entry.locLength = m_textLength;
            m_entry.locPosition = m_fieldPosition;
        }
        break;
    case Field::Lastmod:
        if (bump(m_entry.lastmodCount) == 0)
            m_entry.lastmodPosition = m_fieldPosition;
        break;
    case Field::Changefreq:
        bump(m_entry.changefreqCount);
        break;
    case Field::Priority:
        break;
    }
    m_textTarget = nullptr;
    m_level = Level::Entry;
}

void DocumentBuilder::endEntry()
{
    m_level = Level::Root;
    Document &doc = document();
    ++doc.entryCount;
    if (doc.entries.size() >= m_limits.maxStoredEntries || m_storedBytes >= m_limits.maxStoredBytes)
        return;
    const PendingEntry &entry = m_entry;
    using namespace entrylistformat;
    m_encoded.clear();
    Writer writer(m_encoded);
    unsigned flags = 0;
    flags |= entry.lastmod.present ? hasLastmod : 0u;
    flags |= entry.changefreq.present ? hasChangefreq : 0u;
    flags |= entry.priority.present ? hasPriority : 0u;
    flags |= entry.hasMetadata ? hasMetadata : 0u;
    flags |= entry.linkCount > 0 ? hasLinks : 0u;
    writer.writeByte(quint8(flags));
    writer.writePosition(entry.position);
    writer.writePosition(entry.locPosition);
    writer.writePosition(entry.lastmodPosition);
    writer.writeNumber(entry.locCount);
    writer.writeNumber(entry.lastmodCount);
    writer.writeNumber(entry.changefreqCount);
    writer.writeNumber(entry.metadataCount);
    writer.writeNumber(
        quint64(std::min<qint64>(entry.locLength, std::numeric_limits<qint32>::max())));
    writer.writeUtf8(entry.loc.utf8.view(), entry.loc.ascii);
    for (const TextValue *value : {&entry.lastmod, &entry.changefreq, &entry.priority}) {
        if (value->present)
            writer.writeUtf8(value->utf8.view(), value->ascii);
    }
    if (entry.hasMetadata)
        writer.writeBytes(entry.metadata.view());
    if (entry.linkCount > 0) {
        writer.writeNumber(entry.linkCount);
        writer.writeBytes(entry.links.view());
    }
    doc.entries.appendEncoded(m_encoded.view());
    m_storedBytes += m_encoded.size();
}

void DocumentBuilder::characters(QByteArrayView utf8, SourcePosition tokenStart)
{
    if (m_skipDepth > 0)
        return;
    switch (m_level) {
    case Level::Prolog:
    case Level::Epilog:
        return; // white space, or an error the reader reports
    case Level::Text: {
        // The text of a simple element, cut at maxTextLength characters so
        // that a <loc> of any length costs bounded memory.
        const bool ascii = entrylistformat::isAscii(utf8);
        const qint64 units = ascii ? utf8.size() : entrylistformat::utf16Length(utf8);
        m_textLength += units;
        if (!m_textTarget || m_textKept >= m_limits.maxTextLength)
            return;
        QByteArrayView kept = utf8;
        if (m_textKept + units <= m_limits.maxTextLength) {
            m_textKept += units;
        } else {
            kept = utf8.first(prefixWithin(utf8, m_limits.maxTextLength - m_textKept));
            m_textKept = m_limits.maxTextLength; // nothing more is kept
        }
        m_textTarget->utf8.append(kept);
        if (m_textTarget->ascii && !ascii)
            m_textTarget->ascii = entrylistformat::isAscii(kept);
        return;
    }
    case Level::Root:
    case Level::Entry:
        break;
    }
    // Text between elements: one finding per text token that is not white space.
    if (!m_inToken) {
        m_inToken = true;
        m_tokenIsWhitespace = true;
        m_tokenStart = tokenStart;
        m_excerpt.clear();
        m_excerptFull = false;
        m_nonSpaceBeyondExcerpt = false;
    }
    if (m_tokenIsWhitespace) {
        m_tokenIsWhitespace
            = std::all_of(utf8.begin(), utf8.end(), [](char c) { return isXmlWhitespace(c); });
        if (m_tokenIsWhitespace)
            return;
    }
    if (m_nonSpaceBeyondExcerpt)
        return;
    // The excerpt is the token's text trimmed, its first 40 characters.
    const QString piece = text(utf8);
    for (const QChar c : piece) {
        if (m_excerptFull) {
            if (!c.isSpace()) {
                m_nonSpaceBeyondExcerpt = true;
                return;
            }
        } else if (!m_excerpt.isEmpty() || !c.isSpace()) {
            m_excerpt.append(c);
            m_excerptFull = m_excerpt.size() >= excerptLength;
        }
    }
}

void DocumentBuilder::endText()
{
    if (!m_inToken)
        return;
    m_inToken = false;
    if (!m_tokenIsWhitespace)
        reportStrayText();
}

void DocumentBuilder::reportStrayText()
{
    const QString excerpt = m_nonSpaceBeyondExcerpt ? m_excerpt : m_excerpt.trimmed();
    report(u"GEN-009",
           tr("Text \"%1\" stands between elements, where only elements are allowed.").arg(excerpt),
           m_tokenStart);
}

AttributeList DocumentBuilder::attributeList(const XmlElementView &element) const
{
    AttributeList list;
    list.reserve(element.attributeCount);
    for (qsizetype i = 0; i < element.attributeCount; ++i) {
        const XmlAttributeView &attribute = element.attributes[i];
        if (attribute.namespaceUri.isEmpty()) {
            const int code = EntryList::knownAttributeCode(attribute.qualifiedName);
            if (code != entrylistformat::otherName) {
                list.append(
                    {EntryList::knownAttributeName(code), QString(), text(attribute.value)});
                continue;
            }
        }
        list.append(
            {text(attribute.qualifiedName), text(attribute.namespaceUri), text(attribute.value)});
    }
    return list;
}

void DocumentBuilder::encodeAttributes(entrylistformat::ByteBuffer &out,
                                       const XmlElementView &element) const
{
    using namespace entrylistformat;
    Writer writer(out);
    writer.writeNumber(quint64(element.attributeCount));
    for (qsizetype i = 0; i < element.attributeCount; ++i) {
        const XmlAttributeView &attribute = element.attributes[i];
        const int code = attribute.namespaceUri.isEmpty()
            ? EntryList::knownAttributeCode(attribute.qualifiedName)
            : otherName;
        writer.writeByte(quint8(code));
        if (code == otherName) {
            writer.writeUtf8(attribute.qualifiedName, isAscii(attribute.qualifiedName));
            writer.writeUtf8(attribute.namespaceUri, isAscii(attribute.namespaceUri));
        }
        writer.writeUtf8(attribute.value, isAscii(attribute.value));
    }
}

} // namespace rsi
