// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The generic Sitemap rules (catalogue section 2) that the parser and the
// type profile leave open: the root rs:md and its capability (GEN-005..007,
// ATT-004, GEN-032), root links (GEN-008), and each entry's Sitemap elements
// (<loc>, <lastmod>/<changefreq> multiplicity, <changefreq>, <priority>, a
// second rs:md), the empty document (GEN-023) and the Sitemap host and path
// scope (GEN-026, GEN-027). Everything here is one linear pass over the
// entries, without regular expressions or allocations per entry.
#include "characters_p.h"
#include "rulegroup.h"
#include "syntax_p.h"
#include "validation/validationcontext.h"

namespace rsi {

namespace {

using syntax::quoted;

using namespace characters; // NOLINT: small ASCII predicates, read unqualified

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// QStringView::trimmed(), with a fast path for the usual case of a value
// that starts and ends with a visible ASCII character.
QStringView trimmed(QStringView text)
{
    const auto visible = [](QChar c) {
        return c.unicode() > 0x20 && c.unicode() < 0x7f;
    };
    if (text.isEmpty() || (visible(text.front()) && visible(text.back())))
        return text;
    return text.trimmed();
}

// Characters RFC 3986 allows in a URI besides '%' escapes.
bool isUriCharacter(char16_t c)
{
    if (isAsciiAlpha(c) || isAsciiDigit(c))
        return true;
    switch (c) {
    case u'-':
    case u'.':
    case u'_':
    case u'~': // unreserved
    case u':':
    case u'/':
    case u'?':
    case u'#':
    case u'[':
    case u']':
    case u'@': // gen-delims
    case u'!':
    case u'$':
    case u'&':
    case u'\'':
    case u'(':
    case u')':
    case u'*':
    case u'+':
    case u',':
    case u';':
    case u'=': // sub-delims
        return true;
    default:
        return false;
    }
}

enum class UriProblem { None, NoScheme, BadCharacter, BadEscape, NoHost, NonAscii };

struct UriCheck
{
    UriProblem problem = UriProblem::None;
    QChar character; // the offending character for BadCharacter/NonAscii
};

// Is `text` (already trimmed) an absolute URI in the sense of RFC 3986?
// Non-ASCII characters make it an IRI: reported separately, because the
// Sitemap protocol asks for them percent-encoded but many readers cope.
UriCheck checkAbsoluteUri(QStringView text)
{
    UriCheck result;
    const qsizetype scheme = syntax::schemeLength(text);
    if (scheme == 0)
        return {UriProblem::NoScheme, {}};
    for (qsizetype i = scheme + 1; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c == u'%') {
            if (i + 2 >= text.size() || !isHexDigit(text[i + 1].unicode())
                || !isHexDigit(text[i + 2].unicode()))
                return {UriProblem::BadEscape, {}};
            i += 2;
        } else if (c >= 0x80) {
            if (result.problem == UriProblem::None)
                result = {UriProblem::NonAscii, text[i]};
        } else if (!isUriCharacter(c)) {
            return {UriProblem::BadCharacter, text[i]};
        }
    }
    const QStringView schemeName = text.left(scheme);
    if (schemeName.compare(u"http", Qt::CaseInsensitive) == 0
        || schemeName.compare(u"https", Qt::CaseInsensitive) == 0) {
        const QStringView rest = text.mid(scheme + 1);
        if (!rest.startsWith(u"//") || rest.size() == 2 || rest[2] == u'/' || rest[2] == u'?'
            || rest[2] == u'#')
            return {UriProblem::NoHost, {}};
    }
    return result;
}

QString describeCharacter(QChar c)
{
    if (c.unicode() < 0x20 || c.isSpace())
        return QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
    return QStringLiteral("\"%1\"").arg(c);
}

// The scheme and authority (without user info or a default port) of a URI
// that has an authority. Views into `uri`: no allocation per entry.
struct Site
{
    QStringView scheme;
    QStringView authority;

    bool isValid() const { return !scheme.isEmpty(); }
    bool operator==(const Site &other) const
    {
        return scheme.compare(other.scheme, Qt::CaseInsensitive) == 0
            && authority.compare(other.authority, Qt::CaseInsensitive) == 0;
    }
};

Site siteOf(QStringView uri)
{
    const qsizetype scheme = syntax::schemeLength(uri);
    if (scheme == 0 || uri.mid(scheme + 1, 2) != u"//")
        return {};
    const QStringView afterSlashes = uri.mid(scheme + 3);
    qsizetype end = 0;
    while (end < afterSlashes.size() && afterSlashes[end] != u'/' && afterSlashes[end] != u'?'
           && afterSlashes[end] != u'#')
        ++end;
    Site site {uri.left(scheme), afterSlashes.left(end)};
    const qsizetype at = site.authority.lastIndexOf(u'@');
    if (at >= 0)
        site.authority = site.authority.mid(at + 1);
    if ((site.scheme.compare(u"http", Qt::CaseInsensitive) == 0 && site.authority.endsWith(u":80"))
        || (site.scheme.compare(u"https", Qt::CaseInsensitive) == 0
            && site.authority.endsWith(u":443")))
        site.authority = site.authority.left(site.authority.lastIndexOf(u':'));
    if (site.authority.endsWith(u':'))
        site.authority.chop(1);
    return site;
}

// The path part of a URI that has an authority, up to '?' or '#'.
QStringView pathOf(QStringView uri)
{
    const qsizetype scheme = syntax::schemeLength(uri);
    if (scheme == 0 || uri.mid(scheme + 1, 2) != u"//")
        return {};
    const QStringView afterSlashes = uri.mid(scheme + 3);
    const qsizetype slash = afterSlashes.indexOf(u'/');
    if (slash < 0)
        return u"/";
    const QStringView path = afterSlashes.mid(slash);
    qsizetype end = 0;
    while (end < path.size() && path[end] != u'?' && path[end] != u'#')
        ++end;
    return path.left(end);
}

// ---------------------------------------------------------------- the root

void checkCapabilityValue(ValidationContext &context, const Metadata &metadata)
{
    const std::optional<QString> capability = metadata.capability();
    if (!capability || capability->trimmed().isEmpty())
        return; // GEN-006, or ATT-023 for an empty value
    const QString &value = *capability;
    // Notifications are judged by their own rules (notificationrules.cpp).
    if (isDefinedCapability(value) || isNotificationCapability(value))
        return;
    if (context.options().extensionCapabilities.contains(value)) {
        context.report(u"ATT-004",
                       Tr::tr("capability=\"%1\" is defined by another specification, not by "
                              "ResourceSync core; this document is not validated against it.")
                           .arg(quoted(value)),
                       metadata.position, Severity::Warning);
        return;
    }
    static constexpr QStringView defined[]
        = {u"description",           u"capabilitylist", u"resourcelist", u"resourcedump",
           u"resourcedump-manifest", u"changelist",     u"changedump",   u"changedump-manifest"};
    const QString trimmed = value.trimmed();
    for (QStringView candidate : defined) {
        if (trimmed.compare(candidate, Qt::CaseInsensitive) == 0) {
            context.report(u"ATT-004",
                           Tr::tr("capability=\"%1\" is not a ResourceSync capability. Values are "
                                  "compared exactly, without spaces and case-sensitively: write "
                                  "\"%2\".")
                               .arg(quoted(value), quoted(candidate)),
                           metadata.position);
            return;
        }
    }
    context.report(u"ATT-004",
                   Tr::tr("capability=\"%1\" is not a ResourceSync capability. It must be one of "
                          "description, capabilitylist, resourcelist, resourcedump, "
                          "resourcedump-manifest, changelist, changedump or changedump-manifest.")
                       .arg(quoted(value)),
                   metadata.position);
}

void checkCapabilityFitsRoot(ValidationContext &context, const Metadata &metadata)
{
    const std::optional<QString> capability = metadata.capability();
    if (!context.document().isIndex() || !capability)
        return;
    // capabilitylist in a <sitemapindex> is CAP-008's warning.
    if (*capability == u"resourcedump-manifest" || *capability == u"changedump-manifest") {
        context.report(u"GEN-007",
                       Tr::tr("A <sitemapindex> cannot have capability=\"%1\": a manifest is the "
                              "single manifest.xml file inside a dump package and is always a "
                              "<urlset>.")
                           .arg(quoted(*capability)),
                       metadata.position);
    }
}

void checkTopLevelAttributes(ValidationContext &context, const Metadata &metadata)
{
    static constexpr QStringView entryOnly[]
        = {u"change", u"hash", u"length", u"type", u"path", u"encoding", u"datetime"};
    for (const Attribute &attribute : metadata.attributes.all()) {
        if (!attribute.isUnprefixed())
            continue;
        const QString name = attribute.localName();
        if (std::find(std::begin(entryOnly), std::end(entryOnly), name) == std::end(entryOnly))
            continue;
        if (name == u"datetime" && context.judges10())
            continue; // ATT-016 already says that datetime is a 1.1 attribute
        context.report(
            u"GEN-032",
            Tr::tr("The root <rs:md> has %1=\"%2\". At the top level only capability, at, "
                   "completed, from and until have a meaning; %1 describes an entry and "
                   "belongs on a <url>'s <rs:md>.")
                .arg(name, quoted(attribute.value)),
            metadata.position);
    }
}

void checkRoot(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.rootMetadataCount == 0) {
        context.report(
            u"GEN-005",
            Tr::tr("The root <%1> has no <rs:md> child. Every ResourceSync document must "
                   "have exactly one, whose capability says what the document is; "
                   "without it this is a plain Sitemap.")
                .arg(document.rootName),
            document.rootPosition);
        return;
    }
    if (document.rootMetadataCount > 1) {
        context.report(u"GEN-005",
                       Tr::tr("The root <%1> has %2 <rs:md> children; it must have exactly one. "
                              "Only the first is used.")
                           .arg(document.rootName)
                           .arg(document.rootMetadataCount),
                       document.rootPosition);
    }
    if (!document.metadata)
        return;
    const Metadata &metadata = *document.metadata;
    if (!metadata.attributes.has(u"capability")
        && !syntax::hasPrefixedResourceSync(metadata.attributes, u"capability")) {
        context.report(u"GEN-006",
                       Tr::tr("The root <rs:md> has no capability attribute. It is mandatory in "
                              "every ResourceSync document and says what the document is "
                              "(resourcelist, changelist ...)."),
                       metadata.position);
    }
    checkCapabilityValue(context, metadata);
    checkCapabilityFitsRoot(context, metadata);
    checkTopLevelAttributes(context, metadata);
}

// A rel value that ATT-019 accepts as one relation type.
bool isSingleRel(const QString &rel)
{
    if (rel.isEmpty())
        return false;
    return std::none_of(rel.cbegin(), rel.cend(), [](QChar c) { return c.isSpace(); });
}

void checkRootLinks(ValidationContext &context)
{
    for (const Link &link : context.document().links) {
        const std::optional<QString> rel = link.rel();
        if (!rel || !isSingleRel(*rel))
            continue; // ATT-019
        if (link.hasRel(u"up") || link.hasRel(u"index") || link.hasRel(u"describedby"))
            continue;
        context.report(u"GEN-008",
                       Tr::tr("The root <rs:ln> has rel=\"%1\". At the top level ResourceSync uses "
                              "up, index and describedby; a Destination will not act on other "
                              "relations here.")
                           .arg(quoted(*rel)),
                       link.position);
    }
}

// --------------------------------------------------------------- entries

// The GEN-026/GEN-027 tallies, reported once per document.
struct SiteTally
{
    SiteTally() = default;
    Q_DISABLE_COPY_MOVE(SiteTally)

    QString url; // the document's own URI, which `site` views
    Site site; // the document's own scheme and host
    QString directory; // the document's directory path, ending in '/'
    // The first entry of each kind, as loc and position: the entries are
    // read one at a time, so a pointer to one does not outlive its turn.
    qint64 otherSite = 0;
    QString firstOtherSite;
    SourcePosition firstOtherSitePosition;
    qint64 outsideDirectory = 0;
    QString firstOutsideDirectory;
    SourcePosition firstOutsideDirectoryPosition;
};

void checkLoc(ValidationContext &context, const Entry &entry, SiteTally &tally)
{
    if (entry.locCount == 0)
        return;
    const QStringView loc = trimmed(entry.loc);
    if (loc.isEmpty())
        return; // the profile's missing-loc rule
    if (loc.size() != entry.loc.size()) {
        context.report(
            u"GEN-011",
            Tr::tr("<loc>%1</loc> has white space around the URI. It is ignored here, but "
                   "a Sitemap reader may take it as part of the URI.")
                .arg(loc),
            entry.locPosition, Severity::Warning);
    }

    const UriCheck uri = checkAbsoluteUri(loc);
    switch (uri.problem) {
    case UriProblem::None:
        break;
    case UriProblem::NoScheme:
        context.report(u"GEN-011",
                       Tr::tr("<loc>%1</loc> is not an absolute URI: it has no scheme such as "
                              "http:. Every <loc> must be a full URI.")
                           .arg(loc),
                       entry.locPosition);
        break;
    case UriProblem::BadCharacter:
        context.report(
            u"GEN-011",
            Tr::tr("<loc>%1</loc> contains %2, which is not allowed in a URI. It must be "
                   "percent-encoded.")
                .arg(loc, describeCharacter(uri.character)),
            entry.locPosition);
        break;
    case UriProblem::BadEscape:
        context.report(u"GEN-011",
                       Tr::tr("<loc>%1</loc> has a \"%\" that is not followed by two hexadecimal "
                              "digits; write a literal percent sign as %25.")
                           .arg(loc),
                       entry.locPosition);
        break;
    case UriProblem::NoHost:
        context.report(
            u"GEN-011",
            Tr::tr("<loc>%1</loc> has no host name after the scheme; an http(s) URI must "
                   "be written as http://host/path.")
                .arg(loc),
            entry.locPosition);
        break;
    case UriProblem::NonAscii:
        context.report(
            u"GEN-011",
            Tr::tr("<loc>%1</loc> contains the non-ASCII character %2. The Sitemap "
                   "protocol asks for URIs with such characters percent-encoded (UTF-8).")
                .arg(loc, describeCharacter(uri.character)),
            entry.locPosition, Severity::Warning);
        break;
    }
    // GEN-025 (', " and > escaped in <loc>) cannot be checked here: after XML
    // decoding, &apos; and a raw apostrophe are the same character.

    // Characters after XML decoding and trimming; the parser keeps only the
    // first part of a very long <loc>, but counts it all.
    const qint64 length = entry.loc.size() == entry.locLength ? loc.size() : entry.locLength;
    if (length > 2048) {
        context.report(u"GEN-012",
                       Tr::tr("<loc> is %1 characters long; the Sitemap protocol allows less than "
                              "2,048.")
                           .arg(length),
                       entry.locPosition);
    } else if (length == 2048) {
        context.report(u"GEN-012",
                       Tr::tr("<loc> is exactly 2,048 characters long. The Sitemap schema accepts "
                              "it, but the protocol text says \"less than 2,048\"."),
                       entry.locPosition, Severity::Warning);
    }

    if (!tally.site.isValid()
        || (uri.problem != UriProblem::None && uri.problem != UriProblem::NonAscii))
        return;
    const Site site = siteOf(loc);
    if (!site.isValid())
        return;
    if (!(site == tally.site)) {
        if (tally.otherSite++ == 0) {
            tally.firstOtherSite = entry.trimmedLoc();
            tally.firstOtherSitePosition = entry.locPosition;
        }
    } else if (!tally.directory.isEmpty() && !pathOf(loc).startsWith(tally.directory)) {
        if (tally.outsideDirectory++ == 0) {
            tally.firstOutsideDirectory = entry.trimmedLoc();
            tally.firstOutsideDirectoryPosition = entry.locPosition;
        }
    }
}

bool isChangefreq(QStringView value)
{
    static constexpr QStringView values[]
        = {u"always", u"hourly", u"daily", u"weekly", u"monthly", u"yearly", u"never"};
    return std::find(std::begin(values), std::end(values), value) != std::end(values);
}

void checkChangefreq(ValidationContext &context, const Entry &entry)
{
    if (!entry.changefreq)
        return;
    const QStringView value = trimmed(*entry.changefreq);
    if (!isChangefreq(value)) {
        const QString lower = value.toString().toLower();
        context.report(
            u"GEN-014",
            isChangefreq(lower)
                ? Tr::tr("<changefreq>%1</changefreq> must be written in lower case: "
                         "\"%2\".")
                      .arg(quoted(*entry.changefreq), quoted(lower))
                : Tr::tr("<changefreq>%1</changefreq> is not a defined value. It must be "
                         "always, hourly, daily, weekly, monthly, yearly or never.")
                      .arg(quoted(*entry.changefreq)),
            entry.position);
        return;
    }
    if (context.document().isIndex()) {
        context.report(u"GEN-015",
                       Tr::tr("<changefreq> on a <sitemap> of an index says nothing useful: the "
                              "change frequency describes resources, and the listed document's "
                              "own entries carry it."),
                       entry.position);
    } else if (value == u"never" && context.type() == DocumentType::ChangeList && entry.metadata
               && entry.metadata->change().value_or(QString()) == u"updated") {
        context.report(u"GEN-015",
                       Tr::tr("%1 is reported as updated, but its <changefreq> is \"never\", which "
                              "is meant for archived resources that do not change.")
                           .arg(entry.trimmedLoc()),
                       entry.position);
    }
}

// xsd:decimal in 0.0-1.0 as the Sitemap schema defines <priority>.
bool isValidPriority(QStringView text)
{
    if (text.startsWith(u'+'))
        text = text.mid(1);
    if (text.isEmpty())
        return false;
    bool seenDigit = false;
    bool seenPoint = false;
    for (QChar c : text) {
        if (c == u'.' && !seenPoint)
            seenPoint = true;
        else if (isAsciiDigit(c.unicode()))
            seenDigit = true;
        else
            return false;
    }
    if (!seenDigit)
        return false;
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && value >= 0.0 && value <= 1.0;
}

void checkEntry(ValidationContext &context, const Entry &entry, SiteTally &tally)
{
    const QString entryName
        = context.document().isIndex() ? QStringLiteral("sitemap") : QStringLiteral("url");
    checkLoc(context, entry, tally);
    if (entry.lastmodCount > 1) {
        context.report(u"GEN-013",
                       Tr::tr("A <%1> has %2 <lastmod> elements; at most one is allowed. Only the "
                              "first is used.")
                           .arg(entryName)
                           .arg(entry.lastmodCount),
                       entry.position);
    }
    if (entry.changefreqCount > 1) {
        context.report(u"GEN-013",
                       Tr::tr("A <%1> has %2 <changefreq> elements; at most one is allowed. Only "
                              "the first is used.")
                           .arg(entryName)
                           .arg(entry.changefreqCount),
                       entry.position);
    }
    checkChangefreq(context, entry);
    if (entry.priority && !isValidPriority(trimmed(*entry.priority))) {
        context.report(u"GEN-016",
                       Tr::tr("<priority>%1</priority> is not a number from 0.0 to 1.0 as the "
                              "Sitemap protocol defines it. ResourceSync does not use priority.")
                           .arg(quoted(*entry.priority)),
                       entry.position, Severity::Warning);
    }
    if (entry.metadataCount > 1) {
        context.report(u"GEN-017",
                       Tr::tr("A <%1> has %2 <rs:md> elements; at most one is allowed. Only the "
                              "first is used.")
                           .arg(entryName)
                           .arg(entry.metadataCount),
                       entry.position);
    }
}

// Fills a tally in place: its site views its own copy of the document URI.
void startSiteTally(SiteTally &tally, const Document &document)
{
    const QString scheme = document.url.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return; // a local file or a manifest inside a package: no site to compare
    tally.url = document.url.toString(QUrl::FullyEncoded);
    tally.site = siteOf(tally.url);
    const QStringView path = pathOf(tally.url);
    tally.directory = path.left(path.lastIndexOf(u'/') + 1).toString();
}

void reportSiteTally(ValidationContext &context, const SiteTally &tally)
{
    const DocumentType type = context.type();
    if (tally.otherSite > 0) {
        // The single-host rule is kept for the Sitemap-compatible Resource
        // List branch and for indexes; elsewhere RS documents may point away.
        const bool sitemapBranch = type == DocumentType::ResourceList || isIndexType(type)
            || type == DocumentType::Unknown;
        context.report(u"GEN-026",
                       Tr::tr("<loc> values that are not on this document's site %1: %2, for "
                              "example %3. The Sitemap protocol expects every URI of a sitemap to "
                              "be on the sitemap's own host.")
                           .arg(tally.site.scheme.toString() + QStringLiteral("://")
                                + tally.site.authority.toString())
                           .arg(tally.otherSite)
                           .arg(tally.firstOtherSite),
                       tally.firstOtherSitePosition,
                       sitemapBranch ? Severity::Warning : Severity::Info);
    }
    if (tally.outsideDirectory > 0 && type == DocumentType::ResourceList) {
        context.report(u"GEN-027",
                       Tr::tr("<loc> values outside this document's directory %1: %2, for "
                              "example %3. Plain Sitemaps may only list URIs under their own "
                              "directory; ResourceSync does not require it.")
                           .arg(tally.directory)
                           .arg(tally.outsideDirectory)
                           .arg(tally.firstOutsideDirectory),
                       tally.firstOutsideDirectoryPosition);
    }
}

void checkEntries(ValidationContext &context)
{
    const Document &document = context.document();
    if (document.entryCount == 0 && context.type() != DocumentType::SourceDescription) {
        // An empty Source Description is SD-003's warning.
        context.report(
            u"GEN-023",
            Tr::tr("The document has no <%1> entries. ResourceSync allows that, but it is "
                   "not a valid plain Sitemap, which needs at least one.")
                .arg(document.isIndex() ? u"sitemap" : u"url"),
            document.rootPosition);
        return;
    }
    SiteTally tally;
    startSiteTally(tally, document);
    for (const Entry &entry : document.entries)
        checkEntry(context, entry, tally);
    reportSiteTally(context, tally);
}

void check(ValidationContext &context)
{
    checkRoot(context);
    checkRootLinks(context);
    checkEntries(context);
}

QStringList ruleIds()
{
    return {
        QStringLiteral("GEN-005"), QStringLiteral("GEN-006"), QStringLiteral("GEN-007"),
        QStringLiteral("GEN-008"), QStringLiteral("GEN-011"), QStringLiteral("GEN-012"),
        QStringLiteral("GEN-013"), QStringLiteral("GEN-014"), QStringLiteral("GEN-015"),
        QStringLiteral("GEN-016"), QStringLiteral("GEN-017"), QStringLiteral("GEN-023"),
        QStringLiteral("GEN-026"), QStringLiteral("GEN-027"), QStringLiteral("GEN-032"),
        QStringLiteral("ATT-004"),
    };
}

} // namespace

const RuleGroup rules::generic {"generic", ruleIds, check};

} // namespace rsi
