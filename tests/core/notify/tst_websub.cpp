// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_websub.h"

using namespace websubtest;

void tst_WebSub::signatures_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<int>("verdict");
    QTest::newRow("sha256") << QByteArray("sha256") << int(HubSignatureCheck::Verdict::Valid);
    QTest::newRow("sha384") << QByteArray("sha384") << int(HubSignatureCheck::Verdict::Valid);
    QTest::newRow("sha512") << QByteArray("sha512") << int(HubSignatureCheck::Verdict::Valid);
    QTest::newRow("sha1 is weak") << QByteArray("sha1")
                                  << int(HubSignatureCheck::Verdict::ValidWeak);
}

void tst_WebSub::signatures()
{
    QFETCH(QByteArray, method);
    QFETCH(int, verdict);
    const QByteArray secret = "s3cret";
    const QByteArray body = exampleNotification;
    const QByteArray header = hubSignature(method, secret, body);
    QVERIFY(header.startsWith(QByteArray(method + '=')));
    QCOMPARE(int(checkHubSignature(header, secret, body).verdict), verdict);
    QVERIFY(checkHubSignature(header, secret, body).accepted());
    // Upper-case hex and the method's case do not matter.
    QCOMPARE(int(checkHubSignature(header.toUpper(), secret, body).verdict), verdict);
    // Another secret, another body, a cut digest: no.
    QCOMPARE(checkHubSignature(header, "other", body).verdict,
             HubSignatureCheck::Verdict::Mismatch);
    QCOMPARE(checkHubSignature(header, secret, QByteArray(body + ' ')).verdict,
             HubSignatureCheck::Verdict::Mismatch);
    QCOMPARE(checkHubSignature(header.chopped(2), secret, body).verdict,
             HubSignatureCheck::Verdict::Mismatch);
    QVERIFY(!checkHubSignature(header, "other", body).accepted());
    // The known answer (RFC 4231 test case 2, HMAC-SHA-256).
    QCOMPARE(hubSignature("sha256", "Jefe", "what do ya want for nothing?"),
             QByteArray("sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
}

void tst_WebSub::constantTimeCompare()
{
    QVERIFY(constantTimeEquals("abc", "abc"));
    QVERIFY(!constantTimeEquals("abc", "abd"));
    QVERIFY(!constantTimeEquals("abc", "ab"));
    QVERIFY(constantTimeEquals("", ""));
    using Verdict = HubSignatureCheck::Verdict;
    QCOMPARE(checkHubSignature("", "secret", "body").verdict, Verdict::Missing);
    QCOMPARE(checkHubSignature("md5=00", "secret", "body").verdict, Verdict::Malformed);
    QCOMPARE(checkHubSignature("sha256", "secret", "body").verdict, Verdict::Malformed);
    QCOMPARE(checkHubSignature("sha256=xyz", "secret", "body").verdict, Verdict::Malformed);
    QCOMPARE(checkHubSignature("sha256=abc", "secret", "body").verdict, Verdict::Malformed);
    QCOMPARE(checkHubSignature("sha256=00", "", "body").verdict, Verdict::NotExpected);
    QVERIFY(checkHubSignature("", "", "body").accepted());
}

void tst_WebSub::leaseArithmetic_data()
{
    QTest::addColumn<QString>("granted"); // as the hub wrote it
    QTest::addColumn<qint64>("requested");
    QTest::addColumn<qint64>("effective");
    QTest::addColumn<qint64>("renewalMs");
    QTest::addColumn<bool>("outside"); // NT-048
    QTest::newRow("a day") << QStringLiteral("86400") << qint64(3600) << qint64(86400)
                           << qint64(69'120'000) << false;
    QTest::newRow("five seconds") << QStringLiteral("5") << qint64(3600) << qint64(5)
                                  << qint64(4000) << true;
    QTest::newRow("one second: never sooner than half a second")
        << QStringLiteral("1") << qint64(3600) << qint64(1) << qint64(800) << true;
    QTest::newRow("zero: what was asked")
        << QStringLiteral("0") << qint64(600) << qint64(600) << qint64(480'000) << true;
    QTest::newRow("none: what was asked")
        << QString() << qint64(600) << qint64(600) << qint64(480'000) << true;
    QTest::newRow("garbage: what was asked")
        << QStringLiteral("1e9") << qint64(600) << qint64(600) << qint64(480'000) << true;
    QTest::newRow("ten years: renewed monthly")
        << QStringLiteral("315360000") << qint64(3600) << qint64(315'360'000)
        << qint64(2'142'720'000) << true;
    QTest::newRow("the upper bound") << QStringLiteral("2678400") << qint64(3600)
                                     << qint64(2'678'400) << qint64(2'142'720'000) << false;
    QTest::newRow("the lower bound")
        << QStringLiteral("300") << qint64(3600) << qint64(300) << qint64(240'000) << false;
}

void tst_WebSub::leaseArithmetic()
{
    QFETCH(QString, granted);
    QFETCH(qint64, requested);
    QFETCH(qint64, effective);
    QFETCH(qint64, renewalMs);
    QFETCH(bool, outside);
    const std::optional<qint64> parsed = lease::parseSeconds(granted);
    QCOMPARE(lease::effectiveSeconds(parsed, requested), effective);
    QCOMPARE(lease::renewalDelayMs(effective), std::max<qint64>(renewalMs, 500));
    QVERIFY(lease::renewalDelayMs(effective) <= std::numeric_limits<int>::max());
    QCOMPARE(lease::isOutsideRecommendedRange(parsed), outside);
    const QDateTime at = QDateTime::fromSecsSinceEpoch(1'700'000'000, Qt::UTC);
    QCOMPARE(lease::expiry(at, effective), at.addSecs(effective));
}

void tst_WebSub::formEncoding()
{
    const form::Fields fields
        = form::parse("hub.mode=subscribe&hub.topic=http%3A%2F%2Fx.example%2Fa%3Fb%3Dc%26d&"
                      "hub.reason=not+allowed%21&flag&hub.lease_seconds=");
    QCOMPARE(form::value(fields, u"hub.mode"), QStringLiteral("subscribe"));
    QCOMPARE(form::value(fields, u"hub.topic"), QStringLiteral("http://x.example/a?b=c&d"));
    QCOMPARE(form::value(fields, u"hub.reason"), QStringLiteral("not allowed!"));
    QVERIFY(form::contains(fields, u"flag"));
    QVERIFY(!form::value(fields, u"hub.lease_seconds").isNull());
    QVERIFY(form::value(fields, u"missing").isNull());
    // What goes out comes back, '&', '=' and '+' included.
    const form::Fields out {
        {QStringLiteral("hub.callback"), QStringLiteral("http://h/cb/x?a=1&b=2+3 ä")}};
    QCOMPARE(form::parse(form::encode(out)), out);
    // Two spellings of a topic are one topic.
    QCOMPARE(form::normalizedUrl(QStringLiteral("HTTP://Example.COM:80/a/./b/%7Ec")),
             form::normalizedUrl(QStringLiteral("http://example.com/a/b/~c")));
    QVERIFY(form::normalizedUrl(QStringLiteral("http://example.com/a"))
            != form::normalizedUrl(QStringLiteral("http://example.com/b")));
}

void tst_WebSub::linkHeaders()
{
    const QUrl base(QStringLiteral("http://hub.example/"));
    const QByteArray header = "<http://example.com/t/> ; rel=\"self\", <../hub>; rel=hub, "
                              "<http://example.com/capl.xml>; rel=\"resourcesync other\"";
    QCOMPARE(linkTargets(header, u"self", base),
             QList<QUrl> {QUrl(QStringLiteral("http://example.com/t/"))});
    QCOMPARE(linkTargets(header, u"HUB", base),
             QList<QUrl> {QUrl(QStringLiteral("http://hub.example/hub"))});
    QCOMPARE(linkTargets(header, u"other", base).size(), 1);
    QVERIFY(linkTargets(header, u"up", base).isEmpty());
    QVERIFY(linkTargets("garbage <unclosed", u"self", base).isEmpty());
}

void tst_WebSub::callbackTokens()
{
    CallbackRegistry registry;
    const QUrl topic(QStringLiteral("http://example.com/t/"));
    QSet<QByteArray> tokens;
    for (int i = 0; i < 200; ++i) {
        const CallbackRecord &record = registry.issue(topic, QUrl(), true);
        // 128 bits in base64url, a 256-bit secret well under 200 bytes.
        QCOMPARE(record.token.size(), 22);
        QCOMPARE(record.secret.size(), 43);
        tokens.insert(record.token);
    }
    QCOMPARE(tokens.size(), 200);
    const QByteArray token = *tokens.cbegin();
    QVERIFY(registry.find(token));
    registry.retire(token);
    QVERIFY(!registry.find(token));
    QVERIFY(registry.isRetired(token));
    QCOMPARE(CallbackRegistry::tokenOfPath(QByteArray("/cb/" + token)), token);
    QCOMPARE(CallbackRegistry::tokenOfPath(QByteArray("/tunnel/rsi/cb/" + token)), token);
    QVERIFY(CallbackRegistry::tokenOfPath("/cb/").isEmpty());
    QVERIFY(CallbackRegistry::tokenOfPath("/xcb/abc").isEmpty());
    QVERIFY(CallbackRegistry::tokenOfPath("/cb/a%2Fb").isEmpty());
    QCOMPARE(
        CallbackRegistry::callbackUrl(QUrl(QStringLiteral("https://tunnel.example/rsi/")), "T"),
        QUrl(QStringLiteral("https://tunnel.example/rsi/cb/T")));
    QCOMPARE(CallbackRegistry::callbackUrl(QUrl(QStringLiteral("http://127.0.0.1:8080")), "T"),
             QUrl(QStringLiteral("http://127.0.0.1:8080/cb/T")));
}

void tst_WebSub::recentChanges()
{
    RecentChanges recent;
    const NotificationChange dated {QStringLiteral("http://x/cl.xml"),
                                    QStringLiteral("changelist"),
                                    QStringLiteral("updated"),
                                    QStringLiteral("2026-01-01T00:00:00Z"),
                                    {}};
    QVERIFY(!recent.seen(dated, 0));
    QVERIFY(recent.seen(dated, 10'000'000)); // a dated change is the same change for ever
    NotificationChange undated = dated;
    undated.datetime.clear();
    QVERIFY(!recent.seen(undated, 0));
    QVERIFY(recent.seen(undated, 1000)); // a retry
    QVERIFY(!recent.seen(undated, 1000 + RecentChanges::undatedWindowMs + 1)); // a later change
    // Bounded.
    for (int i = 0; i < 10'000; ++i) {
        NotificationChange change = dated;
        change.url = QStringLiteral("http://x/%1").arg(i);
        recent.seen(change, i);
    }
    QVERIFY(recent.size() <= RecentChanges::capacity);
}

void tst_WebSub::theTestHubTakesPublications()
{
    Rig rig;
    rsi::test::LoopbackServer source;
    QVERIFY(source.start());
    const QUrl topic = source.url(QStringLiteral("/framework/"));
    source.serveXml("/framework/", exampleNotification);
    NotificationChannel channel = rig.channel();
    channel.topic = topic;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(channel);
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());

    const auto post
        = [&rig](const QByteArray &type, const QByteArray &link, const QByteArray &body) {
              QNetworkRequest request(rig.hub.url());
              request.setHeader(QNetworkRequest::ContentTypeHeader, type);
              if (!link.isEmpty())
                  request.setRawHeader("Link", link);
              QNetworkReply *reply = rig.network.post(request, body);
              QSignalSpy done(reply, &QNetworkReply::finished);
              done.wait(10'000);
              reply->deleteLater();
              return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
          };
    const QByteArray links = "<" + topic.toEncoded() + ">; rel=\"self\", <"
        + rig.hub.url().toEncoded() + ">; rel=\"hub\"";
    QCOMPARE(post("application/xml", links, exampleNotification), 200);
    QTRY_COMPARE_WITH_TIMEOUT(rig.deliveries.size(), 1, 10'000);
    QCOMPARE(rig.deliveries.first().body, exampleNotification);
    QCOMPARE(post("application/xml", {}, exampleNotification), 400);
    QCOMPARE(rig.hub.count(QStringLiteral("publish-refused")), 1);
    QCOMPARE(post("application/x-www-form-urlencoded", {},
                  "hub.mode=publish&hub.url=" + QUrl::toPercentEncoding(topic.toString())),
             202);
    QTRY_COMPARE_WITH_TIMEOUT(rig.deliveries.size(), 2, 10'000);
    QCOMPARE(rig.deliveries.last().body, exampleNotification);
    QCOMPARE(source.requests("/framework/").size(), 1);
}

void tst_WebSub::processorReadsAndDeduplicates()
{
    DeliveryProcessor processor;
    QSignalSpy processed(&processor, &DeliveryProcessor::processed);
    Delivery delivery;
    delivery.topic = QUrl(QStringLiteral("http://example.com/framework/"));
    delivery.hub = QUrl(QStringLiteral("http://hub.example/"));
    delivery.body = exampleNotification;
    delivery.contentType = "application/xml";
    delivery.link
        = "<http://example.com/framework/>; rel=\"self\", <http://hub.example/>; rel=\"hub\"";
    delivery.signature.verdict = HubSignatureCheck::Verdict::Valid;
    delivery.signature.method = "sha256";
    QVERIFY(processor.enqueue(delivery));
    QVERIFY(processor.enqueue(delivery)); // the hub's retry
    Delivery sha1 = delivery;
    sha1.signature.verdict = HubSignatureCheck::Verdict::ValidWeak;
    sha1.link.clear();
    sha1.contentType = "text/plain";
    QVERIFY(processor.enqueue(sha1));
    QTRY_COMPARE_WITH_TIMEOUT(processed.size(), 3, 10'000);
    const auto first = processed.at(0).first().value<ProcessedNotification>();
    QVERIFY(first.signatureValid);
    QCOMPARE(first.signatureMethod, QByteArray("sha256"));
    QCOMPARE(first.fresh.size(), 1);
    QVERIFY(!first.isRepeat());
    QVERIFY2(first.findings.isEmpty(), qPrintable(first.findings.value(0).message));
    const auto second = processed.at(1).first().value<ProcessedNotification>();
    QVERIFY(second.isRepeat());
    const auto third = processed.at(2).first().value<ProcessedNotification>();
    QStringList rules;
    for (const Finding &finding : third.findings)
        rules.append(finding.ruleId);
    QVERIFY2(rules.contains(u"NT-057") && rules.contains(u"NT-052") && rules.contains(u"NT-051"),
             qPrintable(rules.join(u' ')));
    // Bounded: a flood is refused, not queued for ever.
    int taken = 0;
    while (processor.enqueue(delivery) && taken < 10'000)
        ++taken;
    QVERIFY(taken <= DeliveryProcessor::maxQueued);
}

void tst_WebSub::processorRejectsWhatIsNoNotification()
{
    DeliveryProcessor processor;
    QSignalSpy processed(&processor, &DeliveryProcessor::processed);
    QSignalSpy rejected(&processor, &DeliveryProcessor::rejected);
    Delivery delivery;
    delivery.topic = QUrl(QStringLiteral("http://example.com/framework/"));
    delivery.signature.verdict = HubSignatureCheck::Verdict::Valid;
    for (const QByteArray &body :
         {QByteArray("not xml at all"), exampleNotification.left(exampleNotification.size() / 2),
          QByteArray("<html><body>hi</body></html>"), QByteArray()}) {
        delivery.body = body;
        QVERIFY(processor.enqueue(delivery));
    }
    Delivery forged = delivery;
    forged.body = exampleNotification;
    forged.signature.verdict = HubSignatureCheck::Verdict::Mismatch;
    QVERIFY(processor.enqueue(forged));
    QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 5, 10'000);
    QCOMPARE(processed.size(), 0);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(rejected.at(i).at(1).toString(), QStringLiteral("not a notification"));
    QCOMPARE(rejected.at(4).at(1).toString(), QStringLiteral("signature"));
}

QTEST_GUILESS_MAIN(tst_WebSub)
