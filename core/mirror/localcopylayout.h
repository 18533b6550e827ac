// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace rsi {

// Where a mirrored resource lives inside the local copy folder: a folder a
// person can read (design.md, "Local copy").
//
//   https://library.example.org/Theses/Report.PDF -> library.example.org/Theses/Report.PDF
//   http://host:8080/Theses/Report.PDF            -> host%3A8080/Theses/Report.PDF
//   https://host/a/b?c                            -> host/a/b%3Fc
//   https://host/a/                               -> host/a/index.rsinspector
//   https://host/Report%20One.pdf                 -> host/Report One.pdf
//   https://host/100%25                           -> host/100%25
//   https://host/records/oai%3Aarxiv.org%3A1      -> host/records/oai%3aarxiv.org%3a1
//
// Layout: <root>/<authority>/<segment>/.../<name>
//
// - The scheme is not part of the path: http and https of one host share a
//   folder (a collision the mirror resolves, see below). Only http and https
//   URLs with a host are mapped.
// - <authority> is the host as QUrl holds it (lower case, IDN hosts in ACE
//   "xn--" form, IPv6 in brackets) with "%3A" and the port when the port is
//   not the scheme's default. The separator is "%3A" on every system, never
//   ":", although Linux and macOS would take ":": the same URL then has the
//   same path everywhere, so a copy (and its state) moved to Windows, or
//   shared over SMB, stays valid, and macOS Finder does not show it as "/".
// - Each path segment becomes one name; the query, when present (even empty),
//   is appended to the last name after a "?", which is written "%3F". The
//   fragment and the user info are dropped. A URL whose path ends in "/" (or
//   is empty) is stored under indexFileName() in that folder; with a query
//   the name is just "%3F" and the query ("host/a/%3Fq=1").
//
// A name reads as the URL reads: letters keep their case and each segment is
// percent-decoded (UTF-8 becomes characters, "%20" a space), then only what
// Linux, macOS or Windows cannot take in a name is percent-encoded again,
// with upper-case hex digits:
// - "%" itself (so "%25" in a name is a "%" of the decoded URL, which the
//   URL wrote "%25"), ":", "\", "*", "?", "\"", "<", ">", "|", "/", and
//   ASCII control characters;
// - Unicode controls (C1), format characters (bidirectional overrides, zero
//   width joiners: invisible, and ignored by macOS HFS+), line and paragraph
//   separators, and noncharacters (U+FDD0-FDEF, U+xFFFE, U+xFFFF), each as
//   its UTF-8 bytes;
// - a trailing dot or space (Windows drops them), and the first character of
//   a Windows device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9, COM and LPT
//   with a superscript digit, CONIN$, CONOUT$; any case, any extension), so
//   "con.txt" -> "%63on.txt";
// - bytes that are not UTF-8 ("%FF" stays "%FF").
// One exception keeps the mapping exact: a percent-escape of a character
// RFC 3986 reserves (":/?#[]@!$&'()*+,;=") is a different URL from the raw
// character ("a%2Fb" is one segment, "a/b" two; "?q=a%26b" is not
// "?q=a&b"), so such an escape that the URL itself carries is kept as it
// is, with lower-case hex digits: "a%2Fb" -> "a%2fb", while a raw ":" the
// name had to escape is "%3A". Case-insensitive systems see "%3a" and "%3A"
// as one name, which collisionKey() says, so the mirror keeps such twins apart.
// Also: a name that case-folds to indexFileName() has its "." written "%2E";
// a "." that starts the authority is written "%2E" (no host can name the
// state directory); a name longer than maxNameBytes of UTF-8 is cut between
// characters and gets "~", 32 hex digits of the SHA-256 of the whole name,
// and its extension ("~" + hash + ".xml").
//
// Refused (no mapping): invalid URLs, other schemes, no host, empty segments
// inside the path ("a//b"), and "." or ".." segments, raw or percent-encoded.
// Every returned path is therefore relative, made of non-empty names of at
// most maxNameBytes bytes without "/", "\" or NUL, none of them "." or "..",
// and never starting with stateDirectoryName(): it stays inside the root.
//
// What a name cannot say is resolved by the mirror when it happens, with its
// state as the authority for which URL each file holds: http and https of one
// host (the same path), case twins ("Report.PDF", "report.pdf"), Unicode
// normalisation twins (NFC and NFD), a URL's file that is another URL's
// folder ("/a" and "/a/b"). The layout gives it collisionKey() to see them and
// alternativePathFor() to step aside. Windows' 260-character path limit is
// not solved here.
//
// Pure value type; any thread.
class LocalCopyLayout final
{
public:
    enum class Error {
        NoError,
        InvalidUrl, // not a valid absolute URL
        UnsupportedScheme, // not http or https
        MissingHost,
        EmptySegment, // "a//b"
        DotSegment, // "." or "..", also percent-encoded
        InvalidPath, // urlFor(): not a path this layout produces, or outside the root
        StateDirectory, // urlFor(): inside stateDirectoryName()
        ShortenedName, // urlFor(): a cut name; look the URL up in the mirror's state
    };

    template<typename T> struct Result
    {
        T value {};
        Error error = Error::NoError;
        QString errorString; // translated, for people
        bool isValid() const { return error == Error::NoError; }
    };

    // The root is cleaned (QDir::cleanPath); it should be absolute.
    explicit LocalCopyLayout(const QString &rootDirectory);

    QString rootDirectory() const { return m_root; }

    // The readable, preferred path of url relative to the root ("/"
    // separators), as described above. Deterministic: the same URL (by
    // normalizedUrl()) always gets the same path, on every system.
    Result<QString> relativePathFor(const QUrl &url) const;
    // The same path joined to the root.
    Result<QString> filePathFor(const QUrl &url) const;

    // relativePathFor(QUrl(urlText)), read straight off the text, when the
    // text is a URL in the plain normal form (isPlainNormalizedUrl()):
    // a mirror's keys mostly are, and this costs about a ninth of the way
    // through QUrl. Nothing when the text is not plain, or is a plain URL
    // that relativePathFor() refuses (an empty segment, "a//b"): then ask
    // relativePathFor(), which also says why.
    static std::optional<QString> plainRelativePathFor(QStringView urlText);

    // A deterministic alternative path for url, in the same folder as its
    // preferred path, for when that path (or an earlier alternative) is held
    // by another URL: "Report.PDF" -> "Report~1a2b3c4d.PDF", 8 hex digits of
    // the SHA-256 of normalizedUrl(url) salted by `attempt`, before the
    // extension (a cut name is cut further to stay within maxNameBytes).
    // attempt 1, 2, ... give different names (attempts below 1 count as 1);
    // no attempt names the preferred path. Like every path here it never
    // names the state directory and stays inside the root. Fails as
    // relativePathFor() does.
    Result<QString> alternativePathFor(const QUrl &url, int attempt) const;

    // The key under which two relative paths name the same file on a
    // case-insensitive, normalisation-insensitive file system (macOS,
    // Windows): Unicode NFD, upper-cased, case-folded, then NFC, so "Ä.pdf",
    // "ä.pdf" (either normalisation form), "STRASSE" and "straße" share a key.
    // It errs towards calling two paths twins (a needless alternative name
    // costs nothing; two URLs on one file lose data). Two URLs whose paths
    // have equal keys must not both be written, and neither may a path whose
    // key equals the key of a folder of another path ("a" is a folder of
    // "a/b"). The key is taken name by name, so the key of a folder is a
    // "/"-bounded prefix of the key of every path inside it.
    static QString collisionKey(const QString &relativePath);

    // The URLs a path could have been written for when the mirror's state
    // does not say (a copy without state, a file the state does not know):
    // https first, then http, each only if relativePathFor() gives exactly
    // this path (so "host%3A443/x" is only http://host:443/x). Empty when the
    // path is not one this layout produces (escapes the root, names the state
    // directory, an absolute path, a backslash, a name spelled otherwise than
    // the layout spells it) and for cut names, whose URL only the state knows.
    // An alternative name (alternativePathFor()) reads as an ordinary name
    // here: its candidates are not its URL, which only the state knows.
    // For every URL u with an uncut path,
    // candidateUrlsFor(relativePathFor(u)) contains normalizedUrl(u).
    QList<QUrl> candidateUrlsFor(const QString &relativePath) const;

    // The first of candidateUrlsFor() (https when both schemes fit), or why
    // there is none: InvalidPath, StateDirectory or ShortenedName. A guess
    // about the scheme; the mirror's state is the authority.
    Result<QUrl> urlFor(const QString &relativePath) const;
    // The same for a path that must lie inside the root ("/" separators).
    Result<QUrl> urlForFilePath(const QString &filePath) const;

    // The URL identity the mapping keeps: lower-case scheme and host, no
    // default port, no user info, no fragment, "/" for an empty path; the
    // path and query as QUrl holds them, rebuilt from their fully encoded
    // form so that equal URLs compare equal with QUrl::operator== (a raw
    // noncharacter such as U+FFFF otherwise makes two URLs with the same
    // text unequal). Empty for unmappable URLs.
    static QUrl normalizedUrl(const QUrl &url);

    // The folder inside the root for the mirror's own state (".rsinspector").
    // No URL maps into it.
    static QString stateDirectoryName();
    // The name used for URLs ending in "/" ("index.rsinspector"). A URL
    // segment with that very name, in any case, is stored as
    // "index%2Ersinspector" (its case kept), so they cannot collide.
    static QString indexFileName();
    // Names are cut above this many bytes of UTF-8.
    static constexpr qsizetype maxNameBytes = 255;

private:
    QString m_root;
};

} // namespace rsi
