// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

class QCommandLineParser;

namespace rsi::cli {

struct CommandLine;

// What the command line says about the crawl history: crawl, audit and
// mirror's --save, and the history and compare commands.
struct HistoryOptions
{
    enum class Format { Text, Json, Html, Csv };

    bool save = false; // --save: keep the run in the history
    QString file; // --history FILE; empty: HistoryStore::defaultPath()
    bool fileGiven = false;
    qint64 maxBytes = 0; // --history-limit, in bytes; 0: the default cap
    QList<qint64> deleteRuns; // history --delete ID
    QString source; // history's <source>, compare's --source
    QStringList runs; // compare's two arguments: ids, latest, previous or files
    Format format = Format::Text;
    int examples = 10; // compare --examples
};

// --save, --history, --history-limit: for crawl, audit and mirror.
QList<QCommandLineOption> saveOptions();
// Reads them into line.history; false with line.error when they are wrong.
bool applySaveOptions(const QCommandLineParser &parser, CommandLine &line);

// Parses the arguments of `history` and `compare` (the command name
// removed) into line: its command, history options, output options, or
// its error or help text.
void parseHistoryCommandLine(const QString &command, const QStringList &arguments,
                             CommandLine &line);

// A size for --history-limit: a number of bytes, or with K, M, G (powers
// of 1024; "500M"); nullopt when it is not one.
std::optional<qint64> parseByteSize(QStringView text);

} // namespace rsi::cli
