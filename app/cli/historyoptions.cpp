// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyoptions.h"

#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rsi::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

const QCommandLineOption
    saveOption({QStringLiteral("save")},
               QStringLiteral("Keep this run in the crawl history, for 'history' and 'compare'."));
const QCommandLineOption
    historyFileOption({QStringLiteral("history")},
                      QStringLiteral("The crawl history's database (default: history.sqlite in the "
                                     "application's data folder)."),
                      QStringLiteral("file"));
const QCommandLineOption historyLimitOption(
    {QStringLiteral("history-limit")},
    QStringLiteral("With --save: the most the history may take on disk (bytes, or with K, M, "
                   "G: 500M); the oldest runs go first. Default 1G."),
    QStringLiteral("size"));
const QCommandLineOption listFormatOption({QStringLiteral("format")},
                                          QStringLiteral("text or json."), QStringLiteral("format"),
                                          QStringLiteral("text"));
const QCommandLineOption compareFormatOption({QStringLiteral("format")},
                                             QStringLiteral("text, json, html or csv."),
                                             QStringLiteral("format"), QStringLiteral("text"));
const QCommandLineOption deleteOption({QStringLiteral("delete")},
                                      QStringLiteral("Delete this run from the history "
                                                     "(repeatable)."),
                                      QStringLiteral("id"));
const QCommandLineOption sourceOption(
    {QStringLiteral("source")},
    QStringLiteral("The source whose runs 'latest' and 'previous' name (a URL or path as "
                   "crawled, or its Source Description's URL)."),
    QStringLiteral("source"));
const QCommandLineOption
    examplesOption({QStringLiteral("examples")},
                   QStringLiteral("Entry URLs named per kind of change and document (default 10)."),
                   QStringLiteral("n"), QStringLiteral("10"));
const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                      QStringLiteral("Write the report to this file."),
                                      QStringLiteral("file"));
const QCommandLineOption quietOption({QStringLiteral("q"), QStringLiteral("quiet")},
                                     QStringLiteral("Print no report on standard output."));

QString historyNotes()
{
    return Tr::tr("\n"
                  "Lists the runs kept in the crawl history (crawl, audit and mirror with\n"
                  "--save; every crawl in the desktop application), newest first: id, time,\n"
                  "kind, documents, entries, errors and warnings. With a source, only its runs\n"
                  "(the URL or path as crawled, or its Source Description's URL).\n"
                  "\n"
                  "Exit codes: 0 listed (or deleted); 2 could not run (bad arguments, a\n"
                  "history file that cannot be read, no such run to delete).\n");
}

QString compareNotes()
{
    return Tr::tr("\n"
                  "Each argument is a run of the history (its id, as 'history' lists it, or\n"
                  "'latest' or 'previous': the newest run of the source and the one before\n"
                  "it), or a JSON report written by 'crawl --format json'. latest and previous\n"
                  "name runs of the source given with --source, else of the other argument's\n"
                  "source, else of the only source in the history. An argument of digits is an\n"
                  "id; write ./12 for a file named 12.\n"
                  "\n"
                  "Reports the documents added, removed and changed, the entries added,\n"
                  "removed and changed per document (a JSON report keeps no entries: with one,\n"
                  "entry counts are compared), and the findings new, fixed and remaining.\n"
                  "Findings are matched within their document by rule and message in the\n"
                  "order of their lines, as diff matches lines, then by rule and nearby line,\n"
                  "so that lines that moved do not make findings new.\n"
                  "\n"
                  "Exit codes: 0 nothing got worse (no new error); 1 new errors appeared;\n"
                  "2 could not run (bad arguments, no such run or file, an unreadable\n"
                  "history).\n");
}

} // namespace

QList<QCommandLineOption> saveOptions()
{
    return {saveOption, historyFileOption, historyLimitOption};
}

std::optional<qint64> parseByteSize(QStringView text)
{
    QStringView digits = text.trimmed();
    qint64 unit = 1;
    if (!digits.isEmpty()) {
        switch (digits.back().toUpper().unicode()) {
        case u'K':
            unit = 1024;
            break;
        case u'M':
            unit = 1024 * 1024;
            break;
        case u'G':
            unit = 1024 * 1024 * 1024;
            break;
        default:
            break;
        }
        if (unit > 1)
            digits.chop(1);
    }
    bool ok = false;
    const qint64 value = digits.toLongLong(&ok);
    if (!ok || value < 1 || value > std::numeric_limits<qint64>::max() / unit)
        return std::nullopt;
    return value * unit;
}

bool applySaveOptions(const QCommandLineParser &parser, CommandLine &line)
{
    HistoryOptions &history = line.history;
    history.save = parser.isSet(saveOption);
    history.fileGiven = parser.isSet(historyFileOption);
    history.file = parser.value(historyFileOption);
    if (history.fileGiven && history.file.isEmpty()) {
        line.error = Tr::tr("--history needs the path of a file.");
        return false;
    }
    if (parser.isSet(historyLimitOption)) {
        const std::optional<qint64> limit = parseByteSize(parser.value(historyLimitOption));
        // Below a megabyte not even one run of a small source fits.
        if (!limit || *limit < 1024 * 1024) {
            line.error = Tr::tr("--history-limit must be a size of at least 1M, such as 500M or "
                                "2G, not \"%1\".")
                             .arg(parser.value(historyLimitOption));
            return false;
        }
        history.maxBytes = *limit;
    }
    if (!history.save && parser.isSet(historyLimitOption)) {
        line.error = Tr::tr("--history-limit applies when a run is saved: add --save.");
        return false;
    }
    return true;
}

void parseHistoryCommandLine(const QString &command, const QStringList &arguments,
                             CommandLine &line)
{
    const bool compare = command == u"compare";
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show this help."));
    parser.addOption(helpOption);
    parser.addOptions({historyFileOption, outputOption, quietOption});
    if (compare) {
        parser.setApplicationDescription(
            Tr::tr("Reports what changed between two crawls of a source: documents, entries "
                   "and findings."));
        parser.addPositionalArgument(QStringLiteral("before"),
                                     QStringLiteral("The earlier run: an id, latest, previous, "
                                                    "or a JSON report."),
                                     QStringLiteral("<run|file>"));
        parser.addPositionalArgument(QStringLiteral("after"),
                                     QStringLiteral("The later run, likewise."),
                                     QStringLiteral("<run|file>"));
        parser.addOptions({compareFormatOption, sourceOption, examplesOption});
    } else {
        parser.setApplicationDescription(Tr::tr("Lists the runs kept in the crawl history."));
        parser.addPositionalArgument(QStringLiteral("source"),
                                     QStringLiteral("Only the runs of this source."),
                                     QStringLiteral("[<source>]"));
        parser.addOptions({listFormatOption, deleteOption});
    }
    if (!parser.parse(arguments)) {
        line.error = parser.errorText();
        return;
    }
    if (parser.isSet(helpOption)) {
        line.command = Command::Help;
        line.usage = parser.helpText().replace(QStringLiteral("[options]"),
                                               command + QStringLiteral(" [options]"))
            + (compare ? compareNotes() : historyNotes());
        return;
    }
    line.command = compare ? Command::Compare : Command::History;
    HistoryOptions &history = line.history;
    history.fileGiven = parser.isSet(historyFileOption);
    history.file = parser.value(historyFileOption);
    if (history.fileGiven && history.file.isEmpty()) {
        line.error = Tr::tr("--history needs the path of a file.");
        return;
    }
    line.outputFile = parser.value(outputOption);
    line.quiet = parser.isSet(quietOption);
    const QString format = parser.value(compare ? compareFormatOption : listFormatOption);
    const QStringList positional = parser.positionalArguments();

    if (compare) {
        if (format == u"text")
            history.format = HistoryOptions::Format::Text;
        else if (format == u"json")
            history.format = HistoryOptions::Format::Json;
        else if (format == u"html")
            history.format = HistoryOptions::Format::Html;
        else if (format == u"csv")
            history.format = HistoryOptions::Format::Csv;
        else {
            line.error = Tr::tr("compare --format must be text, json, html or csv, not \"%1\".")
                             .arg(format);
            return;
        }
        if (positional.size() != 2) {
            line.error
                = Tr::tr("compare takes two runs or report files, not %1.").arg(positional.size());
            return;
        }
        history.runs = positional;
        history.source = parser.value(sourceOption);
        bool ok = false;
        history.examples = parser.value(examplesOption).toInt(&ok);
        if (!ok || history.examples < 0 || history.examples > 100'000) {
            line.error = Tr::tr("--examples must be a whole number from 0 to 100000.");
            return;
        }
        return;
    }

    if (format == u"text")
        history.format = HistoryOptions::Format::Text;
    else if (format == u"json")
        history.format = HistoryOptions::Format::Json;
    else {
        line.error = Tr::tr("history --format must be text or json, not \"%1\".").arg(format);
        return;
    }
    if (positional.size() > 1) {
        line.error = Tr::tr("history takes at most one source, not %1.").arg(positional.size());
        return;
    }
    history.source = positional.value(0);
    const QStringList deletions = parser.values(deleteOption);
    for (const QString &text : deletions) {
        bool ok = false;
        const qint64 id = text.toLongLong(&ok);
        if (!ok || id < 1) {
            line.error = Tr::tr("--delete takes the id of a run (a positive whole number), not "
                                "\"%1\".")
                             .arg(text);
            return;
        }
        history.deleteRuns.append(id);
    }
}

} // namespace rsi::cli
