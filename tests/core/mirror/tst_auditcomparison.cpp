// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/sourcetree.h"
#include "document/entry.h"
#include "mirror/auditcomparison.h"
#include "mirror/localcopylayout.h"
#include "mirror/plainurltext.h"
#include "parse/documentparser.h"
#include "parse/parseresult.h"
#include "validation/hashdigests.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace rsi;

class tst_AuditComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allSame();
    void create();
    void updateByLength();
    void updateByHash_data();
    void updateByHash();
    void hashCheckCanBeTurnedOff();
    void updateByLastmod();
    void lastmodWithinTolerance_data();
    void lastmodWithinTolerance();
    void deleteUnlisted();
    void stateDirectoryIgnored();
    void symlinksNotFollowed();
    void unmappableUrlFails();
    void missingRootMeansCreateAll();
    void cancelAndProgress();
    void listedResourcesFromTree();
    void listedDigestsTakeOnlyWholeHexOfTheRightLength();
    void listedDigestsReadAlikeFromUtf8();
    void listedResourcesReadAlikeFromUtf8();
    void plainUrlTextIsItsOwnKey();
    void tenThousandFiles();
};

namespace {

const QDateTime baseTime = QDateTime(QDate(2024, 5, 1), QTime(12, 0, 0), QTimeZone::utc());

QUrl url(const char *text)
{
    return QUrl(QString::fromUtf8(text));
}

QByteArray hexDigest(const QByteArray &content, QCryptographicHash::Algorithm algorithm)
{
    return QCryptographicHash::hash(content, algorithm).toHex();
}

// What a Resource List would say about `content`.
ListedResource listed(const QUrl &loc, const QByteArray &content,
                      const QDateTime &lastmod = baseTime)
{
    ListedResource resource;
    resource.loc = LocalCopyLayout::normalizedUrl(loc);
    resource.lastmod = lastmod;
    resource.length = content.size();
    resource.hashes.insert(QStringLiteral("md5"), hexDigest(content, QCryptographicHash::Md5));
    resource.hashes.insert(QStringLiteral("sha-256"),
                           hexDigest(content, QCryptographicHash::Sha256));
    return resource;
}

bool writeAt(const QString &filePath, const QByteArray &content, const QDateTime &modified)
{
    if (!QDir().mkpath(QFileInfo(filePath).absolutePath()))
        return false;
    QFile file(filePath);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.flush())
        return false;
    return file.setFileTime(modified, QFileDevice::FileModificationTime);
}

// Writes content where the layout puts url, as a mirror would.
bool writeResource(const LocalCopyLayout &layout, const QUrl &loc, const QByteArray &content,
                   const QDateTime &modified = baseTime)
{
    const auto path = layout.filePathFor(loc);
    return path.isValid() && writeAt(path.value, content, modified);
}

const AuditItem *itemFor(const AuditResult &result, const QString &relativePath)
{
    for (const AuditItem &item : result.items) {
        if (item.relativePath == relativePath)
            return &item;
    }
    return nullptr;
}

QStringList reasonKeys(const AuditItem &item)
{
    QStringList keys;
    for (const AuditReason &reason : item.reasons)
        keys.append(reason.key());
    return keys;
}

} // namespace

void tst_AuditComparison::allSame()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QList<QPair<QUrl, QByteArray>> resources = {
        {url("https://example.org/res1.html"), "first"},
        {url("https://example.org/data/Res2.xml?v=1"), "<second/>"},
        {url("https://example.org/dir/"), "index of a folder"},
        {url("http://other.example.com:8080/x"), QByteArray()},
    };
    QList<ListedResource> list;
    for (const auto &[loc, content] : resources) {
        QVERIFY(writeResource(layout, loc, content));
        list.append(listed(loc, content));
    }
    const AuditResult result = AuditComparison::compare(list, layout, AuditOptions());
    QVERIFY(!result.canceled);
    QCOMPARE(result.items.size(), 4);
    QCOMPARE(result.counts.same, 4);
    QVERIFY(result.counts.inSync());
    for (const AuditItem &item : result.items) {
        QCOMPARE(item.state, AuditState::Same);
        QVERIFY(item.reasons.isEmpty());
        QVERIFY(item.checked.length && item.checked.hash && item.checked.lastmod);
    }
    QCOMPARE(result.items.at(1).url, url("https://example.org/data/Res2.xml?v=1"));
    QCOMPARE(result.items.at(1).relativePath, QStringLiteral("example.org/data/Res2.xml%3Fv=1"));
}

void tst_AuditComparison::create()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    QVERIFY(writeResource(layout, url("https://example.org/present"), "here"));
    const QList<ListedResource> list = {
        listed(url("https://example.org/present"), "here"),
        listed(url("https://example.org/absent"), "not yet"),
    };
    const AuditResult result = AuditComparison::compare(list, layout, AuditOptions());
    QCOMPARE(result.counts.same, 1);
    QCOMPARE(result.counts.create, 1);
    QCOMPARE(result.items.at(1).state, AuditState::Create);
    QCOMPARE(result.items.at(1).relativePath, QStringLiteral("example.org/absent"));
    QCOMPARE(result.items.at(1).url, url("https://example.org/absent"));
}

void tst_AuditComparison::updateByLength()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl loc = url("https://example.org/a.txt");
    QVERIFY(writeResource(layout, loc, "short"));
    const AuditResult result
        = AuditComparison::compare({listed(loc, "much longer")}, layout, AuditOptions());
    QCOMPARE(result.counts.update, 1);
    const AuditItem &item = result.items.at(0);
    QCOMPARE(item.state, AuditState::Update);
    // The size proves the difference: no hash is computed, so no hash reason.
    QCOMPARE(reasonKeys(item), QStringList {QStringLiteral("length")});
    QCOMPARE(item.reasons.at(0).expected, QStringLiteral("11"));
    QCOMPARE(item.reasons.at(0).actual, QStringLiteral("5"));
    QVERIFY(item.reasons.at(0).description().contains(QStringLiteral("11")));
}

void tst_AuditComparison::updateByHash_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("qtAlgorithm");
    QTest::newRow("sha-256") << QStringLiteral("sha-256") << int(QCryptographicHash::Sha256);
    QTest::newRow("md5") << QStringLiteral("md5") << int(QCryptographicHash::Md5);
    QTest::newRow("sha-512") << QStringLiteral("sha-512") << int(QCryptographicHash::Sha512);
}

void tst_AuditComparison::updateByHash()
{
    QFETCH(QString, algorithm);
    QFETCH(int, qtAlgorithm);
    const auto hashAlgorithm = QCryptographicHash::Algorithm(qtAlgorithm);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl loc = url("https://example.org/a.txt");
    const QByteArray local = "same length, other text";
    const QByteArray remote = "same length, newer text";
    QCOMPARE(local.size(), remote.size());
    QVERIFY(writeResource(layout, loc, local));
    ListedResource resource = listed(loc, remote);
    resource.hashes = {{algorithm, hexDigest(remote, hashAlgorithm)}};

    const AuditResult result = AuditComparison::compare({resource}, layout, AuditOptions());
    const AuditItem &item = result.items.at(0);
    QCOMPARE(item.state, AuditState::Update);
    QCOMPARE(reasonKeys(item), QStringList {QStringLiteral("hash")});
    QCOMPARE(item.reasons.at(0).algorithm, algorithm);
    QCOMPARE(item.reasons.at(0).expected, QString::fromLatin1(hexDigest(remote, hashAlgorithm)));
    QCOMPARE(item.reasons.at(0).actual, QString::fromLatin1(hexDigest(local, hashAlgorithm)));
    QVERIFY(item.checked.hash);

    // The same digest of the local content: in sync.
    resource.hashes = {{algorithm, hexDigest(local, hashAlgorithm)}};
    QCOMPARE(AuditComparison::compare({resource}, layout, AuditOptions()).items.at(0).state,
             AuditState::Same);
}

void tst_AuditComparison::hashCheckCanBeTurnedOff()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl loc = url("https://example.org/a.txt");
    QVERIFY(writeResource(layout, loc, "abc"));
    const ListedResource resource = listed(loc, "xyz");
    AuditOptions options;
    options.compareHash = false;
    const AuditResult result = AuditComparison::compare({resource}, layout, options);
    QCOMPARE(result.items.at(0).state, AuditState::Same);
    QVERIFY(!result.items.at(0).checked.hash);
    QVERIFY(result.items.at(0).checked.length);

    // Nothing to check at all: same, but visibly unverified.
    ListedResource bare;
    bare.loc = loc;
    const AuditResult unverified = AuditComparison::compare({bare}, layout, AuditOptions());
    QCOMPARE(unverified.items.at(0).state, AuditState::Same);
    QVERIFY(!unverified.items.at(0).checked.any());
}

void tst_AuditComparison::updateByLastmod()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl loc = url("https://example.org/a.txt");
    QVERIFY(writeResource(layout, loc, "content", baseTime));
    const QDateTime newer = baseTime.addSecs(3600);
    const AuditResult result
        = AuditComparison::compare({listed(loc, "content", newer)}, layout, AuditOptions());
    const AuditItem &item = result.items.at(0);
    QCOMPARE(item.state, AuditState::Update);
    QCOMPARE(reasonKeys(item), QStringList {QStringLiteral("lastmod")});
    QCOMPARE(item.reasons.at(0).expected, QStringLiteral("2024-05-01T13:00:00.000Z"));
    QCOMPARE(item.reasons.at(0).actual, QStringLiteral("2024-05-01T12:00:00.000Z"));

    AuditOptions options;
    options.compareLastmod = false;
    QCOMPARE(AuditComparison::compare({listed(loc, "content", newer)}, layout, options)
                 .items.at(0)
                 .state,
             AuditState::Same);
}

void tst_AuditComparison::lastmodWithinTolerance_data()
{
    QTest::addColumn<qint64>("offsetMs");
    QTest::addColumn<bool>("same");
    QTest::newRow("equal") << qint64(0) << true;
    QTest::newRow("file 0.5 s newer") << qint64(500) << true;
    QTest::newRow("file 1 s older") << qint64(-1000) << true;
    QTest::newRow("file 1 s newer") << qint64(1000) << true;
    QTest::newRow("file 2 s newer") << qint64(2000) << false;
    QTest::newRow("file 2 s older") << qint64(-2000) << false;
}

void tst_AuditComparison::lastmodWithinTolerance()
{
    QFETCH(qint64, offsetMs);
    QFETCH(bool, same);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl loc = url("https://example.org/a.txt");
    QVERIFY(writeResource(layout, loc, "content", baseTime.addMSecs(offsetMs)));
    const AuditResult result
        = AuditComparison::compare({listed(loc, "content", baseTime)}, layout, AuditOptions());
    QCOMPARE(result.items.at(0).state, same ? AuditState::Same : AuditState::Update);
}

void tst_AuditComparison::deleteUnlisted()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl kept = url("https://example.org/kept");
    const QUrl gone = url("https://example.org/sub/Gone.html");
    QVERIFY(writeResource(layout, kept, "k"));
    QVERIFY(writeResource(layout, gone, "g"));
    // A name this layout never writes (it escapes ":" as "%3A").
    QVERIFY(writeAt(dir.filePath(QStringLiteral("example.org/notes:draft.txt")), "n", baseTime));

    const AuditResult result
        = AuditComparison::compare({listed(kept, "k")}, layout, AuditOptions());
    QCOMPARE(result.counts.same, 1);
    QCOMPARE(result.counts.deleted, 2);
    QCOMPARE(result.items.size(), 3);

    const AuditItem *extra = itemFor(result, QStringLiteral("example.org/sub/Gone.html"));
    QVERIFY(extra);
    QCOMPARE(extra->state, AuditState::Delete);
    QCOMPARE(extra->url, gone);
    QCOMPARE(reasonKeys(*extra), QStringList {QStringLiteral("extra")});

    const AuditItem *foreign = itemFor(result, QStringLiteral("example.org/notes:draft.txt"));
    QVERIFY(foreign);
    QCOMPARE(foreign->state, AuditState::Delete);
    QVERIFY(foreign->url.isEmpty());
    QCOMPARE(reasonKeys(*foreign), QStringList {QStringLiteral("foreign")});
    QVERIFY(!foreign->reasons.at(0).actual.isEmpty());
}

void tst_AuditComparison::stateDirectoryIgnored()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    const QUrl loc = url("https://example.org/a");
    QVERIFY(writeResource(layout, loc, "a"));
    const QString state = LocalCopyLayout::stateDirectoryName();
    QVERIFY(writeAt(dir.filePath(state + QStringLiteral("/state.json")), "{}", baseTime));
    QVERIFY(writeAt(dir.filePath(state + QStringLiteral("/deep/er/x")), "x", baseTime));
    // Only the top-level folder is the mirror's: the same name further down is content.
    QVERIFY(writeAt(dir.filePath(QStringLiteral("example.org/") + state + QStringLiteral("x")), "y",
                    baseTime));

    const AuditResult result = AuditComparison::compare({listed(loc, "a")}, layout, AuditOptions());
    QCOMPARE(result.counts.same, 1);
    QCOMPARE(result.counts.deleted, 1);
    for (const AuditItem &item : result.items)
        QVERIFY2(!item.relativePath.startsWith(state), qPrintable(item.relativePath));
}

void tst_AuditComparison::symlinksNotFollowed()
{
    QTemporaryDir dir;
    QTemporaryDir outside;
    QVERIFY(dir.isValid() && outside.isValid());
    const LocalCopyLayout layout(dir.path());
    QVERIFY(writeAt(outside.filePath(QStringLiteral("secret/a")), "outside", baseTime));
    QVERIFY(writeAt(outside.filePath(QStringLiteral("file")), "outside file", baseTime));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("example.org"))));
    if (!QFile::link(outside.filePath(QStringLiteral("secret")),
                     dir.filePath(QStringLiteral("example.org/linked"))))
        QSKIP("This file system cannot make symbolic links");
    // A listed resource whose file is a link to a file outside the root, with
    // the very content the list expects: still not accepted, never read.
    const QUrl listedLoc = url("https://example.org/file");
    QVERIFY(QFile::link(outside.filePath(QStringLiteral("file")),
                        dir.filePath(QStringLiteral("example.org/file"))));

    const AuditResult result
        = AuditComparison::compare({listed(listedLoc, "outside file")}, layout, AuditOptions());
    QCOMPARE(result.items.size(), 2);
    const AuditItem *linkedFile = itemFor(result, QStringLiteral("example.org/file"));
    QVERIFY(linkedFile);
    QCOMPARE(linkedFile->state, AuditState::Update);
    QCOMPARE(reasonKeys(*linkedFile), QStringList {QStringLiteral("special")});

    const AuditItem *linkedFolder = itemFor(result, QStringLiteral("example.org/linked"));
    QVERIFY(linkedFolder);
    QCOMPARE(linkedFolder->state, AuditState::Delete);
    QCOMPARE(reasonKeys(*linkedFolder), QStringList {QStringLiteral("special")});
    QVERIFY(!itemFor(result, QStringLiteral("example.org/linked/a")));
}

void tst_AuditComparison::unmappableUrlFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    ListedResource resource;
    resource.loc = url("ftp://example.org/a");
    const AuditResult result = AuditComparison::compare({resource}, layout, AuditOptions());
    QCOMPARE(result.counts.failed, 1);
    QCOMPARE(result.items.at(0).state, AuditState::Failed);
    QCOMPARE(reasonKeys(result.items.at(0)), QStringList {QStringLiteral("unmappable")});
    QVERIFY(result.items.at(0).relativePath.isEmpty());
}

void tst_AuditComparison::missingRootMeansCreateAll()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.filePath(QStringLiteral("not-yet")));
    const AuditResult result = AuditComparison::compare(
        {listed(url("https://example.org/a"), "a"), listed(url("https://example.org/b"), "b")},
        layout, AuditOptions());
    QCOMPARE(result.counts.create, 2);
    QCOMPARE(result.counts.total(), 2);
}

void tst_AuditComparison::cancelAndProgress()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    QList<ListedResource> list;
    for (int i = 0; i < 20; ++i) {
        const QUrl loc(QStringLiteral("https://example.org/r%1").arg(i));
        QVERIFY(writeResource(layout, loc, QByteArray::number(i)));
        list.append(listed(loc, QByteArray::number(i)));
    }
    QVERIFY(writeResource(layout, url("https://example.org/extra"), "e"));

    QList<QPair<qint64, qint64>> reports;
    const AuditResult full = AuditComparison::compare(list, layout, AuditOptions(), nullptr,
                                                      [&reports](qint64 done, qint64 total) {
                                                          reports.append({done, total});
                                                      });
    QCOMPARE(full.counts.total(), 21);
    QCOMPARE(reports.size(), 21);
    QCOMPARE(reports.constLast(), qMakePair(qint64(21), qint64(21)));

    std::atomic_bool cancel = false;
    const AuditResult canceled = AuditComparison::compare(list, layout, AuditOptions(), &cancel,
                                                          [&cancel](qint64 done, qint64) {
                                                              if (done == 5)
                                                                  cancel = true;
                                                          });
    QVERIFY(canceled.canceled);
    QCOMPARE(canceled.items.size(), 5);
    QCOMPARE(canceled.counts.total(), 5);
}

void tst_AuditComparison::listedResourcesFromTree()
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

void tst_AuditComparison::listedDigestsTakeOnlyWholeHexOfTheRightLength()
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
        static const QStringList spaces
            = {u" "_qs, u"  "_qs, u"\t"_qs, u"\n"_qs, u"\r\n"_qs, u"\u00a0"_qs, u"\u3000"_qs};
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

void tst_AuditComparison::listedDigestsReadAlikeFromUtf8()
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
        const QString text = odd.digests();
        const QList<ListedDigest> general = listedDigests(text);
        found += general.size();
        QVERIFY2(alike(listedDigestsUtf8(text.toUtf8()), general), qPrintable(text));
    }
    QVERIFY(found > 5000); // the table holds digests, not only refusals
    const QList<QByteArray> malformed
        = {QByteArray("md5:\xff\xfe"), QByteArray("\xc3md5:00 md5:") + QByteArray(32, 'a'),
           QByteArray("md5:") + QByteArray(31, 'a') + "\xc3\xa4",
           QByteArray("sha-1\x80:") + QByteArray(40, 'b'),
           QByteArray("md5:") + QByteArray(32, 'C') + QByteArray("\xe3\x80\x80md5:")
               + QByteArray(32, 'd')};
    for (const QByteArray &bytes : malformed) {
        QVERIFY2(alike(listedDigestsUtf8(bytes), listedDigests(QString::fromUtf8(bytes))),
                 bytes.toHex().constData());
    }
}

void tst_AuditComparison::listedResourcesReadAlikeFromUtf8()
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

void tst_AuditComparison::tenThousandFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LocalCopyLayout layout(dir.path());
    constexpr int count = 10000;
    QList<ListedResource> list;
    list.reserve(count);
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i) {
        const QUrl loc(QStringLiteral("https://example.org/set%1/item%2.xml").arg(i % 50).arg(i));
        const QByteArray content
            = QByteArray("<item n='") + QByteArray::number(i) + "'/>" + QByteArray(1024, 'x');
        QVERIFY(writeResource(layout, loc, content));
        list.append(listed(loc, content));
    }
    qInfo("writing %d files took %lld ms", count, timer.elapsed());

    AuditOptions noHash;
    noHash.compareHash = false;
    timer.restart();
    const AuditResult quick = AuditComparison::compare(list, layout, noHash);
    qInfo("audit of %d files without hashing: %lld ms", count, timer.elapsed());
    QCOMPARE(quick.counts.same, count);

    timer.restart();
    const AuditResult hashed = AuditComparison::compare(list, layout, AuditOptions());
    qInfo("audit of %d files with md5 and sha-256: %lld ms", count, timer.elapsed());
    QCOMPARE(hashed.counts.same, count);
    QVERIFY(hashed.items.constLast().checked.hash);
}

namespace {

// The general way to a listed URL's key (listedLocOf() without the short cut).
QString generalKey(const QString &text, QUrl *loc)
{
    *loc = listedLocOfText(text);
    return loc->toString(QUrl::FullyEncoded);
}

} // namespace

void tst_AuditComparison::plainUrlTextIsItsOwnKey()
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

QTEST_GUILESS_MAIN(tst_AuditComparison)
#include "tst_auditcomparison.moc"
