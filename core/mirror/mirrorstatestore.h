// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "staterowfilter.h"
#include "store/sqlitestore.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

namespace rsi {

class SqliteStatement;

// One resource of a local copy as its state records it.
struct StateResource
{
    QString url; // LocalCopyLayout::normalizedUrl, fully encoded: the key
    QString path; // relative to the copy's root, "/" separators: where its file is
    std::optional<qint64> length; // as the source listed it when it was fetched
    QHash<QString, QByteArray> hashes; // algorithm ("sha-256") -> lower-case hex
    std::optional<QDateTime> lastmod; // UTC
    QString type;
    QByteArray etag; // validators of the answer it was fetched with
    QByteArray lastModified;
    // When this mirror last wrote its file; absent: never (planned, or failed).
    std::optional<QDateTime> fetched;
    QString failure; // why the last attempt failed; empty when it did not
    qint64 seen = 0; // the run that last found it at the source
};

// The copy's own facts: where it was synchronised from and how far.
struct StateMeta
{
    QString source; // what the user gave: a URL or a path
    QUrl capabilityList;
    QString baselineRoute; // "resourcelist" or "resourcedump"
    QUrl baselineUrl;
    std::optional<QDateTime> baselineAt;
    // Every change at or after this time still has to be applied (19.1-4, 19.2-4).
    std::optional<QDateTime> syncPoint;
    std::optional<QDateTime> lastRun;
};

// The state of a local copy (catalogue 19.1-2.4, the "sidecar database") in
// <dir>/.rsinspector/state.sqlite, through SqliteStore: one row per resource
// (URL, path, the path's collision key, what it was fetched as, failures),
// the sync point and the copy's facts, the change lists' cursors, the dump
// packages applied since the sync point, and one row per run.
//
// The state is the authority for which URL each file holds: a path, once
// given to a URL, stays its path, and no two resources have paths with the
// same collision key (LocalCopyLayout::collisionKey: case-folded, NFC), which
// the database enforces.
//
// Writes go into the transaction that begin() opens and checkpoint() commits
// (then opens the next), so that a checkpoint costs what changed since the
// last one, and a process killed at any moment loses at most the work since
// then. Statements are prepared once. A million rows are looked up by index,
// never scanned.
//
// A state opened for writing with no resource in it (a first mirror) keeps
// a StateRowFilter of the rows it gains, so that "is this URL known, this
// path taken?" is answered without a query while the answer is no. That
// holds because every row is written through this connection: the mirror's
// lock keeps other runs out.
//
// Thread-affine like its SqliteStore: open, use and destroy it on one thread.
class MirrorStateStore final
{
    Q_DISABLE_COPY_MOVE(MirrorStateStore)

public:
    MirrorStateStore();
    ~MirrorStateStore();

    // "state.sqlite", inside LocalCopyLayout::stateDirectoryName().
    static QString fileName();
    static QString filePath(const QString &root);
    // PRAGMA application_id of these files: "RSM1".
    static constexpr qint32 applicationId = 0x52534D31;

    // Opens (or creates) the database at path; false with errorString().
    bool open(const QString &path,
              SqliteStore::OpenMode mode = SqliteStore::OpenMode::CreateIfMissing);
    void close(); // rolls back what was not committed
    bool isOpen() const;
    QString errorString() const;
    QString path() const;
    qint64 sizeOnDisk() const;
    // Writes a consistent copy of the database to path (VACUUM INTO); the
    // file must not exist. For dry runs, which work on a copy.
    bool copyTo(const QString &path);

    // Opens the transaction the next writes go into (a no-op when one is open).
    bool begin();
    // Commits it (when open) and opens the next.
    bool checkpoint();
    // Commits it and opens none.
    bool commit();
    bool inTransaction() const;

    // --- resources
    std::optional<StateResource> resource(const QString &url);
    // The resource whose path has this collision key.
    std::optional<StateResource> resourceAtPathKey(const QString &pathKey);
    // Of that resource only what a path check needs: asked once per file of
    // the copy, where the whole row (digests and all) would cost twice.
    struct PathHolder
    {
        QString url;
        QString path;
        qint64 seen = 0;
    };
    std::optional<PathHolder> holderAtPathKey(const QString &pathKey);
    // Whether some resource's path lies below a folder with this collision
    // key (its key starts with pathKey + "/").
    bool hasPathBelow(const QString &pathKey);
    // Adds a resource that has no row yet (its path and key must be free).
    bool insert(const StateResource &resource, const QString &pathKey);
    // What the file was written as, the failure cleared.
    bool recordFetched(const StateResource &resource);
    // Why the resource could not be mirrored; it stays listed for the next run.
    bool recordFailure(const QString &url, const QString &failure);
    bool clearFailure(const QString &url);
    bool markSeen(const QString &url, qint64 run);
    // Moves a resource's file to another path (its key must be free).
    bool setPath(const QString &url, const QString &path, const QString &pathKey);
    bool remove(const QString &url);
    qint64 resourceCount();
    qint64 failedCount();
    // Calls visit for each resource, in URL order, until it returns false.
    bool forEachResource(const std::function<bool(const StateResource &)> &visit);
    bool forEachFailed(const std::function<bool(const StateResource &)> &visit);
    // The resources the run did not find at the source (seen before it).
    bool forEachNotSeen(qint64 run, const std::function<bool(const StateResource &)> &visit);
    // How many the mirror wrote and holds as current (no failure since).
    qint64 heldCount();

    // --- the copy's facts
    std::optional<StateMeta> meta();
    bool setMeta(const StateMeta &meta);
    // Any other fact by name (null when absent).
    std::optional<QVariant> metaValue(const QString &key);
    bool setMetaValue(const QString &key, const QVariant &value);

    // --- change list cursors: how many entries of each list were applied
    std::optional<QHash<QString, qsizetype>> changeListCursors();
    bool setChangeListCursor(const QString &list, qsizetype applied);

    // --- dump packages applied since the sync point
    std::optional<QStringList> appliedPackages();
    bool addAppliedPackage(const QString &url);
    bool clearAppliedPackages();

    // --- runs: one row per run, for "run metadata" and the resources' `seen`
    struct RunRecord
    {
        qint64 id = 0;
        QDateTime started;
        QDateTime finished;
        QString route;
        bool baseline = false;
        bool complete = false;
        qint64 same = 0, created = 0, updated = 0, deleted = 0, failed = 0;
        qint64 bytes = 0;
    };
    // A new run's id (larger than any before), or 0 on error.
    qint64 beginRun(const QDateTime &started);
    bool endRun(const RunRecord &run);
    std::optional<RunRecord> lastRun();

    // --- migration from state.json: files still to be moved
    bool addLegacyMove(const QString &url, const QString &oldPath);
    bool removeLegacyMove(const QString &url);
    qint64 legacyMoveCount();
    // url -> old path, at most `limit` of them.
    QList<std::pair<QString, QString>> legacyMoves(qsizetype limit);

    // Digests as stored: "md5:<hex> sha-256:<hex>", algorithms sorted.
    static QString encodeHashes(const QHash<QString, QByteArray> &hashes);
    static QHash<QString, QByteArray> decodeHashes(const QString &text);

private:
    struct Statements;

    QSqlQuery &statement(QSqlQuery Statements::*which, const char *sql);
    SqliteStatement &statement(SqliteStatement Statements::*which, const char *sql);
    bool run(QSqlQuery &query);
    bool run(SqliteStatement &statement);
    std::optional<StateResource> readResource(SqliteStatement &statement);
    // Whether the resources table could be read, and is empty.
    bool holdsNoResource();
    bool forEachWhere(const char *condition, std::optional<qint64> value,
                      const std::function<bool(const StateResource &)> &visit);

    SqliteStore m_store;
    std::unique_ptr<Statements> m_statements; // destroyed before the connection closes
    std::optional<SqliteStore::Transaction> m_transaction;
    // Present while the state is one this connection wrote from empty. Every
    // statement that gives a row a URL or a path key (insert(), setPath())
    // must tell it, or a row could be taken for absent.
    std::optional<StateRowFilter> m_newRows;
    QString m_error;
};

} // namespace rsi
