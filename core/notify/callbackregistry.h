// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QUrl>

namespace rsi {

// One callback URL the subscriber gave a hub: its unguessable token, the
// secret the hub signs deliveries with, the topic, and what the subscriber
// is waiting for the hub to verify.
struct CallbackRecord
{
    enum class Pending : quint8 { None, Subscribe, Unsubscribe };

    QByteArray token; // 128 random bits, base64url: the last path segment
    QByteArray secret; // 256 random bits, base64url; empty when none was sent
    QUrl topic;
    QUrl hub; // where the request went (after redirects)
    Pending pending = Pending::None;
    bool verified = false; // the hub confirmed a subscription through it
};

// The callbacks of a subscriber, by token (NT-044: one per subscription and
// renewal, never reused). Tokens and secrets come from the system's CSPRNG
// (QRandomGenerator::system()). Tokens that were unsubscribed are remembered
// for a while (up to maxRetired), so that a hub still delivering to one is
// told 410 Gone rather than 404. Not thread-safe; one subscriber's thread.
class CallbackRegistry final
{
public:
    static constexpr qsizetype maxRetired = 1024;

    // A new record for topic at hub, with a fresh token and, when withSecret,
    // a fresh secret.
    CallbackRecord &issue(const QUrl &topic, const QUrl &hub, bool withSecret);
    CallbackRecord *find(const QByteArray &token);
    const CallbackRecord *find(const QByteArray &token) const;
    // Forgets the record; its token is answered 410 from now on.
    void retire(const QByteArray &token);
    bool isRetired(const QByteArray &token) const;
    qsizetype size() const { return m_records.size(); }

    // The token of a callback path ".../cb/<token>", empty when the path has
    // another shape. The token alphabet is base64url, nothing else.
    static QByteArray tokenOfPath(QByteArrayView path);
    // base + "/cb/" + token, keeping any path base has (a reverse proxy's
    // prefix).
    static QUrl callbackUrl(const QUrl &base, const QByteArray &token);

private:
    QHash<QByteArray, CallbackRecord> m_records;
    QList<QByteArray> m_retired; // oldest first
};

} // namespace rsi
