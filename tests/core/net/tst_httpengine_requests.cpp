// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_HttpEngine: revalidation with ETag, refusals, aborts (all, and one in its
// backoff), idle hosts forgotten, HTTP dates, HEAD and hashing GETs.
#include "tst_httpengine.h"

using namespace enginetest;

void tst_HttpEngine::revalidatesWithETag()
{
    HttpEngine engine(&m_network, {});
    Recorder recorder(&engine);
    const QByteArray lastModified = "Sun, 10 Mar 2024 12:00:00 GMT";
    m_server.setResponses("/etag",
                          {answer(200, "OK", {{"ETag", "\"v1\""}, {"Last-Modified", lastModified}}),
                           answer(304, "Not Modified", {{"ETag", "\"v1\""}}, {})});
    const QUrl url = m_server.url(QStringLiteral("/etag"));
    const quint64 first = engine.get(url);
    QVERIFY(recorder.waitFor(1));
    QVERIFY(recorder.results.value(first).ok);
    QVERIFY(!recorder.results.value(first).notModified);
    QCOMPARE(recorder.results.value(first).etag, QByteArray("\"v1\""));
    QCOMPARE(engine.revalidationCache().size(), 1);
    QVERIFY(!m_server.requests("/etag").first().headers.contains("if-none-match"));

    const quint64 second = engine.get(url);
    QVERIFY(recorder.waitFor(2));
    const FetchResult result = recorder.results.value(second);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.notModified);
    QCOMPARE(result.status, std::optional<int>(304));
    QVERIFY(!result.body);
    QCOMPARE(result.attempts, 1);
    const LoopbackServer::Request request = m_server.requests("/etag").last();
    QCOMPARE(request.headers.value("if-none-match"), QByteArray("\"v1\""));
    QCOMPARE(request.headers.value("if-modified-since"), lastModified);
}

void tst_HttpEngine::revalidationCanBeSwitchedOff()
{
    FetchOptions options;
    options.revalidate = false;
    HttpEngine engine(&m_network, options);
    Recorder recorder(&engine);
    m_server.setResponse("/etag-off", answer(200, "OK", {{"ETag", "\"v1\""}}));
    const QUrl url = m_server.url(QStringLiteral("/etag-off"));
    engine.get(url);
    QVERIFY(recorder.waitFor(1));
    engine.get(url);
    QVERIFY(recorder.waitFor(2));
    QCOMPARE(engine.revalidationCache().size(), 0);
    QVERIFY(!m_server.requests("/etag-off").last().headers.contains("if-none-match"));
    QVERIFY(recorder.results.value(recorder.order.last()).body);
}

void tst_HttpEngine::notHttpIsRefusedAsynchronously()
{
    HttpEngine engine(&m_network, {});
    Recorder recorder(&engine);
    const quint64 ticket = engine.get(QUrl(QStringLiteral("ftp://127.0.0.1/doc.xml")));
    QVERIFY(ticket != 0);
    QVERIFY(recorder.order.isEmpty());
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QCOMPARE(result.attempts, 0);
}

void tst_HttpEngine::abortAllFinishesEveryTicketOnce()
{
    FetchOptions options = quickRetries();
    options.connectionsPerHost = 1;
    HttpEngine engine(&m_network, options);
    Recorder recorder(&engine);
    for (const char *path : {"/hang0", "/hang1", "/hang2"})
        m_server.setResponse(path, delayed(5000));
    m_server.setResponse("/retry-slowly",
                         answer(503, "Service Unavailable", {{"Retry-After", "30"}}));
    QList<quint64> tickets;
    tickets.append(engine.get(m_server.urlViaLocalhost(QStringLiteral("/retry-slowly"))));
    for (int i = 0; i < 3; ++i)
        tickets.append(engine.get(m_server.url(QStringLiteral("/hang%1").arg(i))));
    QTRY_COMPARE(m_server.requests("/hang0").size(), 1);
    QTRY_COMPARE(m_server.requests("/retry-slowly").size(), 1);
    QTest::qWait(20); // the 503 is now waiting for its Retry-After
    // Refused, but not finished yet: finished() comes from the event loop.
    tickets.append(engine.get(QUrl(QStringLiteral("mailto:someone@example.org"))));

    engine.abortAll();
    QCOMPARE(recorder.order.size(), tickets.size());
    QCOMPARE(engine.pendingCount(), 0);
    QTest::qWait(100);
    QCOMPARE(recorder.order.size(), tickets.size());
    QVERIFY(recorder.eachOnce());
    for (const quint64 ticket : std::as_const(tickets)) {
        const FetchResult result = recorder.results.value(ticket);
        QVERIFY(!result.ok);
        QVERIFY(result.canceled);
    }
    QCOMPARE(recorder.results.value(tickets.first()).attempts, 1);
    QCOMPARE(m_server.requests("/hang1").size(), 0);
    QCOMPARE(m_server.requests("/retry-slowly").size(), 1);

    // The engine still works afterwards.
    const quint64 again = engine.get(m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY(recorder.waitFor(tickets.size() + 1));
    QVERIFY(recorder.results.value(again).ok);
}

void tst_HttpEngine::abortOneTicketDuringBackoff()
{
    HttpEngine engine(&m_network, quickRetries());
    Recorder recorder(&engine);
    m_server.setResponse("/backoff", answer(503, "Service Unavailable", {{"Retry-After", "5"}}));
    const quint64 waiting = engine.get(m_server.url(QStringLiteral("/backoff")));
    QTRY_COMPARE(m_server.requests("/backoff").size(), 1);
    QTest::qWait(20);
    engine.abort(waiting);
    engine.abort(waiting); // once is enough
    engine.abort(12345); // unknown
    QCOMPARE(recorder.order, QList<quint64> {waiting});
    QVERIFY(recorder.results.value(waiting).canceled);
    QCOMPARE(engine.pendingCount(), 0);
}

void tst_HttpEngine::idleHostsAreForgotten()
{
    // Five servers are five origins (the port is part of the host key).
    std::vector<std::unique_ptr<LoopbackServer>> servers;
    for (int i = 0; i < 5; ++i) {
        servers.push_back(std::make_unique<LoopbackServer>());
        QVERIFY(servers.back()->start());
        servers.back()->serveXml("/doc.xml", "<urlset/>");
    }
    HttpEngine engine(&m_network, FetchOptions {});
    Recorder recorder(&engine);
    for (const auto &server : servers)
        engine.get(server->url(QStringLiteral("/doc.xml")));
    QCOMPARE(engine.hostCount(), 5);
    QVERIFY(recorder.waitFor(5));
    QTRY_COMPARE(engine.hostCount(), 0);
    QVERIFY(recorder.eachOnce());
    for (const auto &result : std::as_const(recorder.results))
        QVERIFY(result.ok);
}

void tst_HttpEngine::parseHttpDate_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QDateTime>("expected"); // invalid: not an HTTP-date
    const QDateTime noon(QDate(2024, 3, 10), QTime(12, 0, 0), QTimeZone::utc());
    QTest::newRow("imf-fixdate") << QByteArray("Sun, 10 Mar 2024 12:00:00 GMT") << noon;
    QTest::newRow("wrong weekday") << QByteArray("Mon, 10 Mar 2024 12:00:00 GMT") << noon;
    QTest::newRow("rfc850") << QByteArray("Sunday, 10-Mar-24 12:00:00 GMT") << noon;
    QTest::newRow("asctime") << QByteArray("Sun Mar 10 12:00:00 2024") << noon;
    QTest::newRow("surrounding space") << QByteArray("  Sun, 10 Mar 2024 12:00:00 GMT ") << noon;
    QTest::newRow("not GMT") << QByteArray("Sun, 10 Mar 2024 12:00:00 CET") << QDateTime();
    QTest::newRow("delta seconds") << QByteArray("120") << QDateTime();
    QTest::newRow("iso") << QByteArray("2024-03-10T12:00:00Z") << QDateTime();
    QTest::newRow("empty") << QByteArray() << QDateTime();
    QTest::newRow("bad time") << QByteArray("Sun, 10 Mar 2024 25:00:00 GMT") << QDateTime();
}

void tst_HttpEngine::parseHttpDate()
{
    QFETCH(QByteArray, value);
    QFETCH(QDateTime, expected);
    const QDateTime now(QDate(2026, 1, 1), QTime(0, 0, 0), QTimeZone::utc());
    const QDateTime parsed = HttpEngine::parseHttpDate(value, now);
    QCOMPARE(parsed.isValid(), expected.isValid());
    if (expected.isValid())
        QCOMPARE(parsed.toMSecsSinceEpoch(), expected.toMSecsSinceEpoch());
}

void tst_HttpEngine::fetchSendsHeadOrHashingGet()
{
    HttpEngine engine(&m_network, {});
    Recorder recorder(&engine);
    m_server.setResponse("/resource.txt",
                         answer(200, "OK", {{"Content-Type", "text/plain"}}, "resource body"));
    const QUrl url = m_server.url(QStringLiteral("/resource.txt"));
    FetchRequest head;
    head.method = FetchMethod::Head;
    FetchRequest hashing;
    hashing.keepBody = false;
    hashing.digests = {QCryptographicHash::Sha1};
    const quint64 first = engine.fetch(url, head);
    const quint64 second = engine.fetch(url, hashing);
    const quint64 third = engine.get(url);
    QVERIFY(recorder.waitFor(3));
    QVERIFY(recorder.eachOnce());
    const QList<LoopbackServer::Request> requests = m_server.requests("/resource.txt");
    QCOMPARE(requests.size(), 3);
    QStringList methods;
    for (const LoopbackServer::Request &request : requests)
        methods.append(QString::fromLatin1(request.method));
    methods.sort();
    QCOMPARE(methods,
             (QStringList {QStringLiteral("GET"), QStringLiteral("GET"), QStringLiteral("HEAD")}));

    const FetchResult headResult = recorder.results.value(first);
    QVERIFY2(headResult.ok, qPrintable(headResult.error));
    QCOMPARE(headResult.method, FetchMethod::Head);
    QCOMPARE(headResult.contentLength, std::optional<qint64>(13));
    QCOMPARE(headResult.bytes, 0);
    QVERIFY(!headResult.body);

    const FetchResult hashResult = recorder.results.value(second);
    QVERIFY2(hashResult.ok, qPrintable(hashResult.error));
    QCOMPARE(hashResult.method, FetchMethod::Get);
    QVERIFY(!hashResult.body);
    QCOMPARE(hashResult.bytes, 13);
    QCOMPARE(hashResult.digest(QCryptographicHash::Sha1),
             QCryptographicHash::hash("resource body", QCryptographicHash::Sha1));

    const FetchResult getResult = recorder.results.value(third);
    QVERIFY2(getResult.ok, qPrintable(getResult.error));
    QVERIFY(getResult.body);
    QVERIFY(getResult.digests.isEmpty());
}

void tst_HttpEngine::headIsRetriedAsHead()
{
    HttpEngine engine(&m_network, quickRetries());
    Recorder recorder(&engine);
    m_server.setResponses("/head-busy",
                          {answer(503, "Service Unavailable"), answer(200, "OK", {}, "abc")});
    FetchRequest head;
    head.method = FetchMethod::Head;
    const quint64 ticket = engine.fetch(m_server.url(QStringLiteral("/head-busy")), head);
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.attempts, 2);
    QCOMPARE(result.method, FetchMethod::Head);
    const QList<LoopbackServer::Request> requests = m_server.requests("/head-busy");
    QCOMPARE(requests.size(), 2);
    for (const LoopbackServer::Request &request : requests)
        QCOMPARE(request.method, QByteArray("HEAD"));
}

void tst_HttpEngine::headAndHashingGetNeitherLearnNorAsk()
{
    HttpEngine engine(&m_network, {});
    Recorder recorder(&engine);
    m_server.setResponse(
        "/etag-resource",
        answer(200, "OK", {{"ETag", "\"r1\""}, {"Last-Modified", "Sun, 10 Mar 2024 12:00:00 GMT"}},
               "body"));
    const QUrl url = m_server.url(QStringLiteral("/etag-resource"));
    FetchRequest head;
    head.method = FetchMethod::Head;
    engine.fetch(url, head);
    QVERIFY(recorder.waitFor(1));
    QCOMPARE(engine.revalidationCache().size(), 0);

    // A GET that keeps its body learns; HEADs and hashing GETs still do not ask.
    engine.get(url);
    QVERIFY(recorder.waitFor(2));
    QCOMPARE(engine.revalidationCache().size(), 1);
    FetchRequest hashing;
    hashing.keepBody = false;
    hashing.digests = {QCryptographicHash::Md5};
    const quint64 hashed = engine.fetch(url, hashing);
    engine.fetch(url, head);
    QVERIFY(recorder.waitFor(4));
    const QList<LoopbackServer::Request> requests = m_server.requests("/etag-resource");
    QCOMPARE(requests.size(), 4);
    QVERIFY(!requests.at(2).headers.contains("if-none-match"));
    QVERIFY(!requests.at(3).headers.contains("if-none-match"));
    QVERIFY(!requests.at(3).headers.contains("if-modified-since"));
    const FetchResult result = recorder.results.value(hashed);
    QVERIFY(result.ok);
    QVERIFY(!result.notModified);
    QCOMPARE(result.digest(QCryptographicHash::Md5),
             QCryptographicHash::hash("body", QCryptographicHash::Md5));
}

void tst_HttpEngine::refusedFetchKeepsItsMethod()
{
    HttpEngine engine(&m_network, {});
    Recorder recorder(&engine);
    FetchRequest head;
    head.method = FetchMethod::Head;
    const quint64 ticket = engine.fetch(QUrl(QStringLiteral("ftp://127.0.0.1/x")), head);
    QVERIFY(recorder.waitFor(1));
    QCOMPARE(recorder.results.value(ticket).failure, rsi::FetchFailure::Refused);
    QCOMPARE(recorder.results.value(ticket).method, FetchMethod::Head);
}
