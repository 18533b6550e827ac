// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrorplanner.h"

#include "crawl/sourcetree.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSet>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

constexpr qsizetype maxEntriesPerBatch = 4096;
constexpr qint64 maxBatchMs = 250;

QString isoUtc(const std::optional<QDateTime> &time)
{
    return time ? time->toUTC().toString(Qt::ISODate) : QString();
}

AuditReason reason(AuditReason::Kind kind, const QString &actual = {}, const QString &expected = {})
{
    AuditReason r;
    r.kind = kind;
    r.actual = actual;
    r.expected = expected;
    return r;
}

} // namespace

MirrorPlanner::MirrorPlanner(MirrorSession &session, SyncRoute route, bool baseline,
                             const MirrorSession::Opened &opened)
    : m_session(session)
    , m_route(route)
    , m_baseline(baseline)
    , m_inventory(session.tree(), session.options().specVersion)
    , m_cursors(opened.cursors)
{
    if (!baseline)
        m_since = opened.meta.syncPoint;
}

QUrl MirrorPlanner::baselineUrl() const
{
    for (const DocumentType type : {DocumentType::ResourceListIndex, DocumentType::ResourceList}) {
        for (const CrawledDocument &document : m_session.tree().documents()) {
            if (document.loaded && document.type == type)
                return document.url;
        }
    }
    return {};
}

void MirrorPlanner::start()
{
    m_started = true;
    // Entries without a change time are placed by their position (19.2-2):
    // every entry of each list is applied once the run is made.
    for (const ChangeListInfo &list : m_inventory.changeLists())
        m_newCursors.insert(list.url.toString(QUrl::FullyEncoded),
                            m_session.tree().document(list.document).entries.size());
    if (m_route == SyncRoute::ResourceList) {
        m_resources.emplace(m_inventory.expectedCursor(m_session.cancelFlag()));
        // A list not read whole: what it names is neither fetched nor kept
        // from deletion, so the run does not call the copy complete: no file
        // is taken for extra, and the sync point stays for the next run to
        // read the lists again.
        const QList<SourceInventory::PartlyRead> partlyRead = m_inventory.partlyReadLists();
        for (const SourceInventory::PartlyRead &list : partlyRead)
            m_session.findings().add(
                u"AUD-005",
                Tr::tr("The Resource List %1 was not read whole (%2): files the lists do not "
                       "name were neither deleted nor reported as extra, and the sync point "
                       "stays where it was.")
                    .arg(list.url.toDisplayString(), list.why),
                list.url.toString());
        m_partlyRead = !partlyRead.isEmpty();
        if (m_partlyRead)
            return;
        m_newSyncPoint = m_inventory.baselineAt();
        // Changes after the list was made are part of the current state (19.3-1).
        if (m_inventory.hasChangeLists()) {
            const std::optional<QDateTime> until = m_inventory.changesUntil();
            if (until && (!m_newSyncPoint || *until > *m_newSyncPoint))
                m_newSyncPoint = until;
        }
        return;
    }
    m_newSyncPoint = m_inventory.changesUntil();
    m_changes.emplace(m_session.tree(), m_inventory.changeLists(), m_since, m_cursors,
                      m_session.options().specVersion, m_session.cancelFlag());
}

void MirrorPlanner::loadRetries()
{
    m_retriesLoaded = true;
    // What failed last time and no change mentioned this time is tried
    // again, with what the source says of it now.
    QSet<QString> keys;
    const qint64 run = m_session.run();
    m_session.store().forEachFailed([&keys, run](const StateResource &row) {
        if (row.seen != run)
            keys.insert(row.url);
        return true;
    });
    const QHash<QString, ListedResource> found
        = m_inventory.expectedOf(keys, m_session.cancelFlag());
    m_retries.reserve(found.size());
    for (auto it = found.cbegin(); it != found.cend(); ++it)
        m_retries.append(it.value());
    std::sort(m_retries.begin(), m_retries.end(),
              [](const ListedResource &a, const ListedResource &b) {
                  return resourceKey(a) < resourceKey(b);
              });
}

bool MirrorPlanner::inScope(const ListedResource &resource) const
{
    const ResourceFilter &scope = m_session.options().scope;
    return !scope.filtersResources() || scope.acceptsResource(resource.loc.toString());
}

PlanBatch MirrorPlanner::next(qsizetype maxDownloads)
{
    PlanBatch batch;
    if (!m_started)
        start();
    QElapsedTimer clock;
    clock.start();
    qsizetype examined = 0;
    const auto full = [&] {
        return batch.downloads.size() >= maxDownloads || examined >= maxEntriesPerBatch
            || clock.elapsed() > maxBatchMs || m_session.canceled();
    };
    if (m_resources) {
        ListedResource resource;
        QString key;
        bool more = true;
        while (!full() && (more = m_resources->next(&resource, &key))) {
            ++examined;
            consider(resource, key, {}, false, batch);
        }
        batch.position = m_resources->position();
        batch.total = m_resources->total();
        batch.exhausted = !more;
    } else {
        ChangeRecord change;
        bool more = true;
        while (!full() && (more = m_changes->next(&change))) {
            ++examined;
            considerChange(change, batch);
        }
        batch.position = m_changes->position();
        batch.total = m_changes->total();
        if (!more || m_changes->position() >= m_changes->total()) {
            if (!m_retriesLoaded && !m_session.canceled())
                loadRetries();
            while (!full() && m_retry < m_retries.size()) {
                ++examined;
                const ListedResource &retry = m_retries.at(m_retry++);
                consider(retry, resourceKey(retry), {}, false, batch);
            }
            batch.exhausted = m_retriesLoaded && m_retry >= m_retries.size();
        }
    }
    if (m_session.canceled())
        batch.exhausted = true;
    m_session.checkpointIfDue();
    return batch;
}

void MirrorPlanner::considerChange(const ChangeRecord &change, PlanBatch &batch)
{
    const ListedResource &resource = change.resource;
    if (!inScope(resource))
        return;
    const QString key = resourceKey(resource);
    if (change.change != ChangeRecord::Change::Deleted) {
        consider(
            resource, key,
            {reason(AuditReason::Kind::Changed, changeName(change.change), isoUtc(change.time))},
            true, batch);
        return;
    }
    const PathAssigner::Assignment where = m_session.assigner().lookup(key, resource.loc);
    if (!where.isValid())
        return;
    const AuditReason deleted = reason(AuditReason::Kind::DeletedAtSource, {}, isoUtc(change.time));
    const QFileInfo file(m_session.layout().rootDirectory() + u'/' + where.path);
    PlannedDeletion deletion;
    deletion.seq = m_session.nextSeq();
    deletion.key = key;
    deletion.url = resource.loc;
    deletion.path = where.path;
    deletion.reasons = {deleted};
    if (!file.exists() && !file.isSymLink()) {
        // Gone already: nothing to do, and nothing to remember.
        AuditItem item;
        item.url = resource.loc;
        item.relativePath = where.path;
        item.state = AuditState::Same;
        item.reasons = {deleted};
        m_session.addItem(deletion.seq, item);
        if (where.row)
            m_session.store().remove(key);
        ++batch.settled;
        return;
    }
    m_deletions.append(std::move(deletion));
}

void MirrorPlanner::consider(const ListedResource &resource, const QString &key,
                             const QList<AuditReason> &leading, bool changeReported,
                             PlanBatch &batch)
{
    if (!inScope(resource))
        return;
    const qint64 seq = m_session.nextSeq();
    const PathAssigner::Assignment where
        = m_session.assigner().assign(key, resource.loc, m_session.run());
    if (!where.isValid()) {
        AuditItem item;
        item.url = resource.loc;
        item.reasons = leading;
        item.reasons.append(reason(AuditReason::Kind::Unmappable, where.errorString));
        const QString message
            = Tr::tr("%1 was not mirrored: %2")
                  .arg(resource.loc.toString(), item.reasons.constLast().description());
        m_session.fail(seq, std::move(item), u"AUD-004", message);
        ++batch.settled;
        return;
    }
    bool stopped = false;
    // A path given now, in a copy that held nothing when the run began, has
    // nothing at it: no file of this run is there (no row held the path) and
    // no other was. A first mirror of a big source looks at no file it lacks.
    AuditItem item = where.isNew && m_session.copyHeldNothing()
        ? AuditComparison::absent(resource, where.path)
        : AuditComparison::judge(resource, m_session.layout().rootDirectory(), where.path,
                                 m_session.options().compare, m_session.cancelFlag(), &stopped);
    if (stopped)
        return;
    const bool failedBefore = where.row && !where.row->failure.isEmpty();
    QList<AuditReason> reasons = leading + item.reasons;
    if (failedBefore)
        reasons.append(reason(AuditReason::Kind::Retried));
    switch (item.state) {
    case AuditState::Same:
        // A file no check could judge is only current if this mirror wrote
        // it and no change has been reported since.
        if (item.checked.any() || (where.row && where.row->fetched && !changeReported)) {
            item.reasons.clear();
            m_session.addItem(seq, item);
            if (failedBefore)
                m_session.store().clearFailure(key);
            ++batch.settled;
            return;
        }
        [[fallthrough]];
    case AuditState::Create:
    case AuditState::Update: {
        DownloadTask task;
        task.seq = seq;
        task.expected = resource;
        task.key = key;
        task.path = where.path;
        task.planned = item.state == AuditState::Create ? AuditState::Create : AuditState::Update;
        task.reasons = reasons;
        if (m_session.options().dryRun) {
            // What would be fetched, without fetching it.
            item.state = task.planned;
            item.reasons = reasons;
            m_session.addItem(seq, item);
            ++batch.settled;
            return;
        }
        batch.downloads.append(std::move(task));
        return;
    }
    case AuditState::Delete:
    case AuditState::Failed: {
        const QString why = reasons.isEmpty() ? QString() : reasons.constLast().description();
        item.reasons = reasons;
        m_session.fail(seq, std::move(item), u"AUD-004",
                       Tr::tr("%1 was not mirrored: %2").arg(resource.loc.toString(), why));
        ++batch.settled;
        return;
    }
    }
}

} // namespace rsi
