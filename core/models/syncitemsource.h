// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"

#include <QList>
#include <QString>

namespace rsi {

// Which items SyncResultModel shows, and in which order.
struct SyncItemQuery
{
    unsigned states = 0x1F; // a bit per AuditState shown
    QString text; // case-insensitive, in the path, the URL or a reason's sentence
    int column = -1; // SyncResultModel::Column to order by; -1: the run's order
    Qt::SortOrder order = Qt::AscendingOrder;

    bool shows(AuditState state) const { return states & (1u << unsigned(state)); }
    // Whether item passes the state and text filters.
    bool accepts(const AuditItem &item) const;
};

// The items SyncResultModel shows: an audit's, in memory, or a mirror
// run's, in its database. Items are numbered from 0; numbers may be
// missing (a stopped run settles some and not others).
class SyncItemSource
{
public:
    virtual ~SyncItemSource();
    virtual AuditCounts counts() const = 0;
    // One more than the largest item number.
    virtual qsizetype bound() const = 0;
    // The item with this number (GUI thread).
    virtual AuditItem item(int index) const = 0;
    // The numbers of the items the query accepts, in its order. Any thread:
    // a database source reads with a connection of its own. Empty on error.
    virtual QList<int> select(const SyncItemQuery &query) const = 0;
    // Whether select() is slow enough to run on a worker.
    virtual bool selectsOnWorker() const = 0;
};

// For sorting by text: the URL as shown, and the reasons' sentences joined.
QString itemUrlText(const AuditItem &item);
QString itemReasonsText(const AuditItem &item);

} // namespace rsi
