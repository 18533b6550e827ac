// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "httptransfer.h"

#include "curlsession.h"
#include "networkproxy.h"

#include <curl/curl.h>

namespace rsi {

namespace {

static_assert(CURL_ERROR_SIZE == 256, "HttpTransfer::m_errorBuffer has 256 bytes");

using Error = TransferOutcome::Error;

Error errorOf(CURLcode code)
{
    switch (code) {
    case CURLE_OK:
        return Error::None;
    case CURLE_COULDNT_CONNECT:
        return Error::CouldNotConnect;
    case CURLE_COULDNT_RESOLVE_HOST:
        return Error::HostNotFound;
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_PROXY:
        return Error::ProxyFailed;
    case CURLE_GOT_NOTHING:
        return Error::ClosedWithoutAnswer;
    case CURLE_PARTIAL_FILE:
        return Error::ClosedEarly;
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
        return Error::ConnectionReset;
    case CURLE_OPERATION_TIMEDOUT:
        return Error::TimedOut;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_SSL_CRL_BADFILE:
    case CURLE_SSL_ENGINE_INITFAILED:
    case CURLE_SSL_SHUTDOWN_FAILED:
        return Error::Tls;
    case CURLE_BAD_CONTENT_ENCODING:
        return Error::BadContentCoding;
    case CURLE_WEIRD_SERVER_REPLY:
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
    case CURLE_HTTP3:
        return Error::NotHttp;
    default:
        return Error::Other;
    }
}

} // namespace

// libcurl's callbacks, with libcurl's own types.
struct HttpTransfer::Callbacks
{
    static size_t header(char *data, size_t size, size_t count, void *user)
    {
        auto *transfer = static_cast<HttpTransfer *>(user);
        const size_t length = size * count;
        transfer->m_lastActivity = std::chrono::steady_clock::now();
        if (transfer->m_headDone)
            return length; // trailer fields of a chunked body
        transfer->m_headBytes += qint64(length);
        if (transfer->m_headBytes > maxHeadBytes) {
            transfer->m_ownError = Error::HeadTooLarge;
            return 0;
        }
        QByteArrayView line(data, qsizetype(length));
        while (!line.isEmpty() && (line.back() == '\n' || line.back() == '\r'))
            line.chop(1);
        transfer->onHeaderLine(line);
        if (transfer->m_headDone && !transfer->m_receiver->headReceived(transfer->m_head)) {
            transfer->m_ownError = Error::Stopped;
            return 0;
        }
        return length;
    }

    static size_t write(char *data, size_t size, size_t count, void *user)
    {
        auto *transfer = static_cast<HttpTransfer *>(user);
        const size_t length = size * count;
        transfer->m_lastActivity = std::chrono::steady_clock::now();
        if (!transfer->m_headDone) {
            // A body without a status line: not HTTP.
            transfer->m_ownError = Error::NotHttp;
            return 0;
        }
        if (!transfer->m_receiver->bodyReceived(data, qsizetype(length))) {
            transfer->m_ownError = Error::Stopped;
            return 0;
        }
        return length;
    }

    static int progress(void *user, curl_off_t, curl_off_t received, curl_off_t, curl_off_t)
    {
        auto *transfer = static_cast<HttpTransfer *>(user);
        if (transfer->m_maxCodedBytes > 0 && received > transfer->m_maxCodedBytes) {
            transfer->m_ownError = Error::TooLarge;
            return 1;
        }
        return 0;
    }
};

HttpTransfer::HttpTransfer(CurlSession *session, Receiver *receiver)
    : m_session(session)
    , m_receiver(receiver)
{ }

HttpTransfer::~HttpTransfer()
{
    stop();
    curl_slist_free_all(static_cast<curl_slist *>(m_headerList));
    if (m_session)
        m_session->returnEasyHandle(m_easy);
    else if (m_easy)
        curl_easy_cleanup(m_easy);
}

bool HttpTransfer::start(const TransferRequest &request)
{
    Q_ASSERT_X(!m_running, "HttpTransfer::start", "one request at a time");
    if (m_running || !m_session)
        return false;
    if (m_easy)
        curl_easy_reset(m_easy);
    else
        m_easy = m_session->takeEasyHandle();
    if (!m_easy)
        return false;
    m_url = request.url;
    m_head = ResponseHead {};
    m_headBytes = 0;
    m_headDone = false;
    m_ownError = Error::None;
    m_errorBuffer[0] = '\0';
    m_maxCodedBytes = request.decodedCodings.isEmpty() ? 0 : request.maxCodedBytes;
    m_lastActivity = std::chrono::steady_clock::now();
    if (!configure(request))
        return false;
    m_running = true;
    m_session->add(this);
    return true;
}

bool HttpTransfer::configure(const TransferRequest &request)
{
    CURL *easy = m_easy;
    const auto set = [easy](CURLoption option, auto value) {
        return curl_easy_setopt(easy, option, value) == CURLE_OK;
    };
    // User info would make libcurl send basic credentials of its own accord;
    // credentials are DocumentFetcher's decision alone.
    const QByteArray url = request.url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment);
    if (!set(CURLOPT_URL, url.constData()) || !set(CURLOPT_PROTOCOLS_STR, "http,https"))
        return false;
    set(CURLOPT_PRIVATE, static_cast<void *>(this));
    set(CURLOPT_NOSIGNAL, 1L);
    set(CURLOPT_SHARE, m_session->shareHandle());
    // The path as QUrl has it: no dot segments removed behind the caller's back.
    set(CURLOPT_PATH_AS_IS, 1L);
    set(CURLOPT_FOLLOWLOCATION, 0L);
    if (request.head)
        set(CURLOPT_NOBODY, 1L);
    else
        set(CURLOPT_HTTPGET, 1L);
    set(CURLOPT_USERAGENT, request.userAgent.constData());
    if (request.decodedCodings.isEmpty()) {
        set(CURLOPT_ACCEPT_ENCODING, static_cast<const char *>(nullptr));
        set(CURLOPT_HTTP_CONTENT_DECODING, 0L);
    } else {
        set(CURLOPT_ACCEPT_ENCODING, request.decodedCodings.constData());
        set(CURLOPT_HTTP_CONTENT_DECODING, 1L);
    }
    curl_slist_free_all(static_cast<curl_slist *>(m_headerList));
    curl_slist *headers = nullptr;
    for (const QByteArray &header : request.headers)
        headers = curl_slist_append(headers, header.constData());
    m_headerList = headers;
    set(CURLOPT_HTTPHEADER, headers);

    set(CURLOPT_HEADERFUNCTION, &Callbacks::header);
    set(CURLOPT_HEADERDATA, static_cast<void *>(this));
    set(CURLOPT_WRITEFUNCTION, &Callbacks::write);
    set(CURLOPT_WRITEDATA, static_cast<void *>(this));
    if (m_maxCodedBytes > 0) {
        set(CURLOPT_XFERINFOFUNCTION, &Callbacks::progress);
        set(CURLOPT_XFERINFODATA, static_cast<void *>(this));
        set(CURLOPT_NOPROGRESS, 0L);
    }
    set(CURLOPT_ERRORBUFFER, m_errorBuffer);

    set(CURLOPT_SSL_VERIFYPEER, request.insecure ? 0L : 1L);
    set(CURLOPT_SSL_VERIFYHOST, request.insecure ? 0L : 2L);

    // Always set, so that libcurl never picks a proxy from the environment
    // by itself: networkproxy.h decided already, as Qt would.
    const QByteArray proxy = curlProxyUrl(request.proxy);
    set(CURLOPT_PROXY, proxy.constData());
    if (!proxy.isEmpty()) {
        set(CURLOPT_NOPROXY, ""); // no_proxy was Qt's to apply
        if (!request.proxy.user().isEmpty()) {
            set(CURLOPT_PROXYUSERNAME, request.proxy.user().toUtf8().constData());
            set(CURLOPT_PROXYPASSWORD, request.proxy.password().toUtf8().constData());
        }
        set(CURLOPT_SUPPRESS_CONNECT_HEADERS, 1L);
    }
    return true;
}

void HttpTransfer::onHeaderLine(QByteArrayView line)
{
    if (line.startsWith("HTTP/")) {
        // A new response begins: after a 1xx, or the first one.
        m_head = ResponseHead {};
        const qsizetype space = line.indexOf(' ');
        if (space < 0)
            return;
        QByteArrayView rest = line.sliced(space + 1).trimmed();
        const qsizetype end = rest.indexOf(' ');
        bool valid = false;
        const int status = rest.first(end < 0 ? rest.size() : end).toInt(&valid);
        m_head.status = valid ? status : 0;
        m_head.reason = end < 0 ? QByteArray() : rest.sliced(end + 1).trimmed().toByteArray();
        return;
    }
    if (line.isEmpty()) {
        // 1xx answers are interim (101 would switch protocols, which this
        // client never asks for); the final one follows.
        if (m_head.status >= 100 && m_head.status < 200 && m_head.status != 101)
            m_head = ResponseHead {};
        else
            m_headDone = true;
        return;
    }
    if (line.front() == ' ' || line.front() == '\t') {
        // Obsolete line folding continues the previous field.
        m_head.continueField(line.trimmed());
        return;
    }
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0)
        return;
    m_head.addField(line.first(colon).trimmed(), line.sliced(colon + 1).trimmed());
}

void HttpTransfer::stop()
{
    if (!m_running)
        return;
    m_running = false;
    if (m_session)
        m_session->remove(this);
}

void HttpTransfer::detach()
{
    stop();
    if (m_easy)
        curl_easy_cleanup(m_easy);
    m_easy = nullptr;
    m_session = nullptr;
}

void HttpTransfer::finishedByCurl(int code)
{
    m_running = false;
    TransferOutcome outcome;
    outcome.error = m_ownError != Error::None ? m_ownError : errorOf(CURLcode(code));
    if (outcome.error == Error::None && !m_headDone)
        outcome.error = Error::NotHttp;
    if (outcome.error != Error::None) {
        outcome.detail = QString::fromUtf8(m_errorBuffer).trimmed();
        if (outcome.detail.isEmpty())
            outcome.detail = QString::fromUtf8(curl_easy_strerror(CURLcode(code)));
    }
    m_receiver->transferFinished(outcome); // last: it may delete this
}

} // namespace rsi
