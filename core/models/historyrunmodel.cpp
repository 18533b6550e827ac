// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyrunmodel.h"

#include <QLocale>

namespace rsi {

namespace {

QString kindText(RunKind kind)
{
    switch (kind) {
    case RunKind::Crawl:
        return HistoryRunModel::tr("Crawl");
    case RunKind::Audit:
        return HistoryRunModel::tr("Audit");
    case RunKind::Mirror:
        return HistoryRunModel::tr("Mirror");
    case RunKind::Report:
        return HistoryRunModel::tr("Report");
    }
    return {};
}

} // namespace

HistoryRunModel::HistoryRunModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

HistoryRunModel::~HistoryRunModel() = default;

void HistoryRunModel::setRuns(const QList<RunListing> &runs)
{
    beginResetModel();
    m_runs = runs;
    endResetModel();
}

int HistoryRunModel::rowOf(qint64 runId) const
{
    for (qsizetype row = 0; row < m_runs.size(); ++row) {
        if (m_runs.at(row).id == runId)
            return int(row);
    }
    return -1;
}

int HistoryRunModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int HistoryRunModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryRunModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunListing &run = m_runs.at(index.row());
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return locale.toString(run.started.toLocalTime(), QLocale::ShortFormat);
        case KindColumn:
            return run.complete ? kindText(run.kind)
                                : tr("%1 (did not finish)").arg(kindText(run.kind));
        case DocumentsColumn:
            return locale.toString(run.documents);
        case EntriesColumn:
            return locale.toString(run.entries);
        case ErrorsColumn:
            return locale.toString(run.counts.errors);
        case WarningsColumn:
            return locale.toString(run.counts.warnings);
        }
        return {};
    case Qt::ToolTipRole:
        return tr("Run %1, %2: %3")
            .arg(run.id)
            .arg(locale.toString(run.started.toLocalTime(), QLocale::LongFormat), run.input);
    case Qt::TextAlignmentRole:
        if (index.column() != TimeColumn && index.column() != KindColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case RunIdRole:
        return qlonglong(run.id);
    case TimeRole:
        return run.started;
    case ErrorsRole:
        return run.counts.errors;
    case WarningsRole:
        return run.counts.warnings;
    case CompleteRole:
        return run.complete;
    case SortRole:
        switch (index.column()) {
        case TimeColumn:
            return run.started;
        case KindColumn:
            return kindText(run.kind);
        case DocumentsColumn:
            return qlonglong(run.documents);
        case EntriesColumn:
            return qlonglong(run.entries);
        case ErrorsColumn:
            return run.counts.errors;
        case WarningsColumn:
            return run.counts.warnings;
        }
        return {};
    }
    return {};
}

QVariant HistoryRunModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case KindColumn:
        return tr("Kind");
    case DocumentsColumn:
        return tr("Documents");
    case EntriesColumn:
        return tr("Entries");
    case ErrorsColumn:
        return tr("Errors");
    case WarningsColumn:
        return tr("Warnings");
    }
    return {};
}

void HistoryRunModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_runs.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_runs.size()) - 1, ColumnCount - 1));
}

} // namespace rsi
