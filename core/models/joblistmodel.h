// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

namespace rsi {

class Job;

// The jobs of a session, running and finished, for a jobs panel: title,
// progress, throughput, state. The model watches each job's progressChanged
// and finished signals; a job deleted while listed stays listed as it last
// was. Newest job last.
class JobListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobListModel)

public:
    enum Column { TitleColumn, ProgressColumn, RateColumn, StateColumn, ColumnCount };
    enum Role {
        ProgressRole = Qt::UserRole + 1, // double 0..1, or -1 when the total is unknown
        StateRole, // int(State)
        JobRole, // QObject*: the job, null once deleted
    };
    enum class State { Running, Succeeded, Failed, Canceled };

    explicit JobListModel(QObject *parent = nullptr);
    ~JobListModel() override;

    // Lists the job (not owned). unit names what the job counts, for the
    // progress text ("documents", "resources"); rateUnit names what
    // reportItems() counts ("entries/s"), the job's own amount when not given.
    void addJob(Job *job, const QString &title, const QString &unit);
    // A figure to show throughput by (entries read so far, say): the rate
    // column shows it per second since the job was added.
    void reportItems(Job *job, qint64 items, const QString &rateUnit);

    int runningCount() const;
    Job *job(int row) const;
    int rowOfJob(const Job *job) const; // -1 when not listed
    State state(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

Q_SIGNALS:
    void runningCountChanged(int running);

private:
    struct Entry
    {
        QPointer<Job> job;
        QString title;
        QString unit;
        QString rateUnit;
        State state = State::Running;
        QString errorString;
        qint64 processed = 0;
        qint64 total = 0;
        qint64 items = -1;
        QElapsedTimer clock;
        qint64 elapsedMs = -1; // frozen when finished
    };

    void updateProgress(const Job *job, qint64 processed, qint64 total);
    void finish(Job *job);
    void forgetDeletedJobs();
    // Progress can come thousands of times a second: rows are marked and
    // their dataChanged sent together a moment later.
    void markChanged(int row);
    void emitPendingChanges();
    void setRunningCount();
    QString progressText(const Entry &entry) const;
    QString rateText(const Entry &entry) const;
    QString stateText(const Entry &entry) const;
    double progressFraction(const Entry &entry) const;

    QList<Entry> m_entries;
    QTimer m_refresh;
    int m_changedFirst = -1; // rows whose figures changed since the last dataChanged
    int m_changedLast = -1;
    int m_running = 0;
};

} // namespace rsi
