// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/addressbar.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QDir>
#include <QDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

namespace {

// Sends a drag over the bar and, when it is accepted, the drop: what a file
// manager or a browser does. Returns whether the drop was accepted.
bool dragAndDrop(AddressBar &bar, QMimeData &mime)
{
    const QPoint centre = bar.rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction | Qt::LinkAction, &mime, Qt::LeftButton,
                          Qt::NoModifier);
    QApplication::sendEvent(&bar, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(centre, Qt::CopyAction | Qt::LinkAction, &mime, Qt::LeftButton,
                        Qt::NoModifier);
    QApplication::sendEvent(&bar, &move);
    if (!move.isAccepted())
        return false;
    QDropEvent drop(QPointF(centre), Qt::CopyAction | Qt::LinkAction, &mime, Qt::LeftButton,
                    Qt::NoModifier);
    QApplication::sendEvent(&bar, &drop);
    return drop.isAccepted();
}

QStringList numbered(int count)
{
    QStringList items;
    for (int i = 0; i < count; ++i)
        items.append(QStringLiteral("https://example.org/site-%1/").arg(i));
    return items;
}

} // namespace

class tst_AddressBar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typingAndReturnRequestsTrimmedText();
    void returnOnEmptyFieldRequestsNothing();
    void rememberPutsNewestFirstWithoutDuplicates();
    void historyKeepsAtMostThirty();
    void setHistoryCleansAndKeepsTypedText();
    void pickingFromDropDownRequests();
    void completionOffersMatchesAndRequestsOnce();
    void dropLocalFolderGivesNativePath();
    void dropLocalFileGivesNativePath();
    void dropWebUrl();
    void dropBrowserPlainText();
    void dropOfOtherThingsIsRefused_data();
    void dropOfOtherThingsIsRefused();
    void placeholderAndAccessibleName();
};

void tst_AddressBar::typingAndReturnRequestsTrimmedText()
{
    AddressBar bar;
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);

    QTest::keyClicks(bar.lineEdit(), QStringLiteral("  https://example.org/rs/  "));
    QCOMPARE(spy.count(), 0); // typing alone opens nothing
    QTest::keyClick(bar.lineEdit(), Qt::Key_Return);

    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("https://example.org/rs/"));
    QCOMPARE(bar.text(), QStringLiteral("https://example.org/rs/"));
    // Asking is not opening: what was opened is remembered by the opener.
    QVERIFY(bar.history().isEmpty());
}

void tst_AddressBar::returnOnEmptyFieldRequestsNothing()
{
    AddressBar bar;
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);
    QTest::keyClicks(bar.lineEdit(), QStringLiteral("   "));
    QTest::keyClick(bar.lineEdit(), Qt::Key_Return);
    QCOMPARE(spy.count(), 0);
}

void tst_AddressBar::rememberPutsNewestFirstWithoutDuplicates()
{
    AddressBar bar;
    bar.remember(QStringLiteral("https://a.example/"));
    bar.remember(QStringLiteral("/srv/mirror"));
    bar.remember(QStringLiteral("  https://a.example/  ")); // again, with blanks
    bar.remember(QStringLiteral("   ")); // nothing

    QCOMPARE(bar.history(),
             QStringList({QStringLiteral("https://a.example/"), QStringLiteral("/srv/mirror")}));
    QCOMPARE(bar.text(), QStringLiteral("https://a.example/"));
    QCOMPARE(bar.count(), 2); // the drop-down shows the same
    QCOMPARE(bar.itemText(0), QStringLiteral("https://a.example/"));
}

void tst_AddressBar::historyKeepsAtMostThirty()
{
    AddressBar bar;
    const QStringList items = numbered(35);
    for (const QString &item : items)
        bar.remember(item);
    const QStringList history = bar.history();
    QCOMPARE(history.size(), 30);
    QCOMPARE(history.first(), items.last()); // newest first
    QCOMPARE(history.last(), items.at(5)); // the five oldest are gone
    QVERIFY(!history.contains(items.at(4)));

    bar.setHistory(numbered(40));
    QCOMPARE(bar.history(), numbered(30));
}

void tst_AddressBar::setHistoryCleansAndKeepsTypedText()
{
    AddressBar bar;
    bar.setText(QStringLiteral("half typed"));
    bar.setHistory({QStringLiteral("https://b.example/"), QString(), QStringLiteral(" /data "),
                    QStringLiteral("https://b.example/")});
    QCOMPARE(bar.history(),
             QStringList({QStringLiteral("https://b.example/"), QStringLiteral("/data")}));
    QCOMPARE(bar.text(), QStringLiteral("half typed"));
}

void tst_AddressBar::pickingFromDropDownRequests()
{
    AddressBar bar;
    bar.setHistory({QStringLiteral("https://a.example/"), QStringLiteral("https://b.example/")});
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);

    bar.showPopup();
    QTRY_VERIFY(bar.view()->isVisible());
    bar.view()->setCurrentIndex(bar.model()->index(1, 0));
    QTest::keyClick(bar.view(), Qt::Key_Return);

    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("https://b.example/"));
    QCOMPARE(bar.text(), QStringLiteral("https://b.example/"));
}

void tst_AddressBar::completionOffersMatchesAndRequestsOnce()
{
    AddressBar bar;
    const QString maps = QStringLiteral("https://b.example/maps/resourcelist.xml");
    bar.setHistory({QStringLiteral("https://a.example/books/"), maps,
                    QStringLiteral("/home/someone/Maps-copy")});
    bar.show();
    bar.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&bar));
    bar.lineEdit()->setFocus();
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);

    // Matches anywhere in an entry, whatever the case.
    QTest::keyClicks(bar.lineEdit(), QStringLiteral("maps"));
    QCompleter *completer = bar.completer();
    QVERIFY(completer);
    QTRY_VERIFY(completer->popup()->isVisible());
    QCOMPARE(completer->completionCount(), 2);
    QCOMPARE(completer->popup()->model()->index(0, 0).data().toString(), maps);

    // Enter on a completion is seen by the line edit and by the completer:
    // one request all the same.
    QTest::keyClick(completer->popup(), Qt::Key_Down);
    QCOMPARE(bar.lineEdit()->text(), maps);
    QTest::keyClick(completer->popup(), Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), maps);
    QVERIFY(!completer->popup()->isVisible());
}

void tst_AddressBar::dropLocalFolderGivesNativePath()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    AddressBar bar;
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(folder.path())});

    QVERIFY(dragAndDrop(bar, mime));
    const QString expected = QDir::toNativeSeparators(folder.path());
    QCOMPARE(bar.text(), expected);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), expected);
}

void tst_AddressBar::dropLocalFileGivesNativePath()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString file = folder.filePath(QStringLiteral("resource list.xml"));
    AddressBar bar;
    QMimeData mime;
    // A file manager may offer several: the first that can be opened wins.
    mime.setUrls({QUrl(QStringLiteral("mailto:someone@example.org")), QUrl::fromLocalFile(file),
                  QUrl(QStringLiteral("https://example.org/"))});
    QVERIFY(dragAndDrop(bar, mime));
    QCOMPARE(bar.text(), QDir::toNativeSeparators(file));
}

void tst_AddressBar::dropWebUrl()
{
    AddressBar bar;
    bar.setText(QStringLiteral("something else"));
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);
    QMimeData mime;
    const QString url = QStringLiteral("https://example.org/rs/capabilitylist.xml");
    mime.setUrls({QUrl(url)});

    QVERIFY(dragAndDrop(bar, mime));
    QCOMPARE(bar.text(), url);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), url);
}

void tst_AddressBar::dropBrowserPlainText()
{
    AddressBar bar;
    QMimeData mime;
    mime.setText(QStringLiteral(" http://example.org/.well-known/resourcesync\n"));
    QVERIFY(dragAndDrop(bar, mime));
    QCOMPARE(bar.text(), QStringLiteral("http://example.org/.well-known/resourcesync"));
}

void tst_AddressBar::dropOfOtherThingsIsRefused_data()
{
    QTest::addColumn<QList<QUrl>>("urls");
    QTest::addColumn<QString>("text");
    QTest::newRow("mail address") << QList<QUrl> {QUrl(QStringLiteral("mailto:a@example.org"))}
                                  << QString();
    QTest::newRow("ftp") << QList<QUrl> {QUrl(QStringLiteral("ftp://example.org/x.xml"))}
                         << QString();
    QTest::newRow("plain words") << QList<QUrl>() << QStringLiteral("resource list");
    QTest::newRow("several lines of text")
        << QList<QUrl>() << QStringLiteral("https://a.example/\nhttps://b.example/");
    QTest::newRow("nothing") << QList<QUrl>() << QString();
}

void tst_AddressBar::dropOfOtherThingsIsRefused()
{
    QFETCH(QList<QUrl>, urls);
    QFETCH(QString, text);
    AddressBar bar;
    bar.setText(QStringLiteral("kept"));
    QSignalSpy spy(&bar, &AddressBar::sourceRequested);
    QMimeData mime;
    if (!urls.isEmpty())
        mime.setUrls(urls);
    if (!text.isEmpty())
        mime.setText(text);
    QVERIFY(!dragAndDrop(bar, mime));
    QCOMPARE(bar.text(), QStringLiteral("kept"));
    QCOMPARE(spy.count(), 0);
}

void tst_AddressBar::placeholderAndAccessibleName()
{
    AddressBar bar;
    QCOMPARE(bar.lineEdit()->placeholderText(),
             QStringLiteral("Site, document URL or local folder"));
    QVERIFY(!bar.accessibleName().isEmpty());

    // A name given by whoever places the bar survives a language change.
    bar.setAccessibleName(QStringLiteral("Source address"));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&bar, &change);
    QCOMPARE(bar.accessibleName(), QStringLiteral("Source address"));
    QCOMPARE(bar.lineEdit()->placeholderText(),
             QStringLiteral("Site, document URL or local folder"));
}

QTEST_MAIN(tst_AddressBar)
#include "tst_addressbar.moc"
