// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QSpinBox;

namespace rsi {

class AppSettings;

// The History page of the settings: whether every finished crawl is kept,
// and the size the history may grow to before its oldest crawls go.
class HistorySettingsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistorySettingsPage)

public:
    // historyFile: where the history is kept, to say so.
    HistorySettingsPage(const QString &historyFile, QWidget *parent = nullptr);
    ~HistorySettingsPage() override;

    void load(const AppSettings &settings);
    // Writes what changed.
    void apply(AppSettings &settings) const;
    void restoreDefaults();

private:
    QCheckBox *m_keep = nullptr;
    QSpinBox *m_limit = nullptr;
};

} // namespace rsi
