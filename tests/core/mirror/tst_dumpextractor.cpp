// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_dumpextractor.h"

using namespace dumptest;

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

QTEST_GUILESS_MAIN(tst_DumpExtractor)
