// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QAbstractTableModel>
#include <QHash>

namespace rsi {

// A plain list of findings with FindingsModel's columns and roles, so that
// the findings dock's filter and view take it in the place of the crawl's:
// the findings a comparison says were fixed since the last crawl, or those
// of a comparison view. DocumentIdRole comes from the map given (a
// document of the current crawl with the finding's URL), -1 without one.
class FindingListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingListModel)

public:
    explicit FindingListModel(QObject *parent = nullptr);
    ~FindingListModel() override;

    void setFindings(const FindingList &findings, const QHash<QString, int> &documentIds = {});
    const FindingList &findings() const { return m_findings; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    FindingList m_findings;
    QHash<QString, int> m_documentIds;
};

} // namespace rsi
