// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawleddocument.h"
#include "discoverystep.h"
#include "resourcefilter.h"

#include <QHash>
#include <QList>

namespace rsi {

// A crawled source: its documents, each knowing its parent and children,
// the steps that found it, and findings about the source as a whole. Built by
// CrawlJob (or by hand in tests); a value, so a finished tree can be handed
// to another thread whole.
class SourceTree final
{
public:
    // Adds a document, gives it the next id and returns that id. The
    // document's parent, when set, gets it appended to its children.
    int add(CrawledDocument document);

    qsizetype size() const { return m_documents.size(); }
    bool isEmpty() const { return m_documents.isEmpty(); }
    // References stay valid until the next add().
    const CrawledDocument &document(int id) const { return m_documents.at(id); }
    CrawledDocument &document(int id) { return m_documents[id]; }
    const QList<CrawledDocument> &documents() const { return m_documents; }

    // Moves a document under another parent: the crawl shows a source as the
    // Source Description sees it, whichever way it first came to a document.
    void reparent(int id, int parent, Arrival arrival, SourcePosition referencePosition);

    // The document requested as, or redirected to, url (fragment ignored);
    // -1 when none.
    int find(const QUrl &url) const;
    // Makes url lead to the document as well: a redirect target, or the web
    // name of a local file.
    void addAlias(const QUrl &url, int id);

    // The Source Description the crawl settled on, -1 when none was found.
    int sourceDescription() const { return m_sourceDescription; }
    void setSourceDescription(int id) { m_sourceDescription = id; }
    // The documents nobody led to: the starting points.
    QList<int> roots() const;

    const QList<DiscoveryStep> &discovery() const { return m_discovery; }
    void addStep(DiscoveryStep step) { m_discovery.append(std::move(step)); }

    // Findings about the source as a whole (DISC-001: no Source Description).
    const FindingList &sourceFindings() const { return m_sourceFindings; }
    void addSourceFinding(Finding finding) { m_sourceFindings.append(std::move(finding)); }
    void setSourceFindings(FindingList findings) { m_sourceFindings = std::move(findings); }

    // The part of the source the crawl and the checks after it covered, as
    // the user chose it (empty: all of it); the reports say so.
    const ResourceFilter &scope() const { return m_scope; }
    void setScope(ResourceFilter scope) { m_scope = std::move(scope); }

    // False when the crawl stopped early (canceled, or a limit was reached):
    // what is missing was not judged.
    bool isComplete() const { return m_complete; }
    void setComplete(bool complete) { m_complete = complete; }

    // Every finding: the source's, then each document's, in document order.
    FindingList allFindings() const;
    qint64 totalEntries() const;

    static QString urlKey(const QUrl &url);

private:
    QList<CrawledDocument> m_documents;
    QHash<QString, int> m_idOfUrl;
    int m_sourceDescription = -1;
    QList<DiscoveryStep> m_discovery;
    FindingList m_sourceFindings;
    ResourceFilter m_scope;
    bool m_complete = true;
};

} // namespace rsi
