// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentfetcher.h"

#include "credentialorigin.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryFile>

#include <utility>

namespace rsi {

QString defaultUserAgent()
{
    return QStringLiteral("rsinspector/%1 (ResourceSync Inspector)")
        .arg(QStringLiteral(RSI_VERSION));
}

QByteArray FetchResult::digest(QCryptographicHash::Algorithm algorithm) const
{
    for (const BodyDigest &computed : digests) {
        if (computed.algorithm == algorithm)
            return computed.value;
    }
    return {};
}

DocumentFetcher::DocumentFetcher(QNetworkAccessManager *network, FetchOptions options,
                                 QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(std::move(options))
{
    m_deadline.setSingleShot(true);
    // Not transient: a server that trickles for this long would only hold
    // every retry as long again.
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

void DocumentFetcher::setValidators(const Validators &validators)
{
    Q_ASSERT_X(!m_started, "DocumentFetcher::setValidators", "call before fetch()");
    m_validators = validators;
}

void DocumentFetcher::fetch(const QUrl &url)
{
    fetch(url, FetchRequest {});
}

void DocumentFetcher::fetch(const QUrl &url, const FetchRequest &request)
{
    Q_ASSERT_X(!m_started, "DocumentFetcher::fetch", "one fetch per DocumentFetcher");
    if (m_started)
        return;
    m_started = true;
    m_request = request;
    if (m_request.method == FetchMethod::Head) {
        m_request.keepBody = false;
        m_request.digests.clear();
    }
    for (const QCryptographicHash::Algorithm algorithm : std::as_const(m_request.digests))
        m_hashes.push_back(std::make_unique<QCryptographicHash>(algorithm));
    m_result = FetchResult {};
    m_result.requestedUrl = url;
    m_result.method = m_request.method;
    m_startedAt = QDateTime::currentMSecsSinceEpoch();
    m_deadline.start(m_options.totalTimeoutMs);
    sendRequest(url);
}

void DocumentFetcher::abort()
{
    if (m_started && !m_done) {
        m_result.canceled = true;
        fail(FetchFailure::Refused, tr("Canceled."));
    }
}

std::optional<QByteArray> DocumentFetcher::credentialsFor(const QUrl &url)
{
    // Keys are whole origins (credentialorigin.h): a token for
    // https://example.org is not sent to http://example.org, nor to another
    // port of the same host.
    const QString origin = credentialOriginOf(url);
    if (origin.isEmpty())
        return std::nullopt;
    QByteArray header;
    if (const auto token = m_options.bearerTokens.constFind(origin);
        token != m_options.bearerTokens.constEnd())
        header = "Bearer " + token->toUtf8();
    else if (const auto basic = m_options.basicCredentials.constFind(origin);
             basic != m_options.basicCredentials.constEnd())
        header = "Basic " + basic->toUtf8().toBase64();
    else
        return std::nullopt;
    // Credentials go only to the first origin they were sent to, never
    // across a redirect to another, even one that has credentials of its own:
    // the redirect was not the user's choice.
    if (m_tokenOrigin.isEmpty())
        m_tokenOrigin = origin;
    if (origin != m_tokenOrigin)
        return std::nullopt;
    return header;
}

void DocumentFetcher::sendRequest(const QUrl &url)
{
    // What a previous hop (a redirect) said is not what this one says.
    m_result.finalUrl = url;
    m_result.status.reset();
    m_result.contentType.clear();
    m_result.etag.clear();
    m_result.lastModified.clear();
    m_result.retryAfter.clear();
    m_result.link.clear();
    m_result.contentLength.reset();
    m_result.contentEncoding.clear();
    m_result.contentDecoded = false;
    m_result.bytes = 0;
    for (const std::unique_ptr<QCryptographicHash> &hash : m_hashes)
        hash->reset();
    m_result.body.reset();
    m_result.bodyData = QByteArray();
    if (m_request.keepBody) {
        if (m_request.memoryBodyLimit > 0)
            m_result.bodyData = QByteArray(""); // not null: a body, empty so far
        else if (!openTemporaryBody())
            return;
    }
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_options.inactivityTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      m_options.userAgent.isEmpty() ? defaultUserAgent() : m_options.userAgent);
    if (const std::optional<QByteArray> credentials = credentialsFor(url))
        request.setRawHeader("Authorization", *credentials);
    // Validators belong to the URL that gave them, not to whatever a
    // redirect points to.
    m_conditional = !m_validators.isEmpty() && url == m_validators.url;
    if (m_conditional) {
        if (!m_validators.etag.isEmpty())
            request.setRawHeader("If-None-Match", m_validators.etag);
        if (!m_validators.lastModified.isEmpty())
            request.setRawHeader("If-Modified-Since", m_validators.lastModified);
    }

    // Set by hand, the header keeps Qt from decoding the body (see
    // FetchRequest::acceptEncoding).
    if (!m_request.acceptEncoding.isEmpty())
        request.setRawHeader("Accept-Encoding", m_request.acceptEncoding);

    m_reply = m_request.method == FetchMethod::Head ? m_network->head(request)
                                                    : m_network->get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &DocumentFetcher::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &DocumentFetcher::onFinished);
    if (m_options.insecure) {
        connect(m_reply, &QNetworkReply::sslErrors, this,
                [reply = m_reply](const QList<QSslError> &) { reply->ignoreSslErrors(); });
    }
}

bool DocumentFetcher::openTemporaryBody()
{
    m_result.body = std::make_shared<QTemporaryFile>();
    if (m_result.body->open())
        return true;
    fail(FetchFailure::Refused, tr("Cannot create a temporary file for the download."));
    return false;
}

void DocumentFetcher::onReadyRead()
{
    if (!m_reply || m_done)
        return;
    if (!m_result.status) {
        // Known before the body; a download stopped for its size keeps it.
        const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        if (status.isValid())
            m_result.status = status.toInt();
    }
    // A reply Qt aborted (its transfer timeout) is closed: nothing to read.
    if (!m_reply->isOpen())
        return;
    const QByteArray chunk = m_reply->readAll();
    m_result.bytes += chunk.size();
    if (m_result.bytes > m_options.maxBytes) {
        fail(FetchFailure::Refused,
             tr("The response is larger than %1 bytes; the download was stopped.")
                 .arg(m_options.maxBytes));
        return;
    }
    for (const std::unique_ptr<QCryptographicHash> &hash : m_hashes)
        hash->addData(chunk);
    if (!m_result.bodyData.isNull()) {
        if (m_result.bytes <= m_request.memoryBodyLimit) {
            m_result.bodyData.append(chunk);
            return;
        }
        // Too large for memory: what came so far goes to the file first.
        const QByteArray head = std::exchange(m_result.bodyData, QByteArray());
        if (!openTemporaryBody())
            return;
        if (m_result.body->write(head) != head.size()) {
            fail(FetchFailure::Refused,
                 tr("Cannot write the download to a temporary file: %1")
                     .arg(m_result.body->errorString()));
            return;
        }
    }
    if (m_result.body && m_result.body->write(chunk) != chunk.size())
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
    m_result.etag = reply->rawHeader("ETag");
    m_result.lastModified = reply->rawHeader("Last-Modified");
    m_result.retryAfter = reply->rawHeader("Retry-After");
    // Several Link headers arrive joined with ", ", which is how RFC 8288
    // lets them be combined anyway.
    m_result.link = reply->rawHeader("Link");
    m_result.contentEncoding = reply->rawHeader("Content-Encoding");
    if (reply->hasRawHeader("Content-Length")) {
        bool valid = false;
        const qint64 length = reply->rawHeader("Content-Length").trimmed().toLongLong(&valid);
        if (valid && length >= 0)
            m_result.contentLength = length;
    }
    // Qt asked for gzip and deflate itself, decoded what came, and dropped
    // Content-Length, which counted the coded bytes.
    const QByteArray coding = m_result.contentEncoding.trimmed().toLower();
    m_result.contentDecoded
        = m_request.acceptEncoding.isEmpty() && !coding.isEmpty() && coding != "identity";

    if (status == 304 && m_conditional && reply->error() == QNetworkReply::NoError) {
        m_result.ok = true;
        m_result.notModified = true;
        m_result.body.reset(); // the caller keeps the copy it has
        m_result.bodyData = QByteArray();
        m_reply = nullptr;
        complete(m_result);
        return;
    }

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
        // Worth another try later; DNS, TLS and protocol errors are not.
        switch (error) {
        case QNetworkReply::ConnectionRefusedError:
        case QNetworkReply::RemoteHostClosedError:
        case QNetworkReply::TimeoutError:
        case QNetworkReply::OperationCanceledError: // the transfer timeout
        case QNetworkReply::TemporaryNetworkFailureError:
        case QNetworkReply::NetworkSessionFailedError:
        case QNetworkReply::ProxyConnectionRefusedError:
        case QNetworkReply::ProxyConnectionClosedError:
        case QNetworkReply::ProxyTimeoutError:
            m_result.transient = true;
            break;
        default:
            break;
        }
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
    if (m_result.body)
        m_result.body->flush();
    m_result.ok = status >= 200 && status < 300;
    if (m_result.ok) {
        for (qsizetype i = 0; i < m_request.digests.size(); ++i)
            m_result.digests.append({m_request.digests.at(i), m_hashes.at(size_t(i))->result()});
    } else {
        m_result.failure = FetchFailure::Status;
        // Overloaded or briefly unavailable; 501 and 505 will not change.
        m_result.transient
            = status == 408 || status == 429 || (status >= 500 && status != 501 && status != 505);
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
    result.notModified = false;
    result.failure = failure;
    if (failure != FetchFailure::Transport)
        result.transient = false;
    result.error = error;
    result.body.reset();
    result.digests.clear();
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
