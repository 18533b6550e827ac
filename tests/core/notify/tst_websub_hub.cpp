// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_WebSub: the conversation with a hub: subscribing and being verified,
// renewing, hub quirks and redirects, denials and refusals, retries,
// unsubscribing, signed and unknown deliveries, a busy subscriber.
#include "tst_websub.h"

using namespace websubtest;

void tst_WebSub::subscribesAndIsVerified()
{
    Rig rig;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    QCOMPARE(subscribed.first().at(2).toLongLong(), qint64(3600));
    QCOMPARE(subscribed.first().at(4).toBool(), false); // not a renewal
    QCOMPARE(rig.hub.count(QStringLiteral("verified")), 1);
    QCOMPARE(rig.hub.subscriberCount(rig.channel().topic), 1);
    // The hub got a secret (it is on this machine) and an unguessable callback.
    QVERIFY(!rig.hub.subscriptions().first().secret.isEmpty());
    const QUrl callback = rig.callback();
    QCOMPARE(callback.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(callback.path().startsWith(u"/cb/"));
    QCOMPARE(callback.path().size(), 4 + 22);
    const QList<SubscriptionStatus> statuses = rig.subscriber->subscriptions();
    QCOMPARE(statuses.size(), 1);
    QCOMPARE(statuses.first().state, SubscriptionStatus::State::Active);
    QVERIFY(statuses.first().expires > QDateTime::currentDateTimeUtc().addSecs(3500));
    // Subscribing again to a topic followed already does nothing.
    rig.subscriber->subscribe(rig.channel());
    QTest::qWait(200);
    QCOMPARE(rig.hub.count(QStringLiteral("subscribe")), 1);
}

// NT-047: only a pending request of that callback, mode and topic is
// confirmed; anything else is 404 and never echoes the challenge.

void tst_WebSub::answersOnlyPendingVerifications()
{
    Rig rig;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    const QUrl callback = rig.callback();
    QUrl unknown = callback;
    unknown.setPath(QStringLiteral("/cb/AAAAAAAAAAAAAAAAAAAAAA"));
    QUrl elsewhere = callback;
    elsewhere.setPath(QStringLiteral("/admin"));
    const QByteArray otherTopic = "hub.mode=subscribe&hub.topic=http%3A%2F%2Fevil.example%2F"
                                  "&hub.challenge=ECHO&hub.lease_seconds=60";
    const QByteArray unsubscribe = "hub.mode=unsubscribe&hub.topic="
        + QUrl::toPercentEncoding(rig.channel().topic.toString()) + "&hub.challenge=ECHO";
    const QByteArray again
        = "hub.mode=subscribe&hub.topic=" + QUrl::toPercentEncoding(rig.channel().topic.toString())
        + "&hub.challenge=ECHO&hub.lease_seconds=60";
    const QByteArray noChallenge
        = "hub.mode=subscribe&hub.topic=" + QUrl::toPercentEncoding(rig.channel().topic.toString());
    rig.hub.probe(callback, otherTopic); // a topic never asked for
    rig.hub.probe(callback, unsubscribe); // an unsubscription never asked for
    rig.hub.probe(callback, again); // a subscription verified already: no longer pending
    rig.hub.probe(callback, noChallenge);
    rig.hub.probe(unknown, again); // a callback never given out
    rig.hub.probe(elsewhere, again);
    QTRY_COMPARE_WITH_TIMEOUT(rig.hub.count(QStringLiteral("probe")), 6, 10'000);
    for (const TestHub::LogEntry &entry : rig.hub.entries(QStringLiteral("probe"))) {
        QCOMPARE(entry.status, 404);
        QVERIFY2(!entry.detail.contains(u"ECHO"), qPrintable(entry.detail));
    }
    // And the subscription stands.
    QCOMPARE(rig.subscriber->subscriptions().first().state, SubscriptionStatus::State::Active);
}

// NT-049 under a short lease: renewed before it ends, with a new callback;
// the old one is unsubscribed; the hub keeps exactly one subscription.

void tst_WebSub::renewsBeforeTheLeaseEnds()
{
    Rig rig;
    rig.hub.options().leaseSeconds = 3;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    const QUrl first = rig.callback();
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 3, 15'000);
    QCOMPARE(subscribed.at(1).at(4).toBool(), true); // renewal
    QCOMPARE(subscribed.at(2).at(4).toBool(), true);
    QVERIFY2(rig.hub.count(QStringLiteral("subscribe")) >= 3, qPrintable(rig.hub.describeLog()));
    QTRY_VERIFY_WITH_TIMEOUT(rig.hub.count(QStringLiteral("unsubscribed")) >= 2, 5000);
    QVERIFY(rig.callback() != first);
    QCOMPARE(rig.hub.subscriberCount(rig.channel().topic), 1);
    QCOMPARE(rig.subscriber->subscriptions().first().state, SubscriptionStatus::State::Active);
    // Never expired in between.
    const QList<TestHub::LogEntry> verified = rig.hub.entries(QStringLiteral("verified"));
    for (qsizetype i = 1; i < verified.size(); ++i)
        QVERIFY(verified.at(i - 1).time.msecsTo(verified.at(i).time) < 3000);
}

void tst_WebSub::handlesHubQuirks_data()
{
    QTest::addColumn<QString>("quirk");
    QTest::addColumn<qint64>("lease");
    QTest::addColumn<QString>("finding");
    QTest::newRow("hub.lease_seconds=0")
        << QStringLiteral("zero") << qint64(3600) << QStringLiteral("NT-048");
    QTest::newRow("no hub.lease_seconds")
        << QStringLiteral("omit") << qint64(3600) << QStringLiteral("NT-046");
    QTest::newRow("hub.topic not URL-encoded")
        << QStringLiteral("raw") << qint64(3600) << QString();
    QTest::newRow("answers in seconds") << QStringLiteral("slow") << qint64(3600) << QString();
    QTest::newRow("a lease of ten years")
        << QStringLiteral("tenyears") << qint64(315'360'000) << QStringLiteral("NT-048");
    QTest::newRow("answers 200, not 202")
        << QStringLiteral("200") << qint64(3600) << QStringLiteral("NT-045");
}

void tst_WebSub::handlesHubQuirks()
{
    QFETCH(QString, quirk);
    QFETCH(qint64, lease);
    QFETCH(QString, finding);
    Rig rig;
    TestHub::Options &options = rig.hub.options();
    options.leaseZero = quirk == u"zero";
    options.omitLease = quirk == u"omit";
    options.rawTopic = quirk == u"raw";
    options.verifyDelayMs = quirk == u"slow" ? 1500 : 0;
    if (quirk == u"tenyears")
        options.leaseSeconds = 315'360'000;
    if (quirk == u"200")
        options.subscribeStatus = 200;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel(QStringLiteral("/framework/?set=1&kind=all")));
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    QCOMPARE(subscribed.first().at(2).toLongLong(), lease);
    const auto findings = subscribed.first().at(5).value<FindingList>();
    if (finding.isEmpty()) {
        QVERIFY(findings.isEmpty());
    } else {
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().ruleId, finding);
    }
    QCOMPARE(rig.subscriber->subscriptions().first().state, SubscriptionStatus::State::Active);
}

void tst_WebSub::followsHubRedirects()
{
    Rig rig;
    rig.hub.options().redirectStatus = 308;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    // Renewals and unsubscriptions go where the hub sent it (once its answer
    // is in: the verification may come first).
    QTRY_COMPARE(rig.subscriber->subscriptions().first().hub.path(), QStringLiteral("/hub2"));
    QCOMPARE(rig.hub.entries(QStringLiteral("verified")).size(), 1);
}

void tst_WebSub::stopsAtARedirectLoop()
{
    Rig rig;
    rig.hub.options().redirectLoop = true;
    QSignalSpy failed(rig.subscriber.get(), &WebSubSubscriber::failed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10'000);
    QVERIFY2(failed.first().at(2).toString().contains(u"loop"),
             qPrintable(failed.first().at(2).toString()));
    QCOMPARE(rig.subscriber->subscriptions().first().state, SubscriptionStatus::State::Subscribing);
}

void tst_WebSub::deniedByTheHub()
{
    Rig rig;
    rig.hub.options().deny = true;
    QSignalSpy denied(rig.subscriber.get(), &WebSubSubscriber::denied);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(denied.size(), 1, 10'000);
    QCOMPARE(denied.first().at(2).toString(), QStringLiteral("not on our list"));
    QCOMPARE(rig.subscriber->subscriptions().first().state, SubscriptionStatus::State::Denied);
    QTRY_COMPARE(rig.hub.count(QStringLiteral("denied")), 1);
    QCOMPARE(rig.hub.entries(QStringLiteral("denied")).first().status, 200);
    // Not asked again.
    QTest::qWait(1000);
    QCOMPARE(rig.hub.count(QStringLiteral("subscribe")), 1);
}

void tst_WebSub::refusedByTheHub()
{
    Rig rig;
    rig.hub.options().subscribeStatus = 403;
    QSignalSpy denied(rig.subscriber.get(), &WebSubSubscriber::denied);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(denied.size(), 1, 10'000);
    QVERIFY(denied.first().at(2).toString().contains(u"403"));
    QVERIFY(denied.first().at(2).toString().contains(u"Topic not allowed"));
    QTest::qWait(1000);
    QCOMPARE(rig.hub.count(QStringLiteral("subscribe")), 1);
}

void tst_WebSub::retriesAHubThatNeverVerifies()
{
    Rig rig;
    rig.hub.options().verify = false;
    QSignalSpy failed(rig.subscriber.get(), &WebSubSubscriber::failed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10'000);
    QVERIFY(failed.first().at(2).toString().contains(u"did not verify"));
    // Asked again after the retry delay, with a new callback.
    QTRY_VERIFY_WITH_TIMEOUT(rig.hub.count(QStringLiteral("subscribe")) >= 2, 10'000);
    const QList<TestHub::LogEntry> asked = rig.hub.entries(QStringLiteral("subscribe"));
    QVERIFY(asked.at(0).callback != asked.at(1).callback);
    // The first callback is dead now: a late verification is refused.
    rig.hub.probe(QUrl(asked.at(0).callback),
                  "hub.mode=subscribe&hub.topic="
                      + QUrl::toPercentEncoding(rig.channel().topic.toString())
                      + "&hub.challenge=LATE&hub.lease_seconds=60");
    QTRY_COMPARE(rig.hub.count(QStringLiteral("probe")), 1);
    QCOMPARE(rig.hub.entries(QStringLiteral("probe")).first().status, 404);
}

void tst_WebSub::unsubscribesFromEveryHub()
{
    Rig rig;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    rig.subscriber->subscribe(rig.channel(QStringLiteral("/other/")));
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 2, 10'000);
    QVERIFY(rig.waitForHub(2));
    QSignalSpy unsubscribed(rig.subscriber.get(), &WebSubSubscriber::unsubscribed);
    QSignalSpy done(rig.subscriber.get(), &WebSubSubscriber::allUnsubscribed);
    rig.subscriber->unsubscribeAll();
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 10'000);
    QCOMPARE(unsubscribed.size(), 2);
    QCOMPARE(rig.hub.subscriptions().size(), 0);
    for (const SubscriptionStatus &status : rig.subscriber->subscriptions())
        QCOMPARE(status.state, SubscriptionStatus::State::Ended);
}

void tst_WebSub::checksTheSignatureOfDeliveries_data()
{
    QTest::addColumn<int>("signing");
    QTest::addColumn<int>("verdict");
    using Verdict = HubSignatureCheck::Verdict;
    QTest::newRow("sha256") << int(TestHub::Signing::Sha256) << int(Verdict::Valid);
    QTest::newRow("sha384") << int(TestHub::Signing::Sha384) << int(Verdict::Valid);
    QTest::newRow("sha512") << int(TestHub::Signing::Sha512) << int(Verdict::Valid);
    QTest::newRow("sha1") << int(TestHub::Signing::Sha1) << int(Verdict::ValidWeak);
    QTest::newRow("wrong") << int(TestHub::Signing::Wrong) << int(Verdict::Mismatch);
    QTest::newRow("missing") << int(TestHub::Signing::Missing) << int(Verdict::Missing);
}

void tst_WebSub::checksTheSignatureOfDeliveries()
{
    QFETCH(int, signing);
    QFETCH(int, verdict);
    Rig rig;
    rig.hub.options().signing = TestHub::Signing(signing);
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    rig.hub.publish(rig.channel().topic, exampleNotification);
    QTRY_COMPARE_WITH_TIMEOUT(rig.deliveries.size(), 1, 10'000);
    const Delivery &delivery = rig.deliveries.first();
    QCOMPARE(int(delivery.signature.verdict), verdict);
    QCOMPARE(delivery.body, exampleNotification);
    QCOMPARE(delivery.topic, rig.channel().topic);
    QVERIFY(delivery.link.contains("rel=\"self\""));
    // Received: 202, whatever the signature (WebSub lets a subscriber say 2xx).
    QTRY_COMPARE(rig.hub.count(QStringLiteral("delivered")), 1);
    QCOMPARE(rig.hub.entries(QStringLiteral("delivered")).first().status, 202);
}

void tst_WebSub::rejectsDeliveriesToUnknownCallbacks()
{
    Rig rig;
    QSignalSpy rejected(rig.subscriber.get(), &WebSubSubscriber::deliveryRejected);
    QUrl unknown = rig.server.url();
    unknown.setPath(QStringLiteral("/cb/BBBBBBBBBBBBBBBBBBBBBB"));
    rig.hub.post(unknown, exampleNotification, "x", rig.channel().topic);
    QTRY_COMPARE_WITH_TIMEOUT(rig.hub.count(QStringLiteral("delivered")), 1, 10'000);
    QCOMPARE(rig.hub.entries(QStringLiteral("delivered")).first().status, 404);
    QCOMPARE(rejected.size(), 1);
    QCOMPARE(rejected.first().at(1).toString(), QStringLiteral("unknown callback"));
    QVERIFY(rig.deliveries.isEmpty());

    // A callback that was unsubscribed is gone: 410 tells the hub to stop.
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    const QUrl callback = rig.callback();
    QSignalSpy unsubscribed(rig.subscriber.get(), &WebSubSubscriber::unsubscribed);
    rig.subscriber->unsubscribe(rig.channel().topic);
    QTRY_COMPARE_WITH_TIMEOUT(unsubscribed.size(), 1, 10'000);
    rig.hub.post(callback, exampleNotification, "x", rig.channel().topic);
    QTRY_COMPARE_WITH_TIMEOUT(rig.hub.count(QStringLiteral("delivered")), 2, 10'000);
    QCOMPARE(rig.hub.entries(QStringLiteral("delivered")).last().status, 410);
}

void tst_WebSub::asksTheHubToRetryWhenBusy()
{
    Rig rig;
    QSignalSpy subscribed(rig.subscriber.get(), &WebSubSubscriber::subscribed);
    rig.subscriber->subscribe(rig.channel());
    QTRY_COMPARE_WITH_TIMEOUT(subscribed.size(), 1, 10'000);
    QVERIFY(rig.waitForHub());
    rig.full = true;
    rig.hub.options().retryDelayMs = 300;
    rig.hub.publish(rig.channel().topic, exampleNotification);
    QTRY_COMPARE_WITH_TIMEOUT(rig.hub.count(QStringLiteral("delivered")), 1, 10'000);
    QCOMPARE(rig.hub.entries(QStringLiteral("delivered")).first().status, 503);
    rig.full = false;
    // The hub's retry gets in.
    QTRY_COMPARE_WITH_TIMEOUT(rig.deliveries.size(), 1, 10'000);
    QTRY_COMPARE(rig.hub.entries(QStringLiteral("delivered")).last().status, 202);
}

// NT-043: a secret does not travel in clear text to a hub on another machine.

void tst_WebSub::noSecretForAPlainHttpHubElsewhere()
{
    Rig rig;
    NotificationChannel channel = rig.channel();
    channel.hub = QUrl(QStringLiteral("http://hub.invalid/websub"));
    rig.subscriber->subscribe(channel);
    QCOMPARE(rig.subscriber->subscriptions().first().signedDeliveries, false);
    NotificationChannel secure = rig.channel(QStringLiteral("/other/"));
    secure.hub = QUrl(QStringLiteral("https://hub.invalid/websub"));
    rig.subscriber->subscribe(secure);
    QCOMPARE(rig.subscriber->subscriptions().last().signedDeliveries, true);
}

// The Source's side of the test hub (FN 4.1, NT-060): a fat ping with its
// Link headers is delivered, one without is refused; a WebSub publish names
// the topic, which the hub fetches and delivers.
