// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_SettingsDialog: credentials added, updated and removed, typed but not
// added, Return in the form, masked passwords, the keychain notice; labels,
// names, mnemonics and tab order; the pages' pictures.
#include "tst_settingsdialog.h"

using namespace settingstest;

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
    QCOMPARE(hosts,
             (QStringList {QStringLiteral("https://data.example:8443"),
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
