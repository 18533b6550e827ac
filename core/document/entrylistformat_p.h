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

#include <cstring>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
    const char *at = bytes.data();
    const char *const end = at + bytes.size();
    for (; end - at >= 8; at += 8) {
        quint64 word;
        std::memcpy(&word, at, 8);
        if (word & 0x8080808080808080ULL)
            return false;
    }
    for (; at < end; ++at) {
        if (quint8(*at) >= 0x80)
            return false;
    }
    return true;
}

// Latin-1 (here: ASCII) bytes to UTF-16, sixteen at a time where SSE2 is
// there: iterating a list widens every value of every entry once per pass.
inline void widenLatin1(char16_t *out, const char *in, qsizetype size)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const auto widen16 = [&](qsizetype at) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(in + at));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + at), _mm_unpacklo_epi8(bytes, zero));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + at + 8), _mm_unpackhi_epi8(bytes, zero));
    };
    const auto widen8 = [&](qsizetype at) {
        const __m128i bytes = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(in + at));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + at), _mm_unpacklo_epi8(bytes, zero));
    };
    if (size >= 16) {
        qsizetype i = 0;
        for (; i + 16 <= size; i += 16)
            widen16(i);
        if (i < size)
            widen16(size - 16); // the last sixteen, overlapping what is done
        return;
    }
    if (size >= 8) {
        widen8(0);
        widen8(size - 8);
        return;
    }
#endif
    for (qsizetype i = 0; i < size; ++i)
        out[i] = char16_t(quint8(in[i]));
}

// UTF-16 code units of UTF-8 bytes, what QString::size() would say: one per
// lead byte, two for a 4-byte sequence; ASCII eight bytes at a time.
inline qint64 utf16Length(QByteArrayView utf8)
{
    const char *at = utf8.data();
    const char *const end = at + utf8.size();
    qint64 units = 0;
    const auto unitsOf = [](quint8 c) {
        return (c & 0xC0) == 0x80 ? 0 : c >= 0xF0 ? 2 : 1;
    };
    for (; end - at >= 8; at += 8) {
        quint64 word;
        std::memcpy(&word, at, 8);
        if (!(word & 0x8080808080808080ULL)) {
            units += 8;
            continue;
        }
        for (int k = 0; k < 8; ++k)
            units += unitsOf(quint8(at[k]));
    }
    for (; at < end; ++at)
        units += unitsOf(quint8(*at));
    return units;
}

// Fills target with ASCII (or Latin-1) bytes, in its own storage when it has
// room and nobody shares it: a reused Entry then allocates nothing.
inline void assignLatin1(QString &target, const char *bytes, qsizetype size)
{
    if (target.isDetached() && target.capacity() >= size) {
        if (target.size() != size)
            target.resize(size);
    } else {
        target = QString(size, Qt::Uninitialized);
    }
    widenLatin1(reinterpret_cast<char16_t *>(target.data()), bytes, size);
}

// A growable byte buffer that costs nothing per append beyond the copy: the
// parser writes every entry through one (QByteArray's append and resize are
// calls into the library, several per value).
class ByteBuffer
{
public:
    char *grow(qsizetype size)
    {
        if (m_size + size > m_capacity)
            reserve(std::max(m_size + size, 2 * m_capacity + 64));
        char *at = m_data.get() + m_size;
        m_size += size;
        return at;
    }
    void append(QByteArrayView bytes)
    {
        if (!bytes.isEmpty())
            std::memcpy(grow(bytes.size()), bytes.data(), size_t(bytes.size()));
    }
    void clear() { m_size = 0; }
    qsizetype size() const { return m_size; }
    QByteArrayView view() const { return {m_data.get(), m_size}; }

private:
    void reserve(qsizetype capacity)
    {
        auto data = std::make_unique<char[]>(size_t(capacity));
        if (m_size > 0)
            std::memcpy(data.get(), m_data.get(), size_t(m_size));
        m_data = std::move(data);
        m_capacity = capacity;
    }

    std::unique_ptr<char[]> m_data;
    qsizetype m_size = 0;
    qsizetype m_capacity = 0;
};

// Appends the compact form to a buffer.
class Writer
{
public:
    explicit Writer(ByteBuffer &data)
        : m_data(data)
    { }

    void writeByte(quint8 byte) { *grow(1) = char(byte); }
    void writeNumber(quint64 value)
    {
        char bytes[10];
        int size = 0;
        while (value >= 0x80) {
            bytes[size++] = char((value & 0x7f) | 0x80);
            value >>= 7;
        }
        bytes[size++] = char(value);
        std::memcpy(grow(size), bytes, size_t(size));
    }
    void writeBytes(QByteArrayView bytes)
    {
        if (!bytes.isEmpty())
            std::memcpy(grow(bytes.size()), bytes.data(), size_t(bytes.size()));
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
        writeBytes(utf8);
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
            char *out = grow(text.size());
            for (qsizetype i = 0; i < text.size(); ++i)
                out[i] = char(text[i].unicode());
            return;
        }
        writeUtf8(text.toUtf8(), false);
    }

private:
    char *grow(qsizetype size) { return m_data.grow(size); }

    ByteBuffer &m_data;
};

} // namespace rsi::entrylistformat
