// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validatecommand.h"

#include "clioutput.h"
#include "commandline.h"
#include "interruptguard.h"
#include "jobs/validatejob.h"
#include "progressprinter.h"
#include "validation/findinggrouping.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>

namespace rsi::cli {

int runValidate(QCoreApplication &app, const CommandLine &line, InterruptGuard &interrupts)
{
    QNetworkAccessManager network;
    rsi::ValidateJob job(line.inputs, line.validation, line.fetch, &network);
    ProgressPrinter progress(line.progress);
    if (progress.isEnabled()) {
        QObject::connect(
            &job, &rsi::Job::progressChanged, &app, [&progress](qint64 done, qint64 total) {
                progress.show(QCoreApplication::translate("main", "validated %1 of %2 documents")
                                  .arg(done)
                                  .arg(total));
            });
    }
    interrupts.setHandler([&job] { job.cancel(); });
    int exitCode = ExitCannotRun;
    QObject::connect(&job, &rsi::Job::finished, &app, [&](rsi::Job *) {
        progress.finish();
        const bool canceled = job.isCanceled();
        if (canceled)
            printError(QCoreApplication::translate(
                "main", "interrupted; the report covers the documents checked by then"));
        rsi::ValidationReport report = job.report();
        if (!line.allFindings)
            rsi::groupReportFindings(report);
        if (!deliver(rsi::writeReport(report, line.format, !canceled), line))
            exitCode = ExitCannotRun;
        else if (canceled || report.anyUnloaded())
            exitCode = ExitCannotRun;
        else
            exitCode = report.counts().errors > 0 ? ExitFindings : ExitOk;
        QCoreApplication::exit(exitCode);
    });
    job.start();
    app.exec();
    interrupts.setHandler({});
    return exitCode;
}

} // namespace rsi::cli
