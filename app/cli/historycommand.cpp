// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historycommand.h"

#include "clioutput.h"
#include "commandline.h"
#include "crawl/crawloptions.h"
#include "history/historystore.h"
#include "report/syncreport.h"
#include "report/terminaltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QUrl>

namespace rsi::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HistoryCommand)
};

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss'Z'"));
}

QByteArray listingText(const QList<RunListing> &runs, const QString &path, const QString &source)
{
    QString text = source.isEmpty()
        ? Tr::tr("Crawl history %1").arg(terminalSafe(QDir::toNativeSeparators(path)))
        : Tr::tr("Runs of %1 in %2")
              .arg(terminalSafe(source), terminalSafe(QDir::toNativeSeparators(path)));
    text += u'\n';
    if (runs.isEmpty()) {
        text += (source.isEmpty() ? Tr::tr("No runs are kept yet; 'rsinspector-cli crawl --save "
                                           "<source>' keeps one.")
                                  : Tr::tr("No runs of this source are kept."))
            + u'\n';
        return terminalSafeLines(text).toUtf8();
    }
    // Columns wide enough for their widest value, numbers to the right.
    const QStringList headers
        = {Tr::tr("id"),      Tr::tr("time"),   Tr::tr("kind"),     Tr::tr("documents"),
           Tr::tr("entries"), Tr::tr("errors"), Tr::tr("warnings"), Tr::tr("source")};
    QList<QStringList> rows;
    for (const RunListing &run : runs) {
        QString kind = runKindKey(run.kind);
        if (!run.complete)
            kind += u'*';
        rows.append({QString::number(run.id), timeText(run.started), kind,
                     QString::number(run.documents), QString::number(run.entries),
                     QString::number(run.counts.errors), QString::number(run.counts.warnings),
                     terminalSafe(run.source)});
    }
    QList<qsizetype> widths;
    for (qsizetype column = 0; column < headers.size(); ++column) {
        qsizetype width = headers.at(column).size();
        for (const QStringList &row : std::as_const(rows))
            width = std::max(width, row.at(column).size());
        widths.append(width);
    }
    const auto line = [&](const QStringList &cells) -> QString {
        QStringList padded;
        for (qsizetype column = 0; column < cells.size(); ++column) {
            const bool number = column == 0 || (column >= 3 && column <= 6);
            const bool last = column == cells.size() - 1;
            padded.append(number     ? cells.at(column).rightJustified(widths.at(column))
                              : last ? cells.at(column)
                                     : cells.at(column).leftJustified(widths.at(column)));
        }
        return padded.join(QStringLiteral("  ")) + u'\n';
    };
    text += line(headers);
    for (const QStringList &row : std::as_const(rows))
        text += line(row);
    if (std::any_of(runs.cbegin(), runs.cend(),
                    [](const RunListing &run) { return !run.complete; }))
        text += Tr::tr("* the crawl did not finish (interrupted, or a limit was reached)") + u'\n';
    return terminalSafeLines(text).toUtf8();
}

QByteArray listingJson(const QList<RunListing> &runs, const QString &path, const QString &source)
{
    QJsonArray array;
    for (const RunListing &run : runs) {
        array.append(QJsonObject {
            {QStringLiteral("id"), run.id},
            {QStringLiteral("time"), run.started.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("finished"), run.finished.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("kind"), runKindKey(run.kind)},
            {QStringLiteral("source"), run.source},
            {QStringLiteral("input"), run.input},
            {QStringLiteral("complete"), run.complete},
            {QStringLiteral("documents"), run.documents},
            {QStringLiteral("entries"), run.entries},
            {QStringLiteral("errors"), run.counts.errors},
            {QStringLiteral("warnings"), run.counts.warnings},
            {QStringLiteral("infos"), run.counts.infos},
            {QStringLiteral("bytes"), run.storedBytes},
            {QStringLiteral("summary"),
             run.summary.isEmpty() ? QJsonValue() : QJsonValue(run.summary)},
        });
    }
    const QJsonObject root {
        {QStringLiteral("history"), QDir::toNativeSeparators(path)},
        {QStringLiteral("source"), source.isEmpty() ? QJsonValue() : QJsonValue(source)},
        {QStringLiteral("runs"), array},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace

QString absoluteSource(const QString &input)
{
    const QUrl url(input, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && (scheme == u"http" || scheme == u"https" || scheme == u"file"))
        return input;
    return QDir::cleanPath(QFileInfo(input).absoluteFilePath());
}

QString historyPath(const HistoryOptions &options)
{
    return options.fileGiven ? options.file : HistoryStore::defaultPath();
}

int runHistory(const CommandLine &line)
{
    const HistoryOptions &options = line.history;
    const QString path = historyPath(options);
    const QString source = options.source.isEmpty() ? QString() : absoluteSource(options.source);
    const bool exists = QFileInfo::exists(path);
    if (!exists && (options.fileGiven || !options.deleteRuns.isEmpty())) {
        printError(Tr::tr("%1 does not exist: no run was ever saved there.")
                       .arg(QDir::toNativeSeparators(path)));
        return ExitCannotRun;
    }
    if (!exists) { // nothing saved yet with the default file: an empty history
        const QList<RunListing> none;
        const QByteArray bytes = options.format == HistoryOptions::Format::Json
            ? listingJson(none, path, source)
            : listingText(none, path, source);
        return deliver(bytes, line) ? ExitOk : ExitCannotRun;
    }
    HistoryStore store;
    if (!store.open(path)) {
        printError(store.errorString());
        return ExitCannotRun;
    }
    if (!options.deleteRuns.isEmpty()) {
        for (const qint64 id : options.deleteRuns) {
            if (!store.remove(id)) {
                printError(store.errorString());
                return ExitCannotRun;
            }
            if (!line.quiet)
                printTo(stdout, (Tr::tr("Deleted run %1.").arg(id) + u'\n').toUtf8());
        }
        return ExitOk;
    }
    // Runs of a local folder are kept under its absolute path, whichever way
    // it was typed; a URL matches as it is.
    QList<RunListing> runs = store.runs(source);
    if (!store.errorString().isEmpty()) {
        printError(store.errorString());
        return ExitCannotRun;
    }
    const QByteArray bytes = options.format == HistoryOptions::Format::Json
        ? listingJson(runs, path, source)
        : listingText(runs, path, source);
    return deliver(bytes, line) ? ExitOk : ExitCannotRun;
}

RunContext runContext(const CommandLine &line, const CrawlOptions &options,
                      const QDateTime &started)
{
    RunContext context;
    switch (line.command) {
    case Command::Audit:
        context.kind = RunKind::Audit;
        break;
    case Command::Mirror:
        context.kind = RunKind::Mirror;
        break;
    default:
        context.kind = RunKind::Crawl;
        break;
    }
    context.input = absoluteSource(line.inputs.value(0));
    context.started = started;
    context.specVersion = line.validation.specVersion;
    context.options = crawlOptionsJson(options);
    if (line.command == Command::Crawl) {
        context.options.insert(QStringLiteral("checkResources"), line.checkResources);
        context.options.insert(QStringLiteral("hash"), line.hash);
    }
    return context;
}

QJsonObject syncSummaryJson(const SyncReport &report)
{
    QJsonObject summary {
        {QStringLiteral("same"), report.counts.same},
        {QStringLiteral("create"), report.counts.create},
        {QStringLiteral("update"), report.counts.update},
        {QStringLiteral("delete"), report.counts.deleted},
        {QStringLiteral("failed"), report.counts.failed},
        {QStringLiteral("destination"), report.destination},
        {QStringLiteral("complete"), report.complete},
    };
    if (report.kind == SyncReport::Kind::Mirror) {
        summary.insert(QStringLiteral("route"), report.route);
        summary.insert(QStringLiteral("baseline"), report.baseline);
        summary.insert(QStringLiteral("dryRun"), report.dryRun);
    }
    return summary;
}

bool saveToHistory(const SourceTree &tree, const RunContext &context, const CommandLine &line)
{
    const QString path = historyPath(line.history);
    HistoryStore store;
    if (!store.open(path)) {
        printError(Tr::tr("the run was not saved: %1").arg(store.errorString()));
        return false;
    }
    const RunRecord run = recordRun(tree, context);
    const qint64 id = store.save(run);
    if (id == 0) {
        printError(Tr::tr("the run was not saved in %1: %2")
                       .arg(QDir::toNativeSeparators(path), store.errorString()));
        return false;
    }
    const qint64 cap
        = line.history.maxBytes > 0 ? line.history.maxBytes : HistoryStore::defaultMaxBytes;
    const QList<qint64> pruned = store.prune(cap, id);
    if (!store.errorString().isEmpty())
        printError(Tr::tr("the history could not be pruned: %1").arg(store.errorString()));
    if (!line.quiet) {
        QString message
            = Tr::tr("saved as run %1 in %2").arg(id).arg(QDir::toNativeSeparators(path));
        if (!pruned.isEmpty())
            message += u' '
                + Tr::tr("(older runs deleted to stay within %1: %2)")
                      .arg(QLocale::c().formattedDataSize(cap))
                      .arg(pruned.size());
        printError(message);
    }
    return true;
}

} // namespace rsi::cli
