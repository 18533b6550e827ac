// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "settings/settingsdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using rsi::AppSettings;
using rsi::CredentialStore;
using rsi::SettingsDialog;
using rsi::SpecVersion;

namespace {

QString withoutMnemonic(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text;
}

// The field a user finds by its label: the label's buddy.
template<typename T> T *field(const QWidget *root, const QString &labelText)
{
    const QList<QLabel *> labels = root->findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (withoutMnemonic(label->text()) == labelText)
            return qobject_cast<T *>(label->buddy());
    }
    return nullptr;
}

template<typename T> T *withText(const QWidget *root, const QString &text)
{
    const QList<T *> widgets = root->findChildren<T *>();
    for (T *widget : widgets) {
        if (withoutMnemonic(widget->text()) == text)
            return widget;
    }
    return nullptr;
}

// Select what is there and type over it, as a user does.
void typeInto(QWidget *widget, const QString &text)
{
    QTest::keyClick(widget, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty())
        QTest::keyClick(widget, Qt::Key_Delete);
    else
        QTest::keyClicks(widget, text);
}

// A click on a radio button's circle: a wide button takes clicks only there
// and on its text, not at its centre.
void clickRadio(QRadioButton *radio)
{
    QVERIFY(radio);
    QTest::mouseClick(radio, Qt::LeftButton, {}, QPoint(6, radio->height() / 2));
    QVERIFY(radio->isChecked());
}

} // namespace

class tst_SettingsDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsCurrentSettings();
    void acceptSaves();
    void rejectKeepsEverything();
    void manualProxyNeedsHost();
    void restoreDefaultsOnCurrentPage();
    void languageChangedOnAccept();
    void languageUnchangedIsNotAnnounced();
    void credentialsAddUpdateRemove();
    void credentialTypedButNotAddedIsKept();
    void returnInTheFormAdds();
    void passwordsAreMasked();
    void noKeychainNotice();
    void fieldsHaveLabelsAndNames();
    void mnemonicsAreUnique();
    void tabOrderFollowsReadingOrder();
    void grabPages();

private:
    std::unique_ptr<SettingsDialog> newDialog();
    QTabWidget *tabs() const { return m_dialog->findChild<QTabWidget *>(); }
    QAbstractButton *button(QDialogButtonBox::StandardButton which) const
    {
        return m_dialog->findChild<QDialogButtonBox *>()->button(which);
    }
    void showPage(const QString &title);
    QWidget *page(const QString &title) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<CredentialStore> m_store;
    std::unique_ptr<SettingsDialog> m_dialog;
};

void tst_SettingsDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_qsettings = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")),
                                              QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_qsettings.get());
    m_store = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    m_store->setBackend(CredentialStore::Backend::SessionOnly);
}

void tst_SettingsDialog::cleanup()
{
    m_dialog.reset();
    m_store.reset();
    m_settings.reset();
    m_qsettings.reset();
    m_dir.reset();
}

std::unique_ptr<SettingsDialog> tst_SettingsDialog::newDialog()
{
    auto dialog = std::make_unique<SettingsDialog>(*m_settings, *m_store);
    dialog->show();
    dialog->activateWindow();
    if (!QTest::qWaitForWindowExposed(dialog.get()))
        qWarning("the dialog was not exposed");
    return dialog;
}

void tst_SettingsDialog::showPage(const QString &title)
{
    QTabWidget *pages = tabs();
    for (int i = 0; i < pages->count(); ++i) {
        if (withoutMnemonic(pages->tabText(i)) == title) {
            pages->setCurrentIndex(i);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no page ") + title));
}

QWidget *tst_SettingsDialog::page(const QString &title) const
{
    QTabWidget *pages = tabs();
    for (int i = 0; i < pages->count(); ++i) {
        if (withoutMnemonic(pages->tabText(i)) == title)
            return pages->widget(i);
    }
    return nullptr;
}

void tst_SettingsDialog::showsCurrentSettings()
{
    m_settings->setConnectionsPerHost(2);
    m_settings->setDelayMs(1500);
    m_settings->setTimeoutSeconds(90);
    m_settings->setUserAgent(QStringLiteral("LibraryBot/1.0"));
    m_settings->setProxyMode(AppSettings::ProxyMode::None);
    m_settings->setSpecVersion(SpecVersion::V1_0);
    m_settings->setLanguage(QStringLiteral("ja"));
    m_dialog = newDialog();

    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Connections per host:"))->value(), 2);
    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Delay between requests:"))->value(),
             1500);
    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Timeout:"))->value(), 90);
    QCOMPARE(field<QLineEdit>(m_dialog.get(), QStringLiteral("User-Agent:"))->text(),
             QStringLiteral("LibraryBot/1.0"));
    QVERIFY(withText<QRadioButton>(m_dialog.get(), QStringLiteral("No proxy"))->isChecked());
    QVERIFY(
        !field<QLineEdit>(page(QStringLiteral("Network")), QStringLiteral("Host:"))->isEnabled());
    QVERIFY(field<QComboBox>(m_dialog.get(), QStringLiteral("Specification version:"))
                ->currentText()
                .startsWith(u"1.0"));
    QCOMPARE(field<QComboBox>(m_dialog.get(), QStringLiteral("Display language:"))->currentText(),
             QStringLiteral("日本語"));
}

void tst_SettingsDialog::acceptSaves()
{
    m_dialog = newDialog();
    typeInto(field<QSpinBox>(m_dialog.get(), QStringLiteral("Connections per host:")),
             QStringLiteral("2"));
    typeInto(field<QSpinBox>(m_dialog.get(), QStringLiteral("Delay between requests:")),
             QStringLiteral("750"));
    typeInto(field<QSpinBox>(m_dialog.get(), QStringLiteral("Timeout:")), QStringLiteral("60"));
    typeInto(field<QLineEdit>(m_dialog.get(), QStringLiteral("User-Agent:")),
             QStringLiteral("LibraryBot/2.0 (+mailto:it@library.example)"));
    clickRadio(withText<QRadioButton>(m_dialog.get(), QStringLiteral("Manual:")));
    typeInto(field<QLineEdit>(page(QStringLiteral("Network")), QStringLiteral("Host:")),
             QStringLiteral("proxy.example.org"));
    typeInto(field<QSpinBox>(m_dialog.get(), QStringLiteral("Port:")), QStringLiteral("3128"));
    showPage(QStringLiteral("Validation"));
    field<QComboBox>(m_dialog.get(), QStringLiteral("Specification version:"))->setCurrentIndex(1);

    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(m_dialog->result(), int(QDialog::Accepted));
    QVERIFY(!m_dialog->isVisible());

    QCOMPARE(m_settings->connectionsPerHost(), 2);
    QCOMPARE(m_settings->delayMs(), 750);
    QCOMPARE(m_settings->timeoutSeconds(), 60);
    QCOMPARE(m_settings->userAgent(),
             QStringLiteral("LibraryBot/2.0 (+mailto:it@library.example)"));
    QCOMPARE(m_settings->proxyMode(), AppSettings::ProxyMode::Manual);
    QCOMPARE(m_settings->proxy().hostName(), QStringLiteral("proxy.example.org"));
    QCOMPARE(m_settings->proxy().port(), quint16(3128));
    QCOMPARE(m_settings->specVersion(), SpecVersion::V1_0);
    QCOMPARE(m_settings->crawlOptions().fetch.delayMs, 750);
}

void tst_SettingsDialog::rejectKeepsEverything()
{
    m_store->store(QStringLiteral("repo.example.org"), QStringLiteral("alice:secret"));
    m_dialog = newDialog();
    typeInto(field<QSpinBox>(m_dialog.get(), QStringLiteral("Connections per host:")),
             QStringLiteral("1"));
    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Connections per host:"))->value(), 1);
    clickRadio(withText<QRadioButton>(m_dialog.get(), QStringLiteral("No proxy")));
    showPage(QStringLiteral("Credentials"));
    auto *table = m_dialog->findChild<QTableWidget *>();
    table->selectRow(0);
    QTest::mouseClick(withText<QPushButton>(m_dialog.get(), QStringLiteral("Remove")),
                      Qt::LeftButton);
    QCOMPARE(table->rowCount(), 0);
    showPage(QStringLiteral("Language"));
    field<QComboBox>(m_dialog.get(), QStringLiteral("Display language:"))->setCurrentIndex(2);
    QSignalSpy languageChanged(m_dialog.get(), &SettingsDialog::languageChanged);

    QTest::mouseClick(button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QCOMPARE(m_dialog->result(), int(QDialog::Rejected));
    QCOMPARE(m_settings->connectionsPerHost(), 4);
    QCOMPARE(m_settings->proxyMode(), AppSettings::ProxyMode::System);
    QCOMPARE(m_settings->language(), QString());
    QCOMPARE(m_store->credentials(QStringLiteral("repo.example.org")),
             QStringLiteral("alice:secret"));
    QCOMPARE(languageChanged.count(), 0);
    // Nothing was written at all.
    m_qsettings->sync();
    QVERIFY(m_qsettings->allKeys().isEmpty());
}

void tst_SettingsDialog::manualProxyNeedsHost()
{
    m_dialog = newDialog();
    auto *host = field<QLineEdit>(page(QStringLiteral("Network")), QStringLiteral("Host:"));
    QVERIFY(button(QDialogButtonBox::Ok)->isEnabled());
    clickRadio(withText<QRadioButton>(m_dialog.get(), QStringLiteral("Manual:")));
    QVERIFY(host->isEnabled());
    QVERIFY(!button(QDialogButtonBox::Ok)->isEnabled());
    QTest::keyClicks(host, QStringLiteral("proxy.example.org"));
    QVERIFY(button(QDialogButtonBox::Ok)->isEnabled());
    // Spaces are no part of a host name; emptied again, OK waits again.
    QTest::keyClicks(host, QStringLiteral(" x"));
    QCOMPARE(host->text(), QStringLiteral("proxy.example.orgx"));
    typeInto(host, QString());
    QVERIFY(host->text().isEmpty());
    QVERIFY(!button(QDialogButtonBox::Ok)->isEnabled());
    clickRadio(withText<QRadioButton>(m_dialog.get(), QStringLiteral("System settings")));
    QVERIFY(!host->isEnabled());
    QVERIFY(button(QDialogButtonBox::Ok)->isEnabled());
}

void tst_SettingsDialog::restoreDefaultsOnCurrentPage()
{
    m_settings->setConnectionsPerHost(1);
    m_settings->setDelayMs(5000);
    m_settings->setTimeoutSeconds(200);
    m_settings->setUserAgent(QStringLiteral("Bot/1.0"));
    m_settings->setProxyMode(AppSettings::ProxyMode::None);
    m_settings->setSpecVersion(SpecVersion::V1_0);
    m_dialog = newDialog();

    // On the Network page only the Network fields change.
    QTest::mouseClick(button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Connections per host:"))->value(), 4);
    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Delay between requests:"))->value(),
             0);
    QCOMPARE(field<QSpinBox>(m_dialog.get(), QStringLiteral("Timeout:"))->value(), 30);
    QVERIFY(field<QLineEdit>(m_dialog.get(), QStringLiteral("User-Agent:"))->text().isEmpty());
    QVERIFY(withText<QRadioButton>(m_dialog.get(), QStringLiteral("System settings"))->isChecked());
    auto *version = field<QComboBox>(m_dialog.get(), QStringLiteral("Specification version:"));
    QVERIFY(version->currentText().startsWith(u"1.0"));
    // Nothing saved until OK.
    QCOMPARE(m_settings->connectionsPerHost(), 1);

    showPage(QStringLiteral("Validation"));
    QTest::mouseClick(button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
    QVERIFY(version->currentText().startsWith(u"1.1"));

    // Passwords have no defaults.
    showPage(QStringLiteral("Credentials"));
    QVERIFY(!button(QDialogButtonBox::RestoreDefaults)->isEnabled());
    showPage(QStringLiteral("Language"));
    QVERIFY(button(QDialogButtonBox::RestoreDefaults)->isEnabled());

    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(m_settings->connectionsPerHost(), 4);
    QCOMPARE(m_settings->delayMs(), 0);
    QCOMPARE(m_settings->proxyMode(), AppSettings::ProxyMode::System);
    QCOMPARE(m_settings->specVersion(), SpecVersion::V1_1);
}

void tst_SettingsDialog::languageChangedOnAccept()
{
    m_dialog = newDialog();
    QSignalSpy languageChanged(m_dialog.get(), &SettingsDialog::languageChanged);
    showPage(QStringLiteral("Language"));
    auto *languages = field<QComboBox>(m_dialog.get(), QStringLiteral("Display language:"));
    QVERIFY(languages);
    QCOMPARE(languages->currentText(), QStringLiteral("System language"));
    QStringList names;
    for (int i = 0; i < languages->count(); ++i)
        names.append(languages->itemText(i));
    QCOMPARE(names,
             (QStringList {QStringLiteral("System language"), QStringLiteral("English"),
                           QStringLiteral("Deutsch"), QStringLiteral("日本語")}));

    languages->setCurrentIndex(languages->findText(QStringLiteral("Deutsch")));
    QCOMPARE(languageChanged.count(), 0); // not before OK
    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(languageChanged.count(), 1);
    QCOMPARE(languageChanged.first().first().toString(), QStringLiteral("de"));
    QCOMPARE(m_settings->language(), QStringLiteral("de"));

    // And back to the system's.
    m_dialog = newDialog();
    QSignalSpy backToSystem(m_dialog.get(), &SettingsDialog::languageChanged);
    showPage(QStringLiteral("Language"));
    field<QComboBox>(m_dialog.get(), QStringLiteral("Display language:"))->setCurrentIndex(0);
    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(backToSystem.count(), 1);
    QCOMPARE(backToSystem.first().first().toString(), QString());
    QCOMPARE(m_settings->language(), QString());
}

void tst_SettingsDialog::languageUnchangedIsNotAnnounced()
{
    m_settings->setLanguage(QStringLiteral("de"));
    m_dialog = newDialog();
    QSignalSpy languageChanged(m_dialog.get(), &SettingsDialog::languageChanged);
    typeInto(field<QSpinBox>(m_dialog.get(), QStringLiteral("Timeout:")), QStringLiteral("40"));
    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(m_settings->timeoutSeconds(), 40);
    QCOMPARE(languageChanged.count(), 0);
}

void tst_SettingsDialog::credentialsAddUpdateRemove()
{
    m_store->store(QStringLiteral("old.example"), QStringLiteral("olga:old"));
    m_store->store(QStringLiteral("repo.example.org"), QStringLiteral("alice:secret"));
    m_settings->setCredentialHosts(
        {QStringLiteral("old.example"), QStringLiteral("repo.example.org")});
    m_dialog = newDialog();
    showPage(QStringLiteral("Credentials"));
    auto *table = m_dialog->findChild<QTableWidget *>();
    auto *host = field<QLineEdit>(page(QStringLiteral("Credentials")), QStringLiteral("Host:"));
    auto *user = field<QLineEdit>(m_dialog.get(), QStringLiteral("User name:"));
    auto *password = field<QLineEdit>(m_dialog.get(), QStringLiteral("Password:"));
    QVERIFY(table && host && user && password);
    QCOMPARE(table->rowCount(), 2);
    // Entries saved by host alone read as the https origin they mean.
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("https://old.example"));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("alice"));

    // A pasted address becomes its origin.
    auto *add = withText<QPushButton>(m_dialog.get(), QStringLiteral("Add"));
    QVERIFY(!add->isEnabled());
    QTest::keyClicks(host, QStringLiteral("https://Data.Example:8443/resourcesync/"));
    QTest::keyClicks(user, QStringLiteral("bob"));
    QTest::keyClicks(password, QStringLiteral("pa:ss word"));
    QVERIFY(add->isEnabled());
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("https://data.example:8443"));
    QVERIFY(host->text().isEmpty());
    QVERIFY(password->text().isEmpty());

    // The user name cannot hold the colon that separates it from the password.
    QTest::keyClicks(user, QStringLiteral("a:b"));
    QCOMPARE(user->text(), QStringLiteral("ab"));
    typeInto(user, QString());

    // Selecting a row puts it in the form; changing it updates that row.
    table->selectRow(1);
    QCOMPARE(host->text(), QStringLiteral("https://repo.example.org"));
    QCOMPARE(user->text(), QStringLiteral("alice"));
    QPushButton *update = withText<QPushButton>(m_dialog.get(), QStringLiteral("Update"));
    QVERIFY(update);
    typeInto(password, QStringLiteral("n3w"));
    QTest::mouseClick(update, Qt::LeftButton);
    QCOMPARE(table->rowCount(), 3);

    table->selectRow(0);
    QTest::mouseClick(withText<QPushButton>(m_dialog.get(), QStringLiteral("Remove")),
                      Qt::LeftButton);
    QCOMPARE(table->rowCount(), 2);

    // Nothing reaches the store before OK.
    QCOMPARE(m_store->credentials(QStringLiteral("old.example")), QStringLiteral("olga:old"));
    QCOMPARE(m_store->credentials(QStringLiteral("https://data.example:8443")), QString());

    // OK saves every entry under its origin; the old host-only keys go.
    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(m_store->credentials(QStringLiteral("old.example")), QString());
    QCOMPARE(m_store->credentials(QStringLiteral("repo.example.org")), QString());
    QCOMPARE(m_store->credentials(QStringLiteral("https://repo.example.org")),
             QStringLiteral("alice:n3w"));
    QCOMPARE(m_store->credentials(QStringLiteral("https://data.example:8443")),
             QStringLiteral("bob:pa:ss word"));
    QCOMPARE(m_store->all().size(), 2);
    QStringList hosts = m_settings->credentialHosts();
    hosts.sort();
    QCOMPARE(hosts, (QStringList {QStringLiteral("https://data.example:8443"),
                                  QStringLiteral("https://repo.example.org")}));
    // The settings file has the hosts and none of the secrets.
    m_qsettings->sync();
    QFile file(m_qsettings->fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray contents = file.readAll();
    QVERIFY(contents.contains("data.example:8443"));
    QVERIFY(!contents.contains("n3w"));
    QVERIFY(!contents.contains("pa:ss"));
}

void tst_SettingsDialog::credentialTypedButNotAddedIsKept()
{
    m_dialog = newDialog();
    showPage(QStringLiteral("Credentials"));
    QTest::keyClicks(field<QLineEdit>(page(QStringLiteral("Credentials")), QStringLiteral("Host:")),
                     QStringLiteral("repo.example.org"));
    QTest::keyClicks(field<QLineEdit>(m_dialog.get(), QStringLiteral("User name:")),
                     QStringLiteral("alice"));
    QTest::keyClicks(field<QLineEdit>(m_dialog.get(), QStringLiteral("Password:")),
                     QStringLiteral("secret"));
    QTest::mouseClick(button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(m_store->credentials(QStringLiteral("https://repo.example.org")),
             QStringLiteral("alice:secret"));
    QCOMPARE(m_settings->credentialHosts(),
             QStringList {QStringLiteral("https://repo.example.org")});
}

void tst_SettingsDialog::returnInTheFormAdds()
{
    m_dialog = newDialog();
    showPage(QStringLiteral("Credentials"));
    auto *table = m_dialog->findChild<QTableWidget *>();
    auto *password = field<QLineEdit>(m_dialog.get(), QStringLiteral("Password:"));
    QTest::keyClicks(field<QLineEdit>(page(QStringLiteral("Credentials")), QStringLiteral("Host:")),
                     QStringLiteral("repo.example.org"));
    QTest::keyClicks(password, QStringLiteral("secret"));
    password->setFocus();
    QTest::keyClick(password, Qt::Key_Return);
    QCOMPARE(table->rowCount(), 1);
    QVERIFY(m_dialog->isVisible()); // still open: Return meant "add"
    QVERIFY(m_store->all().isEmpty());

    // With nothing to add, Return is the dialog's again: OK.
    QTest::keyClick(password, Qt::Key_Return);
    QVERIFY(!m_dialog->isVisible());
    QCOMPARE(m_dialog->result(), int(QDialog::Accepted));
    QCOMPARE(m_store->credentials(QStringLiteral("https://repo.example.org")),
             QStringLiteral(":secret"));
}

void tst_SettingsDialog::passwordsAreMasked()
{
    m_store->store(QStringLiteral("repo.example.org"), QStringLiteral("alice:tops3cret"));
    m_dialog = newDialog();
    showPage(QStringLiteral("Credentials"));
    auto *table = m_dialog->findChild<QTableWidget *>();
    for (int column = 0; column < table->columnCount(); ++column) {
        const QModelIndex index = table->model()->index(0, column);
        for (int role : {int(Qt::DisplayRole), int(Qt::AccessibleTextRole), int(Qt::ToolTipRole)})
            QVERIFY(!index.data(role).toString().contains(u"tops3cret"));
    }
    QVERIFY(!table->item(0, 2)->text().isEmpty()); // it shows that there is one
    table->selectRow(0);
    auto *password = field<QLineEdit>(m_dialog.get(), QStringLiteral("Password:"));
    QCOMPARE(password->echoMode(), QLineEdit::Password);
    QCOMPARE(password->text(), QStringLiteral("tops3cret"));
    QVERIFY(!password->displayText().contains(u"tops3cret"));
}

void tst_SettingsDialog::noKeychainNotice()
{
    const QString text
        = QStringLiteral("No keychain is available: passwords are kept until you quit.");
    // SessionOnly (init): the notice shows on the Credentials page.
    m_dialog = newDialog();
    showPage(QStringLiteral("Credentials"));
    QLabel *notice = withText<QLabel>(m_dialog.get(), text);
    QVERIFY(notice);
    QVERIFY(notice->isVisible());
    m_dialog.reset();

    // A working keychain: no notice, until the keychain gives up while the
    // dialog is open.
    m_store = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    QVERIFY(m_store->isPersistent());
    m_dialog = newDialog();
    showPage(QStringLiteral("Credentials"));
    notice = withText<QLabel>(m_dialog.get(), text);
    QVERIFY(!notice->isVisible());
    m_store->setBackend(CredentialStore::Backend::SessionOnly);
    Q_EMIT m_store->keychainUnavailable(QStringLiteral("no Secret Service"));
    QVERIFY(notice->isVisible());
}

void tst_SettingsDialog::fieldsHaveLabelsAndNames()
{
    m_dialog = newDialog();
    QList<QWidget *> fields;
    for (QWidget *widget : m_dialog->findChildren<QWidget *>()) {
        if (qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QTableWidget *>(widget)) {
            // Line edits inside spin boxes and combo boxes belong to them.
            if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget())
                || qobject_cast<QComboBox *>(widget->parentWidget()))
                continue;
            fields.append(widget);
        }
    }
    QVERIFY(fields.size() >= 12);
    const QList<QLabel *> labels = m_dialog->findChildren<QLabel *>();
    for (QWidget *widget : std::as_const(fields)) {
        QVERIFY2(!widget->accessibleName().isEmpty(), widget->metaObject()->className());
        const bool labelled = std::any_of(labels.cbegin(), labels.cend(), [widget](QLabel *label) {
            return label->buddy() == widget && label->text().contains(u'&');
        });
        QVERIFY2(labelled, qPrintable(widget->accessibleName()));
    }
    // Politeness settings explain themselves.
    QVERIFY(!field<QSpinBox>(m_dialog.get(), QStringLiteral("Connections per host:"))
                 ->toolTip()
                 .isEmpty());
    QVERIFY(!field<QSpinBox>(m_dialog.get(), QStringLiteral("Delay between requests:"))
                 ->toolTip()
                 .isEmpty());
}

void tst_SettingsDialog::mnemonicsAreUnique()
{
    m_dialog = newDialog();
    QTabWidget *pages = tabs();
    QStringList shared; // tab titles are reachable from every page
    for (int i = 0; i < pages->count(); ++i)
        shared.append(pages->tabText(i));
    const auto mnemonic = [](const QString &text) -> QChar {
        const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&(?!&)")));
        return at < 0 || at + 1 >= text.size() ? QChar() : text.at(at + 1).toLower();
    };
    for (int i = 0; i < pages->count(); ++i) {
        QStringList texts = shared;
        const QWidget *page = pages->widget(i);
        for (const QLabel *label : page->findChildren<QLabel *>())
            texts.append(label->text());
        for (const QAbstractButton *button : page->findChildren<QAbstractButton *>())
            texts.append(button->text());
        QHash<QChar, QString> seen;
        for (const QString &text : std::as_const(texts)) {
            const QChar key = mnemonic(text);
            if (key.isNull())
                continue;
            QVERIFY2(!seen.contains(key),
                     qPrintable(seen.value(key) + QStringLiteral(" and ") + text));
            seen.insert(key, text);
        }
    }
}

void tst_SettingsDialog::tabOrderFollowsReadingOrder()
{
    m_dialog = newDialog();
    QTabWidget *pages = tabs();
    for (int i = 0; i < pages->count(); ++i) {
        pages->setCurrentIndex(i);
        QWidget *page = pages->widget(i);
        // The page's focusable widgets, in focus-chain order.
        QList<QWidget *> chain;
        QWidget *widget = page;
        do {
            widget = widget->nextInFocusChain();
            if (page->isAncestorOf(widget) && (widget->focusPolicy() & Qt::TabFocus)
                && widget->isVisibleTo(page) && !widget->focusProxy())
                chain.append(widget);
        } while (widget != page);
        QVERIFY2(chain.size() >= 1, qPrintable(pages->tabText(i)));
        for (qsizetype n = 1; n < chain.size(); ++n) {
            const QRect before(chain.at(n - 1)->mapTo(page, QPoint()), chain.at(n - 1)->size());
            const QRect after(chain.at(n)->mapTo(page, QPoint()), chain.at(n)->size());
            // Below, or on the same line and to the right.
            const bool sameLine = after.top() < before.bottom() && before.top() < after.bottom();
            const bool inOrder
                = sameLine ? after.left() >= before.right() : after.top() >= before.bottom();
            QVERIFY2(inOrder,
                     qPrintable(pages->tabText(i) + u": " + chain.at(n - 1)->accessibleName()
                                + u" before " + chain.at(n)->accessibleName()));
        }
    }
}

void tst_SettingsDialog::grabPages()
{
    m_store->store(QStringLiteral("repo.example.org"), QStringLiteral("alice:secret"));
    m_store->store(QStringLiteral("data.example:8443"), QStringLiteral("bob:pw"));
    m_dialog = newDialog();
    QDir dir(QCoreApplication::applicationDirPath());
    QVERIFY(dir.mkpath(QStringLiteral("screenshots")));
    QTabWidget *pages = tabs();
    for (int i = 0; i < pages->count(); ++i) {
        pages->setCurrentIndex(i);
        const QPixmap pixmap = m_dialog->grab();
        QVERIFY(!pixmap.isNull());
        const QString name = withoutMnemonic(pages->tabText(i)).toLower();
        const QString path
            = dir.filePath(QStringLiteral("screenshots/settingsdialog-%1.png").arg(name));
        QVERIFY(pixmap.save(path));
        qInfo() << "saved" << path;
    }
}

QTEST_MAIN(tst_SettingsDialog)
#include "tst_settingsdialog.moc"
