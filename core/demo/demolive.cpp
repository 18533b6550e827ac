// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "demolive.h"

#include "notify/formencoding.h"
#include "notify/hubsignature.h"

#include <QCryptographicHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>

namespace rsi {

namespace {

constexpr qint64 maxLeaseSeconds = 86'400;
// At most this many subscriptions: the demo's own app needs one.
constexpr qsizetype maxSubscribers = 16;

QByteArray iso(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate).toLatin1();
}

DemoLive::Answer text(int status, QByteArray body)
{
    return {status, "text/plain; charset=utf-8", std::move(body), {}};
}

} // namespace

DemoLive::DemoLive(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    connect(&m_timer, &QTimer::timeout, this, &DemoLive::publish);
}

DemoLive::~DemoLive() = default;

int DemoLive::subscriberCount() const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return int(std::count_if(m_subscribers.cbegin(), m_subscribers.cend(),
                             [&now](const Subscriber &s) { return s.expires > now; }));
}

std::optional<DemoLive::Answer> DemoLive::answer(const QByteArray &method, const QByteArray &path,
                                                 const QByteArray &contentType,
                                                 const QByteArray &body)
{
    if (path == hubPath()) {
        if (method != "POST")
            return text(405, "POST only\n");
        return onHubRequest(contentType, body);
    }
    if (path == topicPath() && (method == "GET" || method == "HEAD")) {
        // FN 4.1: 200, application/xml, Link self and hub; no content.
        Answer topic {200, "application/xml", {}, {}};
        topic.headers.append({"Link",
                              "<" + m_origin + topicPath() + ">; rel=\"self\", <" + m_origin
                                  + hubPath() + ">; rel=\"hub\""});
        return topic;
    }
    for (const Book &book : m_books) {
        if (path == "/books/records/" + book.name && (method == "GET" || method == "HEAD"))
            return Answer {200, "text/plain; charset=utf-8", book.content, {}};
    }
    return std::nullopt;
}

QByteArray DemoLive::amend(const QByteArray &path, QByteArray body) const
{
    if (path != "/books/changelist-2.xml" || m_books.isEmpty())
        return body;
    QByteArray entries;
    for (const Book &book : m_books) {
        entries += "  <url>\n    <loc>" + m_origin + "/books/records/" + book.name
            + "</loc>\n    <lastmod>" + iso(book.catalogued) + "</lastmod>\n"
            + "    <rs:md change=\"created\" datetime=\"" + iso(book.catalogued)
            + "\"\n           hash=\"md5:"
            + QCryptographicHash::hash(book.content, QCryptographicHash::Md5).toHex()
            + "\" length=\"" + QByteArray::number(book.content.size())
            + "\" type=\"text/plain\"/>\n  </url>\n";
    }
    const qsizetype end = body.lastIndexOf("</urlset>");
    if (end >= 0)
        body.insert(end, entries);
    return body;
}

void DemoLive::startPublishing(int intervalMs)
{
    m_timer.start(intervalMs);
}

void DemoLive::stopPublishing()
{
    m_timer.stop();
}

void DemoLive::publish()
{
    if (m_books.size() >= maxBooks || m_origin.isEmpty()) {
        m_timer.stop();
        return;
    }
    const int number = int(m_books.size()) + 101;
    Book book;
    book.name = "book-" + QByteArray::number(number) + ".txt";
    // Whole seconds: the Change List's datetimes are written that way.
    book.catalogued = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC);
    book.content = "Riverside Public Library\nRecord: book-" + QByteArray::number(number)
        + "\nTitle: New acquisition no. " + QByteArray::number(number - 100)
        + "\nCatalogued: " + iso(book.catalogued) + "\n";
    m_books.append(book);

    const QByteArray notification
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
          "  <rs:ln rel=\"up\" href=\""
        + m_origin
        + "/books/capabilitylist.xml\"/>\n"
          "  <rs:md capability=\"framework-notification\"/>\n"
          "  <url>\n    <loc>"
        + m_origin + "/books/changelist-2.xml</loc>\n    <rs:md change=\"updated\" "
        + "capability=\"changelist\" datetime=\"" + iso(book.catalogued)
        + "\"/>\n    <rs:ln rel=\"index\" href=\"" + m_origin
        + "/books/changelist-index.xml\"/>\n  </url>\n</urlset>\n";
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_subscribers.removeIf([&now](const Subscriber &s) { return s.expires <= now; });
    for (const Subscriber &subscriber : std::as_const(m_subscribers))
        deliver(subscriber, notification);
    Q_EMIT published(QUrl(QString::fromUtf8(m_origin + "/books/records/" + book.name)));
}

DemoLive::Answer DemoLive::onHubRequest(const QByteArray &contentType, const QByteArray &body)
{
    if (!contentType.toLower().startsWith("application/x-www-form-urlencoded"))
        return text(400, "A form, please\n");
    const form::Fields fields = form::parse(body);
    const QString mode = form::value(fields, u"hub.mode");
    const QByteArray topic = form::value(fields, u"hub.topic").toUtf8();
    const QUrl callback(form::value(fields, u"hub.callback"), QUrl::StrictMode);
    const QString callbackScheme = callback.scheme().toLower();
    if ((mode != u"subscribe" && mode != u"unsubscribe") || callback.host().isEmpty()
        || (callbackScheme != u"http" && callbackScheme != u"https"))
        return text(400, "hub.mode, hub.topic and hub.callback, please\n");
    if (form::normalizedUrl(QString::fromUtf8(topic))
        != form::normalizedUrl(QString::fromUtf8(m_origin + topicPath())))
        return text(404, "This hub serves only the demo's channel\n");
    if (mode == u"subscribe" && m_subscribers.size() >= maxSubscribers)
        return text(429, "Enough subscribers for a demo\n");
    bool ok = false;
    qint64 lease = form::value(fields, u"hub.lease_seconds").toLongLong(&ok);
    if (!ok || lease <= 0)
        lease = maxLeaseSeconds;
    verify(mode.toUtf8(), topic, callback, form::value(fields, u"hub.secret").toUtf8(),
           std::min(lease, maxLeaseSeconds));
    return text(202, "");
}

void DemoLive::verify(const QByteArray &mode, const QByteArray &topic, const QUrl &callback,
                      const QByteArray &secret, qint64 lease)
{
    const QByteArray challenge = QByteArray::number(QRandomGenerator::global()->generate64(), 36);
    QUrl target = callback;
    QString query = target.query(QUrl::FullyEncoded);
    query += (query.isEmpty() ? QString() : QStringLiteral("&"))
        + QString::fromLatin1("hub.mode=" + mode
                              + "&hub.topic=" + QUrl::toPercentEncoding(QString::fromUtf8(topic))
                              + "&hub.challenge=" + challenge);
    if (mode == "subscribe")
        query += QStringLiteral("&hub.lease_seconds=%1").arg(lease);
    target.setQuery(query, QUrl::StrictMode);
    QNetworkReply *reply = m_network->get(QNetworkRequest(target));
    connect(reply, &QNetworkReply::finished, this,
            [this, reply, mode, topic, callback, secret, lease, challenge] {
                reply->deleteLater();
                const int status
                    = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                if (status < 200 || status >= 300 || reply->read(4096) != challenge)
                    return; // no intent: nothing changes
                m_subscribers.removeIf(
                    [&callback](const Subscriber &s) { return s.callback == callback; });
                if (mode == "subscribe") {
                    m_subscribers.append(
                        {topic, callback, secret, QDateTime::currentDateTimeUtc().addSecs(lease)});
                }
            });
}

void DemoLive::deliver(const Subscriber &subscriber, const QByteArray &body)
{
    QNetworkRequest request(subscriber.callback);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/xml"));
    request.setRawHeader("Link",
                         "<" + m_origin + topicPath() + ">; rel=\"self\", <" + m_origin + hubPath()
                             + ">; rel=\"hub\"");
    if (!subscriber.secret.isEmpty())
        request.setRawHeader("X-Hub-Signature", hubSignature("sha256", subscriber.secret, body));
    QNetworkReply *reply = m_network->post(request, body);
    connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
}

} // namespace rsi
