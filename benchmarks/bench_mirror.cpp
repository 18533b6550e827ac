// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The local copy at real scale (issue 11): a source of N small resources (a
// Resource List Index of lists of 50,000, every entry with a lastmod, md5 +
// sha-256, a length and a type) served from a separate process, mirrored by
// rsinspector-cli into an empty folder, every file checked against what the
// source holds, then mirrored again over the unchanged copy. Printed: wall
// time, resources per second, CPU per resource, peak memory (of the mirror
// process), the size of the state database, the unchanged re-run; beside it,
// in the same run, curl --parallel --parallel-max 8 over the same URLs (the
// transfer floor) and the Python reference client (resync-sync --baseline)
// where the size allows.
//
//   bench_mirror [--resources N] [--bytes B] [--rounds R] [--resync-max N] [--work DIR]
//                [--curl-to-null] [--keep]
//
// Nothing is removed until the end (removing a million files is slow on a
// disk mounted with discard, and not what is measured); --keep leaves the
// work folder. curl writes to /dev/null with --curl-to-null, and always
// above 200,000 resources (the floor of the transfers, without the files).
//
// The source is served by nginx when it is installed (started as a child
// with a configuration of its own on a free loopback port, stopped at the
// end), else by the project's own server (bench_server); the output says
// which. Environment:
//   RSI_BENCH_RESYNC   how to run resync-sync, e.g.
//                      "PYTHONPATH=/work/resync /usr/bin/python3 /work/resync/resync-sync"
//                      (leading NAME=value words are its environment); no column without it
//   RSI_BENCH_ADDRESS  where nginx listens instead of 127.0.0.1 (one of this machine's own
//                      addresses, as a real source is reached)
// Peak memory comes from GNU time (/usr/bin/time) when installed, else from
// getrusage of the children (the largest so far).

#include "childprocess.h"
#include "loopbacksource.h"
#include "syntheticsource.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <map>

using namespace rsi;
using bench::sitemapDocument;
using bench::writeFile;

namespace {

constexpr int perList = 50'000;
constexpr int childTimeoutMs = 6 * 3600 * 1000;

// Resource i: its path on the server and its bytes (the same every run).
QByteArray resourcePath(int i)
{
    return "/r/" + QByteArray::number(i / 1000) + "/item-" + QByteArray::number(i) + ".txt";
}

QByteArray resourceContent(int i, int bytes)
{
    QByteArray content = "resource " + QByteArray::number(i) + "\n";
    const QByteArray filler = QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
    while (content.size() < bytes)
        content += filler;
    content.truncate(bytes);
    return content;
}

// The resources (files only; they name no origin).
bool writeResources(const QString &site, int count, int bytes)
{
    for (int i = 0; i < count; ++i) {
        if (!writeFile(site + QString::fromLatin1(resourcePath(i)), resourceContent(i, bytes)))
            return false;
    }
    return true;
}

// The documents, naming origin: a Source Description, a Capability List, a
// Resource List Index and its lists.
bool writeDocuments(const QString &site, const QByteArray &origin, int count, int bytes)
{
    const QByteArray at = "2026-11-01T12:00:00Z";
    const QByteArray up = "<rs:ln rel=\"up\" href=\"" + origin + "/capabilitylist.xml\"/>\n";
    bool ok = writeFile(site + QStringLiteral("/.well-known/resourcesync"),
                        sitemapDocument("urlset", "capability=\"description\"",
                                        "<url><loc>" + origin
                                            + "/capabilitylist.xml</loc><rs:md "
                                              "capability=\"capabilitylist\"/></url>\n"));
    ok = ok
        && writeFile(site + QStringLiteral("/capabilitylist.xml"),
                     sitemapDocument("urlset", "capability=\"capabilitylist\"",
                                     "<rs:ln rel=\"up\" href=\"" + origin
                                         + "/.well-known/resourcesync\"/>\n<url><loc>" + origin
                                         + "/resourcelist-index.xml</loc><rs:md "
                                           "capability=\"resourcelist\"/></url>\n"));
    QByteArray index;
    for (int list = 0; list * perList < count; ++list) {
        QByteArray entries;
        for (int i = list * perList; i < std::min(count, (list + 1) * perList); ++i) {
            const QByteArray content = resourceContent(i, bytes);
            entries += "<url><loc>" + origin + resourcePath(i)
                + "</loc><lastmod>2026-11-01T10:00:00Z</lastmod><rs:md hash=\"md5:"
                + QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex() + " sha-256:"
                + QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()
                + "\" length=\"" + QByteArray::number(content.size())
                + "\" type=\"text/plain\"/></url>\n";
        }
        const QByteArray name = "/resourcelist-" + QByteArray::number(list + 1) + ".xml";
        ok = ok
            && writeFile(site + QString::fromLatin1(name),
                         sitemapDocument("urlset", "capability=\"resourcelist\" at=\"" + at + "\"",
                                         up + "<rs:ln rel=\"index\" href=\"" + origin
                                             + "/resourcelist-index.xml\"/>\n" + entries));
        index += "<sitemap><loc>" + origin + name + "</loc></sitemap>\n";
    }
    return ok
        && writeFile(site + QStringLiteral("/resourcelist-index.xml"),
                     sitemapDocument("sitemapindex",
                                     "capability=\"resourcelist\" at=\"" + at + "\"", up + index));
}

// What one run of a command cost, as the tables print it.
struct Figure
{
    double wallMs = 0;
    double cpuMs = 0;
    double peakMb = 0;
    int exitCode = -1;
};

// Runs a command to its end, with its wall time, CPU time and peak memory.
Figure runChild(const QStringList &command, const QString &workingDirectory,
                const QStringList &environment = {})
{
    bench::CommandOptions options;
    options.workingDirectory = workingDirectory;
    options.environment = environment;
    options.timeoutMs = childTimeoutMs;
    options.peakMemory = true;
    const bench::CommandRun run = bench::runCommand(command, options);
    Figure figure;
    if (!run.finished)
        return figure;
    figure.wallMs = run.wallMs;
    figure.cpuMs = run.cpuMs;
    figure.peakMb = run.peakMb;
    figure.exitCode = run.exitCode;
    return figure;
}

qint64 sizeBelow(const QString &folder, const QString &suffix)
{
    qint64 bytes = 0;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(suffix))
            bytes += it.fileInfo().size();
    }
    return bytes;
}

// Every resource is in the copy, byte for byte, where the readable layout
// puts it (host%3Aport/r/...); returns how many are not.
qint64 checkCopy(const QString &copy, const QByteArray &origin, int count, int bytes)
{
    const QUrl url(QString::fromLatin1(origin));
    const QString host = url.host() + QStringLiteral("%3A") + QString::number(url.port());
    // The layout keeps names as the URL writes them; ":" becomes "%3A".
    const QStringList hostFolders = {host, url.host() + u':' + QString::number(url.port())};
    QString folder;
    for (const QString &candidate : hostFolders) {
        if (QFileInfo(copy + u'/' + candidate).isDir())
            folder = copy + u'/' + candidate;
    }
    if (folder.isEmpty()) {
        // An older layout: find the folder holding r/0/item-0.txt.
        QDirIterator it(copy, QDir::Dirs | QDir::NoDotAndDotDot);
        while (it.hasNext()) {
            const QString candidate = it.next();
            if (QFileInfo::exists(candidate + QStringLiteral("/r/0/item-0.txt")))
                folder = candidate;
        }
    }
    qint64 wrong = 0;
    for (int i = 0; i < count; ++i) {
        QFile file(folder + QString::fromLatin1(resourcePath(i)));
        if (!file.open(QIODevice::ReadOnly) || file.readAll() != resourceContent(i, bytes))
            ++wrong;
    }
    return wrong;
}

void printFigure(const char *what, const Figure &figure, int count)
{
    std::printf("  %-52s %9.1f s wall, %8.0f resources/s, %6.0f us CPU per resource, "
                "peak %7.1f MB%s%s\n",
                what, figure.wallMs / 1000.0,
                figure.wallMs > 0 ? 1000.0 * count / figure.wallMs : 0.0,
                count > 0 ? 1000.0 * figure.cpuMs / count : 0.0, figure.peakMb,
                figure.exitCode == 0 ? "" : ", exit code ",
                figure.exitCode == 0 ? "" : qPrintable(QString::number(figure.exitCode)));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const auto option = [&args](const char *name, const QString &fallback) {
        const qsizetype at = args.indexOf(QString::fromLatin1(name));
        return at > 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const int count = std::max(1, option("--resources", QStringLiteral("100000")).toInt());
    const int bytes = std::max(64, option("--bytes", QStringLiteral("1024")).toInt());
    const int rounds = std::max(1, option("--rounds", QStringLiteral("1")).toInt());
    const int resyncMax = option("--resync-max", QStringLiteral("100000")).toInt();
    const QString base = option("--work", QDir::tempPath());
    const bool keep = args.contains(QStringLiteral("--keep"));
    const bool curlToNull = args.contains(QStringLiteral("--curl-to-null")) || count > 200'000;

    QTemporaryDir work(base + QStringLiteral("/bench_mirror-XXXXXX"));
    if (!work.isValid()) {
        std::fprintf(stderr, "cannot make a folder in %s\n", qPrintable(base));
        return 2;
    }
    work.setAutoRemove(!keep);
    const QString site = work.filePath(QStringLiteral("site"));
    QElapsedTimer timer;
    timer.start();
    if (!writeResources(site, count, bytes)) {
        std::fprintf(stderr, "cannot write the resources\n");
        return 2;
    }
    bench::LoopbackSource server;
    bench::LoopbackSource::Settings settings = bench::LoopbackSource::fromEnvironment();
    // nginx closes a connection after 1000 requests by default: at a million
    // resources that would measure reconnecting more than fetching.
    settings.keepAliveRequests = 1'000'000;
    if (!server.start(work.path(), site, settings)
        || !writeDocuments(site, server.documentOrigin(), count, bytes)) {
        std::fprintf(stderr, "cannot serve the source\n");
        return 2;
    }
    const QString url = QString::fromLatin1(server.origin()) + u'/';
    std::printf("source: %d resources of %d bytes (a Resource List Index of %d lists), written "
                "in %.0f s, served by %s on %s\n",
                count, bytes, (count + perList - 1) / perList, double(timer.elapsed()) / 1000.0,
                qPrintable(server.nameWithWorkers()), qPrintable(url));
    std::printf("%d round(s); the machine has %d cores; times are medians\n", rounds,
                QThread::idealThreadCount());

    const QString cli = QStringLiteral(RSI_CLI_PATH);
    const auto [resync, resyncEnvironment] = bench::resyncCommand();
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    const QString curlConfig = work.filePath(QStringLiteral("curl.cfg"));
    {
        QFile config(curlConfig);
        if (!config.open(QIODevice::WriteOnly))
            return 2;
        for (int i = 0; i < count; ++i)
            config.write(
                "url = \"" + server.origin() + resourcePath(i) + "\"\noutput = \""
                + (curlToNull ? QByteArray("/dev/null") : "item-" + QByteArray::number(i) + ".txt")
                + "\"\n");
    }
    const auto fresh = [&](const QString &name, int round) {
        const QString dir = work.filePath(QStringLiteral("%1-%2").arg(name).arg(round));
        QDir().mkpath(dir);
        return dir;
    };

    std::map<QString, QList<Figure>> figures;
    for (int round = 0; round < rounds; ++round) {
        // The mirror, its check, the unchanged re-run.
        const QString copy = work.filePath(QStringLiteral("mirror-%1").arg(round));
        const QString runDir = fresh(QStringLiteral("run"), round);
        Figure baseline = runChild(
            {cli, QStringLiteral("mirror"), QStringLiteral("--quiet"), url, copy}, runDir);
        printFigure("rsinspector-cli mirror, baseline", baseline, count);
        const qint64 wrong = checkCopy(copy, server.origin(), count, bytes);
        std::printf("  every file checked against the source: %lld of %d wrong or missing\n",
                    qlonglong(wrong), count);
        std::printf("  state database: %.1f MB; the run's items: %.1f MB\n",
                    double(sizeBelow(copy + QStringLiteral("/.rsinspector"),
                                     QStringLiteral("state.sqlite")))
                        / 1e6,
                    double(sizeBelow(copy + QStringLiteral("/.rsinspector/runs"),
                                     QStringLiteral(".sqlite")))
                        / 1e6);
        figures[QStringLiteral("baseline")].append(baseline);
        Figure again
            = runChild({cli, QStringLiteral("mirror"), QStringLiteral("--quiet"), url, copy},
                       fresh(QStringLiteral("again"), round));
        printFigure("rsinspector-cli mirror again, nothing changed", again, count);
        figures[QStringLiteral("again")].append(again);

        if (!curl.isEmpty()) {
            const QString dir = fresh(QStringLiteral("curl"), round);
            QStringList command = {curl,
                                   QStringLiteral("--silent"),
                                   QStringLiteral("--parallel"),
                                   QStringLiteral("--parallel-max"),
                                   QStringLiteral("8"),
                                   QStringLiteral("--config"),
                                   curlConfig};
            // Not with /dev/null: curl puts the folder before it and fails
            // every write (exit code 23), closing the connection each time.
            if (!curlToNull)
                command << QStringLiteral("--output-dir") << dir;
            Figure floor = runChild(command, dir);
            printFigure(curlToNull ? "curl --parallel --parallel-max 8, to /dev/null"
                                   : "curl --parallel --parallel-max 8, to files",
                        floor, count);
            figures[QStringLiteral("curl")].append(floor);
        }
        if (!resync.isEmpty() && count <= resyncMax) {
            const QString dir = fresh(QStringLiteral("resync"), round);
            Figure reference = runChild(
                QStringList(resync) << QStringLiteral("--baseline") << QStringLiteral("--sitemap")
                                    << url + QStringLiteral("resourcelist-index.xml") << url
                                    << dir + QStringLiteral("/copy"),
                dir, resyncEnvironment);
            printFigure("resync-sync --baseline (resync 2.0.1)", reference, count);
            figures[QStringLiteral("resync")].append(reference);
        }
    }

    std::printf("\nmedians over %d round(s), %d resources:\n", rounds, count);
    const auto summary = [&](const QString &key, const char *what) {
        const QList<Figure> &list = figures[key];
        if (list.isEmpty()) {
            std::printf("  %-52s (not run)\n", what);
            return 0.0;
        }
        QList<double> walls, cpus, peaks;
        for (const Figure &figure : list) {
            walls.append(figure.wallMs);
            cpus.append(figure.cpuMs);
            peaks.append(figure.peakMb);
        }
        Figure median_;
        median_.wallMs = bench::median(walls);
        median_.cpuMs = bench::median(cpus);
        median_.peakMb = bench::median(peaks);
        median_.exitCode = 0;
        printFigure(what, median_, count);
        return median_.wallMs;
    };
    const double mirror = summary(QStringLiteral("baseline"), "rsinspector-cli mirror, baseline");
    summary(QStringLiteral("again"), "rsinspector-cli mirror again, nothing changed");
    const double floor = summary(QStringLiteral("curl"), "curl --parallel --parallel-max 8");
    const double reference = summary(QStringLiteral("resync"), "resync-sync --baseline");
    if (floor > 0 && mirror > 0)
        std::printf("mirror / curl: %.2fx\n", mirror / floor);
    if (reference > 0 && mirror > 0)
        std::printf("resync / mirror: %.2fx\n", reference / mirror);
    if (resync.isEmpty())
        std::printf("resync: RSI_BENCH_RESYNC is not set, no column\n");
    else if (count > resyncMax)
        std::printf("resync: not run above --resync-max %d resources\n", resyncMax);
    if (keep)
        std::printf("kept: %s\n", qPrintable(work.path()));
    else
        std::printf("removing %s (not measured)...\n", qPrintable(work.path()));
    std::fflush(stdout);
    return 0;
}
