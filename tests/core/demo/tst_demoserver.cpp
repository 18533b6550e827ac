// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "crawl/resourcecheckjob.h"
#include "demo/demolive.h"
#include "demo/demoserver.h"
#include "notify/callbackserver.h"
#include "notify/notification.h"
#include "notify/websubsubscriber.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>

#include <memory>

using namespace rsi;

namespace {

// The demo source in the source tree, beside the samples: the same files the
// application compiles in as ":/demo".
QString demoFolder()
{
    return QDir::cleanPath(QStringLiteral(RSI_SAMPLES_DIR "/../demo"));
}

QByteArray readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(fileName));
    return file.readAll();
}

struct RawAnswer
{
    int status = 0;
    QByteArray head; // status line and headers, each line ending in CRLF
    QByteArray body;

    QByteArray header(const QByteArray &name) const
    {
        const QList<QByteArray> lines = head.split('\n');
        for (const QByteArray &line : lines) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
};

// QNetworkAccessManager normalises and re-encodes paths; hostile request
// targets and the bytes on the wire need a socket. The server closes the
// connection after each answer, which ends the exchange.
RawAnswer exchange(quint16 port, const QByteArray &request)
{
    QTcpSocket socket;
    QByteArray received;
    QSignalSpy closed(&socket, &QTcpSocket::disconnected);
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(request); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket,
                     [&] { received += socket.readAll(); });
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!closed.wait(20'000))
        socket.abort(); // the answer stays incomplete, and the test says so
    received += socket.readAll();

    RawAnswer answer;
    const qsizetype end = received.indexOf("\r\n\r\n");
    answer.head = end < 0 ? received : received.left(end + 2);
    answer.body = end < 0 ? QByteArray() : received.mid(end + 4);
    answer.status = answer.head.split(' ').value(1).toInt();
    return answer;
}

RawAnswer request(quint16 port, const QByteArray &method, const QByteArray &target)
{
    return exchange(port, method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
}

QByteArray md5Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Md5).toHex();
}

// "md5:abc..." of a hash attribute, "abc..."; empty without an md5.
QByteArray md5Of(const EntryTable &entries, qsizetype row)
{
    const QStringList values = entries.value(row, EntryField::Hash).split(u' ');
    for (const QString &value : values) {
        if (value.startsWith(u"md5:"))
            return value.mid(4).toLatin1();
    }
    return {};
}

CrawlOptions fastOptions()
{
    CrawlOptions options;
    options.fetch.retries = 0;
    options.fetch.inactivityTimeoutMs = 10'000;
    options.fetch.totalTimeoutMs = 30'000;
    return options;
}

} // namespace

class tst_DemoServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void listensOnLoopback();
    void everyDocumentTypeIsInTheTree();
    void documentsNameTheServer();
    void everyFileIsServed_data();
    void everyFileIsServed();
    void contentTypeFollowsTheFileName_data();
    void contentTypeFollowsTheFileName();
    void deliberateDefectIsReported_data();
    void deliberateDefectIsReported();
    void nothingElseIsWrong();
    void packagesMatchTheirDumpsAndManifests();
    void headAnswersWithoutBody_data();
    void headAnswersWithoutBody();
    void refusesPathsOutsideTheFolder_data();
    void refusesPathsOutsideTheFolder();
    void refusesOtherMethods_data();
    void refusesOtherMethods();
    void refusesMalformedRequests_data();
    void refusesMalformedRequests();
    void refusesOversizedHeads();
    void servesAQtResourceFolder();
    void failsWithoutAFolder();
    void publishesNewBooksToItsSubscribers();

private:
    struct Defect
    {
        QString rule;
        QString path; // of the document the finding is about
        int line = 0;
        Severity severity = Severity::Error;
        const char *what = "";
    };
    static QList<Defect> deliberateDefects();

    quint16 port() const { return quint16(m_server->origin().port()); }
    const CrawledDocument *document(const QString &path) const;

    std::unique_ptr<DemoServer> m_server;
    QNetworkAccessManager m_network;
    SourceTree m_tree; // the demo crawled, resources checked with hashes
};

// The defects that resources/demo/README.md lists, and nothing else above info.
QList<tst_DemoServer::Defect> tst_DemoServer::deliberateDefects()
{
    return {
        {QStringLiteral("ATT-001"), QStringLiteral("/books/resourcelist-1.xml"), 9, Severity::Error,
         "lastmod that is not a W3C datetime"},
        {QStringLiteral("RL-005"), QStringLiteral("/books/resourcelist-2.xml"), 4, Severity::Error,
         "Resource List without an up link"},
        {QStringLiteral("XD-004"), QStringLiteral("/books/resourcelist-2.xml"), 12, Severity::Error,
         "wrong md5"},
        {QStringLiteral("RL-013"), QStringLiteral("/books/resourcelist-2.xml"), 17,
         Severity::Warning, "listed resource that answers 404"},
        {QStringLiteral("CL-002"), QStringLiteral("/books/changelist-2.xml"), 4, Severity::Error,
         "Change List without from"},
        {QStringLiteral("CLI-008"), QStringLiteral("/books/changelist-index.xml"), 11,
         Severity::Warning, "index gives a from the Change List lacks"},
        {QStringLiteral("NAV-009"), QStringLiteral("/maps/capabilitylist.xml"), 8, Severity::Error,
         "capability that disagrees with the document"},
    };
}

void tst_DemoServer::initTestCase()
{
    QVERIFY2(QFileInfo(demoFolder() + QStringLiteral("/.well-known/resourcesync")).isFile(),
             qPrintable(demoFolder()));
    m_server = std::make_unique<DemoServer>(demoFolder());
    QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));

    // Crawl it as the application does, then check its resources with hashes.
    QElapsedTimer timer;
    timer.start();
    CrawlJob crawl(m_server->siteUrl().toString(), fastOptions(), &m_network);
    QSignalSpy crawled(&crawl, &Job::finished);
    crawl.start();
    QVERIFY(crawled.wait(120'000));
    QCOMPARE(crawl.error(), Job::Error::NoError);
    m_tree = crawl.takeTree();
    QVERIFY(m_tree.isComplete());

    ResourceCheckJob check(m_tree, fastOptions().fetch, true, &m_network);
    QSignalSpy checked(&check, &Job::finished);
    check.start();
    QVERIFY(checked.wait(120'000));
    QCOMPARE(check.error(), Job::Error::NoError);
    qInfo("crawled %lld documents and checked %lld resources in %lld ms", qlonglong(m_tree.size()),
          qlonglong(check.totalAmount()), qlonglong(timer.elapsed()));
}

void tst_DemoServer::cleanupTestCase()
{
    m_server.reset();
}

const CrawledDocument *tst_DemoServer::document(const QString &path) const
{
    const int id = m_tree.find(QUrl(m_server->origin().toString() + path));
    return id < 0 ? nullptr : &m_tree.document(id);
}

void tst_DemoServer::listensOnLoopback()
{
    const QUrl origin = m_server->origin();
    QCOMPARE(origin.scheme(), QStringLiteral("http"));
    QCOMPARE(origin.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(origin.port() > 0);
    QCOMPARE(m_server->siteUrl(), QUrl(origin.toString() + u'/'));
    QCOMPARE(DemoServer::placeholderOrigin(), QStringLiteral("http://demo.rsinspector.invalid"));
    // Starting again keeps the port: the app may ask twice.
    QVERIFY(m_server->start());
    QCOMPARE(m_server->origin(), origin);
}

void tst_DemoServer::everyDocumentTypeIsInTheTree()
{
    QSet<DocumentType> types;
    for (const CrawledDocument &crawled : m_tree.documents()) {
        QVERIFY2(crawled.loaded, qPrintable(crawled.url.toString() + u' ' + crawled.error));
        QCOMPARE(crawled.status, 200);
        types.insert(crawled.type);
    }
    const QList<DocumentType> expected = {
        DocumentType::SourceDescription,   DocumentType::CapabilityList,
        DocumentType::ResourceListIndex,   DocumentType::ResourceList,
        DocumentType::ResourceDump,        DocumentType::ResourceDumpManifest,
        DocumentType::ChangeListIndex,     DocumentType::ChangeList,
        DocumentType::ChangeDump,          DocumentType::ChangeDumpManifest,
        DocumentType::NotificationChannel,
    };
    for (const DocumentType type : expected)
        QVERIFY2(types.contains(type), qPrintable(documentTypeName(type)));

    QCOMPARE(m_tree.size(), 15); // 14 documents and the books' notification channel
    QCOMPARE(m_tree.document(m_tree.sourceDescription()).url.path(),
             QStringLiteral("/.well-known/resourcesync"));
    QCOMPARE(m_tree.document(m_tree.sourceDescription()).children.size(), 2); // books, maps
    for (const CrawledDocument &crawled : m_tree.documents())
        QVERIFY2(crawled.reachedDownward, qPrintable(crawled.url.toString()));
    QCOMPARE(document(QStringLiteral("/books/resourcelist-index.xml"))->children.size(), 2);
    QCOMPARE(document(QStringLiteral("/books/changelist-index.xml"))->children.size(), 2);
    QCOMPARE(document(QStringLiteral("/books/resourcedump-manifest-1.xml"))->entries.size(), 6);
    QCOMPARE(document(QStringLiteral("/books/changedump-manifest-1.xml"))->entries.size(), 2);
}

void tst_DemoServer::documentsNameTheServer()
{
    const QString placeholderHost = QUrl(DemoServer::placeholderOrigin()).host();
    const QString origin = m_server->origin().toString();
    for (const CrawledDocument &crawled : m_tree.documents()) {
        QCOMPARE(crawled.url.host(), QStringLiteral("127.0.0.1"));
        for (qsizetype row = 0; row < crawled.entries.size(); ++row) {
            const QString loc = crawled.entries.loc(row);
            QVERIFY2(loc.startsWith(origin + u'/'), qPrintable(loc));
        }
    }
    for (const Finding &finding : m_tree.allFindings()) {
        QVERIFY2(!finding.url.contains(placeholderHost), qPrintable(finding.url));
        QVERIFY2(!finding.relatedUrl.contains(placeholderHost), qPrintable(finding.relatedUrl));
    }
}

void tst_DemoServer::everyFileIsServed_data()
{
    QTest::addColumn<QString>("relativePath");
    QDirIterator files(demoFolder(), QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                       QDirIterator::Subdirectories);
    int count = 0;
    while (files.hasNext()) {
        const QString relative = QDir(demoFolder()).relativeFilePath(files.next());
        QTest::newRow(qPrintable(relative)) << relative;
        ++count;
    }
    QVERIFY(count >= 25);
}

// Text with the server's origin in place of the placeholder; packages as
// they are.
void tst_DemoServer::everyFileIsServed()
{
    QFETCH(QString, relativePath);
    const QByteArray file = readFile(demoFolder() + u'/' + relativePath);
    const RawAnswer answer
        = request(port(), "GET", "/" + QUrl::toPercentEncoding(relativePath, "/"));
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.header("Content-Length").toLongLong(), answer.body.size());
    const QByteArray placeholderHost = QUrl(DemoServer::placeholderOrigin()).host().toUtf8();
    if (relativePath.endsWith(u".zip")) {
        QCOMPARE(answer.body, file);
        return;
    }
    QVERIFY2(!answer.body.contains(placeholderHost), answer.body.constData());
    QCOMPARE(answer.body,
             QByteArray(file).replace(DemoServer::placeholderOrigin().toUtf8(),
                                      m_server->origin().toString().toUtf8()));
    if (relativePath.endsWith(u".xml") || !relativePath.contains(u'.'))
        QVERIFY(answer.body.contains(m_server->origin().toString().toUtf8()));
}

void tst_DemoServer::contentTypeFollowsTheFileName_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("contentType");
    QTest::newRow("home page at /") << QByteArray("/") << QByteArray("text/html; charset=utf-8");
    QTest::newRow("well-known URI")
        << QByteArray("/.well-known/resourcesync") << QByteArray("application/xml");
    QTest::newRow("xml") << QByteArray("/books/capabilitylist.xml")
                         << QByteArray("application/xml");
    QTest::newRow("text") << QByteArray("/books/records/book-004.txt")
                          << QByteArray("text/plain; charset=utf-8");
    QTest::newRow("zip") << QByteArray("/books/resourcedump-1.zip")
                         << QByteArray("application/zip");
    QTest::newRow("markdown") << QByteArray("/README.md")
                              << QByteArray("text/markdown; charset=utf-8");
    QTest::newRow("query ignored")
        << QByteArray("/robots.txt?x=1") << QByteArray("text/plain; charset=utf-8");
}

void tst_DemoServer::contentTypeFollowsTheFileName()
{
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, contentType);
    const RawAnswer answer = request(port(), "GET", target);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.header("Content-Type"), contentType);
    if (target == "/")
        QCOMPARE(answer.body,
                 readFile(demoFolder() + QStringLiteral("/index.html"))
                     .replace(DemoServer::placeholderOrigin().toUtf8(),
                              m_server->origin().toString().toUtf8()));
    if (target.endsWith("book-004.txt")) // UTF-8 as stored
        QVERIFY(QString::fromUtf8(answer.body).contains(QStringLiteral("源氏物語")));
}

void tst_DemoServer::deliberateDefectIsReported_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("severity");
    for (const Defect &defect : deliberateDefects()) {
        QTest::addRow("%s %s", qPrintable(defect.rule), defect.what)
            << defect.rule << defect.path << defect.line << int(defect.severity);
    }
}

void tst_DemoServer::deliberateDefectIsReported()
{
    QFETCH(QString, rule);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, severity);
    const CrawledDocument *about = document(path);
    QVERIFY2(about, qPrintable(path));
    const auto found = std::find_if(about->findings.cbegin(), about->findings.cend(),
                                    [&](const Finding &finding) { return finding.ruleId == rule; });
    QVERIFY2(found != about->findings.cend(), qPrintable(rule + u" not reported on " + path));
    QCOMPARE(int(found->severity), severity);
    QCOMPARE(found->position.line, line);
}

void tst_DemoServer::nothingElseIsWrong()
{
    QStringList unexpected;
    const QList<Defect> defects = deliberateDefects();
    for (const Finding &finding : m_tree.allFindings()) {
        if (finding.severity == Severity::Info)
            continue;
        const QString path = QUrl(finding.url).path();
        const bool listed = std::any_of(defects.cbegin(), defects.cend(), [&](const Defect &d) {
            return d.rule == finding.ruleId && d.path == path;
        });
        if (!listed)
            unexpected.append(finding.ruleId + u' ' + path + u' ' + finding.message);
    }
    QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected.join(u'\n')));
    const SeverityCounts counts = countBySeverity(m_tree.allFindings());
    QCOMPARE(counts.errors, 5);
    QCOMPARE(counts.warnings, 2);
}

// The packages are real ZIP files: their dumps give their length and md5,
// the manifest inside is the one the dump's "contents" link names, and the
// manifest's paths, lengths and md5s are those of the ZIP's entries.
void tst_DemoServer::packagesMatchTheirDumpsAndManifests()
{
    const QString origin = m_server->origin().toString();
    int packages = 0;
    for (const CrawledDocument &dump : m_tree.documents()) {
        if (dump.type != DocumentType::ResourceDump && dump.type != DocumentType::ChangeDump)
            continue;
        for (qsizetype row = 0; row < dump.entries.size(); ++row) {
            const QString loc = dump.entries.loc(row);
            const QByteArray package = request(port(), "GET", QUrl(loc).path().toUtf8()).body;
            QCOMPARE(QByteArray::number(package.size()),
                     dump.entries.value(row, EntryField::Length).toLatin1());
            QCOMPARE(md5Hex(package), md5Of(dump.entries, row));

            QBuffer buffer;
            buffer.setData(package);
            QuaZip zip(&buffer);
            QVERIFY2(zip.open(QuaZip::mdUnzip), qPrintable(loc));
            QHash<QString, QByteArray> files;
            for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
                QuaZipFile entry(&zip);
                QVERIFY(entry.open(QIODevice::ReadOnly));
                files.insert(zip.getCurrentFileName(), entry.readAll());
            }
            QVERIFY2(files.contains(QStringLiteral("manifest.xml")), qPrintable(loc));

            const QString contents = dump.entries.value(row, EntryField::Contents);
            const QByteArray servedCopy
                = request(port(), "GET", QUrl(contents).path().toUtf8()).body;
            QCOMPARE(QByteArray(files.value(QStringLiteral("manifest.xml")))
                         .replace(DemoServer::placeholderOrigin().toUtf8(), origin.toUtf8()),
                     servedCopy);

            const int manifestId = m_tree.find(QUrl(contents));
            QVERIFY(manifestId >= 0);
            const CrawledDocument &manifest = m_tree.document(manifestId);
            QSet<QString> referenced = {QStringLiteral("manifest.xml")};
            for (qsizetype entry = 0; entry < manifest.entries.size(); ++entry) {
                const QString path = manifest.entries.value(entry, EntryField::Path);
                if (path.isEmpty())
                    continue; // a deletion has no bitstream
                const QString name = path.mid(1);
                QVERIFY2(files.contains(name), qPrintable(loc + u' ' + name));
                QCOMPARE(QByteArray::number(files.value(name).size()),
                         manifest.entries.value(entry, EntryField::Length).toLatin1());
                QCOMPARE(md5Hex(files.value(name)), md5Of(manifest.entries, entry));
                referenced.insert(name);
            }
            QCOMPARE(referenced, QSet<QString>(files.keyBegin(), files.keyEnd()));
            ++packages;
        }
    }
    QCOMPARE(packages, 2);
}

void tst_DemoServer::headAnswersWithoutBody_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<int>("status");
    QTest::newRow("document") << QByteArray("/books/resourcelist-1.xml") << 200;
    QTest::newRow("package") << QByteArray("/books/changedump-1.zip") << 200;
    QTest::newRow("missing") << QByteArray("/books/records/book-006.txt") << 404;
}

void tst_DemoServer::headAnswersWithoutBody()
{
    QFETCH(QByteArray, target);
    QFETCH(int, status);
    const RawAnswer get = request(port(), "GET", target);
    const RawAnswer head = request(port(), "HEAD", target);
    QCOMPARE(get.status, status);
    QCOMPARE(head.status, status);
    QVERIFY(!get.body.isEmpty());
    QVERIFY(head.body.isEmpty());
    // The head of a HEAD answer is the GET one, Content-Length included.
    QCOMPARE(head.header("Content-Length").toLongLong(), get.body.size());
    QCOMPARE(head.header("Content-Type"), get.header("Content-Type"));
}

void tst_DemoServer::refusesPathsOutsideTheFolder_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<int>("status");
    // A served folder "site" and a secret beside it, reached through links too.
    static QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString site = scratch.filePath(QStringLiteral("site"));
    QVERIFY(QDir().mkpath(site + QStringLiteral("/a")));
    const auto write = [](const QString &fileName, const QByteArray &content) {
        QFile file(fileName);
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
    };
    QVERIFY(write(site + QStringLiteral("/a/b.txt"), "inside"));
    QVERIFY(write(site + QStringLiteral("/index.html"), "home"));
    const QString secret = scratch.filePath(QStringLiteral("secret.txt"));
    QVERIFY(write(secret, "SECRET"));
    QVERIFY(QFile::link(secret, site + QStringLiteral("/link.txt")));
    QVERIFY(QFile::link(scratch.path(), site + QStringLiteral("/linkdir")));
    setProperty("site", site); // read back by the test function

    const QByteArray absolute = QFileInfo(secret).absoluteFilePath().toUtf8();
    QTest::newRow("inside (control)") << QByteArray("/a/b.txt") << 200;
    QTest::newRow("folder index (control)") << QByteArray("/") << 200;
    QTest::newRow("..") << QByteArray("/../secret.txt") << 400;
    QTest::newRow("a/../..") << QByteArray("/a/../../secret.txt") << 400;
    QTest::newRow("a/..") << QByteArray("/a/../index.html") << 400;
    QTest::newRow("encoded ..") << QByteArray("/%2e%2e/secret.txt") << 400;
    QTest::newRow("encoded ../") << QByteArray("/%2E%2E%2Fsecret.txt") << 400;
    QTest::newRow("encoded deeper") << QByteArray("/a/%2e%2e%2f%2e%2e%2fsecret.txt") << 400;
    QTest::newRow("double encoded") << QByteArray("/%252e%252e/secret.txt") << 404;
    QTest::newRow("backslashes") << QByteArray("/a\\..\\..\\secret.txt") << 400;
    QTest::newRow("encoded backslash") << QByteArray("/..%5csecret.txt") << 400;
    QTest::newRow("dot") << QByteArray("/./a/b.txt") << 400;
    QTest::newRow("absolute path") << QByteArray("/" + absolute) << 400;
    QTest::newRow("encoded absolute path") << QByteArray("/%2F" + absolute.mid(1)) << 400;
    QTest::newRow("absolute form") << QByteArray("http://127.0.0.1/../secret.txt") << 400;
    QTest::newRow("no slash") << QByteArray("secret.txt") << 400;
    QTest::newRow("NUL") << QByteArray("/a/b.txt%00.html") << 400;
    QTest::newRow("drive letter") << QByteArray("/C:/secret.txt") << 400;
    QTest::newRow("link to a file outside") << QByteArray("/link.txt") << 404;
    QTest::newRow("link to a folder outside") << QByteArray("/linkdir/secret.txt") << 404;
    QTest::newRow("missing") << QByteArray("/nothing.txt") << 404;
    QTest::newRow("folder without index") << QByteArray("/a/") << 404;
}

void tst_DemoServer::refusesPathsOutsideTheFolder()
{
    QFETCH(QByteArray, target);
    QFETCH(int, status);
    DemoServer server(property("site").toString());
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    const RawAnswer answer = request(quint16(server.origin().port()), "GET", target);
    QCOMPARE(answer.status, status);
    QVERIFY(!answer.body.contains("SECRET"));
}

void tst_DemoServer::refusesOtherMethods_data()
{
    QTest::addColumn<QByteArray>("method");
    for (const char *method : {"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "get"})
        QTest::newRow(method) << QByteArray(method);
}

void tst_DemoServer::refusesOtherMethods()
{
    QFETCH(QByteArray, method);
    const RawAnswer answer = exchange(port(),
                                      method
                                          + " /books/capabilitylist.xml HTTP/1.1\r\nHost: "
                                            "127.0.0.1\r\nContent-Length: 4\r\n\r\nbody");
    QCOMPARE(answer.status, 405);
    QCOMPARE(answer.header("Allow"), QByteArray("GET, HEAD"));
    QVERIFY(!answer.body.contains("capabilitylist"));
}

void tst_DemoServer::refusesMalformedRequests_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("status");
    QTest::newRow("garbage") << QByteArray("GARBAGE\r\n\r\n") << 400;
    QTest::newRow("HTTP/0.9") << QByteArray("GET /\r\n\r\n") << 400;
    QTest::newRow("not HTTP") << QByteArray("GET / FTP/1.0\r\n\r\n") << 400;
    QTest::newRow("HTTP/2") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("bare line feeds") << QByteArray("GET /robots.txt HTTP/1.0\n\n") << 200;
}

void tst_DemoServer::refusesMalformedRequests()
{
    QFETCH(QByteArray, request);
    QFETCH(int, status);
    QCOMPARE(exchange(port(), request).status, status);
}

void tst_DemoServer::refusesOversizedHeads()
{
    const QByteArray filler(20 * 1024, 'a');
    // A complete head beyond the limit.
    QCOMPARE(exchange(port(), "GET / HTTP/1.1\r\nX-Filler: " + filler + "\r\n\r\n").status, 431);
    // A head that never ends: the server does not wait for more.
    QCOMPARE(exchange(port(), "GET / HTTP/1.1\r\nX-Filler: " + filler).status, 431);
    // Long, but within the limit.
    QCOMPARE(exchange(port(), "GET / HTTP/1.1\r\nX-Filler: " + filler.left(12 * 1024) + "\r\n\r\n")
                 .status,
             200);
}

// The application serves the demo from ":/demo"; any Qt resource folder
// works alike. rsi_core compiles the rule catalogue in as ":/rsi".
void tst_DemoServer::servesAQtResourceFolder()
{
    DemoServer server(QStringLiteral(":/rsi"));
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    const quint16 resourcePort = quint16(server.origin().port());
    const RawAnswer answer = request(resourcePort, "GET", "/rulecatalogue.tsv");
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.body, readFile(QStringLiteral(":/rsi/rulecatalogue.tsv")));
    QCOMPARE(request(resourcePort, "GET", "/missing.xml").status, 404);
    QCOMPARE(request(resourcePort, "GET", "/").status, 404);
    QCOMPARE(request(resourcePort, "GET", "/../rsi/rulecatalogue.tsv").status, 400);
    QCOMPARE(request(resourcePort, "GET", "/%2e%2e/rsi/rulecatalogue.tsv").status, 400);
}

void tst_DemoServer::failsWithoutAFolder()
{
    QTemporaryDir scratch;
    DemoServer server(scratch.filePath(QStringLiteral("missing")));
    QVERIFY(!server.start());
    QVERIFY(!server.errorString().isEmpty());
    QVERIFY(server.origin().isEmpty());
    QVERIFY(server.siteUrl().isEmpty());
}

// The live demo: the books' channel has a hub on the demo server; a new book
// is a record, an entry of the open Change List and a signed notification.
void tst_DemoServer::publishesNewBooksToItsSubscribers()
{
    DemoServer server(demoFolder());
    QVERIFY(server.start());
    const QByteArray origin = server.origin().toString().toUtf8();
    CallbackServer callbacks;
    QVERIFY(callbacks.listen(QHostAddress::LocalHost, 0));
    SubscriberOptions options;
    options.callbackBase = callbacks.url();
    WebSubSubscriber subscriber(&callbacks, &m_network, options);
    QList<Delivery> deliveries;
    subscriber.setDeliveryHandler([&deliveries](const Delivery &delivery) {
        deliveries.append(delivery);
        return true;
    });
    QSignalSpy subscribed(&subscriber, &WebSubSubscriber::subscribed);
    subscriber.subscribe({QUrl(QString::fromUtf8(origin + DemoLive::topicPath())),
                          QUrl(QString::fromUtf8(origin + DemoLive::hubPath())),
                          QUrl(QString::fromUtf8(origin + "/books/capabilitylist.xml")),
                          QStringLiteral("framework-notification")});
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 20'000);
    QTRY_COMPARE_WITH_TIMEOUT(server.live()->subscriberCount(), 1, 20'000);

    server.live()->publish();
    QTRY_COMPARE_WITH_TIMEOUT(deliveries.size(), 1, 20'000);
    QCOMPARE(deliveries.first().signature.verdict, HubSignatureCheck::Verdict::Valid);
    const NotificationReading reading
        = readNotification(deliveries.first().body, deliveries.first().topic);
    QVERIFY2(reading.isNotification, qPrintable(reading.problem));
    QVERIFY(reading.findings.isEmpty());
    QCOMPARE(reading.changes.size(), 1);
    QCOMPARE(reading.changes.first().url, QString::fromUtf8(origin + "/books/changelist-2.xml"));
    QCOMPARE(reading.changes.first().index,
             QString::fromUtf8(origin + "/books/changelist-index.xml"));

    // The open Change List has the new book, and the record is there.
    const auto get = [this](const QByteArray &url) {
        QNetworkReply *reply = m_network.get(QNetworkRequest(QUrl(QString::fromUtf8(url))));
        QSignalSpy done(reply, &QNetworkReply::finished);
        done.wait(10'000);
        reply->deleteLater();
        return std::pair(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                         reply->readAll());
    };
    const auto [listStatus, list] = get(origin + "/books/changelist-2.xml");
    QCOMPARE(listStatus, 200);
    QVERIFY(list.contains(QByteArray(origin + "/books/records/book-101.txt")));
    const auto [recordStatus, record] = get(origin + "/books/records/book-101.txt");
    QCOMPARE(recordStatus, 200);
    QVERIFY(record.contains("New acquisition no. 1"));
    QVERIFY(list.contains(QCryptographicHash::hash(record, QCryptographicHash::Md5).toHex()));
    // The topic answers as FN 4.1 says.
    const auto [topicStatus, topic] = get(origin + DemoLive::topicPath());
    QCOMPARE(topicStatus, 200);
    QVERIFY(topic.isEmpty());

    QSignalSpy done(&subscriber, &WebSubSubscriber::allUnsubscribed);
    subscriber.unsubscribeAll();
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20'000);
    QTRY_COMPARE_WITH_TIMEOUT(server.live()->subscriberCount(), 0, 20'000);
}

QTEST_GUILESS_MAIN(tst_DemoServer)
#include "tst_demoserver.moc"
