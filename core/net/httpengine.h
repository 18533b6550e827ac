// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentfetcher.h"
#include "fetchoptions.h"
#include "lastoriginmemo.h"
#include "revalidationcache.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <map>
#include <memory>
#include <optional>

class QDateTime;
class QNetworkAccessManager;

namespace rsi {

// The crawler's HTTP engine: queues requests (GET, or HEAD and hashing GETs
// through fetch()) per host and runs each attempt
// through a DocumentFetcher (redirects, credentials, size cap, timeouts and
// User-Agent are its rules; see there).
//
// - Per host (scheme + host + port of the requested URL; a redirect to
//   another host still counts against the first), at most
//   options.connectionsPerHost requests are in flight; the others wait in
//   the order get() was called.
// - At least options.delayMs pass between the starts of two attempts to the
//   same host.
// - A transient failure (FetchResult::transient) is tried again up to
//   options.retries times, after an exponential backoff (retryBaseDelayMs,
//   doubling, plus up to 10% jitter) or after the server's Retry-After if
//   that is longer; while a Retry-After runs, nothing else starts on that
//   host. A Retry-After longer than options.maxRetryAfterMs gives up at once.
//   Other failures are final. FetchResult::attempts says how many requests
//   were made.
// - With options.revalidate, the ETag and Last-Modified of earlier answers
//   to GETs that keep their body (revalidationCache()) make later such GETs
//   of the same URL conditional; a 304 finishes ok with notModified set and
//   no body. HEADs and GETs that keep no body neither learn nor ask: they
//   are after what the server sends now.
//
// Lives on one thread, that of the QNetworkAccessManager it is given (which
// must outlive it), and owns no thread; call it from that thread only. It
// does not change the proxy: the application decides on the system proxy
// (QNetworkProxyFactory::setUseSystemConfiguration is process-wide).
class HttpEngine final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpEngine)

public:
    HttpEngine(QNetworkAccessManager *network, FetchOptions options, QObject *parent = nullptr);
    // Stops what runs; tickets not finished yet never finish.
    ~HttpEngine() override;

    // Queues a GET and returns its ticket (never 0). finished() follows
    // exactly once for it, never from within get(). A URL that is not
    // http(s) finishes as Refused without a request.
    quint64 get(const QUrl &url);
    // The same for any request: a HEAD, or a GET that only counts and hashes
    // its body (see FetchRequest).
    quint64 fetch(const QUrl &url, FetchRequest request);
    // Ends one ticket, or all of them, at once: each that has not finished
    // yet finishes now (from within the call), canceled. Unknown tickets
    // are ignored.
    void abort(quint64 ticket);
    void abortAll();

    // Tickets given out and not finished yet.
    qsizetype pendingCount() const { return qsizetype(m_requests.size()); }
    // Hosts the engine keeps state for: those with requests queued, running
    // or waiting out a delay. Idle hosts are forgotten.
    qsizetype hostCount() const { return qsizetype(m_hosts.size()); }

    const FetchOptions &options() const { return m_options; }
    RevalidationCache &revalidationCache() { return m_cache; }

    // Retry-After as milliseconds from now: delta-seconds or an HTTP-date
    // (a date in the past gives 0); nullopt when it is neither.
    static std::optional<qint64> parseRetryAfter(const QByteArray &value, const QDateTime &now);
    // An HTTP-date (RFC 9110 section 5.6.7: IMF-fixdate, or the obsolete RFC
    // 850 and asctime forms), as Retry-After and Last-Modified carry it; an
    // invalid QDateTime when it is none. now decides the century of an RFC
    // 850 two-digit year: the one closest to it.
    static QDateTime parseHttpDate(const QByteArray &value, const QDateTime &now);
    // "scheme://host:port", the key of the per-host queue.
    static QString hostKey(const QUrl &url);

Q_SIGNALS:
    // An attempt (1 for the first GET, 2 for the first retry...) has just
    // been sent on its way. For progress displays and logs.
    void started(quint64 ticket, int attempt);
    void finished(quint64 ticket, const rsi::FetchResult &result);

private:
    struct Request;
    struct Host;

    void pump();
    void startAttempt(Request &request, Host &host);
    void onAttemptFinished(quint64 ticket, FetchResult result);
    std::optional<qint64> retryDelay(const Request &request, FetchResult &result) const;
    static bool revalidates(const FetchRequest &request);
    void finish(quint64 ticket, FetchResult result);
    FetchResult canceledResult(const Request &request) const;
    void wakeIn(qint64 ms);
    qint64 now() const { return m_clock.elapsed(); }

    QNetworkAccessManager *m_network = nullptr;
    FetchOptions m_options;
    RevalidationCache m_cache;
    std::map<quint64, std::unique_ptr<Request>> m_requests;
    std::map<QString, std::unique_ptr<Host>> m_hosts;
    LastOriginMemo<QString> m_lastHostKey; // hostKey() of the last URL fetched
    quint64 m_nextTicket = 1;
    QElapsedTimer m_clock;
    QTimer m_wake; // runs pump() when a queue may move
    qint64 m_wakeAt = -1;
    DocumentFetcher *m_starting = nullptr; // whose fetch() runs now
};

} // namespace rsi
