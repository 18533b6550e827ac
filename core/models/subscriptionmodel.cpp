// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "subscriptionmodel.h"

#include <QLocale>

namespace rsi {

SubscriptionModel::SubscriptionModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

SubscriptionModel::~SubscriptionModel() = default;

int SubscriptionModel::rowOf(const QUrl &topic) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).status.channel.topic == topic)
            return row;
    }
    return -1;
}

void SubscriptionModel::setStatuses(const QList<SubscriptionStatus> &statuses)
{
    for (const SubscriptionStatus &status : statuses) {
        const int row = rowOf(status.channel.topic);
        if (row >= 0) {
            m_rows[row].status = status;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            continue;
        }
        const int at = int(m_rows.size());
        beginInsertRows({}, at, at);
        m_rows.append({status, {}, false});
        endInsertRows();
    }
}

void SubscriptionModel::noteNotification(const QUrl &topic, const QDateTime &time,
                                         bool signedDelivery)
{
    const int row = rowOf(topic);
    if (row < 0)
        return;
    m_rows[row].lastNotification = time;
    m_rows[row].lastSigned = signedDelivery;
    Q_EMIT dataChanged(index(row, LastNotificationColumn), index(row, LastNotificationColumn));
}

void SubscriptionModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int SubscriptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SubscriptionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SubscriptionModel::stateText(const SubscriptionStatus &status)
{
    using State = SubscriptionStatus::State;
    const QString until = QLocale().toString(status.expires.toLocalTime(), QLocale::ShortFormat);
    switch (status.state) {
    case State::Subscribing:
        return status.lastError.isEmpty() ? tr("subscribing")
                                          : tr("subscribing (%1)").arg(status.lastError);
    case State::Active:
        return tr("active until %1").arg(until);
    case State::Renewing:
        return tr("renewing (active until %1)").arg(until);
    case State::Denied:
        return tr("denied: %1").arg(status.lastError);
    case State::Expired:
        return tr("expired; subscribing again");
    case State::Unsubscribing:
        return tr("unsubscribing");
    case State::Ended:
        return tr("ended");
    }
    return {};
}

QVariant SubscriptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ChannelColumn:
            return row.status.channel.topic.toString();
        case HubColumn:
            return row.status.hub.toString();
        case StateColumn:
            return stateText(row.status);
        case LastNotificationColumn:
            if (!row.lastNotification.isValid())
                return tr("none yet");
            return row.lastSigned
                ? tr("%1, signed")
                      .arg(QLocale().toString(row.lastNotification.toLocalTime().time(),
                                              QLocale::LongFormat))
                : tr("%1, not signed")
                      .arg(QLocale().toString(row.lastNotification.toLocalTime().time(),
                                              QLocale::LongFormat));
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == StateColumn && !row.status.signedDeliveries)
            return tr("No secret was given to this hub (it is plain http on another machine), so "
                      "its notifications cannot be signed.");
        return data(index, Qt::DisplayRole);
    case StateRole:
        return int(row.status.state);
    case TopicRole:
        return row.status.channel.topic;
    default:
        return {};
    }
}

QVariant SubscriptionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ChannelColumn:
        return tr("Channel");
    case HubColumn:
        return tr("Hub");
    case StateColumn:
        return tr("Subscription");
    case LastNotificationColumn:
        return tr("Last notification");
    }
    return {};
}

void SubscriptionModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace rsi
