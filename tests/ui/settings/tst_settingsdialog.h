// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SettingsDialog. The cases are spread over files: tst_settingsdialog.cpp (what
// it shows and saves, proxies, defaults, the language) and
// tst_settingsdialog_credentials.cpp (the credentials, the keychain notice, and
// the dialog's accessibility: labels, mnemonics, tab order).
#pragma once

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

namespace settingstest {

inline QString withoutMnemonic(QString text)
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
inline void typeInto(QWidget *widget, const QString &text)
{
    QTest::keyClick(widget, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty())
        QTest::keyClick(widget, Qt::Key_Delete);
    else
        QTest::keyClicks(widget, text);
}

// A click on a radio button's circle: a wide button takes clicks only there
// and on its text, not at its centre.
inline void clickRadio(QRadioButton *radio)
{
    QVERIFY(radio);
    QTest::mouseClick(radio, Qt::LeftButton, {}, QPoint(6, radio->height() / 2));
    QVERIFY(radio->isChecked());
}

} // namespace settingstest

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
