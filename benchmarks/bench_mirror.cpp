// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Mirrors a source of 10,000 small resources served on loopback, then audits
// the copy: the figures of issue 5 (baseline under 2 s; the Python reference
// client takes about 10 s, one download at a time). The server runs in a
// process of its own (bench_server); the CPU times are the client's.
//
//   bench_mirror [resources] [bytes per resource]

#include "crawl/crawljob.h"
#include "demo/demoserver.h"
#include "mirror/auditcomparison.h"
#include "mirror/localcopylayout.h"
#include "mirror/mirrorjob.h"
#include "mirror/sourceinventory.h"
#include "net/httpengine.h"
#include "syntheticsource.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

using namespace rsi;

namespace {

QByteArray placeholder()
{
    return DemoServer::placeholderOrigin().toUtf8();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray urlset(const QByteArray &md, const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
           "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n<rs:md "
        + md + "/>\n" + body + "</urlset>\n";
}

// A Source Description, a Capability List, one Resource List and the resources.
bool writeSource(const QString &dir, int count, int size)
{
    const QByteArray origin = placeholder();
    bool ok = writeFile(dir + QStringLiteral("/.well-known/resourcesync"),
                        urlset("capability=\"description\"",
                               "<url><loc>" + origin
                                   + "/capabilitylist.xml</loc><rs:md "
                                     "capability=\"capabilitylist\"/></url>\n"));
    ok = ok
        && writeFile(dir + QStringLiteral("/capabilitylist.xml"),
                     urlset("capability=\"capabilitylist\"",
                            "<rs:ln rel=\"up\" href=\"" + origin
                                + "/.well-known/resourcesync\"/>\n<url><loc>" + origin
                                + "/resourcelist.xml</loc><rs:md "
                                  "capability=\"resourcelist\"/></url>\n"));
    QByteArray entries;
    QRandomGenerator random(42);
    for (int i = 0; i < count; ++i) {
        QByteArray content(size, Qt::Uninitialized);
        for (char &c : content)
            c = char('a' + random.bounded(26));
        const QByteArray name
            = "r/" + QByteArray::number(i / 1000) + "/item-" + QByteArray::number(i) + ".txt";
        ok = ok && writeFile(dir + u'/' + QString::fromLatin1(name), content);
        entries += "<url><loc>" + origin + '/' + name
            + "</loc><lastmod>2026-11-01T10:00:00Z</lastmod><rs:md hash=\"md5:"
            + QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex()
            + " sha-256:" + QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()
            + "\" length=\"" + QByteArray::number(size) + "\" type=\"text/plain\"/></url>\n";
    }
    return ok
        && writeFile(dir + QStringLiteral("/resourcelist.xml"),
                     urlset("capability=\"resourcelist\" at=\"2026-11-01T12:00:00Z\" "
                            "completed=\"2026-11-01T12:00:05Z\"",
                            "<rs:ln rel=\"up\" href=\"" + origin + "/capabilitylist.xml\"/>\n"
                                + entries));
}

// Runs bench_server, the tests' loopback server in a process of its own (as
// a real server is), with keep-alive connections.
class ServerProcess
{
public:
    explicit ServerProcess(const QString &root)
    {
        m_process.setProgram(QStringLiteral(RSI_BENCH_SERVER_PATH));
        m_process.setArguments({root, DemoServer::placeholderOrigin()});
        m_process.start();
        if (m_process.waitForStarted() && m_process.waitForReadyRead(10'000)) {
            const int port = m_process.readLine().trimmed().toInt();
            m_site = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
        }
    }
    ~ServerProcess()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    QUrl site() const { return m_site; }

private:
    QProcess m_process;
    QUrl m_site;
};

void waitFor(Job &job)
{
    QEventLoop loop;
    QObject::connect(&job, &Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int count = args.size() > 1 ? args.at(1).toInt() : 10'000;
    const int size = args.size() > 2 ? args.at(2).toInt() : 1'024;

    QTemporaryDir work;
    const QString sourceDir = work.filePath(QStringLiteral("source"));
    if (!writeSource(sourceDir, count, size)) {
        std::fprintf(stderr, "cannot write the source\n");
        return 2;
    }
    ServerProcess server(sourceDir);
    std::printf("source: %d resources of %d bytes on %s\n", count, size,
                qPrintable(server.site().toString()));

    QNetworkAccessManager network;
    QElapsedTimer timer;
    timer.start();
    CrawlJob crawl(server.site().toString(), {}, &network);
    waitFor(crawl);
    auto tree = std::make_shared<const SourceTree>(crawl.takeTree());
    std::printf("crawl: %lld ms\n", timer.elapsed());

    // The network alone: every resource fetched and hashed as the mirror
    // does, nothing written. The floor for a mirror on this machine.
    {
        const QList<ListedResource> listed = SourceInventory(*tree, SpecVersion::V1_1).listed();
        FetchOptions fetchOptions;
        fetchOptions.revalidate = false;
        HttpEngine engine(&network, fetchOptions);
        qsizetype done = 0;
        QEventLoop loop;
        QObject::connect(&engine, &HttpEngine::finished, &loop, [&](quint64, const FetchResult &) {
            if (++done == listed.size())
                loop.quit();
        });
        timer.restart();
        const double cpuBefore = bench::cpuMs();
        for (const ListedResource &resource : listed) {
            FetchRequest request;
            request.acceptEncoding = "identity";
            request.memoryBodyLimit = 256 * 1024;
            request.digests = {QCryptographicHash::Md5, QCryptographicHash::Sha256};
            engine.fetch(resource.loc, request);
        }
        loop.exec();
        std::printf("fetch only (HttpEngine, 4 connections, md5 + sha-256): %lld ms wall, "
                    "%.0f ms CPU\n",
                    timer.elapsed(), bench::cpuMs() - cpuBefore);
    }

    for (const int connections : {4, 8}) {
        const QString copy = work.filePath(QStringLiteral("copy-%1").arg(connections));
        MirrorOptions options;
        options.fetch.connectionsPerHost = connections;
        timer.restart();
        const double cpuBefore = bench::cpuMs();
        MirrorJob mirror(tree, server.site().toString(), copy, options, &network);
        waitFor(mirror);
        const qint64 ms = timer.elapsed();
        const MirrorResult &result = mirror.result();
        std::printf("baseline mirror, %d connections per host: %lld ms wall, %.0f ms CPU, "
                    "%lld created, %lld failed, %.1f resources/s, %.1f MB\n",
                    connections, ms, bench::cpuMs() - cpuBefore, qint64(result.counts.create),
                    qint64(result.counts.failed),
                    ms > 0 ? 1000.0 * double(result.counts.create) / double(ms) : 0.0,
                    double(result.bytesDownloaded) / 1e6);

        timer.restart();
        MirrorJob again(tree, server.site().toString(), copy, options, &network);
        waitFor(again);
        std::printf("second run (nothing to fetch, hashes compared): %lld ms, %lld same\n",
                    timer.elapsed(), qint64(again.result().counts.same));
    }

    const QString copy = work.filePath(QStringLiteral("copy-4"));
    const SourceInventory inventory(*tree, SpecVersion::V1_1);
    const QList<ListedResource> expected = inventory.expected();
    AuditOptions noHash;
    noHash.compareHash = false;
    timer.restart();
    const AuditResult quick = AuditComparison::compare(expected, LocalCopyLayout(copy), noHash);
    std::printf("audit without hashing: %lld ms for %lld files (%lld same)\n", timer.elapsed(),
                qint64(quick.items.size()), qint64(quick.counts.same));
    timer.restart();
    const AuditResult hashed = AuditComparison::compare(expected, LocalCopyLayout(copy), {});
    const qint64 hashedMs = timer.elapsed();
    std::printf("audit with md5 + sha-256: %lld ms (%.1f MB/s of file content, %lld same)\n",
                hashedMs, hashedMs > 0 ? double(count) * size / 1e3 / double(hashedMs) : 0.0,
                qint64(hashed.counts.same));
    // The machine's own hashing speed, for comparison.
    const QByteArray block(64 * 1024 * 1024, 'x');
    timer.restart();
    QCryptographicHash::hash(block, QCryptographicHash::Sha256);
    const qint64 shaMs = timer.elapsed();
    std::printf("sha-256 of 64 MB in memory: %lld ms (%.0f MB/s)\n", shaMs,
                shaMs > 0 ? 64.0 * 1024 * 1024 / 1e3 / double(shaMs) : 0.0);
    std::printf("peak memory: %.0f MB\n", bench::peakMb());
    return 0;
}
