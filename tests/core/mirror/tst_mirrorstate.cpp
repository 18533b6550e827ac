// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/mirrorstate.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace rsi;

class tst_MirrorState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void absentFileIsAnEmptyState();
    void roundTrip();
    void malformedFileSaysWhere();
    void otherFormatIsRefused();
    void saveLeavesNoTemporaryFile();
};

void tst_MirrorState::absentFileIsAnEmptyState()
{
    QTemporaryDir dir;
    MirrorState state;
    state.source = QStringLiteral("left over");
    QString error;
    QVERIFY(MirrorState::load(dir.path(), &state, &error));
    QVERIFY(state.source.isEmpty());
    QVERIFY(!state.syncPoint);
    QVERIFY(state.resources.isEmpty());
}

void tst_MirrorState::roundTrip()
{
    QTemporaryDir dir;
    MirrorState state;
    state.source = QStringLiteral("https://example.org/");
    state.capabilityList = QUrl(QStringLiteral("https://example.org/capabilitylist.xml"));
    state.baselineRoute = QStringLiteral("resourcelist");
    state.baselineUrl = QUrl(QStringLiteral("https://example.org/resourcelist.xml"));
    state.baselineAt = QDateTime(QDate(2026, 3, 1), QTime(12, 0, 0, 250), QTimeZone::utc());
    state.syncPoint = QDateTime(QDate(2026, 3, 2), QTime(8, 30), QTimeZone::utc());
    state.changeListCursor.insert(QStringLiteral("https://example.org/cl.xml"), 42);
    state.appliedPackages.append(QStringLiteral("https://example.org/dump-1.zip"));
    MirrorState::Resource resource;
    resource.path = QStringLiteral("example.org/a%3Fb");
    resource.lastmod = state.baselineAt;
    resource.length = 5'000'000'000LL;
    resource.hashes.insert(QStringLiteral("sha-256"), QByteArray(64, 'a'));
    resource.type = QStringLiteral("text/plain");
    resource.fetched = QDateTime(QDate(2026, 3, 2), QTime(9, 0), QTimeZone::utc());
    resource.etag = "\"v1\"";
    resource.lastModified = "Mon, 02 Mar 2026 09:00:00 GMT";
    state.resources.insert(QStringLiteral("https://example.org/a?b"), resource);
    state.failed.insert(QStringLiteral("https://example.org/gone"), QStringLiteral("http 404"));
    QString error;
    QVERIFY2(state.save(dir.path(), &error), qPrintable(error));

    MirrorState read;
    QVERIFY2(MirrorState::load(dir.path(), &read, &error), qPrintable(error));
    QCOMPARE(read.source, state.source);
    QCOMPARE(read.capabilityList, state.capabilityList);
    QCOMPARE(read.baselineRoute, state.baselineRoute);
    QCOMPARE(read.baselineUrl, state.baselineUrl);
    QCOMPARE(read.baselineAt, state.baselineAt);
    QCOMPARE(read.syncPoint, state.syncPoint);
    QCOMPARE(read.changeListCursor, state.changeListCursor);
    QCOMPARE(read.appliedPackages, state.appliedPackages);
    QCOMPARE(read.failed, state.failed);
    QCOMPARE(read.resources.size(), 1);
    const MirrorState::Resource &back = read.resources.constBegin().value();
    QCOMPARE(back.path, resource.path);
    QCOMPARE(back.lastmod, resource.lastmod);
    QCOMPARE(back.length, resource.length);
    QCOMPARE(back.hashes, resource.hashes);
    QCOMPARE(back.type, resource.type);
    QCOMPARE(back.fetched, resource.fetched);
    QCOMPARE(back.etag, resource.etag);
    QCOMPARE(back.lastModified, resource.lastModified);
    QVERIFY(read.lastRun.isValid());
}

void tst_MirrorState::malformedFileSaysWhere()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".rsinspector")));
    QFile file(MirrorState::filePath(dir.path()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": 1, \"resources\": {");
    file.close();
    MirrorState state;
    QString error;
    QVERIFY(!MirrorState::load(dir.path(), &state, &error));
    QVERIFY2(error.contains(MirrorState::filePath(dir.path())), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("byte")), qPrintable(error));
}

void tst_MirrorState::otherFormatIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".rsinspector")));
    QFile file(MirrorState::filePath(dir.path()));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": 99}");
    file.close();
    MirrorState state;
    QString error;
    QVERIFY(!MirrorState::load(dir.path(), &state, &error));
    QVERIFY2(error.contains(QStringLiteral("99")), qPrintable(error));
}

void tst_MirrorState::saveLeavesNoTemporaryFile()
{
    QTemporaryDir dir;
    MirrorState state;
    QString error;
    QVERIFY(state.save(dir.path(), &error));
    QVERIFY(state.save(dir.path(), &error));
    const QStringList files
        = QDir(dir.filePath(QStringLiteral(".rsinspector"))).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(files, QStringList {MirrorState::fileName()});
}

QTEST_GUILESS_MAIN(tst_MirrorState)
#include "tst_mirrorstate.moc"
