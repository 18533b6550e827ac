// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historycontroller.h"

#include "common/icons.h"
#include "comparisonview.h"
#include "crawl/crawljob.h"
#include "findings/findingspanel.h"
#include "history/historysavejob.h"
#include "historypanel.h"
#include "historysession.h"
#include "mainwindow/crawlsession.h"
#include "models/historyrunmodel.h"
#include "models/joblistmodel.h"
#include "models/sourcetreemodel.h"
#include "report/comparisonreport.h"
#include "report/crawlreport.h"
#include "settings/appsettings.h"

#include <QAction>
#include <QDockWidget>
#include <QFont>
#include <QMainWindow>
#include <QStatusBar>

namespace rsi {

HistoryController::HistoryController(const QString &path, const Window &window, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_tree(window.tree)
    , m_session(new HistorySession(path, this))
    , m_panel(new HistoryPanel(window.window))
    , m_dock(new QDockWidget(window.window))
    , m_compare(new QAction(window.window))
{
    m_panel->setObjectName(QStringLiteral("historyPanel"));
    m_dock->setObjectName(QStringLiteral("historyDock"));
    m_dock->setWidget(m_panel);
    m_compare->setObjectName(QStringLiteral("compareWithPreviousCrawl"));
    m_compare->setEnabled(false);
    m_panel->setKeeping(m_window.settings->keepHistory());

    connect(m_window.crawls, &CrawlSession::jobStarted, this,
            [this](Job *job) { onCrawlStarted(job); });
    connect(m_window.crawls, &CrawlSession::jobFinished, this, &HistoryController::onCrawlFinished);
    connect(m_session, &HistorySession::runsLoaded, this, &HistoryController::onRunsLoaded);
    connect(m_session, &HistorySession::compared, this, &HistoryController::onCompared);
    connect(m_session, &HistorySession::failed, this, [this](const QString &message) {
        m_showNext = false;
        m_window.window->statusBar()->showMessage(
            tr("The crawl history could not be read: %1").arg(message));
    });
    connect(m_panel, &HistoryPanel::compareRequested, this, &HistoryController::showComparison);
    connect(m_panel, &HistoryPanel::deleteRequested, this,
            [this](qint64 id) { m_session->remove(id, m_input); });
    connect(m_compare, &QAction::triggered, this, [this] {
        const QList<RunListing> &runs = m_panel->model()->runs();
        if (runs.size() >= 2)
            showComparison(runs.at(1).id, runs.at(0).id);
    });
    // The marks follow the tree: a snapshot that adds documents is marked too.
    m_window.tree->setAnnotation(
        [this](const QModelIndex &source, int role) { return annotate(source, role); });
    retranslate();
}

HistoryController::~HistoryController()
{
    if (m_tree)
        m_tree->setAnnotation({});
}

ComparisonView *HistoryController::view() const
{
    return m_view;
}

void HistoryController::retranslate()
{
    m_dock->setWindowTitle(tr("History"));
    m_compare->setText(tr("Compare with &previous crawl"));
    m_compare->setToolTip(tr("What changed since the crawl before this one: documents, entries "
                             "and findings"));
}

void HistoryController::onCrawlStarted(Job *job)
{
    if (!qobject_cast<CrawlJob *>(job))
        return; // a check of resources: the same crawl, kept already
    m_started = QDateTime::currentDateTimeUtc();
    const QString input = m_window.crawls->input();
    if (input != m_input) {
        // Another source: nothing of the last one's history stays on screen.
        m_input = input;
        m_savedRun = 0;
        mark(std::nullopt);
        m_session->loadRuns(m_input);
    } else {
        mark(std::nullopt); // the marks compared the crawl before this one
    }
    m_panel->setKeeping(m_window.settings->keepHistory());
}

void HistoryController::onCrawlFinished(Job *job)
{
    if (!qobject_cast<CrawlJob *>(job) || job->error() != Job::Error::NoError)
        return; // canceled or failed: half a source would compare as documents removed
    m_panel->setKeeping(m_window.settings->keepHistory());
    if (!m_window.settings->keepHistory())
        return;
    const SourceTree &tree = m_window.crawls->tree();
    RunContext context;
    context.kind = RunKind::Crawl;
    context.input = m_window.crawls->input();
    context.started = m_started.isValid() ? m_started : QDateTime::currentDateTimeUtc();
    context.specVersion = m_window.settings->specVersion();
    context.options = crawlOptionsJson(m_window.settings->crawlOptions());
    const qint64 cap = qint64(m_window.settings->historyLimitMb()) * 1024 * 1024;
    HistorySaveJob *save = m_session->save(std::make_shared<const SourceTree>(tree), context, cap);
    m_window.jobs->addJob(save, tr("Keeping the crawl in the history"), tr("documents"));
    connect(save, &Job::finished, this, [this, save, input = context.input] {
        save->deleteLater();
        if (save->error() != Job::Error::NoError) {
            if (!save->isCanceled())
                m_window.window->statusBar()->showMessage(
                    tr("The crawl was not kept in the history: %1").arg(save->errorString()));
            Q_EMIT saved(0, save->errorString());
            return;
        }
        if (input == m_input)
            m_savedRun = save->runId();
        Q_EMIT saved(save->runId(), {});
        m_session->loadRuns(input);
    });
    save->start();
}

void HistoryController::onRunsLoaded(const QString &source, const QList<RunListing> &runs)
{
    if (source != m_input)
        return; // the list of a source no longer shown
    m_panel->setRuns(source, runs);
    m_compare->setEnabled(runs.size() >= 2);
    // The crawl just kept, with the one before it: what the tree marks.
    if (runs.size() >= 2 && m_savedRun > 0 && runs.constFirst().id == m_savedRun
        && (!m_last || m_last->after.id != m_savedRun))
        m_session->compare(runs.at(1).id, m_savedRun);
}

void HistoryController::showComparison(qint64 before, qint64 after)
{
    m_showNext = true;
    m_session->compare(before, after);
}

void HistoryController::onCompared(const RunComparison &comparison)
{
    // The crawl shown compared with the one before it marks the tree.
    if (comparison.after.id == m_savedRun && m_savedRun > 0) {
        mark(comparison);
        Q_EMIT comparedWithPrevious();
    }
    if (!m_showNext)
        return;
    m_showNext = false;
    if (!m_view) {
        m_view = new ComparisonView(m_window.window);
        m_view->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_view, &ComparisonView::documentActivated, this,
                &HistoryController::documentRequested);
        connect(m_view, &ComparisonView::findingActivated, this,
                &HistoryController::locationRequested);
    }
    m_view->setComparison(comparison, documentIds());
    m_view->show();
    m_view->raise();
    m_view->activateWindow();
}

QHash<QString, int> HistoryController::documentIds() const
{
    QHash<QString, int> ids;
    const SourceTree &tree = m_window.crawls->tree();
    for (const CrawledDocument &document : tree.documents())
        ids.insert(documentUrl(document), document.id);
    return ids;
}

void HistoryController::mark(const std::optional<RunComparison> &comparison)
{
    m_last = comparison;
    m_marks.clear();
    if (!m_last) {
        m_window.findings->clearComparison();
        m_window.tree->setAnnotation(
            [this](const QModelIndex &source, int role) { return annotate(source, role); });
        return;
    }
    const QHash<QString, int> ids = documentIds();
    for (qsizetype i = 0; i < m_last->documents.size(); ++i) {
        const DocumentComparison &document = m_last->documents.at(i);
        if (document.state != DocumentComparison::State::Added
            && document.state != DocumentComparison::State::Changed)
            continue;
        if (const int id = ids.value(document.url, -1); id >= 0)
            m_marks.insert(id, i);
    }
    m_window.findings->setComparison(m_last->findings.fresh, m_last->findings.fixed, ids);
    // Setting it again tells the views that every row may look different.
    m_window.tree->setAnnotation(
        [this](const QModelIndex &source, int role) { return annotate(source, role); });
}

QVariant HistoryController::annotate(const QModelIndex &source, int role) const
{
    if (m_marks.isEmpty() || !m_last)
        return {};
    const auto found = m_marks.constFind(source.data(SourceTreeModel::DocumentIdRole).toInt());
    if (found == m_marks.cend())
        return {};
    const DocumentComparison &document = m_last->documents.at(*found);
    const bool added = document.state == DocumentComparison::State::Added;
    switch (role) {
    case Qt::DisplayRole:
        // Said in words, so that the mark reads without colour.
        if (source.column() == SourceTreeModel::KindColumn) {
            const QString kind = source.model()->data(source, Qt::DisplayRole).toString();
            return added ? tr("%1 (new)").arg(kind) : tr("%1 (changed)").arg(kind);
        }
        return {};
    case Qt::FontRole:
        if (source.column() == SourceTreeModel::NameColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        if (source.column() != SourceTreeModel::NameColumn
            && source.column() != SourceTreeModel::KindColumn)
            return {};
        QString text = source.model()->data(source, Qt::ToolTipRole).toString();
        if (!text.isEmpty())
            text += u'\n';
        if (added) {
            text += tr("New since the last crawl.");
        } else {
            text += tr("Changed since the last crawl.");
            if (const QString changes = documentChangesText(document); !changes.isEmpty())
                text += u' ' + changes + u'.';
            if (const QString entries = entryChangesText(document.entries); !entries.isEmpty())
                text += u' ' + tr("Entries: %1.").arg(entries);
        }
        return text;
    }
    default:
        return {};
    }
}

} // namespace rsi
