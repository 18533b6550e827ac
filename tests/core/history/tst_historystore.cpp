// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/findingcodec.h"
#include "history/historyschema.h"
#include "history/historystore.h"
#include "support/historyfixtures.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

using rsi::Finding;
using rsi::HistoryStore;
using rsi::RunDocument;
using rsi::RunRecord;
using rsi::Severity;

namespace {

const QString source = QStringLiteral("https://example.org/.well-known/resourcesync");
const QDateTime noon = QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC);

RunRecord smallRun(const QDateTime &started, int extraEntries = 0)
{
    RunRecord run = rsi::test::run(
        source, started,
        {rsi::test::runDocument(source, QStringLiteral("description"),
                                {{QStringLiteral("https://example.org/capabilitylist.xml")}}),
         rsi::test::runDocument(QStringLiteral("https://example.org/resourcelist.xml"),
                                QStringLiteral("resourcelist"),
                                rsi::test::numberedEntries(QStringLiteral("https://example.org/r/"),
                                                           0, 3 + extraEntries))},
        {rsi::test::finding(QStringLiteral("RL-005"),
                            QStringLiteral("https://example.org/resourcelist.xml"), 5, 3),
         rsi::test::finding(QStringLiteral("SD-002"), source, 3, 3, QStringLiteral("no link"),
                            Severity::Warning)});
    run.input = QStringLiteral("https://example.org/");
    run.options.insert(QStringLiteral("strict"), true);
    return run;
}

// A run whose entries do not compress: random URLs, about `bytes` of them.
RunRecord bulkyRun(const QDateTime &started, qint64 bytes)
{
    QList<rsi::test::EntrySpec> entries;
    QRandomGenerator random(quint32(started.toSecsSinceEpoch()));
    for (qint64 size = 0; size < bytes; size += 40) {
        entries.append({QStringLiteral("https://example.org/%1")
                            .arg(random.generate64(), 16, 16, QLatin1Char('0'))});
    }
    return rsi::test::run(source, started,
                          {rsi::test::runDocument(QStringLiteral("https://example.org/big.xml"),
                                                  QStringLiteral("resourcelist"), entries)});
}

qint64 countRows(const QString &path, const QString &table)
{
    rsi::SqliteStore raw;
    if (!raw.open(path, rsi::historySchema(), rsi::SqliteStore::OpenMode::ReadOnly))
        return -1;
    QSqlQuery query(raw.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM %1").arg(table)) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

// The child of killDuringSaveKeepsThePreviousRuns: saves a run large enough
// that SQLite writes part of it to the write-ahead log, then stops in the
// middle of the transaction, says so and waits to be killed.
int childSave(const QString &path)
{
    HistoryStore store;
    if (!store.open(path))
        return 3;
    RunRecord run = bulkyRun(noon.addDays(2), 600'000);
    for (int copy = 0; copy < 40; ++copy) {
        RunDocument document = run.documents.constFirst();
        document.url += QString::number(copy);
        run.documents.append(document);
    }
    store.save(run, [](qsizetype done, qsizetype) {
        if (done == 30) {
            std::fputs("saving\n", stdout);
            std::fflush(stdout);
            for (;;)
                QThread::sleep(1);
        }
        return true;
    });
    return 4; // never reached: killed first
}

} // namespace

class tst_HistoryStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void savesAndLoadsARun();
    void listsRunsNewestFirstBySource();
    void latestAndPrevious();
    void deletesARunWithItsDocuments();
    void prunesTheOldestRunsToTheCap();
    void migratesAVersionOneHistory();
    void killDuringSaveKeepsThePreviousRuns();
    void canceledSaveLeavesNothing();
    void damagedBlobsAreReportedNotTrusted();
    void refusesFilesItCannotUse();
    void defaultPathIsTheApplicationsDataFolder();

private:
    QTemporaryDir m_dir;
};

void tst_HistoryStore::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_HistoryStore::savesAndLoadsARun()
{
    const QString path = m_dir.filePath(QStringLiteral("save.sqlite"));
    HistoryStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    QCOMPARE(store.versionFound(), 0);
    RunRecord run = smallRun(noon);
    run.documents[1].status = 404;
    run.documents[1].etag = QStringLiteral("\"v1\"");
    run.documents[1].lastModified = QStringLiteral("Sun, 22 Nov 2026 10:00:00 GMT");
    run.documents[1].digest = QStringLiteral("00112233aabbccdd");
    run.summary.insert(QStringLiteral("same"), 4);
    run.complete = false;
    QList<qsizetype> progress;
    const qint64 id = store.save(run, [&](qsizetype done, qsizetype total) {
        progress.append(done);
        return total == 2;
    });
    QVERIFY2(id > 0, qPrintable(store.errorString()));
    QCOMPARE(progress, (QList<qsizetype> {0, 1, 2}));

    const std::optional<RunRecord> loaded = store.load(id);
    QVERIFY2(loaded, qPrintable(store.errorString()));
    QCOMPARE(loaded->id, id);
    QCOMPARE(loaded->kind, rsi::RunKind::Crawl);
    QCOMPARE(loaded->input, run.input);
    QCOMPARE(loaded->source, source);
    QCOMPARE(loaded->started, run.started);
    QCOMPARE(loaded->finished, run.finished);
    QCOMPARE(loaded->toolVersion, QStringLiteral(RSI_VERSION));
    QCOMPARE(loaded->specVersion, QStringLiteral("1.1"));
    QCOMPARE(loaded->options, run.options);
    QCOMPARE(loaded->summary, run.summary);
    QCOMPARE(loaded->complete, false);
    QCOMPARE(loaded->findings, run.findings);
    QCOMPARE(loaded->documents.size(), 2);
    const RunDocument &document = loaded->documents.at(1);
    QCOMPARE(document.url, QStringLiteral("https://example.org/resourcelist.xml"));
    QCOMPARE(document.capability, QStringLiteral("resourcelist"));
    QCOMPARE(document.root, QStringLiteral("urlset"));
    QCOMPARE(document.entries, 3);
    QCOMPARE(document.status, 404);
    QCOMPARE(document.bytes, run.documents.at(1).bytes);
    QCOMPARE(document.etag, QStringLiteral("\"v1\""));
    QCOMPARE(document.lastModified, QStringLiteral("Sun, 22 Nov 2026 10:00:00 GMT"));
    QCOMPARE(document.digest, QStringLiteral("00112233aabbccdd"));
    QCOMPARE(document.counts.errors, 1);
    QCOMPARE(document.type(), rsi::DocumentType::ResourceList);
    QVERIFY(document.entryBlob.isEmpty()); // read on demand
    QCOMPARE(document.entryFingerprint, run.documents.at(1).entryFingerprint);
    QVERIFY(!loaded->documents.at(0).status.has_value() || loaded->documents.at(0).status == 200);

    const std::optional<rsi::EntryDigests> entries = store.entries(id, 1);
    QVERIFY2(entries, qPrintable(store.errorString()));
    QCOMPARE(entries->size(), 3);
    QCOMPARE(entries->url(2), QByteArrayView("https://example.org/r/2"));
    QCOMPARE(entries->fingerprint(), *run.documents.at(1).entryFingerprint);
    QVERIFY(!store.entries(id, 7));
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(!store.load(id + 1));
    QVERIFY(store.errorString().contains(QStringLiteral("no run %1").arg(id + 1)));
}

void tst_HistoryStore::listsRunsNewestFirstBySource()
{
    const QString path = m_dir.filePath(QStringLiteral("list.sqlite"));
    HistoryStore store;
    QVERIFY(store.open(path));
    QCOMPARE(store.save(smallRun(noon.addSecs(60))), 1);
    QCOMPARE(store.save(smallRun(noon)), 2); // saved later, crawled earlier
    RunRecord other = smallRun(noon.addSecs(30));
    other.source = QStringLiteral("https://other.example/.well-known/resourcesync");
    other.input = QStringLiteral("/data/other");
    other.kind = rsi::RunKind::Mirror;
    other.summary.insert(QStringLiteral("create"), 3);
    QCOMPARE(store.save(other), 3);

    const QList<rsi::RunListing> all = store.runs();
    QCOMPARE(all.size(), 3);
    QCOMPARE(all.at(0).id, 1);
    QCOMPARE(all.at(1).id, 3);
    QCOMPARE(all.at(2).id, 2);
    QCOMPARE(all.at(0).documents, 2);
    QCOMPARE(all.at(0).entries, 4);
    QCOMPARE(all.at(0).counts.errors, 1);
    QCOMPARE(all.at(0).counts.warnings, 1);
    QVERIFY(all.at(0).storedBytes > 0);
    QCOMPARE(all.at(1).kind, rsi::RunKind::Mirror);
    QCOMPARE(all.at(1).summary.value(QStringLiteral("create")).toInt(), 3);

    QCOMPARE(store.runs(source).size(), 2);
    QCOMPARE(store.runs(QStringLiteral("https://example.org/")).size(), 2); // the input
    QCOMPARE(store.runs(QStringLiteral("/data/other")).size(), 1);
    QCOMPARE(store.runs(QStringLiteral("https://nowhere.example/")).size(), 0);
    QCOMPARE(
        store.sources(),
        (QStringList {source, QStringLiteral("https://other.example/.well-known/resourcesync")}));
}

void tst_HistoryStore::latestAndPrevious()
{
    HistoryStore store;
    QVERIFY(store.open(m_dir.filePath(QStringLiteral("list.sqlite"))));
    QCOMPARE(store.runOf(source), 1);
    QCOMPARE(store.runOf(source, 1), 2);
    QCOMPARE(store.runOf(source, 2), 0);
    QCOMPARE(store.runOf(QStringLiteral("/data/other")), 3);
    QCOMPARE(store.runOf(QStringLiteral("https://nowhere.example/")), 0);
}

void tst_HistoryStore::deletesARunWithItsDocuments()
{
    const QString path = m_dir.filePath(QStringLiteral("delete.sqlite"));
    {
        HistoryStore store;
        QVERIFY(store.open(path));
        QCOMPARE(store.save(smallRun(noon)), 1);
        QCOMPARE(store.save(smallRun(noon.addSecs(1))), 2);
        QVERIFY2(store.remove(1), qPrintable(store.errorString()));
        QVERIFY(!store.remove(1));
        QVERIFY(store.errorString().contains(QStringLiteral("no run 1")));
        QCOMPARE(store.runs().size(), 1);
        // Ids are never given twice, so that "run 1" keeps meaning the deleted one.
        QCOMPARE(store.save(smallRun(noon.addSecs(2))), 3);
    }
    QCOMPARE(countRows(path, QStringLiteral("document")), 4);
    QCOMPARE(countRows(path, QStringLiteral("entry_set")), 4);
}

void tst_HistoryStore::prunesTheOldestRunsToTheCap()
{
    const QString path = m_dir.filePath(QStringLiteral("prune.sqlite"));
    HistoryStore store;
    QVERIFY(store.open(path));
    // Ten runs of about 300 KB each (30,000 random URLs).
    for (int i = 0; i < 10; ++i)
        QVERIFY(store.save(bulkyRun(noon.addSecs(i), 1'200'000)) > 0);
    QVERIFY2(store.sizeOnDisk() > 2'000'000, qPrintable(QString::number(store.sizeOnDisk())));
    // Nothing to do under the cap.
    QVERIFY(store.prune(100'000'000).isEmpty());
    QVERIFY(store.errorString().isEmpty());
    QCOMPARE(store.runs().size(), 10);

    const qint64 cap = 1'000'000;
    const QList<qint64> deleted = store.prune(cap, 1); // keep the oldest, whatever happens
    QVERIFY2(store.errorString().isEmpty(), qPrintable(store.errorString()));
    QVERIFY(!deleted.isEmpty());
    QVERIFY(!deleted.contains(1));
    QVERIFY2(store.sizeOnDisk() <= cap, qPrintable(QString::number(store.sizeOnDisk())));
    QVERIFY2(QFileInfo(path).size() <= cap, "the file itself shrank");
    const QList<rsi::RunListing> left = store.runs();
    QCOMPARE(left.size() + deleted.size(), 10);
    // Oldest first: what is left is run 1 and the newest runs.
    QList<qint64> ids;
    for (const rsi::RunListing &run : left)
        ids.append(run.id);
    QCOMPARE(ids.constLast(), 1);
    QCOMPARE(ids.constFirst(), 10);
    for (const qint64 id : deleted)
        QVERIFY(id < ids.at(ids.size() - 2));
    // The history still works.
    QVERIFY(store.save(smallRun(noon.addSecs(100))) > 0);
    QVERIFY(store.load(10));
}

void tst_HistoryStore::migratesAVersionOneHistory()
{
    // A history written by the first schema: runs and documents, no entries.
    const QString path = m_dir.filePath(QStringLiteral("version1.sqlite"));
    {
        rsi::SqliteStore old;
        QVERIFY2(old.open(path, rsi::historySchema(1)), qPrintable(old.errorString()));
        QSqlQuery insert(old.database());
        QVERIFY(insert.exec(
            QStringView(
                u"INSERT INTO run (kind, input, source, started, finished, tool_version, "
                u"spec_version, options, complete, documents, entries, errors, warnings, infos, "
                u"summary, findings, stored_bytes) VALUES ('crawl', 'https://example.org/', "
                u"'https://example.org/.well-known/resourcesync', '2026-10-01T08:00:00.000Z', "
                u"'2026-10-01T08:00:05.000Z', '0.0.9', '1.1', '{}', 1, 1, 3, 0, 0, 0, NULL, X'")
                .toString()
            + QString::fromLatin1(rsi::encodeFindings({}).toHex()) + QStringLiteral("', 100)")));
        QVERIFY(insert.exec(QStringLiteral(
            "INSERT INTO document (run_id, position, url, parent_url, capability, root, "
            "entries, status, bytes, content_type, etag, last_modified, digest, loaded, "
            "not_modified, error, errors, warnings, infos) VALUES (1, 0, "
            "'https://example.org/resourcelist.xml', '', 'resourcelist', 'urlset', 3, 200, "
            "400, 'application/xml', '', '', '', 1, 0, '', 0, 0, 0)")));
    }
    HistoryStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    QCOMPARE(store.versionFound(), 1);
    const QList<rsi::RunListing> runs = store.runs();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.at(0).entries, 3);
    const std::optional<RunRecord> old = store.load(1);
    QVERIFY2(old, qPrintable(store.errorString()));
    QCOMPARE(old->toolVersion, QStringLiteral("0.0.9"));
    QCOMPARE(old->documents.size(), 1);
    QVERIFY(!old->documents.at(0).entryFingerprint); // schema 1 kept no entries
    QVERIFY(!store.entries(1, 0));
    // New runs keep their entries.
    const qint64 id = store.save(smallRun(noon));
    QVERIFY(id > 1);
    QVERIFY(store.entries(id, 1));
    store.close();
    // Opened again, nothing more to migrate.
    QVERIFY(store.open(path));
    QCOMPARE(store.versionFound(), rsi::historySchemaVersion);
}

void tst_HistoryStore::killDuringSaveKeepsThePreviousRuns()
{
#ifndef Q_OS_UNIX
    QSKIP("SIGKILL is a Unix signal");
#else
    const QString path = m_dir.filePath(QStringLiteral("killed.sqlite"));
    {
        HistoryStore store;
        QVERIFY(store.open(path));
        QCOMPARE(store.save(smallRun(noon)), 1);
        QCOMPARE(store.save(smallRun(noon.addSecs(1), 2)), 2);
    }
    QProcess child;
    child.setProgram(QCoreApplication::applicationFilePath());
    child.setArguments({QStringLiteral("--child-save"), path});
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start();
    QVERIFY(child.waitForStarted());
    const auto reaper = qScopeGuard([&child] {
        child.kill();
        child.waitForFinished();
    });
    QByteArray said;
    QTRY_VERIFY_WITH_TIMEOUT((said += child.readAllStandardOutput()).contains("saving")
                                 || child.state() == QProcess::NotRunning,
                             60'000);
    QVERIFY2(child.state() == QProcess::Running, said.constData());
    // Half a run was written: the log holds pages of the open transaction.
    QVERIFY2(QFileInfo(path + QStringLiteral("-wal")).size() > 1'000'000,
             qPrintable(QString::number(QFileInfo(path + QStringLiteral("-wal")).size())));
    child.kill(); // SIGKILL: no destructor, no rollback
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    HistoryStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    const QList<rsi::RunListing> runs = store.runs();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs.at(0).id, 2);
    QCOMPARE(runs.at(0).entries, 6);
    QVERIFY(store.load(1));
    QVERIFY(store.entries(2, 1));
    store.close();
    QCOMPARE(countRows(path, QStringLiteral("document")), 4);
    {
        rsi::SqliteStore raw;
        QVERIFY(raw.open(path, rsi::historySchema()));
        QSqlQuery check(raw.database());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    }
    // And it takes new runs.
    QVERIFY(store.open(path));
    QCOMPARE(store.save(smallRun(noon.addSecs(5))), 3);
#endif
}

void tst_HistoryStore::canceledSaveLeavesNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("canceled.sqlite"));
    HistoryStore store;
    QVERIFY(store.open(path));
    QCOMPARE(store.save(smallRun(noon)), 1);
    QCOMPARE(
        store.save(smallRun(noon.addSecs(1)), [](qsizetype done, qsizetype) { return done < 1; }),
        0);
    QVERIFY(store.errorString().contains(QStringLiteral("canceled")));
    QCOMPARE(store.runs().size(), 1);
    QCOMPARE(countRows(path, QStringLiteral("document")), 2);
}

void tst_HistoryStore::damagedBlobsAreReportedNotTrusted()
{
    const QString path = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    {
        HistoryStore store;
        QVERIFY(store.open(path));
        QCOMPARE(store.save(smallRun(noon)), 1);
    }
    {
        rsi::SqliteStore raw;
        QVERIFY(raw.open(path, rsi::historySchema()));
        QSqlQuery damage(raw.database());
        QVERIFY(damage.exec(QStringLiteral("UPDATE run SET findings = X'0100000010789c'")));
        QVERIFY(damage.exec(
            QStringLiteral("UPDATE entry_set SET digests = X'01ffffffff' WHERE position = 1")));
    }
    HistoryStore store;
    QVERIFY(store.open(path));
    QVERIFY(!store.load(1));
    QVERIFY2(store.errorString().contains(QStringLiteral("Run 1 cannot be read")),
             qPrintable(store.errorString()));
    QVERIFY(!store.entries(1, 1));
    QVERIFY(store.errorString().contains(QStringLiteral("damaged")));
    QCOMPARE(store.runs().size(), 1); // the listing still works
}

void tst_HistoryStore::refusesFilesItCannotUse()
{
    const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(8192, 'x'));
    file.close();
    HistoryStore store;
    QVERIFY(!store.open(text));
    QVERIFY(store.errorString().contains(QStringLiteral("not a database")));
    QVERIFY(!store.open(m_dir.filePath(QStringLiteral("missing.sqlite")), true));
    QVERIFY(store.errorString().contains(QStringLiteral("does not exist")));
    // A file whose folder cannot be made.
    QVERIFY(!store.open(text + QStringLiteral("/history.sqlite")));
    QVERIFY(!store.errorString().isEmpty());
}

void tst_HistoryStore::defaultPathIsTheApplicationsDataFolder()
{
    const QString saved = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("ResourceSync Inspector"));
    QCoreApplication::setApplicationName(QStringLiteral("rsinspector-cli"));
    const QString fromCli = HistoryStore::defaultPath();
    QCoreApplication::setApplicationName(QStringLiteral("rsinspector"));
    const QString fromApp = HistoryStore::defaultPath();
    QCoreApplication::setApplicationName(saved);
    QCOMPARE(fromCli, fromApp);
    QVERIFY2(fromApp.endsWith(QStringLiteral("/ResourceSync Inspector/rsinspector/history.sqlite")),
             qPrintable(fromApp));
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--child-save") == 0)
        return childSave(QString::fromLocal8Bit(argv[2]));
    QStandardPaths::setTestModeEnabled(true);
    tst_HistoryStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_historystore.moc"
