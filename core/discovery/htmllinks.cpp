// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// A single forward pass over the bytes, in the spirit of the HTML tokenizer
// but keeping no element stack: discovery only needs to know whether a link
// stands in the head, which the "before head", "in head" and "after head"
// insertion modes decide from the tags and text seen so far. Every search
// that fails ends the scan (as end of file does in the HTML tokenizer), so no
// byte is read more than a bounded number of times.
#include "htmllinks.h"

#include "discoveryresultbuilder_p.h"

#include <QCoreApplication>

#include <array>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Discovery)
};

constexpr QStringView linkRule = u"DISC-004";
constexpr QStringView relativeRule = u"DISC-010";

bool isHtmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

bool isAsciiAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool equalsIgnoringCase(QByteArrayView text, QByteArrayView lowerCase)
{
    if (text.size() != lowerCase.size())
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (asciiLower(text[i]) != lowerCase[i])
            return false;
    }
    return true;
}

template<std::size_t N>
bool isOneOf(QByteArrayView name, const std::array<QByteArrayView, N> &names)
{
    for (QByteArrayView candidate : names) {
        if (equalsIgnoringCase(name, candidate))
            return true;
    }
    return false;
}

// Elements whose contents the tokenizer reads as text up to their end tag.
constexpr std::array<QByteArrayView, 8> rawTextElements
    = {"script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes"};
// Elements the "in head" insertion mode keeps in the head.
constexpr std::array<QByteArrayView, 11> headElements
    = {"base",     "basefont", "bgsound", "link",     "meta", "noframes",
       "noscript", "script",   "style",   "template", "title"};

// The named character references that matter in URLs and rel values.
struct NamedReference
{
    QStringView name;
    char16_t value;
};
constexpr NamedReference namedReferences[] = {
    {u"amp", u'&'},  {u"lt", u'<'},    {u"gt", u'>'},
    {u"quot", u'"'}, {u"apos", u'\''}, {u"nbsp", 0xa0},
};

// Decodes the character references of an attribute value. Unknown or
// malformed references stay as they are, as HTML does in attributes.
QString decodeReferences(QByteArrayView raw)
{
    const QString text = QString::fromUtf8(raw);
    if (!text.contains(u'&'))
        return text;
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c != u'&') {
            out += c;
            ++i;
            continue;
        }
        // References are short; look for their ';' only a few characters on,
        // so that a value full of '&' costs linear time.
        const qsizetype window = std::min<qsizetype>(11, text.size() - i - 1);
        const qsizetype found = QStringView(text).sliced(i + 1, window).indexOf(u';');
        const qsizetype semicolon = found < 0 ? -1 : i + 1 + found;
        if (semicolon < 0) {
            out += c;
            ++i;
            continue;
        }
        const QStringView body = QStringView(text).sliced(i + 1, semicolon - i - 1);
        bool decoded = false;
        if (body.startsWith(u'#') && body.size() > 1) {
            const bool hex = body[1] == u'x' || body[1] == u'X';
            const QStringView digits = body.sliced(hex ? 2 : 1);
            bool ok = false;
            const uint code = digits.isEmpty() ? 0 : digits.toUInt(&ok, hex ? 16 : 10);
            if (ok && !digits.startsWith(u'+') && !digits.startsWith(u'-')) {
                const bool usable
                    = code != 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
                const char32_t scalar = usable ? char32_t(code) : char32_t(0xfffd);
                out += QString::fromUcs4(&scalar, 1);
                decoded = true;
            }
        } else {
            for (const NamedReference &reference : namedReferences) {
                if (body == reference.name) {
                    out += QChar(reference.value);
                    decoded = true;
                    break;
                }
            }
        }
        if (decoded) {
            i = semicolon + 1;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

// Line and column of byte offsets asked for in increasing order, in time
// linear in the largest offset over all calls.
class PositionCursor
{
public:
    explicit PositionCursor(QByteArrayView bytes)
        : m_bytes(bytes)
    {
        // A byte order mark is no character of the first line.
        if (bytes.startsWith("\xEF\xBB\xBF"))
            m_offset = 3;
    }

    SourcePosition at(qsizetype offset)
    {
        for (; m_offset < offset; ++m_offset) {
            const char c = m_bytes[m_offset];
            // HTML reads CRLF and a lone CR as one line break.
            if (c == '\n'
                || (c == '\r'
                    && (m_offset + 1 >= m_bytes.size() || m_bytes[m_offset + 1] != '\n'))) {
                ++m_line;
                m_column = 1;
            } else if ((uchar(c) & 0xc0) != 0x80 && c != '\r') {
                ++m_column; // UTF-8 continuation bytes belong to the previous character
            }
        }
        return {m_line, m_column};
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_offset = 0;
    qint64 m_line = 1;
    qint64 m_column = 1;
};

struct PendingLink
{
    SourcePosition position;
    std::optional<QString> href; // decoded; nullopt when the attribute is missing
    QString type;
    bool inBody = false;
};

class HtmlLinkScanner
{
public:
    HtmlLinkScanner(QByteArrayView html, const QUrl &pageUrl)
        : m_html(html)
        , m_pageUrl(pageUrl)
        , m_cursor(html)
        , m_builder(pageUrl, linkRule)
    { }

    DiscoveryResult scan();

private:
    enum class Section { BeforeHead, Head, Body };

    struct Attributes
    {
        std::optional<QByteArrayView> rel;
        std::optional<QByteArrayView> href;
        std::optional<QByteArrayView> type;
    };

    qsizetype size() const { return m_html.size(); }
    bool startsWithAt(qsizetype at, QByteArrayView text) const
    {
        return m_html.size() - at >= text.size() && m_html.sliced(at, text.size()) == text;
    }
    // Moves past `terminator` when found after `from`, else to the end.
    void skipPast(qsizetype from, QByteArrayView terminator)
    {
        const qsizetype found = m_html.indexOf(terminator, from);
        m_pos = found < 0 ? size() : found + terminator.size();
    }
    void readText();
    void readStartTag();
    void readEndTag();
    void skipRawText(QByteArrayView element);
    bool readAttributes(bool keep, Attributes &attributes);
    void enterElement(QByteArrayView name);
    void handleLink(qsizetype tagStart, const Attributes &attributes);
    void resolvePending();

    QByteArrayView m_html;
    QUrl m_pageUrl;
    PositionCursor m_cursor;
    DiscoveryResultBuilder m_builder;
    qsizetype m_pos = 0;
    Section m_section = Section::BeforeHead;
    std::optional<QString> m_baseHref;
    QList<PendingLink> m_pending;
    bool m_stoppedAtCap = false;
};

DiscoveryResult HtmlLinkScanner::scan()
{
    if (startsWithAt(0, "\xEF\xBB\xBF"))
        m_pos = 3;
    while (m_pos < size() && !m_stoppedAtCap) {
        if (m_html[m_pos] != '<') {
            readText();
            continue;
        }
        const qsizetype next = m_pos + 1;
        if (startsWithAt(next, "!--")) {
            // "<!-->" and "<!--->" are (malformed) empty comments in HTML.
            if (startsWithAt(m_pos + 4, ">"))
                m_pos += 5;
            else if (startsWithAt(m_pos + 4, "->"))
                m_pos += 6;
            else
                skipPast(m_pos + 4, "-->");
        } else if (startsWithAt(next, "![CDATA[")) {
            skipPast(m_pos + 9, "]]>");
        } else if (startsWithAt(next, "!") || startsWithAt(next, "?")) {
            skipPast(next, ">"); // doctype, processing instruction, bogus comment
        } else if (startsWithAt(next, "/")) {
            readEndTag();
        } else if (next < size() && isAsciiAlpha(m_html[next])) {
            readStartTag();
        } else {
            readText(); // a "<" that starts no tag is text
        }
    }
    resolvePending();
    if (m_stoppedAtCap)
        m_builder.markTruncated(m_cursor.at(m_pos));
    return m_builder.take();
}

// Text up to the next "<" (at least one byte). Text other than white space
// ends the head, as the "before head" and "in head" modes say.
void HtmlLinkScanner::readText()
{
    qsizetype end = m_html.indexOf('<', m_pos + 1);
    if (end < 0)
        end = size();
    if (m_section != Section::Body) {
        for (qsizetype i = m_pos; i < end; ++i) {
            if (!isHtmlSpace(m_html[i])) {
                m_section = Section::Body;
                break;
            }
        }
    }
    m_pos = end;
}

void HtmlLinkScanner::readEndTag()
{
    const qsizetype nameStart = m_pos + 2;
    if (nameStart >= size() || !isAsciiAlpha(m_html[nameStart])) {
        // "</>" is dropped; "</" and anything else is a bogus comment.
        skipPast(nameStart, ">");
        return;
    }
    qsizetype i = nameStart;
    while (i < size() && !isHtmlSpace(m_html[i]) && m_html[i] != '/' && m_html[i] != '>')
        ++i;
    const QByteArrayView name = m_html.sliced(nameStart, i - nameStart);
    m_pos = i;
    Attributes ignored;
    if (!readAttributes(false, ignored))
        return; // end of file inside the tag: the tag does not count
    if (equalsIgnoringCase(name, "head") || equalsIgnoringCase(name, "body")
        || equalsIgnoringCase(name, "html") || equalsIgnoringCase(name, "br")) {
        m_section = Section::Body;
    }
}

void HtmlLinkScanner::readStartTag()
{
    const qsizetype tagStart = m_pos;
    const qsizetype nameStart = m_pos + 1;
    qsizetype i = nameStart;
    while (i < size() && !isHtmlSpace(m_html[i]) && m_html[i] != '/' && m_html[i] != '>')
        ++i;
    const QByteArrayView name = m_html.sliced(nameStart, i - nameStart);
    m_pos = i;
    const bool isLink = equalsIgnoringCase(name, "link");
    const bool isBase = equalsIgnoringCase(name, "base");
    Attributes attributes;
    if (!readAttributes(isLink || isBase, attributes))
        return;
    enterElement(name);
    if (isLink)
        handleLink(tagStart, attributes);
    else if (isBase && !m_baseHref && attributes.href)
        m_baseHref = decodeReferences(*attributes.href);
    if (equalsIgnoringCase(name, "plaintext"))
        m_pos = size(); // everything after it is text
    else if (isOneOf(name, rawTextElements))
        skipRawText(name);
}

// Reads attributes up to and including the ">" that closes the tag. Keeps
// the first rel, href and type when `keep` (HTML ignores repeated
// attributes). Returns false when the input ends inside the tag.
bool HtmlLinkScanner::readAttributes(bool keep, Attributes &attributes)
{
    while (true) {
        while (m_pos < size() && (isHtmlSpace(m_html[m_pos]) || m_html[m_pos] == '/'))
            ++m_pos;
        if (m_pos >= size())
            return false;
        if (m_html[m_pos] == '>') {
            ++m_pos;
            return true;
        }
        const qsizetype nameStart = m_pos;
        ++m_pos; // the first character may be "=", as in the tokenizer
        while (m_pos < size() && !isHtmlSpace(m_html[m_pos]) && m_html[m_pos] != '/'
               && m_html[m_pos] != '>' && m_html[m_pos] != '=')
            ++m_pos;
        const QByteArrayView name = m_html.sliced(nameStart, m_pos - nameStart);
        while (m_pos < size() && isHtmlSpace(m_html[m_pos]))
            ++m_pos;
        QByteArrayView value;
        if (m_pos < size() && m_html[m_pos] == '=') {
            ++m_pos;
            while (m_pos < size() && isHtmlSpace(m_html[m_pos]))
                ++m_pos;
            if (m_pos >= size())
                return false;
            const char quote = m_html[m_pos];
            if (quote == '"' || quote == '\'') {
                const qsizetype close = m_html.indexOf(quote, m_pos + 1);
                if (close < 0) {
                    m_pos = size();
                    return false;
                }
                value = m_html.sliced(m_pos + 1, close - m_pos - 1);
                m_pos = close + 1;
            } else {
                const qsizetype valueStart = m_pos;
                while (m_pos < size() && !isHtmlSpace(m_html[m_pos]) && m_html[m_pos] != '>')
                    ++m_pos;
                value = m_html.sliced(valueStart, m_pos - valueStart);
            }
        }
        if (!keep)
            continue;
        if (!attributes.rel && equalsIgnoringCase(name, "rel"))
            attributes.rel = value;
        else if (!attributes.href && equalsIgnoringCase(name, "href"))
            attributes.href = value;
        else if (!attributes.type && equalsIgnoringCase(name, "type"))
            attributes.type = value;
    }
}

// Skips to after `</element` followed by white space, "/" or ">", and its ">".
void HtmlLinkScanner::skipRawText(QByteArrayView element)
{
    qsizetype from = m_pos;
    while (true) {
        const qsizetype close = m_html.indexOf("</", from);
        if (close < 0) {
            m_pos = size();
            return;
        }
        const qsizetype after = close + 2 + element.size();
        if (after <= size() && equalsIgnoringCase(m_html.sliced(close + 2, element.size()), element)
            && (after == size() || isHtmlSpace(m_html[after]) || m_html[after] == '/'
                || m_html[after] == '>')) {
            m_pos = after;
            Attributes ignored;
            readAttributes(false, ignored);
            return;
        }
        from = close + 2;
    }
}

void HtmlLinkScanner::enterElement(QByteArrayView name)
{
    if (m_section == Section::Body || equalsIgnoringCase(name, "html"))
        return;
    if (equalsIgnoringCase(name, "head") || isOneOf(name, headElements))
        m_section = Section::Head;
    else
        m_section = Section::Body;
}

void HtmlLinkScanner::handleLink(qsizetype tagStart, const Attributes &attributes)
{
    if (!attributes.rel)
        return;
    const QStringList rels
        = decodeReferences(*attributes.rel).simplified().split(u' ', Qt::SkipEmptyParts);
    if (!rels.contains(u"resourcesync", Qt::CaseInsensitive))
        return;
    if (m_pending.size() >= discoverylimits::maxLinks) {
        m_stoppedAtCap = true;
        return;
    }
    PendingLink link;
    link.position = m_cursor.at(tagStart);
    link.inBody = m_section == Section::Body;
    if (attributes.href) {
        if (attributes.href->size() > discoverylimits::maxUrlLength) {
            m_builder.report(linkRule,
                             Tr::tr("The <link rel=\"resourcesync\"> was ignored: its href is "
                                    "longer than %1 bytes.")
                                 .arg(discoverylimits::maxUrlLength),
                             link.position);
            return;
        }
        link.href = decodeReferences(*attributes.href);
    }
    if (attributes.type)
        link.type = decodeReferences(*attributes.type).trimmed();
    m_pending.append(std::move(link));
}

// Resolution waits for the end of the page because the first <base href>
// applies to the whole document, links before it included.
void HtmlLinkScanner::resolvePending()
{
    QUrl base = m_pageUrl;
    if (m_baseHref) {
        QString href = m_baseHref->trimmed();
        href.remove(u'\t').remove(u'\n').remove(u'\r');
        const QUrl baseReference(href);
        const QUrl resolved = m_pageUrl.isValid() && baseReference.isRelative()
            ? m_pageUrl.resolved(baseReference)
            : baseReference;
        if (baseReference.isValid() && !href.isEmpty() && !resolved.isRelative())
            base = resolved;
    }
    for (const PendingLink &pending : std::as_const(m_pending)) {
        if (!pending.href) {
            m_builder.report(linkRule,
                             Tr::tr("This <link rel=\"resourcesync\"> has no href attribute, so "
                                    "it does not point to a Capability List."),
                             pending.position);
            continue;
        }
        // Browsers trim URLs and drop tabs and line breaks inside them.
        QString written = pending.href->trimmed();
        written.remove(u'\t').remove(u'\n').remove(u'\r');
        const ResolvedReference reference = resolveReference(written, base);
        if (!reference.problem.isEmpty()) {
            m_builder.report(linkRule,
                             Tr::tr("The href of this <link rel=\"resourcesync\"> cannot be used: "
                                    "%1. It should be the absolute URI of a Capability List.")
                                 .arg(reference.problem),
                             pending.position);
            continue;
        }
        if (pending.inBody) {
            m_builder.report(linkRule,
                             Tr::tr("This <link rel=\"resourcesync\"> stands in the body of the "
                                    "page; the specification puts it in the <head>."),
                             pending.position, Severity::Warning);
        }
        if (reference.relative) {
            m_builder.report(relativeRule,
                             Tr::tr("This <link rel=\"resourcesync\"> gives the relative "
                                    "address \"%1\"; use an absolute URI. It was read as %2.")
                                 .arg(excerpt(written), reference.url.toString()),
                             pending.position);
        }
        DiscoveredLink link;
        link.url = reference.url;
        link.written = written;
        link.type = pending.type;
        link.position = pending.position;
        link.relative = reference.relative;
        link.inBody = pending.inBody;
        if (!m_builder.addLink(std::move(link)))
            break;
    }
}

} // namespace

DiscoveryResult findHtmlLinks(QByteArrayView html, const QUrl &pageUrl)
{
    return HtmlLinkScanner(html, pageUrl).scan();
}

} // namespace rsi
