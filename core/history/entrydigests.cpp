// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrydigests.h"

#include "crawl/entrytable.h"
#include "util/stablehash.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <numeric>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::EntryDigests)
};

constexpr char formatVersion = 1;
// A blob claiming more than this uncompressed is refused rather than
// allocated: a document is read up to 128 MiB, so its URLs and digests
// never come near.
constexpr qint64 maxUncompressedBytes = 512LL * 1024 * 1024;

void writeVarint(QByteArray &out, quint64 value)
{
    while (value >= 0x80) {
        out.append(char((value & 0x7f) | 0x80));
        value >>= 7;
    }
    out.append(char(value));
}

// Reads a varint at cursor; false when the bytes end first or it is too long.
bool readVarint(const char *&cursor, const char *end, quint64 &value)
{
    value = 0;
    for (int shift = 0; shift < 64 && cursor < end; shift += 7) {
        const auto byte = quint8(*cursor++);
        value |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return true;
    }
    return false;
}

// What the digest of an entry covers: every field but the URL, each with
// its field number and length, so that moving a value to another field or
// splitting it differently changes the digest.
quint64 metadataDigest(const EntryTable &table, qsizetype row, QByteArray &scratch)
{
    scratch.clear();
    for (int field = int(EntryField::Loc) + 1; field < entryFieldCount; ++field) {
        if (!table.has(row, EntryField(field)))
            continue;
        const QByteArrayView value = table.utf8(row, EntryField(field));
        scratch.append(char(field));
        writeVarint(scratch, quint64(value.size()));
        scratch.append(value);
    }
    return stableHash(scratch);
}

} // namespace

void EntryDigests::append(QByteArrayView url, quint64 digest)
{
    m_urls.append(url);
    m_ends.append(quint32(m_urls.size()));
    m_digests.append(digest);
}

EntryDigests EntryDigests::fromTable(const EntryTable &table)
{
    const qsizetype count = table.size();
    QList<quint64> digests(count);
    QByteArray scratch;
    for (qsizetype row = 0; row < count; ++row)
        digests[row] = metadataDigest(table, row, scratch);
    QList<qsizetype> order(count);
    std::iota(order.begin(), order.end(), qsizetype(0));
    // Lists are often written in URL order already: then sorting is one pass.
    const auto before = [&](qsizetype a, qsizetype b) {
        const QByteArrayView urlA = table.utf8(a, EntryField::Loc);
        const QByteArrayView urlB = table.utf8(b, EntryField::Loc);
        const int comparison = urlA.compare(urlB);
        return comparison != 0 ? comparison < 0 : digests.at(a) < digests.at(b);
    };
    if (!std::is_sorted(order.cbegin(), order.cend(), before))
        std::sort(order.begin(), order.end(), before);

    EntryDigests result;
    qsizetype urlBytes = 0;
    for (qsizetype row = 0; row < count; ++row)
        urlBytes += table.utf8(row, EntryField::Loc).size();
    result.m_urls.reserve(urlBytes);
    result.m_ends.reserve(count);
    result.m_digests.reserve(count);
    for (const qsizetype row : std::as_const(order))
        result.append(table.utf8(row, EntryField::Loc), digests.at(row));
    return result;
}

quint64 EntryDigests::fingerprint() const
{
    StableHasher hasher;
    for (qsizetype i = 0; i < size(); ++i) {
        const QByteArrayView address = url(i);
        const quint64 length = qToLittleEndian(quint64(address.size()));
        const quint64 digest = qToLittleEndian(m_digests.at(i));
        hasher.add(QByteArrayView(reinterpret_cast<const char *>(&length), sizeof length));
        hasher.add(address);
        hasher.add(QByteArrayView(reinterpret_cast<const char *>(&digest), sizeof digest));
    }
    return hasher.result();
}

QByteArray EntryDigests::toBlob() const
{
    QByteArray raw;
    raw.reserve(m_urls.size() / 2 + size() * 10 + 16);
    writeVarint(raw, quint64(size()));
    QByteArrayView previous;
    for (qsizetype i = 0; i < size(); ++i) {
        const QByteArrayView current = url(i);
        const qsizetype limit = std::min(previous.size(), current.size());
        qsizetype shared = 0;
        while (shared < limit && previous[shared] == current[shared])
            ++shared;
        writeVarint(raw, quint64(shared));
        writeVarint(raw, quint64(current.size() - shared));
        raw.append(current.sliced(shared));
        previous = current;
    }
    for (const quint64 digest : m_digests) {
        const quint64 little = qToLittleEndian(digest);
        raw.append(reinterpret_cast<const char *>(&little), sizeof little);
    }
    return char(formatVersion) + qCompress(raw);
}

std::optional<EntryDigests> EntryDigests::fromBlob(QByteArrayView blob, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<EntryDigests> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (blob.isEmpty() || blob.front() != formatVersion)
        return fail(Tr::tr("the entries were stored in a format this version does not know"));
    const QByteArrayView compressed = blob.sliced(1);
    if (compressed.size() < 4 || qFromBigEndian<quint32>(compressed.data()) > maxUncompressedBytes)
        return fail(Tr::tr("the stored entries are damaged"));
    const QByteArray raw
        = qUncompress(reinterpret_cast<const uchar *>(compressed.data()), compressed.size());
    const char *cursor = raw.constData();
    const char *const end = cursor + raw.size();
    quint64 count = 0;
    if (raw.isEmpty() || !readVarint(cursor, end, count) || count > quint64(end - cursor))
        return fail(Tr::tr("the stored entries are damaged"));

    // A first pass checks the records and measures the URLs, so that the
    // second copies into a buffer that never moves.
    const char *const records = cursor;
    quint64 urlBytes = 0;
    quint64 previousLength = 0;
    for (quint64 i = 0; i < count; ++i) {
        quint64 shared = 0;
        quint64 rest = 0;
        if (!readVarint(cursor, end, shared) || !readVarint(cursor, end, rest)
            || shared > previousLength || rest > quint64(end - cursor))
            return fail(Tr::tr("the stored entries are damaged"));
        cursor += rest;
        previousLength = shared + rest;
        urlBytes += previousLength;
    }
    if (quint64(end - cursor) != count * 8 || urlBytes > maxUncompressedBytes)
        return fail(Tr::tr("the stored entries are damaged"));

    EntryDigests result;
    result.m_urls.resize(qsizetype(urlBytes));
    result.m_ends.reserve(qsizetype(count));
    result.m_digests.reserve(qsizetype(count));
    char *const urls = result.m_urls.data();
    qsizetype written = 0;
    qsizetype previousStart = 0;
    cursor = records;
    for (quint64 i = 0; i < count; ++i) {
        quint64 shared = 0;
        quint64 rest = 0;
        readVarint(cursor, end, shared);
        readVarint(cursor, end, rest);
        // The shared part comes from the previous URL, which ends where this
        // one starts.
        std::memcpy(urls + written, urls + previousStart, size_t(shared));
        std::memcpy(urls + written + shared, cursor, size_t(rest));
        cursor += rest;
        previousStart = written;
        written += qsizetype(shared + rest);
        result.m_ends.append(quint32(written));
    }
    for (quint64 i = 0; i < count; ++i, cursor += 8)
        result.m_digests.append(qFromLittleEndian<quint64>(cursor));
    return result;
}

EntryChanges compareEntries(const EntryDigests &before, const EntryDigests &after, int maxExamples)
{
    EntryChanges changes;
    const auto note = [maxExamples](QStringList &examples, QByteArrayView url) {
        if (examples.size() < maxExamples)
            examples.append(QString::fromUtf8(url));
    };
    qsizetype i = 0;
    qsizetype j = 0;
    const qsizetype n = before.size();
    const qsizetype m = after.size();
    while (i < n || j < m) {
        const int order = i == n ? 1 : j == m ? -1 : before.url(i).compare(after.url(j));
        if (order < 0) {
            ++changes.removed;
            note(changes.removedExamples, before.url(i++));
            continue;
        }
        if (order > 0) {
            ++changes.added;
            note(changes.addedExamples, after.url(j++));
            continue;
        }
        // The entries of one URL on both sides; their digests are sorted.
        const QByteArrayView url = before.url(i);
        qsizetype endBefore = i;
        while (endBefore < n && before.url(endBefore) == url)
            ++endBefore;
        qsizetype endAfter = j;
        while (endAfter < m && after.url(endAfter) == url)
            ++endAfter;
        qint64 same = 0;
        for (qsizetype b = i, a = j; b < endBefore && a < endAfter;) {
            if (before.digest(b) == after.digest(a)) {
                ++same;
                ++b;
                ++a;
            } else if (before.digest(b) < after.digest(a)) {
                ++b;
            } else {
                ++a;
            }
        }
        const qint64 onlyBefore = (endBefore - i) - same;
        const qint64 onlyAfter = (endAfter - j) - same;
        const qint64 changed = std::min(onlyBefore, onlyAfter);
        changes.unchanged += same;
        changes.changed += changed;
        changes.removed += onlyBefore - changed;
        changes.added += onlyAfter - changed;
        if (changed > 0)
            note(changes.changedExamples, url);
        if (onlyBefore > changed)
            note(changes.removedExamples, url);
        if (onlyAfter > changed)
            note(changes.addedExamples, url);
        i = endBefore;
        j = endAfter;
    }
    return changes;
}

} // namespace rsi
