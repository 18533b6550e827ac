// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The callback server and its request parser: what a hub may send, what it
// may not (limits, malformed requests, slow clients), and that nothing is
// read whole that is too big.
#include "notify/callbackserver.h"
#include "notify/httprequestparser.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace rsi;

namespace {

// Sends raw bytes to the server and reads its whole answer (it closes).
QByteArray exchange(quint16 port, const QByteArray &request, int timeoutMs = 10'000)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(timeoutMs))
        return "no connection";
    socket.write(request);
    QByteArray answer;
    QElapsedTimer clock;
    clock.start();
    while (socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        socket.waitForReadyRead(20);
        answer += socket.readAll();
    }
    answer += socket.readAll();
    return answer;
}

int statusOf(const QByteArray &answer)
{
    if (!answer.startsWith("HTTP/1.1 "))
        return 0;
    return answer.mid(9, 3).toInt();
}

} // namespace

class tst_CallbackServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesARequest_data();
    void parsesARequest();
    void parsesInPieces();
    void refusesMalformedRequests_data();
    void refusesMalformedRequests();
    void refusesOversizedRequestsEarly();
    void answersTheHandlerAndCloses();
    void answers404WithoutAHandler();
    void refusesABodyOverTheCap();
    void refusesAnAnnouncedBodyOverTheCapWithoutReadingIt();
    void answers100Continue();
    void timesOutASlowClient();
    void limitsConnections();
    void listensOnlyWhereAsked();
    void cannotListenTwiceOnAPort();
};

void tst_CallbackServer::parsesARequest_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("GET") << QByteArray("GET /cb/abc?hub.mode=subscribe HTTP/1.1\r\nHost: x\r\n\r\n")
                         << QByteArray("GET") << QByteArray("/cb/abc?hub.mode=subscribe")
                         << QByteArray();
    QTest::newRow("POST with a length")
        << QByteArray("POST /cb/abc HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
        << QByteArray("POST") << QByteArray("/cb/abc") << QByteArray("hello");
    QTest::newRow("chunked") << QByteArray(
        "POST /cb/abc HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        "5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\nTrailer: y\r\n\r\n")
                             << QByteArray("POST") << QByteArray("/cb/abc")
                             << QByteArray("hello world");
    QTest::newRow("LF line ends") << QByteArray("GET / HTTP/1.0\n\n") << QByteArray("GET")
                                  << QByteArray("/") << QByteArray();
    QTest::newRow("empty lines before the request line")
        << QByteArray("\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n") << QByteArray("GET")
        << QByteArray("/") << QByteArray();
    QTest::newRow("bytes after the body are ignored")
        << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nokGET / HTTP/1.1")
        << QByteArray("POST") << QByteArray("/") << QByteArray("ok");
}

void tst_CallbackServer::parsesARequest()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, body);
    const HttpRequestParser parser = HttpRequestParser::parse(bytes);
    QCOMPARE(parser.state(), HttpRequestParser::State::Complete);
    QCOMPARE(parser.request().method, method);
    QCOMPARE(parser.request().target, target);
    QCOMPARE(parser.request().body, body);
}

// A request trickled a byte at a time reads the same as one sent whole.
void tst_CallbackServer::parsesInPieces()
{
    const QByteArray bytes = "POST /cb/t?x=1 HTTP/1.1\r\nHost: h\r\nLink: <a>; rel=\"self\"\r\n"
                             "Link: <b>; rel=\"hub\"\r\nTransfer-Encoding: chunked\r\n\r\n"
                             "3\r\nabc\r\n0\r\n\r\n";
    HttpRequestParser parser;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const HttpRequestParser::State state = parser.feed(bytes.mid(i, 1));
        QVERIFY(state != HttpRequestParser::State::Failed);
        if (i + 1 < bytes.size())
            QVERIFY(state != HttpRequestParser::State::Complete);
    }
    QCOMPARE(parser.state(), HttpRequestParser::State::Complete);
    QCOMPARE(parser.request().body, QByteArray("abc"));
    QCOMPARE(parser.request().path(), QByteArray("/cb/t"));
    QCOMPARE(parser.request().query(), QByteArray("x=1"));
    QCOMPARE(parser.request().combinedHeader("link"),
             QByteArray("<a>; rel=\"self\", <b>; rel=\"hub\""));
}

void tst_CallbackServer::refusesMalformedRequests_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << 400;
    QTest::newRow("HTTP/2") << QByteArray("GET / HTTP/2.0\r\nHost: x\r\n\r\n") << 505;
    QTest::newRow("absolute-form target")
        << QByteArray("GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
    QTest::newRow("no Host in HTTP/1.1") << QByteArray("GET / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("header without a colon")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nBroken\r\n\r\n") << 400;
    QTest::newRow("obsolete folding")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n c\r\n\r\n") << 400;
    QTest::newRow("length and chunked")
        << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
                      "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
        << 400;
    QTest::newRow("two lengths that differ") << QByteArray(
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n")
                                             << 400;
    QTest::newRow("negative length")
        << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n") << 400;
    QTest::newRow("gzip transfer coding")
        << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n") << 501;
    QTest::newRow("bad chunk size")
        << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
        << 400;
    QTest::newRow("chunk without its CRLF")
        << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                      "3\r\nabcX\r\n")
        << 400;
    QTest::newRow("NUL in a header")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nA: b\0c\r\n\r\n", 35) << 400;
}

void tst_CallbackServer::refusesMalformedRequests()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    const HttpRequestParser parser = HttpRequestParser::parse(bytes);
    QCOMPARE(parser.state(), HttpRequestParser::State::Failed);
    QCOMPARE(parser.errorStatus(), status);
}

// Refused as soon as the limit is passed, not once everything is in.
void tst_CallbackServer::refusesOversizedRequestsEarly()
{
    HttpRequestLimits limits;
    limits.maxRequestLine = 100;
    limits.maxHeaderBytes = 200;
    limits.maxHeaders = 3;
    limits.maxBodyBytes = 10;

    HttpRequestParser longLine(limits);
    QCOMPARE(longLine.feed(QByteArray("GET /" + QByteArray(200, 'a'))), HttpRequestParser::State::Failed);
    QCOMPARE(longLine.errorStatus(), 414);

    HttpRequestParser manyHeaders(limits);
    manyHeaders.feed("GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\nB: 2\r\nC: 3\r\n");
    QCOMPARE(manyHeaders.state(), HttpRequestParser::State::Failed);
    QCOMPARE(manyHeaders.errorStatus(), 431);

    HttpRequestParser bigHead(limits);
    QCOMPARE(bigHead.feed(QByteArray("GET / HTTP/1.1\r\nHost: x\r\nA: " + QByteArray(300, 'b'))),
             HttpRequestParser::State::Failed);
    QCOMPARE(bigHead.errorStatus(), 431);

    HttpRequestParser chunks(limits);
    chunks.feed(
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n12345678\r\n");
    QCOMPARE(chunks.state(), HttpRequestParser::State::HeadComplete);
    QCOMPARE(chunks.feed("8\r\n"), HttpRequestParser::State::Failed);
    QCOMPARE(chunks.errorStatus(), 413);

    // A huge chunk size is refused from its line, before any data.
    HttpRequestParser huge(limits);
    huge.feed("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffff\r\n");
    QCOMPARE(huge.state(), HttpRequestParser::State::Failed);
    QCOMPARE(huge.errorStatus(), 413);
}

void tst_CallbackServer::answersTheHandlerAndCloses()
{
    CallbackServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QList<HttpRequest> seen;
    server.setHandler([&seen](const HttpRequest &request) {
        seen.append(request);
        return HttpResponse {200, "text/plain", request.query(), {}};
    });
    const QByteArray answer
        = exchange(server.port(), "GET /cb/x?hub.challenge=abc HTTP/1.1\r\nHost: h\r\n\r\n");
    QCOMPARE(statusOf(answer), 200);
    QVERIFY(answer.contains("\r\nConnection: close\r\n"));
    QVERIFY(answer.endsWith("\r\n\r\nhub.challenge=abc"));
    QCOMPARE(seen.size(), 1);
    QCOMPARE(seen.first().path(), QByteArray("/cb/x"));
    QTRY_COMPARE(server.openConnections(), 0);
}

void tst_CallbackServer::answers404WithoutAHandler()
{
    CallbackServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QCOMPARE(statusOf(exchange(server.port(), "GET /anything HTTP/1.1\r\nHost: h\r\n\r\n")), 404);
}

void tst_CallbackServer::refusesABodyOverTheCap()
{
    HttpRequestLimits limits;
    limits.maxBodyBytes = 1024;
    CallbackServer server(limits);
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    int handled = 0;
    server.setHandler([&handled](const HttpRequest &) {
        ++handled;
        return HttpResponse::text(202, "");
    });
    QSignalSpy refused(&server, &CallbackServer::requestRefused);
    const QByteArray chunked
        = "POST /cb/x HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
        + QByteArray("800\r\n") + QByteArray(0x800, 'x') + "\r\n0\r\n\r\n";
    QCOMPARE(statusOf(exchange(server.port(), chunked)), 413);
    QCOMPARE(handled, 0);
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().at(0).toInt(), 413);
}

// A 100 MB notification announced by its Content-Length is refused from the
// head: the server answers before the body, and keeps none of it.
void tst_CallbackServer::refusesAnAnnouncedBodyOverTheCapWithoutReadingIt()
{
    CallbackServer server; // the default cap: 10 MiB
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write("POST /cb/x HTTP/1.1\r\nHost: h\r\nContent-Type: application/xml\r\n"
                 "Content-Length: 104857600\r\n\r\n");
    socket.write(QByteArray(64 * 1024, '<'));
    QByteArray answer;
    QTRY_VERIFY_WITH_TIMEOUT((answer += socket.readAll()).contains("\r\n\r\n"), 10'000);
    QCOMPARE(statusOf(answer), 413);
}

void tst_CallbackServer::answers100Continue()
{
    CallbackServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    server.setHandler([](const HttpRequest &request) {
        return HttpResponse::text(202, QByteArray::number(request.body.size()));
    });
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write(
        "POST /cb/x HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n");
    QByteArray answer;
    QTRY_VERIFY_WITH_TIMEOUT((answer += socket.readAll()).contains("100 Continue"), 5000);
    socket.write("body");
    QTRY_VERIFY_WITH_TIMEOUT((answer += socket.readAll()).contains("202 Accepted"), 5000);
    QTRY_VERIFY_WITH_TIMEOUT((answer += socket.readAll()).endsWith("\r\n\r\n4"), 5000);
}

void tst_CallbackServer::timesOutASlowClient()
{
    CallbackServer server;
    server.setTimeouts(2000, 300);
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QSignalSpy refused(&server, &CallbackServer::requestRefused);
    // Half a head, then silence.
    const QByteArray answer = exchange(server.port(), "GET /cb/x HTTP/1.1\r\nHost:", 10'000);
    QCOMPARE(statusOf(answer), 408);
    QCOMPARE(refused.size(), 1);
    QTRY_COMPARE(server.openConnections(), 0);
}

void tst_CallbackServer::limitsConnections()
{
    CallbackServer server;
    server.setMaxConnections(2);
    server.setTimeouts(5000, 5000);
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (int i = 0; i < 5; ++i) {
        sockets.push_back(std::make_unique<QTcpSocket>());
        sockets.back()->connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(sockets.back()->waitForConnected(5000));
    }
    QTRY_COMPARE(server.openConnections(), 2);
    // The others were closed unanswered.
    QTRY_VERIFY(std::count_if(sockets.cbegin(), sockets.cend(),
                              [](const auto &socket) {
                                  return socket->state() == QAbstractSocket::UnconnectedState;
                              })
                == 3);
}

void tst_CallbackServer::listensOnlyWhereAsked()
{
    CallbackServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QCOMPARE(server.address(), QHostAddress(QHostAddress::LocalHost));
    QCOMPARE(server.url().host(), QStringLiteral("127.0.0.1"));
    QCOMPARE(server.url().port(), int(server.port()));
}

void tst_CallbackServer::cannotListenTwiceOnAPort()
{
    CallbackServer first;
    QVERIFY(first.listen(QHostAddress::LocalHost, 0));
    CallbackServer second;
    QVERIFY(!second.listen(QHostAddress::LocalHost, first.port()));
    QVERIFY(!second.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(tst_CallbackServer)
#include "tst_callbackserver.moc"
