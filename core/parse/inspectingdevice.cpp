// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspectingdevice.h"

#include <QByteArrayView>

#include <algorithm>
#include <cstring>

namespace rsi {

InspectingDevice::InspectingDevice(QIODevice *source, qint64 byteLimit, int maxAttributes,
                                   qint64 maxMarkupBytes, QObject *parent)
    : QIODevice(parent)
    , m_source(source)
    , m_scanner(maxAttributes, maxMarkupBytes)
    , m_byteLimit(byteLimit)
{
    open(QIODevice::ReadOnly);
}

qint64 InspectingDevice::readData(char *data, qint64 maxSize)
{
    if (m_limitReached || m_sourceFailed || m_scanner.refused())
        return 0;
    const qint64 allowed = std::min(maxSize, m_byteLimit - m_bytesRead + 1);
    const qint64 got = m_source->read(data, allowed);
    if (got < 0) {
        // A gzip stream that is corrupt or truncated ends up here.
        m_sourceFailed = true;
        return 0;
    }
    qint64 size = got;
    if (m_bytesRead + size > m_byteLimit) {
        m_limitReached = true;
        size = m_byteLimit - m_bytesRead;
    }
    inspect(data, size);
    size = m_scanner.scan(data, size);
    m_bytesRead += size;
    return size;
}

void InspectingDevice::sniffDeclaredEncoding(const char *data, qint64 size)
{
    // Only the XML declaration at the very start matters. A document that
    // declares another encoding is decoded by QXmlStreamReader as declared;
    // replacing bytes would corrupt it, and GEN-002 reports the declaration.
    const QByteArrayView head(data, std::min<qint64>(size, 256));
    if (!head.startsWith("<?xml"))
        return;
    const qsizetype end = head.indexOf("?>");
    const QByteArray declaration = head.first(end < 0 ? head.size() : end).toByteArray().toLower();
    const qsizetype at = declaration.indexOf("encoding");
    if (at < 0)
        return;
    const QByteArray rest = declaration.mid(at + 8);
    m_repairInvalid = rest.contains("utf-8") || rest.contains("utf8");
}

bool InspectingDevice::looksWideEncoded(QByteArrayView head)
{
    // Byte order marks, then "<" followed or preceded by NUL bytes.
    return head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF")
        || head.startsWith(QByteArrayView("\x00\x00\xFE\xFF", 4))
        || head.startsWith(QByteArrayView("<\x00", 2))
        || head.startsWith(QByteArrayView("\x00<", 2));
}

void InspectingDevice::advancePosition(const char *data, qint64 size)
{
    const char *end = data + size;
    const char *cursor = data;
    while (true) {
        const char *newline
            = static_cast<const char *>(std::memchr(cursor, '\n', size_t(end - cursor)));
        if (!newline)
            break;
        ++m_line;
        m_column = 1;
        cursor = newline + 1;
    }
    // Columns count characters, not bytes: skip continuation bytes.
    for (; cursor < end; ++cursor) {
        if ((static_cast<unsigned char>(*cursor) & 0xC0) != 0x80)
            ++m_column;
    }
}

void InspectingDevice::inspect(char *data, qint64 size)
{
    qint64 offset = 0;
    if (!m_sniffed && size > 0) {
        m_sniffed = true;
        if (size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0) {
            m_hasBom = true;
            offset = 3;
        }
        m_looksWide = looksWideEncoded(QByteArrayView(data, size));
        if (m_looksWide)
            m_repairInvalid = false;
        else
            sniffDeclaredEncoding(data + offset, size - offset);
    }

    auto *bytes = reinterpret_cast<unsigned char *>(data);
    qint64 positionDoneUpTo = 0; // bytes whose position has been counted
    // Invalid bytes [from, to] of this chunk; 'from' is where the error is reported.
    const auto markInvalid = [&](qint64 from, qint64 to) {
        if (m_invalidUtf8Count++ == 0) {
            advancePosition(data + positionDoneUpTo, from - positionDoneUpTo);
            positionDoneUpTo = from;
            m_firstInvalid = {m_line, m_column};
        }
        if (m_repairInvalid)
            std::fill(bytes + from, bytes + to + 1, static_cast<unsigned char>('?'));
    };
    qint64 sequenceStart = m_pendingContinuation > 0 ? -1 : 0; // -1: began in an earlier chunk
    for (qint64 i = offset; i < size; ++i) {
        if (m_pendingContinuation == 0) {
            // ASCII, eight bytes at a time: nearly every byte of a document.
            while (size - i >= 8) {
                quint64 word;
                std::memcpy(&word, bytes + i, 8);
                if (word & 0x8080808080808080ULL)
                    break;
                i += 8;
            }
            if (i >= size)
                break;
        }
        const unsigned char byte = bytes[i];
        if (m_pendingContinuation > 0) {
            if (byte >= m_lowerBound && byte <= m_upperBound) {
                --m_pendingContinuation;
                m_lowerBound = 0x80;
                m_upperBound = 0xBF;
                continue;
            }
            // The sequence was cut short: its bytes are invalid, and this byte
            // is judged afresh below.
            m_pendingContinuation = 0;
            if (sequenceStart >= 0)
                markInvalid(sequenceStart, i - 1);
            else
                markInvalid(i, i - 1); // lead byte already handed on; report here
        }
        if (byte < 0x80)
            continue;
        sequenceStart = i;
        m_lowerBound = 0x80;
        m_upperBound = 0xBF;
        if (byte >= 0xC2 && byte <= 0xDF) {
            m_pendingContinuation = 1;
        } else if (byte >= 0xE0 && byte <= 0xEF) {
            m_pendingContinuation = 2;
            if (byte == 0xE0)
                m_lowerBound = 0xA0; // no overlong forms
            if (byte == 0xED)
                m_upperBound = 0x9F; // no surrogates
        } else if (byte >= 0xF0 && byte <= 0xF4) {
            m_pendingContinuation = 3;
            if (byte == 0xF0)
                m_lowerBound = 0x90;
            if (byte == 0xF4)
                m_upperBound = 0x8F; // nothing above U+10FFFF
        } else {
            markInvalid(i, i); // a stray continuation byte, C0, C1 or F5..FF
        }
    }
    if (m_invalidUtf8Count == 0)
        advancePosition(data + positionDoneUpTo, size - positionDoneUpTo);
}

} // namespace rsi
