// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirrorsession.h"
#include "sourceinventory.h"

#include <QHash>

#include <optional>

namespace rsi {

// Applies a Resource Dump's or Change Dump's packages to the copy, one at a
// time as the job downloads them: each is checked against its manifest and
// extracted in one pass (DumpPackage, DumpExtractor), every loc to the path
// the state gives it, and each url becomes an item. A Change Dump's
// deletions wait for the end (a later package may create the resource
// again). After a package that failed, the sync point stops moving and later
// packages are not marked applied, so that the next run takes them again
// in order.
//
// Lives on the state thread, with its session.
class PackageApplier final
{
public:
    PackageApplier(MirrorSession &session, SyncRoute route,
                   const QList<SourceInventory::Package> &packages);

    struct Applied
    {
        qsizetype settled = 0; // items
        bool complete = false; // every url of it arrived
    };
    // The package downloaded to zipPath.
    Applied apply(const SourceInventory::Package &package, const QString &zipPath);
    // A package that could not be downloaded, or did not match its listing:
    // one failed item stands for the resources it holds.
    void failed(const SourceInventory::Package &package, QList<AuditReason> reasons,
                QStringView ruleId, const QString &message);

    bool packageFailed() const { return m_packageFailed; }
    std::optional<QDateTime> newSyncPoint() const;
    // After a Resource Dump whose packages all came whole, nothing else in
    // the copy belongs to the source.
    bool listsEverything() const { return m_route == SyncRoute::ResourceDump && !m_packageFailed; }
    // The deletions the packages reported and no later package undid.
    QList<PlannedDeletion> takeDeletions();

private:
    MirrorSession &m_session;
    SyncRoute m_route;
    bool m_packageFailed = false;
    std::optional<QDateTime> m_newSyncPoint;
    QList<PlannedDeletion> m_deletions;
    QHash<QString, qsizetype> m_queuedDeletion; // key -> index into m_deletions
    QList<bool> m_superseded;
};

} // namespace rsi
