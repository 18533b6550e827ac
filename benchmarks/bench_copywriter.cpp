// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What CopyWriter costs per file, apart from the network: writes N small
// files (default 10,000 of 1 KB, 100 per folder, paths as the local copy
// layout makes them: host/collection/folder/Record-N.txt, lastmod as mtime)
// into an empty folder, then writes them all again (each replaces its old
// file), and prints the microseconds per file and the CPU time per file of
// both passes, the median of several runs. Nothing is synced to the disk, as
// in a mirror between checkpoints.
//
//   bench_copywriter [files] [bytes] [runs]
//
// The system calls per file are counted from outside:
//   strace -c -f ./build/benchmarks/bench_copywriter 3000 1024 1

#include "mirror/copywriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimeZone>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {

double cpuMs()
{
    return double(std::clock()) * 1000.0 / CLOCKS_PER_SEC;
}

struct Pass
{
    double wallUs = 0; // per file
    double cpuUs = 0;
};

Pass writeAll(const rsi::CopyWriter &writer, int files, const QByteArray &data,
              rsi::CopyWriter::Expect expect, bool *ok)
{
    const QDateTime lastmod(QDate(2024, 3, 14), QTime(10, 12), QTimeZone::utc());
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = cpuMs();
    for (int i = 0; i < files; ++i) {
        const QString relative = QStringLiteral("library.example.org/theses/%1/Record-%2.txt")
                                     .arg(i / 100, 4, 10, QLatin1Char('0'))
                                     .arg(i, 7, 10, QLatin1Char('0'));
        QString error;
        // As the mirror says it: new files in a baseline, replacements later.
        if (!writer.writeData(relative, data, lastmod, &error, nullptr, expect)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            *ok = false;
            return {};
        }
    }
    return {double(timer.nsecsElapsed()) / 1e3 / files, (cpuMs() - cpuStart) * 1e3 / files};
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int files = args.size() > 1 ? args.at(1).toInt() : 10000;
    const int bytes = args.size() > 2 ? args.at(2).toInt() : 1024;
    const int runs = args.size() > 3 ? args.at(3).toInt() : 5;
    if (files <= 0 || bytes < 0 || runs <= 0) {
        std::fprintf(stderr, "usage: bench_copywriter [files] [bytes] [runs]\n");
        return 2;
    }
    const QByteArray data(bytes, 'r');
    std::vector<double> createWall, createCpu, replaceWall, replaceCpu;
    for (int run = 0; run < runs; ++run) {
        QTemporaryDir dir;
        if (!dir.isValid())
            return 2;
        // One writer per run, as one mirror run has.
        const rsi::CopyWriter writer(dir.filePath(QStringLiteral("copy")));
        bool ok = true;
        const Pass create = writeAll(writer, files, data, rsi::CopyWriter::Expect::NewFile, &ok);
        const Pass replace
            = writeAll(writer, files, data, rsi::CopyWriter::Expect::Replacement, &ok);
        if (!ok)
            return 1;
        createWall.push_back(create.wallUs);
        createCpu.push_back(create.cpuUs);
        replaceWall.push_back(replace.wallUs);
        replaceCpu.push_back(replace.cpuUs);
        std::printf("run %d: create %.1f us/file (CPU %.1f), replace %.1f us/file (CPU %.1f)\n",
                    run + 1, create.wallUs, create.cpuUs, replace.wallUs, replace.cpuUs);
    }
    std::printf("CopyWriter, %d files of %d bytes, median of %d runs:\n", files, bytes, runs);
    std::printf("  create:  %6.1f us per file wall, %6.1f us CPU\n", median(createWall),
                median(createCpu));
    std::printf("  replace: %6.1f us per file wall, %6.1f us CPU\n", median(replaceWall),
                median(replaceCpu));
    return 0;
}
