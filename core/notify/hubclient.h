// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <map>

class QNetworkAccessManager;
class QNetworkReply;

namespace rsi {

// How a hub answered a subscription or unsubscription request.
struct HubResponse
{
    int status = 0; // 0: no answer (see error)
    QString error; // translated; set when there was no usable answer
    QString reason; // the start of the hub's body, as plain text (its reason on refusal)
    QUrl url; // the hub URL that answered, after 307/308 redirects
    int redirects = 0;

    bool accepted() const { return status >= 200 && status < 300; }
    // A refusal that asking again will not change (4xx but 408 and 429).
    bool refused() const { return status >= 400 && status < 500 && status != 408 && status != 429; }
};

// Sends WebSub subscription requests: a POST of a UTF-8 form to the hub
// (NT-040). Follows 307 and 308 redirects itself, with the same body, at most
// maxRedirects times and never in a loop or from https to http (a secret in
// the form must not travel in clear); any other 3xx is the answer. Reads at
// most 4 KiB of the hub's answer. Lives on the thread of the network manager.
class HubClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HubClient)

public:
    static constexpr int maxRedirects = 5;

    HubClient(QNetworkAccessManager *network, QString userAgent, int timeoutMs,
              QObject *parent = nullptr);
    ~HubClient() override;

    // Returns a ticket (never 0); finished() follows once for it, never from
    // within post().
    quint64 post(const QUrl &hub, const QByteArray &form);
    void abortAll();

Q_SIGNALS:
    void finished(quint64 ticket, const rsi::HubResponse &response);

private:
    struct Request
    {
        QByteArray form;
        QUrl url;
        QList<QUrl> visited;
        QPointer<QNetworkReply> reply; // null once the network manager deleted it
        QByteArray body;
    };
    void send(quint64 ticket, Request &request);
    void onFinished(quint64 ticket);
    void finish(quint64 ticket, HubResponse response);

    QNetworkAccessManager *m_network = nullptr;
    QString m_userAgent;
    int m_timeoutMs = 30'000;
    std::map<quint64, Request> m_requests;
    quint64 m_nextTicket = 1;
};

} // namespace rsi
