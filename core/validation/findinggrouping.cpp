// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findinggrouping.h"

#include <QHash>

namespace rsi {

namespace {

// The closing mark of a quotation opened by c, or a null QChar.
QChar closingQuote(QChar c)
{
    switch (c.unicode()) {
    case u'"':
        return u'"';
    case u'\u201C': // “
        return u'\u201D';
    case u'\u201E': // „ (German), closed by “
        return u'\u201C';
    case u'\u00AB': // «
        return u'\u00BB';
    case u'\u300C': // 「
        return u'\u300D';
    case u'\u300E': // 『
        return u'\u300F';
    default:
        return {};
    }
}

bool isQuotationMark(QChar c)
{
    switch (c.unicode()) {
    case u'"':
    case u'\u201C':
    case u'\u201D':
    case u'\u201E':
    case u'\u00AB':
    case u'\u00BB':
    case u'\u300C':
    case u'\u300D':
    case u'\u300E':
    case u'\u300F':
        return true;
    default:
        return false;
    }
}

bool isSchemeChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
        || c == u'+' || c == u'-' || c == u'.';
}

// The end of a URL starting at i ("scheme://..." up to the next white
// space or quotation mark), or -1 when none starts there.
qsizetype urlEnd(QStringView text, qsizetype i)
{
    if (i > 0 && isSchemeChar(text.at(i - 1)))
        return -1; // in the middle of a word
    const QChar first = text.at(i);
    if (!((first >= u'a' && first <= u'z') || (first >= u'A' && first <= u'Z')))
        return -1;
    qsizetype j = i + 1;
    while (j < text.size() && isSchemeChar(text.at(j)))
        ++j;
    if (!text.sliced(j).startsWith(u"://"))
        return -1;
    j += 3;
    while (j < text.size() && !text.at(j).isSpace() && !isQuotationMark(text.at(j)))
        ++j;
    return j;
}

// Where the content of an element written out in a message ends, when a
// start tag without attributes ("<loc>", "<lastmod>") starts at i and its
// end tag follows: the end of the start tag and the start of the end tag;
// {-1, -1} otherwise.
std::pair<qsizetype, qsizetype> elementContent(QStringView text, qsizetype i)
{
    if (text.at(i) != u'<')
        return {-1, -1};
    qsizetype j = i + 1;
    while (j < text.size() && (text.at(j).isLetterOrNumber() || text.at(j) == u':'))
        ++j;
    if (j == i + 1 || j >= text.size() || text.at(j) != u'>')
        return {-1, -1};
    const QStringView name = text.sliced(i + 1, j - i - 1);
    const qsizetype end = text.indexOf(QString(u"</" + name + u'>'), j + 1);
    return end < 0 ? std::pair<qsizetype, qsizetype> {-1, -1}
                   : std::pair<qsizetype, qsizetype> {j + 1, end};
}

} // namespace

QString messageTemplate(QStringView message)
{
    QString out;
    out.reserve(message.size());
    qsizetype i = 0;
    while (i < message.size()) {
        const QChar c = message.at(i);
        if (const QChar close = closingQuote(c); !close.isNull()) {
            // German „…“ may also be closed by ”.
            qsizetype end = message.indexOf(close, i + 1);
            if (c == u'\u201E' && end < 0)
                end = message.indexOf(u'\u201D', i + 1);
            if (end > i) {
                out += c;
                out += u'\u2026';
                out += message.at(end);
                i = end + 1;
                continue;
            }
        }
        // "<loc>theses/a.pdf</loc>": what an element holds is the entry's.
        if (const auto [from, to] = elementContent(message, i); from > i) {
            out += message.sliced(i, from - i);
            out += u'\u2026';
            i = to;
            continue;
        }
        if (const qsizetype end = urlEnd(message, i); end > i) {
            out += QLatin1StringView("<url>");
            i = end;
            continue;
        }
        if (c.isDigit()) {
            while (i < message.size() && message.at(i).isDigit())
                ++i;
            out += u'#';
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

QString groupKey(const Finding &finding)
{
    return finding.ruleId + u'\x1f' + QString::number(int(finding.severity)) + u'\x1f' + finding.url
        + u'\x1f' + messageTemplate(finding.message);
}

QList<QList<qsizetype>> findingGroups(const FindingList &findings)
{
    QList<QList<qsizetype>> groups;
    QHash<QString, qsizetype> groupOfKey;
    groupOfKey.reserve(findings.size());
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const QString key = groupKey(findings.at(i));
        const auto found = groupOfKey.constFind(key);
        if (found != groupOfKey.constEnd()) {
            groups[*found].append(i);
            continue;
        }
        groupOfKey.insert(key, groups.size());
        groups.append(QList<qsizetype> {i});
    }
    return groups;
}

Finding groupedFinding(const FindingList &findings, const QList<qsizetype> &members)
{
    Finding group = findings.at(members.constFirst());
    if (members.size() < 2)
        return group;
    qint64 count = 0;
    QList<SourcePosition> locations;
    for (const qsizetype member : members) {
        const Finding &finding = findings.at(member);
        count += std::max<qint64>(1, finding.count);
        // A member that is a group itself brings its own locations.
        const QList<SourcePosition> own = finding.locations.isEmpty()
            ? QList<SourcePosition> {finding.position}
            : finding.locations;
        for (const SourcePosition &position : own) {
            if (locations.size() < maxGroupLocations && position.isKnown())
                locations.append(position);
        }
    }
    group.count = count;
    group.locations = locations;
    return group;
}

FindingList groupFindings(FindingList findings)
{
    sortFindings(findings);
    const QList<QList<qsizetype>> groups = findingGroups(findings);
    if (groups.size() == findings.size())
        return findings; // nothing to group
    FindingList grouped;
    grouped.reserve(groups.size());
    for (const QList<qsizetype> &members : groups)
        grouped.append(groupedFinding(findings, members));
    return grouped;
}

} // namespace rsi
