// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localcopylayout.h"

#include "localcopynames_p.h"
#include "plainurltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace rsi {

using namespace localcopynames;

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

constexpr qsizetype alternativeHashDigits = 8;

// The folder of an authority as QUrl writes it fully encoded (ASCII: ACE
// host, brackets, port), worked out once per authority in a row (a source's
// resources mostly share one).
QString authorityFolder(QStringView authority)
{
    thread_local QString lastAuthority;
    thread_local QString lastAuthorityName;
    if (authority != lastAuthority || lastAuthority.isNull()) {
        QString name;
        for (const QChar c : authority)
            appendCodePoint(name, c.unicode());
        lastAuthorityName = finishName(name, true);
        lastAuthority = authority.toString();
    }
    return lastAuthorityName;
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

    QString relative = authorityFolder(normalized.authority(QUrl::FullyEncoded));
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

std::optional<QString> LocalCopyLayout::plainRelativePathFor(QStringView urlText)
{
    if (!isPlainNormalizedUrl(urlText))
        return std::nullopt;
    // What relativePathFor() does, read off the text: a plain URL's
    // components are its text's (FullyEncoded is the text), its authority
    // is ASCII, and its path holds only unreserved characters and "/", each
    // of which a name keeps as itself (appendComponent() copies them), with
    // no "." or ".." segment, no escape and no query.
    const qsizetype size = urlText.size();
    const QChar *text = urlText.data();
    const qsizetype authorityStart = text[4] == u's' ? 8 : 7; // after "https://" or "http://"
    qsizetype pathStart = authorityStart;
    while (text[pathStart] != u'/') // a plain URL has a path
        ++pathStart;
    QString relative = authorityFolder(urlText.sliced(authorityStart, pathStart - authorityStart));
    relative.reserve(relative.size() + size - pathStart + indexFileName().size());
    qsizetype at = pathStart + 1;
    for (;;) {
        qsizetype end = at;
        while (end < size && text[end] != u'/')
            ++end;
        const bool isLast = end == size;
        const QStringView segment = urlText.sliced(at, end - at);
        if (segment.isEmpty() && !isLast)
            return std::nullopt; // refused ("a//b"): relativePathFor() says why
        relative += u'/';
        if (segment.isEmpty()) {
            relative += indexFileName();
            break;
        }
        if (isSurelyFinishedName(segment))
            relative += segment;
        else
            relative += finishName(segment.toString(), false);
        if (isLast)
            break;
        at = end + 1;
    }
    return relative;
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
    // ASCII (nearly every path) only has A-Z to lower, which is all that
    // toLower() does to it, here at a quarter of its cost: a mirror takes
    // the key of every path it gives.
    const auto *text = reinterpret_cast<const char16_t *>(relativePath.constData());
    const qsizetype size = relativePath.size();
    const auto isUpper = [](char16_t c) {
        return c >= u'A' && c <= u'Z';
    };
    bool ascii = true;
    qsizetype firstUpper = -1;
    for (qsizetype i = 0; i < size; ++i) {
        if (text[i] >= 0x80) {
            ascii = false;
            break;
        }
        if (firstUpper < 0 && isUpper(text[i]))
            firstUpper = i;
    }
    if (ascii) {
        if (firstUpper < 0)
            return relativePath;
        QString key = relativePath;
        char16_t *out = reinterpret_cast<char16_t *>(key.data()); // detaches
        for (qsizetype i = firstUpper; i < size; ++i) {
            if (isUpper(out[i]))
                out[i] = char16_t(out[i] + (u'a' - u'A'));
        }
        return key;
    }
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
