// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// rsinspector-cli: the engine without a window, for scripts and CI pipelines.
// The composition root of the command-line tool: it builds the services a
// command needs and hands them over.
#include "commandline.h"
#include "jobs/validatejob.h"
#include "report/ruletablewriter.h"
#include "util/allocator.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSaveFile>
#include <QTranslator>

#include <cstdio>

namespace {

using namespace rsi::cli; // NOLINT: the exit-code enumerators read better unqualified

void printTo(FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void printError(const QString &text)
{
    printTo(stderr, QStringLiteral("rsinspector-cli: %1\n").arg(text).toLocal8Bit());
}

// Writes the report where the user asked: to the --output file (atomically)
// or else, unless --quiet, to standard output. Returns false with a message
// when the file cannot be written.
bool deliver(const QByteArray &bytes, const CommandLine &line)
{
    if (!line.outputFile.isEmpty()) {
        QSaveFile file(line.outputFile);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()
            || !file.commit()) {
            printError(QCoreApplication::translate("main", "cannot write %1: %2")
                           .arg(line.outputFile, file.errorString()));
            return false;
        }
    }
    if (!line.quiet && line.outputFile.isEmpty())
        printTo(stdout, bytes);
    return true;
}

void installTranslators(QCoreApplication &app)
{
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    auto *translator = new QTranslator(&app);
    if (translator->load(QLocale(), QStringLiteral("rsinspector"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
}

int runValidate(QCoreApplication &app, const CommandLine &line)
{
    QNetworkAccessManager network;
    rsi::ValidateJob job(line.inputs, line.validation, line.fetch, &network);
    if (line.progress) {
        QObject::connect(&job, &rsi::Job::progressChanged, &app, [](qint64 done, qint64 total) {
            printTo(stderr,
                    QCoreApplication::translate("main", "validated %1 of %2 documents\n")
                        .arg(done)
                        .arg(total)
                        .toLocal8Bit());
        });
    }
    int exitCode = ExitCannotRun;
    QObject::connect(&job, &rsi::Job::finished, &app, [&](rsi::Job *) {
        const rsi::ValidationReport &report = job.report();
        if (!deliver(rsi::writeReport(report, line.format), line)) {
            exitCode = ExitCannotRun;
        } else if (report.anyUnloaded()) {
            exitCode = ExitCannotRun;
        } else {
            exitCode = report.counts().errors > 0 ? ExitFindings : ExitOk;
        }
        QCoreApplication::exit(exitCode);
    });
    job.start();
    app.exec();
    return exitCode;
}

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rsinspector-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RSI_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("ResourceSync Inspector"));
    installTranslators(app);

    const CommandLine line = parseCommandLine(QCoreApplication::arguments());
    if (!line.error.isEmpty()) {
        printError(line.error);
        printTo(stderr, line.usage.toLocal8Bit());
        return ExitCannotRun;
    }
    switch (line.command) {
    case Command::Help:
        printTo(stdout, line.usage.toLocal8Bit());
        return ExitOk;
    case Command::Version:
        printTo(
            stdout,
            QStringLiteral("rsinspector-cli %1\n").arg(QStringLiteral(RSI_VERSION)).toLocal8Bit());
        return ExitOk;
    case Command::Rules: {
        const QSet<QString> checked = rsi::Validator::checkedRuleIds();
        const QByteArray table = line.format == rsi::ReportFormat::Json
            ? rsi::writeRuleTableJson(checked)
            : rsi::writeRuleTableText(checked);
        return deliver(table, line) ? ExitOk : ExitCannotRun;
    }
    case Command::Validate:
        return runValidate(app, line);
    case Command::None:
        break;
    }
    return ExitCannotRun;
}
