// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MirrorStateStore: the resources table (one row per resource the copy
// holds or failed to take), read and written a row at a time.
#include "mirrorstatestore.h"
#include "mirrorstatestore_p.h"

#include <QCoreApplication>
#include <QStringList>

namespace rsi {

using namespace statecolumns;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MirrorStateStore)
};

} // namespace

std::optional<StateResource> MirrorStateStore::readResource(QSqlQuery &query)
{
    if (!run(query))
        return std::nullopt;
    if (!query.next()) {
        query.finish();
        return std::nullopt;
    }
    StateResource resource;
    resource.url = query.value(0).toString();
    resource.path = query.value(1).toString();
    if (!query.isNull(2))
        resource.length = query.value(2).toLongLong();
    resource.hashes = decodeHashes(query.value(3).toString());
    resource.lastmod = timeFrom(query.value(4));
    resource.type = query.value(5).toString();
    resource.etag = query.value(6).toString().toLatin1();
    resource.lastModified = query.value(7).toString().toLatin1();
    resource.fetched = timeFrom(query.value(8));
    resource.failure = query.value(9).toString();
    resource.seen = query.value(10).toLongLong();
    query.finish();
    return resource;
}

std::optional<StateResource> MirrorStateStore::resource(const QString &url)
{
    static const QByteArray sql
        = QByteArray("SELECT ") + resourceColumns + " FROM resources WHERE url = ?";
    QSqlQuery &query = statement(&Statements::resource, sql.constData());
    query.bindValue(0, url);
    return readResource(query);
}

std::optional<StateResource> MirrorStateStore::resourceAtPathKey(const QString &pathKey)
{
    static const QByteArray sql
        = QByteArray("SELECT ") + resourceColumns + " FROM resources WHERE path_key = ?";
    QSqlQuery &query = statement(&Statements::resourceAtKey, sql.constData());
    query.bindValue(0, pathKey);
    return readResource(query);
}

bool MirrorStateStore::hasPathBelow(const QString &pathKey)
{
    // Keys below "a/b" lie in ["a/b/", "a/b0"): "0" follows "/" in every collation.
    QSqlQuery &query = statement(
        &Statements::below, "SELECT 1 FROM resources WHERE path_key >= ? AND path_key < ? LIMIT 1");
    query.bindValue(0, QString(pathKey + u'/'));
    query.bindValue(1, QString(pathKey + u'0'));
    if (!run(query))
        return false;
    const bool found = query.next();
    query.finish();
    return found;
}

bool MirrorStateStore::insert(const StateResource &resource, const QString &pathKey)
{
    QSqlQuery &query = statement(
        &Statements::insert,
        "INSERT INTO resources (url, path, path_key, length, digests, lastmod, type, etag,"
        " last_modified, fetched, failure, seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    query.bindValue(0, resource.url);
    query.bindValue(1, resource.path);
    query.bindValue(2, pathKey);
    query.bindValue(
        3, resource.length ? QVariant(*resource.length) : QVariant(QMetaType(QMetaType::LongLong)));
    query.bindValue(4, textValue(encodeHashes(resource.hashes)));
    query.bindValue(5, timeValue(resource.lastmod));
    query.bindValue(6, textValue(resource.type));
    query.bindValue(7, textValue(QString::fromLatin1(resource.etag)));
    query.bindValue(8, textValue(QString::fromLatin1(resource.lastModified)));
    query.bindValue(9, timeValue(resource.fetched));
    query.bindValue(10, textValue(resource.failure));
    query.bindValue(11, resource.seen);
    return run(query);
}

bool MirrorStateStore::recordFetched(const StateResource &resource)
{
    QSqlQuery &query = statement(&Statements::fetched,
                                 "UPDATE resources SET length = ?, digests = ?, lastmod = ?,"
                                 " type = ?, etag = ?, last_modified = ?, fetched = ?,"
                                 " failure = NULL WHERE url = ?");
    query.bindValue(
        0, resource.length ? QVariant(*resource.length) : QVariant(QMetaType(QMetaType::LongLong)));
    query.bindValue(1, textValue(encodeHashes(resource.hashes)));
    query.bindValue(2, timeValue(resource.lastmod));
    query.bindValue(3, textValue(resource.type));
    query.bindValue(4, textValue(QString::fromLatin1(resource.etag)));
    query.bindValue(5, textValue(QString::fromLatin1(resource.lastModified)));
    query.bindValue(6, timeValue(resource.fetched));
    query.bindValue(7, resource.url);
    return run(query);
}

bool MirrorStateStore::recordFailure(const QString &url, const QString &failure)
{
    QSqlQuery &query
        = statement(&Statements::failure, "UPDATE resources SET failure = ? WHERE url = ?");
    query.bindValue(0, failure.isEmpty() ? Tr::tr("failed") : failure);
    query.bindValue(1, url);
    return run(query);
}

bool MirrorStateStore::clearFailure(const QString &url)
{
    QSqlQuery &query
        = statement(&Statements::clearFailure,
                    "UPDATE resources SET failure = NULL WHERE url = ? AND failure IS NOT NULL");
    query.bindValue(0, url);
    return run(query);
}

bool MirrorStateStore::markSeen(const QString &url, qint64 run)
{
    QSqlQuery &query = statement(&Statements::seen, "UPDATE resources SET seen = ? WHERE url = ?");
    query.bindValue(0, run);
    query.bindValue(1, url);
    return this->run(query);
}

bool MirrorStateStore::setPath(const QString &url, const QString &path, const QString &pathKey)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE resources SET path = ?, path_key = ? WHERE url = ?"));
    query.addBindValue(path);
    query.addBindValue(pathKey);
    query.addBindValue(url);
    return run(query);
}

bool MirrorStateStore::remove(const QString &url)
{
    QSqlQuery &query = statement(&Statements::remove, "DELETE FROM resources WHERE url = ?");
    query.bindValue(0, url);
    return run(query);
}

qint64 MirrorStateStore::resourceCount()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM resources")) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

qint64 MirrorStateStore::failedCount()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM resources WHERE failure IS NOT NULL"))
        || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

bool MirrorStateStore::forEachWhere(const QString &condition, const QVariantList &values,
                                    const std::function<bool(const StateResource &)> &visit)
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1 FROM resources%2 ORDER BY url")
                      .arg(QLatin1StringView(resourceColumns), condition));
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!run(query))
        return false;
    while (query.next()) {
        StateResource resource;
        resource.url = query.value(0).toString();
        resource.path = query.value(1).toString();
        if (!query.isNull(2))
            resource.length = query.value(2).toLongLong();
        resource.hashes = decodeHashes(query.value(3).toString());
        resource.lastmod = timeFrom(query.value(4));
        resource.type = query.value(5).toString();
        resource.etag = query.value(6).toString().toLatin1();
        resource.lastModified = query.value(7).toString().toLatin1();
        resource.fetched = timeFrom(query.value(8));
        resource.failure = query.value(9).toString();
        resource.seen = query.value(10).toLongLong();
        if (!visit(resource))
            break;
    }
    return true;
}

bool MirrorStateStore::forEachResource(const std::function<bool(const StateResource &)> &visit)
{
    return forEachWhere({}, {}, visit);
}

bool MirrorStateStore::forEachFailed(const std::function<bool(const StateResource &)> &visit)
{
    return forEachWhere(QStringLiteral(" WHERE failure IS NOT NULL"), {}, visit);
}

bool MirrorStateStore::forEachNotSeen(qint64 run,
                                      const std::function<bool(const StateResource &)> &visit)
{
    return forEachWhere(QStringLiteral(" WHERE seen != ?"), {run}, visit);
}

qint64 MirrorStateStore::heldCount()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral(
            "SELECT count(*) FROM resources WHERE fetched IS NOT NULL AND failure IS NULL"))
        || !query.next())
        return 0;
    return query.value(0).toLongLong();
}

QString MirrorStateStore::encodeHashes(const QHash<QString, QByteArray> &hashes)
{
    QStringList algorithms = hashes.keys();
    std::sort(algorithms.begin(), algorithms.end());
    QString text;
    for (const QString &algorithm : std::as_const(algorithms)) {
        if (!text.isEmpty())
            text += u' ';
        text += algorithm + u':' + QString::fromLatin1(hashes.value(algorithm));
    }
    return text;
}

QHash<QString, QByteArray> MirrorStateStore::decodeHashes(const QString &text)
{
    QHash<QString, QByteArray> hashes;
    for (const QStringView part : QStringView(text).split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype colon = part.lastIndexOf(u':');
        if (colon > 0)
            hashes.insert(part.left(colon).toString(), part.mid(colon + 1).toLatin1());
    }
    return hashes;
}

} // namespace rsi
