// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historysettingspage.h"

#include "settings/appsettings.h"

#include <QCheckBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rsi {

HistorySettingsPage::HistorySettingsPage(const QString &historyFile, QWidget *parent)
    : QWidget(parent)
    , m_keep(new QCheckBox(tr("&Keep every finished crawl in the history"), this))
    , m_limit(new QSpinBox(this))
{
    m_keep->setObjectName(QStringLiteral("keepHistory"));
    m_keep->setToolTip(tr("Each crawl that finishes is remembered, so that the next one can say "
                          "what changed and the History panel can show errors and warnings over "
                          "time."));
    m_limit->setObjectName(QStringLiteral("historyLimit"));
    m_limit->setRange(AppSettings::minHistoryLimitMb, AppSettings::maxHistoryLimitMb);
    m_limit->setSuffix(tr(" MB"));
    m_limit->setAccessibleName(tr("Size limit of the history"));
    connect(m_keep, &QCheckBox::toggled, m_limit, &QSpinBox::setEnabled);

    auto *limitLabel = new QLabel(tr("&Size limit:"), this);
    limitLabel->setBuddy(m_limit);
    auto *form = new QFormLayout;
    form->addRow(limitLabel, m_limit);
    auto *note = new QLabel(
        tr("The history is kept in %1. When it grows past the limit, the oldest crawls are "
           "deleted first. A crawl takes 8 to 22 bytes per entry (a million entries: 8 to 22 "
           "MB), and a few hundred bytes per document and finding.")
            .arg(QDir::toNativeSeparators(historyFile)),
        this);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    note->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_keep);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch();
}

HistorySettingsPage::~HistorySettingsPage() = default;

void HistorySettingsPage::load(const AppSettings &settings)
{
    m_keep->setChecked(settings.keepHistory());
    m_limit->setValue(settings.historyLimitMb());
    m_limit->setEnabled(m_keep->isChecked());
}

void HistorySettingsPage::apply(AppSettings &settings) const
{
    if (m_keep->isChecked() != settings.keepHistory())
        settings.setKeepHistory(m_keep->isChecked());
    if (m_limit->value() != settings.historyLimitMb())
        settings.setHistoryLimitMb(m_limit->value());
}

void HistorySettingsPage::restoreDefaults()
{
    m_keep->setChecked(true);
    m_limit->setValue(AppSettings::defaultHistoryLimitMb);
}

} // namespace rsi
