// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncreport.h"

#include "mirror/auditjob.h"
#include "mirror/mirrorjob.h"
#include "mirror/runitemreader.h"
#include "synchtmlreport.h"
#include "terminaltext.h"

#include <QBuffer>
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
    if (report.migration.happened)
        text += (report.dryRun
                     ? Tr::tr("The copy's state is in %1, from an earlier version: a real run "
                              "migrates it once, and moves its files to the readable layout.")
                           .arg(terminalSafe(report.migration.from))
                     : Tr::tr("The copy's state was migrated from %1 (%2 resources); %3 files "
                              "were moved to the readable layout, %4 left where they were.")
                           .arg(terminalSafe(report.migration.from))
                           .arg(report.migration.resources)
                           .arg(report.migration.moved)
                           .arg(report.migration.kept))
            + u'\n';
    if (report.route.isEmpty())
        return text; // the mirror never ran (the crawl before it was interrupted)
    // The route's name says whether it was a baseline ("baseline from the
    // Resource List"); a report made without one falls back to the key.
    text += Tr::tr("Route: %1").arg(report.routeName.isEmpty() ? report.route : report.routeName)
        + u'\n';
    if (!report.routeExplanation.isEmpty())
        text += Tr::tr("Why: %1").arg(report.routeExplanation) + u'\n';
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

// Writes to a device, remembering the first failure.
class Output
{
public:
    explicit Output(QIODevice *device)
        : m_device(device)
    { }
    void write(const QByteArray &bytes)
    {
        if (m_ok && m_device->write(bytes) != bytes.size())
            m_ok = false;
    }
    void write(const QString &text) { write(text.toUtf8()); }
    bool ok() const { return m_ok; }
    QString errorString() const { return m_device->errorString(); }

private:
    QIODevice *m_device;
    bool m_ok = true;
};

bool writeText(const SyncReport &report, bool verbose, Output &out, QString *error)
{
    out.write(terminalSafeLines(QString(reportHeading(report.specVersion) + describeRun(report))));

    const auto shown = [verbose](const AuditItem &item) {
        return verbose || item.state != AuditState::Same;
    };
    // One column each for state, path and URL, as wide as their widest
    // value (up to a limit), so that a long list can be scanned by eye: a
    // first pass measures them.
    qsizetype stateWidth = 0;
    qsizetype pathWidth = 0;
    qsizetype urlWidth = 0;
    qsizetype shownCount = 0;
    qsizetype itemCount = 0;
    const RunItems::Shape &shape = report.storedItems.shape;
    if (!report.storedItems.databasePath.isEmpty() && shape.known
        && shape.counts.total() == report.storedItems.count) {
        // Measured as the run wrote them: the items are read once.
        const std::pair<AuditState, qsizetype> states[] = {
            {AuditState::Same, shape.counts.same},     {AuditState::Create, shape.counts.create},
            {AuditState::Update, shape.counts.update}, {AuditState::Delete, shape.counts.deleted},
            {AuditState::Failed, shape.counts.failed},
        };
        for (const auto &[state, count] : states) {
            itemCount += count;
            if (count == 0 || (!verbose && state == AuditState::Same))
                continue;
            shownCount += count;
            stateWidth = std::max(stateWidth, auditStateName(state).size());
        }
        pathWidth = std::min(verbose ? shape.longestPath : shape.longestChangedPath, maxPathColumn);
        urlWidth = std::min(verbose ? shape.longestUrl : shape.longestChangedUrl, maxUrlColumn);
    } else {
        const bool measured = report.forEachItem(
            [&](const AuditItem &item) {
                ++itemCount;
                if (!shown(item))
                    return true;
                ++shownCount;
                stateWidth = std::max(stateWidth, auditStateName(item.state).size());
                pathWidth = std::max(pathWidth, std::min(item.relativePath.size(), maxPathColumn));
                urlWidth = std::max(urlWidth, std::min(itemUrl(item).size(), maxUrlColumn));
                return true;
            },
            error, false);
        if (!measured)
            return false;
    }
    if (shownCount > 0)
        out.write(QByteArrayLiteral("\n"));
    const bool listed = report.forEachItem(
        [&](const AuditItem &item) {
            if (!shown(item))
                return out.ok();
            const QString path = item.relativePath.isEmpty() ? QStringLiteral("-")
                                                             : terminalSafe(item.relativePath);
            const QString itemUrlText = itemUrl(item);
            const QString url
                = itemUrlText.isEmpty() ? QStringLiteral("-") : terminalSafe(itemUrlText);
            QString line = auditStateName(item.state).toLower().leftJustified(stateWidth) + u"  "
                + path.leftJustified(pathWidth) + u"  ";
            const QStringList keys = reasonKeys(item);
            if (keys.isEmpty())
                line += url;
            else
                line += url.leftJustified(urlWidth) + u"  (" + keys.join(QStringLiteral(", "))
                    + u')';
            line += u'\n';
            // The details of what differs or failed; a missing or extra file
            // says all there is in its key.
            if (item.state == AuditState::Update || item.state == AuditState::Failed) {
                const QStringList details = reasonDescriptions(item);
                for (const QString &detail : details)
                    line += QString(stateWidth + 2, QChar::Space) + terminalSafe(detail) + u'\n';
            }
            out.write(terminalSafeLines(line));
            return out.ok();
        },
        error);
    if (!listed)
        return false;
    QString text;
    if (itemCount == 0)
        text += u'\n' + Tr::tr("The source lists no resources, and the local copy holds none.")
            + u'\n';
    else if (shownCount == 0)
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
    out.write(terminalSafeLines(text));
    return true;
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

bool writeJson(const SyncReport &report, Output &out, QString *error)
{
    QJsonObject root = jsonReportHeader(report.specVersion);
    root.insert(QStringLiteral("command"), commandName(report.kind));
    root.insert(QStringLiteral("source"), report.source);
    root.insert(QStringLiteral("destination"), report.destination);
    root.insert(QStringLiteral("complete"), report.complete);
    root.insert(QStringLiteral("summary"), countsJson(report.counts));
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
        root.insert(QStringLiteral("routeReason"), jsonText(report.routeReason));
        root.insert(QStringLiteral("routeExplanation"), jsonText(report.routeExplanation));
        root.insert(QStringLiteral("baseline"), report.baseline);
        root.insert(QStringLiteral("dryRun"), report.dryRun);
        root.insert(QStringLiteral("gap"), report.gap);
        root.insert(QStringLiteral("syncPointBefore"), jsonTime(report.syncPointBefore));
        root.insert(QStringLiteral("syncPointAfter"), jsonTime(report.syncPointAfter));
        root.insert(QStringLiteral("trash"), jsonText(report.trashFolder));
        root.insert(QStringLiteral("bytesDownloaded"), report.bytesDownloaded);
        if (report.migration.happened)
            root.insert(QStringLiteral("migration"),
                        QJsonObject {{QStringLiteral("from"), report.migration.from},
                                     {QStringLiteral("resources"), report.migration.resources},
                                     {QStringLiteral("moved"), report.migration.moved},
                                     {QStringLiteral("kept"), report.migration.kept}});
        else
            root.insert(QStringLiteral("migration"), QJsonValue());
    }
    // The head as one document, its closing brace left for after the
    // resources, which follow one per line as they are read.
    QByteArray head = QJsonDocument(root).toJson(QJsonDocument::Indented);
    head.chop(head.size() - head.lastIndexOf('}'));
    while (head.endsWith('\n') || head.endsWith(' '))
        head.chop(1);
    out.write(head + ",\n    \"resources\": [");
    bool first = true;
    const bool listed = report.forEachItem(
        [&](const AuditItem &item) {
            out.write((first ? QByteArrayLiteral("\n        ") : QByteArrayLiteral(",\n        "))
                      + QJsonDocument(itemJson(item)).toJson(QJsonDocument::Compact));
            first = false;
            return out.ok();
        },
        error);
    if (!listed)
        return false;
    out.write(first ? QByteArrayLiteral("]\n}\n") : QByteArrayLiteral("\n    ]\n}\n"));
    return true;
}

bool writeJUnit(const SyncReport &report, QIODevice *device, QString *error)
{
    const QString command = commandName(report.kind);
    // Every item that is not Same is a case: the counts say how many.
    const AuditCounts &counts = report.counts;
    const qsizetype caseCount = counts.total() - counts.same;
    const qsizetype failures
        = report.kind == SyncReport::Kind::Audit ? caseCount : qsizetype(counts.failed);
    const qsizetype resourceCases = std::max<qsizetype>(1, caseCount);

    QXmlStreamWriter xml(device);
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
    if (caseCount == 0) {
        xml.writeEmptyElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), suite);
        xml.writeAttribute(QStringLiteral("name"), Tr::tr("in sync"));
    }
    const bool listed = report.forEachItem(
        [&](const AuditItem &item) {
            if (item.state == AuditState::Same)
                return true;
            xml.writeStartElement(QStringLiteral("testcase"));
            xml.writeAttribute(QStringLiteral("classname"), suite);
            xml.writeAttribute(QStringLiteral("name"),
                               auditStateKey(item.state) + u' ' + itemName(item));
            if (isFailure(report, item)) {
                xml.writeStartElement(QStringLiteral("failure"));
                xml.writeAttribute(QStringLiteral("type"), auditStateKey(item.state));
                xml.writeAttribute(QStringLiteral("message"),
                                   reasonKeys(item).join(QStringLiteral(", ")));
                xml.writeCharacters(reasonDescriptions(item).join(u'\n'));
                xml.writeEndElement();
            }
            xml.writeEndElement();
            return !xml.hasError();
        },
        error);
    if (!listed)
        return false;
    xml.writeEndElement();

    writeJUnitSuite(xml, QStringLiteral("findings"), report.findings, report.specVersion);
    xml.writeEndElement();
    xml.writeEndDocument();
    return !xml.hasError();
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
    report.storedItems = result.items;
    report.counts = result.counts;
    report.findings = result.findings;
    report.complete = !result.canceled;
    report.route = syncRouteKey(result.route);
    report.routeName = syncRouteName(result.route);
    if (result.route != SyncRoute::None) {
        report.routeReason = routeReasonKey(result.routeDecision.reason);
        report.routeExplanation = result.routeDecision.explanation;
    }
    report.baseline = result.baseline;
    report.dryRun = result.dryRun;
    report.gap = result.gap;
    report.syncPointBefore = result.syncPointBefore;
    report.syncPointAfter = result.syncPointAfter;
    report.trashFolder = result.trashFolder;
    report.migration = result.migration;
    report.bytesDownloaded = result.bytesDownloaded;
    report.elapsedMs = result.elapsedMs;
    return report;
}

bool SyncReport::forEachItem(const std::function<bool(const AuditItem &)> &visit, QString *error,
                             bool withReasons) const
{
    if (storedItems.databasePath.isEmpty()) {
        for (const AuditItem &item : items) {
            if (!visit(item))
                break;
        }
        return true;
    }
    RunItemReader reader;
    if (!reader.open(storedItems)
        || !reader.forEach([&visit](qsizetype, const AuditItem &item) { return visit(item); },
                           withReasons)) {
        if (error)
            *error = reader.errorString();
        return false;
    }
    return true;
}

bool writeSyncReport(const SyncReport &report, ReportFormat format, QIODevice *out, bool verbose,
                     QString *error)
{
    Output output(out);
    bool ok = false;
    switch (format) {
    case ReportFormat::Text:
        ok = writeText(report, verbose, output, error);
        break;
    case ReportFormat::Json:
        ok = writeJson(report, output, error);
        break;
    case ReportFormat::JUnit:
        ok = writeJUnit(report, out, error);
        break;
    case ReportFormat::Html:
        output.write(writeSyncHtmlReport(report, verbose, error));
        ok = error == nullptr || error->isEmpty();
        break;
    }
    if (ok && !output.ok()) {
        if (error)
            *error = output.errorString();
        return false;
    }
    return ok;
}

QByteArray writeSyncReport(const SyncReport &report, ReportFormat format, bool verbose)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeSyncReport(report, format, &buffer, verbose);
    return bytes;
}

} // namespace rsi
