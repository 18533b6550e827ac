// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The side-by-side diff as a reader sees it: rows that line up, the right
// rows coloured, both sides scrolling and moving together, the keyboard
// stepping from difference to difference.
#include "mirror/textdiffview.h"
#include "support/occupiedpool.h"
#include "util/workerpool.h"

#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QThread>

using namespace rsi;

class tst_TextDiffView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsRowsSideBySide();
    void coloursTheRowsThatDiffer();
    void followsThePalette();
    void sidesScrollTogether();
    void caretsMoveTogether();
    void keyboardStepsThroughDifferences();
    void saysWhenTheVersionsAreTheSame();
    void showsAMessageInstead();
    void comparesLargeTextsOffTheGuiThread();
    void viewGoneWhileComparingLeavesNoBuildRunning();
    void viewGoneWithItsBuildDroppedByThePoolReturns();
    void breaksLongLines();

private:
    // The colour painted behind a row, at the right edge of a side (where
    // no text is), as on screen.
    QRgb colourAt(QPlainTextEdit *side, int row) const;
    QString rowText(QPlainTextEdit *side, int row) const
    {
        return side->document()->findBlockByNumber(row).text();
    }

    std::unique_ptr<TextDiffView> m_view;
};

namespace {

QString numberedLines(int count, const QString &prefix)
{
    QString text;
    for (int i = 1; i <= count; ++i)
        text += prefix + QString::number(i) + u'\n';
    return text;
}

} // namespace

void tst_TextDiffView::init()
{
    m_view = std::make_unique<TextDiffView>();
    m_view->resize(900, 400);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void tst_TextDiffView::cleanup()
{
    m_view.reset();
}

QRgb tst_TextDiffView::colourAt(QPlainTextEdit *side, int row) const
{
    const QTextBlock block = side->document()->findBlockByNumber(row);
    const QRect rect = side->cursorRect(QTextCursor(block)); // in viewport coordinates
    const QImage image = side->viewport()->grab().toImage();
    const QPoint point(side->viewport()->width() - 4, rect.center().y());
    return image.pixel(point * image.devicePixelRatio());
}

void tst_TextDiffView::showsRowsSideBySide()
{
    m_view->setTitles(QStringLiteral("Local: a.txt"), QStringLiteral("Remote: https://x/a.txt"));
    m_view->setTexts(QStringLiteral("one\ntwo\nthree\nfour\n"),
                     QStringLiteral("one\nTWO\nthree\nfour\nfive\n"));
    QVERIFY(!m_view->isLoading());
    QCOMPARE(m_view->rowCount(), 5);
    QPlainTextEdit *left = m_view->leftView();
    QPlainTextEdit *right = m_view->rightView();
    QCOMPARE(left->document()->blockCount(), 5);
    QCOMPARE(right->document()->blockCount(), 5);
    QCOMPARE(rowText(left, 1), QStringLiteral("two"));
    QCOMPARE(rowText(right, 1), QStringLiteral("TWO"));
    QCOMPARE(rowText(left, 4), QString()); // the gap across from "five"
    QCOMPARE(rowText(right, 4), QStringLiteral("five"));
    QCOMPARE(m_view->rowKind(0), TextDiff::Kind::Equal);
    QCOMPARE(m_view->rowKind(1), TextDiff::Kind::Changed);
    QCOMPARE(m_view->rowKind(4), TextDiff::Kind::Inserted);
    QCOMPARE(m_view->summary(),
             QStringLiteral("Changed lines: 1. Only in the local version: 0. "
                            "Only in the remote version: 1."));
    auto *title = m_view->findChild<QLabel *>(QStringLiteral("remoteTitle"));
    QCOMPARE(title->text(), QStringLiteral("Remote: https://x/a.txt"));
    QVERIFY(left->isReadOnly() && right->isReadOnly());
    // The first difference is where the reader starts.
    QCOMPARE(m_view->currentRow(), 1);
}

void tst_TextDiffView::coloursTheRowsThatDiffer()
{
    m_view->setTexts(QStringLiteral("same\nold\ngone\nsame again\n"),
                     QStringLiteral("same\nnew\nsame again\nadded\n"));
    // same / old~new / gone- / same again / +added
    QCOMPARE(m_view->rowCount(), 5);
    QCOMPARE(m_view->rowKind(2), TextDiff::Kind::Deleted);
    QCOMPARE(m_view->rowKind(4), TextDiff::Kind::Inserted);
    m_view->leftView()->clearFocus();
    QPlainTextEdit *left = m_view->leftView();
    QPlainTextEdit *right = m_view->rightView();
    const QColor base = left->palette().color(QPalette::Base);

    QCOMPARE(colourAt(left, 0), base.rgb());
    QCOMPARE(colourAt(right, 3), base.rgb());
    QCOMPARE(colourAt(left, 1), m_view->rowColour(TextDiff::Kind::Changed, true).rgb());
    QCOMPARE(colourAt(right, 1), m_view->rowColour(TextDiff::Kind::Changed, false).rgb());
    QCOMPARE(colourAt(left, 2), m_view->rowColour(TextDiff::Kind::Deleted, true).rgb());
    QCOMPARE(colourAt(right, 2), m_view->rowColour(TextDiff::Kind::Deleted, false).rgb());
    QCOMPARE(colourAt(right, 4), m_view->rowColour(TextDiff::Kind::Inserted, false).rgb());
    // Each kind has its own colour, none of them the plain background.
    const QList<QColor> colours = {
        m_view->rowColour(TextDiff::Kind::Changed, true),
        m_view->rowColour(TextDiff::Kind::Deleted, true),
        m_view->rowColour(TextDiff::Kind::Inserted, false),
        m_view->rowColour(TextDiff::Kind::Inserted, true), // the gap
    };
    for (qsizetype i = 0; i < colours.size(); ++i) {
        QVERIFY(colours.at(i) != base);
        for (qsizetype j = i + 1; j < colours.size(); ++j)
            QVERIFY(colours.at(i) != colours.at(j));
    }
}

void tst_TextDiffView::followsThePalette()
{
    m_view->setTexts(QStringLiteral("a\nb\n"), QStringLiteral("a\nc\n"));
    const QColor light = m_view->rowColour(TextDiff::Kind::Changed, true);
    QPalette dark = m_view->palette();
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xea));
    m_view->setPalette(dark);
    const QColor darkChanged = m_view->rowColour(TextDiff::Kind::Changed, true);
    QVERIFY(darkChanged != light);
    QVERIFY(darkChanged.lightness() < 100); // a tint of the dark base, not a light patch
    QTRY_COMPARE(colourAt(m_view->leftView(), 1), darkChanged.rgb());
}

void tst_TextDiffView::sidesScrollTogether()
{
    m_view->setTexts(
        numberedLines(500, QStringLiteral("line ")),
        numberedLines(500, QStringLiteral("line "))
            .replace(QStringLiteral("line 250\n"), QStringLiteral("line two hundred fifty\n")));
    QScrollBar *leftBar = m_view->leftView()->verticalScrollBar();
    QScrollBar *rightBar = m_view->rightView()->verticalScrollBar();
    QVERIFY(leftBar->maximum() > 0);
    // The first difference is brought into view on both sides.
    QVERIFY(leftBar->value() > 0);
    QCOMPARE(rightBar->value(), leftBar->value());
    rightBar->setValue(42);
    QCOMPARE(leftBar->value(), 42);
    leftBar->setValue(7);
    QCOMPARE(rightBar->value(), 7);
}

void tst_TextDiffView::caretsMoveTogether()
{
    m_view->setTexts(QStringLiteral("a\nb\nc\nd\n"), QStringLiteral("a\nB\nc\nd\n"));
    QPlainTextEdit *left = m_view->leftView();
    left->setFocus();
    QTRY_VERIFY(left->hasFocus());
    QCOMPARE(m_view->currentRow(), 1);
    QTest::keyClick(left, Qt::Key_Down);
    QTest::keyClick(left, Qt::Key_Down);
    QCOMPARE(left->textCursor().blockNumber(), 3);
    QCOMPARE(m_view->rightView()->textCursor().blockNumber(), 3);
    // And the other way.
    QTest::keyClick(m_view->rightView(), Qt::Key_Up);
    QCOMPARE(left->textCursor().blockNumber(), 2);
}

void tst_TextDiffView::keyboardStepsThroughDifferences()
{
    // Differences at rows 2, 6-7 and 11.
    QString left = numberedLines(12, QStringLiteral("l"));
    QString right = left;
    right.replace(QStringLiteral("l3\n"), QStringLiteral("X\n"));
    right.replace(QStringLiteral("l7\nl8\n"), QStringLiteral("Y\nZ\n"));
    right.replace(QStringLiteral("l12\n"), QStringLiteral("W\n"));
    m_view->setTexts(left, right);
    QCOMPARE(m_view->currentRow(), 2);
    m_view->leftView()->setFocus();
    QTRY_VERIFY(m_view->leftView()->hasFocus());
    QTest::keyClick(m_view->leftView(), Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(m_view->currentRow(), 6);
    QTest::keyClick(m_view->rightView(), Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(m_view->currentRow(), 11);
    QVERIFY(!m_view->goToNextChange()); // the last one
    QTest::keyClick(m_view->leftView(), Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(m_view->currentRow(), 6);
    QVERIFY(m_view->goToPreviousChange());
    QCOMPARE(m_view->currentRow(), 2);
    QVERIFY(!m_view->goToPreviousChange());
    QCOMPARE(m_view->rightView()->textCursor().blockNumber(), 2);
}

void tst_TextDiffView::saysWhenTheVersionsAreTheSame()
{
    m_view->setTexts(QStringLiteral("a\r\nb\r\n"), QStringLiteral("a\nb\n"));
    QVERIFY(m_view->diff().isIdentical());
    QCOMPARE(m_view->summary(), QStringLiteral("The local and remote versions are the same."));
    QCOMPARE(colourAt(m_view->leftView(), 1),
             m_view->leftView()->palette().color(QPalette::Base).rgb());
}

void tst_TextDiffView::showsAMessageInstead()
{
    m_view->setTexts(QStringLiteral("a\n"), QStringLiteral("b\n"));
    m_view->setMessage(QStringLiteral("Binary content"));
    auto *message = m_view->findChild<QLabel *>(QStringLiteral("diffMessage"));
    QVERIFY(message->isVisible());
    QCOMPARE(message->text(), QStringLiteral("Binary content"));
    QVERIFY(!m_view->leftView()->isVisible());
    QCOMPARE(m_view->rowCount(), 0);
    QCOMPARE(m_view->summary(), QString());
    // A comparison replaces the message.
    m_view->setTexts(QStringLiteral("a\n"), QStringLiteral("b\n"));
    QVERIFY(!message->isVisible());
    QVERIFY(m_view->leftView()->isVisible());
    QCOMPARE(m_view->message(), QString());
}

void tst_TextDiffView::comparesLargeTextsOffTheGuiThread()
{
    const QString left = numberedLines(40'000, QStringLiteral("<entry>"));
    QString right = left;
    right.replace(QStringLiteral("<entry>20000\n"), QStringLiteral("<entry>changed\n"));
    QSignalSpy loaded(m_view.get(), &TextDiffView::loaded);
    QElapsedTimer clock;
    clock.start();
    m_view->setTexts(left, right);
    QVERIFY(m_view->isLoading());
    QVERIFY(loaded.isEmpty());
    QVERIFY(loaded.wait(30'000));
    qInfo("two texts of 40,000 lines compared and laid out in %lld ms", qlonglong(clock.elapsed()));
    QVERIFY(!m_view->isLoading());
    QCOMPARE(m_view->rowCount(), 40'000);
    QCOMPARE(m_view->diff().changed, 1);
    QCOMPARE(m_view->currentRow(), 19'999);
    QCOMPARE(rowText(m_view->rightView(), 19'999), QStringLiteral("<entry>changed"));

    // A newer text wins over one still being compared.
    m_view->setTexts(left, right);
    m_view->setTexts(QStringLiteral("x\n"), QStringLiteral("y\n"));
    QCOMPARE(m_view->rowCount(), 1);
    QTest::qWait(200);
    QCOMPARE(m_view->rowCount(), 1);
}

void tst_TextDiffView::viewGoneWhileComparingLeavesNoBuildRunning()
{
    // A build lays text out with the application's fonts: one left running
    // after its view is gone may outlive the application (a crash at exit,
    // seen when this test's predecessor ended while a comparison ran). The
    // pool's thread lets go of the ended build a moment after it ends; a
    // build left running would take far longer than that moment.
    const QString left = numberedLines(40'000, QStringLiteral("<entry>"));
    const QString right = left + QStringLiteral("<entry>more\n");
    QVERIFY(rsi::workerPool()->waitForDone(10000));
    {
        TextDiffView view;
        view.setTexts(left, right);
        QVERIFY(view.isLoading());
        // Under way (it takes some hundred milliseconds), not only queued:
        // a queued build is canceled and never runs.
        QThread::msleep(50);
    }
    QTRY_COMPARE_WITH_TIMEOUT(rsi::workerPool()->activeThreadCount(), 0, 50);
}

void tst_TextDiffView::viewGoneWithItsBuildDroppedByThePoolReturns()
{
    // The application clears the pool's queue at exit before its windows go:
    // a build that never started must not be waited for forever.
    rsi::test::OccupiedPool pool;
    QVERIFY(pool.waitUntilOccupied());
    {
        TextDiffView view;
        view.setTexts(numberedLines(40'000, QStringLiteral("a")),
                      numberedLines(40'000, QStringLiteral("b")));
        QVERIFY(view.isLoading());
        rsi::workerPool()->clear();
    } // hangs here if the view waits for a build the pool dropped
    pool.release();
    QVERIFY(rsi::workerPool()->waitForDone(10000));
}

void tst_TextDiffView::breaksLongLines()
{
    QString left = QStringLiteral("<urlset>");
    for (int i = 0; i < 200; ++i)
        left += QStringLiteral("<url><loc>https://example.org/%1</loc></url>").arg(i);
    left += QStringLiteral("</urlset>");
    QString right = left;
    right.replace(QStringLiteral("example.org/150<"), QStringLiteral("example.org/new<"));
    m_view->setTexts(left, right);
    QVERIFY(m_view->rowCount() > 100);
    QCOMPARE(m_view->diff().changed, 1);
    QVERIFY(m_view->summary().contains(QStringLiteral("broken")));
    const int row = m_view->currentRow();
    QVERIFY(rowText(m_view->rightView(), row).contains(QStringLiteral("example.org/new<")));
}

QTEST_MAIN(tst_TextDiffView)
#include "tst_textdiffview.moc"
