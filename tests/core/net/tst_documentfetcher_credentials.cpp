// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_DocumentFetcher: tokens and basic credentials go to their origin only,
// and never over plain http unless the origin says http.
#include "tst_documentfetcher.h"

void tst_DocumentFetcher::tokenGoesToItsHostOnly()
{
    FetchOptions options;
    options.bearerTokens.insert(credentialOriginOf(m_server.urlViaLocalhost({})),
                                QStringLiteral("only-localhost"));
    m_server.redirect("/hop", m_server.url(QStringLiteral("/doc.xml")).toEncoded());
    const qsizetype before = m_server.requests().size();
    const FetchResult result = fetch(m_server.urlViaLocalhost(QStringLiteral("/hop")), options);
    QVERIFY2(result.ok, qPrintable(result.error));
    const auto &requests = m_server.requests();
    QCOMPARE(requests.size(), before + 2);
    QCOMPARE(requests.at(before).headers.value("authorization"),
             QByteArray("Bearer only-localhost"));
    QVERIFY(!requests.at(before + 1).headers.contains("authorization"));
}

void tst_DocumentFetcher::tokenStaysWithItsOrigin()
{
    // Same host, another port: another origin, which must not get the token.
    LoopbackServer other;
    QVERIFY(other.start());
    other.serveXml("/doc.xml", "<urlset/>");
    m_server.redirect("/to-other-port", other.url(QStringLiteral("/doc.xml")).toEncoded());
    FetchOptions options;
    options.bearerTokens.insert(credentialOriginOf(m_server.url({})),
                                QStringLiteral("origin-bound"));
    const qsizetype before = m_server.requests().size();
    const FetchResult result = fetch(m_server.url(QStringLiteral("/to-other-port")), options);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(m_server.requests().at(before).headers.value("authorization"),
             QByteArray("Bearer origin-bound"));
    QCOMPARE(other.requests().size(), 1);
    QVERIFY(!other.requests().first().headers.contains("authorization"));

    // A token keyed by an origin applies to that port only.
    FetchOptions portOnly;
    portOnly.bearerTokens.insert(QStringLiteral("http://127.0.0.1:%1").arg(other.port()),
                                 QStringLiteral("port-bound"));
    QVERIFY(fetch(other.url(QStringLiteral("/doc.xml")), portOnly).ok);
    QCOMPARE(other.requests().last().headers.value("authorization"),
             QByteArray("Bearer port-bound"));
    const qsizetype mainBefore = m_server.requests().size();
    QVERIFY(fetch(m_server.url(QStringLiteral("/doc.xml")), portOnly).ok);
    QVERIFY(!m_server.requests().at(mainBefore).headers.contains("authorization"));
}

void tst_DocumentFetcher::credentialOrigins_data()
{
    // What a user types, the origin it keys, and the origin of a URL it
    // must match (or an empty key when the text names none).
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("origin");
    const struct
    {
        const char *name;
        const char *typed;
        const char *origin;
    } rows[] = {
        {"host", "example.org", "https://example.org"},
        {"host in capitals", "Example.ORG", "https://example.org"},
        {"host and port", "example.org:8443", "https://example.org:8443"},
        {"https default port", "https://example.org:443", "https://example.org"},
        {"http", "http://example.org", "http://example.org"},
        {"http default port", "http://example.org:80", "http://example.org"},
        {"http, port", "http://example.org:8080", "http://example.org:8080"},
        {"whole URL", "https://example.org/a/b?c=d", "https://example.org"},
        {"IPv4 and port", "127.0.0.1:1234", "https://127.0.0.1:1234"},
        {"bracketed IPv6", "[::1]:8443", "https://[::1]:8443"},
        {"bare IPv6", "::1", "https://[::1]"},
        {"padded", "  example.org  ", "https://example.org"},
        {"ftp", "ftp://example.org", ""},
        {"user info", "https://ann@example.org", ""},
        {"empty port", "example.org:", ""},
        {"port 0", "example.org:0", ""},
        {"port too big", "example.org:70000", ""},
        {"port not a number", "example.org:abc", ""},
        {"space inside", "exa mple.org", ""},
        {"empty", "", ""},
    };
    for (const auto &row : rows)
        QTest::newRow(row.name) << QString::fromLatin1(row.typed)
                                << QString::fromLatin1(row.origin);
}

void tst_DocumentFetcher::credentialOrigins()
{
    QFETCH(QString, typed);
    QFETCH(QString, origin);
    QCOMPARE(credentialOriginFromUserText(typed), origin);
    if (!origin.isEmpty()) {
        const QUrl inside(origin + QStringLiteral("/some/document.xml?x=1"));
        QCOMPARE(credentialOriginOf(inside), origin);
    }
}

void tst_DocumentFetcher::credentialsNeverGoOverHttpUnlessNamed_data()
{
    // What the user typed (as --token or --user takes it) and whether the
    // plain-http loopback server may receive it. Typed without a scheme, a
    // key means https: a source's http:// links must not get the secret.
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("sent");
    const QString port = QString::number(m_server.port());
    QTest::newRow("host and port, no scheme") << QStringLiteral("127.0.0.1:") + port << false;
    QTest::newRow("host only") << QStringLiteral("127.0.0.1") << false;
    QTest::newRow("https origin") << QStringLiteral("https://127.0.0.1:") + port << false;
    QTest::newRow("http origin, other port")
        << QStringLiteral("http://127.0.0.1:%1").arg(m_server.port() == 1 ? 2 : 1) << false;
    QTest::newRow("http, default port") << QStringLiteral("http://127.0.0.1") << false;
    QTest::newRow("http origin named") << QStringLiteral("http://127.0.0.1:") + port << true;
    QTest::newRow("http origin in capitals") << QStringLiteral("HTTP://127.0.0.1:") + port << true;
    QTest::newRow("a whole http URL")
        << QStringLiteral("http://127.0.0.1:%1/a/b.xml").arg(port) << true;
}

void tst_DocumentFetcher::credentialsNeverGoOverHttpUnlessNamed()
{
    QFETCH(QString, typed);
    QFETCH(bool, sent);
    const QString origin = credentialOriginFromUserText(typed);
    QVERIFY2(!origin.isEmpty(), qPrintable(typed));
    for (const bool bearer : {true, false}) {
        FetchOptions options;
        if (bearer)
            options.bearerTokens.insert(origin, QStringLiteral("SECRET"));
        else
            options.basicCredentials.insert(origin, QStringLiteral("ann:SECRET"));
        const qsizetype before = m_server.requests().size();
        QVERIFY(fetch(m_server.url(QStringLiteral("/doc.xml")), options).ok);
        QCOMPARE(m_server.requests().size(), before + 1);
        QCOMPARE(m_server.requests().last().headers.contains("authorization"), sent);
    }
}

void tst_DocumentFetcher::basicCredentialsGoToTheirHostOnly()
{
    FetchOptions options;
    const QString localhost = credentialOriginOf(m_server.urlViaLocalhost({}));
    options.basicCredentials.insert(localhost, QStringLiteral("ann:s3cret"));
    m_server.redirect("/basic-hop", m_server.url(QStringLiteral("/doc.xml")).toEncoded());
    const qsizetype before = m_server.requests().size();
    const FetchResult result
        = fetch(m_server.urlViaLocalhost(QStringLiteral("/basic-hop")), options);
    QVERIFY2(result.ok, qPrintable(result.error));
    const auto &requests = m_server.requests();
    QCOMPARE(requests.size(), before + 2);
    QCOMPARE(requests.at(before).headers.value("authorization"),
             "Basic " + QByteArray("ann:s3cret").toBase64());
    QVERIFY(!requests.at(before + 1).headers.contains("authorization"));

    // A bearer token for the same origin wins.
    options.bearerTokens.insert(localhost, QStringLiteral("tok"));
    QVERIFY(fetch(m_server.urlViaLocalhost(QStringLiteral("/doc.xml")), options).ok);
    QCOMPARE(m_server.requests().last().headers.value("authorization"), QByteArray("Bearer tok"));
}
