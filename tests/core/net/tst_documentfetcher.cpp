// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/documentfetcher.h"
#include "support/loopbackserver.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryFile>
#include <QTest>

using rsi::DocumentFetcher;
using rsi::FetchOptions;
using rsi::FetchResult;
using rsi::test::LoopbackServer;

class tst_DocumentFetcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fetchesBodyToTemporaryFile();
    void followsRedirectsUpToTheLimit();
    void sizeCapStopsTheDownload();
    void tokenGoesToItsHostOnly();
    void tokenStaysWithItsOrigin();
    void abortBeforeFetchDoesNothing();
    void refusedConnectionIsAnError();
    void errorStatusKeepsTheStatus();
    void recordsValidatorsAndRetryAfter();
    void conditionalGetGivesNotModified();
    void validatorsStayWithTheirUrl();
    void transientFailures_data();
    void transientFailures();
    void basicCredentialsGoToTheirHostOnly();
    void abortMarksTheResultCanceled();

private:
    FetchResult fetch(const QUrl &url, const FetchOptions &options = {},
                      const rsi::Validators &validators = {});

    QNetworkAccessManager m_network;
    LoopbackServer m_server;
};

FetchResult tst_DocumentFetcher::fetch(const QUrl &url, const FetchOptions &options,
                                       const rsi::Validators &validators)
{
    DocumentFetcher fetcher(&m_network, options);
    fetcher.setValidators(validators);
    FetchResult result;
    int results = 0;
    connect(&fetcher, &DocumentFetcher::finished, this, [&](const FetchResult &r) {
        result = r;
        ++results;
    });
    fetcher.fetch(url);
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
    QVERIFY(!result.body);
}

void tst_DocumentFetcher::tokenGoesToItsHostOnly()
{
    FetchOptions options;
    options.bearerTokens.insert(QStringLiteral("localhost"), QStringLiteral("only-localhost"));
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
    options.bearerTokens.insert(QStringLiteral("127.0.0.1"), QStringLiteral("origin-bound"));
    const qsizetype before = m_server.requests().size();
    const FetchResult result = fetch(m_server.url(QStringLiteral("/to-other-port")), options);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(m_server.requests().at(before).headers.value("authorization"),
             QByteArray("Bearer origin-bound"));
    QCOMPARE(other.requests().size(), 1);
    QVERIFY(!other.requests().first().headers.contains("authorization"));

    // A token keyed host:port applies to that port only.
    FetchOptions portOnly;
    portOnly.bearerTokens.insert(QStringLiteral("127.0.0.1:%1").arg(other.port()),
                                 QStringLiteral("port-bound"));
    QVERIFY(fetch(other.url(QStringLiteral("/doc.xml")), portOnly).ok);
    QCOMPARE(other.requests().last().headers.value("authorization"),
             QByteArray("Bearer port-bound"));
    const qsizetype mainBefore = m_server.requests().size();
    QVERIFY(fetch(m_server.url(QStringLiteral("/doc.xml")), portOnly).ok);
    QVERIFY(!m_server.requests().at(mainBefore).headers.contains("authorization"));
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

void tst_DocumentFetcher::basicCredentialsGoToTheirHostOnly()
{
    FetchOptions options;
    options.basicCredentials.insert(QStringLiteral("localhost"), QStringLiteral("ann:s3cret"));
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

    // A bearer token for the same host wins.
    options.bearerTokens.insert(QStringLiteral("localhost"), QStringLiteral("tok"));
    QVERIFY(fetch(m_server.urlViaLocalhost(QStringLiteral("/doc.xml")), options).ok);
    QCOMPARE(m_server.requests().last().headers.value("authorization"), QByteArray("Bearer tok"));
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

QTEST_GUILESS_MAIN(tst_DocumentFetcher)
#include "tst_documentfetcher.moc"
