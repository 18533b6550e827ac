// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace rsi::bench {

// What one run of a program cost, measured from outside.
struct ChildRun
{
    bool ran = false; // started and exited normally
    int exitCode = -1;
    double wallMs = 0;
    double cpuMs = 0; // user + system
    double peakMb = 0; // its own peak resident memory (not its children's)
    QByteArray standardError; // the first 4 KB
};

// Runs program with arguments, its output thrown away, and waits for it.
// It is started through bench_measure, whose wait4 reports the program's
// own CPU time and peak memory. environment adds NAME=value pairs to the
// benchmark's own.
ChildRun runChild(const QString &program, const QStringList &arguments,
                  const QStringList &environment = {});

// What a command cost, measured from here: unlike runChild, its CPU time
// also counts the processes the command started and waited for, and its
// wall time includes starting it.
struct CommandRun
{
    bool finished = false; // started and ended within the time allowed
    QString failure; // when not: "timed out", or why it did not start
    bool normalExit = false; // exited rather than killed by a signal
    int exitCode = -1; // the signal's number when killed
    double wallMs = 0;
    double cpuMs = 0; // user + system of the command and its waited-for children
    double peakMb = 0; // only with CommandOptions::peakMemory
    QByteArray standardError; // the first 4 KB
};

struct CommandOptions
{
    // Where the command runs (resync leaves its status file there); its
    // standard error goes to stderr.txt there, GNU time's figures to time.txt.
    QString workingDirectory;
    QStringList environment; // NAME=value words added to the benchmark's own
    int timeoutMs = 300'000; // then it is killed and the run has no figures
    // The command's peak resident memory: from GNU time (/usr/bin/time) when
    // installed, which then wraps the command, else the largest of this
    // process's children so far.
    bool peakMemory = false;
};

// Runs command (program, then arguments) to its end, its standard output
// thrown away.
CommandRun runCommand(const QStringList &command, const CommandOptions &options);

// User + system time of this process's children that have ended, so far.
double childrenCpuMs();
// The peak resident memory of the largest of them.
double childrenPeakMb();

// How to run the Python reference client, from RSI_BENCH_RESYNC: e.g.
// "PYTHONPATH=/work/resync /usr/bin/python3 /work/resync/resync-sync". Its
// leading NAME=value words are the environment, the rest the command; both
// empty when the variable is not set.
struct ResyncCommand
{
    QStringList command;
    QStringList environment;
};
ResyncCommand resyncCommand();

// The median of the values; 0 for none.
double median(QList<double> values);

} // namespace rsi::bench
