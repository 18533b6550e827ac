// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "joblistmodel.h"

#include "jobs/job.h"

#include <QLocale>

#include <algorithm>

namespace rsi {

namespace {

// Often enough for a progress bar to look alive, rarely enough that a job
// counting 100,000 entries a second costs the view nothing.
constexpr int refreshIntervalMs = 100;

JobListModel::State stateOfFinished(const Job &job)
{
    switch (job.error()) {
    case Job::Error::NoError:
        return JobListModel::State::Succeeded;
    case Job::Error::Canceled:
        return JobListModel::State::Canceled;
    case Job::Error::InvalidInput:
    case Job::Error::Unreachable:
    case Job::Error::Failed:
        break;
    }
    return JobListModel::State::Failed;
}

} // namespace

JobListModel::JobListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(refreshIntervalMs);
    connect(&m_refresh, &QTimer::timeout, this, &JobListModel::emitPendingChanges);
}

JobListModel::~JobListModel() = default;

void JobListModel::addJob(Job *job, const QString &title, const QString &unit)
{
    if (!job || rowOfJob(job) >= 0)
        return;
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    Entry entry;
    entry.job = job;
    entry.title = title;
    entry.unit = unit;
    entry.processed = job->processedAmount();
    entry.total = job->totalAmount();
    entry.clock.start();
    if (job->isFinished()) {
        entry.state = stateOfFinished(*job);
        entry.errorString = job->errorString();
        entry.elapsedMs = 0;
    }
    m_entries.append(std::move(entry));
    endInsertRows();

    if (!job->isFinished()) {
        connect(job, &Job::progressChanged, this, [this, job](qint64 processed, qint64 total) {
            updateProgress(job, processed, total);
        });
        connect(job, &Job::finished, this, &JobListModel::finish);
    }
    // By the time destroyed() is emitted the QPointer reads null: the rows
    // to update are found by that.
    connect(job, &QObject::destroyed, this, &JobListModel::forgetDeletedJobs);
    setRunningCount();
}

void JobListModel::reportItems(Job *job, qint64 items, const QString &rateUnit)
{
    const int row = rowOfJob(job);
    if (row < 0)
        return;
    Entry &entry = m_entries[row];
    if (entry.state != State::Running)
        return; // the rate froze with the job
    entry.items = items;
    if (!rateUnit.isEmpty())
        entry.rateUnit = rateUnit;
    markChanged(row);
}

int JobListModel::runningCount() const
{
    return m_running;
}

Job *JobListModel::job(int row) const
{
    return m_entries.at(row).job.data();
}

int JobListModel::rowOfJob(const Job *job) const
{
    if (!job)
        return -1;
    for (qsizetype row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).job.data() == job)
            return int(row);
    }
    return -1;
}

JobListModel::State JobListModel::state(int row) const
{
    return m_entries.at(row).state;
}

void JobListModel::updateProgress(const Job *job, qint64 processed, qint64 total)
{
    const int row = rowOfJob(job);
    if (row < 0)
        return;
    Entry &entry = m_entries[row];
    if (entry.state != State::Running)
        return;
    entry.processed = processed;
    entry.total = total;
    markChanged(row);
}

void JobListModel::finish(Job *job)
{
    const int row = rowOfJob(job);
    if (row < 0)
        return;
    Entry &entry = m_entries[row];
    if (entry.state != State::Running)
        return;
    entry.state = stateOfFinished(*job);
    entry.errorString = job->errorString();
    entry.processed = job->processedAmount();
    entry.total = job->totalAmount();
    entry.elapsedMs = entry.clock.elapsed();
    // Progress may still be waiting to be told: send it with the end, which
    // a view should show at once.
    markChanged(row);
    emitPendingChanges();
    setRunningCount();
}

void JobListModel::forgetDeletedJobs()
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        Entry &entry = m_entries[i];
        if (!entry.job.isNull())
            continue;
        // A job deleted before it finished will never finish: show it
        // stopped, or the panel would count it running forever.
        if (entry.state == State::Running) {
            entry.state = State::Canceled;
            entry.elapsedMs = entry.clock.elapsed();
        }
        markChanged(int(i)); // JobRole now reads null
    }
    emitPendingChanges();
    setRunningCount();
}

void JobListModel::markChanged(int row)
{
    m_changedFirst = m_changedFirst < 0 ? row : std::min(m_changedFirst, row);
    m_changedLast = std::max(m_changedLast, row);
    if (!m_refresh.isActive())
        m_refresh.start();
}

void JobListModel::emitPendingChanges()
{
    m_refresh.stop();
    if (m_changedFirst < 0)
        return;
    const int first = m_changedFirst;
    const int last = m_changedLast;
    m_changedFirst = m_changedLast = -1;
    Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

void JobListModel::setRunningCount()
{
    const auto running = std::count_if(m_entries.cbegin(), m_entries.cend(),
                                       [](const Entry &e) { return e.state == State::Running; });
    if (int(running) == m_running)
        return;
    m_running = int(running);
    Q_EMIT runningCountChanged(m_running);
}

int JobListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int JobListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double JobListModel::progressFraction(const Entry &entry) const
{
    if (entry.total > 0)
        return std::clamp(double(entry.processed) / double(entry.total), 0.0, 1.0);
    return entry.state == State::Succeeded ? 1.0 : -1.0;
}

QString JobListModel::progressText(const Entry &entry) const
{
    const QLocale locale;
    if (entry.total > 0) {
        //: "12 of 40 documents": processed, total, what is counted
        return tr("%1 of %2 %3")
            .arg(locale.toString(entry.processed), locale.toString(entry.total), entry.unit)
            .trimmed();
    }
    //: "12 documents": processed, what is counted
    return tr("%1 %2").arg(locale.toString(entry.processed), entry.unit).trimmed();
}

QString JobListModel::rateText(const Entry &entry) const
{
    const qint64 amount = entry.items >= 0 ? entry.items : entry.processed;
    const qint64 ms = entry.elapsedMs >= 0 ? entry.elapsedMs : entry.clock.elapsed();
    if (amount <= 0 || ms <= 0)
        return {};
    const double perSecond = double(amount) * 1000.0 / double(ms);
    const QString unit = !entry.rateUnit.isEmpty() ? entry.rateUnit : tr("%1/s").arg(entry.unit);
    const QLocale locale;
    // A slow job still shows movement: "0.4 documents/s" rather than "0".
    const QString figure = perSecond < 10 ? locale.toString(perSecond, 'f', 1)
                                          : locale.toString(qRound64(perSecond));
    //: "12,345 entries/s": the rate, its unit
    return tr("%1 %2").arg(figure, unit);
}

QString JobListModel::stateText(const Entry &entry) const
{
    switch (entry.state) {
    case State::Running:
        return tr("Running");
    case State::Succeeded:
        return tr("Done");
    case State::Failed:
        if (entry.errorString.isEmpty())
            return tr("Failed");
        return tr("Failed: %1").arg(entry.errorString);
    case State::Canceled:
        return tr("Canceled");
    }
    return {};
}

QVariant JobListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return entry.title;
        case ProgressColumn:
            return progressText(entry);
        case RateColumn:
            return rateText(entry);
        case StateColumn:
            return stateText(entry);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == TitleColumn)
            return entry.title;
        if (index.column() == StateColumn && !entry.errorString.isEmpty())
            return entry.errorString;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == RateColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case ProgressRole:
        return progressFraction(entry);
    case StateRole:
        return int(entry.state);
    case JobRole:
        return QVariant::fromValue<QObject *>(entry.job.data());
    }
    return {};
}

QVariant JobListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn:
        return tr("Task");
    case ProgressColumn:
        return tr("Progress");
    case RateColumn:
        return tr("Rate");
    case StateColumn:
        return tr("State");
    }
    return {};
}

void JobListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_entries.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_entries.size()) - 1, ColumnCount - 1));
}

} // namespace rsi
