// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncreport.h"

#include "mirror/auditjob.h"
#include "mirror/mirrorjob.h"
#include "synchtmlreport.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

#include <algorithm>

namespace rsi {

namespace {

// lupdate files Tr::tr() strings under the context named here, the
// same one they are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SyncReport)
};

// Columns wider than this are not padded: one long URL should not push every
// other line off the screen.
constexpr qsizetype maxPathColumn = 60;
constexpr qsizetype maxUrlColumn = 80;

QString isoTime(const std::optional<QDateTime> &time)
{
    return time ? time->toUTC().toString(Qt::ISODate) : QString();
}

QJsonValue jsonTime(const std::optional<QDateTime> &time)
{
    return time ? QJsonValue(isoTime(time)) : QJsonValue();
}

QJsonValue jsonText(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

QString commandName(SyncReport::Kind kind)
{
    return kind == SyncReport::Kind::Audit ? QStringLiteral("audit") : QStringLiteral("mirror");
}

QString itemUrl(const AuditItem &item)
{
    return item.url.isEmpty() ? QString() : item.url.toString();
}

// What a resource is called in a JUnit case or a heading: its URL, or its
// path when the layout cannot map it back.
QString itemName(const AuditItem &item)
{
    const QString url = itemUrl(item);
    return url.isEmpty() ? item.relativePath : url;
}

QStringList reasonKeys(const AuditItem &item)
{
    QStringList keys;
    keys.reserve(item.reasons.size());
    for (const AuditReason &reason : item.reasons)
        keys.append(reason.key());
    return keys;
}

QStringList reasonDescriptions(const AuditItem &item)
{
    QStringList sentences;
    sentences.reserve(item.reasons.size());
    for (const AuditReason &reason : item.reasons)
        sentences.append(reason.description());
    return sentences;
}

// Whether a resource counts against the run in JUnit: for an audit,
// anything a sync would have to do; for a mirror, what it failed to do.
bool isFailure(const SyncReport &report, const AuditItem &item)
{
    if (report.kind == SyncReport::Kind::Audit)
        return item.state != AuditState::Same;
    return item.state == AuditState::Failed;
}

QString interruptedNotice(SyncReport::Kind kind)
{
    return kind == SyncReport::Kind::Audit
        ? Tr::tr("Interrupted: this report covers only the resources compared by then.")
        : Tr::tr("Interrupted: this report covers only what was done by then; the sync point "
                 "did not move.");
}

QString syncSummaryLine(const AuditCounts &counts)
{
    return Tr::tr("Summary: same %1, create %2, update %3, delete %4, failed %5")
        .arg(counts.same)
        .arg(counts.create)
        .arg(counts.update)
        .arg(counts.deleted)
        .arg(counts.failed);
}

QString timeOrNone(const std::optional<QDateTime> &time)
{
    return time ? isoTime(time) : Tr::tr("none");
}

// The lines that say what the report was computed against or did, below the heading.
QString describeRun(const SyncReport &report)
{
    QString text;
    if (report.kind == SyncReport::Kind::Audit) {
        text += Tr::tr("Audit of the local copy %1 against %2")
                    .arg(terminalSafe(report.destination), terminalSafe(report.source))
            + u'\n';
        // The times the expected state was computed for (19.3-4).
        if (report.baselineAt && report.changesUntil)
            text += Tr::tr("Expected state: the Resource Lists at %1, with the changes until %2")
                        .arg(isoTime(report.baselineAt), isoTime(report.changesUntil))
                + u'\n';
        else if (report.baselineAt)
            text += Tr::tr("Expected state: the Resource Lists at %1")
                        .arg(isoTime(report.baselineAt))
                + u'\n';
        else if (report.changesUntil)
            text += Tr::tr("Expected state: the changes until %1").arg(isoTime(report.changesUntil))
                + u'\n';
        return text;
    }
    text += Tr::tr("Mirror of %1 into %2")
                .arg(terminalSafe(report.source), terminalSafe(report.destination))
        + u'\n';
    if (report.route.isEmpty())
        return text; // the mirror never ran (the crawl before it was interrupted)
    // The route's name says whether it was a baseline ("baseline from the
    // Resource List"); a report made without one falls back to the key.
    text += Tr::tr("Route: %1").arg(report.routeName.isEmpty() ? report.route : report.routeName)
        + u'\n';
    text += Tr::tr("Sync point: %1 before, %2 after")
                .arg(timeOrNone(report.syncPointBefore), timeOrNone(report.syncPointAfter))
        + u'\n';
    if (report.gap)
        text += Tr::tr("The change lists no longer reach back to the last sync point: changes "
                       "may have been missed, so this run took a new baseline.")
            + u'\n';
    if (report.dryRun)
        text += Tr::tr("Dry run: nothing was written.") + u'\n';
    if (!report.trashFolder.isEmpty())
        text += Tr::tr("Deleted files were moved to %1 inside the local copy.")
                    .arg(report.trashFolder)
            + u'\n';
    text += Tr::tr("Downloaded %1 bytes in %2 s.")
                .arg(report.bytesDownloaded)
                .arg(double(report.elapsedMs) / 1000.0, 0, 'f', 1)
        + u'\n';
    return text;
}

QByteArray writeText(const SyncReport &report, bool verbose)
{
    QString text = reportHeading(report.specVersion) + describeRun(report);

    QList<const AuditItem *> shown;
    for (const AuditItem &item : report.items) {
        if (verbose || item.state != AuditState::Same)
            shown.append(&item);
    }
    // One column each for state, path and URL, as wide as their widest
    // value (up to a limit), so that a long list can be scanned by eye.
    qsizetype stateWidth = 0;
    qsizetype pathWidth = 0;
    qsizetype urlWidth = 0;
    for (const AuditItem *item : std::as_const(shown)) {
        stateWidth = std::max(stateWidth, auditStateName(item->state).size());
        pathWidth = std::max(pathWidth, std::min(item->relativePath.size(), maxPathColumn));
        urlWidth = std::max(urlWidth, std::min(itemUrl(*item).size(), maxUrlColumn));
    }
    if (!shown.isEmpty())
        text += u'\n';
    for (const AuditItem *item : std::as_const(shown)) {
        const QString path
            = item->relativePath.isEmpty() ? QStringLiteral("-") : terminalSafe(item->relativePath);
        const QString url
            = itemUrl(*item).isEmpty() ? QStringLiteral("-") : terminalSafe(itemUrl(*item));
        QString line = auditStateName(item->state).toLower().leftJustified(stateWidth) + u"  "
            + path.leftJustified(pathWidth) + u"  ";
        const QStringList keys = reasonKeys(*item);
        if (keys.isEmpty())
            line += url;
        else
            line += url.leftJustified(urlWidth) + u"  (" + keys.join(QStringLiteral(", ")) + u')';
        text += line + u'\n';
        // The details of what differs or failed; a missing or extra file
        // says all there is in its key.
        if (item->state == AuditState::Update || item->state == AuditState::Failed) {
            const QStringList details = reasonDescriptions(*item);
            for (const QString &detail : details)
                text += QString(stateWidth + 2, QChar::Space) + terminalSafe(detail) + u'\n';
        }
    }
    if (report.items.isEmpty())
        text += u'\n' + Tr::tr("The source lists no resources, and the local copy holds none.")
            + u'\n';
    else if (shown.isEmpty())
        text += u'\n'
            + (report.kind == SyncReport::Kind::Audit
                   ? Tr::tr("The local copy is in sync with the source.")
                   : Tr::tr("Every resource was current already; nothing needed doing."))
            + u'\n';

    if (!report.findings.isEmpty()) {
        FindingList findings = report.findings;
        sortFindings(findings);
        text += u'\n' + Tr::tr("Findings:") + u'\n';
        for (const Finding &finding : std::as_const(findings))
            text += QStringLiteral("  ") + findingLine(finding) + u'\n';
    }

    text += u'\n';
    if (!report.complete)
        text += interruptedNotice(report.kind) + u'\n';
    text += syncSummaryLine(report.counts) + u'\n';
    return terminalSafeLines(text).toUtf8();
}

QJsonObject countsJson(const AuditCounts &counts)
{
    return {
        {QStringLiteral("same"), counts.same},     {QStringLiteral("create"), counts.create},
        {QStringLiteral("update"), counts.update}, {QStringLiteral("delete"), counts.deleted},
        {QStringLiteral("failed"), counts.failed},
    };
}

QJsonObject itemJson(const AuditItem &item)
{
    return {
        // Strings, as the contract has them; empty when there is none.
        {QStringLiteral("url"), itemUrl(item)},
        {QStringLiteral("path"), item.relativePath},
        {QStringLiteral("state"), auditStateKey(item.state)},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(reasonKeys(item))},
        {QStringLiteral("details"), QJsonArray::fromStringList(reasonDescriptions(item))},
    };
}

QByteArray writeJson(const SyncReport &report)
{
    QJsonObject root = jsonReportHeader(report.specVersion);
    root.insert(QStringLiteral("command"), commandName(report.kind));
    root.insert(QStringLiteral("source"), report.source);
    root.insert(QStringLiteral("destination"), report.destination);
    root.insert(QStringLiteral("complete"), report.complete);
    root.insert(QStringLiteral("summary"), countsJson(report.counts));
    QJsonArray resources;
    for (const AuditItem &item : report.items)
        resources.append(itemJson(item));
    root.insert(QStringLiteral("resources"), resources);
    FindingList findings = report.findings;
    sortFindings(findings);
    QJsonArray findingArray;
    for (const Finding &finding : std::as_const(findings))
        findingArray.append(findingJson(finding, report.source));
    root.insert(QStringLiteral("findings"), findingArray);
    if (report.kind == SyncReport::Kind::Audit) {
        root.insert(QStringLiteral("baselineAt"), jsonTime(report.baselineAt));
        root.insert(QStringLiteral("changesUntil"), jsonTime(report.changesUntil));
    } else {
        root.insert(QStringLiteral("route"), report.route);
        root.insert(QStringLiteral("baseline"), report.baseline);
        root.insert(QStringLiteral("dryRun"), report.dryRun);
        root.insert(QStringLiteral("gap"), report.gap);
        root.insert(QStringLiteral("syncPointBefore"), jsonTime(report.syncPointBefore));
        root.insert(QStringLiteral("syncPointAfter"), jsonTime(report.syncPointAfter));
        root.insert(QStringLiteral("trash"), jsonText(report.trashFolder));
        root.insert(QStringLiteral("bytesDownloaded"), report.bytesDownloaded);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray writeJUnit(const SyncReport &report)
{
    const QString command = commandName(report.kind);
    QList<const AuditItem *> cases;
    qsizetype failures = 0;
    for (const AuditItem &item : report.items) {
        if (item.state == AuditState::Same)
            continue;
        cases.append(&item);
        failures += isFailure(report, item);
    }
    const qsizetype resourceCases = std::max<qsizetype>(1, cases.size());

    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("rsinspector ") + command);
    xml.writeAttribute(QStringLiteral("tests"),
                       QString::number(resourceCases + junitCaseCount(report.findings)
                                       + (report.complete ? 0 : 1)));
    xml.writeAttribute(QStringLiteral("failures"),
                       QString::number(failures + junitFailureCount(report.findings)));
    if (!report.complete) {
        xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("1"));
        writeJUnitIncompleteSuite(xml, command, interruptedNotice(report.kind));
    }

    const QString suite = QStringLiteral("resources");
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), suite);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(resourceCases));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    if (cases.isEmpty()) {
        xml.writeEmptyElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), suite);
        xml.writeAttribute(QStringLiteral("name"), Tr::tr("in sync"));
    }
    for (const AuditItem *item : std::as_const(cases)) {
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), suite);
        xml.writeAttribute(QStringLiteral("name"),
                           auditStateKey(item->state) + u' ' + itemName(*item));
        if (isFailure(report, *item)) {
            xml.writeStartElement(QStringLiteral("failure"));
            xml.writeAttribute(QStringLiteral("type"), auditStateKey(item->state));
            xml.writeAttribute(QStringLiteral("message"),
                               reasonKeys(*item).join(QStringLiteral(", ")));
            xml.writeCharacters(reasonDescriptions(*item).join(u'\n'));
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();

    writeJUnitSuite(xml, QStringLiteral("findings"), report.findings, report.specVersion);
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

} // namespace

SyncReport SyncReport::fromAudit(const AuditJob &job, const QString &source, SpecVersion version)
{
    SyncReport report;
    report.kind = Kind::Audit;
    report.source = source;
    report.destination = job.destination();
    report.specVersion = version;
    report.items = job.result().items;
    report.counts = job.result().counts;
    report.complete = !job.result().canceled && !job.isCanceled();
    report.baselineAt = job.baselineAt();
    report.changesUntil = job.changesUntil();
    return report;
}

SyncReport SyncReport::fromMirror(const MirrorResult &result, SpecVersion version)
{
    SyncReport report;
    report.kind = Kind::Mirror;
    report.source = result.source;
    report.destination = result.destination;
    report.specVersion = version;
    report.items = result.items;
    report.counts = result.counts;
    report.findings = result.findings;
    report.complete = !result.canceled;
    report.route = syncRouteKey(result.route);
    report.routeName = syncRouteName(result.route);
    report.baseline = result.baseline;
    report.dryRun = result.dryRun;
    report.gap = result.gap;
    report.syncPointBefore = result.syncPointBefore;
    report.syncPointAfter = result.syncPointAfter;
    report.trashFolder = result.trashFolder;
    report.bytesDownloaded = result.bytesDownloaded;
    report.elapsedMs = result.elapsedMs;
    return report;
}

QByteArray writeSyncReport(const SyncReport &report, ReportFormat format, bool verbose)
{
    switch (format) {
    case ReportFormat::Text:
        return writeText(report, verbose);
    case ReportFormat::Json:
        return writeJson(report);
    case ReportFormat::JUnit:
        return writeJUnit(report);
    case ReportFormat::Html:
        return writeSyncHtmlReport(report, verbose);
    }
    return {};
}

} // namespace rsi
