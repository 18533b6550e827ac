// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// bench_notify [resources] [rounds]: how fast a watched source reaches a
// destination. A source of `resources` files (SourceFixture, 10,000 by
// default) served on loopback with ETags, its channel's hub (the tests'
// TestHub), and a WatchJob that keeps a copy in sync, all in this process.
// Prints: the start (crawl, subscribe, baseline copy); per round, after 100
// resources change and the hub is told, how long until the notification is
// in, the source read again, and the copy up to date (medians of `rounds`);
// then how many signed deliveries per second the callback server takes from
// one client with 8 requests in flight, and the process's peak memory.
#include "notify/hubsignature.h"
#include "notify/watchjob.h"
#include "support/loopbackserver.h"
#include "support/sourcefixture.h"
#include "support/testhub.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace rsi;
using rsi::test::LoopbackServer;
using rsi::test::SourceFixture;
using rsi::test::TestHub;

namespace {

qint64 peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Runs the event loop until predicate holds. Not QTest::qWaitFor, which
// sleeps 10 ms between rounds and would set the pace of everything measured.
bool waitUntil(const std::function<bool()> &predicate, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!predicate()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    return true;
}

qint64 median(QList<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? -1 : values.at(values.size() / 2);
}

// Waits until the job has told an event of that kind after index `from`;
// the index of it, or -1.
qsizetype waitForEvent(const WatchJob &job, WatchEvent::Kind kind, qsizetype from,
                       int timeoutMs = 600'000)
{
    qsizetype found = -1;
    (void)waitUntil(
        [&] {
            const QList<WatchEvent> &events = job.events();
            for (qsizetype i = std::max<qsizetype>(from, 0); i < events.size(); ++i) {
                if (events.at(i).kind == kind) {
                    found = i;
                    return true;
                }
            }
            return false;
        },
        timeoutMs);
    return found;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int resources = argc > 1 ? QByteArray(argv[1]).toInt() : 10'000;
    const int rounds = argc > 2 ? QByteArray(argv[2]).toInt() : 5;

    QTemporaryDir folder;
    QTemporaryDir copy;
    TestHub hub;
    LoopbackServer server;
    if (!hub.start() || !server.start())
        return 1;
    server.setKeepAlive(true);
    SourceFixture::Options options;
    options.channelHub = hub.url().toEncoded();
    SourceFixture source(folder.path(), options);
    source.setServedOrigin(server.origin());
    server.serveFolder(folder.path(), SourceFixture::origin());
    server.setFolderEtags(true);
    const QUrl topic = server.url(SourceFixture::topicPath());
    server.setLinkHeader(SourceFixture::topicPath().toUtf8(),
                         "<" + topic.toEncoded() + ">; rel=\"self\", <" + hub.url().toEncoded()
                             + ">; rel=\"hub\"");
    const QByteArray filler(1000, 'x');
    for (int i = 0; i < resources; ++i)
        source.put(QStringLiteral("r%1.txt").arg(i), QByteArray::number(i) + filler);
    source.publishBaseline();

    QNetworkAccessManager network;
    WatchOptions watch;
    watch.mirrorDirectory = copy.path();
    WatchJob job(server.url(QStringLiteral("/")).toString(), watch, &network);
    QElapsedTimer clock;
    clock.start();
    job.start();
    if (waitForEvent(job, WatchEvent::Kind::Subscribed, 0) < 0)
        return 2;
    const qint64 subscribedMs = clock.elapsed();
    if (waitForEvent(job, WatchEvent::Kind::Sync, 0) < 0)
        return 2;
    const qint64 baselineMs = clock.elapsed();
    (void)waitUntil([&] { return hub.subscriberCount(topic) == 1; }, 10'000);
    std::printf("source: %d resources of 1 KB; start: subscribed after %lld ms, baseline copy "
                "after %lld ms\n",
                resources, qlonglong(subscribedMs), qlonglong(baselineMs));

    QList<qint64> toNotification;
    QList<qint64> toRefreshed;
    QList<qint64> toSync;
    for (int round = 0; round < rounds; ++round) {
        for (int i = 0; i < 100; ++i) {
            const int which = (round * 100 + i) % resources;
            source.put(QStringLiteral("r%1.txt").arg(which),
                       QByteArray::number(round) + "-" + QByteArray::number(which) + filler);
        }
        source.publishChanges();
        const qsizetype from = job.events().size();
        QElapsedTimer round_clock;
        round_clock.start();
        hub.publish(topic, source.notification());
        if (waitForEvent(job, WatchEvent::Kind::Notification, from) < 0)
            return 3;
        toNotification.append(round_clock.elapsed());
        if (waitForEvent(job, WatchEvent::Kind::Refreshed, from) < 0)
            return 3;
        toRefreshed.append(round_clock.elapsed());
        const qsizetype synced = waitForEvent(job, WatchEvent::Kind::Sync, from);
        if (synced < 0 || job.events().at(synced).summary.update != 100)
            return 4;
        toSync.append(round_clock.elapsed());
    }
    std::printf("after 100 resources change and the hub is told (median of %d): notification "
                "in %lld ms, source read again %lld ms, copy up to date %lld ms\n",
                rounds, qlonglong(median(toNotification)), qlonglong(median(toRefreshed)),
                qlonglong(median(toSync)));

    // Signed deliveries straight to the callback: the same notification
    // again and again (repeats: processed, not read again).
    const TestHub::Subscription held = hub.subscriptions().constFirst();
    const QByteArray body = source.notification();
    const int deliveries = 2000;
    int sent = 0;
    int answered = 0;
    int accepted = 0;
    const qint64 rssBefore = peakRssKb();
    QElapsedTimer flood;
    flood.start();
    std::function<void()> sendOne = [&] {
        if (sent >= deliveries)
            return;
        ++sent;
        QNetworkRequest request(held.callback);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/xml"));
        request.setRawHeader("Link",
                             "<" + topic.toEncoded() + ">; rel=\"self\", <" + hub.url().toEncoded()
                                 + ">; rel=\"hub\"");
        request.setRawHeader("X-Hub-Signature", hubSignature("sha256", held.secret, body));
        QNetworkReply *reply = network.post(request, body);
        QObject::connect(reply, &QNetworkReply::finished, &app, [&, reply] {
            ++answered;
            accepted += reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 202;
            reply->deleteLater();
            sendOne();
        });
    };
    for (int i = 0; i < 8; ++i)
        sendOne();
    (void)waitUntil([&] { return answered == deliveries; }, 600'000);
    const qint64 floodMs = flood.elapsed();
    std::printf("callback server: %d signed deliveries of %lld bytes in %lld ms (%.0f per second), "
                "%d accepted (202), the rest asked to retry (503)\n",
                deliveries, qlonglong(body.size()), qlonglong(floodMs),
                deliveries * 1000.0 / double(std::max<qint64>(floodMs, 1)), accepted);
    std::printf("peak memory: %lld KB before the flood, %lld KB after\n", qlonglong(rssBefore),
                qlonglong(peakRssKb()));
    job.cancel();
    return 0;
}
