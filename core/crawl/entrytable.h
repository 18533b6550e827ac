// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace rsi {

struct Entry;

// The values of an entry that the crawl keeps once a document is validated.
// rs:md attributes by name; Contents is the href of the entry's
// rs:ln rel="contents" (a dump's manifest), Hub that of its rs:ln rel="hub"
// (a notification channel's hub, in a Capability List).
enum class EntryField : quint8 {
    Loc, // trimmed
    Lastmod,
    Capability,
    At,
    Completed,
    From,
    Until,
    Datetime,
    Change,
    Hash,
    Length,
    Type,
    Path,
    Encoding,
    Contents,
    Hub,
};
inline constexpr int entryFieldCount = int(EntryField::Hub) + 1;
static_assert(entryFieldCount <= 16, "EntryTable::Row::present has 16 bits");

// The entries of one crawled document, stored compactly: a million entries
// must fit comfortably in memory, where the parser's Entry (QStrings, attribute
// lists, positions) costs about a kilobyte each. Each row is a start offset into
// one UTF-8 buffer, a mask of the fields present, and the loc's position; the
// present values follow one another in field order, each prefixed by its
// length. Reading a field walks at most the row's other fields.
//
// Immutable once built, so any thread may read it.
class EntryTable final
{
public:
    void append(const Entry &entry);
    // Gives back the slack of building; call once all rows are in.
    void squeeze();
    // Keeps the first rows only, and gives back the memory of the others.
    void truncate(qsizetype rows);

    qsizetype size() const { return m_rows.size(); }
    bool isEmpty() const { return m_rows.isEmpty(); }

    bool has(qsizetype row, EntryField field) const
    {
        return m_rows.at(row).present & fieldBit(field);
    }
    // The value as UTF-8, empty when absent (has() tells an empty value apart).
    QByteArrayView utf8(qsizetype row, EntryField field) const;
    // The value, or a null QString when absent.
    QString value(qsizetype row, EntryField field) const;
    QString loc(qsizetype row) const { return value(row, EntryField::Loc); }
    // Where the entry's <loc> stands in the document (its <url> when it has none).
    SourcePosition position(qsizetype row) const
    {
        const Row &r = m_rows.at(row);
        return {r.line, r.column};
    }

    // Heap bytes held, for benchmarks and memory budgets.
    qsizetype memoryUsage() const;

private:
    struct Row
    {
        quint32 offset = 0; // of the first present value in m_text
        quint16 present = 0; // bit n: EntryField n is present
        quint16 column = 0; // saturates; positions beyond it are rare and only shown
        quint32 line = 0;
    };

    static constexpr quint16 fieldBit(EntryField field) { return quint16(1u << quint8(field)); }
    void appendValue(const QString &value);

    QByteArray m_text;
    QList<Row> m_rows;
};

} // namespace rsi
