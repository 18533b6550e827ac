// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/sourcetree.h"
#include "validation/finding.h"

#include <QAbstractTableModel>

namespace rsi {

// Every finding of a crawled source, flat: the source's own findings, then
// each document's in document order.
//
// setTree() takes a snapshot of a growing crawl like SourceTreeModel does: it
// appends the rows of documents that loaded since the last snapshot and
// resets only when findings already shown changed (the tree rules at the end
// of a crawl), so a view scrolled to the top stays put while a crawl goes on.
class FindingsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsModel)

public:
    enum Column {
        SeverityColumn,
        RuleColumn,
        DocumentColumn,
        LineColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role {
        SeverityRole = Qt::UserRole + 1, // int(Severity)
        RuleIdRole, // QString
        DocumentIdRole, // int, -1 for a finding about the source as a whole
        LineRole, // qlonglong, 0 when unknown
        ColumnRole, // qlonglong, 0 when unknown
        UrlRole, // QString: the document the finding is about
        SortRole, // a value that sorts the column naturally (severity worst first, line
                  // numerically)
    };

    explicit FindingsModel(QObject *parent = nullptr);
    ~FindingsModel() override;

    void setTree(const SourceTree &tree);
    void clear();

    const Finding &finding(int row) const;
    int documentOfRow(int row) const; // -1 for source findings
    SeverityCounts counts() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    struct Row
    {
        int document = -1;
        qsizetype index = 0; // into the document's (or the source's) findings
    };

    // True when tree is this crawl further on, with every finding already
    // shown unchanged: its new findings can be inserted without a reset.
    bool isLaterSnapshot(const SourceTree &tree) const;
    void rebuildRows();
    QString urlOfRow(int row) const;
    QString documentSortKey(int document) const;
    static QString severityText(Severity severity);

    SourceTree m_tree;
    QList<Row> m_rows;
    QList<qsizetype> m_shownFindingCount; // per document: how many rows it has
    qsizetype m_shownSourceCount = 0; // rows of the source's own findings
    SeverityCounts m_counts;
    mutable QList<QString> m_documentSortKeys; // by document id, filled as asked
};

} // namespace rsi
