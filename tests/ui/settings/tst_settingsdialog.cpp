// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_settingsdialog.h"

using namespace settingstest;

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

QTEST_MAIN(tst_SettingsDialog)
