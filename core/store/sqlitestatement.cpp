// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitestatement.h"

#include "sqlitestore.h"

#include <QCoreApplication>
#include <QStringEncoder>

#include <algorithm>
#include <cstring>
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
    m_texts.resize(size_t(sqlite3_bind_parameter_count(m_statement)));
    return true;
}

void SqliteStatement::finalize()
{
    if (m_statement)
        sqlite3_finalize(m_statement);
    m_statement = nullptr;
    m_stepped = false;
    // Only now: SQLite may have read them up to here.
    m_texts.clear();
}

char *SqliteStatement::textBuffer(int index, qsizetype bytes)
{
    if (index < 0 || size_t(index) >= m_texts.size())
        return nullptr;
    // SQLite refuses a bind from the first step() to the next reset()
    // (SQLITE_MISUSE) and keeps the old value, which it may read from this
    // buffer: then the buffer stays as it is, and SQLite is asked anyway, so
    // that it refuses as it would a copy of the text.
    if (m_stepped) {
        sqlite3_bind_null(m_statement, index + 1);
        return nullptr;
    }
    QByteArray &buffer = m_texts[size_t(index)];
    if (buffer.size() < bytes)
        buffer.resize(std::max<qsizetype>(bytes, 64));
    return buffer.data();
}

void SqliteStatement::bindBuffer(int index, const char *text, qsizetype bytes)
{
    // A non-null empty text must stay text, not NULL: SQLite takes a null
    // pointer for NULL (the buffer never is one).
    sqlite3_bind_text64(m_statement, index + 1, text, sqlite3_uint64(bytes), SQLITE_STATIC,
                        SQLITE_UTF8);
}

// Bound as UTF-8, the database's encoding: SQLite would otherwise translate
// UTF-16 itself, slower than Qt's encoder, on every write. Written into the
// parameter's own buffer, which SQLite reads in place (SQLITE_STATIC): a
// temporary QString may be bound, and neither side allocates per run.
void SqliteStatement::bind(int index, QStringView text)
{
    if (!m_statement)
        return;
    if (text.isNull()) {
        sqlite3_bind_null(m_statement, index + 1);
        return;
    }
    char *buffer = textBuffer(index, text.size() * 3);
    if (!buffer)
        return;
    // Stateless: a lone high surrogate at the end is written (as U+FFFD),
    // not kept back for a next call that never comes.
    QStringEncoder encoder(QStringEncoder::Utf8, QStringEncoder::Flag::Stateless);
    const char *end = encoder.appendToBuffer(buffer, text);
    bindBuffer(index, buffer, end - buffer);
}

void SqliteStatement::bindUtf8(int index, QByteArrayView utf8)
{
    if (!m_statement)
        return;
    if (utf8.isNull()) {
        sqlite3_bind_null(m_statement, index + 1);
        return;
    }
    char *buffer = textBuffer(index, utf8.size());
    if (!buffer)
        return;
    if (!utf8.isEmpty())
        memcpy(buffer, utf8.data(), size_t(utf8.size()));
    bindBuffer(index, buffer, utf8.size());
}

void SqliteStatement::bindLatin1(int index, QByteArrayView latin1)
{
    // ASCII (what HTTP's validators are) is its own UTF-8; anything else
    // takes the general way.
    unsigned bits = 0;
    for (const char c : latin1)
        bits |= uchar(c);
    if (bits < 0x80)
        bindUtf8(index, latin1);
    else
        bind(index, QString::fromLatin1(latin1));
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
    m_stepped = true;
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
    m_stepped = false;
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
