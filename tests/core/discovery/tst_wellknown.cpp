// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovery/wellknown.h"

#include <QTest>

class tst_WellKnown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wellKnownUrl_data();
    void wellKnownUrl();
    void robotsTxtUrl_data();
    void robotsTxtUrl();
};

void tst_WellKnown::wellKnownUrl_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");

    QTest::newRow("spec resource list")
        << QStringLiteral("http://example.com/dataset1/resourcelist.xml")
        << QStringLiteral("http://example.com/.well-known/resourcesync");
    QTest::newRow("site root") << QStringLiteral("https://example.com")
                               << QStringLiteral("https://example.com/.well-known/resourcesync");
    QTest::newRow("userinfo, query, fragment dropped")
        << QStringLiteral("https://user:secret@Example.COM/a/b?c=d#e")
        << QStringLiteral("https://example.com/.well-known/resourcesync");
    QTest::newRow("other port kept")
        << QStringLiteral("http://example.com:8080/x/y.html")
        << QStringLiteral("http://example.com:8080/.well-known/resourcesync");
    QTest::newRow("default http port dropped")
        << QStringLiteral("http://example.com:80/x")
        << QStringLiteral("http://example.com/.well-known/resourcesync");
    QTest::newRow("default https port dropped")
        << QStringLiteral("https://example.com:443/x")
        << QStringLiteral("https://example.com/.well-known/resourcesync");
    QTest::newRow("https on port 80 kept")
        << QStringLiteral("https://example.com:80/x")
        << QStringLiteral("https://example.com:80/.well-known/resourcesync");
    QTest::newRow("upper-case scheme")
        << QStringLiteral("HTTP://example.com/x")
        << QStringLiteral("http://example.com/.well-known/resourcesync");
    QTest::newRow("IPv6 host") << QStringLiteral("http://[::1]:8080/x")
                               << QStringLiteral("http://[::1]:8080/.well-known/resourcesync");
    QTest::newRow("already well-known")
        << QStringLiteral("http://example.com/.well-known/resourcesync")
        << QStringLiteral("http://example.com/.well-known/resourcesync");

    QTest::newRow("invalid: relative") << QStringLiteral("dataset1/resourcelist.xml") << QString();
    QTest::newRow("invalid: empty") << QString() << QString();
    QTest::newRow("invalid: mailto") << QStringLiteral("mailto:someone@example.com") << QString();
    QTest::newRow("invalid: file") << QStringLiteral("file:///tmp/resourcelist.xml") << QString();
    QTest::newRow("invalid: ftp") << QStringLiteral("ftp://example.com/x") << QString();
    QTest::newRow("invalid: no host") << QStringLiteral("http:resourcelist.xml") << QString();
}

void tst_WellKnown::wellKnownUrl()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const QUrl url = rsi::wellKnownUrl(QUrl(input));
    QCOMPARE(url.toString(), expected);
    QCOMPARE(url.isEmpty(), expected.isEmpty());
}

void tst_WellKnown::robotsTxtUrl_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");

    QTest::newRow("page") << QStringLiteral("http://example.com/dataset1/page.html?x=1#top")
                          << QStringLiteral("http://example.com/robots.txt");
    QTest::newRow("port") << QStringLiteral("https://u@example.com:8443/")
                          << QStringLiteral("https://example.com:8443/robots.txt");
    QTest::newRow("invalid: relative") << QStringLiteral("/robots.txt") << QString();
}

void tst_WellKnown::robotsTxtUrl()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(rsi::robotsTxtUrl(QUrl(input)).toString(), expected);
}

QTEST_GUILESS_MAIN(tst_WellKnown)
#include "tst_wellknown.moc"
