// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "robotstxt.h"

#include "discoveryresultbuilder_p.h"

#include <QCoreApplication>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Discovery)
};

constexpr QStringView rule = u"DISC-008";

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

// The value of a `Sitemap:` line, or nullopt when the line is something else.
// `valueStart` is the offset of the value within the line.
std::optional<QByteArrayView> sitemapValue(QByteArrayView line, qsizetype &valueStart)
{
    static constexpr char field[] = "sitemap";
    constexpr qsizetype fieldLength = sizeof(field) - 1;
    qsizetype i = 0;
    while (i < line.size() && isBlank(line[i]))
        ++i;
    if (line.size() - i < fieldLength)
        return std::nullopt;
    for (qsizetype k = 0; k < fieldLength; ++k) {
        if (asciiLower(line[i + k]) != field[k])
            return std::nullopt;
    }
    i += fieldLength;
    while (i < line.size() && isBlank(line[i]))
        ++i;
    if (i >= line.size() || line[i] != ':')
        return std::nullopt;
    ++i;
    while (i < line.size() && isBlank(line[i]))
        ++i;
    qsizetype end = line.indexOf('#', i);
    if (end < 0)
        end = line.size();
    while (end > i && isBlank(line[end - 1]))
        --end;
    valueStart = i;
    return line.sliced(i, end - i);
}

} // namespace

DiscoveryResult parseRobotsTxt(QByteArrayView bytes, const QUrl &robotsUrl)
{
    DiscoveryResultBuilder builder(robotsUrl, rule);
    qsizetype pos = 0;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        pos = 3;
    qint64 lineNumber = 1;
    const qsizetype size = bytes.size();
    while (pos < size && !builder.isFull()) {
        qsizetype end = pos;
        while (end < size && bytes[end] != '\n' && bytes[end] != '\r')
            ++end;
        const QByteArrayView line = bytes.sliced(pos, end - pos);
        qsizetype valueStart = 0;
        if (const std::optional<QByteArrayView> value = sitemapValue(line, valueStart)) {
            const SourcePosition position {lineNumber, qint64(valueStart) + 1};
            if (value->size() > discoverylimits::maxUrlLength) {
                builder.report(rule,
                               Tr::tr("The Sitemap directive on line %1 was ignored: its value "
                                      "is longer than %2 bytes.")
                                   .arg(lineNumber)
                                   .arg(discoverylimits::maxUrlLength),
                               position);
            } else {
                const QString text = QString::fromUtf8(*value);
                const ResolvedReference reference = resolveReference(text, robotsUrl);
                if (!reference.problem.isEmpty()) {
                    builder.report(rule,
                                   Tr::tr("The Sitemap directive on line %1 was ignored: %2. "
                                          "Its value should be the absolute URL of a Sitemap "
                                          "or Resource List.")
                                       .arg(lineNumber)
                                       .arg(reference.problem),
                                   position);
                } else {
                    if (reference.relative) {
                        builder.report(
                            rule,
                            Tr::tr("The Sitemap directive on line %1 gives the relative "
                                   "address \"%2\"; it should be an absolute URL. It was read "
                                   "as %3.")
                                .arg(lineNumber)
                                .arg(excerpt(text), reference.url.toString()),
                            position);
                    }
                    DiscoveredLink link;
                    link.url = reference.url;
                    link.written = text;
                    link.position = position;
                    link.relative = reference.relative;
                    builder.addLink(std::move(link));
                }
            }
        }
        pos = end;
        if (pos < size)
            pos += bytes[pos] == '\r' && pos + 1 < size && bytes[pos + 1] == '\n' ? 2 : 1;
        ++lineNumber;
    }
    return builder.take();
}

} // namespace rsi
