// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Dump extraction speed: builds a Resource Dump package of mixed-size text
// bitstreams (about 200 MB uncompressed by default, deflated at level 1,
// each with sha-256 and length in the manifest), then times
// DumpPackage::verifyFile alone and with a DumpExtractor writing every
// bitstream into a local copy (CopyWriter: staging file, mtime, rename),
// then CopyWriter::syncToDisk() as a mirror run ends. Figures are MB/s of
// uncompressed bitstream bytes (1 MB = 10^6 bytes). The package is read from
// the page cache, so this measures CPU and writing, not the disk it was
// downloaded to. Also prints the parts alone (inflate, sha-256, write) to
// show where the time goes. The machine's other load shows in the figures:
// compare the CPU times too.
//
//   bench_dumpextract [files] [total-MB] [runs] [extract]
//
// With "extract" only the extraction runs (for a profiler).
#include "mirror/copywriter.h"
#include "mirror/dumpextractor.h"
#include "mirror/dumppackage.h"
#include "mirror/localcopylayout.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <unistd.h>
#include <vector>

namespace {

double cpuMs(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) * 1000.0 + double(ts.tv_nsec) / 1e6;
}

// Sizes of mixed magnitude (many small files, some large), scaled to the total.
std::vector<qint64> fileSizes(int files, qint64 totalBytes, QRandomGenerator &random)
{
    std::vector<double> weights;
    weights.reserve(std::size_t(files));
    for (int i = 0; i < files; ++i) {
        const quint32 bucket = random.bounded(100u);
        double kb = 0;
        if (bucket < 60)
            kb = 1 + random.bounded(32.0); // small pages and records
        else if (bucket < 92)
            kb = 32 + random.bounded(480.0); // documents
        else
            kb = 512 + random.bounded(4096.0); // large files
        weights.push_back(kb);
    }
    double sum = 0;
    for (double w : weights)
        sum += w;
    std::vector<qint64> sizes;
    sizes.reserve(weights.size());
    for (double w : weights)
        sizes.push_back(std::max<qint64>(1, qint64(w / sum * double(totalBytes))));
    return sizes;
}

// Pseudo-random text from a fixed vocabulary: deflate gets it to about a
// third, like real text and markup.
class TextSource
{
public:
    explicit TextSource(QRandomGenerator &random)
        : m_random(random)
    {
        for (int w = 0; w < 4096; ++w) {
            QByteArray word;
            const int length = 2 + int(random.bounded(9u));
            for (int c = 0; c < length; ++c)
                word += char('a' + random.bounded(26u));
            m_words.push_back(word);
        }
    }
    QByteArray text(qint64 size)
    {
        QByteArray out;
        out.reserve(size + 16);
        while (out.size() < size) {
            out += m_words[m_random.bounded(quint32(m_words.size()))];
            out += (m_random.bounded(12u) == 0) ? '\n' : ' ';
        }
        out.truncate(size);
        return out;
    }

private:
    QRandomGenerator &m_random;
    std::vector<QByteArray> m_words;
};

bool buildPackage(const QString &zipPath, int files, qint64 totalBytes, qint64 *bitstreamBytes)
{
    QRandomGenerator random(20261122);
    const std::vector<qint64> sizes = fileSizes(files, totalBytes, random);
    TextSource source(random);
    QuaZip zip(zipPath);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    QByteArray manifest = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                          "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                          "  <rs:ln rel=\"up\" href=\"https://example.org/capabilitylist.xml\"/>\n"
                          "  <rs:md capability=\"resourcedump-manifest\" "
                          "at=\"2026-11-22T09:00:00Z\"/>\n";
    *bitstreamBytes = 0;
    for (int i = 0; i < files; ++i) {
        const QByteArray data = source.text(sizes[std::size_t(i)]);
        const QByteArray name
            = "resources/d" + QByteArray::number(i % 50) + "/r" + QByteArray::number(i) + ".txt";
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(QString::fromLatin1(name)), nullptr, 0,
                       Z_DEFLATED, 1)
            || file.write(data) != data.size())
            return false;
        file.close();
        if (file.getZipError() != 0)
            return false;
        *bitstreamBytes += data.size();
        manifest += "  <url><loc>https://example.org/data/" + QByteArray::number(i % 50) + "/item"
            + QByteArray::number(i) + ".txt</loc>" + "<lastmod>2026-11-01T10:00:00Z</lastmod>"
            + "<rs:md length=\"" + QByteArray::number(data.size()) + "\" hash=\"sha-256:"
            + QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex() + "\" path=\"/"
            + name + "\"/></url>\n";
    }
    manifest += "</urlset>\n";
    QuaZipFile file(&zip);
    if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(QStringLiteral("manifest.xml")), nullptr, 0,
                   Z_DEFLATED, 1)
        || file.write(manifest) != manifest.size())
        return false;
    file.close();
    zip.close();
    return zip.getZipError() == 0;
}

double mbPerSecond(qint64 bytes, double ms)
{
    return ms > 0 ? double(bytes) / 1e6 / (ms / 1000.0) : 0;
}

struct Run
{
    double wallMs = 0;
    double cpuMs = 0; // all threads
    double threadCpuMs = 0; // the verifying thread
    double syncMs = 0; // CopyWriter::syncToDisk() afterwards, not in wallMs
    bool ok = false;
};

Run verifyOnce(const QString &zipPath, const QString &copyRoot, qint64 expectedFiles)
{
    const QUrl url(QStringLiteral("https://example.org/dump/part1.zip"));
    // What earlier runs left for the disk to write is not this run's cost.
    sync();
    Run run;
    const double cpuBefore = cpuMs();
    const double threadCpuBefore = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    QElapsedTimer timer;
    timer.start();
    if (copyRoot.isEmpty()) {
        const rsi::DumpPackageResult result = rsi::DumpPackage().verifyFile(zipPath, url);
        run.wallMs = double(timer.nsecsElapsed()) / 1e6;
        run.ok = result.outcome == rsi::DumpPackageResult::Outcome::Checked && !result.hasErrors();
    } else {
        const rsi::LocalCopyLayout layout(copyRoot);
        const rsi::CopyWriter writer(copyRoot);
        rsi::DumpExtractor extractor(layout, writer);
        const rsi::DumpPackageResult result
            = rsi::DumpPackage().verifyFile(zipPath, url, rsi::DumpKind::Unknown, &extractor);
        run.wallMs = double(timer.nsecsElapsed()) / 1e6;
        qint64 written = 0;
        for (const rsi::DumpExtractor::Outcome &outcome : extractor.outcomes())
            written += outcome.state == rsi::DumpExtractor::Outcome::State::Written ? 1 : 0;
        run.ok = !result.hasErrors() && written == expectedFiles;
        if (!run.ok)
            std::printf("  extraction incomplete: %lld of %lld files written\n", written,
                        expectedFiles);
        timer.restart();
        QString error;
        run.ok = writer.syncToDisk(&error) && run.ok;
        run.syncMs = double(timer.nsecsElapsed()) / 1e6;
    }
    run.cpuMs = cpuMs() - cpuBefore;
    run.threadCpuMs = cpuMs(CLOCK_THREAD_CPUTIME_ID) - threadCpuBefore;
    return run;
}

// The parts alone, for reasoning about where the time goes.
void printParts(const QString &zipPath, const QString &scratch, qint64 bitstreamBytes)
{
    QuaZip zip(zipPath);
    if (!zip.open(QuaZip::mdUnzip))
        return;
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    QElapsedTimer timer;
    timer.start();
    qint64 inflated = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (qint64 n; (n = file.read(buffer.data(), buffer.size())) > 0;)
            inflated += n;
    }
    const double inflateMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("  inflate + CRC-32 only (64 KB reads):  %7.1f MB/s\n",
                mbPerSecond(inflated, inflateMs));

    const QByteArray block(1024 * 1024, 'x');
    timer.restart();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    constexpr int blocks = 256;
    for (int i = 0; i < blocks; ++i)
        hash.addData(block);
    hash.result();
    std::printf("  sha-256 in QCryptographicHash (unused): %7.1f MB/s\n",
                mbPerSecond(qint64(blocks) * block.size(), double(timer.nsecsElapsed()) / 1e6));

    // Writing the same number of files through CopyWriter, content from memory.
    const rsi::CopyWriter writer(scratch);
    const int files = 2000;
    const qint64 perFile = bitstreamBytes / files;
    const QByteArray data(perFile, 'y');
    timer.restart();
    for (int i = 0; i < files; ++i) {
        QString error;
        writer.writeData(
            QStringLiteral("h/d%1/f%2").arg(QString::number(i % 50), QString::number(i)), data,
            std::nullopt, &error);
    }
    const double writeMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("  write only (%d files, one thread):       %7.1f MB/s (%.2f ms per file)\n", files,
                mbPerSecond(perFile * files, writeMs), writeMs / files);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // lines appear as they are printed
    const QStringList args = app.arguments();
    const int files = args.size() > 1 ? args.at(1).toInt() : 2000;
    const qint64 totalMb = args.size() > 2 ? args.at(2).toLongLong() : 200;
    const int runs = args.size() > 3 ? args.at(3).toInt() : 3;
    const bool extractOnly = args.size() > 4 && args.at(4) == u"extract";
    if (files <= 0 || totalMb <= 0 || runs <= 0) {
        std::fprintf(stderr, "usage: bench_dumpextract [files] [total-MB] [runs]\n");
        return 2;
    }

    QTemporaryDir dir;
    if (!dir.isValid())
        return 2;
    const QString zipPath = dir.filePath(QStringLiteral("package.zip"));
    QElapsedTimer timer;
    timer.start();
    qint64 bitstreamBytes = 0;
    if (!buildPackage(zipPath, files, totalMb * 1000 * 1000, &bitstreamBytes)) {
        std::fprintf(stderr, "cannot build the package\n");
        return 2;
    }
    std::printf("package: %d files, %.1f MB of bitstreams, %.1f MB zipped (deflate level 1), "
                "built in %lld ms\n",
                files, double(bitstreamBytes) / 1e6, double(QFileInfo(zipPath).size()) / 1e6,
                timer.elapsed());

    const auto print = [bitstreamBytes](const char *what, const Run &run) {
        std::printf("  %-18s %7.1f ms %6.1f MB/s | CPU %7.1f ms, verifying thread %7.1f ms", what,
                    run.wallMs, mbPerSecond(bitstreamBytes, run.wallMs), run.cpuMs,
                    run.threadCpuMs);
        if (run.syncMs > 0)
            std::printf(" | then syncToDisk %6.1f ms", run.syncMs);
        std::printf("\n");
    };
    double bestVerify = 0;
    double bestExtract = 0;
    double bestUpdate = 0;
    for (int run = 0; run < runs; ++run) {
        std::printf("run %d:\n", run);
        if (!extractOnly) {
            const Run verify = verifyOnce(zipPath, QString(), files);
            if (!verify.ok)
                return 1;
            print("verify only", verify);
            bestVerify = std::max(bestVerify, mbPerSecond(bitstreamBytes, verify.wallMs));
        }
        const QString root = dir.filePath(QStringLiteral("copy%1").arg(run));
        const Run extract = verifyOnce(zipPath, root, files);
        if (!extract.ok)
            return 1;
        print("verify + extract", extract);
        bestExtract = std::max(bestExtract, mbPerSecond(bitstreamBytes, extract.wallMs));
        if (!extractOnly) {
            // Again into the same folder: every file is replaced.
            const Run update = verifyOnce(zipPath, root, files);
            if (!update.ok)
                return 1;
            print("again, replacing", update);
            bestUpdate = std::max(bestUpdate, mbPerSecond(bitstreamBytes, update.wallMs));
        }
    }
    if (extractOnly)
        return 0;
    std::printf("best: verify only %.1f MB/s, verify + extract %.1f MB/s, replacing %.1f MB/s "
                "(uncompressed bitstream bytes per second)\n",
                bestVerify, bestExtract, bestUpdate);

    std::printf("parts:\n");
    printParts(zipPath, dir.filePath(QStringLiteral("scratch")), bitstreamBytes);
    return 0;
}
