// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The representation attributes of rs:md and rs:ln: hash (ATT-007/008/009),
// length (ATT-010), type (ATT-012), encoding (ATT-013) and path (ATT-014).
#include "attributevalues_p.h"
#include "syntax_p.h"
#include "validation/hashdigests.h"

#include <QCryptographicHash>
#include <QVarLengthArray>

#include <algorithm>
#include <optional>

namespace rsi::attributevalues {

namespace {

using namespace characters; // NOLINT: small ASCII predicates, read unqualified
using syntax::quoted;

// RFC 7230 tchar, which RFC 2045/6838 tokens fit within.
bool isTokenCharacter(char16_t c)
{
    if (isAsciiAlpha(c) || isAsciiDigit(c))
        return true;
    switch (c) {
    case u'!':
    case u'#':
    case u'$':
    case u'%':
    case u'&':
    case u'\'':
    case u'*':
    case u'+':
    case u'-':
    case u'.':
    case u'^':
    case u'_':
    case u'`':
    case u'|':
    case u'~':
        return true;
    default:
        return false;
    }
}

bool isToken(QStringView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
        return isTokenCharacter(c.unicode());
    });
}

// The tokens of a white-space-separated list, without allocating.
struct XmlSpaceTokens
{
    QStringView text;
    qsizetype at = 0;

    bool next(QStringView *token)
    {
        while (at < text.size() && isXmlSpace(text[at].unicode()))
            ++at;
        if (at >= text.size())
            return false;
        const qsizetype start = at;
        while (at < text.size() && !isXmlSpace(text[at].unicode()))
            ++at;
        *token = text.mid(start, at - start);
        return true;
    }
};

// How many hexadecimal digits a known algorithm's digest has.
std::optional<int> hexDigitsOf(QStringView name)
{
    const std::optional<QCryptographicHash::Algorithm> algorithm = hashAlgorithm(name);
    return algorithm ? std::optional<int>(2 * QCryptographicHash::hashLength(*algorithm))
                     : std::nullopt;
}

// Does `digest` look like the base64 or base64url encoding of `bytes` bytes?
bool looksLikeBase64(QStringView digest, int bytes)
{
    const qsizetype unpadded = (qsizetype(bytes) * 4 + 2) / 3;
    const qsizetype padded = (qsizetype(bytes) + 2) / 3 * 4;
    if (digest.size() != unpadded && digest.size() != padded && digest.size() != unpadded + 1)
        return false;
    return std::all_of(digest.begin(), digest.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return isAsciiAlpha(u) || isAsciiDigit(u) || u == u'+' || u == u'/' || u == u'-'
            || u == u'_' || u == u'=';
    });
}

// The findings about the tokens of one list-valued attribute (hash,
// encoding). A value can hold thousands of tokens, so only the first few
// faults are reported, each quoting its own token, and one more finding
// counts the rest: the size of the report stays independent of the input.
class TokenFindings
{
public:
    static constexpr int shown = 5;
    static constexpr qsizetype tokenQuote = 100;

    TokenFindings(ValidationContext &context, QStringView attribute, SourcePosition position)
        : m_context(context)
        , m_attribute(attribute)
        , m_position(position)
    { }
    Q_DISABLE_COPY_MOVE(TokenFindings)
    ~TokenFindings() { reportRest(); }

    // Whether a fault of `rule` should be reported; counts it otherwise.
    // The caller builds the message only when it is reported.
    // The rule and severity of the first fault not shown name the count.
    bool take(QStringView rule, std::optional<Severity> severity = std::nullopt)
    {
        if (m_reported < shown) {
            ++m_reported;
            return true;
        }
        if (m_more++ == 0) {
            m_moreRule = rule;
            m_moreSeverity = severity;
        }
        return false;
    }

    void report(QStringView rule, const QString &message,
                std::optional<Severity> severity = std::nullopt)
    {
        m_context.report(rule, message, m_position, severity);
    }

    static QString token(QStringView text) { return syntax::quoted(text, tokenQuote); }

private:
    void reportRest()
    {
        if (m_more == 0)
            return;
        m_context.report(m_moreRule,
                         Tr::tr("%1: further tokens with problems like those above: %2. They "
                                "are not listed one by one.")
                             .arg(m_attribute)
                             .arg(m_more),
                         m_position, m_moreSeverity);
    }

    ValidationContext &m_context;
    QStringView m_attribute;
    SourcePosition m_position;
    int m_reported = 0;
    qsizetype m_more = 0;
    QStringView m_moreRule;
    std::optional<Severity> m_moreSeverity;
};

bool isRegisteredTopLevelType(QStringView type)
{
    static constexpr QStringView types[]
        = {u"application", u"audio", u"example",   u"font", u"haptics", u"image",
           u"message",     u"model", u"multipart", u"text", u"video"};
    // As written, in lower case, first: it runs for every entry.
    if (std::find(std::begin(types), std::end(types), type) != std::end(types))
        return true;
    return std::any_of(std::begin(types), std::end(types), [type](QStringView known) {
        return known.compare(type, Qt::CaseInsensitive) == 0;
    });
}

// type "/" subtype *( OWS ";" OWS name "=" ( token / quoted-string ) ), or
// an explanation of what is wrong.
QString mediaTypeError(QStringView text)
{
    const qsizetype semicolon = text.indexOf(u';');
    const QStringView essence = trimmedView(semicolon < 0 ? text : text.left(semicolon));
    const qsizetype slash = essence.indexOf(u'/');
    if (slash < 0)
        return Tr::tr("it has no \"/\" between type and subtype, as in text/html");
    if (!isToken(essence.left(slash)) || !isToken(essence.mid(slash + 1)))
        return Tr::tr("type and subtype must be non-empty and may not contain spaces or any of "
                      "()<>@,;:\\\"/[]?=");
    qsizetype at = semicolon;
    while (at >= 0 && at < text.size()) {
        ++at; // past ';'
        while (at < text.size() && isXmlSpace(text[at].unicode()))
            ++at;
        const qsizetype nameStart = at;
        while (at < text.size() && isTokenCharacter(text[at].unicode()))
            ++at;
        if (at == nameStart || at >= text.size() || text[at] != u'=')
            return Tr::tr("a parameter must be written as ;name=value");
        ++at;
        if (at < text.size() && text[at] == u'"') {
            ++at;
            while (at < text.size() && text[at] != u'"') {
                if (text[at] == u'\\')
                    ++at;
                ++at;
            }
            if (at >= text.size())
                return Tr::tr("a quoted parameter value is not closed");
            ++at;
        } else {
            const qsizetype valueStart = at;
            while (at < text.size() && isTokenCharacter(text[at].unicode()))
                ++at;
            if (at == valueStart)
                return Tr::tr("a parameter must be written as ;name=value");
        }
        while (at < text.size() && isXmlSpace(text[at].unicode()))
            ++at;
        if (at < text.size() && text[at] != u';')
            return Tr::tr("parameters must be separated by \";\"");
    }
    return {};
}

} // namespace

// ------------------------------------------------------------------ hash

void checkHash(ValidationContext &context, const QString &value, SourcePosition position)
{
    TokenFindings findings(context, u"hash", position);
    const auto token = &TokenFindings::token;
    // Algorithms seen so far; a hash lists a handful at most.
    QVarLengthArray<QStringView, 4> seen;
    XmlSpaceTokens tokens {value};
    QStringView text;
    while (tokens.next(&text)) {
        const qsizetype colon = text.indexOf(u':');
        if (colon <= 0 || colon == text.size() - 1) {
            if (findings.take(u"ATT-007")) {
                findings.report(u"ATT-007",
                                Tr::tr("hash: \"%1\" is not of the form algorithm:hexdigest, "
                                       "e.g. md5:1e0d5cb8ef6ba40c99b14c0237be735e.")
                                    .arg(token(text)));
            }
            continue;
        }
        const QStringView name = text.left(colon);
        const QStringView digest = text.mid(colon + 1);
        const std::optional<int> hexDigits = hexDigitsOf(name);
        if (!hexDigits) {
            const QString lower = name.toString().toLower();
            if (hexDigitsOf(lower)) {
                if (findings.take(u"ATT-007")) {
                    findings.report(u"ATT-007",
                                    Tr::tr("hash: the algorithm name \"%1\" must be written in "
                                           "lower case, \"%2\".")
                                        .arg(name, lower));
                }
                continue;
            }
            if (findings.take(u"ATT-009")) {
                findings.report(u"ATT-009",
                                Tr::tr("hash: the algorithm \"%1\" is unknown to this validator, "
                                       "so its digest cannot be verified. Known: md5, sha-1, "
                                       "sha-224, sha-256, sha-384, sha-512.")
                                    .arg(token(name)));
            }
        }
        if (std::find(seen.cbegin(), seen.cend(), name) != seen.cend()) {
            if (findings.take(u"ATT-009")) {
                findings.report(
                    u"ATT-009",
                    Tr::tr("hash gives the algorithm \"%1\" more than once.").arg(token(name)));
            }
        } else if (seen.size() < 16) {
            // Bounded, so that a value of thousands of names stays linear.
            seen.append(name);
        }
        bool hex = true;
        bool upperCase = false;
        for (QChar c : digest) {
            hex = hex && isHexDigit(c.unicode());
            upperCase = upperCase || (c >= u'A' && c <= u'F');
        }
        if (!hex) {
            if (findings.take(u"ATT-007")) {
                const bool base64 = hexDigits && looksLikeBase64(digest, *hexDigits / 2);
                findings.report(u"ATT-007",
                                base64 ? Tr::tr("hash: the %1 digest \"%2\" looks like base64 or "
                                                "base64url; ResourceSync digests are written in "
                                                "hexadecimal (%3 digits).")
                                             .arg(name, token(digest))
                                             .arg(*hexDigits)
                                       : Tr::tr("hash: the digest \"%1\" must contain only "
                                                "hexadecimal digits 0-9 and a-f.")
                                             .arg(token(digest)));
            }
            continue;
        }
        if (digest.size() % 2 != 0) {
            if (findings.take(u"ATT-007")) {
                findings.report(u"ATT-007",
                                Tr::tr("hash: the digest \"%1\" has an odd number of "
                                       "hexadecimal digits; every byte takes two.")
                                    .arg(token(digest)));
            }
            continue;
        }
        if (hexDigits && digest.size() != *hexDigits) {
            if (findings.take(u"ATT-008")) {
                findings.report(u"ATT-008",
                                Tr::tr("hash: a digest of %1 has %2 hexadecimal digits, but "
                                       "\"%3\" has %4.")
                                    .arg(name)
                                    .arg(*hexDigits)
                                    .arg(token(digest))
                                    .arg(digest.size()));
            }
            continue;
        }
        if (upperCase && findings.take(u"ATT-009", Severity::Info)) {
            findings.report(u"ATT-009",
                            Tr::tr("hash: the digest \"%1\" uses upper-case hexadecimal digits. "
                                   "It is compared case-insensitively; lower case is usual.")
                                .arg(token(digest)),
                            Severity::Info);
        }
    }
}

void checkLength(ValidationContext &context, const QString &value, SourcePosition position)
{
    const bool digits = !value.isEmpty() && std::all_of(value.begin(), value.end(), [](QChar c) {
        return isAsciiDigit(c.unicode());
    });
    if (!digits) {
        context.report(u"ATT-010",
                       Tr::tr("length \"%1\" is not a number of bytes: it must be written with the "
                              "digits 0-9 only, without sign, spaces, separators or exponent.")
                           .arg(quoted(value)),
                       position);
        return;
    }
    bool ok = false;
    const qint64 bytes = value.toLongLong(&ok);
    if (!ok || bytes < 0) {
        context.report(
            u"ATT-010",
            Tr::tr("length \"%1\" is too large to be the length of any file.").arg(quoted(value)),
            position);
    }
}

void checkType(ValidationContext &context, const QString &value, SourcePosition position)
{
    const QStringView text = trimmedView(value);
    const QString error = mediaTypeError(text);
    if (!error.isEmpty()) {
        context.report(u"ATT-012",
                       Tr::tr("type \"%1\" is not a media type: %2.").arg(quoted(value), error),
                       position);
        return;
    }
    const qsizetype slash = text.indexOf(u'/');
    const QStringView top = text.left(slash);
    const QStringView subtype = text.mid(slash + 1);
    if (!isRegisteredTopLevelType(top)) {
        context.report(u"ATT-012",
                       Tr::tr("type \"%1\": \"%2\" is not a registered top-level media type "
                              "(application, audio, font, image, message, model, multipart, text, "
                              "video ...); a Destination may not know it.")
                           .arg(quoted(value), quoted(top)),
                       position, Severity::Info);
    } else if (const auto first = subtype.isEmpty() ? 0u : (subtype.front().unicode() | 0x20u);
               (first == u'x' || first == u'v' || first == u'p')
               && (subtype.startsWith(u"x-", Qt::CaseInsensitive)
                   || subtype.startsWith(u"x.", Qt::CaseInsensitive)
                   || subtype.startsWith(u"vnd.", Qt::CaseInsensitive)
                   || subtype.startsWith(u"prs.", Qt::CaseInsensitive))) {
        context.report(u"ATT-012",
                       Tr::tr("type \"%1\" is an unregistered, vendor or personal media type; a "
                              "Destination may not know it.")
                           .arg(quoted(value)),
                       position, Severity::Info);
    }
}

void checkEncoding(ValidationContext &context, const QString &value, SourcePosition position)
{
    static constexpr QStringView codings[]
        = {u"aes128gcm", u"br",       u"compress",     u"dcb",        u"dcz",    u"deflate", u"exi",
           u"gzip",      u"identity", u"pack200-gzip", u"x-compress", u"x-gzip", u"zstd"};
    TokenFindings findings(context, u"encoding", position);
    const auto token = &TokenFindings::token;
    bool anyCoding = false;
    for (QStringView part : QStringView(value).split(u',')) {
        const QStringView coding = trimmedView(part);
        if (coding.isEmpty())
            continue; // RFC 7230 #rule: empty list elements are tolerated
        anyCoding = true;
        if (!isToken(coding)) {
            if (findings.take(u"ATT-013")) {
                findings.report(u"ATT-013",
                                Tr::tr("encoding: \"%1\" is not a content-coding token. The value "
                                       "is a comma-separated list of codings such as gzip.")
                                    .arg(token(coding)));
            }
            continue;
        }
        const bool known
            = std::any_of(std::begin(codings), std::end(codings), [coding](QStringView name) {
                  return name.compare(coding, Qt::CaseInsensitive) == 0;
              });
        if (known || !findings.take(u"ATT-013", Severity::Info))
            continue;
        const bool charset = coding.startsWith(u"utf", Qt::CaseInsensitive)
            || coding.startsWith(u"iso-8859", Qt::CaseInsensitive)
            || coding.compare(u"us-ascii", Qt::CaseInsensitive) == 0;
        findings.report(u"ATT-013",
                        charset ? Tr::tr("encoding: \"%1\" looks like a character set. encoding "
                                         "names the content coding the server applied (as in "
                                         "Content-Encoding), such as gzip.")
                                      .arg(token(coding))
                                : Tr::tr("encoding: \"%1\" is not in the IANA HTTP content-coding "
                                         "registry (gzip, deflate, br, compress, identity, zstd "
                                         "...).")
                                      .arg(token(coding)),
                        Severity::Info);
    }
    if (!anyCoding) {
        context.report(u"ATT-013",
                       Tr::tr("encoding \"%1\" names no content coding.").arg(quoted(value)),
                       position);
    }
}

void checkPath(ValidationContext &context, const QString &value, SourcePosition position)
{
    QString problem;
    if (!value.startsWith(u'/')) {
        problem = Tr::tr("it must start with \"/\" (the root of the package)");
    } else if (value.size() < 2) {
        problem = Tr::tr("it must name a file after the \"/\"");
    } else if (value.contains(QChar(0))) {
        problem = Tr::tr("it contains a NUL character");
    } else if (value == u"/manifest.xml") {
        problem = Tr::tr("it names the manifest itself, which is not a bitstream of the package");
    } else {
        for (QStringView segment : QStringView(value).mid(1).split(u'/')) {
            if (segment.isEmpty()) {
                problem = Tr::tr("it contains an empty segment (\"//\" or a final \"/\")");
                break;
            }
            if (segment == u"." || segment == u"..") {
                problem = Tr::tr("it contains a \"%1\" segment, which could point outside the "
                                 "package")
                              .arg(segment);
                break;
            }
        }
    }
    if (!problem.isEmpty()) {
        context.report(u"ATT-014",
                       Tr::tr("path \"%1\" is not a file path inside the package: %2.")
                           .arg(quoted(value), problem),
                       position);
    }
    if (value.contains(u'\\')) {
        context.report(u"ATT-014",
                       Tr::tr("path \"%1\" contains a backslash. Paths in a package use \"/\" as "
                              "separator; a backslash is part of a file name.")
                           .arg(quoted(value)),
                       position, Severity::Warning);
    }
}

} // namespace rsi::attributevalues
