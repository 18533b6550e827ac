// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "httpengine.h"

#include <QDateTime>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QTimeZone>

#include <algorithm>
#include <limits>
#include <set>

namespace rsi {

namespace {

constexpr qint64 maxBackoffMs = 60'000;
constexpr qint64 never = std::numeric_limits<qint64>::max();

} // namespace

struct HttpEngine::Request
{
    quint64 ticket = 0;
    QUrl url;
    FetchRequest what;
    QString host; // empty: refused before any request
    int attempts = 0;
    qint64 notBefore = -1; // a retry waits for its backoff
    DocumentFetcher *fetcher = nullptr; // while an attempt runs
};

struct HttpEngine::Host
{
    // Waiting to start, in ticket order, which is the order of get(): a
    // retry goes back to the place it had.
    std::set<quint64> queue;
    int running = 0;
    qint64 lastStart = -1;
    qint64 pausedUntil = -1; // a Retry-After holds the whole host
};

HttpEngine::HttpEngine(QNetworkAccessManager *network, FetchOptions options, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(std::move(options))
{
    m_options.connectionsPerHost = std::max(1, m_options.connectionsPerHost);
    m_options.delayMs = std::max(0, m_options.delayMs);
    m_options.retries = std::max(0, m_options.retries);
    m_options.retryBaseDelayMs = std::max(0, m_options.retryBaseDelayMs);
    m_options.maxRetryAfterMs = std::max(0, m_options.maxRetryAfterMs);
    m_clock.start();
    // Coarse timers may fire up to 5% early, which would break the
    // politeness delay; the queue is driven by one precise timer.
    m_wake.setSingleShot(true);
    m_wake.setTimerType(Qt::PreciseTimer);
    connect(&m_wake, &QTimer::timeout, this, [this] {
        m_wakeAt = -1;
        pump();
    });
}

HttpEngine::~HttpEngine()
{
    for (const auto &[ticket, request] : m_requests) {
        if (request->fetcher) {
            request->fetcher->disconnect(this);
            delete request->fetcher;
        }
    }
}

QString HttpEngine::hostKey(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return scheme + u"://" + url.host().toLower() + u':'
        + QString::number(url.port(scheme == u"https" ? 443 : 80));
}

quint64 HttpEngine::get(const QUrl &url)
{
    return fetch(url, FetchRequest {});
}

bool HttpEngine::revalidates(const FetchRequest &request)
{
    return request.method == FetchMethod::Get && request.keepBody;
}

quint64 HttpEngine::fetch(const QUrl &url, FetchRequest what)
{
    const quint64 ticket = m_nextTicket++;
    auto request = std::make_unique<Request>();
    request->ticket = ticket;
    request->url = url;
    request->what = std::move(what);
    if (const QString *known = url.isValid() ? m_lastHostKey.find(url) : nullptr) {
        request->host = *known;
    } else if (const QString scheme = url.scheme().toLower(); url.isValid()
               && (scheme == u"http" || scheme == u"https") && !url.host().isEmpty()) {
        request->host = hostKey(url);
        m_lastHostKey.remember(url, request->host);
    }
    if (!request->host.isEmpty()) {
        std::unique_ptr<Host> &host = m_hosts[request->host];
        if (!host)
            host = std::make_unique<Host>();
        host->queue.insert(ticket);
        wakeIn(0);
    } else {
        // finished() never comes from within get(), so that a caller can
        // store the ticket first.
        QTimer::singleShot(0, this, [this, ticket] {
            const auto found = m_requests.find(ticket);
            if (found == m_requests.end())
                return; // aborted meanwhile
            FetchResult result;
            result.requestedUrl = found->second->url;
            result.finalUrl = found->second->url;
            result.attempts = 0;
            result.method = found->second->what.method;
            result.failure = FetchFailure::Refused;
            result.error
                = tr("Not an http or https URL: %1").arg(found->second->url.toDisplayString());
            finish(ticket, result);
        });
    }
    m_requests.emplace(ticket, std::move(request));
    return ticket;
}

void HttpEngine::wakeIn(qint64 ms)
{
    const qint64 at = now() + std::max<qint64>(0, ms);
    if (m_wake.isActive() && m_wakeAt <= at)
        return;
    m_wakeAt = at;
    m_wake.start(std::chrono::milliseconds(std::max<qint64>(0, ms)));
}

void HttpEngine::pump()
{
    // Every wait below is "strictly later than": the clock counts whole
    // milliseconds, and a wait must never come out shorter than asked.
    qint64 wakeAt = never;
    for (auto it = m_hosts.begin(); it != m_hosts.end();) {
        Host *host = it->second.get();
        while (host->running < m_options.connectionsPerHost && !host->queue.empty()) {
            const qint64 t = now();
            if (t <= host->pausedUntil) {
                wakeAt = std::min(wakeAt, host->pausedUntil + 1);
                break;
            }
            if (host->lastStart >= 0 && t - host->lastStart <= m_options.delayMs
                && m_options.delayMs > 0) {
                wakeAt = std::min(wakeAt, host->lastStart + m_options.delayMs + 1);
                break;
            }
            // The first request not waiting for a backoff; the waiting ones
            // are retries, few and at the front.
            Request *next = nullptr;
            for (const quint64 ticket : host->queue) {
                Request &candidate = *m_requests.at(ticket);
                if (t > candidate.notBefore) {
                    next = &candidate;
                    break;
                }
                wakeAt = std::min(wakeAt, candidate.notBefore + 1);
            }
            if (!next)
                break;
            host->queue.erase(next->ticket);
            startAttempt(*next, *host);
        }
        // A host with nothing to do and nothing to wait for is forgotten, so
        // that a crawl over many hosts does not keep one entry per host ever
        // seen, nor walk them all on every wake. A new request to it would
        // not have to wait either, so nothing is lost.
        const qint64 t = now();
        const bool idle = host->queue.empty() && host->running == 0 && t > host->pausedUntil
            && (host->lastStart < 0 || t - host->lastStart > m_options.delayMs);
        it = idle ? m_hosts.erase(it) : std::next(it);
    }
    if (wakeAt != never)
        wakeIn(std::max<qint64>(1, wakeAt - now()));
}

void HttpEngine::startAttempt(Request &request, Host &host)
{
    ++request.attempts;
    ++host.running;
    host.lastStart = now();
    auto *fetcher = new DocumentFetcher(m_network, m_options, this);
    request.fetcher = fetcher;
    if (m_options.revalidate && revalidates(request.what)) {
        if (const std::optional<Validators> validators = m_cache.find(request.url))
            fetcher->setValidators(*validators);
    }
    // Direct, so that the next request goes out in the same pass of the
    // event loop as the answer to this one came in; but a fetcher that
    // finishes from within fetch() is heard later, as the queue must not
    // change under pump().
    const auto onFinished = [this, ticket = request.ticket, fetcher](const FetchResult &result) {
        const auto found = m_requests.find(ticket);
        if (found == m_requests.end() || found->second->fetcher != fetcher)
            return; // aborted meanwhile
        onAttemptFinished(ticket, result);
    };
    connect(fetcher, &DocumentFetcher::finished, this,
            [this, fetcher, onFinished](const FetchResult &result) {
                if (m_starting == fetcher)
                    QTimer::singleShot(0, this, [onFinished, result] { onFinished(result); });
                else
                    onFinished(result);
            });
    const quint64 ticket = request.ticket;
    const int attempt = request.attempts;
    m_starting = fetcher;
    fetcher->fetch(request.url, request.what);
    m_starting = nullptr;
    // Last: a receiver may call get() or abort(), which pump() copes with.
    Q_EMIT started(ticket, attempt);
}

std::optional<qint64> HttpEngine::retryDelay(const Request &request, FetchResult &result) const
{
    if (result.ok || !result.transient || request.attempts > m_options.retries)
        return std::nullopt;
    std::optional<qint64> retryAfter;
    if (!result.retryAfter.isEmpty())
        retryAfter = parseRetryAfter(result.retryAfter, QDateTime::currentDateTimeUtc());
    if (retryAfter && *retryAfter > m_options.maxRetryAfterMs) {
        result.error = tr("%1 The server asked to wait %2 seconds before trying again, longer "
                          "than the %3 seconds allowed; the inspector gave up.")
                           .arg(result.error, QString::number((*retryAfter + 999) / 1000),
                                QString::number(m_options.maxRetryAfterMs / 1000));
        return std::nullopt;
    }
    const int doublings = std::min(request.attempts - 1, 20);
    qint64 backoff = std::min(qint64(m_options.retryBaseDelayMs) << doublings, maxBackoffMs);
    // Jitter keeps many clients that failed together from retrying together.
    backoff += qint64(QRandomGenerator::global()->bounded(quint32(backoff / 10 + 1)));
    return std::max(backoff, retryAfter.value_or(0));
}

void HttpEngine::onAttemptFinished(quint64 ticket, FetchResult result)
{
    Request &request = *m_requests.at(ticket);
    Host &host = *m_hosts.at(request.host);
    request.fetcher->deleteLater();
    request.fetcher = nullptr;
    --host.running;
    result.attempts = request.attempts;
    if (m_options.revalidate && revalidates(request.what))
        m_cache.store(result);

    if (const std::optional<qint64> delay = retryDelay(request, result)) {
        const qint64 t = now();
        if (std::optional<qint64> retryAfter
            = parseRetryAfter(result.retryAfter, QDateTime::currentDateTimeUtc()))
            host.pausedUntil = std::max(host.pausedUntil, t + *retryAfter);
        request.notBefore = t + *delay;
        host.queue.insert(ticket);
        pump();
        return;
    }
    if (!result.ok && result.transient && result.attempts > 1)
        result.error += u' ' + tr("Attempts made before giving up: %1.").arg(result.attempts);
    // A slot is free: the next request starts before this one is reported
    // (after finished(), this engine may be gone).
    pump();
    finish(ticket, std::move(result));
}

void HttpEngine::finish(quint64 ticket, FetchResult result)
{
    // The state is consistent before the signal: a receiver may call get()
    // or abort().
    m_requests.erase(ticket);
    Q_EMIT finished(ticket, result);
}

FetchResult HttpEngine::canceledResult(const Request &request) const
{
    FetchResult result;
    result.requestedUrl = request.url;
    result.finalUrl = request.url;
    result.failure = FetchFailure::Refused;
    result.canceled = true;
    result.method = request.what.method;
    result.error = tr("Canceled.");
    result.attempts = request.attempts;
    return result;
}

void HttpEngine::abort(quint64 ticket)
{
    const auto found = m_requests.find(ticket);
    if (found == m_requests.end())
        return;
    Request &request = *found->second;
    if (!request.host.isEmpty()) {
        Host &host = *m_hosts.at(request.host);
        if (request.fetcher) {
            request.fetcher->disconnect(this);
            request.fetcher->abort();
            request.fetcher->deleteLater();
            request.fetcher = nullptr;
            --host.running;
            wakeIn(0);
        } else {
            host.queue.erase(ticket);
        }
    }
    finish(ticket, canceledResult(request));
}

void HttpEngine::abortAll()
{
    std::vector<quint64> tickets;
    tickets.reserve(m_requests.size());
    for (const auto &[ticket, request] : m_requests)
        tickets.push_back(ticket);
    // abort() ignores tickets that a receiver of finished() ended meanwhile.
    for (const quint64 ticket : tickets)
        abort(ticket);
}

std::optional<qint64> HttpEngine::parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    if (std::all_of(trimmed.cbegin(), trimmed.cend(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        // Anything past a year is "too long" anyway; this keeps it from overflowing.
        constexpr qint64 aYear = 366LL * 24 * 3600;
        if (trimmed.size() > 9)
            return aYear * 1000;
        return std::min(trimmed.toLongLong(), aYear) * 1000;
    }
    const QDateTime date = parseHttpDate(trimmed, now);
    if (!date.isValid())
        return std::nullopt;
    return std::max<qint64>(0, now.msecsTo(date));
}

QDateTime HttpEngine::parseHttpDate(const QByteArray &value, const QDateTime &now)
{
    // RFC 9110 section 5.6.7: IMF-fixdate, and the obsolete RFC 850 and
    // asctime forms, always in GMT. The day of the week is redundant, and
    // wrong more often than the date, so it is skipped.
    QString text = QString::fromLatin1(value.trimmed()).simplified();
    const qsizetype comma = text.indexOf(u", ");
    text = comma >= 0 ? text.mid(comma + 2) : text.mid(text.indexOf(u' ') + 1);
    // Date and time are parsed apart and joined in UTC: QLocale::toDateTime
    // makes a local time, which a daylight-saving gap can make invalid.
    const QLocale c = QLocale::c();
    const QStringList parts = text.split(u' ');
    QDate date;
    QTime time;
    bool twoDigitYear = false;
    if (parts.size() == 5 && parts.at(4) == u"GMT") { // 29 Mar 2026 02:30:00 GMT
        date = c.toDate(parts.at(0) + u' ' + parts.at(1) + u' ' + parts.at(2),
                        QStringLiteral("dd MMM yyyy"));
        time = QTime::fromString(parts.at(3), QStringLiteral("HH:mm:ss"));
    } else if (parts.size() == 3 && parts.at(2) == u"GMT") { // 29-Mar-26 02:30:00 GMT
        date = c.toDate(parts.at(0), QStringLiteral("dd-MMM-yy"));
        time = QTime::fromString(parts.at(1), QStringLiteral("HH:mm:ss"));
        twoDigitYear = true;
    } else if (parts.size() == 4) { // Mar 29 02:30:00 2026
        date = c.toDate(parts.at(0) + u' ' + parts.at(1) + u' ' + parts.at(3),
                        QStringLiteral("MMM d yyyy"));
        time = QTime::fromString(parts.at(2), QStringLiteral("HH:mm:ss"));
    }
    if (!date.isValid() || !time.isValid())
        return {};
    // Two-digit years of RFC 850 mean the century closest to now.
    if (twoDigitYear)
        date = date.addYears(100 * ((now.date().year() - date.year() + 50) / 100));
    return QDateTime(date, time, QTimeZone::utc());
}

} // namespace rsi
