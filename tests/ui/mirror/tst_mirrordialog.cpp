// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The dialog that confirms a mirror or an audit: it says whether the run is
// a baseline or incremental before anything happens, offers deletion only
// for a mirror, and refuses folders that cannot be used.
#include "mirror/mirrordialog.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

class tst_MirrorDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void saysBaselineForAFolderWithoutAMirror();
    void saysIncrementalWhenTheFolderHoldsAMirror();
    void warnsAboutAFolderThatIsNotEmpty();
    void refusesWhatIsNoFolder_data();
    void refusesWhatIsNoFolder();
    void deletionIsOptInAndOnlyForAMirror();
    void choosesAFolder();
    void auditNeedsAnExistingFolder();
};

namespace {

void writeFile(const QString &path, const QByteArray &bytes = "x")
{
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

void tst_MirrorDialog::saysBaselineForAFolderWithoutAMirror()
{
    QTemporaryDir dir;
    MirrorDialog dialog(MirrorDialog::Mode::Mirror);
    dialog.setSource(QStringLiteral("https://example.org/"));
    dialog.setFolder(dir.filePath(QStringLiteral("copy")));
    QVERIFY2(dialog.planText().startsWith(QStringLiteral("Baseline:")),
             qPrintable(dialog.planText()));
    QVERIFY(!dialog.planText().contains(QStringLiteral("not empty")));
    QVERIFY(dialog.startButton()->isEnabled());
    QCOMPARE(dialog.folder(), dir.filePath(QStringLiteral("copy")));
    QVERIFY(!MirrorDialog::hasMirrorState(dialog.folder()));
}

void tst_MirrorDialog::saysIncrementalWhenTheFolderHoldsAMirror()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral(".rsinspector/state.json")), "{}");
    MirrorDialog dialog(MirrorDialog::Mode::Mirror);
    dialog.setFolder(dir.path());
    QVERIFY2(dialog.planText().startsWith(QStringLiteral("Incremental sync:")),
             qPrintable(dialog.planText()));
    QVERIFY(MirrorDialog::hasMirrorState(dir.path()));
    // Typing another folder says again what will happen there.
    dialog.folderEdit()->setText(dir.filePath(QStringLiteral("elsewhere")));
    QVERIFY(dialog.planText().startsWith(QStringLiteral("Baseline:")));
}

void tst_MirrorDialog::warnsAboutAFolderThatIsNotEmpty()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("notes.txt")));
    MirrorDialog dialog(MirrorDialog::Mode::Mirror);
    dialog.setFolder(dir.path());
    QVERIFY(dialog.planText().startsWith(QStringLiteral("Baseline:")));
    QVERIFY2(dialog.planText().contains(QStringLiteral("not empty")),
             qPrintable(dialog.planText()));
    QVERIFY(dialog.startButton()->isEnabled());
}

void tst_MirrorDialog::refusesWhatIsNoFolder_data()
{
    QTest::addColumn<QString>("folder"); // relative to a temporary folder; "" for none
    QTest::addColumn<QString>("plan");
    QTest::newRow("empty") << QString() << QStringLiteral("Choose the folder");
    QTest::newRow("a file") << QStringLiteral("file.txt") << QStringLiteral("not a folder");
    QTest::newRow("relative") << QStringLiteral("RELATIVE") << QStringLiteral("full path");
}

void tst_MirrorDialog::refusesWhatIsNoFolder()
{
    QFETCH(QString, folder);
    QFETCH(QString, plan);
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("file.txt")));
    MirrorDialog dialog(MirrorDialog::Mode::Mirror);
    if (folder == u"RELATIVE")
        dialog.setFolder(QStringLiteral("some/where"));
    else if (!folder.isEmpty())
        dialog.setFolder(dir.filePath(folder));
    QVERIFY2(dialog.planText().contains(plan), qPrintable(dialog.planText()));
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(!dialog.canStart());
    // Return does not start it either.
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.show();
    QTest::keyClick(&dialog, Qt::Key_Return);
    QCOMPARE(accepted.size(), 0);
}

void tst_MirrorDialog::deletionIsOptInAndOnlyForAMirror()
{
    QTemporaryDir dir;
    MirrorDialog mirror(MirrorDialog::Mode::Mirror);
    mirror.setFolder(dir.path());
    mirror.show();
    QVERIFY(mirror.deleteCheckBox()->isVisible());
    QVERIFY(!mirror.deleteExtras());
    QVERIFY(mirror.deleteCheckBox()->text().contains(QStringLiteral(".rsinspector/trash")));
    QTest::mouseClick(mirror.deleteCheckBox(), Qt::LeftButton, {},
                      QPoint(4, mirror.deleteCheckBox()->height() / 2));
    QVERIFY(mirror.deleteExtras());
    QSignalSpy accepted(&mirror, &QDialog::accepted);
    QTest::mouseClick(mirror.startButton(), Qt::LeftButton);
    QCOMPARE(accepted.size(), 1);

    MirrorDialog audit(MirrorDialog::Mode::Audit);
    audit.setFolder(dir.path());
    audit.setDeleteExtras(true);
    audit.show();
    QVERIFY(!audit.deleteCheckBox()->isVisible());
    QVERIFY(!audit.deleteExtras());
}

void tst_MirrorDialog::choosesAFolder()
{
    QTemporaryDir dir;
    MirrorDialog dialog(MirrorDialog::Mode::Mirror);
    QString startedAt;
    dialog.setFolderChooser([&](QWidget *, const QString &start) {
        startedAt = start;
        return dir.path();
    });
    dialog.show();
    auto *choose = dialog.findChild<QPushButton *>(QStringLiteral("chooseFolder"));
    QVERIFY(choose);
    QTest::mouseClick(choose, Qt::LeftButton);
    QCOMPARE(startedAt, QDir::homePath());
    QCOMPARE(dialog.folder(), QDir::cleanPath(dir.path()));
    QVERIFY(dialog.startButton()->isEnabled());
    // A chooser closed without a choice keeps the folder.
    dialog.setFolderChooser([](QWidget *, const QString &) { return QString(); });
    QTest::mouseClick(choose, Qt::LeftButton);
    QCOMPARE(dialog.folder(), QDir::cleanPath(dir.path()));
}

void tst_MirrorDialog::auditNeedsAnExistingFolder()
{
    QTemporaryDir dir;
    MirrorDialog dialog(MirrorDialog::Mode::Audit);
    dialog.setFolder(dir.filePath(QStringLiteral("missing")));
    QVERIFY(!dialog.canStart());
    QVERIFY(dialog.planText().contains(QStringLiteral("does not exist")));
    dialog.setFolder(dir.path());
    QVERIFY(dialog.canStart());
    QVERIFY2(dialog.planText().contains(QStringLiteral("nothing is downloaded or changed")),
             qPrintable(dialog.planText()));
}

QTEST_MAIN(tst_MirrorDialog)
#include "tst_mirrordialog.moc"
