// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "packageapplier.h"

#include "dumpextractor.h"
#include "dumppackage.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

AuditReason reason(AuditReason::Kind kind, const QString &actual = {})
{
    AuditReason r;
    r.kind = kind;
    r.actual = actual;
    return r;
}

} // namespace

PackageApplier::PackageApplier(MirrorSession &session, SyncRoute route,
                               const QList<SourceInventory::Package> &packages)
    : m_session(session)
    , m_route(route)
{
    // A baseline from a Resource Dump is as old as its oldest package.
    if (route == SyncRoute::ResourceDump) {
        for (const SourceInventory::Package &package : packages) {
            if (package.at && (!m_newSyncPoint || *package.at < *m_newSyncPoint))
                m_newSyncPoint = package.at;
        }
    }
}

std::optional<QDateTime> PackageApplier::newSyncPoint() const
{
    // A baseline with a package missing is no baseline: the next run takes
    // one again instead of going on from its `at`.
    if (m_route == SyncRoute::ResourceDump && m_packageFailed)
        return std::nullopt;
    return m_newSyncPoint;
}

void PackageApplier::failed(const SourceInventory::Package &package, QList<AuditReason> reasons,
                            QStringView ruleId, const QString &message)
{
    m_packageFailed = true;
    AuditItem item;
    item.url = package.url;
    item.reasons = std::move(reasons);
    m_session.fail(m_session.nextSeq(), std::move(item), ruleId, message);
}

PackageApplier::Applied PackageApplier::apply(const SourceInventory::Package &package,
                                              const QString &zipPath)
{
    Applied applied;
    const MirrorOptions &options = m_session.options();
    if (options.hooks.beforePackageStep)
        options.hooks.beforePackageStep(package.url);
    const qint64 run = m_session.run();
    DumpExtractor extractor(m_session.layout(), m_session.writer(), options.dryRun);
    extractor.setCancelFlag(m_session.cancelFlag());
    extractor.setPathResolver([this, run](const QUrl &loc) {
        const QUrl url = LocalCopyLayout::normalizedUrl(loc);
        const PathAssigner::Assignment assignment
            = m_session.assigner().assign(url.toString(QUrl::FullyEncoded), url, run);
        LocalCopyLayout::Result<QString> result;
        result.value = assignment.path;
        result.error = assignment.error;
        result.errorString = assignment.errorString;
        return result;
    });
    const DumpKind kind
        = m_route == SyncRoute::ResourceDump ? DumpKind::ResourceDump : DumpKind::ChangeDump;
    const DumpPackageResult checked
        = DumpPackage(options.dumpLimits).verifyFile(zipPath, package.url, kind, &extractor);
    const QHash<qsizetype, DumpExtractor::Outcome> &outcomes = extractor.outcomes();
    m_session.findings().add(checked.findings);
    if (m_session.canceled())
        return applied; // what was extracted is on disk; the next run sees it current

    bool complete = checked.outcome == DumpPackageResult::Outcome::Checked;
    const EntryList &manifestEntries = checked.manifest.document.entries;
    // An entry that failed the package's checks (its findings say how).
    const auto notExtracted = [&](const QString &written, const QUrl &loc, const QString &path) {
        AuditItem item;
        item.url = loc;
        item.relativePath = path;
        item.reasons = {reason(AuditReason::Kind::Package, package.url.toString())};
        m_session.fail(m_session.nextSeq(), std::move(item), u"AUD-002",
                       Tr::tr("%1 was not extracted from %2: its entry failed the package's "
                              "checks.")
                           .arg(written, package.url.toString()));
        ++applied.settled;
    };
    for (const DumpEntryStatus &status : checked.entries) {
        const QUrl loc = LocalCopyLayout::normalizedUrl(QUrl(status.loc));
        const QString key = loc.toString(QUrl::FullyEncoded);
        if (status.state == DumpEntryStatus::State::Deleted) {
            const PathAssigner::Assignment where = m_session.assigner().lookup(key, loc);
            const QFileInfo file(m_session.layout().rootDirectory() + u'/' + where.path);
            if (where.isValid() && (file.exists() || file.isSymLink())
                && !m_queuedDeletion.contains(key)) {
                PlannedDeletion deletion;
                deletion.seq = m_session.nextSeq();
                deletion.key = key;
                deletion.url = loc;
                deletion.path = where.path;
                deletion.reasons = {reason(AuditReason::Kind::DeletedAtSource)};
                m_queuedDeletion.insert(key, m_deletions.size());
                m_deletions.append(std::move(deletion));
                m_superseded.append(false);
            }
            continue;
        }
        const auto outcome = outcomes.constFind(status.manifestIndex);
        if (outcome == outcomes.cend()) {
            complete = false;
            notExtracted(status.loc, loc, {});
            continue;
        }
        AuditItem item;
        item.url = loc;
        item.relativePath = outcome->relativePath;
        switch (outcome->state) {
        case DumpExtractor::Outcome::State::Written:
        case DumpExtractor::Outcome::State::WouldWrite: {
            // Deleted earlier, created again since (19.2-3: delete, then create).
            if (const auto queued = m_queuedDeletion.constFind(key);
                queued != m_queuedDeletion.cend()) {
                m_superseded[*queued] = true;
                m_queuedDeletion.erase(queued);
            }
            item.state = outcome->existed ? AuditState::Update : AuditState::Create;
            AuditReason changed = reason(AuditReason::Kind::Changed, package.url.toString());
            changed.done = outcome->state == DumpExtractor::Outcome::State::Written;
            item.reasons = {changed};
            m_session.addItem(m_session.nextSeq(), item);
            ++applied.settled;
            if (outcome->state == DumpExtractor::Outcome::State::Written) {
                StateResource row;
                row.url = key;
                row.path = outcome->relativePath;
                row.length = status.actualLength;
                row.hashes = status.digests;
                if (status.manifestIndex >= 0 && status.manifestIndex < manifestEntries.size()) {
                    const Entry &entry = manifestEntries.at(status.manifestIndex);
                    if (entry.lastmod)
                        row.lastmod = parseW3cTime(*entry.lastmod);
                }
                row.fetched = QDateTime::currentDateTimeUtc();
                m_session.store().recordFetched(row);
                m_session.countFileWritten();
                m_session.noteFilesWritten();
            }
            break;
        }
        case DumpExtractor::Outcome::State::Skipped:
            item.state = AuditState::Same;
            m_session.addItem(m_session.nextSeq(), item);
            ++applied.settled;
            break;
        case DumpExtractor::Outcome::State::NotVerified:
            complete = false;
            notExtracted(status.loc, loc, outcome->relativePath);
            break;
        case DumpExtractor::Outcome::State::Unmappable:
        case DumpExtractor::Outcome::State::WriteFailed:
            complete = false;
            item.reasons = {reason(outcome->state == DumpExtractor::Outcome::State::Unmappable
                                       ? AuditReason::Kind::Unmappable
                                       : AuditReason::Kind::WriteFailed,
                                   outcome->error)};
            m_session.fail(m_session.nextSeq(), std::move(item), u"AUD-004",
                           Tr::tr("%1 could not be written: %2").arg(status.loc, outcome->error));
            ++applied.settled;
            break;
        }
    }
    if (checked.hasErrors())
        complete = false;
    m_packageFailed = m_packageFailed || !complete;
    applied.complete = complete;
    // The sync point moves over packages that came whole, up to the first
    // that did not: its changes must be fetched again.
    if (package.until && !m_packageFailed && !options.dryRun)
        m_newSyncPoint = package.until;
    // Only a package whose every resource arrived is not fetched again.
    // After a failed package, later ones are taken again with it next time,
    // so that their changes apply in order.
    if (!m_packageFailed && !options.dryRun)
        m_session.store().addAppliedPackage(package.url.toString(QUrl::FullyEncoded));
    m_session.checkpointIfDue();
    return applied;
}

QList<PlannedDeletion> PackageApplier::takeDeletions()
{
    QList<PlannedDeletion> deletions;
    for (qsizetype i = 0; i < m_deletions.size(); ++i) {
        if (!m_superseded.at(i))
            deletions.append(std::move(m_deletions[i]));
    }
    m_deletions.clear();
    m_superseded.clear();
    m_queuedDeletion.clear();
    return deletions;
}

} // namespace rsi
