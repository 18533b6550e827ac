// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncitemsource.h"

#include <QStringList>

namespace rsi {

SyncItemSource::~SyncItemSource() = default;

QString itemUrlText(const AuditItem &item)
{
    return item.url.toDisplayString();
}

QString itemReasonsText(const AuditItem &item)
{
    QStringList reasons;
    reasons.reserve(item.reasons.size());
    for (const AuditReason &reason : item.reasons)
        reasons.append(reason.description());
    return reasons.join(u' ');
}

bool SyncItemQuery::accepts(const AuditItem &item) const
{
    if (!shows(item.state))
        return false;
    if (text.isEmpty())
        return true;
    return item.relativePath.contains(text, Qt::CaseInsensitive)
        || itemUrlText(item).contains(text, Qt::CaseInsensitive)
        || itemReasonsText(item).contains(text, Qt::CaseInsensitive);
}

} // namespace rsi
