// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The syntax of rs:md and rs:ln attribute values (catalogue section 3) on
// every rs:md and rs:ln of the document, root and url level, plus <lastmod>:
// W3C Datetime (ATT-001/002/021), hash, length, type, encoding, path, pri,
// href and rel, empty values (ATT-023), and how attributes are named
// (GEN-019 unprefixed RS attributes, GEN-020 prefixed extensions).
//
// Where an attribute may appear is the profile's business (ATT-005/006/015/
// 016, TA-001); this group judges the value wherever it appears, except for
// change, which has a meaning only where it is used (CL and CDM entries).
#include "characters_p.h"
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/hashdigests.h"
#include "validation/validationcontext.h"

#include <QVarLengthArray>

namespace rsi {

namespace {

using namespace characters; // NOLINT: small ASCII predicates, read unqualified
using syntax::quoted;

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

constexpr QStringView resourceSyncNamespace = u"http://www.openarchives.org/rs/terms/";
constexpr QStringView patchRelation = u"http://www.openarchives.org/rs/terms/patch";

// The attributes ResourceSync defines on rs:md and rs:ln, recognised once
// per attribute by length and text (no string table scans per entry).
enum class Name {
    Other,
    Capability,
    At,
    Completed,
    From,
    Until,
    Change,
    Datetime,
    Hash,
    Length,
    Type,
    Encoding,
    Path,
    Href,
    Rel,
    Pri,
    Modified
};

Name nameOf(QStringView name)
{
    switch (name.size()) {
    case 2:
        return name == u"at" ? Name::At : Name::Other;
    case 3:
        return name == u"rel" ? Name::Rel : name == u"pri" ? Name::Pri : Name::Other;
    case 4:
        if (name == u"hash")
            return Name::Hash;
        if (name == u"type")
            return Name::Type;
        if (name == u"path")
            return Name::Path;
        if (name == u"from")
            return Name::From;
        return name == u"href" ? Name::Href : Name::Other;
    case 5:
        return name == u"until" ? Name::Until : Name::Other;
    case 6:
        if (name == u"length")
            return Name::Length;
        return name == u"change" ? Name::Change : Name::Other;
    case 8:
        if (name == u"encoding")
            return Name::Encoding;
        if (name == u"datetime")
            return Name::Datetime;
        return name == u"modified" ? Name::Modified : Name::Other;
    case 9:
        return name == u"completed" ? Name::Completed : Name::Other;
    case 10:
        return name == u"capability" ? Name::Capability : Name::Other;
    default:
        return Name::Other;
    }
}

enum class Element { Metadata, Link };

bool isDefinedFor(Name name, Element element)
{
    switch (name) {
    case Name::Other:
        return false;
    case Name::Hash:
    case Name::Length:
    case Name::Type:
    case Name::Encoding:
    case Name::Path:
        return true;
    case Name::Href:
    case Name::Rel:
    case Name::Pri:
    case Name::Modified:
        return element == Element::Link;
    case Name::Capability:
    case Name::At:
    case Name::Completed:
    case Name::From:
    case Name::Until:
    case Name::Change:
    case Name::Datetime:
        return element == Element::Metadata;
    }
    return false;
}

bool isBlank(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return isXmlSpace(c.unicode()); });
}

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

QStringView trimmedView(QStringView text)
{
    while (!text.isEmpty() && isXmlSpace(text.front().unicode()))
        text = text.mid(1);
    while (!text.isEmpty() && isXmlSpace(text.back().unicode()))
        text.chop(1);
    return text;
}

// ------------------------------------------------------------- datetimes

enum class TimeUse { Attribute, Lastmod, Modified };

void checkTime(ValidationContext &context, const QString &what, const QString &value, TimeUse use,
               SourcePosition position)
{
    const W3cDatetime time = W3cDatetime::parse(value);
    if (!time.valid) {
        context.report(u"ATT-001",
                       Tr::tr("%1 \"%2\" is not a W3C Datetime: %3. Write it as "
                              "YYYY-MM-DDThh:mm:ssZ, e.g. 2013-01-03T09:00:00Z.")
                           .arg(what, quoted(value), time.error),
                       position);
        return;
    }
    if (time.leapSecond) {
        context.report(u"ATT-001",
                       Tr::tr("%1 \"%2\" names a leap second (ss = 60). It is valid, but many "
                              "programs cannot represent it.")
                           .arg(what, quoted(value)),
                       position, Severity::Warning);
    }
    if (use == TimeUse::Modified) {
        if (time.isReducedPrecision()) {
            context.report(u"ATT-021",
                           Tr::tr("%1 \"%2\" is not a complete date and time. modified comes from "
                                  "the Atom Link Extensions, which use an RFC 3339 date-time such "
                                  "as 2013-01-03T09:00:00Z.")
                               .arg(what, quoted(value)),
                           position);
        }
        return;
    }
    if (time.paddedWithSpace) {
        context.report(u"ATT-002",
                       Tr::tr("%1 \"%2\" has white space around the datetime; some readers will "
                              "not accept it.")
                           .arg(what, quoted(value)),
                       position);
    } else if (time.isReducedPrecision()) {
        context.report(u"ATT-002",
                       Tr::tr("%1 \"%2\" has reduced precision. ResourceSync recommends a complete "
                              "date and time in UTC, YYYY-MM-DDThh:mm:ssZ; a shorter value stands "
                              "for a whole interval and makes comparisons approximate.")
                           .arg(what, quoted(value)),
                       position);
    } else if (!time.utc) {
        context.report(u"ATT-002",
                       Tr::tr("%1 \"%2\" uses a time zone offset. ResourceSync recommends UTC, "
                              "written with Z (YYYY-MM-DDThh:mm:ssZ).")
                           .arg(what, quoted(value)),
                       position);
    }
}

// ------------------------------------------------------------------ hash

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

// --------------------------------------------------- other value syntax

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

void checkPri(ValidationContext &context, const QString &value, SourcePosition position)
{
    const bool digits = !value.isEmpty() && value.size() <= 16
        && std::all_of(value.begin(), value.end(),
                       [](QChar c) { return isAsciiDigit(c.unicode()); });
    const qint64 number = digits ? value.toLongLong() : 0;
    if (!digits || number < 1 || number > 999'999) {
        context.report(u"ATT-017",
                       Tr::tr("pri \"%1\" is not an integer from 1 to 999999 (a lower number is a "
                              "higher priority).")
                           .arg(quoted(value)),
                       position);
    }
}

void checkHref(ValidationContext &context, const QString &value, SourcePosition position)
{
    if (syntax::schemeLength(trimmedView(value)) == 0) {
        context.report(u"ATT-018",
                       Tr::tr("href \"%1\" is a relative reference. It is resolved against the "
                              "document's URI, but an absolute URI is safer for Destinations.")
                           .arg(quoted(value)),
                       position, Severity::Warning);
    }
}

// rel: one registered relation name (RFC 5988 reg-rel-type, case-insensitive)
// or an absolute URI.
bool isValidRel(QStringView rel)
{
    if (rel.isEmpty())
        return false;
    if (rel.contains(u':'))
        return syntax::schemeLength(rel) > 0 && std::none_of(rel.begin(), rel.end(), [](QChar c) {
                   return c.unicode() <= 0x20 || c == u'"' || c == u'<' || c == u'>';
               });
    if (!isAsciiAlpha(rel.front().unicode()))
        return false;
    return std::all_of(rel.begin(), rel.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return isAsciiAlpha(u) || isAsciiDigit(u) || u == u'.' || u == u'-';
    });
}

bool isFeaturedRel(QStringView rel)
{
    static constexpr QStringView featured[]
        = {u"up",        u"index",      u"describedby", u"describes", u"contents",
           u"duplicate", u"alternate",  u"canonical",   u"memento",   u"timegate",
           u"timemap",   u"collection", u"via",         u"profile"};
    if (rel == patchRelation)
        return true;
    return std::any_of(std::begin(featured), std::end(featured), [rel](QStringView known) {
        return known.compare(rel, Qt::CaseInsensitive) == 0;
    });
}

void checkRel(ValidationContext &context, const QString &value, bool entryLevel,
              SourcePosition position)
{
    if (!isValidRel(value)) {
        const bool several
            = std::any_of(value.begin(), value.end(), [](QChar c) { return c.isSpace(); });
        context.report(u"ATT-019",
                       several
                           ? Tr::tr("rel \"%1\" contains white space. An <rs:ln> carries "
                                    "exactly one relation type; use one link per relation.")
                                 .arg(quoted(value))
                           : Tr::tr("rel \"%1\" is neither a registered relation name (letters, "
                                    "digits, \".\" and \"-\") nor an absolute URI.")
                                 .arg(quoted(value)),
                       position);
        return;
    }
    // Root links are judged by GEN-008. A Capability List's notification
    // channel names its hub (Framework Notification §5; NT-003).
    const bool channelHub = context.type() == DocumentType::CapabilityList
        && value.compare(u"hub", Qt::CaseInsensitive) == 0;
    if (entryLevel && !isFeaturedRel(value) && !channelHub) {
        context.report(u"ATT-020",
                       Tr::tr("rel \"%1\" is not a relation that ResourceSync describes; a "
                              "Destination that does not know it will fall back to <loc>.")
                           .arg(quoted(value)),
                       position);
    }
}

// ------------------------------------------------------ attribute names

// GEN-019/GEN-020 for one attribute; true when the attribute is a defined
// unprefixed one whose value should be checked.
bool checkName(ValidationContext &context, const Attribute &attribute, Name name, Element element,
               SourcePosition position)
{
    const bool defined = isDefinedFor(name, element);
    const QString elementName
        = element == Element::Metadata ? QStringLiteral("<rs:md>") : QStringLiteral("<rs:ln>");
    if (attribute.isUnprefixed()) {
        if (defined)
            return true;
        context.report(
            u"GEN-020",
            Tr::tr("%1 has the attribute %2=\"%3\", which ResourceSync does not define "
                   "for it. An extension attribute must carry a prefix bound to its "
                   "own namespace (e.g. ex:%2).")
                .arg(elementName, quoted(attribute.localName()), quoted(attribute.value)),
            position);
        return false;
    }
    if (!syntax::isResourceSyncLike(attribute.namespaceUri))
        return false; // an extension attribute in its own namespace, or xml:*
    if (defined) {
        context.report(
            u"GEN-019",
            Tr::tr("%1 has the attribute %2; ResourceSync attributes are written without "
                   "a prefix: %3=\"%4\".")
                .arg(elementName, quoted(attribute.qualifiedName), quoted(attribute.localName()),
                     quoted(attribute.value)),
            position);
    } else {
        context.report(
            u"GEN-020",
            Tr::tr("%1 has the attribute %2 in the ResourceSync namespace, which defines "
                   "no such attribute. An extension attribute must be in a namespace "
                   "of its own.")
                .arg(elementName, quoted(attribute.qualifiedName)),
            position);
    }
    return false;
}

void checkMetadata(ValidationContext &context, const Metadata &metadata, bool entryLevel)
{
    const DocumentType type = context.type();
    const bool changeUsed = entryLevel
        && (type == DocumentType::ChangeList || type == DocumentType::ChangeDumpManifest);
    for (const Attribute &attribute : metadata.attributes.all()) {
        const Name name = nameOf(attribute.localName());
        if (!checkName(context, attribute, name, Element::Metadata, metadata.position))
            continue;
        const QString &value = attribute.value;
        if (isBlank(value)) {
            context.report(u"ATT-023",
                           Tr::tr("<rs:md> has %1=\"%2\": an attribute that ResourceSync defines "
                                  "never has an empty value. Give a value or leave it out.")
                               .arg(attribute.localName(), quoted(value)),
                           metadata.position);
            continue;
        }
        switch (name) {
        case Name::At:
        case Name::Completed:
        case Name::From:
        case Name::Until:
        case Name::Datetime:
            checkTime(context, attribute.localName(), value, TimeUse::Attribute, metadata.position);
            break;
        case Name::Hash:
            checkHash(context, value, metadata.position);
            break;
        case Name::Length:
            checkLength(context, value, metadata.position);
            break;
        case Name::Type:
            checkType(context, value, metadata.position);
            break;
        case Name::Encoding:
            checkEncoding(context, value, metadata.position);
            break;
        case Name::Path:
            checkPath(context, value, metadata.position);
            break;
        case Name::Change:
            if (changeUsed && value != u"created" && value != u"updated" && value != u"deleted") {
                context.report(u"ATT-006",
                               Tr::tr("change=\"%1\" is not a defined change. It must be created, "
                                      "updated or deleted, in lower case.")
                                   .arg(quoted(value)),
                               metadata.position);
            }
            break;
        default:
            // capability: ATT-004 at the root (generic rules); per entry SD-005/CAP-006.
            break;
        }
    }
}

void checkLink(ValidationContext &context, const Link &link, bool entryLevel)
{
    for (const Attribute &attribute : link.attributes.all()) {
        const Name name = nameOf(attribute.localName());
        if (!checkName(context, attribute, name, Element::Link, link.position))
            continue;
        const QString &value = attribute.value;
        if (isBlank(value)) {
            if (name == Name::Href || name == Name::Rel)
                continue; // reported below as missing
            context.report(u"ATT-023",
                           Tr::tr("<rs:ln> has %1=\"%2\": an attribute that ResourceSync defines "
                                  "never has an empty value. Give a value or leave it out.")
                               .arg(attribute.localName(), quoted(value)),
                           link.position);
            continue;
        }
        switch (name) {
        case Name::Href:
            checkHref(context, value, link.position);
            break;
        case Name::Rel:
            checkRel(context, value, entryLevel, link.position);
            break;
        case Name::Modified:
            checkTime(context, attribute.localName(), value, TimeUse::Modified, link.position);
            break;
        case Name::Hash:
            checkHash(context, value, link.position);
            break;
        case Name::Length:
            checkLength(context, value, link.position);
            break;
        case Name::Type:
            checkType(context, value, link.position);
            break;
        case Name::Encoding:
            checkEncoding(context, value, link.position);
            break;
        case Name::Path:
            checkPath(context, value, link.position);
            break;
        case Name::Pri:
            checkPri(context, value, link.position);
            break;
        default:
            break;
        }
    }
    const std::optional<QString> href = link.href();
    if ((!href && !syntax::hasPrefixedResourceSync(link.attributes, u"href"))
        || (href && isBlank(*href))) {
        context.report(u"ATT-018",
                       href ? Tr::tr("<rs:ln> has an empty href. Every link must give the URI it "
                                     "points to.")
                            : Tr::tr("<rs:ln> has no href. Every link must give the URI it points "
                                     "to."),
                       link.position);
    }
    const std::optional<QString> rel = link.rel();
    if ((!rel && !syntax::hasPrefixedResourceSync(link.attributes, u"rel"))
        || (rel && isBlank(*rel))) {
        context.report(u"ATT-019",
                       rel ? Tr::tr("<rs:ln> has an empty rel. Every link must say how it relates, "
                                    "e.g. rel=\"up\".")
                           : Tr::tr("<rs:ln> has no rel. Every link must say how it relates, e.g. "
                                    "rel=\"up\"."),
                       link.position);
    }
}

// ATT-022: representation attributes on a generic URI with alternates.
// In a Resource Dump Manifest RDM-014 says the same, with advice that fits
// manifests, so it is not repeated here.
void checkRepresentationAttributes(ValidationContext &context, const Entry &entry)
{
    if (!entry.metadata || context.type() == DocumentType::ResourceDumpManifest)
        return;
    const bool hasAlternate
        = std::any_of(entry.links.cbegin(), entry.links.cend(),
                      [](const Link &link) { return link.hasRel(u"alternate"); });
    if (!hasAlternate)
        return;
    static constexpr QStringView representation[]
        = {u"encoding", u"hash", u"length", u"path", u"type"};
    QStringList present;
    for (QStringView name : representation) {
        if (entry.metadata->attributes.has(name))
            present.append(name.toString());
    }
    if (present.isEmpty())
        return;
    context.report(
        u"ATT-022",
        Tr::tr("%1 has alternate representations (rel=\"alternate\"), so it is a generic "
               "URI; its rs:md attributes %2 describe only one of its representations.")
            .arg(quoted(entry.trimmedLoc()), present.join(QStringLiteral(", "))),
        entry.metadata->position);
}

void check(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.metadata)
        checkMetadata(context, *document.metadata, false);
    for (const Link &link : document.links)
        checkLink(context, link, false);
    for (const Entry &entry : document.entries) {
        if (entry.lastmod) {
            checkTime(context, QStringLiteral("<lastmod>"), *entry.lastmod, TimeUse::Lastmod,
                      entry.lastmodPosition);
        }
        if (entry.metadata)
            checkMetadata(context, *entry.metadata, true);
        for (const Link &link : entry.links)
            checkLink(context, link, true);
        checkRepresentationAttributes(context, entry);
    }
}

QStringList ruleIds()
{
    return {
        QStringLiteral("ATT-001"), QStringLiteral("ATT-002"), QStringLiteral("ATT-006"),
        QStringLiteral("ATT-007"), QStringLiteral("ATT-008"), QStringLiteral("ATT-009"),
        QStringLiteral("ATT-010"), QStringLiteral("ATT-012"), QStringLiteral("ATT-013"),
        QStringLiteral("ATT-014"), QStringLiteral("ATT-017"), QStringLiteral("ATT-018"),
        QStringLiteral("ATT-019"), QStringLiteral("ATT-020"), QStringLiteral("ATT-021"),
        QStringLiteral("ATT-022"), QStringLiteral("ATT-023"), QStringLiteral("GEN-019"),
        QStringLiteral("GEN-020"),
    };
}

} // namespace

const RuleGroup rules::attributes {"attributes", ruleIds, check};

} // namespace rsi
