// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runitemwriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlQuery>
#include <QVariant>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RunItemWriter)
};

const SqliteStore::Schema &schema()
{
    static const SqliteStore::Schema theSchema = [] {
        SqliteStore::Schema s;
        s.applicationId = RunItems::applicationId;
        s.migrations.append([](QSqlDatabase &database) {
            return QSqlQuery(database).exec(
                QStringLiteral("CREATE TABLE items (seq INTEGER PRIMARY KEY, url TEXT, path TEXT,"
                               " state INTEGER NOT NULL, reasons TEXT)"));
        });
        return s;
    }();
    return theSchema;
}

} // namespace

RunItemWriter::RunItemWriter() = default;

RunItemWriter::~RunItemWriter()
{
    close();
}

bool RunItemWriter::open(const QString &path)
{
    close();
    m_count = 0;
    m_kept = 0;
    m_shape = {};
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
        m_error = Tr::tr("%1 exists already.").arg(path);
        return false;
    }
    if (!m_store.open(path, schema())) {
        m_error = m_store.errorString();
        return false;
    }
    // Nothing here is needed after a crash: the run's report is what it is for.
    if (!m_store.exec(QStringLiteral("PRAGMA synchronous=OFF"))) {
        m_error = m_store.errorString();
        m_store.close();
        return false;
    }
    if (!m_insert.prepare(
            m_store, "INSERT INTO items (seq, url, path, state, reasons) VALUES (?, ?, ?, ?, ?)")) {
        m_error = m_insert.errorString();
        m_store.close();
        return false;
    }
    m_transaction.emplace(m_store);
    if (!m_transaction->isActive()) {
        m_error = m_store.errorString();
        close();
        return false;
    }
    return true;
}

bool RunItemWriter::isOpen() const
{
    return m_store.isOpen();
}

bool RunItemWriter::append(qint64 seq, const AuditItem &item)
{
    return append(seq, item,
                  item.url.isEmpty() ? QString() : item.url.toString(QUrl::FullyEncoded));
}

bool RunItemWriter::append(qint64 seq, const AuditItem &item, const QString &encodedUrl)
{
    Q_ASSERT(item.url.isEmpty() || item.url.toString(QUrl::FullyEncoded) == encodedUrl);
    if (!m_insert.isPrepared())
        return false;
    m_insert.bind(0, seq);
    // An item without a URL stores NULL, whatever the caller passed.
    m_insert.bind(1, item.url.isEmpty() ? QStringView() : QStringView(encodedUrl));
    m_insert.bind(2, item.relativePath);
    m_insert.bind(3, qint64(item.state));
    m_insert.bindUtf8(4, encodeAuditReasonsUtf8(item.reasons));
    if (!m_insert.exec()) {
        m_error = m_insert.errorString();
        return false;
    }
    ++m_count;
    m_shape.add(item, encodedUrl);
    if (item.state == AuditState::Delete) {
        for (const AuditReason &reason : item.reasons) {
            if (reason.kind == AuditReason::Kind::Kept) {
                ++m_kept;
                break;
            }
        }
    }
    return true;
}

RunItems::Shape RunItemWriter::shape() const
{
    RunItems::Shape shape = m_shape;
    shape.known = isOpen();
    return shape;
}

bool RunItemWriter::checkpoint()
{
    if (!m_transaction)
        return isOpen();
    if (!m_transaction->commit()) {
        m_error = m_store.errorString();
        m_transaction.reset();
        return false;
    }
    m_transaction.emplace(m_store);
    return m_transaction->isActive();
}

bool RunItemWriter::close()
{
    bool ok = true;
    if (m_transaction) {
        ok = m_transaction->commit();
        if (!ok)
            m_error = m_store.errorString();
        m_transaction.reset();
    }
    m_insert.finalize();
    m_store.close();
    return ok;
}

} // namespace rsi
