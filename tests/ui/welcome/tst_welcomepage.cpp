// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "welcome/welcomepage.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace rsi;

namespace {

QPushButton *demoButton(const WelcomePage &page)
{
    return page.findChild<QPushButton *>(QStringLiteral("demoButton"));
}

QListWidget *recentList(const WelcomePage &page)
{
    return page.findChild<QListWidget *>(QStringLiteral("recentSources"));
}

QLabel *emptyLabel(const WelcomePage &page)
{
    return page.findChild<QLabel *>(QStringLiteral("recentEmpty"));
}

// Every label's text, for checking what a person reads.
QString shownText(const WelcomePage &page)
{
    QStringList texts;
    const QList<QLabel *> labels = page.findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (label->isVisibleTo(&page))
            texts.append(label->text());
    }
    return texts.join(u'\n');
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x20, 0x21, 0x24);
    const QColor text(0xe8, 0xea, 0xed);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, QColor(0x1b, 0x1b, 0x1d));
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x30, 0x31, 0x34));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x5a, 0x80));
    palette.setColor(QPalette::HighlightedText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    return palette;
}

// A language where every text of the page reads "[fr] ...".
class BracketTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (QLatin1StringView(context) != QLatin1StringView("rsi::WelcomePage"))
            return {};
        return QStringLiteral("[fr] ") + QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

void grab(QWidget &widget, const QString &name)
{
    const QString path = QDir(QCoreApplication::applicationDirPath()).filePath(name);
    QVERIFY(widget.grab().save(path));
    qInfo("picture: %s", qPrintable(path));
}

} // namespace

class tst_WelcomePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsWhatItIs();
    void demoButtonByMouseAndKeyboard();
    void emptyState();
    void recentSourceByReturn();
    void recentSourceByDoubleClick();
    void accessibleNames();
    void retranslates();
    void pictures();
};

void tst_WelcomePage::showsWhatItIs()
{
    WelcomePage page;
    const QString text = shownText(page);
    QVERIFY(text.contains(QLatin1StringView("ResourceSync Inspector")));
    QVERIFY(text.contains(QLatin1StringView("URL")));
    QVERIFY(text.contains(QLatin1StringView("drop")));
    QVERIFY(demoButton(page));
    QCOMPARE(demoButton(page)->text(), QStringLiteral("Open the demo source"));
}

void tst_WelcomePage::demoButtonByMouseAndKeyboard()
{
    WelcomePage page;
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QSignalSpy demo(&page, &WelcomePage::demoRequested);
    QSignalSpy sources(&page, &WelcomePage::sourceRequested);

    QTest::mouseClick(demoButton(page), Qt::LeftButton);
    QCOMPARE(demo.size(), 1);

    // The page hands its focus to the button, and Return presses it.
    page.setFocus();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
    QTRY_VERIFY(demoButton(page)->hasFocus());
    QTest::keyClick(demoButton(page), Qt::Key_Return);
    QCOMPARE(demo.size(), 2);
    QTest::keyClick(demoButton(page), Qt::Key_Space);
    QCOMPARE(demo.size(), 3);
    QVERIFY(sources.isEmpty());
}

void tst_WelcomePage::emptyState()
{
    WelcomePage page;
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(emptyLabel(page)->isVisible());
    QVERIFY(!recentList(page)->isVisible());
    QVERIFY(shownText(page).contains(QLatin1StringView("No recent sources")));

    page.setRecentSources({QStringLiteral("https://example.com/.well-known/resourcesync")});
    QVERIFY(!emptyLabel(page)->isVisible());
    QVERIFY(recentList(page)->isVisible());
    QCOMPARE(recentList(page)->count(), 1);

    page.setRecentSources({});
    QVERIFY(emptyLabel(page)->isVisible());
    QVERIFY(!recentList(page)->isVisible());
    QCOMPARE(recentList(page)->count(), 0);
}

void tst_WelcomePage::recentSourceByReturn()
{
    WelcomePage page;
    const QStringList sources = {QStringLiteral("https://example.com/.well-known/resourcesync"),
                                 QStringLiteral("/home/me/mirror/source"),
                                 QStringLiteral("http://localhost:8080/capabilitylist.xml")};
    page.setRecentSources(sources);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QListWidget *list = recentList(page);
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(1)->text(), sources.at(1));

    QSignalSpy requested(&page, &WelcomePage::sourceRequested);
    QSignalSpy demo(&page, &WelcomePage::demoRequested);
    list->setFocus();
    // Return opens the first straight away; Down then Return the next one.
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), sources.at(0));
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(requested.size(), 2);
    QCOMPARE(requested.at(1).at(0).toString(), sources.at(1));
    QVERIFY(demo.isEmpty());
}

void tst_WelcomePage::recentSourceByDoubleClick()
{
    WelcomePage page;
    const QStringList sources
        = {QStringLiteral("https://a.example/rs"), QStringLiteral("https://b.example/rs")};
    page.setRecentSources(sources);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QListWidget *list = recentList(page);
    QSignalSpy requested(&page, &WelcomePage::sourceRequested);
    const QPoint centre = list->visualItemRect(list->item(1)).center();
    // As a mouse sends it: a first click, then the second one as a double-click.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), sources.at(1));
}

void tst_WelcomePage::accessibleNames()
{
    WelcomePage page;
    QVERIFY(!demoButton(page)->accessibleName().isEmpty());
    QVERIFY(!recentList(page)->accessibleName().isEmpty());
    QVERIFY(demoButton(page)->focusPolicy() & Qt::TabFocus);
    QVERIFY(recentList(page)->focusPolicy() & Qt::TabFocus);
}

void tst_WelcomePage::retranslates()
{
    WelcomePage page;
    page.setRecentSources({QStringLiteral("https://example.com/rs")});
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // The application posts the LanguageChange to its windows.
    QTRY_COMPARE(demoButton(page)->text(), QStringLiteral("[fr] Open the demo source"));
    QVERIFY(demoButton(page)->accessibleName().startsWith(QLatin1StringView("[fr] ")));
    QVERIFY(shownText(page).contains(QLatin1StringView("[fr] ResourceSync Inspector")));
    // Sources are names, not texts: they stay as they are.
    QCOMPARE(recentList(page)->item(0)->text(), QStringLiteral("https://example.com/rs"));
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QTRY_COMPARE(demoButton(page)->text(), QStringLiteral("Open the demo source"));
}

void tst_WelcomePage::pictures()
{
    WelcomePage page;
    page.resize(900, 640);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    grab(page, QStringLiteral("welcomepage-empty-light.png"));
    page.setRecentSources({QStringLiteral("https://example.com/.well-known/resourcesync"),
                           QStringLiteral("/home/me/sources/dataset1/capabilitylist.xml"),
                           QStringLiteral("https://repository.example.org/a/very/long/path/to/"
                                          "a/source/description/that/does/not/fit/resourcesync")});
    grab(page, QStringLiteral("welcomepage-recent-light.png"));
    page.setPalette(darkPalette());
    grab(page, QStringLiteral("welcomepage-recent-dark.png"));
    page.resize(480, 560);
    grab(page, QStringLiteral("welcomepage-narrow-dark.png"));
}

QTEST_MAIN(tst_WelcomePage)
#include "tst_welcomepage.moc"
