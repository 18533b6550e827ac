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
    m_counts = {};
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
    m_insert = std::make_unique<QSqlQuery>(m_store.database());
    if (!m_insert->prepare(QStringLiteral(
            "INSERT INTO items (seq, url, path, state, reasons) VALUES (?, ?, ?, ?, ?)"))) {
        m_store.failed(*m_insert);
        m_error = m_store.errorString();
        m_insert.reset();
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
    if (!m_insert)
        return false;
    m_insert->bindValue(0, seq);
    m_insert->bindValue(1, item.url.isEmpty() ? QString() : item.url.toString(QUrl::FullyEncoded));
    m_insert->bindValue(2, item.relativePath);
    m_insert->bindValue(3, int(item.state));
    const QString reasons = encodeAuditReasons(item.reasons);
    m_insert->bindValue(
        4, reasons.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(reasons));
    if (!m_store.exec(*m_insert)) {
        m_error = m_store.errorString();
        return false;
    }
    ++m_count;
    m_counts.add(item.state);
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
    m_insert.reset();
    m_store.close();
    return ok;
}

} // namespace rsi
