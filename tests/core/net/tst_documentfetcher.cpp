// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/credentialorigin.h"
#include "net/documentfetcher.h"
#include "support/environmentguard.h"
#include "support/loopbackserver.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryFile>
#include <QTest>

using rsi::credentialOriginFromUserText;
using rsi::credentialOriginOf;
using rsi::DocumentFetcher;
using rsi::FetchMethod;
using rsi::FetchOptions;
using rsi::FetchRequest;
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
    void credentialOrigins_data();
    void credentialOrigins();
    void credentialsNeverGoOverHttpUnlessNamed_data();
    void credentialsNeverGoOverHttpUnlessNamed();
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
    void recordsContentLength();
    void headGivesTheHeadWithoutABody();
    void headFollowsRedirects();
    void hashesWithoutStoring_data();
    void hashesWithoutStoring();
    void hashesOnlyTheLastHop();
    void incompleteBodyHasNoDigest_data();
    void incompleteBodyHasNoDigest();
    void sizeCapAppliesWhenOnlyHashing();
    void contentCoding_data();
    void contentCoding();
    // Hostile servers.
    void refusesABodyClaimedLargerThanTheCap();
    void refusesABodyStreamedPastTheCap_data();
    void refusesABodyStreamedPastTheCap();
    void refusesAGzipBomb();
    void capsCodedBytesThatDecodeToNothing();
    void tricklingServerMeetsTheTimeouts_data();
    void tricklingServerMeetsTheTimeouts();
    void refusesEndlessResponseHeaders();
    // TLS, on a loopback server with a certificate no one trusts.
    void tlsErrorIsReportedUnlessInsecure();
    void httpsNeverRedirectsToHttp();
    void credentialsStayOnTheirHttpsOrigin();
    void reusesConnections();
    // The proxy the network manager stands for.
    void managerProxyIsUsed();
    void noProxyOnTheManagerIgnoresTheEnvironment();
    void systemProxyComesFromTheEnvironment();

private:
    FetchResult fetch(const QUrl &url, const FetchOptions &options = {},
                      const rsi::Validators &validators = {}, const FetchRequest &request = {});
    FetchResult fetchWith(QNetworkAccessManager &network, const QUrl &url,
                          const FetchOptions &options = {}, const FetchRequest &request = {});

    QNetworkAccessManager m_network;
    LoopbackServer m_server;
};

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

QTEST_GUILESS_MAIN(tst_DocumentFetcher)
#include "tst_documentfetcher.moc"
