// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/inspectingdevice.h"

#include <QBuffer>
#include <QTest>

using namespace rsi;

namespace {

// Reads everything through an InspectingDevice in chunks of chunkSize bytes,
// so that multi-byte sequences split across reads are exercised.
QByteArray readThrough(InspectingDevice &device, qint64 chunkSize)
{
    QByteArray out;
    QByteArray chunk(chunkSize, Qt::Uninitialized);
    while (true) {
        const qint64 got = device.read(chunk.data(), chunkSize);
        if (got <= 0)
            break;
        out += chunk.left(got);
    }
    return out;
}

} // namespace

class tst_InspectingDevice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void utf8_data();
    void utf8();
    void declaredOtherEncodingIsPassedThrough();
    void limitStopsAtExactByte();
    void bomIsNoted();
};

void tst_InspectingDevice::utf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<qint64>("column");

    QTest::newRow("ascii") << QByteArray("<a>hello</a>") << true << qint64(0) << qint64(0);
    QTest::newRow("two, three and four byte")
        << QByteArray("é中😀 \xC2\x80 \xEF\xBF\xBD") << true << qint64(0) << qint64(0);
    QTest::newRow("latin-1 byte") << QByteArray("ab\ncaf\xE9!") << false << qint64(2) << qint64(4);
    QTest::newRow("column counts characters")
        << QByteArray("中中\xFF") << false << qint64(1) << qint64(3);
    QTest::newRow("overlong two-byte")
        << QByteArray("a\xC0\xAF") << false << qint64(1) << qint64(2);
    QTest::newRow("overlong three-byte")
        << QByteArray("a\xE0\x80\xAF") << false << qint64(1) << qint64(2);
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false << qint64(1) << qint64(1);
    QTest::newRow("above U+10FFFF")
        << QByteArray("\xF4\x90\x80\x80") << false << qint64(1) << qint64(1);
    QTest::newRow("lone continuation") << QByteArray("ok\x80") << false << qint64(1) << qint64(3);
    QTest::newRow("sequence cut short by ascii")
        << QByteArray("x\xE4\xB8y") << false << qint64(1) << qint64(2);
    QTest::newRow("F5 and above") << QByteArray("\xF5\x80\x80\x80") << false << qint64(1)
                                  << qint64(1);
}

void tst_InspectingDevice::utf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, valid);
    QFETCH(qint64, line);
    QFETCH(qint64, column);
    for (const qint64 chunkSize : {qint64(1), qint64(2), qint64(4096)}) {
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        InspectingDevice device(&buffer, 1 << 20);
        const QByteArray out = readThrough(device, chunkSize);
        QCOMPARE(out.size(), bytes.size());
        QCOMPARE(device.hasInvalidUtf8(), !valid);
        if (!valid && chunkSize > 1) {
            // With one-byte reads a cut-short sequence is reported where it is
            // noticed; otherwise at its first byte.
            QCOMPARE(device.firstInvalidUtf8(), (SourcePosition {line, column}));
        }
        if (valid)
            QCOMPARE(out, bytes);
        else if (chunkSize == 4096)
            QVERIFY(QString::fromUtf8(out).toUtf8() == out); // repaired: now valid UTF-8
    }
}

void tst_InspectingDevice::declaredOtherEncodingIsPassedThrough()
{
    QByteArray bytes("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf\xE9</a>");
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    InspectingDevice device(&buffer, 1 << 20);
    QCOMPARE(readThrough(device, 4096), bytes); // not repaired
    QVERIFY(device.hasInvalidUtf8());
}

void tst_InspectingDevice::limitStopsAtExactByte()
{
    QByteArray bytes(100'000, 'x');
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    InspectingDevice device(&buffer, 12'345);
    QCOMPARE(readThrough(device, 4096).size(), 12'345);
    QVERIFY(device.limitReached());
    QCOMPARE(device.bytesRead(), 12'345);

    QByteArray exact(500, 'y');
    QBuffer exactBuffer(&exact);
    QVERIFY(exactBuffer.open(QIODevice::ReadOnly));
    InspectingDevice exactDevice(&exactBuffer, 500);
    QCOMPARE(readThrough(exactDevice, 4096).size(), 500);
    QVERIFY(!exactDevice.limitReached()); // exactly the limit is allowed
}

void tst_InspectingDevice::bomIsNoted()
{
    QByteArray bytes("\xEF\xBB\xBF<a/>");
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    InspectingDevice device(&buffer, 1 << 20);
    readThrough(device, 4096);
    QVERIFY(device.hasUtf8Bom());
    QVERIFY(!device.hasInvalidUtf8());
}

QTEST_GUILESS_MAIN(tst_InspectingDevice)
#include "tst_inspectingdevice.moc"
