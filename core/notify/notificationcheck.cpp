// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notificationcheck.h"

#include "crawl/sourcetree.h"
#include "notification.h"

#include <QCoreApplication>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

const CrawledDocument *loadedDocument(const SourceTree &tree, const QString &url)
{
    if (url.isEmpty())
        return nullptr;
    const int id = tree.find(QUrl(url));
    if (id < 0 || !tree.document(id).loaded)
        return nullptr;
    return &tree.document(id);
}

// The index the document sits under, as the tree knows it: its parent when
// that is an index, or else the target of its own root rel="index".
const CrawledDocument *indexAbove(const SourceTree &tree, const CrawledDocument &document)
{
    if (document.parent >= 0) {
        const CrawledDocument &parent = tree.document(document.parent);
        if (parent.loaded && isIndexType(parent.type))
            return &parent;
    }
    if (const std::optional<QUrl> index = document.rootLink(u"index")) {
        if (const CrawledDocument *found = loadedDocument(tree, index->toString()))
            return found;
    }
    return nullptr;
}

bool indexLists(const CrawledDocument &index, const QString &url)
{
    const QString wanted = SourceTree::urlKey(QUrl(url));
    for (qsizetype row = 0; row < index.entries.size(); ++row) {
        const QUrl listed = index.url.resolved(QUrl(index.entries.loc(row)));
        if (SourceTree::urlKey(listed) == wanted)
            return true;
    }
    return false;
}

bool isCapabilityDocument(QStringView capability)
{
    return capability == u"resourcelist" || capability == u"resourcedump"
        || capability == u"changelist" || capability == u"changedump";
}

void checkUpLink(const NotificationReading &reading, const SourceTree &tree,
                 const QString &findingUrl, FindingList &findings)
{
    if (!reading.up || reading.changes.isEmpty())
        return;
    const bool allDocuments = std::all_of(
        reading.changes.cbegin(), reading.changes.cend(),
        [](const NotificationChange &c) { return isCapabilityDocument(c.capability); });
    const bool allLists = std::all_of(
        reading.changes.cbegin(), reading.changes.cend(),
        [](const NotificationChange &c) { return c.capability == u"capabilitylist"; });
    // Mixed changes, or the Source Description's: the spec names no target.
    if (!allDocuments && !allLists)
        return;
    const CrawledDocument *target = loadedDocument(tree, reading.up->toString());
    if (!target)
        return;
    const DocumentType wanted
        = allDocuments ? DocumentType::CapabilityList : DocumentType::SourceDescription;
    if (target->type == wanted)
        return;
    findings.append(makeFinding(
        u"NT-023",
        Tr::tr("The notification's up link leads to %1, a %2. A notification about %3 links up "
               "to the %4.")
            .arg(reading.up->toString(), documentTypeName(target->type),
                 allDocuments ? Tr::tr("capability documents") : Tr::tr("Capability Lists"),
                 documentTypeName(wanted)),
        findingUrl, {}));
}

} // namespace

FindingList checkNotificationAgainstTree(const NotificationReading &reading, const SourceTree &tree,
                                         const QString &findingUrl)
{
    FindingList findings;
    checkUpLink(reading, tree, findingUrl, findings);
    for (const NotificationChange &change : reading.changes) {
        if (change.change == u"deleted")
            continue;
        const CrawledDocument *document = loadedDocument(tree, change.url);
        if (document && document->isIndex()) {
            findings.append(makeFinding(
                u"NT-033",
                Tr::tr("The notification names %1, which is an index (a <sitemapindex>). "
                       "Notifications are never sent at index level: they name one of the "
                       "documents under it, with an index link.")
                    .arg(change.url),
                findingUrl, {}, Severity::Error));
            continue;
        }
        const CrawledDocument *above = document ? indexAbove(tree, *document) : nullptr;
        if (change.index.isEmpty()) {
            if (above) {
                findings.append(makeFinding(
                    u"NT-032",
                    Tr::tr("%1 sits under the index %2, but the notification about it has no "
                           "<rs:ln rel=\"index\">, so a Destination does not learn to look there "
                           "for the other new documents.")
                        .arg(change.url, above->url.toString()),
                    findingUrl, {}));
            }
            continue;
        }
        const CrawledDocument *index = loadedDocument(tree, change.index);
        if (!index)
            continue;
        if (!index->isIndex()) {
            findings.append(makeFinding(
                u"NT-032",
                Tr::tr("The index link of the change to %1 leads to %2, which is a %3, not an "
                       "index.")
                    .arg(change.url, change.index, documentTypeName(index->type)),
                findingUrl, {}));
        } else if (!indexLists(*index, change.url)) {
            findings.append(makeFinding(
                u"NT-034",
                Tr::tr("The index %1 does not list %2, though the notification says it is "
                       "there. The Source must update the index before it notifies.")
                    .arg(change.index, change.url),
                findingUrl, {}));
        }
    }
    return findings;
}

} // namespace rsi
