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

} // namespace

std::optional<QCryptographicHash::Algorithm> hashAlgorithm(QStringView name)
{
    if (const KnownHash *known = knownHash(name))
        return known->algorithm;
    return std::nullopt;
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

} // namespace rsi
