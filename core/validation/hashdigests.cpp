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
    QStringView name;
    QCryptographicHash::Algorithm algorithm;
    // The same name as a string of static data: a digest that names it takes
    // it without an allocation (a mirror reads two of them per resource).
    QString (*sharedName)();
};

constexpr std::array<KnownHash, 6> knownHashes {{
    {u"md5", QCryptographicHash::Md5,
     [] {
         return QStringLiteral("md5");
     }},
    {u"sha-1", QCryptographicHash::Sha1,
     [] {
         return QStringLiteral("sha-1");
     }},
    {u"sha-224", QCryptographicHash::Sha224,
     [] {
         return QStringLiteral("sha-224");
     }},
    {u"sha-256", QCryptographicHash::Sha256,
     [] {
         return QStringLiteral("sha-256");
     }},
    {u"sha-384", QCryptographicHash::Sha384,
     [] {
         return QStringLiteral("sha-384");
     }},
    {u"sha-512", QCryptographicHash::Sha512,
     [] {
         return QStringLiteral("sha-512");
     }},
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
        if (isHexOfLength(hex, 2 * QCryptographicHash::hashLength(known->algorithm)))
            digests.append({known->sharedName(), known->algorithm, hex.toLatin1().toLower()});
    }
    return digests;
}

} // namespace rsi
