// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcecheckjob.h"

#include "dumpcheckjob.h"
#include "resourcecheckjob.h"

namespace rsi {

SourceCheckJob::SourceCheckJob(SourceTree &tree, Options options, QNetworkAccessManager *network,
                               QObject *parent)
    : Job(parent)
    , m_tree(tree)
    , m_options(std::move(options))
    , m_network(network)
{ }

SourceCheckJob::~SourceCheckJob() = default;

QSet<QString> SourceCheckJob::checkedRuleIds()
{
    return ResourceCheckJob::checkedRuleIds() + DumpCheckJob::checkedRuleIds();
}

void SourceCheckJob::doStart()
{
    m_resources = new ResourceCheckJob(m_tree, m_options.fetch, m_options.hash, m_network, this);
    m_resources->setScope(m_options.scope);
    connect(m_resources, &Job::progressChanged, this, [this](qint64 done, qint64 total) {
        m_resourceTotal = total;
        setTotalAmount(total);
        setProcessedAmount(done);
    });
    connect(m_resources, &Job::finished, this, &SourceCheckJob::onPartFinished);
    m_resources->start();
}

void SourceCheckJob::startPackages()
{
    m_phase = Phase::Packages;
    Q_EMIT phaseChanged(m_phase);
    m_packages = new DumpCheckJob(m_tree, m_options.fetch, m_options.validation, m_network, this);
    m_packages->setScope(m_options.scope);
    m_packages->setLocalRoot(m_options.localRoot);
    connect(m_packages, &Job::progressChanged, this, [this](qint64 done, qint64 total) {
        setTotalAmount(m_resourceTotal + total);
        setProcessedAmount(m_resourceTotal + done);
    });
    connect(m_packages, &Job::finished, this, &SourceCheckJob::onPartFinished);
    m_packages->start();
}

void SourceCheckJob::onPartFinished(Job *part)
{
    if (isFinished())
        return;
    if (part->error() != Error::NoError && part->error() != Error::Canceled) {
        emitResult(part->error(), part->errorString());
        return;
    }
    if (part == m_resources) {
        m_resourceTotal = part->totalAmount();
        startPackages();
        return;
    }
    emitResult();
}

void SourceCheckJob::doCancel()
{
    // The parts finish at once, canceled, keeping what they found; this job
    // then finishes as canceled itself, not through onPartFinished().
    for (Job *part : {static_cast<Job *>(m_resources), static_cast<Job *>(m_packages)}) {
        if (!part)
            continue;
        part->disconnect(this);
        part->cancel();
    }
}

} // namespace rsi
