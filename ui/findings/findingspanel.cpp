// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingspanel.h"

#include "common/icons.h"
#include "models/findinglistmodel.h"
#include "models/findingsfiltermodel.h"
#include "models/findingsmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace rsi {

FindingsPanel::FindingsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new FindingsModel(this))
    , m_fixed(new FindingListModel(this))
    , m_filter(new FindingsFilterModel(this))
    , m_decorated(new DecorationProxyModel(this))
    , m_rule(new QLineEdit(this))
    , m_text(new QLineEdit(this))
    , m_onlyCurrent(new QCheckBox(this))
    , m_scope(new QComboBox(this))
    , m_explain(new QToolButton(this))
    , m_view(new QTreeView(this))
{
    m_filter->setSourceModel(m_model);
    m_decorated->setSourceModel(m_filter);
    m_decorated->setSeverity(FindingsModel::SeverityRole, {FindingsModel::SeverityColumn});

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setChecked(true);
        button->setIcon(severityIcon(severity));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setObjectName(QStringLiteral("show-") + severityName(severity));
        connect(button, &QToolButton::toggled, this,
                [this, severity](bool shown) { m_filter->setSeverityShown(severity, shown); });
        m_severityButtons[int(severity)] = button;
        bar->addWidget(button);
    }
    m_rule->setObjectName(QStringLiteral("findingRuleFilter"));
    m_rule->setClearButtonEnabled(true);
    m_rule->setMaximumWidth(m_rule->fontMetrics().horizontalAdvance(u'M') * 10);
    m_text->setObjectName(QStringLiteral("findingTextFilter"));
    m_text->setClearButtonEnabled(true);
    m_onlyCurrent->setObjectName(QStringLiteral("findingsOfCurrentDocument"));
    m_scope->setObjectName(QStringLiteral("findingsScope"));
    m_scope->addItems({QString(), QString(), QString()});
    m_scope->hide(); // until the crawl has been compared with the one before
    m_explain->setObjectName(QStringLiteral("explainRule"));
    m_explain->setEnabled(false);
    bar->addSpacing(8);
    bar->addWidget(m_rule);
    bar->addWidget(m_text, 1);
    bar->addWidget(m_onlyCurrent);
    bar->addWidget(m_scope);
    bar->addWidget(m_explain);

    m_view->setObjectName(QStringLiteral("findingsTable"));
    m_view->setModel(m_decorated);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    // Every row is one line: the view need not measure them (a million findings).
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setRootIsDecorated(true);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->resizeSection(FindingsModel::SeverityColumn, 110);
    m_view->header()->resizeSection(FindingsModel::RuleColumn, 80);
    m_view->header()->resizeSection(FindingsModel::DocumentColumn, 200);
    m_view->header()->resizeSection(FindingsModel::LineColumn, 70);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_rule, &QLineEdit::textChanged, m_filter, &FindingsFilterModel::setRulePrefix);
    connect(m_text, &QLineEdit::textChanged, m_filter, &FindingsFilterModel::setMessageText);
    connect(m_onlyCurrent, &QCheckBox::toggled, this,
            [this](bool only) { m_filter->setDocumentId(only ? m_currentDocument : -1); });
    connect(m_scope, &QComboBox::currentIndexChanged, this, &FindingsPanel::applyScope);
    connect(m_view, &QTreeView::activated, this, &FindingsPanel::activate);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { m_explain->setEnabled(!currentRuleId().isEmpty()); });
    // A reset selects nothing without saying so.
    connect(m_decorated, &QAbstractItemModel::modelReset, this,
            [this] { m_explain->setEnabled(!currentRuleId().isEmpty()); });
    connect(m_explain, &QToolButton::clicked, this, [this] {
        if (const QString rule = currentRuleId(); !rule.isEmpty())
            Q_EMIT explainRuleRequested(rule);
    });
    retranslate();
}

FindingsPanel::~FindingsPanel() = default;

void FindingsPanel::setTree(const SourceTree &tree)
{
    m_model->setTree(tree);
    updateCounts();
}

void FindingsPanel::setCurrentDocument(int documentId)
{
    m_currentDocument = documentId;
    if (m_onlyCurrent->isChecked())
        m_filter->setDocumentId(documentId);
}

void FindingsPanel::setComparison(const FindingList &fresh, const FindingList &fixed,
                                  const QHash<QString, int> &documentIds)
{
    m_newKeys.clear();
    for (const Finding &finding : fresh)
        m_newKeys.insert(FindingsFilterModel::findingKey(finding));
    m_fixed->setFindings(fixed, documentIds);
    m_scope->show();
    retranslate(); // the choices carry the counts
    applyScope();
}

void FindingsPanel::clearComparison()
{
    m_newKeys.clear();
    m_fixed->setFindings({});
    m_scope->setCurrentIndex(int(Scope::All));
    m_scope->hide();
    applyScope();
}

void FindingsPanel::setScope(Scope scope)
{
    m_scope->setCurrentIndex(int(scope));
}

FindingsPanel::Scope FindingsPanel::scope() const
{
    return Scope(std::clamp(m_scope->currentIndex(), 0, int(Scope::Fixed)));
}

void FindingsPanel::applyScope()
{
    // Fixed findings are no longer in the crawl: the filter and the view
    // take the list of them instead, with the same columns and roles.
    QAbstractItemModel *wanted = scope() == Scope::Fixed
        ? static_cast<QAbstractItemModel *>(m_fixed)
        : static_cast<QAbstractItemModel *>(m_model);
    if (m_filter->sourceModel() != wanted)
        m_filter->setSourceModel(wanted);
    m_filter->setOnlyKeys(scope() == Scope::New ? std::optional<QSet<QString>>(m_newKeys)
                                                : std::nullopt);
    updateCounts();
}

QString FindingsPanel::currentRuleId() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.data(FindingsModel::RuleIdRole).toString() : QString();
}

void FindingsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FindingsPanel::retranslate()
{
    m_rule->setPlaceholderText(tr("Rule"));
    m_rule->setAccessibleName(tr("Show rules whose id starts with"));
    m_text->setPlaceholderText(tr("Search messages"));
    m_text->setAccessibleName(tr("Show findings whose message contains"));
    m_onlyCurrent->setText(tr("Selected document only"));
    const QLocale locale;
    m_scope->setItemText(int(Scope::All), tr("All findings"));
    m_scope->setItemText(int(Scope::New),
                         tr("New since the last crawl: %1").arg(locale.toString(m_newKeys.size())));
    m_scope->setItemText(
        int(Scope::Fixed),
        tr("Fixed since the last crawl: %1").arg(locale.toString(m_fixed->rowCount())));
    m_scope->setAccessibleName(tr("Which findings to show"));
    m_fixed->retranslate();
    m_explain->setText(tr("Explain rule"));
    m_explain->setToolTip(tr("What the rule of the selected finding asks, and where the "
                             "specification says so"));
    m_view->setAccessibleName(tr("Findings"));
    m_model->retranslate();
    updateCounts();
}

void FindingsPanel::updateCounts()
{
    const SeverityCounts counts
        = scope() == Scope::Fixed ? countBySeverity(m_fixed->findings()) : m_model->counts();
    const QLocale locale;
    m_severityButtons[int(Severity::Error)]->setText(
        tr("Errors: %1").arg(locale.toString(counts.errors)));
    m_severityButtons[int(Severity::Warning)]->setText(
        tr("Warnings: %1").arg(locale.toString(counts.warnings)));
    m_severityButtons[int(Severity::Info)]->setText(
        tr("Infos: %1").arg(locale.toString(counts.infos)));
    for (QToolButton *button : m_severityButtons)
        button->setAccessibleName(button->text());
}

void FindingsPanel::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    Q_EMIT findingActivated(index.data(FindingsModel::DocumentIdRole).toInt(),
                            index.data(FindingsModel::LineRole).toLongLong(),
                            index.data(FindingsModel::ColumnRole).toLongLong());
}

} // namespace rsi
