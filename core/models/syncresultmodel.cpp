// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncresultmodel.h"

#include <algorithm>

namespace rsi {

SyncResultModel::SyncResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

SyncResultModel::~SyncResultModel() = default;

void SyncResultModel::setItems(QList<AuditItem> items)
{
    beginResetModel();
    m_items = std::move(items);
    m_counts = AuditCounts::of(m_items);
    describeItems();
    rebuildRows();
    endResetModel();
}

void SyncResultModel::clear()
{
    setItems({});
}

void SyncResultModel::describeItems()
{
    m_texts.clear();
    m_texts.reserve(m_items.size());
    for (const AuditItem &item : std::as_const(m_items)) {
        QStringList reasons;
        reasons.reserve(item.reasons.size());
        for (const AuditReason &reason : item.reasons)
            reasons.append(reason.description());
        m_texts.append({item.url.toDisplayString(), reasons.join(u' ')});
    }
}

void SyncResultModel::setStateShown(AuditState state, bool shown)
{
    const int index = int(state);
    if (index < 0 || index >= stateCount || m_shown[index] == shown)
        return;
    beginResetModel();
    m_shown[index] = shown;
    rebuildRows();
    endResetModel();
}

bool SyncResultModel::isStateShown(AuditState state) const
{
    const int index = int(state);
    return index >= 0 && index < stateCount && m_shown[index];
}

void SyncResultModel::setTextFilter(const QString &text)
{
    if (text == m_textFilter)
        return;
    beginResetModel();
    m_textFilter = text;
    rebuildRows();
    endResetModel();
}

bool SyncResultModel::accepts(int item) const
{
    const AuditItem &audited = m_items.at(item);
    if (!isStateShown(audited.state))
        return false;
    if (m_textFilter.isEmpty())
        return true;
    const Texts &texts = m_texts.at(item);
    return audited.relativePath.contains(m_textFilter, Qt::CaseInsensitive)
        || texts.url.contains(m_textFilter, Qt::CaseInsensitive)
        || texts.reasons.contains(m_textFilter, Qt::CaseInsensitive);
}

void SyncResultModel::rebuildRows()
{
    m_rows.clear();
    for (int item = 0; item < m_items.size(); ++item) {
        if (accepts(item))
            m_rows.append(item);
    }
    orderRows();
}

QString SyncResultModel::sortText(int item, int column) const
{
    switch (column) {
    case PathColumn:
        return m_items.at(item).relativePath;
    case UrlColumn:
        return m_texts.at(item).url;
    case ReasonsColumn:
        return m_texts.at(item).reasons;
    default:
        return {};
    }
}

void SyncResultModel::orderRows()
{
    if (m_sortColumn == StateColumn) {
        // By state, and within a state in the items' order.
        std::stable_sort(m_rows.begin(), m_rows.end(), [this](int a, int b) {
            return int(m_items.at(a).state) < int(m_items.at(b).state);
        });
    } else if (m_sortColumn > StateColumn && m_sortColumn < ColumnCount) {
        const int column = m_sortColumn;
        std::stable_sort(m_rows.begin(), m_rows.end(), [this, column](int a, int b) {
            return sortText(a, column).compare(sortText(b, column), Qt::CaseInsensitive) < 0;
        });
    } else {
        std::sort(m_rows.begin(), m_rows.end());
    }
    if (m_sortColumn >= 0 && m_sortOrder == Qt::DescendingOrder)
        std::reverse(m_rows.begin(), m_rows.end());
    m_rowOfItem.fill(-1, m_items.size());
    for (int row = 0; row < m_rows.size(); ++row)
        m_rowOfItem[m_rows.at(row)] = row;
}

void SyncResultModel::sort(int column, Qt::SortOrder order)
{
    const int sortColumn = column >= 0 && column < ColumnCount ? column : -1;
    if (sortColumn == m_sortColumn && order == m_sortOrder)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> items;
    items.reserve(before.size());
    for (const QModelIndex &index : before)
        items.append(itemIndex(index));

    m_sortColumn = sortColumn;
    m_sortOrder = order;
    orderRows();

    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after.append(indexOfItem(items.at(i), before.at(i).column()));
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int SyncResultModel::itemIndex(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return -1;
    return m_rows.at(index.row());
}

QModelIndex SyncResultModel::indexOfItem(int itemIndex, int column) const
{
    if (itemIndex < 0 || itemIndex >= m_rowOfItem.size() || column < 0 || column >= ColumnCount)
        return {};
    const int row = m_rowOfItem.at(itemIndex);
    return row < 0 ? QModelIndex() : index(row, column);
}

int SyncResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SyncResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SyncResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int item = m_rows.at(index.row());
    const AuditItem &audited = m_items.at(item);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StateColumn:
            return auditStateName(audited.state);
        case PathColumn:
            return audited.relativePath;
        case UrlColumn:
            return m_texts.at(item).url;
        case ReasonsColumn:
            return m_texts.at(item).reasons;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == ReasonsColumn) {
            QStringList lines;
            for (const AuditReason &reason : audited.reasons)
                lines.append(reason.description());
            return lines.isEmpty() ? QVariant() : QVariant(lines.join(u'\n'));
        }
        if (index.column() == PathColumn || index.column() == UrlColumn)
            return index.data(Qt::DisplayRole);
        return {};
    case StateRole:
        return int(audited.state);
    case ItemRole:
        return item;
    case UrlRole:
        return audited.url;
    case RelativePathRole:
        return audited.relativePath;
    case ReasonKeysRole: {
        QStringList keys;
        for (const AuditReason &reason : audited.reasons)
            keys.append(reason.key());
        return keys;
    }
    case SortRole:
        return index.column() == StateColumn ? QVariant(int(audited.state))
                                             : QVariant(sortText(item, index.column()));
    default:
        return {};
    }
}

QVariant SyncResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StateColumn:
        return tr("State");
    case PathColumn:
        return tr("Local path");
    case UrlColumn:
        return tr("URL");
    case ReasonsColumn:
        return tr("Reasons");
    default:
        return {};
    }
}

void SyncResultModel::retranslate()
{
    describeItems();
    // Sorted or filtered by reason texts, the rows may move or go.
    if (!m_textFilter.isEmpty() || m_sortColumn == ReasonsColumn) {
        beginResetModel();
        rebuildRows();
        endResetModel();
    } else if (!m_rows.isEmpty()) {
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    }
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace rsi
