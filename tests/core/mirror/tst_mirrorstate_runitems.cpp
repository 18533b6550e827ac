// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/mirrorstatestore.h"
#include "mirror/runitemreader.h"
#include "mirror/runitems.h"
#include "mirror/runitemwriter.h"
#include "tst_mirrorstate.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace rsi;

void tst_MirrorState::runItemsStreamAndPage()
{
    QTemporaryDir dir;
    RunItems items;
    items.databasePath = dir.filePath(QStringLiteral("items.sqlite"));
    {
        RunItemWriter writer;
        QVERIFY(writer.open(items.databasePath));
        for (int i = 0; i < 1000; ++i) {
            if (i % 7 == 3)
                continue; // numbers may have gaps
            AuditItem item;
            item.url = QUrl(QStringLiteral("https://h/r%1").arg(i));
            item.relativePath = QStringLiteral("h/r%1").arg(i);
            item.state = i % 2 ? AuditState::Create : AuditState::Same;
            if (i % 2) {
                AuditReason reason;
                reason.kind = AuditReason::Kind::Hash;
                reason.algorithm = QStringLiteral("md5");
                reason.expected = QStringLiteral("aa");
                reason.actual = QStringLiteral("bb");
                reason.done = true;
                item.reasons = {reason};
            }
            QVERIFY(writer.append(i, item));
        }
        QVERIFY(!writer.open(items.databasePath)); // never over another run's items
        items.count = 1000 - 143;
    }
    RunItemReader reader;
    QVERIFY2(reader.open(items), qPrintable(reader.errorString()));
    QCOMPARE(reader.count(), 857);
    QCOMPARE(reader.bound(), 1000);
    const QList<AuditItem> page = reader.read(0, 10);
    QCOMPARE(page.size(), 9); // 3 is missing
    QCOMPARE(page.at(3).url, QUrl(QStringLiteral("https://h/r4")));
    const AuditItem fifth = reader.read(5, 1).constFirst();
    QCOMPARE(fifth.state, AuditState::Create);
    QCOMPARE(fifth.reasons.size(), 1);
    QCOMPARE(fifth.reasons.constFirst().algorithm, QStringLiteral("md5"));
    QVERIFY(fifth.reasons.constFirst().done);
    qsizetype seen = 0;
    qsizetype last = -1;
    bool ordered = true;
    QVERIFY(reader.forEach([&](qsizetype index, const AuditItem &) {
        ordered = ordered && index > last;
        last = index;
        ++seen;
        return true;
    }));
    QVERIFY(ordered);
    QCOMPARE(seen, 857);
    // Filtered and ordered by the database.
    const std::optional<QList<int>> created = reader.select(1u << int(AuditState::Create), 1, true);
    QVERIFY(created);
    QCOMPARE(created->size(), 500 - 72);
    QCOMPARE(created->constFirst(), 999); // "h/r999" sorts last, descending first
    QCOMPARE(items.readAll().size(), 857);
}

void tst_MirrorState::runItemsMeasureUrlsAsShown()
{
    // The widths a text report takes are those of QUrl::toString(), also
    // where the stored, fully encoded text is longer (an IDN host, "%"),
    // whether the writer converts the URL or is handed its text (a
    // resource's key, as a download's item is).
    const QStringList texts = {
        QStringLiteral("https://h/plain"),
        QStringLiteral("https://xn--bcher-kva.de/b"),
        QStringLiteral("https://XN--BCHER-KVA.de/b"),
        QStringLiteral("https://b\u00fccher.de/xn--/a"),
        QStringLiteral("https://h/a%20b%C3%A4"),
        QStringLiteral("https://h/a%2fb"),
        QStringLiteral("https://h/\u00e4?q=%41#x"),
        QStringLiteral("https://h/XN--a/x-n--b/Xn--"),
        QStringLiteral("https://h:8443/~x/xn-"),
    };
    for (const bool handedText : {false, true}) {
        for (const QString &text : texts) {
            QTemporaryDir dir;
            RunItems items;
            items.databasePath = dir.filePath(QStringLiteral("items.sqlite"));
            items.count = 1;
            RunItemWriter writer;
            QVERIFY(writer.open(items.databasePath));
            AuditItem item;
            item.url = QUrl(text);
            item.relativePath = QStringLiteral("p");
            item.state = AuditState::Create;
            const QString encoded = item.url.toString(QUrl::FullyEncoded);
            QVERIFY(handedText ? writer.append(1, item, encoded) : writer.append(1, item));
            QVERIFY2(writer.shape().longestUrl == item.url.toString().size(), qPrintable(text));
            QCOMPARE(writer.shape().longestChangedUrl, item.url.toString().size());
            QVERIFY(writer.close());
            QCOMPARE(items.readAll().constFirst().url.toString(QUrl::FullyEncoded), encoded);
        }
    }
}

void tst_MirrorState::reasonsRoundTripWithAndWithoutText()
{
    AuditReason missing;
    missing.kind = AuditReason::Kind::Missing;
    missing.done = true;
    AuditReason retried;
    retried.kind = AuditReason::Kind::Retried;
    retried.ofDownload = true;
    AuditReason hash;
    hash.kind = AuditReason::Kind::Hash;
    hash.algorithm = QStringLiteral("sha-256");
    hash.expected = QStringLiteral("a\"b\\c\n");
    hash.actual = QStringLiteral("ff");
    const QList<QList<AuditReason>> cases
        = {{}, {missing}, {missing, retried}, {AuditReason {}}, {missing, hash}};
    for (const QList<AuditReason> &reasons : cases) {
        const QString text = encodeAuditReasons(reasons);
        QCOMPARE(text.isEmpty(), reasons.isEmpty());
        if (!text.isEmpty()) // valid JSON, as Qt writes it, whichever way it was made
            QCOMPARE(text,
                     QString::fromUtf8(
                         QJsonDocument::fromJson(text.toUtf8()).toJson(QJsonDocument::Compact)));
        const QList<AuditReason> back = decodeAuditReasons(text);
        QCOMPARE(back.size(), reasons.size());
        for (qsizetype i = 0; i < reasons.size(); ++i) {
            QCOMPARE(back.at(i).kind, reasons.at(i).kind);
            QCOMPARE(back.at(i).expected, reasons.at(i).expected);
            QCOMPARE(back.at(i).actual, reasons.at(i).actual);
            QCOMPARE(back.at(i).algorithm, reasons.at(i).algorithm);
            QCOMPARE(back.at(i).done, reasons.at(i).done);
            QCOMPARE(back.at(i).ofDownload, reasons.at(i).ofDownload);
        }
    }
    // Read without JSON when they are in the form written above; any other
    // spelling of the same JSON (another writer's key order, spaces) still reads.
    for (const QString &other : {QStringLiteral("[{\"k\":3,\"d\":true}]"),
                                 QStringLiteral("[ {\"d\": true, \"k\": 3} ]")}) {
        const QList<AuditReason> back = decodeAuditReasons(other);
        QCOMPARE(back.size(), 1);
        QCOMPARE(int(back.at(0).kind), 3);
        QVERIFY(back.at(0).done);
        QVERIFY(!back.at(0).ofDownload);
    }
    QVERIFY(decodeAuditReasons(QStringLiteral("[{\"k\":}]")).isEmpty()); // broken: nothing
}

void tst_MirrorState::reasonsAreStoredAsTheirText()
{
    // What the items' database stores of reasons, made as bytes, is the
    // UTF-8 of their text; the text of reasons without text is JSON as Qt
    // writes it. Every kind a byte holds, with and without flags and text.
    QRandomGenerator random(7);
    const QStringList someText = {QString(), QStringLiteral("ab"), QStringLiteral("\u00e4\"\\\n"),
                                  QStringLiteral("\U0001F600")};
    for (int i = 0; i < 2000; ++i) {
        QList<AuditReason> reasons;
        const int count = random.bounded(5);
        const bool withText = random.bounded(3) == 0;
        for (int r = 0; r < count; ++r) {
            AuditReason reason;
            reason.kind = AuditReason::Kind(random.bounded(256));
            reason.done = random.bounded(2);
            reason.ofDownload = random.bounded(2);
            if (withText) {
                reason.expected = someText.at(random.bounded(someText.size()));
                reason.actual = someText.at(random.bounded(someText.size()));
                reason.algorithm = someText.at(random.bounded(someText.size()));
            }
            reasons.append(reason);
        }
        const QString text = encodeAuditReasons(reasons);
        const QByteArray utf8 = encodeAuditReasonsUtf8(reasons);
        QCOMPARE(utf8, text.toUtf8());
        QCOMPARE(utf8.isNull(), text.isNull());
        if (!text.isEmpty())
            QCOMPARE(
                text,
                QString::fromUtf8(QJsonDocument::fromJson(utf8).toJson(QJsonDocument::Compact)));
        const QList<AuditReason> back = decodeAuditReasons(text);
        QCOMPARE(back.size(), reasons.size());
        for (qsizetype r = 0; r < reasons.size(); ++r) {
            QCOMPARE(back.at(r).kind, reasons.at(r).kind);
            QCOMPARE(back.at(r).done, reasons.at(r).done);
            QCOMPARE(back.at(r).ofDownload, reasons.at(r).ofDownload);
            QCOMPARE(back.at(r).expected, reasons.at(r).expected);
        }
    }
}
