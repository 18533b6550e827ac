// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace rsi {

class AppSettings;

// The Notifications page of the settings: where the callback server listens
// for the hubs, and the public URL they are told, with a plain explanation
// of why a desktop usually needs the second. SettingsDialog loads, saves and
// resets it.
class NotificationSettingsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotificationSettingsPage)

public:
    explicit NotificationSettingsPage(QWidget *parent = nullptr);
    ~NotificationSettingsPage() override;

    void load(const AppSettings &settings);
    // Saves what is valid and changed; false (nothing saved) when a field is
    // wrong, with problem() saying which.
    bool save(AppSettings &settings);
    void restoreDefaults();
    QString problem() const;

    QLineEdit *listenField() const { return m_listen; }
    QLineEdit *callbackUrlField() const { return m_callbackUrl; }

private:
    QLineEdit *m_listen = nullptr;
    QLineEdit *m_callbackUrl = nullptr;
    QLabel *m_explanation = nullptr;
};

} // namespace rsi
