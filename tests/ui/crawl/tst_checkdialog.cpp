// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/capabilitylistchooser.h"
#include "crawl/checkdialog.h"
#include "crawl/sourcetree.h"
#include "mirror/mirrordialog.h"
#include "parse/documentparser.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

namespace {

// A Source Description with count Capability Lists, each offering a
// Resource List (and the first a Resource Dump too).
SourceTree sourceWithSets(int count)
{
    SourceTree tree;
    CrawledDocument sd;
    sd.requestedUrl = sd.url = QUrl(QStringLiteral("http://example.org/.well-known/resourcesync"));
    sd.loaded = true;
    sd.type = DocumentType::SourceDescription;
    const int sdId = tree.add(std::move(sd));
    for (int i = 0; i < count; ++i) {
        const QString base = QStringLiteral("http://example.org/set%1/").arg(i);
        QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                         "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">"
                         "<rs:md capability=\"capabilitylist\"/>"
                         "<url><loc>"
            + base.toUtf8() + "rl.xml</loc><rs:md capability=\"resourcelist\"/></url>";
        if (i == 0)
            xml += "<url><loc>" + base.toUtf8()
                + "rd.xml</loc><rs:md capability=\"resourcedump\"/></url>";
        xml += "</urlset>";
        CrawledDocument capl;
        capl.requestedUrl = capl.url = QUrl(base + QStringLiteral("capabilitylist.xml"));
        capl.parent = sdId;
        capl.adopt(DocumentParser().parseBytes(xml, capl.url), {});
        tree.add(std::move(capl));
    }
    return tree;
}

QListWidgetItem *itemFor(CapabilityListChooser *chooser, const QString &set)
{
    for (int row = 0; row < chooser->list()->count(); ++row) {
        if (chooser->list()->item(row)->text().contains(set))
            return chooser->list()->item(row);
    }
    return nullptr;
}

} // namespace

class tst_CheckDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offersEverySetAndChecksAllFirst();
    void oneSetHasNothingToChoose();
    void choosingSomeSetsScopesTheCheck();
    void refusesNoSetAndBrokenExpressions();
    void sampleTakesAndKeepsASeed();
    void rememberedScopeIsShownAgain();
    void mirrorDialogChoosesSetsToo();
};

void tst_CheckDialog::offersEverySetAndChecksAllFirst()
{
    CheckDialog dialog;
    dialog.setTree(sourceWithSets(3));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    CapabilityListChooser *chooser = dialog.chooser();
    QVERIFY(chooser->isVisible());
    QCOMPARE(chooser->count(), 3);
    QCOMPARE(chooser->checkedCount(), 3);
    // What each set offers, to tell them apart.
    QVERIFY(
        itemFor(chooser, QStringLiteral("set0"))->text().contains(QStringLiteral("resourcedump")));
    // All checked is the whole source: no choice to carry.
    QVERIFY(dialog.scope().isEmpty());
    QVERIFY(dialog.problem().isEmpty());
    QVERIFY(dialog.startButton()->isEnabled());
}

void tst_CheckDialog::oneSetHasNothingToChoose()
{
    CheckDialog dialog;
    dialog.setTree(sourceWithSets(1));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.chooser()->isVisible());
    QVERIFY(dialog.scope().capabilityLists.isEmpty());
}

void tst_CheckDialog::choosingSomeSetsScopesTheCheck()
{
    CheckDialog dialog;
    dialog.setTree(sourceWithSets(3));
    QSignalSpy changed(dialog.chooser(), &CapabilityListChooser::changed);
    itemFor(dialog.chooser(), QStringLiteral("set1"))->setCheckState(Qt::Unchecked);
    QCOMPARE(changed.size(), 1);
    const ResourceFilter scope = dialog.scope();
    QCOMPARE(scope.capabilityLists,
             QList<QUrl>({QUrl(QStringLiteral("http://example.org/set0/capabilitylist.xml")),
                          QUrl(QStringLiteral("http://example.org/set2/capabilitylist.xml"))}));
    QVERIFY(!scope.samples());
    // "None", then "All".
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("chooseNoCapabilityList")),
                      Qt::LeftButton);
    QCOMPARE(dialog.chooser()->checkedCount(), 0);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("chooseAllCapabilityLists")),
                      Qt::LeftButton);
    QCOMPARE(dialog.chooser()->checkedCount(), 3);
}

void tst_CheckDialog::refusesNoSetAndBrokenExpressions()
{
    CheckDialog dialog;
    dialog.setTree(sourceWithSets(2));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("chooseNoCapabilityList")),
                      Qt::LeftButton);
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(dialog.problem().contains(QStringLiteral("at least one set")));
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("checkProblem"));
    QVERIFY(problem->isVisible());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("chooseAllCapabilityLists")),
                      Qt::LeftButton);
    QVERIFY(dialog.startButton()->isEnabled());
    dialog.excludeEdit()->setFocus(); // as a click into it would
    QTest::keyClicks(dialog.excludeEdit(), QStringLiteral("(unclosed"));
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(problem->text().contains(QStringLiteral("(unclosed")));
    // Return does not start it either.
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    QTest::keyClick(dialog.excludeEdit(), Qt::Key_Return);
    QCOMPARE(accepted.size(), 0);
    dialog.excludeEdit()->setText(QStringLiteral("\\.pdf$"));
    dialog.includeEdit()->setText(QStringLiteral("/theses/"));
    QVERIFY(dialog.startButton()->isEnabled());
    QVERIFY(!problem->isVisible());
    const ResourceFilter scope = dialog.scope();
    QVERIFY(scope.acceptsResource(u"http://example.org/theses/a.txt"));
    QVERIFY(!scope.acceptsResource(u"http://example.org/theses/a.pdf"));
    QVERIFY(!scope.acceptsResource(u"http://example.org/maps/a.txt"));
    QTest::keyClick(dialog.excludeEdit(), Qt::Key_Return);
    QCOMPARE(accepted.size(), 1);
}

void tst_CheckDialog::sampleTakesAndKeepsASeed()
{
    CheckDialog dialog;
    dialog.setTree(sourceWithSets(2));
    QVERIFY(!dialog.seedEdit()->isEnabled()); // no sample, no seed
    dialog.sampleBox()->setValue(25);
    QVERIFY(dialog.seedEdit()->isEnabled());
    // Without a seed, each scope() draws one; with one, it is kept.
    QVERIFY(dialog.scope().samples());
    QCOMPARE(dialog.scope().sampleSize, 25);
    QTest::keyClicks(dialog.seedEdit(), QStringLiteral("12x34")); // letters are refused
    QCOMPARE(dialog.seedEdit()->text(), QStringLiteral("1234"));
    QCOMPARE(dialog.scope().seed, 1234u);
}

void tst_CheckDialog::rememberedScopeIsShownAgain()
{
    ResourceFilter remembered;
    remembered.capabilityLists
        = {QUrl(QStringLiteral("http://example.org/set1/capabilitylist.xml"))};
    remembered.include.append(QRegularExpression(QStringLiteral("/a/")));
    remembered.sampleSize = 7;
    remembered.seed = 99;
    CheckDialog dialog;
    dialog.setTree(sourceWithSets(3));
    dialog.setScope(remembered);
    dialog.setHash(true);
    QCOMPARE(dialog.chooser()->checkedCount(), 1);
    QCOMPARE(itemFor(dialog.chooser(), QStringLiteral("set1"))->checkState(), Qt::Checked);
    QCOMPARE(dialog.includeEdit()->text(), QStringLiteral("/a/"));
    QCOMPARE(dialog.sampleBox()->value(), 7);
    QCOMPARE(dialog.seedEdit()->text(), QStringLiteral("99"));
    QVERIFY(dialog.hash());
    const ResourceFilter scope = dialog.scope();
    QCOMPARE(scope.capabilityLists, remembered.capabilityLists);
    QCOMPARE(scope.seed, 99u);
    // A remembered set the source no longer has: all are checked.
    remembered.capabilityLists
        = {QUrl(QStringLiteral("http://example.org/gone/capabilitylist.xml"))};
    dialog.setScope(remembered);
    QCOMPARE(dialog.chooser()->checkedCount(), 3);
}

void tst_CheckDialog::mirrorDialogChoosesSetsToo()
{
    QTemporaryDir folder;
    MirrorDialog dialog(MirrorDialog::Mode::Mirror);
    dialog.setFolder(folder.path());
    dialog.setTree(sourceWithSets(2));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.capabilityListChooser()->isVisible());
    QVERIFY(dialog.canStart());
    QVERIFY(dialog.capabilityLists().isEmpty());
    itemFor(dialog.capabilityListChooser(), QStringLiteral("set0"))->setCheckState(Qt::Unchecked);
    QCOMPARE(dialog.capabilityLists(),
             QList<QUrl>({QUrl(QStringLiteral("http://example.org/set1/capabilitylist.xml"))}));
    QVERIFY(dialog.planText().contains(QStringLiteral("(1 of 2)")));
    itemFor(dialog.capabilityListChooser(), QStringLiteral("set1"))->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog.canStart());
    QVERIFY(!dialog.startButton()->isEnabled());
    QVERIFY(dialog.planText().contains(QStringLiteral("at least one set")));
}

QTEST_MAIN(tst_CheckDialog)
#include "tst_checkdialog.moc"
