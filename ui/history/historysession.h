// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/runbuilder.h"
#include "history/runcomparison.h"

#include <QObject>
#include <QThreadPool>

#include <functional>
#include <memory>

namespace rsi {

class HistorySaveJob;
class HistoryStore;
class SourceTree;

// The application's crawl history: the file at path, read and written on a
// thread of its own (one, so that saves and reads happen one after another)
// and never on the GUI thread. Each piece of work opens the file, does its
// part and closes it; results come back as signals on the session's thread.
class HistorySession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistorySession)

public:
    explicit HistorySession(QString path, QObject *parent = nullptr);
    ~HistorySession() override; // waits for the work under way

    QString path() const { return m_path; }

    // Keeps a crawl: a job, not started, for the caller to show and start.
    // maxBytes: the cap the history is pruned to afterwards (0: none).
    HistorySaveJob *save(std::shared_ptr<const SourceTree> tree, RunContext context,
                         qint64 maxBytes);
    // The runs of a source, newest first: runsLoaded(). No file yet: none.
    void loadRuns(const QString &source);
    // What changed from run before to run after: compared().
    void compare(qint64 before, qint64 after);
    // Deletes a run, then lists source's runs again.
    void remove(qint64 id, const QString &source);

    // Waits until the work queued so far is done (tests, shutdown).
    void waitForIdle();

Q_SIGNALS:
    void runsLoaded(const QString &source, const QList<rsi::RunListing> &runs);
    void compared(const rsi::RunComparison &comparison);
    void removed(qint64 id);
    void failed(const QString &message);

private:
    template<typename Result>
    void run(std::function<Result(HistoryStore &store, QString &error)> work,
             std::function<void(const Result &)> done, bool needsFile = true);

    QString m_path;
    QThreadPool m_thread;
};

} // namespace rsi
