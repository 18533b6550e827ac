// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HttpEngine: per-host queues, politeness, retries and revalidation. The cases
// are spread over files: tst_httpengine.cpp (Retry-After, host keys,
// connections per host, order, delays), tst_httpengine_retries.cpp (what is
// retried and when it stops) and tst_httpengine_requests.cpp (revalidation,
// refusals, aborts, idle hosts, HTTP dates, HEAD and hashing GETs).
#pragma once

#include "net/httpengine.h"
#include "support/loopbackserver.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryFile>
#include <QTest>
#include <QTimeZone>

#include <chrono>
#include <ctime>

using rsi::FetchMethod;
using rsi::FetchOptions;
using rsi::FetchRequest;
using rsi::FetchResult;
using rsi::HttpEngine;
using rsi::test::LoopbackServer;
using Response = LoopbackServer::Response;

namespace enginetest {

// Every finished() of one engine: the results by ticket, the order they came
// in, and how often each ticket finished.
class Recorder final : public QObject
{
public:
    explicit Recorder(HttpEngine *engine)
    {
        connect(engine, &HttpEngine::finished, this,
                [this](quint64 ticket, const FetchResult &result) {
                    results.insert(ticket, result);
                    order.append(ticket);
                    ++count[ticket];
                });
    }

    bool waitFor(qsizetype n, int timeoutMs = 10'000)
    {
        return QTest::qWaitFor([&] { return order.size() >= n; }, timeoutMs);
    }
    bool eachOnce() const
    {
        return std::all_of(count.cbegin(), count.cend(), [](int n) { return n == 1; });
    }

    QHash<quint64, FetchResult> results;
    QList<quint64> order;
    QHash<quint64, int> count;
};

inline Response answer(int status, QByteArray reason,
                       QList<std::pair<QByteArray, QByteArray>> headers = {},
                       QByteArray body = "<urlset/>")
{
    Response response;
    response.status = status;
    response.reason = std::move(reason);
    response.headers = std::move(headers);
    response.body = std::move(body);
    return response;
}

inline Response delayed(int delayMs)
{
    Response response = answer(200, "OK");
    response.delayMs = delayMs;
    return response;
}

// Retries in tests wait a few milliseconds, not seconds.
inline FetchOptions quickRetries(int retries = 3)
{
    FetchOptions options;
    options.retries = retries;
    options.retryBaseDelayMs = 10;
    return options;
}

inline qint64 msBetween(const LoopbackServer::Request &a, const LoopbackServer::Request &b)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(b.receivedAt - a.receivedAt)
        .count();
}

} // namespace enginetest

class tst_HttpEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parseRetryAfter_data();
    void parseRetryAfter();
    void retryAfterDateInALocalDaylightSavingGap();
    void hostKeyIsSchemeHostAndPort();
    void idleHostsAreForgotten();
    void respectsConnectionsPerHost_data();
    void respectsConnectionsPerHost();
    void hostsDoNotBlockEachOther();
    void startsInFifoOrder();
    void politenessDelayBetweenStarts();
    void retriesA503ThenSucceeds();
    void honoursRetryAfterSeconds();
    void retryAfterAboveTheCapGivesUp();
    void retriesExhaustedKeepTheLastStatus();
    void nonTransientFailuresAreNotRetried_data();
    void nonTransientFailuresAreNotRetried();
    void transportErrorIsRetried_data();
    void transportErrorIsRetried();
    void endless429WithRetryAfterZeroStops();
    void revalidatesWithETag();
    void revalidationCanBeSwitchedOff();
    void notHttpIsRefusedAsynchronously();
    void abortAllFinishesEveryTicketOnce();
    void abortOneTicketDuringBackoff();
    void parseHttpDate_data();
    void parseHttpDate();
    void fetchSendsHeadOrHashingGet();
    void headIsRetriedAsHead();
    void headAndHashingGetNeitherLearnNorAsk();
    void refusedFetchKeepsItsMethod();

private:
    QNetworkAccessManager m_network;
    LoopbackServer m_server;
};
