// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_DemoServer: packages against their dumps and manifests, HEAD, refused
// paths, methods, malformed and oversized requests, a Qt resource folder, no
// folder at all, and new books published to subscribers.
#include "tst_demoserver.h"

using namespace demotest;

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
