// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditcomparison.h"
#include "jobs/job.h"
#include "validation/validationoptions.h"

#include <QDateTime>
#include <QFutureWatcher>

#include <atomic>
#include <memory>
#include <optional>

namespace rsi {

class SourceTree;

// Compares a local copy with a crawled source (catalogue 19.3, `audit`):
// the expected inventory is SourceInventory::expected() (the Resource Lists
// at T0, then every Change List change after it), compared by
// AuditComparison with the options. Nothing is downloaded; files are only
// read to hash them when the list gives a hash and the options ask for it.
//
// The work runs on the worker pool; the job lives on its creator's thread.
// Progress counts items. cancel() stops between files (or while hashing)
// and keeps what was judged (result().canceled).
class AuditJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuditJob)

public:
    // The tree must outlive the job.
    AuditJob(std::shared_ptr<const SourceTree> tree, QString destination, AuditOptions options,
             SpecVersion specVersion = SpecVersion::V1_1, QObject *parent = nullptr);
    ~AuditJob() override;

    QString destination() const { return m_destination; }
    // Complete once finished.
    const AuditResult &result() const { return m_result; }
    // The times the audit was computed against (19.3-4).
    std::optional<QDateTime> baselineAt() const { return m_baselineAt; }
    std::optional<QDateTime> changesUntil() const { return m_changesUntil; }

protected:
    void doStart() override;
    void doCancel() override;

private:
    struct Outcome;

    std::shared_ptr<const SourceTree> m_tree;
    QString m_destination;
    AuditOptions m_options;
    SpecVersion m_specVersion;
    AuditResult m_result;
    std::optional<QDateTime> m_baselineAt;
    std::optional<QDateTime> m_changesUntil;
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::shared_ptr<Outcome> m_outcome; // filled by the worker, read once it is done
    QFutureWatcher<void> *m_watcher = nullptr;
};

} // namespace rsi
