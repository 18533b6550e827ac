// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What `rsinspector-cli validate` costs on a generated 50,000-entry Resource
// List (every entry with a lastmod, md5 and sha-256 hashes, a length and a
// type: about 14 MB), beside its peers, measured in the same run:
//
//  - whole process, the runs alternating: `rsinspector-cli validate --format
//    json`, `xmllint --noout --stream` (the parse-only floor, libxml2's
//    streaming reader) and, when RSI_RESYNC_DIR names a checkout of the
//    Python reference client resync, its ResourceList parser (run with
//    /usr/bin/python3, or RSI_RESYNC_PYTHON); the median wall and CPU time
//    and the peak memory of each;
//  - in this process: parse and validate apart, the first document (cold:
//    what one `validate` call pays) and the best of the next ones (warm: a
//    process that validates document after document); the same with
//    QXmlStreamReader as the reader; and the bare token loops of libxml2's
//    SAX2 parser and of QXmlStreamReader, which no parser on them can beat.
//
//   bench_validate [entries] [runs]
#include "childprocess.h"
#include "parse/documentparser.h"
#include "syntheticsource.h"
#include "util/allocator.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <libxml/parser.h>

namespace {

QByteArray generateResourceList(int entries)
{
    QByteArray xml;
    xml.reserve(qsizetype(entries) * 300 + 512);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\"resourcelist\" at=\"2026-11-01T09:00:00Z\"\n"
           "         completed=\"2026-11-01T09:30:00Z\"/>\n"
           "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n";
    for (int i = 0; i < entries; ++i) {
        const QByteArray number = QByteArray::number(i).rightJustified(8, '0');
        const QByteArray md5 = QCryptographicHash::hash(number, QCryptographicHash::Md5).toHex();
        const QByteArray sha256
            = QCryptographicHash::hash(number, QCryptographicHash::Sha256).toHex();
        xml += "  <url>\n    <loc>http://example.com/dataset1/resources/item-" + number
            + ".html</loc>\n    <lastmod>2026-10-" + QByteArray::number(10 + i % 20)
            + "T13:00:00Z</lastmod>\n    <rs:md hash=\"md5:" + md5 + " sha-256:" + sha256
            + "\" length=\"" + QByteArray::number(1000 + i % 90000)
            + "\" type=\"text/html\"/>\n  </url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// libxml2's SAX2 parser with handlers that only count: its floor.
long long saxTokens = 0;
void countStart(void *, const xmlChar *, const xmlChar *, const xmlChar *, int, const xmlChar **,
                int attributes, int, const xmlChar **)
{
    saxTokens += 1 + attributes;
}
void countEnd(void *, const xmlChar *, const xmlChar *, const xmlChar *)
{
    ++saxTokens;
}
void countText(void *, const xmlChar *, int)
{
    ++saxTokens;
}

double saxLoopMs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    QElapsedTimer timer;
    timer.start();
    xmlSAXHandler handler;
    std::memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = countStart;
    handler.endElementNs = countEnd;
    handler.characters = countText;
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&handler, nullptr, nullptr, 0, nullptr);
    xmlCtxtUseOptions(context, XML_PARSE_NONET);
    QByteArray chunk(64 * 1024, Qt::Uninitialized);
    for (qint64 got; (got = file.read(chunk.data(), chunk.size())) > 0;)
        xmlParseChunk(context, chunk.constData(), int(got), 0);
    xmlParseChunk(context, nullptr, 0, 1);
    xmlFreeParserCtxt(context);
    return elapsedMs(timer);
}

double qtLoopMs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    QElapsedTimer timer;
    timer.start();
    QXmlStreamReader reader(&file);
    qint64 tokens = 0;
    while (!reader.atEnd()) {
        reader.readNext();
        tokens += reader.isStartElement() ? 1 + reader.attributes().size() : 1;
    }
    return tokens > 0 ? elapsedMs(timer) : -1;
}

struct Peer
{
    QString name;
    QString program;
    QStringList arguments;
    QStringList environment;
    QList<double> wall;
    QList<double> cpu;
    double peakMb = 0;
    bool failed = false;
};

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int entries = args.size() > 1 ? args.at(1).toInt() : 50'000;
    const int runs = std::max(3, args.size() > 2 ? args.at(2).toInt() : 5);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("resourcelist.xml"));
    const QByteArray xml = generateResourceList(entries);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(xml) != xml.size())
            return 2;
    }
    const double megabytes = double(xml.size()) / 1e6;
    std::printf("document: %d entries, %.2f MB (%s)\n", entries, megabytes, qPrintable(path));

    // Whole processes, alternating, so that a busy moment hits each alike.
    QList<Peer> peers;
    const auto addPeer
        = [&peers](const QString &name, const QString &program, const QStringList &arguments,
                   const QStringList &environment = {}) {
              Peer peer;
              peer.name = name;
              peer.program = program;
              peer.arguments = arguments;
              peer.environment = environment;
              peers.append(peer);
          };
    addPeer(QStringLiteral("rsinspector-cli validate --format json"), QStringLiteral(RSI_CLI_PATH),
            {QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), path});
    const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
    if (!xmllint.isEmpty()) {
        addPeer(QStringLiteral("xmllint --noout --stream"), xmllint,
                {QStringLiteral("--noout"), QStringLiteral("--stream"), path});
    } else {
        std::printf("xmllint: not installed (apt-get install libxml2-utils)\n");
    }
    const QString resync = qEnvironmentVariable("RSI_RESYNC_DIR");
    // The system's Python, which has resync's dependencies (python3-defusedxml,
    // python3-requests, python3-dateutil) from Debian; RSI_RESYNC_PYTHON overrides.
    QString python = qEnvironmentVariable("RSI_RESYNC_PYTHON");
    if (python.isEmpty()) {
        python = QFile::exists(QStringLiteral("/usr/bin/python3"))
            ? QStringLiteral("/usr/bin/python3")
            : QStandardPaths::findExecutable(QStringLiteral("python3"));
    }
    if (!resync.isEmpty() && !python.isEmpty()
        && QFile::exists(QDir(resync).filePath(QStringLiteral("resync/resource_list.py")))) {
        addPeer(QStringLiteral("resync 2.0.1 ResourceList().parse()"), python,
                {QStringLiteral("-c"),
                 QStringLiteral("import sys; from resync.resource_list import ResourceList; "
                                "ResourceList().parse(uri=sys.argv[1])"),
                 path},
                {QStringLiteral("PYTHONPATH=") + resync});
    } else {
        std::printf("resync: skipped (set RSI_RESYNC_DIR to a checkout of resync)\n");
    }
    for (int run = 0; run < runs; ++run) {
        for (Peer &peer : peers) {
            const rsi::bench::ChildRun child
                = rsi::bench::runChild(peer.program, peer.arguments, peer.environment);
            // validate exits 1 when it finds errors; the list has none.
            if (!child.ran || child.exitCode != 0) {
                if (!peer.failed)
                    std::printf("%s failed: %s\n", qPrintable(peer.name),
                                child.standardError.constData());
                peer.failed = true;
            }
            peer.wall.append(child.wallMs);
            peer.cpu.append(child.cpuMs);
            peer.peakMb = std::max(peer.peakMb, child.peakMb);
        }
    }
    std::printf("\nwhole process, median of %d (alternating):\n", runs);
    for (const Peer &peer : peers) {
        std::printf("  %-40s %8.1f ms wall %8.1f ms CPU  peak %6.1f MB%s\n", qPrintable(peer.name),
                    rsi::bench::median(peer.wall), rsi::bench::median(peer.cpu), peer.peakMb,
                    peer.failed ? "  (FAILED)" : "");
    }
    if (peers.size() > 1) {
        const double ours = rsi::bench::median(peers.at(0).wall);
        const double oursCpu = rsi::bench::median(peers.at(0).cpu);
        for (qsizetype i = 1; i < peers.size(); ++i) {
            std::printf("  rsinspector-cli / %s: %.2fx wall, %.2fx CPU\n",
                        qPrintable(peers.at(i).name.section(u' ', 0, 0)),
                        ours / rsi::bench::median(peers.at(i).wall),
                        oursCpu / rsi::bench::median(peers.at(i).cpu));
        }
        std::printf("  (targets: at most 3x xmllint, at least 10x faster than resync)\n");
    }

    // In this process. The first run is what one `validate` call costs (the
    // allocator faults its pages in); later runs are what a process that
    // validates document after document sees.
    const QUrl url = QUrl::fromLocalFile(path);
    double coldParse = 0, coldValidate = 0;
    double bestParse = 1e18, bestValidate = 1e18, bestQtParse = 1e18;
    qsizetype findings = 0;
    for (int run = 0; run < runs + 1; ++run) {
        QElapsedTimer timer;
        timer.start();
        const rsi::ParseResult parsed = rsi::DocumentParser().parseFile(path, url);
        const double parseMs = elapsedMs(timer);
        timer.start();
        const rsi::FindingList result = rsi::Validator().validate(parsed);
        const double validateMs = elapsedMs(timer);
        findings = result.size();
        if (run == 0) {
            coldParse = parseMs;
            coldValidate = validateMs;
            continue;
        }
        bestParse = std::min(bestParse, parseMs);
        bestValidate = std::min(bestValidate, validateMs);
        rsi::DocumentParser qtParser;
        qtParser.setReader(rsi::DocumentParser::Reader::Qt);
        timer.start();
        const rsi::ParseResult qtParsed = qtParser.parseFile(path, url);
        bestQtParse = std::min(bestQtParse, elapsedMs(timer));
        if (qtParsed.document.entryCount != parsed.document.entryCount)
            return 2;
    }
    double bestSax = 1e18, bestQtLoop = 1e18;
    for (int run = 0; run < runs; ++run) {
        bestSax = std::min(bestSax, saxLoopMs(path));
        bestQtLoop = std::min(bestQtLoop, qtLoopMs(path));
    }
    std::printf("\nin this process (findings: %lld):\n", static_cast<long long>(findings));
    std::printf("  cold, first document: parse %7.1f ms, validate %7.1f ms\n", coldParse,
                coldValidate);
    std::printf("  warm, best of %d:      parse %7.1f ms, validate %7.1f ms (%.1f MB/s)\n", runs,
                bestParse, bestValidate, megabytes / ((bestParse + bestValidate) / 1000.0));
    std::printf("  parse with QXmlStreamReader as the reader, warm: %.1f ms\n", bestQtParse);
    std::printf("  libxml2 SAX2 token loop, nothing done: %.1f ms\n", bestSax);
    std::printf("  QXmlStreamReader token loop, nothing done: %.1f ms\n", bestQtLoop);
    std::printf("  peak memory of this benchmark process: %.1f MB\n", rsi::bench::peakMb());
    return 0;
}
