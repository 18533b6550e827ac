// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "digester.h"

#include <array>
#include <cstring>

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define RSI_SHA256_SHANI 1
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace rsi {

// SHA-256 on the x86 SHA extensions. QCryptographicHash (Qt 6.4) computes
// SHA-256 in portable C at about 200 MB/s, slower than inflating: it was the
// largest cost of checking and extracting a dump. With the SHA instructions
// (most x86 processors since 2017) this runs at about 1 GB/s. Used only when
// the processor has them; the digests are checked against
// QCryptographicHash's by the tests.
class FastSha256
{
public:
    static bool isSupported()
    {
#ifdef RSI_SHA256_SHANI
        static const bool supported = [] {
            unsigned a = 0, b = 0, c = 0, d = 0;
            if (!__get_cpuid(1, &a, &b, &c, &d))
                return false;
            const bool sse = (c & bit_SSSE3) != 0 && (c & bit_SSE4_1) != 0;
            if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
                return false;
            return sse && (b & bit_SHA) != 0;
        }();
        return supported;
#else
        return false;
#endif
    }

    void addData(QByteArrayView data)
    {
        const auto *bytes = reinterpret_cast<const uchar *>(data.data());
        qsizetype size = data.size();
        m_length += quint64(size);
        if (m_buffered > 0) {
            const qsizetype take = std::min(size, qsizetype(m_block.size()) - m_buffered);
            std::memcpy(m_block.data() + m_buffered, bytes, std::size_t(take));
            m_buffered += take;
            bytes += take;
            size -= take;
            if (m_buffered < qsizetype(m_block.size()))
                return;
            compress(m_block.data(), 1);
            m_buffered = 0;
        }
        const qsizetype whole = size / 64;
        if (whole > 0)
            compress(bytes, std::size_t(whole));
        const qsizetype rest = size - whole * 64;
        std::memcpy(m_block.data(), bytes + whole * 64, std::size_t(rest));
        m_buffered = rest;
    }

    // The raw 32-byte digest; the object is spent afterwards.
    QByteArray result()
    {
        std::array<uchar, 128> tail {};
        std::memcpy(tail.data(), m_block.data(), std::size_t(m_buffered));
        tail[std::size_t(m_buffered)] = 0x80;
        const std::size_t tailSize = m_buffered < 56 ? 64 : 128;
        const quint64 bits = m_length * 8;
        for (std::size_t i = 0; i < 8; ++i)
            tail[tailSize - 1 - i] = uchar(bits >> (8 * i));
        compress(tail.data(), tailSize / 64);
        QByteArray digest(32, Qt::Uninitialized);
        for (std::size_t i = 0; i < 8; ++i) {
            for (std::size_t j = 0; j < 4; ++j)
                digest[qsizetype(4 * i + j)] = char(uchar(m_state[i] >> (24 - 8 * j)));
        }
        return digest;
    }

private:
    void compress(const uchar *data, std::size_t blocks);

    std::array<quint32, 8> m_state {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::array<uchar, 64> m_block {};
    qsizetype m_buffered = 0;
    quint64 m_length = 0;
};

#ifdef RSI_SHA256_SHANI
alignas(16) constexpr quint32 sha256RoundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// The 64 rounds as 16 groups of four (the layout Intel's SHA extensions
// paper gives): the state lives as ABEF/CDGH, and the message schedule for
// group i + 1 is finished while group i runs.
__attribute__((target("sha,sse4.1,ssse3"))) void FastSha256::compress(const uchar *data,
                                                                      std::size_t blocks)
{
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i tmp = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_state.data()));
    __m128i state1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_state.data() + 4));
    tmp = _mm_shuffle_epi32(tmp, 0xB1); // CDAB
    state1 = _mm_shuffle_epi32(state1, 0x1B); // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8); // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0); // CDGH

    for (; blocks > 0; --blocks, data += 64) {
        const __m128i abefSaved = state0;
        const __m128i cdghSaved = state1;
        __m128i w[4]; // the message schedule, four words each
        for (std::size_t j = 0; j < 4; ++j)
            w[j] = _mm_shuffle_epi8(
                _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + 16 * j)), byteSwap);
#if defined(__clang__)
#pragma unroll
#else
#pragma GCC unroll 16
#endif
        for (std::size_t i = 0; i < 16; ++i) {
            __m128i message = _mm_add_epi32(
                w[i & 3],
                _mm_load_si128(reinterpret_cast<const __m128i *>(sha256RoundConstants + 4 * i)));
            state1 = _mm_sha256rnds2_epu32(state1, state0, message);
            if (i >= 3 && i < 15) {
                const std::size_t next = (i + 1) & 3;
                w[next] = _mm_add_epi32(w[next], _mm_alignr_epi8(w[i & 3], w[(i - 1) & 3], 4));
                w[next] = _mm_sha256msg2_epu32(w[next], w[i & 3]);
            }
            message = _mm_shuffle_epi32(message, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, message);
            if (i >= 1 && i < 13)
                w[(i - 1) & 3] = _mm_sha256msg1_epu32(w[(i - 1) & 3], w[i & 3]);
        }
        state0 = _mm_add_epi32(state0, abefSaved);
        state1 = _mm_add_epi32(state1, cdghSaved);
    }

    tmp = _mm_shuffle_epi32(state0, 0x1B); // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1); // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0); // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8); // HGFE
    _mm_storeu_si128(reinterpret_cast<__m128i *>(m_state.data()), state0);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(m_state.data() + 4), state1);
}
#else
void FastSha256::compress(const uchar *, std::size_t)
{
    Q_UNREACHABLE(); // isSupported() is false
}
#endif

Digester::Digester(QCryptographicHash::Algorithm algorithm)
{
    if (algorithm == QCryptographicHash::Sha256 && FastSha256::isSupported())
        m_fast = std::make_unique<FastSha256>();
    else
        m_qt = std::make_unique<QCryptographicHash>(algorithm);
}

Digester::~Digester() = default;

void Digester::addData(QByteArrayView data)
{
    if (m_fast)
        m_fast->addData(data);
    else
        m_qt->addData(data);
}

QByteArray Digester::result()
{
    return m_fast ? m_fast->result() : m_qt->result();
}

bool Digester::hasFastSha256()
{
    return FastSha256::isSupported();
}

} // namespace rsi
