// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_loopbackserver.h"

using namespace loopbacktest;

Fetched tst_LoopbackServer::fetch(const QByteArray &path, const QByteArray &method,
                                  QNetworkRequest::RedirectPolicy policy)
{
    QNetworkRequest request(m_server->url(QString::fromLatin1(path)));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, policy);
    request.setMaximumRedirectsAllowed(5);
    QNetworkReply *reply = method == "HEAD" ? m_network.head(request) : m_network.get(request);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    Fetched fetched;
    if (!reply->isFinished() && !finished.wait(10'000)) {
        reply->abort();
        fetched.error = QNetworkReply::TimeoutError;
    } else {
        fetched.error = reply->error();
    }
    fetched.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    fetched.body = reply->readAll();
    const QList<QNetworkReply::RawHeaderPair> headers = reply->rawHeaderPairs();
    for (const auto &[name, value] : headers)
        fetched.headers.insert(name.toLower(), value);
    reply->deleteLater();
    return fetched;
}

RawAnswer tst_LoopbackServer::exchange(const QByteArray &requestHead)
{
    return rsi::test::rawExchange(m_server->port(), requestHead, 10'000);
}

RawAnswer tst_LoopbackServer::rawGet(const QByteArray &target)
{
    return exchange("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
}

// A fixture file as the server should send it.

QByteArray tst_LoopbackServer::rewritten(const QString &relativePath) const
{
    return readFile(libraryFolder() + u'/' + relativePath)
        .replace(QByteArray(sourceOrigin), m_server->origin());
}

void tst_LoopbackServer::initTestCase()
{
    // scratch/secret.txt must stay out of reach of scratch/root, whatever
    // the path: through "..", percent-encoding, absolute paths or a link.
    QVERIFY(m_scratch.isValid());
    const QString root = m_scratch.filePath(QStringLiteral("root"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/sub")));
    const QList<std::pair<QString, QByteArray>> files = {
        {m_scratch.filePath(QStringLiteral("secret.txt")), "secret"},
        {root + QStringLiteral("/inside.txt"), "inside"},
        {root + QStringLiteral("/sub/nested.txt"), "nested"},
    };
    for (const auto &[fileName, content] : files) {
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
    }
    QVERIFY(QFile::link(m_scratch.path(), root + QStringLiteral("/link")));
    QVERIFY(QFile::exists(libraryFolder() + QStringLiteral("/.well-known/resourcesync")));
}

void tst_LoopbackServer::init()
{
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(libraryFolder(), sourceOrigin);
}

void tst_LoopbackServer::cleanup()
{
    m_server.reset();
}

void tst_LoopbackServer::servesFolderFiles_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("contentType");
    QTest::newRow("well-known, no extension")
        << QByteArray("/.well-known/resourcesync") << QStringLiteral(".well-known/resourcesync")
        << QByteArray("application/xml");
    QTest::newRow("xml") << QByteArray("/dataset1/capabilitylist.xml")
                         << QStringLiteral("dataset1/capabilitylist.xml")
                         << QByteArray("application/xml");
    QTest::newRow("text") << QByteArray("/res/book-001.txt") << QStringLiteral("res/book-001.txt")
                          << QByteArray("text/plain");
    QTest::newRow("robots.txt") << QByteArray("/robots.txt") << QStringLiteral("robots.txt")
                                << QByteArray("text/plain");
    QTest::newRow("html") << QByteArray("/index.html") << QStringLiteral("index.html")
                          << QByteArray("text/html");
    QTest::newRow("zip") << QByteArray("/dataset1/dump1.zip")
                         << QStringLiteral("dataset1/dump1.zip") << QByteArray("application/zip");
    QTest::newRow("query ignored") << QByteArray("/robots.txt?user=1")
                                   << QStringLiteral("robots.txt") << QByteArray("text/plain");
    QTest::newRow("percent-encoded")
        << QByteArray("/res/book%2D001.txt") << QStringLiteral("res/book-001.txt")
        << QByteArray("text/plain");
}

void tst_LoopbackServer::servesFolderFiles()
{
    QFETCH(QByteArray, path);
    QFETCH(QString, file);
    QFETCH(QByteArray, contentType);
    const Fetched fetched = fetch(path);
    QCOMPARE(fetched.error, QNetworkReply::NoError);
    QCOMPARE(fetched.status, 200);
    QCOMPARE(fetched.headers.value("content-type"), contentType);
    QCOMPARE(fetched.body, rewritten(file));
    QCOMPARE(fetched.headers.value("content-length"), QByteArray::number(fetched.body.size()));
}

void tst_LoopbackServer::contentTypeFollowsTheExtension_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("contentType");
    QTest::newRow(".xml") << QStringLiteral("a.xml") << QByteArray("application/xml");
    QTest::newRow(".XML") << QStringLiteral("b.XML") << QByteArray("application/xml");
    QTest::newRow(".xml.gz") << QStringLiteral("c.xml.gz") << QByteArray("application/gzip");
    QTest::newRow(".html") << QStringLiteral("d.html") << QByteArray("text/html");
    QTest::newRow(".htm") << QStringLiteral("e.htm") << QByteArray("text/html");
    QTest::newRow(".txt") << QStringLiteral("f.txt") << QByteArray("text/plain");
    QTest::newRow(".zip") << QStringLiteral("g.zip") << QByteArray("application/zip");
    QTest::newRow("no extension") << QStringLiteral("resourcesync")
                                  << QByteArray("application/xml");
    QTest::newRow("unknown") << QStringLiteral("h.bin") << QByteArray("application/octet-stream");
}

void tst_LoopbackServer::contentTypeFollowsTheExtension()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, contentType);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QFile file(folder.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write("x"), 1);
    file.close();
    m_server->serveFolder(folder.path());
    const Fetched fetched = fetch('/' + name.toUtf8());
    QCOMPARE(fetched.status, 200);
    QCOMPARE(fetched.headers.value("content-type"), contentType);
}

void tst_LoopbackServer::rewritesTheOriginInTextOnly()
{
    const QByteArray origin = m_server->origin();
    const Fetched capabilityList = fetch("/dataset1/capabilitylist.xml");
    QVERIFY(!capabilityList.body.contains(sourceOrigin));
    QVERIFY(capabilityList.body.contains(
        QByteArray("<rs:ln rel=\"up\" href=\"" + origin + "/.well-known/resourcesync\"/>")));
    QVERIFY(fetch("/index.html")
                .body.contains(QByteArray("href=\"" + origin + "/dataset1/capabilitylist.xml\"")));
    QVERIFY(fetch("/robots.txt")
                .body.contains(QByteArray("Sitemap: " + origin + "/dataset1/resourcelist1.xml")));

    // Binary files stay byte for byte, even when they hold the origin.
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QByteArray binary = QByteArray("\x1f\x8b\x00", 3) + sourceOrigin + "/x";
    for (const QString &name : {QStringLiteral("a.gz"), QStringLiteral("b.zip")}) {
        QFile file(folder.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(binary), binary.size());
    }
    m_server->serveFolder(folder.path(), sourceOrigin);
    QCOMPARE(fetch("/a.gz").body, binary);
    QCOMPARE(fetch("/b.zip").body, binary);
}

void tst_LoopbackServer::withoutRewriteServesFilesAsTheyAre()
{
    m_server->serveFolder(libraryFolder());
    const QString file = libraryFolder() + QStringLiteral("/dataset1/capabilitylist.xml");
    QCOMPARE(fetch("/dataset1/capabilitylist.xml").body, readFile(file));

    m_server->serveFolder(QString());
    QCOMPARE(fetch("/dataset1/capabilitylist.xml").status, 404);
}

void tst_LoopbackServer::responsesSetForAPathWin()
{
    m_server->serveXml("/robots.txt", "<urlset/>");
    m_server->setResponses("/index.html", {Response {}});
    QCOMPARE(fetch("/robots.txt").body, QByteArray("<urlset/>"));
    QCOMPARE(fetch("/index.html").body, QByteArray());
    QCOMPARE(fetch("/res/book-001.txt").body, rewritten(QStringLiteral("res/book-001.txt")));
    const Fetched missing = fetch("/res/none.txt");
    QCOMPARE(missing.status, 404);
    QCOMPARE(missing.body, QByteArray("not found"));
}

void tst_LoopbackServer::refusesPathsOutsideTheFolder_data()
{
    // {secret} is the secret file's absolute path, without its leading "/".
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<int>("status");
    QTest::newRow("inside") << QByteArray("/inside.txt") << 200;
    QTest::newRow("nested") << QByteArray("/sub/nested.txt") << 200;
    QTest::newRow("dot-dot") << QByteArray("/../secret.txt") << 404;
    QTest::newRow("dot-dot, encoded") << QByteArray("/%2e%2e/secret.txt") << 404;
    QTest::newRow("dot-dot, upper-case encoded") << QByteArray("/%2E%2E/secret.txt") << 404;
    QTest::newRow("dot-dot and slash, encoded") << QByteArray("/sub%2f..%2f..%2fsecret.txt") << 404;
    QTest::newRow("dot-dot inside") << QByteArray("/sub/../inside.txt") << 404;
    QTest::newRow("dot-dot twice") << QByteArray("/sub/../../secret.txt") << 404;
    QTest::newRow("dot-dot, backslash") << QByteArray("/..%5csecret.txt") << 404;
    QTest::newRow("absolute") << QByteArray("//{secret}") << 404;
    QTest::newRow("absolute, encoded") << QByteArray("/%2f{secret}") << 404;
    QTest::newRow("absolute-form target") << QByteArray("http://127.0.0.1/inside.txt") << 404;
    QTest::newRow("no slash") << QByteArray("inside.txt") << 404;
    QTest::newRow("link out of the folder") << QByteArray("/link/secret.txt") << 404;
    QTest::newRow("NUL") << QByteArray("/inside.txt%00.xml") << 404;
    QTest::newRow("directory") << QByteArray("/sub") << 404;
    QTest::newRow("directory, slash") << QByteArray("/sub/") << 404;
    QTest::newRow("root") << QByteArray("/") << 404;
}

void tst_LoopbackServer::refusesPathsOutsideTheFolder()
{
    QFETCH(QByteArray, target);
    QFETCH(int, status);
    m_server->serveFolder(m_scratch.filePath(QStringLiteral("root")));
    const QByteArray secret = m_scratch.filePath(QStringLiteral("secret.txt")).toUtf8().mid(1);
    const RawAnswer answer = rawGet(QByteArray(target).replace("{secret}", secret));
    QCOMPARE(answer.status, status);
    QVERIFY(!answer.body.contains("secret"));
}

void tst_LoopbackServer::chunkedBody()
{
    const QByteArray path = "/dataset1/capabilitylist.xml";
    Response response = *m_server->folderResponse(path);
    response.chunked = true;
    m_server->setResponse(path, response);
    QVERIFY2(response.body.size() > 256, "the body should take more than one chunk");

    const RawAnswer raw = rawGet(path);
    QVERIFY(hasHeader(raw.head, "Transfer-Encoding"));
    QVERIFY(!hasHeader(raw.head, "Content-Length"));
    QVERIFY(raw.body.startsWith("100\r\n")); // 256 bytes
    QVERIFY(raw.body.endsWith("\r\n0\r\n\r\n"));

    const Fetched fetched = fetch(path);
    QCOMPARE(fetched.error, QNetworkReply::NoError);
    QCOMPARE(fetched.body, response.body);
}

void tst_LoopbackServer::bodyWithoutContentLength()
{
    const QByteArray path = "/dataset1/resourcelist1.xml";
    Response response = *m_server->folderResponse(path);
    response.omitContentLength = true;
    m_server->setResponse(path, response);

    const RawAnswer raw = rawGet(path);
    QVERIFY(!hasHeader(raw.head, "Content-Length"));
    QVERIFY(!hasHeader(raw.head, "Transfer-Encoding"));
    QCOMPARE(raw.body, response.body);

    const Fetched fetched = fetch(path);
    QCOMPARE(fetched.error, QNetworkReply::NoError);
    QCOMPARE(fetched.body, response.body);
}

void tst_LoopbackServer::gzipBody()
{
    const QByteArray path = "/dataset1/manifest1.xml";
    Response response = *m_server->folderResponse(path);
    response.gzipBody = true;
    m_server->setResponse(path, response);

    const RawAnswer raw = rawGet(path);
    QVERIFY(raw.head.contains("\r\nContent-Encoding: gzip\r\n"));
    QVERIFY(raw.body.startsWith("\x1f\x8b"));
    QVERIFY(raw.body.size() < response.body.size());
    QVERIFY(raw.head.contains(contentLengthLine(raw.body.size())));

    const Fetched fetched = fetch(path);
    QCOMPARE(fetched.error, QNetworkReply::NoError);
    QCOMPARE(fetched.body, response.body);
}

void tst_LoopbackServer::faultsCombine()
{
    // Compressed, then chunked, then cut in the middle of the wire bytes.
    Response response = *m_server->folderResponse("/dataset1/changelist.xml");
    response.gzipBody = true;
    response.chunked = true;
    m_server->setResponse("/whole.xml", response);
    response.truncate = true;
    m_server->setResponse("/cut.xml", response);

    const Fetched whole = fetch("/whole.xml");
    QCOMPARE(whole.error, QNetworkReply::NoError);
    QCOMPARE(whole.body, response.body);
    const Fetched cut = fetch("/cut.xml");
    QVERIFY(cut.error != QNetworkReply::NoError || cut.body != response.body);
}

QTEST_GUILESS_MAIN(tst_LoopbackServer)
