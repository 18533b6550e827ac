// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_Cli: documents fetched over HTTP (statuses, redirects, credentials that
// stay on their origin, gzip bombs, slow and truncated answers, hostile text).
#include "tst_cli.h"

using namespace clitest;

void tst_Cli::httpDocumentIsFetched()
{
    m_server.serveXml("/dataset1/resourcelist.xml", validResourceList());
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  m_server.url(QStringLiteral("/dataset1/resourcelist.xml")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject document
        = parseJson(run.out).value(QStringLiteral("documents")).toArray().at(0).toObject();
    QCOMPARE(document.value(QStringLiteral("status")).toInt(), 200);
    QCOMPARE(document.value(QStringLiteral("contentType")).toString(),
             QStringLiteral("application/xml"));
    QCOMPARE(document.value(QStringLiteral("entries")).toInt(), 1);
    const auto &request = m_server.requests().constLast();
    QVERIFY(request.headers.value("user-agent").startsWith("rsinspector/"));
}

void tst_Cli::httpErrorStatusExitsTwo()
{
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  m_server.url(QStringLiteral("/missing.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    const QJsonObject report = parseJson(run.out);
    QVERIFY(ruleIdsOf(report).contains(QStringLiteral("HTTP-001")));
    QCOMPARE(report.value(QStringLiteral("documents"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("status"))
                 .toInt(),
             404);
}

void tst_Cli::redirectLoopIsStopped()
{
    m_server.redirect("/loop/a.xml", "/loop/b.xml");
    m_server.redirect("/loop/b.xml", "/loop/a.xml");
    QElapsedTimer timer;
    timer.start();
    const Run run = runCli(
        {QStringLiteral("validate"), m_server.url(QStringLiteral("/loop/a.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("redirects"), run.out.constData());
    QVERIFY(timer.elapsed() < 20'000);
}

void tst_Cli::tokenIsNeverSentToAnotherHost()
{
    m_server.serveXml("/private/resourcelist.xml", validResourceList());
    // 127.0.0.1 redirects to the same server named "localhost": another host.
    m_server.redirect(
        "/private/start.xml",
        m_server.urlViaLocalhost(QStringLiteral("/private/resourcelist.xml")).toEncoded());
    const qsizetype before = m_server.requests().size();
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--token"),
                            QStringLiteral("http://127.0.0.1:%1=s3cret").arg(m_server.port()),
                            m_server.url(QStringLiteral("/private/start.xml")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QList<LoopbackServer::Request> &requests = m_server.requests();
    QCOMPARE(requests.size(), before + 2);
    QCOMPARE(requests.at(before).headers.value("authorization"), QByteArray("Bearer s3cret"));
    QVERIFY(!requests.at(before + 1).headers.contains("authorization"));
}

void tst_Cli::credentialsWithoutSchemeNeverGoOverHttp()
{
    // A token typed for host:port means https://host:port. A source served
    // over plain http on that very host and port (as the http:// links of an
    // https source are) must never see it, nor basic credentials keyed the
    // same way; only a key that names http:// is sent over http.
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const QString hostAndPort = QStringLiteral("127.0.0.1:%1").arg(server.port());
    const Run run = runCli({QStringLiteral("crawl"), QStringLiteral("--check-resources"),
                            QStringLiteral("--token"), hostAndPort + QStringLiteral("=SECRET"),
                            QStringLiteral("--user"), hostAndPort + QStringLiteral("=ann:SECRET"),
                            QStringLiteral("--token"), QStringLiteral("127.0.0.1=HOSTONLY"),
                            server.url(QStringLiteral("/")).toString()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QVERIFY(server.requests().size() > 5);
    for (const LoopbackServer::Request &request : server.requests())
        QVERIFY2(!request.headers.contains("authorization"), request.path.constData());

    const Run named = runCli({QStringLiteral("crawl"), QStringLiteral("--token"),
                              QStringLiteral("http://") + hostAndPort + QStringLiteral("=SECRET"),
                              server.url(QStringLiteral("/")).toString()});
    QVERIFY2(named.exitCode == 0, named.out.constData());
    QCOMPARE(server.requests().constLast().headers.value("authorization"),
             QByteArray("Bearer SECRET"));
}

void tst_Cli::httpsSourceKeepsItsCredentialsAndItsScheme()
{
    // Issue 16's probe, end to end over TLS: a token typed without a scheme
    // belongs to the https origin, goes with every request to it and with
    // none to anywhere else, a redirect to another origin loses it, and an
    // https document never moves to http.
    LoopbackServer tls;
    QVERIFY(tls.startTls());
    tls.serveFolder(libraryDir, "http://source.example");
    LoopbackServer plain;
    QVERIFY(plain.start());
    plain.serveFolder(libraryDir, "http://source.example");
    tls.redirect("/to-plain.xml",
                 plain.url(QStringLiteral("/dataset1/resourcelist1.xml")).toEncoded());
    tls.redirect("/to-localhost.xml",
                 tls.urlViaLocalhost(QStringLiteral("/dataset1/resourcelist1.xml")).toEncoded());
    const QString tlsToken = QStringLiteral("127.0.0.1:%1=TLS-SECRET").arg(tls.port());
    const QString plainToken = QStringLiteral("127.0.0.1:%1=PLAIN-SECRET").arg(plain.port());

    // The certificate is nobody's: refused unless --insecure.
    const Run untrusted
        = runCli({QStringLiteral("validate"),
                  tls.url(QStringLiteral("/dataset1/resourcelist1.xml")).toString()});
    QCOMPARE(untrusted.exitCode, 2);
    QVERIFY2(untrusted.out.contains("TLS"), untrusted.out.constData());
    QCOMPARE(tls.requests().size(), 0);

    const Run crawl
        = runCli({QStringLiteral("crawl"), QStringLiteral("--insecure"),
                  QStringLiteral("--check-resources"), QStringLiteral("--token"), tlsToken,
                  QStringLiteral("--token"), plainToken, tls.url(QStringLiteral("/")).toString()});
    QVERIFY2(crawl.exitCode == 0, crawl.out.constData());
    QVERIFY(tls.requests().size() > 5);
    for (const LoopbackServer::Request &request : tls.requests())
        QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer TLS-SECRET"));

    qsizetype before = tls.requests().size();
    const Run moved = runCli({QStringLiteral("validate"), QStringLiteral("--insecure"),
                              QStringLiteral("--token"), tlsToken,
                              tls.url(QStringLiteral("/to-localhost.xml")).toString()});
    QVERIFY2(moved.exitCode == 0, moved.out.constData());
    QCOMPARE(tls.requests().size(), before + 2);
    QCOMPARE(tls.requests().at(before).headers.value("authorization"),
             QByteArray("Bearer TLS-SECRET"));
    QVERIFY(!tls.requests().at(before + 1).headers.contains("authorization"));

    const Run down = runCli({QStringLiteral("validate"), QStringLiteral("--insecure"),
                             QStringLiteral("--token"), tlsToken, QStringLiteral("--token"),
                             plainToken, tls.url(QStringLiteral("/to-plain.xml")).toString()});
    QCOMPARE(down.exitCode, 2);
    QVERIFY2(down.out.contains("from https to http"), down.out.constData());
    QCOMPARE(plain.requests().size(), 0);

    // The plain server on its own never sees a token keyed without a scheme.
    const Run overHttp
        = runCli({QStringLiteral("validate"), QStringLiteral("--token"), plainToken,
                  plain.url(QStringLiteral("/dataset1/resourcelist1.xml")).toString()});
    QVERIFY2(overHttp.exitCode == 0, overHttp.out.constData());
    QCOMPARE(plain.requests().size(), 1);
    QVERIFY(!plain.requests().first().headers.contains("authorization"));
}

void tst_Cli::gzipBombIsRefusedAsTooLarge()
{
    // Issue 16 item 7: 256 MiB of zeros in Content-Encoding: gzip was shown
    // as "HTTP 200, bytes: 0" and parse errors; it is a body over the limit.
    LoopbackServer::Response bomb;
    bomb.headers = {{"Content-Type", "application/xml"}, {"Content-Encoding", "gzip"}};
    bomb.body = rsi::test::gzipOfZeros(256LL * 1024 * 1024);
    m_server.setResponse("/bomb.xml", bomb);
    const Run run = runCli(
        {QStringLiteral("validate"), m_server.url(QStringLiteral("/bomb.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("NET-001"), run.out.constData());
    QVERIFY2(run.out.contains("larger than 134217728 bytes"), run.out.constData());
    QVERIFY2(!run.out.contains("GEN-0"), run.out.constData());
    QVERIFY2(!run.out.contains("bytes: 0"), run.out.constData());
}

void tst_Cli::hostileTextNeverReachesTheTerminal()
{
    // Control characters in a reason phrase, a Content-Type, a <loc> and an
    // attribute (as character references) must neither reach the terminal
    // nor forge report lines.
    LoopbackServer::Response reason;
    reason.status = 500;
    reason.reason = "Oops\x1b[2J\x07";
    m_server.setResponse("/evil-reason.xml", reason);
    LoopbackServer::Response type;
    type.body = validResourceList();
    type.headers.append(
        std::pair<QByteArray, QByteArray>("Content-Type", "application/xml\x1b]0;owned\x07"));
    m_server.setResponse("/evil-type.xml", type);
    m_server.serveXml(
        "/evil-loc.xml",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
        "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
        "  <rs:md capability=\"resourcelist&#13;&#10;error   FAKE-001\" at=\"2013-01-03\"/>\n"
        "  <url><loc>http://example.com/a&#13;&#10;error   FAKE-002   1:1  forged</loc>\n"
        "       <lastmod>x&#13;error   FAKE-003</lastmod></url>\n"
        "</urlset>\n");
    for (const char *path : {"/evil-reason.xml", "/evil-type.xml", "/evil-loc.xml"}) {
        const QString url = m_server.url(QString::fromLatin1(path)).toString();
        for (const QStringList &options : {QStringList {}, QStringList {QStringLiteral("-q")},
                                           QStringList {QStringLiteral("--progress")}}) {
            const Run run
                = runCli(QStringList {QStringLiteral("validate")} + options + QStringList {url});
            QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, path);
            for (const QByteArray &stream : {run.out, run.err}) {
                for (const char c : stream)
                    QVERIFY2(uchar(c) >= 0x20 || c == '\n', stream.constData());
                for (const QByteArray &line : stream.split('\n'))
                    QVERIFY2(!line.trimmed().startsWith("error   FAKE"), line.constData());
            }
        }
    }
    // The escaped values are shown, not dropped.
    const Run shown = runCli(
        {QStringLiteral("validate"), m_server.url(QStringLiteral("/evil-loc.xml")).toString()});
    QVERIFY2(shown.out.contains("\\r\\nerror   FAKE-00"), shown.out.constData());
}

void tst_Cli::slowServerTimesOut()
{
    LoopbackServer::Response slow;
    slow.body = validResourceList();
    slow.trickleDelayMs = 1500; // one byte every 1.5 s
    m_server.setResponse("/slow.xml", slow);
    QElapsedTimer timer;
    timer.start();
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--timeout"),
                            QStringLiteral("1"), QStringLiteral("--retries"), QStringLiteral("0"),
                            m_server.url(QStringLiteral("/slow.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("timed out"), run.out.constData());
    QVERIFY(timer.elapsed() < 15'000);
}

void tst_Cli::truncatedBodyIsAnError()
{
    LoopbackServer::Response truncated;
    truncated.body = validResourceList();
    truncated.truncate = true;
    m_server.setResponse("/truncated.xml", truncated);
    // Retrying is tested elsewhere; here one cut-off answer is the point.
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--retries"), QStringLiteral("0"),
                  m_server.url(QStringLiteral("/truncated.xml")).toString()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.contains("before the whole document arrived"), run.out.constData());
    // A transport failure, not an HTTP status: the server did say 200.
    QCOMPARE(ruleIdsOf(parseJson(run.out)), QStringList {QStringLiteral("NET-001")});
}

void tst_Cli::htmlServedInsteadOfXmlIsExplained()
{
    LoopbackServer::Response html;
    html.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "text/html"));
    html.body = "<!DOCTYPE html>\n<html><head><title>Welcome</title></head><body>Hi</body></html>";
    m_server.setResponse("/.well-known/resourcesync", html);
    const Run run = runCli({QStringLiteral("validate"),
                            m_server.url(QStringLiteral("/.well-known/resourcesync")).toString()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains("GEN-003") || run.out.contains("GEN-001"), run.out.constData());
}

void tst_Cli::redirectedDocumentIsJudgedWhereItLives()
{
    // The list lives on "localhost" and lists resources there; it is asked
    // for on 127.0.0.1. The Sitemap single-host rule (GEN-026) must compare
    // with where the document lives.
    const QByteArray local = m_server.urlViaLocalhost(QStringLiteral("/moved/a")).toEncoded();
    QByteArray xml = validResourceList();
    xml.replace("http://example.com/res1", local);
    m_server.serveXml("/moved/resourcelist.xml", xml);
    m_server.redirect(
        "/old/resourcelist.xml",
        m_server.urlViaLocalhost(QStringLiteral("/moved/resourcelist.xml")).toEncoded(), 301);
    const Run run
        = runCli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                  m_server.url(QStringLiteral("/old/resourcelist.xml")).toString()});
    const QJsonObject report = parseJson(run.out);
    QVERIFY2(!ruleIdsOf(report).contains(QStringLiteral("GEN-026")), run.out.constData());
    const QJsonObject document
        = report.value(QStringLiteral("documents")).toArray().at(0).toObject();
    QCOMPARE(document.value(QStringLiteral("url")).toString(),
             m_server.urlViaLocalhost(QStringLiteral("/moved/resourcelist.xml")).toString());
    QCOMPARE(document.value(QStringLiteral("requestedUrl")).toString(),
             m_server.url(QStringLiteral("/old/resourcelist.xml")).toString());
}

void tst_Cli::transientErrorsAreRetried()
{
    LoopbackServer::Response unavailable;
    unavailable.status = 503;
    unavailable.reason = "Service Unavailable";
    LoopbackServer::Response ok;
    ok.headers.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/xml"));
    ok.body = validResourceList();
    m_server.setResponses("/flaky.xml", {unavailable, unavailable, ok});
    const Run retried
        = runCli({QStringLiteral("validate"), QStringLiteral("--retries"), QStringLiteral("2"),
                  m_server.url(QStringLiteral("/flaky.xml")).toString()});
    QVERIFY2(retried.exitCode == 0, retried.out.constData());
    QCOMPARE(m_server.requests("/flaky.xml").size(), 3);

    m_server.setResponses("/flaky2.xml", {unavailable, ok});
    const Run notRetried
        = runCli({QStringLiteral("validate"), QStringLiteral("--retries"), QStringLiteral("0"),
                  m_server.url(QStringLiteral("/flaky2.xml")).toString()});
    QCOMPARE(notRetried.exitCode, 2);
    QVERIFY(notRetried.out.contains("HTTP-001"));
    QCOMPARE(m_server.requests("/flaky2.xml").size(), 1);
}
