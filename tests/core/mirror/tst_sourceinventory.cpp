// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "mirror/sourceinventory.h"
#include "support/loopbackserver.h"
#include "support/sourcefixture.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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

private:
    SourceTree crawl();
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

SourceTree tst_SourceInventory::crawl()
{
    CrawlJob job(m_server->url(QStringLiteral("/")).toString(), {}, &m_network);
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

QTEST_GUILESS_MAIN(tst_SourceInventory)
#include "tst_sourceinventory.moc"
