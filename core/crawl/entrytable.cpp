// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrytable.h"

#include "document/entry.h"

#include <limits>

namespace rsi {

namespace {

// Lengths are written as base-128 varints: most values are shorter than 128
// bytes and cost one byte of length.
void writeLength(QByteArray &text, qsizetype length)
{
    auto remaining = quint64(length);
    while (remaining >= 0x80) {
        text.append(char((remaining & 0x7f) | 0x80));
        remaining >>= 7;
    }
    text.append(char(remaining));
}

qsizetype readLength(const char *&cursor)
{
    quint64 length = 0;
    int shift = 0;
    for (;;) {
        const auto byte = quint8(*cursor++);
        length |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return qsizetype(length);
        shift += 7;
    }
}

template<typename Number> Number saturated(qint64 value)
{
    return Number(std::clamp<qint64>(value, 0, std::numeric_limits<Number>::max()));
}

} // namespace

void EntryTable::appendValue(const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    writeLength(m_text, utf8.size());
    m_text.append(utf8);
}

void EntryTable::append(const Entry &entry)
{
    // The parser caps a document well below 4 GiB, so 32-bit offsets do.
    Q_ASSERT(m_text.size() < qsizetype(std::numeric_limits<quint32>::max()));
    Row row;
    row.offset = quint32(m_text.size());
    const SourcePosition where = entry.locPosition.isKnown() ? entry.locPosition : entry.position;
    row.line = saturated<quint32>(where.line);
    row.column = saturated<quint16>(where.column);

    std::array<const QString *, entryFieldCount> values {};
    const QString loc = entry.trimmedLoc();
    if (entry.locCount > 0)
        values[size_t(EntryField::Loc)] = &loc;
    if (entry.lastmod)
        values[size_t(EntryField::Lastmod)] = &*entry.lastmod;
    if (entry.metadata) {
        const auto found = entry.metadata->attributes.values<12>(
            {u"capability", u"at", u"completed", u"from", u"until", u"datetime", u"change", u"hash",
             u"length", u"type", u"path", u"encoding"});
        for (int i = 0; i < 12; ++i)
            values[size_t(int(EntryField::Capability) + i)] = found[size_t(i)];
    }
    // The first link of each rel counts.
    QString contents;
    QString hub;
    for (const Link &link : entry.links) {
        if (!values[size_t(EntryField::Contents)] && link.hasRel(u"contents")) {
            contents = link.href().value_or(QString());
            values[size_t(EntryField::Contents)] = &contents;
        } else if (!values[size_t(EntryField::Hub)] && link.hasRel(u"hub")) {
            hub = link.href().value_or(QString());
            values[size_t(EntryField::Hub)] = &hub;
        }
    }
    for (int field = 0; field < entryFieldCount; ++field) {
        if (const QString *value = values[size_t(field)]) {
            row.present |= fieldBit(EntryField(field));
            appendValue(*value);
        }
    }
    m_rows.append(row);
}

void EntryTable::squeeze()
{
    m_text.squeeze();
    m_rows.squeeze();
}

void EntryTable::truncate(qsizetype rows)
{
    if (rows >= m_rows.size())
        return;
    m_text.truncate(m_rows.at(rows).offset);
    m_rows.resize(rows);
    squeeze();
}

QByteArrayView EntryTable::utf8(qsizetype row, EntryField field) const
{
    const Row &r = m_rows.at(row);
    if (!(r.present & fieldBit(field)))
        return {};
    const char *cursor = m_text.constData() + r.offset;
    for (int before = 0; before < int(field); ++before) {
        if (r.present & fieldBit(EntryField(before))) {
            const qsizetype length = readLength(cursor);
            cursor += length;
        }
    }
    const qsizetype length = readLength(cursor);
    return QByteArrayView(cursor, length);
}

QString EntryTable::value(qsizetype row, EntryField field) const
{
    if (!has(row, field))
        return {};
    const QByteArrayView bytes = utf8(row, field);
    // An empty value is still a value: keep it apart from an absent one.
    return bytes.isEmpty() ? QStringLiteral("") : QString::fromUtf8(bytes);
}

qsizetype EntryTable::memoryUsage() const
{
    return m_text.capacity() + m_rows.capacity() * qsizetype(sizeof(Row));
}

} // namespace rsi
