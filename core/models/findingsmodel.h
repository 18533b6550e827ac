// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/sourcetree.h"
#include "validation/finding.h"

#include <QAbstractItemModel>

namespace rsi {

// Every finding of a crawled source: the source's own findings, then each
// document's in document order, grouped as the reports group them
// (findinggrouping.h). A top-level row is a group; one that stands for
// several findings (CountRole > 1) shows the first with how many there are,
// and has a child row for each of them, so that each can still be shown at
// its line. A finding alone is a top-level row without children.
//
// setTree() takes a snapshot of a growing crawl like SourceTreeModel does: it
// appends the rows of documents that loaded since the last snapshot and
// resets only when findings already shown changed (the tree rules at the end
// of a crawl), so a view scrolled to the top stays put while a crawl goes on.
class FindingsModel final : public QAbstractItemModel
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
        LineRole, // qlonglong, 0 when unknown (a group: its first finding's)
        ColumnRole, // qlonglong, 0 when unknown
        UrlRole, // QString: the document the finding is about
        SortRole, // a value that sorts the column naturally (severity worst first, line
                  // numerically)
        CountRole, // int: the findings the row stands for, 1 for one
    };

    explicit FindingsModel(QObject *parent = nullptr);
    ~FindingsModel() override;

    void setTree(const SourceTree &tree);
    void clear();

    // The finding a row shows: a group's first, or one member.
    const Finding &finding(const QModelIndex &index) const;
    int documentOf(const QModelIndex &index) const; // -1 for source findings
    // The same for a top-level row.
    const Finding &finding(int row) const;
    int documentOfRow(int row) const;
    // The findings a top-level row stands for.
    int countOfRow(int row) const;
    // Every finding, counted one by one (a group as many as it holds).
    SeverityCounts counts() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    // A top-level row: findings of one document (or of the source) that
    // say the same thing, as indices into that document's findings.
    struct Group
    {
        int document = -1;
        QList<qsizetype> members;
    };

    // True when tree is this crawl further on, with every finding already
    // shown unchanged: its new findings can be inserted without a reset.
    bool isLaterSnapshot(const SourceTree &tree) const;
    void rebuildRows();
    // The groups of one document's findings (-1: the source's), added to
    // the group store; their ids.
    QList<int> makeGroups(int document);
    const FindingList &findingsOf(int document) const;
    // The group a row belongs to, and the member it shows (-1: the group's row).
    int groupOf(const QModelIndex &index) const;
    qsizetype memberOf(const QModelIndex &index) const;
    QString urlOf(const Finding &item, int document) const;
    QString documentSortKey(int document) const;
    static QString severityText(Severity severity);

    SourceTree m_tree;
    QList<Group> m_groups; // by group id; only ever appended to between resets
    QList<int> m_rows; // top-level row -> group id
    QList<int> m_rowOfGroup; // group id -> top-level row
    QList<qsizetype> m_shownFindingCount; // per document: how many findings its rows hold
    qsizetype m_shownSourceCount = 0; // the source's findings shown
    SeverityCounts m_counts;
    mutable QList<QString> m_documentSortKeys; // by document id, filled as asked
};

} // namespace rsi
