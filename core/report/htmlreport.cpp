// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlreport.h"

#include "crawl/sourcetree.h"
#include "crawlreport.h"
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

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HtmlReport)
};

// Deeper documents (a hostile chain of indexes) are drawn at this depth, as
// the text report does, so that the page stays readable.
constexpr int maxIndentDepth = 32;

// Kept in one place so that the page reads as one design: a serif-free
// body, tabular figures, badges that carry their meaning in text and border
// as well as colour so that a black-and-white print loses nothing.
const char *const styleSheet = R"css(
:root { color-scheme: light; }
* { box-sizing: border-box; }
body {
  margin: 0 auto; padding: 2rem 1.5rem 3rem; max-width: 72rem;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
  color: #1f2328; background: #fff;
}
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 .25rem; }
h2 { font-size: 1.3rem; margin: 2.25rem 0 .75rem; padding-bottom: .25rem; border-bottom: 1px solid #d0d7de; }
h3 { font-size: 1.05rem; margin: 1.75rem 0 .5rem; }
h2, h3 { break-after: avoid; page-break-after: avoid; }
p { margin: .5rem 0; }
a { color: #0b57d0; }
.url, code, .rule { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .9em; }
.url { overflow-wrap: anywhere; word-break: break-word; }
.meta, .muted { color: #57606a; }
.kind { font-weight: 600; margin-right: .5em; }
.verdict { display: inline-block; margin: .5rem 0; padding: .4rem .9rem; border: 2px solid; border-radius: 6px; font-weight: 700; font-size: 1.1rem; }
.verdict.pass { color: #116329; background: #dafbe1; }
.verdict.warn { color: #7d4e00; background: #fff8c5; }
.verdict.fail { color: #a40e26; background: #ffebe9; }
.notice { padding: .5rem .75rem; border-left: 4px solid #bf8700; background: #fff8c5; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { text-align: left; vertical-align: top; padding: .35rem .6rem; border-bottom: 1px solid #d8dee4; }
thead th { border-bottom: 2px solid #8c959f; font-weight: 600; white-space: nowrap; }
tr { break-inside: avoid; page-break-inside: avoid; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.summary { width: auto; min-width: 22rem; }
table.summary th { font-weight: 600; padding-right: 2rem; }
table.tree td.doc { overflow-wrap: anywhere; }
.zero { color: #8c959f; }
td.num.error { color: #a40e26; font-weight: 700; }
td.num.warning { color: #7d4e00; font-weight: 700; }
table.findings tr.error td:first-child { border-left: 4px solid #cf222e; }
table.findings tr.warning td:first-child { border-left: 4px solid #bf8700; }
table.findings tr.info td:first-child { border-left: 4px solid #0969da; }
.badge { display: inline-block; min-width: 5.5em; text-align: center; padding: .05rem .5rem; border: 1px solid; border-radius: 999px; font-size: .8rem; font-weight: 700; white-space: nowrap; }
.badge.error { color: #a40e26; background: #ffebe9; }
.badge.warning { color: #7d4e00; background: #fff8c5; }
.badge.info { color: #0550ae; background: #ddf4ff; }
.badge.error::before { content: "\25A0  "; }
.badge.warning::before { content: "\25B2  "; }
.badge.info::before { content: "\25CF  "; }
.rulesummary { margin-top: .2rem; font-size: .875rem; color: #57606a; }
.related { margin-top: .2rem; font-size: .875rem; }
.note { font-size: .9rem; color: #57606a; }
.none { font-style: italic; color: #57606a; }
footer { margin-top: 3rem; font-size: .85rem; color: #57606a; }
@media print {
  body { padding: 0; max-width: none; font-size: 10.5pt; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  a { color: inherit; text-decoration: none; }
  h2 { break-before: auto; }
}
)css";

// Every text from the source, and every translated text, goes through
// here: a URL or message can hold markup, and a translation can too.
// Control characters HTML does not allow become U+FFFD.
QString escaped(QStringView text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&':
            out += QLatin1StringView("&amp;");
            break;
        case u'<':
            out += QLatin1StringView("&lt;");
            break;
        case u'>':
            out += QLatin1StringView("&gt;");
            break;
        case u'"':
            out += QLatin1StringView("&quot;");
            break;
        case u'\'':
            out += QLatin1StringView("&#39;");
            break;
        case u'\t':
        case u'\n':
        case u'\r':
            out += c;
            break;
        default:
            if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0))
                out += QChar(QChar::ReplacementCharacter);
            else
                out += c;
        }
    }
    return out;
}

QString element(const char *tag, const QString &html, const QString &cssClass = {})
{
    const QLatin1StringView name(tag);
    QString open = u'<' + name;
    if (!cssClass.isEmpty())
        open += QStringLiteral(" class=\"") + cssClass + u'"';
    return open + u'>' + html + QStringLiteral("</") + name + u'>';
}

// A URL shown as text, a link when it is one a browser may follow safely.
QString urlHtml(const QString &url)
{
    const QString scheme = QUrl(url).scheme().toLower();
    const QString text = escaped(url);
    if (scheme == u"http" || scheme == u"https")
        return QStringLiteral("<a class=\"url\" href=\"%1\">%1</a>").arg(text);
    return element("span", text, QStringLiteral("url"));
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString countCell(int count, const char *severityClass)
{
    // Zeros fade so that the counts that matter stand out.
    const QString cls = count > 0 ? QStringLiteral("num %1").arg(QLatin1StringView(severityClass))
                                  : QStringLiteral("num zero");
    return element("td", number(count), cls);
}

QString severityClass(Severity severity)
{
    return severityName(severity); // "error", "warning", "info": stable, fit for CSS
}

QString severityLabel(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return Tr::tr("Error");
    case Severity::Warning:
        return Tr::tr("Warning");
    case Severity::Info:
        return Tr::tr("Info");
    }
    return {};
}

QString kindText(const CrawledDocument &document)
{
    return document.loaded ? documentTypeName(document.type) : Tr::tr("Unread document");
}

QString anchorOf(int id)
{
    return QStringLiteral("doc-%1").arg(id);
}

// groupUrl: the document the group is about, empty for the source's group;
// a finding about another URL names it.
QString findingsTable(FindingList findings, const QString &groupUrl)
{
    sortFindings(findings);
    QString html = QStringLiteral("<table class=\"findings\">\n<thead><tr>");
    html += element("th", escaped(Tr::tr("Severity")));
    html += element("th", escaped(Tr::tr("Rule")));
    html += element("th", escaped(Tr::tr("Section")));
    html += element("th", escaped(Tr::tr("Position")), QStringLiteral("num"));
    html += element("th", escaped(Tr::tr("Message")));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const Finding &finding : std::as_const(findings)) {
        const QString cls = severityClass(finding.severity);
        html += QStringLiteral("<tr class=\"%1\">").arg(cls);
        html += element("td",
                        element("span", escaped(severityLabel(finding.severity)), u"badge " + cls));
        html += element("td", escaped(finding.ruleId), QStringLiteral("rule"));
        const bool hasSection = !finding.section.isEmpty() && finding.section != u"-";
        html += element("td", hasSection ? escaped(QString(u"§" + finding.section)) : QString());
        html += element("td", escaped(positionText(finding.position)), QStringLiteral("num"));
        QString message = escaped(finding.message);
        if (!finding.url.isEmpty() && finding.url != groupUrl) {
            message += element("div", escaped(Tr::tr("About:")) + u' ' + urlHtml(finding.url),
                               QStringLiteral("related"));
        }
        if (!finding.relatedUrl.isEmpty()) {
            message
                += element("div", escaped(Tr::tr("See also:")) + u' ' + urlHtml(finding.relatedUrl),
                           QStringLiteral("related"));
        }
        if (const Rule *rule = RuleCatalogue::instance().find(finding.ruleId)) {
            message += element("div", escaped(Tr::tr("Rule: %1").arg(rule->translatedSummary())),
                               QStringLiteral("rulesummary"));
        }
        html += element("td", message);
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</tbody>\n</table>\n");
    return html;
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

QString summaryRow(const QString &label, const QString &valueHtml, const QString &cellClass = {})
{
    return QStringLiteral("<tr><th scope=\"row\">") + escaped(label) + QStringLiteral("</th>")
        + element("td", valueHtml, cellClass) + QStringLiteral("</tr>\n");
}

QString languageTag()
{
    const QString name = QLocale().bcp47Name();
    return name.isEmpty() || name == u"C" ? QStringLiteral("en") : name;
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
                     });
    }
}

} // namespace

QByteArray writeCrawlHtmlReport(const SourceTree &tree, SpecVersion specVersion)
{
    const SeverityCounts counts = crawlCounts(tree);
    const QString source = sourceUrl(tree);
    const QList<TreeRow> rows = crawlOrder(tree);
    const Verdict verdict = verdictOf(tree, counts, specVersion);

    const QString title = source.isEmpty() ? Tr::tr("ResourceSync report")
                                           : Tr::tr("ResourceSync report: %1").arg(source);
    QString html = htmlPageStart(title);

    // What was crawled, with what, when.
    html += QStringLiteral("<header>\n");
    html += element("h1", escaped(Tr::tr("ResourceSync report"))) + u'\n';
    if (!source.isEmpty())
        html += element("p", urlHtml(source), QStringLiteral("source")) + u'\n';
    const QString written = QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat);
    html += element("p",
                    escaped(reportHeading(specVersion).trimmed()) + QStringLiteral("<br>")
                        + escaped(Tr::tr("Report written on %1").arg(written)),
                    QStringLiteral("meta"))
        + u'\n';
    html += QStringLiteral("</header>\n");

    // The verdict and the counts.
    html += QStringLiteral("<section id=\"summary\">\n");
    html += element("h2", escaped(Tr::tr("Summary"))) + u'\n';
    html += element("p", escaped(verdict.text), u"verdict " + verdict.cssClass) + u'\n';
    if (!tree.isComplete()) {
        html += element("p",
                        escaped(Tr::tr("The crawl did not finish (it was interrupted or reached a "
                                       "limit): this report is partial, and what the crawl did "
                                       "not reach was not checked.")),
                        QStringLiteral("notice"))
            + u'\n';
    }
    html += QStringLiteral("<table class=\"summary\">\n");
    html += summaryRow(Tr::tr("Documents"), number(tree.size()), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Entries"), number(tree.totalEntries()), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Errors"), number(counts.errors), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Warnings"), number(counts.warnings), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Infos"), number(counts.infos), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Judged against"),
                       escaped(Tr::tr("ResourceSync %1").arg(specVersionName(specVersion))));
    html += QStringLiteral("</table>\n</section>\n");

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

    html += htmlPageEnd(reportHeading(specVersion).trimmed());
    return html.toUtf8();
}

QByteArray writeFindingsCsv(const SourceTree &tree)
{
    QString csv;
    appendCsvRow(csv,
                 {QStringLiteral("severity"), QStringLiteral("rule"), QStringLiteral("section"),
                  QStringLiteral("url"), QStringLiteral("line"), QStringLiteral("column"),
                  QStringLiteral("message"), QStringLiteral("related_url")});
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
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n")
                       .arg(escaped(languageTag()));
    html += QStringLiteral(
                "<meta charset=\"utf-8\">\n"
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                "<meta name=\"generator\" content=\"ResourceSync Inspector %1\">\n")
                .arg(escaped(QStringLiteral(RSI_VERSION)));
    html += element("title", escaped(title)) + u'\n';
    html += QStringLiteral("<style>") + QLatin1StringView(styleSheet) + extraStyle
        + QStringLiteral("</style>\n</head>\n<body>\n");
    return html;
}

QString htmlPageEnd(const QString &footer)
{
    return element("footer", escaped(footer)) + QStringLiteral("\n</body>\n</html>\n");
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
