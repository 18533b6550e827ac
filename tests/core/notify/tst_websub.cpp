// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The WebSub subscriber against the loopback test hub: signatures, lease
// arithmetic, the subscription's life (verify, renew, deny, redirect,
// unsubscribe), the quirks of real hubs, and deliveries good and bad.
#include "notify/callbackregistry.h"
#include "notify/callbackserver.h"
#include "notify/deliveryprocessor.h"
#include "notify/formencoding.h"
#include "notify/hubsignature.h"
#include "notify/lease.h"
#include "notify/recentchanges.h"
#include "notify/weblinks.h"
#include "notify/websubsubscriber.h"
#include "support/loopbackserver.h"
#include "support/testhub.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace rsi;
using rsi::test::TestHub;

namespace {

const QByteArray exampleNotification
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
      "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
      "  <rs:md capability=\"framework-notification\"/>\n"
      "  <url><loc>http://example.com/dataset1/changelist.xml</loc>"
      "<rs:md change=\"updated\" capability=\"changelist\" "
      "datetime=\"2026-01-01T00:00:01Z\"/></url>\n"
      "</urlset>\n";

// A subscriber on a callback server, and a hub, both on loopback.
struct Rig
{
    Rig()
    {
        hub.start();
        server.listen(QHostAddress::LocalHost, 0);
        SubscriberOptions options;
        options.callbackBase = server.url();
        options.leaseSeconds = 3600;
        options.verifyTimeoutMs = 3000;
        options.retryDelayMs = 400;
        options.unsubscribeTimeoutMs = 3000;
        subscriber = std::make_unique<WebSubSubscriber>(&server, &network, options);
        subscriber->setDeliveryHandler([this](const Delivery &delivery) {
            if (full)
                return false;
            deliveries.append(delivery);
            return true;
        });
    }

    NotificationChannel channel(const QString &path = QStringLiteral("/framework/")) const
    {
        return {QUrl(QStringLiteral("http://source.example") + path), hub.url(),
                QUrl(QStringLiteral("http://source.example/capabilitylist.xml")),
                QStringLiteral("framework-notification")};
    }

    // Until the hub holds the subscriptions: the subscriber knows a moment
    // before the hub has read its answer.
    bool waitForHub(int count = 1) const
    {
        return QTest::qWaitFor([&] { return hub.subscriptions().size() == count; }, 10'000);
    }

    // The callback the hub holds for the topic.
    QUrl callback() const
    {
        const QList<TestHub::Subscription> held = hub.subscriptions();
        return held.isEmpty() ? QUrl() : held.last().callback;
    }

    TestHub hub;
    CallbackServer server;
    QNetworkAccessManager network;
    std::unique_ptr<WebSubSubscriber> subscriber;
    QList<Delivery> deliveries;
    bool full = false;
};

} // namespace

class tst_WebSub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void signatures_data();
    void signatures();
    void constantTimeCompare();
    void leaseArithmetic_data();
    void leaseArithmetic();
    void formEncoding();
    void linkHeaders();
    void callbackTokens();
    void recentChanges();

    void subscribesAndIsVerified();
    void answersOnlyPendingVerifications();
    void renewsBeforeTheLeaseEnds();
    void handlesHubQuirks_data();
    void handlesHubQuirks();
    void followsHubRedirects();
    void stopsAtARedirectLoop();
    void deniedByTheHub();
    void refusedByTheHub();
    void retriesAHubThatNeverVerifies();
    void unsubscribesFromEveryHub();
    void checksTheSignatureOfDeliveries_data();
    void checksTheSignatureOfDeliveries();
    void rejectsDeliveriesToUnknownCallbacks();
    void asksTheHubToRetryWhenBusy();
    void noSecretForAPlainHttpHubElsewhere();
    void theTestHubTakesPublications();

    void processorReadsAndDeduplicates();
    void processorRejectsWhatIsNoNotification();
};

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
#include "tst_websub.moc"
