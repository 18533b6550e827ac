// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "source/xmlsourceview.h"
#include "support/occupiedpool.h"
#include "util/workerpool.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QPalette>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>

using namespace rsi;

namespace {

QString numberedLines(int count)
{
    QString text;
    for (int i = 1; i <= count; ++i)
        text += QStringLiteral("<line n=\"%1\"/>\n").arg(i);
    return text;
}

// A Resource List of the given size, pretty-printed as most generators do;
// 50,000 entries make about 15 MB.
QString resourceList(int entries)
{
    QString text
        = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                         "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                         "  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n");
    text.reserve(entries * 330);
    for (int i = 0; i < entries; ++i) {
        text += QStringLiteral(
                    "  <url>\n"
                    "    <loc>http://example.com/collection/records/%1/resource-%1.xml</loc>\n"
                    "    <lastmod>2013-01-02T13:00:00Z</lastmod>\n"
                    "    <rs:md hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6 "
                    "sha-256:854f61290e2e197a11bc91063afce22e43f8ccc655237050ace766adc68dc784\"\n"
                    "           length=\"8876\" type=\"application/xml\"/>\n"
                    "  </url>\n")
                    .arg(i);
    }
    text += QStringLiteral("</urlset>\n");
    return text;
}

// The character format the layout gives the character at column (0-based)
// of a block: what the person sees.
QTextCharFormat formatAt(const QTextBlock &block, int column)
{
    QTextCharFormat format;
    const QList<QTextLayout::FormatRange> ranges = block.layout()->formats();
    for (const QTextLayout::FormatRange &range : ranges) {
        if (column >= range.start && column < range.start + range.length)
            format = range.format;
    }
    return format;
}

QColor colourAt(const QTextBlock &block, int column)
{
    const QTextCharFormat format = formatAt(block, column);
    return format.hasProperty(QTextFormat::ForegroundBrush) ? format.foreground().color()
                                                            : QColor();
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe8, 0xe8, 0xea);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x90));
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb8));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    return palette;
}

void savePicture(QWidget *widget, const QString &name)
{
    const QDir dir(QCoreApplication::applicationDirPath() + QStringLiteral("/pictures"));
    QDir().mkpath(dir.path());
    const QString path = dir.filePath(name + QStringLiteral(".png"));
    QVERIFY2(widget->grab().save(path), qPrintable(path));
}

bool isMarked(const XmlSourceView &view, int blockNumber)
{
    const QList<QTextEdit::ExtraSelection> selections = view.extraSelections();
    return std::any_of(selections.begin(), selections.end(), [&](const auto &selection) {
        return selection.cursor.blockNumber() == blockNumber
            && selection.format.property(QTextFormat::FullWidthSelection).toBool();
    });
}

const QString sample
    = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" // 1
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n" // 2
                     "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n" // 3
                     "  <!-- a comment that\n" // 4
                     "       runs over <url> lines -->\n" // 5
                     "  <url>\n" // 6
                     "    <loc>http://example.com/a?x=1&amp;y=2</loc>\n" // 7
                     "    <rs:md hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\"\n" // 8
                     "           length=\"8876\"/>\n" // 9
                     "  </url>\n" // 10
                     "</urlset>\n"); // 11

} // namespace

class tst_XmlSourceView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void goToLineMovesCursorToBlockAndColumn();
    void goToLineClampsToTheText();
    void goToLineCentresTheLine();
    void lineEndingsCountAsParsersCount();
    void lineNumberAreaGrowsWithDigits();
    void highlighterFormatsTagsValuesAndComments();
    void darkPaletteGivesLightColours();
    void largeDocumentLoadsWithoutBlocking();
    void laterTextReplacesALoadingOne();
    void viewGoneWhileLoadingLeavesNoBuildRunning();
    void viewGoneWithItsBuildDroppedByThePoolReturns();
    void oneLineDocumentIsShownBrokenButCountedAsOne();
    void setMessageShowsCentredTextInstead();
    void pictures();
};

void tst_XmlSourceView::goToLineMovesCursorToBlockAndColumn()
{
    XmlSourceView view;
    view.setXml(sample);
    QVERIFY(!view.isLoading());
    QCOMPARE(view.lineCount(), 12); // the text ends with a line break

    view.goToLine(7, 10);
    QCOMPARE(view.textCursor().blockNumber(), 6);
    QCOMPARE(view.textCursor().positionInBlock(), 9);
    QCOMPARE(view.textCursor().block().text().mid(9, 4), QStringLiteral("http"));
    QCOMPARE(view.currentLine(), 7);
    QVERIFY(isMarked(view, 6));

    view.goToLine(2); // the whole line: its start
    QCOMPARE(view.textCursor().blockNumber(), 1);
    QCOMPARE(view.textCursor().positionInBlock(), 0);
    QCOMPARE(view.currentLine(), 2);
    QVERIFY(isMarked(view, 1));
    QVERIFY(!isMarked(view, 6)); // one mark at a time
    QVERIFY(view.isReadOnly());
}

void tst_XmlSourceView::goToLineClampsToTheText()
{
    XmlSourceView view;
    view.setXml(sample);
    view.goToLine(6, 500); // past the end of "  <url>"
    QCOMPARE(view.textCursor().blockNumber(), 5);
    QCOMPARE(view.textCursor().positionInBlock(), 7);
    view.goToLine(1000);
    QCOMPARE(view.currentLine(), 12);
    view.goToLine(0); // no line: nothing moves
    QCOMPARE(view.currentLine(), 12);
}

void tst_XmlSourceView::goToLineCentresTheLine()
{
    XmlSourceView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setXml(numberedLines(2000));
    view.goToLine(1500);
    QCOMPARE(view.textCursor().block().text(), QStringLiteral("<line n=\"1500\"/>"));
    const int height = view.viewport()->height();
    const int y = view.cursorRect().center().y();
    QVERIFY2(y > height / 4 && y < height * 3 / 4,
             qPrintable(QStringLiteral("line at %1 of %2").arg(y).arg(height)));
}

void tst_XmlSourceView::lineEndingsCountAsParsersCount()
{
    XmlSourceView view;
    view.setXml(QStringLiteral("<a>\r\n<b/>\r<c/>\n<d/>"));
    QCOMPARE(view.lineCount(), 4);
    view.goToLine(3);
    QCOMPARE(view.textCursor().block().text(), QStringLiteral("<c/>"));
    view.goToLine(4, 2);
    QCOMPARE(view.textCursor().block().text(), QStringLiteral("<d/>"));
    QCOMPARE(view.textCursor().positionInBlock(), 1);
}

void tst_XmlSourceView::lineNumberAreaGrowsWithDigits()
{
    XmlSourceView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    view.setXml(numberedLines(5));
    const int few = view.lineNumberAreaWidth();
    QVERIFY(few > 0);
    // The text starts right of the margin.
    QVERIFY(view.viewport()->geometry().left() >= few);

    view.setXml(numberedLines(1000)); // 1001 lines: four digits
    const int thousand = view.lineNumberAreaWidth();
    QVERIFY2(thousand > few, qPrintable(QStringLiteral("%1 vs %2").arg(thousand).arg(few)));
    QVERIFY(view.viewport()->geometry().left() >= thousand);

    view.setXml(numberedLines(100000)); // six digits, loaded on a worker
    QVERIFY(view.isLoading() || view.lineCount() == 100001);
    QSignalSpy loaded(&view, &XmlSourceView::loaded);
    if (view.isLoading())
        QVERIFY(loaded.wait(120000));
    QVERIFY(view.lineNumberAreaWidth() > thousand);
}

void tst_XmlSourceView::highlighterFormatsTagsValuesAndComments()
{
    XmlSourceView view;
    view.setPalette(QPalette(Qt::white)); // a light palette, whatever the platform's
    view.resize(700, 400);
    view.setXml(sample);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.grab(); // what is on screen is highlighted by now

    const QTextDocument *document = view.document();
    const QTextBlock urlset = document->findBlockByNumber(1);
    const QColor tag = colourAt(urlset, 1); // "urlset"
    const QColor attribute = colourAt(urlset, 9); // "xmlns"
    const QColor value = colourAt(urlset, 16); // inside "http://..."
    QVERIFY(tag.isValid());
    QVERIFY(attribute.isValid());
    QVERIFY(value.isValid());
    QVERIFY(tag != value);
    QVERIFY(tag != attribute);
    QVERIFY(attribute != value);
    QCOMPARE(colourAt(urlset, 0), tag); // '<' too

    // An attribute on a line of its own, still inside the tag.
    const QTextBlock continued = document->findBlockByNumber(2);
    QCOMPARE(colourAt(continued, 8), attribute); // "xmlns:rs"
    QCOMPARE(colourAt(continued, 20), value);

    // The comment over two lines: all of it, <url> inside included, in the
    // comment's italics; the text after it is markup again.
    const QTextBlock commentStart = document->findBlockByNumber(3);
    const QTextBlock commentEnd = document->findBlockByNumber(4);
    QVERIFY(formatAt(commentStart, 2).fontItalic());
    QVERIFY(formatAt(commentStart, 15).fontItalic());
    const int urlInComment = int(commentEnd.text().indexOf(QStringLiteral("<url>")));
    QVERIFY(formatAt(commentEnd, urlInComment + 1).fontItalic());
    QVERIFY(colourAt(commentEnd, urlInComment + 1) != tag);
    QVERIFY(formatAt(commentEnd, int(commentEnd.text().size()) - 1).fontItalic());
    const QTextBlock url = document->findBlockByNumber(5);
    QCOMPARE(colourAt(url, 3), tag);
    QVERIFY(!formatAt(url, 3).fontItalic());

    // Element text is plain; an entity stands out.
    const QTextBlock loc = document->findBlockByNumber(6);
    QVERIFY(!colourAt(loc, 10).isValid());
    const int entity = int(loc.text().indexOf(QStringLiteral("&amp;")));
    QVERIFY(colourAt(loc, entity + 1).isValid());
    QVERIFY(colourAt(loc, entity + 1) != tag);

    // The declaration is an instruction, not a tag.
    const QTextBlock declaration = document->findBlockByNumber(0);
    QVERIFY(colourAt(declaration, 2).isValid());
    QVERIFY(colourAt(declaration, 2) != tag);
}

void tst_XmlSourceView::darkPaletteGivesLightColours()
{
    XmlSourceView view;
    view.setPalette(QPalette(Qt::white));
    view.resize(700, 400);
    view.setXml(sample);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.grab();
    const QTextBlock urlset = view.document()->findBlockByNumber(1);
    const QColor lightTag = colourAt(urlset, 1);
    QVERIFY(lightTag.lightnessF() < 0.5);

    view.setPalette(darkPalette());
    view.grab();
    const QColor darkTag = colourAt(urlset, 1);
    QVERIFY(darkTag.isValid());
    QVERIFY2(darkTag.lightnessF() > 0.5, qPrintable(darkTag.name()));
    QVERIFY(colourAt(view.document()->findBlockByNumber(2), 20).lightnessF() > 0.5);
}

void tst_XmlSourceView::largeDocumentLoadsWithoutBlocking()
{
    const int entries = 50000;
    const QString text = resourceList(entries);
    const qint64 lines = text.count(u'\n') + 1;
    qInfo("document: %d entries, %.1f MB as UTF-8, %lld lines", entries,
          double(text.toUtf8().size()) / 1e6, lines);

    XmlSourceView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy loaded(&view, &XmlSourceView::loaded);

    QElapsedTimer timer;
    timer.start();
    view.setXml(text);
    const qint64 onGuiThread = timer.elapsed();
    QVERIFY(view.isLoading()); // the window goes on meanwhile
    QCOMPARE(view.message(), QStringLiteral("Loading…"));
    // A finding's line asked for while loading is gone to when loaded.
    const qint64 findingLine = lines - 20;
    view.goToLine(findingLine, 5);
    QCOMPARE(view.currentLine(), findingLine);

    // How long the window stops answering while the document loads: the
    // longest gap between ticks of a timer that wants to run all the time.
    QElapsedTimer sinceTick;
    sinceTick.start();
    qint64 longestPause = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this,
            [&] { longestPause = qMax(longestPause, sinceTick.restart()); });
    ticker.start(0);
    QVERIFY(loaded.wait(300000));
    ticker.stop();
    longestPause = qMax(longestPause, sinceTick.elapsed());
    const qint64 untilLoaded = timer.elapsed();
    QVERIFY(!view.isLoading());
    QCOMPARE(view.lineCount(), lines);
    QCOMPARE(view.document()->blockCount(), int(lines));
    QCOMPARE(view.currentLine(), findingLine);
    QCOMPARE(view.textCursor().positionInBlock(), 4);

    timer.restart();
    view.grab();
    const qint64 firstPaint = timer.elapsed();
    timer.restart();
    view.goToLine(lines / 2);
    view.grab();
    const qint64 jump = timer.elapsed();
    timer.restart();
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 3);
    view.grab();
    const qint64 scroll = timer.elapsed();
    QCOMPARE(view.currentLine(), lines / 2);

    // What is on screen is highlighted.
    const QTextBlock first = view.cursorForPosition(QPoint(0, 0)).block();
    QVERIFY(!first.layout()->formats().isEmpty() || first.text().trimmed().isEmpty());

    timer.restart();
    view.setMessage(QStringLiteral("gone"));
    const qint64 release = timer.elapsed();
    qInfo("setXml returned after %lld ms; loaded after %lld ms, the event loop pausing "
          "%lld ms at most meanwhile; first paint %lld ms; go to line and paint %lld ms; "
          "scroll and paint %lld ms; dropping the document %lld ms",
          onGuiThread, untilLoaded, longestPause, firstPaint, jump, scroll, release);
}

void tst_XmlSourceView::laterTextReplacesALoadingOne()
{
    XmlSourceView view;
    QSignalSpy loaded(&view, &XmlSourceView::loaded);
    view.setXml(numberedLines(30000)); // on a worker
    QVERIFY(view.isLoading());
    view.setXml(sample); // at once
    QVERIFY(!view.isLoading());
    QCOMPARE(loaded.count(), 1);
    // The first load finishing later changes nothing.
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(view.toPlainText(), sample);
    QCOMPARE(loaded.count(), 1);

    view.setXml(numberedLines(30000));
    view.setMessage(QStringLiteral("Not found"));
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(view.message(), QStringLiteral("Not found"));
    QVERIFY(view.toPlainText().isEmpty());
}

void tst_XmlSourceView::viewGoneWhileLoadingLeavesNoBuildRunning()
{
    // A build lays text out with the application's fonts: one left running
    // after its view is gone may outlive the application (a crash at exit,
    // seen when a test ended while its document loaded). The pool's thread
    // lets go of the ended build a moment after it ends; a build left
    // running would take far longer than that moment.
    const QString text = resourceList(50000);
    QVERIFY(rsi::workerPool()->waitForDone(10000));
    {
        XmlSourceView view;
        view.setXml(text);
        QVERIFY(view.isLoading());
        // Under way, not only queued: a queued build is canceled and never runs.
        QThread::msleep(50);
    }
    QTRY_COMPARE_WITH_TIMEOUT(rsi::workerPool()->activeThreadCount(), 0, 50);
}

void tst_XmlSourceView::viewGoneWithItsBuildDroppedByThePoolReturns()
{
    // The application clears the pool's queue at exit before its windows go:
    // a build that never started must not be waited for forever.
    rsi::test::OccupiedPool pool;
    QVERIFY(pool.waitUntilOccupied());
    {
        XmlSourceView view;
        view.setXml(resourceList(5000));
        QVERIFY(view.isLoading());
        rsi::workerPool()->clear();
    } // hangs here if the view waits for a build the pool dropped
    pool.release();
    QVERIFY(rsi::workerPool()->waitForDone(10000));
}

void tst_XmlSourceView::oneLineDocumentIsShownBrokenButCountedAsOne()
{
    QString text = QStringLiteral("<?xml version=\"1.0\"?><urlset>");
    QList<qint64> locColumns;
    for (int i = 0; i < 3000; ++i) {
        locColumns.append(text.size() + 6); // 1-based column of "<loc>"
        text += QStringLiteral("<url><loc>http://example.com/%1</loc></url>").arg(i);
    }
    text += QStringLiteral("</urlset>");
    XmlSourceView view;
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy loaded(&view, &XmlSourceView::loaded);
    view.setXml(text);
    if (view.isLoading())
        QVERIFY(loaded.wait(120000));

    QCOMPARE(view.lineCount(), 1);
    QVERIFY(view.document()->blockCount() > 3000); // readable, not one endless line

    const qint64 column = locColumns.at(2500);
    view.goToLine(1, column);
    QCOMPARE(view.currentLine(), 1);
    const QTextCursor cursor = view.textCursor();
    QCOMPARE(cursor.block().text().mid(cursor.positionInBlock(), 9), QStringLiteral("<loc>http"));
    QCOMPARE(text.mid(int(column) - 1, 9), QStringLiteral("<loc>http"));
    QVERIFY(cursor.block().text().contains(QStringLiteral("/2500<")));
    // Only the first piece of the line has a number: a four-digit margin is
    // not needed for one line.
    XmlSourceView small;
    small.setXml(QStringLiteral("<a/>"));
    QCOMPARE(view.lineNumberAreaWidth(), small.lineNumberAreaWidth());
}

void tst_XmlSourceView::setMessageShowsCentredTextInstead()
{
    XmlSourceView view;
    view.setPalette(QPalette(Qt::white));
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setXml(sample);
    view.goToLine(5);

    view.setMessage(QStringLiteral("This document is too large to show here (40 MB)."));
    QVERIFY(view.toPlainText().isEmpty());
    QCOMPARE(view.message(), QStringLiteral("This document is too large to show here (40 MB)."));
    QCOMPARE(view.lineNumberAreaWidth(), 0);
    QCOMPARE(view.currentLine(), 0);

    // Drawn in the middle of the view, nothing at the top.
    const QImage picture = view.viewport()->grab().toImage();
    const QRgb base = view.palette().color(QPalette::Base).rgb();
    const auto inkIn = [&](const QRect &area) {
        int ink = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                ink += picture.pixel(x, y) != base ? 1 : 0;
        return ink;
    };
    const int h = picture.height(), w = picture.width();
    QVERIFY(inkIn(QRect(0, h * 2 / 5, w, h / 5)) > 50);
    QCOMPARE(inkIn(QRect(0, 0, w, h / 4)), 0);

    view.setXml(sample); // the message goes
    QVERIFY(view.message().isEmpty());
    QVERIFY(view.lineNumberAreaWidth() > 0);
    QCOMPARE(view.toPlainText(), sample);
}

// Pictures for a person to look at: <build>/tests/ui/pictures/xmlsource-*.png.
void tst_XmlSourceView::pictures()
{
    for (const bool dark : {false, true}) {
        XmlSourceView view;
        view.setPalette(dark ? darkPalette() : QPalette(Qt::white));
        view.resize(720, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setXml(sample);
        view.goToLine(8, 11);
        view.grab();
        savePicture(&view,
                    dark ? QStringLiteral("xmlsource-dark") : QStringLiteral("xmlsource-light"));
        // A whole document on one line: shown broken, numbered as one line.
        QString oneLine = QStringLiteral("<?xml version=\"1.0\"?><urlset>");
        for (int i = 0; i < 100; ++i)
            oneLine += QStringLiteral("<url><loc>http://example.com/%1</loc></url>").arg(i);
        view.setXml(oneLine + QStringLiteral("</urlset>\n<!-- line two -->"));
        view.goToLine(1, 80);
        view.grab();
        savePicture(&view,
                    dark ? QStringLiteral("xmlsource-oneline-dark")
                         : QStringLiteral("xmlsource-oneline-light"));
        view.setMessage(QStringLiteral("Loading http://example.com/resourcelist.xml…"));
        savePicture(&view,
                    dark ? QStringLiteral("xmlsource-message-dark")
                         : QStringLiteral("xmlsource-message-light"));
    }
}

QTEST_MAIN(tst_XmlSourceView)
#include "tst_xmlsourceview.moc"
