// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/job.h"
#include "net/fetchoptions.h"
#include "resourcefilter.h"
#include "validation/validationoptions.h"

#include <QPointer>
#include <QString>

class QNetworkAccessManager;

namespace rsi {

class DumpCheckJob;
class ResourceCheckJob;
class SourceTree;

// The full audit of a crawled source, as one job: first its resources
// (ResourceCheckJob: a HEAD each, or a GET with hash), then the packages of
// its dumps (DumpCheckJob), both within the scope. Progress counts the
// resources, then the packages, in one total (which grows once the packages
// are known). cancel() stops the part that runs and keeps what both found.
//
// The tree must outlive the job and must not change while it runs. Lives on
// its creator's thread, whose event loop must run.
class SourceCheckJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SourceCheckJob)

public:
    struct Options
    {
        FetchOptions fetch;
        ValidationOptions validation; // how the packages' manifests are judged
        bool hash = false; // download every resource and compare its hash too
        ResourceFilter scope;
        QString localRoot; // a local source's folder: packages are read from it
    };

    SourceCheckJob(SourceTree &tree, Options options, QNetworkAccessManager *network,
                   QObject *parent = nullptr);
    ~SourceCheckJob() override;

    // The part running now, for progress displays: resources, then packages.
    enum class Phase { Resources, Packages };
    Phase phase() const { return m_phase; }

    // Every rule id the two checks can report themselves.
    static QSet<QString> checkedRuleIds();

Q_SIGNALS:
    void phaseChanged(rsi::SourceCheckJob::Phase phase);

protected:
    void doStart() override;
    void doCancel() override;

private:
    void startPackages();
    void onPartFinished(Job *part);

    SourceTree &m_tree;
    Options m_options;
    QNetworkAccessManager *m_network = nullptr;
    ResourceCheckJob *m_resources = nullptr; // children
    DumpCheckJob *m_packages = nullptr;
    Phase m_phase = Phase::Resources;
    qint64 m_resourceTotal = 0;
};

} // namespace rsi
