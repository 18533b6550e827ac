// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Parse + validate speed and memory on a generated 50,000-entry Resource List
// with hashes, lengths and lastmods (about 12 MB), compared with
// `xmllint --noout --stream` on the same file (the parse-only floor), and the
// peak memory of `rsinspector-cli validate` on it.
//
//   bench_validate [entries] [runs]
#include "parse/documentparser.h"
#include "syntheticsource.h"
#include "util/allocator.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

namespace {

QByteArray generateResourceList(int entries)
{
    QByteArray xml;
    xml.reserve(qsizetype(entries) * 250 + 512);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\"resourcelist\" at=\"2026-11-01T09:00:00Z\"\n"
           "         completed=\"2026-11-01T09:30:00Z\"/>\n"
           "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n";
    for (int i = 0; i < entries; ++i) {
        const QByteArray number = QByteArray::number(i).rightJustified(8, '0');
        const QByteArray hash
            = QCryptographicHash::hash(number, QCryptographicHash::Sha256).toHex();
        xml += "  <url>\n    <loc>http://example.com/dataset1/resources/item-" + number
            + ".html</loc>\n    <lastmod>2026-10-" + QByteArray::number(10 + i % 20)
            + "T13:00:00Z</lastmod>\n    <rs:md hash=\"sha-256:" + hash + "\" length=\""
            + QByteArray::number(1000 + i % 90000) + "\" type=\"text/html\"/>\n  </url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

qint64 peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// Best wall time in ms of `program arguments` over runs; -1 if it cannot run.
double timeProcess(const QString &program, const QStringList &arguments, int runs)
{
    double best = -1;
    for (int run = 0; run < runs; ++run) {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        process.setStandardErrorFile(QProcess::nullDevice());
        QElapsedTimer timer;
        timer.start();
        process.start(program, arguments);
        if (!process.waitForFinished(120'000))
            return -1;
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        best = best < 0 ? elapsed : std::min(best, elapsed);
    }
    return best;
}

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int entries = args.size() > 1 ? args.at(1).toInt() : 50'000;
    const int runs = std::max(2, args.size() > 2 ? args.at(2).toInt() : 6);

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

    // Peak memory of the CLI first: getrusage reports the largest child so far.
    const double cliMs
        = timeProcess(QStringLiteral(RSI_CLI_PATH),
                      {QStringLiteral("validate"), QStringLiteral("--quiet"), path}, 1);
    rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    std::printf("rsinspector-cli validate: %.1f ms wall (incl. start-up), peak RSS %.1f MB\n",
                cliMs, double(usage.ru_maxrss) / 1024.0);

    // The first run is what one `validate` call costs (the allocator faults
    // its pages in); later runs are what a process that validates document
    // after document sees. Both are printed.
    const QUrl url = QUrl::fromLocalFile(path);
    double coldParse = 0, coldTotal = 0;
    double bestParse = 1e18, bestTotal = 1e18, bestCpu = 1e18;
    qsizetype findings = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = rsi::bench::cpuMs();
        const rsi::ParseResult parsed = rsi::DocumentParser().parseFile(path, url);
        const double parseMs = double(timer.nsecsElapsed()) / 1e6;
        const rsi::FindingList result = rsi::Validator().validate(parsed);
        const double totalMs = double(timer.nsecsElapsed()) / 1e6;
        if (run == 0) {
            coldParse = parseMs;
            coldTotal = totalMs;
            continue;
        }
        bestParse = std::min(bestParse, parseMs);
        bestTotal = std::min(bestTotal, totalMs);
        bestCpu = std::min(bestCpu, rsi::bench::cpuMs() - cpuStart);
        findings = result.size();
    }
    std::printf("cold, first document:  parse %.1f ms, parse + validate %.1f ms (%.1f MB/s)\n",
                coldParse, coldTotal, megabytes / (coldTotal / 1000.0));
    std::printf("warm, best of %d more:\n", runs - 1);
    std::printf("parse:            %8.1f ms  %7.1f MB/s\n", bestParse,
                megabytes / (bestParse / 1000.0));
    std::printf("parse + validate: %8.1f ms  %7.1f MB/s  findings: %lld\n", bestTotal,
                megabytes / (bestTotal / 1000.0), static_cast<long long>(findings));
    std::printf("parse + validate CPU time: %.1f ms\n", bestCpu);

    // The floor of the parser the design prescribes: QXmlStreamReader reading
    // every token of the file and doing nothing with it.
    double bestRaw = 1e18;
    for (int run = 0; run < runs; ++run) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return 2;
        QElapsedTimer timer;
        timer.start();
        QXmlStreamReader reader(&file);
        qint64 tokens = 0;
        while (!reader.atEnd()) {
            reader.readNext();
            tokens += reader.isStartElement() ? 1 + reader.attributes().size() : 1;
        }
        bestRaw = std::min(bestRaw, double(timer.nsecsElapsed()) / 1e6);
        if (tokens == 0)
            return 2;
    }
    std::printf("raw QXmlStreamReader token loop (no model, no rules): %.1f ms\n", bestRaw);
    std::printf("peak RSS of this benchmark process: %.1f MB\n", double(peakRssKb()) / 1024.0);

    const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
    if (xmllint.isEmpty()) {
        std::printf("xmllint: not installed (apt-get install libxml2-utils)\n");
        return 0;
    }
    rusage before {};
    getrusage(RUSAGE_CHILDREN, &before);
    const double xmllintMs
        = timeProcess(xmllint, {QStringLiteral("--noout"), QStringLiteral("--stream"), path}, runs);
    rusage after {};
    getrusage(RUSAGE_CHILDREN, &after);
    const double xmllintCpuMs = (double(after.ru_utime.tv_sec - before.ru_utime.tv_sec
                                        + after.ru_stime.tv_sec - before.ru_stime.tv_sec)
                                     * 1000.0
                                 + double(after.ru_utime.tv_usec - before.ru_utime.tv_usec
                                          + after.ru_stime.tv_usec - before.ru_stime.tv_usec)
                                     / 1000.0)
        / runs;
    std::printf("xmllint --noout --stream: %8.1f ms wall (best of %d), %.1f ms CPU (mean)\n",
                xmllintMs, runs, xmllintCpuMs);
    std::printf("ratio parse+validate / xmllint: %.2fx wall, %.2fx CPU (target: at most 3x)\n",
                bestTotal / xmllintMs, bestCpu / xmllintCpuMs);
    std::printf("ratio raw QXmlStreamReader / xmllint: %.2fx\n", bestRaw / xmllintMs);
    return 0;
}
