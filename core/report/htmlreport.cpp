// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlreport.h"

#include "crawl/sourcetree.h"
#include "crawlreport.h"
#include "htmlwriter.h"
#include "reportwriter.h"
#include "validation/documenttype.h"
#include "validation/rulecatalogue.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QStringList>
#include <QUrl>

#include <algorithm>

namespace rsi {

namespace {

using namespace html; // NOLINT: the page is built from these pieces

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HtmlReport)
};

// Deeper documents (a hostile chain of indexes) are drawn at this depth, as
// the text report does, so that the page stays readable.
constexpr int maxIndentDepth = 32;

QString countCell(int count, const char *severityClass)
{
    // Zeros fade so that the counts that matter stand out.
    const QString cls = count > 0 ? QStringLiteral("num %1").arg(QLatin1StringView(severityClass))
                                  : QStringLiteral("num zero");
    return element("td", number(count), cls);
}

QString kindText(const CrawledDocument &document)
{
    return document.loaded ? documentTypeName(document.type) : Tr::tr("Unread document");
}

QString anchorOf(int id)
{
    return QStringLiteral("doc-%1").arg(id);
}

QString writtenLine(SpecVersion specVersion)
{
    const QString written = QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat);
    return escaped(reportHeading(specVersion).trimmed()) + QStringLiteral("<br/>")
        + escaped(Tr::tr("Report written on %1").arg(written));
}

struct Verdict
{
    QString cssClass;
    QString text;
};

Verdict verdictOf(const SourceTree &tree, const SeverityCounts &counts, SpecVersion specVersion)
{
    const QString version = specVersionName(specVersion);
    const bool anyLoaded = std::any_of(tree.documents().cbegin(), tree.documents().cend(),
                                       [](const CrawledDocument &d) { return d.loaded; });
    if (counts.errors > 0)
        return {QStringLiteral("fail"), Tr::tr("Does not conform to ResourceSync %1").arg(version)};
    if (!anyLoaded)
        return {QStringLiteral("fail"), Tr::tr("Nothing could be checked: no document was read")};
    if (!tree.isComplete())
        return {QStringLiteral("warn"),
                Tr::tr("No errors in what was checked, but the crawl "
                       "did not finish")};
    if (counts.warnings > 0)
        return {QStringLiteral("warn"),
                Tr::tr("Conforms to ResourceSync %1, with warnings").arg(version)};
    return {QStringLiteral("pass"), Tr::tr("Conforms to ResourceSync %1").arg(version)};
}

// A cell a spreadsheet would run as a formula (OWASP's CSV injection: it
// starts with =, +, -, @, a tab or a carriage return), unless it is a plain
// number or the lone "-" these reports write for "none".
bool looksLikeFormula(const QString &field)
{
    if (field.isEmpty() || field == u"-")
        return false;
    const QChar first = field.front();
    if (first != u'=' && first != u'+' && first != u'-' && first != u'@' && first != u'\t'
        && first != u'\r')
        return false;
    bool number = false;
    field.toDouble(&number);
    return !number;
}

// RFC 4180: a field is quoted when it holds a separator, a quote or a line
// break, and its quotes are doubled. Fields with edge spaces are quoted too,
// as some spreadsheet programs trim them otherwise. Text from a source that
// a spreadsheet would take for a formula gets a leading apostrophe, which
// makes it text.
QString csvField(const QString &field)
{
    const bool formula = looksLikeFormula(field);
    const bool needsQuotes = formula || field.contains(u',') || field.contains(u'"')
        || field.contains(u'\n') || field.contains(u'\r')
        || (!field.isEmpty() && (field.front().isSpace() || field.back().isSpace()));
    if (!needsQuotes)
        return field;
    QString quoted = formula ? u'\'' + field : field;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

void appendCsvRow(QString &csv, const QStringList &fields)
{
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            csv += u',';
        csv += csvField(fields.at(i));
    }
    csv += QStringLiteral("\r\n");
}

QByteArray csvBytes(const QString &csv)
{
    // The byte order mark tells spreadsheet programs the file is UTF-8.
    return QByteArrayLiteral("\xEF\xBB\xBF") + csv.toUtf8();
}

// "12:5 15:5 ...": where the first findings of a group are.
QString locationsField(const Finding &finding)
{
    QStringList positions;
    for (const SourcePosition &position : finding.locations)
        positions.append(positionText(position));
    return positions.join(u' ');
}

void appendFindingRows(QString &csv, FindingList findings, const QString &fallbackUrl)
{
    sortFindings(findings);
    for (const Finding &finding : std::as_const(findings)) {
        const bool known = finding.position.isKnown();
        appendCsvRow(csv,
                     {
                         severityName(finding.severity),
                         finding.ruleId,
                         finding.section,
                         finding.url.isEmpty() ? fallbackUrl : finding.url,
                         known ? QString::number(finding.position.line) : QString(),
                         known && finding.position.column > 0
                             ? QString::number(finding.position.column)
                             : QString(),
                         finding.message,
                         finding.relatedUrl,
                         QString::number(std::max<qint64>(1, finding.count)),
                         locationsField(finding),
                     });
    }
}

} // namespace

QByteArray writeCrawlHtmlReport(const SourceTree &tree, SpecVersion specVersion)
{
    const SeverityCounts counts = crawlCounts(tree);
    const QString source = sourceUrl(tree);
    const QList<TreeRow> rows = crawlOrder(tree);
    const Verdict judged = verdictOf(tree, counts, specVersion);

    const QString title = source.isEmpty() ? Tr::tr("ResourceSync report")
                                           : Tr::tr("ResourceSync report: %1").arg(source);
    QString html = pageStart(title);
    // What was crawled, with what, when.
    html += pageHeader(Tr::tr("ResourceSync report"), source, writtenLine(specVersion));

    // The verdict and the counts.
    html += QStringLiteral("<section id=\"summary\">\n");
    html += element("h2", escaped(Tr::tr("Summary"))) + u'\n';
    html += verdict(judged.text, judged.cssClass);
    if (!tree.isComplete()) {
        html += notice(Tr::tr("The crawl did not finish (it was interrupted or reached a "
                              "limit): this report is partial, and what the crawl did "
                              "not reach was not checked."));
    }
    html += QStringLiteral("<table class=\"summary\">\n");
    html += summaryRow(Tr::tr("Documents"), number(tree.size()), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Entries"), number(tree.totalEntries()), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Errors"), number(counts.errors), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Warnings"), number(counts.warnings), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Infos"), number(counts.infos), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Judged against"),
                       escaped(Tr::tr("ResourceSync %1").arg(specVersionName(specVersion))));
    html += QStringLiteral("</table>\n");
    if (const QStringList scope = tree.scope().describe(); !scope.isEmpty()) {
        QString items;
        for (const QString &line : scope)
            items += element("li", escaped(line));
        html += element("p", escaped(Tr::tr("Part of the source checked:")), QStringLiteral("note"))
            + element("ul", items, QStringLiteral("note")) + u'\n';
    }
    html += QStringLiteral("</section>\n");

    // The documents, as the crawl found them.
    html += QStringLiteral("<section id=\"documents\">\n");
    html += element("h2", escaped(Tr::tr("Documents"))) + u'\n';
    if (rows.isEmpty()) {
        html += element("p", escaped(Tr::tr("No document could be read.")), QStringLiteral("none"))
            + u'\n';
    } else {
        html += QStringLiteral("<table class=\"tree\">\n<thead><tr>");
        html += element("th", escaped(Tr::tr("Document")));
        html += element("th", escaped(Tr::tr("Kind")));
        html += element("th", escaped(Tr::tr("Entries")), QStringLiteral("num"));
        html += element("th", escaped(Tr::tr("HTTP status")), QStringLiteral("num"));
        html += element("th", escaped(Tr::tr("Errors")), QStringLiteral("num"));
        html += element("th", escaped(Tr::tr("Warnings")), QStringLiteral("num"));
        html += element("th", escaped(Tr::tr("Infos")), QStringLiteral("num"));
        html += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const TreeRow &row : rows) {
            const CrawledDocument &document = tree.document(row.id);
            const SeverityCounts own = countBySeverity(document.findings);
            const QString url = documentUrl(document);
            const int indent = std::min(row.depth, maxIndentDepth);
            html += QStringLiteral("<tr class=\"depth-%1\">").arg(row.depth);
            QString cell = document.findings.isEmpty()
                ? element("span", escaped(url), QStringLiteral("url"))
                : QStringLiteral("<a class=\"url\" href=\"#%1\">%2</a>")
                      .arg(anchorOf(row.id), escaped(url));
            if (!document.loaded && !document.error.isEmpty()) {
                cell += element("div", escaped(Tr::tr("Could not be read: %1").arg(document.error)),
                                QStringLiteral("note"));
            }
            html += QStringLiteral("<td class=\"doc\" style=\"padding-left: %1em\">%2</td>")
                        .arg(QString::number(0.6 + 1.5 * indent, 'f', 1), cell);
            html += element("td", escaped(kindText(document)), QStringLiteral("kind-cell"));
            html += element("td", document.loaded ? number(document.header.entryCount) : QString(),
                            QStringLiteral("num"));
            html += element("td", document.status ? number(*document.status) : QString(),
                            QStringLiteral("num"));
            html += countCell(own.errors, "error");
            html += countCell(own.warnings, "warning");
            html += countCell(own.infos, "info");
            html += QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</tbody>\n</table>\n");
    }
    html += QStringLiteral("</section>\n");

    // Every finding, grouped as the tree is ordered.
    html += QStringLiteral("<section id=\"findings\">\n");
    html += element("h2", escaped(Tr::tr("Findings"))) + u'\n';
    if (counts.errors + counts.warnings + counts.infos == 0)
        html += element("p", escaped(Tr::tr("No findings.")), QStringLiteral("none")) + u'\n';
    if (!tree.sourceFindings().isEmpty()) {
        html += QStringLiteral("<section class=\"document\" id=\"source\">\n");
        html += element("h3", escaped(Tr::tr("About the source as a whole"))) + u'\n';
        html += findingsTable(tree.sourceFindings(), QString());
        html += QStringLiteral("</section>\n");
    }
    for (const TreeRow &row : rows) {
        const CrawledDocument &document = tree.document(row.id);
        if (document.findings.isEmpty())
            continue;
        html += QStringLiteral("<section class=\"document\" id=\"%1\">\n").arg(anchorOf(row.id));
        html += element("h3",
                        element("span", escaped(kindText(document)), QStringLiteral("kind"))
                            + urlHtml(documentUrl(document)))
            + u'\n';
        if (!document.loaded && !document.error.isEmpty()) {
            html += element("p", escaped(Tr::tr("Could not be read: %1").arg(document.error)),
                            QStringLiteral("note"))
                + u'\n';
        }
        html += findingsTable(document.findings, documentUrl(document));
        html += QStringLiteral("</section>\n");
    }
    html += QStringLiteral("</section>\n");

    html += pageEnd(reportHeading(specVersion).trimmed());
    return html.toUtf8();
}

QByteArray writeFindingsCsv(const SourceTree &tree)
{
    QString csv;
    appendCsvRow(csv,
                 {QStringLiteral("severity"), QStringLiteral("rule"), QStringLiteral("section"),
                  QStringLiteral("url"), QStringLiteral("line"), QStringLiteral("column"),
                  QStringLiteral("message"), QStringLiteral("related_url"), QStringLiteral("count"),
                  QStringLiteral("locations")});
    // The order of the JSON report: the source's findings, then each
    // document's in crawl order, errors first.
    appendFindingRows(csv, tree.sourceFindings(), sourceUrl(tree));
    const QList<TreeRow> rows = crawlOrder(tree);
    for (const TreeRow &row : rows) {
        const CrawledDocument &document = tree.document(row.id);
        appendFindingRows(csv, document.findings, documentUrl(document));
    }
    return csvBytes(csv);
}

QByteArray writeDocumentsCsv(const SourceTree &tree)
{
    QString csv;
    appendCsvRow(csv,
                 {QStringLiteral("depth"), QStringLiteral("url"), QStringLiteral("kind"),
                  QStringLiteral("status"), QStringLiteral("entries"), QStringLiteral("errors"),
                  QStringLiteral("warnings"), QStringLiteral("infos"), QStringLiteral("error")});
    const QList<TreeRow> rows = crawlOrder(tree);
    for (const TreeRow &row : rows) {
        const CrawledDocument &document = tree.document(row.id);
        const SeverityCounts own = countBySeverity(document.findings);
        appendCsvRow(csv,
                     {
                         QString::number(row.depth),
                         documentUrl(document),
                         document.loaded ? documentTypeName(document.type) : QString(),
                         document.status ? QString::number(*document.status) : QString(),
                         QString::number(document.header.entryCount),
                         QString::number(own.errors),
                         QString::number(own.warnings),
                         QString::number(own.infos),
                         document.error,
                     });
    }
    return csvBytes(csv);
}

QString htmlPageStart(const QString &title, QLatin1StringView extraStyle)
{
    return pageStart(title, extraStyle);
}

QString htmlPageEnd(const QString &footer)
{
    return pageEnd(footer);
}

QString htmlEscaped(QStringView text)
{
    return escaped(text);
}

QString htmlUrl(const QString &url)
{
    return urlHtml(url);
}

QString htmlSeverityBadge(Severity severity)
{
    const QString cls = severityClass(severity);
    return element("span", escaped(severityLabel(severity)), u"badge " + cls);
}

QString csvRow(const QStringList &fields)
{
    QString row;
    appendCsvRow(row, fields);
    return row;
}

QByteArray csvFileBytes(const QString &csv)
{
    return csvBytes(csv);
}

} // namespace rsi
