// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "runitems.h"
#include "store/sqlitestatement.h"
#include "store/sqlitestore.h"

#include <functional>
#include <memory>

namespace rsi {

// Reads the items of one run (RunItems) without holding them: by number, a
// page at a time, or all of them in order through a callback.
//
// Thread-affine (it holds a read-only connection): open it on the thread
// that reads, and close it there.
class RunItemReader final
{
    Q_DISABLE_COPY_MOVE(RunItemReader)

public:
    RunItemReader();
    ~RunItemReader();

    bool open(const RunItems &items);
    void close();
    bool isOpen() const;
    QString errorString() const { return m_error; }

    qsizetype count();
    // One more than the largest item number (numbers may have gaps).
    qsizetype bound();
    // The items numbered first .. first + count - 1 that there are.
    QList<AuditItem> read(qsizetype first, qsizetype count);
    void readNumbered(qsizetype first, qsizetype count,
                      const std::function<void(qsizetype index, const AuditItem &item)> &visit);
    // Calls visit(index, item) in order until it returns false. Only the
    // columns asked for are read: path and url always, reasons on request.
    bool forEach(const std::function<bool(qsizetype index, const AuditItem &item)> &visit,
                 bool withReasons = true);
    // The item numbers whose state is in `states` (a bit per AuditState),
    // ordered by the column (0 state, 1 path, 2 url, 3 reasons; -1 the run's
    // order), case-insensitively, in the database: without holding the texts.
    // With `accept`, every row is read and only those it accepts are kept.
    std::optional<QList<int>> select(unsigned states, int column, bool descending,
                                     const std::function<bool(const AuditItem &)> &accept = {});

private:
    RunItems m_items; // keeps a dry run's temporary folder while reading
    SqliteStore m_store;
    std::unique_ptr<SqliteStatement> m_page; // finalized before the connection closes
    QString m_error;
};

} // namespace rsi
