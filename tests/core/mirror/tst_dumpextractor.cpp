// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/dumpextractor.h"
#include "support/filefixtures.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <atomic>
#include <memory>

using rsi::CopyWriter;
using rsi::DumpExtractor;
using rsi::DumpKind;
using rsi::DumpPackage;
using rsi::DumpPackageLimits;
using rsi::DumpPackageResult;
using rsi::LocalCopyLayout;
using EntryState = rsi::DumpEntryStatus::State;
using Outcome = DumpExtractor::Outcome;
using OutcomeState = DumpExtractor::Outcome::State;
using rsi::test::dumpManifest;
using rsi::test::listTree;
using rsi::test::readFile;
using rsi::test::writeRaw;
using rsi::test::writeZip;
using Url = rsi::test::ManifestUrl;
using rsi::test::ZipItem;

namespace {

const QUrl packageUrl(QStringLiteral("https://example.org/dump/part1.zip"));

QString sha256(const QByteArray &data)
{
    return QStringLiteral("sha-256:")
        + QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

Url urlFor(const QString &loc, const QString &path, const QByteArray &data)
{
    return {loc, path, QString::number(data.size()), sha256(data), {}, {}};
}

const QByteArray res1 = QByteArrayLiteral("The first bitstream of the dump.\n");
const QByteArray res2 = QByteArrayLiteral("<html><body>Second resource</body></html>\n");

QList<Url> goodUrls()
{
    return {
        urlFor(QStringLiteral("https://example.org/res1"), QStringLiteral("/resources/res1"), res1),
        urlFor(QStringLiteral("https://example.org/res2"), QStringLiteral("/resources/res2.html"),
               res2),
    };
}

QList<ZipItem> goodItems(const QList<Url> &urls = goodUrls(), bool changeDump = false)
{
    return {
        {QStringLiteral("manifest.xml"), dumpManifest(urls, changeDump), 0, false},
        {QStringLiteral("resources/res1"), res1, 0, false},
        {QStringLiteral("resources/res2.html"), res2, 0, false},
    };
}

QByteArray describe(const DumpPackageResult &result)
{
    QStringList lines;
    for (const rsi::Finding &finding : result.findings)
        lines.append(finding.ruleId + QStringLiteral(": ") + finding.message);
    return lines.join(u'\n').toUtf8();
}

} // namespace

class tst_DumpExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();

    void extractsToLocPaths();
    void sinkLeavesVerificationUnchanged();
    void pathDiffersFromLoc();
    void largeEntryByteForByte();
    void digestsAtBlockBoundaries();
    void updatesExistingFile();
    void zipSlipEntryStaysInside_data();
    void zipSlipEntryStaysInside();
    void mismatchKeepsOldFile_data();
    void mismatchKeepsOldFile();
    void damagedEntryNotWritten();
    void unmappableLoc_data();
    void unmappableLoc();
    void truncatedPackage();
    void bombRefused();
    void wantedSkips();
    void dryRunWritesNothing();
    void cancelBeforeStart();
    void cancelPartway();
    void severalUrlsOneEntry();
    void sameLocTwice();
    void manyEntriesInFlight();
    void symlinkInCopyRefused();
    void changeDump();
    void unparsableLastmodIgnored();

private:
    QString root() const { return m_dir->filePath(QStringLiteral("copy")); }
    QString zipPath() const { return m_dir->filePath(QStringLiteral("package.zip")); }
    QString inRoot(const QString &relative) const { return root() + QLatin1Char('/') + relative; }
    // What the writer left in its staging folder: nothing, once it is done.
    QStringList stagingLeftovers() const
    {
        return QDir(inRoot(LocalCopyLayout::stateDirectoryName() + QLatin1Char('/')
                           + CopyWriter::stagingFolderName()))
            .entryList(QDir::Files | QDir::Hidden | QDir::System);
    }
    // Everything in the temporary folder but the copy and the package.
    QStringList outsideRoot() const
    {
        QStringList all = listTree(m_dir->path());
        all.removeIf([](const QString &p) {
            return p == u"package.zip" || p == u"copy" || p.startsWith(u"copy/");
        });
        return all;
    }
    DumpPackageResult extract(DumpExtractor &extractor, DumpPackageLimits limits = {}) const
    {
        return DumpPackage(limits).verifyFile(zipPath(), packageUrl, DumpKind::Unknown, &extractor);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LocalCopyLayout> m_layout;
    std::unique_ptr<CopyWriter> m_writer;
};

void tst_DumpExtractor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_layout = std::make_unique<LocalCopyLayout>(root());
    m_writer = std::make_unique<CopyWriter>(root());
}

void tst_DumpExtractor::extractsToLocPaths()
{
    QList<Url> urls = goodUrls();
    urls[0].lastmod = QStringLiteral("2013-01-02T13:00:00Z");
    urls[1].lastmod = QStringLiteral("2013-01-02T14:30:15+01:00");
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());

    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), res1);
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res2"))), res2);
    QCOMPARE(listTree(root()),
             QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/res1"),
                          QStringLiteral("example.org/res2")}));
    QCOMPARE(outsideRoot(), QStringList());

    QCOMPARE(extractor.outcomes().size(), 2);
    const Outcome first = extractor.outcomes().value(0);
    QCOMPARE(first.state, OutcomeState::Written);
    QCOMPARE(first.loc, QStringLiteral("https://example.org/res1"));
    QCOMPARE(first.relativePath, QStringLiteral("example.org/res1"));
    QVERIFY(!first.existed);
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::Written);
    QCOMPARE(extractor.bytesWritten(), res1.size() + res2.size());

    // The modification time is the url's lastmod.
    QCOMPARE(QFileInfo(inRoot(QStringLiteral("example.org/res1"))).lastModified().toUTC(),
             QDateTime(QDate(2013, 1, 2), QTime(13, 0), QTimeZone::utc()));
    QCOMPARE(QFileInfo(inRoot(QStringLiteral("example.org/res2"))).lastModified().toUTC(),
             QDateTime(QDate(2013, 1, 2), QTime(13, 30, 15), QTimeZone::utc()));
}

void tst_DumpExtractor::sinkLeavesVerificationUnchanged()
{
    QList<Url> urls = goodUrls();
    urls[1].length = QStringLiteral("1"); // one finding, so there is something to compare
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    const DumpPackageResult plain = DumpPackage().verifyFile(zipPath(), packageUrl);
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult withSink = extract(extractor);
    QCOMPARE(withSink.outcome, plain.outcome);
    QCOMPARE(describe(withSink), describe(plain));
    QCOMPARE(withSink.bytesInflated, plain.bytesInflated);
    QCOMPARE(withSink.entries.size(), plain.entries.size());
    for (qsizetype i = 0; i < plain.entries.size(); ++i) {
        QCOMPARE(withSink.entries.at(i).state, plain.entries.at(i).state);
        QCOMPARE(withSink.entries.at(i).digests, plain.entries.at(i).digests);
    }
}

void tst_DumpExtractor::pathDiffersFromLoc()
{
    const QList<Url> urls {
        urlFor(QStringLiteral("https://Example.org/data/Report%20One.pdf?v=2"),
               QStringLiteral("/resources/res1"), res1),
        urlFor(QStringLiteral("http://example.org:8080/a/"), QStringLiteral("/resources/res2.html"),
               res2),
    };
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());

    const QString first = QStringLiteral("example.org/data/Report One.pdf%3Fv=2");
    const QString second
        = QStringLiteral("example.org%3A8080/a/") + LocalCopyLayout::indexFileName();
    QCOMPARE(m_layout->relativePathFor(QUrl(urls.at(0).loc)).value, first);
    QCOMPARE(readFile(inRoot(first)), res1);
    QCOMPARE(readFile(inRoot(second)), res2);
    QCOMPARE(extractor.outcomes().value(0).relativePath, first);
    QCOMPARE(extractor.outcomes().value(1).relativePath, second);
    // Nothing under the ZIP's own names.
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("resources"))));
    QCOMPARE(outsideRoot(), QStringList());
}

void tst_DumpExtractor::largeEntryByteForByte()
{
    QByteArray big(5 * 1024 * 1024 + 3, Qt::Uninitialized); // many chunks
    QRandomGenerator generator(42);
    for (char &c : big)
        c = char('a' + generator.bounded(20));
    const QList<Url> urls {
        urlFor(QStringLiteral("https://example.org/big.txt"), QStringLiteral("/big.txt"), big)};
    QVERIFY(writeZip(zipPath(),
                     {{QStringLiteral("manifest.xml"), dumpManifest(urls), 0, false},
                      {QStringLiteral("big.txt"), big, 0, false}}));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::Written);
    QVERIFY(readFile(inRoot(QStringLiteral("example.org/big.txt"))) == big);
    QCOMPARE(extractor.bytesWritten(), big.size());
}

void tst_DumpExtractor::digestsAtBlockBoundaries()
{
    // SHA-256 works on 64-byte blocks and is fed 64 KB chunks: sizes around
    // both boundaries, each checked against QCryptographicHash.
    QList<qint64> sizes;
    for (qint64 size = 0; size <= 130; ++size)
        sizes.append(size);
    sizes << 64 * 1024 - 1 << 64 * 1024 << 64 * 1024 + 1 << 64 * 1024 + 55 << 64 * 1024 + 56
          << 3 * 64 * 1024 + 63 << 1024 * 1024 + 7;
    QRandomGenerator generator(99);
    QList<Url> urls;
    QList<ZipItem> items;
    QList<QByteArray> contents;
    for (const qint64 size : sizes) {
        QByteArray data(size, Qt::Uninitialized);
        for (char &c : data)
            c = char(generator.bounded(256));
        const QString name = QStringLiteral("b/%1.bin").arg(size);
        Url url = urlFor(QStringLiteral("https://example.org/b/%1").arg(size),
                         QLatin1Char('/') + name, data);
        url.hash = QStringLiteral("md5:%1 %2")
                       .arg(QString::fromLatin1(
                                QCryptographicHash::hash(data, QCryptographicHash::Md5).toHex()),
                            sha256(data));
        urls.append(url);
        items.append({name, data, 0, false});
        contents.append(data);
    }
    // One url whose sha-256 is of other bytes must still fail.
    urls.append(urlFor(QStringLiteral("https://example.org/b/wrong"), QStringLiteral("/b/100.bin"),
                       contents.at(100)));
    urls.last().hash = sha256(contents.at(101).left(100));
    items.prepend({QStringLiteral("manifest.xml"), dumpManifest(urls), 0, false});
    QVERIFY(writeZip(zipPath(), items));

    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const rsi::DumpEntryStatus &status = result.entries.at(i);
        QVERIFY2(status.state == EntryState::Verified, qPrintable(status.loc));
        QCOMPARE(status.digests.value(QStringLiteral("sha-256")),
                 QCryptographicHash::hash(contents.at(i), QCryptographicHash::Sha256).toHex());
        QCOMPARE(readFile(inRoot(QStringLiteral("example.org/b/%1").arg(sizes.at(i)))),
                 contents.at(i));
    }
    QCOMPARE(result.entries.last().state, EntryState::Mismatch);
    QCOMPARE(result.entries.last().hashMatches, std::optional<bool>(false));
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("example.org/b/wrong"))));
}

void tst_DumpExtractor::updatesExistingFile()
{
    QVERIFY(writeRaw(inRoot(QStringLiteral("example.org/res2")), "an older version"));
    QVERIFY(writeZip(zipPath(), goodItems()));
    DumpExtractor extractor(*m_layout, *m_writer);
    extract(extractor);
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res2"))), res2);
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::Written);
    QVERIFY(extractor.outcomes().value(1).existed);
    QVERIFY(!extractor.outcomes().value(0).existed);
}

void tst_DumpExtractor::zipSlipEntryStaysInside_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("parent") << QStringLiteral("../evil");
    QTest::newRow("climbs out") << QStringLiteral("copy/../../evil");
    QTest::newRow("backslash") << QStringLiteral("..\\evil");
    QTest::newRow("absolute") << QStringLiteral("/rsinspector-test-never-written/evil");
}

void tst_DumpExtractor::zipSlipEntryStaysInside()
{
    QFETCH(QString, name);
    const QByteArray evil = QByteArrayLiteral("evil bytes");
    QList<Url> urls = goodUrls();
    urls.append(urlFor(QStringLiteral("https://example.org/evil"), QLatin1Char('/') + name, evil));
    QList<ZipItem> items = goodItems(urls);
    items.append({name, evil, 0, false});
    QVERIFY(writeZip(zipPath(), items));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QVERIFY2(describe(result).contains("SAFE-007"), describe(result).constData());

    // Whatever became of the entry, its name never reached the disk: the
    // bytes could only go to the loc's path inside the copy.
    QCOMPARE(outsideRoot(), QStringList());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/rsinspector-test-never-written")));
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("../evil"))));
    const Outcome outcome = extractor.outcomes().value(2);
    if (outcome.state == OutcomeState::Written)
        QCOMPARE(readFile(inRoot(QStringLiteral("example.org/evil"))), evil);
    for (const QString &path : listTree(root()))
        QVERIFY2(path.startsWith(QStringLiteral("example.org")), qPrintable(path));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), res1);
}

void tst_DumpExtractor::mismatchKeepsOldFile_data()
{
    QTest::addColumn<bool>("wrongLength");
    QTest::newRow("hash") << false;
    QTest::newRow("length") << true;
}

void tst_DumpExtractor::mismatchKeepsOldFile()
{
    QFETCH(bool, wrongLength);
    QList<Url> urls = goodUrls();
    if (wrongLength)
        urls[0].length = QString::number(res1.size() - 1);
    else
        urls[0].hash = sha256(res2);
    QVERIFY(writeRaw(inRoot(QStringLiteral("example.org/res1")), "the old copy"));
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.entries.at(0).state, EntryState::Mismatch);

    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), QByteArray("the old copy"));
    const Outcome outcome = extractor.outcomes().value(0);
    QCOMPARE(outcome.state, OutcomeState::NotVerified);
    QVERIFY(outcome.existed);
    QVERIFY(!outcome.error.isEmpty());
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::Written);
    QCOMPARE(extractor.bytesWritten(), res2.size());
    // No temporary file was left behind.
    QCOMPARE(stagingLeftovers(), QStringList());
    QCOMPARE(listTree(root()),
             QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/res1"),
                          QStringLiteral("example.org/res2")}));
}

void tst_DumpExtractor::damagedEntryNotWritten()
{
    QList<ZipItem> items = goodItems();
    items[1].stored = true; // res1 appears verbatim, so it can be damaged in place
    QVERIFY(writeZip(zipPath(), items));
    QFile file(zipPath());
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    const qsizetype at = bytes.indexOf(res1);
    QVERIFY(at > 0);
    bytes[at + 5] = 'X';
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.entries.at(0).state, EntryState::Unreadable);
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::NotVerified);
    QCOMPARE(stagingLeftovers(), QStringList());
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("example.org/res1"))));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res2"))), res2);
    QCOMPARE(listTree(root()),
             QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/res2")}));
}

void tst_DumpExtractor::unmappableLoc_data()
{
    QTest::addColumn<QString>("loc");
    QTest::newRow("encoded dotdot") << QStringLiteral("https://example.org/a/%2E%2E/%2e%2e/evil");
    QTest::newRow("encoded dotdot at end") << QStringLiteral("https://example.org/%2e%2E");
    QTest::newRow("other scheme") << QStringLiteral("file:///etc/passwd");
    QTest::newRow("no host") << QStringLiteral("https:///evil");
    QTest::newRow("relative") << QStringLiteral("../../evil");
    QTest::newRow("empty segment") << QStringLiteral("https://example.org/a//evil");
}

void tst_DumpExtractor::unmappableLoc()
{
    QFETCH(QString, loc);
    QList<Url> urls = goodUrls();
    urls[0].loc = loc;
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.entries.at(0).state, EntryState::Verified); // the bytes were fine
    const Outcome outcome = extractor.outcomes().value(0);
    QCOMPARE(outcome.state, OutcomeState::Unmappable);
    QVERIFY(!outcome.error.isEmpty());
    QVERIFY(outcome.relativePath.isEmpty());
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::Written);
    QCOMPARE(listTree(root()),
             QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/res2")}));
    QCOMPARE(outsideRoot(), QStringList());
}

void tst_DumpExtractor::truncatedPackage()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    QFile file(zipPath());
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(file.size() * 2 / 3));
    file.close();
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.outcome, DumpPackageResult::Outcome::Corrupt);
    QVERIFY(extractor.outcomes().isEmpty());
    QVERIFY(!QFileInfo::exists(root()));
}

void tst_DumpExtractor::bombRefused()
{
    constexpr qint64 bombBytes = 8LL * 1024 * 1024; // deflates over 1,000:1
    const QByteArray zeros(bombBytes, '\0');
    QList<Url> urls = goodUrls();
    urls.append(
        urlFor(QStringLiteral("https://example.org/zeros"), QStringLiteral("/zeros.bin"), zeros));
    urls.append(
        urlFor(QStringLiteral("https://example.org/big"), QStringLiteral("/big.bin"), zeros));
    QList<ZipItem> items = goodItems(urls);
    items.append({QStringLiteral("zeros.bin"), {}, bombBytes, false});
    items.append({QStringLiteral("big.bin"), {}, bombBytes, true}); // stored: ratio 1
    QVERIFY(writeZip(zipPath(), items));

    QVERIFY(writeRaw(inRoot(QStringLiteral("example.org/big")), "older"));
    DumpPackageLimits limits;
    limits.maxEntryBytes = 4 * 1024 * 1024; // big.bin is over it too
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor, limits);
    QCOMPARE(result.entries.at(2).state, EntryState::Refused);
    QCOMPARE(result.entries.at(3).state, EntryState::Refused);
    QVERIFY(!extractor.outcomes().contains(2)); // never streamed
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("example.org/zeros"))));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/big"))), QByteArray("older"));
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::Written);
    QVERIFY(result.bytesInflated < 64 * 1024);
}

void tst_DumpExtractor::wantedSkips()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    DumpExtractor extractor(*m_layout, *m_writer);
    QList<qsizetype> asked;
    extractor.setWanted([&asked](qsizetype index) {
        asked.append(index);
        return index != 0;
    });
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(asked, QList<qsizetype>({0, 1}));
    QCOMPARE(result.entries.at(0).state, EntryState::Verified); // still checked
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::Skipped);
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::Written);
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("example.org/res1"))));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res2"))), res2);
    QCOMPARE(extractor.bytesWritten(), res2.size());
}

void tst_DumpExtractor::dryRunWritesNothing()
{
    QList<Url> urls = goodUrls();
    urls[1].hash = sha256(res1); // a mismatch is reported as such
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    DumpExtractor extractor(*m_layout, *m_writer, true);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::WouldWrite);
    QCOMPARE(extractor.outcomes().value(0).relativePath, QStringLiteral("example.org/res1"));
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::NotVerified);
    QCOMPARE(result.entries.at(0).state, EntryState::Verified);
    QCOMPARE(extractor.bytesWritten(), 0);
    QVERIFY(!QFileInfo::exists(root())); // not even the folder
}

void tst_DumpExtractor::cancelBeforeStart()
{
    QVERIFY(writeZip(zipPath(), goodItems()));
    std::atomic_bool cancel = true;
    DumpExtractor extractor(*m_layout, *m_writer);
    extractor.setCancelFlag(&cancel);
    const DumpPackageResult result = extract(extractor);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());
    QCOMPARE(result.entries.size(), 2);
    for (const rsi::DumpEntryStatus &status : result.entries)
        QCOMPARE(status.state, EntryState::NotChecked);
    QVERIFY(extractor.outcomes().isEmpty());
    QVERIFY(!QFileInfo::exists(root()));
}

void tst_DumpExtractor::cancelPartway()
{
    // Canceled while the second entry streams: the first is kept, the second
    // is dropped (its old copy stays), the rest is not reached.
    QByteArray big(2 * 1024 * 1024, Qt::Uninitialized);
    QRandomGenerator generator(1);
    for (char &c : big)
        c = char('a' + generator.bounded(26));
    QList<Url> urls = goodUrls();
    urls.insert(1, urlFor(QStringLiteral("https://example.org/big"), QStringLiteral("/big"), big));
    QList<ZipItem> items = goodItems(urls);
    items.insert(2, {QStringLiteral("big"), big, 0, false});
    QVERIFY(writeZip(zipPath(), items));
    QVERIFY(writeRaw(inRoot(QStringLiteral("example.org/big")), "old big"));

    // A sink that cancels after the first chunk of "big".
    class CancelingExtractor final : public rsi::DumpEntrySink
    {
    public:
        explicit CancelingExtractor(DumpExtractor &inner)
            : m_inner(inner)
        { }
        bool begin(const DumpPackageResult &r, const QList<qsizetype> &s) override
        {
            m_current = r.entries.at(s.first()).manifestIndex;
            return m_inner.begin(r, s);
        }
        bool write(QByteArrayView chunk) override
        {
            if (m_current == 1)
                m_cancel = true;
            ++m_chunks;
            return m_inner.write(chunk);
        }
        void end(const DumpPackageResult &r, const QList<qsizetype> &s) override
        {
            ++m_ends;
            m_inner.end(r, s);
        }
        bool isCanceled() const override { return m_cancel; }
        void finished() override { m_inner.finished(); }
        DumpExtractor &m_inner;
        qsizetype m_current = -1;
        bool m_cancel = false;
        int m_chunks = 0;
        int m_ends = 0;
    };
    DumpExtractor extractor(*m_layout, *m_writer);
    CancelingExtractor sink(extractor);
    const DumpPackageResult result
        = DumpPackage().verifyFile(zipPath(), packageUrl, DumpKind::Unknown, &sink);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());
    QCOMPARE(result.entries.at(0).state, EntryState::Verified);
    QCOMPARE(result.entries.at(1).state, EntryState::NotChecked);
    QCOMPARE(result.entries.at(2).state, EntryState::NotChecked);
    QCOMPARE(sink.m_ends, 2); // end() heard for the entry cut short
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::Written);
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::NotVerified);
    QVERIFY(!extractor.outcomes().contains(2));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/big"))), QByteArray("old big"));
    QCOMPARE(stagingLeftovers(), QStringList());
    QCOMPARE(listTree(root()),
             QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/big"),
                          QStringLiteral("example.org/res1")}));
}

void tst_DumpExtractor::severalUrlsOneEntry()
{
    QList<Url> urls = goodUrls();
    // Two more urls name res1's entry: one agrees with it, one gives a wrong hash.
    urls.append(urlFor(QStringLiteral("https://mirror.example.org/res1-copy"),
                       QStringLiteral("/resources/res1"), res1));
    Url wrong = urlFor(QStringLiteral("https://example.org/res1-wrong"),
                       QStringLiteral("/resources/res1"), res1);
    wrong.hash = sha256(res2);
    urls.append(wrong);
    Url dated = urlFor(QStringLiteral("https://example.org/res1-dated"),
                       QStringLiteral("/resources/res1"), res1);
    dated.lastmod = QStringLiteral("2020-05-06T07:08:09Z");
    urls.append(dated);
    QVERIFY(writeRaw(inRoot(QStringLiteral("example.org/res1-wrong")), "kept"));
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.entries.at(3).state, EntryState::Mismatch);

    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), res1);
    QCOMPARE(readFile(inRoot(QStringLiteral("mirror.example.org/res1-copy"))), res1);
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1-dated"))), res1);
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1-wrong"))), QByteArray("kept"));
    QCOMPARE(extractor.outcomes().value(2).state, OutcomeState::Written);
    QCOMPARE(extractor.outcomes().value(3).state, OutcomeState::NotVerified);
    QCOMPARE(extractor.outcomes().value(4).state, OutcomeState::Written);
    // Each copy carries its own url's lastmod.
    QCOMPARE(QFileInfo(inRoot(QStringLiteral("example.org/res1-dated"))).lastModified().toUTC(),
             QDateTime(QDate(2020, 5, 6), QTime(7, 8, 9), QTimeZone::utc()));
    QCOMPARE(extractor.bytesWritten(), 3 * res1.size() + res2.size());

    // When the first url naming the entry is the one that fails, the others
    // are still written.
    urls.move(3, 0);
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    QDir(root()).removeRecursively();
    DumpExtractor second(*m_layout, *m_writer);
    extract(second);
    QCOMPARE(second.outcomes().value(0).state, OutcomeState::NotVerified);
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("example.org/res1-wrong"))));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), res1);
    QCOMPARE(readFile(inRoot(QStringLiteral("mirror.example.org/res1-copy"))), res1);
}

void tst_DumpExtractor::sameLocTwice()
{
    // A Change Dump that changes one resource twice: the manifest's order
    // decides, whatever the ZIP's order. Here the ZIP holds the later
    // version first, so a write in ZIP order would leave the older one.
    const QByteArray older = QByteArrayLiteral("version 1");
    const QByteArray newer = QByteArrayLiteral("version 2, the current one");
    QList<Url> urls {
        urlFor(QStringLiteral("https://example.org/doc"), QStringLiteral("/v1"), older),
        urlFor(QStringLiteral("https://example.org/doc"), QStringLiteral("/v2"), newer),
        urlFor(QStringLiteral("https://example.org/res1"), QStringLiteral("/r1"), res1),
        // The same loc twice for one entry: written once.
        urlFor(QStringLiteral("https://example.org/res1"), QStringLiteral("/r1"), res1),
    };
    urls[0].change = QStringLiteral("created");
    urls[1].change = QStringLiteral("updated");
    urls[2].change = QStringLiteral("created");
    urls[3].change = QStringLiteral("updated");
    QVERIFY(writeZip(zipPath(),
                     {{QStringLiteral("manifest.xml"), dumpManifest(urls, true), 0, false},
                      {QStringLiteral("v2"), newer, 0, false},
                      {QStringLiteral("r1"), res1, 0, false},
                      {QStringLiteral("v1"), older, 0, false}}));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QVERIFY2(result.findings.isEmpty(), describe(result).constData());
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/doc"))), newer);
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::Skipped);
    QVERIFY(!extractor.outcomes().value(0).error.isEmpty());
    QCOMPARE(extractor.outcomes().value(1).state, OutcomeState::Written);
    QCOMPARE(extractor.outcomes().value(2).state, OutcomeState::Skipped);
    QCOMPARE(extractor.outcomes().value(3).state, OutcomeState::Written);
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), res1);
    QCOMPARE(extractor.bytesWritten(), newer.size() + res1.size());
    QCOMPARE(listTree(root()),
             QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/doc"),
                          QStringLiteral("example.org/res1")}));
}

void tst_DumpExtractor::manyEntriesInFlight()
{
    // More entries than are committed at once, one of them bigger than what
    // is kept in memory: every file is complete once verifyFile() returns,
    // before outcomes() is asked for.
    QList<Url> urls;
    QList<ZipItem> items;
    QList<QByteArray> contents;
    QRandomGenerator generator(5);
    for (int i = 0; i < 60; ++i) {
        QByteArray data((i == 7 ? 3 * 1024 * 1024 : 1000 + 997 * i), Qt::Uninitialized);
        for (char &c : data)
            c = char('a' + generator.bounded(26));
        urls.append(urlFor(QStringLiteral("https://example.org/many/%1").arg(i),
                           QStringLiteral("/m/%1").arg(i), data));
        urls.last().lastmod = QStringLiteral("2021-03-04T05:06:07Z");
        items.append({QStringLiteral("m/%1").arg(i), data, 0, false});
        contents.append(data);
    }
    items.prepend({QStringLiteral("manifest.xml"), dumpManifest(urls), 0, false});
    QVERIFY(writeZip(zipPath(), items));
    DumpExtractor extractor(*m_layout, *m_writer);
    extract(extractor);
    for (int i = 0; i < contents.size(); ++i) {
        const QString path = inRoot(QStringLiteral("example.org/many/%1").arg(i));
        QVERIFY2(readFile(path) == contents.at(i), qPrintable(path));
        QCOMPARE(QFileInfo(path).lastModified().toUTC(),
                 QDateTime(QDate(2021, 3, 4), QTime(5, 6, 7), QTimeZone::utc()));
    }
    QCOMPARE(extractor.outcomes().size(), 60);
    for (const Outcome &outcome : extractor.outcomes())
        QCOMPARE(outcome.state, OutcomeState::Written);
    QCOMPARE(listTree(inRoot(QStringLiteral("example.org/many"))).size(), 60);
    QCOMPARE(stagingLeftovers(), QStringList());
}

void tst_DumpExtractor::symlinkInCopyRefused()
{
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(elsewhere));
    QVERIFY(QDir().mkpath(root()));
    QVERIFY(QFile::link(elsewhere, inRoot(QStringLiteral("example.org"))));
    QVERIFY(writeZip(zipPath(), goodItems()));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.entries.at(0).state, EntryState::Verified);
    for (const Outcome &outcome : extractor.outcomes()) {
        QCOMPARE(outcome.state, OutcomeState::WriteFailed);
        QVERIFY2(outcome.error.contains(QStringLiteral("link")), qPrintable(outcome.error));
    }
    QCOMPARE(extractor.outcomes().size(), 2);
    QCOMPARE(listTree(elsewhere), QStringList());
    QCOMPARE(extractor.bytesWritten(), 0);
}

void tst_DumpExtractor::changeDump()
{
    QList<Url> urls = goodUrls();
    urls[0].change = QStringLiteral("created");
    urls[1].change = QStringLiteral("updated");
    urls.append(
        {QStringLiteral("https://example.org/gone"), {}, {}, {}, {}, QStringLiteral("deleted")});
    QVERIFY(writeRaw(inRoot(QStringLiteral("example.org/gone")), "still here"));
    QVERIFY(writeZip(zipPath(), goodItems(urls, true)));
    DumpExtractor extractor(*m_layout, *m_writer);
    const DumpPackageResult result = extract(extractor);
    QCOMPARE(result.kind, DumpKind::ChangeDump);
    QCOMPARE(extractor.outcomes().size(), 2); // the deletion is not the extractor's job
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/res1"))), res1);
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/gone"))), QByteArray("still here"));
}

void tst_DumpExtractor::unparsableLastmodIgnored()
{
    QList<Url> urls = goodUrls();
    urls[0].lastmod = QStringLiteral("last tuesday");
    QVERIFY(writeZip(zipPath(), goodItems(urls)));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-60);
    DumpExtractor extractor(*m_layout, *m_writer);
    extract(extractor);
    QCOMPARE(extractor.outcomes().value(0).state, OutcomeState::Written);
    QVERIFY(QFileInfo(inRoot(QStringLiteral("example.org/res1"))).lastModified() > before);
}

QTEST_GUILESS_MAIN(tst_DumpExtractor)
#include "tst_dumpextractor.moc"
