// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisonreport.h"

#include "reportwriter.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonReport)
};

QString timeText(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

QString runLine(const QString &label, const ComparedRun &run)
{
    // One arg() for all: a URL's "%2F" must not be taken for a place holder.
    return Tr::tr("%1 %2, %3, %4 (documents: %5, entries: %6, errors: %7, warnings: %8)")
        .arg(label, terminalSafe(run.displayName), timeText(run.time), terminalSafe(run.source),
             QString::number(run.documents), QString::number(run.entries),
             QString::number(run.counts.errors), QString::number(run.counts.warnings));
}

QString countsText(const SeverityCounts &counts)
{
    QStringList parts;
    if (counts.errors > 0)
        parts.append(Tr::tr("errors: %1").arg(counts.errors));
    if (counts.warnings > 0)
        parts.append(Tr::tr("warnings: %1").arg(counts.warnings));
    if (counts.infos > 0)
        parts.append(Tr::tr("infos: %1").arg(counts.infos));
    return parts.join(QStringLiteral(", "));
}

QString optionalNumber(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

QJsonValue jsonNumber(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject sideJson(const ComparedRun &run)
{
    return {
        {QStringLiteral("run"), run.label},
        {QStringLiteral("time"),
         run.time.isValid() ? QJsonValue(timeText(run.time)) : QJsonValue()},
        {QStringLiteral("source"), run.source},
        {QStringLiteral("kind"), runKindKey(run.kind)},
        {QStringLiteral("specVersion"), run.specVersion},
        {QStringLiteral("complete"), run.complete},
        {QStringLiteral("documents"), run.documents},
        {QStringLiteral("entries"), run.entries},
        {QStringLiteral("errors"), run.counts.errors},
        {QStringLiteral("warnings"), run.counts.warnings},
        {QStringLiteral("infos"), run.counts.infos},
        {QStringLiteral("entriesRecorded"), run.entriesRecorded},
    };
}

QJsonObject documentSideJson(const RunDocument &document)
{
    return {
        {QStringLiteral("entries"), document.entries},
        {QStringLiteral("status"), jsonNumber(document.status)},
        {QStringLiteral("bytes"), document.bytes},
        {QStringLiteral("digest"),
         document.digest.isEmpty() ? QJsonValue() : QJsonValue(document.digest)},
    };
}

QJsonObject findingStateJson(const Finding &finding, const char *state)
{
    QJsonObject object = findingJson(finding, finding.url);
    object.insert(QStringLiteral("state"), QLatin1StringView(state));
    return object;
}

const RunDocument &shownSide(const DocumentComparison &document)
{
    return document.after ? *document.after : *document.before;
}

void appendExamples(QString &text, const QString &label, const QStringList &urls, qint64 count)
{
    if (urls.isEmpty())
        return;
    QStringList shown;
    for (const QString &url : urls)
        shown.append(terminalSafe(url));
    text += QStringLiteral("           %1 %2").arg(label, shown.join(QStringLiteral(", ")));
    if (count > urls.size())
        text += u' ' + Tr::tr("(and %1 more)").arg(count - urls.size());
    text += u'\n';
}

} // namespace

QString documentStateName(DocumentComparison::State state)
{
    switch (state) {
    case DocumentComparison::State::Added:
        return Tr::tr("added");
    case DocumentComparison::State::Removed:
        return Tr::tr("removed");
    case DocumentComparison::State::Changed:
        return Tr::tr("changed");
    case DocumentComparison::State::Unchanged:
        return Tr::tr("unchanged");
    }
    return {};
}

QString documentChangesText(const DocumentComparison &document)
{
    if (!document.before || !document.after)
        return {};
    const RunDocument &before = *document.before;
    const RunDocument &after = *document.after;
    QStringList parts;
    const QString arrow = QStringLiteral(" \u2192 ");
    for (const QString &change : document.changes) {
        if (change == u"capability") {
            parts.append(
                Tr::tr("kind %1%2%3")
                    .arg(documentTypeName(before.type()), arrow, documentTypeName(after.type())));
        } else if (change == u"loaded") {
            parts.append(after.loaded ? Tr::tr("readable again") : Tr::tr("no longer readable"));
        } else if (change == u"status") {
            parts.append(
                Tr::tr("status %1%2%3")
                    .arg(optionalNumber(before.status), arrow, optionalNumber(after.status)));
        } else if (change == u"bytes") {
            parts.append(
                Tr::tr("bytes %1%2%3")
                    .arg(QString::number(before.bytes), arrow, QString::number(after.bytes)));
        } else if (change == u"digest") {
            if (!document.changes.contains(QStringLiteral("bytes")))
                parts.append(Tr::tr("content"));
        } else if (change == u"entries" && before.entries != after.entries) {
            parts.append(
                Tr::tr("entries %1%2%3")
                    .arg(QString::number(before.entries), arrow, QString::number(after.entries)));
        }
    }
    return parts.join(QStringLiteral(", "));
}

QString entryChangesText(const EntryChanges &changes)
{
    QStringList parts;
    if (changes.added > 0)
        parts.append(Tr::tr("%1 added").arg(changes.added));
    if (changes.removed > 0)
        parts.append(Tr::tr("%1 removed").arg(changes.removed));
    if (changes.changed > 0)
        parts.append(Tr::tr("%1 changed").arg(changes.changed));
    return parts.join(QStringLiteral(", "));
}

QString comparisonVerdict(const RunComparison &comparison)
{
    const SeverityCounts fresh = comparison.newCounts();
    if (fresh.errors > 0)
        return Tr::tr("Worse: new errors: %1.").arg(fresh.errors);
    if (fresh.warnings > 0)
        return Tr::tr("No new errors; new warnings: %1.").arg(fresh.warnings);
    return Tr::tr("Nothing got worse.");
}

QByteArray writeComparisonText(const RunComparison &comparison)
{
    const RunComparison::Summary summary = comparison.summary();
    QString text = Tr::tr("ResourceSync Inspector %1: what changed between two crawls")
                       .arg(QStringLiteral(RSI_VERSION))
        + u'\n';
    text += runLine(Tr::tr("Before:"), comparison.before) + u'\n';
    text += runLine(Tr::tr("After: "), comparison.after) + u'\n';
    if (!comparison.before.complete || !comparison.after.complete) {
        text += Tr::tr("Note: a crawl that did not finish is compared; what it did not reach "
                       "shows as removed or added.")
            + u'\n';
    }
    if (comparison.documentsWithoutEntries > 0) {
        text += Tr::tr("Note: documents whose entries could not be compared one by one (a JSON "
                       "report or an old run keeps no entries), compared by their entry counts: "
                       "%1.")
                    .arg(comparison.documentsWithoutEntries)
            + u'\n';
    }

    text += u'\n'
        + Tr::tr("Documents: %1 added, %2 removed, %3 changed, %4 unchanged")
              .arg(summary.documentsAdded)
              .arg(summary.documentsRemoved)
              .arg(summary.documentsChanged)
              .arg(qint64(comparison.documents.size()) - summary.documentsAdded
                   - summary.documentsRemoved - summary.documentsChanged)
        + u'\n';
    for (const DocumentComparison &document : comparison.documents) {
        if (document.state == DocumentComparison::State::Unchanged)
            continue;
        const RunDocument &shown = shownSide(document);
        QString line = QStringLiteral("  %1 %2  %3")
                           .arg(documentStateName(document.state).leftJustified(9),
                                documentTypeName(shown.type()), terminalSafe(document.url));
        if (document.state == DocumentComparison::State::Changed) {
            if (const QString changes = documentChangesText(document); !changes.isEmpty())
                line += QStringLiteral("  (%1)").arg(changes);
        } else {
            line += QStringLiteral("  [%1]").arg(Tr::tr("entries: %1").arg(shown.entries));
        }
        text += line + u'\n';
        const EntryChanges &entries = document.entries;
        if (document.state == DocumentComparison::State::Changed && !entries.isEmpty())
            text += QStringLiteral("           %1\n")
                        .arg(Tr::tr("entries: %1").arg(entryChangesText(entries)));
        appendExamples(text, Tr::tr("added:"), entries.addedExamples, entries.added);
        appendExamples(text, Tr::tr("removed:"), entries.removedExamples, entries.removed);
        appendExamples(text, Tr::tr("changed:"), entries.changedExamples, entries.changed);
    }

    text += u'\n';
    QString findingsLine = Tr::tr("Findings: %1 new, %2 fixed, %3 remaining")
                               .arg(summary.findingsNew)
                               .arg(summary.findingsFixed)
                               .arg(summary.findingsRemaining);
    text += findingsLine + u'\n';
    for (const Finding &finding : comparison.findings.fresh)
        text += QStringLiteral("  %1 %2\n")
                    .arg(Tr::tr("new").leftJustified(6), findingLine(finding));
    for (const Finding &finding : comparison.findings.fixed)
        text += QStringLiteral("  %1 %2\n")
                    .arg(Tr::tr("fixed").leftJustified(6), findingLine(finding));

    text += u'\n';
    text += Tr::tr("Summary: documents added %1, removed %2, changed %3; entries added %4, "
                   "removed %5, changed %6; findings new %7, fixed %8, remaining %9")
                .arg(summary.documentsAdded)
                .arg(summary.documentsRemoved)
                .arg(summary.documentsChanged)
                .arg(summary.entriesAdded)
                .arg(summary.entriesRemoved)
                .arg(summary.entriesChanged)
                .arg(summary.findingsNew)
                .arg(summary.findingsFixed)
                .arg(summary.findingsRemaining)
        + u'\n';
    QString verdict = comparisonVerdict(comparison);
    if (const QString fixed = countsText(comparison.fixedCounts()); !fixed.isEmpty())
        verdict += u' ' + Tr::tr("Fixed: %1.").arg(fixed);
    text += verdict + u'\n';
    return terminalSafeLines(text).toUtf8();
}

QJsonObject comparisonJson(const RunComparison &comparison)
{
    const RunComparison::Summary summary = comparison.summary();
    const SeverityCounts fresh = comparison.newCounts();
    const SeverityCounts fixed = comparison.fixedCounts();
    QJsonObject root {
        {QStringLiteral("tool"), QStringLiteral("rsinspector")},
        {QStringLiteral("version"), QStringLiteral(RSI_VERSION)},
        {QStringLiteral("before"), sideJson(comparison.before)},
        {QStringLiteral("after"), sideJson(comparison.after)},
    };
    root.insert(QStringLiteral("summary"),
                QJsonObject {
                    {QStringLiteral("documentsAdded"), summary.documentsAdded},
                    {QStringLiteral("documentsRemoved"), summary.documentsRemoved},
                    {QStringLiteral("documentsChanged"), summary.documentsChanged},
                    {QStringLiteral("entriesAdded"), summary.entriesAdded},
                    {QStringLiteral("entriesRemoved"), summary.entriesRemoved},
                    {QStringLiteral("entriesChanged"), summary.entriesChanged},
                    {QStringLiteral("findingsNew"), summary.findingsNew},
                    {QStringLiteral("findingsFixed"), summary.findingsFixed},
                    {QStringLiteral("findingsRemaining"), summary.findingsRemaining},
                    {QStringLiteral("newErrors"), fresh.errors},
                    {QStringLiteral("newWarnings"), fresh.warnings},
                    {QStringLiteral("newInfos"), fresh.infos},
                    {QStringLiteral("fixedErrors"), fixed.errors},
                    {QStringLiteral("fixedWarnings"), fixed.warnings},
                    {QStringLiteral("fixedInfos"), fixed.infos},
                    {QStringLiteral("entriesCompared"), comparison.documentsWithoutEntries == 0},
                });

    QJsonArray documents;
    for (const DocumentComparison &document : comparison.documents) {
        if (document.state == DocumentComparison::State::Unchanged)
            continue;
        QJsonObject object {
            {QStringLiteral("url"), document.url},
            {QStringLiteral("state"), documentStateKey(document.state)},
            {QStringLiteral("capability"), shownSide(document).capability},
            {QStringLiteral("entriesAdded"), document.entries.added},
            {QStringLiteral("entriesRemoved"), document.entries.removed},
            {QStringLiteral("entriesChanged"), document.entries.changed},
            {QStringLiteral("entriesCompared"), document.entriesCompared},
            {QStringLiteral("changes"), QJsonArray::fromStringList(document.changes)},
            {QStringLiteral("examples"),
             QJsonObject {
                 {QStringLiteral("added"),
                  QJsonArray::fromStringList(document.entries.addedExamples)},
                 {QStringLiteral("removed"),
                  QJsonArray::fromStringList(document.entries.removedExamples)},
                 {QStringLiteral("changed"),
                  QJsonArray::fromStringList(document.entries.changedExamples)},
             }},
        };
        object.insert(QStringLiteral("before"),
                      document.before ? QJsonValue(documentSideJson(*document.before))
                                      : QJsonValue());
        object.insert(QStringLiteral("after"),
                      document.after ? QJsonValue(documentSideJson(*document.after))
                                     : QJsonValue());
        documents.append(object);
    }
    root.insert(QStringLiteral("documents"), documents);

    QJsonArray findings;
    for (const Finding &finding : comparison.findings.fresh)
        findings.append(findingStateJson(finding, "new"));
    for (const Finding &finding : comparison.findings.fixed)
        findings.append(findingStateJson(finding, "fixed"));
    root.insert(QStringLiteral("findings"), findings);
    return root;
}

QByteArray writeComparisonJson(const RunComparison &comparison)
{
    return QJsonDocument(comparisonJson(comparison)).toJson(QJsonDocument::Indented);
}

} // namespace rsi
