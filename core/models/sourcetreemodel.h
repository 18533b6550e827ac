// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/sourcetree.h"

#include <QAbstractItemModel>

namespace rsi {

// A crawled source as a tree: each document under the one that lists it, as
// SourceTree::document(id).parent says (roots at the top level).
//
// Fed whole snapshots of a crawl's tree as it grows (copying a SourceTree is
// cheap: its lists and texts are implicitly shared), it works out what
// changed since the last snapshot and reports exactly that: rows inserted for
// new documents, rows moved for reparented ones, dataChanged for documents
// that loaded or gained findings. Selections and expanded branches survive.
// A snapshot that is not a later state of the same crawl (fewer documents,
// another source) resets the model.
//
// Display: NameColumn shows the document's file name (last URL path segment,
// or the host for "/"), with the full URL as tooltip; KindColumn the
// translated documentTypeName ("Loading…"/"Failed" before/without a type);
// EntriesColumn the entry count (right-aligned); FindingsColumn "2 errors,
// 1 warning" style counts (empty when none). No DecorationRole: core links no
// QtGui; the ui decorates with icons from the roles below.
class SourceTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SourceTreeModel)

public:
    enum Column { NameColumn, KindColumn, EntriesColumn, FindingsColumn, ColumnCount };
    enum Role {
        DocumentIdRole = Qt::UserRole + 1, // int
        DocumentTypeRole, // int(DocumentType)
        WorstSeverityRole, // int(Severity) of the worst finding, -1 when none
        UrlRole, // QUrl (after redirects)
        LoadStateRole, // int(LoadState)
        EntryCountRole, // qlonglong
    };
    enum class LoadState { Pending, Loaded, Failed };

    explicit SourceTreeModel(QObject *parent = nullptr);
    ~SourceTreeModel() override;

    void setTree(const SourceTree &tree);
    void clear();
    const SourceTree &tree() const { return m_tree; }

    QModelIndex indexOfDocument(int documentId, int column = 0) const;
    // -1 for an invalid index.
    int documentId(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Header texts are translated when asked; call after a language change.
    void retranslate();

private:
    struct Node
    {
        int parent = -1; // document id, -1 for a root
        QList<int> children; // document ids, in row order
        int worstSeverity = -1;
        SeverityCounts counts; // of the document's findings
        mutable int row = -1; // among its siblings; a hint, checked on use
    };

    bool continues(const SourceTree &tree) const;
    void resetTo(const SourceTree &tree);
    bool update(const SourceTree &tree);
    bool isUnder(int id, int ancestor) const;
    bool moveToEnd(int id, int destination);
    bool reorder(int parent, const QList<int> &wanted);
    QList<int> &childrenOf(int parent);
    const QList<int> &childrenOf(int parent) const;
    int rowOf(int id) const;
    static QString findingsText(const SeverityCounts &counts);

    SourceTree m_tree;
    QList<Node> m_nodes; // by document id
    QList<int> m_roots; // document ids, in row order
};

} // namespace rsi
