// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `rsinspector-cli watch` as a script runs it: JSON Lines on standard
// output while the test's hub and source (in this process, on loopback)
// deliver, renew, deny; Ctrl-C unsubscribes and ends with 0; --mirror
// leaves a copy that `audit` finds in sync; bad arguments and sources that
// cannot be followed end with 2.
#include "support/followedsource.h"
#include "support/loopbackserver.h"
#include "support/processrun.h"
#include "support/sourcefixture.h"
#include "support/testhub.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <signal.h>
#endif

using rsi::test::LoopbackServer;
using rsi::test::SourceFixture;
using rsi::test::TestHub;

namespace {

using Source = rsi::test::FollowedSource;

// The CLI running `watch --format json`, its events read as they come.
class Watch
{
public:
    explicit Watch(const QStringList &arguments)
    {
        m_process.setProgram(QStringLiteral(RSI_CLI_PATH));
        m_process.setArguments(QStringList {QStringLiteral("watch"), QStringLiteral("--format"),
                                            QStringLiteral("json")}
                               + arguments);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] {
            m_pending += m_process.readAllStandardOutput();
            qsizetype newline = 0;
            while ((newline = m_pending.indexOf('\n')) >= 0) {
                m_lines.append(m_pending.left(newline));
                m_events.append(QJsonDocument::fromJson(m_pending.left(newline)).object());
                m_pending.remove(0, newline + 1);
            }
        });
        m_process.start();
    }
    ~Watch()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

    // The first event of that kind from index `from` on; empty when none
    // came within the time.
    QJsonObject waitFor(const QString &kind, int timeoutMs = 30'000, qsizetype from = 0)
    {
        QJsonObject found;
        [[maybe_unused]] const bool ended = QTest::qWaitFor(
            [&] {
                for (qsizetype i = from; i < m_events.size(); ++i) {
                    if (m_events.at(i).value(QStringLiteral("event")).toString() == kind) {
                        found = m_events.at(i);
                        return true;
                    }
                }
                return m_process.state() == QProcess::NotRunning && m_pending.isEmpty();
            },
            timeoutMs);
        return found;
    }
    qsizetype count(const QString &kind) const
    {
        return std::count_if(m_events.cbegin(), m_events.cend(), [&kind](const QJsonObject &e) {
            return e.value(QStringLiteral("event")).toString() == kind;
        });
    }
    void interrupt()
    {
#ifdef Q_OS_UNIX
        ::kill(pid_t(m_process.processId()), SIGINT);
#else
        m_process.terminate();
#endif
    }
    // The exit code once it ended; -1 when it did not in time.
    int waitForExit(int timeoutMs = 30'000)
    {
        if (!QTest::qWaitFor([this] { return m_process.state() == QProcess::NotRunning; },
                             timeoutMs))
            return -1;
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -2;
    }
    QString transcript() const
    {
        return QString::fromUtf8(m_lines.join('\n')) + u'\n'
            + QString::fromLocal8Bit(const_cast<QProcess &>(m_process).readAllStandardError());
    }
    const QList<QJsonObject> &events() const
    {
        return m_events;
    }

private:
    QProcess m_process;
    QByteArray m_pending;
    QList<QByteArray> m_lines;
    QList<QJsonObject> m_events;
};

// The CLI's exit code (-1: it did not end in time), with what it printed on
// both streams in out.
int runCli(const QStringList &arguments, QByteArray *out = nullptr)
{
    const rsi::test::ProcessRun run
        = rsi::test::runProcess(QStringLiteral(RSI_CLI_PATH), arguments);
    if (out)
        *out = run.out + run.err;
    return run.exitCode;
}

} // namespace

class tst_WatchCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsAndStopsOnSigint();
    void renewsUnderAShortLease();
    void rejectsAWrongSignature();
    void deniedByTheHub();
    void mirrorKeepsTheCopyInSync();
    void callbackUrlIsWhatTheHubIsTold();
    void textOutput();
    void cannotRun_data();
    void cannotRun();
};

// The whole life: listening, channel, subscribed, notification, refreshed;
// SIGINT: unsubscribed, stopped, exit 0.
void tst_WatchCommand::followsAndStopsOnSigint()
{
    Source source;
    Watch watch({source.site()});
    const QJsonObject listening = watch.waitFor(QStringLiteral("listening"));
    QVERIFY2(listening.value(QStringLiteral("url")).toString().startsWith(u"http://127.0.0.1:"),
             qPrintable(watch.transcript()));
    const QJsonObject channel = watch.waitFor(QStringLiteral("channel"));
    QCOMPARE(channel.value(QStringLiteral("topic")).toString(), source.topic().toString());
    QCOMPARE(channel.value(QStringLiteral("hub")).toString(), source.hub.url().toString());
    QVERIFY(
        channel.value(QStringLiteral("capabilityList")).toString().endsWith(u"capabilitylist.xml"));
    const QJsonObject subscribed = watch.waitFor(QStringLiteral("subscribed"));
    QCOMPARE(subscribed.value(QStringLiteral("leaseSeconds")).toInteger(), 86400);
    QVERIFY(QDateTime::fromString(subscribed.value(QStringLiteral("expires")).toString(),
                                  Qt::ISODateWithMs)
                .isValid());
    QVERIFY(QDateTime::fromString(subscribed.value(QStringLiteral("time")).toString(),
                                  Qt::ISODateWithMs)
                .isValid());
    QVERIFY(source.waitForHub());

    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    source.hub.publish(source.topic(), source.fixture->notification());
    const QJsonObject notification = watch.waitFor(QStringLiteral("notification"));
    QCOMPARE(notification.value(QStringLiteral("signature")).toString(), QStringLiteral("valid"));
    const QJsonArray changes = notification.value(QStringLiteral("changes")).toArray();
    QCOMPARE(changes.size(), 1);
    const QJsonObject change = changes.first().toObject();
    QVERIFY(change.value(QStringLiteral("url")).toString().endsWith(u"/changelist-1.xml"));
    QCOMPARE(change.value(QStringLiteral("capability")).toString(), QStringLiteral("changelist"));
    QCOMPARE(change.value(QStringLiteral("change")).toString(), QStringLiteral("created"));
    QVERIFY(change.contains(QStringLiteral("datetime")));
    QVERIFY(notification.value(QStringLiteral("findings")).isArray());
    const QJsonObject refreshed = watch.waitFor(QStringLiteral("refreshed"));
    const QJsonArray documents = refreshed.value(QStringLiteral("documents")).toArray();
    QVERIFY2(!documents.isEmpty(), qPrintable(watch.transcript()));
    const QJsonObject document = documents.first().toObject();
    QCOMPARE(document.value(QStringLiteral("capability")).toString(), QStringLiteral("changelist"));
    QCOMPARE(document.value(QStringLiteral("status")).toInt(), 200);
    QVERIFY(refreshed.value(QStringLiteral("findings")).isArray());

    watch.interrupt();
    QCOMPARE(watch.waitForExit(), 0);
    const QJsonObject unsubscribed = watch.waitFor(QStringLiteral("unsubscribed"));
    QCOMPARE(unsubscribed.value(QStringLiteral("topic")).toString(), source.topic().toString());
    const QJsonObject stopped = watch.waitFor(QStringLiteral("stopped"));
    QCOMPARE(stopped.value(QStringLiteral("reason")).toString(), QStringLiteral("signal"));
    QCOMPARE(watch.events().last().value(QStringLiteral("event")).toString(),
             QStringLiteral("stopped"));
    // The hub reads the confirmation of the unsubscription a moment later.
    QTRY_COMPARE(source.hub.subscriptions().size(), 0);
}

// A 5-second lease is renewed before it ends; a notification after the first
// lease has run out still arrives.
void tst_WatchCommand::renewsUnderAShortLease()
{
    Source source;
    source.hub.options().leaseSeconds = 5;
    Watch watch({source.site(), QStringLiteral("--lease"), QStringLiteral("5")});
    const QJsonObject subscribed = watch.waitFor(QStringLiteral("subscribed"));
    QCOMPARE(subscribed.value(QStringLiteral("leaseSeconds")).toInteger(), 5);
    const QJsonObject renewed = watch.waitFor(QStringLiteral("renewed"), 20'000);
    QVERIFY2(!renewed.isEmpty(), qPrintable(watch.transcript()));
    QCOMPARE(renewed.value(QStringLiteral("leaseSeconds")).toInteger(), 5);
    // Past the first lease: the hub still holds one subscription.
    QTest::qWait(2000);
    QVERIFY(source.waitForHub());
    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    source.hub.publish(source.topic(), source.fixture->notification());
    QVERIFY2(!watch.waitFor(QStringLiteral("notification")).isEmpty(),
             qPrintable(watch.transcript() + source.hub.describeLog()));
    watch.interrupt();
    QCOMPARE(watch.waitForExit(), 0);
}

void tst_WatchCommand::rejectsAWrongSignature()
{
    Source source;
    source.hub.options().signing = TestHub::Signing::Wrong;
    Watch watch({source.site()});
    QVERIFY(!watch.waitFor(QStringLiteral("subscribed")).isEmpty());
    QVERIFY(source.waitForHub());
    source.hub.publish(source.topic(), source.fixture->notification());
    const QJsonObject rejected = watch.waitFor(QStringLiteral("rejected"));
    QCOMPARE(rejected.value(QStringLiteral("reason")).toString(), QStringLiteral("signature"));
    QCOMPARE(rejected.value(QStringLiteral("topic")).toString(), source.topic().toString());
    QCOMPARE(watch.count(QStringLiteral("notification")), 0);
    watch.interrupt();
    QCOMPARE(watch.waitForExit(), 0);
}

void tst_WatchCommand::deniedByTheHub()
{
    Source source;
    source.hub.options().deny = true;
    Watch watch({source.site()});
    const QJsonObject denied = watch.waitFor(QStringLiteral("denied"));
    QCOMPARE(denied.value(QStringLiteral("topic")).toString(), source.topic().toString());
    QCOMPARE(denied.value(QStringLiteral("reason")).toString(), QStringLiteral("not on our list"));
    watch.interrupt();
    QCOMPARE(watch.waitForExit(), 0);
}

// watch --mirror: the copy is made at start, brought up to date after the
// notification, and `audit` then finds it in sync (exit 0).
void tst_WatchCommand::mirrorKeepsTheCopyInSync()
{
    Source source;
    QTemporaryDir copy;
    Watch watch(
        {source.site(), QStringLiteral("--mirror"), copy.path(), QStringLiteral("--delete")});
    const QJsonObject first = watch.waitFor(QStringLiteral("sync"));
    QCOMPARE(first.value(QStringLiteral("trigger")).toString(), QStringLiteral("start"));
    QCOMPARE(
        first.value(QStringLiteral("summary")).toObject().value(QStringLiteral("create")).toInt(),
        2);
    QVERIFY(!watch.waitFor(QStringLiteral("subscribed")).isEmpty());
    QVERIFY(source.waitForHub());
    source.fixture->put(QStringLiteral("a.txt"), "alpha, second edition");
    source.fixture->remove(QStringLiteral("b.txt"));
    source.fixture->put(QStringLiteral("c.txt"), "gamma");
    QVERIFY(source.fixture->publishChanges());
    source.hub.publish(source.topic(), source.fixture->notification());
    QVERIFY(QTest::qWaitFor([&] { return watch.count(QStringLiteral("sync")) == 2; }, 30'000));
    const QJsonObject second = watch.events().last();
    QCOMPARE(second.value(QStringLiteral("event")).toString(), QStringLiteral("sync"));
    QCOMPARE(second.value(QStringLiteral("trigger")).toString(), QStringLiteral("notification"));
    QCOMPARE(second.value(QStringLiteral("route")).toString(), QStringLiteral("changelist"));
    watch.interrupt();
    QCOMPARE(watch.waitForExit(), 0);

    QByteArray report;
    const int audited = runCli({QStringLiteral("audit"), source.site(), copy.path()}, &report);
    QVERIFY2(audited == 0, report.constData());
}

// Behind a tunnel: the hub is told the public URL; the server listens where asked.
void tst_WatchCommand::callbackUrlIsWhatTheHubIsTold()
{
    Source source;
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    Watch watch({source.site(), QStringLiteral("--listen"),
                 QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--callback-url"),
                 QStringLiteral("http://127.0.0.1:%1/").arg(port)});
    const QJsonObject listening = watch.waitFor(QStringLiteral("listening"));
    QCOMPARE(listening.value(QStringLiteral("url")).toString(),
             QStringLiteral("http://127.0.0.1:%1").arg(port));
    QVERIFY(!watch.waitFor(QStringLiteral("subscribed")).isEmpty());
    QVERIFY(source.waitForHub());
    QVERIFY(source.hub.subscriptions().first().callback.toString().startsWith(
        QStringLiteral("http://127.0.0.1:%1/cb/").arg(port)));
    watch.interrupt();
    QCOMPARE(watch.waitForExit(), 0);
}

void tst_WatchCommand::textOutput()
{
    Source source;
    QProcess process;
    process.setProgram(QStringLiteral(RSI_CLI_PATH));
    process.setArguments({QStringLiteral("watch"), QStringLiteral("--duration"),
                          QStringLiteral("3"), source.site()});
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    QVERIFY(finished.wait(60'000));
    QCOMPARE(process.exitCode(), 0);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(u"channel " + source.topic().toString()), qPrintable(out));
    QVERIFY2(out.contains(u"subscribed to " + source.topic().toString()), qPrintable(out));
    QVERIFY2(out.contains(u"stopped (duration)"), qPrintable(out));
}

void tst_WatchCommand::cannotRun_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("withChannel");
    QTest::addColumn<QString>("message");
    QTest::newRow("no source") << QStringList() << true << QStringLiteral("needs one");
    QTest::newRow("junit") << QStringList {QStringLiteral("--format"), QStringLiteral("junit")}
                           << true << QStringLiteral("text or json");
    QTest::newRow("bad --listen") << QStringList {QStringLiteral("--listen"),
                                                  QStringLiteral("nowhere")}
                                  << true << QStringLiteral("--listen");
    QTest::newRow("bad --callback-url")
        << QStringList {QStringLiteral("--callback-url"), QStringLiteral("ftp://x/")} << true
        << QStringLiteral("--callback-url");
    QTest::newRow("bad --lease") << QStringList {QStringLiteral("--lease"), QStringLiteral("0")}
                                 << true << QStringLiteral("--lease");
    QTest::newRow("bad --poll") << QStringList {QStringLiteral("--poll"), QStringLiteral("soon")}
                                << true << QStringLiteral("--poll");
    QTest::newRow("nothing to follow")
        << QStringList() << false << QStringLiteral("no notification channel");
    QTest::newRow("every network, no public URL")
        << QStringList {QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0")} << true
        << QStringLiteral("--callback-url");
    QTest::newRow("an address it cannot listen on")
        << QStringList {QStringLiteral("--listen"), QStringLiteral("192.0.2.1:80")} << true
        << QStringLiteral("could not listen");
}

void tst_WatchCommand::cannotRun()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, withChannel);
    QFETCH(QString, message);
    Source source(withChannel);
    QStringList all = QStringList {QStringLiteral("watch")} + arguments;
    if (QString::fromLatin1(QTest::currentDataTag()) != u"no source")
        all.append(source.site());
    QByteArray output;
    QCOMPARE(runCli(all, &output), 2);
    QVERIFY2(output.contains(message.toUtf8()), output.constData());
}

QTEST_GUILESS_MAIN(tst_WatchCommand)
#include "tst_watchcommand.moc"
