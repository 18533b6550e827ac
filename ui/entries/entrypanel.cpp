// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrypanel.h"

#include "common/icons.h"
#include "models/entrytablemodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace rsi {

namespace {

// The severity filter's choices, in combo box order.
enum SeverityChoice { AllEntries, WithErrors, WithWarnings, WithFindings };

} // namespace

EntryPanel::EntryPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new EntryTableModel(this))
    , m_decorated(new DecorationProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_change(new QComboBox(this))
    , m_severity(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_view(new QTableView(this))
{
    m_decorated->setSourceModel(m_model);
    m_decorated->setSeverity(EntryTableModel::WorstSeverityRole, {});

    m_filter->setClearButtonEnabled(true);
    m_filter->setObjectName(QStringLiteral("entryFilter"));
    m_change->setObjectName(QStringLiteral("entryChangeFilter"));
    m_severity->setObjectName(QStringLiteral("entrySeverityFilter"));
    m_count->setObjectName(QStringLiteral("entryCount"));

    m_view->setObjectName(QStringLiteral("entryTable"));
    m_view->setModel(m_decorated);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // document order until asked
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    // Fixed row heights keep a 50,000-row table as cheap as a 50-row one.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->verticalHeader()->hide();

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_change);
    bar->addWidget(m_severity);
    bar->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_model->setTextFilter(text);
        updateCount();
    });
    connect(m_change, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_model->setChangeFilter(index <= 0 ? QString() : m_change->itemData(index).toString());
        updateCount();
    });
    connect(m_severity, &QComboBox::currentIndexChanged, this, &EntryPanel::applySeverityFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { Q_EMIT entrySelected(currentEntry()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT entryActivated(m_model->entryRow(m_decorated->mapToSource(index)));
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &EntryPanel::updateCount);

    retranslate();
}

EntryPanel::~EntryPanel() = default;

void EntryPanel::setDocument(const CrawledDocument &document)
{
    m_model->setDocument(document);
    // The Findings column, when there is one, carries the severity icon.
    const int last = m_model->columnCount() - 1;
    m_decorated->setSeverity(EntryTableModel::WorstSeverityRole,
                             last >= 0 && m_model->isFindingsColumn(last) ? QList<int> {last}
                                                                          : QList<int> {});
    updateChangeChoices();
    updateCount();
}

void EntryPanel::clear()
{
    m_model->clear();
    updateChangeChoices();
    updateCount();
}

void EntryPanel::fitColumns()
{
    m_view->resizeColumnsToContents();
    const int widest = qMax(120, m_view->viewport()->width() / 3);
    for (int column = 0; column < m_decorated->columnCount(); ++column) {
        if (m_view->columnWidth(column) > widest)
            m_view->setColumnWidth(column, widest);
    }
}

int EntryPanel::currentEntry() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? m_model->entryRow(m_decorated->mapToSource(current)) : -1;
}

void EntryPanel::selectEntry(int entryRow)
{
    QModelIndex index = m_model->indexOfEntry(entryRow);
    if (!index.isValid() && entryRow >= 0 && entryRow < m_model->totalCount()) {
        m_filter->clear();
        m_change->setCurrentIndex(0);
        m_severity->setCurrentIndex(AllEntries);
        index = m_model->indexOfEntry(entryRow);
    }
    if (!index.isValid())
        return;
    const QModelIndex shown = m_decorated->mapFromSource(index);
    m_view->selectionModel()->setCurrentIndex(
        shown, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(shown, QAbstractItemView::PositionAtCenter);
}

void EntryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EntryPanel::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter entries"));
    m_filter->setAccessibleName(tr("Filter entries by text"));
    m_change->setAccessibleName(tr("Show entries with this change"));
    m_severity->setAccessibleName(tr("Show entries with findings"));
    m_view->setAccessibleName(tr("Entries"));
    const int severity = qMax(0, m_severity->currentIndex());
    const QSignalBlocker blocker(m_severity);
    m_severity->clear();
    m_severity->addItem(tr("All entries"));
    m_severity->addItem(severityIcon(Severity::Error), tr("With errors"));
    m_severity->addItem(severityIcon(Severity::Warning), tr("With warnings or errors"));
    m_severity->addItem(severityIcon(Severity::Info), tr("With any finding"));
    m_severity->setCurrentIndex(severity);
    m_model->retranslate();
    updateChangeChoices();
    updateCount();
}

void EntryPanel::updateChangeChoices()
{
    const QString current = m_change->currentData().toString();
    const QSignalBlocker blocker(m_change);
    m_change->clear();
    m_change->addItem(tr("All changes"));
    for (const QString &change : m_model->changeValues())
        m_change->addItem(change, change);
    const int index = m_change->findData(current);
    m_change->setCurrentIndex(qMax(0, index));
    if (index < 0 && !current.isEmpty())
        m_model->setChangeFilter({});
    m_change->setVisible(m_change->count() > 1);
}

void EntryPanel::updateCount()
{
    const QLocale locale;
    const qsizetype total = m_model->totalCount();
    const int shown = m_model->rowCount();
    m_count->setText(
        shown == total
            ? tr("%1 entries").arg(locale.toString(total))
            : tr("%1 of %2 entries").arg(locale.toString(shown), locale.toString(total)));
}

void EntryPanel::applySeverityFilter()
{
    switch (m_severity->currentIndex()) {
    case WithErrors:
        m_model->setSeverityFilter(Severity::Error);
        break;
    case WithWarnings:
        m_model->setSeverityFilter(Severity::Warning);
        break;
    case WithFindings:
        m_model->setSeverityFilter(Severity::Info);
        break;
    default:
        m_model->setSeverityFilter(std::nullopt);
        break;
    }
    updateCount();
}

} // namespace rsi
