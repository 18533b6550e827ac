// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace rsi {

// A unit of long-running work (validation, crawl, audit, mirror), modelled on
// KJob: start() schedules the work on the event loop, progress is reported in
// units, cancel() stops it, and finished() is emitted exactly once, after
// which error() and errorString() say how it ended. Lives on the thread that
// created it; subclasses move heavy work to worker threads themselves.
class Job : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Job)

public:
    enum class Error {
        NoError,
        Canceled,
        InvalidInput, // bad arguments or unreadable input
        Unreachable, // the source could not be fetched
        Failed, // anything else that stopped the job
    };
    Q_ENUM(Error)

    explicit Job(QObject *parent = nullptr);
    ~Job() override;

    void start();
    void cancel();

    bool isFinished() const { return m_finished; }
    bool isCanceled() const { return m_error == Error::Canceled; }
    // cancel() was called (a job that cancels asynchronously may still run).
    bool isCancelRequested() const { return m_cancelRequested; }
    Error error() const { return m_error; }
    QString errorString() const { return m_errorString; }
    qint64 processedAmount() const { return m_processed; }
    qint64 totalAmount() const { return m_total; }

Q_SIGNALS:
    void progressChanged(qint64 processed, qint64 total);
    void finished(rsi::Job *job);

protected:
    // Called from the event loop after start(). Must lead to emitResult().
    virtual void doStart() = 0;
    // Stops the work as soon as possible; the job then finishes as Canceled.
    virtual void doCancel() { }
    // With this on, cancel() only asks (doCancel()), and the subclass
    // finishes the job itself once what runs has stopped (emitResult with
    // Error::Canceled), within seconds: for jobs that must save what they
    // did without blocking the thread that cancels.
    void setCancelsAsynchronously(bool on) { m_cancelsAsynchronously = on; }

    void setTotalAmount(qint64 total);
    void setProcessedAmount(qint64 processed);
    // Ends the job; later calls are ignored, so finished() fires once.
    void emitResult(Error error = Error::NoError, const QString &errorString = {});

private:
    bool m_started = false;
    bool m_finished = false;
    bool m_cancelRequested = false;
    bool m_cancelsAsynchronously = false;
    Error m_error = Error::NoError;
    QString m_errorString;
    qint64 m_processed = 0;
    qint64 m_total = 0;
};

} // namespace rsi
