// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_LoopbackServer: HEAD, Link headers, redirect loops, statuses, requests
// counted per path, and the fixture documents, resources and dump it serves.
#include "tst_loopbackserver.h"

using namespace loopbacktest;

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
