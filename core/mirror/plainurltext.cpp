// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainurltext.h"

#include <array>

namespace rsi {

namespace {

// A mirror asks this of every listed URL, more than once: one pass over the
// text, a character at a time, with no call per character or per label.

bool isDigit(char16_t c)
{
    return c >= '0' && c <= '9';
}

bool isHostCharacter(char16_t c)
{
    return (c >= 'a' && c <= 'z') || isDigit(c) || c == '-';
}

// Unreserved characters and '/', as a table: the test runs for every
// character of every URL's path.
constexpr std::array<bool, 128> pathCharacters = [] {
    std::array<bool, 128> table {};
    for (char16_t c = 0; c < 128; ++c) {
        table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
    }
    return table;
}();

bool isPathCharacter(char16_t c)
{
    return c < 128 && pathCharacters[c];
}

// Whether text starts with the ASCII `prefix`, without a call.
template<std::size_t N> bool startsWithAscii(QStringView text, const char (&prefix)[N])
{
    constexpr qsizetype size = N - 1;
    if (text.size() < size)
        return false;
    for (qsizetype i = 0; i < size; ++i) {
        if (text.at(i).unicode() != char16_t(prefix[i]))
            return false;
    }
    return true;
}

// "0".."255" without leading zeros: QUrl writes an IPv4 address so.
bool isCanonicalOctet(QStringView label)
{
    if (label.isEmpty() || label.size() > 3 || (label.size() > 1 && label.front() == u'0'))
        return false;
    int value = 0;
    for (const QChar c : label) {
        if (!isDigit(c.unicode()))
            return false;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value <= 255;
}

// One label of a plain host. Empty labels, labels at a hyphen's edge and ACE
// ("xn--") labels are QUrl's to judge.
bool isPlainLabel(QStringView label)
{
    constexpr qsizetype maxLabel = 63; // DNS's limit, which QUrl enforces
    return !label.isEmpty() && label.size() <= maxLabel && label.front() != u'-'
        && label.back() != u'-' && !startsWithAscii(label, "xn--");
}

// The host at the start of `authority`, up to the first ':' or '/' (which
// the caller finds at *end). Lower-case letters, digits, '-' and '.' only.
bool isPlainHost(QStringView text, qsizetype start, qsizetype *end)
{
    // DNS's limits, which QUrl enforces: a longer name makes the URL invalid.
    constexpr qsizetype maxHost = 253;
    qsizetype labels = 0;
    qsizetype labelStart = start;
    bool octets = true; // every label so far a canonical octet
    bool lastStartsWithDigit = false;
    qsizetype i = start;
    for (;; ++i) {
        const char16_t c = i < text.size() ? text.at(i).unicode() : u'\0';
        if (c == '.' || c == ':' || c == '/' || c == '\0') {
            const QStringView label = text.sliced(labelStart, i - labelStart);
            if (!isPlainLabel(label))
                return false;
            ++labels;
            octets = octets && isCanonicalOctet(label);
            lastStartsWithDigit = isDigit(label.front().unicode());
            if (c != '.')
                break;
            labelStart = i + 1;
        } else if (!isHostCharacter(c)) {
            return false;
        }
    }
    if (i - start > maxHost)
        return false;
    // QUrl reads a host ending in a number as an IPv4 address ("127.1",
    // "0x7f.1", "2130706433") and writes it dotted: only the written form passes.
    if (lastStartsWithDigit && (labels != 4 || !octets))
        return false;
    *end = i;
    return true;
}

bool isPlainPort(QStringView port, int schemePort)
{
    if (port.isEmpty() || port.size() > 5 || port.front() == u'0')
        return false;
    int value = 0;
    for (const QChar c : port) {
        if (!isDigit(c.unicode()))
            return false;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value <= 65535 && value != schemePort;
}

// From a '/' to the end: unreserved characters and '/', no "." or ".." segment.
bool isPlainPath(QStringView path)
{
    if (path.isEmpty() || path.front() != u'/')
        return false;
    qsizetype segmentStart = 1;
    for (qsizetype i = 1; i <= path.size(); ++i) {
        const char16_t c = i < path.size() ? path.at(i).unicode() : u'/';
        if (c == '/') {
            const qsizetype length = i - segmentStart;
            if ((length == 1 || length == 2) && path.at(segmentStart) == u'.'
                && path.at(i - 1) == u'.')
                return false;
            segmentStart = i + 1;
        } else if (!isPathCharacter(c)) {
            return false;
        }
    }
    return true;
}

} // namespace

bool isPlainNormalizedUrl(QStringView text)
{
    int schemePort = 0;
    qsizetype hostStart = 0;
    if (startsWithAscii(text, "http://")) {
        schemePort = 80;
        hostStart = 7;
    } else if (startsWithAscii(text, "https://")) {
        schemePort = 443;
        hostStart = 8;
    } else {
        return false;
    }
    qsizetype hostEnd = 0;
    if (!isPlainHost(text, hostStart, &hostEnd) || hostEnd == text.size())
        return false; // no path: normalizedUrl() gives it "/"
    qsizetype pathStart = hostEnd;
    if (text.at(hostEnd) == u':') {
        pathStart = text.indexOf(u'/', hostEnd);
        if (pathStart < 0)
            return false;
        if (!isPlainPort(text.sliced(hostEnd + 1, pathStart - hostEnd - 1), schemePort))
            return false;
    }
    return isPlainPath(text.sliced(pathStart));
}

} // namespace rsi
