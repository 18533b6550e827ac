// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job.h"
#include "models/joblistmodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace rsi;

namespace {

// A job the test drives by hand.
class ManualJob final : public Job
{
public:
    using Job::emitResult;
    using Job::setProcessedAmount;
    using Job::setTotalAmount;

protected:
    void doStart() override { }
};

QString text(const JobListModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

} // namespace

class tst_JobListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void addedJobIsRunning();
    void progressIsCountedInUnits();
    void progressOfUnknownTotal();
    void rateIsLocaleFormattedAndFreezes();
    void rateOfTheJobsOwnAmount();
    void successSaysDone();
    void failureSaysWhy();
    void cancelSaysCanceled();
    void deletedFinishedJobStaysListed();
    void deletedRunningJobStops();
    void jobsAreListedOnceNewestLast();
    void finishedJobAddedLate();
};

void tst_JobListModel::initTestCase()
{
    // Group separators are what the rate column is checked for.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_JobListModel::addedJobIsRunning()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy running(&model, &JobListModel::runningCountChanged);
    ManualJob job;
    model.addJob(&job, QStringLiteral("Crawl example.com"), QStringLiteral("documents"));

    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), int(JobListModel::ColumnCount));
    QCOMPARE(text(model, 0, JobListModel::TitleColumn), QStringLiteral("Crawl example.com"));
    QCOMPARE(text(model, 0, JobListModel::StateColumn), QStringLiteral("Running"));
    QCOMPARE(model.state(0), JobListModel::State::Running);
    QCOMPARE(model.index(0, 0).data(JobListModel::StateRole).toInt(),
             int(JobListModel::State::Running));
    QCOMPARE(model.index(0, 0).data(JobListModel::JobRole).value<QObject *>(), &job);
    QCOMPARE(model.index(0, 0).data(JobListModel::ProgressRole).toDouble(), -1.0);
    QCOMPARE(model.job(0), &job);
    QCOMPARE(model.rowOfJob(&job), 0);
    QCOMPARE(model.runningCount(), 1);
    QCOMPARE(running.size(), 1);
    QCOMPARE(running.at(0).at(0).toInt(), 1);
    QCOMPARE(model.headerData(JobListModel::RateColumn, Qt::Horizontal).toString(),
             QStringLiteral("Rate"));
}

void tst_JobListModel::progressIsCountedInUnits()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ManualJob job;
    model.addJob(&job, QStringLiteral("Crawl"), QStringLiteral("documents"));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    job.setTotalAmount(40);
    job.setProcessedAmount(12);
    QTRY_VERIFY(!changed.isEmpty());
    const QModelIndex progress = model.index(0, JobListModel::ProgressColumn);
    const auto first = changed.constFirst().at(0).value<QModelIndex>();
    const auto last = changed.constFirst().at(1).value<QModelIndex>();
    QVERIFY(first.row() <= 0 && last.row() >= 0);
    QVERIFY(first.column() <= JobListModel::ProgressColumn
            && last.column() >= JobListModel::RateColumn);
    QCOMPARE(progress.data().toString(), QStringLiteral("12 of 40 documents"));
    QCOMPARE(progress.data(JobListModel::ProgressRole).toDouble(), 0.3);
    QCOMPARE(progress.data(JobListModel::ProgressRole).metaType(), QMetaType::fromType<double>());

    // Large figures are grouped as the locale does.
    job.setTotalAmount(40000);
    job.setProcessedAmount(12345);
    QCOMPARE(progress.data().toString(), QStringLiteral("12,345 of 40,000 documents"));
}

void tst_JobListModel::progressOfUnknownTotal()
{
    JobListModel model;
    ManualJob job;
    model.addJob(&job, QStringLiteral("Audit"), QStringLiteral("resources"));
    job.setProcessedAmount(7);
    QCOMPARE(text(model, 0, JobListModel::ProgressColumn), QStringLiteral("7 resources"));
    QCOMPARE(model.index(0, 0).data(JobListModel::ProgressRole).toDouble(), -1.0);
}

void tst_JobListModel::rateIsLocaleFormattedAndFreezes()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ManualJob job;
    model.addJob(&job, QStringLiteral("Crawl"), QStringLiteral("documents"));
    // So many that the rate has thousands whatever the machine's speed.
    QTest::qWait(5);
    model.reportItems(&job, 1'000'000'000'000, QStringLiteral("entries/s"));
    const QString running = text(model, 0, JobListModel::RateColumn);
    static const QRegularExpression grouped(
        QStringLiteral("^[1-9][0-9]{0,2}(,[0-9]{3})+ entries/s$"));
    QVERIFY2(grouped.match(running).hasMatch(), qPrintable(running));

    job.emitResult();
    const QString done = text(model, 0, JobListModel::RateColumn);
    QVERIFY2(grouped.match(done).hasMatch(), qPrintable(done));
    // Once finished, the time stops: the figure stays as it was.
    QTest::qWait(20);
    QCOMPARE(text(model, 0, JobListModel::RateColumn), done);
    // And later figures are ignored.
    model.reportItems(&job, 5, QStringLiteral("entries/s"));
    QCOMPARE(text(model, 0, JobListModel::RateColumn), done);
}

void tst_JobListModel::rateOfTheJobsOwnAmount()
{
    JobListModel model;
    ManualJob job;
    model.addJob(&job, QStringLiteral("Crawl"), QStringLiteral("documents"));
    QCOMPARE(text(model, 0, JobListModel::RateColumn), QString()); // nothing done yet
    QTest::qWait(5);
    job.setProcessedAmount(3);
    const QString rate = text(model, 0, JobListModel::RateColumn);
    QVERIFY2(rate.endsWith(QStringLiteral(" documents/s")), qPrintable(rate));
}

void tst_JobListModel::successSaysDone()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ManualJob job;
    model.addJob(&job, QStringLiteral("Validate"), QStringLiteral("documents"));
    QSignalSpy running(&model, &JobListModel::runningCountChanged);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    job.setProcessedAmount(4); // total never known
    job.emitResult();
    // The end shows at once, not at the next refresh.
    QVERIFY(!changed.isEmpty());
    QCOMPARE(model.state(0), JobListModel::State::Succeeded);
    QCOMPARE(text(model, 0, JobListModel::StateColumn), QStringLiteral("Done"));
    QCOMPARE(text(model, 0, JobListModel::ProgressColumn), QStringLiteral("4 documents"));
    QCOMPARE(model.index(0, 0).data(JobListModel::ProgressRole).toDouble(), 1.0);
    QCOMPARE(model.runningCount(), 0);
    QCOMPARE(running.size(), 1);
    QCOMPARE(running.at(0).at(0).toInt(), 0);
}

void tst_JobListModel::failureSaysWhy()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ManualJob job;
    model.addJob(&job, QStringLiteral("Crawl"), QStringLiteral("documents"));
    job.setTotalAmount(10);
    job.setProcessedAmount(2);
    job.emitResult(Job::Error::Unreachable, QStringLiteral("The host was not found."));
    QCOMPARE(model.state(0), JobListModel::State::Failed);
    QCOMPARE(text(model, 0, JobListModel::StateColumn),
             QStringLiteral("Failed: The host was not found."));
    QCOMPARE(text(model, 0, JobListModel::StateColumn, Qt::ToolTipRole),
             QStringLiteral("The host was not found."));
    QCOMPARE(model.index(0, 0).data(JobListModel::ProgressRole).toDouble(), 0.2);
    QCOMPARE(model.runningCount(), 0);
}

void tst_JobListModel::cancelSaysCanceled()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ManualJob job;
    model.addJob(&job, QStringLiteral("Mirror"), QStringLiteral("resources"));
    QSignalSpy running(&model, &JobListModel::runningCountChanged);
    job.cancel();
    QCOMPARE(model.state(0), JobListModel::State::Canceled);
    QCOMPARE(text(model, 0, JobListModel::StateColumn), QStringLiteral("Canceled"));
    QCOMPARE(running.size(), 1);
    QCOMPARE(model.runningCount(), 0);
}

void tst_JobListModel::deletedFinishedJobStaysListed()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *job = new ManualJob;
    model.addJob(job, QStringLiteral("Crawl"), QStringLiteral("documents"));
    job->setTotalAmount(3);
    job->setProcessedAmount(3);
    job->emitResult();
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    delete job;

    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.job(0), nullptr);
    QCOMPARE(model.index(0, 0).data(JobListModel::JobRole).value<QObject *>(), nullptr);
    QVERIFY(!changed.isEmpty()); // a view holding the job hears it is gone
    QCOMPARE(model.state(0), JobListModel::State::Succeeded);
    QCOMPARE(text(model, 0, JobListModel::StateColumn), QStringLiteral("Done"));
    QCOMPARE(text(model, 0, JobListModel::ProgressColumn), QStringLiteral("3 of 3 documents"));
}

void tst_JobListModel::deletedRunningJobStops()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *job = new ManualJob;
    model.addJob(job, QStringLiteral("Crawl"), QStringLiteral("documents"));
    job->setTotalAmount(10);
    job->setProcessedAmount(5);
    QSignalSpy running(&model, &JobListModel::runningCountChanged);
    delete job;

    // It will never finish: it is not counted as running any more.
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.runningCount(), 0);
    QCOMPARE(running.size(), 1);
    QCOMPARE(model.state(0), JobListModel::State::Canceled);
    QCOMPARE(text(model, 0, JobListModel::ProgressColumn), QStringLiteral("5 of 10 documents"));
}

void tst_JobListModel::jobsAreListedOnceNewestLast()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy running(&model, &JobListModel::runningCountChanged);
    ManualJob first;
    ManualJob second;
    model.addJob(&first, QStringLiteral("First"), QStringLiteral("documents"));
    model.addJob(&second, QStringLiteral("Second"), QStringLiteral("documents"));
    model.addJob(&first, QStringLiteral("Again"), QStringLiteral("documents"));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(text(model, 1, JobListModel::TitleColumn), QStringLiteral("Second"));
    QCOMPARE(model.rowOfJob(&second), 1);
    QCOMPARE(model.runningCount(), 2);
    QCOMPARE(running.size(), 2);

    // Progress of one row leaves the other alone.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    second.setTotalAmount(2);
    second.setProcessedAmount(1);
    QTRY_VERIFY(!changed.isEmpty());
    for (const QList<QVariant> &args : std::as_const(changed)) {
        QCOMPARE(args.at(0).value<QModelIndex>().row(), 1);
        QCOMPARE(args.at(1).value<QModelIndex>().row(), 1);
    }
    QCOMPARE(text(model, 0, JobListModel::ProgressColumn), QStringLiteral("0 documents"));
    QCOMPARE(text(model, 1, JobListModel::ProgressColumn), QStringLiteral("1 of 2 documents"));

    first.emitResult();
    QCOMPARE(model.runningCount(), 1);
    QCOMPARE(model.state(1), JobListModel::State::Running);
}

void tst_JobListModel::finishedJobAddedLate()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *job = new ManualJob;
    job->emitResult(Job::Error::Failed, QStringLiteral("Disk full."));
    QSignalSpy running(&model, &JobListModel::runningCountChanged);
    model.addJob(job, QStringLiteral("Mirror"), QStringLiteral("resources"));
    QCOMPARE(model.state(0), JobListModel::State::Failed);
    QCOMPARE(text(model, 0, JobListModel::StateColumn), QStringLiteral("Failed: Disk full."));
    QCOMPARE(model.runningCount(), 0);
    QCOMPARE(running.size(), 0);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    delete job;
    QVERIFY(!changed.isEmpty());
    QCOMPARE(model.job(0), nullptr);
    QCOMPARE(model.state(0), JobListModel::State::Failed);
}

QTEST_GUILESS_MAIN(tst_JobListModel)
#include "tst_joblistmodel.moc"
