// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_DumpExtractor: whole runs: truncated packages, zip bombs, entries not
// wanted, dry runs, stopping before and during, several URLs for one entry,
// the same loc twice, many entries in flight, links in the copy, change dumps.
#include "tst_dumpextractor.h"

using namespace dumptest;

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
