// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/sqlitestatement.h"
#include "store/sqlitestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using rsi::SqliteStore;

namespace {

constexpr qint32 testApplicationId = 0x52534954; // "RSIT"

// Version 1 makes a table, version 2 adds a column; each counts its runs.
struct CountingSchema
{
    int firstRuns = 0;
    int secondRuns = 0;
    bool failSecond = false;

    SqliteStore::Schema schema(int version = 2)
    {
        SqliteStore::Schema schema;
        schema.applicationId = testApplicationId;
        schema.migrations.append([this](QSqlDatabase &database) {
            ++firstRuns;
            return QSqlQuery(database).exec(
                QStringLiteral("CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)"));
        });
        if (version >= 2) {
            schema.migrations.append([this](QSqlDatabase &database) {
                ++secondRuns;
                if (!QSqlQuery(database).exec(
                        QStringLiteral("ALTER TABLE item ADD COLUMN size INTEGER")))
                    return false;
                return !failSecond;
            });
        }
        return schema;
    }
};

// How a row's name is stored: its type and its bytes, as SQLite has them.
QString storedName(SqliteStore &store, qint64 id)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT typeof(name), hex(name) FROM item WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return QStringLiteral("<no row>");
    return query.value(0).toString() + u':' + query.value(1).toString();
}

int rowCount(SqliteStore &store)
{
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM item")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

} // namespace

class tst_SqliteStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsAndMigratesOnce();
    void migratesAnOlderFile();
    void failedMigrationKeepsTheOldVersion();
    void refusesANewerFile();
    void refusesWhatIsNotOurs_data();
    void refusesWhatIsNotOurs();
    void refusesLinks_data();
    void refusesLinks();
    void transactionRollsBackUnlessCommitted();
    void existingOnlyAndReadOnly();
    void incrementalVacuumShrinksTheFile();
    void reclaimSpaceWithoutIncrementalVacuum();
    void immutableLeavesNoTrace();
    void statementBindsAndReads();
    void statementSharesTheConnection();
    void statementReportsErrors();
    void statementStoresBytesAsTheirText();
    void statementKeepsTextThroughARefusedBind();
    void keepsNoMemoryStatistics();

private:
    QTemporaryDir m_dir;
};

void tst_SqliteStore::createsAndMigratesOnce()
{
    const QString path = m_dir.filePath(QStringLiteral("new.sqlite"));
    CountingSchema counting;
    {
        SqliteStore store;
        QVERIFY2(store.open(path, counting.schema()), qPrintable(store.errorString()));
        QCOMPARE(store.versionFound(), 0);
        QVERIFY(store.exec(QStringLiteral("INSERT INTO item (name, size) VALUES ('a', 1)")));
        QVERIFY(store.sizeOnDisk() > 0);
    }
    SqliteStore again;
    QVERIFY2(again.open(path, counting.schema()), qPrintable(again.errorString()));
    QCOMPARE(again.versionFound(), 2);
    QCOMPARE(counting.firstRuns, 1);
    QCOMPARE(counting.secondRuns, 1);
    QCOMPARE(rowCount(again), 1);
}

void tst_SqliteStore::migratesAnOlderFile()
{
    const QString path = m_dir.filePath(QStringLiteral("older.sqlite"));
    CountingSchema counting;
    {
        SqliteStore store;
        QVERIFY(store.open(path, counting.schema(1)));
        QVERIFY(store.exec(QStringLiteral("INSERT INTO item (name) VALUES ('kept')")));
    }
    SqliteStore store;
    QVERIFY2(store.open(path, counting.schema(2)), qPrintable(store.errorString()));
    QCOMPARE(store.versionFound(), 1);
    QCOMPARE(counting.firstRuns, 1);
    QCOMPARE(counting.secondRuns, 1);
    QCOMPARE(rowCount(store), 1);
    QVERIFY(store.exec(QStringLiteral("UPDATE item SET size = 3"))); // the new column exists
}

void tst_SqliteStore::failedMigrationKeepsTheOldVersion()
{
    const QString path = m_dir.filePath(QStringLiteral("failing.sqlite"));
    CountingSchema counting;
    {
        SqliteStore store;
        QVERIFY(store.open(path, counting.schema(1)));
    }
    counting.failSecond = true;
    {
        SqliteStore store;
        QVERIFY(!store.open(path, counting.schema(2)));
        QVERIFY(!store.isOpen());
        QVERIFY2(store.errorString().contains(QStringLiteral("failing.sqlite")),
                 qPrintable(store.errorString()));
    }
    // The half-done step was rolled back: the column is not there, and the
    // step runs again (and succeeds) next time.
    counting.failSecond = false;
    SqliteStore store;
    QVERIFY2(store.open(path, counting.schema(2)), qPrintable(store.errorString()));
    QCOMPARE(store.versionFound(), 1);
    QCOMPARE(counting.secondRuns, 2);
}

void tst_SqliteStore::refusesANewerFile()
{
    const QString path = m_dir.filePath(QStringLiteral("newer.sqlite"));
    CountingSchema counting;
    {
        SqliteStore store;
        QVERIFY(store.open(path, counting.schema(2)));
    }
    SqliteStore store;
    QVERIFY(!store.open(path, counting.schema(1)));
    QVERIFY2(store.errorString().contains(QStringLiteral("newer version")),
             qPrintable(store.errorString()));
}

void tst_SqliteStore::refusesWhatIsNotOurs_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("expected");
    QTest::newRow("text") << QByteArray("this is not a database\n")
                          << QStringLiteral("not a database");
    QTest::newRow("truncated header")
        << QByteArray("SQLite format 3") << QStringLiteral("not a database");
    QTest::newRow("another program's database")
        << QByteArray() << QStringLiteral("another program");
}

void tst_SqliteStore::refusesWhatIsNotOurs()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath(QStringLiteral("foreign-%1.sqlite")
                                            .arg(QString::fromLatin1(QTest::currentDataTag()))
                                            .replace(u' ', u'-'));
    if (contents.isEmpty()) {
        SqliteStore::Schema other;
        other.applicationId = 0x12345678;
        other.migrations.append([](QSqlDatabase &database) {
            return QSqlQuery(database).exec(QStringLiteral("CREATE TABLE theirs (x)"));
        });
        SqliteStore theirs;
        QVERIFY(theirs.open(path, other));
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(contents);
    }
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(!store.open(path, counting.schema()));
    QVERIFY2(store.errorString().contains(expected), qPrintable(store.errorString()));
    QCOMPARE(counting.firstRuns, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before); // left as it was
}

void tst_SqliteStore::refusesLinks_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("the database") << QString();
    QTest::newRow("its journal") << QStringLiteral("-journal");
    QTest::newRow("its write-ahead log") << QStringLiteral("-wal");
    QTest::newRow("its shared memory") << QStringLiteral("-shm");
}

void tst_SqliteStore::refusesLinks()
{
    QFETCH(QString, suffix);
    const QString path
        = m_dir.filePath(QStringLiteral("linked%1.sqlite").arg(QString(suffix).remove(u'-')));
    const QString target = m_dir.filePath(QStringLiteral("outside-%1").arg(suffix));
    QVERIFY(QFile::link(target, path + suffix));
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(!store.open(path, counting.schema()));
    QVERIFY2(store.errorString().contains(QStringLiteral("symbolic link")),
             qPrintable(store.errorString()));
    QVERIFY(!QFile::exists(target)); // nothing was written through it
}

void tst_SqliteStore::transactionRollsBackUnlessCommitted()
{
    const QString path = m_dir.filePath(QStringLiteral("transactions.sqlite"));
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(store.open(path, counting.schema()));
    {
        SqliteStore::Transaction transaction(store);
        QVERIFY(transaction.isActive());
        QVERIFY(store.exec(QStringLiteral("INSERT INTO item (name) VALUES ('dropped')")));
    }
    QCOMPARE(rowCount(store), 0);
    {
        SqliteStore::Transaction transaction(store);
        QVERIFY(store.exec(QStringLiteral("INSERT INTO item (name) VALUES ('kept')")));
        QVERIFY(transaction.commit());
    }
    QCOMPARE(rowCount(store), 1);
    QVERIFY(!store.exec(QStringLiteral("INSERT INTO nowhere VALUES (1)")));
    QVERIFY2(store.errorString().contains(QStringLiteral("nowhere")),
             qPrintable(store.errorString()));
}

void tst_SqliteStore::existingOnlyAndReadOnly()
{
    CountingSchema counting;
    const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
    SqliteStore store;
    QVERIFY(!store.open(missing, counting.schema(), SqliteStore::OpenMode::ExistingOnly));
    QVERIFY(!QFile::exists(missing));
    QVERIFY(!store.open(missing, counting.schema(), SqliteStore::OpenMode::ReadOnly));
    QVERIFY(!QFile::exists(missing));

    const QString path = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        SqliteStore writer;
        QVERIFY(writer.open(path, counting.schema()));
        QVERIFY(writer.exec(QStringLiteral("INSERT INTO item (name) VALUES ('a')")));
    }
    QVERIFY2(store.open(path, counting.schema(), SqliteStore::OpenMode::ReadOnly),
             qPrintable(store.errorString()));
    QCOMPARE(rowCount(store), 1);
    QVERIFY(!store.exec(QStringLiteral("INSERT INTO item (name) VALUES ('b')")));
}

namespace {

QVariant pragmaValue(SqliteStore &store, const char *pragma)
{
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("PRAGMA %1").arg(QLatin1StringView(pragma))) || !query.next())
        return {};
    return query.value(0);
}

// A megabyte of rows that do not compress, then all of them deleted.
bool fillAndEmpty(SqliteStore &store)
{
    if (!store.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS blob (data BLOB)")))
        return false;
    for (int i = 0; i < 64; ++i) {
        if (!store.exec(QStringLiteral("INSERT INTO blob VALUES (randomblob(16384))")))
            return false;
    }
    return store.exec(QStringLiteral("DELETE FROM blob"));
}

} // namespace

void tst_SqliteStore::incrementalVacuumShrinksTheFile()
{
    CountingSchema counting;
    SqliteStore::Schema schema = counting.schema();
    schema.incrementalVacuum = true;
    const QString path = m_dir.filePath(QStringLiteral("vacuum.sqlite"));
    SqliteStore store;
    QVERIFY2(store.open(path, schema), qPrintable(store.errorString()));
    QCOMPARE(pragmaValue(store, "auto_vacuum").toInt(), 2); // incremental
    QCOMPARE(pragmaValue(store, "journal_mode").toString(), QStringLiteral("wal"));
    QVERIFY(fillAndEmpty(store));
    QVERIFY(pragmaValue(store, "freelist_count").toInt() > 200);
    QVERIFY(store.sizeOnDisk() > 1'000'000);
    QVERIFY2(store.reclaimSpace(), qPrintable(store.errorString()));
    QCOMPARE(pragmaValue(store, "freelist_count").toInt(), 0);
    QVERIFY2(store.sizeOnDisk() < 100'000, qPrintable(QString::number(store.sizeOnDisk())));
    QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).size(), 0);
    // Nothing to free: still fine.
    QVERIFY(store.reclaimSpace());
    store.close();

    // Only a file created with it: an existing file keeps its mode.
    const QString plain = m_dir.filePath(QStringLiteral("plain.sqlite"));
    {
        SqliteStore first;
        QVERIFY(first.open(plain, counting.schema()));
        QCOMPARE(pragmaValue(first, "auto_vacuum").toInt(), 0);
    }
    QVERIFY(store.open(plain, schema));
    QCOMPARE(pragmaValue(store, "auto_vacuum").toInt(), 0);
}

void tst_SqliteStore::reclaimSpaceWithoutIncrementalVacuum()
{
    CountingSchema counting;
    const QString path = m_dir.filePath(QStringLiteral("novacuum.sqlite"));
    SqliteStore store;
    QVERIFY(store.open(path, counting.schema()));
    QVERIFY(fillAndEmpty(store));
    const int freePages = pragmaValue(store, "freelist_count").toInt();
    QVERIFY(freePages > 200);
    // The log is folded into the file; the free pages stay for later rows.
    QVERIFY2(store.reclaimSpace(), qPrintable(store.errorString()));
    QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).size(), 0);
    QCOMPARE(pragmaValue(store, "freelist_count").toInt(), freePages);
}

// Reading a database its writer closed leaves nothing beside it (a
// read-only connection would make its write-ahead log and index); one being
// written is refused rather than read without what its log holds.
void tst_SqliteStore::immutableLeavesNoTrace()
{
    CountingSchema counting;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quiet dir/db.sqlite"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("quiet dir"))));
    {
        SqliteStore writer;
        QVERIFY(writer.open(path, counting.schema()));
        QVERIFY(writer.exec(QStringLiteral("INSERT INTO item (name) VALUES ('a')")));
    }
    const QStringList before = QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files);
    QCOMPARE(before, QStringList {QStringLiteral("db.sqlite")});
    {
        SqliteStore reader;
        QVERIFY2(reader.open(path, counting.schema(), SqliteStore::OpenMode::Immutable),
                 qPrintable(reader.errorString()));
        QCOMPARE(rowCount(reader), 1);
        QVERIFY(!reader.exec(QStringLiteral("INSERT INTO item (name) VALUES ('b')")));
        QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files), before);
    }
    QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files), before);
    // A writer is at work: its log is there.
    SqliteStore writer;
    QVERIFY(writer.open(path, counting.schema()));
    QVERIFY(writer.exec(QStringLiteral("INSERT INTO item (name) VALUES ('c')")));
    SqliteStore reader;
    QVERIFY(!reader.open(path, counting.schema(), SqliteStore::OpenMode::Immutable));
    QVERIFY2(reader.errorString().contains(QStringLiteral("write-ahead log")),
             qPrintable(reader.errorString()));
}

void tst_SqliteStore::statementBindsAndReads()
{
    CountingSchema counting;
    SqliteStore store;
    QVERIFY2(store.open(m_dir.filePath(QStringLiteral("statement.sqlite")), counting.schema()),
             qPrintable(store.errorString()));
    rsi::SqliteStatement insert;
    QVERIFY2(insert.prepare(store, "INSERT INTO item (id, name, size) VALUES (?, ?, ?)"),
             qPrintable(insert.errorString()));
    // Text beyond Latin-1 and beyond the BMP, an empty text (not NULL), NULL.
    const QString names[] = {QStringLiteral("Grüße ✓ \U0001F600"), QStringLiteral(""), QString()};
    for (int i = 0; i < 3; ++i) {
        insert.bind(0, qint64(i + 1));
        insert.bind(1, names[i]);
        if (i == 2)
            insert.bindNull(2);
        else
            insert.bind(2, qint64(1) << 40);
        QVERIFY2(insert.exec(), qPrintable(insert.errorString()));
    }
    rsi::SqliteStatement select;
    QVERIFY(select.prepare(store, "SELECT name, size FROM item WHERE id = ?"));
    for (int i = 0; i < 3; ++i) {
        select.bind(0, qint64(i + 1));
        QCOMPARE(select.step(), rsi::SqliteStatement::Step::Row);
        QCOMPARE(select.text(0), names[i]);
        QCOMPARE(select.text(0).isNull(), names[i].isNull());
        QCOMPARE(select.isNull(1), i == 2);
        if (i != 2)
            QCOMPARE(select.integer(1), qint64(1) << 40);
        QCOMPARE(select.step(), rsi::SqliteStatement::Step::Done);
        select.reset();
    }
    // Qt SQL reads what the statement wrote, on the same connection.
    QSqlQuery query(store.database());
    QVERIFY(query.exec(QStringLiteral("SELECT name FROM item WHERE id = 1")) && query.next());
    QCOMPARE(query.value(0).toString(), names[0]);

    // Text that is not valid UTF-16 is stored as UTF-8 can hold it: a lone
    // surrogate, even the last character, becomes U+FFFD (never dropped: the
    // text stays apart from the one without it); an embedded NUL is kept.
    const QChar nul(u'\0');
    const std::pair<QString, QString> odd[] = {
        {u"end"_qs + QChar(0xD800), u"end\uFFFD"_qs},
        {QChar(0xDC00) + u"start"_qs, u"\uFFFDstart"_qs},
        {u"a"_qs + nul + u"b"_qs, u"a"_qs + nul + u"b"_qs},
    };
    qint64 id = 10;
    for (const auto &[written, read] : odd) {
        insert.bind(0, id);
        insert.bind(1, written);
        insert.bind(2, qint64(0));
        QVERIFY2(insert.exec(), qPrintable(insert.errorString()));
        select.bind(0, id++);
        QCOMPARE(select.step(), rsi::SqliteStatement::Step::Row);
        QCOMPARE(select.text(0), read);
        select.reset();
    }
}

void tst_SqliteStore::statementSharesTheConnection()
{
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(store.open(m_dir.filePath(QStringLiteral("shared.sqlite")), counting.schema()));
    rsi::SqliteStatement insert;
    QVERIFY(insert.prepare(store, "INSERT INTO item (name) VALUES (?)"));
    {
        // Written inside a transaction Qt SQL's side began: rolled back with it.
        SqliteStore::Transaction transaction(store);
        QVERIFY(transaction.isActive());
        insert.bind(0, QStringLiteral("gone"));
        QVERIFY(insert.exec());
        QCOMPARE(rowCount(store), 1);
    }
    QCOMPARE(rowCount(store), 0);
    insert.finalize();
    store.close(); // no statement left open: the connection closes
    QVERIFY(!store.isOpen());
    QCOMPARE(store.handle(), nullptr);
}

void tst_SqliteStore::statementReportsErrors()
{
    CountingSchema counting;
    SqliteStore store;
    rsi::SqliteStatement statement;
    // Not open: refused, with a reason, and usable afterwards without harm.
    QVERIFY(!statement.prepare(store, "SELECT 1"));
    QVERIFY(!statement.errorString().isEmpty());
    QCOMPARE(statement.step(), rsi::SqliteStatement::Step::Error);
    QVERIFY(store.open(m_dir.filePath(QStringLiteral("errors.sqlite")), counting.schema()));
    QVERIFY(!statement.prepare(store, "SELECT name FROM nowhere"));
    QVERIFY2(statement.errorString().contains(QStringLiteral("nowhere")),
             qPrintable(statement.errorString()));
    QVERIFY(statement.prepare(store, "INSERT INTO item (id, name) VALUES (?, ?)"));
    statement.bind(0, qint64(7));
    statement.bind(1, QStringLiteral("first"));
    QVERIFY(statement.exec());
    statement.bind(0, qint64(7));
    statement.bind(1, QStringLiteral("again"));
    QVERIFY(!statement.exec());
    QVERIFY2(statement.errorString().contains(QStringLiteral("UNIQUE")),
             qPrintable(statement.errorString()));
    // The failed run left the statement ready for the next.
    statement.bind(0, qint64(8));
    statement.bind(1, QStringLiteral("second"));
    QVERIFY2(statement.exec(), qPrintable(statement.errorString()));
    QCOMPARE(rowCount(store), 2);
}

void tst_SqliteStore::statementStoresBytesAsTheirText()
{
    // bindLatin1() and bindUtf8() store exactly what bind() stores of the
    // text they stand for: same type, same bytes. Many texts, long and
    // short, through one statement, so that its buffers grow and are
    // reused.
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(store.open(m_dir.filePath(QStringLiteral("bytes.sqlite")), counting.schema()));
    rsi::SqliteStatement insert;
    QVERIFY(insert.prepare(store, "INSERT INTO item (id, name, size) VALUES (?, ?, ?)"));
    QRandomGenerator random(20240501);
    const auto latin1Text = [&random] {
        QByteArray bytes;
        const int length = random.bounded(4) == 0 ? random.bounded(400) : random.bounded(40);
        for (int i = 0; i < length; ++i) {
            const int kind = random.bounded(10);
            bytes.append(kind == 0       ? char(0x80 + random.bounded(0x80))
                             : kind == 1 ? char(random.bounded(0x20))
                                         : char(0x20 + random.bounded(0x5F)));
        }
        return bytes;
    };
    const auto unicodeText = [&random] {
        QString text;
        const int length = random.bounded(4) == 0 ? random.bounded(300) : random.bounded(30);
        for (int i = 0; i < length; ++i) {
            const int kind = random.bounded(8);
            char32_t c = kind == 0 ? char32_t(0x10000 + random.bounded(0xFFFF))
                : kind == 1        ? char32_t(0x80 + random.bounded(0x780))
                : kind == 2        ? char32_t(0x800 + random.bounded(0xD000))
                                   : char32_t(0x20 + random.bounded(0x5F));
            text.append(QString::fromUcs4(&c, 1));
        }
        return text;
    };
    // Stores a row with each way of binding; what SQLite holds of each.
    qint64 id = 1;
    const auto storedBoth = [&](const auto &bindFast, const auto &bindGeneral) {
        std::pair<QString, QString> stored;
        for (QString *name : {&stored.first, &stored.second}) {
            insert.bind(0, id);
            if (name == &stored.first)
                bindFast();
            else
                bindGeneral();
            insert.bind(2, qint64(0));
            *name = insert.exec() ? storedName(store, id) : insert.errorString();
            ++id;
        }
        return stored;
    };
    QList<QByteArray> bytes = {QByteArray(), QByteArray(""), QByteArray("\xff\x80\x7f\x00a", 5)};
    for (int i = 0; i < 500; ++i)
        bytes.append(latin1Text());
    for (const QByteArray &latin1 : std::as_const(bytes)) {
        const auto [fast, general]
            = storedBoth([&] { insert.bindLatin1(1, latin1); },
                         [&] { insert.bind(1, QString::fromLatin1(latin1)); });
        QVERIFY2(fast == general,
                 qPrintable(QString::fromLatin1(latin1.toHex()) + u": " + fast + u" against "
                            + general));
    }
    QList<QString> texts = {QString(), QStringLiteral(""), QStringLiteral("Grüße ✓ \U0001F600")};
    for (int i = 0; i < 500; ++i)
        texts.append(unicodeText());
    for (const QString &text : std::as_const(texts)) {
        const QByteArray utf8 = text.toUtf8();
        const auto [fast, general]
            = storedBoth([&] { insert.bindUtf8(1, utf8); }, [&] { insert.bind(1, text); });
        QVERIFY2(fast == general, qPrintable(text + u": " + fast + u" against " + general));
    }
    // NULL for a null view, text for an empty one.
    QCOMPARE(storedName(store, 1), u"null:");
    QCOMPARE(storedName(store, 3), u"text:");
}

void tst_SqliteStore::statementKeepsTextThroughARefusedBind()
{
    // SQLite reads bound text where the statement keeps it. A bind between
    // step() and reset() is refused, by SQLite and here: the row being read
    // keeps its value.
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(store.open(m_dir.filePath(QStringLiteral("refused.sqlite")), counting.schema()));
    rsi::SqliteStatement select;
    QVERIFY(select.prepare(store, "SELECT ?, ?"));
    select.bind(0, QStringLiteral("first text"));
    select.bindLatin1(1, "first bytes");
    QCOMPARE(select.step(), rsi::SqliteStatement::Step::Row);
    select.bind(
        0,
        QString(QStringLiteral("second, and longer than the first by far: ") + QString(200, u'x')));
    select.bindUtf8(1, "second");
    QCOMPARE(select.text(0), u"first text");
    QCOMPARE(select.text(1), u"first bytes");
    QCOMPARE(select.step(), rsi::SqliteStatement::Step::Done);
    // Refused after the last row too, until reset().
    select.bind(0, QStringLiteral("third"));
    select.reset();
    select.bind(0, QStringLiteral("fourth"));
    select.bindNull(1);
    QCOMPARE(select.step(), rsi::SqliteStatement::Step::Row);
    QCOMPARE(select.text(0), u"fourth");
    QVERIFY(select.isNull(1));
    select.reset();
    // reset() clears the bindings: unbound parameters are NULL.
    QCOMPARE(select.step(), rsi::SqliteStatement::Step::Row);
    QVERIFY(select.isNull(0));
    select.reset();
}

void tst_SqliteStore::keepsNoMemoryStatistics()
{
    // SQLite's count of its own memory, a global lock around each of its
    // allocations, is turned off before the first connection opens.
    CountingSchema counting;
    SqliteStore store;
    QVERIFY(store.open(m_dir.filePath(QStringLiteral("statistics.sqlite")), counting.schema()));
    rsi::SqliteStatement insert;
    QVERIFY(insert.prepare(store, "INSERT INTO item (name) VALUES (?)"));
    for (int i = 0; i < 10; ++i) {
        insert.bind(0, QString(100, u'x'));
        QVERIFY(insert.exec());
    }
    QCOMPARE(sqlite3_memory_used(), sqlite3_int64(0));
}

QTEST_GUILESS_MAIN(tst_SqliteStore)
#include "tst_sqlitestore.moc"
