// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentfetcher.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryFile>

namespace rsi {

QString defaultUserAgent()
{
    return QStringLiteral("rsinspector/%1 (ResourceSync Inspector)")
        .arg(QStringLiteral(RSI_VERSION));
}

DocumentFetcher::DocumentFetcher(QNetworkAccessManager *network, FetchOptions options,
                                 QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(std::move(options))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        fail(FetchFailure::Transport,
             tr("The server took longer than %1 seconds to send the document.")
                 .arg(m_options.totalTimeoutMs / 1000));
    });
}

DocumentFetcher::~DocumentFetcher()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void DocumentFetcher::fetch(const QUrl &url)
{
    Q_ASSERT_X(!m_started, "DocumentFetcher::fetch", "one fetch per DocumentFetcher");
    if (m_started)
        return;
    m_started = true;
    m_result = FetchResult {};
    m_result.requestedUrl = url;
    m_startedAt = QDateTime::currentMSecsSinceEpoch();
    m_deadline.start(m_options.totalTimeoutMs);
    sendRequest(url);
}

void DocumentFetcher::abort()
{
    if (m_started)
        fail(FetchFailure::Refused, tr("Canceled."));
}

std::optional<QString> DocumentFetcher::tokenFor(const QUrl &url)
{
    const QString host = url.host().toLower();
    const int defaultPort = url.scheme() == u"https" ? 443 : 80;
    auto token
        = m_options.bearerTokens.constFind(host + u':' + QString::number(url.port(defaultPort)));
    if (token == m_options.bearerTokens.constEnd())
        token = m_options.bearerTokens.constFind(host);
    if (token == m_options.bearerTokens.constEnd())
        return std::nullopt;
    // A token goes only to the first origin it was sent to: a redirect to
    // another port or scheme of the same host does not receive it.
    const QString origin = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment
                                        | QUrl::RemoveUserInfo)
                               .toString();
    if (m_tokenOrigin.isEmpty())
        m_tokenOrigin = origin;
    if (origin != m_tokenOrigin)
        return std::nullopt;
    return *token;
}

void DocumentFetcher::sendRequest(const QUrl &url)
{
    // What a previous hop (a redirect) said is not what this one says.
    m_result.finalUrl = url;
    m_result.status.reset();
    m_result.contentType.clear();
    m_result.bytes = 0;
    m_result.body = std::make_shared<QTemporaryFile>();
    if (!m_result.body->open()) {
        fail(FetchFailure::Refused, tr("Cannot create a temporary file for the download."));
        return;
    }
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_options.inactivityTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      m_options.userAgent.isEmpty() ? defaultUserAgent() : m_options.userAgent);
    if (const std::optional<QString> token = tokenFor(url))
        request.setRawHeader("Authorization", "Bearer " + token->toUtf8());

    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &DocumentFetcher::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &DocumentFetcher::onFinished);
    if (m_options.insecure) {
        connect(m_reply, &QNetworkReply::sslErrors, this,
                [reply = m_reply](const QList<QSslError> &) { reply->ignoreSslErrors(); });
    }
}

void DocumentFetcher::onReadyRead()
{
    if (!m_reply || m_done)
        return;
    const QByteArray chunk = m_reply->readAll();
    m_result.bytes += chunk.size();
    if (m_result.bytes > m_options.maxBytes) {
        fail(FetchFailure::Refused,
             tr("The response is larger than %1 bytes; the download was stopped.")
                 .arg(m_options.maxBytes));
        return;
    }
    if (m_result.body->write(chunk) != chunk.size())
        fail(FetchFailure::Refused,
             tr("Cannot write the download to a temporary file: %1")
                 .arg(m_result.body->errorString()));
}

void DocumentFetcher::onFinished()
{
    if (!m_reply || m_done)
        return;
    QNetworkReply *reply = m_reply;
    reply->deleteLater();
    onReadyRead();
    if (m_done)
        return;

    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (statusAttribute.isValid())
        m_result.status = statusAttribute.toInt();
    const int status = m_result.status.value_or(0);

    if (status >= 300 && status < 400 && reply->hasRawHeader("Location")) {
        const QUrl target = reply->url().resolved(
            QUrl::fromEncoded(reply->rawHeader("Location"), QUrl::StrictMode));
        if (!target.isValid() || (target.scheme() != u"http" && target.scheme() != u"https")) {
            fail(FetchFailure::Refused,
                 tr("The server redirected to an invalid location: %1")
                     .arg(QString::fromUtf8(reply->rawHeader("Location"))));
        } else if (reply->url().scheme() == u"https" && target.scheme() == u"http") {
            fail(FetchFailure::Refused,
                 tr("The server redirected from https to http (%1); the inspector does not "
                    "downgrade to an unencrypted connection.")
                     .arg(target.toString()));
        } else if (++m_redirects > m_options.maxRedirects) {
            fail(FetchFailure::Refused,
                 tr("More than %1 redirects; the last one pointed to %2 (a redirect loop?).")
                     .arg(m_options.maxRedirects)
                     .arg(target.toString()));
        } else {
            m_reply = nullptr;
            sendRequest(target);
        }
        return;
    }

    // Qt's codes below 100 are transport failures (refused, closed early,
    // timed out...): the body is incomplete even when a status line arrived.
    // Codes from 100 up mirror HTTP statuses, which are judged below.
    const QNetworkReply::NetworkError error = reply->error();
    if (error != QNetworkReply::NoError && (error < 100 || !m_result.status)) {
        if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError)
            fail(FetchFailure::Transport,
                 tr("No data arrived for %1 seconds; the transfer timed out.")
                     .arg(m_options.inactivityTimeoutMs / 1000));
        else if (error == QNetworkReply::RemoteHostClosedError && m_result.status)
            fail(FetchFailure::Transport,
                 tr("The server closed the connection after %1 bytes, before the whole "
                    "document arrived.")
                     .arg(m_result.bytes));
        else
            fail(FetchFailure::Transport, reply->errorString());
        return;
    }
    m_result.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
    m_result.body->flush();
    m_result.ok = status >= 200 && status < 300;
    if (!m_result.ok) {
        m_result.failure = FetchFailure::Status;
        m_result.error
            = tr("The server answered HTTP %1 %2.")
                  .arg(status)
                  .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    }
    m_reply = nullptr;
    complete(m_result);
}

void DocumentFetcher::fail(FetchFailure failure, const QString &error)
{
    if (m_done)
        return;
    if (m_reply) {
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    FetchResult result = m_result;
    result.ok = false;
    result.failure = failure;
    result.error = error;
    result.body.reset();
    complete(result);
}

void DocumentFetcher::complete(FetchResult result)
{
    m_done = true;
    m_deadline.stop();
    result.elapsedMs = QDateTime::currentMSecsSinceEpoch() - m_startedAt;
    Q_EMIT finished(result);
}

} // namespace rsi
