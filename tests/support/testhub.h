// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QUrl>

#include <optional>

namespace rsi {
class CallbackServer;
struct HttpRequest;
struct HttpResponse;
} // namespace rsi

namespace rsi::test {

// The hub side of WebSub (W3C WebSub 5-7, Framework Notification 4) on
// 127.0.0.1, for tests: no hub can be installed from Debian, and the
// subscriber must meet one that misbehaves as real hubs do.
//
// - POST /hub with a form: hub.mode=subscribe|unsubscribe answers 202 (or
//   what options say) and then, asynchronously, sends the verification GET
//   to the callback (or a denial); a confirmed verification makes (or
//   removes) the subscription, keyed by topic and callback, with the lease
//   granted. hub.mode=publish&hub.url=TOPIC fetches the topic and delivers
//   its body.
// - POST /hub with Content-Type application/xml: a ResourceSync "fat ping"
//   (FN 4.1), which must carry Link rel="self" (the topic) and rel="hub"
//   (400 otherwise); 200, then delivered.
// - Delivery: a POST of the body to every subscription of the topic whose
//   lease has not run out, with Content-Type application/xml, Link headers
//   and X-Hub-Signature (sha256 by default, or sha1/384/512, a wrong one, or
//   none); retried on a non-2xx answer.
// - Quirks of real hubs: hub.lease_seconds=0 in the verification, hub.topic
//   not URL-encoded there, verifications seconds late, or never.
// - Faults: refusal with 4xx, redirects (307/308) to /hub2 or in a loop.
//
// Everything it does is in log(), which tests read. Single-threaded, on the
// test's event loop.
class TestHub final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TestHub)

public:
    enum class Signing { Sha256, Sha1, Sha384, Sha512, Wrong, Missing };

    struct Options
    {
        // Subscription requests
        int subscribeStatus = 202; // 4xx refuses (with refuseReason as body)
        QByteArray refuseReason = "Topic not allowed";
        int redirectStatus = 0; // 307 or 308: POST /hub redirects to /hub2
        bool redirectLoop = false; // POST /hub redirects to /loop-a, which redirects back
        bool verify = true; // false: accepts and never verifies
        bool deny = false; // answers a subscription with a denial GET
        int verifyDelayMs = 0; // a hub that answers in seconds
        std::optional<qint64> leaseSeconds; // granted; unset: what was asked (or 3600)
        bool leaseZero = false; // quirk: hub.lease_seconds=0 in the verification
        bool omitLease = false; // hub.lease_seconds left out of the verification
        bool rawTopic = false; // quirk: hub.topic not URL-encoded in the verification
        // Deliveries
        Signing signing = Signing::Sha256;
        bool omitLinks = false; // no Link headers
        QByteArray contentType = "application/xml";
        int retries = 2; // further tries after a non-2xx answer
        int retryDelayMs = 100;
    };

    struct Subscription
    {
        QUrl topic;
        QUrl callback;
        QByteArray secret;
        qint64 leaseSeconds = 0;
        QDateTime expires;
    };

    struct LogEntry
    {
        QDateTime time;
        QString kind; // subscribe, unsubscribe, verify, verified, refused, denied, publish,
                      // deliver, delivered, expired
        QString topic;
        QString callback;
        int status = 0; // of the subscriber's answer, where there was one
        QString detail;
    };

    explicit TestHub(QObject *parent = nullptr);
    ~TestHub() override;

    bool start();
    // http://127.0.0.1:<port>/hub
    QUrl url() const;
    Options &options() { return m_options; }

    // Delivers body to the topic's subscribers, as a fat ping would.
    void publish(const QUrl &topic, const QByteArray &body);
    // Sends a verification GET of its own making to a callback; the
    // subscriber's answer arrives as a "probe" log entry (status, detail =
    // body).
    void probe(const QUrl &callback, const QByteArray &query);
    // Posts raw bytes to a callback, signed as options say with secret.
    void post(const QUrl &callback, const QByteArray &body, const QByteArray &secret,
              const QUrl &topic);

    QList<Subscription> subscriptions() const; // whose lease has not run out
    int subscriberCount(const QUrl &topic) const;
    const QList<LogEntry> &log() const { return m_log; }
    int count(const QString &kind) const;
    QList<LogEntry> entries(const QString &kind) const;
    QString describeLog() const;

Q_SIGNALS:
    void logged(const rsi::test::TestHub::LogEntry &entry);

private:
    HttpResponse handle(const HttpRequest &request);
    HttpResponse onForm(const QByteArray &body);
    HttpResponse onFatPing(const HttpRequest &request);
    void verify(const QString &mode, const QUrl &topic, const QUrl &callback,
                const QByteArray &secret, qint64 asked);
    void deliver(const Subscription &subscription, const QByteArray &body, int attempt);
    void addLog(const QString &kind, const QUrl &topic, const QUrl &callback, int status = 0,
                const QString &detail = {});

    CallbackServer *m_server = nullptr;
    QNetworkAccessManager m_network;
    Options m_options;
    QList<Subscription> m_subscriptions;
    QList<LogEntry> m_log;
    // Verifications apply in the order they were sent, as a real hub's
    // would, whatever order their answers come back in.
    quint64 m_verificationsSent = 0;
    QHash<QString, quint64> m_lastApplied; // topic + callback -> verification number
};

} // namespace rsi::test
