// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// WebSub: subscribing to a hub and taking its deliveries. The cases are spread
// over files: tst_websub.cpp (signatures, leases, forms, links, tokens, the test
// hub and the delivery processor) and tst_websub_hub.cpp (the conversation with
// a hub: verification, renewal, quirks, redirects, refusals, retries,
// unsubscribing, signed deliveries).
#pragma once

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

namespace websubtest {

inline const QByteArray exampleNotification
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

} // namespace websubtest

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
