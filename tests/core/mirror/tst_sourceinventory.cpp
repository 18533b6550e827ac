// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "mirror/changecursor.h"
#include "mirror/lastoccurrenceindex.h"
#include "mirror/resourcecursor.h"
#include "mirror/sourceinventory.h"
#include "support/filefixtures.h"
#include "support/loopbackserver.h"
#include "support/sourcefixture.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace rsi;
using rsi::test::LoopbackServer;
using rsi::test::SourceFixture;

class tst_SourceInventory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void listedResourcesAndBaselineTime();
    void expectedReplaysChangesAfterTheBaseline();
    void changesSinceSkipsOlderChanges();
    void gapWhenTheChangeListsStartLater();
    void dumpPackages();
    void cursorTakesEachUrlOnceWhereItsLastEntryIs();
    void cursorAppliesTheChangesAfterTheBaseline();
    void changeCursorTakesTheLastChangeOfEach();
    void changeCursorSkipsWhatItsCursorApplied();
    void lastOccurrenceIndexTellsCollisionsApart();
    void listsNotReadWholeAreNamed();

private:
    SourceTree crawl(CrawlOptions options = {});
    QString key(const QString &name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LoopbackServer> m_server;
    QNetworkAccessManager m_network;
};

void tst_SourceInventory::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(m_dir->path(), SourceFixture::origin());
}

SourceTree tst_SourceInventory::crawl(CrawlOptions options)
{
    CrawlJob job(m_server->url(QStringLiteral("/")).toString(), std::move(options), &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    [&] {
        QVERIFY(finished.wait(20'000));
    }();
    return job.takeTree();
}

QString tst_SourceInventory::key(const QString &name) const
{
    return m_server->url(SourceFixture::resourcePath(name)).toString(QUrl::FullyEncoded);
}

static QStringList keys(const QList<ListedResource> &resources)
{
    QStringList list;
    for (const ListedResource &resource : resources)
        list.append(resourceKey(resource));
    return list;
}

void tst_SourceInventory::listedResourcesAndBaselineTime()
{
    SourceFixture source(m_dir->path());
    source.put(QStringLiteral("a.txt"), "alpha");
    source.put(QStringLiteral("b.txt"), "bravo");
    QVERIFY(source.publishBaseline());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    QCOMPARE(keys(inventory.listed()),
             QStringList({key(QStringLiteral("a.txt")), key(QStringLiteral("b.txt"))}));
    QCOMPARE(inventory.baselineAt(), source.now());
    const QList<ListedResource> listed = inventory.listed();
    const ListedResource &a = listed.constFirst();
    QCOMPARE(a.length, 5);
    QCOMPARE(a.hashes.size(), 2);
    QVERIFY(a.lastmod);
    QVERIFY(!inventory.hasChangeLists());
    QVERIFY(!inventory.changesUntil());
}

void tst_SourceInventory::expectedReplaysChangesAfterTheBaseline()
{
    SourceFixture source(m_dir->path());
    source.put(QStringLiteral("a.txt"), "alpha");
    source.put(QStringLiteral("b.txt"), "bravo");
    QVERIFY(source.publishBaseline());
    source.put(QStringLiteral("a.txt"), "alpha two");
    source.remove(QStringLiteral("b.txt"));
    source.put(QStringLiteral("c.txt"), "charlie");
    QVERIFY(source.publishChanges());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    const QList<ListedResource> expected = inventory.expected();
    QCOMPARE(keys(expected),
             QStringList({key(QStringLiteral("a.txt")), key(QStringLiteral("c.txt"))}));
    QCOMPARE(expected.constFirst().length, 9); // the change list's metadata replaces the list's
    QCOMPARE(inventory.changesUntil(), source.now());
}

void tst_SourceInventory::changesSinceSkipsOlderChanges()
{
    SourceFixture source(m_dir->path());
    source.put(QStringLiteral("a.txt"), "alpha");
    QVERIFY(source.publishBaseline());
    source.put(QStringLiteral("a.txt"), "alpha two");
    QVERIFY(source.publishChanges());
    const QDateTime middle = source.now();
    source.put(QStringLiteral("b.txt"), "bravo");
    source.remove(QStringLiteral("a.txt"));
    QVERIFY(source.publishChanges());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    QCOMPARE(inventory.changeLists().size(), 2);
    QCOMPARE(inventory.changesSince(std::nullopt).size(), 3);
    const QList<ChangeRecord> later = inventory.changesSince(middle);
    QCOMPARE(later.size(), 2);
    QCOMPARE(later.at(0).change, ChangeRecord::Change::Created);
    QCOMPARE(later.at(1).change, ChangeRecord::Change::Deleted);
    QVERIFY(!inventory.hasGapSince(middle));
}

void tst_SourceInventory::gapWhenTheChangeListsStartLater()
{
    SourceFixture source(m_dir->path());
    source.setKeepChangeLists(1);
    source.put(QStringLiteral("a.txt"), "alpha");
    QVERIFY(source.publishBaseline());
    const QDateTime synced = source.now();
    source.put(QStringLiteral("b.txt"), "bravo");
    QVERIFY(source.publishChanges());
    source.put(QStringLiteral("c.txt"), "charlie");
    QVERIFY(source.publishChanges());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    QVERIFY(inventory.hasGapSince(synced));
    QVERIFY(!inventory.hasGapSince(source.now()));
}

void tst_SourceInventory::dumpPackages()
{
    SourceFixture::Options options;
    options.resourceDump = true;
    options.changeDump = true;
    SourceFixture source(m_dir->path(), options);
    source.put(QStringLiteral("a.txt"), "alpha");
    QVERIFY(source.publishBaseline());
    source.put(QStringLiteral("b.txt"), "bravo");
    QVERIFY(source.publishChanges());
    const QDateTime first = source.now();
    source.put(QStringLiteral("c.txt"), "charlie");
    QVERIFY(source.publishChanges());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    QVERIFY(inventory.hasResourceDumps());
    QVERIFY(inventory.hasChangeDumps());
    const QList<SourceInventory::Package> baseline = inventory.resourceDumpPackages();
    QCOMPARE(baseline.size(), 1);
    QVERIFY(baseline.constFirst().url.path().endsWith(u"resourcedump-1.zip"));
    QVERIFY(baseline.constFirst().length);
    QCOMPARE(inventory.changeDumpPackages(std::nullopt).size(), 2);
    const QList<SourceInventory::Package> later = inventory.changeDumpPackages(first.addSecs(1));
    QCOMPARE(later.size(), 1);
    QVERIFY(later.constFirst().url.path().endsWith(u"changedump-2.zip"));
}

// Two lists of an index name "a": the later entry wins, where it stands, and
// the cursor holds no resource to know it.
void tst_SourceInventory::cursorTakesEachUrlOnceWhereItsLastEntryIs()
{
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                            "<rs:md capability=\"resourcelist\" at=\"2026-01-01T00:00:00Z\"/>\n";
    const auto entry = [](const char *name, int length) -> QByteArray {
        return QByteArray("<url><loc>http://source.example/res/") + name + "</loc><rs:md length=\""
            + QByteArray::number(length) + "\"/></url>\n";
    };
    QVERIFY(rsi::test::writeRaw(m_dir->filePath(QStringLiteral("list1.xml")),
                                head + entry("a", 1) + entry("b", 2) + "</urlset>\n"));
    QVERIFY(rsi::test::writeRaw(m_dir->filePath(QStringLiteral("list2.xml")),
                                head + entry("a", 10) + entry("c", 3) + entry("c", 30)
                                    + "</urlset>\n"));
    QVERIFY(
        rsi::test::writeRaw(m_dir->filePath(QStringLiteral("index.xml")),
                            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                            "<rs:md capability=\"resourcelist\" at=\"2026-01-01T00:00:00Z\"/>\n"
                            "<sitemap><loc>http://source.example/list1.xml</loc></sitemap>\n"
                            "<sitemap><loc>http://source.example/list2.xml</loc></sitemap>\n"
                            "</sitemapindex>\n"));
    CrawlJob job(m_server->url(QStringLiteral("/index.xml")).toString(), {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    const SourceTree tree = job.takeTree();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    ResourceCursor cursor = inventory.expectedCursor();
    QCOMPARE(cursor.total(), 5);
    QStringList seen;
    ListedResource resource;
    while (cursor.next(&resource))
        seen.append(resource.loc.path() + u'=' + QString::number(resource.length.value_or(-1)));
    QCOMPARE(seen,
             QStringList({QStringLiteral("/res/b=2"), QStringLiteral("/res/a=10"),
                          QStringLiteral("/res/c=30")}));
    QCOMPARE(cursor.position(), 5);
    QVERIFY(cursor.contains(key(QStringLiteral("a"))));
    QVERIFY(!cursor.contains(key(QStringLiteral("d"))));
    QCOMPARE(keys(inventory.listed()), keys(inventory.expected()));
}

void tst_SourceInventory::cursorAppliesTheChangesAfterTheBaseline()
{
    SourceFixture source(m_dir->path());
    source.put(QStringLiteral("a.txt"), "alpha");
    source.put(QStringLiteral("b.txt"), "bravo");
    QVERIFY(source.publishBaseline());
    source.put(QStringLiteral("b.txt"), "bravo, second");
    source.put(QStringLiteral("c.txt"), "charlie");
    source.remove(QStringLiteral("a.txt"));
    source.put(QStringLiteral("d.txt"), "delta");
    source.remove(QStringLiteral("d.txt"));
    QVERIFY(source.publishChanges());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    ResourceCursor cursor = inventory.expectedCursor();
    QList<ListedResource> walked;
    ListedResource resource;
    while (cursor.next(&resource))
        walked.append(resource);
    QCOMPARE(keys(walked),
             QStringList({key(QStringLiteral("b.txt")), key(QStringLiteral("c.txt"))}));
    QCOMPARE(walked.constFirst().length, 13); // the change's metadata, not the list's
    QVERIFY(cursor.contains(key(QStringLiteral("c.txt"))));
    QVERIFY(!cursor.contains(key(QStringLiteral("a.txt"))));
    QVERIFY(!cursor.contains(key(QStringLiteral("d.txt"))));
    QCOMPARE(keys(inventory.expected()), keys(walked));
    const QHash<QString, ListedResource> some
        = inventory.expectedOf({key(QStringLiteral("a.txt")), key(QStringLiteral("b.txt"))});
    QCOMPARE(some.size(), 1);
    QCOMPARE(some.value(key(QStringLiteral("b.txt"))).length, 13);
}

void tst_SourceInventory::changeCursorTakesTheLastChangeOfEach()
{
    SourceFixture source(m_dir->path());
    source.put(QStringLiteral("a.txt"), "alpha");
    source.put(QStringLiteral("b.txt"), "bravo");
    QVERIFY(source.publishBaseline());
    const QDateTime synced = source.now();
    source.put(QStringLiteral("a.txt"), "alpha 2");
    source.put(QStringLiteral("a.txt"), "alpha 3!");
    source.remove(QStringLiteral("b.txt"));
    QVERIFY(source.publishChanges());
    const QDateTime firstUntil = source.now();
    source.put(QStringLiteral("c.txt"), "charlie");
    QVERIFY(source.publishChanges());
    const SourceTree tree = crawl();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    ChangeCursor cursor(tree, inventory.changeLists(), synced, {}, SpecVersion::V1_1);
    QStringList walked;
    ChangeRecord change;
    while (cursor.next(&change))
        walked.append(changeName(change.change) + u' ' + change.resource.loc.path() + u' '
                      + QString::number(change.resource.length.value_or(-1)));
    QCOMPARE(walked,
             QStringList({QStringLiteral("updated /res/a.txt 8"),
                          QStringLiteral("deleted /res/b.txt -1"),
                          QStringLiteral("created /res/c.txt 7")}));
    // Since later: only the second list's.
    ChangeCursor later(tree, inventory.changeLists(), firstUntil.addSecs(1), {}, SpecVersion::V1_1);
    QVERIFY(later.next(&change));
    QCOMPARE(change.resource.loc.path(), QStringLiteral("/res/c.txt"));
    QVERIFY(!later.next(&change));
}

// Entries without a change time are placed by their row (19.2-2): those the
// cursor says were applied are not taken again.
void tst_SourceInventory::changeCursorSkipsWhatItsCursorApplied()
{
    const QByteArray list = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                            "<rs:md capability=\"changelist\" from=\"2026-01-01T00:00:00Z\"/>\n"
                            "<url><loc>http://source.example/res/a</loc>"
                            "<rs:md change=\"created\"/></url>\n"
                            "<url><loc>http://source.example/res/b</loc>"
                            "<rs:md change=\"created\"/></url>\n"
                            "<url><loc>http://source.example/res/c</loc>"
                            "<rs:md change=\"created\"/></url>\n"
                            "</urlset>\n";
    QVERIFY(rsi::test::writeRaw(m_dir->filePath(QStringLiteral("changelist.xml")), list));
    CrawlJob job(m_server->url(QStringLiteral("/changelist.xml")).toString(), {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    const SourceTree tree = job.takeTree();
    const SourceInventory inventory(tree, SpecVersion::V1_1);
    QCOMPARE(inventory.changeLists().size(), 1);
    const QString listKey = inventory.changeLists().constFirst().url.toString(QUrl::FullyEncoded);
    const QDateTime since(QDate(2026, 1, 2), QTime(0, 0), QTimeZone::utc());
    ChangeCursor cursor(tree, inventory.changeLists(), since, {{listKey, 2}}, SpecVersion::V1_1);
    ChangeRecord change;
    QVERIFY(cursor.next(&change));
    QCOMPARE(change.resource.loc.path(), QStringLiteral("/res/c"));
    QVERIFY(!cursor.next(&change));
}

// Hashes are only a first guess: two keys with one hash stay apart.
void tst_SourceInventory::lastOccurrenceIndexTellsCollisionsApart()
{
    const QStringList keysAt = {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("x"),
                                QStringLiteral("z"), QStringLiteral("y")};
    LastOccurrenceIndex index;
    for (qsizetype i = 0; i < keysAt.size(); ++i)
        index.add(42, quint64(i)); // every key on the same hash
    index.finish();
    const auto keyAt = [&keysAt](quint64 position) {
        return keysAt.at(qsizetype(position));
    };
    QVERIFY(!index.isLast(42, 0, QStringLiteral("x"), keyAt));
    QVERIFY(!index.isLast(42, 1, QStringLiteral("y"), keyAt));
    QVERIFY(index.isLast(42, 2, QStringLiteral("x"), keyAt));
    QVERIFY(index.isLast(42, 3, QStringLiteral("z"), keyAt));
    QVERIFY(index.isLast(42, 4, QStringLiteral("y"), keyAt));
    QCOMPARE(index.lastOf(42, QStringLiteral("x"), keyAt), 2u);
    QCOMPARE(index.lastOf(42, QStringLiteral("z"), keyAt), 3u);
    QVERIFY(!index.lastOf(42, QStringLiteral("w"), keyAt));
    QVERIFY(!index.contains(43, QStringLiteral("x"), keyAt));
    QCOMPARE(index.size(), 5);
}

// What a baseline may not take for everything the source has: a list
// that keeps fewer entries than it holds, and one named but not loaded.
void tst_SourceInventory::listsNotReadWholeAreNamed()
{
    SourceFixture::Options fixtureOptions;
    fixtureOptions.changeLists = false;
    SourceFixture source(m_dir->path(), fixtureOptions);
    for (const char *name : {"a.txt", "b.txt", "c.txt"})
        source.put(QString::fromLatin1(name), name);
    QVERIFY(source.publishBaseline());
    QVERIFY(SourceInventory(crawl(), SpecVersion::V1_1).partlyReadLists().isEmpty());

    CrawlOptions overCap;
    overCap.limits.maxStoredEntries = 2;
    const QList<SourceInventory::PartlyRead> sampled
        = SourceInventory(crawl(overCap), SpecVersion::V1_1).partlyReadLists();
    QCOMPARE(sampled.size(), 1);
    QCOMPARE(sampled.constFirst().url, m_server->url(QStringLiteral("/resourcelist.xml")));
    QVERIFY2(sampled.constFirst().why.contains(QStringLiteral("2 of its 3")),
             qPrintable(sampled.constFirst().why));

    m_server->setStatus("/resourcelist.xml", 404);
    const QList<SourceInventory::PartlyRead> unread
        = SourceInventory(crawl(), SpecVersion::V1_1).partlyReadLists();
    QCOMPARE(unread.size(), 1);
    QCOMPARE(unread.constFirst().url, m_server->url(QStringLiteral("/resourcelist.xml")));
    QVERIFY2(unread.constFirst().why.contains(QStringLiteral("404")),
             qPrintable(unread.constFirst().why));
}

QTEST_GUILESS_MAIN(tst_SourceInventory)
#include "tst_sourceinventory.moc"
