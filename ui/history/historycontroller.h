// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runcomparison.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;

namespace rsi {

class AppSettings;
class ComparisonView;
class CrawlSession;
class DecorationProxyModel;
class FindingsPanel;
class HistoryPanel;
class HistorySession;
class Job;
class JobListModel;

// Every crawl remembered, in the window: keeps each crawl that finishes (when
// the settings say so) off the GUI thread, with its save in the Jobs dock;
// lists the source's runs in the History dock with their trend; compares
// each new crawl with the one before it, so that the source tree marks the
// documents that are new or changed and the findings dock can show what is
// new or fixed; and opens the comparison view for "Compare with previous
// crawl" or two runs chosen in the dock.
class HistoryController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryController)

public:
    // The window's parts it works with; all must outlive it.
    struct Window
    {
        QMainWindow *window = nullptr;
        AppSettings *settings = nullptr;
        CrawlSession *crawls = nullptr;
        JobListModel *jobs = nullptr;
        DecorationProxyModel *tree = nullptr; // the source tree's decoration
        FindingsPanel *findings = nullptr;
    };
    HistoryController(const QString &path, const Window &window, QObject *parent = nullptr);
    ~HistoryController() override;

    QDockWidget *dock() const { return m_dock; }
    HistoryPanel *panel() const { return m_panel; }
    HistorySession *session() const { return m_session; }
    // Tools > Compare with previous crawl.
    QAction *compareAction() const { return m_compare; }
    // The comparison of the current crawl with the one before, once known.
    const std::optional<RunComparison> &lastComparison() const { return m_last; }
    // The view opened last, while it is open.
    ComparisonView *view() const;

    // Opens the comparison of two runs in the view.
    void showComparison(qint64 before, qint64 after);
    void retranslate();

Q_SIGNALS:
    // A crawl was kept (runId) or could not be (runId 0, the reason).
    void saved(qint64 runId, const QString &problem);
    // The current crawl was compared with the one before (lastComparison()).
    void comparedWithPrevious();
    // What the window should show: a document, a line of one.
    void documentRequested(int documentId);
    void locationRequested(int documentId, qint64 line, qint64 column);

private:
    void onCrawlStarted(Job *job);
    void onCrawlFinished(Job *job);
    void onRunsLoaded(const QString &source, const QList<RunListing> &runs);
    void onCompared(const RunComparison &comparison);
    void mark(const std::optional<RunComparison> &comparison);
    QHash<QString, int> documentIds() const;
    QVariant annotate(const QModelIndex &source, int role) const;

    Window m_window;
    // The tree's model may go first when the window closes.
    QPointer<DecorationProxyModel> m_tree;
    HistorySession *m_session = nullptr;
    HistoryPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    QAction *m_compare = nullptr;
    QPointer<ComparisonView> m_view;

    QString m_input; // the source the runs are listed for
    QDateTime m_started; // when the crawl under way started
    qint64 m_savedRun = 0; // the run of the crawl shown, once saved
    bool m_showNext = false; // the next comparison is for the view
    std::optional<RunComparison> m_last;
    // What the tree marks, by document id.
    QHash<int, qsizetype> m_marks; // into m_last->documents
};

} // namespace rsi
