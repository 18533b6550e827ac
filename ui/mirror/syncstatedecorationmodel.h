// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"

#include <QIcon>
#include <QIdentityProxyModel>

namespace rsi {

// The icon of a resource's state in an audit or mirror: a round badge in
// the manner of the severity icons (a tick for same, a plus for create,
// circling arrows for update, a minus for delete, an exclamation mark for
// failed), drawn at any size. GUI thread only; made once.
QIcon syncStateIcon(AuditState state);

// Gives the state column of a SyncResultModel its icons (core cannot:
// it links no QtGui). Everything else passes through.
class SyncStateDecorationModel final : public QIdentityProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncStateDecorationModel)

public:
    explicit SyncStateDecorationModel(QObject *parent = nullptr);
    ~SyncStateDecorationModel() override;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace rsi
