// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QListWidget;
class QLabel;
class QPushButton;

namespace rsi {

// What the window shows before a source is open: the application's name and
// a line on what it does, a button that opens the bundled demo source, the
// recent sources (activate one with Return or a double-click to open it),
// and a hint that a URL or path can be typed or dropped.
class WelcomePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(QWidget *parent = nullptr);
    ~WelcomePage() override;

    void setRecentSources(const QStringList &sources);

Q_SIGNALS:
    void sourceRequested(const QString &input);
    void demoRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateEmptyState();

    QLabel *m_icon = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_tagline = nullptr;
    QPushButton *m_demoButton = nullptr;
    QLabel *m_demoNote = nullptr;
    QLabel *m_recentLabel = nullptr;
    QListWidget *m_recent = nullptr;
    QLabel *m_recentEmpty = nullptr; // shown instead of the list when there is none
    QLabel *m_hint = nullptr;
};

} // namespace rsi
