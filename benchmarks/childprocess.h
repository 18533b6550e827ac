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

// The median of the values; 0 for none.
double median(QList<double> values);

} // namespace rsi::bench
