// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

class QIODevice;

namespace rsi {

// A 64-bit digest for telling whether bytes changed, not for security: the
// crawl history stores it (a document's bytes, an entry's metadata), so its
// value for given bytes is fixed for ever, on every machine and build. Not
// qHash(): that one is seeded per process and uses the processor's AES
// instructions where it can.
//
// Words of 8 bytes (little-endian) go through a chain of xor, rotate and a
// multiplication by an odd constant, each step a bijection of the state for
// a given word: two inputs of one length that differ in a single word never
// collide. The length and a final mix follow. Several GB/s.
class StableHasher final
{
public:
    explicit StableHasher(quint64 seed = 0);

    void add(QByteArrayView bytes);
    // Reads the device to its end; false when it reports an error.
    bool add(QIODevice &device);
    quint64 result() const;

private:
    void addWord(quint64 word);

    quint64 m_state = 0;
    quint64 m_length = 0;
    quint64 m_pending = 0; // bytes of a word not yet complete, little-endian
    int m_pendingBytes = 0;
};

inline quint64 stableHash(QByteArrayView bytes, quint64 seed = 0)
{
    StableHasher hasher(seed);
    hasher.add(bytes);
    return hasher.result();
}

// The file's bytes as a hexadecimal stableHash (16 digits); empty when it
// cannot be read.
QByteArray stableFileDigest(const QString &path);

} // namespace rsi
