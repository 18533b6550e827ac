// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawlcommand.h"

#include "clioutput.h"
#include "commandline.h"
#include "crawl/crawljob.h"
#include "crawl/sourcecheckjob.h"
#include "crawl/treevalidator.h"
#include "historycommand.h"
#include "interruptguard.h"
#include "progressprinter.h"
#include "report/crawlreport.h"
#include "report/terminaltext.h"
#include "scopeoptions.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>

#include <memory>

#ifdef Q_OS_UNIX
#include <langinfo.h>
#endif

namespace rsi::cli {

namespace {

// Box-drawing characters only where the locale can show them: Qt writes
// UTF-8 whatever the locale says, and a C or Latin-1 terminal would show
// mojibake.
rsi::TreeStyle treeStyleForLocale()
{
#ifdef Q_OS_UNIX
    // QCoreApplication has called setlocale(LC_ALL, "") by now.
    const QByteArray codeset = QByteArray(::nl_langinfo(CODESET)).toLower().replace('-', "");
    return codeset == "utf8" ? rsi::TreeStyle::Unicode : rsi::TreeStyle::Ascii;
#else
    return rsi::TreeStyle::Ascii;
#endif
}

// A sample is only worth its seed: the user needs it to see the same sample again.
void announceSample(const CommandLine &line)
{
    if (line.scope.samples() && !line.quiet)
        printError(
            QCoreApplication::translate(
                "main",
                "checking a random sample of %1 resources per list, seed %2 "
                "(--seed %2 picks the same ones again)")
                .arg(QString::number(line.scope.sampleSize), QString::number(line.scope.seed)));
}

} // namespace

void showCrawlProgress(ProgressPrinter &progress, rsi::CrawlJob &crawl, QCoreApplication &app)
{
    if (!progress.isEnabled())
        return;
    QObject::connect(
        &crawl, &rsi::CrawlJob::documentLoaded, &app, [&progress, &crawl](int, const QUrl &url) {
            progress.show(QCoreApplication::translate("main", "crawled %1 of %2 documents: %3")
                              .arg(crawl.processedAmount())
                              .arg(crawl.totalAmount())
                              .arg(url.toDisplayString()));
        });
}

rsi::CrawlOptions crawlOptionsOf(const CommandLine &line)
{
    rsi::CrawlOptions options;
    options.validation = line.validation;
    options.fetch = line.fetch;
    options.maxDocuments = line.maxDocuments;
    options.scope = line.scope;
    return options;
}

int runCrawl(QCoreApplication &app, const CommandLine &line, InterruptGuard &interrupts)
{
    QNetworkAccessManager network;
    const rsi::CrawlOptions options = crawlOptionsOf(line);
    rsi::CrawlJob crawl(line.inputs.constFirst(), options, &network);
    const QDateTime started = QDateTime::currentDateTimeUtc();

    ProgressPrinter progress(line.progress);
    showCrawlProgress(progress, crawl, app);
    bool interrupted = false;
    interrupts.setHandler([&] {
        interrupted = true;
        crawl.cancel();
    });

    rsi::SourceTree tree;
    // After the crawl, with --check-resources; declared after the tree it
    // writes to, so that it goes first.
    std::unique_ptr<rsi::SourceCheckJob> checkJob;
    int exitCode = ExitCannotRun;
    // Writes the report of the tree as it stands and ends the event loop.
    const auto finish = [&](bool canRun) {
        progress.finish();
        if (interrupted) {
            printError(QCoreApplication::translate(
                "main", "interrupted; the report covers what was crawled by then"));
        }
        // The report groups findings; the history keeps every one.
        rsi::SourceTree reported = tree;
        if (!line.allFindings)
            rsi::groupTreeFindings(reported);
        const QByteArray bytes = rsi::writeCrawlReport(reported, line.validation.specVersion,
                                                       line.format, treeStyleForLocale());
        if (!deliver(bytes, line) || !canRun || interrupted)
            exitCode = ExitCannotRun;
        else
            exitCode = rsi::crawlCounts(tree).errors > 0 ? ExitFindings : ExitOk;
        // An interrupted crawl is not kept: half a source would compare as
        // documents removed.
        if (line.history.save && canRun && !interrupted
            && !saveToHistory(tree, runContext(line, options, started), line))
            exitCode = ExitCannotRun;
        QCoreApplication::exit(exitCode);
    };

    QObject::connect(&crawl, &rsi::Job::finished, &app, [&](rsi::Job *) {
        tree = crawl.takeTree();
        switch (crawl.error()) {
        case rsi::Job::Error::NoError:
        case rsi::Job::Error::Canceled:
            break;
        case rsi::Job::Error::InvalidInput:
        case rsi::Job::Error::Unreachable:
        case rsi::Job::Error::Failed:
            printError(crawl.errorString());
            finish(false);
            return;
        }
        if (const QString missing = missingCapabilityLists(tree, line.scope);
            !missing.isEmpty() && !interrupted) {
            printError(missing);
            progress.finish();
            exitCode = ExitCannotRun;
            QCoreApplication::exit(exitCode);
            return;
        }
        if (!line.checkResources || interrupted) {
            finish(true);
            return;
        }
        announceSample(line);
        rsi::SourceCheckJob::Options checks;
        checks.fetch = line.fetch;
        checks.validation = line.validation;
        checks.hash = line.hash;
        checks.scope = line.scope;
        checks.localRoot = crawl.localRoot();
        checkJob = std::make_unique<rsi::SourceCheckJob>(tree, checks, &network);
        if (progress.isEnabled()) {
            QObject::connect(
                checkJob.get(), &rsi::Job::progressChanged, &app,
                [&progress, &checkJob](qint64 done, qint64 total) {
                    progress.show(
                        (checkJob->phase() == rsi::SourceCheckJob::Phase::Resources
                             ? QCoreApplication::translate("main", "checked %1 of %2 resources")
                             : QCoreApplication::translate(
                                 "main", "checked %1 of %2 resources and dump packages"))
                            .arg(done)
                            .arg(total));
                });
        }
        interrupts.setHandler([&] {
            interrupted = true;
            checkJob->cancel();
        });
        QObject::connect(checkJob.get(), &rsi::Job::finished, &app, [&](rsi::Job *) {
            if (checkJob->isCanceled())
                tree.setComplete(false); // some resources were not checked
            else if (checkJob->error() != rsi::Job::Error::NoError)
                printError(checkJob->errorString());
            finish(true);
        });
        checkJob->start();
    });
    crawl.start();
    app.exec();
    interrupts.setHandler({});
    return exitCode;
}

} // namespace rsi::cli
