// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceinventory.h"

#include "crawl/sourcetree.h"
#include "validation/hashdigests.h"

#include <QCoreApplication>

#include <algorithm>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SourceInventory)
};

std::optional<QDateTime> rootTime(const CrawledDocument &document,
                                  std::optional<QString> (Metadata::*attribute)() const)
{
    if (!document.header.metadata)
        return std::nullopt;
    const std::optional<QString> value = ((*document.header.metadata).*attribute)();
    return value ? parseW3cTime(*value) : std::nullopt;
}

std::optional<QDateTime> fieldTime(const EntryTable &table, qsizetype row, EntryField field)
{
    return table.has(row, field) ? parseW3cTime(table.value(row, field)) : std::nullopt;
}

// Orders optional times with "absent" first.
bool earlier(const std::optional<QDateTime> &a, const std::optional<QDateTime> &b)
{
    if (!a || !b)
        return !a && b;
    return *a < *b;
}

std::optional<QDateTime> later(const std::optional<QDateTime> &a, const std::optional<QDateTime> &b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    return std::max(*a, *b);
}

std::optional<ChangeRecord::Change> parseChange(QByteArrayView value)
{
    if (value == "created")
        return ChangeRecord::Change::Created;
    if (value == "updated")
        return ChangeRecord::Change::Updated;
    if (value == "deleted")
        return ChangeRecord::Change::Deleted;
    return std::nullopt;
}

bool isLoadedOfType(const CrawledDocument &document, DocumentType type)
{
    return document.loaded && document.type == type;
}

// Whether parent names child as a Resource List (or an index of them).
bool namesAResourceList(const CrawledDocument &parent, const CrawledDocument &child)
{
    if (isLoadedOfType(parent, DocumentType::ResourceListIndex))
        return true;
    if (!isLoadedOfType(parent, DocumentType::CapabilityList))
        return false;
    const QString childKey = SourceTree::urlKey(child.requestedUrl);
    const EntryTable &table = parent.entries;
    for (qsizetype row = 0; row < table.size(); ++row) {
        if (table.value(row, EntryField::Capability) == u"resourcelist"
            && SourceTree::urlKey(parent.url.resolved(QUrl(table.loc(row)))) == childKey)
            return true;
    }
    return false;
}

} // namespace

QString changeName(ChangeRecord::Change change)
{
    switch (change) {
    case ChangeRecord::Change::Created:
        return QStringLiteral("created");
    case ChangeRecord::Change::Updated:
        return QStringLiteral("updated");
    case ChangeRecord::Change::Deleted:
        return QStringLiteral("deleted");
    }
    return {};
}

ChangeListInfo SourceInventory::changeListInfo(const CrawledDocument &document)
{
    ChangeListInfo info;
    info.document = document.id;
    info.url = document.url;
    info.from = rootTime(document, &Metadata::from);
    info.until = rootTime(document, &Metadata::until);
    info.at = rootTime(document, &Metadata::at);
    return info;
}

SourceInventory::SourceInventory(const SourceTree &tree, SpecVersion specVersion)
    : m_tree(tree)
    , m_specVersion(specVersion)
{
    for (const CrawledDocument &document : tree.documents()) {
        if (isLoadedOfType(document, DocumentType::ResourceListIndex)
            || isLoadedOfType(document, DocumentType::ResourceList)) {
            // T0 is the earliest `at`: every list is guaranteed from then on.
            const std::optional<QDateTime> at = rootTime(document, &Metadata::at);
            if (at && (!m_baselineAt || *at < *m_baselineAt))
                m_baselineAt = at;
        }
        if (isLoadedOfType(document, DocumentType::ResourceList))
            m_resourceLists.append(document.id);
        if (isLoadedOfType(document, DocumentType::ResourceDumpManifest)) {
            const std::optional<QDateTime> at = rootTime(document, &Metadata::at);
            if (at && (!m_manifestAt || *at < *m_manifestAt))
                m_manifestAt = at;
            m_resourceManifests.append(document.id);
        }
        if (isLoadedOfType(document, DocumentType::ChangeList))
            m_changeLists.append(changeListInfo(document));
        if (isLoadedOfType(document, DocumentType::ChangeDumpManifest))
            m_changeManifests.append(changeListInfo(document));
    }
    // Forward chronological: by from (then at); the tree's order breaks ties.
    const auto chronological = [](const ChangeListInfo &a, const ChangeListInfo &b) {
        if (a.from != b.from)
            return earlier(a.from, b.from);
        return earlier(a.at, b.at);
    };
    std::stable_sort(m_changeLists.begin(), m_changeLists.end(), chronological);
    std::stable_sort(m_changeManifests.begin(), m_changeManifests.end(), chronological);
}

QList<ChangeRecord> SourceInventory::changesSince(const std::optional<QDateTime> &since) const
{
    return changesIn(m_changeLists, since);
}

QList<ChangeRecord> SourceInventory::changesIn(const QList<ChangeListInfo> &lists,
                                               const std::optional<QDateTime> &since) const
{
    QList<ChangeRecord> changes;
    for (const ChangeListInfo &list : lists) {
        // A closed list that ended before the sync point holds nothing new.
        if (since && list.until && *list.until < *since)
            continue;
        const EntryTable &table = m_tree.document(list.document).entries;
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (table.utf8(row, EntryField::Loc).isEmpty())
                continue;
            const std::optional<ChangeRecord::Change> change = changeOf(table, row);
            if (!change)
                continue; // CL-0xx reports it; there is nothing to apply
            ChangeRecord record;
            record.change = *change;
            record.time = changeTimeOf(table, row, m_specVersion);
            if (since && record.time && *record.time < *since)
                continue;
            record.resource = listedResource(table, row);
            record.document = list.document;
            record.row = row;
            changes.append(std::move(record));
        }
    }
    return changes;
}

std::optional<ChangeRecord::Change> SourceInventory::changeOf(const EntryTable &table,
                                                              qsizetype row)
{
    return parseChange(table.utf8(row, EntryField::Change));
}

std::optional<QDateTime> SourceInventory::changeTimeOf(const EntryTable &table, qsizetype row,
                                                       SpecVersion specVersion)
{
    if (specVersion == SpecVersion::V1_0)
        return fieldTime(table, row, EntryField::Lastmod);
    std::optional<QDateTime> time = fieldTime(table, row, EntryField::Datetime);
    return time ? time : fieldTime(table, row, EntryField::Lastmod);
}

std::optional<QDateTime> SourceInventory::changesUntil() const
{
    std::optional<QDateTime> until;
    for (const ChangeListInfo &list : m_changeLists)
        until = later(until, list.until ? list.until : list.at);
    return until;
}

std::optional<QDateTime> SourceInventory::changesFrom() const
{
    std::optional<QDateTime> from;
    for (const ChangeListInfo &list : m_changeLists) {
        if (list.from && (!from || *list.from < *from))
            from = list.from;
    }
    return from;
}

std::optional<QDateTime> SourceInventory::changeDumpsFrom() const
{
    std::optional<QDateTime> from;
    for (const Package &package : packagesOf(DocumentType::ChangeDump)) {
        if (package.from && (!from || *package.from < *from))
            from = package.from;
    }
    return from;
}

bool SourceInventory::hasGapSince(const QDateTime &syncPoint) const
{
    if (m_changeLists.isEmpty())
        return false;
    const std::optional<QDateTime> from = changesFrom();
    return from && *from > syncPoint;
}

QList<SourceInventory::PartlyRead> SourceInventory::partlyReadLists() const
{
    QList<PartlyRead> lists;
    for (const CrawledDocument &document : m_tree.documents()) {
        if (isLoadedOfType(document, DocumentType::ResourceList)
            || isLoadedOfType(document, DocumentType::ResourceListIndex)) {
            if (document.header.cutAtByteLimit
                || document.entries.size() < document.header.entryCount)
                lists.append({document.url,
                              Tr::tr("it was read with %1 of its %2 entries")
                                  .arg(document.entries.size())
                                  .arg(document.header.entryCount)});
            continue;
        }
        if (!document.loaded && document.parent >= 0
            && namesAResourceList(m_tree.document(document.parent), document))
            lists.append(
                {document.requestedUrl,
                 document.error.isEmpty() ? Tr::tr("it could not be read") : document.error});
    }
    return lists;
}

QList<int> SourceInventory::baselineDocuments() const
{
    return m_resourceLists.isEmpty() ? m_resourceManifests : m_resourceLists;
}

QList<int> SourceInventory::baselineChangeDocuments() const
{
    QList<int> documents;
    for (const ChangeListInfo &list : m_changeLists.isEmpty() ? m_changeManifests : m_changeLists)
        documents.append(list.document);
    return documents;
}

std::optional<QDateTime> SourceInventory::baselineDocumentsAt() const
{
    return m_resourceLists.isEmpty() ? m_manifestAt : m_baselineAt;
}

ResourceCursor SourceInventory::expectedCursor(const std::atomic_bool *cancel) const
{
    return ResourceCursor(m_tree, baselineDocuments(), baselineChangeDocuments(),
                          baselineDocumentsAt(), m_specVersion, cancel);
}

QList<ListedResource> SourceInventory::expected() const
{
    ResourceCursor cursor = expectedCursor();
    QList<ListedResource> result;
    ListedResource resource;
    while (cursor.next(&resource))
        result.append(std::move(resource));
    return result;
}

QList<ListedResource> SourceInventory::listed() const
{
    ResourceCursor cursor(m_tree, m_resourceLists, {}, m_baselineAt, m_specVersion);
    QList<ListedResource> result;
    ListedResource resource;
    while (cursor.next(&resource))
        result.append(std::move(resource));
    return result;
}

QHash<QString, ListedResource> SourceInventory::expectedOf(const QSet<QString> &keys,
                                                           const std::atomic_bool *cancel) const
{
    QHash<QString, ListedResource> found;
    if (keys.isEmpty())
        return found;
    // The lists at T0, the changes after it applied in order: as expected(),
    // for these keys alone.
    const QList<int> documents = baselineDocuments();
    for (const int id : documents) {
        const EntryTable &table = m_tree.document(id).entries;
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return found;
            if (table.utf8(row, EntryField::Loc).isEmpty())
                continue;
            const QString key = resourceKeyOf(table, row);
            if (keys.contains(key))
                found.insert(key, listedResource(table, row));
        }
    }
    const std::optional<QDateTime> baseline = baselineDocumentsAt();
    for (const ChangeListInfo &list : m_changeLists.isEmpty() ? m_changeManifests : m_changeLists) {
        if (baseline && list.until && *list.until < *baseline)
            continue;
        const EntryTable &table = m_tree.document(list.document).entries;
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return found;
            if (table.utf8(row, EntryField::Loc).isEmpty())
                continue;
            const std::optional<ChangeRecord::Change> change = changeOf(table, row);
            const std::optional<QDateTime> time = changeTimeOf(table, row, m_specVersion);
            if (!change || (baseline && time && *time <= *baseline))
                continue;
            const QString key = resourceKeyOf(table, row);
            if (!keys.contains(key))
                continue;
            if (*change == ChangeRecord::Change::Deleted)
                found.remove(key);
            else
                found.insert(key, listedResource(table, row));
        }
    }
    return found;
}

QList<SourceInventory::Package> SourceInventory::packagesOf(DocumentType type) const
{
    QList<Package> packages;
    for (const CrawledDocument &document : m_tree.documents()) {
        if (!isLoadedOfType(document, type))
            continue;
        const std::optional<QDateTime> at = rootTime(document, &Metadata::at);
        const EntryTable &table = document.entries;
        for (qsizetype row = 0; row < table.size(); ++row) {
            const QString loc = table.loc(row).trimmed();
            if (loc.isEmpty())
                continue;
            Package package;
            package.document = document.id;
            package.row = row;
            package.url = document.url.resolved(QUrl(loc));
            const ListedResource listed = listedResource(table, row);
            package.length = listed.length;
            package.hashes = listed.hashes;
            package.from = fieldTime(table, row, EntryField::From);
            package.until = fieldTime(table, row, EntryField::Until);
            package.at = at;
            packages.append(std::move(package));
        }
    }
    return packages;
}

QList<SourceInventory::Package> SourceInventory::resourceDumpPackages() const
{
    return packagesOf(DocumentType::ResourceDump);
}

QList<SourceInventory::Package>
SourceInventory::changeDumpPackages(const std::optional<QDateTime> &since) const
{
    QList<Package> packages = packagesOf(DocumentType::ChangeDump);
    // [from, until] must reach the sync point (19.2-6).
    if (since) {
        packages.removeIf(
            [&](const Package &package) { return package.until && *package.until < *since; });
    }
    std::stable_sort(packages.begin(), packages.end(),
                     [](const Package &a, const Package &b) { return earlier(a.from, b.from); });
    return packages;
}

bool SourceInventory::hasLoaded(DocumentType type) const
{
    return std::any_of(
        m_tree.documents().cbegin(), m_tree.documents().cend(),
        [type](const CrawledDocument &document) { return isLoadedOfType(document, type); });
}

} // namespace rsi
