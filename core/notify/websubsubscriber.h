// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "callbackregistry.h"
#include "delivery.h"
#include "notificationchannel.h"
#include "validation/finding.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <functional>
#include <map>
#include <memory>

class QNetworkAccessManager;

namespace rsi {

class CallbackServer;
class HubClient;
struct HttpRequest;
struct HttpResponse;
struct HubResponse;

struct SubscriberOptions
{
    QUrl callbackBase; // the public URL of the callback server (--callback-url), or its own
    qint64 leaseSeconds = 86'400; // asked of the hub (--lease)
    int requestTimeoutMs = 30'000; // one POST to a hub
    // A hub that accepted a request but has not verified it this long after
    // it was sent is taken to have failed (NT-046).
    int verifyTimeoutMs = 60'000;
    // How long stopping waits for hubs to confirm unsubscriptions.
    int unsubscribeTimeoutMs = 10'000;
    // After a failure (no answer, 5xx, no verification) the request is sent
    // again after this, doubling up to maxRetryDelayMs.
    int retryDelayMs = 30'000;
    int maxRetryDelayMs = 3'600'000;
    QString userAgent;
    // hub.secret goes to https hubs and to hubs on this machine (NT-043);
    // true sends it to plain-http hubs elsewhere too, in clear text.
    bool secretOverPlainHttp = false;
};

// What the subscriber knows of one channel, for displays.
struct SubscriptionStatus
{
    enum class State : quint8 {
        Subscribing, // asked, not verified yet (or retrying after a failure)
        Active, // verified; expires says until when
        Renewing, // active, and a renewal is under way
        Denied, // the hub refused or denied it; not asked again
        Expired, // the lease ended before a renewal was verified; retrying
        Unsubscribing,
        Ended, // unsubscribed (or given up on stop)
    };
    NotificationChannel channel;
    QUrl hub; // after redirects
    State state = State::Subscribing;
    qint64 leaseSeconds = 0; // granted
    QDateTime expires;
    QString lastError; // the last failure or the denial's reason
    bool signedDeliveries = false; // a secret was given: deliveries must be signed
};

QString subscriptionStateKey(SubscriptionStatus::State state); // "active", ...

// A WebSub subscriber (WebSub 5, FN 4.2-4.4) on a CallbackServer: subscribes
// to channels, answers the hubs' verifications, renews every lease at 80%
// (NT-049), follows hub redirects, handles denials, and hands deliveries on.
//
// - Each subscription request gets a fresh callback (CallbackRegistry: an
//   unguessable token, a fresh secret) that is registered as pending before
//   the POST goes out, because a hub may verify before its 202 arrives.
//   Renewals use a new callback too; once the new one is verified the old
//   one is unsubscribed.
// - A verification GET is confirmed (2xx, the challenge byte for byte) only
//   for a pending request of that callback, mode and topic; anything else is
//   404 and never echoes the challenge (NT-047).
// - A delivery to a callback is handed to the delivery handler and answered
//   202 at once (NT-054); 503 with Retry-After when the handler has no room,
//   404 for an unknown callback, 410 for one that was unsubscribed.
//
// Lives on its creator's thread, with the server and network manager it is
// given (both must outlive it).
class WebSubSubscriber final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSubSubscriber)

public:
    // Takes a delivery; false when it cannot take more now.
    using DeliveryHandler = std::function<bool(const Delivery &delivery)>;

    WebSubSubscriber(CallbackServer *server, QNetworkAccessManager *network,
                     SubscriberOptions options, QObject *parent = nullptr);
    ~WebSubSubscriber() override;

    void setDeliveryHandler(DeliveryHandler handler) { m_deliveryHandler = std::move(handler); }
    const SubscriberOptions &options() const { return m_options; }

    // Subscribes to a channel; nothing when its topic is followed already.
    void subscribe(const NotificationChannel &channel);
    // Unsubscribes from one channel (from the hub when it was verified).
    void unsubscribe(const QUrl &topic);
    // Unsubscribes from every channel; allUnsubscribed() follows once the
    // hubs have confirmed, or unsubscribeTimeoutMs has passed.
    void unsubscribeAll();

    QList<SubscriptionStatus> subscriptions() const;
    bool isFollowing(const QUrl &topic) const;

    // The HTTP side, called by the callback server (public for tests).
    HttpResponse handle(const HttpRequest &request);

Q_SIGNALS:
    void stateChanged(const QUrl &topic);
    // A lease was granted: the first time (renewal false) or again.
    void subscribed(const QUrl &topic, const QUrl &hub, qint64 leaseSeconds,
                    const QDateTime &expires, bool renewal, const rsi::FindingList &findings);
    void denied(const QUrl &topic, const QUrl &hub, const QString &reason);
    void unsubscribed(const QUrl &topic, const QUrl &hub);
    // Something went wrong that the subscriber retries (or, on stop, gives up).
    void failed(const QUrl &topic, const QUrl &hub, const QString &message);
    // A request to a callback was refused before anything was done with it:
    // reason is "unknown callback", "too large", "malformed request", "busy".
    void deliveryRejected(const QUrl &topic, const QString &reason, const QString &message);
    void allUnsubscribed();

private:
    struct Subscription;
    enum class Mode : quint8 { Subscribe, Unsubscribe };
    struct Post
    {
        QString topicKey;
        QByteArray token;
        Mode mode = Mode::Subscribe;
    };

    Subscription *find(const QUrl &topic) const;
    Subscription *findByKey(const QString &key) const;
    void sendSubscribe(Subscription &subscription);
    void sendUnsubscribe(Subscription &subscription, const QByteArray &token);
    void onPosted(quint64 ticket, const HubResponse &response);
    void onVerifyTimeout(Subscription &subscription);
    void tellGrant(Subscription &subscription);
    void retryLater(Subscription &subscription, const QString &message);
    void onRenewalDue(Subscription &subscription);
    void onExpired(Subscription &subscription);
    void setState(Subscription &subscription, SubscriptionStatus::State state);
    void end(Subscription &subscription);
    void checkAllUnsubscribed();
    bool sendsSecretTo(const QUrl &hub) const;

    HttpResponse verify(CallbackRecord &record, const QByteArray &query);
    HttpResponse confirmSubscribe(CallbackRecord &record, Subscription &subscription,
                                  const QString &challenge, const QString &leaseText);
    HttpResponse accept(CallbackRecord &record, const HttpRequest &request);
    void onRequestRefused(int status, const QByteArray &reason, const QByteArray &target);
    bool isCallbackPath(const QByteArray &path, const QByteArray &token) const;

    // The server may go first when both are children of one job.
    QPointer<CallbackServer> m_server;
    HubClient *m_hubs = nullptr;
    SubscriberOptions m_options;
    CallbackRegistry m_callbacks;
    DeliveryHandler m_deliveryHandler;
    std::map<QString, std::unique_ptr<Subscription>> m_subscriptions; // by topic key
    std::map<quint64, Post> m_posts;
    bool m_stopping = false;
    bool m_allUnsubscribedSent = false;
};

} // namespace rsi
