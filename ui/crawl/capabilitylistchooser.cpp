// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "capabilitylistchooser.h"

#include "crawl/sourcetree.h"
#include "report/crawlreport.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace rsi {

namespace {

constexpr int urlRole = Qt::UserRole + 1;

} // namespace

CapabilityListChooser::CapabilityListChooser(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_all(new QPushButton(this))
    , m_none(new QPushButton(this))
{
    setObjectName(QStringLiteral("capabilityListChooser"));
    m_list->setObjectName(QStringLiteral("capabilityLists"));
    m_list->setUniformItemSizes(true);
    m_label->setBuddy(m_list);
    m_label->setWordWrap(true);
    m_all->setObjectName(QStringLiteral("chooseAllCapabilityLists"));
    m_none->setObjectName(QStringLiteral("chooseNoCapabilityList"));
    // Return in a dialog starts it, whichever of these was clicked last.
    m_all->setAutoDefault(false);
    m_none->setAutoDefault(false);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_all);
    buttons->addWidget(m_none);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_list, &QListWidget::itemChanged, this, &CapabilityListChooser::changed);
    connect(m_all, &QPushButton::clicked, this, [this] { setAllChecked(true); });
    connect(m_none, &QPushButton::clicked, this, [this] { setAllChecked(false); });
    retranslate();
    setVisible(false);
}

CapabilityListChooser::~CapabilityListChooser() = default;

void CapabilityListChooser::setTree(const SourceTree &tree)
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const CrawledDocument &document : tree.documents()) {
        if (!document.loaded || document.type != DocumentType::CapabilityList)
            continue;
        const QString url = documentUrl(document);
        // What a person recognises a set by: where it is, and what it offers.
        QStringList offers;
        for (qsizetype row = 0; row < document.entries.size(); ++row) {
            const QString capability = document.entries.value(row, EntryField::Capability);
            if (!capability.isEmpty() && !offers.contains(capability))
                offers.append(capability);
        }
        auto *item = new QListWidgetItem(
            offers.isEmpty() ? url : tr("%1 (%2)").arg(url, offers.join(QStringLiteral(", "))),
            m_list);
        item->setData(urlRole, QUrl(url));
        item->setToolTip(url);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    // One set is the whole source: nothing to choose.
    setVisible(m_list->count() > 1);
    Q_EMIT changed();
}

void CapabilityListChooser::setChosen(const QList<QUrl> &chosen)
{
    const auto isChosen = [&chosen](const QUrl &url) {
        const QString key = SourceTree::urlKey(url);
        return std::any_of(chosen.cbegin(), chosen.cend(),
                           [&key](const QUrl &c) { return SourceTree::urlKey(c) == key; });
    };
    bool any = false;
    for (int row = 0; row < m_list->count(); ++row)
        any = any || isChosen(m_list->item(row)->data(urlRole).toUrl());
    const QSignalBlocker blocker(m_list);
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        item->setCheckState(!any || isChosen(item->data(urlRole).toUrl()) ? Qt::Checked
                                                                          : Qt::Unchecked);
    }
    Q_EMIT changed();
}

QList<QUrl> CapabilityListChooser::chosen() const
{
    if (checkedCount() == count())
        return {};
    QList<QUrl> urls;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem *item = m_list->item(row);
        if (item->checkState() == Qt::Checked)
            urls.append(item->data(urlRole).toUrl());
    }
    return urls;
}

int CapabilityListChooser::count() const
{
    return m_list->count();
}

int CapabilityListChooser::checkedCount() const
{
    int checked = 0;
    for (int row = 0; row < m_list->count(); ++row)
        checked += m_list->item(row)->checkState() == Qt::Checked;
    return checked;
}

void CapabilityListChooser::setAllChecked(bool checked)
{
    const QSignalBlocker blocker(m_list);
    for (int row = 0; row < m_list->count(); ++row)
        m_list->item(row)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    Q_EMIT changed();
}

void CapabilityListChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CapabilityListChooser::retranslate()
{
    m_label->setText(tr("&Sets of resources (Capability Lists):"));
    m_list->setAccessibleName(tr("Sets of resources"));
    m_all->setText(tr("A&ll"));
    m_none->setText(tr("N&one"));
}

} // namespace rsi
