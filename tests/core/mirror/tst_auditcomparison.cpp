// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "listedfixtures.h"
#include "mirror/auditcomparison.h"
#include "mirror/localcopylayout.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace rsi;
using namespace listedtest;

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
    void tenThousandFiles();
};

namespace {

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

QTEST_GUILESS_MAIN(tst_AuditComparison)
#include "tst_auditcomparison.moc"
