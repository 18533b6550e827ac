// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "processrun.h"

#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>

namespace rsi::test {

ProcessRun runProcess(const QString &program, const QStringList &arguments,
                      const ProcessOptions &options)
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    if (!options.environment.isEmpty())
        process.setProcessEnvironment(options.environment);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    ProcessRun run;
    if (!process.waitForStarted() || !finished.wait(options.timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = "did not finish in time";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QJsonObject parseJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

} // namespace rsi::test
