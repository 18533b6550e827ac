// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fetchoptions.h"
#include "httptransfer.h"
#include "revalidationcache.h"
#include "util/digester.h"

#include <QCryptographicHash>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

class QNetworkAccessManager;
class QTemporaryFile;

namespace rsi {

// Why a fetch gave no document.
enum class FetchFailure {
    None,
    Status, // the server answered, with a status other than 2xx
    Transport, // refused, timed out, or cut off before the body was complete
    Refused, // the inspector's own rules stopped it: redirects, size, downgrade, cancel
};

enum class FetchMethod : quint8 { Get, Head };

// What one fetch asks for. The default is what fetch(url) does: a GET whose
// body goes to a temporary file, decoded from gzip or deflate when so served.
struct FetchRequest
{
    FetchMethod method = FetchMethod::Get;
    // Get only: false counts (and hashes) the body as it streams and keeps
    // nothing, not even a temporary file.
    bool keepBody = true;
    // Digests of the body as received, computed while it streams (Get only).
    QList<QCryptographicHash::Algorithm> digests;
    // Empty: "Accept-Encoding: gzip, deflate" is sent and a coded body is
    // decoded as it streams. The result then keeps Content-Encoding but not
    // Content-Length (even for HEAD; it counted the coded bytes), and bytes
    // and digests are those of the decoded body (FetchResult::contentDecoded);
    // the size cap applies to the bytes as received and to the decoded ones.
    // Anything else is sent verbatim ("identity", "gzip") and the body is
    // taken as served: nothing is decoded, and Content-Length is the server's.
    QByteArray acceptEncoding;
    // Get with keepBody: a body of at most this many bytes stays in memory
    // (FetchResult::bodyData) instead of a temporary file; a larger one
    // spills to the file as soon as it grows past it. 0: always a file.
    // Many small downloads (a mirror) save a file creation each.
    qint64 memoryBodyLimit = 0;
    // With digests: a body that stays in memory is not hashed here (its
    // FetchResult has no digests), so that its taker can hash it on another
    // thread; one that goes to a file is, as it streams.
    bool digestsOfFileBodiesOnly = false;
};

// One digest of a body.
struct BodyDigest
{
    QCryptographicHash::Algorithm algorithm = QCryptographicHash::Sha256;
    QByteArray value; // raw bytes, not hex

    friend bool operator==(const BodyDigest &, const BodyDigest &) = default;
};

// The outcome of one fetch: for a GET that keeps its body, the body in a
// temporary file (deleted with the last copy of the result), or why there is
// none.
struct FetchResult
{
    bool ok = false;
    // ok with status 304: the document is unchanged since the validators
    // sent (see DocumentFetcher::setValidators); there is no body, the
    // caller keeps the copy it has.
    bool notModified = false;
    FetchFailure failure = FetchFailure::None;
    // The failure may pass if tried again later: a connection refused, reset
    // or closed early, a transfer timeout, a temporary network failure, or
    // HTTP 408, 429 or 5xx other than 501 and 505. Never set for Refused.
    bool transient = false;
    bool canceled = false; // by abort(); failure is then Refused
    // Refused for its size (FetchOptions::maxBytes): more body bytes arrived,
    // as served or decoded, or the head's Content-Length claimed more (then
    // bytes is 0: nothing was waited for). failure is then Refused.
    bool tooLarge = false;
    QString error; // translated; set when !ok
    std::optional<int> status; // of the last response received
    QUrl requestedUrl;
    QUrl finalUrl; // after redirects
    QString contentType;
    qint64 bytes = 0; // body bytes as received
    qint64 elapsedMs = 0; // of the last attempt
    int attempts = 1; // GETs made for this result (HttpEngine retries)
    // Headers of the last response, verbatim; empty when absent.
    QByteArray etag;
    QByteArray lastModified;
    QByteArray retryAfter;
    QByteArray link; // Link headers, for resourcesync discovery
    // The Content-Length header of the last response, when it had a valid
    // one; for a HEAD, what a GET would send. Absent when the body was decoded.
    std::optional<qint64> contentLength;
    QByteArray contentEncoding; // the Content-Encoding header, verbatim
    // A content-coding asked for (FetchRequest::acceptEncoding empty) was
    // removed: bytes and digests are of the decoded body.
    bool contentDecoded = false;
    FetchMethod method = FetchMethod::Get;
    // What FetchRequest::digests asked for, in that order, once the whole
    // body of a 2xx answer has arrived; empty otherwise.
    QList<BodyDigest> digests;
    std::shared_ptr<QTemporaryFile> body; // GET with keepBody only
    // Instead of body, when it fit FetchRequest::memoryBodyLimit.
    QByteArray bodyData;
    bool hasBody() const { return body || !bodyData.isNull(); }

    // The digest computed with algorithm, empty when there is none.
    QByteArray digest(QCryptographicHash::Algorithm algorithm) const;
};

// The digest of digests made with algorithm, empty when there is none.
QByteArray digestOf(const QList<BodyDigest> &digests, QCryptographicHash::Algorithm algorithm);

// Fetches one URL with GET or HEAD: follows redirects itself (so that https never
// downgrades to http, and a bearer token or basic credentials only go to the
// origin - scheme, host and port - they were first sent to), enforces the
// timeouts and the size cap (on body bytes, stored or not; a body whose
// Content-Length claims more is refused before it streams), and streams the
// body to a temporary file or memory, or only counts and hashes it. One
// fetch per object: finished() is emitted exactly once, after fetch()
// (abort() before fetch() does nothing). It may be emitted from within
// fetch() when no request can be made at all. No retries: see HttpEngine.
//
// The requests run on libcurl (HttpTransfer), on the thread of the
// QNetworkAccessManager given, through that manager's CurlSession: every
// fetcher and engine of one manager shares its connections. The manager
// still decides the proxy (networkproxy.h); it makes no requests itself.
class DocumentFetcher final : public QObject, private HttpTransfer::Receiver
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DocumentFetcher)

public:
    DocumentFetcher(QNetworkAccessManager *network, FetchOptions options,
                    QObject *parent = nullptr);
    ~DocumentFetcher() override;

    // Makes the GET conditional: If-None-Match / If-Modified-Since go with
    // the request to validators.url (and to no other URL on the way), and a
    // 304 from there gives an ok result with notModified set. Call before
    // fetch().
    void setValidators(const Validators &validators);
    // A GET whose body goes to a temporary file.
    void fetch(const QUrl &url);
    void fetch(const QUrl &url, const FetchRequest &request);
    void abort();

Q_SIGNALS:
    void finished(const rsi::FetchResult &result);

private:
    struct Failure
    {
        FetchFailure failure = FetchFailure::None;
        QString error;
    };

    void sendRequest(const QUrl &url);
    bool openTemporaryBody();
    // HttpTransfer::Receiver. The first two run from within libcurl: they
    // note a failure in m_pendingFailure and stop the transfer, whose end
    // then reports it.
    bool headReceived(const ResponseHead &head) override;
    bool bodyReceived(const char *data, qsizetype size) override;
    void transferFinished(const TransferOutcome &outcome) override;
    void takeHead(const ResponseHead &head);
    void followRedirect(const QByteArray &location);
    void failTransport(const TransferOutcome &outcome);
    void onDeadline();
    QString tooLarge() const;
    void fail(FetchFailure failure, const QString &error);
    // The Authorization header for url, if it may have one.
    std::optional<QByteArray> credentialsFor(const QUrl &url);
    void complete(FetchResult result);

    QNetworkAccessManager *m_network = nullptr;
    FetchOptions m_options;
    FetchRequest m_request;
    // One per m_request.digests, made anew for every hop (a redirect, a retry);
    // none while a body that digestsOfFileBodiesOnly leaves alone is in memory.
    std::vector<std::unique_ptr<Digester>> m_hashes;
    void startHashing();
    std::unique_ptr<HttpTransfer> m_transfer;
    FetchResult m_result;
    std::optional<Failure> m_pendingFailure;
    int m_redirects = 0;
    bool m_started = false;
    bool m_done = false;
    bool m_headSeen = false; // of the hop in flight
    bool m_redirecting = false; // the hop in flight is a redirect: its body is not the document
    QString m_tokenOrigin; // where credentials went first; they go nowhere else
    Validators m_validators;
    bool m_conditional = false; // the request in flight carries m_validators
    QTimer m_deadline; // the total and the inactivity time-out
    std::chrono::steady_clock::time_point m_startedAt;
};

} // namespace rsi
