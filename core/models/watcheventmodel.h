// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notify/watchevent.h"

#include <QAbstractTableModel>

namespace rsi {

// What happened while a source was followed, newest last: one row per
// WatchEvent (time, what, channel, a summary), with its worst finding for an
// icon. At most maxRows; the oldest rows go first. GUI thread only.
class WatchEventModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchEventModel)

public:
    enum Column { TimeColumn, EventColumn, ChannelColumn, SummaryColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(WatchEvent::Kind)
        WorstSeverityRole, // int(Severity) of the worst finding, -1 when none
        DetailsRole, // QString: the event as watchEventText() says it, changes and findings
    };

    static constexpr int maxRows = 2000;

    explicit WatchEventModel(QObject *parent = nullptr);
    ~WatchEventModel() override;

    void append(const WatchEvent &event);
    void clear();
    const WatchEvent &event(int row) const { return m_events.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The kind names and summaries are translated when asked.
    void retranslate();

    // "Notification", "Subscribed", ...: translated, for people.
    static QString kindName(WatchEvent::Kind kind);
    // One line about the event, without its time and channel.
    static QString summary(const WatchEvent &event);

private:
    QList<WatchEvent> m_events;
};

} // namespace rsi
