// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "synccommand.h"

#include "clioutput.h"
#include "commandline.h"
#include "crawl/crawljob.h"
#include "crawlcommand.h"
#include "historycommand.h"
#include "interruptguard.h"
#include "mirror/auditjob.h"
#include "mirror/mirrorjob.h"
#include "progressprinter.h"
#include "report/crawlreport.h"
#include "report/syncreport.h"
#include "scopeoptions.h"
#include "validation/findinggrouping.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QNetworkAccessManager>

#include <memory>

namespace rsi::cli {

namespace {

// Whether the crawl read a document that an audit (the lists, or the dumps'
// manifests) or a mirror (the lists or the dumps) can work from.
bool hasSyncDocuments(const rsi::SourceTree &tree, bool dumpsToo)
{
    for (const rsi::CrawledDocument &document : tree.documents()) {
        if (!document.loaded)
            continue;
        switch (document.type) {
        case rsi::DocumentType::ResourceList:
        case rsi::DocumentType::ChangeList:
            return true;
        case rsi::DocumentType::ResourceDumpManifest:
        case rsi::DocumentType::ChangeDumpManifest:
            if (!dumpsToo)
                return true;
            break;
        case rsi::DocumentType::ResourceDump:
        case rsi::DocumentType::ChangeDump:
            if (dumpsToo)
                return true;
            break;
        default:
            break;
        }
    }
    return false;
}

} // namespace

int runSync(QCoreApplication &app, const CommandLine &line, InterruptGuard &interrupts)
{
    const bool mirroring = line.command == Command::Mirror;
    const QString source = absoluteSource(line.inputs.constFirst());
    const QFileInfo destinationInfo(line.destination);
    const QString destination = QDir::cleanPath(destinationInfo.absoluteFilePath());
    if (destinationInfo.exists() && !destinationInfo.isDir()) {
        printError(
            QCoreApplication::translate("main", "%1 is not a folder: the local copy must be one.")
                .arg(line.destination));
        return ExitCannotRun;
    }

    // Declared before the jobs that use it, so that it goes last.
    QNetworkAccessManager network;
    const rsi::CrawlOptions options = crawlOptionsOf(line);
    rsi::CrawlJob crawl(line.inputs.constFirst(), options, &network);
    std::unique_ptr<rsi::AuditJob> audit;
    std::unique_ptr<rsi::MirrorJob> mirror;

    ProgressPrinter progress(line.progress);
    showCrawlProgress(progress, crawl, app);
    bool interrupted = false;
    interrupts.setHandler([&] {
        interrupted = true;
        crawl.cancel();
    });

    int exitCode = ExitCannotRun;
    std::shared_ptr<const rsi::SourceTree> tree;
    const QDateTime started = QDateTime::currentDateTimeUtc();
    const auto finish = [&](rsi::SyncReport report, int code) {
        progress.finish();
        if (interrupted)
            printError(QCoreApplication::translate(
                "main", "interrupted; the report covers what was done by then"));
        if (!line.allFindings)
            report.findings = rsi::groupFindings(report.findings);
        exitCode = deliverSyncReport(report, line) ? code : ExitCannotRun;
        if (line.history.save && tree && !interrupted && code != ExitCannotRun) {
            rsi::RunContext context = runContext(line, options, started);
            context.summary = syncSummaryJson(report);
            if (!saveToHistory(*tree, context, line))
                exitCode = ExitCannotRun;
        }
        QCoreApplication::exit(exitCode);
    };
    const auto stop = [&](const QString &why) {
        progress.finish();
        printError(why);
        exitCode = ExitCannotRun;
        QCoreApplication::exit(exitCode);
    };

    const auto startAudit = [&] {
        audit = std::make_unique<rsi::AuditJob>(tree, destination, line.audit,
                                                line.validation.specVersion);
        if (progress.isEnabled()) {
            QObject::connect(audit.get(), &rsi::Job::progressChanged, &app,
                             [&progress](qint64 done, qint64 total) {
                                 if (done == 0) // the total is being set
                                     return;
                                 progress.show(
                                     QCoreApplication::translate("main", "audited %1 of %2")
                                         .arg(done)
                                         .arg(total));
                             });
        }
        interrupts.setHandler([&] {
            interrupted = true;
            audit->cancel();
        });
        QObject::connect(audit.get(), &rsi::Job::finished, &app, [&](rsi::Job *) {
            if (audit->error() != rsi::Job::Error::NoError && !audit->isCanceled()) {
                stop(audit->errorString());
                return;
            }
            rsi::SyncReport report
                = rsi::SyncReport::fromAudit(*audit, source, line.validation.specVersion);
            if (audit->isCanceled()) {
                report.complete = false;
                finish(report, ExitCannotRun);
                return;
            }
            finish(report, report.counts.inSync() ? ExitOk : ExitFindings);
        });
        audit->start();
    };
    const auto startMirror = [&] {
        mirror = std::make_unique<rsi::MirrorJob>(tree, source, destination, line.mirror, &network);
        if (progress.isEnabled()) {
            QObject::connect(mirror.get(), &rsi::MirrorJob::statusChanged, &app,
                             [&progress](const QString &status) {
                                 progress.show(
                                     QCoreApplication::translate("main", "mirror: %1").arg(status));
                             });
        }
        interrupts.setHandler([&] {
            interrupted = true;
            mirror->cancel();
        });
        QObject::connect(mirror.get(), &rsi::Job::finished, &app, [&](rsi::Job *) {
            const rsi::MirrorResult &result = mirror->result();
            rsi::SyncReport report
                = rsi::SyncReport::fromMirror(result, line.validation.specVersion);
            if (mirror->isCanceled()) {
                report.complete = false;
                finish(report, ExitCannotRun);
                return;
            }
            if (mirror->error() != rsi::Job::Error::NoError) {
                printError(mirror->errorString());
                finish(report, ExitCannotRun);
                return;
            }
            if (result.route == rsi::SyncRoute::None) {
                printError(QCoreApplication::translate(
                               "main", "%1 offers nothing to mirror from; the report says why.")
                               .arg(source));
                finish(report, ExitCannotRun);
                return;
            }
            finish(report, result.isComplete() ? ExitOk : ExitFindings);
        });
        mirror->start();
    };

    QObject::connect(&crawl, &rsi::Job::finished, &app, [&](rsi::Job *) {
        if (interrupted || crawl.isCanceled()) {
            // Nothing was compared or written yet: an empty report, marked
            // incomplete, so that a script still gets one.
            rsi::SyncReport report;
            report.kind = mirroring ? rsi::SyncReport::Kind::Mirror : rsi::SyncReport::Kind::Audit;
            report.source = source;
            report.destination = destination;
            report.specVersion = line.validation.specVersion;
            report.complete = false;
            finish(report, ExitCannotRun);
            return;
        }
        if (crawl.error() != rsi::Job::Error::NoError) {
            stop(crawl.errorString());
            return;
        }
        tree = std::make_shared<const rsi::SourceTree>(crawl.takeTree());
        if (const QString missing = missingCapabilityLists(*tree, line.scope); !missing.isEmpty()) {
            stop(missing);
            return;
        }
        if (!hasSyncDocuments(*tree, mirroring)) {
            stop(mirroring ? QCoreApplication::translate(
                                 "main",
                                 "%1 offers no Resource List, Resource Dump, Change List "
                                 "or Change Dump that could be read: nothing to mirror "
                                 "from.")
                                 .arg(source)
                           : QCoreApplication::translate(
                                 "main",
                                 "%1 offers no Resource List or Change List that could "
                                 "be read: nothing to compare the local copy with.")
                                 .arg(source));
            return;
        }
        const int errors = rsi::crawlCounts(*tree).errors;
        if (errors > 0 && !line.quiet) {
            progress.finish();
            printError(QCoreApplication::translate(
                           "main",
                           "note: the source's documents have %1 errors; 'rsinspector-cli "
                           "crawl %2' lists them.")
                           .arg(errors)
                           .arg(line.inputs.constFirst()));
        }
        if (mirroring)
            startMirror();
        else
            startAudit();
    });
    crawl.start();
    app.exec();
    interrupts.setHandler({});
    return exitCode;
}

} // namespace rsi::cli
