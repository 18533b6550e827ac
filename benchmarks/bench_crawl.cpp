// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Crawl speed and memory on a generated source of a million entries: a
// Source Description, a Capability List, a Resource List Index and as many
// 50,000-entry Resource Lists as it takes, each entry with a lastmod, a
// sha-256 hash, a length and a type (about 260 MB of XML), crawled from a
// local folder (the HTTP path adds transfer, not parsing). Prints wall and
// CPU time, peak memory of the process and what the entry tables hold.
//
//   bench_crawl [entries] [entries-per-list]
#include "crawl/crawljob.h"
#include "syntheticsource.h"
#include "util/allocator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTemporaryDir>

#include <cstdio>

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int entries = args.size() > 1 ? args.at(1).toInt() : 1'000'000;
    const int perList = args.size() > 2 ? args.at(2).toInt() : 50'000;
    if (entries <= 0 || perList <= 0) {
        std::fprintf(stderr, "usage: bench_crawl [entries] [entries-per-list]\n");
        return 2;
    }

    QTemporaryDir dir;
    QElapsedTimer timer;
    timer.start();
    if (!dir.isValid() || !rsi::bench::generateSyntheticSource(dir.path(), entries, perList)) {
        std::fprintf(stderr, "cannot write the source\n");
        return 2;
    }
    std::printf("generated %d entries in %d lists in %lld ms (peak so far %.1f MB)\n", entries,
                (entries + perList - 1) / perList, timer.elapsed(), rsi::bench::peakMb());

    QNetworkAccessManager network;
    rsi::CrawlJob job(dir.path(), {}, &network);
    const double cpuBefore = rsi::bench::cpuMs();
    timer.restart();
    QObject::connect(&job, &rsi::Job::finished, &app, &QCoreApplication::quit);
    job.start();
    app.exec();
    const qint64 wallMs = timer.elapsed();
    const double cpu = rsi::bench::cpuMs() - cpuBefore;

    const rsi::SourceTree &tree = job.tree();
    qint64 tableBytes = 0;
    qint64 stored = 0;
    for (const rsi::CrawledDocument &document : tree.documents()) {
        tableBytes += document.entries.memoryUsage();
        stored += document.entries.size();
    }
    std::printf("crawl: %lld documents, %lld entries (%lld kept), %lld findings, error %d\n",
                qint64(tree.size()), tree.totalEntries(), stored, qint64(tree.allFindings().size()),
                int(job.error()));
    std::printf("crawl: wall %lld ms, cpu %.0f ms, peak RSS %.1f MB\n", wallMs, cpu,
                rsi::bench::peakMb());
    std::printf("entry tables: %.1f MB, %.1f bytes per entry\n", double(tableBytes) / 1048576.0,
                stored ? double(tableBytes) / double(stored) : 0.0);
    return job.error() == rsi::Job::Error::NoError ? 0 : 1;
}
