// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainurltext.h"

#include <QStringTokenizer>

namespace rsi {

namespace {

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isHostCharacter(QChar c)
{
    return (c >= u'a' && c <= u'z') || isDigit(c) || c == u'-';
}

bool isPathCharacter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || isDigit(c) || c == u'-'
        || c == u'.' || c == u'_' || c == u'~' || c == u'/';
}

// "0".."255" without leading zeros: QUrl writes an IPv4 address so.
bool isCanonicalOctet(QStringView label)
{
    if (label.isEmpty() || label.size() > 3 || (label.size() > 1 && label.front() == u'0'))
        return false;
    int value = 0;
    for (const QChar c : label) {
        if (!isDigit(c))
            return false;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value <= 255;
}

bool isPlainHost(QStringView host)
{
    // DNS's limits, which QUrl enforces: a longer name makes the URL invalid.
    constexpr qsizetype maxHost = 253;
    constexpr qsizetype maxLabel = 63;
    if (host.isEmpty() || host.size() > maxHost)
        return false;
    qsizetype labels = 0;
    QStringView last;
    for (const QStringView label : host.tokenize(u'.')) {
        // Empty labels, labels at a hyphen's edge and ACE ("xn--") labels
        // are QUrl's to judge.
        if (label.isEmpty() || label.size() > maxLabel || label.front() == u'-'
            || label.back() == u'-' || label.startsWith(u"xn--"))
            return false;
        for (const QChar c : label) {
            if (!isHostCharacter(c))
                return false;
        }
        ++labels;
        last = label;
    }
    // QUrl reads a host ending in a number as an IPv4 address ("127.1",
    // "0x7f.1", "2130706433") and writes it dotted: only the written form passes.
    if (isDigit(last.front())) {
        if (labels != 4)
            return false;
        for (const QStringView label : host.tokenize(u'.')) {
            if (!isCanonicalOctet(label))
                return false;
        }
    }
    return true;
}

bool isPlainPort(QStringView port, int schemePort)
{
    if (port.isEmpty() || port.size() > 5 || port.front() == u'0')
        return false;
    int value = 0;
    for (const QChar c : port) {
        if (!isDigit(c))
            return false;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value <= 65535 && value != schemePort;
}

bool isPlainPath(QStringView path)
{
    if (path.isEmpty() || path.front() != u'/')
        return false;
    for (const QChar c : path) {
        if (!isPathCharacter(c))
            return false;
    }
    for (const QStringView segment : path.tokenize(u'/')) {
        if (segment == u"." || segment == u"..")
            return false;
    }
    return true;
}

} // namespace

bool isPlainNormalizedUrl(QStringView text)
{
    int schemePort = 0;
    QStringView rest;
    if (text.startsWith(u"http://")) {
        schemePort = 80;
        rest = text.sliced(7);
    } else if (text.startsWith(u"https://")) {
        schemePort = 443;
        rest = text.sliced(8);
    } else {
        return false;
    }
    const qsizetype pathStart = rest.indexOf(u'/');
    if (pathStart < 0)
        return false; // no path: normalizedUrl() gives it "/"
    const QStringView authority = rest.first(pathStart);
    const qsizetype colon = authority.indexOf(u':');
    const QStringView host = colon < 0 ? authority : authority.first(colon);
    if (!isPlainHost(host))
        return false;
    if (colon >= 0 && !isPlainPort(authority.sliced(colon + 1), schemePort))
        return false;
    return isPlainPath(rest.sliced(pathStart));
}

} // namespace rsi
