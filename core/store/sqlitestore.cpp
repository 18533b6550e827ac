// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <atomic>
#include <sqlite3.h>

namespace rsi {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::SqliteStore)
};

const QString driverName = QStringLiteral("QSQLITE");

QString nextConnectionName()
{
    static std::atomic<quint64> counter {0};
    return QStringLiteral("rsi-store-%1").arg(++counter);
}

// No count of SQLite's memory: with it, every allocation SQLite makes (several
// per statement: Debian's SQLite has no lookaside memory) takes a global lock
// to update the counters, and nothing here reads them. Set before SQLite's
// first connection; it refuses later, and stays as it was.
void configureSqliteOnce()
{
    static const bool configured = [] {
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        return true;
    }();
    Q_UNUSED(configured)
}

QString describe(const QSqlError &error)
{
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.trimmed();
}

} // namespace

SqliteStore::SqliteStore() = default;

SqliteStore::~SqliteStore()
{
    close();
}

QStringList SqliteStore::companionPaths(const QString &path)
{
    return {path, path + QStringLiteral("-journal"), path + QStringLiteral("-wal"),
            path + QStringLiteral("-shm")};
}

bool SqliteStore::open(const QString &path, const Schema &schema, OpenMode mode)
{
    close();
    m_error.clear();
    m_versionFound = 0;
    const QString native = QDir::toNativeSeparators(path);
    if (!QSqlDatabase::isDriverAvailable(driverName)) {
        m_error = Tr::tr("%1 cannot be opened: Qt's SQLite driver is not installed (on Debian, "
                         "the package libqt6sql6-sqlite).")
                      .arg(native);
        return false;
    }
    // A link in the place of the file or of its journal would make SQLite
    // write wherever it points.
    for (const QString &companion : companionPaths(path)) {
        if (QFileInfo(companion).isSymLink()) {
            m_error = Tr::tr("%1 is a symbolic link; the database is not opened through a link.")
                          .arg(QDir::toNativeSeparators(companion));
            return false;
        }
    }
    const QFileInfo file(path);
    if (file.exists() && !file.isFile()) {
        m_error = Tr::tr("%1 is not a file.").arg(native);
        return false;
    }
    if (mode != OpenMode::CreateIfMissing && !file.exists()) {
        m_error = Tr::tr("%1 does not exist.").arg(native);
        return false;
    }

    if (mode == OpenMode::Immutable && QFileInfo::exists(path + QStringLiteral("-wal"))
        && QFileInfo(path + QStringLiteral("-wal")).size() > 0) {
        m_error = Tr::tr("%1 is being written (its write-ahead log is there): it cannot be read "
                         "as it stands.")
                      .arg(native);
        return false;
    }

    configureSqliteOnce();
    m_connectionName = nextConnectionName();
    m_database = QSqlDatabase::addDatabase(driverName, m_connectionName);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
    if (mode == OpenMode::Immutable) {
        m_database.setDatabaseName(
            QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
            + QStringLiteral("?immutable=1"));
        options += QStringLiteral(";QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI");
    } else {
        m_database.setDatabaseName(path);
    }
    if (mode == OpenMode::ReadOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    m_database.setConnectOptions(options);
    m_path = path;
    if (!m_database.open()) {
        const QString why = describe(m_database.lastError());
        close();
        m_error = Tr::tr("%1 cannot be opened: %2").arg(native, why);
        return false;
    }

    // The first read tells an SQLite file from anything else.
    QVariant applicationId;
    QVariant version;
    QVariant tables;
    if (!pragma(QStringLiteral("PRAGMA application_id"), &applicationId)
        || !pragma(QStringLiteral("PRAGMA user_version"), &version)
        || !pragma(QStringLiteral("SELECT count(*) FROM sqlite_master"), &tables)) {
        const QString why = m_error;
        close();
        m_error = Tr::tr("%1 is not a database this program can read: %2").arg(native, why);
        return false;
    }
    const bool empty = tables.toInt() == 0 && version.toInt() == 0;
    if (applicationId.toInt() != schema.applicationId && !(empty && applicationId.toInt() == 0)) {
        close();
        m_error = Tr::tr("%1 is a database of another program; it is left alone.").arg(native);
        return false;
    }
    m_versionFound = version.toInt();
    if (m_versionFound > schema.version()) {
        close();
        m_error = Tr::tr("%1 was written by a newer version of this program (schema %2; this "
                         "version knows %3). It is left alone.")
                      .arg(native)
                      .arg(m_versionFound)
                      .arg(schema.version());
        return false;
    }
    if (mode == OpenMode::ReadOnly || mode == OpenMode::Immutable) {
        if (m_versionFound < schema.version()) {
            close();
            m_error
                = Tr::tr("%1 is of an older version and cannot be upgraded read-only.").arg(native);
            return false;
        }
        return true;
    }
    // Before the journal mode, whose change writes the file's first page.
    if (empty && schema.incrementalVacuum
        && !pragma(QStringLiteral("PRAGMA auto_vacuum=INCREMENTAL"))) {
        const QString why = m_error;
        close();
        m_error = Tr::tr("%1 cannot be prepared: %2").arg(native, why);
        return false;
    }
    if (!pragma(QStringLiteral("PRAGMA journal_mode=WAL"))
        || !pragma(QStringLiteral("PRAGMA synchronous=NORMAL"))
        || !pragma(QStringLiteral("PRAGMA foreign_keys=ON")) || !migrate(schema)) {
        const QString why = m_error;
        close();
        m_error = Tr::tr("%1 cannot be prepared: %2").arg(native, why);
        return false;
    }
    return true;
}

bool SqliteStore::migrate(const Schema &schema)
{
    for (int from = m_versionFound; from < schema.version(); ++from) {
        Transaction transaction(*this);
        if (!transaction.isActive())
            return false;
        if (from == 0
            && !exec(QStringLiteral("PRAGMA application_id=%1").arg(schema.applicationId)))
            return false;
        if (!schema.migrations.at(from)(m_database)) {
            if (m_error.isEmpty())
                m_error = Tr::tr("the upgrade from schema %1 failed: %2")
                              .arg(from)
                              .arg(describe(m_database.lastError()));
            return false;
        }
        if (!exec(QStringLiteral("PRAGMA user_version=%1").arg(from + 1)) || !transaction.commit())
            return false;
    }
    return true;
}

bool SqliteStore::pragma(const QString &statement, QVariant *value)
{
    QSqlQuery query(m_database);
    if (!query.exec(statement))
        return failed(query);
    if (value)
        *value = query.next() ? query.value(0) : QVariant();
    return true;
}

void SqliteStore::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_database.close();
    m_database = QSqlDatabase(); // no handle may outlive removeDatabase()
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

bool SqliteStore::isOpen() const
{
    return !m_connectionName.isEmpty() && m_database.isOpen();
}

sqlite3 *SqliteStore::handle() const
{
    if (!isOpen())
        return nullptr;
    // Qt's SQLite driver gives its handle as a QVariant of "sqlite3*".
    const QVariant value = m_database.driver()->handle();
    if (!value.isValid() || qstrcmp(value.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(value.constData());
}

bool SqliteStore::exec(const QString &statement)
{
    QSqlQuery query(m_database);
    if (!query.exec(statement))
        return failed(query);
    return true;
}

bool SqliteStore::exec(QSqlQuery &query)
{
    if (!query.exec())
        return failed(query);
    return true;
}

bool SqliteStore::failed(const QSqlQuery &query)
{
    return failed(describe(query.lastError()));
}

bool SqliteStore::failed(const QString &what)
{
    m_error = what;
    return false;
}

qint64 SqliteStore::sizeOnDisk() const
{
    qint64 bytes = 0;
    for (const QString &companion : companionPaths(m_path))
        bytes += QFileInfo(companion).size();
    return bytes;
}

bool SqliteStore::reclaimSpace()
{
    QVariant freePages;
    if (!pragma(QStringLiteral("PRAGMA freelist_count"), &freePages))
        return false;
    if (freePages.toLongLong() > 0) {
        QVariant vacuumMode;
        if (!pragma(QStringLiteral("PRAGMA auto_vacuum"), &vacuumMode))
            return false;
        // incremental_vacuum frees a page per step and says so with a row
        // without columns; Qt takes a statement without columns for done
        // after its first step. So it runs once per free page, in one
        // transaction.
        if (vacuumMode.toInt() == 2) {
            Transaction transaction(*this);
            if (!transaction.isActive())
                return false;
            QSqlQuery vacuum(m_database);
            if (!vacuum.prepare(QStringLiteral("PRAGMA incremental_vacuum")))
                return failed(vacuum);
            for (qint64 page = freePages.toLongLong(); page > 0; --page) {
                if (!vacuum.exec())
                    return failed(vacuum);
                vacuum.finish();
            }
            if (!transaction.commit())
                return false;
        }
    }
    return pragma(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

SqliteStore::Transaction::Transaction(SqliteStore &store)
    : m_store(store)
{
    // IMMEDIATE takes the write lock now, not at the first write, so a
    // second writer waits here (busy timeout) rather than failing midway.
    m_active = m_store.exec(QStringLiteral("BEGIN IMMEDIATE"));
}

SqliteStore::Transaction::~Transaction()
{
    if (m_active) {
        QSqlQuery rollback(m_store.m_database);
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
}

bool SqliteStore::Transaction::commit()
{
    if (!m_active)
        return false;
    m_active = false;
    if (m_store.exec(QStringLiteral("COMMIT")))
        return true;
    QSqlQuery rollback(m_store.m_database);
    rollback.exec(QStringLiteral("ROLLBACK"));
    return false;
}

} // namespace rsi
