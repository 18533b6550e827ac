// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MirrorStateStore: the resources table (one row per resource the copy
// holds or failed to take), read and written a row at a time.
#include "mirrorstatestore.h"
#include "mirrorstatestore_p.h"
#include "validation/hashdigests.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>
#include <QTimeZone>
#include <QVarLengthArray>

#include <algorithm>

namespace rsi {

using namespace statecolumns;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MirrorStateStore)
};

} // namespace

namespace {

// A row of resourceColumns.
StateResource resourceRow(const SqliteStatement &query)
{
    StateResource resource;
    resource.url = query.text(0);
    resource.path = query.text(1);
    if (!query.isNull(2))
        resource.length = query.integer(2);
    resource.hashes = MirrorStateStore::decodeHashes(query.text(3));
    if (!query.isNull(4))
        resource.lastmod = QDateTime::fromMSecsSinceEpoch(query.integer(4), QTimeZone::utc());
    resource.type = query.text(5);
    resource.etag = query.text(6).toLatin1();
    resource.lastModified = query.text(7).toLatin1();
    if (!query.isNull(8))
        resource.fetched = QDateTime::fromMSecsSinceEpoch(query.integer(8), QTimeZone::utc());
    resource.failure = query.text(9);
    resource.seen = query.integer(10);
    return resource;
}

} // namespace

std::optional<StateResource> MirrorStateStore::readResource(SqliteStatement &query)
{
    const SqliteStatement::Step step = query.step();
    std::optional<StateResource> resource;
    if (step == SqliteStatement::Step::Row)
        resource = resourceRow(query);
    else if (step == SqliteStatement::Step::Error)
        m_error = query.errorString();
    query.reset();
    return resource;
}

std::optional<StateResource> MirrorStateStore::resource(const QString &url)
{
    if (m_newRows && !m_newRows->mayHoldUrl(url))
        return std::nullopt;
    static const QByteArray sql
        = QByteArray("SELECT ") + resourceColumns + " FROM resources WHERE url = ?";
    SqliteStatement &query = statement(&Statements::resource, sql.constData());
    query.bind(0, url);
    return readResource(query);
}

std::optional<StateResource> MirrorStateStore::resourceAtPathKey(const QString &pathKey)
{
    if (m_newRows && !m_newRows->mayHoldPathKey(pathKey))
        return std::nullopt;
    static const QByteArray sql
        = QByteArray("SELECT ") + resourceColumns + " FROM resources WHERE path_key = ?";
    SqliteStatement &query = statement(&Statements::resourceAtKey, sql.constData());
    query.bind(0, pathKey);
    return readResource(query);
}

std::optional<MirrorStateStore::PathHolder>
MirrorStateStore::holderAtPathKey(const QString &pathKey)
{
    if (m_newRows && !m_newRows->mayHoldPathKey(pathKey))
        return std::nullopt;
    SqliteStatement &query = statement(&Statements::holderAtKey,
                                       "SELECT url, path, seen FROM resources WHERE path_key = ?");
    query.bind(0, pathKey);
    const SqliteStatement::Step step = query.step();
    std::optional<PathHolder> holder;
    if (step == SqliteStatement::Step::Row)
        holder = PathHolder {query.text(0), query.text(1), query.integer(2)};
    else if (step == SqliteStatement::Step::Error)
        m_error = query.errorString();
    query.reset();
    return holder;
}

bool MirrorStateStore::hasPathBelow(const QString &pathKey)
{
    if (m_newRows && !m_newRows->mayHoldPathBelow(pathKey))
        return false;
    // Keys below "a/b" lie in ["a/b/", "a/b0"): "0" follows "/" in every collation.
    SqliteStatement &query = statement(
        &Statements::below, "SELECT 1 FROM resources WHERE path_key >= ? AND path_key < ? LIMIT 1");
    query.bind(0, QString(pathKey + u'/'));
    query.bind(1, QString(pathKey + u'0'));
    const SqliteStatement::Step step = query.step();
    if (step == SqliteStatement::Step::Error)
        m_error = query.errorString();
    query.reset();
    return step == SqliteStatement::Step::Row;
}

namespace {

// What textValue() makes for Qt SQL: an empty text is stored as NULL.
QString textOrNull(const QString &text)
{
    return text.isEmpty() ? QString() : text;
}

void bindTime(SqliteStatement &query, int index, const std::optional<QDateTime> &time)
{
    if (time)
        query.bind(index, time->toMSecsSinceEpoch());
    else
        query.bindNull(index);
}

void bindLength(SqliteStatement &query, int index, const std::optional<qint64> &length)
{
    if (length)
        query.bind(index, *length);
    else
        query.bindNull(index);
}

// Whether every character is ASCII: then its UTF-8 is one byte each.
template<typename Text> bool isAscii(const Text &text)
{
    unsigned bits = 0;
    for (const auto c : text)
        bits |= unsigned(c);
    return bits < 0x80;
}

// Digests as encodeHashes() writes them, as UTF-8: what the column stores,
// for every file recorded. The digests lists give (known algorithms, hex)
// are written straight from the hash: found by name in sorted order, since
// walking a QHash's buckets cost more than the lookups, and copied as the
// ASCII they are. Anything else takes the general way.
QByteArray encodeHashesUtf8(const QHash<QString, QByteArray> &hashes)
{
    if (hashes.isEmpty())
        return {};
    // Sorted as QString sorts them, as encodeHashes() writes them.
    QVarLengthArray<std::pair<const QString *, const QByteArray *>, 6> found;
    qsizetype size = -1;
    for (const HashName &known : knownHashNames()) {
        const QString &name = known.name;
        const auto it = hashes.constFind(name);
        if (it == hashes.cend())
            continue;
        if (!isAscii(*it))
            break;
        found.append({&name, &*it});
        size += name.size() + it->size() + 2;
    }
    if (found.size() != hashes.size())
        return MirrorStateStore::encodeHashes(hashes).toUtf8();
    QByteArray text(size, Qt::Uninitialized);
    char *out = text.data();
    for (const auto &[name, digest] : found) {
        if (out != text.constData())
            *out++ = ' ';
        for (const QChar c : *name)
            *out++ = char(c.unicode());
        *out++ = ':';
        out = std::copy(digest->cbegin(), digest->cend(), out);
    }
    return text;
}

// What the file was fetched as, from `first` on: length, digests, lastmod,
// type, etag, last_modified, fetched. Text bound as UTF-8 where it is at
// hand in bytes; an empty text is stored as NULL (textValue()).
void bindFetchedAs(SqliteStatement &query, int first, const StateResource &resource)
{
    bindLength(query, first, resource.length);
    const QByteArray digests = encodeHashesUtf8(resource.hashes);
    query.bindUtf8(first + 1, digests.isEmpty() ? QByteArrayView() : QByteArrayView(digests));
    bindTime(query, first + 2, resource.lastmod);
    query.bind(first + 3, textOrNull(resource.type));
    query.bindLatin1(first + 4,
                     resource.etag.isEmpty() ? QByteArrayView() : QByteArrayView(resource.etag));
    query.bindLatin1(first + 5,
                     resource.lastModified.isEmpty() ? QByteArrayView()
                                                     : QByteArrayView(resource.lastModified));
    bindTime(query, first + 6, resource.fetched);
}

} // namespace

bool MirrorStateStore::insert(const StateResource &resource, const QString &pathKey)
{
    SqliteStatement &query = statement(
        &Statements::insert,
        "INSERT INTO resources (url, path, path_key, length, digests, lastmod, type, etag,"
        " last_modified, fetched, failure, seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    query.bind(0, resource.url);
    query.bind(1, resource.path);
    query.bind(2, pathKey);
    // A row given its path before its file (PathAssigner, for every new
    // resource) knows nothing else yet: what bindFetchedAs() would bind as
    // NULL stays unbound, which is NULL (the statement's bindings were
    // cleared when it last ran).
    const bool fetchedAsKnown = resource.length || !resource.hashes.isEmpty() || resource.lastmod
        || !resource.type.isEmpty() || !resource.etag.isEmpty() || !resource.lastModified.isEmpty()
        || resource.fetched;
    if (fetchedAsKnown)
        bindFetchedAs(query, 3, resource);
    query.bind(10, textOrNull(resource.failure));
    query.bind(11, resource.seen);
    if (!run(query))
        return false;
    if (m_newRows)
        m_newRows->addRow(resource.url, pathKey);
    return true;
}

bool MirrorStateStore::recordFetched(const StateResource &resource)
{
    SqliteStatement &query = statement(&Statements::fetched,
                                       "UPDATE resources SET length = ?, digests = ?, lastmod = ?,"
                                       " type = ?, etag = ?, last_modified = ?, fetched = ?,"
                                       " failure = NULL WHERE url = ?");
    bindFetchedAs(query, 0, resource);
    query.bind(7, resource.url);
    return run(query);
}

bool MirrorStateStore::recordFailure(const QString &url, const QString &failure)
{
    SqliteStatement &query
        = statement(&Statements::failure, "UPDATE resources SET failure = ? WHERE url = ?");
    query.bind(0, failure.isEmpty() ? Tr::tr("failed") : failure);
    query.bind(1, url);
    return run(query);
}

bool MirrorStateStore::clearFailure(const QString &url)
{
    SqliteStatement &query
        = statement(&Statements::clearFailure,
                    "UPDATE resources SET failure = NULL WHERE url = ? AND failure IS NOT NULL");
    query.bind(0, url);
    return run(query);
}

bool MirrorStateStore::markSeen(const QString &url, qint64 run)
{
    SqliteStatement &query
        = statement(&Statements::seen, "UPDATE resources SET seen = ? WHERE url = ?");
    query.bind(0, run);
    query.bind(1, url);
    return this->run(query);
}

bool MirrorStateStore::setPath(const QString &url, const QString &path, const QString &pathKey)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE resources SET path = ?, path_key = ? WHERE url = ?"));
    query.addBindValue(path);
    query.addBindValue(pathKey);
    query.addBindValue(url);
    if (!run(query))
        return false;
    if (m_newRows)
        m_newRows->addRow(url, pathKey);
    return true;
}

bool MirrorStateStore::remove(const QString &url)
{
    SqliteStatement &query = statement(&Statements::remove, "DELETE FROM resources WHERE url = ?");
    query.bind(0, url);
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

bool MirrorStateStore::forEachWhere(const char *condition, std::optional<qint64> value,
                                    const std::function<bool(const StateResource &)> &visit)
{
    const QByteArray sql
        = QByteArray("SELECT ") + resourceColumns + " FROM resources" + condition + " ORDER BY url";
    SqliteStatement query;
    if (!query.prepare(m_store, sql.constData())) {
        m_error = query.errorString();
        return false;
    }
    if (value)
        query.bind(0, *value);
    SqliteStatement::Step step = query.step();
    while (step == SqliteStatement::Step::Row) {
        if (!visit(resourceRow(query)))
            return true;
        step = query.step();
    }
    if (step == SqliteStatement::Step::Error) {
        m_error = query.errorString();
        return false;
    }
    return true;
}

bool MirrorStateStore::forEachResource(const std::function<bool(const StateResource &)> &visit)
{
    return forEachWhere("", std::nullopt, visit);
}

bool MirrorStateStore::forEachFailed(const std::function<bool(const StateResource &)> &visit)
{
    return forEachWhere(" WHERE failure IS NOT NULL", std::nullopt, visit);
}

bool MirrorStateStore::forEachNotSeen(qint64 run,
                                      const std::function<bool(const StateResource &)> &visit)
{
    return forEachWhere(" WHERE seen != ?", run, visit);
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
    if (hashes.isEmpty())
        return {};
    // Run for every file recorded: one pass over the hash, no key list, one
    // allocation for the text.
    QVarLengthArray<QHash<QString, QByteArray>::const_iterator, 4> sorted;
    qsizetype size = 0;
    for (auto it = hashes.cbegin(); it != hashes.cend(); ++it) {
        sorted.append(it);
        size += it.key().size() + it.value().size() + 2;
    }
    std::sort(sorted.begin(), sorted.end(),
              [](const auto &a, const auto &b) { return a.key() < b.key(); });
    QString text;
    text.reserve(size);
    for (const auto &it : sorted) {
        if (!text.isEmpty())
            text += u' ';
        text += it.key();
        text += u':';
        text += QLatin1StringView(it.value());
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
