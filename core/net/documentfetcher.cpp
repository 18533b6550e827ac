// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentfetcher.h"

#include "credentialorigin.h"
#include "curlsession.h"
#include "networkproxy.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QTemporaryFile>

#include <algorithm>
#include <limits>
#include <utility>

namespace rsi {

QString defaultUserAgent()
{
    return QStringLiteral("rsinspector/%1 (ResourceSync Inspector)")
        .arg(QStringLiteral(RSI_VERSION));
}

QByteArray digestOf(const QList<BodyDigest> &digests, QCryptographicHash::Algorithm algorithm)
{
    for (const BodyDigest &computed : digests) {
        if (computed.algorithm == algorithm)
            return computed.value;
    }
    return {};
}

QByteArray FetchResult::digest(QCryptographicHash::Algorithm algorithm) const
{
    return digestOf(digests, algorithm);
}

DocumentFetcher::DocumentFetcher(QNetworkAccessManager *network, FetchOptions options,
                                 QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(std::move(options))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &DocumentFetcher::onDeadline);
}

DocumentFetcher::~DocumentFetcher() = default;

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
    m_result = FetchResult {};
    m_result.requestedUrl = url;
    m_result.method = m_request.method;
    m_startedAt = std::chrono::steady_clock::now();
    onDeadline(); // arms it
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
    if (m_options.bearerTokens.isEmpty() && m_options.basicCredentials.isEmpty())
        return std::nullopt; // most sources: no origin to work out per request
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
    m_hashes.clear();
    m_result.body.reset();
    m_result.bodyData = QByteArray();
    m_headSeen = false;
    m_redirecting = false;
    m_pendingFailure.reset();
    if (m_request.keepBody) {
        if (m_request.memoryBodyLimit > 0)
            m_result.bodyData = QByteArray(""); // not null: a body, empty so far
        else if (!openTemporaryBody())
            return fail(FetchFailure::Refused,
                        tr("Cannot create a temporary file for the download."));
    }
    if (!m_request.digestsOfFileBodiesOnly || m_result.bodyData.isNull())
        startHashing();

    TransferRequest request;
    request.url = url;
    request.head = m_request.method == FetchMethod::Head;
    static const QByteArray defaultAgent = defaultUserAgent().toUtf8();
    request.userAgent = m_options.userAgent.isEmpty() ? defaultAgent : m_options.userAgent.toUtf8();
    if (const std::optional<QByteArray> credentials = credentialsFor(url))
        request.headers.append("Authorization: " + *credentials);
    // Validators belong to the URL that gave them, not to whatever a
    // redirect points to.
    m_conditional = !m_validators.isEmpty() && url == m_validators.url;
    if (m_conditional) {
        if (!m_validators.etag.isEmpty())
            request.headers.append("If-None-Match: " + m_validators.etag);
        if (!m_validators.lastModified.isEmpty())
            request.headers.append("If-Modified-Since: " + m_validators.lastModified);
    }
    // Asked for by the caller: sent as it is, and the body taken as served.
    if (!m_request.acceptEncoding.isEmpty()) {
        request.headers.append("Accept-Encoding: " + m_request.acceptEncoding);
    } else {
        request.decodedCodings = "gzip, deflate";
        request.maxCodedBytes = m_options.maxBytes;
    }
    request.insecure = m_options.insecure;
    CurlSession *session = CurlSession::of(m_network);
    request.proxy = session->proxyChoices().proxyFor(*m_network, url);

    if (!m_transfer)
        m_transfer
            = std::make_unique<HttpTransfer>(session, static_cast<HttpTransfer::Receiver *>(this));
    if (!m_transfer->start(request))
        fail(FetchFailure::Refused,
             tr("The request for %1 could not be made.").arg(url.toDisplayString()));
}

void DocumentFetcher::startHashing()
{
    // Digester, not QCryptographicHash: its SHA-256 runs on the processor's SHA
    // instructions, several times Qt's speed, and a mirror hashes every body.
    m_hashes.clear();
    for (const QCryptographicHash::Algorithm algorithm : std::as_const(m_request.digests))
        m_hashes.push_back(std::make_unique<Digester>(algorithm));
}

bool DocumentFetcher::openTemporaryBody()
{
    m_result.body = std::make_shared<QTemporaryFile>();
    if (m_result.body->open())
        return true;
    m_result.body.reset();
    return false;
}

QString DocumentFetcher::tooLarge() const
{
    return tr("The response is larger than %1 bytes; the download was stopped.")
        .arg(m_options.maxBytes);
}

bool DocumentFetcher::headReceived(const ResponseHead &head)
{
    // Known before the body; a download stopped for its size keeps it.
    m_headSeen = true;
    m_result.status = head.status;
    const auto [location, contentLength] = head.values<2>({"Location", "Content-Length"});
    m_redirecting = head.status >= 300 && head.status < 400 && !location.isNull();
    if (m_redirecting || m_request.method == FetchMethod::Head)
        return true;
    bool valid = false;
    const qint64 length = contentLength.trimmed().toLongLong(&valid);
    if (!valid || length < 0)
        return true;
    // A body that says it is too large is not waited for.
    if (length > m_options.maxBytes) {
        m_result.tooLarge = true;
        m_pendingFailure = Failure {FetchFailure::Refused, tooLarge()};
        return false;
    }
    if (!m_result.bodyData.isNull() && length <= m_request.memoryBodyLimit)
        m_result.bodyData.reserve(length);
    return true;
}

bool DocumentFetcher::bodyReceived(const char *data, qsizetype size)
{
    m_result.bytes += size;
    if (m_result.bytes > m_options.maxBytes) {
        m_result.tooLarge = true;
        m_pendingFailure = Failure {FetchFailure::Refused, tooLarge()};
        return false;
    }
    if (m_redirecting)
        return true; // a redirect's own body, not the document
    const QByteArrayView chunk(data, size);
    for (const std::unique_ptr<Digester> &hash : m_hashes)
        hash->addData(chunk);
    if (!m_result.bodyData.isNull()) {
        if (m_result.bytes <= m_request.memoryBodyLimit) {
            m_result.bodyData.append(chunk);
            return true;
        }
        // Too large for memory: what came so far goes to the file first,
        // and into the digests, when they were left to the taker.
        const QByteArray head = std::exchange(m_result.bodyData, QByteArray());
        if (m_hashes.size() != std::size_t(m_request.digests.size())) {
            startHashing();
            for (const std::unique_ptr<Digester> &hash : m_hashes) {
                hash->addData(head);
                hash->addData(chunk);
            }
        }
        if (!openTemporaryBody()) {
            m_pendingFailure = Failure {FetchFailure::Refused,
                                        tr("Cannot create a temporary file for the download.")};
            return false;
        }
        if (m_result.body->write(head) != head.size()) {
            m_pendingFailure = Failure {FetchFailure::Refused,
                                        tr("Cannot write the download to a temporary file: %1")
                                            .arg(m_result.body->errorString())};
            return false;
        }
    }
    if (m_result.body && m_result.body->write(chunk.data(), chunk.size()) != chunk.size()) {
        m_pendingFailure = Failure {FetchFailure::Refused,
                                    tr("Cannot write the download to a temporary file: %1")
                                        .arg(m_result.body->errorString())};
        return false;
    }
    return true;
}

void DocumentFetcher::takeHead(const ResponseHead &head)
{
    // Several Link headers are joined with ", ", which is how RFC 8288 lets
    // them be combined anyway.
    auto [etag, lastModified, retryAfter, link, contentEncoding, contentLength, contentType]
        = head.values<7>({"ETag", "Last-Modified", "Retry-After", "Link", "Content-Encoding",
                          "Content-Length", "Content-Type"});
    m_result.etag = std::move(etag);
    m_result.lastModified = std::move(lastModified);
    m_result.retryAfter = std::move(retryAfter);
    m_result.link = std::move(link);
    m_result.contentEncoding = std::move(contentEncoding);
    bool valid = false;
    const qint64 length = contentLength.trimmed().toLongLong(&valid);
    if (valid && length >= 0)
        m_result.contentLength = length;
    // The coding asked for was removed, and Content-Length counted the coded
    // bytes.
    const QByteArray coding = m_result.contentEncoding.trimmed().toLower();
    m_result.contentDecoded
        = m_request.acceptEncoding.isEmpty() && !coding.isEmpty() && coding != "identity";
    if (m_result.contentDecoded)
        m_result.contentLength.reset();
    m_result.contentType = QString::fromLatin1(contentType);
}

void DocumentFetcher::transferFinished(const TransferOutcome &outcome)
{
    if (m_done)
        return;
    if (m_pendingFailure)
        return fail(m_pendingFailure->failure, m_pendingFailure->error);
    using Error = TransferOutcome::Error;
    if (outcome.error == Error::TooLarge) {
        m_result.tooLarge = true;
        return fail(FetchFailure::Refused, tooLarge());
    }
    if (outcome.error == Error::HeadTooLarge)
        return fail(FetchFailure::Refused,
                    tr("The server sent more than %1 KB of response headers; the download "
                       "was stopped.")
                        .arg(HttpTransfer::maxHeadBytes / 1024));
    const ResponseHead &head = m_transfer->head();
    if (m_headSeen) {
        takeHead(head);
        const int status = head.status;
        if (status == 304 && m_conditional && outcome.error == Error::None) {
            m_result.ok = true;
            m_result.notModified = true;
            m_result.body.reset(); // the caller keeps the copy it has
            m_result.bodyData = QByteArray();
            return complete(m_result);
        }
        // A redirect is followed even when its own body was cut short.
        if (m_redirecting)
            return followRedirect(head.value("Location"));
    }
    if (outcome.error != Error::None)
        return failTransport(outcome);

    const int status = head.status;
    if (m_result.body)
        m_result.body->flush();
    m_result.ok = status >= 200 && status < 300;
    if (m_result.ok) {
        // None when a body in memory was left to the taker to hash.
        for (std::size_t i = 0; i < m_hashes.size(); ++i)
            m_result.digests.append({m_request.digests.at(qsizetype(i)), m_hashes.at(i)->result()});
    } else {
        m_result.failure = FetchFailure::Status;
        // Overloaded or briefly unavailable; 501 and 505 will not change.
        m_result.transient
            = status == 408 || status == 429 || (status >= 500 && status != 501 && status != 505);
        m_result.error = tr("The server answered HTTP %1 %2.")
                             .arg(status)
                             .arg(QString::fromLatin1(head.reason));
    }
    complete(m_result);
}

void DocumentFetcher::followRedirect(const QByteArray &location)
{
    const QUrl from = m_transfer->url();
    const QUrl target = from.resolved(QUrl::fromEncoded(location, QUrl::StrictMode));
    if (!target.isValid() || (target.scheme() != u"http" && target.scheme() != u"https")) {
        fail(FetchFailure::Refused,
             tr("The server redirected to an invalid location: %1")
                 .arg(QString::fromUtf8(location)));
    } else if (from.scheme() == u"https" && target.scheme() == u"http") {
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
        sendRequest(target);
    }
}

void DocumentFetcher::failTransport(const TransferOutcome &outcome)
{
    using Error = TransferOutcome::Error;
    const QUrl &url = m_transfer->url();
    const QString where
        = url.port() < 0 ? url.host() : url.host() + u':' + QString::number(url.port());
    // Worth another try later; name lookups, TLS and protocol errors are not.
    switch (outcome.error) {
    case Error::CouldNotConnect:
    case Error::ProxyFailed:
    case Error::ClosedWithoutAnswer:
    case Error::ClosedEarly:
    case Error::ConnectionReset:
    case Error::TimedOut:
        m_result.transient = true;
        break;
    default:
        break;
    }
    switch (outcome.error) {
    case Error::CouldNotConnect:
        return fail(FetchFailure::Transport,
                    tr("Could not connect to %1 (%2).").arg(where, outcome.detail));
    case Error::HostNotFound:
        return fail(FetchFailure::Transport, tr("The host %1 was not found.").arg(url.host()));
    case Error::ProxyFailed:
        return fail(FetchFailure::Transport,
                    tr("The proxy for %1 failed (%2).").arg(where, outcome.detail));
    case Error::ClosedWithoutAnswer:
        return fail(FetchFailure::Transport,
                    tr("%1 closed the connection without answering.").arg(where));
    case Error::ClosedEarly:
    case Error::ConnectionReset:
        if (m_headSeen)
            return fail(FetchFailure::Transport,
                        tr("The server closed the connection after %1 bytes, before the whole "
                           "document arrived.")
                            .arg(m_result.bytes));
        return fail(FetchFailure::Transport,
                    tr("The connection to %1 failed (%2).").arg(where, outcome.detail));
    case Error::TimedOut:
        return fail(FetchFailure::Transport,
                    tr("No data arrived for %1 seconds; the transfer timed out.")
                        .arg(m_options.inactivityTimeoutMs / 1000));
    case Error::Tls:
        return fail(FetchFailure::Transport,
                    tr("The secure (TLS) connection to %1 failed: %2. Only if you trust this "
                       "server, accept its certificate with the insecure option.")
                        .arg(where, outcome.detail));
    case Error::BadContentCoding:
        return fail(FetchFailure::Transport,
                    tr("The body from %1 cannot be decoded (%2).").arg(where, outcome.detail));
    case Error::NotHttp:
        return fail(FetchFailure::Transport,
                    tr("%1 did not answer with HTTP (%2).").arg(where, outcome.detail));
    default:
        return fail(FetchFailure::Transport,
                    tr("The transfer from %1 failed (%2).").arg(where, outcome.detail));
    }
}

void DocumentFetcher::onDeadline()
{
    if (m_done)
        return;
    using namespace std::chrono;
    const auto now = steady_clock::now();
    const qint64 total = duration_cast<milliseconds>(now - m_startedAt).count();
    const auto lastActivity
        = m_transfer ? std::max(m_transfer->lastActivity(), m_startedAt) : m_startedAt;
    const qint64 idle = duration_cast<milliseconds>(now - lastActivity).count();
    const int totalLimit = m_options.totalTimeoutMs;
    const int idleLimit = m_options.inactivityTimeoutMs;
    if (totalLimit > 0 && total >= totalLimit) {
        // Not transient: a server that trickles for this long would only
        // hold every retry as long again.
        m_result.transient = false;
        return fail(FetchFailure::Transport,
                    tr("The server took longer than %1 seconds to send the document.")
                        .arg(totalLimit / 1000));
    }
    if (idleLimit > 0 && idle >= idleLimit) {
        m_result.transient = true;
        return fail(
            FetchFailure::Transport,
            tr("No data arrived for %1 seconds; the transfer timed out.").arg(idleLimit / 1000));
    }
    // One timer for both limits, armed for the nearer; data arriving does
    // not touch it (that would cost a timer restart per piece of body): when
    // it fires early, it is armed again for what is left.
    qint64 wait = std::numeric_limits<qint64>::max();
    if (totalLimit > 0)
        wait = totalLimit - total;
    if (idleLimit > 0)
        wait = std::min(wait, idleLimit - idle);
    if (wait != std::numeric_limits<qint64>::max())
        m_deadline.start(int(std::max<qint64>(1, wait)));
}

void DocumentFetcher::fail(FetchFailure failure, const QString &error)
{
    if (m_done)
        return;
    if (m_transfer)
        m_transfer->stop();
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
    result.elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::steady_clock::now() - m_startedAt)
                           .count();
    Q_EMIT finished(result);
}

} // namespace rsi
