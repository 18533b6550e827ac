// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What keeping a crawl in the history costs: on the generated source of
// bench_crawl (a million entries in 50,000-entry Resource Lists, each entry
// with a lastmod, a sha-256 hash, a length and a type), the time to record
// the run (entry digests), to save it, the file's size after one run and
// after a second, the time to compare the two runs (entries one by one),
// and the digest of the documents' bytes the crawl now takes. Then the size
// of one 50,000-entry list whose URLs do not share a counter (random
// identifiers, as handles and UUIDs are), the harder case for compression.
//
//   bench_history [entries] [entries-per-list]
#include "crawl/crawljob.h"
#include "document/entry.h"
#include "history/entrydigests.h"
#include "history/historystore.h"
#include "history/runbuilder.h"
#include "history/runcomparison.h"
#include "syntheticsource.h"
#include "util/allocator.h"
#include "util/stablehash.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

namespace {

double mb(qint64 bytes)
{
    return double(bytes) / 1048576.0;
}

// A list's entries with identifiers that share nothing: what a repository
// of handles or UUIDs publishes.
rsi::EntryTable randomList(int entries)
{
    QRandomGenerator random(42);
    rsi::EntryTable table;
    for (int i = 0; i < entries; ++i) {
        rsi::Entry entry;
        entry.loc = QStringLiteral("https://repository.example.org/bitstreams/%1-%2")
                        .arg(random.generate64(), 16, 16, QLatin1Char('0'))
                        .arg(random.generate(), 8, 16, QLatin1Char('0'));
        entry.locCount = 1;
        entry.lastmod = QStringLiteral("2026-%1-%2T%3:%4:%5Z")
                            .arg(1 + random.bounded(12), 2, 10, QLatin1Char('0'))
                            .arg(1 + random.bounded(28), 2, 10, QLatin1Char('0'))
                            .arg(random.bounded(24), 2, 10, QLatin1Char('0'))
                            .arg(random.bounded(60), 2, 10, QLatin1Char('0'))
                            .arg(random.bounded(60), 2, 10, QLatin1Char('0'));
        rsi::Metadata metadata;
        QString hash;
        for (int word = 0; word < 4; ++word)
            hash += QStringLiteral("%1").arg(random.generate64(), 16, 16, QLatin1Char('0'));
        metadata.attributes.append({QStringLiteral("hash"), {}, QStringLiteral("sha-256:") + hash});
        metadata.attributes.append(
            {QStringLiteral("length"), {}, QString::number(random.bounded(10'000'000))});
        metadata.attributes.append({QStringLiteral("type"), {}, QStringLiteral("application/pdf")});
        entry.metadata = metadata;
        table.append(entry);
    }
    table.squeeze();
    return table;
}

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int entries = args.size() > 1 ? args.at(1).toInt() : 1'000'000;
    const int perList = args.size() > 2 ? args.at(2).toInt() : 50'000;
    if (entries <= 0 || perList <= 0) {
        std::fprintf(stderr, "usage: bench_history [entries] [entries-per-list]\n");
        return 2;
    }
    QTemporaryDir dir;
    if (!dir.isValid()
        || !rsi::bench::generateSyntheticSource(dir.filePath(QStringLiteral("source")), entries,
                                                perList)) {
        std::fprintf(stderr, "cannot write the source\n");
        return 2;
    }

    // The documents' digests, as the crawl takes them: every byte read once more.
    QElapsedTimer timer;
    timer.start();
    qint64 hashed = 0;
    QDirIterator files(dir.filePath(QStringLiteral("source")), QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        if (!rsi::stableFileDigest(path).isEmpty())
            hashed += QFileInfo(path).size();
    }
    const qint64 digestMs = timer.elapsed();
    std::printf("document digests: %.1f MB in %lld ms (%.0f MB/s)\n", mb(hashed), digestMs,
                digestMs > 0 ? mb(hashed) * 1000.0 / double(digestMs) : 0.0);

    QNetworkAccessManager network;
    rsi::CrawlJob crawl(dir.filePath(QStringLiteral("source")), {}, &network);
    timer.restart();
    QObject::connect(&crawl, &rsi::Job::finished, &app, &QCoreApplication::quit);
    crawl.start();
    app.exec();
    const rsi::SourceTree tree = crawl.takeTree();
    std::printf("crawl: %lld documents, %lld entries in %lld ms\n", qint64(tree.size()),
                tree.totalEntries(), timer.elapsed());

    rsi::RunContext context;
    context.input = dir.filePath(QStringLiteral("source"));
    context.started = QDateTime::currentDateTimeUtc();
    double cpu = rsi::bench::cpuMs();
    timer.restart();
    const rsi::RunRecord run = rsi::recordRun(tree, context);
    std::printf("record the run (entry digests): wall %lld ms, cpu %.0f ms\n", timer.elapsed(),
                rsi::bench::cpuMs() - cpu);
    qint64 blobs = 0;
    for (const rsi::RunDocument &document : run.documents)
        blobs += document.entryBlob.size();
    std::printf("entry blobs: %.2f MB, %.2f bytes per entry\n", mb(blobs),
                double(blobs) / double(tree.totalEntries()));

    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    rsi::HistoryStore store;
    if (!store.open(path)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.errorString()));
        return 2;
    }
    const qint64 empty = store.sizeOnDisk();
    qint64 ids[2] = {};
    for (int i = 0; i < 2; ++i) {
        cpu = rsi::bench::cpuMs();
        timer.restart();
        ids[i] = store.save(run);
        const qint64 saveMs = timer.elapsed();
        store.prune(rsi::HistoryStore::defaultMaxBytes); // folds the log into the file
        std::printf("save run %d: wall %lld ms, cpu %.0f ms; file %.2f MB (%.2f bytes per entry "
                    "per run)\n",
                    i + 1, saveMs, rsi::bench::cpuMs() - cpu, mb(store.sizeOnDisk()),
                    double(store.sizeOnDisk() - empty) / double((i + 1) * tree.totalEntries()));
        if (ids[i] == 0) {
            std::fprintf(stderr, "%s\n", qPrintable(store.errorString()));
            return 2;
        }
    }

    // Two runs with the same entries: the fingerprints say so at once.
    timer.restart();
    const std::optional<rsi::RunRecord> first = store.load(ids[0]);
    const std::optional<rsi::RunRecord> second = store.load(ids[1]);
    const rsi::EntryLoader loader = [&store](const rsi::RunRecord &record, qsizetype position) {
        return store.entries(record.id, position);
    };
    rsi::RunComparison same = rsi::compareRuns(*first, *second, loader);
    std::printf("compare two runs (same entries): %lld ms\n", timer.elapsed());
    // Entries one by one: what a comparison costs when every list changed.
    timer.restart();
    qint64 compared = 0;
    for (qsizetype position = 0; position < first->documents.size(); ++position) {
        const std::optional<rsi::EntryDigests> before = store.entries(ids[0], position);
        const std::optional<rsi::EntryDigests> after = store.entries(ids[1], position);
        if (before && after)
            compared += rsi::compareEntries(*before, *after, 10).unchanged;
    }
    std::printf("read and compare every entry of both runs: %lld entries in %lld ms\n", compared,
                timer.elapsed());
    std::printf("peak RSS %.1f MB\n", rsi::bench::peakMb());

    // One list of random identifiers.
    const rsi::EntryTable random = randomList(50'000);
    timer.restart();
    const rsi::EntryDigests digests = rsi::EntryDigests::fromTable(random);
    const QByteArray blob = digests.toBlob();
    std::printf("50,000 random-URL entries: digests in %lld ms, blob %.0f KB, %.2f bytes per "
                "entry\n",
                timer.elapsed(), double(blob.size()) / 1024.0, double(blob.size()) / 50'000.0);
    return same.documents.isEmpty() ? 1 : 0;
}
