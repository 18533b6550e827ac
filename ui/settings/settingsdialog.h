// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

class QTableWidgetItem;

namespace rsi {

class AppSettings;
class CredentialStore;

// Edits AppSettings and the per-host credentials: a Network page
// (connections per host, delay between requests, timeout, User-Agent,
// proxy: system / none / manual host and port), a Validation page (spec
// version 1.1 / 1.0), a Credentials page (host, user, password; a notice
// when the keychain is not available and passwords last for this session
// only), and a Language page (system / English / Deutsch / 日本語). OK saves,
// Cancel leaves everything as it was; Restore Defaults resets the page shown.
// Every field has a label with a buddy and an accessible name.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    SettingsDialog(AppSettings &settings, CredentialStore &credentials, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    void accept() override; // saves

Q_SIGNALS:
    void languageChanged(const QString &language); // "" for the system's

private:
    class Pages;
    QWidget *buildNetworkPage();
    QWidget *buildValidationPage();
    QWidget *buildCredentialsPage();
    QWidget *buildLanguagePage();
    void loadFields();
    void loadCredentials();
    void restoreDefaults();
    void updateButtons();
    void updateNotice();
    void showSelectedCredential();
    void addCredential();
    void removeCredentials();
    void saveCredentials();
    int credentialRow(const QString &host) const;
    void setPassword(QTableWidgetItem *item, const QString &password) const;

    std::unique_ptr<Pages> m_pages;
    AppSettings &m_settings;
    CredentialStore &m_credentials;
};

} // namespace rsi
