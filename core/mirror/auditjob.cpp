// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "auditjob.h"

#include "crawl/sourcetree.h"
#include "localcopylayout.h"
#include "sourceinventory.h"
#include "statelookup.h"
#include "util/workerpool.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent>

#include <chrono>

namespace rsi {

namespace {

// A 100,000-file audit calls back once per item; the job's thread is told
// at most this often, so that it spends its time on the window, not on
// progress events.
constexpr std::chrono::milliseconds progressInterval(50);

} // namespace

// What the worker hands back to the job's thread whole.
struct AuditJob::Outcome
{
    AuditResult result;
    std::optional<QDateTime> baselineAt;
    std::optional<QDateTime> changesUntil;
};

AuditJob::AuditJob(std::shared_ptr<const SourceTree> tree, QString destination,
                   AuditOptions options, SpecVersion specVersion, QObject *parent)
    : Job(parent)
    , m_tree(std::move(tree))
    , m_destination(std::move(destination))
    , m_options(options)
    , m_specVersion(specVersion)
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{ }

AuditJob::~AuditJob()
{
    // The worker posts progress to this object: it must have stopped before
    // the object goes. It polls the flag between files and while hashing.
    m_cancel->store(true);
    if (m_watcher)
        m_watcher->waitForFinished();
}

void AuditJob::doStart()
{
    if (!m_tree) {
        emitResult(Error::InvalidInput, tr("There is no source to compare the local copy with."));
        return;
    }
    const QFileInfo root(m_destination);
    if (m_destination.isEmpty() || (root.exists() && !root.isDir())) {
        emitResult(Error::InvalidInput,
                   tr("The local copy \"%1\" is not a folder.").arg(m_destination));
        return;
    }

    m_outcome = std::make_shared<Outcome>();
    const std::shared_ptr<Outcome> outcome = m_outcome;
    m_watcher = new QFutureWatcher<void>(this);
    connect(m_watcher, &QFutureWatcher<void>::finished, this, [this, outcome] {
        if (isFinished()) // canceled: doCancel() took the outcome already
            return;
        m_result = std::move(outcome->result);
        m_baselineAt = outcome->baselineAt;
        m_changesUntil = outcome->changesUntil;
        setTotalAmount(m_result.counts.total());
        setProcessedAmount(m_result.counts.total());
        emitResult(m_result.canceled ? Error::Canceled : Error::NoError);
    });
    // The worker holds its own references to the tree, the flag and the
    // outcome; `this` only to post progress, and the destructor waits for it.
    auto work = [this, tree = m_tree, cancel = m_cancel, outcome,
                 layout = LocalCopyLayout(QDir::cleanPath(root.absoluteFilePath())),
                 options = m_options, specVersion = m_specVersion] {
        if (cancel->load()) {
            outcome->result.canceled = true;
            return;
        }
        QList<ListedResource> expected;
        {
            const SourceInventory inventory(*tree, specVersion);
            outcome->baselineAt = inventory.baselineAt();
            outcome->changesUntil = inventory.changesUntil();
            expected = inventory.expected();
        }
        auto lastPost = std::chrono::steady_clock::now() - progressInterval;
        const auto progress = [this, &lastPost](qint64 done, qint64 total) {
            const auto now = std::chrono::steady_clock::now();
            if (done < total && now - lastPost < progressInterval)
                return;
            lastPost = now;
            QMetaObject::invokeMethod(
                this,
                [this, done, total] {
                    if (isFinished())
                        return;
                    if (total != totalAmount())
                        setTotalAmount(total);
                    setProcessedAmount(done);
                },
                Qt::QueuedConnection);
        };
        // The paths a mirror gave (a twin's alternative name) are in its state.
        StateLookup state(layout.rootDirectory());
        outcome->result
            = AuditComparison::compare(expected, layout, options, cancel.get(), progress, &state);
    };
    m_watcher->setFuture(QtConcurrent::run(workerPool(), std::move(work)));
}

void AuditJob::doCancel()
{
    // Stops the comparison at its next poll and keeps what it judged: the
    // wait is one file's read at most.
    m_cancel->store(true);
    if (!m_watcher) {
        m_result.canceled = true;
        return;
    }
    m_watcher->waitForFinished();
    m_result = std::move(m_outcome->result);
    m_baselineAt = m_outcome->baselineAt;
    m_changesUntil = m_outcome->changesUntil;
    m_result.canceled = true;
}

} // namespace rsi
