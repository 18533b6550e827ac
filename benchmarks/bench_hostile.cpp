// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Peak memory under hostile input (issue 16 item 3): each case runs in a
// process of its own, and its peak resident memory (wait4's ru_maxrss,
// through bench_measure) is printed beside its wall time.
//
//   bench_hostile [crawl-bombs]
//
// Cases: `rsinspector-cli validate` of a 12 MB .xml.gz that inflates to
// 1 GiB, of a plain 140 MB document, of an endless HTTP document and of one
// that declares 2 GB; and crawls (CrawlJob in a child of this program, on a
// worker pool of 2 and of 8 threads) of a Resource List Index naming four
// (or crawl-bombs) gzip bombs, one naming four endless documents, and one
// naming four lists just under the byte limit (gzip files inflating to 120 MiB,
// read whole: 429,000 entries each, of which the parser stores 200,000, the
// per-document entry cap; not cut, but over the cap: the first keeps them,
// the others a sample, see CrawlOptions::overCapEntryAllowance). The
// documents are served by this program in another child process on
// 127.0.0.1, which writes an endless body only as fast as it is read.
//
// Internal modes: --serve <folder> (the server; prints its port) and
// --crawl <url> <threads> (one crawl).
#include "childprocess.h"
#include "crawl/crawljob.h"
#include "syntheticsource.h"
#include "util/allocator.h"
#include "util/workerpool.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThreadPool>
#include <quagzipfile.h>

#include <cstdio>

namespace {

const QByteArray listHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                            "<rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n";

// One entry as a large list has them, about 330 bytes.
QByteArray entry(qint64 i)
{
    return "<url><loc>http://example.com/res/" + QByteArray::number(i)
        + "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</loc>"
          "<lastmod>2013-01-02T13:00:00Z</lastmod>"
          "<rs:md hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6 "
          "sha-256:854f61290e2e197a11bc91063afce22e43f8ccc655237050ace766adc68dc784\" "
          "length=\"8876\" type=\"text/html\"/></url>\n";
}

// A block of entries, repeated: what a bomb and an endless body are made of.
QByteArray entryBlock()
{
    QByteArray block;
    for (int i = 0; i < 3000; ++i)
        block += entry(i);
    return block;
}

bool writePlain(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const QByteArray block = entryBlock();
    file.write(listHead);
    for (qint64 written = 0; written < bytes; written += block.size())
        file.write(block);
    return file.write("</urlset>\n") > 0;
}

// gzip of a list that inflates to `bytes` (and ends, when `close`).
bool writeGzipBomb(const QString &path, qint64 bytes, bool close = false)
{
    QuaGzipFile gzip(path);
    if (!gzip.open(QIODevice::WriteOnly))
        return false;
    const QByteArray block = entryBlock();
    gzip.write(listHead);
    for (qint64 written = 0; written < bytes; written += block.size())
        gzip.write(block);
    if (close)
        gzip.write("</urlset>\n");
    gzip.close();
    return true;
}

// --serve: /bomb/<n>.xml.gz (the folder's bomb.xml.gz), /big/<n>.xml.gz (its
// big.xml.gz), /endless/<n>.xml (no length, never ends), /declared2g.xml
// (Content-Length 2 GiB, never ends), /index/{gz,big,endless}/<count>.xml (an
// index naming that many of them).
class HostileServer : public QObject
{
public:
    explicit HostileServer(const QString &folder)
        : m_folder(folder)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
    }
    bool start() { return m_server.listen(QHostAddress::LocalHost); }
    quint16 port() const { return m_server.serverPort(); }

private:
    void serve(QTcpSocket *socket)
    {
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            if (socket->property("answered").toBool())
                return;
            QByteArray head = socket->property("head").toByteArray() + socket->readAll();
            socket->setProperty("head", head);
            if (!head.contains("\r\n\r\n"))
                return;
            socket->setProperty("answered", true);
            const QByteArray path = head.split(' ').value(1);
            answer(socket, path);
        });
    }

    void answer(QTcpSocket *socket, const QByteArray &path)
    {
        const QByteArray origin = "http://127.0.0.1:" + QByteArray::number(port());
        const auto send = [socket](const QByteArray &headers, const QByteArray &body) {
            socket->write("HTTP/1.1 200 OK\r\n" + headers + "Connection: close\r\n\r\n" + body);
            socket->disconnectFromHost();
        };
        if (path.startsWith("/bomb/") || path.startsWith("/big/")) {
            QFile bomb(m_folder
                       + (path.startsWith("/big/") ? QStringLiteral("/big.xml.gz")
                                                   : QStringLiteral("/bomb.xml.gz")));
            if (bomb.open(QIODevice::ReadOnly)) {
                const QByteArray body = bomb.readAll();
                send("Content-Type: application/gzip\r\nContent-Length: "
                         + QByteArray::number(body.size()) + "\r\n",
                     body);
                return;
            }
        } else if (path.startsWith("/index/")) {
            const QList<QByteArray> parts = path.split('/'); // "", index, kind, n.xml
            const QByteArray kind = parts.value(2);
            const bool gz = kind == "gz" || kind == "big";
            const int count = parts.value(3).split('.').first().toInt();
            QByteArray body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                              "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                              "<rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n";
            for (int i = 0; i < count; ++i) {
                body += "<sitemap><loc>" + origin
                    + (kind == "gz"        ? "/bomb/"
                           : kind == "big" ? "/big/"
                                           : "/endless/")
                    + QByteArray::number(i) + (gz ? ".xml.gz" : ".xml") + "</loc></sitemap>\n";
            }
            body += "</sitemapindex>\n";
            send("Content-Type: application/xml\r\nContent-Length: "
                     + QByteArray::number(body.size()) + "\r\n",
                 body);
            return;
        } else if (path.startsWith("/endless/") || path == "/declared2g.xml") {
            socket->write(
                "HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\n"
                + QByteArray(path == "/declared2g.xml" ? "Content-Length: 2147483648\r\n" : "")
                + "Connection: close\r\n\r\n" + listHead);
            // As fast as the client reads, never more than a few blocks ahead.
            const auto more = [this, socket] {
                while (socket->bytesToWrite() < 4 * m_block.size())
                    socket->write(m_block);
            };
            connect(socket, &QTcpSocket::bytesWritten, socket, more);
            more();
            return;
        }
        socket->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        socket->disconnectFromHost();
    }

    QString m_folder;
    QTcpServer m_server;
    const QByteArray m_block = entryBlock();
};

int serve(const QString &folder)
{
    HostileServer server(folder);
    if (!server.start())
        return 1;
    std::printf("%d\n", int(server.port()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

int crawl(const QString &url, int threads)
{
    rsi::workerPool()->setMaxThreadCount(threads);
    QNetworkAccessManager network;
    rsi::CrawlJob job(url, {}, &network);
    QObject::connect(&job, &rsi::Job::finished, qApp, &QCoreApplication::quit);
    job.start();
    QCoreApplication::exec();
    std::fprintf(stderr, "%lld documents, %lld entries, %lld findings\n", qint64(job.tree().size()),
                 job.tree().totalEntries(), qint64(job.tree().allFindings().size()));
    return 0;
}

void print(const char *what, const rsi::bench::ChildRun &run)
{
    if (!run.ran) {
        std::printf("%-62s did not run: %s\n", what, run.standardError.constData());
        return;
    }
    std::printf("%-62s peak RSS %6.1f MB  wall %6.1f s  exit %d%s\n", what, run.peakMb,
                run.wallMs / 1000.0, run.exitCode, run.peakMb < 300 ? "" : "  OVER 300 MB");
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args.at(1) == u"--serve")
        return serve(args.at(2));
    if (args.size() == 4 && args.at(1) == u"--crawl")
        return crawl(args.at(2), args.at(3).toInt());
    const int manyBombs = args.size() > 1 ? args.at(1).toInt() : 8;

    QTemporaryDir dir;
    const QString bomb = dir.filePath(QStringLiteral("bomb.xml.gz"));
    const QString plain = dir.filePath(QStringLiteral("plain.xml"));
    if (!dir.isValid() || !writeGzipBomb(bomb, 1LL << 30) || !writePlain(plain, 140'000'000)
        || !writeGzipBomb(dir.filePath(QStringLiteral("big.xml.gz")), 120LL << 20, true)) {
        std::fprintf(stderr, "cannot write the documents\n");
        return 2;
    }
    std::printf("gzip bomb: %.1f MB, inflating to 1 GiB; plain document: %.1f MB\n",
                double(QFileInfo(bomb).size()) / 1e6, double(QFileInfo(plain).size()) / 1e6);

    QProcess server;
    server.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--serve"), dir.path()});
    if (!server.waitForStarted() || !server.waitForReadyRead(10'000)) {
        std::fprintf(stderr, "the server did not start\n");
        return 2;
    }
    const QString origin
        = QStringLiteral("http://127.0.0.1:") + QString::fromLatin1(server.readLine().trimmed());

    const QString cli = QStringLiteral(RSI_CLI_PATH);
    const QStringList json
        = {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json")};
    print("validate: .xml.gz inflating to 1 GiB (file)",
          rsi::bench::runChild(cli, json + QStringList {bomb}));
    print("validate: plain 140 MB document (file)",
          rsi::bench::runChild(cli, json + QStringList {plain}));
    print(
        "validate: endless HTTP document",
        rsi::bench::runChild(cli, json + QStringList {origin + QStringLiteral("/endless/0.xml")}));
    print(
        "validate: HTTP document declaring 2 GiB",
        rsi::bench::runChild(cli, json + QStringList {origin + QStringLiteral("/declared2g.xml")}));

    const QString self = QCoreApplication::applicationFilePath();
    const auto crawlCase = [&](const QString &kind, int count, int threads) {
        const QByteArray what = "crawl: index naming " + QByteArray::number(count)
            + (kind == u"gz"        ? " gzip bombs"
                   : kind == u"big" ? " lists of 120 MiB"
                                    : " endless documents")
            + ", pool of " + QByteArray::number(threads);
        print(
            what.constData(),
            rsi::bench::runChild(self,
                                 {QStringLiteral("--crawl"),
                                  origin + QStringLiteral("/index/%1/%2.xml").arg(kind).arg(count),
                                  QString::number(threads)}));
    };
    for (const int threads : {2, 8})
        crawlCase(QStringLiteral("gz"), 4, threads);
    crawlCase(QStringLiteral("gz"), manyBombs, 8);
    for (const int threads : {2, 8})
        crawlCase(QStringLiteral("endless"), 4, threads);
    crawlCase(QStringLiteral("big"), 4, 8);

    server.kill();
    server.waitForFinished();
    return 0;
}
