// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localcopylayout.h"
#include "localcopynames_p.h"

#include <QCryptographicHash>

#include <array>

namespace rsi::localcopynames {

namespace {

constexpr qsizetype cutHashDigits = 32;
constexpr qsizetype maxExtensionLength = 10; // "pdf", "jpeg", "xml"...
// A cut name fills its budget up to less than one token (at most 4 bytes).
constexpr qsizetype minCutNameBytes = LocalCopyLayout::maxNameBytes - 3;

constexpr char upperHex(uint value)
{
    return "0123456789ABCDEF"[value & 0xF];
}

constexpr char lowerHex(uint value)
{
    return "0123456789abcdef"[value & 0xF];
}

int hexValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= '0' && u <= '9')
        return u - '0';
    if (u >= 'A' && u <= 'F')
        return u - 'A' + 10;
    if (u >= 'a' && u <= 'f')
        return u - 'a' + 10;
    return -1;
}

// "%xx" with lower-case digits: the URL's own escape of a reserved character.
void appendKeptEscape(QString &out, uchar byte)
{
    out += u'%';
    out += QLatin1Char(lowerHex(byte >> 4));
    out += QLatin1Char(lowerHex(byte));
}

// RFC 3986 reserved characters: a URL holding one raw is a different URL from
// one holding its percent-escape (QUrl agrees; the tests check it).
bool isReserved(char16_t c)
{
    return c < 0x80 && QLatin1StringView(":/?#[]@!$&'()*+,;=").contains(QChar(c));
}

bool isUnreserved(char16_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
        || c == '.' || c == '_' || c == '~';
}

// ASCII that Linux, macOS or Windows cannot take in a name as itself, and
// "%", which names use for escapes.
bool isUnsafeAsciiInName(char16_t c)
{
    return c < 0x20 || c == 0x7F || QLatin1StringView("%:\\*?\"<>|/").contains(QChar(c));
}

// Non-ASCII written as escapes: what is invisible or breaks lines when a name
// is shown, what macOS HFS+ ignores when it compares names (format
// characters), and what is not meant for interchange (noncharacters).
bool isEscapedInName(char32_t cp)
{
    if (QChar::isNonCharacter(cp))
        return true;
    switch (QChar::category(cp)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return false;
    }
}

// One well-formed UTF-8 sequence at bytes[at] (no overlong forms, surrogates
// or code points above U+10FFFF: those would not encode back alike), or
// nothing.
std::optional<std::pair<char32_t, qsizetype>> utf8CodePoint(const QByteArray &bytes, qsizetype at)
{
    const auto lead = uchar(bytes.at(at));
    qsizetype length = 0;
    char32_t cp = 0;
    char32_t minimum = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        cp = lead & 0x1F;
        minimum = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        cp = lead & 0x0F;
        minimum = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        cp = lead & 0x07;
        minimum = 0x10000;
    } else {
        return std::nullopt;
    }
    if (at + length > bytes.size())
        return std::nullopt;
    for (qsizetype k = 1; k < length; ++k) {
        const auto next = uchar(bytes.at(at + k));
        if ((next & 0xC0) != 0x80)
            return std::nullopt;
        cp = (cp << 6) | (next & 0x3F);
    }
    if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return std::nullopt;
    return std::make_pair(cp, length);
}

bool isWindowsDeviceName(QStringView name)
{
    // Windows ignores the extension and trailing spaces and dots.
    QStringView base = name.left(name.indexOf(u'.'));
    while (base.endsWith(u' ') || base.endsWith(u'.'))
        base.chop(1);
    static constexpr std::array<QLatin1StringView, 6> plain = {
        QLatin1StringView("con"), QLatin1StringView("prn"),    QLatin1StringView("aux"),
        QLatin1StringView("nul"), QLatin1StringView("conin$"), QLatin1StringView("conout$"),
    };
    for (const QLatin1StringView reserved : plain) {
        if (base.compare(reserved, Qt::CaseInsensitive) == 0)
            return true;
    }
    if (base.size() != 4
        || !(base.startsWith(QLatin1StringView("com"), Qt::CaseInsensitive)
             || base.startsWith(QLatin1StringView("lpt"), Qt::CaseInsensitive)))
        return false;
    // COM0-9 and LPT0-9, and the superscript digits Windows also reserves.
    const char16_t digit = base.at(3).unicode();
    return (digit >= '0' && digit <= '9') || digit == u'\u00B9' || digit == u'\u00B2'
        || digit == u'\u00B3';
}

QString cutName(const QString &name)
{
    const QStringView extension = extensionOf(name);
    const qsizetype budget = LocalCopyLayout::maxNameBytes - 1 - cutHashDigits - extension.size();
    return leadingTokens(QStringView(name).chopped(extension.size()), budget) + hashMarker
        + hashHex(name.toUtf8(), cutHashDigits) + extension;
}

void appendUrlByte(QString &out, uchar byte, bool rawAllowed)
{
    if (rawAllowed)
        out += QLatin1Char(char(byte));
    else
        appendEscaped(out, byte);
}

} // namespace

void appendEscaped(QString &out, uchar byte)
{
    out += u'%';
    out += QLatin1Char(upperHex(byte >> 4));
    out += QLatin1Char(upperHex(byte));
}

void appendCodePoint(QString &name, char32_t cp)
{
    if (cp < 0x80) {
        if (isUnsafeAsciiInName(char16_t(cp)))
            appendEscaped(name, uchar(cp));
        else
            name += QChar(char16_t(cp));
        return;
    }
    const char32_t one[] = {cp};
    const QString text = QString::fromUcs4(one, 1);
    if (isEscapedInName(cp)) {
        for (const char byte : text.toUtf8())
            appendEscaped(name, uchar(byte));
    } else {
        name += text;
    }
}

void appendComponent(QString &name, QStringView encoded)
{
    qsizetype i = 0;
    while (i < encoded.size()) {
        if (encoded.at(i) != u'%') {
            appendCodePoint(name, encoded.at(i).unicode());
            ++i;
            continue;
        }
        QByteArray bytes; // a run of escapes
        while (i + 2 < encoded.size() && encoded.at(i) == u'%' && hexValue(encoded.at(i + 1)) >= 0
               && hexValue(encoded.at(i + 2)) >= 0) {
            bytes += char(hexValue(encoded.at(i + 1)) * 16 + hexValue(encoded.at(i + 2)));
            i += 3;
        }
        if (bytes.isEmpty()) { // a lone "%", which QUrl never writes
            appendCodePoint(name, u'%');
            ++i;
            continue;
        }
        qsizetype b = 0;
        while (b < bytes.size()) {
            const auto byte = uchar(bytes.at(b));
            if (byte < 0x80) {
                if (isReserved(byte))
                    appendKeptEscape(name, byte);
                else
                    appendCodePoint(name, byte);
                ++b;
            } else if (const auto sequence = utf8CodePoint(bytes, b)) {
                appendCodePoint(name, sequence->first);
                b += sequence->second;
            } else {
                appendEscaped(name, byte);
                ++b;
            }
        }
    }
}

QStringView extensionOf(QStringView name)
{
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot <= 0 || name.size() - dot - 1 < 1 || name.size() - dot - 1 > maxExtensionLength)
        return {};
    for (const QChar c : name.sliced(dot + 1)) {
        if (c.unicode() >= 0x80 || !c.isLetterOrNumber())
            return {};
    }
    return name.sliced(dot);
}

QStringView leadingTokens(QStringView text, qsizetype budget)
{
    qsizetype bytes = 0;
    qsizetype end = 0;
    while (end < text.size()) {
        qsizetype length = 1;
        qsizetype tokenBytes = 1;
        const char16_t c = text.at(end).unicode();
        if (c == '%') {
            length = 3;
            tokenBytes = 3;
        } else if (QChar::isHighSurrogate(c)) {
            length = 2;
            tokenBytes = 4;
        } else if (c >= 0x800) {
            tokenBytes = 3;
        } else if (c >= 0x80) {
            tokenBytes = 2;
        }
        length = qMin(length, text.size() - end);
        if (bytes + tokenBytes > budget)
            break;
        bytes += tokenBytes;
        end += length;
    }
    return text.left(end);
}

QString hashHex(const QByteArray &data, qsizetype digits)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex().left(digits));
}

bool isCutName(QStringView name)
{
    if (name.size() < 1 + cutHashDigits || name.toUtf8().size() < minCutNameBytes)
        return false;
    const QStringView stem = name.chopped(extensionOf(name).size());
    if (stem.size() < 1 + cutHashDigits || stem.at(stem.size() - 1 - cutHashDigits) != hashMarker)
        return false;
    for (const QChar c : stem.last(cutHashDigits)) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    }
    return true;
}

bool isDotSegment(const QString &segment)
{
    if (!segment.contains(u'%'))
        return segment == u"." || segment == u"..";
    const QByteArray plain = QByteArray::fromPercentEncoding(segment.toLatin1());
    return plain == "." || plain == "..";
}

QString finishName(QString name, bool isAuthority)
{
    // Windows drops a trailing dot or space; "." and ".." also end up here.
    if (name.endsWith(u'.') || name.endsWith(u' ')) {
        const auto last = uchar(name.back().unicode());
        name.chop(1);
        appendEscaped(name, last);
    }
    // The first character of a device name is an ASCII letter: escaped, the
    // name is no device name and still decodes to the same text.
    if (isWindowsDeviceName(name)) {
        QString escaped;
        appendEscaped(escaped, uchar(name.front().unicode()));
        name.replace(0, 1, escaped);
    }
    // Keeps hosts away from the state directory and other dot names at the top.
    if (isAuthority && name.startsWith(u'.'))
        name.replace(0, 1, QStringLiteral("%2E"));
    if (name.compare(LocalCopyLayout::indexFileName(), Qt::CaseInsensitive) == 0)
        name.replace(name.indexOf(u'.'), 1, QStringLiteral("%2E"));
    // At most three UTF-8 bytes per UTF-16 code unit: most names need no count.
    if (name.size() * 3 > LocalCopyLayout::maxNameBytes
        && name.toUtf8().size() > LocalCopyLayout::maxNameBytes)
        name = cutName(name);
    return name;
}

bool isSurelyFinishedName(QStringView name)
{
    if (name.isEmpty() || name.back() == u'.' || name.back() == u' ')
        return false;
    // Every name up to this length has at most maxNameBytes of UTF-8.
    if (name.size() * 3 > LocalCopyLayout::maxNameBytes)
        return false;
    static const qsizetype indexNameSize = LocalCopyLayout::indexFileName().size();
    if (name.size() == indexNameSize)
        return false;
    // A device name's base (before the first dot, trailing dots and spaces
    // dropped) has 3, 4, 6 or 7 characters ("con", "com1", "conin$",
    // "conout$"); only then is it worth the comparisons.
    qsizetype base = 0;
    while (base < name.size() && name.at(base) != u'.')
        ++base;
    while (base > 0 && (name.at(base - 1) == u'.' || name.at(base - 1) == u' '))
        --base;
    if (base >= 3 && base <= 7 && base != 5)
        return !isWindowsDeviceName(name);
    return true;
}

std::optional<UrlText> urlTextOfName(QStringView name, bool isLast)
{
    UrlText text;
    QString *out = &text.path;
    // What may stand raw in the URL component being written.
    const auto rawInUrl = [&text](char16_t c) {
        if (isUnreserved(c))
            return true;
        if (!isReserved(c) || c == '#')
            return false;
        return text.hasQuery || (c != '/' && c != '?');
    };
    qsizetype i = 0;
    while (i < name.size()) {
        const QChar c = name.at(i);
        if (c != u'%') {
            if (c.unicode() < 0x80) {
                appendUrlByte(*out, uchar(c.unicode()), rawInUrl(c.unicode()));
                ++i;
                continue;
            }
            const qsizetype length = c.isHighSurrogate() && i + 1 < name.size() ? 2 : 1;
            for (const char byte : name.sliced(i, length).toUtf8())
                appendEscaped(*out, uchar(byte));
            i += length;
            continue;
        }
        if (i + 2 >= name.size() || hexValue(name.at(i + 1)) < 0 || hexValue(name.at(i + 2)) < 0)
            return std::nullopt;
        const auto byte = uchar(hexValue(name.at(i + 1)) * 16 + hexValue(name.at(i + 2)));
        const QStringView digits = name.sliced(i + 1, 2);
        const bool upperCase = (digits.at(0) >= u'A' && digits.at(0) <= u'F')
            || (digits.at(1) >= u'A' && digits.at(1) <= u'F');
        i += 3;
        if (byte >= 0x80 || (isReserved(byte) && !upperCase)) {
            // A byte of UTF-8, or the URL's own escape of a reserved
            // character ("%3a"; digits alone, as in "%26", only ever come
            // from there: the name holds those characters raw).
            appendEscaped(*out, byte);
        } else if (byte == '?' && isLast && !text.hasQuery) {
            text.hasQuery = true; // the first "%3F" of the last name starts the query
            out = &text.query;
        } else {
            appendUrlByte(*out, byte, rawInUrl(byte)); // a character the name had to escape
        }
    }
    return text;
}

QString decodedAuthority(QStringView name, bool *ok)
{
    QByteArray bytes;
    qsizetype i = 0;
    while (i < name.size()) {
        if (name.at(i) != u'%') {
            bytes += name.sliced(i, 1).toUtf8();
            ++i;
            continue;
        }
        if (i + 2 >= name.size() || hexValue(name.at(i + 1)) < 0 || hexValue(name.at(i + 2)) < 0) {
            *ok = false;
            return {};
        }
        bytes += char(hexValue(name.at(i + 1)) * 16 + hexValue(name.at(i + 2)));
        i += 3;
    }
    *ok = true;
    return QString::fromUtf8(bytes);
}

} // namespace rsi::localcopynames
