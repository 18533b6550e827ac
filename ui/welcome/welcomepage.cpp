// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "welcomepage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rsi {

namespace {

// Wide enough for a long URL in the recent list, narrow enough that the
// eye does not travel across a maximised window.
constexpr int columnWidth = 560;
constexpr int iconSize = 64;
constexpr int visibleRecentRows = 8;

QLabel *centredLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setAlignment(Qt::AlignHCenter);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    auto *column = new QWidget(this);
    column->setMaximumWidth(columnWidth);
    column->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    m_icon = new QLabel(column);
    m_icon->setAlignment(Qt::AlignHCenter);
    const QIcon icon(QStringLiteral(":/icons/rsinspector.svg"));
    if (!icon.isNull())
        m_icon->setPixmap(icon.pixmap(iconSize, iconSize));
    m_icon->setVisible(!icon.isNull());

    m_title = centredLabel(column);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    m_tagline = centredLabel(column);
    QFont taglineFont = m_tagline->font();
    taglineFont.setPointSizeF(taglineFont.pointSizeF() * 1.15);
    m_tagline->setFont(taglineFont);

    m_demoButton = new QPushButton(column);
    m_demoButton->setObjectName(QStringLiteral("demoButton"));
    // The default look marks it as the thing to do first, and makes Return
    // press it when it has the focus, as in a dialog.
    m_demoButton->setDefault(true);
    m_demoButton->setAutoDefault(true);
    m_demoButton->setFocusPolicy(Qt::StrongFocus);
    m_demoButton->setMinimumHeight(m_demoButton->sizeHint().height() * 3 / 2);
    m_demoButton->setMinimumWidth(240);
    connect(m_demoButton, &QPushButton::clicked, this, &WelcomePage::demoRequested);

    m_demoNote = centredLabel(column);
    m_demoNote->setForegroundRole(QPalette::PlaceholderText);

    m_recentLabel = new QLabel(column);
    QFont headingFont = m_recentLabel->font();
    headingFont.setBold(true);
    m_recentLabel->setFont(headingFont);

    m_recent = new QListWidget(column);
    m_recent->setObjectName(QStringLiteral("recentSources"));
    // A long URL is shortened in its middle, where the host and the file
    // name stay readable, rather than scrolled sideways.
    m_recent->setTextElideMode(Qt::ElideMiddle);
    m_recent->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_recent->setUniformItemSizes(true);
    m_recent->setSpacing(2);
    m_recent->setSelectionMode(QAbstractItemView::SingleSelection);
    m_recentLabel->setBuddy(m_recent);
    // itemActivated covers Return and a double-click (or a single click
    // where the platform activates on one), so a source opens once.
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (item)
            Q_EMIT sourceRequested(item->data(Qt::UserRole).toString());
    });

    m_recentEmpty = new QLabel(column);
    m_recentEmpty->setObjectName(QStringLiteral("recentEmpty"));
    m_recentEmpty->setWordWrap(true);
    m_recentEmpty->setForegroundRole(QPalette::PlaceholderText);

    m_hint = centredLabel(column);
    m_hint->setForegroundRole(QPalette::PlaceholderText);

    auto *buttonRow = new QHBoxLayout;
    buttonRow->addStretch();
    buttonRow->addWidget(m_demoButton);
    buttonRow->addStretch();

    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(m_icon);
    columnLayout->addWidget(m_title);
    columnLayout->addWidget(m_tagline);
    columnLayout->addSpacing(20);
    columnLayout->addLayout(buttonRow);
    columnLayout->addWidget(m_demoNote);
    columnLayout->addSpacing(24);
    columnLayout->addWidget(m_recentLabel);
    columnLayout->addWidget(m_recent);
    columnLayout->addWidget(m_recentEmpty);
    columnLayout->addSpacing(20);
    columnLayout->addWidget(m_hint);

    auto *centreRow = new QHBoxLayout;
    centreRow->addStretch(1);
    centreRow->addWidget(column, 100);
    centreRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addStretch(1);
    layout->addLayout(centreRow);
    layout->addStretch(2);

    setFocusProxy(m_demoButton);
    setTabOrder(m_demoButton, m_recent);

    retranslate();
    updateEmptyState();
}

WelcomePage::~WelcomePage() = default;

void WelcomePage::setRecentSources(const QStringList &sources)
{
    m_recent->clear();
    for (const QString &source : sources) {
        auto *item = new QListWidgetItem(source, m_recent);
        item->setData(Qt::UserRole, source);
        item->setToolTip(source);
    }
    // Return opens the first source straight after tabbing into the list;
    // nothing looks chosen before that.
    if (m_recent->count() > 0)
        m_recent->setCurrentRow(0, QItemSelectionModel::NoUpdate);
    // As tall as its rows, up to a few: no empty box under a short list.
    const int rows = std::min(m_recent->count(), visibleRecentRows);
    if (rows > 0) {
        const int rowHeight = m_recent->sizeHintForRow(0) + 2 * m_recent->spacing();
        m_recent->setFixedHeight(rows * rowHeight + 2 * m_recent->frameWidth());
    }
    updateEmptyState();
}

void WelcomePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void WelcomePage::retranslate()
{
    m_title->setText(tr("ResourceSync Inspector"));
    m_tagline->setText(tr("See inside a ResourceSync source: what it publishes, whether it "
                          "follows the specification, and keep a faithful local copy."));
    m_demoButton->setText(tr("Open the demo source"));
    m_demoButton->setAccessibleName(tr("Open the demo source"));
    m_demoButton->setAccessibleDescription(
        tr("Opens a small sample source that comes with the application"));
    m_demoNote->setText(
        tr("A small sample source that comes with the application, served from this computer."));
    m_recentLabel->setText(tr("&Recent sources"));
    m_recent->setAccessibleName(tr("Recent sources"));
    m_recent->setAccessibleDescription(tr("Press Return or double-click to open a source again"));
    m_recentEmpty->setText(tr("No recent sources yet: the sources you open will be listed here."));
    m_recentEmpty->setAccessibleName(tr("No recent sources"));
    m_hint->setText(tr("To open your own source, type its URL or a folder path in the address "
                       "bar above, or drop a link or a file onto this window."));
}

void WelcomePage::updateEmptyState()
{
    const bool empty = m_recent->count() == 0;
    m_recent->setVisible(!empty);
    m_recentEmpty->setVisible(empty);
}

} // namespace rsi
