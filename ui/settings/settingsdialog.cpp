// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include "appsettings.h"
#include "credentialstore.h"
#include "history/historysettingspage.h"
#include "history/historystore.h"
#include "net/credentialorigin.h"
#include "net/fetchoptions.h"
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
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace rsi {

namespace {

enum CredentialColumn { HostColumn, UserColumn, PasswordColumn, CredentialColumns };

// The password itself sits under this role; the table shows (and tells
// screen readers) only that there is one.
constexpr int passwordRole = Qt::UserRole;

// The origin ("https://example.org", "http://host:8080") that
// FetchOptions::basicCredentials keys are, from what a user types or pastes:
// a bare host (https is meant), a host and port, or a whole URL. Empty when
// it names no http(s) origin.
QString credentialKey(const QString &text)
{
    return credentialOriginFromUserText(text);
}

QFormLayout *newFormLayout()
{
    auto *form = new QFormLayout;
    // Fields grow with the window everywhere, not only where the style says.
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

// A label for a field, with the mnemonic that moves focus to it.
QLabel *buddyLabel(const QString &text, QWidget *field, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(field);
    return label;
}

// An explanation under a page's fields, read by screen readers with them.
QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

// Takes Return and Enter from the widgets it watches when the action takes
// them: QLineEdit lets the key through to the dialog, whose default button
// would close it.
class ReturnFilter final : public QObject
{
public:
    ReturnFilter(std::function<bool()> action, QObject *parent)
        : QObject(parent)
        , m_action(std::move(action))
    { }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_action())
                return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<bool()> m_action;
};

} // namespace

class SettingsDialog::Pages
{
public:
    QTabWidget *tabs = nullptr;
    QDialogButtonBox *buttons = nullptr;

    QWidget *network = nullptr;
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

QWidget *SettingsDialog::buildCredentialsPage()
{
    Pages &p = *m_pages;
    auto *page = new QWidget;
    p.credentials = page;

    // Shown when passwords cannot outlive the session.
    p.notice = new QWidget(page);
    p.notice->setObjectName(QStringLiteral("keychainNotice"));
    auto *noticeIcon = new QLabel(p.notice);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    noticeIcon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxInformation, nullptr, this).pixmap(iconSize));
    noticeIcon->setAccessibleName(tr("Information"));
    auto *noticeText
        = new QLabel(tr("No keychain is available: passwords are kept until you quit."), p.notice);
    noticeText->setWordWrap(true);
    auto *noticeLayout = new QHBoxLayout(p.notice);
    noticeLayout->setContentsMargins(0, 0, 0, 0);
    noticeLayout->addWidget(noticeIcon, 0, Qt::AlignTop);
    noticeLayout->addWidget(noticeText, 1);

    p.table = new QTableWidget(0, CredentialColumns, page);
    p.table->setObjectName(QStringLiteral("credentialsTable"));
    p.table->setHorizontalHeaderLabels({tr("Host"), tr("User"), tr("Password")});
    p.table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    p.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    p.table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    p.table->setTabKeyNavigation(false);
    p.table->verticalHeader()->hide();
    p.table->horizontalHeader()->setStretchLastSection(true);
    p.table->horizontalHeader()->setSectionResizeMode(HostColumn, QHeaderView::Stretch);
    p.table->setAccessibleName(tr("Saved credentials"));
    auto *tableLabel = buddyLabel(tr("Credentials for &HTTP basic authentication, each sent only "
                                     "to its origin (scheme, host and port):"),
                                  p.table, page);
    tableLabel->setWordWrap(true);

    p.host = new QLineEdit(page);
    p.host->setObjectName(QStringLiteral("credentialHost"));
    p.host->setPlaceholderText(tr("example.org, example.org:8443 or http://example.org:8080"));
    p.host->setAccessibleName(tr("Host"));
    p.host->setToolTip(tr("The server's host name, with the port when it is not the usual one. "
                          "Without a scheme, https is meant: a password is sent over plain "
                          "http only to an address written with http://. A pasted address is "
                          "shortened to its scheme, host and port."));
    p.user = new QLineEdit(page);
    p.user->setObjectName(QStringLiteral("credentialUser"));
    // Basic authentication separates user and password with the first colon.
    p.user->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[^:]*")), p.user));
    p.user->setAccessibleName(tr("User name"));
    p.password = new QLineEdit(page);
    p.password->setObjectName(QStringLiteral("credentialPassword"));
    p.password->setEchoMode(QLineEdit::Password);
    p.password->setAccessibleName(tr("Password"));

    p.add = new QPushButton(tr("&Add"), page);
    p.add->setAccessibleName(tr("Add credentials"));
    p.remove = new QPushButton(tr("Re&move"), page);
    p.remove->setAccessibleName(tr("Remove the selected credentials"));

    auto *form = newFormLayout();
    form->addRow(buddyLabel(tr("H&ost:"), p.host, page), p.host);
    form->addRow(buddyLabel(tr("&User name:"), p.user, page), p.user);
    form->addRow(buddyLabel(tr("&Password:"), p.password, page), p.password);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addStretch();
    buttonRow->addWidget(p.add);
    buttonRow->addWidget(p.remove);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(p.notice);
    layout->addWidget(tableLabel);
    layout->addWidget(p.table, 1);
    layout->addLayout(form);
    layout->addLayout(buttonRow);

    connect(p.table, &QTableWidget::itemSelectionChanged, this,
            &SettingsDialog::showSelectedCredential);
    for (QLineEdit *field : {p.host, p.user, p.password})
        connect(field, &QLineEdit::textChanged, this, &SettingsDialog::updateButtons);
    // Return in the form adds the entry instead of closing the dialog.
    auto *returnAdds = new ReturnFilter(
        [this] {
            if (!m_pages->add->isEnabled())
                return false;
            addCredential();
            return true;
        },
        page);
    for (QLineEdit *field : {p.host, p.user, p.password})
        field->installEventFilter(returnAdds);
    connect(p.add, &QPushButton::clicked, this, &SettingsDialog::addCredential);
    connect(p.remove, &QPushButton::clicked, this, &SettingsDialog::removeCredentials);
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

    const QHash<QString, QString> all = m_credentials.all();
    QStringList hosts = all.keys();
    hosts.sort();
    p.table->setRowCount(0);
    for (const QString &host : std::as_const(hosts)) {
        const QString value = all.value(host);
        const qsizetype colon = value.indexOf(u':');
        const int row = p.table->rowCount();
        p.table->insertRow(row);
        // Entries saved as "host" or "host:port", before credentials were
        // keyed by origin, show (and are saved on OK) as the https origin
        // they have meant since.
        const QString origin = credentialKey(host);
        p.table->setItem(row, HostColumn, new QTableWidgetItem(origin.isEmpty() ? host : origin));
        p.table->setItem(row, UserColumn,
                         new QTableWidgetItem(colon < 0 ? value : value.left(colon)));
        auto *password = new QTableWidgetItem;
        setPassword(password, colon < 0 ? QString() : value.mid(colon + 1));
        p.table->setItem(row, PasswordColumn, password);
    }
    p.table->resizeColumnToContents(UserColumn);

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

int SettingsDialog::credentialRow(const QString &host) const
{
    if (host.isEmpty())
        return -1;
    const QTableWidget *table = m_pages->table;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, HostColumn)->text() == host)
            return row;
    }
    return -1;
}

void SettingsDialog::setPassword(QTableWidgetItem *item, const QString &password) const
{
    item->setData(passwordRole, password);
    // The same number of dots for every password: its length is a secret too.
    item->setText(password.isEmpty() ? QString() : QString(8, QChar(0x2022)));
    item->setData(Qt::AccessibleTextRole,
                  password.isEmpty() ? tr("No password") : tr("Password set"));
}

void SettingsDialog::showSelectedCredential()
{
    Pages &p = *m_pages;
    const QList<QTableWidgetItem *> selected = p.table->selectedItems();
    if (!selected.isEmpty()) {
        // Selecting a row puts it in the form, to change it and press Update.
        const int row = selected.constFirst()->row();
        p.host->setText(p.table->item(row, HostColumn)->text());
        p.user->setText(p.table->item(row, UserColumn)->text());
        p.password->setText(p.table->item(row, PasswordColumn)->data(passwordRole).toString());
    }
    updateButtons();
}

void SettingsDialog::addCredential()
{
    Pages &p = *m_pages;
    const QString host = credentialKey(p.host->text());
    if (host.isEmpty())
        return;
    int row = credentialRow(host);
    if (row < 0) {
        row = p.table->rowCount();
        p.table->insertRow(row);
        p.table->setItem(row, HostColumn, new QTableWidgetItem(host));
        p.table->setItem(row, UserColumn, new QTableWidgetItem);
        p.table->setItem(row, PasswordColumn, new QTableWidgetItem);
    }
    p.table->item(row, UserColumn)->setText(p.user->text());
    setPassword(p.table->item(row, PasswordColumn), p.password->text());
    p.removedHosts.removeAll(host);

    const QSignalBlocker blocker(p.table);
    p.table->clearSelection();
    for (QLineEdit *field : {p.host, p.user, p.password})
        field->clear();
    p.host->setFocus();
    updateButtons();
}

void SettingsDialog::removeCredentials()
{
    Pages &p = *m_pages;
    QList<int> rows;
    const QList<QTableWidgetItem *> selected = p.table->selectedItems();
    for (const QTableWidgetItem *item : selected) {
        if (!rows.contains(item->row()))
            rows.append(item->row());
    }
    std::sort(rows.begin(), rows.end(), std::greater<>());
    const QSignalBlocker blocker(p.table);
    for (int row : std::as_const(rows)) {
        p.removedHosts.append(p.table->item(row, HostColumn)->text());
        p.table->removeRow(row);
    }
    p.table->clearSelection();
    for (QLineEdit *field : {p.host, p.user, p.password})
        field->clear();
    updateButtons();
}

void SettingsDialog::saveCredentials()
{
    Pages &p = *m_pages;
    // What was typed but not added counts: pressing OK means "keep this".
    if (p.add->isEnabled())
        addCredential();

    QStringList hosts;
    QHash<QString, QString> wanted;
    for (int row = 0; row < p.table->rowCount(); ++row) {
        const QString host = p.table->item(row, HostColumn)->text();
        hosts.append(host);
        wanted.insert(host,
                      p.table->item(row, UserColumn)->text() + u':'
                          + p.table->item(row, PasswordColumn)->data(passwordRole).toString());
    }
    const QHash<QString, QString> existing = m_credentials.all();
    for (auto it = existing.cbegin(); it != existing.cend(); ++it) {
        if (!wanted.contains(it.key()))
            m_credentials.remove(it.key());
    }
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        if (existing.value(it.key()) != it.value())
            m_credentials.store(it.key(), it.value());
    }
    for (const QString &host : std::as_const(p.removedHosts)) {
        if (!wanted.contains(host) && !existing.contains(host))
            m_credentials.remove(host);
    }
    // Hosts whose secret the keychain did not give us this session stay
    // listed, unless removed here: the keychain may answer next time.
    const QStringList known = m_settings.credentialHosts();
    for (const QString &host : known) {
        if (!hosts.contains(host) && !existing.contains(host) && !p.removedHosts.contains(host))
            hosts.append(host);
    }
    m_settings.setCredentialHosts(hosts);
}

void SettingsDialog::accept()
{
    Pages &p = *m_pages;
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
