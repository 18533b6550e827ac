// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchcommand.h"

#include "commandline.h"
#include "notify/watchjob.h"
#include "report/terminaltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>

#include <cstdio>

namespace rsi::cli {

namespace {

void printError(const QString &text)
{
    const QByteArray bytes
        = QStringLiteral("rsinspector-cli: %1\n").arg(terminalSafe(text)).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

// Where the events go: standard output, or the --output file, written and
// flushed event by event (a watch has no end to wait for).
class EventSink final
{
public:
    bool open(const CommandLine &line)
    {
        m_format = line.format;
        if (line.outputFile.isEmpty())
            return m_file.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
        m_file.setFileName(line.outputFile);
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            printError(QCoreApplication::translate("main", "cannot write %1: %2")
                           .arg(line.outputFile, m_file.errorString()));
            return false;
        }
        return true;
    }

    // false when the event did not all arrive (a full disk, a closed pipe).
    bool write(const WatchEvent &event)
    {
        // The values of a text event are escaped already; this keeps any
        // line of it from acting on a terminal.
        const QByteArray bytes = m_format == ReportFormat::Json
            ? watchEventJsonLine(event)
            : terminalSafeLines(watchEventText(event)).toUtf8();
        return m_file.write(bytes) == bytes.size() && m_file.flush();
    }
    QString errorString() const { return m_file.errorString(); }

private:
    QFile m_file;
    ReportFormat m_format = ReportFormat::Text;
};

QString absoluteSource(const QString &input)
{
    const QUrl url(input, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && (scheme == u"http" || scheme == u"https" || scheme == u"file"))
        return input;
    return QDir::cleanPath(QFileInfo(input).absoluteFilePath());
}

} // namespace

int runWatch(QCoreApplication &app, const CommandLine &line,
             const InterruptHandlerSetter &setInterruptHandler)
{
    WatchOptions options;
    options.crawl.validation = line.validation;
    options.crawl.fetch = line.fetch;
    options.crawl.maxDocuments = line.maxDocuments;
    options.listenAddress = line.watch.listenAddress;
    options.listenPort = line.watch.listenPort;
    options.callbackUrl = line.watch.callbackUrl;
    options.subscriber.leaseSeconds = line.watch.leaseSeconds;
    options.subscriber.requestTimeoutMs = line.fetch.inactivityTimeoutMs;
    options.pollSeconds = line.watch.pollSeconds;
    options.durationSeconds = line.watch.durationSeconds;
    options.mirror = line.mirror;
    if (!line.watch.mirrorDirectory.isEmpty()) {
        const QFileInfo folder(line.watch.mirrorDirectory);
        if (folder.exists() && !folder.isDir()) {
            printError(QCoreApplication::translate(
                           "main", "%1 is not a folder: the local copy must be one.")
                           .arg(line.watch.mirrorDirectory));
            return ExitCannotRun;
        }
        options.mirrorDirectory = QDir::cleanPath(folder.absoluteFilePath());
    }

    EventSink sink;
    if (!line.quiet && !sink.open(line))
        return ExitCannotRun;
    // Declared before the job that uses it, so that it goes last.
    QNetworkAccessManager network;
    WatchJob job(absoluteSource(line.inputs.constFirst()), options, &network);
    // Nobody reads what cannot be written: the watch stops, and says why.
    bool outputFailed = false;
    QObject::connect(&job, &WatchJob::eventAdded, &app, [&](const WatchEvent &event) {
        if (!line.quiet && !outputFailed && !sink.write(event)) {
            outputFailed = true;
            printError(QCoreApplication::translate("main", "cannot write the events: %1")
                           .arg(sink.errorString()));
            job.stop(WatchJob::StopReason::User);
        }
        if (line.progress && event.kind == WatchEvent::Kind::Error)
            printError(event.message);
    });
    setInterruptHandler([&job] { job.stop(WatchJob::StopReason::Signal); });
    int exitCode = ExitCannotRun;
    QObject::connect(&job, &Job::finished, &app, [&](Job *) {
        if (outputFailed) {
            exitCode = ExitCannotRun;
        } else if (job.error() == Job::Error::NoError) {
            exitCode = job.lastSyncFailed() ? ExitFindings : ExitOk;
        } else {
            if (!job.isCanceled())
                printError(job.errorString());
            exitCode = ExitCannotRun;
        }
        QCoreApplication::exit(exitCode);
    });
    job.start();
    app.exec();
    setInterruptHandler({});
    return exitCode;
}

} // namespace rsi::cli
