// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "job.h"

#include <QCoreApplication>
#include <QTimer>

namespace rsi {

Job::Job(QObject *parent)
    : QObject(parent)
{ }

Job::~Job() = default;

void Job::start()
{
    if (m_started)
        return;
    m_started = true;
    // Queued, so that callers can connect to finished() after start().
    QTimer::singleShot(0, this, [this] {
        if (!m_finished)
            doStart();
    });
}

void Job::cancel()
{
    if (m_finished || m_cancelRequested)
        return;
    m_cancelRequested = true;
    doCancel();
    if (!m_cancelsAsynchronously)
        emitResult(Error::Canceled, QCoreApplication::translate("Job", "Canceled."));
}

void Job::setTotalAmount(qint64 total)
{
    m_total = total;
    Q_EMIT progressChanged(m_processed, m_total);
}

void Job::setProcessedAmount(qint64 processed)
{
    m_processed = processed;
    Q_EMIT progressChanged(m_processed, m_total);
}

void Job::emitResult(Error error, const QString &errorString)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    m_errorString = errorString;
    Q_EMIT finished(this);
}

} // namespace rsi
