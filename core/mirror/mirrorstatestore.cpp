// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrorstatestore.h"

#include "localcopylayout.h"
#include "mirrorstatestore_p.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTimeZone>
#include <QVariant>

#include <algorithm>

namespace rsi {

using namespace statecolumns;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MirrorStateStore)
};

// Version 1: the first database state (state.json before it).
bool createVersion1(QSqlDatabase &database)
{
    const char *statements[] = {
        "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT) WITHOUT ROWID",
        "CREATE TABLE resources ("
        " url TEXT PRIMARY KEY NOT NULL,"
        " path TEXT NOT NULL,"
        " path_key TEXT NOT NULL UNIQUE,"
        " length INTEGER, digests TEXT, lastmod INTEGER, type TEXT,"
        " etag TEXT, last_modified TEXT,"
        " fetched INTEGER,"
        " failure TEXT,"
        " seen INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID",
        // Failed resources are few and asked for by themselves.
        "CREATE INDEX resources_failed ON resources (url) WHERE failure IS NOT NULL",
        "CREATE TABLE change_cursors (list TEXT PRIMARY KEY NOT NULL,"
        " applied INTEGER NOT NULL) WITHOUT ROWID",
        "CREATE TABLE applied_packages (url TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID",
        "CREATE TABLE runs (id INTEGER PRIMARY KEY, started TEXT, finished TEXT, route TEXT,"
        " baseline INTEGER, complete INTEGER, same INTEGER, created INTEGER, updated INTEGER,"
        " deleted INTEGER, failed INTEGER, bytes INTEGER)",
        "CREATE TABLE legacy_moves (url TEXT PRIMARY KEY NOT NULL, old_path TEXT NOT NULL)"
        " WITHOUT ROWID",
    };
    for (const char *statement : statements) {
        QSqlQuery query(database);
        if (!query.exec(QString::fromLatin1(statement)))
            return false;
    }
    return true;
}

const SqliteStore::Schema &schema()
{
    static const SqliteStore::Schema theSchema = [] {
        SqliteStore::Schema s;
        s.applicationId = MirrorStateStore::applicationId;
        s.migrations.append(createVersion1);
        return s;
    }();
    return theSchema;
}

} // namespace

MirrorStateStore::MirrorStateStore() = default;

MirrorStateStore::~MirrorStateStore()
{
    close();
}

QString MirrorStateStore::fileName()
{
    return QStringLiteral("state.sqlite");
}

QString MirrorStateStore::filePath(const QString &root)
{
    return QDir(root).filePath(LocalCopyLayout::stateDirectoryName() + u'/' + fileName());
}

bool MirrorStateStore::open(const QString &path, SqliteStore::OpenMode mode)
{
    close();
    if (!m_store.open(path, schema(), mode)) {
        m_error = m_store.errorString();
        return false;
    }
    m_statements = std::make_unique<Statements>();
    // The page cache bounds what the database holds in memory, whatever its size.
    if (!m_store.exec(QStringLiteral("PRAGMA cache_size=-16384"))) {
        m_error = m_store.errorString();
        close();
        return false;
    }
    // Without the filter every question goes to the database: when in doubt
    // (the table could not be read), none.
    if (mode != SqliteStore::OpenMode::ReadOnly && mode != SqliteStore::OpenMode::Immutable
        && holdsNoResource())
        m_newRows.emplace();
    return true;
}

bool MirrorStateStore::holdsNoResource()
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT 1 FROM resources LIMIT 1"));
    return run(query) && !query.next();
}

void MirrorStateStore::close()
{
    m_newRows.reset();
    m_transaction.reset(); // rolls back
    m_statements.reset();
    m_store.close();
}

bool MirrorStateStore::isOpen() const
{
    return m_store.isOpen();
}

QString MirrorStateStore::errorString() const
{
    return m_error;
}

QString MirrorStateStore::path() const
{
    return m_store.path();
}

qint64 MirrorStateStore::sizeOnDisk() const
{
    return m_store.sizeOnDisk();
}

bool MirrorStateStore::copyTo(const QString &path)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("VACUUM INTO ?"));
    query.addBindValue(path);
    return run(query);
}

bool MirrorStateStore::begin()
{
    if (m_transaction)
        return true;
    m_transaction.emplace(m_store);
    if (!m_transaction->isActive()) {
        m_error = m_store.errorString();
        m_transaction.reset();
        return false;
    }
    return true;
}

bool MirrorStateStore::commit()
{
    if (!m_transaction)
        return true;
    const bool committed = m_transaction->commit();
    m_transaction.reset();
    if (!committed)
        m_error = m_store.errorString();
    return committed;
}

bool MirrorStateStore::checkpoint()
{
    return commit() && begin();
}

bool MirrorStateStore::inTransaction() const
{
    return m_transaction.has_value();
}

QSqlQuery &MirrorStateStore::statement(QSqlQuery Statements::*which, const char *sql)
{
    QSqlQuery &query = (*m_statements).*which;
    if (query.lastQuery().isEmpty()) {
        query = QSqlQuery(m_store.database());
        if (!query.prepare(QString::fromLatin1(sql))) {
            m_store.failed(query);
            m_error = m_store.errorString();
        }
    }
    return query;
}

SqliteStatement &MirrorStateStore::statement(SqliteStatement Statements::*which, const char *sql)
{
    SqliteStatement &prepared = (*m_statements).*which;
    if (!prepared.isPrepared() && !prepared.prepare(m_store, sql))
        m_error = prepared.errorString();
    return prepared;
}

bool MirrorStateStore::run(SqliteStatement &statement)
{
    if (statement.exec())
        return true;
    m_error = statement.errorString();
    return false;
}

bool MirrorStateStore::run(QSqlQuery &query)
{
    if (m_store.exec(query))
        return true;
    m_error = m_store.errorString();
    return false;
}

std::optional<QVariant> MirrorStateStore::metaValue(const QString &key)
{
    QSqlQuery &query = statement(&Statements::meta, "SELECT value FROM meta WHERE key = ?");
    query.bindValue(0, key);
    if (!run(query))
        return std::nullopt;
    QVariant value;
    if (query.next())
        value = query.value(0);
    query.finish();
    return value;
}

bool MirrorStateStore::setMetaValue(const QString &key, const QVariant &value)
{
    QSqlQuery &query
        = statement(&Statements::setMeta, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
    query.bindValue(0, key);
    query.bindValue(1, value);
    return run(query);
}

std::optional<StateMeta> MirrorStateStore::meta()
{
    StateMeta meta;
    const auto value = [this](const char *key) {
        return metaValue(QString::fromLatin1(key));
    };
    const std::optional<QVariant> source = value("source");
    const std::optional<QVariant> capabilityList = value("capabilityList");
    const std::optional<QVariant> route = value("baselineRoute");
    const std::optional<QVariant> baselineUrl = value("baselineUrl");
    const std::optional<QVariant> baselineAt = value("baselineAt");
    const std::optional<QVariant> syncPoint = value("syncPoint");
    const std::optional<QVariant> lastRun = value("lastRun");
    if (!source || !capabilityList || !route || !baselineUrl || !baselineAt || !syncPoint
        || !lastRun)
        return std::nullopt;
    meta.source = source->toString();
    meta.capabilityList = QUrl(capabilityList->toString());
    meta.baselineRoute = route->toString();
    meta.baselineUrl = QUrl(baselineUrl->toString());
    meta.baselineAt = isoFrom(*baselineAt);
    meta.syncPoint = isoFrom(*syncPoint);
    meta.lastRun = isoFrom(*lastRun);
    return meta;
}

bool MirrorStateStore::setMeta(const StateMeta &meta)
{
    return setMetaValue(QStringLiteral("source"), textValue(meta.source))
        && setMetaValue(QStringLiteral("capabilityList"),
                        textValue(meta.capabilityList.toString(QUrl::FullyEncoded)))
        && setMetaValue(QStringLiteral("baselineRoute"), textValue(meta.baselineRoute))
        && setMetaValue(QStringLiteral("baselineUrl"),
                        textValue(meta.baselineUrl.toString(QUrl::FullyEncoded)))
        && setMetaValue(QStringLiteral("baselineAt"), isoValue(meta.baselineAt))
        && setMetaValue(QStringLiteral("syncPoint"), isoValue(meta.syncPoint))
        && setMetaValue(QStringLiteral("lastRun"), isoValue(meta.lastRun));
}

std::optional<QHash<QString, qsizetype>> MirrorStateStore::changeListCursors()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT list, applied FROM change_cursors"))) {
        m_store.failed(query);
        m_error = m_store.errorString();
        return std::nullopt;
    }
    QHash<QString, qsizetype> cursors;
    while (query.next())
        cursors.insert(query.value(0).toString(), qsizetype(query.value(1).toLongLong()));
    return cursors;
}

bool MirrorStateStore::setChangeListCursor(const QString &list, qsizetype applied)
{
    QSqlQuery query(m_store.database());
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO change_cursors (list, applied) VALUES (?, ?)"));
    query.addBindValue(list);
    query.addBindValue(qint64(applied));
    return run(query);
}

std::optional<QStringList> MirrorStateStore::appliedPackages()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT url FROM applied_packages ORDER BY url"))) {
        m_store.failed(query);
        m_error = m_store.errorString();
        return std::nullopt;
    }
    QStringList packages;
    while (query.next())
        packages.append(query.value(0).toString());
    return packages;
}

bool MirrorStateStore::addAppliedPackage(const QString &url)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT OR IGNORE INTO applied_packages (url) VALUES (?)"));
    query.addBindValue(url);
    return run(query);
}

bool MirrorStateStore::clearAppliedPackages()
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("DELETE FROM applied_packages"));
    return run(query);
}

qint64 MirrorStateStore::beginRun(const QDateTime &started)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT INTO runs (started) VALUES (?)"));
    query.addBindValue(started.toUTC().toString(Qt::ISODateWithMs));
    if (!run(query))
        return 0;
    return query.lastInsertId().toLongLong();
}

bool MirrorStateStore::endRun(const RunRecord &record)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral(
        "UPDATE runs SET finished = ?, route = ?, baseline = ?, complete = ?, same = ?,"
        " created = ?, updated = ?, deleted = ?, failed = ?, bytes = ? WHERE id = ?"));
    query.addBindValue(record.finished.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(record.route);
    query.addBindValue(record.baseline);
    query.addBindValue(record.complete);
    query.addBindValue(record.same);
    query.addBindValue(record.created);
    query.addBindValue(record.updated);
    query.addBindValue(record.deleted);
    query.addBindValue(record.failed);
    query.addBindValue(record.bytes);
    query.addBindValue(record.id);
    return run(query);
}

std::optional<MirrorStateStore::RunRecord> MirrorStateStore::lastRun()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral(
            "SELECT id, started, finished, route, baseline, complete, same, created, updated,"
            " deleted, failed, bytes FROM runs ORDER BY id DESC LIMIT 1"))
        || !query.next())
        return std::nullopt;
    RunRecord record;
    record.id = query.value(0).toLongLong();
    record.started = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs);
    record.finished = QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs);
    record.route = query.value(3).toString();
    record.baseline = query.value(4).toBool();
    record.complete = query.value(5).toBool();
    record.same = query.value(6).toLongLong();
    record.created = query.value(7).toLongLong();
    record.updated = query.value(8).toLongLong();
    record.deleted = query.value(9).toLongLong();
    record.failed = query.value(10).toLongLong();
    record.bytes = query.value(11).toLongLong();
    return record;
}

bool MirrorStateStore::addLegacyMove(const QString &url, const QString &oldPath)
{
    QSqlQuery query(m_store.database());
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO legacy_moves (url, old_path) VALUES (?, ?)"));
    query.addBindValue(url);
    query.addBindValue(oldPath);
    return run(query);
}

bool MirrorStateStore::removeLegacyMove(const QString &url)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("DELETE FROM legacy_moves WHERE url = ?"));
    query.addBindValue(url);
    return run(query);
}

qint64 MirrorStateStore::legacyMoveCount()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM legacy_moves")) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

QList<std::pair<QString, QString>> MirrorStateStore::legacyMoves(qsizetype limit)
{
    QList<std::pair<QString, QString>> moves;
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT url, old_path FROM legacy_moves ORDER BY url LIMIT ?"));
    query.addBindValue(qint64(limit));
    if (!run(query))
        return moves;
    while (query.next())
        moves.append({query.value(0).toString(), query.value(1).toString()});
    return moves;
}

} // namespace rsi
