// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include "commandline.h"
#include "report/syncreport.h"
#include "report/terminaltext.h"
#include "util/atomicwrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace rsi::cli {

bool printTo(FILE *stream, const QByteArray &bytes)
{
    errno = 0;
    const size_t written = std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    return std::fflush(stream) == 0 && written == size_t(bytes.size()) && !std::ferror(stream);
}

void printError(const QString &text)
{
    printTo(stderr,
            QStringLiteral("rsinspector-cli: %1\n").arg(rsi::terminalSafe(text)).toLocal8Bit());
}

bool deliver(const QByteArray &bytes, const CommandLine &line)
{
    if (!line.outputFile.isEmpty()) {
        QString error;
        if (!rsi::writeFileAtomically(line.outputFile, bytes, &error)) {
            printError(QCoreApplication::translate("main", "cannot write %1: %2")
                           .arg(line.outputFile, error));
            return false;
        }
    }
    if (!line.quiet && line.outputFile.isEmpty() && !printTo(stdout, bytes)) {
        const int reason = errno;
        printError(
            QCoreApplication::translate("main", "cannot write the report to standard output: %1")
                .arg(reason != 0 ? QString::fromLocal8Bit(std::strerror(reason))
                                 : QCoreApplication::translate("main", "write error")));
        return false;
    }
    return true;
}

bool deliverSyncReport(const SyncReport &report, const CommandLine &line)
{
    QString error;
    if (!line.outputFile.isEmpty()) {
        // Written whole or not at all: the old report stays otherwise.
        QSaveFile file(line.outputFile);
        if (!file.open(QIODevice::WriteOnly)
            || !rsi::writeSyncReport(report, line.format, &file, line.verbose, &error)
            || !rsi::commitSaveFile(file, &error)) {
            file.cancelWriting();
            printError(QCoreApplication::translate("main", "cannot write %1: %2")
                           .arg(line.outputFile, error.isEmpty() ? file.errorString() : error));
            return false;
        }
        return true;
    }
    if (line.quiet)
        return true;
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly)
        || !rsi::writeSyncReport(report, line.format, &out, line.verbose, &error) || !out.flush()) {
        printError(
            QCoreApplication::translate("main", "cannot write the report to standard output: %1")
                .arg(error.isEmpty() ? out.errorString() : error));
        return false;
    }
    return true;
}

} // namespace rsi::cli
