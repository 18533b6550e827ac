// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"
#include "mirror/mirrorresult.h"
#include "mirror/runitems.h"
#include "reportwriter.h"
#include "validation/finding.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>

class QIODevice;

namespace rsi {

class AuditJob;

// The report of `audit` (what a sync would do) and `mirror` (what it did):
// the contract's JSON (design.md), plus text for people and JUnit for CI.
// An audit's items are in memory; a mirror's stay in the run's database
// (RunItems) and are read as the report is written, so that the report of
// a million resources costs no more memory than that of ten.
struct SyncReport
{
    enum class Kind : quint8 { Audit, Mirror };
    Kind kind = Kind::Audit;
    QString source;
    QString destination;
    SpecVersion specVersion = SpecVersion::V1_1;
    QList<AuditItem> items; // when storedItems has none
    RunItems storedItems; // a mirror's, in order
    AuditCounts counts;
    FindingList findings;
    bool complete = true; // false when interrupted
    // Audit: the times it was computed against (19.3-4).
    std::optional<QDateTime> baselineAt;
    std::optional<QDateTime> changesUntil;
    // Mirror only.
    QString route; // syncRouteKey()
    QString routeName; // syncRouteName(): translated, for the text
    QString routeReason; // routeReasonKey()
    QString routeExplanation; // translated: why this route, with the figures
    bool baseline = false;
    bool dryRun = false;
    bool gap = false;
    std::optional<QDateTime> syncPointBefore;
    std::optional<QDateTime> syncPointAfter;
    QString trashFolder;
    StateMigration migration;
    qint64 bytesDownloaded = 0;
    qint64 elapsedMs = 0;

    static SyncReport fromAudit(const AuditJob &job, const QString &source, SpecVersion version);
    static SyncReport fromMirror(const MirrorResult &result, SpecVersion version);

    // Calls visit for every item, in order, until it returns false; false
    // when the stored items could not be read (error says why).
    bool forEachItem(const std::function<bool(const AuditItem &item)> &visit,
                     QString *error = nullptr, bool withReasons = true) const;
};

// JSON: {"tool", "version", "specVersion", "command": "audit"|"mirror",
// "source", "destination", "complete", "summary": {same, create, update,
// delete, failed}, "resources": [{"url", "path", "state", "reasons": [keys],
// "details": [sentences]}], "findings": [...]} plus, for mirror, "route",
// "routeReason", "routeExplanation", "baseline", "dryRun", "gap",
// "syncPointBefore", "syncPointAfter", "trash", "bytesDownloaded",
// "migration" (null, or {"from", "resources", "moved", "kept"}); for audit,
// "baselineAt", "changesUntil".
// Text: a heading, one line per resource that is not Same (all with
// verbose), findings, and a summary line. JUnit: a suite "resources" with one
// case per resource that is not Same (a failure for an audit; for a mirror
// only Failed ones fail, the others were done), plus the findings' suite.
//
// Streams to `out`; false (and *error) when the items could not be read or
// out refused a write.
bool writeSyncReport(const SyncReport &report, ReportFormat format, QIODevice *out,
                     bool verbose = false, QString *error = nullptr);
// The same in memory: for tests and small reports.
QByteArray writeSyncReport(const SyncReport &report, ReportFormat format, bool verbose = false);

} // namespace rsi
