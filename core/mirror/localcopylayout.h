// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace rsi {

// Where a mirrored resource lives inside the local copy folder, and back.
//
// Layout: <root>/<authority>/<segment>/.../<name>
//
// - <authority> is the host (lower case, IDN hosts in ACE "xn--" form), with
//   ":port" when the port is not the scheme's default, and with "http://" in
//   front when the scheme is http (https is the common case and gets the short
//   name). Then it is encoded like any other name, so
//   https://example.org/x        -> example.org/x
//   https://example.org:8443/x   -> example.org%3A8443/x
//   http://example.org/x         -> http%3A%2F%2Fexample.org/x
//   Only http and https URLs with a host are mapped.
// - Each path segment becomes one name. The query, when present (even empty),
//   is appended to the last name after a "?", which is then encoded:
//   https://host/a/b?c -> host/a/b%3Fc. The fragment and user info are dropped.
// - A URL whose path ends in "/" (or is empty) is stored under indexFileName()
//   in that folder; with a query, the name is just the encoded query
//   ("host/a/%3Fq=1").
//
// Names are encoded so that one name is valid and distinct on Linux, macOS
// (case- and normalisation-insensitive) and Windows (case-insensitive):
// - "%XX" escapes a byte. Every "%" of the URL itself becomes "%25", so "a%20b"
//   in a file name always means the URL had a space and "a%2520b" that it
//   had the text "%20". Escaped: <>:"/\|?*%!# and other ASCII punctuation not
//   listed as safe below, control characters, a trailing dot or space
//   (Windows drops them), the first letter of a Windows device name (CON,
//   PRN, AUX, NUL, COM1-9, LPT1-9, CONIN$, CONOUT$, with any extension), and
//   non-ASCII characters that have a case, are not letters, digits, marks,
//   punctuation or symbols, or appear in a segment that is not in Unicode
//   NFC (so two URLs never map to names a file system would unify).
// - An upper-case ASCII letter X is written "!x" (the scheme Go's module
//   cache uses), so "Data.xml" -> "!data.xml": two URLs differing only in case
//   never collide on a case-insensitive file system, and names stay readable.
// - Kept as is: a-z, 0-9, space, - . _ ~ $ & ' ( ) + , ; = @ [ ] { } ^ `
//   and caseless non-ASCII characters (so https://example.jp/資料/目録.xml ->
//   example.jp/資料/目録.xml).
// - A name longer than 255 bytes of UTF-8 is cut and gets "!-" plus 32 hex
//   digits of its SHA-256 (and its short extension) appended. "!-" never
//   occurs in an uncut name, so urlFor() recognises such a name and refuses
//   it with Error::ShortenedName: the mirror's state file records the URL of
//   every file it writes, and is the authority for those.
//
// Refused (no mapping): invalid URLs, other schemes, no host, empty segments
// inside the path ("a//b"), and "." or ".." segments, raw or percent-encoded.
// Every returned path is therefore relative, made only of non-empty names
// without "/" or "\", none of them "." or "..": it stays inside the root.
//
// The mapping is a bijection between normalizedUrl() values and the paths it
// returns: urlFor(relativePathFor(u)) == normalizedUrl(u) for every mappable u
// (except cut names), and urlFor() accepts only paths relativePathFor() would
// return, so it refuses anything that escapes the root, names the state
// directory, or was not written by this layout.
//
// Not solved here: a URL's file can be another URL's folder ("/a" and "/a/b"),
// and Windows' 260-character path limit; the mirror writer reports those.
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
        ShortenedName, // urlFor(): a cut name; look the URL up in the state file
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

    // The path of `url` relative to the root, with "/" separators.
    Result<QString> relativePathFor(const QUrl &url) const;
    // The same path joined to the root.
    Result<QString> filePathFor(const QUrl &url) const;

    // The normalised URL stored at `relativePath` ("/" separators).
    Result<QUrl> urlFor(const QString &relativePath) const;
    // The same for a path that must lie inside the root ("/" separators).
    Result<QUrl> urlForFilePath(const QString &filePath) const;

    // The URL identity the mapping keeps: lower-case scheme and host, no
    // default port, no user info, no fragment, "/" for an empty path; the
    // path and query as QUrl holds them. Empty for unmappable URLs.
    static QUrl normalizedUrl(const QUrl &url);

    // The folder inside the root for the mirror's own state (".rsinspector").
    // No URL maps into it.
    static QString stateDirectoryName();
    // The name used for URLs ending in "/" ("index.rsinspector"). A URL segment
    // with that very name is stored as "index%2Ersinspector", so they cannot
    // collide.
    static QString indexFileName();
    // Names are cut above this many bytes of UTF-8.
    static constexpr qsizetype maxNameBytes = 255;

private:
    QString m_root;
};

} // namespace rsi
