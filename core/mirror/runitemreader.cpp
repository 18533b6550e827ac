// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runitemreader.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QStringList>
#include <QUrl>
#include <QVariant>

namespace rsi {

namespace {

const SqliteStore::Schema &schema()
{
    // Read-only: the writer made it; only the id and version are checked.
    static const SqliteStore::Schema theSchema = [] {
        SqliteStore::Schema s;
        s.applicationId = RunItems::applicationId;
        s.migrations.append([](QSqlDatabase &) { return false; });
        return s;
    }();
    return theSchema;
}

// A row of "seq, url, path, state, reasons".
AuditItem itemOf(const SqliteStatement &query, bool withReasons)
{
    AuditItem item;
    const QString url = query.text(1);
    if (!url.isEmpty())
        item.url = QUrl(url, QUrl::StrictMode);
    item.relativePath = query.text(2);
    item.state = AuditState(query.integer(3));
    if (withReasons)
        item.reasons = decodeAuditReasons(query.text(4));
    return item;
}

} // namespace

RunItemReader::RunItemReader() = default;

RunItemReader::~RunItemReader()
{
    close();
}

bool RunItemReader::open(const RunItems &items)
{
    close();
    m_items = items;
    // Read without a trace when its writer is done (no log beside it).
    const QFileInfo wal(items.databasePath + QStringLiteral("-wal"));
    const SqliteStore::OpenMode mode = wal.exists() && wal.size() > 0
        ? SqliteStore::OpenMode::ReadOnly
        : SqliteStore::OpenMode::Immutable;
    if (!m_store.open(items.databasePath, schema(), mode)) {
        m_error = m_store.errorString();
        return false;
    }
    m_page = std::make_unique<SqliteStatement>();
    if (!m_page->prepare(m_store,
                         "SELECT seq, url, path, state, reasons FROM items"
                         " WHERE seq >= ? AND seq < ? ORDER BY seq")) {
        m_error = m_page->errorString();
        close();
        return false;
    }
    return true;
}

void RunItemReader::close()
{
    m_page.reset();
    m_store.close();
    m_items = {};
}

bool RunItemReader::isOpen() const
{
    return m_store.isOpen();
}

qsizetype RunItemReader::count()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM items")) || !query.next()) {
        m_store.failed(query);
        m_error = m_store.errorString();
        return 0;
    }
    return qsizetype(query.value(0).toLongLong());
}

qsizetype RunItemReader::bound()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT max(seq) FROM items")) || !query.next()) {
        m_store.failed(query);
        m_error = m_store.errorString();
        return 0;
    }
    return query.isNull(0) ? 0 : qsizetype(query.value(0).toLongLong()) + 1;
}

void RunItemReader::readNumbered(qsizetype first, qsizetype count,
                                 const std::function<void(qsizetype, const AuditItem &)> &visit)
{
    if (!m_page || count <= 0)
        return;
    m_page->bind(0, qint64(first));
    m_page->bind(1, qint64(first + count));
    SqliteStatement::Step step = m_page->step();
    while (step == SqliteStatement::Step::Row) {
        visit(qsizetype(m_page->integer(0)), itemOf(*m_page, true));
        step = m_page->step();
    }
    if (step == SqliteStatement::Step::Error)
        m_error = m_page->errorString();
    m_page->reset();
}

QList<AuditItem> RunItemReader::read(qsizetype first, qsizetype count)
{
    QList<AuditItem> items;
    readNumbered(first, count, [&items](qsizetype, const AuditItem &item) { items.append(item); });
    return items;
}

bool RunItemReader::forEach(const std::function<bool(qsizetype, const AuditItem &)> &visit,
                            bool withReasons)
{
    SqliteStatement query;
    if (!query.prepare(m_store, "SELECT seq, url, path, state, reasons FROM items ORDER BY seq")) {
        m_error = query.errorString();
        return false;
    }
    SqliteStatement::Step step = query.step();
    while (step == SqliteStatement::Step::Row) {
        if (!visit(qsizetype(query.integer(0)), itemOf(query, withReasons)))
            return true;
        step = query.step();
    }
    if (step == SqliteStatement::Step::Error) {
        m_error = query.errorString();
        return false;
    }
    return true;
}

std::optional<QList<int>>
RunItemReader::select(unsigned states, int column, bool descending,
                      const std::function<bool(const AuditItem &)> &accept)
{
    QStringList wanted;
    for (int state = 0; state <= int(AuditState::Failed); ++state) {
        if (states & (1u << state))
            wanted.append(QString::number(state));
    }
    QList<int> rows;
    if (wanted.isEmpty())
        return rows;
    QString order;
    switch (column) {
    case 0:
        order = QStringLiteral("state");
        break;
    case 1:
        order = QStringLiteral("path COLLATE NOCASE");
        break;
    case 2:
        order = QStringLiteral("url COLLATE NOCASE");
        break;
    case 3:
        order = QStringLiteral("reasons COLLATE NOCASE");
        break;
    default:
        break;
    }
    const QString direction = descending ? QStringLiteral(" DESC") : QString();
    QString sql = accept ? QStringLiteral("SELECT seq, url, path, state, reasons FROM items")
                         : QStringLiteral("SELECT seq FROM items");
    if (wanted.size() <= int(AuditState::Failed))
        sql += QStringLiteral(" WHERE state IN (%1)").arg(wanted.join(u','));
    // Ties keep the run's order, reversed with the rest, as a stable sort would.
    if (order.isEmpty())
        sql += QStringLiteral(" ORDER BY seq") + direction;
    else
        sql += QStringLiteral(" ORDER BY ") + order + direction + QStringLiteral(", seq")
            + direction;
    SqliteStatement query;
    if (!query.prepare(m_store, sql.toUtf8().constData())) {
        m_error = query.errorString();
        return std::nullopt;
    }
    SqliteStatement::Step step = query.step();
    while (step == SqliteStatement::Step::Row) {
        if (!accept || accept(itemOf(query, true)))
            rows.append(int(query.integer(0)));
        step = query.step();
    }
    if (step == SqliteStatement::Step::Error) {
        m_error = query.errorString();
        return std::nullopt;
    }
    return rows;
}

} // namespace rsi
