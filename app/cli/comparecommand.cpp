// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparecommand.h"

#include "clioutput.h"
#include "commandline.h"
#include "history/historystore.h"
#include "history/reportfile.h"
#include "history/runcomparison.h"
#include "historycommand.h"
#include "report/comparisonhtml.h"
#include "report/comparisonreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace rsi::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
};

// What one argument of compare names.
struct Argument
{
    enum class Kind { Id, Latest, File };
    Kind kind = Kind::File;
    QString text; // as given
    qint64 id = 0;
    int back = 0; // Latest: 0 the newest run, 1 the one before
    std::optional<RunRecord> run; // once resolved
};

Argument classify(const QString &text)
{
    Argument argument;
    argument.text = text;
    bool digits = !text.isEmpty();
    for (const QChar c : text)
        digits = digits && c.isDigit() && c.unicode() < 0x80;
    if (digits) {
        argument.kind = Argument::Kind::Id;
        argument.id = text.toLongLong();
    } else if (text == u"latest" || text == u"previous") {
        argument.kind = Argument::Kind::Latest;
        argument.back = text == u"latest" ? 0 : 1;
    }
    return argument;
}

class Comparison
{
public:
    explicit Comparison(const CommandLine &line)
        : m_line(line)
        , m_options(line.history)
    { }

    int run()
    {
        m_arguments = {classify(m_options.runs.at(0)), classify(m_options.runs.at(1))};
        if (!readFiles() || !openStoreIfNeeded() || !loadIds() || !resolveLatest())
            return ExitCannotRun;
        const RunRecord &before = *m_arguments[0].run;
        const RunRecord &after = *m_arguments[1].run;
        const EntryLoader loader
            = [this](const RunRecord &run, qsizetype position) -> std::optional<EntryDigests> {
            if (run.id > 0)
                return m_store.entries(run.id, position);
            return std::nullopt;
        };
        const RunComparison comparison = compareRuns(before, after, loader, m_options.examples);
        QByteArray bytes;
        switch (m_options.format) {
        case HistoryOptions::Format::Text:
            bytes = writeComparisonText(comparison);
            break;
        case HistoryOptions::Format::Json:
            bytes = writeComparisonJson(comparison);
            break;
        case HistoryOptions::Format::Html:
            bytes = writeComparisonHtml(comparison);
            break;
        case HistoryOptions::Format::Csv:
            bytes = writeComparisonCsv(comparison);
            break;
        }
        if (!deliver(bytes, m_line))
            return ExitCannotRun;
        return comparison.hasNewErrors() ? ExitFindings : ExitOk;
    }

private:
    bool readFiles()
    {
        for (Argument &argument : m_arguments) {
            if (argument.kind != Argument::Kind::File)
                continue;
            if (!QFileInfo::exists(argument.text)) {
                printError(Tr::tr("\"%1\" is neither the id of a run, nor latest or previous, nor "
                                  "a report file.")
                               .arg(argument.text));
                return false;
            }
            QString error;
            argument.run = readReportFile(argument.text, &error);
            if (!argument.run) {
                printError(error);
                return false;
            }
        }
        return true;
    }

    bool openStoreIfNeeded()
    {
        const bool needed
            = std::any_of(m_arguments.cbegin(), m_arguments.cend(), [](const Argument &argument) {
                  return argument.kind != Argument::Kind::File;
              });
        if (!needed)
            return true;
        const QString path = historyPath(m_options);
        if (!QFileInfo::exists(path)) {
            printError(Tr::tr("%1 does not exist: no run was ever saved there ('crawl --save' "
                              "saves one).")
                           .arg(QDir::toNativeSeparators(path)));
            return false;
        }
        if (!m_store.open(path)) {
            printError(m_store.errorString());
            return false;
        }
        return true;
    }

    bool loadIds()
    {
        for (Argument &argument : m_arguments) {
            if (argument.kind != Argument::Kind::Id)
                continue;
            argument.run = m_store.load(argument.id);
            if (!argument.run) {
                printError(m_store.errorString());
                return false;
            }
        }
        return true;
    }

    // The source latest and previous are of.
    QString sourceForLatest()
    {
        if (!m_options.source.isEmpty())
            return absoluteSource(m_options.source);
        for (const Argument &argument : std::as_const(m_arguments)) {
            if (argument.run)
                return argument.run->source;
        }
        const QStringList sources = m_store.sources();
        if (sources.size() == 1)
            return sources.constFirst();
        printError(sources.isEmpty()
                       ? Tr::tr("The history keeps no runs yet.")
                       : Tr::tr("The history keeps runs of %1 sources: say which one latest and "
                                "previous are of with --source.")
                             .arg(sources.size()));
        return {};
    }

    bool resolveLatest()
    {
        for (Argument &argument : m_arguments) {
            if (argument.kind != Argument::Kind::Latest)
                continue;
            const QString source = sourceForLatest();
            if (source.isEmpty())
                return false;
            const qint64 id = m_store.runOf(source, argument.back);
            if (id == 0) {
                printError(m_store.runOf(source) == 0
                               ? Tr::tr("The history keeps no run of %1.").arg(source)
                               : Tr::tr("The history keeps fewer than two runs of %1: there is no "
                                        "previous one.")
                                     .arg(source));
                return false;
            }
            argument.run = m_store.load(id);
            if (!argument.run) {
                printError(m_store.errorString());
                return false;
            }
        }
        return true;
    }

    const CommandLine &m_line;
    const HistoryOptions &m_options;
    QList<Argument> m_arguments;
    HistoryStore m_store;
};

} // namespace

int runCompare(const CommandLine &line)
{
    return Comparison(line).run();
}

} // namespace rsi::cli
