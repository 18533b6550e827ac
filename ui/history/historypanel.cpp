// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historypanel.h"

#include "models/historyrunmodel.h"
#include "trendchart.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace rsi {

HistoryPanel::HistoryPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryRunModel(this))
    , m_chart(new TrendChart(this))
    , m_view(new QTableView(this))
    , m_note(new QLabel(this))
    , m_comparePrevious(new QToolButton(this))
    , m_compareSelected(new QToolButton(this))
    , m_delete(new QToolButton(this))
{
    m_chart->setObjectName(QStringLiteral("trendChart"));
    m_chart->setModel(m_model);
    m_view->setObjectName(QStringLiteral("historyRuns"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_note->setObjectName(QStringLiteral("historyNote"));
    m_note->setWordWrap(true);
    m_comparePrevious->setObjectName(QStringLiteral("compareWithPrevious"));
    m_compareSelected->setObjectName(QStringLiteral("compareSelected"));
    m_delete->setObjectName(QStringLiteral("deleteRun"));
    for (QToolButton *button : {m_comparePrevious, m_compareSelected, m_delete})
        button->setAutoRaise(true);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_comparePrevious);
    bar->addWidget(m_compareSelected);
    bar->addStretch(1);
    bar->addWidget(m_delete);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_chart);
    split->addWidget(m_view);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_note);
    layout->addWidget(split, 1);

    connect(m_comparePrevious, &QToolButton::clicked, this, [this] {
        if (m_model->rowCount() >= 2) {
            Q_EMIT compareRequested(
                m_model->index(1, 0).data(HistoryRunModel::RunIdRole).toLongLong(),
                m_model->index(0, 0).data(HistoryRunModel::RunIdRole).toLongLong());
        }
    });
    connect(m_compareSelected, &QToolButton::clicked, this, [this] {
        const auto [before, after] = selectedPair();
        if (before > 0)
            Q_EMIT compareRequested(before, after);
    });
    connect(m_delete, &QToolButton::clicked, this, [this] {
        for (const int row : selectedRows())
            Q_EMIT deleteRequested(
                m_model->index(row, 0).data(HistoryRunModel::RunIdRole).toLongLong());
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QList<int> rows = selectedRows();
        m_chart->setCurrentRun(rows.isEmpty() ? 0
                                              : m_model->index(rows.constFirst(), 0)
                                                    .data(HistoryRunModel::RunIdRole)
                                                    .toLongLong());
        updateActions();
    });
    connect(m_chart, &TrendChart::runClicked, this, [this](qint64 runId) {
        const int row = m_model->rowOf(runId);
        if (row >= 0)
            m_view->selectRow(row);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryPanel::updateActions);
    retranslate();
}

HistoryPanel::~HistoryPanel() = default;

void HistoryPanel::setRuns(const QString &source, const QList<RunListing> &runs)
{
    m_source = source;
    m_model->setRuns(runs);
    retranslate();
}

void HistoryPanel::setKeeping(bool keeping)
{
    m_keeping = keeping;
    retranslate();
}

QList<int> HistoryPanel::selectedRows() const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

std::pair<qint64, qint64> HistoryPanel::selectedPair() const
{
    const QList<int> rows = selectedRows();
    const auto idOf = [this](int row) {
        return m_model->index(row, 0).data(HistoryRunModel::RunIdRole).toLongLong();
    };
    // Rows are newest first: the later row is the earlier run.
    if (rows.size() == 2)
        return {idOf(rows.at(1)), idOf(rows.at(0))};
    if (rows.size() == 1 && rows.constFirst() + 1 < m_model->rowCount())
        return {idOf(rows.constFirst() + 1), idOf(rows.constFirst())};
    return {0, 0};
}

void HistoryPanel::updateActions()
{
    m_comparePrevious->setEnabled(m_model->rowCount() >= 2);
    m_compareSelected->setEnabled(selectedPair().first > 0);
    m_delete->setEnabled(!selectedRows().isEmpty());
}

void HistoryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HistoryPanel::retranslate()
{
    m_comparePrevious->setText(tr("Compare with previous crawl"));
    m_comparePrevious->setToolTip(tr("What changed between the last two crawls of this source"));
    m_compareSelected->setText(tr("Compare selected"));
    m_compareSelected->setToolTip(
        tr("What changed between the two selected crawls, or the selected one and the one "
           "before it"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(tr("Forget the selected crawls"));
    m_view->setAccessibleName(tr("Kept crawls of the source"));
    QString note;
    if (!m_keeping)
        note = tr("Crawls are not being kept: turn it on in the settings (History).");
    else if (m_source.isEmpty())
        note = tr("Open a source to see its crawls.");
    else if (m_model->rowCount() == 0)
        note = tr("No crawls of this source are kept yet: each finished crawl is.");
    else if (m_model->rowCount() == 1)
        note = tr("One crawl is kept; crawl again (F5) to compare.");
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    m_model->retranslate();
    updateActions();
}

} // namespace rsi
