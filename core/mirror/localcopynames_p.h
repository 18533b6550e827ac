// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How LocalCopyLayout spells a URL as names of files and folders, and reads
// such names back: escaping, the rules of whole names (device names, trailing
// dots, the length limit) and cut names. Shared by localcopylayout.cpp and
// localcopynames.cpp only.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>

namespace rsi::localcopynames {

// Stands before the hash digits of a cut or alternative name.
constexpr QChar hashMarker = u'~';

// "%XX" with upper-case digits: a byte the name could not hold as itself.
void appendEscaped(QString &out, uchar byte);

// One code point as a name holds it: itself, or its UTF-8 bytes as "%XX"
// when a file system or a reader could not take it as itself.
void appendCodePoint(QString &name, char32_t cp);

// Appends the name form of one URL component: a path segment or the query,
// as QUrl writes it fully encoded (ASCII only).
void appendComponent(QString &name, QStringView encoded);

// ".pdf" when a name ends in a short ASCII extension, else empty.
QStringView extensionOf(QStringView name);

// The longest start of `text` within `budget` bytes of UTF-8, cut between
// tokens: never inside "%XX" or a surrogate pair.
QStringView leadingTokens(QStringView text, qsizetype budget);

// The first `digits` lower-case hex digits of data's SHA-256.
QString hashHex(const QByteArray &data, qsizetype digits);

// Whether a name is one finishName() cut to the length limit: its URL is
// only known from the local copy's records.
bool isCutName(QStringView name);

// Whether a fully encoded path segment is "." or ".." (each dot may be
// written %2E).
bool isDotSegment(const QString &segment);

// The rules that depend on where characters stand in the whole name.
QString finishName(QString name, bool isAuthority);

// Whether finishName(name, false) is surely `name` itself, told cheaply
// (about the cost of reading the name once): no trailing dot or space, no
// base of a device name's length, not the index name's length, short
// enough to need no count of UTF-8 bytes. False when unsure; the caller
// then asks finishName().
bool isSurelyFinishedName(QStringView name);

// What a name of this layout says about the URL, as fully encoded URL text.
// Only right for names the layout writes: the caller checks the result maps
// back to the same name, which refuses every other spelling.
struct UrlText
{
    QString path; // of the segment
    QString query;
    bool hasQuery = false;
};

std::optional<UrlText> urlTextOfName(QStringView name, bool isLast);

// The authority a top-level folder name stands for; *ok is false when the
// name holds a broken escape.
QString decodedAuthority(QStringView name, bool *ok);

} // namespace rsi::localcopynames
