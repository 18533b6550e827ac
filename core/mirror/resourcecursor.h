// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "lastoccurrenceindex.h"
#include "validation/specversion.h"

#include <QDateTime>
#include <QList>

#include <atomic>
#include <optional>

namespace rsi {

class SourceTree;

// Walks what a source holds now (catalogue 19.3-1) one resource at a time,
// without holding the resources: the entries of its Resource Lists (or of
// its Resource Dumps' manifests), each URL once with the metadata of its
// last entry, then every change after their `at` applied (a created or
// updated resource takes the change's metadata, a deleted one is left out,
// one created later follows the listed ones). Memory: two
// LastOccurrenceIndex of 16 bytes per entry.
//
// Order: the listed resources where their last entry stands (documents in
// tree order, then rows), then those the changes created, in change order.
//
// The tree must outlive the cursor. Building it reads every entry once (on
// the calling thread); next() may then be called from any one thread at a time.
class ResourceCursor final
{
public:
    // documents: the Resource Lists (or manifests), in order; changes: the
    // Change Lists (or Change Dump manifests) in chronological order, whose
    // changes after `baselineAt` (all when absent) are applied.
    ResourceCursor(const SourceTree &tree, QList<int> documents, QList<int> changes,
                   std::optional<QDateTime> baselineAt, SpecVersion specVersion,
                   const std::atomic_bool *cancel = nullptr);

    // The next resource, and its key (resourceKey()) when keyOut is given;
    // false at the end.
    bool next(ListedResource *resource, QString *keyOut = nullptr);
    // Entries read so far and in all: progress, and an upper bound of what
    // next() yields.
    qsizetype position() const { return m_read; }
    qsizetype total() const { return m_total; }
    // Whether url's key is among the resources the cursor yields (or yielded).
    bool contains(const QString &key) const;
    // Heap bytes held by the indexes.
    qsizetype memoryUsage() const;

private:
    struct Change
    {
        qsizetype document = -1; // into m_changes
        qsizetype row = -1;
        bool deleted = false;
    };
    QString listedKeyAt(quint64 position) const;
    QString changeKeyAt(quint64 position) const;
    std::optional<Change> lastChangeOf(quint64 keyHash, const QString &key) const;
    bool changeApplies(qsizetype document, qsizetype row, bool *deleted) const;

    const SourceTree &m_tree;
    QList<int> m_documents;
    QList<int> m_changes;
    std::optional<QDateTime> m_baselineAt;
    SpecVersion m_specVersion;
    LastOccurrenceIndex m_listed;
    LastOccurrenceIndex m_changed; // the changes that apply
    qsizetype m_total = 0;
    qsizetype m_read = 0;
    // Where next() is: the listed documents, then the change documents.
    qsizetype m_document = 0;
    qsizetype m_row = 0;
    bool m_inChanges = false;
};

} // namespace rsi
