// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hubclient.h"

#include "net/fetchoptions.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace rsi {

namespace {

constexpr qint64 maxReasonBytes = 4 * 1024;

QString reasonText(const QByteArray &body)
{
    QString text = QString::fromUtf8(body.left(maxReasonBytes)).simplified();
    if (text.size() > 300)
        text = text.left(300) + QStringLiteral("…");
    return text;
}

} // namespace

HubClient::HubClient(QNetworkAccessManager *network, QString userAgent, int timeoutMs,
                     QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_userAgent(userAgent.isEmpty() ? defaultUserAgent() : std::move(userAgent))
    , m_timeoutMs(timeoutMs)
{ }

HubClient::~HubClient()
{
    for (auto &[ticket, request] : m_requests) {
        if (request.reply) {
            request.reply->disconnect(this);
            request.reply->abort();
            request.reply->deleteLater();
        }
    }
}

quint64 HubClient::post(const QUrl &hub, const QByteArray &form)
{
    const quint64 ticket = m_nextTicket++;
    Request &request = m_requests[ticket];
    request.form = form;
    request.url = hub;
    const QString scheme = hub.scheme().toLower();
    if (!hub.isValid() || (scheme != u"http" && scheme != u"https")) {
        // Finished from the event loop, as the contract says.
        QTimer::singleShot(0, this, [this, ticket, hub] {
            HubResponse response;
            response.url = hub;
            response.error = tr("%1 is not an http(s) URL.").arg(hub.toString());
            finish(ticket, response);
        });
        return ticket;
    }
    send(ticket, request);
    return ticket;
}

void HubClient::send(quint64 ticket, Request &request)
{
    request.visited.append(request.url);
    request.body.clear();
    QNetworkRequest http(request.url);
    http.setHeader(QNetworkRequest::ContentTypeHeader,
                   QByteArrayLiteral("application/x-www-form-urlencoded"));
    http.setHeader(QNetworkRequest::UserAgentHeader, m_userAgent);
    http.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                      QNetworkRequest::ManualRedirectPolicy);
    http.setTransferTimeout(m_timeoutMs);
    QNetworkReply *reply = m_network->post(http, request.form);
    request.reply = reply;
    connect(reply, &QNetworkReply::readyRead, this, [this, ticket, reply] {
        const auto found = m_requests.find(ticket);
        if (found == m_requests.end() || found->second.reply != reply)
            return;
        QByteArray &body = found->second.body;
        const qint64 room = maxReasonBytes - body.size();
        if (room > 0)
            body += reply->read(room);
        reply->skip(reply->bytesAvailable());
    });
    connect(reply, &QNetworkReply::finished, this, [this, ticket] { onFinished(ticket); });
}

void HubClient::onFinished(quint64 ticket)
{
    const auto found = m_requests.find(ticket);
    if (found == m_requests.end())
        return;
    Request &request = found->second;
    QNetworkReply *reply = request.reply;
    request.reply = nullptr;
    if (!reply)
        return;
    reply->deleteLater();
    if (request.body.size() < maxReasonBytes)
        request.body += reply->read(maxReasonBytes - request.body.size());

    HubResponse response;
    response.url = request.url;
    response.redirects = int(request.visited.size()) - 1;
    const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!status.isValid()) {
        response.error = reply->errorString();
        finish(ticket, response);
        return;
    }
    response.status = status.toInt();
    response.reason = reasonText(request.body);
    if (response.status == 307 || response.status == 308) {
        const QUrl location = request.url.resolved(
            QUrl::fromEncoded(reply->rawHeader("Location").trimmed(), QUrl::StrictMode));
        const QString scheme = location.scheme().toLower();
        if (!location.isValid() || location.isEmpty()
            || (scheme != u"http" && scheme != u"https")) {
            response.error = tr("The hub redirected to an unusable address.");
        } else if (request.url.scheme().toLower() == u"https" && scheme == u"http") {
            response.error = tr("The hub redirected from https to http (%1); the request was not "
                                "sent there, since it may carry a secret.")
                                 .arg(location.toString());
        } else if (request.visited.contains(location)) {
            response.error
                = tr("The hub's redirects go round in a loop (%1).").arg(location.toString());
        } else if (response.redirects >= maxRedirects) {
            response.error = tr("The hub redirected more than %1 times.").arg(maxRedirects);
        } else {
            request.url = location;
            send(ticket, request);
            return;
        }
        response.status = 0;
    }
    finish(ticket, response);
}

void HubClient::finish(quint64 ticket, HubResponse response)
{
    m_requests.erase(ticket);
    Q_EMIT finished(ticket, response);
}

void HubClient::abortAll()
{
    auto requests = std::move(m_requests);
    m_requests.clear();
    for (auto &[ticket, request] : requests) {
        if (request.reply) {
            request.reply->disconnect(this);
            request.reply->abort();
            request.reply->deleteLater();
        }
    }
}

} // namespace rsi
