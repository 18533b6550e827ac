// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirror/auditcomparison.h"
#include "reportwriter.h"
#include "validation/finding.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace rsi {

class AuditJob;
struct MirrorResult;

// The report of `audit` (what a sync would do) and `mirror` (what it did):
// the contract's JSON (design.md), plus text for people and JUnit for CI.
struct SyncReport
{
    enum class Kind : quint8 { Audit, Mirror };
    Kind kind = Kind::Audit;
    QString source;
    QString destination;
    SpecVersion specVersion = SpecVersion::V1_1;
    QList<AuditItem> items;
    AuditCounts counts;
    FindingList findings;
    bool complete = true; // false when interrupted
    // Audit: the times it was computed against (19.3-4).
    std::optional<QDateTime> baselineAt;
    std::optional<QDateTime> changesUntil;
    // Mirror only.
    QString route; // syncRouteKey()
    QString routeName; // syncRouteName(): translated, for the text
    bool baseline = false;
    bool dryRun = false;
    bool gap = false;
    std::optional<QDateTime> syncPointBefore;
    std::optional<QDateTime> syncPointAfter;
    QString trashFolder;
    qint64 bytesDownloaded = 0;
    qint64 elapsedMs = 0;

    static SyncReport fromAudit(const AuditJob &job, const QString &source, SpecVersion version);
    static SyncReport fromMirror(const MirrorResult &result, SpecVersion version);
};

// JSON: {"tool", "version", "specVersion", "command": "audit"|"mirror",
// "source", "destination", "complete", "summary": {same, create, update,
// delete, failed}, "resources": [{"url", "path", "state", "reasons": [keys],
// "details": [sentences]}], "findings": [...]} plus, for mirror, "route",
// "baseline", "dryRun", "gap", "syncPointBefore", "syncPointAfter",
// "trash", "bytesDownloaded"; for audit, "baselineAt", "changesUntil".
// Text: a heading, one line per resource that is not Same (all with
// verbose), findings, and a summary line. JUnit: a suite "resources" with one
// case per resource that is not Same (a failure for an audit; for a mirror
// only Failed ones fail, the others were done), plus the findings' suite.
QByteArray writeSyncReport(const SyncReport &report, ReportFormat format, bool verbose = false);

} // namespace rsi
