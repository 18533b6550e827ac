// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncresultmodel.h"

#include "listitemsource.h"
#include "runitemsource.h"
#include "util/workerpool.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace rsi {

SyncResultModel::SyncResultModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_source(std::make_shared<ListItemSource>(QList<AuditItem>()))
{ }

SyncResultModel::~SyncResultModel() = default;

void SyncResultModel::setItems(QList<AuditItem> items)
{
    setSource(std::make_shared<ListItemSource>(std::move(items)));
}

void SyncResultModel::setRunItems(const RunItems &items, const AuditCounts &counts)
{
    setSource(std::make_shared<RunItemSource>(items, counts));
}

void SyncResultModel::clear()
{
    setItems({});
}

void SyncResultModel::setSource(std::shared_ptr<const SyncItemSource> source)
{
    beginResetModel();
    m_source = std::move(source);
    m_rows.clear();
    m_rowOfItem.clear();
    endResetModel();
    requery(Change::Reset);
}

AuditItem SyncResultModel::item(int itemIndex) const
{
    return m_source->item(itemIndex);
}

AuditCounts SyncResultModel::counts() const
{
    return m_source->counts();
}

void SyncResultModel::setStateShown(AuditState state, bool shown)
{
    const unsigned bit = 1u << unsigned(state);
    if (unsigned(state) > unsigned(AuditState::Failed) || bool(m_query.states & bit) == shown)
        return;
    m_query.states = shown ? m_query.states | bit : m_query.states & ~bit;
    requery(Change::Reset);
}

bool SyncResultModel::isStateShown(AuditState state) const
{
    return unsigned(state) <= unsigned(AuditState::Failed) && m_query.shows(state);
}

void SyncResultModel::setTextFilter(const QString &text)
{
    if (text == m_query.text)
        return;
    m_query.text = text;
    requery(Change::Reset);
}

void SyncResultModel::requery(Change change)
{
    const quint64 generation = ++m_generation;
    if (!m_source->selectsOnWorker()) {
        m_loading = false;
        applyRows(m_source->select(m_query), change);
        Q_EMIT loaded();
        return;
    }
    // A database orders and filters on a worker; the rows shown stay until
    // the new ones are there.
    m_loading = true;
    auto *watcher = new QFutureWatcher<QList<int>>(this);
    connect(watcher, &QFutureWatcher<QList<int>>::finished, this,
            [this, watcher, generation, change] {
                watcher->deleteLater();
                if (generation != m_generation)
                    return; // a later query is under way
                m_loading = false;
                applyRows(watcher->future().takeResult(), change);
                Q_EMIT loaded();
            });
    watcher->setFuture(QtConcurrent::run(
        workerPool(), [source = m_source, query = m_query] { return source->select(query); }));
}

void SyncResultModel::indexRows()
{
    m_rowOfItem.fill(-1, m_source->bound());
    for (int row = 0; row < m_rows.size(); ++row) {
        const int item = m_rows.at(row);
        if (item >= 0 && item < m_rowOfItem.size())
            m_rowOfItem[item] = row;
    }
}

void SyncResultModel::applyRows(QList<int> rows, Change change)
{
    if (change == Change::Reset) {
        beginResetModel();
        m_rows = std::move(rows);
        indexRows();
        endResetModel();
        return;
    }
    // A new order of the same rows: persistent indexes follow their items.
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> items;
    items.reserve(before.size());
    for (const QModelIndex &index : before)
        items.append(itemIndex(index));
    m_rows = std::move(rows);
    indexRows();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after.append(indexOfItem(items.at(i), before.at(i).column()));
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void SyncResultModel::sort(int column, Qt::SortOrder order)
{
    const int sortColumn = column >= 0 && column < ColumnCount ? column : -1;
    if (sortColumn == m_query.column && order == m_query.order)
        return;
    m_query.column = sortColumn;
    m_query.order = order;
    requery(Change::Layout);
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
    const AuditItem audited = m_source->item(item);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StateColumn:
            return auditStateName(audited.state);
        case PathColumn:
            return audited.relativePath;
        case UrlColumn:
            return itemUrlText(audited);
        case ReasonsColumn:
            return itemReasonsText(audited);
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
        switch (index.column()) {
        case StateColumn:
            return int(audited.state);
        case PathColumn:
            return audited.relativePath;
        case UrlColumn:
            return itemUrlText(audited);
        case ReasonsColumn:
            return itemReasonsText(audited);
        default:
            return {};
        }
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
    // Sorted or filtered by reason texts, the rows may move or go.
    if (!m_query.text.isEmpty() || m_query.column == ReasonsColumn)
        requery(Change::Reset);
    else if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace rsi
