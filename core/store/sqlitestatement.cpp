// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitestatement.h"

#include "sqlitestore.h"

#include <QCoreApplication>
#include <QStringEncoder>
#include <QVarLengthArray>

#include <sqlite3.h>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::SqliteStore)
};

} // namespace

SqliteStatement::~SqliteStatement()
{
    finalize();
}

bool SqliteStatement::prepare(SqliteStore &store, const char *sql)
{
    finalize();
    m_error.clear();
    m_connection = store.handle();
    if (!m_connection) {
        m_error = Tr::tr("the database is not open");
        return false;
    }
    // Persistent: SQLite keeps the statement for many runs.
    const int code = sqlite3_prepare_v3(m_connection, sql, -1, SQLITE_PREPARE_PERSISTENT,
                                        &m_statement, nullptr);
    if (code != SQLITE_OK) {
        record(code);
        finalize();
        return false;
    }
    return true;
}

void SqliteStatement::finalize()
{
    if (m_statement)
        sqlite3_finalize(m_statement);
    m_statement = nullptr;
}

// SQLITE_TRANSIENT: SQLite copies the text, so a temporary QString may be
// bound; the copy of a URL costs nothing beside the statement. Bound as
// UTF-8, the database's encoding: SQLite would otherwise translate UTF-16
// itself, slower than Qt's encoder, on every write.
void SqliteStatement::bind(int index, QStringView text)
{
    if (!m_statement)
        return;
    if (text.isNull()) {
        sqlite3_bind_null(m_statement, index + 1);
        return;
    }
    // A non-null empty text must stay text, not NULL: SQLite takes a null
    // pointer for NULL.
    QVarLengthArray<char, 512> utf8(text.size() * 3 + 1);
    // Stateless: a lone high surrogate at the end is written (as U+FFFD),
    // not kept back for a next call that never comes.
    QStringEncoder encoder(QStringEncoder::Utf8, QStringEncoder::Flag::Stateless);
    char *end = encoder.appendToBuffer(utf8.data(), text);
    sqlite3_bind_text(m_statement, index + 1, utf8.constData(), int(end - utf8.constData()),
                      SQLITE_TRANSIENT);
}

void SqliteStatement::bind(int index, qint64 value)
{
    if (m_statement)
        sqlite3_bind_int64(m_statement, index + 1, value);
}

void SqliteStatement::bindNull(int index)
{
    if (m_statement)
        sqlite3_bind_null(m_statement, index + 1);
}

SqliteStatement::Step SqliteStatement::step()
{
    if (!m_statement) {
        if (m_error.isEmpty())
            m_error = Tr::tr("the statement is not prepared");
        return Step::Error;
    }
    const int code = sqlite3_step(m_statement);
    if (code == SQLITE_ROW)
        return Step::Row;
    if (code == SQLITE_DONE)
        return Step::Done;
    record(code);
    return Step::Error;
}

bool SqliteStatement::exec()
{
    Step result = step();
    while (result == Step::Row)
        result = step();
    reset();
    return result == Step::Done;
}

void SqliteStatement::reset()
{
    if (!m_statement)
        return;
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

bool SqliteStatement::isNull(int column) const
{
    return !m_statement || sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

qint64 SqliteStatement::integer(int column) const
{
    return m_statement ? sqlite3_column_int64(m_statement, column) : 0;
}

QString SqliteStatement::text(int column) const
{
    if (isNull(column))
        return {};
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    const int bytes = sqlite3_column_bytes(m_statement, column);
    if (!data)
        return {};
    QString value = QString::fromUtf8(data, bytes);
    if (value.isNull())
        value = QStringLiteral("");
    return value;
}

bool SqliteStatement::record(int code)
{
    // The connection's message is the detailed one ("UNIQUE constraint
    // failed: resources.path_key"); the code's is the fallback.
    const char *message = m_connection ? sqlite3_errmsg(m_connection) : nullptr;
    m_error = QString::fromUtf8(message ? message : sqlite3_errstr(code));
    return false;
}

} // namespace rsi
