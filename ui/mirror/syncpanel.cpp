// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncpanel.h"

#include "common/colourmix.h"
#include "mirror/mirrorjob.h"
#include "models/syncresultmodel.h"
#include "syncstatedecorationmodel.h"
#include "textdiffview.h"
#include "versionloader.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace rsi {

namespace {

constexpr AuditState allStates[] = {AuditState::Same, AuditState::Create, AuditState::Update,
                                    AuditState::Delete, AuditState::Failed};

// Moving through the table with the arrows fetches only where the reader stops.
constexpr int selectionDelayMs = 150;

// Paths and URLs of one copy share their start and differ at their end:
// the end is what stays in sight when they are cut.
class MiddleElidingDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideMiddle;
    }
};

} // namespace

SyncPanel::Summary::Outcome SyncPanel::Summary::outcome() const
{
    if (!error.isEmpty() || canceled || counts.failed > 0)
        return Outcome::Problem;
    if (kind == Kind::Mirror)
        return kept > 0 ? Outcome::Differs : Outcome::InSync;
    return counts.inSync() ? Outcome::InSync : Outcome::Differs;
}

SyncPanel::SyncPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new SyncResultModel(this))
    , m_decorated(new SyncStateDecorationModel(this))
    , m_summaryFrame(new QFrame(this))
    , m_summaryIcon(new QLabel(this))
    , m_summaryLabel(new QLabel(this))
    , m_filter(new QLineEdit(this))
    , m_shownCount(new QLabel(this))
    , m_auditAgain(new QPushButton(this))
    , m_view(new QTableView(this))
    , m_diff(new TextDiffView(this))
    , m_selectionDelay(new QTimer(this))
{
    m_decorated->setSourceModel(m_model);

    m_summaryFrame->setObjectName(QStringLiteral("syncSummaryFrame"));
    m_summaryFrame->setFrameShape(QFrame::StyledPanel);
    m_summaryFrame->setAutoFillBackground(true);
    m_summaryLabel->setObjectName(QStringLiteral("syncSummary"));
    m_summaryLabel->setWordWrap(true);
    m_summaryLabel->setTextFormat(Qt::PlainText);
    m_summaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summaryIcon->setFixedSize(20, 20);
    auto *summaryLayout = new QHBoxLayout(m_summaryFrame);
    summaryLayout->setContentsMargins(6, 4, 6, 4);
    summaryLayout->addWidget(m_summaryIcon, 0, Qt::AlignTop);
    summaryLayout->addWidget(m_summaryLabel, 1);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    for (const AuditState state : allStates) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setChecked(true);
        button->setIcon(syncStateIcon(state));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setObjectName(QStringLiteral("show-") + auditStateKey(state));
        connect(button, &QToolButton::toggled, this, [this, state](bool shown) {
            m_model->setStateShown(state, shown);
            updateCounts();
        });
        m_stateButtons[int(state)] = button;
        bar->addWidget(button);
    }
    m_filter->setObjectName(QStringLiteral("syncFilter"));
    m_filter->setClearButtonEnabled(true);
    m_shownCount->setObjectName(QStringLiteral("syncShownCount"));
    m_auditAgain->setObjectName(QStringLiteral("auditAgain"));
    m_auditAgain->setEnabled(false);
    bar->addSpacing(8);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_shownCount);
    bar->addWidget(m_auditAgain);

    m_view->setObjectName(QStringLiteral("syncTable"));
    m_view->setModel(m_decorated);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    auto *middle = new MiddleElidingDelegate(m_view);
    m_view->setItemDelegateForColumn(SyncResultModel::PathColumn, middle);
    m_view->setItemDelegateForColumn(SyncResultModel::UrlColumn, middle);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->resizeSection(SyncResultModel::StateColumn, 90);
    m_view->horizontalHeader()->resizeSection(SyncResultModel::PathColumn, 260);
    m_view->horizontalHeader()->resizeSection(SyncResultModel::UrlColumn, 300);

    m_diff->setObjectName(QStringLiteral("textDiffView"));

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("syncSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(m_view);
    split->addWidget(m_diff);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_summaryFrame);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    m_selectionDelay->setSingleShot(true);
    m_selectionDelay->setInterval(selectionDelayMs);
    connect(m_selectionDelay, &QTimer::timeout, this, &SyncPanel::onCurrentChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        // The first selection shows at once; moving on waits for a pause.
        if (m_shownItem < 0)
            onCurrentChanged();
        else
            m_selectionDelay->start();
    });
    connect(m_decorated, &QAbstractItemModel::modelReset, this, [this] {
        // The filters may have hidden the shown item: the diff stays, the
        // count changes.
        updateCounts();
    });
    connect(m_view, &QTableView::activated, this, [this] {
        onCurrentChanged();
        m_diff->setFocus(Qt::OtherFocusReason);
    });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_model->setTextFilter(text);
        updateCounts();
    });
    connect(m_auditAgain, &QPushButton::clicked, this, [this] {
        if (!m_summary.destination.isEmpty())
            Q_EMIT auditRequested(m_summary.destination);
    });
    setTabOrder(m_filter, m_view);
    setTabOrder(m_view, m_diff);
    retranslate();
    clear();
}

SyncPanel::~SyncPanel()
{
    if (m_loader)
        m_loader->abort();
}

void SyncPanel::setFetchOptions(QNetworkAccessManager *network, const FetchOptions &options)
{
    m_network = network;
    m_fetchOptions = options;
}

void SyncPanel::showResult(const Summary &summary, QList<AuditItem> items)
{
    showSummary(summary);
    m_model->setItems(std::move(items));
    updateCounts();
}

void SyncPanel::showSummary(const Summary &summary)
{
    m_summary = summary;
    m_running.clear();
    m_haveResult = true;
    m_shownItem = -1;
    if (m_loader)
        m_loader->abort();
    m_diff->setTitles({}, {});
    m_diff->setMessage(tr("Select a resource to compare its local and remote versions."));
    updateCounts();
    updateSummary();
}

void SyncPanel::showAuditResult(const QString &destination, const AuditResult &result,
                                qint64 elapsedMs, const QString &error)
{
    Summary summary;
    summary.kind = Summary::Kind::Audit;
    summary.destination = destination;
    summary.counts = result.counts;
    summary.elapsedMs = elapsedMs;
    summary.canceled = result.canceled;
    summary.error = error;
    showResult(summary, result.items);
}

void SyncPanel::showMirrorResult(const QString &destination, const MirrorResult &result,
                                 const QString &error)
{
    Summary summary;
    summary.kind = Summary::Kind::Mirror;
    summary.destination = destination.isEmpty() ? result.destination : destination;
    summary.counts = result.counts;
    summary.trashFolder = result.trashFolder;
    summary.elapsedMs = result.elapsedMs;
    summary.canceled = result.canceled;
    summary.gap = result.gap;
    if (result.route != SyncRoute::None)
        summary.route = syncRouteName(result.route);
    summary.error = error;
    summary.kept = result.kept;
    showSummary(summary);
    // The items stay in the run's database; the table reads them a page at a time.
    m_model->setRunItems(result.items, result.counts);
    updateCounts();
}

void SyncPanel::showRunning(const QString &text)
{
    m_running = text;
    updateSummary();
}

void SyncPanel::clear()
{
    showResult({}, {});
    m_haveResult = false; // nothing to sum up: the line says what the panel is for
    updateSummary();
}

QString SyncPanel::summaryText() const
{
    return m_summaryLabel->text();
}

namespace {

QString durationText(qint64 ms)
{
    const QLocale locale;
    if (ms < 1000)
        return SyncPanel::tr("%1 ms").arg(locale.toString(ms));
    if (ms < 60'000)
        return SyncPanel::tr("%1 s").arg(locale.toString(double(ms) / 1000.0, 'f', 1));
    return SyncPanel::tr("%1 min %2 s")
        .arg(locale.toString(ms / 60'000), locale.toString((ms % 60'000) / 1000));
}

} // namespace

QString SyncPanel::summaryText(const Summary &summary)
{
    const QLocale locale;
    const AuditCounts &counts = summary.counts;
    const QString folder = QDir::toNativeSeparators(summary.destination);
    const QString took
        = summary.elapsedMs >= 0 ? tr(" in %1").arg(durationText(summary.elapsedMs)) : QString();

    if (summary.kind == Summary::Kind::Audit) {
        if (!summary.error.isEmpty())
            return tr("The audit of %1 failed: %2").arg(folder, summary.error);
        QString head = summary.canceled ? tr("Audit of %1 stopped:").arg(folder)
                                        : tr("Audit of %1:").arg(folder);
        QString text;
        if (counts.inSync() && !summary.canceled) {
            text = tr("%1 in sync, all %2 resources the same%3.")
                       .arg(head, locale.toString(counts.same), took);
        } else {
            text = tr("%1 %2 to create, %3 to update, %4 to delete, %5 failed, %6 the same%7.")
                       .arg(head, locale.toString(counts.create), locale.toString(counts.update),
                            locale.toString(counts.deleted), locale.toString(counts.failed),
                            locale.toString(counts.same), took);
        }
        if (summary.canceled)
            text += u' ' + tr("Only part of the copy was compared.");
        return text;
    }

    if (!summary.error.isEmpty())
        return tr("The mirror into %1 failed: %2").arg(folder, summary.error);
    // The route, when known, follows the folder: "Mirrored into /x, baseline
    // from the Resource List: ...".
    const QString where
        = summary.route.isEmpty() ? folder : tr("%1, %2").arg(folder, summary.route);
    QString head;
    if (summary.canceled)
        head = tr("Mirror into %1 stopped:").arg(where);
    else if (counts.failed > 0)
        head = tr("Mirror into %1 is incomplete:").arg(where);
    else
        head = tr("Mirrored into %1:").arg(where);
    const qsizetype deleted = counts.deleted - summary.kept;
    const QString trash = deleted > 0 && !summary.trashFolder.isEmpty()
        ? tr(" (moved to %1)").arg(summary.trashFolder)
        : QString();
    QString text = tr("%1 %2 created, %3 updated, %4 deleted%5, %6 failed, %7 unchanged%8.")
                       .arg(head, locale.toString(counts.create), locale.toString(counts.update),
                            locale.toString(deleted), trash, locale.toString(counts.failed),
                            locale.toString(counts.same), took);
    if (summary.kept > 0)
        text += u' '
            + tr("%1 files the source no longer has were kept (deletion was not asked for).")
                  .arg(locale.toString(summary.kept));
    if (summary.gap)
        text += u' '
            + tr("The change lists no longer reach back to the last sync, so a new baseline was "
                 "taken.");
    if (summary.canceled)
        text += u' ' + tr("What was done is kept; the next mirror goes on from there.");
    else if (counts.failed > 0)
        text += u' ' + tr("The failed resources are tried again by the next mirror.");
    return text;
}

void SyncPanel::updateSummary()
{
    QString text;
    AuditState icon = AuditState::Same;
    QColor tint;
    const QPalette &colours = palette();
    const QColor window = colours.color(QPalette::Window);
    if (!m_running.isEmpty()) {
        text = m_running;
        icon = AuditState::Update;
    } else if (!m_haveResult) {
        text = tr("Mirror a source into a folder (File > Mirror…), or audit a local copy, to see "
                  "here how it compares with the source.");
        icon = AuditState::Create;
    } else {
        text = summaryText(m_summary);
        switch (m_summary.outcome()) {
        case Summary::Outcome::InSync:
            icon = AuditState::Same;
            tint = mix(window, QColor(0x2e, 0x9d, 0x57), 0.18);
            break;
        case Summary::Outcome::Differs:
            icon = AuditState::Update;
            tint = mix(window, QColor(0xd9, 0x8e, 0x04), 0.18);
            break;
        case Summary::Outcome::Problem:
            icon = AuditState::Failed;
            tint = mix(window, QColor(0xd1, 0x34, 0x3a), 0.22);
            break;
        }
    }
    QPalette framePalette = colours;
    if (tint.isValid())
        framePalette.setColor(QPalette::Window, tint);
    m_summaryFrame->setPalette(framePalette);
    m_summaryIcon->setPixmap(syncStateIcon(icon).pixmap(QSize(20, 20), devicePixelRatioF()));
    m_summaryLabel->setText(text);
    m_summaryLabel->setAccessibleName(text);
    m_auditAgain->setEnabled(m_running.isEmpty() && !m_summary.destination.isEmpty());
}

void SyncPanel::updateCounts()
{
    const AuditCounts counts = m_model->counts();
    const QLocale locale;
    const std::pair<AuditState, QString> texts[] = {
        {AuditState::Same, tr("Same: %1").arg(locale.toString(counts.same))},
        {AuditState::Create, tr("Create: %1").arg(locale.toString(counts.create))},
        {AuditState::Update, tr("Update: %1").arg(locale.toString(counts.update))},
        {AuditState::Delete, tr("Delete: %1").arg(locale.toString(counts.deleted))},
        {AuditState::Failed, tr("Failed: %1").arg(locale.toString(counts.failed))},
    };
    for (const auto &[state, text] : texts) {
        QToolButton *button = m_stateButtons[int(state)];
        button->setText(text);
        button->setAccessibleName(text);
    }
    m_shownCount->setText(
        tr("%1 of %2 shown")
            .arg(locale.toString(m_model->rowCount()), locale.toString(counts.total())));
}

void SyncPanel::onCurrentChanged()
{
    m_selectionDelay->stop();
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    const int item = current.isValid() ? current.data(SyncResultModel::ItemRole).toInt() : -1;
    if (item < 0 || item == m_shownItem)
        return;
    showItem(item);
}

QString SyncPanel::localPathOf(const AuditItem &item) const
{
    if (item.relativePath.isEmpty() || m_summary.destination.isEmpty())
        return {};
    return QDir(m_summary.destination).filePath(item.relativePath);
}

void SyncPanel::showItem(int item)
{
    m_shownItem = item;
    if (m_loader) {
        m_loader->abort();
        m_loader->deleteLater();
    }
    const AuditItem audited = m_model->item(item);
    const QString localPath = localPathOf(audited);
    m_diff->setTitles(tr("Local: %1").arg(audited.relativePath),
                      tr("Remote: %1").arg(audited.url.toDisplayString()));

    QStringList reasons;
    for (const AuditReason &reason : audited.reasons)
        reasons.append(reason.description());
    if (audited.state == AuditState::Failed) {
        showItemMessage(item, tr("This resource failed: %1").arg(reasons.join(u' ')));
        return;
    }
    if (audited.url.isEmpty()) {
        showItemMessage(item,
                        tr("No URL of the source belongs to this file: there is no remote "
                           "version to compare it with. %1")
                            .arg(reasons.join(u' ')));
        return;
    }
    // Whether the file is there is asked of the file system, not of the
    // result: after a mirror, what was to be created is.
    if (localPath.isEmpty() || !QFileInfo::exists(localPath)) {
        showItemMessage(item,
                        tr("The local copy does not have this resource: there is nothing "
                           "to compare."));
        return;
    }
    if (audited.state == AuditState::Delete) {
        showItemMessage(item,
                        tr("The source no longer lists this resource: there is no remote "
                           "version to compare it with. %1")
                            .arg(reasons.join(u' ')));
        return;
    }
    if (!m_network) {
        showItemMessage(item, tr("The remote version cannot be fetched here."));
        return;
    }

    m_diff->setMessage(
        tr("Loading the local and remote versions of %1…").arg(audited.url.toDisplayString()));
    auto *loader = new VersionLoader(m_network, m_fetchOptions, this);
    m_loader = loader;
    connect(loader, &VersionLoader::finished, this,
            [this, loader, item](const LoadedVersion &local, const LoadedVersion &remote) {
                loader->deleteLater();
                if (item == m_shownItem)
                    showVersions(item, local, remote);
            });
    loader->load(localPath, audited.url);
}

void SyncPanel::showItemMessage(int item, const QString &message)
{
    m_diff->setMessage(message);
    Q_EMIT itemShown(item);
}

void SyncPanel::showVersions(int item, const LoadedVersion &local, const LoadedVersion &remote)
{
    using Status = LoadedVersion::Status;
    const QLocale locale;
    const QString limit = locale.formattedDataSize(VersionLoader::maxBytes);
    if (local.status == Status::Failed) {
        showItemMessage(item, tr("The local file could not be read: %1").arg(local.error));
        return;
    }
    if (remote.status == Status::Failed) {
        showItemMessage(item, tr("The remote version could not be fetched: %1").arg(remote.error));
        return;
    }
    if (local.status == Status::Missing) {
        showItemMessage(item,
                        tr("The local copy does not have this resource: there is nothing "
                           "to compare."));
        return;
    }
    if (local.status == Status::TooLarge || remote.status == Status::TooLarge) {
        showItemMessage(
            item, tr("This resource is too large to compare here (more than %1).").arg(limit));
        return;
    }
    if (local.status == Status::Binary || remote.status == Status::Binary) {
        const QString sizes = tr("local %1, remote %2")
                                  .arg(locale.formattedDataSize(local.bytes),
                                       locale.formattedDataSize(remote.bytes));
        showItemMessage(item,
                        tr("This resource is not text (%1): it is not compared line by "
                           "line.")
                            .arg(sizes));
        return;
    }
    m_diff->setTexts(local.text, remote.text);
    if (m_diff->isLoading()) {
        connect(
            m_diff, &TextDiffView::loaded, this,
            [this, item] {
                if (item == m_shownItem)
                    Q_EMIT itemShown(item);
            },
            Qt::SingleShotConnection);
        return;
    }
    Q_EMIT itemShown(item);
}

void SyncPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        updateSummary();
}

void SyncPanel::retranslate()
{
    m_filter->setPlaceholderText(tr("Search paths, URLs and reasons"));
    m_filter->setAccessibleName(tr("Show resources whose path, URL or reasons contain"));
    m_auditAgain->setText(tr("Audit again"));
    m_auditAgain->setToolTip(
        tr("Compare the folder with the source again, to confirm that it is in sync"));
    m_view->setAccessibleName(tr("Resources of the local copy"));
    for (const AuditState state : allStates)
        m_stateButtons[int(state)]->setToolTip(tr("Show or hide the resources in this state"));
    m_model->retranslate();
    updateCounts();
    updateSummary();
}

} // namespace rsi
