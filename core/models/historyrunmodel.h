// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runrecord.h"

#include <QAbstractTableModel>

namespace rsi {

// The remembered runs of a source, newest first, for the History panel and
// its trend chart: time, errors, warnings, documents, entries, kind.
class HistoryRunModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryRunModel)

public:
    // Errors and warnings first: what a glance at the list is for.
    enum Column {
        TimeColumn,
        ErrorsColumn,
        WarningsColumn,
        DocumentsColumn,
        EntriesColumn,
        KindColumn,
        ColumnCount
    };
    enum Role {
        RunIdRole = Qt::UserRole + 1, // qlonglong
        TimeRole, // QDateTime, UTC
        ErrorsRole, // int
        WarningsRole, // int
        CompleteRole, // bool
        SortRole, // numbers as numbers, times as times
    };

    explicit HistoryRunModel(QObject *parent = nullptr);
    ~HistoryRunModel() override;

    // Replaces the runs (newest first, as HistoryStore::runs() gives them).
    void setRuns(const QList<RunListing> &runs);
    const QList<RunListing> &runs() const { return m_runs; }
    // The row of a run, -1 when it is not listed.
    int rowOf(qint64 runId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<RunListing> m_runs;
};

} // namespace rsi
