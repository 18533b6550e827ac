// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "runitems.h"
#include "store/sqlitestatement.h"
#include "store/sqlitestore.h"

#include <memory>
#include <optional>

namespace rsi {

// Appends the items of one run to their database (RunItems), inside a
// transaction that checkpoint() commits: a run keeps in memory only the
// statement it reuses. Counts what it appended by state.
//
// Thread-affine: open, use and close it on one thread.
class RunItemWriter final
{
    Q_DISABLE_COPY_MOVE(RunItemWriter)

public:
    RunItemWriter();
    ~RunItemWriter(); // commits and closes

    // Creates the database at path (the file must not exist).
    bool open(const QString &path);
    // The item numbered seq (numbers need not be contiguous, nor come in
    // order: reports read them by number).
    bool append(qint64 seq, const AuditItem &item);
    // The same, for a caller that has the item's URL as stored at hand:
    // encodedUrl must be item.url.toString(QUrl::FullyEncoded) (a resource's
    // key, resourceKey()), which spares converting it again.
    bool append(qint64 seq, const AuditItem &item, const QString &encodedUrl);
    bool checkpoint();
    // Commits and closes; the handle says where the items are.
    bool close();
    bool isOpen() const;

    qsizetype count() const { return m_count; }
    const AuditCounts &counts() const { return m_shape.counts; }
    // What a report needs to lay the items out (RunItems::Shape).
    RunItems::Shape shape() const;
    // Delete items left in place (reason Kept).
    qsizetype kept() const { return m_kept; }
    QString path() const { return m_store.path(); }
    QString errorString() const { return m_error; }

private:
    SqliteStore m_store;
    SqliteStatement m_insert; // finalized before the connection closes
    std::optional<SqliteStore::Transaction> m_transaction;
    qsizetype m_count = 0;
    qsizetype m_kept = 0;
    RunItems::Shape m_shape;
    QString m_error;
};

} // namespace rsi
