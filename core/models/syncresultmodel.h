// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"
#include "mirror/runitems.h"
#include "syncitemsource.h"

#include <QAbstractTableModel>

#include <memory>

namespace rsi {

// The resources of an audit or a mirror run as a table: state, path in the
// local copy, URL and reasons. Counts per state are of every item, whatever
// the filters show.
//
// The items come from a SyncItemSource: an audit's list in memory
// (setItems), or a mirror run's database (setRunItems), read a page at a
// time as rows are shown, so that a run of a million resources costs the
// window a few megabytes (4 bytes per shown row, and the cached pages).
//
// Filtering (a set of states, text in the path, URL or reasons) and sorting
// work on the list of item numbers shown: a filter change resets the model,
// a sort is a layout change that keeps persistent indexes (the selection) on
// their items. With a database the list is computed on a worker and swapped
// in when ready (isLoading() meanwhile, then loaded()). The state column
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
        ItemRole, // int: the item's number
        UrlRole, // QUrl, empty for a file no URL maps to
        RelativePathRole, // QString, "/" separators
        ReasonKeysRole, // QStringList of AuditReason::key()
        SortRole, // a value that sorts the column naturally
    };

    explicit SyncResultModel(QObject *parent = nullptr);
    ~SyncResultModel() override;

    // Shows these items (a reset). Keeps the filters and the sort order.
    void setItems(QList<AuditItem> items);
    // Shows a mirror run's items from its database.
    void setRunItems(const RunItems &items, const AuditCounts &counts);
    void clear();
    // The item with this number (ItemRole); an empty one when there is none.
    AuditItem item(int itemIndex) const;
    AuditCounts counts() const;
    // A database's rows are being computed: the rows shown are the last ones.
    bool isLoading() const { return m_loading; }

    // Each state shown or hidden; all are shown at first.
    void setStateShown(AuditState state, bool shown);
    bool isStateShown(AuditState state) const;
    // Case-insensitive substring of the path, the URL or a reason's
    // description; empty shows all.
    void setTextFilter(const QString &text);
    QString textFilter() const { return m_query.text; }
    int sortColumn() const { return m_query.column; } // -1: in the items' order
    Qt::SortOrder sortOrder() const { return m_query.order; }

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

Q_SIGNALS:
    // The rows a filter or sort asked for are shown (after isLoading()).
    void loaded();

private:
    enum class Change { Reset, Layout };
    void setSource(std::shared_ptr<const SyncItemSource> source);
    // Computes the rows for m_query (at once, or on a worker) and shows them.
    void requery(Change change);
    void applyRows(QList<int> rows, Change change);
    void indexRows();

    std::shared_ptr<const SyncItemSource> m_source;
    SyncItemQuery m_query;
    QList<int> m_rows; // item numbers shown, in display order
    QList<int> m_rowOfItem; // by item number: its row, -1 when hidden
    quint64 m_generation = 0; // of the query whose rows are awaited
    bool m_loading = false;
};

} // namespace rsi
