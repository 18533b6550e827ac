// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watcheventmodel.h"

#include <QLocale>

namespace rsi {

namespace {

int worstSeverity(const FindingList &findings)
{
    int worst = -1;
    for (const Finding &finding : findings)
        worst = std::max(worst, int(finding.severity));
    return worst;
}

} // namespace

WatchEventModel::WatchEventModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

WatchEventModel::~WatchEventModel() = default;

void WatchEventModel::append(const WatchEvent &event)
{
    if (m_events.size() >= maxRows) {
        beginRemoveRows({}, 0, 0);
        m_events.removeFirst();
        endRemoveRows();
    }
    const int row = int(m_events.size());
    beginInsertRows({}, row, row);
    m_events.append(event);
    endInsertRows();
}

void WatchEventModel::clear()
{
    beginResetModel();
    m_events.clear();
    endResetModel();
}

int WatchEventModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int WatchEventModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WatchEventModel::kindName(WatchEvent::Kind kind)
{
    switch (kind) {
    case WatchEvent::Kind::Channel:
        return tr("Channel found");
    case WatchEvent::Kind::Subscribed:
        return tr("Subscribed");
    case WatchEvent::Kind::Renewed:
        return tr("Renewed");
    case WatchEvent::Kind::Denied:
        return tr("Denied");
    case WatchEvent::Kind::Notification:
        return tr("Notification");
    case WatchEvent::Kind::Rejected:
        return tr("Rejected");
    case WatchEvent::Kind::Refreshed:
        return tr("Read again");
    case WatchEvent::Kind::Sync:
        return tr("Local copy updated");
    case WatchEvent::Kind::Unsubscribed:
        return tr("Unsubscribed");
    case WatchEvent::Kind::Error:
        return tr("Problem");
    case WatchEvent::Kind::Stopped:
        return tr("Stopped");
    case WatchEvent::Kind::Listening:
        return tr("Listening");
    }
    return {};
}

QString WatchEventModel::summary(const WatchEvent &event)
{
    const QLocale locale;
    switch (event.kind) {
    case WatchEvent::Kind::Channel:
        return tr("hub %1").arg(event.hub);
    case WatchEvent::Kind::Subscribed:
    case WatchEvent::Kind::Renewed:
        return tr("active until %1")
            .arg(locale.toString(event.expires.toLocalTime(), QLocale::ShortFormat));
    case WatchEvent::Kind::Denied:
    case WatchEvent::Kind::Stopped:
        return event.reason;
    case WatchEvent::Kind::Notification: {
        QStringList changes;
        for (const NotificationChange &change : event.changes) {
            changes.append(tr("%1 %2").arg(
                change.change,
                QUrl(change.url).fileName().isEmpty() ? change.url : QUrl(change.url).fileName()));
        }
        QString text = changes.join(QStringLiteral(", "));
        text += event.signatureValid ? tr(" (signed)") : tr(" (not signed)");
        if (event.repeat)
            text += tr(", seen before");
        return text;
    }
    case WatchEvent::Kind::Rejected:
        return event.message;
    case WatchEvent::Kind::Refreshed:
        return tr("%n document(s) read again", nullptr, int(event.documents.size()));
    case WatchEvent::Kind::Sync:
        return tr("%1 created, %2 updated, %3 deleted, %4 failed")
            .arg(event.summary.create)
            .arg(event.summary.update)
            .arg(event.summary.deleted)
            .arg(event.summary.failed);
    case WatchEvent::Kind::Unsubscribed:
        return event.hub;
    case WatchEvent::Kind::Error:
        return event.message;
    case WatchEvent::Kind::Listening:
        return event.callbackUrl;
    }
    return {};
}

QVariant WatchEventModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const WatchEvent &event = m_events.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(event.time.toLocalTime().time(), QLocale::LongFormat);
        case EventColumn:
            return kindName(event.kind);
        case ChannelColumn:
            return event.topic;
        case SummaryColumn:
            return summary(event);
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == ChannelColumn ? event.topic : summary(event);
    case KindRole:
        return int(event.kind);
    case WorstSeverityRole:
        return worstSeverity(event.findings);
    case DetailsRole:
        return watchEventText(event);
    default:
        return {};
    }
}

QVariant WatchEventModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case EventColumn:
        return tr("Event");
    case ChannelColumn:
        return tr("Channel");
    case SummaryColumn:
        return tr("What");
    }
    return {};
}

void WatchEventModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_events.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace rsi
