// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "treerules_p.h"
#include "validation/rulecatalogue.h"

#include <algorithm>

namespace rsi::treerules {

namespace {

bool isSuccess(const CrawledDocument &document)
{
    // Local files have no status: read is read. A 304 in a re-crawl stands
    // for the 200 of the crawl whose copy it keeps.
    return !document.status || document.notModified
        || (*document.status >= 200 && *document.status < 300);
}

QUrl baseOf(const CrawledDocument &document)
{
    return document.url.isEmpty() ? document.requestedUrl : document.url;
}

// The documents whose entries name other documents of the source.
bool listsDocuments(const CrawledDocument &document)
{
    switch (document.type) {
    case DocumentType::Unknown:
        return false;
    case DocumentType::SourceDescription:
    case DocumentType::CapabilityList:
        return true;
    default:
        return document.isIndex();
    }
}

bool isDump(DocumentType type)
{
    return type == DocumentType::ResourceDump || type == DocumentType::ChangeDump;
}

} // namespace

Instant instantOf(QStringView text)
{
    const W3cDatetime time = W3cDatetime::parse(text);
    return {time.msecsSinceEpoch, time.valid};
}

Instant instantOf(QByteArrayView utf8)
{
    return instantOf(QStringView(QString::fromUtf8(utf8)));
}

TreeContext::TreeContext(const SourceTree &tree, const ValidationOptions &options)
    : m_tree(tree)
    , m_options(options)
{
    const int count = size();
    m_retrieved.reserve(count);
    m_urls.reserve(count);
    for (const CrawledDocument &document : tree.documents()) {
        m_retrieved.append(document.loaded && isSuccess(document));
        m_urls.append(baseOf(document).toString());
        if (m_wellKnown < 0 && document.arrival == Arrival::WellKnown)
            m_wellKnown = document.id;
    }
    for (int id = 0; id < count; ++id) {
        const DocumentType type = document(id).type;
        if (isRetrieved(id) && isSourceDescriptionType(type))
            m_sourceDescriptions.append(id);
    }
    m_pending.resize(count);
    indexLinks();
    indexListings();
    findDownward();
    findUngrouped();
}

void TreeContext::indexLinks()
{
    m_up.resize(size());
    m_index.resize(size());
    for (int id = 0; id < size(); ++id) {
        if (!isRetrieved(id))
            continue;
        const CrawledDocument &doc = document(id);
        for (const auto &[rel, slot] :
             {std::pair<QStringView, RootLink *>(u"up", &m_up[id]),
              std::pair<QStringView, RootLink *>(u"index", &m_index[id])}) {
            // The first link with an href counts; NAV-001 and ATT-018 judge the rest.
            for (const Link *link : doc.header.rootLinks(rel)) {
                const std::optional<QString> href = link->href();
                if (!href || href->trimmed().isEmpty())
                    continue;
                slot->present = true;
                slot->position = link->position;
                slot->url = baseOf(doc).resolved(QUrl(href->trimmed()));
                slot->target = slot->url.isValid() ? m_tree.find(slot->url) : -1;
                break;
            }
        }
    }
}

void TreeContext::indexListings()
{
    m_listings.resize(size());
    m_listedBy.resize(size());
    m_dumpsNaming.resize(size());
    for (int id = 0; id < size(); ++id) {
        if (!isRetrieved(id))
            continue;
        const CrawledDocument &doc = document(id);
        const bool lists = listsDocuments(doc);
        const bool dump = isDump(doc.type);
        if (!lists && !dump)
            continue;
        const QUrl base = baseOf(doc);
        const EntryTable &entries = doc.entries;
        const EntryField field = lists ? EntryField::Loc : EntryField::Contents;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QByteArrayView value = entries.utf8(row, field);
            if (value.isEmpty())
                continue;
            // A notification channel's entry names a topic, not a document
            // (the NT rules judge it).
            if (lists
                && isNotificationCapability(
                    QString::fromUtf8(entries.utf8(row, EntryField::Capability))))
                continue;
            const QUrl url = base.resolved(QUrl(QString::fromUtf8(value).trimmed()));
            const int child = url.isValid() ? m_tree.find(url) : -1;
            if (lists) {
                m_listings[id].append({id, row, child, url});
                if (child >= 0)
                    m_listedBy[child].append({id, row, child, url});
            } else if (child >= 0 && !m_dumpsNaming.at(child).contains(id)) {
                m_dumpsNaming[child].append(id);
            }
        }
    }
}

void TreeContext::findDownward()
{
    m_downward.fill(false, size());
    QList<int> pending = m_sourceDescriptions;
    for (const int id : std::as_const(pending))
        m_downward[id] = true;
    // The manifests each dump names, the other way round from m_dumpsNaming.
    QHash<int, QList<int>> manifestsOf;
    for (int manifest = 0; manifest < size(); ++manifest) {
        for (const int dump : dumpsNaming(manifest))
            manifestsOf[dump].append(manifest);
    }
    while (!pending.isEmpty()) {
        const int id = pending.takeLast();
        QList<int> next = manifestsOf.value(id);
        for (const Listing &listing : listingsOf(id))
            next.append(listing.child);
        for (const int child : std::as_const(next)) {
            if (child >= 0 && !m_downward.at(child)) {
                m_downward[child] = true;
                pending.append(child);
            }
        }
    }
    for (int id = 0; id < size(); ++id) {
        if (document(id).reachedDownward)
            m_downward[id] = true;
    }
}

void TreeContext::findUngrouped()
{
    // Resource Dumps, Change Lists and Change Dumps by type and the
    // Capability List their up link names.
    QHash<QString, QList<int>> groups;
    for (int id = 0; id < size(); ++id) {
        const DocumentType type = document(id).type;
        if (!isRetrieved(id)
            || (type != DocumentType::ResourceDump && type != DocumentType::ChangeList
                && type != DocumentType::ChangeDump))
            continue;
        const RootLink &up = upOf(id);
        if (!up.present)
            continue;
        const QString capabilityList
            = up.target >= 0 ? QString::number(up.target) : SourceTree::urlKey(up.url);
        groups[QString::number(int(type)) + u' ' + capabilityList].append(id);
    }
    for (const QList<int> &group : std::as_const(groups)) {
        if (group.size() < 2)
            continue;
        const int capabilityList = upOf(group.first()).target;
        // The one the Capability List names is where a Destination looks:
        // the others are the ones out of place.
        int named = -1;
        for (const int id : group) {
            if (capabilityList >= 0 && lists(capabilityList, id)) {
                named = id;
                break;
            }
        }
        for (const int id : group) {
            if (!indexParents(id).isEmpty())
                continue;
            // Listed by the Capability List itself: the one it names, or, when
            // it names several, CAP-005 (one entry per capability) says so.
            if (capabilityList >= 0 && lists(capabilityList, id))
                continue;
            const int sibling
                = named >= 0 ? named : (group.first() != id ? group.first() : group.at(1));
            m_ungroupedSibling.insert(id, sibling);
        }
    }
}

QString TreeContext::failureOf(int id) const
{
    const CrawledDocument &doc = document(id);
    if (doc.status && !isSuccess(doc))
        return Tr::tr("the server answered with HTTP status %1").arg(*doc.status);
    if (!doc.error.isEmpty())
        return doc.error;
    return Tr::tr("it could not be read");
}

SourcePosition TreeContext::rootPosition(int id) const
{
    const Document &header = document(id).header;
    return header.metadata ? header.metadata->position : header.rootPosition;
}

std::optional<QString> TreeContext::rootTime(int id, QStringView name) const
{
    const Document &header = document(id).header;
    return header.metadata ? header.metadata->attributes.value(name) : std::nullopt;
}

QString TreeContext::typeName(int id) const
{
    const CrawledDocument &doc = document(id);
    if (doc.type == DocumentType::Unknown)
        return Tr::tr("not a ResourceSync document");
    return documentTypeName(doc.type);
}

QString TreeContext::capabilityOf(int id) const
{
    return document(id).capability().value_or(QString());
}

bool TreeContext::lists(int parent, int child) const
{
    if (child < 0)
        return false;
    const QList<Listing> &naming = listedBy(child);
    return std::any_of(naming.cbegin(), naming.cend(),
                       [parent](const Listing &listing) { return listing.parent == parent; });
}

QList<int> TreeContext::indexParents(int id) const
{
    QList<int> parents;
    const CrawledDocument &doc = document(id);
    if (doc.isIndex())
        return parents;
    const QString capability = capabilityOf(id);
    for (const Listing &listing : listedBy(id)) {
        const int parent = listing.parent;
        if (parent != id && document(parent).isIndex() && capabilityOf(parent) == capability
            && !parents.contains(parent))
            parents.append(parent);
    }
    return parents;
}

bool TreeContext::sameTarget(const RootLink &a, const RootLink &b)
{
    if (a.target >= 0 && b.target >= 0)
        return a.target == b.target;
    return SourceTree::urlKey(a.url) == SourceTree::urlKey(b.url);
}

bool TreeContext::upDiffersFromIndex(int id) const
{
    const RootLink &up = upOf(id);
    if (!up.present)
        return false;
    const QList<int> parents = indexParents(id);
    return std::any_of(parents.cbegin(), parents.cend(), [&](int parent) {
        return upOf(parent).present && !sameTarget(upOf(parent), up);
    });
}

TreeContext::Members TreeContext::membersOf(int capabilityList, QStringView capability) const
{
    Members members;
    const auto addList = [&](int id) {
        if (members.lists.contains(id))
            return;
        members.lists.append(id);
        const CrawledDocument &doc = document(id);
        // Entries the parser counted but did not keep (SAFE-003) are unknown.
        if (doc.entries.size() < doc.header.entryCount)
            members.complete = false;
    };
    const QByteArray wanted = capability.toUtf8();
    const CrawledDocument &list = document(capabilityList);
    for (const Listing &listing : listingsOf(capabilityList)) {
        if (list.entries.utf8(listing.row, EntryField::Capability) != wanted)
            continue;
        const int child = listing.child;
        if (!isRetrieved(child) || capabilityOf(child) != capability) {
            members.complete = false;
            continue;
        }
        if (members.listed.contains(child))
            continue;
        members.listed.append(child);
        if (!document(child).isIndex()) {
            addList(child);
            continue;
        }
        for (const Listing &inIndex : listingsOf(child)) {
            const int grandchild = inIndex.child;
            if (!isRetrieved(grandchild)) {
                members.complete = false;
                continue;
            }
            if (grandchild != child && !document(grandchild).isIndex()
                && capabilityOf(grandchild) == capability)
                addList(grandchild);
        }
    }
    return members;
}

// Whether two documents say the same: a copy under another URI.
bool TreeContext::sameContent(int a, int b) const
{
    const CrawledDocument &first = document(a);
    const CrawledDocument &second = document(b);
    if (first.header.byteSize != second.header.byteSize || first.type != second.type
        || first.entries.size() != second.entries.size()
        || first.header.links.size() != second.header.links.size())
        return false;
    for (qsizetype row = 0; row < first.entries.size(); ++row) {
        for (const EntryField field : {EntryField::Loc, EntryField::Capability}) {
            if (first.entries.utf8(row, field) != second.entries.utf8(row, field))
                return false;
        }
    }
    for (qsizetype i = 0; i < first.header.links.size(); ++i) {
        const Link &x = first.header.links.at(i);
        const Link &y = second.header.links.at(i);
        if (x.rel() != y.rel() || x.href() != y.href())
            return false;
    }
    return true;
}

bool TreeContext::hasFinding(int id, QStringView ruleId) const
{
    const FindingList &findings = document(id).findings;
    return std::any_of(findings.cbegin(), findings.cend(),
                       [ruleId](const Finding &finding) { return finding.ruleId == ruleId; });
}

bool TreeContext::admit(int id, QStringView ruleId, std::optional<Severity> severity)
{
    Counter &counter = m_counters[CounterKey {id, ruleId}];
    if (++counter.count <= maxFindingsPerRule)
        return true;
    const Rule *rule = RuleCatalogue::instance().find(ruleId);
    counter.worst
        = std::max(counter.worst, severity.value_or(rule ? rule->severity : Severity::Error));
    return false;
}

void TreeContext::add(int id, QStringView ruleId, const QString &message, SourcePosition position,
                      const QString &relatedUrl, std::optional<Severity> severity)
{
    QString url;
    if (id >= 0) {
        url = urlOf(id);
    } else if (m_wellKnown >= 0) {
        url = urlOf(m_wellKnown);
    } else if (size() > 0) {
        url = urlOf(0);
    }
    Finding finding = makeFinding(ruleId, message, url, position, severity);
    finding.relatedUrl = relatedUrl;
    if (id >= 0)
        m_pending[id].append(std::move(finding));
    else
        m_sourcePending.append(std::move(finding));
}

void TreeContext::apply(SourceTree &tree)
{
    // In a fixed order, so that two runs give the same report.
    QList<std::pair<CounterKey, Counter>> overflowing;
    for (auto it = m_counters.cbegin(); it != m_counters.cend(); ++it) {
        if (it->count > maxFindingsPerRule)
            overflowing.append({it.key(), it.value()});
    }
    std::sort(overflowing.begin(), overflowing.end(), [](const auto &a, const auto &b) {
        return a.first.id != b.first.id ? a.first.id < b.first.id : a.first.ruleId < b.first.ruleId;
    });
    for (const auto &[key, counter] : std::as_const(overflowing)) {
        add(key.id, key.ruleId,
            Tr::tr("%1 more findings of rule %2 about this document are not listed one by one; "
                   "the first %3 are.")
                .arg(QString::number(counter.count - maxFindingsPerRule), key.ruleId.toString(),
                     QString::number(maxFindingsPerRule)),
            {}, {}, counter.worst);
    }
    for (int id = 0; id < size(); ++id) {
        if (m_pending.at(id).isEmpty())
            continue;
        // After the document's own findings, which stay first: a re-crawl
        // takes those over for an unchanged document (documentFindingCount).
        sortFindings(m_pending[id]);
        tree.document(id).findings.append(std::move(m_pending[id]));
    }
    for (Finding &finding : m_sourcePending)
        tree.addSourceFinding(std::move(finding));
    m_pending.clear();
    m_sourcePending.clear();
}

} // namespace rsi::treerules
