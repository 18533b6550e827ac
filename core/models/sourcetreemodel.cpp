// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcetreemodel.h"

#include "report/crawlreport.h"
#include "validation/documenttype.h"

#include <algorithm>
#include <vector>

namespace rsi {

namespace {

// Where every document should stand in the model: the parent each shows
// under and the order of every list of children.
struct Layout
{
    QList<int> parent; // by document id, -1 for a root
    QList<QList<int>> children; // by document id, in row order
    QList<int> roots;
};

// The tree's own parent links and child order, made safe to show: a child
// list that disagrees with the child's parent link, a link out of range and
// a cycle of parent links (which would leave documents unreachable from the
// top) are all mended the way crawlOrder() mends them for the reports.
Layout layoutOf(const SourceTree &tree)
{
    const auto count = int(tree.size());
    Layout layout;
    layout.parent.fill(-1, count);
    layout.children.resize(count);
    QList<bool> placed(count, false);
    for (int id = 0; id < count; ++id) {
        for (const int child : tree.document(id).children) {
            if (child < 0 || child >= count || child == id || placed.at(child)
                || tree.document(child).parent != id)
                continue;
            placed[child] = true;
            layout.parent[child] = id;
            layout.children[id].append(child);
        }
    }
    for (int id = 0; id < count; ++id) {
        if (placed.at(id))
            continue;
        const int parent = tree.document(id).parent;
        if (parent >= 0 && parent < count && parent != id) {
            layout.parent[id] = parent;
            layout.children[parent].append(id);
        } else {
            layout.roots.append(id);
        }
    }

    QList<bool> visited(count, false);
    QList<int> stack;
    const auto walkFrom = [&](int root) {
        stack.append(root);
        while (!stack.isEmpty()) {
            const int id = stack.takeLast();
            if (visited.at(id))
                continue;
            visited[id] = true;
            stack.append(layout.children.at(id));
        }
    };
    for (const int root : std::as_const(layout.roots))
        walkFrom(root);
    for (int id = 0; id < count; ++id) {
        if (visited.at(id))
            continue;
        // Only a cycle of parent links leads here: show it from this document.
        layout.children[layout.parent.at(id)].removeOne(id);
        layout.parent[id] = -1;
        layout.roots.append(id);
        walkFrom(id);
    }
    return layout;
}

SourceTreeModel::LoadState loadStateOf(const CrawledDocument &document)
{
    if (document.loaded)
        return SourceTreeModel::LoadState::Loaded;
    return document.error.isEmpty() ? SourceTreeModel::LoadState::Pending
                                    : SourceTreeModel::LoadState::Failed;
}

int worstOf(const SeverityCounts &counts)
{
    if (counts.errors > 0)
        return int(Severity::Error);
    if (counts.warnings > 0)
        return int(Severity::Warning);
    if (counts.infos > 0)
        return int(Severity::Info);
    return -1;
}

bool operator==(const SeverityCounts &a, const SeverityCounts &b)
{
    return a.errors == b.errors && a.warnings == b.warnings && a.infos == b.infos;
}

const QUrl &shownUrl(const CrawledDocument &document)
{
    return document.url.isEmpty() ? document.requestedUrl : document.url;
}

// What a document was asked for as: it never changes during a crawl, where
// the final URL does (redirects).
const QUrl &identityUrl(const CrawledDocument &document)
{
    return document.requestedUrl.isEmpty() ? document.url : document.requestedUrl;
}

} // namespace

SourceTreeModel::SourceTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

SourceTreeModel::~SourceTreeModel() = default;

void SourceTreeModel::clear()
{
    beginResetModel();
    m_tree = SourceTree();
    m_nodes.clear();
    m_roots.clear();
    endResetModel();
}

bool SourceTreeModel::continues(const SourceTree &tree) const
{
    if (tree.size() < m_tree.size())
        return false;
    // The lists are implicitly shared: the same data is the same crawl.
    if (tree.documents().constData() == m_tree.documents().constData())
        return true;
    for (int id = 0; id < m_tree.size(); ++id) {
        if (identityUrl(tree.document(id)) != identityUrl(m_tree.document(id)))
            return false;
    }
    return true;
}

void SourceTreeModel::setTree(const SourceTree &tree)
{
    if (!continues(tree)) {
        resetTo(tree);
        return;
    }
    if (tree.documents().constData() == m_tree.documents().constData()
        && tree.size() == m_tree.size()) {
        m_tree = tree; // the source's own findings may differ; nothing shown does
        return;
    }
    if (!update(tree))
        resetTo(tree);
}

void SourceTreeModel::resetTo(const SourceTree &tree)
{
    beginResetModel();
    m_tree = tree;
    Layout layout = layoutOf(m_tree);
    m_nodes.clear();
    m_nodes.resize(m_tree.size());
    for (int id = 0; id < m_tree.size(); ++id) {
        Node &node = m_nodes[id];
        node.parent = layout.parent.at(id);
        node.children = std::move(layout.children[id]);
        for (int row = 0; row < node.children.size(); ++row)
            m_nodes[node.children.at(row)].row = row;
        node.counts = countBySeverity(std::as_const(m_tree).document(id).findings);
        node.worstSeverity = worstOf(node.counts);
    }
    m_roots = std::move(layout.roots);
    for (int row = 0; row < m_roots.size(); ++row)
        m_nodes[m_roots.at(row)].row = row;
    endResetModel();
}

// The snapshot is a later state of the shown crawl: new documents come in as
// inserted rows (a new document with new children as one subtree), moved
// documents as moved rows, changed ones as dataChanged. Each structural step
// is announced before the nodes change, so views and persistent indexes
// follow along. Returns false when a step could not be expressed as a move;
// the caller then resets.
bool SourceTreeModel::update(const SourceTree &tree)
{
    const SourceTree previous = std::exchange(m_tree, tree);
    const auto oldCount = int(previous.size());
    const auto newCount = int(m_tree.size());
    Layout layout = layoutOf(m_tree);

    // New documents get their nodes first; nothing reaches them until their
    // subtree's top is inserted below.
    m_nodes.resize(newCount);
    for (int id = oldCount; id < newCount; ++id) {
        Node &node = m_nodes[id];
        node.parent = layout.parent.at(id);
        node.children.clear();
        for (const int child : std::as_const(layout.children.at(id))) {
            if (child >= oldCount) {
                m_nodes[child].row = int(node.children.size());
                node.children.append(child);
            }
        }
        node.counts = countBySeverity(std::as_const(m_tree).document(id).findings);
        node.worstSeverity = worstOf(node.counts);
    }

    // Insert the tops of new subtrees: new documents under a shown parent.
    // The rows go at the end; the order is settled further down.
    QList<int> insertParents; // each parent with new children once, in order of appearance
    QList<bool> seen(newCount + 1, false); // index parent + 1
    for (int id = oldCount; id < newCount; ++id) {
        const int parent = layout.parent.at(id);
        if (parent < oldCount && !seen.at(parent + 1)) {
            seen[parent + 1] = true;
            insertParents.append(parent);
        }
    }
    for (const int parent : std::as_const(insertParents)) {
        QList<int> added;
        for (const int child :
             std::as_const(parent < 0 ? layout.roots : layout.children.at(parent)))
            if (child >= oldCount)
                added.append(child);
        QList<int> &siblings = childrenOf(parent);
        const auto first = int(siblings.size());
        beginInsertRows(indexOfDocument(parent), first, first + int(added.size()) - 1);
        for (const int child : std::as_const(added)) {
            m_nodes[child].parent = parent;
            m_nodes[child].row = int(siblings.size());
            siblings.append(child);
        }
        endInsertRows();
    }

    // Move reparented documents under their new parent. A document cannot go
    // under one of its own descendants, so one whose new parent still hangs
    // below it waits until that parent has moved away; as the layout has no
    // cycle, every pass moves at least one.
    QList<int> pending;
    for (int id = 0; id < oldCount; ++id) {
        if (m_nodes.at(id).parent != layout.parent.at(id))
            pending.append(id);
    }
    while (!pending.isEmpty()) {
        QList<int> waiting;
        for (const int id : std::as_const(pending)) {
            const int destination = layout.parent.at(id);
            if (isUnder(destination, id)) {
                waiting.append(id);
                continue;
            }
            if (!moveToEnd(id, destination))
                return false;
        }
        if (waiting.size() == pending.size())
            return false;
        pending = std::move(waiting);
    }

    // Every document is under its parent now; put siblings in order.
    if (!reorder(-1, layout.roots))
        return false;
    for (int id = 0; id < newCount; ++id) {
        if (!reorder(id, layout.children.at(id)))
            return false;
    }

    // Changed documents, told in runs of neighbouring rows: when a batch of
    // lists loads, a view repaints once, not once per list.
    struct Changed
    {
        int parent;
        int row;
        auto operator<=>(const Changed &) const = default;
    };
    std::vector<Changed> changes;
    for (int id = 0; id < oldCount; ++id) {
        const CrawledDocument &before = previous.document(id);
        const CrawledDocument &after = std::as_const(m_tree).document(id);
        bool changed = loadStateOf(before) != loadStateOf(after) || before.type != after.type
            || before.header.entryCount != after.header.entryCount || before.error != after.error
            || shownUrl(before) != shownUrl(after);
        if (before.findings.constData() != after.findings.constData()
            || before.findings.size() != after.findings.size()) {
            Node &node = m_nodes[id];
            const SeverityCounts counts = countBySeverity(after.findings);
            if (!(counts == node.counts)) {
                node.counts = counts;
                node.worstSeverity = worstOf(counts);
                changed = true;
            }
        }
        if (changed)
            changes.push_back({m_nodes.at(id).parent, rowOf(id)});
    }
    std::sort(changes.begin(), changes.end());
    for (size_t first = 0; first < changes.size();) {
        size_t last = first;
        while (last + 1 < changes.size() && changes[last + 1].parent == changes[first].parent
               && changes[last + 1].row == changes[last].row + 1)
            ++last;
        const QModelIndex parent = indexOfDocument(changes[first].parent);
        Q_EMIT dataChanged(index(changes[first].row, 0, parent),
                           index(changes[last].row, ColumnCount - 1, parent));
        first = last + 1;
    }
    return true;
}

bool SourceTreeModel::isUnder(int id, int ancestor) const
{
    for (int at = id; at >= 0; at = m_nodes.at(at).parent) {
        if (at == ancestor)
            return true;
    }
    return false;
}

bool SourceTreeModel::moveToEnd(int id, int destination)
{
    const int source = m_nodes.at(id).parent;
    const int row = rowOf(id);
    QList<int> &to = childrenOf(destination);
    const auto end = int(to.size());
    if (!beginMoveRows(indexOfDocument(source), row, row, indexOfDocument(destination), end))
        return false;
    childrenOf(source).removeAt(row);
    to.append(id);
    m_nodes[id].parent = destination;
    m_nodes[id].row = end;
    endMoveRows();
    return true;
}

bool SourceTreeModel::reorder(int parent, const QList<int> &wanted)
{
    QList<int> &children = childrenOf(parent);
    if (children.size() != wanted.size())
        return false; // not the same documents: cannot be a reordering
    // Not QList::operator==: Qt 6.4's passes two empty lists' null data to
    // memcmp, which UndefinedBehaviorSanitizer reports.
    if (std::equal(children.cbegin(), children.cend(), wanted.cbegin()))
        return true;
    const QModelIndex parentIndex = indexOfDocument(parent);
    for (int row = 0; row < wanted.size(); ++row) {
        if (children.at(row) == wanted.at(row))
            continue;
        const auto from = int(children.indexOf(wanted.at(row), row + 1));
        if (from < 0)
            return false;
        if (!beginMoveRows(parentIndex, from, from, parentIndex, row))
            return false;
        children.move(from, row);
        endMoveRows();
    }
    for (int row = 0; row < children.size(); ++row)
        m_nodes[children.at(row)].row = row;
    return true;
}

QList<int> &SourceTreeModel::childrenOf(int parent)
{
    return parent < 0 ? m_roots : m_nodes[parent].children;
}

const QList<int> &SourceTreeModel::childrenOf(int parent) const
{
    return parent < 0 ? m_roots : m_nodes.at(parent).children;
}

// Rows are cached in the nodes and checked on use: a move shifts the rows of
// its siblings, and renumbering them all on every move would cost more than
// looking up the few that are asked for.
int SourceTreeModel::rowOf(int id) const
{
    const Node &node = m_nodes.at(id);
    const QList<int> &siblings = childrenOf(node.parent);
    if (node.row >= 0 && node.row < siblings.size() && siblings.at(node.row) == id)
        return node.row;
    node.row = int(siblings.indexOf(id));
    return node.row;
}

QModelIndex SourceTreeModel::indexOfDocument(int documentId, int column) const
{
    if (documentId < 0 || documentId >= m_nodes.size() || column < 0 || column >= ColumnCount)
        return {};
    const int row = rowOf(documentId);
    if (row < 0)
        return {};
    return createIndex(row, column, quintptr(documentId));
}

int SourceTreeModel::documentId(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    return int(index.internalId());
}

QModelIndex SourceTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (parent.isValid() && parent.column() != 0)
        return {};
    const QList<int> &children = childrenOf(parent.isValid() ? documentId(parent) : -1);
    if (row >= children.size())
        return {};
    return createIndex(row, column, quintptr(children.at(row)));
}

QModelIndex SourceTreeModel::parent(const QModelIndex &child) const
{
    const int id = documentId(child);
    if (id < 0)
        return {};
    return indexOfDocument(m_nodes.at(id).parent);
}

int SourceTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_roots.size());
    if (parent.column() != 0)
        return 0;
    return int(m_nodes.at(documentId(parent)).children.size());
}

int SourceTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString SourceTreeModel::findingsText(const SeverityCounts &counts)
{
    // Whole phrases per number, for translators: no plural forms here.
    QStringList parts;
    if (counts.errors == 1)
        parts.append(tr("1 error"));
    else if (counts.errors > 1)
        parts.append(tr("%1 errors").arg(counts.errors));
    if (counts.warnings == 1)
        parts.append(tr("1 warning"));
    else if (counts.warnings > 1)
        parts.append(tr("%1 warnings").arg(counts.warnings));
    if (counts.infos == 1)
        parts.append(tr("1 info"));
    else if (counts.infos > 1)
        parts.append(tr("%1 infos").arg(counts.infos));
    return parts.join(tr(", "));
}

QVariant SourceTreeModel::data(const QModelIndex &index, int role) const
{
    const int id = documentId(index);
    if (id < 0 || id >= m_tree.size())
        return {};
    const CrawledDocument &document = m_tree.document(id);
    const Node &node = m_nodes.at(id);
    const LoadState state = loadStateOf(document);

    switch (role) {
    case DocumentIdRole:
        return id;
    case DocumentTypeRole:
        return int(document.type);
    case WorstSeverityRole:
        return node.worstSeverity;
    case UrlRole:
        return shownUrl(document);
    case LoadStateRole:
        return int(state);
    case EntryCountRole:
        return qlonglong(document.header.entryCount);
    default:
        break;
    }

    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return documentName(shownUrl(document));
        if (role == Qt::ToolTipRole)
            return shownUrl(document).toString();
        break;
    case KindColumn:
        if (role == Qt::DisplayRole) {
            switch (state) {
            case LoadState::Pending:
                return tr("Loading…");
            case LoadState::Failed:
                return tr("Failed");
            case LoadState::Loaded:
                return documentTypeName(document.type);
            }
        }
        if (role == Qt::ToolTipRole && state == LoadState::Failed)
            return document.error;
        break;
    case EntriesColumn:
        if (role == Qt::DisplayRole && state == LoadState::Loaded)
            return qlonglong(document.header.entryCount);
        if (role == Qt::ToolTipRole && document.sample == EntrySample::CutAtByteLimit) {
            return tr("Cut short at its byte limit: the first %1 of the %2 entries read are "
                      "kept, as a sample.")
                .arg(document.entries.size())
                .arg(document.header.entryCount);
        }
        if (role == Qt::ToolTipRole && document.sample == EntrySample::OverEntryAllowance) {
            return tr("Over the entry limit, and this crawl already keeps the entries of other "
                      "lists over it: the first %1 of the %2 entries are kept, as a sample.")
                .arg(document.entries.size())
                .arg(document.header.entryCount);
        }
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case FindingsColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            const QString text = findingsText(node.counts);
            return text.isEmpty() ? QVariant() : QVariant(text);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant SourceTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole && section == EntriesColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case EntriesColumn:
        return tr("Entries");
    case FindingsColumn:
        return tr("Findings");
    default:
        return {};
    }
}

void SourceTreeModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    // Kinds, states and counts are words too.
    if (!m_roots.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_roots.size()) - 1, ColumnCount - 1));
    for (int id = 0; id < m_nodes.size(); ++id) {
        const QList<int> &children = m_nodes.at(id).children;
        if (!children.isEmpty()) {
            const QModelIndex parent = indexOfDocument(id);
            Q_EMIT dataChanged(index(0, 0, parent),
                               index(int(children.size()) - 1, ColumnCount - 1, parent));
        }
    }
}

} // namespace rsi
