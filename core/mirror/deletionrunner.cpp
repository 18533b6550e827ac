// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletionrunner.h"

#include "statedirectory.h"

#include <QCoreApplication>
#include <QDirIterator>
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

DeletionRunner::DeletionRunner(MirrorSession &session)
    : m_session(session)
{ }

qsizetype DeletionRunner::run(QList<PlannedDeletion> deletions, bool sweep)
{
    qsizetype settled = 0;
    for (PlannedDeletion &deletion : deletions) {
        if (m_session.canceled())
            return settled;
        AuditItem item;
        item.url = deletion.url;
        item.relativePath = deletion.path;
        item.state = AuditState::Delete;
        item.reasons = std::move(deletion.reasons);
        settle(deletion.seq, std::move(item), deletion.key);
        ++settled;
    }
    if (sweep && !m_session.canceled()) {
        if (!m_session.copyHeldNothing())
            sweepExtras(settled);
        if (!m_session.canceled() && !m_session.options().dryRun)
            forgetGone();
    }
    m_session.checkpointIfDue();
    return settled;
}

void DeletionRunner::settle(qint64 seq, AuditItem item, const QString &key)
{
    const MirrorOptions &options = m_session.options();
    if (options.hooks.beforeDeletion)
        options.hooks.beforeDeletion(item.relativePath);
    if (!options.deleteExtras) {
        item.reasons.append(reason(AuditReason::Kind::Kept));
        m_session.addItem(seq, item);
        return;
    }
    if (options.dryRun) {
        m_session.addItem(seq, item);
        return;
    }
    QString error;
    const std::optional<QString> trashed
        = m_session.writer().remove(item.relativePath, m_session.batch(), options.purge, &error);
    if (!trashed) {
        item.reasons.append(reason(AuditReason::Kind::WriteFailed, error));
        const QString message = Tr::tr("%1 could not be removed: %2").arg(item.relativePath, error);
        m_session.fail(seq, std::move(item), u"AUD-004", message);
        return;
    }
    m_session.addItem(seq, item);
    if (!key.isEmpty())
        m_session.store().remove(key);
    m_session.noteFilesWritten();
    if (!options.purge)
        m_session.setTrashFolder(LocalCopyLayout::stateDirectoryName() + u'/'
                                 + CopyWriter::trashFolderName() + u'/' + m_session.batch());
    m_session.checkpointIfDue();
}

void DeletionRunner::sweepExtras(qsizetype &settled)
{
    const QString root = m_session.layout().rootDirectory();
    const QString prefix = root.endsWith(u'/') ? root : root + u'/';
    const qint64 run = m_session.run();
    // The walk first, the removals after: a folder emptied by a removal must
    // not move under the walk.
    struct Extra
    {
        QString path;
        bool regular = false;
        QString url;
    };
    QList<Extra> extras;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    qsizetype walked = 0;
    while (it.hasNext()) {
        if ((++walked & 0x3FF) == 0 && m_session.canceled())
            return;
        const QString path = it.next();
        if (!path.startsWith(prefix))
            continue;
        const QString relative = path.sliced(prefix.size());
        if (isInStateDirectory(relative))
            continue;
        const QFileInfo info = it.fileInfo();
        // Links first: isDir() and isFile() look through them, and a linked
        // folder is never walked into.
        const bool link = info.isSymLink() || info.isJunction();
        if (!link && info.isDir())
            continue;
        const std::optional<MirrorStateStore::PathHolder> row
            = m_session.store().holderAtPathKey(PathAssigner::collisionKey(relative));
        if (row && row->seen == run)
            continue;
        extras.append({relative, !link && info.isFile(), row ? row->url : QString()});
    }
    std::sort(extras.begin(), extras.end(),
              [](const Extra &a, const Extra &b) { return a.path < b.path; });
    for (const Extra &extra : std::as_const(extras)) {
        if (m_session.canceled())
            return;
        AuditItem item = AuditComparison::extra(extra.path, extra.regular, m_session.layout(),
                                                extra.url.isEmpty() ? QUrl() : QUrl(extra.url));
        // Outside --include/--exclude: the plan never looked at it, so its
        // file is left alone.
        if (!m_session.options().scope.acceptsResource(item.url.toString()))
            continue;
        settle(m_session.nextSeq(), std::move(item), extra.url);
        ++settled;
    }
}

void DeletionRunner::forgetGone()
{
    const QString root = m_session.layout().rootDirectory();
    QStringList gone;
    m_session.store().forEachNotSeen(m_session.run(), [&](const StateResource &row) {
        const QFileInfo file(root + u'/' + row.path);
        if (!file.exists() && !file.isSymLink())
            gone.append(row.url);
        return !m_session.canceled();
    });
    for (const QString &url : std::as_const(gone))
        m_session.store().remove(url);
}

} // namespace rsi
