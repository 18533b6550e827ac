// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawlsession.h"
#include "mainwindow.h"
#include "mirror/mirrordialog.h"
#include "mirror/mirrorjob.h"
#include "mirror/syncpanel.h"
#include "mirror/syncsession.h"
#include "settings/appsettings.h"

#include <QDir>
#include <QDockWidget>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

namespace rsi {

// --- the local copy --------------------------------------------------------

bool MainWindow::canSync() const
{
    // A crawl that stopped early lists only part of the source: a mirror
    // from it would take the rest for deleted.
    const SourceTree &tree = m_session->tree();
    return !m_session->isBusy() && !m_sync->isBusy() && !tree.isEmpty() && tree.isComplete();
}

void MainWindow::setFolderChooser(FolderChooser chooser)
{
    m_folderChooser = std::move(chooser);
}

void MainWindow::mirror()
{
    askForSyncFolder(true);
}

void MainWindow::auditLocalCopy()
{
    askForSyncFolder(false);
}

void MainWindow::askForSyncFolder(bool mirror)
{
    if (!canSync()) {
        statusBar()->showMessage(
            tr("A source can be mirrored or audited once its crawl has finished."), 5000);
        return;
    }
    const QString source = m_session->input();
    QString folder = m_settings.mirrorFolder(source);
    if (folder.isEmpty()) {
        // Nothing remembered: the folder is chosen first, then confirmed.
        folder = m_folderChooser ? m_folderChooser(this, QDir::homePath()) : QString();
        if (folder.isEmpty())
            return;
    }
    auto *dialog
        = new MirrorDialog(mirror ? MirrorDialog::Mode::Mirror : MirrorDialog::Mode::Audit, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSource(source);
    dialog->setFolder(folder);
    dialog->setDeleteExtras(m_settings.mirrorDeletes());
    dialog->setFolderChooser(m_folderChooser);
    dialog->setTree(m_session->tree());
    dialog->setCapabilityLists(m_settings.syncCapabilityLists(source));
    connect(dialog, &QDialog::accepted, this, [this, dialog, mirror, source] {
        if (m_session->input() != source)
            return; // another source was opened meanwhile
        m_settings.setSyncCapabilityLists(source, dialog->capabilityLists());
        ResourceFilter scope;
        scope.capabilityLists = dialog->capabilityLists();
        if (mirror)
            startMirror(dialog->folder(), dialog->deleteExtras(), scope);
        else
            startAudit(dialog->folder(), scope);
    });
    dialog->open();
}

void MainWindow::startMirror(const QString &folder, bool deleteExtras, const ResourceFilter &scope)
{
    if (!canSync() || folder.isEmpty())
        return;
    const QString source = m_session->input();
    m_settings.setMirrorFolder(source, folder);
    m_settings.setMirrorDeletes(deleteExtras);
    MirrorOptions options;
    options.fetch = crawlOptions().fetch;
    options.specVersion = m_settings.specVersion();
    options.deleteExtras = deleteExtras;
    // The job keeps its own copy of the tree, cut down to the chosen sets
    // (and without the packages a check added).
    if (!m_sync->mirror(
            std::make_shared<const SourceTree>(restrictedTree(m_session->tree(), scope)), source,
            folder, options))
        return;
    m_syncPanel->setFetchOptions(m_network, options.fetch);
    m_syncPanel->showRunning(
        tr("Mirroring %1 into %2…").arg(source, QDir::toNativeSeparators(folder)));
    m_syncDock->show();
    m_jobsDock->show();
    m_jobsDock->raise();
}

void MainWindow::startAudit(const QString &folder, const ResourceFilter &scope)
{
    if (!canSync() || folder.isEmpty())
        return;
    m_settings.setMirrorFolder(m_session->input(), folder);
    if (!m_sync->audit(std::make_shared<const SourceTree>(restrictedTree(m_session->tree(), scope)),
                       folder, m_settings.specVersion()))
        return;
    m_syncPanel->setFetchOptions(m_network, crawlOptions().fetch);
    m_syncPanel->showRunning(tr("Auditing %1…").arg(QDir::toNativeSeparators(folder)));
    m_syncDock->show();
    m_jobsDock->show();
    m_jobsDock->raise();
}

void MainWindow::onSyncJobFinished()
{
    if (!m_session->isBusy()) {
        m_progress->hide();
        m_cancelButton->hide();
    }
    showSyncSummary();
    updateActions();
}

void MainWindow::showSyncSummary()
{
    // The panel has the result by now; the status bar repeats its summary,
    // and a run that failed as a whole is shown above the workspace too.
    const SyncPanel::Summary &summary = m_syncPanel->summary();
    const QString text = m_syncPanel->summaryText();
    statusBar()->showMessage(text);
    if (!summary.error.isEmpty())
        showProblem(text);
    m_syncDock->show();
    m_syncDock->raise();
}

} // namespace rsi
