// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/entrydigests.h"
#include "support/historyfixtures.h"
#include "util/stablehash.h"

#include <QBuffer>
#include <QTemporaryFile>
#include <QTest>

using rsi::EntryChanges;
using rsi::EntryDigests;
using rsi::test::EntrySpec;

namespace {

EntryDigests digestsOf(const QList<EntrySpec> &entries)
{
    return EntryDigests::fromTable(rsi::test::entryTable(entries));
}

QStringList urlsOf(const EntryDigests &digests)
{
    QStringList urls;
    for (qsizetype i = 0; i < digests.size(); ++i)
        urls.append(QString::fromUtf8(digests.url(i)));
    return urls;
}

} // namespace

class tst_EntryDigests : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stableHashIsFixed();
    void stableHashInPiecesEqualsWhole();
    void stableHashTellsNearInputsApart();
    void fileDigest();
    void sortedByUrlWithMetadataDigests();
    void blobRoundTrip_data();
    void blobRoundTrip();
    void damagedBlobsAreRefused_data();
    void damagedBlobsAreRefused();
    void comparesEntries();
    void duplicateUrlsAreAMultiset();
    void examplesAreTheFirstInUrlOrder();
};

void tst_EntryDigests::stableHashIsFixed()
{
    // The history keeps these values: they must never change.
    QCOMPARE(rsi::stableHash(""), 0x51ef9b0b08264fe7ULL);
    QCOMPARE(rsi::stableHash("a"), rsi::stableHash(QByteArrayView("a", 1)));
    QCOMPARE(rsi::stableHash("https://example.org/res/1"), 0xe5e9a346366a8e03ULL);
    QVERIFY(rsi::stableHash("abc") != rsi::stableHash("abc", 1)); // the seed counts
}

void tst_EntryDigests::stableHashInPiecesEqualsWhole()
{
    QByteArray data;
    for (int i = 0; i < 1000; ++i)
        data.append(char(i * 7 + 3));
    const quint64 whole = rsi::stableHash(data);
    for (const int cut : {1, 3, 7, 8, 9, 15, 16, 17, 500, 999}) {
        rsi::StableHasher pieces;
        pieces.add(QByteArrayView(data).first(cut));
        pieces.add(QByteArrayView(data).sliced(cut, 1));
        pieces.add(QByteArrayView(data).sliced(cut + 1));
        QCOMPARE(pieces.result(), whole);
    }
    QBuffer buffer(&data);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    rsi::StableHasher fromDevice;
    QVERIFY(fromDevice.add(buffer));
    QCOMPARE(fromDevice.result(), whole);
}

void tst_EntryDigests::stableHashTellsNearInputsApart()
{
    // One byte changed anywhere, a byte added, a zero byte appended.
    QByteArray base(257, 'x');
    QSet<quint64> seen {rsi::stableHash(base)};
    for (qsizetype i = 0; i < base.size(); ++i) {
        QByteArray changed = base;
        changed[i] = 'y';
        seen.insert(rsi::stableHash(changed));
    }
    seen.insert(rsi::stableHash(QByteArray(base + '\0')));
    seen.insert(rsi::stableHash(base.chopped(1)));
    QCOMPARE(seen.size(), base.size() + 3);
}

void tst_EntryDigests::fileDigest()
{
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write("<urlset/>");
    file.close();
    const QByteArray digest = rsi::stableFileDigest(file.fileName());
    QCOMPARE(digest.size(), 16);
    QCOMPARE(digest, QByteArray::number(rsi::stableHash("<urlset/>"), 16).rightJustified(16, '0'));
    QVERIFY(rsi::stableFileDigest(file.fileName() + QStringLiteral(".missing")).isEmpty());
}

void tst_EntryDigests::sortedByUrlWithMetadataDigests()
{
    const EntryDigests digests = digestsOf({
        {QStringLiteral("https://x.org/b"), QStringLiteral("2026-01-01T00:00:00Z")},
        {QStringLiteral("https://x.org/a"), QStringLiteral("2026-01-01T00:00:00Z")},
        {QStringLiteral("https://x.org/c"), {}, {{QStringLiteral("length"), QStringLiteral("10")}}},
        {QStringLiteral("https://x.org/d"),
         {},
         {{QStringLiteral("hash"), QStringLiteral("md5:00")}}},
    });
    QCOMPARE(urlsOf(digests),
             (QStringList {QStringLiteral("https://x.org/a"), QStringLiteral("https://x.org/b"),
                           QStringLiteral("https://x.org/c"), QStringLiteral("https://x.org/d")}));
    QCOMPARE(digests.digest(0), digests.digest(1)); // the same metadata
    QVERIFY(digests.digest(1) != digests.digest(2));
    // The same value in another field is other metadata.
    const EntryDigests length = digestsOf(
        {{QStringLiteral("u"), {}, {{QStringLiteral("length"), QStringLiteral("10")}}}});
    const EntryDigests type
        = digestsOf({{QStringLiteral("u"), {}, {{QStringLiteral("type"), QStringLiteral("10")}}}});
    QVERIFY(length.digest(0) != type.digest(0));
    // The order of the list does not matter; its content does.
    QCOMPARE(digestsOf({{QStringLiteral("b")}, {QStringLiteral("a")}}).fingerprint(),
             digestsOf({{QStringLiteral("a")}, {QStringLiteral("b")}}).fingerprint());
    QVERIFY(digestsOf({{QStringLiteral("a")}}).fingerprint()
            != digestsOf({{QStringLiteral("a"), QStringLiteral("2026")}}).fingerprint());
}

void tst_EntryDigests::blobRoundTrip_data()
{
    QTest::addColumn<QList<EntrySpec>>("entries");
    QTest::newRow("none") << QList<EntrySpec> {};
    QTest::newRow("one") << QList<EntrySpec> {{QStringLiteral("https://x.org/only")}};
    QTest::newRow("shared prefixes") << rsi::test::numberedEntries(
        QStringLiteral("https://repository.example.org/items/2026/"), 0, 5000);
    QTest::newRow("no loc and unicode")
        << QList<EntrySpec> {{QString()},
                             {QStringLiteral("https://x.org/\u00e9t\u00e9/\U0001F600")},
                             {QStringLiteral("https://x.org/\u00e9t\u00e9")},
                             {QStringLiteral("https://x.org/\u00e9t\u00e9")}};
}

void tst_EntryDigests::blobRoundTrip()
{
    QFETCH(QList<EntrySpec>, entries);
    const EntryDigests digests = digestsOf(entries);
    const QByteArray blob = digests.toBlob();
    QString error;
    const std::optional<EntryDigests> back = EntryDigests::fromBlob(blob, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->size(), digests.size());
    for (qsizetype i = 0; i < digests.size(); ++i) {
        QCOMPARE(back->url(i), digests.url(i));
        QCOMPARE(back->digest(i), digests.digest(i));
    }
    QCOMPARE(back->fingerprint(), digests.fingerprint());
    if (entries.size() == 5000) // front coding and zlib: a few bytes per URL
        QVERIFY2(blob.size() < 5000 * 12, qPrintable(QString::number(blob.size())));
}

void tst_EntryDigests::damagedBlobsAreRefused_data()
{
    const QByteArray good
        = digestsOf(rsi::test::numberedEntries(QStringLiteral("u"), 0, 50)).toBlob();
    QTest::addColumn<QByteArray>("blob");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("unknown format") << QByteArray(char(9) + good.mid(1));
    QTest::newRow("truncated") << good.left(good.size() / 2);
    QTest::newRow("no zlib") << QByteArray("\x01\x00\x00\x00\x10garbage garbage", 20);
    QTest::newRow("claims 4 GiB") << QByteArray("\x01\xff\xff\xff\xff\x78\x9c", 7);
    // Valid zlib around records that do not add up.
    QByteArray lying("\x05"); // five entries
    lying += QByteArray("\x00\x03", 2) + "abc"; // then nothing
    QTest::newRow("too few records") << QByteArray(char(1) + qCompress(lying));
    QByteArray sharing("\x01", 1);
    sharing += QByteArray("\x05\x01", 2) + "a" + QByteArray(8, '\0'); // shares 5 with nothing
    QTest::newRow("shares more than exists") << QByteArray(char(1) + qCompress(sharing));
}

void tst_EntryDigests::damagedBlobsAreRefused()
{
    QFETCH(QByteArray, blob);
    QString error;
    QVERIFY(!EntryDigests::fromBlob(blob, &error));
    QVERIFY(!error.isEmpty());
}

void tst_EntryDigests::comparesEntries()
{
    const auto spec = [](const char *url, const char *lastmod) {
        return EntrySpec {QString::fromLatin1(url), QString::fromLatin1(lastmod)};
    };
    const EntryDigests before = digestsOf({spec("a", "1"), spec("b", "1"), spec("c", "1")});
    const EntryDigests after = digestsOf({spec("b", "2"), spec("c", "1"), spec("d", "1")});
    const EntryChanges changes = rsi::compareEntries(before, after, 10);
    QCOMPARE(changes.added, 1);
    QCOMPARE(changes.removed, 1);
    QCOMPARE(changes.changed, 1);
    QCOMPARE(changes.unchanged, 1);
    QCOMPARE(changes.addedExamples, QStringList {QStringLiteral("d")});
    QCOMPARE(changes.removedExamples, QStringList {QStringLiteral("a")});
    QCOMPARE(changes.changedExamples, QStringList {QStringLiteral("b")});
    QVERIFY(rsi::compareEntries(before, before, 10).isEmpty());
    QCOMPARE(rsi::compareEntries(before, before, 10).unchanged, 3);
    const EntryChanges fromNothing = rsi::compareEntries(EntryDigests(), after, 10);
    QCOMPARE(fromNothing.added, 3);
    QCOMPARE(fromNothing.removed, 0);
}

void tst_EntryDigests::duplicateUrlsAreAMultiset()
{
    const auto spec = [](const char *lastmod) {
        return EntrySpec {QStringLiteral("dup"), QString::fromLatin1(lastmod)};
    };
    // Two identical and one other before; one identical and two others after.
    const EntryDigests before = digestsOf({spec("1"), spec("1"), spec("2")});
    const EntryDigests after = digestsOf({spec("1"), spec("3"), spec("4")});
    const EntryChanges changes = rsi::compareEntries(before, after, 10);
    QCOMPARE(changes.unchanged, 1);
    QCOMPARE(changes.changed, 2);
    QCOMPARE(changes.added, 0);
    QCOMPARE(changes.removed, 0);
    const EntryChanges grown
        = rsi::compareEntries(before, digestsOf({spec("1"), spec("1"), spec("2"), spec("1")}), 10);
    QCOMPARE(grown.added, 1);
    QCOMPARE(grown.unchanged, 3);
    QCOMPARE(grown.addedExamples, QStringList {QStringLiteral("dup")});
}

void tst_EntryDigests::examplesAreTheFirstInUrlOrder()
{
    const EntryDigests before
        = digestsOf(rsi::test::numberedEntries(QStringLiteral("https://x.org/"), 0, 1000));
    const EntryDigests after
        = digestsOf(rsi::test::numberedEntries(QStringLiteral("https://x.org/"), 500, 1000));
    const EntryChanges changes = rsi::compareEntries(before, after, 3);
    QCOMPARE(changes.added, 500);
    QCOMPARE(changes.removed, 500);
    QCOMPARE(changes.unchanged, 500);
    QCOMPARE(
        changes.addedExamples,
        (QStringList {QStringLiteral("https://x.org/1000"), QStringLiteral("https://x.org/1001"),
                      QStringLiteral("https://x.org/1002")}));
    QCOMPARE(changes.removedExamples,
             (QStringList {QStringLiteral("https://x.org/0"), QStringLiteral("https://x.org/1"),
                           QStringLiteral("https://x.org/10")}));
    QVERIFY(rsi::compareEntries(before, after, 0).addedExamples.isEmpty());
}

QTEST_GUILESS_MAIN(tst_EntryDigests)
#include "tst_entrydigests.moc"
