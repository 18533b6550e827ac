// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/addressbar.h"
#include "common/icons.h"
#include "crawl/crawljob.h"
#include "crawlsession.h"
#include "demo/demolive.h"
#include "demo/demoserver.h"
#include "details/detailspane.h"
#include "entries/entrypanel.h"
#include "findings/findingspanel.h"
#include "history/historycontroller.h"
#include "mainwindow.h"
#include "mirror/packagemanifest.h"
#include "mirror/syncsession.h"
#include "models/entrytablemodel.h"
#include "models/joblistmodel.h"
#include "models/sourcetreemodel.h"
#include "net/documentfetcher.h"
#include "notify/notificationsdock.h"
#include "parse/documentbytes.h"
#include "settings/appsettings.h"
#include "source/xmlsourceview.h"
#include "util/workerpool.h"
#include "welcome/welcomepage.h"

#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QNetworkAccessManager>
#include <QProgressBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryFile>
#include <QToolButton>
#include <QTreeView>
#include <QtConcurrentRun>

namespace rsi {

namespace {

// The source view shows documents up to this size; a 50,000-entry list is
// about 15 MB.
constexpr qint64 maxSourceBytes = 64LL * 1024 * 1024;

// How often the demo's library catalogues a new book while it is shown.
constexpr int demoPublishIntervalMs = 8000;

} // namespace

// --- opening sources -------------------------------------------------------

void MainWindow::openSource(const QString &input)
{
    const QString trimmed = input.trimmed();
    if (trimmed.isEmpty())
        return;
    m_address->remember(trimmed);
    m_settings.addRecentSource(trimmed);
    m_settings.setAddressHistory(m_address->history());
    m_welcome->setRecentSources(m_settings.recentSources());
    updateRecentMenu();
    m_problem->hide();
    if (m_pages->currentWidget() != m_workspace) {
        m_pages->setCurrentWidget(m_workspace);
        m_findingsDock->show();
        m_jobsDock->show();
        if (m_history)
            m_history->dock()->show();
        m_findingsDock->raise();
    }

    m_network->setProxy(m_settings.proxy());
    m_notifyDock->sourceOpened(trimmed);
    showDocument(-1); // nothing of the last source stays on screen
    m_session->crawl(trimmed, crawlOptions());
    retranslate(); // the title names the source
}

void MainWindow::openDemo()
{
    if (!m_demo) {
        m_demo = new DemoServer(QStringLiteral(":/demo"), this);
        if (!m_demo->start()) {
            showProblem(tr("The demo source could not be served: %1").arg(m_demo->errorString()));
            delete m_demo;
            m_demo = nullptr;
            return;
        }
    }
    openSource(m_demo->siteUrl().toString());
    // The demo's library catalogues a book every few seconds, and the
    // window follows it: notifications arrive and the tree changes.
    m_demo->live()->startPublishing(demoPublishIntervalMs);
    m_notifyDock->followWhenCrawled();
}

void MainWindow::openFileDialog(bool folder)
{
    const QString path = folder
        ? QFileDialog::getExistingDirectory(this, tr("Open a source folder"))
        : QFileDialog::getOpenFileName(this, tr("Open a ResourceSync document"), {},
                                       tr("XML documents (*.xml *.xml.gz);;All files (*)"));
    if (!path.isEmpty())
        openSource(QDir::toNativeSeparators(path));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedSource(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString source = droppedSource(event->mimeData());
    if (source.isEmpty())
        return;
    openSource(source);
    event->acceptProposedAction();
}

// --- jobs and snapshots ----------------------------------------------------

void MainWindow::onJobStarted(Job *job, const QString &title, const QString &unit)
{
    m_jobs->addJob(job, title, unit);
    connect(job, &Job::progressChanged, this, [this](qint64 done, qint64 total) {
        m_progress->setMaximum(int(qMin<qint64>(total, INT_MAX)));
        m_progress->setValue(int(qMin<qint64>(done, INT_MAX)));
    });
    m_progress->setRange(0, 0); // busy until the first progress
    m_progress->show();
    m_cancelButton->show();
    statusBar()->showMessage(title);
    updateActions();
}

void MainWindow::onJobFinished(Job *job)
{
    if (!m_sync->isBusy()) {
        m_progress->hide();
        m_cancelButton->hide();
    }
    const SourceTree &tree = m_session->tree();
    QString message;
    if (job->isCanceled()) {
        message = tr("Stopped. What was found so far is shown; it was not judged as a whole.");
    } else if (job->error() != Job::Error::NoError) {
        message = job->errorString();
        showProblem(message);
    } else {
        message
            = tr("Done: %1 documents, %2 entries.")
                  .arg(QLocale().toString(tree.size()), QLocale().toString(tree.totalEntries()));
    }
    statusBar()->showMessage(message);
    updateActions();
}

void MainWindow::onTreeChanged()
{
    const SourceTree &tree = m_session->tree();
    m_treeModel->setTree(tree);
    m_findings->setTree(tree);
    if (auto *crawl = qobject_cast<CrawlJob *>(m_session->currentJob()))
        m_jobs->reportItems(crawl, tree.totalEntries(), tr("entries/s"));
    if (m_currentDocument >= 0 && m_currentDocument < tree.size()) {
        const CrawledDocument &document = tree.document(m_currentDocument);
        // Refresh only what changed: filters, selection and scroll stay.
        if (document.loaded != m_shown.loaded || document.entries.size() != m_shown.entries
            || document.findings.size() != m_shown.findings)
            showDocument(m_currentDocument);
    } else if (m_currentDocument >= 0) {
        m_currentDocument = -1;
        showDocument(-1);
    }
    updateStatus();
}

void MainWindow::onCurrentDocumentChanged()
{
    const int id
        = m_treeModel->documentId(m_decoratedTree->mapToSource(m_treeView->currentIndex()));
    if (id != m_currentDocument)
        showDocument(id);
}

void MainWindow::showDocument(int documentId)
{
    const SourceTree &tree = m_session->tree();
    m_currentDocument = documentId;
    m_findings->setCurrentDocument(documentId);
    if (documentId < 0 || documentId >= tree.size()) {
        m_shown = {};
        m_entries->clear();
        m_details->showNothing();
        m_source->setMessage(tr("Select a document to see its XML."));
        forgetSourceText();
        return;
    }
    const CrawledDocument &document = tree.document(documentId);
    const bool sameDocument = m_shown.id == documentId;
    const int selectedEntry = sameDocument ? m_entries->currentEntry() : -1;
    m_shown = {documentId, document.loaded, document.entries.size(), document.findings.size()};
    m_entries->setDocument(document);
    if (!sameDocument)
        m_entries->fitColumns();
    if (selectedEntry >= 0)
        m_entries->selectEntry(selectedEntry);
    else
        m_details->showDocument(tree, documentId);
    if (m_sourceDocument != documentId || !sameDocument) {
        forgetSourceText();
        if (m_tabs->currentWidget() == m_source)
            loadSourceText();
    }
}

void MainWindow::selectDocument(int documentId)
{
    const QModelIndex index
        = m_decoratedTree->mapFromSource(m_treeModel->indexOfDocument(documentId));
    if (!index.isValid())
        return;
    m_treeView->scrollTo(index);
    m_treeView->setCurrentIndex(index);
    if (m_currentDocument != documentId)
        showDocument(documentId);
}

void MainWindow::onEntrySelected(int entryRow)
{
    if (m_currentDocument < 0)
        return;
    if (entryRow < 0) {
        m_details->showDocument(m_session->tree(), m_currentDocument);
        return;
    }
    m_details->showEntry(m_session->tree(), m_currentDocument, entryRow,
                         m_entries->model()->findingsOfEntry(entryRow));
}

void MainWindow::showLocation(int documentId, qint64 line, qint64 column)
{
    if (documentId < 0)
        return;
    selectDocument(documentId);
    if (line > 0) {
        const int entry = m_entries->model()->entryAtLine(line);
        if (entry >= 0)
            m_entries->selectEntry(entry);
    }
    m_pendingLine = line;
    m_pendingColumn = column;
    m_tabs->setCurrentWidget(m_source); // loads the text when needed
    if (m_sourceDocument == documentId && m_sourceReady)
        goToPendingLine(); // otherwise once the text has arrived
}

// --- the XML source --------------------------------------------------------

void MainWindow::loadSourceText()
{
    const int documentId = m_currentDocument;
    if (documentId < 0 || documentId == m_sourceDocument)
        return;
    forgetSourceText();
    m_sourceDocument = documentId;
    const quint64 generation = m_sourceGeneration;
    const CrawledDocument &document = m_session->tree().document(documentId);
    m_source->setMessage(tr("Loading %1…").arg(document.url.toString()));
    // The manifest inside a dump package: the package is read again, and
    // its manifest.xml shown.
    const bool packaged = document.arrival == Arrival::Package;
    if (!document.localPath.isEmpty()) {
        readSourceText(generation, document.localPath, nullptr, packaged);
        return;
    }
    // Asked for as the crawl asked: credentials, User-Agent, time-outs, limits.
    auto *fetcher = new DocumentFetcher(m_network, crawlOptions().fetch, this);
    m_sourceFetcher = fetcher;
    connect(fetcher, &DocumentFetcher::finished, this,
            [this, fetcher, generation, packaged](const FetchResult &result) {
                fetcher->deleteLater();
                if (generation != m_sourceGeneration)
                    return;
                if (!result.ok || !result.body) {
                    showSourceText(generation, {{}, false, result.error});
                    return;
                }
                readSourceText(generation, result.body->fileName(), result.body, packaged);
            });
    fetcher->fetch(packaged ? document.requestedUrl : document.url);
}

void MainWindow::readSourceText(quint64 generation, const QString &path,
                                std::shared_ptr<void> keepAlive, bool packaged)
{
    // Reading (and gunzipping) 15 MB is no work for the GUI thread.
    auto *watcher = new QFutureWatcher<DocumentBytes>(this);
    connect(watcher, &QFutureWatcher<DocumentBytes>::finished, this,
            [this, watcher, generation, keepAlive] {
                watcher->deleteLater();
                showSourceText(generation, watcher->result());
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), [path, packaged] {
        return packaged ? readPackageManifest(path, maxSourceBytes)
                        : readDocumentBytes(path, maxSourceBytes);
    }));
}

void MainWindow::forgetSourceText()
{
    ++m_sourceGeneration; // whatever is still on its way is not shown
    m_sourceDocument = -1;
    m_sourceReady = false;
    if (m_sourceFetcher) {
        m_sourceFetcher->disconnect(this);
        m_sourceFetcher->abort();
        m_sourceFetcher->deleteLater();
    }
}

void MainWindow::showSourceText(quint64 generation, const DocumentBytes &bytes)
{
    if (generation != m_sourceGeneration)
        return; // another document, or another source, was chosen meanwhile
    if (bytes.tooLarge) {
        m_source->setMessage(tr("This document is too large to show here (more than %1).")
                                 .arg(QLocale().formattedDataSize(maxSourceBytes)));
        return;
    }
    if (!bytes.error.isEmpty()) {
        m_source->setMessage(tr("The XML could not be read: %1").arg(bytes.error));
        return;
    }
    m_source->setXml(QString::fromUtf8(bytes.xml)); // a large one is laid out off the GUI thread
    m_sourceReady = true;
    goToPendingLine(); // remembered until it is shown
}

void MainWindow::goToPendingLine()
{
    if (m_pendingLine > 0) {
        m_source->goToLine(m_pendingLine, m_pendingColumn);
        m_pendingLine = 0;
        m_pendingColumn = 0;
    }
}

} // namespace rsi
