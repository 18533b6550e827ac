// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCryptographicHash>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <array>
#include <optional>

namespace rsi {

// One digest a hash attribute gives ("sha-256:<hex>"), for an algorithm the
// catalogue's ATT-007/008 know: md5, sha-1, sha-224, sha-256, sha-384, sha-512.
struct ListedDigest
{
    QString name; // as the attribute writes it
    QCryptographicHash::Algorithm algorithm;
    QByteArray hex; // lower case, exactly as long as the algorithm's digest
};

// The tokens of a hash attribute that name a known algorithm and carry a
// hexadecimal digest of its size, in order. Anything else is the validator's
// business (ATT-007..009), not a fixity question.
QList<ListedDigest> listedDigests(QStringView value);
// The same of a value in UTF-8 (as EntryTable keeps it), read in place
// without a QString: listedDigests(QString::fromUtf8(utf8)). A mirror reads
// the digests of every listed resource.
QVarLengthArray<ListedDigest, 2> listedDigestsUtf8(QByteArrayView utf8);

// The algorithm a hash attribute names ("sha-256"), when it is a known one.
std::optional<QCryptographicHash::Algorithm> hashAlgorithm(QStringView name);

// A known algorithm with the name hash attributes give it.
struct HashName
{
    QString name;
    QCryptographicHash::Algorithm algorithm;
};
// Every known algorithm, in the order of their names as QString sorts them.
// For finding a resource's digests by name: a QHash of two digests has more
// buckets to walk than this has names to look up.
const std::array<HashName, 6> &knownHashNames();

} // namespace rsi
