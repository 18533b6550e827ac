// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include "appsettings.h"
#include "credentialstore.h"
#include "history/historysettingspage.h"
#include "history/historystore.h"
#include "net/fetchoptions.h"
#include "notify/notificationsettingspage.h"
#include "settingsdialog_p.h"
// rsi_ui does not link rsi_translations itself: every executable that links
// rsi_ui links it after rsi_ui (app/gui, the ui tests).
#include "translationloader.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rsi {

namespace settingsdialogparts {

QFormLayout *newFormLayout()
{
    auto *form = new QFormLayout;
    // Fields grow with the window everywhere, not only where the style says.
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

QLabel *buddyLabel(const QString &text, QWidget *field, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(field);
    return label;
}

} // namespace settingsdialogparts

using namespace settingsdialogparts;

namespace {

// An explanation under a page's fields, read by screen readers with them.
QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

SettingsDialog::SettingsDialog(AppSettings &settings, CredentialStore &credentials, QWidget *parent)
    : QDialog(parent)
    , m_pages(std::make_unique<Pages>())
    , m_settings(settings)
    , m_credentials(credentials)
{
    setWindowTitle(tr("Settings"));
    Pages &p = *m_pages;

    p.tabs = new QTabWidget(this);
    p.tabs->setAccessibleName(tr("Settings pages"));
    // Built before being added, so that each page's tab order is its own
    // reading order and the pages follow one another in the focus chain.
    p.tabs->addTab(buildNetworkPage(), tr("&Network"));
    p.tabs->addTab(buildValidationPage(), tr("&Validation"));
    p.tabs->addTab(buildCredentialsPage(), tr("C&redentials"));
    p.notifications = new NotificationSettingsPage;
    p.tabs->addTab(p.notifications, tr("Not&ifications"));
    p.tabs->addTab(buildLanguagePage(), tr("&Language"));
    p.history = new HistorySettingsPage(HistoryStore::defaultPath());
    p.history->setObjectName(QStringLiteral("historyPage"));
    p.tabs->addTab(p.history, tr("Histor&y"));

    p.buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    p.buttons->button(QDialogButtonBox::RestoreDefaults)
        ->setToolTip(tr("Sets the fields of the page shown back to their defaults."));
    connect(p.buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(p.buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(p.buttons->button(QDialogButtonBox::RestoreDefaults), &QAbstractButton::clicked, this,
            &SettingsDialog::restoreDefaults);
    connect(p.tabs, &QTabWidget::currentChanged, this, &SettingsDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(p.tabs);
    layout->addWidget(p.buttons);
    // Room for a User-Agent and the credentials table without squinting.
    setMinimumWidth(fontMetrics().averageCharWidth() * 72);

    connect(&m_credentials, &CredentialStore::keychainUnavailable, this,
            &SettingsDialog::updateNotice);

    loadFields();
    updateNotice();
    updateButtons();
}

SettingsDialog::~SettingsDialog() = default;

QWidget *SettingsDialog::buildNetworkPage()
{
    Pages &p = *m_pages;
    auto *page = new QWidget;
    p.network = page;

    p.connections = new QSpinBox(page);
    p.connections->setObjectName(QStringLiteral("connectionsPerHost"));
    p.connections->setRange(1, AppSettings::maxConnectionsPerHost);
    p.connections->setAccessibleName(tr("Connections per host"));
    p.connections->setToolTip(
        tr("How many requests may run at the same time against one server. Fewer is gentler: "
           "a small repository can slow down, or block a crawler that asks too much at once."));

    p.delay = new QSpinBox(page);
    p.delay->setObjectName(QStringLiteral("delayMs"));
    p.delay->setRange(0, AppSettings::maxDelayMs);
    p.delay->setSingleStep(100);
    //: Unit after the delay between requests, in milliseconds
    p.delay->setSuffix(tr(" ms"));
    p.delay->setSpecialValueText(tr("No delay"));
    p.delay->setAccessibleName(tr("Delay between requests"));
    p.delay->setToolTip(
        tr("The least time between the starts of two requests to the same server. A delay makes "
           "a crawl slower but politer, and keeps it within the rate limits some servers set."));

    p.timeout = new QSpinBox(page);
    p.timeout->setObjectName(QStringLiteral("timeoutSeconds"));
    p.timeout->setRange(1, AppSettings::maxTimeoutSeconds);
    //: Unit after the timeout, in seconds
    p.timeout->setSuffix(tr(" s"));
    p.timeout->setAccessibleName(tr("Timeout"));
    p.timeout->setToolTip(tr("A request is given up when the server sends nothing for this long."));

    p.userAgent = new QLineEdit(page);
    p.userAgent->setObjectName(QStringLiteral("userAgent"));
    p.userAgent->setPlaceholderText(defaultUserAgent());
    p.userAgent->setClearButtonEnabled(true);
    // Sent as an HTTP header: visible ASCII only.
    p.userAgent->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[\\x20-\\x7e]{0,512}")), p.userAgent));
    p.userAgent->setAccessibleName(tr("User-Agent"));
    p.userAgent->setToolTip(
        tr("How this application names itself to servers. Leave empty for the default; some "
           "servers ask crawlers to add a contact address, such as a web page or an email."));

    auto *form = newFormLayout();
    form->addRow(buddyLabel(tr("&Connections per host:"), p.connections, page), p.connections);
    form->addRow(buddyLabel(tr("&Delay between requests:"), p.delay, page), p.delay);
    form->addRow(buddyLabel(tr("&Timeout:"), p.timeout, page), p.timeout);
    form->addRow(buddyLabel(tr("&User-Agent:"), p.userAgent, page), p.userAgent);

    auto *proxyBox = new QGroupBox(tr("Proxy"), page);
    p.proxySystem = new QRadioButton(tr("&System settings"), proxyBox);
    p.proxySystem->setToolTip(tr("Use the proxy the system is set up with, if any."));
    p.proxyNone = new QRadioButton(tr("N&o proxy"), proxyBox);
    p.proxyNone->setToolTip(tr("Connect to every server directly."));
    p.proxyManual = new QRadioButton(tr("&Manual:"), proxyBox);
    p.proxyManual->setToolTip(tr("Send every request through this HTTP proxy."));
    auto *proxyGroup = new QButtonGroup(proxyBox);
    proxyGroup->addButton(p.proxySystem);
    proxyGroup->addButton(p.proxyNone);
    proxyGroup->addButton(p.proxyManual);

    p.proxyHost = new QLineEdit(proxyBox);
    p.proxyHost->setObjectName(QStringLiteral("proxyHost"));
    p.proxyHost->setPlaceholderText(tr("proxy.example.org"));
    p.proxyHost->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9.:\\[\\]-]{0,253}")), p.proxyHost));
    p.proxyHost->setAccessibleName(tr("Proxy host"));
    p.proxyPort = new QSpinBox(proxyBox);
    p.proxyPort->setObjectName(QStringLiteral("proxyPort"));
    p.proxyPort->setRange(1, 65'535);
    p.proxyPort->setAccessibleName(tr("Proxy port"));

    auto *manualRow = new QHBoxLayout;
    manualRow->addWidget(p.proxyManual);
    manualRow->addWidget(buddyLabel(tr("&Host:"), p.proxyHost, proxyBox));
    manualRow->addWidget(p.proxyHost, 1);
    manualRow->addWidget(buddyLabel(tr("&Port:"), p.proxyPort, proxyBox));
    manualRow->addWidget(p.proxyPort);
    auto *proxyLayout = new QVBoxLayout(proxyBox);
    proxyLayout->addWidget(p.proxySystem);
    proxyLayout->addWidget(p.proxyNone);
    proxyLayout->addLayout(manualRow);

    connect(p.proxyManual, &QRadioButton::toggled, this, &SettingsDialog::updateButtons);
    connect(p.proxyHost, &QLineEdit::textChanged, this, &SettingsDialog::updateButtons);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(noteLabel(tr("Few connections and a delay between requests are gentler on "
                                   "the servers you crawl, many of which are small repositories."),
                                page));
    layout->addWidget(proxyBox);
    layout->addStretch();
    return page;
}

QWidget *SettingsDialog::buildValidationPage()
{
    Pages &p = *m_pages;
    auto *page = new QWidget;
    p.validation = page;

    p.specVersion = new QComboBox(page);
    p.specVersion->setObjectName(QStringLiteral("specVersion"));
    p.specVersion->addItem(tr("1.1 (ANSI/NISO Z39.99-2017)"), specVersionName(SpecVersion::V1_1));
    p.specVersion->addItem(tr("1.0 (ANSI/NISO Z39.99-2014)"), specVersionName(SpecVersion::V1_0));
    p.specVersion->setAccessibleName(tr("Specification version"));
    p.specVersion->setToolTip(tr("The version of the ResourceSync specification that documents "
                                 "are judged against."));

    auto *form = newFormLayout();
    form->addRow(buddyLabel(tr("&Specification version:"), p.specVersion, page), p.specVersion);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(noteLabel(tr("Documents do not say which version they follow: choose the "
                                   "one the source was written for. Every report names the "
                                   "version it used."),
                                page));
    layout->addStretch();
    return page;
}

QWidget *SettingsDialog::buildLanguagePage()
{
    Pages &p = *m_pages;
    auto *page = new QWidget;
    p.language = page;

    p.languages = new QComboBox(page);
    p.languages->setObjectName(QStringLiteral("language"));
    p.languages->addItem(tr("System language"), QString());
    const QStringList languages = availableLanguages();
    for (const QString &language : languages)
        p.languages->addItem(nativeLanguageName(language), language);
    p.languages->setAccessibleName(tr("Language"));
    p.languages->setToolTip(tr("The language of the application's windows and reports."));

    auto *form = newFormLayout();
    form->addRow(buddyLabel(tr("&Display language:"), p.languages, page), p.languages);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(noteLabel(tr("The new language applies when you press OK."), page));
    layout->addStretch();
    return page;
}

void SettingsDialog::loadFields()
{
    Pages &p = *m_pages;
    p.notifications->load(m_settings);
    p.connections->setValue(m_settings.connectionsPerHost());
    p.delay->setValue(m_settings.delayMs());
    p.timeout->setValue(m_settings.timeoutSeconds());
    p.userAgent->setText(m_settings.userAgent());
    switch (m_settings.proxyMode()) {
    case AppSettings::ProxyMode::System:
        p.proxySystem->setChecked(true);
        break;
    case AppSettings::ProxyMode::None:
        p.proxyNone->setChecked(true);
        break;
    case AppSettings::ProxyMode::Manual:
        p.proxyManual->setChecked(true);
        break;
    }
    p.proxyHost->setText(m_settings.proxyHost());
    p.proxyPort->setValue(m_settings.proxyPort());

    p.specVersion->setCurrentIndex(
        std::max(0, p.specVersion->findData(specVersionName(m_settings.specVersion()))));
    p.history->load(m_settings);

    loadCredentials();

    // A language we have no translation for (any more) reads as the system's.
    p.languages->setCurrentIndex(std::max(0, p.languages->findData(m_settings.language())));
}

void SettingsDialog::restoreDefaults()
{
    Pages &p = *m_pages;
    QWidget *page = p.tabs->currentWidget();
    if (page == p.network) {
        p.connections->setValue(AppSettings::defaultConnectionsPerHost);
        p.delay->setValue(0);
        p.timeout->setValue(AppSettings::defaultTimeoutSeconds);
        p.userAgent->clear();
        p.proxySystem->setChecked(true);
        p.proxyHost->clear();
        p.proxyPort->setValue(AppSettings::defaultProxyPort);
    } else if (page == p.validation) {
        p.specVersion->setCurrentIndex(p.specVersion->findData(specVersionName(SpecVersion::V1_1)));
    } else if (page == p.language) {
        p.languages->setCurrentIndex(0);
    } else if (page == p.notifications) {
        p.notifications->restoreDefaults();
    } else if (page == p.history) {
        p.history->restoreDefaults();
    }
}

void SettingsDialog::updateButtons()
{
    Pages &p = *m_pages;
    const bool manual = p.proxyManual->isChecked();
    p.proxyHost->setEnabled(manual);
    p.proxyPort->setEnabled(manual);
    // A manual proxy needs a host; OK says so by waiting for one.
    p.buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!manual || !p.proxyHost->text().trimmed().isEmpty());
    // Passwords have no defaults to go back to.
    p.buttons->button(QDialogButtonBox::RestoreDefaults)
        ->setEnabled(p.tabs->currentWidget() != p.credentials);

    const QString key = credentialKey(p.host->text());
    p.add->setEnabled(!key.isEmpty()
                      && (!p.user->text().isEmpty() || !p.password->text().isEmpty()));
    p.add->setText(credentialRow(key) < 0 ? tr("&Add") : tr("Upda&te"));
    p.remove->setEnabled(!p.table->selectedItems().isEmpty());
}

void SettingsDialog::updateNotice()
{
    m_pages->notice->setVisible(!m_credentials.isPersistent());
}

void SettingsDialog::accept()
{
    Pages &p = *m_pages;
    // A wrong address stays on screen, said why, rather than be lost.
    if (!p.notifications->save(m_settings)) {
        p.tabs->setCurrentWidget(p.notifications);
        QMessageBox::warning(this, tr("Settings"), p.notifications->problem());
        return;
    }
    // Only what changed is written, so that a default changed in a later
    // version reaches those who never chose otherwise.
    if (p.connections->value() != m_settings.connectionsPerHost())
        m_settings.setConnectionsPerHost(p.connections->value());
    if (p.delay->value() != m_settings.delayMs())
        m_settings.setDelayMs(p.delay->value());
    if (p.timeout->value() != m_settings.timeoutSeconds())
        m_settings.setTimeoutSeconds(p.timeout->value());
    if (p.userAgent->text().trimmed() != m_settings.userAgent())
        m_settings.setUserAgent(p.userAgent->text());

    const AppSettings::ProxyMode mode = p.proxyManual->isChecked() ? AppSettings::ProxyMode::Manual
        : p.proxyNone->isChecked()                                 ? AppSettings::ProxyMode::None
                                                                   : AppSettings::ProxyMode::System;
    if (mode != m_settings.proxyMode())
        m_settings.setProxyMode(mode);
    if (p.proxyHost->text().trimmed() != m_settings.proxyHost()
        || p.proxyPort->value() != m_settings.proxyPort())
        m_settings.setManualProxy(p.proxyHost->text(), p.proxyPort->value());

    const SpecVersion version
        = specVersionFromName(p.specVersion->currentData().toString()).value_or(SpecVersion::V1_1);
    if (version != m_settings.specVersion())
        m_settings.setSpecVersion(version);

    saveCredentials();
    p.history->apply(m_settings);

    const QString language = p.languages->currentData().toString();
    const bool languageChanged = language != m_settings.language();
    if (languageChanged)
        m_settings.setLanguage(language);

    QDialog::accept();
    if (languageChanged)
        Q_EMIT this->languageChanged(language);
}

} // namespace rsi
