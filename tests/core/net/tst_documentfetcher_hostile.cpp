// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_DocumentFetcher: hostile servers (bodies past the cap, gzip bombs,
// trickling, endless headers), TLS on loopback, connection reuse, proxies.
#include "tst_documentfetcher.h"

namespace {

using rsi::test::EnvironmentGuard;

LoopbackServer::Response plainBody(const QByteArray &body)
{
    LoopbackServer::Response response;
    response.headers = {{"Content-Type", "application/xml"}};
    response.body = body;
    return response;
}

} // namespace

void tst_DocumentFetcher::refusesABodyClaimedLargerThanTheCap()
{
    // A head that claims 2 GB (and a server that would send them) is refused
    // on the head, before any of the body is taken.
    LoopbackServer::Response response;
    response.omitContentLength = true;
    response.headers = {{"Content-Length", "2147483648"}};
    response.streamBytes = 2147483648LL;
    m_server.setResponse("/claims-2gb", response);
    const FetchResult result = fetch(m_server.url(QStringLiteral("/claims-2gb")));
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QVERIFY2(result.error.contains(QString::number(FetchOptions().maxBytes)),
             qPrintable(result.error));
    QCOMPARE(result.status, std::optional<int>(200));
    QCOMPARE(result.bytes, 0);
    QVERIFY(result.tooLarge);
    QVERIFY(!result.hasBody());

    // A HEAD only asks what a GET would bring: the claim is its answer.
    FetchRequest head;
    head.method = FetchMethod::Head;
    const FetchResult headResult = fetch(m_server.url(QStringLiteral("/claims-2gb")), {}, {}, head);
    QVERIFY2(headResult.ok, qPrintable(headResult.error));
    QCOMPARE(headResult.contentLength, std::optional<qint64>(2147483648LL));
}

void tst_DocumentFetcher::refusesABodyStreamedPastTheCap_data()
{
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<bool>("keepBody");
    QTest::addColumn<qint64>("memoryBodyLimit");
    QTest::newRow("2 GB to a file, the default cap")
        << FetchOptions().maxBytes << true << qint64(0);
    QTest::newRow("to memory, then a file") << qint64(4 << 20) << true << qint64(256 * 1024);
    QTest::newRow("only hashed") << qint64(4 << 20) << false << qint64(0);
}

void tst_DocumentFetcher::refusesABodyStreamedPastTheCap()
{
    QFETCH(qint64, maxBytes);
    QFETCH(bool, keepBody);
    QFETCH(qint64, memoryBodyLimit);
    // No length: the body only ends when the server stops, 2 GB later.
    LoopbackServer::Response response;
    response.omitContentLength = true;
    response.streamBytes = 2147483648LL;
    m_server.setResponse("/streams-2gb", response);
    FetchOptions options;
    options.maxBytes = maxBytes;
    FetchRequest request;
    request.keepBody = keepBody;
    request.memoryBodyLimit = memoryBodyLimit;
    request.digests = {QCryptographicHash::Sha256};
    const FetchResult result
        = fetch(m_server.url(QStringLiteral("/streams-2gb")), options, {}, request);
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QVERIFY2(result.error.contains(QString::number(maxBytes)), qPrintable(result.error));
    // Stopped at the cap, not some way past it.
    QVERIFY(result.bytes > maxBytes);
    QVERIFY2(result.bytes <= maxBytes + 256 * 1024, qPrintable(QString::number(result.bytes)));
    QVERIFY(result.tooLarge);
    QVERIFY(!result.hasBody());
    QVERIFY(result.digests.isEmpty());
}

void tst_DocumentFetcher::refusesAGzipBomb()
{
    // 256 MiB of zeros in about 256 KB of Content-Encoding: gzip. Decoded,
    // it is refused as any body over the cap is (it was once reported as an
    // empty 200 answer).
    const QByteArray bomb = rsi::test::gzipOfZeros(256LL * 1024 * 1024);
    QVERIFY(!bomb.isEmpty() && bomb.size() < 1024 * 1024);
    LoopbackServer::Response response = plainBody(bomb);
    response.headers.emplaceBack("Content-Encoding", "gzip");
    m_server.setResponse("/bomb.xml", response);
    const FetchResult result = fetch(m_server.url(QStringLiteral("/bomb.xml")));
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QVERIFY2(result.error.contains(QString::number(FetchOptions().maxBytes)),
             qPrintable(result.error));
    QCOMPARE(result.status, std::optional<int>(200));
    QVERIFY(result.bytes > FetchOptions().maxBytes);
    QVERIFY(result.tooLarge);
    QVERIFY(!result.hasBody());

    // Taken as served, it is a small gzip file.
    FetchRequest asServed;
    asServed.acceptEncoding = "gzip";
    const FetchResult raw = fetch(m_server.url(QStringLiteral("/bomb.xml")), {}, {}, asServed);
    QVERIFY2(raw.ok, qPrintable(raw.error));
    QVERIFY(!raw.contentDecoded);
    QCOMPARE(raw.bytes, bomb.size());
}

void tst_DocumentFetcher::capsCodedBytesThatDecodeToNothing()
{
    // A gzip stream of empty stored blocks decodes to nothing however long
    // it runs: the cap also counts the bytes as they arrive.
    QByteArray stream = QByteArray::fromHex("1f8b0800000000000003");
    stream += QByteArray::fromHex("000000ffff").repeated(200'000);
    LoopbackServer::Response response = plainBody(stream);
    response.headers.emplaceBack("Content-Encoding", "gzip");
    m_server.setResponse("/empty-blocks.xml", response);
    FetchOptions options;
    options.maxBytes = 100'000;
    const FetchResult result = fetch(m_server.url(QStringLiteral("/empty-blocks.xml")), options);
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QVERIFY2(result.error.contains(QStringLiteral("100000")), qPrintable(result.error));
    QCOMPARE(result.bytes, 0);
    QVERIFY(result.tooLarge);
}

void tst_DocumentFetcher::tricklingServerMeetsTheTimeouts_data()
{
    QTest::addColumn<int>("inactivityMs");
    QTest::addColumn<int>("totalMs");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("transient");
    // One byte a second: more than the inactivity limit between two bytes,
    // or each in time but the whole too slow.
    QTest::newRow("inactivity") << 600 << 20'000 << QStringLiteral("No data arrived") << true;
    QTest::newRow("total") << 3000 << 2500 << QStringLiteral("took longer than") << false;
}

void tst_DocumentFetcher::tricklingServerMeetsTheTimeouts()
{
    QFETCH(int, inactivityMs);
    QFETCH(int, totalMs);
    QFETCH(QString, expected);
    QFETCH(bool, transient);
    LoopbackServer::Response response = plainBody(QByteArray(60, 'x'));
    response.trickleDelayMs = 1000;
    const QByteArray path = "/trickle-" + QByteArray(QTest::currentDataTag());
    m_server.setResponse(path, response);
    FetchOptions options;
    options.inactivityTimeoutMs = inactivityMs;
    options.totalTimeoutMs = totalMs;
    QElapsedTimer timer;
    timer.start();
    const FetchResult result = fetch(m_server.url(QString::fromLatin1(path)), options);
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Transport);
    QVERIFY2(result.error.contains(expected), qPrintable(result.error));
    QCOMPARE(result.transient, transient);
    QVERIFY(result.bytes < 60);
    QVERIFY(timer.elapsed() >= std::min(inactivityMs, totalMs));
}

void tst_DocumentFetcher::refusesEndlessResponseHeaders()
{
    LoopbackServer::Response response = plainBody("<urlset/>");
    for (int i = 0; i < 4000; ++i)
        response.headers.emplaceBack("X-Filler-" + QByteArray::number(i), QByteArray(100, 'h'));
    m_server.setResponse("/huge-head", response);
    const FetchResult result = fetch(m_server.url(QStringLiteral("/huge-head")));
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QVERIFY2(result.error.contains(QStringLiteral("headers")), qPrintable(result.error));
}

void tst_DocumentFetcher::tlsErrorIsReportedUnlessInsecure()
{
    LoopbackServer tls;
    QVERIFY(tls.startTls());
    tls.serveXml("/doc.xml", "<urlset/>");
    const FetchResult refused = fetch(tls.url(QStringLiteral("/doc.xml")));
    QVERIFY(!refused.ok);
    QCOMPARE(refused.failure, rsi::FetchFailure::Transport);
    QVERIFY(!refused.transient);
    QVERIFY(!refused.status);
    QVERIFY2(refused.error.contains(QStringLiteral("TLS")), qPrintable(refused.error));
    QCOMPARE(tls.requests().size(), 0);

    FetchOptions insecure;
    insecure.insecure = true;
    const FetchResult accepted = fetch(tls.url(QStringLiteral("/doc.xml")), insecure);
    QVERIFY2(accepted.ok, qPrintable(accepted.error));
    QCOMPARE(accepted.finalUrl.scheme(), QStringLiteral("https"));
    QVERIFY(accepted.body->seek(0));
    QCOMPARE(accepted.body->readAll(), QByteArray("<urlset/>"));
}

void tst_DocumentFetcher::httpsNeverRedirectsToHttp()
{
    LoopbackServer tls;
    QVERIFY(tls.startTls());
    tls.serveXml("/doc.xml", "<urlset/>");
    tls.redirect("/down", m_server.url(QStringLiteral("/doc.xml")).toEncoded());
    tls.redirect("/sideways", tls.urlViaLocalhost(QStringLiteral("/doc.xml")).toEncoded());
    FetchOptions insecure;
    insecure.insecure = true;
    const qsizetype plainBefore = m_server.requests().size();
    const FetchResult down = fetch(tls.url(QStringLiteral("/down")), insecure);
    QVERIFY(!down.ok);
    QCOMPARE(down.failure, rsi::FetchFailure::Refused);
    QVERIFY2(down.error.contains(QStringLiteral("from https to http")), qPrintable(down.error));
    QCOMPARE(m_server.requests().size(), plainBefore);

    const FetchResult sideways = fetch(tls.url(QStringLiteral("/sideways")), insecure);
    QVERIFY2(sideways.ok, qPrintable(sideways.error));
    QCOMPARE(sideways.finalUrl, tls.urlViaLocalhost(QStringLiteral("/doc.xml")));
}

void tst_DocumentFetcher::credentialsStayOnTheirHttpsOrigin()
{
    LoopbackServer tls;
    QVERIFY(tls.startTls());
    tls.serveXml("/doc.xml", "<urlset/>");
    // The same server named localhost is another origin.
    tls.redirect("/elsewhere", tls.urlViaLocalhost(QStringLiteral("/doc.xml")).toEncoded());
    for (const bool bearer : {true, false}) {
        FetchOptions options;
        options.insecure = true;
        // Typed without a scheme, as --token and --user take them: https.
        const QString tlsKey
            = credentialOriginFromUserText(QStringLiteral("127.0.0.1:%1").arg(tls.port()));
        const QString plainKey
            = credentialOriginFromUserText(QStringLiteral("127.0.0.1:%1").arg(m_server.port()));
        if (bearer) {
            options.bearerTokens.insert(tlsKey, QStringLiteral("TLS-SECRET"));
            options.bearerTokens.insert(plainKey, QStringLiteral("PLAIN-SECRET"));
        } else {
            options.basicCredentials.insert(tlsKey, QStringLiteral("ann:TLS-SECRET"));
            options.basicCredentials.insert(plainKey, QStringLiteral("ann:PLAIN-SECRET"));
        }
        const QByteArray expected = bearer ? QByteArray("Bearer TLS-SECRET")
                                           : "Basic " + QByteArray("ann:TLS-SECRET").toBase64();
        QVERIFY(fetch(tls.url(QStringLiteral("/doc.xml")), options).ok);
        QCOMPARE(tls.requests().last().headers.value("authorization"), expected);

        const qsizetype before = tls.requests().size();
        const FetchResult moved = fetch(tls.url(QStringLiteral("/elsewhere")), options);
        QVERIFY2(moved.ok, qPrintable(moved.error));
        QCOMPARE(tls.requests().size(), before + 2);
        QCOMPARE(tls.requests().at(before).headers.value("authorization"), expected);
        QVERIFY(!tls.requests().at(before + 1).headers.contains("authorization"));

        // Plain http to a host and port keyed without a scheme: never.
        QVERIFY(fetch(m_server.url(QStringLiteral("/doc.xml")), options).ok);
        QVERIFY(!m_server.requests().last().headers.contains("authorization"));
    }
}

void tst_DocumentFetcher::reusesConnections()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.setKeepAlive(true);
    server.serveXml("/doc.xml", "<urlset/>");
    QNetworkAccessManager network;
    for (int i = 0; i < 5; ++i)
        QVERIFY(fetchWith(network, server.url(QStringLiteral("/doc.xml"))).ok);
    QCOMPARE(server.requests().size(), 5);
    QCOMPARE(server.connectionCount(), 1);
}

void tst_DocumentFetcher::managerProxyIsUsed()
{
    // A manual proxy set on the manager (as the desktop application's
    // Settings do) carries the requests, with its credentials.
    LoopbackServer proxy;
    QVERIFY(proxy.start());
    proxy.setResponse("http://resourcesync.invalid/doc.xml", plainBody("<urlset>proxied</urlset>"));
    QNetworkAccessManager network;
    QNetworkProxy manual(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), proxy.port());
    manual.setUser(QStringLiteral("ann"));
    manual.setPassword(QStringLiteral("proxy-pw"));
    network.setProxy(manual);
    const FetchResult result
        = fetchWith(network, QUrl(QStringLiteral("http://resourcesync.invalid/doc.xml")));
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.body->seek(0));
    QCOMPARE(result.body->readAll(), QByteArray("<urlset>proxied</urlset>"));
    QCOMPARE(proxy.requests().size(), 1);
    QCOMPARE(proxy.requests().first().path, QByteArray("http://resourcesync.invalid/doc.xml"));
    QCOMPARE(proxy.requests().first().headers.value("proxy-authorization"),
             "Basic " + QByteArray("ann:proxy-pw").toBase64());
}

void tst_DocumentFetcher::noProxyOnTheManagerIgnoresTheEnvironment()
{
    // libcurl would take a proxy from http_proxy on its own; the manager's
    // word (no proxy, or the application's default without the system's
    // configuration) must win.
    EnvironmentGuard environment;
    environment.set("http_proxy", "http://127.0.0.1:9");
    environment.set("HTTP_PROXY", "http://127.0.0.1:9");
    QNetworkAccessManager none;
    none.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
    const FetchResult direct = fetchWith(none, m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY2(direct.ok, qPrintable(direct.error));
    const FetchResult byDefault = fetch(m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY2(byDefault.ok, qPrintable(byDefault.error));
}

void tst_DocumentFetcher::systemProxyComesFromTheEnvironment()
{
    // What the command-line tool does: the system's configuration, which on
    // Unix is http_proxy and no_proxy.
    LoopbackServer proxy;
    QVERIFY(proxy.start());
    proxy.setResponse("http://resourcesync.invalid/doc.xml", plainBody("<urlset>proxied</urlset>"));
    EnvironmentGuard environment;
    environment.set("http_proxy", proxy.origin());
    environment.set("no_proxy", "127.0.0.1");
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    const auto restore
        = qScopeGuard([] { QNetworkProxyFactory::setUseSystemConfiguration(false); });
    QNetworkAccessManager network;
    const FetchResult proxied
        = fetchWith(network, QUrl(QStringLiteral("http://resourcesync.invalid/doc.xml")));
    QVERIFY2(proxied.ok, qPrintable(proxied.error));
    QCOMPARE(proxy.requests().size(), 1);
    // no_proxy names the loopback server: straight there.
    const qsizetype before = m_server.requests().size();
    const FetchResult direct = fetchWith(network, m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY2(direct.ok, qPrintable(direct.error));
    QCOMPARE(proxy.requests().size(), 1);
    QCOMPARE(m_server.requests().size(), before + 1);
}
