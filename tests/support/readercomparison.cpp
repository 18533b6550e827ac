// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "readercomparison.h"

#include "parse/documentparser.h"

namespace rsi::test {

namespace {

QString position(SourcePosition where)
{
    return QStringLiteral("%1:%2").arg(where.line).arg(where.column);
}

QString optional(const std::optional<QString> &value)
{
    return value ? QStringLiteral("\"%1\"").arg(*value) : QStringLiteral("-");
}

void describeAttributes(QStringList &lines, const QString &prefix, const AttributeList &attributes)
{
    for (const Attribute &attribute : attributes.all()) {
        lines.append(
            QStringLiteral("%1  %2 {%3} = \"%4\"")
                .arg(prefix, attribute.qualifiedName, attribute.namespaceUri, attribute.value));
    }
}

bool hasNotWellFormed(const ParseResult &result)
{
    return std::any_of(result.findings.cbegin(), result.findings.cend(),
                       [](const Finding &finding) { return finding.ruleId == u"GEN-001"; });
}

} // namespace

QStringList describeParse(const ParseResult &result)
{
    const Document &document = result.document;
    QStringList lines;
    lines.append(QStringLiteral("root <%1> {%2} kind %3 at %4, %5 rs:md, entries %6, bytes %7, "
                                "well-formed %8, compressed %9")
                     .arg(document.rootName, document.rootNamespace)
                     .arg(int(document.rootKind))
                     .arg(position(document.rootPosition))
                     .arg(document.rootMetadataCount)
                     .arg(document.entryCount)
                     .arg(document.byteSize)
                     .arg(document.wellFormed)
                     .arg(document.compressed));
    if (document.metadata) {
        lines.append(QStringLiteral("rs:md at %1").arg(position(document.metadata->position)));
        describeAttributes(lines, QStringLiteral("rs:md"), document.metadata->attributes);
    }
    for (const Link &link : document.links) {
        lines.append(QStringLiteral("rs:ln at %1").arg(position(link.position)));
        describeAttributes(lines, QStringLiteral("rs:ln"), link.attributes);
    }
    qsizetype index = 0;
    for (const Entry &entry : document.entries) {
        const QString name = QStringLiteral("entry %1").arg(index++);
        lines.append(QStringLiteral("%1 at %2: loc \"%3\" (%4 long, %5 times, at %6), lastmod %7 "
                                    "(%8 times, at %9)")
                         .arg(name, position(entry.position), entry.loc)
                         .arg(entry.locLength)
                         .arg(entry.locCount)
                         .arg(position(entry.locPosition), optional(entry.lastmod))
                         .arg(entry.lastmodCount)
                         .arg(position(entry.lastmodPosition)));
        lines.append(QStringLiteral("%1 changefreq %2 (%3 times), priority %4, rs:md %5 times")
                         .arg(name, optional(entry.changefreq))
                         .arg(entry.changefreqCount)
                         .arg(optional(entry.priority))
                         .arg(entry.metadataCount));
        if (entry.metadata) {
            lines.append(
                QStringLiteral("%1 rs:md at %2").arg(name, position(entry.metadata->position)));
            describeAttributes(lines, name, entry.metadata->attributes);
        }
        for (const Link &link : entry.links) {
            lines.append(QStringLiteral("%1 rs:ln at %2").arg(name, position(link.position)));
            describeAttributes(lines, name, link.attributes);
        }
    }
    for (const Finding &finding : result.findings) {
        lines.append(QStringLiteral("%1 %2 at %3: %4")
                         .arg(finding.ruleId, severityName(finding.severity),
                              position(finding.position), finding.message));
    }
    return lines;
}

QString readersDisagree(const QByteArray &bytes, const QUrl &url)
{
    const ParseResult automatic = DocumentParser().parseBytes(bytes, url);
    DocumentParser qtParser;
    qtParser.setReader(DocumentParser::Reader::Qt);
    const ParseResult qt = qtParser.parseBytes(bytes, url);

    if (hasNotWellFormed(automatic) || hasNotWellFormed(qt)) {
        QStringList automaticIds;
        QStringList qtIds;
        for (const Finding &finding : automatic.findings)
            automaticIds.append(finding.ruleId);
        for (const Finding &finding : qt.findings)
            qtIds.append(finding.ruleId);
        automaticIds.sort();
        qtIds.sort();
        if (automaticIds == qtIds)
            return {};
        return QStringLiteral("rule ids differ: automatic reader %1, QXmlStreamReader %2")
            .arg(automaticIds.join(u' '), qtIds.join(u' '));
    }

    const QStringList a = describeParse(automatic);
    const QStringList b = describeParse(qt);
    if (a == b)
        return {};
    QStringList differences;
    for (qsizetype i = 0; i < std::max(a.size(), b.size()) && differences.size() < 6; ++i) {
        const QString left = a.value(i, QStringLiteral("(nothing)"));
        const QString right = b.value(i, QStringLiteral("(nothing)"));
        if (left != right)
            differences.append(QStringLiteral("automatic: %1\n   Qt:        %2").arg(left, right));
    }
    return QStringLiteral("the readers disagree:\n   ") + differences.join(QStringLiteral("\n   "));
}

} // namespace rsi::test
