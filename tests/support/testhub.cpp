// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testhub.h"

#include "notify/callbackserver.h"
#include "notify/formencoding.h"
#include "notify/hubsignature.h"
#include "notify/weblinks.h"

#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrlQuery>

namespace rsi::test {

namespace {

QByteArray methodName(TestHub::Signing signing)
{
    switch (signing) {
    case TestHub::Signing::Sha1:
        return "sha1";
    case TestHub::Signing::Sha384:
        return "sha384";
    case TestHub::Signing::Sha512:
        return "sha512";
    default:
        return "sha256";
    }
}

QByteArray randomChallenge()
{
    return QByteArray::number(QRandomGenerator::global()->generate64(), 36)
        + QByteArray::number(QRandomGenerator::global()->generate64(), 36);
}

bool sameUrl(const QUrl &a, const QUrl &b)
{
    return form::normalizedUrl(a.toString()) == form::normalizedUrl(b.toString());
}

} // namespace

TestHub::TestHub(QObject *parent)
    : QObject(parent)
    , m_server(new CallbackServer({}, this))
{
    m_server->setHandler([this](const HttpRequest &request) { return handle(request); });
}

TestHub::~TestHub() = default;

bool TestHub::start()
{
    return m_server->listen(QHostAddress::LocalHost, 0);
}

QUrl TestHub::url() const
{
    QUrl hub = m_server->url();
    hub.setPath(QStringLiteral("/hub"));
    return hub;
}

void TestHub::addLog(const QString &kind, const QUrl &topic, const QUrl &callback, int status,
                     const QString &detail)
{
    LogEntry entry {QDateTime::currentDateTimeUtc(),
                    kind,
                    topic.toString(),
                    callback.toString(),
                    status,
                    detail};
    m_log.append(entry);
    Q_EMIT logged(entry);
}

int TestHub::count(const QString &kind) const
{
    return int(std::count_if(m_log.cbegin(), m_log.cend(),
                             [&kind](const LogEntry &entry) { return entry.kind == kind; }));
}

QList<TestHub::LogEntry> TestHub::entries(const QString &kind) const
{
    QList<LogEntry> found;
    for (const LogEntry &entry : m_log) {
        if (entry.kind == kind)
            found.append(entry);
    }
    return found;
}

QString TestHub::describeLog() const
{
    QString text;
    for (const LogEntry &entry : m_log) {
        text += QStringLiteral("%1 %2 topic=%3 callback=%4 status=%5 %6\n")
                    .arg(entry.time.toString(QStringLiteral("HH:mm:ss.zzz")), entry.kind,
                         entry.topic, entry.callback)
                    .arg(entry.status)
                    .arg(entry.detail);
    }
    return text;
}

QList<TestHub::Subscription> TestHub::subscriptions() const
{
    QList<Subscription> active;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const Subscription &subscription : m_subscriptions) {
        if (subscription.expires > now)
            active.append(subscription);
    }
    return active;
}

int TestHub::subscriberCount(const QUrl &topic) const
{
    const QList<Subscription> active = subscriptions();
    return int(std::count_if(active.cbegin(), active.cend(),
                             [&topic](const Subscription &s) { return sameUrl(s.topic, topic); }));
}

HttpResponse TestHub::handle(const HttpRequest &request)
{
    const QByteArray path = request.path();
    if (request.method != "POST")
        return HttpResponse::text(405, "POST only\n");
    if (path == "/hub" && m_options.redirectLoop) {
        HttpResponse redirect = HttpResponse::text(307, "");
        redirect.headers.append({QByteArrayLiteral("Location"), QByteArrayLiteral("/loop-a")});
        return redirect;
    }
    if (path == "/loop-a" || path == "/loop-b") {
        HttpResponse redirect = HttpResponse::text(308, "");
        redirect.headers.append(
            {QByteArrayLiteral("Location"),
             path == "/loop-a" ? QByteArrayLiteral("/loop-b") : QByteArrayLiteral("/loop-a")});
        return redirect;
    }
    if (path == "/hub" && m_options.redirectStatus != 0) {
        HttpResponse redirect = HttpResponse::text(m_options.redirectStatus, "");
        redirect.headers.append({QByteArrayLiteral("Location"), QByteArrayLiteral("/hub2")});
        return redirect;
    }
    if (path != "/hub" && path != "/hub2")
        return HttpResponse::text(404, "Not found\n");
    const QByteArray type = request.header("Content-Type").toLower();
    if (type.startsWith("application/x-www-form-urlencoded"))
        return onForm(request.body);
    if (type.startsWith("application/xml"))
        return onFatPing(request);
    return HttpResponse::text(400, "Unknown content type\n");
}

HttpResponse TestHub::onForm(const QByteArray &body)
{
    const form::Fields fields = form::parse(body);
    const QString mode = form::value(fields, u"hub.mode");
    const QUrl topic(form::value(fields, u"hub.topic"));
    const QUrl callback(form::value(fields, u"hub.callback"));
    if (mode == u"publish") {
        const QUrl target(form::value(fields, u"hub.url"));
        addLog(QStringLiteral("publish"), target, {}, 0, QStringLiteral("by URL"));
        QNetworkReply *reply = m_network.get(QNetworkRequest(target));
        connect(reply, &QNetworkReply::finished, this, [this, reply, target] {
            reply->deleteLater();
            publish(target, reply->readAll());
        });
        return HttpResponse::text(202, "");
    }
    if ((mode != u"subscribe" && mode != u"unsubscribe") || !topic.isValid() || !callback.isValid())
        return HttpResponse::text(400, "hub.mode, hub.topic and hub.callback are required\n");
    const QByteArray secret = form::value(fields, u"hub.secret").toUtf8();
    const std::optional<qint64> asked = form::contains(fields, u"hub.lease_seconds")
        ? std::optional<qint64>(form::value(fields, u"hub.lease_seconds").toLongLong())
        : std::nullopt;
    addLog(mode, topic, callback, 0,
           QStringLiteral("secret=%1 lease=%2")
               .arg(secret.isEmpty() ? QStringLiteral("none") : QStringLiteral("given"))
               .arg(asked ? QString::number(*asked) : QStringLiteral("none")));
    if (m_options.subscribeStatus >= 400 && mode == u"subscribe") {
        addLog(QStringLiteral("refused"), topic, callback, m_options.subscribeStatus);
        return HttpResponse::text(m_options.subscribeStatus, m_options.refuseReason);
    }
    if (m_options.verify || mode == u"unsubscribe") {
        const QString verifyMode
            = m_options.deny && mode == u"subscribe" ? QStringLiteral("denied") : mode;
        QTimer::singleShot(m_options.verifyDelayMs, this,
                           [this, verifyMode, topic, callback, secret, asked] {
                               verify(verifyMode, topic, callback, secret, asked.value_or(3600));
                           });
    }
    return HttpResponse::text(m_options.subscribeStatus, "");
}

void TestHub::verify(const QString &mode, const QUrl &topic, const QUrl &callback,
                     const QByteArray &secret, qint64 asked)
{
    const QByteArray challenge = randomChallenge();
    const qint64 lease = m_options.leaseSeconds.value_or(asked);
    QByteArray query = "hub.mode=" + mode.toUtf8() + "&hub.topic="
        + (m_options.rawTopic ? topic.toEncoded() : QUrl::toPercentEncoding(topic.toString()));
    if (mode == u"denied") {
        query += "&hub.reason=" + QUrl::toPercentEncoding(QStringLiteral("not on our list"));
    } else {
        query += "&hub.challenge=" + challenge;
        if (mode == u"subscribe" && !m_options.omitLease)
            query += "&hub.lease_seconds=" + QByteArray::number(m_options.leaseZero ? 0 : lease);
    }
    QUrl target = callback;
    // Appended to any query the callback has (WebSub 5.3).
    const QString existing = target.query(QUrl::FullyEncoded);
    target.setQuery(existing.isEmpty() ? QString::fromLatin1(query)
                                       : existing + u'&' + QString::fromLatin1(query),
                    QUrl::StrictMode);
    addLog(QStringLiteral("verify"), topic, callback, 0, mode);
    const quint64 number = ++m_verificationsSent;
    const QString key = form::normalizedUrl(topic.toString()) + u' ' + callback.toString();
    QNetworkReply *reply = m_network.get(QNetworkRequest(target));
    connect(reply, &QNetworkReply::finished, this,
            [this, reply, mode, topic, callback, secret, challenge, lease, number, key] {
                reply->deleteLater();
                if (m_lastApplied.value(key) > number) {
                    addLog(QStringLiteral("verify-superseded"), topic, callback);
                    return;
                }
                m_lastApplied.insert(key, number);
                const int status
                    = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                const QByteArray body = reply->readAll();
                if (mode == u"denied") {
                    addLog(QStringLiteral("denied"), topic, callback, status);
                    return;
                }
                const bool confirmed = status >= 200 && status < 300 && body == challenge;
                if (!confirmed) {
                    addLog(QStringLiteral("verify-failed"), topic, callback, status,
                           QString::fromUtf8(body.left(100)));
                    return;
                }
                m_subscriptions.removeIf([&](const Subscription &s) {
                    return sameUrl(s.topic, topic) && s.callback == callback;
                });
                if (mode == u"subscribe") {
                    const qint64 counted = m_options.leaseZero ? 3600 : lease;
                    m_subscriptions.append({topic, callback, secret, counted,
                                            QDateTime::currentDateTimeUtc().addSecs(counted)});
                    addLog(QStringLiteral("verified"), topic, callback, status,
                           QStringLiteral("lease %1").arg(counted));
                } else {
                    addLog(QStringLiteral("unsubscribed"), topic, callback, status);
                }
            });
}

HttpResponse TestHub::onFatPing(const HttpRequest &request)
{
    const QByteArray link = request.combinedHeader("Link");
    const QList<QUrl> selves = linkTargets(link, u"self", url());
    const QList<QUrl> hubs = linkTargets(link, u"hub", url());
    if (selves.isEmpty() || hubs.isEmpty()) {
        addLog(QStringLiteral("publish-refused"), {}, {}, 400, QStringLiteral("no Link headers"));
        return HttpResponse::text(400, "A publication carries Link rel=self and rel=hub\n");
    }
    addLog(QStringLiteral("publish"), selves.first(), {}, 0, QStringLiteral("fat ping"));
    publish(selves.first(), request.body);
    return HttpResponse::text(200, "");
}

void TestHub::publish(const QUrl &topic, const QByteArray &body)
{
    const QList<Subscription> active = subscriptions();
    for (const Subscription &subscription : active) {
        if (sameUrl(subscription.topic, topic))
            deliver(subscription, body, 1);
    }
}

void TestHub::post(const QUrl &callback, const QByteArray &body, const QByteArray &secret,
                   const QUrl &topic)
{
    deliver({topic, callback, secret, 0, {}}, body, m_options.retries + 1);
}

void TestHub::deliver(const Subscription &subscription, const QByteArray &body, int attempt)
{
    QNetworkRequest request(subscription.callback);
    request.setHeader(QNetworkRequest::ContentTypeHeader, m_options.contentType);
    if (!m_options.omitLinks) {
        request.setRawHeader("Link",
                             "<" + subscription.topic.toEncoded() + ">; rel=\"self\", <"
                                 + url().toEncoded() + ">; rel=\"hub\"");
    }
    if (!subscription.secret.isEmpty()) {
        switch (m_options.signing) {
        case Signing::Missing:
            break;
        case Signing::Wrong:
            request.setRawHeader("X-Hub-Signature", hubSignature("sha256", "not the secret", body));
            break;
        default:
            request.setRawHeader(
                "X-Hub-Signature",
                hubSignature(methodName(m_options.signing), subscription.secret, body));
            break;
        }
    }
    addLog(QStringLiteral("deliver"), subscription.topic, subscription.callback, 0,
           QStringLiteral("attempt %1, %2 bytes").arg(attempt).arg(body.size()));
    QNetworkReply *reply = m_network.post(request, body);
    connect(reply, &QNetworkReply::finished, this, [this, reply, subscription, body, attempt] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        addLog(QStringLiteral("delivered"), subscription.topic, subscription.callback, status,
               QString::fromUtf8(reply->readAll().left(100)));
        if ((status < 200 || status >= 300) && status != 410 && attempt <= m_options.retries) {
            QTimer::singleShot(m_options.retryDelayMs, this, [this, subscription, body, attempt] {
                deliver(subscription, body, attempt + 1);
            });
        }
    });
}

void TestHub::probe(const QUrl &callback, const QByteArray &query)
{
    QUrl target = callback;
    target.setQuery(QString::fromLatin1(query), QUrl::StrictMode);
    QNetworkReply *reply = m_network.get(QNetworkRequest(target));
    connect(reply, &QNetworkReply::finished, this, [this, reply, callback] {
        reply->deleteLater();
        addLog(QStringLiteral("probe"), {}, callback,
               reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
               QString::fromUtf8(reply->readAll()));
    });
}

} // namespace rsi::test
