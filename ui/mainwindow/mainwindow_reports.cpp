// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/checkdialog.h"
#include "crawlsession.h"
#include "findings/findingspanel.h"
#include "findings/ruleexplanationdialog.h"
#include "mainwindow.h"
#include "report/crawlreport.h"
#include "report/htmlreport.h"
#include "settings/appsettings.h"
#include "util/atomicwrite.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>
#include <QTreeView>

namespace rsi {

// --- findings, reports, tools ----------------------------------------------

void MainWindow::stepFinding(int step)
{
    // The rows as shown: a group, and its findings when it is expanded.
    QTreeView *view = m_findings->view();
    if (view->model()->rowCount() == 0)
        return;
    const QModelIndex current = view->currentIndex();
    QModelIndex index;
    if (!current.isValid())
        index = view->model()->index(0, 0);
    else
        index = step > 0 ? view->indexBelow(current) : view->indexAbove(current);
    if (!index.isValid())
        index = current; // at either end: stay
    view->setCurrentIndex(index);
    view->scrollTo(index);
    m_findingsDock->show();
    Q_EMIT view->activated(index);
}

void MainWindow::explainRule(const QString &ruleId)
{
    if (ruleId.isEmpty()) {
        statusBar()->showMessage(tr("Select a finding to explain its rule."), 5000);
        return;
    }
    auto *dialog = findChild<RuleExplanationDialog *>();
    if (!dialog) {
        dialog = new RuleExplanationDialog(this);
        dialog->setObjectName(QStringLiteral("ruleExplanation"));
    }
    dialog->setSpecVersion(m_settings.specVersion());
    dialog->showRule(ruleId);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::exportReport(Export kind)
{
    const SourceTree &tree = m_session->tree();
    if (tree.isEmpty())
        return;
    QString filter;
    QString suffix;
    switch (kind) {
    case Export::Html:
        filter = tr("HTML report (*.html)");
        suffix = QStringLiteral(".html");
        break;
    case Export::Json:
        filter = tr("JSON report (*.json)");
        suffix = QStringLiteral(".json");
        break;
    case Export::FindingsCsv:
    case Export::DocumentsCsv:
        filter = tr("CSV table (*.csv)");
        suffix = kind == Export::FindingsCsv ? QStringLiteral("-findings.csv")
                                             : QStringLiteral("-documents.csv");
        break;
    }
    const QString host = tree.document(0).url.host();
    const QString suggested
        = QDir::home().filePath((host.isEmpty() ? QStringLiteral("resourcesync") : host) + suffix);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), suggested, filter);
    if (path.isEmpty())
        return;
    if (const QString problem = saveReport(kind, path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Export"), problem);
}

QString MainWindow::saveReport(Export kind, const QString &path)
{
    // Exported as the CLI reports it: findings grouped.
    SourceTree tree = m_session->tree();
    groupTreeFindings(tree);
    const SpecVersion version = m_settings.specVersion();
    QByteArray bytes;
    switch (kind) {
    case Export::Html:
        bytes = writeCrawlHtmlReport(tree, version);
        break;
    case Export::Json:
        bytes = writeCrawlJsonReport(tree, version);
        break;
    case Export::FindingsCsv:
        bytes = writeFindingsCsv(tree);
        break;
    case Export::DocumentsCsv:
        bytes = writeDocumentsCsv(tree);
        break;
    }
    if (QString error; !writeFileAtomically(path, bytes, &error))
        return tr("The report could not be saved to %1: %2")
            .arg(QDir::toNativeSeparators(path), error);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return {};
}

void MainWindow::checkResources(bool hash)
{
    if (m_session->isBusy() || m_session->tree().isEmpty()) {
        statusBar()->showMessage(tr("Resources can be checked once a crawl has finished."), 5000);
        return;
    }
    // What to check is asked first: the sets of resources, the resources,
    // a sample; as the last check of this source had it.
    const QString source = m_session->input();
    auto *dialog = new CheckDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTree(m_session->tree());
    dialog->setScope(m_settings.checkChoice(source).scope);
    dialog->setHash(hash);
    connect(dialog, &QDialog::accepted, this, [this, dialog, source] {
        if (m_session->input() != source)
            return; // another source was opened meanwhile
        m_settings.setCheckChoice(source, {dialog->scope(), dialog->hash()});
        const CrawlOptions options = crawlOptions();
        SourceCheckJob::Options checks;
        checks.fetch = options.fetch;
        checks.validation = options.validation;
        checks.hash = dialog->hash();
        checks.scope = dialog->scope();
        if (!m_session->checkResources(checks))
            statusBar()->showMessage(tr("Resources can be checked once a crawl has finished."),
                                     5000);
    });
    dialog->open();
}

} // namespace rsi
