// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "resourcecursor.h"
#include "validation/documenttype.h"
#include "validation/validationoptions.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QUrl>

#include <atomic>
#include <optional>

namespace rsi {

class SourceTree;
struct CrawledDocument;

// One change a Change List (or Change Dump manifest) reports.
struct ChangeRecord
{
    enum class Change : quint8 { Created, Updated, Deleted };
    Change change = Change::Updated;
    ListedResource resource; // loc normalised; the entry's lastmod, length, hashes
    std::optional<QDateTime> time; // datetime (1.1) or lastmod (1.0): the change time
    int document = -1; // the Change List's id in the tree
    qsizetype row = -1; // the entry's row in that list
};

// "created", "updated", "deleted".
QString changeName(ChangeRecord::Change change);

// A Change List of the tree with the interval it covers.
struct ChangeListInfo
{
    int document = -1;
    QUrl url;
    std::optional<QDateTime> from;
    std::optional<QDateTime> until; // absent: an open list, still growing
    std::optional<QDateTime> at;
};

// The Resource Lists, Change Lists and dumps of a crawled source, read the
// way a Destination reads them (catalogue 19.1-19.3).
class SourceInventory final
{
public:
    SourceInventory(const SourceTree &tree, SpecVersion specVersion);

    // Resources the Resource Lists name, each URL once with its last entry's
    // metadata, where that entry stands. Holds them all: for tests and small
    // sources; ResourceCursor walks them without.
    QList<ListedResource> listed() const;
    // T0: the earliest top-level `at` of the loaded Resource Lists and their
    // indexes; absent when none gives one.
    std::optional<QDateTime> baselineAt() const { return m_baselineAt; }

    // Loaded Change Lists (not indexes), ordered by `from` (then `at`, then
    // tree order), with their intervals.
    const QList<ChangeListInfo> &changeLists() const { return m_changeLists; }
    // Every change of the lists above, in order (list order, then row
    // order), whose change time is at or after `since` (all when absent).
    // An entry without a change time is kept when its list's interval
    // reaches `since` (catalogue 19.2-2: only its position can place it).
    QList<ChangeRecord> changesSince(const std::optional<QDateTime> &since) const;
    // How far the change lists reach: the latest `until` of a closed list,
    // or the `at` of an open one (whichever is later); absent without any.
    std::optional<QDateTime> changesUntil() const;
    // The earliest `from` of the change lists; absent without any.
    std::optional<QDateTime> changesFrom() const;
    // The same for the Change Dump packages.
    std::optional<QDateTime> changeDumpsFrom() const;
    // True when changes since `syncPoint` may be missing: there are change
    // lists, and the earliest `from` is later than syncPoint (19.2-5).
    bool hasGapSince(const QDateTime &syncPoint) const;

    // The expected state now (19.3-1): the listed resources, then every
    // change after baselineAt() applied in order (created/updated replace the
    // metadata, deleted removes). A source without Resource Lists (or Change
    // Lists) is read from the manifests of its dumps that the crawl loaded
    // (their "contents" copies) instead, as 19.3 allows. Without either, the
    // changes alone. Holds them all (the audit's list); expectedCursor()
    // walks them one at a time.
    QList<ListedResource> expected() const;
    ResourceCursor expectedCursor(const std::atomic_bool *cancel = nullptr) const;
    // The expected state of these resources only (by resourceKey()).
    QHash<QString, ListedResource> expectedOf(const QSet<QString> &keys,
                                              const std::atomic_bool *cancel = nullptr) const;

    // The Resource Lists (and indexes) a baseline from the lists needs that
    // the crawl did not read whole: one an index or the Capability List names
    // that could not be loaded, and one that keeps fewer entries than it holds
    // (cut at its byte limit, over the entry cap, kept as a sample). Without
    // them the lists do not say what the source has: a file they do not name
    // may still be the source's. In tree order.
    struct PartlyRead
    {
        QUrl url;
        QString why; // translated
    };
    QList<PartlyRead> partlyReadLists() const;

    // Dumps: the documents of the tree that are Resource Dumps or Change Dumps
    // (not indexes), in tree order, with each package entry.
    struct Package
    {
        int document = -1; // the dump listing it
        qsizetype row = -1;
        QUrl url; // the ZIP
        std::optional<qint64> length;
        QHash<QString, QByteArray> hashes;
        std::optional<QDateTime> from; // Change Dump packages
        std::optional<QDateTime> until;
        std::optional<QDateTime> at; // the dump's `at`
    };
    QList<Package> resourceDumpPackages() const;
    // Packages whose [from, until] reaches `since` or later, ordered by from.
    QList<Package> changeDumpPackages(const std::optional<QDateTime> &since) const;

    // The documents a baseline reads: the Resource Lists, or without any the
    // Resource Dumps' manifests the crawl loaded; and the changes after it
    // (Change Lists, or without any the Change Dump manifests), chronological.
    QList<int> baselineDocuments() const;
    QList<int> baselineChangeDocuments() const;
    // When baselineDocuments() were made: baselineAt(), or the manifests' `at`.
    std::optional<QDateTime> baselineDocumentsAt() const;

    // The change a Change List (or Change Dump manifest) entry reports, and
    // its change time: datetime (1.1, else lastmod) or lastmod (1.0).
    static std::optional<ChangeRecord::Change> changeOf(const EntryTable &table, qsizetype row);
    static std::optional<QDateTime> changeTimeOf(const EntryTable &table, qsizetype row,
                                                 SpecVersion specVersion);
    static ChangeListInfo changeListInfo(const CrawledDocument &document);

    bool hasResourceLists() const { return !m_resourceLists.isEmpty(); }
    bool hasChangeLists() const { return !m_changeLists.isEmpty(); }
    bool hasResourceDumps() const { return hasLoaded(DocumentType::ResourceDump); }
    bool hasChangeDumps() const { return hasLoaded(DocumentType::ChangeDump); }

    const SourceTree &tree() const { return m_tree; }
    SpecVersion specVersion() const { return m_specVersion; }

private:
    QList<Package> packagesOf(DocumentType type) const;
    bool hasLoaded(DocumentType type) const;
    QList<ChangeRecord> changesIn(const QList<ChangeListInfo> &lists,
                                  const std::optional<QDateTime> &since) const;

    const SourceTree &m_tree;
    SpecVersion m_specVersion;
    QList<int> m_resourceLists;
    std::optional<QDateTime> m_baselineAt;
    QList<ChangeListInfo> m_changeLists;
    // The dumps' manifests, for expected() when there are no lists.
    QList<int> m_resourceManifests;
    std::optional<QDateTime> m_manifestAt;
    QList<ChangeListInfo> m_changeManifests;
};

} // namespace rsi
