// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Saves pictures of the main views, in English and Japanese and in a dark
// palette, into <build>/screenshots, for people to look at: the welcome
// page, the demo source with a list, an entry and the findings, the XML
// source at a finding's line, the settings and a rule's explanation, and
// the local copy: the mirror dialog, and an audit's resources with a text
// resource's local and remote versions side by side.
#include "crawl/capabilitylistchooser.h"
#include "crawl/checkdialog.h"
#include "crawl/sourcetree.h"
#include "findings/ruleexplanationdialog.h"
#include "mainwindow/crawlsession.h"
#include "mainwindow/mainwindow.h"
#include "mirror/localcopylayout.h"
#include "mirror/mirrordialog.h"
#include "mirror/syncpanel.h"
#include "mirror/syncsession.h"
#include "models/findingsmodel.h"
#include "models/syncresultmodel.h"
#include "settings/appsettings.h"
#include "settings/credentialstore.h"
#include "settings/settingsdialog.h"
#include "translationloader.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPalette>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace rsi;

namespace {

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe8, 0xe8, 0xea);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    palette.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x96));
    return palette;
}

} // namespace

class tst_Screenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup() { installTranslations(QStringLiteral("en")); }
    void welcome();
    void demoSource_data();
    void demoSource();
    void dialogs();
    void localCopy_data();
    void localCopy();
    void fullAudit();

private:
    void save(QWidget *widget, const QString &name);
    void openDemo(MainWindow &window);

    QDir m_out;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_file;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<CredentialStore> m_credentials;
};

void tst_Screenshots::initTestCase()
{
    QVERIFY(QDir().mkpath(QStringLiteral(RSI_SCREENSHOT_DIR)));
    m_out.setPath(QStringLiteral(RSI_SCREENSHOT_DIR));
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    m_file = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("s.ini")),
                                         QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_file.get());
    m_credentials = std::make_unique<CredentialStore>(QStringLiteral("rsinspector-test"));
    m_credentials->setBackend(CredentialStore::Backend::SessionOnly);
}

void tst_Screenshots::save(QWidget *widget, const QString &name)
{
    QTest::qWait(50); // let layouts settle
    const QPixmap picture = widget->grab();
    QVERIFY(!picture.isNull());
    const QString path = m_out.filePath(name + QStringLiteral(".png"));
    QVERIFY2(picture.save(path), qPrintable(path));
    qInfo("saved %s", qPrintable(path));
}

void tst_Screenshots::openDemo(MainWindow &window)
{
    window.openDemo();
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBusy(), 60'000);
    QVERIFY(!window.session()->tree().isEmpty());
}

void tst_Screenshots::welcome()
{
    MainWindow window(*m_settings, *m_credentials);
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    save(&window, QStringLiteral("welcome-en"));
}

void tst_Screenshots::demoSource_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("dark");
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("ja") << QStringLiteral("ja") << false;
    QTest::newRow("de") << QStringLiteral("de") << false;
    QTest::newRow("en-dark") << QStringLiteral("en") << true;
}

void tst_Screenshots::demoSource()
{
    QFETCH(QString, language);
    QFETCH(bool, dark);
    installTranslations(language);
    const QPalette original = QApplication::palette();
    if (dark)
        QApplication::setPalette(darkPalette());
    const QString suffix = language + (dark ? QStringLiteral("-dark") : QString());

    MainWindow window(*m_settings, *m_credentials);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openDemo(window);

    // The largest list with findings, and its first entry with a finding.
    const SourceTree &tree = window.session()->tree();
    int shown = -1;
    for (const CrawledDocument &document : tree.documents()) {
        if (document.entries.size() > 0
            && (shown < 0 || document.findings.size() > tree.document(shown).findings.size()))
            shown = document.id;
    }
    QVERIFY(shown >= 0);
    window.selectDocument(shown);
    auto *entries = window.findChild<QTableView *>(QStringLiteral("entryTable"));
    entries->selectRow(0);
    save(&window, QStringLiteral("main-") + suffix);

    // A finding's line in the XML source.
    auto *findings = window.findChild<QTreeView *>(QStringLiteral("findingsTable"));
    for (int row = 0; row < findings->model()->rowCount(); ++row) {
        const QModelIndex index = findings->model()->index(row, 0);
        if (index.data(FindingsModel::LineRole).toLongLong() > 0
            && index.data(FindingsModel::DocumentIdRole).toInt() >= 0) {
            findings->setCurrentIndex(index);
            window.showLocation(index.data(FindingsModel::DocumentIdRole).toInt(),
                                index.data(FindingsModel::LineRole).toLongLong(),
                                index.data(FindingsModel::ColumnRole).toLongLong());
            break;
        }
    }
    QTest::qWait(500); // the XML loads off the GUI thread
    save(&window, QStringLiteral("source-") + suffix);
    if (dark)
        QApplication::setPalette(original);
}

void tst_Screenshots::dialogs()
{
    MainWindow window(*m_settings, *m_credentials);
    SettingsDialog settings(*m_settings, *m_credentials, &window);
    settings.show();
    QVERIFY(QTest::qWaitForWindowExposed(&settings));
    save(&settings, QStringLiteral("settings-en"));
    // The credentials page, with one origin's entry.
    m_credentials->store(QStringLiteral("https://repository.example.org"),
                         QStringLiteral("harvester:secret"));
    SettingsDialog withCredentials(*m_settings, *m_credentials, &window);
    auto *tabs = withCredentials.findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(2);
    withCredentials.show();
    QVERIFY(QTest::qWaitForWindowExposed(&withCredentials));
    save(&withCredentials, QStringLiteral("settings-credentials-en"));
    withCredentials.close();
    m_credentials->remove(QStringLiteral("https://repository.example.org"));
    // The dialog takes its texts when it opens (a language chosen in it
    // applies as it closes).
    installTranslations(QStringLiteral("ja"));
    SettingsDialog japanese(*m_settings, *m_credentials, &window);
    japanese.show();
    QVERIFY(QTest::qWaitForWindowExposed(&japanese));
    save(&japanese, QStringLiteral("settings-ja"));
    japanese.close();
    installTranslations(QStringLiteral("en"));

    RuleExplanationDialog rule(&window);
    rule.showRule(QStringLiteral("RL-005"));
    rule.resize(560, 420);
    rule.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rule));
    save(&rule, QStringLiteral("rule-en"));
}

void tst_Screenshots::localCopy_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("en") << false;
    QTest::newRow("en-dark") << true;
}

void tst_Screenshots::localCopy()
{
    QFETCH(bool, dark);
    const QPalette original = QApplication::palette();
    if (dark)
        QApplication::setPalette(darkPalette());
    const QString suffix = dark ? QStringLiteral("en-dark") : QStringLiteral("en");

    MainWindow window(*m_settings, *m_credentials);
    window.resize(1400, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openDemo(window);
    QTemporaryDir copy;
    window.setFolderChooser([&copy](QWidget *, const QString &) { return copy.path(); });
    const auto confirm = [&](bool mirror, const QString &picture) {
        MirrorDialog *dialog = nullptr;
        QTRY_VERIFY([&] {
            for (MirrorDialog *shown : window.findChildren<MirrorDialog *>()) {
                if (shown->isVisible())
                    dialog = shown;
            }
            return dialog != nullptr;
        }());
        dialog->setFolder(copy.path());
        if (!picture.isEmpty())
            save(dialog, picture);
        QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!window.syncSession()->isBusy(), 60'000);
        Q_UNUSED(mirror);
    };
    window.mirror();
    confirm(true, dark ? QString() : QStringLiteral("mirror-dialog-en"));
    auto *panel = window.findChild<SyncPanel *>(QStringLiteral("syncPanel"));
    QVERIFY(panel);
    // A mirror's rows come from its database, on a worker.
    QTRY_VERIFY_WITH_TIMEOUT(!panel->model()->isLoading(), 10'000);
    if (!dark)
        save(panel, QStringLiteral("localcopy-mirrored-en"));

    // A record edited in the copy since: the audit finds it, the diff shows how.
    const QString url = window.session()
                            ->tree()
                            .document(0)
                            .url.resolved(QUrl(QStringLiteral("/books/records/book-001.txt")))
                            .toString();
    const QString path = LocalCopyLayout(copy.path()).filePathFor(QUrl(url)).value;
    QFile record(path);
    QVERIFY2(record.open(QIODevice::ReadOnly), qPrintable(path));
    QByteArray text = record.readAll();
    record.close();
    text.replace("(3 on the shelf)", "(1 on the shelf)");
    text.replace("Author: Lewis Carroll\n", "Author: Lewis Carroll\nIllustrator: John Tenniel\n");
    QVERIFY(record.open(QIODevice::WriteOnly | QIODevice::Truncate));
    record.write(text);
    record.close();
    window.auditLocalCopy();
    confirm(false, QString());

    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("syncDock"));
    QVERIFY(dock);
    window.resizeDocks({dock}, {560}, Qt::Vertical);
    QTableView *table = panel->view();
    QModelIndex target;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex index = table->model()->index(row, SyncResultModel::UrlColumn);
        if (index.data().toString().endsWith(QStringLiteral("book-001.txt")))
            target = index;
    }
    QVERIFY(target.isValid());
    QSignalSpy shown(panel, &SyncPanel::itemShown);
    table->setCurrentIndex(target);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10'000);
    save(&window, QStringLiteral("localcopy-") + suffix);
    save(panel, QStringLiteral("localcopy-panel-") + suffix);
    if (dark)
        QApplication::setPalette(original);
}

void tst_Screenshots::fullAudit()
{
    // Tools > Check resources on the demo: the dialog, one set chosen, then
    // the dump packages in the tree and the findings grouped in the dock.
    MainWindow window(*m_settings, *m_credentials);
    window.resize(1400, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openDemo(window);
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    CheckDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<CheckDialog *>()) && dialog->isVisible());
    QListWidget *sets = dialog->chooser()->list();
    for (int row = 0; row < sets->count(); ++row) {
        if (sets->item(row)->text().contains(QStringLiteral("/maps/")))
            sets->item(row)->setCheckState(Qt::Unchecked);
    }
    dialog->excludeEdit()->setText(QStringLiteral("\\.pdf$"));
    save(dialog, QStringLiteral("check-dialog-en"));
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBusy(), 60'000);

    // The package of the Resource Dump, its manifest shown, and the findings
    // with their groups open.
    const SourceTree &tree = window.session()->tree();
    int package = -1;
    for (const CrawledDocument &document : tree.documents()) {
        if (document.arrival == Arrival::Package && package < 0)
            package = document.id;
    }
    QVERIFY(package >= 0);
    window.selectDocument(package);
    auto *findings = window.findChild<QTreeView *>(QStringLiteral("findingsTable"));
    findings->expandAll();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("findingsDock"));
    if (dock)
        window.resizeDocks({dock}, {420}, Qt::Vertical);
    for (int row = 0; row < findings->model()->rowCount(); ++row) {
        const QModelIndex index = findings->model()->index(row, 0);
        if (findings->model()->rowCount(index) > 0) {
            findings->setCurrentIndex(findings->model()->index(1, 0, index));
            findings->scrollTo(index, QAbstractItemView::PositionAtTop);
            break;
        }
    }
    save(&window, QStringLiteral("full-audit-en"));

    // A list whose every entry has the same fault: one row in the dock,
    // open to show each entry.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("resourcelist.xml"));
    QFile list(file);
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
               "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
               "  <rs:md capability=\"resourcelist\" at=\"2026-01-01T00:00:00Z\"/>\n"
               "  <rs:ln rel=\"up\" href=\"http://example.org/capabilitylist.xml\"/>\n");
    for (int i = 0; i < 669; ++i)
        list.write(
            "  <url><loc>http://example.org/theses/" + QByteArray::number(i)
            + ".pdf</loc><rs:md hash=\"md5:"
            + QCryptographicHash::hash(QByteArray::number(i), QCryptographicHash::Md5).toBase64()
            + "\"/></url>\n");
    list.write("</urlset>\n");
    list.close();
    window.openSource(file);
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBusy(), 60'000);
    for (int row = 0; row < findings->model()->rowCount(); ++row) {
        const QModelIndex index = findings->model()->index(row, 0);
        if (findings->model()->rowCount(index) > 0) {
            findings->expand(index);
            findings->setCurrentIndex(findings->model()->index(2, 0, index));
        }
    }
    save(findings->parentWidget(), QStringLiteral("findings-grouped-en"));
}

QTEST_MAIN(tst_Screenshots)
#include "tst_screenshots.moc"
