// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_ResourceCheckJob: how an answer is judged against its entry (the table
// of single resources and of change lists), HEAD refused and GET instead, the
// body as served, and the encoding against Content-Encoding.
#include "tst_resourcecheckjob.h"

using namespace resourcechecktest;

void tst_ResourceCheckJob::judgesOneResource_data()
{
    QTest::addColumn<Response>("response");
    QTest::addColumn<QByteArray>("metadata"); // of the RL entry
    QTest::addColumn<QByteArray>("lastmod");
    QTest::addColumn<bool>("hash");
    QTest::addColumn<QString>("rule"); // empty: no finding
    QTest::addColumn<QString>("severity");

    const QByteArray sha256 = "sha-256:" + hexDigest(body, QCryptographicHash::Sha256);
    const QByteArray md5 = "md5:" + hexDigest(body, QCryptographicHash::Md5);
    const QByteArray sha1 = "sha-1:" + hexDigest(body, QCryptographicHash::Sha1);
    const QByteArray wrongMd5 = "md5:" + hexDigest("something else", QCryptographicHash::Md5);
    const QByteArray all
        = "length=\"19\" type=\"text/plain\" hash=\"" + md5 + ' ' + sha1 + ' ' + sha256 + '"';
    const QByteArray noon = "2024-03-10T12:00:00Z";
    const QString none;

    QTest::newRow("all agree, HEAD") << resource() << all << noon << false << none << none;
    QTest::newRow("all agree, GET") << resource() << all << noon << true << none << none;
    QTest::newRow("nothing to compare")
        << resource() << QByteArray() << QByteArray() << true << none << none;
    // ATT-011 / XD-004: length.
    QTest::newRow("length vs Content-Length")
        << resource() << QByteArray("length=\"20\"") << QByteArray() << false
        << QStringLiteral("ATT-011") << QStringLiteral("warning");
    QTest::newRow("length vs body") << resource() << QByteArray("length=\"20\"") << QByteArray()
                                    << true << QStringLiteral("XD-004") << QStringLiteral("error");
    QTest::newRow("length 0 of an empty body")
        << resource("text/plain", {}) << QByteArray("length=\"0\"") << QByteArray() << true << none
        << none;
    QTest::newRow("length of 64 bits")
        << resource() << QByteArray("length=\"9788456778\"") << QByteArray() << false
        << QStringLiteral("ATT-011") << QStringLiteral("warning");
    QTest::newRow("malformed length is ATT-010's")
        << resource() << QByteArray("length=\"+20\"") << QByteArray() << true << none << none;
    Response chunked = resource();
    chunked.chunked = true;
    QTest::newRow("no Content-Length, HEAD cannot tell")
        << chunked << QByteArray("length=\"20\"") << QByteArray() << false << none << none;
    QTest::newRow("no Content-Length, GET counts")
        << chunked << QByteArray("length=\"20\"") << QByteArray() << true
        << QStringLiteral("XD-004") << QStringLiteral("error");
    Response lying = resource();
    lying.omitContentLength = true;
    QTest::newRow("body ends with the connection")
        << lying << QByteArray("length=\"19\"") << QByteArray() << true << none << none;
    // XD-004: hash.
    QTest::newRow("wrong md5 with hash")
        << resource() << QByteArray("hash=\"" + wrongMd5 + '"') << QByteArray() << true
        << QStringLiteral("XD-004") << QStringLiteral("error");
    QTest::newRow("wrong md5 without hash") << resource() << QByteArray("hash=\"" + wrongMd5 + '"')
                                            << QByteArray() << false << none << none;
    QTest::newRow("one of two digests wrong")
        << resource() << QByteArray("hash=\"" + sha256 + ' ' + wrongMd5 + '"') << QByteArray()
        << true << QStringLiteral("XD-004") << QStringLiteral("error");
    QTest::newRow("upper-case hex matches")
        << resource()
        << QByteArray("hash=\"" + sha256.toUpper().replace("SHA-256", "sha-256") + '"')
        << QByteArray() << true << none << none;
    QTest::newRow("sha-512 is known too")
        << resource()
        << QByteArray("hash=\"sha-512:" + hexDigest(body, QCryptographicHash::Sha512) + '"')
        << QByteArray() << true << none << none;
    QTest::newRow("unknown algorithm is not compared")
        << resource() << QByteArray("hash=\"whirlpool:00ff\"") << QByteArray() << true << none
        << none;
    QTest::newRow("base64 digest is ATT-007's")
        << resource()
        << QByteArray("hash=\"sha-256:"
                      + QCryptographicHash::hash(body, QCryptographicHash::Sha256).toBase64() + '"')
        << QByteArray() << true << none << none;
    QTest::newRow("body differs, same length")
        << resource("text/plain", "The resource BODY.\n") << all << noon << true
        << QStringLiteral("XD-004") << QStringLiteral("error");
    // HTTP-002: type.
    QTest::newRow("type differs") << resource() << QByteArray("type=\"text/html\"") << QByteArray()
                                  << false << QStringLiteral("HTTP-002")
                                  << QStringLiteral("warning");
    QTest::newRow("type parameters and case do not count")
        << resource("Text/Plain; charset=utf-8") << QByteArray("type=\"text/plain\"")
        << QByteArray() << false << none << none;
    QTest::newRow("no Content-Type, nothing to compare")
        << resource({}) << QByteArray("type=\"text/html\"") << QByteArray() << false << none
        << none;
    // HTTP-003: lastmod.
    QTest::newRow("lastmod a day early")
        << resource() << QByteArray() << QByteArray("2024-03-09T12:00:00Z") << false
        << QStringLiteral("HTTP-003") << QStringLiteral("warning");
    QTest::newRow("lastmod a second late")
        << resource() << QByteArray() << QByteArray("2024-03-10T12:00:01Z") << false
        << QStringLiteral("HTTP-003") << QStringLiteral("warning");
    QTest::newRow("lastmod with a fraction, same second")
        << resource() << QByteArray() << QByteArray("2024-03-10T12:00:00.75Z") << false << none
        << none;
    QTest::newRow("lastmod with an offset, same instant")
        << resource() << QByteArray() << QByteArray("2024-03-10T13:00:00+01:00") << false << none
        << none;
    QTest::newRow("lastmod to the minute")
        << resource() << QByteArray() << QByteArray("2024-03-10T12:00Z") << false << none << none;
    QTest::newRow("lastmod a date")
        << resource() << QByteArray() << QByteArray("2024-03-10") << false << none << none;
    QTest::newRow("lastmod another date")
        << resource() << QByteArray() << QByteArray("2024-03-12") << false
        << QStringLiteral("HTTP-003") << QStringLiteral("warning");
    QTest::newRow("lastmod a year")
        << resource() << QByteArray() << QByteArray("2024") << false << none << none;
    QTest::newRow("malformed lastmod is ATT-001's")
        << resource() << QByteArray() << QByteArray("10 March 2024") << false << none << none;
    Response badDate = resource();
    badDate.headers = {{"Content-Type", "text/plain"}, {"Last-Modified", "yesterday"}};
    QTest::newRow("malformed Last-Modified")
        << badDate << QByteArray() << QByteArray("2024-03-09T12:00:00Z") << false << none << none;
    // RL-013 and transport failures.
    QTest::newRow("404") << status(404, "Not Found") << all << noon << false
                         << QStringLiteral("RL-013") << QStringLiteral("warning");
    QTest::newRow("410") << status(410, "Gone") << all << noon << true << QStringLiteral("RL-013")
                         << QStringLiteral("warning");
    QTest::newRow("403") << status(403, "Forbidden") << all << noon << false
                         << QStringLiteral("NET-002") << QStringLiteral("warning");
    QTest::newRow("503") << status(503, "Service Unavailable") << all << noon << true
                         << QStringLiteral("NET-002") << QStringLiteral("warning");
    Response truncated = resource();
    truncated.body = QByteArray(20'000, 'x');
    truncated.truncate = true;
    QTest::newRow("truncated body") << truncated << all << noon << true << QStringLiteral("NET-002")
                                    << QStringLiteral("warning");
    Response slow = resource();
    slow.delayMs = 3000;
    QTest::newRow("no answer within the timeout")
        << slow << all << noon << false << QStringLiteral("NET-002") << QStringLiteral("warning");
    Response trickle = resource();
    trickle.trickleDelayMs = 30;
    QTest::newRow("slow but steady body") << trickle << all << noon << true << none << none;
    Response closed;
    closed.closeWithoutAnswer = true;
    QTest::newRow("closed without an answer")
        << closed << all << noon << false << QStringLiteral("NET-002") << QStringLiteral("warning");
    Response moved = status(301, "Moved Permanently");
    moved.headers = {{"Location", "/good"}};
    QTest::newRow("redirect to the resource") << moved << all << noon << true << none << none;
    QTest::newRow("redirect loop") << Response() << all << noon << false
                                   << QStringLiteral("NET-002") << QStringLiteral("warning");
}

void tst_ResourceCheckJob::judgesOneResource()
{
    QFETCH(Response, response);
    QFETCH(QByteArray, metadata);
    QFETCH(QByteArray, lastmod);
    QFETCH(bool, hash);
    QFETCH(QString, rule);
    QFETCH(QString, severity);

    const QByteArray path = "/one/" + QByteArray(QTest::currentDataTag()).toPercentEncoding();
    if (QByteArray(QTest::currentDataTag()) == "redirect loop")
        m_server.redirect(path, path);
    else
        m_server.setResponse(path, response);

    SourceTree tree;
    addDocument(tree, resourceList({entry("/good"), entry(path, metadata, lastmod)}),
                QStringLiteral("resourcelist.xml"));
    QVERIFY(run(tree, hash));

    const QList<Finding> findings = checked(tree);
    if (rule.isEmpty()) {
        for (const Finding &finding : findings)
            qWarning("%s %s", qPrintable(finding.ruleId), qPrintable(finding.message));
        QVERIFY(findings.isEmpty());
        return;
    }
    QCOMPARE(findings.size(), 1);
    const Finding &finding = findings.first();
    QCOMPARE(finding.ruleId, rule);
    QCOMPARE(rsi::severityName(finding.severity), severity);
    QCOMPARE(finding.url, m_server.url(QStringLiteral("/resourcelist.xml")).toString());
    QCOMPARE(finding.relatedUrl, QString::fromLatin1(m_server.origin() + path));
    QCOMPARE(finding.position.line, 6); // the second entry
    QCOMPARE(finding.position, tree.document(0).entries.position(1));
    QVERIFY(!finding.section.isEmpty());
    QVERIFY2(finding.message.contains(finding.relatedUrl), qPrintable(finding.message));
    // The method: HEAD without --hash (unless the server refused it), GET with.
    const QList<LoopbackServer::Request> requests = m_server.requests(path);
    QVERIFY(!requests.isEmpty());
    QCOMPARE(requests.first().method, hash ? QByteArray("GET") : QByteArray("HEAD"));
}

void tst_ResourceCheckJob::changeLists_data()
{
    // The documents, in tree order; their entries name /cl/<tag>, "%P". The
    // expected findings are "document:line:rule:severity".
    QTest::addColumn<QList<QByteArray>>("documents");
    QTest::addColumn<Response>("response");
    QTest::addColumn<bool>("hash");
    QTest::addColumn<QStringList>("expected");

    const QByteArray right = "length=\"19\"";
    const QByteArray wrong = "length=\"25\"";
    const QByteArray wrongHash
        = "hash=\"md5:" + hexDigest("an older body", QCryptographicHash::Md5) + '"';
    const Response gone = status(404, "Not Found");
    const Response gone410 = status(410, "Gone");

    // RL-013 and its downgrade.
    QTest::newRow("RL 404, deleted after at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:info")};
    QTest::newRow("RL 410, deleted at at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", "2024-03-01T00:00:00Z")})}
        << gone410 << false << QStringList {QStringLiteral("0:5:RL-013:info")};
    QTest::newRow("RL 404, deleted before at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", "2024-02-20T00:00:00Z")},
                                         "2024-02-01T00:00:00Z")}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:warning")};
    QTest::newRow("RL 404, deleted without datetime in a CL from after at")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "deleted", {})}, "2024-03-02T00:00:00Z")}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:info")};
    QTest::newRow("RL 404, only an update later")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "updated", "2024-03-05T00:00:00Z")})}
        << gone << false
        << QStringList {QStringLiteral("0:5:RL-013:warning"), QStringLiteral("1:5:XD-005:warning")};
    QTest::newRow("RL without at, 404")
        << QList<QByteArray> {urlset("resourcelist", {}, {entry("%P")}),
                              changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << gone << false << QStringList {QStringLiteral("0:5:RL-013:warning")};
    // XD-005.
    QTest::newRow("deleted, still there")
        << QList<QByteArray> {changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << resource() << false << QStringList {QStringLiteral("0:5:XD-005:warning")};
    QTest::newRow("deleted, then created again")
        << QList<QByteArray> {changeList({change("%P", "deleted", "2024-03-05T00:00:00Z"),
                                          change("%P", "created", "2024-03-06T00:00:00Z", right)})}
        << resource() << false << QStringList {};
    QTest::newRow("deleted, created again without datetimes")
        << QList<QByteArray> {changeList(
               {change("%P", "deleted", {}), change("%P", "created", {}, right)})}
        << resource() << false << QStringList {};
    QTest::newRow("deleted, gone")
        << QList<QByteArray> {changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})} << gone
        << false << QStringList {};
    QTest::newRow("created, gone")
        << QList<QByteArray> {changeList({change("%P", "created", "2024-03-05T00:00:00Z")})} << gone
        << false << QStringList {QStringLiteral("0:5:XD-005:warning")};
    QTest::newRow("updated, gone")
        << QList<QByteArray> {changeList({change("%P", "updated", "2024-03-05T00:00:00Z")})}
        << gone410 << true << QStringList {QStringLiteral("0:5:XD-005:warning")};
    QTest::newRow("created, then deleted, gone")
        << QList<QByteArray> {changeList({change("%P", "created", "2024-03-05T00:00:00Z"),
                                          change("%P", "deleted", "2024-03-06T00:00:00Z")})}
        << gone << false << QStringList {};
    QTest::newRow("updated, deleted in a later list, gone")
        << QList<QByteArray> {changeList({change("%P", "updated", "2024-03-05T00:00:00Z")}),
                              changeList({change("%P", "deleted", "2024-03-09T00:00:00Z")},
                                         "2024-03-08T00:00:00Z")}
        << gone << false << QStringList {};
    QTest::newRow("deleted in an earlier list does not count")
        << QList<QByteArray> {changeList({change("%P", "updated", "2024-03-09T00:00:00Z")},
                                         "2024-03-08T00:00:00Z"),
                              changeList({change("%P", "deleted", "2024-03-05T00:00:00Z")})}
        << gone << false << QStringList {QStringLiteral("0:5:XD-005:warning")};
    // XD-004 and "changed since the list was produced".
    QTest::newRow("RL length wrong, updated later")
        << QList<QByteArray> {resourceList({entry("%P", wrong)}),
                              changeList({change("%P", "updated", "2024-03-05T00:00:00Z", right)})}
        << resource() << true << QStringList {QStringLiteral("0:5:XD-004:info")};
    QTest::newRow("RL length wrong, updated before at")
        << QList<QByteArray> {resourceList({entry("%P", wrong)}),
                              changeList({change("%P", "updated", "2024-02-05T00:00:00Z", right)},
                                         "2024-02-01T00:00:00Z")}
        << resource() << true << QStringList {QStringLiteral("0:5:XD-004:error")};
    QTest::newRow("RL type wrong, updated later")
        << QList<QByteArray> {resourceList({entry("%P", "type=\"image/png\"")}),
                              changeList({change("%P", "updated", "2024-03-05T00:00:00Z")})}
        << resource() << false << QStringList {QStringLiteral("0:5:HTTP-002:info")};
    QTest::newRow("CL hash of an older version, updated again")
        << QList<QByteArray> {changeList(
               {change("%P", "updated", "2024-03-05T00:00:00Z", wrongHash),
                change("%P", "updated", "2024-03-06T00:00:00Z", right)})}
        << resource() << true << QStringList {QStringLiteral("0:5:XD-004:info")};
    QTest::newRow("CL hash wrong, last change")
        << QList<QByteArray> {changeList(
               {change("%P", "updated", "2024-03-05T00:00:00Z", right),
                change("%P", "updated", "2024-03-06T00:00:00Z", wrongHash)})}
        << resource() << true << QStringList {QStringLiteral("0:6:XD-004:error")};
    QTest::newRow("CL Content-Length wrong, HEAD")
        << QList<QByteArray> {changeList({change("%P", "created", "2024-03-05T00:00:00Z", wrong)})}
        << resource() << false << QStringList {QStringLiteral("0:5:ATT-011:warning")};
    QTest::newRow("unknown change is CL-010's")
        << QList<QByteArray> {changeList({change("%P", "moved", "2024-03-05T00:00:00Z", wrong)})}
        << gone << false << QStringList {};
    QTest::newRow("RL 404 and a later create that 404s too")
        << QList<QByteArray> {resourceList({entry("%P")}),
                              changeList({change("%P", "created", "2024-03-05T00:00:00Z")})}
        << gone << false
        << QStringList {QStringLiteral("0:5:RL-013:warning"), QStringLiteral("1:5:XD-005:warning")};
}

void tst_ResourceCheckJob::changeLists()
{
    QFETCH(QList<QByteArray>, documents);
    QFETCH(Response, response);
    QFETCH(bool, hash);
    QFETCH(QStringList, expected);

    const QByteArray path = "/cl/" + QByteArray(QTest::currentDataTag()).toPercentEncoding();
    m_server.setResponse(path, response);
    SourceTree tree;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        QByteArray xml = documents.at(i);
        xml.replace("%P", path);
        addDocument(tree, xml, QStringLiteral("list%1.xml").arg(i));
    }
    QVERIFY(run(tree, hash));
    const QList<Finding> findings = checked(tree);
    const QStringList actual = summarise(findings, tree);
    if (actual != expected) {
        for (const Finding &finding : findings)
            qWarning("%s %s", qPrintable(finding.ruleId), qPrintable(finding.message));
    }
    QCOMPARE(actual, expected);
    QCOMPARE(m_server.requests(path).size(), 1);
}

void tst_ResourceCheckJob::headNotAllowedFallsBackToGet_data()
{
    QTest::addColumn<int>("code");
    QTest::newRow("405") << 405;
    QTest::newRow("501") << 501;
}

void tst_ResourceCheckJob::headNotAllowedFallsBackToGet()
{
    QFETCH(int, code);
    const QByteArray path = "/no-head/" + QByteArray::number(code);
    // The first request (the HEAD) is refused, the next (the GET) answered.
    m_server.setResponses(path, {status(code, "No HEAD here"), resource()});
    SourceTree tree;
    addDocument(tree, resourceList({entry(path, "length=\"21\" type=\"text/plain\"")}),
                QStringLiteral("rl.xml"));
    QVERIFY(run(tree, false));
    const QList<LoopbackServer::Request> requests = m_server.requests(path);
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.at(0).method, QByteArray("HEAD"));
    QCOMPARE(requests.at(1).method, QByteArray("GET"));
    // Without --hash the GET stands in for the HEAD: a header comparison.
    QCOMPARE(summarise(checked(tree), tree), QStringList {QStringLiteral("0:5:ATT-011:warning")});
}

void tst_ResourceCheckJob::asksForTheBodyAsServed()
{
    // The server ignores "identity" and sends gzip anyway: length and hash
    // are then compared with the coded bytes, and the finding says so.
    Response coded = resource();
    coded.gzipBody = true;
    m_server.setResponse("/coded", coded);
    SourceTree tree;
    addDocument(tree,
                resourceList({entry("/coded",
                                    "length=\"19\" hash=\"sha-256:"
                                        + hexDigest(body, QCryptographicHash::Sha256) + '"')}),
                QStringLiteral("rl.xml"));
    QVERIFY(run(tree, true));
    QCOMPARE(m_server.requests("/coded").size(), 1);
    QCOMPARE(m_server.requests("/coded").first().headers.value("accept-encoding"),
             QByteArray("identity"));
    const QList<Finding> findings = checked(tree);
    QCOMPARE(summarise(findings, tree), QStringList {QStringLiteral("0:5:XD-004:error")});
    QVERIFY2(findings.first().message.contains(QStringLiteral("Content-Encoding")),
             qPrintable(findings.first().message));
}

void tst_ResourceCheckJob::encodingAgainstContentEncoding_data()
{
    QTest::addColumn<bool>("gzip"); // what the server sends
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("as listed") << true << QStringList {};
    QTest::newRow("not coded") << false << QStringList {QStringLiteral("0:5:ATT-013:warning")};
}

void tst_ResourceCheckJob::encodingAgainstContentEncoding()
{
    QFETCH(bool, gzip);
    QFETCH(QStringList, expected);
    const QByteArray path = "/encoded/" + QByteArray(gzip ? "gzip" : "plain");
    Response response = resource();
    response.gzipBody = gzip;
    m_server.setResponse(path, response);
    SourceTree tree;
    addDocument(tree, resourceList({entry(path, "encoding=\"gzip\"")}), QStringLiteral("rl.xml"));
    QVERIFY(run(tree, false));
    QCOMPARE(m_server.requests(path).first().headers.value("accept-encoding"), QByteArray("gzip"));
    QCOMPARE(summarise(checked(tree), tree), expected);
}
