// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// WatchJob end to end on loopback: a source (SourceFixture served by
// LoopbackServer) whose Capability List advertises a channel at the test
// hub; the job crawls, subscribes, takes notifications, reads the source
// again, keeps a copy in sync, polls, and stops cleanly.
#include "crawl/sourcetree.h"
#include "mirror/auditjob.h"
#include "notify/treeorder.h"
#include "notify/watchjob.h"
#include "support/followedsource.h"
#include "support/loopbackserver.h"
#include "support/sourcefixture.h"
#include "support/testhub.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;
using rsi::test::LoopbackServer;
using rsi::test::SourceFixture;
using rsi::test::TestHub;

namespace {

using Source = rsi::test::FollowedSource;

WatchOptions quickOptions()
{
    WatchOptions options;
    options.subscriber.leaseSeconds = 3600;
    options.subscriber.verifyTimeoutMs = 5000;
    options.subscriber.retryDelayMs = 500;
    options.subscriber.unsubscribeTimeoutMs = 3000;
    return options;
}

// The events of a kind the job has told so far.
QList<WatchEvent> eventsOf(const WatchJob &job, WatchEvent::Kind kind)
{
    QList<WatchEvent> found;
    for (const WatchEvent &event : job.events()) {
        if (event.kind == kind)
            found.append(event);
    }
    return found;
}

QString describe(const WatchJob &job)
{
    QString text;
    for (const WatchEvent &event : job.events())
        text += watchEventText(event);
    return text;
}

} // namespace

class tst_WatchJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsANotificationToTheDocumentsItNames();
    void aWrongSignatureIsIgnored();
    void keepsTheCopyInSync();
    void pollsASourceWithoutAChannel();
    void nothingToFollowCannotRun();
    void anUnreachableSourceCannotRun();
    void stopsAfterItsDuration();
    void cancelEndsAtOnce();
    void crawlShowsTheChannelUnderItsCapabilityList();
    void aTreeReadAgainKeepsItsNumbers();
};

void tst_WatchJob::followsANotificationToTheDocumentsItNames()
{
    Source source;
    QNetworkAccessManager network;
    WatchJob job(source.site(), quickOptions(), &network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Subscribed).isEmpty(), 20'000);
    QVERIFY(source.waitForHub());
    const WatchEvent channel = eventsOf(job, WatchEvent::Kind::Channel).value(0);
    QCOMPARE(channel.topic, source.topic().toString());
    QCOMPARE(channel.hub, source.hub.url().toString());
    QVERIFY(channel.capabilityList.endsWith(u"/capabilitylist.xml"));
    QVERIFY(channel.signedDeliveries);
    QCOMPARE(job.channels().size(), 1);

    // The source changes and notifies.
    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    source.hub.publish(source.topic(), source.fixture->notification());
    QTRY_VERIFY2_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Refreshed).isEmpty(),
                              qPrintable(describe(job) + source.hub.describeLog()), 20'000);
    const WatchEvent notification = eventsOf(job, WatchEvent::Kind::Notification).value(0);
    QVERIFY(notification.signatureValid);
    QCOMPARE(notification.signatureMethod, QStringLiteral("sha256"));
    QCOMPARE(notification.changes.size(), 1);
    QVERIFY(notification.changes.first().url.endsWith(u"/changelist-1.xml"));
    QVERIFY2(notification.findings.isEmpty(), qPrintable(describe(job)));
    const WatchEvent refreshed = eventsOf(job, WatchEvent::Kind::Refreshed).value(0);
    QCOMPARE(refreshed.trigger, QStringLiteral("notification"));
    // The list it names and the index its index link names, read again.
    QCOMPARE(refreshed.documents.size(), 2);
    QVERIFY(refreshed.documents.at(0).url.endsWith(u"/changelist-1.xml"));
    QCOMPARE(refreshed.documents.at(0).capability, QStringLiteral("changelist"));
    QCOMPARE(refreshed.documents.at(0).status, std::optional<int>(200));
    QVERIFY(refreshed.documents.at(1).url.endsWith(u"/changelist.xml"));
    QVERIFY(refreshed.documents.at(1).changed);
    // The tree holds the new list.
    QVERIFY(job.tree()->find(QUrl(refreshed.documents.at(0).url)) >= 0);

    // The hub retries the same notification: seen before, nothing read again.
    source.hub.publish(source.topic(), source.fixture->notification());
    QTRY_COMPARE_WITH_TIMEOUT(eventsOf(job, WatchEvent::Kind::Notification).size(), 2, 20'000);
    QVERIFY(eventsOf(job, WatchEvent::Kind::Notification).last().repeat);
    QTest::qWait(500);
    QCOMPARE(eventsOf(job, WatchEvent::Kind::Refreshed).size(), 1);

    job.stop(WatchJob::StopReason::User);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20'000);
    QCOMPARE(job.error(), Job::Error::NoError);
    QCOMPARE(eventsOf(job, WatchEvent::Kind::Unsubscribed).size(), 1);
    QCOMPARE(eventsOf(job, WatchEvent::Kind::Stopped).value(0).reason, QStringLiteral("user"));
    QCOMPARE(job.events().last().kind, WatchEvent::Kind::Stopped);
    QCOMPARE(source.hub.subscriptions().size(), 0);
}

void tst_WatchJob::aWrongSignatureIsIgnored()
{
    Source source;
    source.hub.options().signing = TestHub::Signing::Wrong;
    QNetworkAccessManager network;
    WatchJob job(source.site(), quickOptions(), &network);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Subscribed).isEmpty(), 20'000);
    QVERIFY(source.waitForHub());
    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    source.hub.publish(source.topic(), source.fixture->notification());
    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Rejected).isEmpty(), 20'000);
    const WatchEvent rejected = eventsOf(job, WatchEvent::Kind::Rejected).first();
    QCOMPARE(rejected.reason, QStringLiteral("signature"));
    QCOMPARE(rejected.topic, source.topic().toString());
    QTest::qWait(500);
    QVERIFY(eventsOf(job, WatchEvent::Kind::Notification).isEmpty());
    QVERIFY(eventsOf(job, WatchEvent::Kind::Refreshed).isEmpty());
    job.cancel();
}

// After every notification the copy is brought up to date: an audit finds it
// in sync.
void tst_WatchJob::keepsTheCopyInSync()
{
    Source source;
    QTemporaryDir copy;
    QNetworkAccessManager network;
    WatchOptions options = quickOptions();
    options.mirrorDirectory = copy.path();
    WatchJob job(source.site(), options, &network);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Sync).isEmpty(), 30'000);
    const WatchEvent start = eventsOf(job, WatchEvent::Kind::Sync).first();
    QCOMPARE(start.trigger, QStringLiteral("start"));
    QCOMPARE(start.summary.create, qsizetype(2));
    QVERIFY(start.complete);

    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Subscribed).isEmpty(), 20'000);
    QVERIFY(source.waitForHub());
    source.fixture->put(QStringLiteral("a.txt"), "alpha, second edition");
    source.fixture->remove(QStringLiteral("b.txt"));
    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    source.hub.publish(source.topic(), source.fixture->notification());
    QTRY_COMPARE_WITH_TIMEOUT(eventsOf(job, WatchEvent::Kind::Sync).size(), 2, 30'000);
    const WatchEvent after = eventsOf(job, WatchEvent::Kind::Sync).last();
    QCOMPARE(after.trigger, QStringLiteral("notification"));
    QCOMPARE(after.route, QStringLiteral("changelist"));
    QCOMPARE(after.summary.create, qsizetype(1));
    QCOMPARE(after.summary.update, qsizetype(1));
    QVERIFY2(after.complete, qPrintable(describe(job)));
    QVERIFY(!job.lastSyncFailed());

    // An audit of the copy against the source as it now stands.
    AuditJob audit(job.tree(), copy.path(), {}, SpecVersion::V1_1);
    QSignalSpy audited(&audit, &Job::finished);
    audit.start();
    QTRY_COMPARE_WITH_TIMEOUT(audited.size(), 1, 20'000);
    QVERIFY2(audit.result().counts.create == 0 && audit.result().counts.update == 0
                 && audit.result().counts.failed == 0,
             qPrintable(describe(job)));
    job.cancel();
}

void tst_WatchJob::pollsASourceWithoutAChannel()
{
    Source source(false);
    QNetworkAccessManager network;
    WatchOptions options = quickOptions();
    options.pollSeconds = 1;
    WatchJob job(source.site(), options, &network);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(job.tree() != nullptr, 20'000);
    QVERIFY(job.channels().isEmpty());
    // Polls that find nothing new say nothing.
    QTest::qWait(2500);
    QVERIFY2(eventsOf(job, WatchEvent::Kind::Refreshed).isEmpty(), qPrintable(describe(job)));
    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Refreshed).isEmpty(), 20'000);
    const WatchEvent refreshed = eventsOf(job, WatchEvent::Kind::Refreshed).first();
    QCOMPARE(refreshed.trigger, QStringLiteral("poll"));
    QStringList urls;
    for (const WatchEvent::RefreshedDocument &document : refreshed.documents)
        urls.append(document.url);
    QVERIFY2(std::any_of(urls.cbegin(), urls.cend(),
                         [](const QString &url) { return url.endsWith(u"/changelist-1.xml"); }),
             qPrintable(urls.join(u' ')));
    job.cancel();
}

void tst_WatchJob::nothingToFollowCannotRun()
{
    Source source(false);
    QNetworkAccessManager network;
    WatchJob job(source.site(), quickOptions(), &network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20'000);
    QCOMPARE(job.error(), Job::Error::InvalidInput);
    QVERIFY2(job.errorString().contains(u"no notification channel"), qPrintable(job.errorString()));
}

void tst_WatchJob::anUnreachableSourceCannotRun()
{
    LoopbackServer closed;
    QVERIFY(closed.start());
    const QString site = closed.url(QStringLiteral("/")).toString();
    closed.setStatus("/.well-known/resourcesync", 404);
    QNetworkAccessManager network;
    WatchOptions options = quickOptions();
    options.crawl.fetch.retries = 0;
    WatchJob job(site, options, &network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20'000);
    QVERIFY(job.error() == Job::Error::Unreachable || job.error() == Job::Error::InvalidInput);
}

void tst_WatchJob::stopsAfterItsDuration()
{
    Source source;
    QNetworkAccessManager network;
    WatchOptions options = quickOptions();
    options.durationSeconds = 2;
    WatchJob job(source.site(), options, &network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20'000);
    QCOMPARE(job.error(), Job::Error::NoError);
    QCOMPARE(eventsOf(job, WatchEvent::Kind::Stopped).value(0).reason, QStringLiteral("duration"));
    QCOMPARE(eventsOf(job, WatchEvent::Kind::Stopped).size(), 1);
    QVERIFY2(source.hub.subscriptions().isEmpty(),
             qPrintable(describe(job) + source.hub.describeLog()));
}

void tst_WatchJob::cancelEndsAtOnce()
{
    Source source;
    QNetworkAccessManager network;
    WatchJob job(source.site(), quickOptions(), &network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(!eventsOf(job, WatchEvent::Kind::Channel).isEmpty(), 20'000);
    job.cancel();
    QCOMPARE(finished.size(), 1);
    QVERIFY(job.isCanceled());
    job.stop(WatchJob::StopReason::Signal); // too late: nothing happens
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1);
}

// The crawl shows the channel as a document of its own, under its Capability
// List, with its hub; the topic URI answers as FN 4.1 says, so no finding.
void tst_WatchJob::crawlShowsTheChannelUnderItsCapabilityList()
{
    Source source;
    QNetworkAccessManager network;
    WatchOptions options = quickOptions();
    options.pollSeconds = 3600;
    WatchJob job(source.site(), options, &network);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(job.tree() != nullptr, 20'000);
    const SourceTree &tree = *job.tree();
    const int id = tree.find(source.topic());
    QVERIFY(id >= 0);
    const CrawledDocument &channel = tree.document(id);
    QCOMPARE(channel.type, DocumentType::NotificationChannel);
    QCOMPARE(channel.hub, source.hub.url());
    QVERIFY(channel.parent >= 0);
    QCOMPARE(tree.document(channel.parent).type, DocumentType::CapabilityList);
    QCOMPARE(channel.status, std::optional<int>(200));
    QString findings;
    for (const Finding &finding : channel.findings)
        findings += finding.ruleId + u' ' + finding.message + u'\n';
    QVERIFY2(channel.findings.isEmpty(), qPrintable(findings));
    // Nothing in the tree complains about the channel entry.
    for (const Finding &finding : tree.allFindings())
        QVERIFY2(!finding.ruleId.startsWith(u"NT-") && finding.ruleId != u"NAV-009"
                     && finding.ruleId != u"NAV-012",
                 qPrintable(finding.ruleId + u' ' + finding.message));
    job.cancel();
}

// A crawl numbers documents as it finds them; read again, the same document
// keeps its number, new ones come after, parents and children follow.
void tst_WatchJob::aTreeReadAgainKeepsItsNumbers()
{
    const auto doc = [](const char *url, int parent) {
        CrawledDocument document;
        document.requestedUrl = QUrl(QString::fromLatin1(url));
        document.url = document.requestedUrl;
        document.parent = parent;
        return document;
    };
    SourceTree before;
    before.add(doc("http://x/sd", -1));
    before.add(doc("http://x/capl-a", 0));
    before.add(doc("http://x/capl-b", 0));
    before.add(doc("http://x/rl-a", 1));
    before.setSourceDescription(0);
    // Read again: b's list loaded before a's, and a new list under b.
    SourceTree after;
    after.add(doc("http://x/sd", -1));
    after.add(doc("http://x/capl-b", 0));
    after.add(doc("http://x/capl-a", 0));
    after.add(doc("http://x/rl-b", 1));
    after.add(doc("http://x/rl-a", 2));
    after.setSourceDescription(0);
    const SourceTree reordered = reorderedLike(after, before);
    QCOMPARE(reordered.size(), 5);
    for (int id = 0; id < before.size(); ++id)
        QCOMPARE(reordered.document(id).requestedUrl, before.document(id).requestedUrl);
    QCOMPARE(reordered.document(4).requestedUrl, QUrl(QStringLiteral("http://x/rl-b")));
    QCOMPARE(reordered.document(4).parent, 2); // capl-b
    QCOMPARE(reordered.document(3).parent, 1); // capl-a
    QCOMPARE(reordered.document(0).children, (QList<int> {2, 1}));
    QCOMPARE(reordered.document(2).children, (QList<int> {4}));
    QCOMPARE(reordered.sourceDescription(), 0);
    QCOMPARE(reordered.find(QUrl(QStringLiteral("http://x/rl-b"))), 4);
}

QTEST_GUILESS_MAIN(tst_WatchJob)
#include "tst_watchjob.moc"
