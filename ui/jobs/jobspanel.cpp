// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobspanel.h"

#include "jobs/job.h"
#include "models/joblistmodel.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPainter>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace rsi {

namespace {

// Draws the progress column as the platform's progress bar, busy (no
// total) as an empty bar with the text alone.
class ProgressDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        const double progress = index.data(JobListModel::ProgressRole).toDouble();
        QStyleOptionProgressBar bar;
        bar.rect = option.rect.adjusted(2, 2, -2, -2);
        bar.state = option.state | QStyle::State_Horizontal;
        bar.minimum = 0;
        bar.maximum = 1000;
        bar.progress = progress < 0 ? 0 : int(progress * 1000);
        bar.text = index.data(Qt::DisplayRole).toString();
        bar.textVisible = true;
        bar.palette = option.palette;
        bar.fontMetrics = option.fontMetrics;
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ProgressBar, &bar, painter, widget);
    }
};

} // namespace

JobsPanel::JobsPanel(JobListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_cancel(new QPushButton(this))
{
    m_view->setObjectName(QStringLiteral("jobsTable"));
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(JobListModel::ProgressColumn, new ProgressDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(JobListModel::TitleColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->resizeSection(JobListModel::ProgressColumn, 220);
    m_cancel->setObjectName(QStringLiteral("cancelJob"));

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (const int row = jobRowToCancel(); row >= 0) {
            if (Job *job = m_model->job(row))
                job->cancel();
        }
    });
    connect(m_model, &JobListModel::runningCountChanged, this, &JobsPanel::updateCancel);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        m_view->scrollToBottom();
        updateCancel();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &JobsPanel::updateCancel);
    retranslate();
}

JobsPanel::~JobsPanel() = default;

void JobsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void JobsPanel::retranslate()
{
    m_cancel->setText(tr("Cancel job"));
    m_cancel->setAccessibleName(tr("Cancel the selected job"));
    m_view->setAccessibleName(tr("Jobs"));
    m_model->retranslate();
}

void JobsPanel::updateCancel()
{
    m_cancel->setEnabled(jobRowToCancel() >= 0);
}

int JobsPanel::jobRowToCancel() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (current.isValid() && m_model->state(current.row()) == JobListModel::State::Running)
        return current.row();
    // Nothing running selected: the newest running job, the one people mean.
    for (int row = m_model->rowCount() - 1; row >= 0; --row) {
        if (m_model->state(row) == JobListModel::State::Running)
            return row;
    }
    return -1;
}

} // namespace rsi
