// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace rsi {

// The demo source's live side, so that a new user sees notifications arrive
// without any network: the books' Framework Notification channel (topic
// /books/framework, advertised by books/capabilitylist.xml), a WebSub hub for
// it at /hub on the demo server itself, and a library that catalogues a new
// book every few seconds while publishing runs: a new record, a new entry in
// the open Change List (books/changelist-2.xml) and a notification about
// that list to every subscriber, signed with its secret.
//
// The hub is a small one: subscribe and unsubscribe with 202 and an
// asynchronous verification, leases as asked (at most a day), deliveries
// with Link headers and an X-Hub-Signature (sha256). DemoServer asks it what
// to answer (answer()) and what to add to the files it serves (amend()).
// Lives on the server's thread.
class DemoLive final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoLive)

public:
    struct Answer
    {
        int status = 200;
        QByteArray contentType;
        QByteArray body;
        QList<std::pair<QByteArray, QByteArray>> headers;
    };

    // Publishing stops by itself after this many books: the demo's Change
    // List does not grow without bound.
    static constexpr int maxBooks = 500;

    explicit DemoLive(QObject *parent = nullptr);
    ~DemoLive() override;

    // The server's origin ("http://127.0.0.1:PORT"), once it listens.
    void setOrigin(const QByteArray &origin) { m_origin = origin; }

    static QByteArray topicPath() { return QByteArrayLiteral("/books/framework"); }
    static QByteArray hubPath() { return QByteArrayLiteral("/hub"); }

    // What the live side answers itself: the hub, the topic, the records it
    // made. nullopt: the demo's files answer.
    std::optional<Answer> answer(const QByteArray &method, const QByteArray &path,
                                 const QByteArray &contentType, const QByteArray &body);
    // A file as served, with what publishing added (new Change List entries).
    QByteArray amend(const QByteArray &path, QByteArray body) const;

    void startPublishing(int intervalMs);
    void stopPublishing();
    bool isPublishing() const { return m_timer.isActive(); }
    // Catalogues one book now.
    void publish();

    int booksPublished() const { return int(m_books.size()); }
    int subscriberCount() const;

Q_SIGNALS:
    void published(const QUrl &record);

private:
    struct Book
    {
        QByteArray name; // "book-101.txt"
        QByteArray content;
        QDateTime catalogued;
    };
    struct Subscriber
    {
        QByteArray topic;
        QUrl callback;
        QByteArray secret;
        QDateTime expires;
    };

    Answer onHubRequest(const QByteArray &contentType, const QByteArray &body);
    void verify(const QByteArray &mode, const QByteArray &topic, const QUrl &callback,
                const QByteArray &secret, qint64 lease);
    void deliver(const Subscriber &subscriber, const QByteArray &body);

    QByteArray m_origin;
    QNetworkAccessManager *m_network = nullptr;
    QTimer m_timer;
    QList<Book> m_books;
    QList<Subscriber> m_subscribers;
};

} // namespace rsi
