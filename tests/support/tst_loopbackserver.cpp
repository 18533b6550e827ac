// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/validatejob.h"
#include "parse/documentparser.h"
#include "support/loopbackserver.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>

#include <memory>

using rsi::test::LoopbackServer;
using Response = LoopbackServer::Response;

namespace {

// What the library fixture's documents name; the server puts its own origin
// in its place.
constexpr char sourceOrigin[] = "http://source.example";

QString libraryFolder()
{
    return QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");
}

QByteArray readFile(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The ResourceSync documents of the library fixture, with the capability and
// the number of entries each one has.
struct FixtureDocument
{
    QByteArray path;
    QString capability;
    qint64 entries;
};

const QList<FixtureDocument> &fixtureDocuments()
{
    static const QList<FixtureDocument> documents = {
        {"/.well-known/resourcesync", QStringLiteral("description"), 1},
        {"/dataset1/capabilitylist.xml", QStringLiteral("capabilitylist"), 3},
        {"/dataset1/resourcelist-index.xml", QStringLiteral("resourcelist"), 2},
        {"/dataset1/resourcelist1.xml", QStringLiteral("resourcelist"), 3},
        {"/dataset1/resourcelist2.xml", QStringLiteral("resourcelist"), 3},
        {"/dataset1/changelist.xml", QStringLiteral("changelist"), 2},
        {"/dataset1/resourcedump.xml", QStringLiteral("resourcedump"), 1},
        {"/dataset1/manifest1.xml", QStringLiteral("resourcedump-manifest"), 6},
    };
    return documents;
}

// One answer as the client saw it.
struct Fetched
{
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int status = 0;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // names in lower case
};

// One answer as it went over the wire: the head and the undecoded body.
struct RawAnswer
{
    int status = 0;
    QByteArray head;
    QByteArray body;
};

bool hasHeader(const QByteArray &head, const QByteArray &name)
{
    return head.toLower().contains(QByteArray("\r\n" + name.toLower() + ':'));
}

QByteArray contentLengthLine(qsizetype length)
{
    return "\r\nContent-Length: " + QByteArray::number(length) + "\r\n";
}

} // namespace

class tst_LoopbackServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void servesFolderFiles_data();
    void servesFolderFiles();
    void contentTypeFollowsTheExtension_data();
    void contentTypeFollowsTheExtension();
    void rewritesTheOriginInTextOnly();
    void withoutRewriteServesFilesAsTheyAre();
    void responsesSetForAPathWin();
    void refusesPathsOutsideTheFolder_data();
    void refusesPathsOutsideTheFolder();
    void chunkedBody();
    void bodyWithoutContentLength();
    void gzipBody();
    void faultsCombine();
    void headAnswersWithoutBody_data();
    void headAnswersWithoutBody();
    void linkHeader();
    void redirectLoop();
    void status_data();
    void status();
    void countsRequestsPerPath();
    void fixtureDocumentsAreValid_data();
    void fixtureDocumentsAreValid();
    void fixtureResourcesMatchTheirMetadata();
    void fixtureDumpHoldsTheManifestAndResources();

private:
    Fetched fetch(const QByteArray &path, const QByteArray &method = "GET",
                  QNetworkRequest::RedirectPolicy policy = QNetworkRequest::ManualRedirectPolicy);
    RawAnswer exchange(const QByteArray &requestHead);
    RawAnswer rawGet(const QByteArray &target);
    QByteArray rewritten(const QString &relativePath) const;

    QNetworkAccessManager m_network;
    std::unique_ptr<LoopbackServer> m_server; // a fresh one per test function
    QTemporaryDir m_scratch; // a served folder and a secret beside it
};

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

// QNetworkAccessManager normalises and re-encodes paths, and decodes
// bodies; hostile request targets and the bytes on the wire need a socket.
RawAnswer tst_LoopbackServer::exchange(const QByteArray &requestHead)
{
    QTcpSocket socket;
    QByteArray received;
    QSignalSpy closed(&socket, &QTcpSocket::disconnected);
    connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(requestHead); });
    connect(&socket, &QTcpSocket::readyRead, &socket, [&] { received += socket.readAll(); });
    socket.connectToHost(QHostAddress::LocalHost, m_server->port());
    if (!closed.wait(10'000))
        socket.abort(); // the answer stays incomplete, and the test says so
    received += socket.readAll();

    RawAnswer answer;
    const qsizetype end = received.indexOf("\r\n\r\n");
    answer.head = end < 0 ? received : received.left(end + 2);
    answer.body = end < 0 ? QByteArray() : received.mid(end + 4);
    answer.status = answer.head.split(' ').value(1).toInt();
    return answer;
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

void tst_LoopbackServer::headAnswersWithoutBody_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<bool>("gzip");
    QTest::newRow("folder file") << QByteArray("/dataset1/capabilitylist.xml") << false;
    QTest::newRow("resource") << QByteArray("/res/book-006.txt") << false;
    QTest::newRow("zip") << QByteArray("/dataset1/dump1.zip") << false;
    QTest::newRow("gzip body") << QByteArray("/dataset1/changelist.xml") << true;
    QTest::newRow("missing") << QByteArray("/res/none.txt") << false;
}

void tst_LoopbackServer::headAnswersWithoutBody()
{
    QFETCH(QByteArray, path);
    QFETCH(bool, gzip);
    if (gzip) {
        Response response = *m_server->folderResponse(path);
        response.gzipBody = true;
        m_server->setResponse(path, response);
    }
    const RawAnswer get = rawGet(path);
    const RawAnswer head = exchange("HEAD " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QCOMPARE(head.head, get.head);
    QVERIFY(head.body.isEmpty());
    QVERIFY(get.head.contains(contentLengthLine(get.body.size())));

    const Fetched fetched = fetch(path, "HEAD");
    QCOMPARE(fetched.status, get.status);
    QVERIFY(fetched.body.isEmpty());
    QCOMPARE(m_server->requests(path).size(), 3);
    QCOMPARE(m_server->requests(path).last().method, QByteArray("HEAD"));
}

void tst_LoopbackServer::linkHeader()
{
    const QByteArray link = '<' + m_server->origin()
        + "/dataset1/capabilitylist.xml>; "
          "rel=\"resourcesync\"";
    m_server->setLinkHeader("/index.html", link);
    m_server->setLinkHeader("/res/book-001.txt", link);
    m_server->setStatus("/res/book-001.txt", 500);

    const Fetched page = fetch("/index.html");
    QCOMPARE(page.status, 200);
    QCOMPARE(page.headers.value("link"), link);
    QCOMPARE(page.body, rewritten(QStringLiteral("index.html")));
    QCOMPARE(fetch("/index.html", "HEAD").headers.value("link"), link);
    QCOMPARE(fetch("/res/book-001.txt").headers.value("link"), link);
    QVERIFY(!fetch("/robots.txt").headers.contains("link"));

    m_server->setLinkHeader("/index.html", {});
    QVERIFY(!fetch("/index.html").headers.contains("link"));
}

void tst_LoopbackServer::redirectLoop()
{
    m_server->redirectLoop("/a.xml", "/b.xml");
    const Fetched first = fetch("/a.xml");
    QCOMPARE(first.status, 302);
    QCOMPARE(first.headers.value("location"), QByteArray("/b.xml"));
    QCOMPARE(fetch("/b.xml").headers.value("location"), QByteArray("/a.xml"));

    const Fetched followed = fetch("/a.xml", "GET", QNetworkRequest::NoLessSafeRedirectPolicy);
    QCOMPARE(followed.error, QNetworkReply::TooManyRedirectsError);
    QVERIFY(m_server->requests("/a.xml").size() >= 3);
    QVERIFY(m_server->requests("/b.xml").size() >= 3);
}

void tst_LoopbackServer::status_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("reason");
    QTest::newRow("500 over a folder file")
        << QByteArray("/dataset1/capabilitylist.xml") << 500 << QByteArray("Internal Server Error");
    QTest::newRow("404 over a folder file")
        << QByteArray("/.well-known/resourcesync") << 404 << QByteArray("Not Found");
    QTest::newRow("429") << QByteArray("/busy.xml") << 429 << QByteArray("Too Many Requests");
    QTest::newRow("503") << QByteArray("/down.xml") << 503 << QByteArray("Service Unavailable");
    QTest::newRow("410") << QByteArray("/res/book-002.txt") << 410 << QByteArray("Gone");
}

void tst_LoopbackServer::status()
{
    QFETCH(QByteArray, path);
    QFETCH(int, status);
    QFETCH(QByteArray, reason);
    m_server->setStatus(path, status);
    const RawAnswer raw = rawGet(path);
    QVERIFY(raw.head.startsWith(
        QByteArray("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n")));
    QVERIFY(raw.head.contains(contentLengthLine(0)));
    QVERIFY(raw.body.isEmpty());
    const Fetched fetched = fetch(path);
    QCOMPARE(fetched.status, status);
    QVERIFY(fetched.body.isEmpty());
}

void tst_LoopbackServer::countsRequestsPerPath()
{
    for (int i = 0; i < 3; ++i)
        fetch("/robots.txt");
    fetch("/robots.txt", "HEAD");
    fetch("/index.html");
    QCOMPARE(m_server->requests("/robots.txt").size(), 4);
    QCOMPARE(m_server->requests("/index.html").size(), 1);
    QCOMPARE(m_server->requests("/none").size(), 0);
    QCOMPARE(m_server->openRequests(), 0);
}

void tst_LoopbackServer::fixtureDocumentsAreValid_data()
{
    QTest::addColumn<QString>("delivery");
    for (const char *delivery : {"plain", "gzip", "chunked", "no length", "gzip and chunked"})
        QTest::newRow(delivery) << QString::fromLatin1(delivery);
}

// Every document of the library source, as the project fetches and checks
// it (HttpEngine, DocumentParser, Validator), however it is delivered: the
// fixture must be clean for the crawler's tests to mean anything.
void tst_LoopbackServer::fixtureDocumentsAreValid()
{
    QFETCH(QString, delivery);
    QStringList inputs;
    for (const FixtureDocument &document : fixtureDocuments()) {
        Response response = *m_server->folderResponse(document.path);
        response.gzipBody = delivery.contains(u"gzip");
        response.chunked = delivery.contains(u"chunked");
        response.omitContentLength = delivery == u"no length";
        m_server->setResponse(document.path, response);
        inputs.append(m_server->url(QString::fromLatin1(document.path)).toString());
    }

    rsi::ValidateJob job(inputs, {}, {}, &m_network);
    QSignalSpy finished(&job, &rsi::Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    QCOMPARE(job.error(), rsi::Job::Error::NoError);
    const QList<rsi::DocumentReport> &reports = job.report().documents;
    QCOMPARE(reports.size(), fixtureDocuments().size());
    for (qsizetype i = 0; i < reports.size(); ++i) {
        const rsi::DocumentReport &report = reports.at(i);
        const FixtureDocument &expected = fixtureDocuments().at(i);
        QVERIFY2(report.loaded, qPrintable(report.url));
        QCOMPARE(report.url, inputs.at(i));
        QCOMPARE(report.status, std::optional<int>(200));
        QCOMPARE(report.capability, expected.capability);
        QCOMPARE(report.entries, expected.entries);
        for (const rsi::Finding &finding : report.findings) {
            QVERIFY2(finding.severity == rsi::Severity::Info,
                     qPrintable(report.url + QStringLiteral(": ") + finding.ruleId
                                + QStringLiteral(" ") + finding.message));
        }
    }
}

// What the lists say about each resource (length, md5) is what the server
// sends for it, so that fixity checks pass on the untouched fixture.
void tst_LoopbackServer::fixtureResourcesMatchTheirMetadata()
{
    int checked = 0;
    for (const FixtureDocument &document : fixtureDocuments()) {
        const QUrl url = m_server->url(QString::fromLatin1(document.path));
        const rsi::ParseResult parsed
            = rsi::DocumentParser().parseBytes(fetch(document.path).body, url);
        for (const rsi::Entry &entry : parsed.document.entries) {
            if (!entry.metadata || !entry.metadata->length())
                continue;
            const QUrl loc(entry.trimmedLoc());
            QCOMPARE(loc.authority(), url.authority());
            const Fetched resource = fetch(loc.path().toUtf8());
            QCOMPARE(resource.status, 200);
            QCOMPARE(QByteArray::number(resource.body.size()), entry.metadata->length()->toUtf8());
            const QString md5 = QString::fromLatin1(
                QCryptographicHash::hash(resource.body, QCryptographicHash::Md5).toHex());
            QCOMPARE(entry.metadata->hash(), std::optional<QString>(QStringLiteral("md5:") + md5));
            QCOMPARE(resource.headers.value("content-type"), entry.metadata->type()->toUtf8());
            ++checked;
        }
    }
    QCOMPARE(checked, 6 + 2 + 1 + 6); // the resource lists, the changes, the dump, the manifest
}

// The dump's manifest.xml is manifest1.xml, and its bitstreams are the
// resources at the paths the manifest gives.
void tst_LoopbackServer::fixtureDumpHoldsTheManifestAndResources()
{
    QuaZip zip(libraryFolder() + QStringLiteral("/dataset1/dump1.zip"));
    QVERIFY(zip.open(QuaZip::mdUnzip));
    QStringList names = zip.getFileNameList();
    names.sort();
    QStringList expected = {QStringLiteral("manifest.xml")};
    for (int i = 1; i <= 6; ++i)
        expected.append(QStringLiteral("res/book-00%1.txt").arg(i));
    QCOMPARE(names, expected);
    for (const QString &name : std::as_const(names)) {
        QVERIFY(zip.setCurrentFile(name));
        QuaZipFile entry(&zip);
        QVERIFY(entry.open(QIODevice::ReadOnly));
        const QString source
            = name == u"manifest.xml" ? QStringLiteral("dataset1/manifest1.xml") : name;
        QVERIFY2(entry.readAll() == readFile(libraryFolder() + u'/' + source), qPrintable(name));
    }
}

QTEST_GUILESS_MAIN(tst_LoopbackServer)
#include "tst_loopbackserver.moc"
