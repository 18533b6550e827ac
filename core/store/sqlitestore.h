// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>

class QSqlQuery;
struct sqlite3;

namespace rsi {

// One SQLite database file of the project's (a mirror's state, the crawl
// history), opened through Qt SQL's QSQLITE driver, with its schema brought
// up to date on open. The storage layer the mirror and the history share:
// what a row means is theirs, how the file is opened, versioned, migrated and
// written in transactions is here.
//
// - The file is refused when it, its journal or its write-ahead log is a
//   symbolic link, so that nothing is written through a link planted beside
//   it; a file that is not an SQLite database, or one of another
//   application (PRAGMA application_id), is refused too.
// - The schema version is PRAGMA user_version. Schema::migrations[n] takes a
//   database from version n to n + 1; each runs in a transaction of its own,
//   together with the new version number, so a kill during a migration
//   leaves the old version. A database newer than the schema knows is
//   refused ("written by a newer version").
// - Journal: write-ahead log with synchronous=NORMAL: a transaction is atomic
//   and survives a killed process; a power cut may lose the last ones, never
//   tear one.
//
// A connection belongs to the thread that opened it (Qt SQL's rule): use it,
// and destroy the store, on that thread only.
class SqliteStore final
{
    Q_DISABLE_COPY_MOVE(SqliteStore)

public:
    struct Schema
    {
        // Tells our files from other SQLite files: PRAGMA application_id.
        qint32 applicationId = 0;
        // Step n runs with the database at version n and must leave it ready
        // for version n + 1; the store sets user_version itself.
        QList<std::function<bool(QSqlDatabase &database)>> migrations;
        // A file created with this set can give the pages of deleted rows
        // back (reclaimSpace()) without a VACUUM that rewrites it whole:
        // PRAGMA auto_vacuum=INCREMENTAL, which SQLite takes only before the
        // file's first page is written. Ignored for files that exist.
        bool incrementalVacuum = false;
        int version() const { return int(migrations.size()); }
    };

    // Immutable: read-only, and the file is taken as one nobody writes now
    // (SQLite's immutable=1): no lock, and no journal, write-ahead log or
    // index is made beside it, so that reading leaves no trace. Refused when
    // a write-ahead log exists beside it (its content would be missed).
    enum class OpenMode { CreateIfMissing, ExistingOnly, ReadOnly, Immutable };

    SqliteStore();
    ~SqliteStore(); // closes the connection

    // Opens (or creates) path and migrates it to schema.version(). On
    // failure, errorString() says what is wrong with which file, and the
    // store stays closed.
    bool open(const QString &path, const Schema &schema, OpenMode mode = OpenMode::CreateIfMissing);
    void close();
    bool isOpen() const;

    QString path() const { return m_path; }
    QString errorString() const { return m_error; }
    // The version the file had before open() migrated it: 0 for a new file.
    int versionFound() const { return m_versionFound; }

    QSqlDatabase &database() { return m_database; }
    // SQLite's own handle of the connection (Qt SQL's driver hands it out),
    // for SqliteStatement; nullptr when closed. Valid until close().
    sqlite3 *handle() const;

    // Runs one statement without results; false (and errorString()) on error.
    bool exec(const QString &statement);
    // Runs a prepared query; false on error, with the error recorded.
    bool exec(QSqlQuery &query);
    // Records a failed query's error as errorString() and returns false.
    bool failed(const QSqlQuery &query);
    bool failed(const QString &what);

    // The file's size with its write-ahead log, in bytes.
    qint64 sizeOnDisk() const;
    // Shrinks the file after deletions: frees the pages deleted rows left
    // (files created with Schema::incrementalVacuum; others keep them for
    // later rows) and folds the write-ahead log into the file, truncating
    // it. Not inside a Transaction. False (and errorString()) on error.
    bool reclaimSpace();

    // A transaction for the scope: rolled back unless commit() succeeded.
    // Nested use is not supported (SQLite has no nested BEGIN).
    class Transaction final
    {
        Q_DISABLE_COPY_MOVE(Transaction)

    public:
        explicit Transaction(SqliteStore &store);
        ~Transaction();
        bool isActive() const { return m_active; }
        bool commit();

    private:
        SqliteStore &m_store;
        bool m_active = false;
    };

    // Paths that must not be links for path to be opened: the file, its
    // rollback journal, its write-ahead log and shared-memory index.
    static QStringList companionPaths(const QString &path);

private:
    bool migrate(const Schema &schema);
    bool pragma(const QString &statement, QVariant *value = nullptr);

    QString m_connectionName;
    QSqlDatabase m_database;
    QString m_path;
    QString m_error;
    int m_versionFound = 0;
};

} // namespace rsi
