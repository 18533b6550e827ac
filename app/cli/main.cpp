// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// rsinspector-cli: the engine without a window, for scripts and CI pipelines.
// The composition root of the command-line tool: it builds the services a
// command needs and hands them over.
#include "clioutput.h"
#include "commandline.h"
#include "comparecommand.h"
#include "crawl/crawljob.h"
#include "crawl/sourcecheckjob.h"
#include "crawl/treevalidator.h"
#include "historycommand.h"
#include "jobs/validatejob.h"
#include "mirror/auditjob.h"
#include "mirror/mirrorjob.h"
#include "report/crawlreport.h"
#include "report/ruletablewriter.h"
#include "report/syncreport.h"
#include "report/terminaltext.h"
#include "scopeoptions.h"
#include "translationloader.h"
#include "util/allocator.h"
#include "util/atomicwrite.h"
#include "validation/findinggrouping.h"
#include "validation/validator.h"
#include "watchcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QSaveFile>
#include <QSocketNotifier>
#include <QTimer>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <langinfo.h>
#include <sys/ioctl.h>
#include <unistd.h>
#elif defined(Q_OS_WIN)
#include <io.h>
#endif

namespace {

#ifdef Q_OS_UNIX
using SignalAction = struct sigaction; // the struct, not the function of that name
#endif

using namespace rsi::cli; // NOLINT: the exit-code enumerators read better unqualified

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return ::isatty(STDERR_FILENO) == 1;
#elif defined(Q_OS_WIN)
    return ::_isatty(::_fileno(stderr)) != 0;
#else
    return false;
#endif
}

// The columns of the terminal on standard error, 0 when unknown.
int terminalColumns()
{
#ifdef Q_OS_UNIX
    winsize size {};
    if (::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0)
        return size.ws_col;
#endif
    return 0;
}

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

// --progress: one line per update on standard error. On a terminal the line
// is rewritten in place (carriage return, erase to end of line) and cut to
// the terminal's width; anywhere else every update is a line of its own, with
// no control codes, so that logs stay readable.
class ProgressPrinter final
{
public:
    explicit ProgressPrinter(bool enabled)
        : m_enabled(enabled)
        , m_terminal(enabled && stderrIsTerminal())
    { }
    ~ProgressPrinter() { finish(); }
    Q_DISABLE_COPY_MOVE(ProgressPrinter)

    bool isEnabled() const { return m_enabled; }

    void show(const QString &text)
    {
        if (!m_enabled || text == m_last)
            return;
        m_last = text;
        // Progress names URLs and paths a source chose.
        QString shown = rsi::terminalSafe(text);
        if (!m_terminal) {
            printTo(stderr, (shown + u'\n').toLocal8Bit());
            return;
        }
        const int columns = terminalColumns();
        if (columns > 4 && shown.size() >= columns)
            shown = shown.left(columns - 4) + QStringLiteral("...");
        printTo(stderr, "\r" + shown.toLocal8Bit() + "\x1b[K");
        m_open = true;
    }

    // Ends a line rewritten in place, so that what follows starts afresh.
    void finish()
    {
        if (m_open)
            printTo(stderr, "\n");
        m_open = false;
    }

private:
    bool m_enabled = false;
    bool m_terminal = false;
    bool m_open = false;
    QString m_last;
};

// Ctrl-C (SIGINT) and SIGTERM. The signal handler does only what is
// async-signal-safe: it counts the signal in a lock-free atomic and writes a
// byte to a pipe; a QSocketNotifier on the pipe's other end then runs the
// current handler (cancelling the running job) on the main thread. A second
// signal ends the process at once from the handler itself, with std::_Exit().
class InterruptGuard final
{
public:
    explicit InterruptGuard(QObject *context);
    ~InterruptGuard();
    Q_DISABLE_COPY_MOVE(InterruptGuard)

    // Runs on the main thread at the first signal; replaces what was set.
    void setHandler(std::function<void()> handler) { m_handler = std::move(handler); }

private:
    static void onSignal(int signal);
    void dispatch();

    static_assert(std::atomic<int>::is_always_lock_free);
    static inline std::atomic<int> s_count {0};
#ifdef Q_OS_UNIX
    static inline int s_pipe[2] = {-1, -1};
    QSocketNotifier *m_notifier = nullptr;
#else
    QTimer *m_poll = nullptr;
#endif
    std::function<void()> m_handler;
    bool m_dispatched = false;
};

InterruptGuard::InterruptGuard(QObject *context)
{
#ifdef Q_OS_UNIX
    if (::pipe(s_pipe) != 0)
        return;
    for (const int fd : s_pipe) {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    m_notifier = new QSocketNotifier(s_pipe[0], QSocketNotifier::Read, context);
    QObject::connect(m_notifier, &QSocketNotifier::activated, context, [this] {
        char bytes[16];
        while (::read(s_pipe[0], bytes, sizeof bytes) > 0) { }
        dispatch();
    });
    SignalAction action {};
    action.sa_handler = &InterruptGuard::onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
#else
    // Elsewhere the handler may run on another thread; the main thread
    // looks at the count a few times a second.
    std::signal(SIGINT, &InterruptGuard::onSignal);
    std::signal(SIGTERM, &InterruptGuard::onSignal);
    m_poll = new QTimer(context);
    QObject::connect(m_poll, &QTimer::timeout, context, [this] {
        if (s_count.load() > 0)
            dispatch();
    });
    m_poll->start(100);
#endif
}

InterruptGuard::~InterruptGuard()
{
#ifdef Q_OS_UNIX
    // Once interrupted, the handler stays: a second Ctrl-C that arrives
    // while the partial report is being finished still ends the process
    // with "could not run" (it touches no pipe), rather than by the signal.
    if (s_count.load() == 0) {
        SignalAction action {};
        action.sa_handler = SIG_DFL;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, nullptr);
        ::sigaction(SIGTERM, &action, nullptr);
    }
    delete m_notifier;
    for (int &fd : s_pipe) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
#else
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    delete m_poll;
#endif
}

void InterruptGuard::onSignal(int signal)
{
    Q_UNUSED(signal)
    if (s_count.fetch_add(1) > 0)
        std::_Exit(ExitCannotRun); // the second one: no report, no waiting
#ifdef Q_OS_UNIX
    const int savedErrno = errno;
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_pipe[1], &byte, 1);
    errno = savedErrno;
#endif
}

void InterruptGuard::dispatch()
{
    if (m_dispatched)
        return;
    m_dispatched = true;
    if (m_handler)
        m_handler();
}

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

// Prints a line per document the crawl has read, when progress is asked for.
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

// The crawl every command that crawls begins with, scoped as asked.
rsi::CrawlOptions crawlOptionsOf(const CommandLine &line)
{
    rsi::CrawlOptions options;
    options.validation = line.validation;
    options.fetch = line.fetch;
    options.maxDocuments = line.maxDocuments;
    options.scope = line.scope;
    return options;
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

// audit and mirror: crawl the source (as crawl does), then compare the local
// copy with it (AuditJob) or bring the copy up to date (MirrorJob). Errors in
// the source's documents do not stop them: they work with what is there.
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

} // namespace

int main(int argc, char *argv[])
{
    rsi::tuneAllocatorForLargeDocuments();
    // Qt's own event loop rather than GLib's: GLib's writes its wake-up
    // descriptor for every event posted from another thread, Qt's once per
    // wake-up, and a mirror posts several events per file between its
    // threads (100,000 system calls for 10,000 files). The tool needs nothing
    // of GLib's (a QT_NO_GLIB set already is left as it is).
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rsinspector-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RSI_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("ResourceSync Inspector"));
    rsi::installTranslations();
    // Process-wide: every QNetworkAccessManager asks the system (on Unix the
    // http_proxy, https_proxy and no_proxy variables) which proxy to use.
    QNetworkProxyFactory::setUseSystemConfiguration(true);

    const CommandLine line = parseCommandLine(QCoreApplication::arguments());
    if (!line.error.isEmpty()) {
        printError(line.error);
        printTo(stderr, line.usage.toLocal8Bit());
        return ExitCannotRun;
    }
    switch (line.command) {
    case Command::Help:
        printTo(stdout, line.usage.toLocal8Bit());
        return ExitOk;
    case Command::Version:
        printTo(
            stdout,
            QStringLiteral("rsinspector-cli %1\n").arg(QStringLiteral(RSI_VERSION)).toLocal8Bit());
        return ExitOk;
    case Command::Rules: {
        // The narrowest command that checks each rule; crawl runs validate's too.
        const rsi::RuleCheckers &checked = rsi::ruleCheckers();
        const QByteArray table = line.format == rsi::ReportFormat::Json
            ? rsi::writeRuleTableJson(checked)
            : rsi::writeRuleTableText(checked);
        return deliver(table, line) ? ExitOk : ExitCannotRun;
    }
    case Command::Validate: {
        InterruptGuard interrupts(&app);
        return runValidate(app, line, interrupts);
    }
    case Command::Crawl: {
        InterruptGuard interrupts(&app);
        return runCrawl(app, line, interrupts);
    }
    case Command::Audit:
    case Command::Mirror: {
        InterruptGuard interrupts(&app);
        return runSync(app, line, interrupts);
    }
    case Command::Watch: {
        InterruptGuard interrupts(&app);
        return runWatch(app, line, [&interrupts](std::function<void()> handler) {
            interrupts.setHandler(std::move(handler));
        });
    }
    case Command::History:
        return runHistory(line);
    case Command::Compare:
        return runCompare(line);
    case Command::None:
        break;
    }
    return ExitCannotRun;
}
