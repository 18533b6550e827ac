// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/validatejob.h"
#include "support/loopbackserver.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using rsi::Job;
using rsi::ValidateJob;
using rsi::test::LoopbackServer;

class tst_ValidateJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void inputToUrl_data();
    void inputToUrl();
    void noInputsFinishesAtOnce();
    void cancelKeepsWhatWasDone();

private:
    QNetworkAccessManager m_network;
    LoopbackServer m_server;
};

void tst_ValidateJob::initTestCase()
{
    QVERIFY(m_server.start());
}

void tst_ValidateJob::inputToUrl_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("scheme");
    QTest::newRow("http") << QStringLiteral("http://example.com/rl.xml") << QStringLiteral("http");
    QTest::newRow("https") << QStringLiteral("https://example.com/rl.xml")
                           << QStringLiteral("https");
    QTest::newRow("file url") << QStringLiteral("file:///tmp/rl.xml") << QStringLiteral("file");
    QTest::newRow("relative path") << QStringLiteral("samples/rl.xml") << QStringLiteral("file");
    QTest::newRow("windows-like path")
        << QStringLiteral("C:\\lists\\rl.xml") << QStringLiteral("file");
}

void tst_ValidateJob::inputToUrl()
{
    QFETCH(QString, input);
    QFETCH(QString, scheme);
    const QUrl url = ValidateJob::inputToUrl(input);
    QVERIFY(url.isValid());
    QCOMPARE(url.scheme(), scheme);
    QVERIFY(!ValidateJob::inputToUrl(QString()).isValid());
}

void tst_ValidateJob::noInputsFinishesAtOnce()
{
    ValidateJob job({}, {}, {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(job.error(), Job::Error::NoError);
    QVERIFY(job.report().documents.isEmpty());
}

void tst_ValidateJob::cancelKeepsWhatWasDone()
{
    LoopbackServer::Response slow;
    slow.body = "<urlset/>";
    slow.delayMs = 3000;
    m_server.setResponse("/slow.xml", slow);
    const QString local = QStringLiteral(RSI_SAMPLES_DIR "/resourcelist.xml");
    ValidateJob job({m_server.url(QStringLiteral("/slow.xml")).toString(), local}, {}, {},
                    &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QTRY_COMPARE(job.processedAmount(), 1); // the local file is done, the download is not
    job.cancel();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::Canceled);
    QCOMPARE(job.report().documents.size(), 1);
    QVERIFY(job.report().documents.first().url.endsWith(QStringLiteral("resourcelist.xml")));
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
}

QTEST_GUILESS_MAIN(tst_ValidateJob)
#include "tst_validatejob.moc"
