// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace rsi {

class SqliteStore;

// A statement prepared once on a SqliteStore's connection and run many
// times through SQLite's own interface, for the statements a mirror runs
// once or twice per resource. Qt SQL's QSqlQuery costs about 20 µs per run
// on top of SQLite (it builds a QSqlRecord of every column's name and type
// and a QVariant per value, each time), which made the state thread the
// slowest part of a mirror of small files; here a run costs what SQLite
// costs.
//
// Usage: bind every parameter, step(), read the row's columns, reset().
// Indexes are 0-based for parameters and columns alike. Text is bound and
// read as UTF-8, the encoding of the databases Qt's driver makes (SQLite's
// default), so SQLite converts nothing; a null QString binds SQL NULL.
// Bound text is kept in buffers of the statement's own, reused from run to
// run, which SQLite reads in place: a bind costs no allocation once the
// buffers have grown, neither here nor in SQLite. Binding between step()
// and reset() is refused (SQLite's rule) and changes nothing.
//
// The statement belongs to its store's thread and must be destroyed (or
// finalize()d) before the store closes its connection.
class SqliteStatement final
{
    Q_DISABLE_COPY_MOVE(SqliteStatement)

public:
    SqliteStatement() = default;
    ~SqliteStatement();

    // Prepares sql on store's open connection; false with errorString() set.
    bool prepare(SqliteStore &store, const char *sql);
    bool isPrepared() const { return m_statement != nullptr; }
    void finalize();

    void bind(int index, QStringView text);
    // Text that is UTF-8 already, stored as it is; a null view binds NULL.
    // For valid text, bindUtf8(i, text.toUtf8()) stores what bind(i, text) does.
    void bindUtf8(int index, QByteArrayView utf8);
    // Bytes that stand each for one character (Latin-1, as
    // QString::fromLatin1() reads them, HTTP header values among them):
    // stores what bind(index, QString::fromLatin1(latin1)) does.
    void bindLatin1(int index, QByteArrayView latin1);
    void bind(int index, qint64 value);
    void bindNull(int index);

    enum class Step { Row, Done, Error };
    // The next row (Row), the end (Done) or an error (errorString()).
    Step step();
    // Runs a statement without rows to its end and resets it; false on error.
    bool exec();
    // Makes the statement ready to be bound and run again; the bindings are cleared.
    void reset();

    // The current row's columns (after step() gave Row).
    bool isNull(int column) const;
    qint64 integer(int column) const;
    QString text(int column) const; // a null QString for NULL

    QString errorString() const { return m_error; }

private:
    bool record(int code);
    // A buffer for parameter index of at least `bytes` bytes, or nullptr
    // when there is no such parameter or a bind would be refused. Valid
    // until the next call for that index, the next prepare() or finalize().
    char *textBuffer(int index, qsizetype bytes);
    void bindBuffer(int index, const char *text, qsizetype bytes);

    sqlite3 *m_connection = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    // One per parameter: SQLite reads bound text from here (SQLITE_STATIC)
    // until the parameter is bound again or cleared.
    std::vector<QByteArray> m_texts;
    bool m_stepped = false; // since the last reset(): SQLite takes no binds
    QString m_error;
};

} // namespace rsi
