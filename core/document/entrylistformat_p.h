// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The compact form of EntryList, shared by the list itself and the parser,
// which writes entries in it straight from the bytes it reads. Private to
// core/document and core/parse.
//
// One entry: a flags byte; the positions of the <url>, its <loc> and its
// <lastmod> (line, column); the four repeat counts; the <loc>'s full length;
// the <loc> text; <lastmod>, <changefreq> and <priority> when present; the
// rs:md (position, attributes) when present; the links (count, then each
// one's position and attributes) when there are any. Numbers are base-128
// varints. A string is a varint (byte length << 1 | 1 when every byte is
// ASCII) followed by its UTF-8 bytes. An attribute is its name's code (a
// known unprefixed ResourceSync name, or otherName followed by the qualified
// name and the namespace URI as strings) and its value.

#include "document/sourceposition.h"

#include <QByteArray>
#include <QString>

namespace rsi::entrylistformat {

// The flags byte.
inline constexpr unsigned hasLastmod = 1;
inline constexpr unsigned hasChangefreq = 2;
inline constexpr unsigned hasPriority = 4;
inline constexpr unsigned hasMetadata = 8;
inline constexpr unsigned hasLinks = 16;

inline constexpr int knownNameCount = 16;
inline constexpr quint8 otherName = 0xff;

inline quint64 readVarint(const char *&cursor)
{
    quint64 value = 0;
    int shift = 0;
    for (;;) {
        const auto byte = quint8(*cursor++);
        value |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return value;
        shift += 7;
    }
}

inline bool isAscii(QByteArrayView bytes)
{
    for (const char c : bytes) {
        if (quint8(c) >= 0x80)
            return false;
    }
    return true;
}

// Fills target with ASCII (or Latin-1) bytes, in its own storage when it has
// room and nobody shares it: a reused Entry then allocates nothing.
inline void assignLatin1(QString &target, const char *bytes, qsizetype size)
{
    if (target.isDetached() && target.capacity() >= size)
        target.resize(size);
    else
        target = QString(size, Qt::Uninitialized);
    char16_t *out = reinterpret_cast<char16_t *>(target.data());
    for (qsizetype i = 0; i < size; ++i)
        out[i] = char16_t(quint8(bytes[i]));
}

// Appends the compact form to a buffer.
class Writer
{
public:
    explicit Writer(QByteArray &data)
        : m_data(data)
    { }

    void writeByte(quint8 byte) { m_data.append(char(byte)); }
    void writeNumber(quint64 value)
    {
        char bytes[10];
        int size = 0;
        while (value >= 0x80) {
            bytes[size++] = char((value & 0x7f) | 0x80);
            value >>= 7;
        }
        bytes[size++] = char(value);
        m_data.append(bytes, size);
    }
    void writePosition(SourcePosition position)
    {
        writeNumber(quint64(std::max<qint64>(position.line, 0)));
        writeNumber(quint64(std::max<qint64>(position.column, 0)));
    }
    // UTF-8 bytes; ascii says that every byte is below 0x80.
    void writeUtf8(QByteArrayView utf8, bool ascii)
    {
        writeNumber((quint64(utf8.size()) << 1) | (ascii ? 1 : 0));
        m_data.append(utf8.data(), utf8.size());
    }
    void writeString(QStringView text)
    {
        bool ascii = true;
        for (const QChar c : text) {
            if (c.unicode() >= 0x80) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            writeNumber((quint64(text.size()) << 1) | 1);
            const qsizetype start = m_data.size();
            m_data.resize(start + text.size());
            char *out = m_data.data() + start;
            for (qsizetype i = 0; i < text.size(); ++i)
                out[i] = char(text[i].unicode());
            return;
        }
        writeUtf8(text.toUtf8(), false);
    }

private:
    QByteArray &m_data;
};

} // namespace rsi::entrylistformat
