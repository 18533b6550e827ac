// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "childprocess.h"

#include "syntheticsource.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

namespace rsi::bench {

ChildRun runChild(const QString &program, const QStringList &arguments,
                  const QStringList &environment)
{
    // Through bench_measure, a small launcher: see there why.
    QTemporaryDir dir;
    const QString resultPath = dir.filePath(QStringLiteral("result"));
    const QString errorPath = dir.filePath(QStringLiteral("stderr"));
    std::vector<QByteArray> storage;
    storage.push_back(QByteArrayLiteral(RSI_BENCH_MEASURE_PATH));
    storage.push_back(resultPath.toLocal8Bit());
    storage.push_back(errorPath.toLocal8Bit());
    storage.push_back(program.toLocal8Bit());
    for (const QString &argument : arguments)
        storage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &bytes : storage)
        argv.push_back(bytes.data());
    argv.push_back(nullptr);

    std::vector<QByteArray> envStorage;
    for (char **variable = environ; *variable; ++variable)
        envStorage.emplace_back(*variable);
    for (const QString &variable : environment)
        envStorage.push_back(variable.toLocal8Bit());
    std::vector<char *> envp;
    for (QByteArray &bytes : envStorage)
        envp.push_back(bytes.data());
    envp.push_back(nullptr);

    ChildRun run;
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], nullptr, nullptr, argv.data(), envp.data()) != 0)
        return run;
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return run;
    QFile result(resultPath);
    if (!result.open(QIODevice::ReadOnly))
        return run;
    const QList<QByteArray> fields = result.readAll().simplified().split(' ');
    if (fields.size() != 4)
        return run;
    run.exitCode = fields.at(0).toInt();
    run.ran = run.exitCode >= 0 && run.exitCode != 127;
    run.wallMs = fields.at(1).toDouble();
    run.cpuMs = fields.at(2).toDouble();
    run.peakMb = fields.at(3).toDouble() / 1024.0;
    QFile errors(errorPath);
    if (errors.open(QIODevice::ReadOnly))
        run.standardError = errors.read(4096);
    return run;
}

CommandRun runCommand(const QStringList &command, const CommandOptions &options)
{
    static const QString gnuTime = QFile::exists(QStringLiteral("/usr/bin/time"))
        ? QStringLiteral("/usr/bin/time")
        : QString();
    const bool timed = options.peakMemory && !gnuTime.isEmpty();
    const QString timeFile = options.workingDirectory + QStringLiteral("/time.txt");
    const QString errorFile = options.workingDirectory + QStringLiteral("/stderr.txt");
    QProcess process;
    process.setWorkingDirectory(options.workingDirectory);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &assignment : options.environment)
        environment.insert(assignment.section(u'=', 0, 0), assignment.section(u'=', 1));
    process.setProcessEnvironment(environment);
    if (timed) {
        process.setProgram(gnuTime);
        process.setArguments(QStringList {QStringLiteral("-o"), timeFile, QStringLiteral("-f"),
                                          QStringLiteral("%e %U %S %M")}
                             + command);
    } else {
        process.setProgram(command.first());
        process.setArguments(command.mid(1));
    }
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(errorFile);
    CommandRun run;
    const double cpuBefore = childrenCpuMs();
    QElapsedTimer timer;
    timer.start();
    process.start();
    if (!process.waitForStarted() || !process.waitForFinished(options.timeoutMs)) {
        run.failure = process.state() == QProcess::Running ? QStringLiteral("timed out")
                                                           : process.errorString();
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.finished = true;
    run.wallMs = double(timer.nsecsElapsed()) / 1e6;
    run.cpuMs = childrenCpuMs() - cpuBefore;
    run.normalExit = process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    QFile errors(errorFile);
    if (errors.open(QIODevice::ReadOnly))
        run.standardError = errors.read(4096);
    if (timed) {
        QFile times(timeFile);
        if (times.open(QIODevice::ReadOnly)) {
            // The last line: a command that failed says so on the lines before.
            const QList<QByteArray> words = times.readAll().trimmed().split('\n').last().split(' ');
            if (words.size() == 4)
                run.peakMb = words.at(3).toDouble() / 1024.0;
        }
    } else if (options.peakMemory) {
        run.peakMb = childrenPeakMb();
    }
    return run;
}

double childrenCpuMs()
{
    return cpuMs(RUSAGE_CHILDREN);
}

double childrenPeakMb()
{
    return peakMb(RUSAGE_CHILDREN);
}

ResyncCommand resyncCommand()
{
    const QStringList words
        = QString::fromLocal8Bit(qgetenv("RSI_BENCH_RESYNC")).split(u' ', Qt::SkipEmptyParts);
    ResyncCommand resync;
    qsizetype i = 0;
    // A word with "=" is an assignment unless it is a path (/x/a=b/resync-sync).
    while (i < words.size() && words.at(i).contains(u'=') && !words.at(i).startsWith(u'/'))
        resync.environment.append(words.at(i++));
    resync.command = words.mid(i);
    return resync;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

} // namespace rsi::bench
