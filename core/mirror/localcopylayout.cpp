// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localcopylayout.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QStringList>

#include <array>
#include <optional>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LocalCopyLayout)
};

using Error = LocalCopyLayout::Error;

template<typename T> LocalCopyLayout::Result<T> failure(Error error, const QString &text)
{
    LocalCopyLayout::Result<T> result;
    result.error = error;
    result.errorString = text;
    return result;
}

const QLatin1StringView shortenedMarker("!-");
const QLatin1StringView httpPrefix("http://");
constexpr qsizetype hashDigits = 32;
constexpr qsizetype maxExtensionBytes = 16;

constexpr char hexDigit(uint value)
{
    return "0123456789ABCDEF"[value & 0xF];
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

void appendEscaped(QString &out, uchar byte)
{
    out += QLatin1Char('%');
    out += QLatin1Char(hexDigit(byte >> 4));
    out += QLatin1Char(hexDigit(byte));
}

// ASCII that a URL (as QUrl writes it fully encoded) only ever carries
// percent-encoded: decoding these loses nothing, because their raw form is not
// a different URL. Delimiters (":/?#[]@!$&'()*+,;=") and "%" are not in
// this set: "a%2Fb" and "a/b" are different URLs, so their escapes are kept.
bool isNeverRawInUrl(char16_t c)
{
    if (c < 0x20 || c == 0x7F)
        return true;
    switch (c) {
    case ' ':
    case '"':
    case '<':
    case '>':
    case '\\':
    case '^':
    case '`':
    case '{':
    case '|':
    case '}':
        return true;
    default:
        return false;
    }
}

// ASCII that every file system we care about accepts in a name and treats as
// itself (no case, no special meaning). "!" is not here: it marks upper case.
bool isSafeInName(char16_t c)
{
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
        return true;
    return QLatin1StringView(" -._~$&'()+,;=@[]{}^`").contains(QChar(c));
}

// A non-ASCII character kept readable in a name: it must mean one thing to
// every file system, so nothing with a case mapping (macOS and Windows fold
// case), no controls, formats (bidi overrides), separators, private use or
// unassigned code points.
bool keepsRawInName(char32_t cp)
{
    switch (QChar::category(cp)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Mark_Enclosing:
    case QChar::Number_DecimalDigit:
    case QChar::Number_Letter:
    case QChar::Number_Other:
    case QChar::Punctuation_Connector:
    case QChar::Punctuation_Dash:
    case QChar::Punctuation_Open:
    case QChar::Punctuation_Close:
    case QChar::Punctuation_InitialQuote:
    case QChar::Punctuation_FinalQuote:
    case QChar::Punctuation_Other:
    case QChar::Symbol_Math:
    case QChar::Symbol_Currency:
    case QChar::Symbol_Modifier:
    case QChar::Symbol_Other:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
        break;
    default: // letters with case, separators, controls, formats, unassigned...
        return false;
    }
    const char32_t one[] = {cp};
    const QString s = QString::fromUcs4(one, 1);
    // String functions, not QChar ones, so that special casings (ß -> SS) count.
    return s.toLower() == s && s.toUpper() == s && s.toCaseFolded() == s;
}

// The fully encoded text of a URL component, with the escapes that carry no
// information decoded: UTF-8 sequences and isNeverRawInUrl() characters.
// Other escapes stay as "%XX" text, and the result is what a name encodes.
QString decodeUrlText(const QString &encoded)
{
    QString out;
    out.reserve(encoded.size());
    qsizetype i = 0;
    while (i < encoded.size()) {
        if (encoded.at(i) != QLatin1Char('%')) {
            out += encoded.at(i);
            ++i;
            continue;
        }
        // A run of escapes, as bytes.
        QByteArray bytes;
        while (i + 2 < encoded.size() && encoded.at(i) == QLatin1Char('%')
               && hexValue(encoded.at(i + 1)) >= 0 && hexValue(encoded.at(i + 2)) >= 0) {
            bytes += char(hexValue(encoded.at(i + 1)) * 16 + hexValue(encoded.at(i + 2)));
            i += 3;
        }
        if (bytes.isEmpty()) { // a lone "%" (QUrl never writes one): keep it
            out += encoded.at(i);
            ++i;
            continue;
        }
        qsizetype b = 0;
        while (b < bytes.size()) {
            const auto byte = uchar(bytes.at(b));
            if (byte < 0x80) {
                if (isNeverRawInUrl(byte))
                    out += QChar(char16_t(byte));
                else
                    appendEscaped(out, byte);
                ++b;
                continue;
            }
            // One UTF-8 sequence, decoded only if it is well formed (no
            // overlong forms or surrogates: they would not encode back alike).
            const qsizetype length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
            const QByteArray sequence = bytes.mid(b, length);
            const QString decoded = QString::fromUtf8(sequence);
            if (length > 1 && sequence.size() == length && decoded.toUcs4().size() == 1
                && decoded.toUtf8() == sequence) {
                out += decoded;
                b += length;
            } else {
                appendEscaped(out, byte);
                ++b;
            }
        }
    }
    return out;
}

// The inverse of decodeUrlText(): encode what QUrl would encode.
QString encodeUrlText(const QString &text)
{
    QString out;
    const QByteArray utf8 = text.toUtf8();
    out.reserve(utf8.size());
    for (const char ch : utf8) {
        const auto byte = uchar(ch);
        if (byte < 0x80 && !isNeverRawInUrl(byte))
            out += QLatin1Char(ch);
        else
            appendEscaped(out, byte);
    }
    return out;
}

bool isWindowsDeviceName(const QString &name)
{
    // Windows ignores the extension and trailing spaces and dots.
    QString base = name.left(name.indexOf(QLatin1Char('.')));
    while (base.endsWith(QLatin1Char(' ')) || base.endsWith(QLatin1Char('.')))
        base.chop(1);
    base = base.toLower();
    static const std::array<QLatin1StringView, 6> plain = {
        QLatin1StringView("con"), QLatin1StringView("prn"),    QLatin1StringView("aux"),
        QLatin1StringView("nul"), QLatin1StringView("conin$"), QLatin1StringView("conout$"),
    };
    for (const QLatin1StringView reserved : plain) {
        if (base == reserved)
            return true;
    }
    if (base.size() != 4
        || !(base.startsWith(QLatin1StringView("com"))
             || base.startsWith(QLatin1StringView("lpt"))))
        return false;
    // COM1-9 and LPT1-9, and the superscript digits Windows also reserves.
    const char16_t digit = base.at(3).unicode();
    return (digit >= '1' && digit <= '9') || digit == u'\u00B9' || digit == u'\u00B2'
        || digit == u'\u00B3';
}

QString shorten(const QString &name)
{
    const QByteArray hash = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256)
                                .toHex()
                                .left(hashDigits);
    // Keep a short extension so the file still opens with the right program.
    QString extension;
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    if (dot > 0 && name.size() - dot <= maxExtensionBytes
        && name.mid(dot).toUtf8().size() <= maxExtensionBytes)
        extension = name.mid(dot);
    const qsizetype budget = LocalCopyLayout::maxNameBytes - shortenedMarker.size() - hashDigits
        - extension.toUtf8().size();
    qsizetype bytes = 0;
    qsizetype end = 0;
    while (end < name.size()) {
        // Cut between tokens only: not inside "%XX", "!x" or a surrogate pair.
        qsizetype tokenLength = 1;
        if (name.at(end) == QLatin1Char('%'))
            tokenLength = 3;
        else if (name.at(end) == QLatin1Char('!') || name.at(end).isHighSurrogate())
            tokenLength = 2;
        tokenLength = qMin(tokenLength, name.size() - end);
        const qsizetype tokenBytes = name.mid(end, tokenLength).toUtf8().size();
        if (bytes + tokenBytes > budget)
            break;
        bytes += tokenBytes;
        end += tokenLength;
    }
    return name.left(end) + shortenedMarker + QString::fromLatin1(hash) + extension;
}

// One file or folder name for `text` (decodeUrlText() form).
QString encodeName(const QString &text, bool isAuthority)
{
    // A segment not in NFC could equal another one on macOS, which compares
    // names after normalising them: write its non-ASCII characters escaped.
    const bool escapeNonAscii = text.normalized(QString::NormalizationForm_C) != text;
    QString name;
    name.reserve(text.size());
    const QList<uint> codePoints = text.toUcs4();
    const auto isUpperHex = [&codePoints](qsizetype at) {
        return at < codePoints.size()
            && ((codePoints.at(at) >= '0' && codePoints.at(at) <= '9')
                || (codePoints.at(at) >= 'A' && codePoints.at(at) <= 'F'));
    };
    for (qsizetype i = 0; i < codePoints.size(); ++i) {
        const uint cp = codePoints.at(i);
        if (cp == '%' && isUpperHex(i + 1) && isUpperHex(i + 2)) {
            // An escape the URL keeps ("%2F"): "%25" and its digits as they
            // are, which reads better than "%252!f". Upper-case A-F appear raw
            // only here, so names still differ in more than case.
            name += QLatin1StringView("%25");
            name += QChar(char16_t(codePoints.at(i + 1)));
            name += QChar(char16_t(codePoints.at(i + 2)));
            i += 2;
        } else if (cp < 0x80) {
            const auto c = char16_t(cp);
            if (c >= 'A' && c <= 'Z') {
                name += QLatin1Char('!');
                name += QChar(char16_t(c - 'A' + 'a'));
            } else if (isSafeInName(c)) {
                name += QChar(c);
            } else {
                appendEscaped(name, uchar(c));
            }
        } else if (!escapeNonAscii && keepsRawInName(char32_t(cp))) {
            const char32_t one[] = {char32_t(cp)};
            name += QString::fromUcs4(one, 1);
        } else {
            const char32_t one[] = {char32_t(cp)};
            for (const char byte : QString::fromUcs4(one, 1).toUtf8())
                appendEscaped(name, uchar(byte));
        }
    }
    // Windows drops a trailing dot or space; "." and ".." also end up here.
    if (name.endsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char(' '))) {
        const auto last = uchar(name.back().unicode());
        name.chop(1);
        appendEscaped(name, last);
    }
    // The first character of a device name is a lower-case ASCII letter
    // (upper case became "!x"), so escaping it keeps the name reversible.
    if (isWindowsDeviceName(name)) {
        const auto first = uchar(name.front().unicode());
        name.remove(0, 1);
        QString escaped;
        appendEscaped(escaped, first);
        name.prepend(escaped);
    }
    // Keeps hosts away from the state directory and other dot names at the top.
    if (isAuthority && name.startsWith(QLatin1Char('.')))
        name.replace(0, 1, QStringLiteral("%2E"));
    if (name == LocalCopyLayout::indexFileName())
        name.replace(name.indexOf(QLatin1Char('.')), 1, QStringLiteral("%2E"));
    if (name.toUtf8().size() > LocalCopyLayout::maxNameBytes)
        name = shorten(name);
    return name;
}

// The inverse of encodeName(), or nothing for a malformed name.
std::optional<QString> decodeName(const QString &name)
{
    QString out;
    qsizetype i = 0;
    while (i < name.size()) {
        const QChar c = name.at(i);
        if (c == QLatin1Char('!')) {
            if (i + 1 >= name.size())
                return {};
            const char16_t letter = name.at(i + 1).unicode();
            if (letter < 'a' || letter > 'z')
                return {};
            out += QChar(char16_t(letter - 'a' + 'A'));
            i += 2;
        } else if (c == QLatin1Char('%')) {
            QByteArray bytes;
            while (i < name.size() && name.at(i) == QLatin1Char('%')) {
                if (i + 2 >= name.size())
                    return {};
                const int high = hexValue(name.at(i + 1));
                const int low = hexValue(name.at(i + 2));
                if (high < 0 || low < 0)
                    return {};
                bytes += char(high * 16 + low);
                i += 3;
            }
            const QString decoded = QString::fromUtf8(bytes);
            if (decoded.toUtf8() != bytes)
                return {};
            out += decoded;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

} // namespace

LocalCopyLayout::LocalCopyLayout(const QString &rootDirectory)
    : m_root(QDir::cleanPath(rootDirectory))
{ }

QString LocalCopyLayout::stateDirectoryName()
{
    return QStringLiteral(".rsinspector");
}

QString LocalCopyLayout::indexFileName()
{
    return QStringLiteral("index.rsinspector");
}

QUrl LocalCopyLayout::normalizedUrl(const QUrl &url)
{
    if (!url.isValid() || url.isRelative() || url.host().isEmpty())
        return {};
    const QString scheme = url.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return {};
    QUrl normalized = url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveFragment);
    normalized.setScheme(scheme);
    if (normalized.port() == (scheme == u"https" ? 443 : 80))
        normalized.setPort(-1);
    if (normalized.path(QUrl::FullyEncoded).isEmpty())
        normalized.setPath(QStringLiteral("/"));
    return normalized;
}

LocalCopyLayout::Result<QString> LocalCopyLayout::relativePathFor(const QUrl &url) const
{
    const QString shown = url.toDisplayString();
    if (!url.isValid() || url.isRelative())
        return failure<QString>(Error::InvalidUrl,
                                Tr::tr("Not a valid absolute URL: %1").arg(shown));
    const QString scheme = url.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return failure<QString>(Error::UnsupportedScheme,
                                Tr::tr("Only http and https URLs can be copied: %1").arg(shown));
    if (url.host().isEmpty())
        return failure<QString>(Error::MissingHost,
                                Tr::tr("The URL has no host name: %1").arg(shown));

    const QUrl normalized = normalizedUrl(url);
    const QString path = normalized.path(QUrl::FullyEncoded);
    if (!path.startsWith(QLatin1Char('/')))
        return failure<QString>(Error::InvalidUrl,
                                Tr::tr("Not a valid absolute URL: %1").arg(shown));

    QString authority = normalized.authority(QUrl::FullyEncoded);
    if (scheme == u"http")
        authority.prepend(httpPrefix);
    QStringList names {encodeName(authority, true)};

    const QStringList segments = path.mid(1).split(QLatin1Char('/'));
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString &segment = segments.at(i);
        const bool isLast = i == segments.size() - 1;
        if (segment.isEmpty() && !isLast)
            return failure<QString>(
                Error::EmptySegment,
                Tr::tr("The URL has an empty path segment (//), which cannot be a file name: %1")
                    .arg(shown));
        const QByteArray plain = QByteArray::fromPercentEncoding(segment.toLatin1());
        if (plain == "." || plain == "..")
            return failure<QString>(
                Error::DotSegment,
                Tr::tr("The URL has a . or .. path segment, which could lead out of the folder: %1")
                    .arg(shown));
        QString text = decodeUrlText(segment);
        if (isLast && normalized.hasQuery())
            text += QLatin1Char('?') + decodeUrlText(normalized.query(QUrl::FullyEncoded));
        names += text.isEmpty() ? indexFileName() : encodeName(text, false);
    }
    Result<QString> result;
    result.value = names.join(QLatin1Char('/'));
    return result;
}

LocalCopyLayout::Result<QString> LocalCopyLayout::filePathFor(const QUrl &url) const
{
    Result<QString> result = relativePathFor(url);
    if (result.isValid())
        result.value = m_root + QLatin1Char('/') + result.value;
    return result;
}

LocalCopyLayout::Result<QUrl> LocalCopyLayout::urlFor(const QString &relativePath) const
{
    const auto invalid = [&relativePath] {
        return failure<QUrl>(Error::InvalidPath,
                             Tr::tr("Not the path of a copied resource: %1").arg(relativePath));
    };
    const QStringList names = relativePath.split(QLatin1Char('/'));
    if (names.size() < 2)
        return invalid();
    if (names.first().compare(stateDirectoryName(), Qt::CaseInsensitive) == 0)
        return failure<QUrl>(
            Error::StateDirectory,
            Tr::tr("The path belongs to the local copy's own records: %1").arg(relativePath));
    for (const QString &name : names) {
        if (name.isEmpty() || name == u"." || name == u".." || name.contains(QLatin1Char('\\')))
            return invalid();
        if (name.contains(shortenedMarker))
            return failure<QUrl>(
                Error::ShortenedName,
                Tr::tr("The file name was shortened; its URL is only known from the "
                       "local copy's records: %1")
                    .arg(relativePath));
    }

    const std::optional<QString> decodedAuthority = decodeName(names.first());
    if (!decodedAuthority)
        return invalid();
    QString authority = *decodedAuthority;
    QLatin1StringView scheme("https");
    if (authority.startsWith(httpPrefix)) {
        scheme = QLatin1StringView("http");
        authority.remove(0, httpPrefix.size());
    }
    QString text = scheme + QLatin1StringView("://") + authority;
    for (qsizetype i = 1; i < names.size(); ++i) {
        const bool isLast = i == names.size() - 1;
        const std::optional<QString> decodedName
            = isLast && names.at(i) == indexFileName() ? QString() : decodeName(names.at(i));
        if (!decodedName)
            return invalid();
        const QString &decoded = *decodedName;
        text += QLatin1Char('/');
        const qsizetype question = isLast ? decoded.indexOf(QLatin1Char('?')) : -1;
        if (question >= 0) {
            text += encodeUrlText(decoded.left(question)) + QLatin1Char('?')
                + encodeUrlText(decoded.mid(question + 1));
        } else {
            text += encodeUrlText(decoded);
        }
    }
    const QUrl url = QUrl::fromEncoded(text.toUtf8(), QUrl::StrictMode);
    // Only a path this layout would write is accepted: this check alone rules
    // out escapes, hand-made names and any other second spelling of a URL.
    const Result<QString> back = relativePathFor(url);
    if (!url.isValid() || !back.isValid() || back.value != relativePath)
        return invalid();
    Result<QUrl> result;
    result.value = normalizedUrl(url);
    return result;
}

LocalCopyLayout::Result<QUrl> LocalCopyLayout::urlForFilePath(const QString &filePath) const
{
    const QString prefix = m_root.endsWith(QLatin1Char('/')) ? m_root : m_root + QLatin1Char('/');
    if (!filePath.startsWith(prefix))
        return failure<QUrl>(Error::InvalidPath,
                             Tr::tr("%1 is not inside the local copy folder %2.")
                                 .arg(filePath, QDir::toNativeSeparators(m_root)));
    return urlFor(filePath.mid(prefix.size()));
}

} // namespace rsi
