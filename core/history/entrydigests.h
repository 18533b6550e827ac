// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rsi {

class EntryTable;

// The entries of one document as the crawl history keeps them: for each
// entry its URL (the trimmed <loc>) and a 64-bit stableHash of everything
// else the crawl keeps of it (lastmod and every rs:md attribute, the
// contents link), sorted by URL. Enough to say which entries were added,
// removed or changed between two crawls, and to name them, without a row
// per entry.
//
// Stored as a blob: a format byte, then zlib (qCompress) over the URLs
// front-coded (each as the length it shares with the one before and the
// rest) followed by the digests, 8 bytes each. URLs of a list share long
// prefixes, so they cost a few bytes each; the digests do not compress.
// Immutable once built; any thread.
class EntryDigests final
{
public:
    static EntryDigests fromTable(const EntryTable &table);

    QByteArray toBlob() const;
    // Reads a blob written by toBlob(); nullopt, with the reason in error,
    // when it is damaged or of an unknown format.
    static std::optional<EntryDigests> fromBlob(QByteArrayView blob, QString *error = nullptr);

    qsizetype size() const { return m_digests.size(); }
    bool isEmpty() const { return m_digests.isEmpty(); }
    QByteArrayView url(qsizetype i) const
    {
        const quint32 start = i == 0 ? 0 : m_ends.at(i - 1);
        return QByteArrayView(m_urls).sliced(start, m_ends.at(i) - start);
    }
    quint64 digest(qsizetype i) const { return m_digests.at(i); }
    // Equal for two sets of the same entries (URLs and digests): a
    // comparison can skip two equal sets without reading them.
    quint64 fingerprint() const;

private:
    void append(QByteArrayView url, quint64 digest);

    QByteArray m_urls; // UTF-8, one after the other, in order
    QList<quint32> m_ends; // where each URL ends in m_urls
    QList<quint64> m_digests;
};

// How the entries of one document differ between two crawls. An entry is
// known by its URL; with the same URL and another digest it changed. A URL
// listed several times is matched as a multiset: identical entries pair
// first, then the rest pair as changed, and what is left was added or
// removed.
struct EntryChanges
{
    qint64 added = 0;
    qint64 removed = 0;
    qint64 changed = 0;
    qint64 unchanged = 0;
    // The first URLs of each kind, in URL order, at most maxExamples each.
    QStringList addedExamples;
    QStringList removedExamples;
    QStringList changedExamples;

    bool isEmpty() const { return added == 0 && removed == 0 && changed == 0; }
};

EntryChanges compareEntries(const EntryDigests &before, const EntryDigests &after, int maxExamples);

} // namespace rsi
