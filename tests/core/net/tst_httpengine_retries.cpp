// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_HttpEngine: retries: 503 then success, Retry-After honoured and capped,
// exhausted retries, what is never retried, transport errors, endless 429s.
#include "tst_httpengine.h"

using namespace enginetest;

void tst_HttpEngine::retriesA503ThenSucceeds()
{
    HttpEngine engine(&m_network, quickRetries());
    Recorder recorder(&engine);
    m_server.setResponses("/flaky", {answer(503, "Service Unavailable"), answer(200, "OK")});
    const quint64 ticket = engine.get(m_server.url(QStringLiteral("/flaky")));
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.status, std::optional<int>(200));
    QCOMPARE(result.attempts, 2);
    QVERIFY(result.body);
    QCOMPARE(m_server.requests("/flaky").size(), 2);
}

void tst_HttpEngine::honoursRetryAfterSeconds()
{
    HttpEngine engine(&m_network, quickRetries());
    Recorder recorder(&engine);
    m_server.setResponses(
        "/later", {answer(503, "Service Unavailable", {{"Retry-After", "1"}}), answer(200, "OK")});
    QElapsedTimer clock;
    clock.start();
    const quint64 ticket = engine.get(m_server.url(QStringLiteral("/later")));
    QVERIFY(recorder.waitFor(1));
    QVERIFY(clock.elapsed() >= 1000);
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.attempts, 2);
    const QList<LoopbackServer::Request> requests = m_server.requests("/later");
    QCOMPARE(requests.size(), 2);
    QVERIFY(msBetween(requests.at(0), requests.at(1)) >= 1000);
}

void tst_HttpEngine::retryAfterAboveTheCapGivesUp()
{
    FetchOptions options = quickRetries();
    options.maxRetryAfterMs = 60'000;
    HttpEngine engine(&m_network, options);
    Recorder recorder(&engine);
    m_server.setResponse("/go-away", answer(503, "Service Unavailable", {{"Retry-After", "3600"}}));
    const quint64 ticket = engine.get(m_server.url(QStringLiteral("/go-away")));
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY(!result.ok);
    QCOMPARE(result.status, std::optional<int>(503));
    QCOMPARE(result.attempts, 1);
    QVERIFY2(result.error.contains(QStringLiteral("3600")), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("60 seconds")), qPrintable(result.error));
    QCOMPARE(m_server.requests("/go-away").size(), 1);
}

void tst_HttpEngine::retriesExhaustedKeepTheLastStatus()
{
    HttpEngine engine(&m_network, quickRetries(2));
    Recorder recorder(&engine);
    m_server.setResponses("/down",
                          {answer(500, "Internal Server Error"), answer(502, "Bad Gateway"),
                           answer(504, "Gateway Timeout")});
    const quint64 ticket = engine.get(m_server.url(QStringLiteral("/down")));
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY(!result.ok);
    QVERIFY(result.transient);
    QCOMPARE(result.status, std::optional<int>(504));
    QCOMPARE(result.attempts, 3);
    QVERIFY2(result.error.contains(QStringLiteral("Attempts made before giving up: 3")),
             qPrintable(result.error));
    QCOMPARE(m_server.requests("/down").size(), 3);
}

void tst_HttpEngine::nonTransientFailuresAreNotRetried_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<Response>("response");
    QTest::addColumn<int>("status"); // of the result; 0: none
    QTest::newRow("404") << QByteArray("/gone") << answer(404, "Not Found") << 404;
    QTest::newRow("501") << QByteArray("/unimplemented") << answer(501, "Not Implemented") << 501;
    QTest::newRow("403") << QByteArray("/forbidden") << answer(403, "Forbidden") << 403;
    Response loop = answer(302, "Found", {{"Location", "/loop"}}, {});
    QTest::newRow("redirect loop") << QByteArray("/loop") << loop << 302;
    QTest::newRow("size cap") << QByteArray("/huge") << answer(200, "OK", {}, QByteArray(4096, 'x'))
                              << 200;
}

void tst_HttpEngine::nonTransientFailuresAreNotRetried()
{
    QFETCH(QByteArray, path);
    QFETCH(Response, response);
    QFETCH(int, status);
    FetchOptions options = quickRetries();
    options.maxBytes = 1000;
    HttpEngine engine(&m_network, options);
    Recorder recorder(&engine);
    m_server.setResponse(path, response);
    const qsizetype before = m_server.requests().size();
    const quint64 ticket = engine.get(m_server.url(QString::fromLatin1(path)));
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY(!result.ok);
    QVERIFY(!result.transient);
    QCOMPARE(result.attempts, 1);
    QCOMPARE(result.status.value_or(0), status);
    const qsizetype made = m_server.requests().size() - before;
    QCOMPARE(made, path == "/loop" ? options.maxRedirects + 1 : 1);
}

void tst_HttpEngine::transportErrorIsRetried_data()
{
    QTest::addColumn<QList<Response>>("responses");
    QTest::addColumn<int>("attempts"); // 0: Qt may resend on its own, at least 2
    Response hangUp;
    hangUp.closeWithoutAnswer = true;
    Response cutOff = answer(200, "OK", {}, QByteArray(1000, 'x'));
    cutOff.truncate = true;
    QTest::newRow("body cut off") << QList<Response> {cutOff, answer(200, "OK")} << 2;
    // Qt resends a request once by itself when a connection closes before
    // any answer, so the engine sees the second hang-up.
    QTest::newRow("closed without an answer")
        << QList<Response> {hangUp, hangUp, hangUp, answer(200, "OK")} << 0;
}

void tst_HttpEngine::transportErrorIsRetried()
{
    QFETCH(QList<Response>, responses);
    QFETCH(int, attempts);
    HttpEngine engine(&m_network, quickRetries());
    Recorder recorder(&engine);
    const QByteArray path = "/cut-" + QByteArray(QTest::currentDataTag()).replace(' ', '-');
    const qsizetype answers = responses.size();
    m_server.setResponses(path, responses);
    const quint64 ticket = engine.get(m_server.url(QString::fromLatin1(path)));
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, 9);
    QCOMPARE(m_server.requests(path).size(), answers);
    if (attempts > 0)
        QCOMPARE(result.attempts, attempts);
    else
        QVERIFY2(result.attempts >= 2, qPrintable(QString::number(result.attempts)));
}

void tst_HttpEngine::endless429WithRetryAfterZeroStops()
{
    HttpEngine engine(&m_network, quickRetries(3));
    Recorder recorder(&engine);
    m_server.setResponse("/busy-forever", answer(429, "Too Many Requests", {{"Retry-After", "0"}}));
    const quint64 ticket = engine.get(m_server.url(QStringLiteral("/busy-forever")));
    QVERIFY(recorder.waitFor(1));
    const FetchResult result = recorder.results.value(ticket);
    QVERIFY(!result.ok);
    QCOMPARE(result.status, std::optional<int>(429));
    QCOMPARE(result.attempts, 4);
    QTest::qWait(50);
    QCOMPARE(m_server.requests("/busy-forever").size(), 4);
    QVERIFY(recorder.eachOnce());
}
