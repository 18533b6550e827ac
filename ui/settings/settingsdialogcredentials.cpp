// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SettingsDialog: the Credentials page, its table of per-origin user names
// and passwords, and saving them to the keychain and the settings.
#include "appsettings.h"
#include "credentialstore.h"
#include "settingsdialog_p.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>

namespace rsi {

using namespace settingsdialogparts;

namespace {

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

void SettingsDialog::loadCredentials()
{
    Pages &p = *m_pages;
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

} // namespace rsi
