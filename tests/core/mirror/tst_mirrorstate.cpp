// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_mirrorstate.h"

#include "mirror/mirrorstate.h"
#include "mirror/mirrorstatestore.h"
#include "mirror/runitems.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace rsi;

void tst_MirrorState::absentFileIsAnEmptyState()
{
    QTemporaryDir dir;
    MirrorState state;
    state.source = QStringLiteral("left over");
    QString error;
    QVERIFY(MirrorState::load(dir.path(), &state, &error));
    QVERIFY(state.source.isEmpty());
    QVERIFY(!state.syncPoint);
    QVERIFY(state.resources.isEmpty());
}

void tst_MirrorState::roundTrip()
{
    QTemporaryDir dir;
    MirrorState state;
    state.source = QStringLiteral("https://example.org/");
    state.capabilityList = QUrl(QStringLiteral("https://example.org/capabilitylist.xml"));
    state.baselineRoute = QStringLiteral("resourcelist");
    state.baselineUrl = QUrl(QStringLiteral("https://example.org/resourcelist.xml"));
    state.baselineAt = QDateTime(QDate(2026, 3, 1), QTime(12, 0, 0, 250), QTimeZone::utc());
    state.syncPoint = QDateTime(QDate(2026, 3, 2), QTime(8, 30), QTimeZone::utc());
    state.changeListCursor.insert(QStringLiteral("https://example.org/cl.xml"), 42);
    state.appliedPackages.append(QStringLiteral("https://example.org/dump-1.zip"));
    MirrorState::Resource resource;
    resource.path = QStringLiteral("example.org/a%3Fb");
    resource.lastmod = state.baselineAt;
    resource.length = 5'000'000'000LL;
    resource.hashes.insert(QStringLiteral("sha-256"), QByteArray(64, 'a'));
    resource.type = QStringLiteral("text/plain");
    resource.fetched = QDateTime(QDate(2026, 3, 2), QTime(9, 0), QTimeZone::utc());
    resource.etag = "\"v1\"";
    resource.lastModified = "Mon, 02 Mar 2026 09:00:00 GMT";
    state.resources.insert(QStringLiteral("https://example.org/a?b"), resource);
    state.failed.insert(QStringLiteral("https://example.org/gone"), QStringLiteral("http 404"));
    QString error;
    QVERIFY2(state.save(dir.path(), &error), qPrintable(error));

    MirrorState read;
    QVERIFY2(MirrorState::load(dir.path(), &read, &error), qPrintable(error));
    QCOMPARE(read.source, state.source);
    QCOMPARE(read.capabilityList, state.capabilityList);
    QCOMPARE(read.baselineRoute, state.baselineRoute);
    QCOMPARE(read.baselineUrl, state.baselineUrl);
    QCOMPARE(read.baselineAt, state.baselineAt);
    QCOMPARE(read.syncPoint, state.syncPoint);
    QCOMPARE(read.changeListCursor, state.changeListCursor);
    QCOMPARE(read.appliedPackages, state.appliedPackages);
    QCOMPARE(read.failed, state.failed);
    QCOMPARE(read.resources.size(), 1);
    const MirrorState::Resource &back = read.resources.constBegin().value();
    QCOMPARE(back.path, resource.path);
    QCOMPARE(back.lastmod, resource.lastmod);
    QCOMPARE(back.length, resource.length);
    QCOMPARE(back.hashes, resource.hashes);
    QCOMPARE(back.type, resource.type);
    QCOMPARE(back.fetched, resource.fetched);
    QCOMPARE(back.etag, resource.etag);
    QCOMPARE(back.lastModified, resource.lastModified);
    QVERIFY(read.lastRun.isValid());
}

void tst_MirrorState::malformedFileSaysWhere()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".rsinspector")));
    QFile file(MirrorState::filePath(dir.path()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": 1, \"resources\": {");
    file.close();
    MirrorState state;
    QString error;
    QVERIFY(!MirrorState::load(dir.path(), &state, &error));
    QVERIFY2(error.contains(MirrorState::filePath(dir.path())), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("byte")), qPrintable(error));
}

void tst_MirrorState::otherFormatIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".rsinspector")));
    QFile file(MirrorState::filePath(dir.path()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": 99}");
    file.close();
    MirrorState state;
    QString error;
    QVERIFY(!MirrorState::load(dir.path(), &state, &error));
    QVERIFY2(error.contains(QStringLiteral("99")), qPrintable(error));
}

void tst_MirrorState::saveLeavesNoTemporaryFile()
{
    QTemporaryDir dir;
    MirrorState state;
    QString error;
    QVERIFY(state.save(dir.path(), &error));
    QVERIFY(state.save(dir.path(), &error));
    const QStringList files
        = QDir(dir.filePath(QStringLiteral(".rsinspector"))).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(files, QStringList {MirrorState::fileName()});
}

namespace {

StateResource row(const QString &url, const QString &path)
{
    StateResource resource;
    resource.url = url;
    resource.path = path;
    return resource;
}

} // namespace

void tst_MirrorState::storeKeepsResourcesByUrlAndPath()
{
    QTemporaryDir dir;
    MirrorStateStore store;
    QVERIFY2(store.open(dir.filePath(QStringLiteral("state.sqlite"))),
             qPrintable(store.errorString()));
    QVERIFY(store.begin());
    StateResource a = row(QStringLiteral("https://h/a"), QStringLiteral("h/a"));
    QVERIFY(store.insert(a, QStringLiteral("h/a")));
    // One path, one resource: the database refuses a second holder.
    QVERIFY(!store.insert(row(QStringLiteral("https://h/other"), QStringLiteral("h/a")),
                          QStringLiteral("h/a")));
    a.length = 5;
    a.hashes = {{QStringLiteral("sha-256"), "abcd"}, {QStringLiteral("md5"), "ef01"}};
    a.lastmod = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 600), QTimeZone::utc());
    a.type = QStringLiteral("text/plain");
    a.etag = "\"e1\"";
    a.lastModified = "Fri, 02 Jan 2026 03:04:05 GMT";
    a.fetched = QDateTime(QDate(2026, 1, 3), QTime(0, 0), QTimeZone::utc());
    QVERIFY(store.recordFetched(a));
    const std::optional<StateResource> back = store.resource(QStringLiteral("https://h/a"));
    QVERIFY(back);
    QCOMPARE(back->path, QStringLiteral("h/a"));
    QCOMPARE(back->length, 5);
    QCOMPARE(back->hashes, a.hashes);
    QCOMPARE(back->lastmod, a.lastmod);
    QCOMPARE(back->type, a.type);
    QCOMPARE(back->etag, a.etag);
    QCOMPARE(back->lastModified, a.lastModified);
    QCOMPARE(back->fetched, a.fetched);
    QVERIFY(back->failure.isEmpty());
    QCOMPARE(store.resourceAtPathKey(QStringLiteral("h/a"))->url, QStringLiteral("https://h/a"));
    QVERIFY(!store.resource(QStringLiteral("https://h/none")));
    QCOMPARE(store.heldCount(), 1);

    QVERIFY(store.recordFailure(QStringLiteral("https://h/a"), QStringLiteral("404")));
    QCOMPARE(store.failedCount(), 1);
    QCOMPARE(store.heldCount(), 0);
    QStringList failed;
    store.forEachFailed([&failed](const StateResource &resource) {
        failed.append(resource.url + u' ' + resource.failure);
        return true;
    });
    QCOMPARE(failed, QStringList({QStringLiteral("https://h/a 404")}));
    QVERIFY(store.clearFailure(QStringLiteral("https://h/a")));
    QCOMPARE(store.failedCount(), 0);

    QVERIFY(store.markSeen(QStringLiteral("https://h/a"), 7));
    QVERIFY(store.insert(row(QStringLiteral("https://h/b"), QStringLiteral("h/b")),
                         QStringLiteral("h/b")));
    QStringList notSeen;
    store.forEachNotSeen(7, [&notSeen](const StateResource &resource) {
        notSeen.append(resource.url);
        return true;
    });
    QCOMPARE(notSeen, QStringList({QStringLiteral("https://h/b")}));
    QVERIFY(
        store.setPath(QStringLiteral("https://h/b"), QStringLiteral("h/c"), QStringLiteral("h/c")));
    QCOMPARE(store.resourceAtPathKey(QStringLiteral("h/c"))->url, QStringLiteral("https://h/b"));
    QVERIFY(store.remove(QStringLiteral("https://h/b")));
    QCOMPARE(store.resourceCount(), 1);
}

void tst_MirrorState::storeFindsFoldersAndFilesInTheWay()
{
    QTemporaryDir dir;
    MirrorStateStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("state.sqlite"))));
    QVERIFY(store.begin());
    QVERIFY(
        store.insert(row(QStringLiteral("u1"), QStringLiteral("h/a/b")), QStringLiteral("h/a/b")));
    QVERIFY(
        store.insert(row(QStringLiteral("u2"), QStringLiteral("h/a0")), QStringLiteral("h/a0")));
    QVERIFY(store.insert(row(QStringLiteral("u3"), QStringLiteral("h/a.txt")),
                         QStringLiteral("h/a.txt")));
    // "h/a" is the folder of h/a/b; "h/a0" and "h/a.txt" are beside it, not below.
    QVERIFY(store.hasPathBelow(QStringLiteral("h/a")));
    QVERIFY(store.hasPathBelow(QStringLiteral("h")));
    QVERIFY(!store.hasPathBelow(QStringLiteral("h/a/b")));
    QVERIFY(!store.hasPathBelow(QStringLiteral("h/a0")));
    QVERIFY(!store.hasPathBelow(QStringLiteral("h/a.")));
}

// A row given its path before its file has nothing but its URL, path and
// run; insert() leaves those columns unbound then, so a row written before
// (or an insert refused) must leave nothing in them.
void tst_MirrorState::storeInsertsRowsWithAndWithoutFacts()
{
    QTemporaryDir dir;
    MirrorStateStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("state.sqlite"))));
    QVERIFY(store.begin());
    StateResource full = row(u"https://h/full"_qs, u"h/full"_qs);
    full.length = 5;
    full.hashes = {{u"md5"_qs, "ef01"}};
    full.lastmod = QDateTime(QDate(2026, 1, 2), QTime(3, 4), QTimeZone::utc());
    full.type = u"text/plain"_qs;
    full.etag = "\"e\"";
    full.lastModified = "Fri, 02 Jan 2026 03:04:00 GMT";
    full.fetched = QDateTime(QDate(2026, 1, 3), QTime(0, 0), QTimeZone::utc());
    full.failure = u"was 404"_qs;
    full.seen = 4;
    const auto bareIsBare = [&store](const QString &url, const QString &path) {
        const std::optional<StateResource> back = store.resource(url);
        return back && back->path == path && !back->length && back->hashes.isEmpty()
            && !back->lastmod && back->type.isNull() && back->etag.isNull()
            && back->lastModified.isNull() && !back->fetched && back->failure.isNull()
            && back->seen == 3;
    };
    QVERIFY(store.insert(full, u"h/full"_qs));
    StateResource bare = row(u"https://h/bare"_qs, u"h/bare"_qs);
    bare.seen = 3;
    QVERIFY(store.insert(bare, u"h/bare"_qs));
    QVERIFY(bareIsBare(u"https://h/bare"_qs, u"h/bare"_qs));
    // After a refused insert with facts (the path key is taken), too.
    StateResource refused = full;
    refused.url = u"https://h/refused"_qs;
    QVERIFY(!store.insert(refused, u"h/full"_qs));
    StateResource after = row(u"https://h/after"_qs, u"h/after"_qs);
    after.seen = 3;
    QVERIFY(store.insert(after, u"h/after"_qs));
    QVERIFY(bareIsBare(u"https://h/after"_qs, u"h/after"_qs));
    // And the full row has every fact it was given.
    const std::optional<StateResource> back = store.resource(u"https://h/full"_qs);
    QVERIFY(back);
    QCOMPARE(back->length, full.length);
    QCOMPARE(back->hashes, full.hashes);
    QCOMPARE(back->lastmod, full.lastmod);
    QCOMPARE(back->type, full.type);
    QCOMPARE(back->etag, full.etag);
    QCOMPARE(back->lastModified, full.lastModified);
    QCOMPARE(back->fetched, full.fetched);
    QCOMPARE(back->failure, full.failure);
    QCOMPARE(back->seen, 4);
}

void tst_MirrorState::storeKeepsFactsCursorsPackagesAndRuns()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.sqlite"));
    const QDateTime t0(QDate(2026, 1, 1), QTime(9, 0), QTimeZone::utc());
    qint64 firstRun = 0;
    {
        MirrorStateStore store;
        QVERIFY(store.open(path));
        QVERIFY(store.begin());
        StateMeta meta;
        meta.source = QStringLiteral("https://example.org/");
        meta.capabilityList = QUrl(QStringLiteral("https://example.org/capabilitylist.xml"));
        meta.baselineRoute = QStringLiteral("resourcelist");
        meta.baselineUrl = QUrl(QStringLiteral("https://example.org/resourcelist.xml"));
        meta.baselineAt = t0;
        meta.syncPoint = t0.addSecs(60);
        meta.lastRun = t0.addSecs(120);
        QVERIFY(store.setMeta(meta));
        QVERIFY(store.setChangeListCursor(QStringLiteral("https://example.org/cl1.xml"), 12));
        QVERIFY(store.addAppliedPackage(QStringLiteral("https://example.org/p1.zip")));
        QVERIFY(store.addAppliedPackage(QStringLiteral("https://example.org/p1.zip")));
        firstRun = store.beginRun(t0);
        QVERIFY(firstRun > 0);
        MirrorStateStore::RunRecord run;
        run.id = firstRun;
        run.finished = t0.addSecs(5);
        run.route = QStringLiteral("resourcelist");
        run.baseline = true;
        run.complete = true;
        run.created = 3;
        QVERIFY(store.endRun(run));
        QVERIFY(store.commit());
    }
    MirrorStateStore store;
    QVERIFY(store.open(path, SqliteStore::OpenMode::ReadOnly));
    const std::optional<StateMeta> meta = store.meta();
    QVERIFY(meta);
    QCOMPARE(meta->source, QStringLiteral("https://example.org/"));
    QCOMPARE(meta->baselineAt, t0);
    QCOMPARE(meta->syncPoint, t0.addSecs(60));
    QCOMPARE(meta->lastRun, t0.addSecs(120));
    QCOMPARE(meta->baselineUrl, QUrl(QStringLiteral("https://example.org/resourcelist.xml")));
    QCOMPARE(store.changeListCursors()->value(QStringLiteral("https://example.org/cl1.xml")), 12);
    QCOMPARE(*store.appliedPackages(), QStringList({QStringLiteral("https://example.org/p1.zip")}));
    const std::optional<MirrorStateStore::RunRecord> last = store.lastRun();
    QVERIFY(last);
    QCOMPARE(last->id, firstRun);
    QCOMPARE(last->created, 3);
    QVERIFY(last->complete);
}

// A checkpoint costs what changed, and a kill loses at most what came after
// the last one: what was not committed is not in the file.
void tst_MirrorState::storeCommitsAtCheckpointsOnly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.sqlite"));
    MirrorStateStore store;
    QVERIFY(store.open(path));
    QVERIFY(store.begin());
    QVERIFY(store.insert(row(QStringLiteral("u1"), QStringLiteral("p1")), QStringLiteral("p1")));
    QVERIFY(store.checkpoint());
    QVERIFY(store.insert(row(QStringLiteral("u2"), QStringLiteral("p2")), QStringLiteral("p2")));
    {
        // Another connection sees the committed state only.
        MirrorStateStore reader;
        QVERIFY(reader.open(path, SqliteStore::OpenMode::ReadOnly));
        QCOMPARE(reader.resourceCount(), 1);
    }
    store.close(); // as a kill would: the open transaction goes
    MirrorStateStore reopened;
    QVERIFY(reopened.open(path));
    QCOMPARE(reopened.resourceCount(), 1);
}

void tst_MirrorState::storeRefusesLinksAndForeignFiles()
{
    QTemporaryDir dir;
    const QString outside = dir.filePath(QStringLiteral("outside"));
    QFile victim(outside);
    QVERIFY(victim.open(QIODevice::WriteOnly));
    victim.write("precious");
    victim.close();
    const QString path = dir.filePath(QStringLiteral("state.sqlite"));
    QVERIFY(QFile::link(outside, path));
    MirrorStateStore store;
    QVERIFY(!store.open(path));
    QVERIFY2(store.errorString().contains(QStringLiteral("symbolic link")),
             qPrintable(store.errorString()));
    QFile::remove(path);
    QVERIFY(QFile::link(outside, path + QStringLiteral("-wal")));
    QVERIFY(!store.open(path));
    QVERIFY(QFile::remove(path + QStringLiteral("-wal")));
    QFile read(outside);
    QVERIFY(read.open(QIODevice::ReadOnly));
    QCOMPARE(read.readAll(), QByteArray("precious"));
    // Not a database of ours.
    QFile junk(path);
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("this is not SQLite at all, just some text that is long enough");
    junk.close();
    QVERIFY(!store.open(path));
}

void tst_MirrorState::hashesAreWrittenSortedAndReadBack()
{
    const QHash<QString, QByteArray> hashes {
        {QStringLiteral("sha-256"), QByteArrayLiteral("b2")},
        {QStringLiteral("md5"), QByteArrayLiteral("a1")},
        {QStringLiteral("sha-1"), QByteArrayLiteral("c3")},
    };
    const QString text = MirrorStateStore::encodeHashes(hashes);
    QCOMPARE(text, u"md5:a1 sha-1:c3 sha-256:b2");
    QCOMPARE(MirrorStateStore::decodeHashes(text), hashes);
    QVERIFY(MirrorStateStore::encodeHashes({}).isNull()); // stored as NULL
    QVERIFY(MirrorStateStore::decodeHashes(QString()).isEmpty());
}

void tst_MirrorState::fetchedRowsStoreWhatTheTextsAre()
{
    // recordFetched() writes the digests, etag and Last-Modified as bytes
    // where it can: the columns hold what the texts are, the digests as
    // encodeHashes() writes them, the validators as Latin-1. Digests as
    // lists give them and otherwise (other names, other bytes, an empty
    // name), validators of ASCII and of other bytes.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.sqlite"));
    QRandomGenerator random(11);
    const auto someBytes = [&random](int length, bool wide) {
        QByteArray bytes;
        for (int i = 0; i < length; ++i)
            bytes.append(wide && random.bounded(4) == 0 ? char(0x80 + random.bounded(0x80))
                                                        : char(0x21 + random.bounded(0x5E)));
        return bytes;
    };
    const QStringList names = {QStringLiteral("md5"),     QStringLiteral("sha-1"),
                               QStringLiteral("sha-224"), QStringLiteral("sha-256"),
                               QStringLiteral("sha-384"), QStringLiteral("sha-512"),
                               QStringLiteral("SHA-256"), QStringLiteral("foo"),
                               QStringLiteral(""),        QStringLiteral("\u00e4x\U0001F600")};
    QHash<QString, StateResource> written;
    {
        MirrorStateStore store;
        QVERIFY(store.open(path));
        QVERIFY(store.begin());
        for (int i = 0; i < 600; ++i) {
            StateResource resource
                = row(QStringLiteral("https://h/r%1").arg(i), QStringLiteral("h/r%1").arg(i));
            QVERIFY(store.insert(resource, resource.path));
            const int kind = random.bounded(4);
            const int count = random.bounded(4);
            for (int d = 0; d < count; ++d) {
                // Mostly what lists give; else any name, any bytes.
                const QString name = names.at(random.bounded(kind == 0 ? names.size() : 6));
                resource.hashes.insert(name,
                                       QByteArray::fromHex(someBytes(16, false))
                                           .toHex()
                                           .append(kind == 0 ? someBytes(2, true) : QByteArray()));
            }
            resource.etag = someBytes(random.bounded(30), kind == 1);
            resource.lastModified = someBytes(random.bounded(30), kind == 2);
            resource.type = random.bounded(2) ? QStringLiteral("text/plain") : QString();
            resource.fetched = QDateTime::fromMSecsSinceEpoch(i, QTimeZone::utc());
            QVERIFY(store.recordFetched(resource));
            written.insert(resource.url, resource);
        }
        QVERIFY(store.commit());
    }
    // Read as SQLite holds them, as the general way (bind(QString)) stores
    // the texts: NULL for none, else the text's UTF-8.
    const auto stored = [](const QString &text) {
        return text.isEmpty() ? QStringLiteral("null:")
                              : u"text:"_qs + QString::fromLatin1(text.toUtf8().toHex().toUpper());
    };
    {
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        database.setDatabaseName(path);
        QVERIFY(database.open());
        QSqlQuery query(database);
        QVERIFY(query.exec(QStringLiteral(
            "SELECT url, typeof(digests) || ':' || hex(digests), typeof(etag) || ':' || hex(etag),"
            " typeof(last_modified) || ':' || hex(last_modified) FROM resources")));
        int rows = 0;
        while (query.next()) {
            const StateResource &resource = written[query.value(0).toString()];
            QCOMPARE(query.value(1).toString(),
                     stored(MirrorStateStore::encodeHashes(resource.hashes)));
            QCOMPARE(query.value(2).toString(), stored(QString::fromLatin1(resource.etag)));
            QCOMPARE(query.value(3).toString(), stored(QString::fromLatin1(resource.lastModified)));
            ++rows;
        }
        QCOMPARE(rows, 600);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

QTEST_GUILESS_MAIN(tst_MirrorState)
