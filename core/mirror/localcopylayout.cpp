// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localcopylayout.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QStringList>

#include <algorithm>
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

constexpr QChar hashMarker = u'~';
constexpr qsizetype cutHashDigits = 32;
constexpr qsizetype alternativeHashDigits = 8;
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

// "%XX" with upper-case digits: a byte the name could not hold as itself.
void appendEscaped(QString &out, uchar byte)
{
    out += u'%';
    out += QLatin1Char(upperHex(byte >> 4));
    out += QLatin1Char(upperHex(byte));
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

// Appends the name form of one URL component: a path segment or the query,
// as QUrl writes it fully encoded (ASCII only).
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

// ".pdf" when a name ends in a short ASCII extension, else empty.
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

// The longest start of `text` within `budget` bytes of UTF-8, cut between
// tokens: never inside "%XX" or a surrogate pair.
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

QString cutName(const QString &name)
{
    const QStringView extension = extensionOf(name);
    const qsizetype budget = LocalCopyLayout::maxNameBytes - 1 - cutHashDigits - extension.size();
    return leadingTokens(QStringView(name).chopped(extension.size()), budget) + hashMarker
        + hashHex(name.toUtf8(), cutHashDigits) + extension;
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

// Whether a fully encoded path segment is "." or ".." (each dot may be
// written %2E).
bool isDotSegment(const QString &segment)
{
    if (!segment.contains(u'%'))
        return segment == u"." || segment == u"..";
    const QByteArray plain = QByteArray::fromPercentEncoding(segment.toLatin1());
    return plain == "." || plain == "..";
}

// The rules that depend on where characters stand in the whole name.
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

// What a name of this layout says about the URL, as fully encoded URL text.
// Only right for names the layout writes: the caller checks the result maps
// back to the same name, which refuses every other spelling.
struct UrlText
{
    QString path; // of the segment
    QString query;
    bool hasQuery = false;
};

void appendUrlByte(QString &out, uchar byte, bool rawAllowed)
{
    if (rawAllowed)
        out += QLatin1Char(char(byte));
    else
        appendEscaped(out, byte);
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
    // QUrl compares its internal form: a URL built from text with a raw
    // noncharacter (U+FDD0-FDEF, U+FFFE, U+FFFF, ...) holds it raw, one parsed
    // from "%EF%BF%BF" holds the escape, and the two are unequal although
    // every string form agrees. Through the encoded form both are the same.
    // Only code units from U+D800 up (surrogates, noncharacters) can differ,
    // so other URLs skip the cost (a parse: six times the rest).
    const auto mayDiffer = [](const QString &text) {
        return std::any_of(text.cbegin(), text.cend(),
                           [](QChar c) { return c.unicode() >= 0xD800; });
    };
    if (!mayDiffer(normalized.path()) && !mayDiffer(normalized.query()))
        return normalized;
    const QUrl rebuilt = QUrl::fromEncoded(normalized.toEncoded(), QUrl::StrictMode);
    return rebuilt.isValid() ? rebuilt : QUrl();
}

LocalCopyLayout::Result<QString> LocalCopyLayout::relativePathFor(const QUrl &url) const
{
    // Made for messages only: a mirror asks for a path for every resource.
    const auto shown = [&url] {
        return url.toDisplayString();
    };
    if (!url.isValid() || url.isRelative())
        return failure<QString>(Error::InvalidUrl,
                                Tr::tr("Not a valid absolute URL: %1").arg(shown()));
    const QString scheme = url.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return failure<QString>(Error::UnsupportedScheme,
                                Tr::tr("Only http and https URLs can be copied: %1").arg(shown()));
    if (url.host().isEmpty())
        return failure<QString>(Error::MissingHost,
                                Tr::tr("The URL has no host name: %1").arg(shown()));

    const QUrl normalized = normalizedUrl(url);
    const QString path = normalized.path(QUrl::FullyEncoded);
    if (!path.startsWith(u'/'))
        return failure<QString>(Error::InvalidUrl,
                                Tr::tr("Not a valid absolute URL: %1").arg(shown()));

    // The folder of the authority, worked out once per authority in a row
    // (a source's resources mostly share one).
    thread_local QString lastAuthority;
    thread_local QString lastAuthorityName;
    const QString authority = normalized.authority(QUrl::FullyEncoded);
    if (authority != lastAuthority || lastAuthority.isNull()) {
        QString name;
        for (const QChar c : authority)
            appendCodePoint(name, c.unicode()); // ASCII: ACE host, brackets, port
        lastAuthorityName = finishName(name, true);
        lastAuthority = authority;
    }
    QString relative = lastAuthorityName;
    relative.reserve(relative.size() + path.size() + 16);

    const QStringList segments = path.sliced(1).split(u'/');
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString &segment = segments.at(i);
        const bool isLast = i == segments.size() - 1;
        if (segment.isEmpty() && !isLast)
            return failure<QString>(
                Error::EmptySegment,
                Tr::tr("The URL has an empty path segment (//), which cannot be a file name: %1")
                    .arg(shown()));
        if (isDotSegment(segment))
            return failure<QString>(
                Error::DotSegment,
                Tr::tr("The URL has a . or .. path segment, which could lead out of the folder: %1")
                    .arg(shown()));
        relative += u'/';
        if (isLast && segment.isEmpty() && !normalized.hasQuery()) {
            relative += indexFileName();
            break;
        }
        QString name;
        appendComponent(name, segment);
        if (isLast && normalized.hasQuery()) {
            appendEscaped(name, '?');
            appendComponent(name, normalized.query(QUrl::FullyEncoded));
        }
        relative += finishName(name, false);
    }
    Result<QString> result;
    result.value = relative;
    return result;
}

LocalCopyLayout::Result<QString> LocalCopyLayout::filePathFor(const QUrl &url) const
{
    Result<QString> result = relativePathFor(url);
    if (result.isValid())
        result.value = m_root + u'/' + result.value;
    return result;
}

LocalCopyLayout::Result<QString> LocalCopyLayout::alternativePathFor(const QUrl &url,
                                                                     int attempt) const
{
    Result<QString> result = relativePathFor(url);
    if (!result.isValid())
        return result;
    const qsizetype slash
        = result.value.lastIndexOf(u'/'); // never the authority: it has a name after it
    const QStringView name = QStringView(result.value).sliced(slash + 1);
    const QStringView extension = extensionOf(name);
    const QString hash
        = hashHex(normalizedUrl(url).toEncoded() + '\n' + QByteArray::number(qMax(attempt, 1)),
                  alternativeHashDigits);
    const qsizetype budget = maxNameBytes - 1 - alternativeHashDigits - extension.size();
    result.value = result.value.left(slash + 1)
        + leadingTokens(name.chopped(extension.size()), budget) + hashMarker + hash + extension;
    return result;
}

QString LocalCopyLayout::collisionKey(const QString &relativePath)
{
    bool ascii = true;
    for (const QChar c : relativePath) {
        if (c.unicode() >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii)
        return relativePath.toLower();
    // Windows compares names by upper case ("ı" and "i" are both "I"
    // there), macOS by folding case; this does both, and a fold before the
    // upper case lets full upper-casing also catch "ẞ" (ß -> SS -> ss). All on
    // the decomposed form, composed again after, so that neither
    // normalisation form matters.
    return relativePath.normalized(QString::NormalizationForm_D)
        .toCaseFolded()
        .toUpper()
        .toCaseFolded()
        .normalized(QString::NormalizationForm_C);
}

namespace {

std::optional<QList<QUrl>> candidatesOf(const LocalCopyLayout &layout, const QString &relativePath,
                                        LocalCopyLayout::Result<QUrl> *why)
{
    const auto refuse = [why](Error error, const QString &text) {
        *why = failure<QUrl>(error, text);
        return std::nullopt;
    };
    const auto invalid = [&] {
        return refuse(Error::InvalidPath,
                      Tr::tr("Not the path of a copied resource: %1").arg(relativePath));
    };
    const QStringList names = relativePath.split(u'/');
    if (names.size() < 2)
        return invalid();
    if (LocalCopyLayout::collisionKey(names.first())
        == LocalCopyLayout::collisionKey(LocalCopyLayout::stateDirectoryName()))
        return refuse(
            Error::StateDirectory,
            Tr::tr("The path belongs to the local copy's own records: %1").arg(relativePath));
    for (const QString &name : names) {
        if (name.isEmpty() || name == u"." || name == u".." || name.contains(u'\\')
            || name.contains(QChar()))
            return invalid();
        if (isCutName(name))
            return refuse(Error::ShortenedName,
                          Tr::tr("The file name was shortened; its URL is only known from the "
                                 "local copy's records: %1")
                              .arg(relativePath));
    }
    bool ok = false;
    const QString authority = decodedAuthority(names.first(), &ok);
    if (!ok)
        return invalid();
    QString path;
    QString query;
    bool hasQuery = false;
    for (qsizetype i = 1; i < names.size(); ++i) {
        const bool isLast = i == names.size() - 1;
        path += u'/';
        if (isLast && names.at(i) == LocalCopyLayout::indexFileName())
            break;
        const std::optional<UrlText> text = urlTextOfName(names.at(i), isLast);
        if (!text)
            return invalid();
        path += text->path;
        query = text->query;
        hasQuery = text->hasQuery;
    }
    QString text = QLatin1StringView("https://") + authority + path;
    if (hasQuery)
        text += u'?' + query;
    const QUrl https = QUrl::fromEncoded(text.toUtf8(), QUrl::StrictMode);
    if (!https.isValid())
        return invalid();
    // Only a path this layout would write is accepted: this check alone rules
    // out escapes, hand-made names and any other spelling of a URL. The
    // scheme changes the path only through the default port.
    const auto writesThisPath = [&](const QUrl &url) {
        return layout.relativePathFor(url).value == relativePath;
    };
    QUrl http = https;
    http.setScheme(QStringLiteral("http"));
    const bool httpsFits = writesThisPath(https);
    const bool httpFits
        = https.port() == 443 ? writesThisPath(http) : https.port() != 80 && httpsFits;
    QList<QUrl> candidates;
    if (httpsFits)
        candidates.append(LocalCopyLayout::normalizedUrl(https));
    if (httpFits)
        candidates.append(LocalCopyLayout::normalizedUrl(http));
    if (candidates.isEmpty())
        return invalid();
    return candidates;
}

} // namespace

QList<QUrl> LocalCopyLayout::candidateUrlsFor(const QString &relativePath) const
{
    Result<QUrl> why;
    return candidatesOf(*this, relativePath, &why).value_or(QList<QUrl>());
}

LocalCopyLayout::Result<QUrl> LocalCopyLayout::urlFor(const QString &relativePath) const
{
    Result<QUrl> result;
    const std::optional<QList<QUrl>> candidates = candidatesOf(*this, relativePath, &result);
    if (candidates)
        result.value = candidates->first();
    return result;
}

LocalCopyLayout::Result<QUrl> LocalCopyLayout::urlForFilePath(const QString &filePath) const
{
    const QString prefix = m_root.endsWith(u'/') ? m_root : m_root + u'/';
    if (!filePath.startsWith(prefix))
        return failure<QUrl>(Error::InvalidPath,
                             Tr::tr("%1 is not inside the local copy folder %2.")
                                 .arg(filePath, QDir::toNativeSeparators(m_root)));
    return urlFor(filePath.sliced(prefix.size()));
}

} // namespace rsi
