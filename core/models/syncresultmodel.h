// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"

#include <QAbstractTableModel>

namespace rsi {

// The resources of an audit or a mirror run as a table: state, path in the
// local copy, URL and reasons. Counts per state are of every item, whatever
// the filters show.
//
// Filtering (a set of states, text in the path, URL or reasons) and sorting
// work on a permutation of item numbers inside the model, as EntryTableModel
// does: a filter change resets the model, a sort is a layout change that
// keeps persistent indexes (the selection) on their items. The state column
// carries no icon (core links no QtGui): the ui adds one from StateRole.
// GUI thread only, like every model.
class SyncResultModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncResultModel)

public:
    enum Column { StateColumn, PathColumn, UrlColumn, ReasonsColumn, ColumnCount };
    enum Role {
        StateRole = Qt::UserRole + 1, // int(AuditState)
        ItemRole, // int: the item's index in items()
        UrlRole, // QUrl, empty for a file no URL maps to
        RelativePathRole, // QString, "/" separators
        ReasonKeysRole, // QStringList of AuditReason::key()
        SortRole, // a value that sorts the column naturally
    };

    explicit SyncResultModel(QObject *parent = nullptr);
    ~SyncResultModel() override;

    // Shows these items (a reset). Keeps the filters and the sort order.
    void setItems(QList<AuditItem> items);
    void clear();
    const QList<AuditItem> &items() const { return m_items; }
    AuditCounts counts() const { return m_counts; }

    // Each state shown or hidden; all are shown at first.
    void setStateShown(AuditState state, bool shown);
    bool isStateShown(AuditState state) const;
    // Case-insensitive substring of the path, the URL or a reason's
    // description; empty shows all.
    void setTextFilter(const QString &text);
    QString textFilter() const { return m_textFilter; }
    int sortColumn() const { return m_sortColumn; } // -1: in the items' order
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // The item behind a row, and back (-1 / invalid when filtered out).
    int itemIndex(const QModelIndex &index) const;
    QModelIndex indexOfItem(int itemIndex, int column = 0) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // The reasons' descriptions and state names are translated.
    void retranslate();

private:
    static constexpr int stateCount = int(AuditState::Failed) + 1;

    void describeItems(); // fills m_texts from m_items
    void rebuildRows(); // applies the filters, then the order
    void orderRows();
    bool accepts(int item) const;
    QString sortText(int item, int column) const;

    struct Texts
    {
        QString url;
        QString reasons; // descriptions, joined
    };

    QList<AuditItem> m_items;
    QList<Texts> m_texts; // by item
    QList<int> m_rows; // visible items, in display order
    QList<int> m_rowOfItem; // by item: its row, -1 when hidden
    AuditCounts m_counts;
    bool m_shown[stateCount] = {true, true, true, true, true};
    QString m_textFilter;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace rsi
