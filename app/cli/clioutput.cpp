// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include "commandline.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace rsi::cli {

void printTo(FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void printError(const QString &text)
{
    printTo(stderr, QStringLiteral("rsinspector-cli: %1\n").arg(text).toLocal8Bit());
}

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

} // namespace rsi::cli
