// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using rsi::Job;

namespace {

// Finishes after a short delay, or when told to fail.
class TimedJob final : public Job
{
public:
    explicit TimedJob(int delayMs, bool fail = false)
        : m_delayMs(delayMs)
        , m_fail(fail)
    { }
    bool started = false;
    bool canceled = false;

protected:
    void doStart() override
    {
        started = true;
        setTotalAmount(2);
        setProcessedAmount(1);
        QTimer::singleShot(m_delayMs, this, [this] {
            setProcessedAmount(2);
            emitResult(m_fail ? Error::Failed : Error::NoError,
                       m_fail ? QStringLiteral("it broke") : QString());
            emitResult(); // a second result is ignored
        });
    }
    void doCancel() override { canceled = true; }

private:
    int m_delayMs;
    bool m_fail;
};

// Saves what it did before it ends: cancel() only asks, and the job
// finishes as Canceled when its clean-up is done.
class SavingJob final : public Job
{
public:
    SavingJob() { setCancelsAsynchronously(true); }
    int cancels = 0;

protected:
    void doStart() override { }
    void doCancel() override
    {
        ++cancels;
        QTimer::singleShot(50, this,
                           [this] { emitResult(Error::Canceled, QStringLiteral("saved")); });
    }
};

} // namespace

class tst_Job : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startIsQueuedAndFinishesOnce();
    void failureCarriesItsError();
    void cancelFinishesAsCanceledOnce();
    void cancelAfterFinishIsIgnored();
    void asynchronousCancelFinishesOnceWhenDone();
};

void tst_Job::startIsQueuedAndFinishesOnce()
{
    TimedJob job(10);
    QSignalSpy finished(&job, &Job::finished);
    QSignalSpy progress(&job, &Job::progressChanged);
    job.start();
    QVERIFY(!job.started); // scheduled, not run inside start()
    job.start(); // starting twice does nothing
    QVERIFY(finished.wait(5000));
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::NoError);
    QCOMPARE(job.processedAmount(), 2);
    QCOMPARE(job.totalAmount(), 2);
    QVERIFY(progress.size() >= 2);
}

void tst_Job::failureCarriesItsError()
{
    TimedJob job(1, true);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(job.error(), Job::Error::Failed);
    QCOMPARE(job.errorString(), QStringLiteral("it broke"));
}

void tst_Job::cancelFinishesAsCanceledOnce()
{
    TimedJob job(200);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_VERIFY(job.started);
    job.cancel();
    QVERIFY(job.canceled);
    QCOMPARE(finished.size(), 1);
    QVERIFY(job.isCanceled());
    QTest::qWait(300); // the work's own result arrives later and is ignored
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::Canceled);
}

void tst_Job::cancelAfterFinishIsIgnored()
{
    TimedJob job(1);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(5000));
    job.cancel();
    QVERIFY(!job.canceled);
    QCOMPARE(job.error(), Job::Error::NoError);
    QCOMPARE(finished.size(), 1);
}

void tst_Job::asynchronousCancelFinishesOnceWhenDone()
{
    SavingJob job;
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTest::qWait(10);
    job.cancel();
    QVERIFY(job.isCancelRequested());
    QVERIFY(!job.isFinished()); // still saving
    job.cancel(); // asking again changes nothing
    QCOMPARE(job.cancels, 1);
    QVERIFY(finished.wait(5000));
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    QVERIFY(job.isCanceled());
    QCOMPARE(job.errorString(), QStringLiteral("saved"));
}

QTEST_GUILESS_MAIN(tst_Job)
#include "tst_job.moc"
