// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The local copy panel used as a person would: the state buttons and the
// search field change what the table shows and say how many there are; the
// summary line says how the run went; selecting a resource shows its local
// and remote versions side by side, fetched from a loopback server.
#include "mirror/localcopylayout.h"
#include "mirror/syncpanel.h"
#include "mirror/textdiffview.h"
#include "models/syncresultmodel.h"
#include "support/loopbackserver.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>

using namespace rsi;
using rsi::test::LoopbackServer;

Q_DECLARE_METATYPE(rsi::SyncPanel::Summary)

class tst_SyncPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void stateButtonsFilterAndCount();
    void searchFieldFilters();
    void summaryLine_data();
    void summaryLine();
    void summaryShowsTheOutcomeAtAGlance();
    void selectingAnUpdatedTextShowsTheDifferences();
    void selectingAnUnchangedTextShowsNoDifference();
    void saysWhatCannotBeCompared_data();
    void saysWhatCannotBeCompared();
    void keyboardMovesThroughTheTable();
    void auditAgainAsksForTheSameFolder();

private:
    QUrl urlOf(const QString &name) const { return m_server->url(u'/' + name); }
    AuditItem itemFor(const QString &name, AuditState state, QList<AuditReason> reasons = {});
    void writeLocal(const QString &name, const QByteArray &bytes);
    void writeRemote(const QString &name, const QByteArray &bytes);
    // Clicks the row of the item whose path ends in name; waits until the
    // diff view shows what it can of it.
    void select(const QString &name);
    QToolButton *stateButton(AuditState state) const
    {
        return m_panel->findChild<QToolButton *>(QStringLiteral("show-") + auditStateKey(state));
    }

    std::unique_ptr<QTemporaryDir> m_copy;
    std::unique_ptr<QTemporaryDir> m_remote;
    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<SyncPanel> m_panel;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

namespace {

AuditReason reasonOf(AuditReason::Kind kind, const QString &actual = {})
{
    AuditReason reason;
    reason.kind = kind;
    reason.actual = actual;
    return reason;
}

} // namespace

AuditItem tst_SyncPanel::itemFor(const QString &name, AuditState state, QList<AuditReason> reasons)
{
    AuditItem item;
    item.url = LocalCopyLayout::normalizedUrl(urlOf(name));
    item.relativePath = LocalCopyLayout(m_copy->path()).relativePathFor(item.url).value;
    item.state = state;
    item.reasons = std::move(reasons);
    return item;
}

void tst_SyncPanel::writeLocal(const QString &name, const QByteArray &bytes)
{
    const auto path = LocalCopyLayout(m_copy->path()).filePathFor(urlOf(name));
    QVERIFY(path.isValid());
    QVERIFY(QDir().mkpath(QFileInfo(path.value).path()));
    QFile file(path.value);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

void tst_SyncPanel::writeRemote(const QString &name, const QByteArray &bytes)
{
    QFile file(m_remote->filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

void tst_SyncPanel::init()
{
    m_copy = std::make_unique<QTemporaryDir>();
    m_remote = std::make_unique<QTemporaryDir>();
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(m_remote->path());
    m_network = std::make_unique<QNetworkAccessManager>();

    // same.txt: the same on both sides; changed.txt: one line changed and
    // one added; image.bin: not text; new.txt: only remote; stray.txt:
    // only local; gone.txt: local, but the server answers 404.
    const QByteArray same = "one\ntwo\nthree\n";
    writeLocal(QStringLiteral("same.txt"), same);
    writeRemote(QStringLiteral("same.txt"), same);
    writeLocal(QStringLiteral("changed.txt"), "alpha\nbeta\ngamma\ndelta\n");
    writeRemote(QStringLiteral("changed.txt"), "alpha\nBETA\ngamma\ndelta\nepsilon\n");
    const QByteArray image("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
    writeLocal(QStringLiteral("image.bin"), image);
    writeRemote(QStringLiteral("image.bin"), image + "more");
    writeRemote(QStringLiteral("new.txt"), "new\n");
    writeLocal(QStringLiteral("gone.txt"), "still here\n");

    m_panel = std::make_unique<SyncPanel>();
    m_panel->resize(1000, 700);
    m_panel->setFetchOptions(m_network.get(), FetchOptions {});
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_panel->view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    AuditItem stray;
    stray.state = AuditState::Delete;
    stray.relativePath = QStringLiteral("stray/old.txt");
    stray.reasons = {reasonOf(AuditReason::Kind::Extra)};
    const QList<AuditItem> items = {
        itemFor(QStringLiteral("same.txt"), AuditState::Same),
        itemFor(QStringLiteral("changed.txt"), AuditState::Update,
                {reasonOf(AuditReason::Kind::Length, QStringLiteral("24"))}),
        itemFor(QStringLiteral("image.bin"), AuditState::Update,
                {reasonOf(AuditReason::Kind::Length, QStringLiteral("16"))}),
        itemFor(QStringLiteral("new.txt"), AuditState::Create,
                {reasonOf(AuditReason::Kind::Missing)}),
        itemFor(QStringLiteral("gone.txt"), AuditState::Same),
        itemFor(QStringLiteral("failed.txt"), AuditState::Failed,
                {reasonOf(AuditReason::Kind::Http, QStringLiteral("503"))}),
        stray,
    };
    SyncPanel::Summary summary;
    summary.kind = SyncPanel::Summary::Kind::Audit;
    summary.destination = m_copy->path();
    summary.counts = {2, 1, 2, 1, 1};
    summary.elapsedMs = 1200;
    m_panel->showResult(summary, items);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void tst_SyncPanel::cleanup()
{
    m_tester.reset();
    m_panel.reset();
    m_network.reset();
    m_server.reset();
    m_remote.reset();
    m_copy.reset();
}

void tst_SyncPanel::select(const QString &name)
{
    QTableView *table = m_panel->view();
    QModelIndex target;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex index = table->model()->index(row, SyncResultModel::PathColumn);
        if (index.data().toString().endsWith(name))
            target = index;
    }
    QVERIFY2(target.isValid(), qPrintable(name));
    const int item = target.data(SyncResultModel::ItemRole).toInt();
    QSignalSpy shown(m_panel.get(), &SyncPanel::itemShown);
    table->scrollTo(target);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(target).center());
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toInt() == item, 10'000);
    QCOMPARE(m_panel->shownItem(), item);
}

void tst_SyncPanel::stateButtonsFilterAndCount()
{
    QTableView *table = m_panel->view();
    QCOMPARE(table->model()->rowCount(), 7);
    QCOMPARE(stateButton(AuditState::Same)->text(), QStringLiteral("Same: 2"));
    QCOMPARE(stateButton(AuditState::Update)->text(), QStringLiteral("Update: 2"));
    QCOMPARE(stateButton(AuditState::Create)->text(), QStringLiteral("Create: 1"));
    QCOMPARE(stateButton(AuditState::Delete)->text(), QStringLiteral("Delete: 1"));
    QCOMPARE(stateButton(AuditState::Failed)->text(), QStringLiteral("Failed: 1"));
    auto *shown = m_panel->findChild<QLabel *>(QStringLiteral("syncShownCount"));
    QCOMPARE(shown->text(), QStringLiteral("7 of 7 shown"));

    QTest::mouseClick(stateButton(AuditState::Same), Qt::LeftButton);
    QCOMPARE(table->model()->rowCount(), 5);
    QTest::mouseClick(stateButton(AuditState::Update), Qt::LeftButton);
    QCOMPARE(table->model()->rowCount(), 3);
    QCOMPARE(shown->text(), QStringLiteral("3 of 7 shown"));
    for (int row = 0; row < 3; ++row) {
        const int state = table->model()->index(row, 0).data(SyncResultModel::StateRole).toInt();
        QVERIFY(state != int(AuditState::Same) && state != int(AuditState::Update));
    }
    // The counts on the buttons are of everything, hidden or not.
    QCOMPARE(stateButton(AuditState::Same)->text(), QStringLiteral("Same: 2"));
    // Every state column cell has its state's icon.
    QVERIFY(!table->model()
                 ->index(0, SyncResultModel::StateColumn)
                 .data(Qt::DecorationRole)
                 .value<QIcon>()
                 .isNull());
    QTest::mouseClick(stateButton(AuditState::Same), Qt::LeftButton);
    QTest::mouseClick(stateButton(AuditState::Update), Qt::LeftButton);
    QCOMPARE(table->model()->rowCount(), 7);
}

void tst_SyncPanel::searchFieldFilters()
{
    QLineEdit *filter = m_panel->filterEdit();
    QTest::keyClicks(filter, QStringLiteral("CHANGED"));
    QCOMPARE(m_panel->view()->model()->rowCount(), 1);
    filter->clear();
    // Reasons are searched too: the 503 of the failed one.
    QTest::keyClicks(filter, QStringLiteral("503"));
    QCOMPARE(m_panel->view()->model()->rowCount(), 1);
    QCOMPARE(m_panel->view()->model()->index(0, 0).data(SyncResultModel::StateRole).toInt(),
             int(AuditState::Failed));
    filter->clear();
    QCOMPARE(m_panel->view()->model()->rowCount(), 7);
}

void tst_SyncPanel::summaryLine_data()
{
    using Summary = SyncPanel::Summary;
    QTest::addColumn<Summary>("summary");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("outcome");
    const QString folder = QStringLiteral("/data/copy");

    Summary mirrored;
    mirrored.kind = Summary::Kind::Mirror;
    mirrored.destination = folder;
    mirrored.counts = {40, 12, 3, 1, 0};
    mirrored.trashFolder = QStringLiteral(".rsinspector/trash/20260101T090000Z");
    mirrored.elapsedMs = 2400;
    QTest::newRow("mirrored")
        << mirrored
        << QStringLiteral("Mirrored into /data/copy: 12 created, 3 updated, 1 deleted (moved to "
                          ".rsinspector/trash/20260101T090000Z), 0 failed, 40 unchanged in 2.4 s.")
        << int(Summary::Outcome::InSync);

    Summary routed = mirrored;
    routed.route = QStringLiteral("baseline from the Resource List");
    QTest::newRow("with its route")
        << routed
        << QStringLiteral("Mirrored into /data/copy, baseline from the Resource List: 12 created, "
                          "3 updated, 1 deleted (moved to .rsinspector/trash/20260101T090000Z), 0 "
                          "failed, 40 unchanged in 2.4 s.")
        << int(Summary::Outcome::InSync);

    Summary incomplete = mirrored;
    incomplete.counts.failed = 2;
    incomplete.counts.deleted = 0;
    incomplete.trashFolder.clear();
    QTest::newRow("incomplete")
        << incomplete
        << QStringLiteral("Mirror into /data/copy is incomplete: 12 created, 3 updated, 0 deleted, "
                          "2 failed, 40 unchanged in 2.4 s. The failed resources are tried again "
                          "by the next mirror.")
        << int(Summary::Outcome::Problem);

    Summary kept = mirrored;
    kept.counts.deleted = 3;
    kept.kept = 3;
    kept.trashFolder.clear();
    QTest::newRow("kept")
        << kept
        << QStringLiteral("Mirrored into /data/copy: 12 created, 3 updated, 0 deleted, 0 failed, "
                          "40 unchanged in 2.4 s. 3 files the source no longer has were kept "
                          "(deletion was not asked for).")
        << int(Summary::Outcome::Differs);

    Summary stopped = mirrored;
    stopped.canceled = true;
    stopped.counts = {1, 2, 0, 0, 0};
    QTest::newRow("stopped") << stopped
                             << QStringLiteral("Mirror into /data/copy stopped: 2 created, 0 "
                                               "updated, 0 deleted, 0 failed, 1 unchanged in 2.4 "
                                               "s. What was done is kept; the next mirror goes "
                                               "on from there.")
                             << int(Summary::Outcome::Problem);

    Summary failed = mirrored;
    failed.error = QStringLiteral("The source lists nothing to mirror.");
    QTest::newRow("failed") << failed
                            << QStringLiteral("The mirror into /data/copy failed: The source lists "
                                              "nothing to mirror.")
                            << int(Summary::Outcome::Problem);

    Summary inSync;
    inSync.destination = folder;
    inSync.counts = {120, 0, 0, 0, 0};
    inSync.elapsedMs = 300;
    QTest::newRow("audit in sync")
        << inSync
        << QStringLiteral("Audit of /data/copy: in sync, all 120 resources the same in 300 ms.")
        << int(Summary::Outcome::InSync);

    Summary differs = inSync;
    differs.counts = {100, 5, 2, 1, 0};
    QTest::newRow("audit differs")
        << differs
        << QStringLiteral("Audit of /data/copy: 5 to create, 2 to update, 1 to delete, 0 failed, "
                          "100 the same in 300 ms.")
        << int(Summary::Outcome::Differs);
}

void tst_SyncPanel::summaryLine()
{
    QFETCH(SyncPanel::Summary, summary);
    QFETCH(QString, text);
    QFETCH(int, outcome);
    QCOMPARE(SyncPanel::summaryText(summary), text);
    QCOMPARE(int(summary.outcome()), outcome);
    m_panel->showResult(summary, {});
    QCOMPARE(m_panel->summaryText(), text);
    auto *label = m_panel->findChild<QLabel *>(QStringLiteral("syncSummary"));
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), text);
}

void tst_SyncPanel::summaryShowsTheOutcomeAtAGlance()
{
    auto *frame = m_panel->findChild<QFrame *>(QStringLiteral("syncSummaryFrame"));
    QVERIFY(frame);
    const auto tintOf = [&](const SyncPanel::Summary &summary) {
        m_panel->showResult(summary, {});
        return frame->palette().color(QPalette::Window);
    };
    SyncPanel::Summary good;
    good.kind = SyncPanel::Summary::Kind::Mirror;
    good.destination = QStringLiteral("/x");
    SyncPanel::Summary bad = good;
    bad.counts.failed = 1;
    const QColor green = tintOf(good);
    const QColor red = tintOf(bad);
    QVERIFY2(red.red() > red.green() && red.red() > red.blue(), qPrintable(red.name()));
    QVERIFY2(green.green() > green.red() && green.green() > green.blue(), qPrintable(green.name()));
    // The frame is painted with it.
    const QImage picture = frame->grab().toImage();
    QCOMPARE(picture.pixelColor(picture.width() - 3, picture.height() / 2).rgb(), red.rgb());
}

void tst_SyncPanel::selectingAnUpdatedTextShowsTheDifferences()
{
    select(QStringLiteral("changed.txt"));
    TextDiffView *diff = m_panel->diffView();
    QVERIFY(!diff->isLoading());
    QCOMPARE(diff->message(), QString());
    QCOMPARE(diff->rowCount(), 5);
    QCOMPARE(diff->rowKind(0), TextDiff::Kind::Equal);
    QCOMPARE(diff->rowKind(1), TextDiff::Kind::Changed);
    QCOMPARE(diff->rowKind(4), TextDiff::Kind::Inserted);
    QCOMPARE(diff->leftView()->document()->findBlockByNumber(1).text(), QStringLiteral("beta"));
    QCOMPARE(diff->rightView()->document()->findBlockByNumber(1).text(), QStringLiteral("BETA"));
    QCOMPARE(diff->rightView()->document()->findBlockByNumber(4).text(), QStringLiteral("epsilon"));
    auto *local = diff->findChild<QLabel *>(QStringLiteral("localTitle"));
    auto *remote = diff->findChild<QLabel *>(QStringLiteral("remoteTitle"));
    QVERIFY(local->text().contains(QStringLiteral("changed.txt")));
    QVERIFY(remote->text().contains(urlOf(QStringLiteral("changed.txt")).toString()));
    // The changed row is painted as changed, on both sides.
    for (QPlainTextEdit *side : {diff->leftView(), diff->rightView()}) {
        const QRect row = side->cursorRect(QTextCursor(side->document()->findBlockByNumber(1)));
        const QImage picture = side->viewport()->grab().toImage();
        QCOMPARE(picture.pixelColor(side->viewport()->width() - 4, row.center().y()).rgb(),
                 diff->rowColour(TextDiff::Kind::Changed, side == diff->leftView()).rgb());
    }
}

void tst_SyncPanel::selectingAnUnchangedTextShowsNoDifference()
{
    select(QStringLiteral("same.txt"));
    TextDiffView *diff = m_panel->diffView();
    QCOMPARE(diff->rowCount(), 3);
    QVERIFY(diff->diff().isIdentical());
    QCOMPARE(diff->summary(), QStringLiteral("The local and remote versions are the same."));
    QCOMPARE(m_server->requests("/same.txt").size(), 1); // fetched when selected
}

void tst_SyncPanel::saysWhatCannotBeCompared_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("message");
    QTest::newRow("binary") << QStringLiteral("image.bin") << QStringLiteral("is not text");
    QTest::newRow("not in the copy")
        << QStringLiteral("new.txt") << QStringLiteral("The local copy does not have this");
    QTest::newRow("remote gone") << QStringLiteral("gone.txt")
                                 << QStringLiteral("The remote version could not be fetched");
    QTest::newRow("failed") << QStringLiteral("failed.txt")
                            << QStringLiteral("This resource failed");
    QTest::newRow("not from the source")
        << QStringLiteral("stray/old.txt") << QStringLiteral("no remote version");
}

void tst_SyncPanel::saysWhatCannotBeCompared()
{
    QFETCH(QString, name);
    QFETCH(QString, message);
    if (name == u"stray/old.txt") {
        QVERIFY(QDir().mkpath(m_copy->filePath(QStringLiteral("stray"))));
        QFile file(m_copy->filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    select(name);
    TextDiffView *diff = m_panel->diffView();
    QVERIFY2(diff->message().contains(message), qPrintable(diff->message()));
    auto *label = diff->findChild<QLabel *>(QStringLiteral("diffMessage"));
    QVERIFY(label->isVisible());
    QCOMPARE(diff->rowCount(), 0);
}

void tst_SyncPanel::keyboardMovesThroughTheTable()
{
    QTableView *table = m_panel->view();
    select(QStringLiteral("same.txt"));
    table->setFocus();
    QTRY_VERIFY(table->hasFocus());
    QSignalSpy shown(m_panel.get(), &SyncPanel::itemShown);
    QTest::keyClick(table, Qt::Key_Down); // changed.txt
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10'000);
    QCOMPARE(m_panel->diffView()->diff().changed, 1);
    // Return goes into the diff, where Alt+Down steps to the next difference.
    QTest::keyClick(table, Qt::Key_Return);
    QTRY_VERIFY(m_panel->diffView()->leftView()->hasFocus());
    QCOMPARE(m_panel->diffView()->currentRow(), 1);
    QTest::keyClick(m_panel->diffView()->leftView(), Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(m_panel->diffView()->currentRow(), 4);
}

void tst_SyncPanel::auditAgainAsksForTheSameFolder()
{
    auto *button = m_panel->findChild<QPushButton *>(QStringLiteral("auditAgain"));
    QVERIFY(button->isEnabled());
    QSignalSpy requested(m_panel.get(), &SyncPanel::auditRequested);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), m_copy->path());
    // Not while a job runs.
    m_panel->showRunning(QStringLiteral("Auditing…"));
    QVERIFY(!button->isEnabled());
    QCOMPARE(m_panel->summaryText(), QStringLiteral("Auditing…"));
}

QTEST_MAIN(tst_SyncPanel)
#include "tst_syncpanel.moc"
