// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisonview.h"

#include "common/icons.h"
#include "mirror/syncstatedecorationmodel.h"
#include "models/compareddocumentsmodel.h"
#include "models/findinglistmodel.h"
#include "models/findingsmodel.h"
#include "report/comparisonhtml.h"
#include "report/comparisonreport.h"
#include "util/atomicwrite.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace rsi {

namespace {

// The mirror's state badges say the same of documents: a plus for added, a
// minus for removed, circling arrows for changed, a tick for unchanged.
AuditState badgeOf(DocumentComparison::State state)
{
    switch (state) {
    case DocumentComparison::State::Added:
        return AuditState::Create;
    case DocumentComparison::State::Removed:
        return AuditState::Delete;
    case DocumentComparison::State::Changed:
        return AuditState::Update;
    case DocumentComparison::State::Unchanged:
        return AuditState::Same;
    }
    return AuditState::Same;
}

// Hides the unchanged documents unless asked to show them.
class ChangedOnlyModel final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setShowUnchanged(bool show)
    {
        m_showUnchanged = show;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        return m_showUnchanged
            || sourceModel()->index(row, 0, parent).data(ComparedDocumentsModel::StateRole).toInt()
            != int(DocumentComparison::State::Unchanged);
    }

private:
    bool m_showUnchanged = false;
};

void setUpTable(QTableView *view)
{
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
}

} // namespace

ComparisonView::ComparisonView(QWidget *parent)
    : QDialog(parent)
    , m_documents(new ComparedDocumentsModel(this))
    , m_changedOnly(new ChangedOnlyModel(this))
    , m_documentIcons(new DecorationProxyModel(this))
    , m_new(new FindingListModel(this))
    , m_fixed(new FindingListModel(this))
    , m_verdict(new QLabel(this))
    , m_runs(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_showUnchanged(new QCheckBox(this))
    , m_tabs(new QTabWidget(this))
    , m_documentsView(new QTableView(this))
{
    setObjectName(QStringLiteral("comparisonView"));
    setSizeGripEnabled(true);
    m_verdict->setObjectName(QStringLiteral("comparisonVerdict"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setMargin(6);
    m_runs->setTextFormat(Qt::PlainText);
    m_runs->setWordWrap(true);
    m_runs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_showUnchanged->setObjectName(QStringLiteral("showUnchangedDocuments"));

    m_changedOnly->setSourceModel(m_documents);
    m_changedOnly->setSortRole(ComparedDocumentsModel::SortRole);
    m_documentIcons->setSourceModel(m_changedOnly);
    m_documentIcons->setDocumentTypeRole(0);
    // The state column gets the state's badge; the document column its kind's icon.
    m_documentIcons->setAnnotation([](const QModelIndex &source, int role) -> QVariant {
        if (role != Qt::DecorationRole)
            return {};
        if (source.column() == ComparedDocumentsModel::StateColumn)
            return syncStateIcon(badgeOf(
                DocumentComparison::State(source.data(ComparedDocumentsModel::StateRole).toInt())));
        if (source.column() == ComparedDocumentsModel::DocumentColumn)
            return documentTypeIcon(
                DocumentType(source.data(ComparedDocumentsModel::DocumentTypeRole).toInt()));
        return {};
    });
    m_documentsView->setObjectName(QStringLiteral("comparedDocuments"));
    m_documentsView->setModel(m_documentIcons);
    setUpTable(m_documentsView);
    m_documentsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_documentsView->setColumnWidth(ComparedDocumentsModel::StateColumn, 110);
    m_documentsView->setColumnWidth(ComparedDocumentsModel::DocumentColumn, 320);
    m_documentsView->setColumnWidth(ComparedDocumentsModel::KindColumn, 130);

    auto *documentsPage = new QWidget(this);
    auto *documentsLayout = new QVBoxLayout(documentsPage);
    documentsLayout->addWidget(m_documentsView, 1);
    documentsLayout->addWidget(m_showUnchanged);
    m_tabs->setObjectName(QStringLiteral("comparisonTabs"));
    m_tabs->addTab(documentsPage, QString());
    auto *newIcons = new DecorationProxyModel(this);
    newIcons->setSourceModel(m_new);
    m_newView = findingsView(newIcons, QStringLiteral("newFindings"));
    m_tabs->addTab(m_newView, QString());
    auto *fixedIcons = new DecorationProxyModel(this);
    fixedIcons->setSourceModel(m_fixed);
    m_fixedView = findingsView(fixedIcons, QStringLiteral("fixedFindings"));
    m_tabs->addTab(m_fixedView, QString());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_exportHtml = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_exportHtml->setObjectName(QStringLiteral("exportComparisonHtml"));
    m_exportCsv = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_exportCsv->setObjectName(QStringLiteral("exportComparisonCsv"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_exportHtml, &QPushButton::clicked, this, [this] { exportAs(Export::Html); });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportAs(Export::Csv); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(m_runs);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);

    connect(m_showUnchanged, &QCheckBox::toggled, this, [this](bool show) {
        static_cast<ChangedOnlyModel *>(m_changedOnly)->setShowUnchanged(show);
    });
    connect(m_documentsView, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int id
            = m_documentIds.value(index.data(ComparedDocumentsModel::UrlRole).toString(), -1);
        if (id >= 0)
            Q_EMIT documentActivated(id);
    });
    m_chooser = [](QWidget *owner, const QString &suggested, const QString &filter) {
        return QFileDialog::getSaveFileName(owner, tr("Export the comparison"), suggested, filter);
    };
    resize(980, 620);
    retranslate();
}

ComparisonView::~ComparisonView() = default;

QTableView *ComparisonView::findingsView(DecorationProxyModel *decorated, const QString &name)
{
    decorated->setSeverity(FindingsModel::SeverityRole, {FindingsModel::SeverityColumn});
    auto *view = new QTableView(this);
    view->setObjectName(name);
    view->setModel(decorated);
    setUpTable(view);
    view->horizontalHeader()->resizeSection(FindingsModel::SeverityColumn, 90);
    view->horizontalHeader()->resizeSection(FindingsModel::RuleColumn, 80);
    view->horizontalHeader()->resizeSection(FindingsModel::DocumentColumn, 180);
    view->horizontalHeader()->resizeSection(FindingsModel::LineColumn, 70);
    connect(view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int id = index.data(FindingsModel::DocumentIdRole).toInt();
        if (id >= 0)
            Q_EMIT findingActivated(id, index.data(FindingsModel::LineRole).toLongLong(),
                                    index.data(FindingsModel::ColumnRole).toLongLong());
    });
    return view;
}

void ComparisonView::setComparison(const RunComparison &comparison,
                                   const QHash<QString, int> &documentIds)
{
    m_comparison = comparison;
    m_documentIds = documentIds;
    m_documents->setDocuments(comparison.documents);
    m_new->setFindings(comparison.findings.fresh, documentIds);
    m_fixed->setFindings(comparison.findings.fixed, documentIds);
    for (const int column :
         {ComparedDocumentsModel::AddedColumn, ComparedDocumentsModel::RemovedColumn,
          ComparedDocumentsModel::ChangedColumn})
        m_documentsView->resizeColumnToContents(column);
    retranslate();
}

void ComparisonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ComparisonView::retranslate()
{
    const RunComparison &c = m_comparison;
    const QString source = c.after.source.isEmpty() ? c.before.source : c.after.source;
    setWindowTitle(source.isEmpty() ? tr("What changed") : tr("What changed: %1").arg(source));
    const SeverityCounts fresh = c.newCounts();
    m_verdict->setText(comparisonVerdict(c));
    // The verdict's colour says it again; its words say it first.
    QPalette palette = m_verdict->palette();
    palette.setColor(QPalette::Window,
                     fresh.errors > 0         ? QColor(0xff, 0xeb, 0xe9)
                         : fresh.warnings > 0 ? QColor(0xff, 0xf8, 0xc5)
                                              : QColor(0xda, 0xfb, 0xe1));
    palette.setColor(QPalette::WindowText, QColor(0x1f, 0x23, 0x28));
    m_verdict->setPalette(palette);
    m_verdict->setAutoFillBackground(true);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);

    const QLocale locale;
    const auto side = [&locale](const ComparedRun &run) {
        return tr("%1, %2 (documents: %3, entries: %4, errors: %5, warnings: %6)")
            .arg(run.displayName, locale.toString(run.time.toLocalTime(), QLocale::ShortFormat),
                 locale.toString(run.documents), locale.toString(run.entries),
                 locale.toString(run.counts.errors), locale.toString(run.counts.warnings));
    };
    m_runs->setText(tr("Before: %1\nAfter: %2").arg(side(c.before), side(c.after)));
    const RunComparison::Summary summary = c.summary();
    QString text
        = tr("Documents: %1 added, %2 removed, %3 changed. Entries: %4 added, %5 "
             "removed, %6 changed. Findings: %7 new, %8 fixed, %9 remaining.")
              .arg(locale.toString(summary.documentsAdded),
                   locale.toString(summary.documentsRemoved),
                   locale.toString(summary.documentsChanged), locale.toString(summary.entriesAdded),
                   locale.toString(summary.entriesRemoved), locale.toString(summary.entriesChanged),
                   locale.toString(summary.findingsNew), locale.toString(summary.findingsFixed),
                   locale.toString(summary.findingsRemaining));
    if (c.documentsWithoutEntries > 0)
        text += u' '
            + tr("Documents whose entries only one of the two crawls kept, compared by "
                 "their numbers: %1.")
                  .arg(locale.toString(c.documentsWithoutEntries));
    m_summary->setText(text);
    m_showUnchanged->setText(tr("Show unchanged documents too"));
    m_tabs->setTabText(0, tr("Documents"));
    m_tabs->setTabText(1, tr("New findings: %1").arg(locale.toString(summary.findingsNew)));
    m_tabs->setTabText(2, tr("Fixed findings: %1").arg(locale.toString(summary.findingsFixed)));
    m_exportHtml->setText(tr("Export &HTML…"));
    m_exportCsv->setText(tr("Export &CSV…"));
    m_documentsView->setAccessibleName(tr("Documents added, removed and changed"));
    m_newView->setAccessibleName(tr("Findings new since the earlier crawl"));
    m_fixedView->setAccessibleName(tr("Findings fixed since the earlier crawl"));
    m_documents->retranslate();
    m_new->retranslate();
    m_fixed->retranslate();
}

QString ComparisonView::exportTo(Export kind, const QString &path) const
{
    const QByteArray bytes = kind == Export::Html ? writeComparisonHtml(m_comparison)
                                                  : writeComparisonCsv(m_comparison);
    QString error;
    if (!writeFileAtomically(path, bytes, &error))
        return tr("The comparison could not be saved to %1: %2")
            .arg(QDir::toNativeSeparators(path), error);
    return {};
}

void ComparisonView::exportAs(Export kind)
{
    const QString host = QUrl(m_comparison.after.source).host();
    const QString name = (host.isEmpty() ? QStringLiteral("resourcesync") : host)
        + (kind == Export::Html ? QStringLiteral("-changes.html") : QStringLiteral("-changes.csv"));
    const QString filter
        = kind == Export::Html ? tr("HTML page (*.html)") : tr("CSV table (*.csv)");
    const QString path
        = m_chooser ? m_chooser(this, QDir::home().filePath(name), filter) : QString();
    if (path.isEmpty())
        return;
    if (const QString problem = exportTo(kind, path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Export"), problem);
}

} // namespace rsi
