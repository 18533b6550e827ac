// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "stablehash.h"

#include <QFile>
#include <QtEndian>

#include <bit>
#include <cstring>

namespace rsi {

namespace {

// 2^64 divided by the golden ratio, and another odd constant with its bits
// well spread: both only need to be odd for the steps to be bijections.
constexpr quint64 multiplier = 0x9E3779B97F4A7C15ULL;
constexpr quint64 mixer = 0xD6E8FEB86659FD93ULL;

quint64 readLittleEndian(const char *bytes)
{
    quint64 word = 0;
    std::memcpy(&word, bytes, sizeof word);
    if constexpr (std::endian::native == std::endian::big)
        word = qbswap(word);
    return word;
}

} // namespace

StableHasher::StableHasher(quint64 seed)
    : m_state(seed ^ mixer)
{ }

void StableHasher::addWord(quint64 word)
{
    m_state = std::rotl(m_state ^ word, 29) * multiplier;
}

void StableHasher::add(QByteArrayView bytes)
{
    const char *data = bytes.data();
    qsizetype size = bytes.size();
    m_length += quint64(size);
    // Finish a word begun by the last call.
    while (m_pendingBytes > 0 && size > 0) {
        m_pending |= quint64(quint8(*data++)) << (8 * m_pendingBytes);
        --size;
        if (++m_pendingBytes == 8) {
            addWord(m_pending);
            m_pending = 0;
            m_pendingBytes = 0;
        }
    }
    if (m_pendingBytes > 0)
        return; // the bytes ran out before the word was complete
    while (size >= 8) {
        addWord(readLittleEndian(data));
        data += 8;
        size -= 8;
    }
    for (qsizetype i = 0; i < size; ++i)
        m_pending |= quint64(quint8(data[i])) << (8 * i);
    m_pendingBytes = int(size);
}

bool StableHasher::add(QIODevice &device)
{
    char buffer[64 * 1024];
    for (;;) {
        const qint64 read = device.read(buffer, sizeof buffer);
        if (read < 0)
            return false;
        if (read == 0)
            return true;
        add(QByteArrayView(buffer, read));
    }
}

quint64 StableHasher::result() const
{
    quint64 state = m_state;
    if (m_pendingBytes > 0)
        state = std::rotl(state ^ m_pending, 29) * multiplier;
    // The length tells "ab" from "ab\0"; the mix spreads every bit of the
    // state over the result.
    state ^= m_length * mixer;
    state ^= state >> 32;
    state *= multiplier;
    state ^= state >> 29;
    state *= mixer;
    state ^= state >> 32;
    return state;
}

QByteArray stableFileDigest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    StableHasher hasher;
    if (!hasher.add(file))
        return {};
    return QByteArray::number(hasher.result(), 16).rightJustified(16, '0');
}

} // namespace rsi
