// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_documentfetcher.h"

FetchResult tst_DocumentFetcher::fetchWith(QNetworkAccessManager &network, const QUrl &url,
                                           const FetchOptions &options, const FetchRequest &request)
{
    DocumentFetcher fetcher(&network, options);
    FetchResult result;
    int results = 0;
    connect(&fetcher, &DocumentFetcher::finished, this, [&](const FetchResult &r) {
        result = r;
        ++results;
    });
    fetcher.fetch(url, request);
    if (!QTest::qWaitFor([&] { return results > 0; }, 20'000))
        result.error = QStringLiteral("test: no result");
    QTest::qWait(20);
    if (results > 1)
        result.error = QStringLiteral("test: finished more than once");
    return result;
}

FetchResult tst_DocumentFetcher::fetch(const QUrl &url, const FetchOptions &options,
                                       const rsi::Validators &validators,
                                       const FetchRequest &request)
{
    DocumentFetcher fetcher(&m_network, options);
    fetcher.setValidators(validators);
    FetchResult result;
    int results = 0;
    connect(&fetcher, &DocumentFetcher::finished, this, [&](const FetchResult &r) {
        result = r;
        ++results;
    });
    fetcher.fetch(url, request);
    if (!QTest::qWaitFor([&] { return results > 0; }, 20'000))
        result.error = QStringLiteral("test: no result");
    QTest::qWait(20);
    if (results > 1)
        result.error = QStringLiteral("test: finished more than once");
    return result;
}

void tst_DocumentFetcher::initTestCase()
{
    QVERIFY(m_server.start());
    m_server.serveXml("/doc.xml", "<urlset/>");
}

void tst_DocumentFetcher::fetchesBodyToTemporaryFile()
{
    const FetchResult result = fetch(m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.status, std::optional<int>(200));
    QCOMPARE(result.contentType, QStringLiteral("application/xml"));
    QCOMPARE(result.bytes, 9);
    QVERIFY(result.body);
    QVERIFY(result.body->seek(0));
    QCOMPARE(result.body->readAll(), QByteArray("<urlset/>"));
    QCOMPARE(result.finalUrl, m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY(!result.tooLarge);
}

void tst_DocumentFetcher::followsRedirectsUpToTheLimit()
{
    m_server.redirect("/r1", "/r2", 301);
    m_server.redirect("/r2", "/r3", 307);
    m_server.redirect("/r3", "/doc.xml", 302);
    FetchResult result = fetch(m_server.url(QStringLiteral("/r1")));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.finalUrl, m_server.url(QStringLiteral("/doc.xml")));

    FetchOptions strict;
    strict.maxRedirects = 2;
    result = fetch(m_server.url(QStringLiteral("/r1")), strict);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QStringLiteral("redirects")), qPrintable(result.error));
}

void tst_DocumentFetcher::sizeCapStopsTheDownload()
{
    m_server.serveXml("/big.xml", QByteArray(200'000, 'x'));
    FetchOptions options;
    options.maxBytes = 50'000;
    const FetchResult result = fetch(m_server.url(QStringLiteral("/big.xml")), options);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QStringLiteral("50000")), qPrintable(result.error));
    QVERIFY(result.tooLarge);
    QVERIFY(!result.body);
}

void tst_DocumentFetcher::abortBeforeFetchDoesNothing()
{
    DocumentFetcher fetcher(&m_network, {});
    QSignalSpy finished(&fetcher, &DocumentFetcher::finished);
    fetcher.abort();
    QCOMPARE(finished.size(), 0);
}

void tst_DocumentFetcher::refusedConnectionIsAnError()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close(); // nothing listens there any more
    const FetchResult result = fetch(QUrl(QStringLiteral("http://127.0.0.1:%1/doc.xml").arg(port)));
    QVERIFY(!result.ok);
    QVERIFY(!result.status);
    QCOMPARE(result.failure, rsi::FetchFailure::Transport);
    QVERIFY(!result.error.isEmpty());
}

void tst_DocumentFetcher::errorStatusKeepsTheStatus()
{
    const FetchResult result = fetch(m_server.url(QStringLiteral("/nothing-here")));
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Status);
    QCOMPARE(result.status, std::optional<int>(404));
    QVERIFY2(result.error.contains(QStringLiteral("404")), qPrintable(result.error));
}

void tst_DocumentFetcher::recordsValidatorsAndRetryAfter()
{
    LoopbackServer::Response response;
    response.headers = {{"ETag", "W/\"abc\""},
                        {"Last-Modified", "Sun, 10 Mar 2024 12:00:00 GMT"},
                        {"Retry-After", "120"}};
    response.body = "<urlset/>";
    m_server.setResponse("/validators", response);
    const FetchResult result = fetch(m_server.url(QStringLiteral("/validators")));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.etag, QByteArray("W/\"abc\""));
    QCOMPARE(result.lastModified, QByteArray("Sun, 10 Mar 2024 12:00:00 GMT"));
    QCOMPARE(result.retryAfter, QByteArray("120"));
    QCOMPARE(result.attempts, 1);
    QVERIFY(!result.notModified);
}

void tst_DocumentFetcher::conditionalGetGivesNotModified()
{
    LoopbackServer::Response notModified;
    notModified.status = 304;
    notModified.reason = "Not Modified";
    m_server.setResponse("/unchanged", notModified);
    const QUrl url = m_server.url(QStringLiteral("/unchanged"));
    const FetchResult result = fetch(url, {}, rsi::Validators {url, "\"v7\"", {}});
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.notModified);
    QCOMPARE(result.status, std::optional<int>(304));
    QVERIFY(!result.body);
    QCOMPARE(m_server.requests().last().headers.value("if-none-match"), QByteArray("\"v7\""));
    QVERIFY(!m_server.requests().last().headers.contains("if-modified-since"));

    // A 304 to a GET that asked nothing is not a document.
    const FetchResult unasked = fetch(url);
    QVERIFY(!unasked.ok);
    QVERIFY(!unasked.notModified);
    QCOMPARE(unasked.failure, rsi::FetchFailure::Status);
}

void tst_DocumentFetcher::validatorsStayWithTheirUrl()
{
    m_server.redirect("/moved", "/doc.xml");
    const QUrl url = m_server.url(QStringLiteral("/moved"));
    const qsizetype before = m_server.requests().size();
    const FetchResult result
        = fetch(url, {}, rsi::Validators {url, "\"v1\"", "Sun, 10 Mar 2024 12:00:00 GMT"});
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(!result.notModified);
    QCOMPARE(m_server.requests().size(), before + 2);
    QVERIFY(m_server.requests().at(before).headers.contains("if-none-match"));
    QVERIFY(m_server.requests().at(before).headers.contains("if-modified-since"));
    QVERIFY(!m_server.requests().at(before + 1).headers.contains("if-none-match"));
    QVERIFY(!m_server.requests().at(before + 1).headers.contains("if-modified-since"));
}

void tst_DocumentFetcher::transientFailures_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("transient");
    QTest::newRow("408") << 408 << true;
    QTest::newRow("429") << 429 << true;
    QTest::newRow("500") << 500 << true;
    QTest::newRow("503") << 503 << true;
    QTest::newRow("501") << 501 << false;
    QTest::newRow("505") << 505 << false;
    QTest::newRow("404") << 404 << false;
    QTest::newRow("401") << 401 << false;
}

void tst_DocumentFetcher::transientFailures()
{
    QFETCH(int, status);
    QFETCH(bool, transient);
    LoopbackServer::Response response;
    response.status = status;
    response.reason = "Whatever";
    const QByteArray path = "/status-" + QByteArray::number(status);
    m_server.setResponse(path, response);
    const FetchResult result = fetch(m_server.url(QString::fromLatin1(path)));
    QVERIFY(!result.ok);
    QCOMPARE(result.status, std::optional<int>(status));
    QCOMPARE(result.transient, transient);
}

void tst_DocumentFetcher::abortMarksTheResultCanceled()
{
    LoopbackServer::Response slow;
    slow.body = "<urlset/>";
    slow.delayMs = 5000;
    m_server.setResponse("/slow", slow);
    DocumentFetcher fetcher(&m_network, {});
    QSignalSpy finished(&fetcher, &DocumentFetcher::finished);
    fetcher.fetch(m_server.url(QStringLiteral("/slow")));
    QTRY_VERIFY(m_server.openRequests() > 0);
    fetcher.abort();
    QCOMPARE(finished.size(), 1);
    const auto result = finished.first().first().value<FetchResult>();
    QVERIFY(result.canceled);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    fetcher.abort();
    QCOMPARE(finished.size(), 1);
}

void tst_DocumentFetcher::recordsContentLength()
{
    const FetchResult result = fetch(m_server.url(QStringLiteral("/doc.xml")));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.method, FetchMethod::Get);
    QCOMPARE(result.contentLength, std::optional<qint64>(9));
    QVERIFY(result.contentEncoding.isEmpty());
    QVERIFY(!result.contentDecoded);
    QVERIFY(result.digests.isEmpty());

    LoopbackServer::Response chunked;
    chunked.body = "<urlset/>";
    chunked.chunked = true;
    m_server.setResponse("/chunked.xml", chunked);
    const FetchResult unknown = fetch(m_server.url(QStringLiteral("/chunked.xml")));
    QVERIFY2(unknown.ok, qPrintable(unknown.error));
    QCOMPARE(unknown.bytes, 9);
    QVERIFY(!unknown.contentLength);
}

void tst_DocumentFetcher::headGivesTheHeadWithoutABody()
{
    LoopbackServer::Response response;
    response.headers = {{"Content-Type", "text/plain; charset=utf-8"},
                        {"Last-Modified", "Sun, 10 Mar 2024 12:00:00 GMT"},
                        {"ETag", "\"h1\""}};
    response.body = "hello, world";
    m_server.setResponse("/head.txt", response);
    FetchRequest head;
    head.method = FetchMethod::Head;
    head.digests = {QCryptographicHash::Md5}; // ignored: a HEAD has no body
    const qsizetype before = m_server.requests().size();
    const FetchResult result = fetch(m_server.url(QStringLiteral("/head.txt")), {}, {}, head);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.method, FetchMethod::Head);
    QCOMPARE(result.status, std::optional<int>(200));
    QCOMPARE(result.bytes, 0);
    QVERIFY(!result.body);
    QVERIFY(result.digests.isEmpty());
    QCOMPARE(result.contentLength, std::optional<qint64>(12));
    QCOMPARE(result.contentType, QStringLiteral("text/plain; charset=utf-8"));
    QCOMPARE(result.lastModified, QByteArray("Sun, 10 Mar 2024 12:00:00 GMT"));
    QCOMPARE(result.etag, QByteArray("\"h1\""));
    QCOMPARE(m_server.requests().size(), before + 1);
    QCOMPARE(m_server.requests().last().method, QByteArray("HEAD"));

    const FetchResult missing = fetch(m_server.url(QStringLiteral("/no-such-head")), {}, {}, head);
    QVERIFY(!missing.ok);
    QCOMPARE(missing.failure, rsi::FetchFailure::Status);
    QCOMPARE(missing.status, std::optional<int>(404));
    QCOMPARE(m_server.requests().last().method, QByteArray("HEAD"));
}

void tst_DocumentFetcher::headFollowsRedirects()
{
    m_server.redirect("/head-hop", "/doc.xml", 301);
    FetchRequest head;
    head.method = FetchMethod::Head;
    const qsizetype before = m_server.requests().size();
    const FetchResult result = fetch(m_server.url(QStringLiteral("/head-hop")), {}, {}, head);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.finalUrl, m_server.url(QStringLiteral("/doc.xml")));
    QCOMPARE(result.contentLength, std::optional<qint64>(9));
    QCOMPARE(m_server.requests().size(), before + 2);
    QCOMPARE(m_server.requests().at(before).method, QByteArray("HEAD"));
    QCOMPARE(m_server.requests().at(before + 1).method, QByteArray("HEAD"));

    m_server.redirectLoop("/head-loop-a", "/head-loop-b");
    const FetchResult loop = fetch(m_server.url(QStringLiteral("/head-loop-a")), {}, {}, head);
    QVERIFY(!loop.ok);
    QCOMPARE(loop.failure, rsi::FetchFailure::Refused);
}

void tst_DocumentFetcher::hashesWithoutStoring_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("trickleMs");
    QTest::addColumn<bool>("chunked");
    QTest::newRow("small") << QByteArray("hello, world") << 0 << false;
    QTest::newRow("empty") << QByteArray() << 0 << false;
    QTest::newRow("300 KB in many reads") << QByteArray(300'000, 'r') << 0 << false;
    QTest::newRow("chunked") << QByteArray(70'000, 'c') << 0 << true;
    QTest::newRow("trickled") << QByteArray("slowly") << 5 << false;
    QByteArray binary;
    for (int i = 0; i < 4096; ++i)
        binary.append(char(i % 256));
    QTest::newRow("binary") << binary << 0 << false;
}

void tst_DocumentFetcher::hashesWithoutStoring()
{
    QFETCH(QByteArray, body);
    QFETCH(int, trickleMs);
    QFETCH(bool, chunked);
    LoopbackServer::Response response;
    response.headers = {{"Content-Type", "application/octet-stream"}};
    response.body = body;
    response.trickleDelayMs = trickleMs;
    response.chunked = chunked;
    const QByteArray path = "/hash-" + QByteArray(QTest::currentDataTag()).toPercentEncoding();
    m_server.setResponse(path, response);
    FetchRequest request;
    request.keepBody = false;
    request.digests
        = {QCryptographicHash::Md5, QCryptographicHash::Sha1, QCryptographicHash::Sha256};
    const FetchResult result = fetch(m_server.url(QString::fromLatin1(path)), {}, {}, request);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(!result.body);
    QCOMPARE(result.bytes, body.size());
    QCOMPARE(result.digests.size(), 3);
    for (const QCryptographicHash::Algorithm algorithm : std::as_const(request.digests))
        QCOMPARE(result.digest(algorithm), QCryptographicHash::hash(body, algorithm));
    QVERIFY(result.digest(QCryptographicHash::Sha512).isEmpty());
    QCOMPARE(m_server.requests().last().method, QByteArray("GET"));

    // Stored and hashed at once.
    request.keepBody = true;
    const FetchResult stored = fetch(m_server.url(QString::fromLatin1(path)), {}, {}, request);
    QVERIFY2(stored.ok, qPrintable(stored.error));
    QVERIFY(stored.body);
    QVERIFY(stored.body->seek(0));
    QCOMPARE(stored.body->readAll(), body);
    QCOMPARE(stored.digest(QCryptographicHash::Sha1),
             QCryptographicHash::hash(body, QCryptographicHash::Sha1));

    // A body kept in memory is left to its taker to hash; one that spills
    // to a file past the limit is hashed whole, what came before included.
    request.memoryBodyLimit = 256 * 1024;
    request.digestsOfFileBodiesOnly = true;
    const FetchResult kept = fetch(m_server.url(QString::fromLatin1(path)), {}, {}, request);
    QVERIFY2(kept.ok, qPrintable(kept.error));
    if (body.size() <= request.memoryBodyLimit) {
        QCOMPARE(kept.bodyData, body);
        QVERIFY(kept.digests.isEmpty());
    } else {
        QVERIFY(kept.body);
        QVERIFY(kept.body->seek(0));
        QCOMPARE(kept.body->readAll(), body);
        QCOMPARE(kept.digests.size(), 3);
        for (const QCryptographicHash::Algorithm algorithm : std::as_const(request.digests))
            QCOMPARE(kept.digest(algorithm), QCryptographicHash::hash(body, algorithm));
    }
}

void tst_DocumentFetcher::hashesOnlyTheLastHop()
{
    LoopbackServer::Response moved;
    moved.status = 302;
    moved.reason = "Found";
    moved.headers = {{"Location", "/hash-target"}};
    moved.body = "a redirect's own body, not the resource";
    m_server.setResponse("/hash-moved", moved);
    LoopbackServer::Response target;
    target.body = "the resource";
    m_server.setResponse("/hash-target", target);
    FetchRequest request;
    request.keepBody = false;
    request.digests = {QCryptographicHash::Sha256};
    const FetchResult result = fetch(m_server.url(QStringLiteral("/hash-moved")), {}, {}, request);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.bytes, 12);
    QCOMPARE(result.digest(QCryptographicHash::Sha256),
             QCryptographicHash::hash("the resource", QCryptographicHash::Sha256));
}

void tst_DocumentFetcher::incompleteBodyHasNoDigest_data()
{
    QTest::addColumn<bool>("truncate");
    QTest::addColumn<int>("status");
    QTest::newRow("truncated") << true << 200;
    QTest::newRow("404 with a body") << false << 404;
}

void tst_DocumentFetcher::incompleteBodyHasNoDigest()
{
    QFETCH(bool, truncate);
    QFETCH(int, status);
    LoopbackServer::Response response;
    response.status = status;
    response.body = QByteArray(10'000, 't');
    response.truncate = truncate;
    const QByteArray path = "/no-digest-" + QByteArray::number(status);
    m_server.setResponse(path, response);
    FetchRequest request;
    request.keepBody = false;
    request.digests = {QCryptographicHash::Md5};
    const FetchResult result = fetch(m_server.url(QString::fromLatin1(path)), {}, {}, request);
    QVERIFY(!result.ok);
    QVERIFY(result.digests.isEmpty());
    QVERIFY(result.digest(QCryptographicHash::Md5).isEmpty());
}

void tst_DocumentFetcher::sizeCapAppliesWhenOnlyHashing()
{
    m_server.serveXml("/big-hash.xml", QByteArray(200'000, 'x'));
    FetchOptions options;
    options.maxBytes = 50'000;
    FetchRequest request;
    request.keepBody = false;
    request.digests = {QCryptographicHash::Sha256};
    const FetchResult result
        = fetch(m_server.url(QStringLiteral("/big-hash.xml")), options, {}, request);
    QVERIFY(!result.ok);
    QCOMPARE(result.failure, rsi::FetchFailure::Refused);
    QVERIFY2(result.error.contains(QStringLiteral("50000")), qPrintable(result.error));
    QVERIFY(result.digests.isEmpty());
}

// Qt 6.4: when it adds Accept-Encoding itself, it decodes gzip and drops
// Content-Length (for HEAD too); when the caller sets the header, nothing is
// decoded and the headers are the server's.

void tst_DocumentFetcher::contentCoding_data()
{
    QTest::addColumn<bool>("head");
    QTest::addColumn<QByteArray>("acceptEncoding");
    QTest::addColumn<bool>("decoded");
    QTest::newRow("GET, Qt's Accept-Encoding") << false << QByteArray() << true;
    QTest::newRow("GET, gzip asked for") << false << QByteArray("gzip") << false;
    QTest::newRow("GET, identity asked, gzip sent") << false << QByteArray("identity") << false;
    QTest::newRow("HEAD, Qt's Accept-Encoding") << true << QByteArray() << true;
    QTest::newRow("HEAD, gzip asked for") << true << QByteArray("gzip") << false;
}

void tst_DocumentFetcher::contentCoding()
{
    QFETCH(bool, head);
    QFETCH(QByteArray, acceptEncoding);
    QFETCH(bool, decoded);
    QByteArray plain;
    for (int i = 0; i < 2000; ++i)
        plain += "<url><loc>http://example.org/" + QByteArray::number(i) + "</loc></url>\n";
    LoopbackServer::Response response;
    response.headers = {{"Content-Type", "application/xml"}};
    response.body = plain;
    response.gzipBody = true;
    m_server.setResponse("/coded.xml", response);
    FetchRequest request;
    request.method = head ? FetchMethod::Head : FetchMethod::Get;
    request.keepBody = false;
    request.digests = {QCryptographicHash::Sha256};
    request.acceptEncoding = acceptEncoding;
    const FetchResult result = fetch(m_server.url(QStringLiteral("/coded.xml")), {}, {}, request);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.contentEncoding, QByteArray("gzip"));
    QCOMPARE(result.contentDecoded, decoded);
    const LoopbackServer::Request sent = m_server.requests().last();
    if (!acceptEncoding.isEmpty())
        QCOMPARE(sent.headers.value("accept-encoding"), acceptEncoding);
    else
        QVERIFY(sent.headers.value("accept-encoding").contains("gzip"));
    if (decoded) {
        QVERIFY(!result.contentLength);
        if (!head) {
            QCOMPARE(result.bytes, plain.size());
            QCOMPARE(result.digest(QCryptographicHash::Sha256),
                     QCryptographicHash::hash(plain, QCryptographicHash::Sha256));
        }
        return;
    }
    QVERIFY(result.contentLength);
    QVERIFY(*result.contentLength < plain.size());
    if (!head) {
        QCOMPARE(result.bytes, *result.contentLength);
        QVERIFY(result.digest(QCryptographicHash::Sha256)
                != QCryptographicHash::hash(plain, QCryptographicHash::Sha256));
        // The bytes as served are a gzip member.
        QCOMPARE(result.digests.size(), 1);
    }
}

QTEST_GUILESS_MAIN(tst_DocumentFetcher)
