// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcetree.h"

namespace rsi {

QString SourceTree::urlKey(const QUrl &url)
{
    // Fragments never reach a server; everything else is significant.
    return url.adjusted(QUrl::RemoveFragment | QUrl::NormalizePathSegments)
        .toString(QUrl::FullyEncoded);
}

int SourceTree::add(CrawledDocument document)
{
    const int id = int(m_documents.size());
    document.id = id;
    const int parent = document.parent;
    const QUrl requested = document.requestedUrl;
    const QUrl final = document.url;
    m_documents.append(std::move(document));
    if (parent >= 0 && parent < id)
        m_documents[parent].children.append(id);
    addAlias(requested, id);
    if (final.isValid())
        addAlias(final, id);
    return id;
}

void SourceTree::addAlias(const QUrl &url, int id)
{
    if (url.isEmpty())
        return;
    // The first document under a name keeps it.
    const QString key = urlKey(url);
    if (!m_idOfUrl.contains(key))
        m_idOfUrl.insert(key, id);
}

int SourceTree::find(const QUrl &url) const
{
    return m_idOfUrl.value(urlKey(url), -1);
}

void SourceTree::reparent(int id, int parent, Arrival arrival, SourcePosition referencePosition)
{
    CrawledDocument &child = m_documents[id];
    if (child.parent >= 0)
        m_documents[child.parent].children.removeOne(id);
    child.parent = parent;
    child.arrival = arrival;
    child.referencePosition = referencePosition;
    if (parent >= 0)
        m_documents[parent].children.append(id);
}

QList<int> SourceTree::roots() const
{
    QList<int> found;
    for (const CrawledDocument &document : m_documents) {
        if (document.parent < 0)
            found.append(document.id);
    }
    return found;
}

FindingList SourceTree::allFindings() const
{
    FindingList all = m_sourceFindings;
    for (const CrawledDocument &document : m_documents)
        all.append(document.findings);
    return all;
}

qint64 SourceTree::totalEntries() const
{
    qint64 total = 0;
    for (const CrawledDocument &document : m_documents)
        total += document.header.entryCount;
    return total;
}

} // namespace rsi
