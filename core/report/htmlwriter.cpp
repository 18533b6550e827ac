// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlwriter.h"

#include "reportwriter.h"
#include "validation/rulecatalogue.h"

#include <QCoreApplication>
#include <QLocale>
#include <QUrl>

namespace rsi::html {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HtmlReport)
};

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
td.rule { white-space: nowrap; }
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
.group { margin-top: .2rem; font-size: .875rem; font-weight: 600; }
.state { display: inline-block; min-width: 4.5em; text-align: center; padding: .05rem .5rem; border: 1px solid; border-radius: 999px; font-size: .8rem; font-weight: 700; white-space: nowrap; }
.state.same { color: #116329; background: #dafbe1; }
.state.create, .state.update, .state.delete { color: #7d4e00; background: #fff8c5; }
.state.failed { color: #a40e26; background: #ffebe9; }
.reasons { margin: .2rem 0 0; padding-left: 1.2rem; font-size: .875rem; color: #57606a; }
dl.scope { display: grid; grid-template-columns: max-content auto; gap: .2rem 1rem; margin: .5rem 0; }
dl.scope dt { font-weight: 600; }
dl.scope dd { margin: 0; }
.none { font-style: italic; color: #57606a; }
footer { margin-top: 3rem; font-size: .85rem; color: #57606a; }
@media print {
  body { padding: 0; max-width: none; font-size: 10.5pt; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  a { color: inherit; text-decoration: none; }
  h2 { break-before: auto; }
}
)css";

QString languageTag()
{
    const QString name = QLocale().bcp47Name();
    return name.isEmpty() || name == u"C" ? QStringLiteral("en") : name;
}

} // namespace

QString escaped(QStringView text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        switch (c.unicode()) {
        case u'&':
            out += QLatin1StringView("&amp;");
            continue;
        case u'<':
            out += QLatin1StringView("&lt;");
            continue;
        case u'>':
            out += QLatin1StringView("&gt;");
            continue;
        case u'"':
            out += QLatin1StringView("&quot;");
            continue;
        case u'\'':
            out += QLatin1StringView("&#39;");
            continue;
        case u'\t':
        case u'\n':
        case u'\r':
            out += c;
            continue;
        default:
            break;
        }
        const char16_t u = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out += c;
            out += text.at(++i);
        } else if (u < 0x20 || (u >= 0x7f && u < 0xa0) || c.isSurrogate() || u == 0xfffe
                   || u == 0xffff) {
            out += QChar(QChar::ReplacementCharacter);
        } else {
            out += c;
        }
    }
    return out;
}

QString element(const char *tag, const QString &html, const QString &cssClass)
{
    const QLatin1StringView name(tag);
    QString open = u'<' + name;
    if (!cssClass.isEmpty())
        open += QStringLiteral(" class=\"") + escaped(cssClass) + u'"';
    return open + u'>' + html + QStringLiteral("</") + name + u'>';
}

QString urlHtml(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    const QString scheme = parsed.scheme().toLower();
    const QString text = escaped(url);
    if (parsed.isValid() && (scheme == u"http" || scheme == u"https"))
        return QStringLiteral("<a class=\"url\" href=\"%1\">%1</a>").arg(text);
    return element("span", text, QStringLiteral("url"));
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString severityClass(Severity severity)
{
    return severityName(severity);
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

QString pageStart(const QString &title, QLatin1StringView extraStyle)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" "
                                  "lang=\"%1\" xml:lang=\"%1\">\n<head>\n")
                       .arg(escaped(languageTag()));
    html += QStringLiteral(
                "<meta charset=\"utf-8\"/>\n"
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                "<meta name=\"generator\" content=\"ResourceSync Inspector %1\"/>\n")
                .arg(escaped(QStringLiteral(RSI_VERSION)));
    html += element("title", escaped(title)) + u'\n';
    html += QStringLiteral("<style>") + QLatin1StringView(styleSheet) + extraStyle
        + QStringLiteral("</style>\n</head>\n<body>\n");
    return html;
}

QString pageEnd(const QString &footer)
{
    return element("footer", escaped(footer)) + QStringLiteral("\n</body>\n</html>\n");
}

QString pageHeader(const QString &title, const QString &source, const QString &metaLine)
{
    QString html = QStringLiteral("<header>\n");
    html += element("h1", escaped(title)) + u'\n';
    if (!source.isEmpty())
        html += element("p", urlHtml(source), QStringLiteral("source")) + u'\n';
    html += element("p", metaLine, QStringLiteral("meta")) + u'\n';
    html += QStringLiteral("</header>\n");
    return html;
}

QString verdict(const QString &text, const QString &cssClass)
{
    return element("p", escaped(text), u"verdict " + cssClass) + u'\n';
}

QString notice(const QString &text)
{
    return element("p", escaped(text), QStringLiteral("notice")) + u'\n';
}

QString summaryRow(const QString &label, const QString &valueHtml, const QString &cellClass)
{
    return QStringLiteral("<tr><th scope=\"row\">") + escaped(label) + QStringLiteral("</th>")
        + element("td", valueHtml, cellClass) + QStringLiteral("</tr>\n");
}

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
        if (const QString group = groupText(finding); !group.isEmpty())
            message += element("div", escaped(group), QStringLiteral("group"));
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

} // namespace rsi::html
