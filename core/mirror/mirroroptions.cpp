// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirroroptions.h"

#include <QCoreApplication>

namespace rsi {

namespace {

// The context of the texts is the job's, where users meet them.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

} // namespace

QString syncRouteKey(SyncRoute route)
{
    switch (route) {
    case SyncRoute::None:
        return QStringLiteral("none");
    case SyncRoute::ResourceList:
        return QStringLiteral("resourcelist");
    case SyncRoute::ResourceDump:
        return QStringLiteral("resourcedump");
    case SyncRoute::ChangeList:
        return QStringLiteral("changelist");
    case SyncRoute::ChangeDump:
        return QStringLiteral("changedump");
    }
    return {};
}

QString syncRouteName(SyncRoute route)
{
    switch (route) {
    case SyncRoute::None:
        return Tr::tr("nothing to synchronise from");
    case SyncRoute::ResourceList:
        return Tr::tr("baseline from the Resource List");
    case SyncRoute::ResourceDump:
        return Tr::tr("baseline from the Resource Dump");
    case SyncRoute::ChangeList:
        return Tr::tr("changes from the Change Lists");
    case SyncRoute::ChangeDump:
        return Tr::tr("changes from the Change Dump");
    }
    return {};
}

} // namespace rsi
