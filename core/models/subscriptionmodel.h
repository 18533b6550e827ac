// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notify/websubsubscriber.h"

#include <QAbstractTableModel>
#include <QDateTime>

namespace rsi {

// The notification channels followed, one row each: topic, hub, the state of
// the subscription ("active until 14:05", "renewing", "denied"…), when the
// last notification came and whether it was signed. Rows keep their place
// when a status changes (dataChanged); new channels are appended. GUI thread
// only.
class SubscriptionModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SubscriptionModel)

public:
    enum Column { ChannelColumn, HubColumn, StateColumn, LastNotificationColumn, ColumnCount };
    enum Role {
        StateRole = Qt::UserRole + 1, // int(SubscriptionStatus::State)
        TopicRole, // QUrl
    };

    explicit SubscriptionModel(QObject *parent = nullptr);
    ~SubscriptionModel() override;

    // The subscriber's statuses now (WatchJob::subscriptions()).
    void setStatuses(const QList<SubscriptionStatus> &statuses);
    // A notification came on topic at time, signed or not.
    void noteNotification(const QUrl &topic, const QDateTime &time, bool signedDelivery);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

    // "active until 14:05", "denied: reason": translated.
    static QString stateText(const SubscriptionStatus &status);

private:
    struct Row
    {
        SubscriptionStatus status;
        QDateTime lastNotification;
        bool lastSigned = false;
    };
    int rowOf(const QUrl &topic) const;

    QList<Row> m_rows;
};

} // namespace rsi
