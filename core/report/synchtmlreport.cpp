// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "synchtmlreport.h"

#include "htmlwriter.h"
#include "reportwriter.h"
#include "syncreport.h"

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

QString isoTime(const std::optional<QDateTime> &time)
{
    return time ? time->toUTC().toString(Qt::ISODate) : Tr::tr("none");
}

bool isAudit(const SyncReport &report)
{
    return report.kind == SyncReport::Kind::Audit;
}

QString verdictHtml(const SyncReport &report)
{
    const AuditCounts &counts = report.counts;
    if (isAudit(report)) {
        if (counts.inSync())
            return verdict(Tr::tr("The local copy is in sync with the source"),
                           QStringLiteral("pass"));
        return verdict(Tr::tr("The local copy differs from the source"), QStringLiteral("fail"));
    }
    if (counts.failed > 0)
        return verdict(Tr::tr("Some resources could not be mirrored"), QStringLiteral("fail"));
    return verdict(report.dryRun ? Tr::tr("Dry run: nothing was written")
                                 : Tr::tr("The local copy was brought up to date"),
                   report.dryRun ? QStringLiteral("warn") : QStringLiteral("pass"));
}

// What the run was computed against, or did.
QString runRows(const SyncReport &report)
{
    QString rows;
    rows += summaryRow(Tr::tr("Local copy"),
                       element("span", escaped(report.destination), QStringLiteral("url")));
    if (isAudit(report)) {
        if (report.baselineAt)
            rows += summaryRow(Tr::tr("Resource Lists at"), escaped(isoTime(report.baselineAt)));
        if (report.changesUntil)
            rows += summaryRow(Tr::tr("Changes until"), escaped(isoTime(report.changesUntil)));
        return rows;
    }
    if (!report.route.isEmpty())
        rows += summaryRow(Tr::tr("Route"),
                           escaped(report.routeName.isEmpty() ? report.route : report.routeName));
    rows += summaryRow(Tr::tr("Sync point before"), escaped(isoTime(report.syncPointBefore)));
    rows += summaryRow(Tr::tr("Sync point after"), escaped(isoTime(report.syncPointAfter)));
    rows += summaryRow(Tr::tr("Downloaded"),
                       escaped(QLocale().formattedDataSize(report.bytesDownloaded)));
    if (!report.trashFolder.isEmpty())
        rows += summaryRow(Tr::tr("Deleted files moved to"), escaped(report.trashFolder));
    return rows;
}

QString stateBadge(AuditState state)
{
    return element("span", escaped(auditStateName(state)), u"state " + auditStateKey(state));
}

QString resourcesTable(const SyncReport &report, bool verbose, QString *error)
{
    QString html = QStringLiteral("<table class=\"resources\">\n<thead><tr>");
    html += element("th", escaped(Tr::tr("State")));
    html += element("th", escaped(Tr::tr("Resource")));
    html += element("th", escaped(Tr::tr("Path in the copy")));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    qsizetype shown = 0;
    qsizetype seen = 0;
    // A mirror's items are read from its run's database as they are written.
    report.forEachItem(
        [&](const AuditItem &item) {
            ++seen;
            if (!verbose && item.state == AuditState::Same)
                return true;
            ++shown;
            html += QStringLiteral("<tr>") + element("td", stateBadge(item.state));
            QString cell = item.url.isEmpty() ? QString() : urlHtml(item.url.toString());
            if (!item.reasons.isEmpty()) {
                QString reasons;
                for (const AuditReason &reason : item.reasons)
                    reasons += element("li", escaped(reason.description()));
                cell += element("ul", reasons, QStringLiteral("reasons"));
            }
            html += element("td", cell, QStringLiteral("doc"));
            html += element("td",
                            element("span", escaped(item.relativePath), QStringLiteral("url")));
            html += QStringLiteral("</tr>\n");
            return true;
        },
        error);
    html += QStringLiteral("</tbody>\n</table>\n");
    if (shown == 0) {
        return element("p",
                       escaped(seen == 0 ? Tr::tr("The source lists no resources, and the local "
                                                  "copy holds none.")
                                   : isAudit(report)
                                   ? Tr::tr("Every resource is the same in the copy.")
                                   : Tr::tr("Every resource was current already; nothing "
                                            "needed doing.")),
                       QStringLiteral("none"))
            + u'\n';
    }
    return html;
}

} // namespace

QByteArray writeSyncHtmlReport(const SyncReport &report, bool verbose, QString *error)
{
    const QString title = isAudit(report)
        ? Tr::tr("Audit of a local copy: %1").arg(report.destination)
        : Tr::tr("Mirror of %1").arg(report.source);
    QString html = pageStart(title);
    const QString written = QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat);
    html += pageHeader(
        isAudit(report) ? Tr::tr("Audit of a local copy") : Tr::tr("Mirror of a source"),
        report.source,
        escaped(reportHeading(report.specVersion).trimmed()) + QStringLiteral("<br/>")
            + escaped(Tr::tr("Report written on %1").arg(written)));

    html += QStringLiteral("<section id=\"summary\">\n");
    html += element("h2", escaped(Tr::tr("Summary"))) + u'\n';
    html += verdictHtml(report);
    if (!report.complete) {
        html += notice(isAudit(report)
                           ? Tr::tr("Interrupted: this report covers only the resources compared "
                                    "by then.")
                           : Tr::tr("Interrupted: this report covers only what was done by then; "
                                    "the sync point did not move."));
    }
    if (report.gap) {
        html += notice(Tr::tr("The change lists no longer reach back to the last sync point: "
                              "changes may have been missed, so this run took a new baseline."));
    }
    const AuditCounts &counts = report.counts;
    html += QStringLiteral("<table class=\"summary\">\n");
    html
        += summaryRow(auditStateName(AuditState::Same), number(counts.same), QStringLiteral("num"));
    html += summaryRow(auditStateName(AuditState::Create), number(counts.create),
                       QStringLiteral("num"));
    html += summaryRow(auditStateName(AuditState::Update), number(counts.update),
                       QStringLiteral("num"));
    html += summaryRow(auditStateName(AuditState::Delete), number(counts.deleted),
                       QStringLiteral("num"));
    html += summaryRow(auditStateName(AuditState::Failed), number(counts.failed),
                       QStringLiteral("num"));
    html += runRows(report);
    html += QStringLiteral("</table>\n</section>\n");

    html += QStringLiteral("<section id=\"resources\">\n");
    html += element("h2", escaped(Tr::tr("Resources"))) + u'\n';
    html += resourcesTable(report, verbose, error);
    html += QStringLiteral("</section>\n");

    if (!report.findings.isEmpty()) {
        html += QStringLiteral("<section id=\"findings\">\n");
        html += element("h2", escaped(Tr::tr("Findings"))) + u'\n';
        html += findingsTable(report.findings, report.source);
        html += QStringLiteral("</section>\n");
    }
    html += pageEnd(reportHeading(report.specVersion).trimmed());
    return html.toUtf8();
}

} // namespace rsi
