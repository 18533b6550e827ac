// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historysession.h"

#include "history/historysavejob.h"
#include "history/historystore.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace rsi {

namespace {

template<typename Result> struct Outcome
{
    Result value {};
    QString error;
};

} // namespace

HistorySession::HistorySession(QString path, QObject *parent)
    : QObject(parent)
    , m_path(std::move(path))
{
    m_thread.setMaxThreadCount(1);
    m_thread.setObjectName(QStringLiteral("history"));
}

HistorySession::~HistorySession()
{
    m_thread.waitForDone();
}

void HistorySession::waitForIdle()
{
    m_thread.waitForDone();
}

template<typename Result>
void HistorySession::run(std::function<Result(HistoryStore &store, QString &error)> work,
                         std::function<void(const Result &)> done, bool needsFile)
{
    auto *watcher = new QFutureWatcher<Outcome<Result>>(this);
    connect(watcher, &QFutureWatcher<Outcome<Result>>::finished, this,
            [this, watcher, done = std::move(done)] {
                watcher->deleteLater();
                const Outcome<Result> outcome = watcher->result();
                if (!outcome.error.isEmpty())
                    Q_EMIT failed(outcome.error);
                else
                    done(outcome.value);
            });
    watcher->setFuture(QtConcurrent::run(
        &m_thread, [path = m_path, work = std::move(work), needsFile]() -> Outcome<Result> {
            Outcome<Result> outcome;
            // Reading a history that was never written makes no file.
            if (!needsFile && !QFileInfo::exists(path))
                return outcome;
            HistoryStore store;
            if (!store.open(path)) {
                outcome.error = store.errorString();
                return outcome;
            }
            outcome.value = work(store, outcome.error);
            return outcome;
        }));
}

HistorySaveJob *HistorySession::save(std::shared_ptr<const SourceTree> tree, RunContext context,
                                     qint64 maxBytes)
{
    return new HistorySaveJob(std::move(tree), std::move(context), m_path, maxBytes, &m_thread,
                              this);
}

void HistorySession::loadRuns(const QString &source)
{
    run<QList<RunListing>>(
        [source](HistoryStore &store, QString &error) {
            QList<RunListing> runs = store.runs(source);
            error = store.errorString();
            return runs;
        },
        [this, source](const QList<RunListing> &runs) { Q_EMIT runsLoaded(source, runs); }, false);
}

void HistorySession::compare(qint64 before, qint64 after)
{
    run<std::shared_ptr<RunComparison>>(
        [before, after](HistoryStore &store, QString &error) -> std::shared_ptr<RunComparison> {
            const std::optional<RunRecord> earlier = store.load(before);
            const std::optional<RunRecord> later = earlier ? store.load(after) : std::nullopt;
            if (!earlier || !later) {
                error = store.errorString();
                return nullptr;
            }
            const EntryLoader loader = [&store](const RunRecord &run, qsizetype position) {
                return store.entries(run.id, position);
            };
            return std::make_shared<RunComparison>(compareRuns(*earlier, *later, loader));
        },
        [this](const std::shared_ptr<RunComparison> &comparison) {
            if (comparison)
                Q_EMIT compared(*comparison);
        });
}

void HistorySession::remove(qint64 id, const QString &source)
{
    run<bool>(
        [id](HistoryStore &store, QString &error) {
            if (!store.remove(id))
                error = store.errorString();
            return true;
        },
        [this, id, source](const bool &) {
            Q_EMIT removed(id);
            loadRuns(source);
        });
}

} // namespace rsi
