// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "websubsubscriber.h"

#include "callbackserver.h"
#include "crawl/sourcetree.h"
#include "formencoding.h"
#include "hubclient.h"
#include "lease.h"

#include <QHostAddress>
#include <QTimer>

#include <climits>

namespace rsi {

namespace {

using State = SubscriptionStatus::State;

// The challenge is echoed verbatim; one longer than this is no hub's.
constexpr qsizetype maxChallengeLength = 1024;

HttpResponse notFound()
{
    return HttpResponse::text(404, "Not found\n");
}

bool isLoopback(const QUrl &url)
{
    const QString host = url.host();
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

} // namespace

QString subscriptionStateKey(SubscriptionStatus::State state)
{
    switch (state) {
    case State::Subscribing:
        return QStringLiteral("subscribing");
    case State::Active:
        return QStringLiteral("active");
    case State::Renewing:
        return QStringLiteral("renewing");
    case State::Denied:
        return QStringLiteral("denied");
    case State::Expired:
        return QStringLiteral("expired");
    case State::Unsubscribing:
        return QStringLiteral("unsubscribing");
    case State::Ended:
        return QStringLiteral("ended");
    }
    return {};
}

struct WebSubSubscriber::Subscription
{
    QString key;
    SubscriptionStatus status;
    QByteArray activeToken; // verified: the callback deliveries come to
    QByteArray pendingToken; // a subscription or renewal awaiting verification
    bool wanted = true; // false once unsubscribing
    int failures = 0; // in a row, for the retry delay
    FindingList postFindings; // about the hub's answer to the last request (NT-045)
    // A lease is told (subscribed()) once both the hub's answer to the
    // request and its verification are in: hubs may verify before they
    // answer.
    bool answerIn = false;
    struct Grant
    {
        qint64 seconds = 0;
        bool renewal = false;
        FindingList findings;
    };
    std::optional<Grant> untold; // verified, waiting for the answer
    QTimer verifyTimer; // the hub's verification is overdue
    QTimer retryTimer; // ask again after a failure
    QTimer renewTimer; // 80% of the lease
    QTimer expiryTimer; // the lease ends
    QTimer unsubscribeTimer; // the hub's confirmation of an unsubscription is overdue
};

WebSubSubscriber::WebSubSubscriber(CallbackServer *server, QNetworkAccessManager *network,
                                   SubscriberOptions options, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_options(std::move(options))
{
    m_hubs = new HubClient(network, m_options.userAgent, m_options.requestTimeoutMs, this);
    connect(m_hubs, &HubClient::finished, this, &WebSubSubscriber::onPosted);
    m_server->setHandler([this](const HttpRequest &request) { return handle(request); });
    connect(m_server, &CallbackServer::requestRefused, this, &WebSubSubscriber::onRequestRefused);
}

WebSubSubscriber::~WebSubSubscriber()
{
    if (m_server)
        m_server->setHandler({});
}

WebSubSubscriber::Subscription *WebSubSubscriber::find(const QUrl &topic) const
{
    return findByKey(form::normalizedUrl(topic.toString()));
}

WebSubSubscriber::Subscription *WebSubSubscriber::findByKey(const QString &key) const
{
    const auto found = m_subscriptions.find(key);
    return found == m_subscriptions.end() ? nullptr : found->second.get();
}

bool WebSubSubscriber::isFollowing(const QUrl &topic) const
{
    const Subscription *subscription = find(topic);
    return subscription && subscription->wanted;
}

QList<SubscriptionStatus> WebSubSubscriber::subscriptions() const
{
    QList<SubscriptionStatus> statuses;
    for (const auto &[key, subscription] : m_subscriptions)
        statuses.append(subscription->status);
    return statuses;
}

bool WebSubSubscriber::sendsSecretTo(const QUrl &hub) const
{
    return hub.scheme().compare(u"https", Qt::CaseInsensitive) == 0 || isLoopback(hub)
        || m_options.secretOverPlainHttp;
}

void WebSubSubscriber::subscribe(const NotificationChannel &channel)
{
    if (m_stopping)
        return;
    const QString key = form::normalizedUrl(channel.topic.toString());
    if (Subscription *known = findByKey(key); known && known->wanted)
        return;
    auto owned = std::make_unique<Subscription>();
    Subscription &subscription = *owned;
    m_subscriptions[key] = std::move(owned);
    subscription.key = key;
    subscription.status.channel = channel;
    subscription.status.hub = channel.hub;
    subscription.status.signedDeliveries = sendsSecretTo(channel.hub);
    for (QTimer *timer :
         {&subscription.verifyTimer, &subscription.retryTimer, &subscription.renewTimer,
          &subscription.expiryTimer, &subscription.unsubscribeTimer})
        timer->setSingleShot(true);
    Subscription *pointer = &subscription;
    connect(&subscription.verifyTimer, &QTimer::timeout, this,
            [this, pointer] { onVerifyTimeout(*pointer); });
    connect(&subscription.retryTimer, &QTimer::timeout, this,
            [this, pointer] { sendSubscribe(*pointer); });
    connect(&subscription.renewTimer, &QTimer::timeout, this,
            [this, pointer] { onRenewalDue(*pointer); });
    connect(&subscription.expiryTimer, &QTimer::timeout, this,
            [this, pointer] { onExpired(*pointer); });
    connect(&subscription.unsubscribeTimer, &QTimer::timeout, this, [this, pointer] {
        Q_EMIT failed(pointer->status.channel.topic, pointer->status.hub,
                      tr("The hub did not confirm the unsubscription within %1 seconds.")
                          .arg(m_options.unsubscribeTimeoutMs / 1000));
        end(*pointer);
    });
    setState(subscription, State::Subscribing);
    sendSubscribe(subscription);
}

void WebSubSubscriber::sendSubscribe(Subscription &subscription)
{
    if (!subscription.wanted || m_stopping)
        return;
    // A request that was never verified is given up: its callback answers
    // 404 from now on, so a late verification cannot revive it.
    if (!subscription.pendingToken.isEmpty())
        m_callbacks.retire(subscription.pendingToken);
    const NotificationChannel &channel = subscription.status.channel;
    CallbackRecord &record = m_callbacks.issue(channel.topic, subscription.status.hub,
                                               sendsSecretTo(subscription.status.hub));
    record.pending = CallbackRecord::Pending::Subscribe;
    subscription.pendingToken = record.token;
    subscription.postFindings.clear();
    subscription.answerIn = false;

    form::Fields fields {
        {QStringLiteral("hub.mode"), QStringLiteral("subscribe")},
        {QStringLiteral("hub.topic"), channel.topic.toString()},
        {QStringLiteral("hub.callback"),
         CallbackRegistry::callbackUrl(m_options.callbackBase, record.token).toString()},
        {QStringLiteral("hub.lease_seconds"), QString::number(m_options.leaseSeconds)},
    };
    if (!record.secret.isEmpty())
        fields.append({QStringLiteral("hub.secret"), QString::fromLatin1(record.secret)});
    const quint64 ticket = m_hubs->post(subscription.status.hub, form::encode(fields));
    m_posts[ticket] = {subscription.key, record.token, Mode::Subscribe};
    subscription.verifyTimer.start(m_options.verifyTimeoutMs);
}

void WebSubSubscriber::sendUnsubscribe(Subscription &subscription, const QByteArray &token)
{
    CallbackRecord *record = m_callbacks.find(token);
    if (!record)
        return;
    record->pending = CallbackRecord::Pending::Unsubscribe;
    const form::Fields fields {
        {QStringLiteral("hub.mode"), QStringLiteral("unsubscribe")},
        {QStringLiteral("hub.topic"), record->topic.toString()},
        {QStringLiteral("hub.callback"),
         CallbackRegistry::callbackUrl(m_options.callbackBase, token).toString()},
    };
    const quint64 ticket = m_hubs->post(record->hub, form::encode(fields));
    m_posts[ticket] = {subscription.key, token, Mode::Unsubscribe};
}

void WebSubSubscriber::onPosted(quint64 ticket, const HubResponse &response)
{
    const auto found = m_posts.find(ticket);
    if (found == m_posts.end())
        return;
    const Post post = found->second;
    m_posts.erase(found);
    Subscription *subscription = findByKey(post.topicKey);
    CallbackRecord *record = m_callbacks.find(post.token);
    if (!subscription || !record)
        return;
    const QUrl topic = subscription->status.channel.topic;

    if (post.mode == Mode::Unsubscribe) {
        if (response.accepted())
            return; // the verification follows
        const bool current = post.token == subscription->activeToken;
        m_callbacks.retire(post.token);
        if (current) {
            Q_EMIT failed(topic, record->hub,
                          tr("The hub did not take the unsubscription: %1")
                              .arg(response.status
                                       ? tr("HTTP %1 %2").arg(response.status).arg(response.reason)
                                       : response.error));
            end(*subscription);
        }
        return;
    }

    // Verified before this answer came: the lease waits to be told.
    const bool verified = record->verified && post.token == subscription->activeToken;
    if (post.token != subscription->pendingToken && !verified)
        return; // superseded
    // Renewals and unsubscriptions go where the hub sent us (WebSub 5.1.2).
    if (response.url.isValid() && response.url != subscription->status.hub) {
        subscription->status.hub = response.url;
        record->hub = response.url;
    }
    if (response.accepted() || verified) {
        if (response.status != 202) {
            subscription->postFindings.append(makeFinding(
                u"NT-045",
                response.status ? tr("The hub answered the subscription request with HTTP %1; "
                                     "WebSub hubs answer 202 Accepted and verify afterwards.")
                                      .arg(response.status)
                                : tr("The hub verified the subscription but did not answer the "
                                     "request: %1")
                                      .arg(response.error),
                topic.toString(), {}, Severity::Warning));
        }
        subscription->answerIn = true;
        tellGrant(*subscription);
        return; // else the verification follows
    }
    if (response.refused()) {
        subscription->verifyTimer.stop();
        m_callbacks.retire(post.token);
        subscription->pendingToken.clear();
        const QString reason = response.reason.isEmpty()
            ? tr("the hub refused the subscription (HTTP %1)").arg(response.status)
            : tr("the hub refused the subscription (HTTP %1): %2")
                  .arg(response.status)
                  .arg(response.reason);
        subscription->status.lastError = reason;
        subscription->wanted = false;
        setState(*subscription, State::Denied);
        Q_EMIT denied(topic, subscription->status.hub, reason);
        return;
    }
    retryLater(*subscription,
               response.status ? tr("The hub could not take the subscription: HTTP %1 %2")
                                     .arg(response.status)
                                     .arg(response.reason)
                               : tr("The hub could not be reached: %1").arg(response.error));
}

void WebSubSubscriber::onVerifyTimeout(Subscription &subscription)
{
    if (subscription.pendingToken.isEmpty())
        return;
    retryLater(subscription,
               tr("The hub did not verify the subscription within %1 seconds.")
                   .arg(m_options.verifyTimeoutMs / 1000.0, 0, 'g', 3));
}

void WebSubSubscriber::retryLater(Subscription &subscription, const QString &message)
{
    subscription.verifyTimer.stop();
    if (!subscription.pendingToken.isEmpty()) {
        m_callbacks.retire(subscription.pendingToken);
        subscription.pendingToken.clear();
    }
    const int shift = std::min(subscription.failures, 16);
    ++subscription.failures;
    const qint64 delay
        = std::min<qint64>(qint64(m_options.retryDelayMs) << shift, m_options.maxRetryDelayMs);
    subscription.status.lastError = message;
    Q_EMIT failed(
        subscription.status.channel.topic, subscription.status.hub,
        tr("%1 Trying again in %2 seconds.").arg(message).arg(double(delay) / 1000.0, 0, 'g', 4));
    Q_EMIT stateChanged(subscription.status.channel.topic);
    if (subscription.wanted && !m_stopping)
        subscription.retryTimer.start(int(delay));
}

void WebSubSubscriber::onRenewalDue(Subscription &subscription)
{
    if (!subscription.wanted)
        return;
    setState(subscription,
             subscription.status.state == State::Expired ? State::Expired : State::Renewing);
    subscription.failures = 0;
    sendSubscribe(subscription);
}

void WebSubSubscriber::onExpired(Subscription &subscription)
{
    if (!subscription.wanted)
        return;
    setState(subscription, State::Expired);
    Q_EMIT failed(subscription.status.channel.topic, subscription.status.hub,
                  tr("The subscription expired before the hub verified a renewal."));
}

void WebSubSubscriber::setState(Subscription &subscription, State state)
{
    if (subscription.status.state == state && state != State::Subscribing)
        return;
    subscription.status.state = state;
    Q_EMIT stateChanged(subscription.status.channel.topic);
}

void WebSubSubscriber::end(Subscription &subscription)
{
    for (QTimer *timer :
         {&subscription.verifyTimer, &subscription.retryTimer, &subscription.renewTimer,
          &subscription.expiryTimer, &subscription.unsubscribeTimer})
        timer->stop();
    for (const QByteArray &token : {subscription.activeToken, subscription.pendingToken}) {
        if (!token.isEmpty())
            m_callbacks.retire(token);
    }
    subscription.activeToken.clear();
    subscription.pendingToken.clear();
    subscription.wanted = false;
    if (subscription.status.state != State::Denied)
        setState(subscription, State::Ended);
    checkAllUnsubscribed();
}

void WebSubSubscriber::unsubscribe(const QUrl &topic)
{
    Subscription *subscription = find(topic);
    if (!subscription || !subscription->wanted)
        return;
    subscription->wanted = false;
    for (QTimer *timer : {&subscription->verifyTimer, &subscription->retryTimer,
                          &subscription->renewTimer, &subscription->expiryTimer})
        timer->stop();
    if (!subscription->pendingToken.isEmpty()) {
        m_callbacks.retire(subscription->pendingToken);
        subscription->pendingToken.clear();
    }
    if (subscription->activeToken.isEmpty()) {
        end(*subscription); // never verified: the hub holds nothing to end
        return;
    }
    setState(*subscription, State::Unsubscribing);
    sendUnsubscribe(*subscription, subscription->activeToken);
    subscription->unsubscribeTimer.start(m_options.unsubscribeTimeoutMs);
}

void WebSubSubscriber::unsubscribeAll()
{
    QList<QUrl> topics;
    for (const auto &[key, subscription] : m_subscriptions)
        topics.append(subscription->status.channel.topic);
    for (const QUrl &topic : std::as_const(topics))
        unsubscribe(topic);
    m_stopping = true;
    // From the event loop, so that a caller connecting afterwards hears it.
    QTimer::singleShot(0, this, &WebSubSubscriber::checkAllUnsubscribed);
}

void WebSubSubscriber::checkAllUnsubscribed()
{
    if (!m_stopping || m_allUnsubscribedSent)
        return;
    for (const auto &[key, subscription] : m_subscriptions) {
        if (subscription->status.state == State::Unsubscribing)
            return;
    }
    m_allUnsubscribedSent = true;
    m_hubs->abortAll();
    Q_EMIT allUnsubscribed();
}

// ---------------------------------------------------------------- HTTP

bool WebSubSubscriber::isCallbackPath(const QByteArray &path, const QByteArray &token) const
{
    // The callback as given to the hub, or as a reverse proxy that strips
    // its prefix forwards it.
    return path == "/cb/" + token
        || path
        == CallbackRegistry::callbackUrl(m_options.callbackBase, token)
               .path(QUrl::FullyEncoded)
               .toUtf8();
}

HttpResponse WebSubSubscriber::handle(const HttpRequest &request)
{
    const QByteArray path = request.path();
    const QByteArray token = CallbackRegistry::tokenOfPath(path);
    CallbackRecord *record = token.isEmpty() ? nullptr : m_callbacks.find(token);
    if (!record || !isCallbackPath(path, token)) {
        const bool retired = !token.isEmpty() && m_callbacks.isRetired(token);
        if (request.method == "POST") {
            Q_EMIT deliveryRejected(QUrl(), QStringLiteral("unknown callback"),
                                    retired ? tr("A delivery came to a callback that was "
                                                 "unsubscribed; the hub was told it is gone (410).")
                                            : tr("A delivery came to a callback this subscriber "
                                                 "never gave out (%1).")
                                                  .arg(QString::fromLatin1(path.left(200))));
        }
        // 410 tells a hub to drop a callback we unsubscribed (WebSub 7); a
        // verification is simply not ours (NT-047).
        return retired && request.method == "POST" ? HttpResponse::text(410, "Gone\n") : notFound();
    }
    if (request.method == "GET")
        return verify(*record, request.query());
    if (request.method == "POST")
        return accept(*record, request);
    HttpResponse response = HttpResponse::text(405, "Method not allowed\n");
    response.headers.append({QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, POST")});
    return response;
}

HttpResponse WebSubSubscriber::verify(CallbackRecord &record, const QByteArray &query)
{
    const form::Fields fields = form::parse(query);
    const QString mode = form::value(fields, u"hub.mode");
    const QString expected = form::normalizedUrl(record.topic.toString());
    QString topic = form::value(fields, u"hub.topic");
    // Some hubs do not encode hub.topic; a topic with '&' then falls apart.
    if (!topic.isNull() && form::normalizedUrl(topic) != expected)
        topic = form::unencodedHubValue(query, "hub.topic");
    Subscription *subscription = find(record.topic);
    // The topic must be the one this callback was given for (WebSub 5.3.1).
    if (!subscription || topic.isNull() || form::normalizedUrl(topic) != expected)
        return notFound();

    if (mode == u"denied") {
        if (!subscription->wanted)
            return notFound();
        const QString reason = form::value(fields, u"hub.reason");
        subscription->status.lastError
            = reason.isEmpty() ? tr("the hub denied the subscription") : reason;
        const QUrl hub = subscription->status.hub;
        end(*subscription);
        setState(*subscription, State::Denied);
        Q_EMIT denied(subscription->status.channel.topic, hub, subscription->status.lastError);
        return HttpResponse::text(200, "");
    }

    const QString challenge = form::value(fields, u"hub.challenge");
    if (challenge.isEmpty() || challenge.size() > maxChallengeLength)
        return notFound();
    if (mode == u"subscribe" && record.pending == CallbackRecord::Pending::Subscribe
        && record.token == subscription->pendingToken) {
        return confirmSubscribe(record, *subscription, challenge,
                                form::value(fields, u"hub.lease_seconds"));
    }
    if (mode == u"unsubscribe" && record.pending == CallbackRecord::Pending::Unsubscribe) {
        const QByteArray token = record.token;
        const bool current = token == subscription->activeToken;
        const QUrl hub = record.hub;
        m_callbacks.retire(token); // record is gone from here on
        if (current) {
            subscription->activeToken.clear();
            // Told before end(), which may say that every hub is done.
            Q_EMIT unsubscribed(subscription->status.channel.topic, hub);
            end(*subscription);
        }
        return {200, "text/plain", challenge.toUtf8(), {}};
    }
    return notFound();
}

HttpResponse WebSubSubscriber::confirmSubscribe(CallbackRecord &record, Subscription &subscription,
                                                const QString &challenge, const QString &leaseText)
{
    const QUrl topic = subscription.status.channel.topic;
    FindingList findings;
    const std::optional<qint64> granted = lease::parseSeconds(leaseText);
    if (!granted) {
        findings.append(makeFinding(
            u"NT-046",
            leaseText.isNull()
                ? tr("The hub's verification carried no hub.lease_seconds; the lease asked for "
                     "(%1 seconds) is assumed.")
                      .arg(m_options.leaseSeconds)
                : tr("The hub's verification says hub.lease_seconds=\"%1\", which is no number of "
                     "seconds; the lease asked for (%2 seconds) is assumed.")
                      .arg(leaseText.left(40))
                      .arg(m_options.leaseSeconds),
            topic.toString(), {}, Severity::Warning));
    } else if (lease::isOutsideRecommendedRange(granted)) {
        findings.append(makeFinding(
            u"NT-048",
            *granted == 0
                ? tr("The hub granted a lease of 0 seconds; the lease asked for (%1 seconds) is "
                     "assumed, and the subscription is renewed before it ends.")
                      .arg(m_options.leaseSeconds)
                : tr("The hub granted a lease of %1 seconds, outside the 300 to 2,678,400 "
                     "seconds (a month) the specification recommends.")
                      .arg(*granted),
            topic.toString(), {}, Severity::Warning));
    }
    const qint64 seconds = lease::effectiveSeconds(granted, m_options.leaseSeconds);
    const QDateTime now = QDateTime::currentDateTimeUtc();

    record.pending = CallbackRecord::Pending::None;
    record.verified = true;
    const QByteArray previous = subscription.activeToken;
    subscription.activeToken = record.token;
    subscription.pendingToken.clear();
    subscription.failures = 0;
    subscription.verifyTimer.stop();
    subscription.retryTimer.stop();
    const bool renewal = !previous.isEmpty() || subscription.status.state == State::Renewing
        || subscription.status.state == State::Expired;
    subscription.status.leaseSeconds = seconds;
    subscription.status.expires = lease::expiry(now, seconds);
    subscription.status.lastError.clear();
    subscription.status.hub = record.hub;
    subscription.renewTimer.start(int(lease::renewalDelayMs(seconds)));
    // A timer waits at most 2^31 ms (24.8 days); a longer lease is renewed
    // long before that anyway.
    subscription.expiryTimer.start(int(std::min<qint64>(seconds * 1000, INT_MAX)));
    setState(subscription, State::Active);
    const HttpResponse confirmation {200, "text/plain", challenge.toUtf8(), {}};
    // The old callback of a renewal is a subscription of its own at the hub:
    // it is ended (its deliveries are still taken until then).
    if (!previous.isEmpty() && previous != record.token)
        sendUnsubscribe(subscription, previous);
    subscription.untold = Subscription::Grant {seconds, renewal, findings};
    tellGrant(subscription);
    return confirmation;
}

void WebSubSubscriber::tellGrant(Subscription &subscription)
{
    if (!subscription.answerIn || !subscription.untold)
        return;
    Subscription::Grant grant = *std::exchange(subscription.untold, std::nullopt);
    grant.findings = subscription.postFindings + grant.findings;
    subscription.postFindings.clear();
    Q_EMIT subscribed(subscription.status.channel.topic, subscription.status.hub, grant.seconds,
                      subscription.status.expires, grant.renewal, grant.findings);
}

HttpResponse WebSubSubscriber::accept(CallbackRecord &record, const HttpRequest &request)
{
    Delivery delivery;
    delivery.topic = record.topic;
    delivery.hub = record.hub;
    delivery.body = request.body;
    delivery.contentType = request.header("Content-Type");
    delivery.link = request.combinedHeader("Link");
    delivery.signature
        = checkHubSignature(request.header("X-Hub-Signature"), record.secret, request.body);
    delivery.receivedAt = QDateTime::currentDateTimeUtc();
    if (m_deliveryHandler && !m_deliveryHandler(delivery)) {
        Q_EMIT deliveryRejected(record.topic, QStringLiteral("busy"),
                                tr("Too many deliveries are waiting to be processed; the hub was "
                                   "asked to try again later (503)."));
        HttpResponse busy = HttpResponse::text(503, "Busy, try again later\n");
        busy.headers.append({QByteArrayLiteral("Retry-After"), QByteArrayLiteral("30")});
        return busy;
    }
    // Received, not processed: the processing follows (NT-054).
    return HttpResponse::text(202, "");
}

void WebSubSubscriber::onRequestRefused(int status, const QByteArray &reason,
                                        const QByteArray &target)
{
    const qsizetype question = target.indexOf('?');
    const QByteArray token
        = CallbackRegistry::tokenOfPath(question < 0 ? target : target.left(question));
    const CallbackRecord *record = token.isEmpty() ? nullptr : m_callbacks.find(token);
    const QString key = status == 413 ? QStringLiteral("too large")
        : status == 408               ? QStringLiteral("timeout")
                                      : QStringLiteral("malformed request");
    Q_EMIT deliveryRejected(record ? record->topic : QUrl(), key,
                            tr("A request to the callback server was refused with HTTP %1: %2.")
                                .arg(status)
                                .arg(QString::fromLatin1(reason)));
}

} // namespace rsi
