// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What SettingsDialog's two files share: the dialog's widgets (Pages), the
// credentials table's columns, and the helpers that lay out a page's form.

#include "net/credentialorigin.h"
#include "settingsdialog.h"

#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace rsi {

class HistorySettingsPage;
class NotificationSettingsPage;

namespace settingsdialogparts {

enum CredentialColumn { HostColumn, UserColumn, PasswordColumn, CredentialColumns };

// The password itself sits under this role; the table shows (and tells
// screen readers) only that there is one.
constexpr int passwordRole = Qt::UserRole;

// The origin ("https://example.org", "http://host:8080") that
// FetchOptions::basicCredentials keys are, from what a user types or pastes:
// a bare host (https is meant), a host and port, or a whole URL. Empty when
// it names no http(s) origin.
inline QString credentialKey(const QString &text)
{
    return credentialOriginFromUserText(text);
}

QFormLayout *newFormLayout();
// A label for a field, with the mnemonic that moves focus to it.
QLabel *buddyLabel(const QString &text, QWidget *field, QWidget *parent);

} // namespace settingsdialogparts

class SettingsDialog::Pages
{
public:
    QTabWidget *tabs = nullptr;
    QDialogButtonBox *buttons = nullptr;

    QWidget *network = nullptr;
    NotificationSettingsPage *notifications = nullptr;
    QSpinBox *connections = nullptr;
    QSpinBox *delay = nullptr;
    QSpinBox *timeout = nullptr;
    QLineEdit *userAgent = nullptr;
    QRadioButton *proxySystem = nullptr;
    QRadioButton *proxyNone = nullptr;
    QRadioButton *proxyManual = nullptr;
    QLineEdit *proxyHost = nullptr;
    QSpinBox *proxyPort = nullptr;

    QWidget *validation = nullptr;
    QComboBox *specVersion = nullptr;

    QWidget *credentials = nullptr;
    QWidget *notice = nullptr;
    QTableWidget *table = nullptr;
    QLineEdit *host = nullptr;
    QLineEdit *user = nullptr;
    QLineEdit *password = nullptr;
    QPushButton *add = nullptr;
    QPushButton *remove = nullptr;
    // Hosts the user removed in this dialog, whether or not their secret
    // could be read this session: they leave the settings on OK.
    QStringList removedHosts;

    QWidget *language = nullptr;
    QComboBox *languages = nullptr;

    HistorySettingsPage *history = nullptr;
};

} // namespace rsi
