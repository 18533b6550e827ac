// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hashdigests.h"

#include "rules/characters_p.h"

#include <algorithm>
#include <array>

namespace rsi {

namespace {

struct KnownHash
{
    QStringView name; // of a string literal: static data
    QCryptographicHash::Algorithm algorithm;
};

constexpr std::array<KnownHash, 6> knownHashes {{
    {u"md5", QCryptographicHash::Md5},
    {u"sha-1", QCryptographicHash::Sha1},
    {u"sha-224", QCryptographicHash::Sha224},
    {u"sha-256", QCryptographicHash::Sha256},
    {u"sha-384", QCryptographicHash::Sha384},
    {u"sha-512", QCryptographicHash::Sha512},
}};

const KnownHash *knownHash(QStringView name)
{
    for (const KnownHash &known : knownHashes) {
        if (known.name == name)
            return &known;
    }
    return nullptr;
}

bool isSpace(QChar c)
{
    return characters::isXmlSpace(c.unicode());
}

// Whether text is exactly `length` hexadecimal digits: checked in place, as a
// mirror reads the digests of every listed resource.
bool isHexOfLength(QStringView text, qsizetype length)
{
    return text.size() == length && std::all_of(text.cbegin(), text.cend(), [](QChar c) {
               return characters::isHexDigit(c.unicode());
           });
}

const KnownHash *knownHash(QByteArrayView name)
{
    for (const KnownHash &known : knownHashes) {
        if (known.name.size() != name.size())
            continue;
        if (std::equal(name.cbegin(), name.cend(), known.name.cbegin(),
                       [](char a, QChar b) { return char16_t(uchar(a)) == b.unicode(); }))
            return &known;
    }
    return nullptr;
}

// Each byte's lower-case hexadecimal digit (characters::isHexDigit()), or 0
// for a byte that is none.
constexpr std::array<char, 256> lowerHexDigits = [] {
    std::array<char, 256> digits {};
    for (char c = '0'; c <= '9'; ++c)
        digits[size_t(c)] = c;
    for (char c = 'a'; c <= 'f'; ++c) {
        digits[size_t(c)] = c;
        digits[size_t(c - 'a' + 'A')] = c;
    }
    return digits;
}();

bool isSpaceByte(char c)
{
    return characters::isXmlSpace(char16_t(uchar(c)));
}

} // namespace

std::optional<QCryptographicHash::Algorithm> hashAlgorithm(QStringView name)
{
    if (const KnownHash *known = knownHash(name))
        return known->algorithm;
    return std::nullopt;
}

const std::array<HashName, 6> &knownHashNames()
{
    static_assert(knownHashes.size() == 6, "knownHashNames() returns them all");
    static const std::array<HashName, 6> names = [] {
        std::array<HashName, 6> made;
        for (std::size_t i = 0; i < knownHashes.size(); ++i) {
            const QStringView name = knownHashes[i].name; // static data: no copy
            made[i] = {QString::fromRawData(name.data(), name.size()), knownHashes[i].algorithm};
        }
        return made;
    }();
    return names;
}

QList<ListedDigest> listedDigests(QStringView value)
{
    QList<ListedDigest> digests;
    qsizetype i = 0;
    while (i < value.size()) {
        while (i < value.size() && isSpace(value.at(i)))
            ++i;
        const qsizetype start = i;
        while (i < value.size() && !isSpace(value.at(i)))
            ++i;
        const QStringView token = value.sliced(start, i - start);
        const qsizetype colon = token.indexOf(u':');
        if (colon <= 0)
            continue;
        const KnownHash *known = knownHash(token.first(colon));
        if (!known)
            continue;
        const QStringView hex = token.sliced(colon + 1);
        if (!isHexOfLength(hex, 2 * QCryptographicHash::hashLength(known->algorithm)))
            continue;
        // The name over the literal's own characters: no allocation for the
        // two digests a mirror reads per resource.
        digests.append({QString::fromRawData(known->name.data(), known->name.size()),
                        known->algorithm, hex.toLatin1().toLower()});
    }
    return digests;
}

QVarLengthArray<ListedDigest, 2> listedDigestsUtf8(QByteArrayView utf8)
{
    // As listedDigests(), over the bytes, in one pass. A byte of a character
    // beyond ASCII (0x80 and above, also in malformed UTF-8) is neither
    // space, nor ':', nor a digit, nor part of a known name, exactly as the
    // character QString::fromUtf8() makes of it: the tokens, names and
    // digests found are the same.
    QVarLengthArray<ListedDigest, 2> digests;
    const char *const data = utf8.data();
    const qsizetype size = utf8.size();
    // QString::fromUtf8() drops a byte order mark at the start: so does this.
    qsizetype i = utf8.startsWith("\xef\xbb\xbf") ? 3 : 0;
    while (i < size) {
        while (i < size && isSpaceByte(data[i]))
            ++i;
        const qsizetype start = i;
        while (i < size && data[i] != ':' && !isSpaceByte(data[i]))
            ++i;
        if (i == size || data[i] != ':')
            continue; // no colon in the token: it has ended
        const KnownHash *known
            = i > start ? knownHash(QByteArrayView(data + start, i - start)) : nullptr;
        ++i; // the colon
        if (known) {
            // Exactly this many digits, then the token's end.
            const qsizetype length = 2 * QCryptographicHash::hashLength(known->algorithm);
            if (size - i >= length && (i + length == size || isSpaceByte(data[i + length]))) {
                QByteArray hex(length, Qt::Uninitialized);
                char *out = hex.data();
                qsizetype n = 0;
                while (n < length && (out[n] = lowerHexDigits[uchar(data[i + n])]) != 0)
                    ++n;
                if (n == length) {
                    digests.append({QString::fromRawData(known->name.data(), known->name.size()),
                                    known->algorithm, std::move(hex)});
                    i += length;
                    continue;
                }
            }
        }
        while (i < size && !isSpaceByte(data[i]))
            ++i;
    }
    return digests;
}

} // namespace rsi
