// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Loading the two versions a diff compares: text told from binary, the size
// cap on both sides, links in the copy not followed, failures said.
#include "mirror/versionloader.h"
#include "support/loopbackserver.h"

#include <QDir>
#include <QFile>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;
using rsi::test::LoopbackServer;
using Status = LoadedVersion::Status;

Q_DECLARE_METATYPE(rsi::LoadedVersion::Status)

class tst_VersionLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodes_data();
    void decodes();
    void loadsBothSides();
    void capsTheSize();
    void doesNotFollowLinks();
    void saysWhyTheRemoteFailed();
    void finishesLaterEvenWithNothingToLoad();
    void abortedSaysNothing();
};

namespace {

struct Loaded
{
    LoadedVersion local;
    LoadedVersion remote;
};

Loaded load(VersionLoader &loader, const QString &path, const QUrl &url)
{
    Loaded loaded;
    bool done = false;
    QObject::connect(&loader, &VersionLoader::finished, &loader,
                     [&](const LoadedVersion &local, const LoadedVersion &remote) {
                         loaded = {local, remote};
                         done = true;
                     });
    loader.load(path, url);
    if (!QTest::qWaitFor([&done] { return done; }, 10'000))
        qWarning("the loader did not finish");
    return loaded;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

void tst_VersionLoader::decodes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Status>("status");
    QTest::addColumn<QString>("text");
    QTest::newRow("ascii") << QByteArray("a\nb\n") << Status::Text << QStringLiteral("a\nb\n");
    QTest::newRow("utf-8") << QByteArray("caf\xc3\xa9 \xe8\xb3\x87\xe6\x96\x99") << Status::Text
                           << QStringLiteral("café 資料");
    QTest::newRow("latin-1") << QByteArray("caf\xe9") << Status::Text << QStringLiteral("café");
    QTest::newRow("utf-16 with bom") << QByteArray("\xff\xfe"
                                                   "a\0b\0",
                                                   6)
                                     << Status::Text << QStringLiteral("ab");
    QTest::newRow("a nul byte") << QByteArray("abc\0def", 7) << Status::Binary << QString();
    QTest::newRow("control characters")
        << QByteArray("\x01\x02\x03\x04 some text") << Status::Binary << QString();
    QTest::newRow("empty") << QByteArray() << Status::Text << QString();
}

void tst_VersionLoader::decodes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Status, status);
    QFETCH(QString, text);
    const LoadedVersion version = VersionLoader::decode(bytes);
    QCOMPARE(version.status, status);
    QCOMPARE(version.text, text);
    QCOMPARE(version.bytes, bytes.size());
}

void tst_VersionLoader::loadsBothSides()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("local.txt")), "local\n");
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveXml("/remote.xml", "<remote/>\n");
    QNetworkAccessManager network;
    FetchOptions options;
    options.userAgent = QStringLiteral("rsinspector-test");
    VersionLoader loader(&network, options);
    const Loaded loaded = load(loader, dir.filePath(QStringLiteral("local.txt")),
                               server.url(QStringLiteral("/remote.xml")));
    QCOMPARE(loaded.local.status, Status::Text);
    QCOMPARE(loaded.local.text, QStringLiteral("local\n"));
    QCOMPARE(loaded.remote.status, Status::Text);
    QCOMPARE(loaded.remote.text, QStringLiteral("<remote/>\n"));
    // Fetched as the crawl fetches: the options' User-Agent.
    QCOMPARE(server.requests("/remote.xml").value(0).headers.value("user-agent"),
             QByteArray("rsinspector-test"));
}

void tst_VersionLoader::capsTheSize()
{
    QTemporaryDir dir;
    const QByteArray large(VersionLoader::maxBytes + 1, 'a');
    writeFile(dir.filePath(QStringLiteral("large.txt")), large);
    LoopbackServer server;
    QVERIFY(server.start());
    LoopbackServer::Response response;
    response.body = large;
    server.setResponse("/large.txt", response);
    QNetworkAccessManager network;
    VersionLoader loader(&network, FetchOptions {});
    const Loaded loaded = load(loader, dir.filePath(QStringLiteral("large.txt")),
                               server.url(QStringLiteral("/large.txt")));
    QCOMPARE(loaded.local.status, Status::TooLarge);
    QCOMPARE(loaded.remote.status, Status::TooLarge);
    QVERIFY(loaded.local.text.isEmpty());
}

void tst_VersionLoader::doesNotFollowLinks()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("secret.txt")), "secret\n");
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("secret.txt")),
                        dir.filePath(QStringLiteral("link.txt"))));
    QNetworkAccessManager network;
    VersionLoader loader(&network, FetchOptions {});
    const Loaded loaded = load(loader, dir.filePath(QStringLiteral("link.txt")), {});
    QCOMPARE(loaded.local.status, Status::Failed);
    QVERIFY(!loaded.local.error.isEmpty());
    QVERIFY(loaded.local.text.isEmpty());
    QCOMPARE(loaded.remote.status, Status::Missing);
}

void tst_VersionLoader::saysWhyTheRemoteFailed()
{
    QTemporaryDir dir;
    LoopbackServer server;
    QVERIFY(server.start());
    server.setStatus("/missing.txt", 404);
    QNetworkAccessManager network;
    VersionLoader loader(&network, FetchOptions {});
    const Loaded loaded = load(loader, dir.filePath(QStringLiteral("absent.txt")),
                               server.url(QStringLiteral("/missing.txt")));
    QCOMPARE(loaded.local.status, Status::Missing);
    QCOMPARE(loaded.remote.status, Status::Failed);
    QVERIFY2(loaded.remote.error.contains(QStringLiteral("404")), qPrintable(loaded.remote.error));
}

void tst_VersionLoader::finishesLaterEvenWithNothingToLoad()
{
    QNetworkAccessManager network;
    VersionLoader loader(&network, FetchOptions {});
    QSignalSpy finished(&loader, &VersionLoader::finished);
    loader.load({}, {});
    QCOMPARE(finished.size(), 0); // never from within load()
    QTRY_COMPARE(finished.size(), 1);
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
}

void tst_VersionLoader::abortedSaysNothing()
{
    LoopbackServer server;
    QVERIFY(server.start());
    LoopbackServer::Response slow;
    slow.body = "slow";
    slow.delayMs = 2000;
    server.setResponse("/slow.txt", slow);
    QNetworkAccessManager network;
    VersionLoader loader(&network, FetchOptions {});
    QSignalSpy finished(&loader, &VersionLoader::finished);
    loader.load({}, server.url(QStringLiteral("/slow.txt")));
    QTRY_COMPARE(server.requests("/slow.txt").size(), 1);
    loader.abort();
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
}

QTEST_MAIN(tst_VersionLoader)
#include "tst_versionloader.moc"
