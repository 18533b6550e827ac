// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runcomparison.h"

#include <QAbstractTableModel>

namespace rsi {

// The documents of a comparison of two crawls, for the comparison view:
// state (added, removed, changed, unchanged), the document, its kind, its
// entries added, removed and changed, and what else changed. Those that changed
// come first, as the comparison lists them.
class ComparedDocumentsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparedDocumentsModel)

public:
    enum Column {
        StateColumn,
        DocumentColumn,
        KindColumn,
        AddedColumn,
        RemovedColumn,
        ChangedColumn,
        ChangesColumn,
        ColumnCount
    };
    enum Role {
        StateRole = Qt::UserRole + 1, // int(DocumentComparison::State)
        UrlRole, // QString
        DocumentTypeRole, // int(DocumentType)
        SortRole,
    };

    explicit ComparedDocumentsModel(QObject *parent = nullptr);
    ~ComparedDocumentsModel() override;

    void setDocuments(const QList<DocumentComparison> &documents);
    const DocumentComparison &document(int row) const { return m_documents.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<DocumentComparison> m_documents;
};

} // namespace rsi
