// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlreport.h"
#include "htmlwriter.h"
#include "reportwriter.h"
#include "validationreport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace rsi {

namespace {

using namespace html; // NOLINT: the page is built from these pieces

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HtmlReport)
};

QString countCell(int count, const char *severityClass)
{
    const QString cls = count > 0 ? QStringLiteral("num %1").arg(QLatin1StringView(severityClass))
                                  : QStringLiteral("num zero");
    return element("td", number(count), cls);
}

QString kindOf(const DocumentReport &document)
{
    if (!document.loaded)
        return Tr::tr("Unread document");
    QString kind
        = document.root.isEmpty() ? Tr::tr("no root element") : u'<' + document.root + u'>';
    if (!document.capability.isEmpty())
        kind += QStringLiteral(" capability=\"%1\"").arg(document.capability);
    return kind;
}

} // namespace

QByteArray writeValidationHtmlReport(const ValidationReport &report, bool complete)
{
    const SeverityCounts counts = report.counts();
    const QString version = specVersionName(report.specVersion);
    const QString first
        = report.documents.isEmpty() ? QString() : report.documents.constFirst().url;
    const QString source = report.documents.size() == 1 ? first : QString();

    QString html = pageStart(source.isEmpty() ? Tr::tr("ResourceSync report")
                                              : Tr::tr("ResourceSync report: %1").arg(source));
    const QString written = QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat);
    html
        += pageHeader(Tr::tr("ResourceSync report"), source,
                      escaped(reportHeading(report.specVersion).trimmed()) + QStringLiteral("<br/>")
                          + escaped(Tr::tr("Report written on %1").arg(written)));

    html += QStringLiteral("<section id=\"summary\">\n");
    html += element("h2", escaped(Tr::tr("Summary"))) + u'\n';
    if (counts.errors > 0)
        html += verdict(Tr::tr("Does not conform to ResourceSync %1").arg(version),
                        QStringLiteral("fail"));
    else if (report.anyUnloaded())
        html += verdict(Tr::tr("No errors in what was read, but some documents could not be read"),
                        QStringLiteral("warn"));
    else if (counts.warnings > 0)
        html += verdict(Tr::tr("Conforms to ResourceSync %1, with warnings").arg(version),
                        QStringLiteral("warn"));
    else
        html += verdict(Tr::tr("Conforms to ResourceSync %1").arg(version), QStringLiteral("pass"));
    if (!complete)
        html += notice(
            Tr::tr("Interrupted: this report covers only the documents checked by then."));
    html += QStringLiteral("<table class=\"summary\">\n");
    html += summaryRow(Tr::tr("Documents"), number(report.documents.size()), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Entries"), number(report.totalEntries()), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Errors"), number(counts.errors), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Warnings"), number(counts.warnings), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Infos"), number(counts.infos), QStringLiteral("num"));
    html += summaryRow(Tr::tr("Judged against"), escaped(Tr::tr("ResourceSync %1").arg(version)));
    html += QStringLiteral("</table>\n</section>\n");

    html += QStringLiteral("<section id=\"documents\">\n");
    html += element("h2", escaped(Tr::tr("Documents"))) + u'\n';
    html += QStringLiteral("<table class=\"tree\">\n<thead><tr>");
    html += element("th", escaped(Tr::tr("Document")));
    html += element("th", escaped(Tr::tr("Kind")));
    html += element("th", escaped(Tr::tr("Entries")), QStringLiteral("num"));
    html += element("th", escaped(Tr::tr("HTTP status")), QStringLiteral("num"));
    html += element("th", escaped(Tr::tr("Errors")), QStringLiteral("num"));
    html += element("th", escaped(Tr::tr("Warnings")), QStringLiteral("num"));
    html += element("th", escaped(Tr::tr("Infos")), QStringLiteral("num"));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (qsizetype i = 0; i < report.documents.size(); ++i) {
        const DocumentReport &document = report.documents.at(i);
        const SeverityCounts own = countBySeverity(document.findings);
        QString cell = document.findings.isEmpty()
            ? element("span", escaped(document.url), QStringLiteral("url"))
            : QStringLiteral("<a class=\"url\" href=\"#doc-%1\">%2</a>")
                  .arg(QString::number(i), escaped(document.url));
        if (document.requestedUrl) {
            cell
                += element("div", escaped(Tr::tr("redirected from %1").arg(*document.requestedUrl)),
                           QStringLiteral("note"));
        }
        html += QStringLiteral("<tr>") + element("td", cell, QStringLiteral("doc"));
        html += element("td", escaped(kindOf(document)));
        html += element("td", document.loaded ? number(document.entries) : QString(),
                        QStringLiteral("num"));
        html += element("td", document.status ? number(*document.status) : QString(),
                        QStringLiteral("num"));
        html += countCell(own.errors, "error");
        html += countCell(own.warnings, "warning");
        html += countCell(own.infos, "info");
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</tbody>\n</table>\n</section>\n");

    html += QStringLiteral("<section id=\"findings\">\n");
    html += element("h2", escaped(Tr::tr("Findings"))) + u'\n';
    if (counts.errors + counts.warnings + counts.infos == 0)
        html += element("p", escaped(Tr::tr("No findings.")), QStringLiteral("none")) + u'\n';
    for (qsizetype i = 0; i < report.documents.size(); ++i) {
        const DocumentReport &document = report.documents.at(i);
        if (document.findings.isEmpty())
            continue;
        html += QStringLiteral("<section class=\"document\" id=\"doc-%1\">\n").arg(i);
        html += element("h3",
                        element("span", escaped(kindOf(document)), QStringLiteral("kind"))
                            + urlHtml(document.url))
            + u'\n';
        html += findingsTable(document.findings, document.url);
        html += QStringLiteral("</section>\n");
    }
    html += QStringLiteral("</section>\n");
    html += pageEnd(reportHeading(report.specVersion).trimmed());
    return html.toUtf8();
}

} // namespace rsi
