// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisonhtml.h"

#include "comparisonreport.h"
#include "history/runcomparison.h"
#include "htmlreport.h"

#include <QCoreApplication>
#include <QLocale>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonHtml)
};

// The states' badges, in the manner of the severity badges: text, border
// and a mark as well as colour, so that a black-and-white print keeps them.
const char *const comparisonStyle = R"css(
.badge.new { color: #a40e26; background: #ffebe9; }
.badge.fixed { color: #116329; background: #dafbe1; }
.badge.added { color: #0550ae; background: #ddf4ff; }
.badge.changed { color: #7d4e00; background: #fff8c5; }
.badge.removed { color: #57606a; background: #f6f8fa; }
.badge.added::before, .badge.new::before { content: "+  "; }
.badge.removed::before, .badge.fixed::before { content: "\2212  "; }
.badge.changed::before { content: "\0394  "; }
ul.examples { margin: .2rem 0 0; padding-left: 1.2rem; font-size: .875rem; }
table.runs td, table.runs th { white-space: nowrap; }
)css";

QString element(const char *tag, const QString &html, const QString &cssClass = {})
{
    const QLatin1StringView name(tag);
    QString open = u'<' + name;
    if (!cssClass.isEmpty())
        open += QStringLiteral(" class=\"") + cssClass + u'"';
    return open + u'>' + html + QStringLiteral("</") + name + u'>';
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString timeText(const QDateTime &time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::LongFormat) : QString();
}

QString badge(const QString &key, const QString &label)
{
    return element("span", htmlEscaped(label), u"badge " + key);
}

QString examplesHtml(const QString &label, const QStringList &urls, qint64 count)
{
    if (urls.isEmpty())
        return {};
    QString items;
    for (const QString &url : urls)
        items += element("li", htmlUrl(url));
    if (count > urls.size())
        items += element("li", htmlEscaped(Tr::tr("… and %1 more").arg(count - urls.size())),
                         QStringLiteral("muted"));
    return element("div", htmlEscaped(label)) + element("ul", items, QStringLiteral("examples"));
}

QString runsTable(const RunComparison &comparison)
{
    QString html = QStringLiteral("<table class=\"runs\">\n<thead><tr>");
    html += element("th", QString());
    html += element("th", htmlEscaped(Tr::tr("Run")));
    html += element("th", htmlEscaped(Tr::tr("Time")));
    html += element("th", htmlEscaped(Tr::tr("Documents")), QStringLiteral("num"));
    html += element("th", htmlEscaped(Tr::tr("Entries")), QStringLiteral("num"));
    html += element("th", htmlEscaped(Tr::tr("Errors")), QStringLiteral("num"));
    html += element("th", htmlEscaped(Tr::tr("Warnings")), QStringLiteral("num"));
    html += element("th", htmlEscaped(Tr::tr("Infos")), QStringLiteral("num"));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    const std::pair<QString, const ComparedRun *> sides[]
        = {{Tr::tr("Before"), &comparison.before}, {Tr::tr("After"), &comparison.after}};
    for (const auto &[label, run] : sides) {
        html += QStringLiteral("<tr>");
        html += element("th", htmlEscaped(label));
        QString name = htmlEscaped(run->displayName);
        if (!run->complete)
            name += element("div", htmlEscaped(Tr::tr("did not finish")), QStringLiteral("note"));
        html += element("td", name);
        html += element("td", htmlEscaped(timeText(run->time)));
        html += element("td", number(run->documents), QStringLiteral("num"));
        html += element("td", number(run->entries), QStringLiteral("num"));
        html += element("td", number(run->counts.errors), QStringLiteral("num"));
        html += element("td", number(run->counts.warnings), QStringLiteral("num"));
        html += element("td", number(run->counts.infos), QStringLiteral("num"));
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody>\n</table>\n");
}

QString summaryTable(const RunComparison &comparison)
{
    const RunComparison::Summary summary = comparison.summary();
    const auto row = [](const QString &label, qint64 value) -> QString {
        return QStringLiteral("<tr><th scope=\"row\">") + htmlEscaped(label)
            + QStringLiteral("</th>") + element("td", number(value), QStringLiteral("num"))
            + QStringLiteral("</tr>\n");
    };
    QString html = QStringLiteral("<table class=\"summary\">\n");
    html += row(Tr::tr("Documents added"), summary.documentsAdded);
    html += row(Tr::tr("Documents removed"), summary.documentsRemoved);
    html += row(Tr::tr("Documents changed"), summary.documentsChanged);
    html += row(Tr::tr("Entries added"), summary.entriesAdded);
    html += row(Tr::tr("Entries removed"), summary.entriesRemoved);
    html += row(Tr::tr("Entries changed"), summary.entriesChanged);
    html += row(Tr::tr("New findings"), summary.findingsNew);
    html += row(Tr::tr("Fixed findings"), summary.findingsFixed);
    html += row(Tr::tr("Remaining findings"), summary.findingsRemaining);
    return html + QStringLiteral("</table>\n");
}

QString documentsTable(const RunComparison &comparison)
{
    QString html = QStringLiteral("<table class=\"tree\">\n<thead><tr>");
    html += element("th", htmlEscaped(Tr::tr("State")));
    html += element("th", htmlEscaped(Tr::tr("Document")));
    html += element("th", htmlEscaped(Tr::tr("Kind")));
    html += element("th", htmlEscaped(Tr::tr("Entries")));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const DocumentComparison &document : comparison.documents) {
        if (document.state == DocumentComparison::State::Unchanged)
            continue;
        const RunDocument &shown = document.after ? *document.after : *document.before;
        const QString key = documentStateKey(document.state);
        html += QStringLiteral("<tr>");
        html += element("td", badge(key, documentStateName(document.state)));
        QString cell = htmlUrl(document.url);
        if (const QString changes = documentChangesText(document); !changes.isEmpty())
            cell += element("div", htmlEscaped(changes), QStringLiteral("note"));
        html += element("td", cell, QStringLiteral("doc"));
        html += element("td", htmlEscaped(documentTypeName(shown.type())));
        const EntryChanges &entries = document.entries;
        QString entriesCell;
        if (document.state == DocumentComparison::State::Changed)
            entriesCell = htmlEscaped(entryChangesText(entries));
        else
            entriesCell = number(shown.entries);
        entriesCell += examplesHtml(Tr::tr("Added:"), entries.addedExamples, entries.added);
        entriesCell += examplesHtml(Tr::tr("Removed:"), entries.removedExamples, entries.removed);
        entriesCell += examplesHtml(Tr::tr("Changed:"), entries.changedExamples, entries.changed);
        html += element("td", entriesCell);
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody>\n</table>\n");
}

QString findingsTable(const FindingList &findings)
{
    QString html = QStringLiteral("<table class=\"findings\">\n<thead><tr>");
    html += element("th", htmlEscaped(Tr::tr("Severity")));
    html += element("th", htmlEscaped(Tr::tr("Rule")));
    html += element("th", htmlEscaped(Tr::tr("Document")));
    html += element("th", htmlEscaped(Tr::tr("Position")), QStringLiteral("num"));
    html += element("th", htmlEscaped(Tr::tr("Message")));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const Finding &finding : findings) {
        html += QStringLiteral("<tr class=\"%1\">").arg(severityName(finding.severity));
        html += element("td", htmlSeverityBadge(finding.severity));
        html += element("td", htmlEscaped(finding.ruleId), QStringLiteral("rule"));
        html += element("td", htmlUrl(finding.url));
        html += element("td", htmlEscaped(positionText(finding.position)), QStringLiteral("num"));
        html += element("td", htmlEscaped(finding.message));
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody>\n</table>\n");
}

} // namespace

QByteArray writeComparisonHtml(const RunComparison &comparison)
{
    const QString source
        = comparison.after.source.isEmpty() ? comparison.before.source : comparison.after.source;
    QString html
        = htmlPageStart(Tr::tr("What changed: %1").arg(source), QLatin1StringView(comparisonStyle));
    html += QStringLiteral("<header>\n");
    html += element("h1", htmlEscaped(Tr::tr("What changed between two crawls"))) + u'\n';
    if (!source.isEmpty())
        html += element("p", htmlUrl(source), QStringLiteral("source")) + u'\n';
    html += element("p",
                    htmlEscaped(Tr::tr("ResourceSync Inspector %1, comparison written on %2")
                                    .arg(QStringLiteral(RSI_VERSION),
                                         timeText(QDateTime::currentDateTime()))),
                    QStringLiteral("meta"))
        + u'\n';
    html += QStringLiteral("</header>\n");

    html += QStringLiteral("<section id=\"summary\">\n");
    html += element("h2", htmlEscaped(Tr::tr("Summary"))) + u'\n';
    const SeverityCounts fresh = comparison.newCounts();
    const QString verdictClass = fresh.errors > 0 ? QStringLiteral("fail")
        : fresh.warnings > 0                      ? QStringLiteral("warn")
                                                  : QStringLiteral("pass");
    html += element("p", htmlEscaped(comparisonVerdict(comparison)), u"verdict " + verdictClass)
        + u'\n';
    html += runsTable(comparison);
    if (comparison.documentsWithoutEntries > 0) {
        html += element("p",
                        htmlEscaped(Tr::tr("Documents whose entries could not be compared one "
                                           "by one (a JSON report or an old run keeps no "
                                           "entries), compared by their entry counts: %1.")
                                        .arg(comparison.documentsWithoutEntries)),
                        QStringLiteral("notice"))
            + u'\n';
    }
    html += summaryTable(comparison);
    html += QStringLiteral("</section>\n");

    const RunComparison::Summary summary = comparison.summary();
    html += QStringLiteral("<section id=\"documents\">\n");
    html += element("h2", htmlEscaped(Tr::tr("Documents"))) + u'\n';
    if (summary.documentsAdded + summary.documentsRemoved + summary.documentsChanged == 0)
        html += element("p", htmlEscaped(Tr::tr("No document changed.")), QStringLiteral("none"));
    else
        html += documentsTable(comparison);
    html += QStringLiteral("</section>\n");

    const std::pair<QString, const FindingList *> groups[]
        = {{Tr::tr("New findings"), &comparison.findings.fresh},
           {Tr::tr("Fixed findings"), &comparison.findings.fixed}};
    for (const auto &[title, findings] : groups) {
        html += QStringLiteral("<section class=\"findings\">\n");
        html += element("h2", htmlEscaped(title)) + u'\n';
        if (findings->isEmpty())
            html += element("p", htmlEscaped(Tr::tr("None.")), QStringLiteral("none")) + u'\n';
        else
            html += findingsTable(*findings);
        html += QStringLiteral("</section>\n");
    }
    html += htmlPageEnd(Tr::tr("ResourceSync Inspector %1").arg(QStringLiteral(RSI_VERSION)));
    return html.toUtf8();
}

QByteArray writeComparisonCsv(const RunComparison &comparison)
{
    QString csv
        = csvRow({QStringLiteral("what"), QStringLiteral("state"), QStringLiteral("url"),
                  QStringLiteral("document"), QStringLiteral("kind"), QStringLiteral("rule"),
                  QStringLiteral("severity"), QStringLiteral("line"), QStringLiteral("column"),
                  QStringLiteral("message"), QStringLiteral("entries_added"),
                  QStringLiteral("entries_removed"), QStringLiteral("entries_changed"),
                  QStringLiteral("changes")});
    const QString none;
    for (const DocumentComparison &document : comparison.documents) {
        if (document.state == DocumentComparison::State::Unchanged)
            continue;
        const RunDocument &shown = document.after ? *document.after : *document.before;
        const EntryChanges &entries = document.entries;
        csv += csvRow({QStringLiteral("document"), documentStateKey(document.state), document.url,
                       none, shown.capability, none, none, none, none, none,
                       QString::number(entries.added), QString::number(entries.removed),
                       QString::number(entries.changed), document.changes.join(u';')});
        const std::pair<const char *, const QStringList *> examples[]
            = {{"added", &entries.addedExamples},
               {"removed", &entries.removedExamples},
               {"changed", &entries.changedExamples}};
        for (const auto &[state, urls] : examples) {
            for (const QString &url : *urls) {
                csv += csvRow({QStringLiteral("entry"), QLatin1StringView(state), url, document.url,
                               none, none, none, none, none, none, none, none, none, none});
            }
        }
    }
    const std::pair<const char *, const FindingList *> groups[]
        = {{"new", &comparison.findings.fresh}, {"fixed", &comparison.findings.fixed}};
    for (const auto &[state, findings] : groups) {
        for (const Finding &finding : *findings) {
            const bool known = finding.position.isKnown();
            csv += csvRow({QStringLiteral("finding"), QLatin1StringView(state), finding.url, none,
                           none, finding.ruleId, severityName(finding.severity),
                           known ? QString::number(finding.position.line) : none,
                           known && finding.position.column > 0
                               ? QString::number(finding.position.column)
                               : none,
                           finding.message, none, none, none, none});
        }
    }
    return csvFileBytes(csv);
}

} // namespace rsi
