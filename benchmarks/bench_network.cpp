// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The network path beside its peers, in one run, against one server (issue
// 12): a baseline mirror of a source of small resources (a Resource List
// Index of two lists) by rsinspector-cli, by the Python reference client
// (resync-sync --baseline) and by curl --parallel --parallel-max 8 over the
// same URLs; the engine's downloads alone (HttpEngine, hashing, nothing
// written) and Qt's QNetworkAccessManager alone (nothing but the GETs); and
// crawl --check-resources of the same source. Runs alternate; the figures
// are medians.
//
//   bench_network [resources] [rounds]
//
// The source is served by nginx when it is installed (started as a child
// with a configuration of its own on a free loopback port, stopped at the
// end), else by the project's own server (bench_server). Environment:
//   RSI_BENCH_RESYNC        how to run resync-sync, e.g.
//                           "PYTHONPATH=/work/resync /usr/bin/python3 /work/resync/resync-sync"
//                           (leading NAME=value words are its environment); no column without it
//   RSI_BENCH_BEFORE_CLI    another rsinspector-cli (say, a build of an older commit) to
//                           mirror with as well, for a before/after table
//   RSI_BENCH_ADDRESS       where nginx listens instead of 127.0.0.1: one of this machine's
//                           own addresses, as a real source is reached (for a loopback host
//                           Qt skips the system's proxy lookup, which costs a real one)

#include "childprocess.h"
#include "loopbacksource.h"
#include "net/httpengine.h"
#include "syntheticsource.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>

using namespace rsi;
using bench::sitemapDocument;
using bench::writeFile;

namespace {

constexpr int resourceBytes = 1024;
constexpr int childTimeoutMs = 300'000;

// A Source Description, a Capability List, a Resource List Index of two
// Resource Lists, and count resources of 1 KB, each listed with its length,
// md5 and sha-256, under origin. Returns the resources' paths on the server.
QByteArrayList writeSource(const QString &dir, const QByteArray &origin, int count)
{
    const QByteArray at = "at=\"2026-11-01T12:00:00Z\" completed=\"2026-11-01T12:00:05Z\"";
    bool ok = writeFile(dir + QStringLiteral("/.well-known/resourcesync"),
                        sitemapDocument("urlset", "capability=\"description\"",
                                        "<url><loc>" + origin
                                            + "/capabilitylist.xml</loc><rs:md "
                                              "capability=\"capabilitylist\"/></url>\n"));
    ok = ok
        && writeFile(dir + QStringLiteral("/capabilitylist.xml"),
                     sitemapDocument("urlset", "capability=\"capabilitylist\"",
                                     "<rs:ln rel=\"up\" href=\"" + origin
                                         + "/.well-known/resourcesync\"/>\n<url><loc>" + origin
                                         + "/resourcelist-index.xml</loc><rs:md "
                                           "capability=\"resourcelist\"/></url>\n"));
    const int lists = 2;
    QByteArray index = "<rs:ln rel=\"up\" href=\"" + origin + "/capabilitylist.xml\"/>\n";
    QByteArrayList paths;
    QRandomGenerator random(42);
    for (int list = 0; list < lists; ++list) {
        const QByteArray name = "/resourcelist-" + QByteArray::number(list) + ".xml";
        index += "<sitemap><loc>" + origin + name + "</loc></sitemap>\n";
        QByteArray entries = "<rs:ln rel=\"up\" href=\"" + origin
            + "/capabilitylist.xml\"/>\n<rs:ln rel=\"index\" href=\"" + origin
            + "/resourcelist-index.xml\"/>\n";
        for (int i = list * count / lists; i < (list + 1) * count / lists; ++i) {
            QByteArray content(resourceBytes, Qt::Uninitialized);
            for (char &c : content)
                c = char('a' + random.bounded(26));
            const QByteArray path
                = "/r/" + QByteArray::number(i / 1000) + "/item-" + QByteArray::number(i) + ".txt";
            ok = ok && writeFile(dir + QString::fromLatin1(path), content);
            paths.append(path);
            entries += "<url><loc>" + origin + path
                + "</loc><lastmod>2026-11-01T10:00:00Z</lastmod><rs:md hash=\"md5:"
                + QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex() + " sha-256:"
                + QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()
                + "\" length=\"" + QByteArray::number(resourceBytes)
                + "\" type=\"text/plain\"/></url>\n";
        }
        ok = ok
            && writeFile(dir + QString::fromLatin1(name),
                         sitemapDocument("urlset", "capability=\"resourcelist\" " + at, entries));
    }
    ok = ok
        && writeFile(dir + QStringLiteral("/resourcelist-index.xml"),
                     sitemapDocument("sitemapindex", "capability=\"resourcelist\" " + at, index));
    return ok ? paths : QByteArrayList {};
}

struct Figure
{
    double wallMs = 0;
    double cpuMs = 0;
    bool ok = true;
    QString note;
};

// Runs a command to its end (at most childTimeoutMs), with its CPU time.
Figure runChild(const QStringList &command, const QString &workingDirectory,
                const QStringList &environment = {})
{
    bench::CommandOptions options;
    options.workingDirectory = workingDirectory;
    options.environment = environment;
    options.timeoutMs = childTimeoutMs;
    const bench::CommandRun run = bench::runCommand(command, options);
    Figure figure;
    if (!run.finished) {
        figure.ok = false;
        figure.note = run.failure;
        return figure;
    }
    figure.wallMs = run.wallMs;
    figure.cpuMs = run.cpuMs;
    // A mirror that failed some resources exits 1; anything that fetched
    // nothing at all is not a figure.
    if (!run.normalExit || run.exitCode >= 2) {
        figure.ok = false;
        figure.note = QStringLiteral("exit %1: %2")
                          .arg(run.exitCode)
                          .arg(QString::fromLocal8Bit(run.standardError).left(300));
    }
    return figure;
}

// The engine's downloads as the mirror asks for them: md5 and sha-256 of
// each body, in memory, nothing written.
Figure engineDownloads(const QList<QUrl> &urls, int connections)
{
    QNetworkAccessManager network;
    FetchOptions options;
    options.revalidate = false;
    options.connectionsPerHost = connections;
    HttpEngine engine(&network, options);
    qsizetype done = 0;
    qsizetype failed = 0;
    QEventLoop loop;
    QObject::connect(&engine, &HttpEngine::finished, &loop,
                     [&](quint64, const FetchResult &result) {
                         failed += result.ok && result.bytes == resourceBytes ? 0 : 1;
                         if (++done == urls.size())
                             loop.quit();
                     });
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = bench::cpuMs();
    for (const QUrl &url : urls) {
        FetchRequest request;
        request.acceptEncoding = "identity";
        request.memoryBodyLimit = 256 * 1024;
        request.digests = {QCryptographicHash::Md5, QCryptographicHash::Sha256};
        engine.fetch(url, request);
    }
    loop.exec();
    Figure figure;
    figure.wallMs = double(timer.nsecsElapsed()) / 1e6;
    figure.cpuMs = bench::cpuMs() - cpuBefore;
    figure.ok = failed == 0;
    if (failed > 0)
        figure.note = QStringLiteral("%1 failed").arg(failed);
    return figure;
}

// Qt's QNetworkAccessManager with nothing around it: `inFlight` GETs at a
// time (Qt opens at most 6 connections per host), bodies read and dropped;
// with pipelining, Qt may send several requests on one connection.
Figure qtDownloads(const QList<QUrl> &urls, int inFlight, bool pipelining)
{
    constexpr int qtTimeoutMs = 120'000;
    QNetworkAccessManager network;
    qsizetype next = 0;
    qsizetype done = 0;
    qsizetype failed = 0;
    QEventLoop loop;
    std::function<void()> startNext = [&] {
        QNetworkRequest request(urls.at(next++));
        request.setAttribute(QNetworkRequest::HttpPipeliningAllowedAttribute, pipelining);
        QNetworkReply *reply = network.get(request);
        QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply] {
            failed += reply->error() == QNetworkReply::NoError
                    && reply->readAll().size() == resourceBytes
                ? 0
                : 1;
            reply->deleteLater();
            if (next < urls.size())
                startNext();
            if (++done == urls.size())
                loop.quit();
        });
    };
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = bench::cpuMs();
    for (int i = 0; i < inFlight && next < urls.size(); ++i)
        startNext();
    // Qt 6.4's pipelining can wait forever for an answer it already took
    // (seen against nginx and against the project's server): give up then.
    bool timedOut = false;
    QTimer::singleShot(qtTimeoutMs, &loop, [&] {
        timedOut = true;
        loop.quit();
    });
    loop.exec();
    Figure figure;
    figure.wallMs = double(timer.nsecsElapsed()) / 1e6;
    figure.cpuMs = bench::cpuMs() - cpuBefore;
    figure.ok = failed == 0 && !timedOut;
    if (timedOut)
        figure.note = QStringLiteral("timed out after %1 of %2").arg(done).arg(urls.size());
    return figure;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int count = args.size() > 1 ? std::max(2, args.at(1).toInt()) : 10'000;
    const int rounds = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 3;

    QTemporaryDir work;
    bench::LoopbackSource server;
    const QString site = work.filePath(QStringLiteral("site"));
    QList<QUrl> urls;
    if (work.isValid()
        && server.start(work.path(), site, bench::LoopbackSource::fromEnvironment())) {
        for (const QByteArray &path : writeSource(site, server.documentOrigin(), count))
            urls.append(QUrl::fromEncoded(server.origin() + path));
    }
    if (urls.isEmpty()) {
        std::fprintf(stderr, "cannot write or serve the source in %s\n", qPrintable(work.path()));
        return 2;
    }
    // Where the source is, as the clients are given it.
    const QString sourceUrl = QString::fromLatin1(server.origin()) + u'/';
    const QString cli = QStringLiteral(RSI_CLI_PATH);
    const QString beforeCli = QString::fromLocal8Bit(qgetenv("RSI_BENCH_BEFORE_CLI"));
    const auto [resync, resyncEnvironment] = bench::resyncCommand();
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    std::printf("source: %d resources of %d bytes (a Resource List Index of 2 x %d) on %s, "
                "served by %s\n",
                count, resourceBytes, count / 2, qPrintable(sourceUrl), qPrintable(server.name()));
    std::printf("%d rounds, alternating; medians; CPU is user + system of the process\n", rounds);
    if (resync.isEmpty())
        std::printf("resync: RSI_BENCH_RESYNC is not set, no column\n");

    // curl's list of the same URLs, each to a file of its own.
    const QString curlConfig = work.filePath(QStringLiteral("curl.cfg"));
    {
        QByteArray config;
        for (qsizetype i = 0; i < urls.size(); ++i)
            config += "url = \"" + urls.at(i).toEncoded() + "\"\noutput = \"item-"
                + QByteArray::number(i) + ".txt\"\n";
        writeFile(curlConfig, config);
    }

    using Measure = std::function<Figure(int round)>;
    std::vector<std::pair<QString, Measure>> measures;
    const auto fresh = [&](const QString &name, int round) {
        const QString dir = work.filePath(QStringLiteral("%1-%2").arg(name).arg(round));
        QDir(dir).removeRecursively();
        return dir;
    };
    measures.emplace_back(QStringLiteral("rsinspector-cli mirror (4 connections per host)"),
                          [&](int round) {
                              return runChild({cli, QStringLiteral("mirror"), QStringLiteral("-q"),
                                               sourceUrl, fresh(QStringLiteral("mirror"), round)},
                                              work.path());
                          });
    if (!beforeCli.isEmpty())
        measures.emplace_back(QStringLiteral("before: %1 mirror").arg(beforeCli), [&](int round) {
            return runChild({beforeCli, QStringLiteral("mirror"), QStringLiteral("-q"), sourceUrl,
                             fresh(QStringLiteral("before"), round)},
                            work.path());
        });
    if (!curl.isEmpty())
        measures.emplace_back(
            QStringLiteral("curl --parallel --parallel-max 8, to files"), [&](int round) {
                const QString dir = fresh(QStringLiteral("curl"), round);
                QDir().mkpath(dir);
                return runChild({curl, QStringLiteral("--silent"), QStringLiteral("--parallel"),
                                 QStringLiteral("--parallel-max"), QStringLiteral("8"),
                                 QStringLiteral("--output-dir"), dir, QStringLiteral("--config"),
                                 curlConfig},
                                work.path());
            });
    if (!resync.isEmpty())
        measures.emplace_back(QStringLiteral("resync-sync --baseline"), [&](int round) {
            return runChild(QStringList(resync)
                                << QStringLiteral("--baseline") << QStringLiteral("--sitemap")
                                << sourceUrl + QStringLiteral("resourcelist-index.xml") << sourceUrl
                                << fresh(QStringLiteral("resync"), round),
                            work.path(), resyncEnvironment);
        });
    measures.emplace_back(QStringLiteral("engine downloads alone (HttpEngine, 4 connections, "
                                         "md5 + sha-256, nothing written)"),
                          [&](int) { return engineDownloads(urls, 4); });
    measures.emplace_back(QStringLiteral("the same with 6 connections (--concurrency 6, the most)"),
                          [&](int) { return engineDownloads(urls, 6); });
    measures.emplace_back(QStringLiteral("Qt's QNetworkAccessManager alone (6 at a time, "
                                         "bodies dropped)"),
                          [&](int) { return qtDownloads(urls, 6, false); });
    // Qt pipelines up to 3 requests on each of its 6 connections.
    measures.emplace_back(QStringLiteral("the same, 18 at a time, HTTP/1.1 pipelining allowed"),
                          [&](int) { return qtDownloads(urls, 18, true); });
    measures.emplace_back(
        QStringLiteral("rsinspector-cli crawl --check-resources (HEAD each)"), [&](int) {
            return runChild({cli, QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                             QStringLiteral("-q"), sourceUrl},
                            work.path());
        });

    std::map<QString, QList<double>> walls;
    std::map<QString, QList<double>> cpus;
    std::map<QString, QStringList> notes;
    // Each round's wall time by measure, for the ratio round by round.
    std::map<QString, std::map<int, double>> wallsByRound;
    for (int round = 0; round < rounds; ++round) {
        // Each round starts one further along, so that no tool always runs
        // right after the same other one.
        for (std::size_t i = 0; i < measures.size(); ++i) {
            const auto &[name, measure] = measures.at((i + std::size_t(round)) % measures.size());
            const Figure figure = measure(round);
            std::printf("  round %d: %-80s %8.0f ms wall %8.0f ms CPU%s%s\n", round + 1,
                        qPrintable(name), figure.wallMs, figure.cpuMs,
                        figure.ok ? "" : "  FAILED: ", qPrintable(figure.note));
            std::fflush(stdout);
            if (!figure.ok) {
                notes[name].append(figure.note);
                continue;
            }
            walls[name].append(figure.wallMs);
            cpus[name].append(figure.cpuMs);
            wallsByRound[name][round] = figure.wallMs;
        }
    }

    std::printf("\n%-82s %10s %10s %12s\n", "what (median)", "wall ms", "CPU ms", "CPU/request");
    // The crawl also fetches the 5 documents of the source.
    const QString crawlName = measures.back().first;
    for (const auto &[name, measure] : measures) {
        const double wall = bench::median(walls[name]);
        const double requests = count + (name == crawlName ? 5 : 0);
        std::printf("%-82s %10.0f %10.0f %9.0f us", qPrintable(name), wall,
                    bench::median(cpus[name]), 1000.0 * bench::median(cpus[name]) / requests);
        if (name == crawlName && wall > 0)
            std::printf("  %.0f requests/s", requests * 1000.0 / wall);
        if (!notes[name].isEmpty())
            std::printf("  (%lld failed runs: %s)", qint64(notes[name].size()),
                        qPrintable(notes[name].first()));
        std::printf("\n");
    }
    const double mirror = bench::median(walls[measures.front().first]);
    if (!resync.isEmpty() && mirror > 0)
        std::printf("mirror is %.1fx faster than resync-sync --baseline (target: at least 5x)\n",
                    bench::median(walls[QStringLiteral("resync-sync --baseline")]) / mirror);
    const QString curlName = QStringLiteral("curl --parallel --parallel-max 8, to files");
    if (!curl.isEmpty() && bench::median(walls[curlName]) > 0) {
        std::printf("mirror takes %.2fx the time of curl (target: at most 1.5x); CPU per "
                    "resource %.0f us (target: at most 150 us)\n",
                    mirror / bench::median(walls[curlName]),
                    1000.0 * bench::median(cpus[measures.front().first]) / count);
        // The medians hide how far single rounds stray: say that too.
        QList<double> ratios;
        for (const auto &[round, wall] : wallsByRound[measures.front().first]) {
            const auto curlWall = wallsByRound[curlName].find(round);
            if (curlWall != wallsByRound[curlName].end() && curlWall->second > 0)
                ratios.append(wall / curlWall->second);
        }
        if (!ratios.isEmpty())
            std::printf("round by round: %.2fx to %.2fx, %lld of %lld rounds at most 1.5x\n",
                        *std::min_element(ratios.cbegin(), ratios.cend()),
                        *std::max_element(ratios.cbegin(), ratios.cend()),
                        qint64(std::count_if(ratios.cbegin(), ratios.cend(),
                                             [](double ratio) { return ratio <= 1.5; })),
                        qint64(ratios.size()));
    }
    return 0;
}
