// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "childprocess.h"

#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <spawn.h>
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

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

} // namespace rsi::bench
