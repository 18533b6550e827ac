// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What a mirror reads of each listed resource: its key, lastmod, length and
// digests, from a crawled tree's entries, by the short cuts a mirror takes
// and the general way alike. The comparison with a local copy:
// tst_auditcomparison.
#include "crawl/sourcetree.h"
#include "document/entry.h"
#include "listedfixtures.h"
#include "mirror/auditcomparison.h"
#include "mirror/localcopylayout.h"
#include "mirror/plainurltext.h"
#include "parse/documentparser.h"
#include "parse/parseresult.h"
#include "validation/hashdigests.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>
#include <QTimeZone>

using namespace rsi;
using namespace listedtest;

class tst_ListedResources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listedResourcesFromTree();
    void listedDigestsTakeOnlyWholeHexOfTheRightLength();
    void listedDigestsReadAlikeFromUtf8();
    void listedResourcesReadAlikeFromUtf8();
    void plainUrlTextIsItsOwnKey();
};

void tst_ListedResources::listedResourcesFromTree()
{
    const auto document = [](const QByteArray &capability, const QByteArray &body) {
        const QByteArray xml = "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                               "xmlns:rs='http://www.openarchives.org/rs/terms/'>\n"
                               "<rs:md capability='"
            + capability + "' at='2026-01-01T00:00:00Z'/>\n" + body + "</urlset>\n";
        CrawledDocument crawled;
        crawled.url = QUrl(QStringLiteral("https://example.org/list.xml"));
        crawled.adopt(DocumentParser().parseBytes(xml, crawled.url), {});
        return crawled;
    };
    const QByteArray sha = hexDigest("x", QCryptographicHash::Sha256);
    SourceTree tree;
    tree.add(document("resourcelist",
                      "<url><loc>https://Example.org/a</loc>"
                      "<lastmod>2024-05-01T12:00:00Z</lastmod>"
                      "<rs:md length='3' hash='md5:0CC175B9C0F1B6A831C399E269772661 "
                      "sha-256:"
                          + sha
                          + " foo:bar'/></url>\n"
                            "<url><loc>https://example.org/b</loc></url>\n"));
    tree.add(document("changelist",
                      "<url><loc>https://example.org/c</loc>"
                      "<rs:md change='created'/></url>\n"));
    CrawledDocument second = document("resourcelist",
                                      "<url><loc>https://example.org/b</loc>"
                                      "<rs:md length='7'/></url>\n"
                                      "<url><loc>https://example.org/d</loc></url>\n");
    tree.add(second);
    CrawledDocument failed = second;
    failed.loaded = false;
    failed.entries = EntryTable();
    tree.add(failed);

    const QList<ListedResource> resources = listedResources(tree);
    QCOMPARE(resources.size(), 3);
    QCOMPARE(resources.at(0).loc, url("https://example.org/a"));
    QCOMPARE(resources.at(0).lastmod, baseTime);
    QCOMPARE(resources.at(0).length, qint64(3));
    QCOMPARE(resources.at(0).hashes.size(), 2);
    QCOMPARE(resources.at(0).hashes.value(QStringLiteral("md5")),
             QByteArray("0cc175b9c0f1b6a831c399e269772661"));
    QCOMPARE(resources.at(0).hashes.value(QStringLiteral("sha-256")), sha);
    // b listed twice: the later entry wins, at the first position.
    QCOMPARE(resources.at(1).loc, url("https://example.org/b"));
    QCOMPARE(resources.at(1).length, qint64(7));
    QVERIFY(!resources.at(1).lastmod);
    QCOMPARE(resources.at(2).loc, url("https://example.org/d"));
}

void tst_ListedResources::listedDigestsTakeOnlyWholeHexOfTheRightLength()
{
    const QByteArray md5 = hexDigest("x", QCryptographicHash::Md5);
    const QString upper = QString::fromLatin1(md5.toUpper());
    const QList<ListedDigest> digests = listedDigests(QString(
        u"  md5:" + upper + u"\tsha-1:" + QString::fromLatin1(md5) // md5's length for sha-1
        + u" sha-256:" + QString::fromLatin1(hexDigest("x", QCryptographicHash::Sha256).chopped(1))
        + u"g md5:" + QString::fromLatin1(md5.chopped(1)) + u" md5: :" + u" foo:" + upper
        + u" sha-512:" + QString::fromLatin1(hexDigest("x", QCryptographicHash::Sha512)) + u"\n"));
    QCOMPARE(digests.size(), 2);
    QCOMPARE(digests.at(0).name, u"md5");
    QCOMPARE(digests.at(0).algorithm, QCryptographicHash::Md5);
    QCOMPARE(digests.at(0).hex, md5); // lower case, as computed digests are written
    QCOMPARE(digests.at(1).name, u"sha-512");
    QCOMPARE(digests.at(1).hex, hexDigest("x", QCryptographicHash::Sha512));
    QVERIFY(listedDigests(u"").isEmpty());
    QVERIFY(listedDigests(u"md5:").isEmpty());
}

namespace {

// Random attribute texts of the kinds lists write and of every other kind:
// tokens of known and unknown algorithms, hexadecimal digits of every case
// and of wrong lengths, colons, XML space and other space, text beyond
// ASCII.
class OddText
{
public:
    explicit OddText(quint32 seed)
        : m_random(seed)
    { }

    QString digests()
    {
        static const QStringList names
            = {u"md5"_qs,     u"sha-1"_qs, u"sha-224"_qs, u"sha-256"_qs, u"sha-384"_qs,
               u"sha-512"_qs, u"MD5"_qs,   u"sha256"_qs,  u""_qs,        u"m\u00e4"_qs};
        static const QStringList spaces = {u" "_qs,    u"  "_qs,     u"\t"_qs,     u"\n"_qs,
                                           u"\r\n"_qs, u"\u00a0"_qs, u"\u3000"_qs, u"\ufeff"_qs};
        QString text;
        if (pick(3) == 0)
            text += spaces.at(pick(spaces.size()));
        const int tokens = pick(4);
        for (int t = 0; t < tokens; ++t) {
            if (t > 0)
                text += spaces.at(pick(spaces.size()));
            const QString name = names.at(pick(names.size()));
            const auto algorithm = hashAlgorithm(name);
            const int length = algorithm && pick(4) != 0
                ? 2 * QCryptographicHash::hashLength(*algorithm) + (pick(5) == 0 ? pick(3) - 1 : 0)
                : pick(70);
            text += name;
            if (pick(8) != 0)
                text += u':';
            text += hex(length);
        }
        return text;
    }

    QString length()
    {
        static const QStringList lengths = {u"1024"_qs,
                                            u"0"_qs,
                                            u"007"_qs,
                                            u" 12 "_qs,
                                            u"+5"_qs,
                                            u"-3"_qs,
                                            u"0x10"_qs,
                                            u""_qs,
                                            u"123456789012345678"_qs,
                                            u"9223372036854775807"_qs,
                                            u"9223372036854775808"_qs,
                                            u"99999999999999999999"_qs,
                                            u"1e3"_qs,
                                            u"1 2"_qs,
                                            u"\u0661\u0662"_qs,
                                            u"\u00a012"_qs,
                                            u"12\u3000"_qs,
                                            u"\uff11"_qs};
        return lengths.at(pick(lengths.size()));
    }

    QString time()
    {
        static const QStringList times
            = {u"2024-05-01T12:00:00Z"_qs,
               u"2024-05-01T12:00:00.123+02:00"_qs,
               u"2024-05-01"_qs,
               u"2024-05"_qs,
               u"2024"_qs,
               u"2024-02-30T00:00:00Z"_qs,
               u" 2024-05-01T12:00:00Z"_qs,
               u"2024-05-01T12:00Z"_qs,
               u"2024-05-01T12:00:00"_qs,
               u""_qs,
               u"yesterday"_qs,
               u"2024-05-01T12:00:00\u00a0Z"_qs,
               u"\uff12\uff10\uff12\uff14"_qs,
               u"2024-05-01T12:00:00.1234567890123456789012345678901234567890123456789012345Z"_qs};
        return times.at(pick(times.size()));
    }

private:
    int pick(qsizetype bound) { return int(m_random.bounded(int(bound))); }

    QString hex(int length)
    {
        static const QString digits = u"0123456789abcdefABCDEF"_qs;
        static const QString odd = u"g:-\u00e4 "_qs;
        QString text;
        for (int i = 0; i < length; ++i)
            text += digits.at(pick(digits.size()));
        // One in four has a character that is no digit somewhere.
        if (length > 0 && pick(4) == 0)
            text[pick(length)] = odd.at(pick(odd.size()));
        return text;
    }

    QRandomGenerator m_random;
};

} // namespace

void tst_ListedResources::listedDigestsReadAlikeFromUtf8()
{
    // The reading of a hash attribute's UTF-8 in place finds what the
    // reading of its text finds, in order, also in malformed UTF-8.
    OddText odd(3);
    const auto alike
        = [](const QVarLengthArray<ListedDigest, 2> &fast, const QList<ListedDigest> &general) {
              if (fast.size() != general.size())
                  return false;
              for (qsizetype i = 0; i < fast.size(); ++i) {
                  if (fast.at(i).name != general.at(i).name
                      || fast.at(i).algorithm != general.at(i).algorithm
                      || fast.at(i).hex != general.at(i).hex)
                      return false;
              }
              return true;
          };
    qsizetype found = 0;
    for (int i = 0; i < 20000; ++i) {
        // The general way reads a row's text as EntryTable::value() makes
        // it: QString::fromUtf8(), which drops a byte order mark at the start.
        const QByteArray bytes = odd.digests().toUtf8();
        const QList<ListedDigest> general = listedDigests(QString::fromUtf8(bytes));
        found += general.size();
        QVERIFY2(alike(listedDigestsUtf8(bytes), general), bytes.toHex().constData());
    }
    QVERIFY2(found > 4000, qPrintable(QString::number(found))); // digests, not only refusals
    const QList<QByteArray> malformed
        = {QByteArray("md5:\xff\xfe"),
           QByteArray("\xc3md5:00 md5:") + QByteArray(32, 'a'),
           QByteArray("md5:") + QByteArray(31, 'a') + "\xc3\xa4",
           QByteArray("sha-1\x80:") + QByteArray(40, 'b'),
           QByteArray("\xef\xbb\xbfmd5:") + QByteArray(32, 'e'),
           QByteArray("md5:") + QByteArray(32, 'C') + QByteArray("\xe3\x80\x80md5:")
               + QByteArray(32, 'd')};
    for (const QByteArray &bytes : malformed) {
        QVERIFY2(alike(listedDigestsUtf8(bytes), listedDigests(QString::fromUtf8(bytes))),
                 bytes.toHex().constData());
    }
}

void tst_ListedResources::listedResourcesReadAlikeFromUtf8()
{
    // A row's lastmod, length and digests, read from the table's UTF-8 in
    // place, are what the general way makes of the values' text.
    OddText odd(5);
    EntryTable table;
    constexpr int rows = 3000;
    for (int i = 0; i < rows; ++i) {
        Entry entry;
        entry.loc = QStringLiteral("https://example.org/r%1").arg(i);
        entry.locCount = 1;
        if (i % 5 != 0)
            entry.lastmod = odd.time();
        Metadata metadata;
        if (i % 7 != 0)
            metadata.attributes.append({u"length"_qs, {}, odd.length()});
        if (i % 3 != 0)
            metadata.attributes.append({u"hash"_qs, {}, odd.digests()});
        entry.metadata = metadata;
        table.append(entry);
    }
    int lengths = 0;
    int times = 0;
    for (int row = 0; row < rows; ++row) {
        const ListedResource resource = listedResource(table, row);
        const QString time = table.value(row, EntryField::Lastmod);
        const std::optional<QDateTime> lastmod = parseW3cTime(time);
        QVERIFY2(resource.lastmod == lastmod, qPrintable(time));
        if (lastmod)
            QCOMPARE(resource.lastmod->timeSpec(), lastmod->timeSpec());
        bool ok = false;
        const QString lengthText = table.value(row, EntryField::Length);
        const qint64 length = lengthText.trimmed().toLongLong(&ok);
        const std::optional<qint64> expectedLength
            = ok && length >= 0 ? std::optional<qint64>(length) : std::nullopt;
        QVERIFY2(resource.length == expectedLength, qPrintable(lengthText));
        QHash<QString, QByteArray> hashes;
        for (const ListedDigest &digest : listedDigests(table.value(row, EntryField::Hash)))
            hashes.insert(digest.name, digest.hex);
        QVERIFY2(resource.hashes == hashes, qPrintable(table.value(row, EntryField::Hash)));
        lengths += resource.length.has_value();
        times += resource.lastmod.has_value();
    }
    QVERIFY(lengths > rows / 4);
    QVERIFY(times > rows / 4);
}

namespace {

// The general way to a listed URL's key (listedLocOf() without the short cut).
QString generalKey(const QString &text, QUrl *loc)
{
    *loc = listedLocOfText(text);
    return loc->toString(QUrl::FullyEncoded);
}

} // namespace

void tst_ListedResources::plainUrlTextIsItsOwnKey()
{
    // The short cut is taken only where the general way would give the text
    // back unchanged: each text either is not plain or is its own key, and
    // its URL is the one the general way makes.
    const auto agrees = [](const QString &text) {
        if (!isPlainNormalizedUrl(text))
            return true;
        QUrl general;
        const QString key = generalKey(text, &general);
        if (key != text || general != QUrl(text)) {
            qWarning() << "plain, but the general key of" << text << "is" << key;
            return false;
        }
        return true;
    };
    const QStringList plain = {
        u"http://127.0.0.1:18181/r/00042/resource-000042.txt"_qs,
        u"https://example.org/"_qs,
        u"https://data.example.org:8443/a/b_c-d.e~f/G"_qs,
        u"http://a-b.example/x//y/"_qs,
        u"http://10.0.0.255/.hidden/..x"_qs,
    };
    for (const QString &text : plain) {
        QVERIFY2(isPlainNormalizedUrl(text), qPrintable(text));
        QVERIFY(agrees(text));
    }
    const QStringList notPlain = {
        u"HTTP://example.org/"_qs,
        u"http://Example.org/"_qs,
        u"http://example.org"_qs,
        u"http://example.org:80/"_qs,
        u"https://example.org:443/"_qs,
        u"http://example.org:0080/"_qs,
        u"http://example.org:/"_qs,
        u"http://example.org:99999/"_qs,
        u"http://127.1/"_qs,
        u"http://2130706433/"_qs,
        u"http://0x7f.0.0.1/"_qs,
        u"http://127.000.0.1/"_qs,
        u"http://1.2.3.4.5/"_qs,
        u"http://xn--bcher-kva.example/"_qs,
        u"http://example.org./"_qs,
        u"http://-a.example/"_qs,
        u"http://a..example/"_qs,
        u"http://user@example.org/"_qs,
        u"http://example.org/a?b=c"_qs,
        u"http://example.org/a#top"_qs,
        u"http://example.org/a%2fb"_qs,
        u"http://example.org/a/./b"_qs,
        u"http://example.org/a/../b"_qs,
        u"http://example.org/a/.."_qs,
        u"http://example.org/a b"_qs,
        u"http://example.org/caf\u00e9"_qs,
        u"ftp://example.org/"_qs,
        u"http://[::1]/"_qs,
        u"//example.org/"_qs,
    };
    for (const QString &text : notPlain) {
        QVERIFY2(!isPlainNormalizedUrl(text), qPrintable(text));
        QVERIFY(agrees(text));
    }
    // Hosts QUrl may judge by their length: whatever it decides, the two agree.
    for (const qsizetype length : {63, 64, 250, 300}) {
        const QString host = QString(length, u'a') + u".example"_qs;
        QVERIFY(agrees(u"http://"_qs + host + u"/x"_qs));
    }
    for (const int labels : {3, 4, 5}) {
        QStringList host(labels, QString(62, u'b'));
        QVERIFY(agrees(u"http://"_qs + host.join(u'.') + u"/x"_qs));
        QVERIFY(agrees(u"http://"_qs + host.join(u'.') + u".c/x"_qs));
    }
    // And texts made at random, mostly of plain characters, now and then one
    // that matters.
    const QString plainCharacters = u"az09-._~/"_qs;
    const QString hostCharacters = u"a9.-"_qs;
    const QString others = u"Z:%?#@[] X"_qs;
    QRandomGenerator random(20261127);
    const auto pick = [&random](const QString &from) {
        return from.at(int(random.bounded(int(from.size()))));
    };
    int plainSeen = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text = random.bounded(2) ? u"http://"_qs : u"https://"_qs;
        const int hostLength = 1 + int(random.bounded(10));
        for (int c = 0; c < hostLength; ++c)
            text += random.bounded(20) ? pick(hostCharacters) : pick(others);
        if (random.bounded(4) == 0)
            text += u':' + QString::number(random.bounded(100) ? random.bounded(70000) : 80);
        text += u'/';
        const int pathLength = int(random.bounded(16));
        for (int c = 0; c < pathLength; ++c)
            text += random.bounded(20) ? pick(plainCharacters) : pick(others);
        plainSeen += isPlainNormalizedUrl(text) ? 1 : 0;
        QVERIFY(agrees(text));
    }
    QVERIFY2(plainSeen > 1000, qPrintable(QString::number(plainSeen)));
}

QTEST_GUILESS_MAIN(tst_ListedResources)
#include "tst_listedresources.moc"
