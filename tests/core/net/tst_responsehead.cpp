// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// ResponseHead: a response's fields as received, and what is read of them.
#include "net/responsehead.h"

#include <QTest>

using namespace rsi;

class tst_ResponseHead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valuesAreFoundJoinedAndNullWhenAbsent();
    void severalNamesAtOnceReadAsOneAtATime();
};

namespace {

ResponseHead sampleHead()
{
    ResponseHead head;
    head.status = 200;
    head.addField("Content-Type", "text/plain");
    head.addField("Link", "<a>; rel=\"up\"");
    head.addField("ETag", "\"e1\"");
    head.addField("link", "<b>; rel=\"describedby\"");
    head.addField("X-Empty", "");
    head.addField("Content-Length", "12");
    head.continueField("folded");
    return head;
}

} // namespace

void tst_ResponseHead::valuesAreFoundJoinedAndNullWhenAbsent()
{
    const ResponseHead head = sampleHead();
    QCOMPARE(head.value("content-type"), QByteArray("text/plain"));
    // Fields of one name are joined in order, whatever the case of the name.
    QCOMPARE(head.value("LINK"), QByteArray("<a>; rel=\"up\", <b>; rel=\"describedby\""));
    QCOMPARE(head.value("Content-Length"), QByteArray("12 folded"));
    // Present but empty is not absent.
    QVERIFY(!head.value("X-Empty").isNull());
    QVERIFY(head.value("X-Empty").isEmpty());
    QVERIFY(head.has("X-Empty"));
    QVERIFY(head.value("Location").isNull());
    QVERIFY(!head.has("Location"));
    // A name is compared whole, not as a prefix of a longer one.
    QVERIFY(head.value("Content").isNull());
    QVERIFY(head.value("ETags").isNull());
    QVERIFY(ResponseHead().value("ETag").isNull());
}

void tst_ResponseHead::severalNamesAtOnceReadAsOneAtATime()
{
    const ResponseHead head = sampleHead();
    const std::array<QByteArrayView, 5> names
        = {"ETag", "Location", "Link", "x-empty", "Content-Length"};
    const std::array<QByteArray, 5> together = head.values(names);
    for (std::size_t i = 0; i < names.size(); ++i) {
        QCOMPARE(together[i], head.value(names[i]));
        QCOMPARE(together[i].isNull(), head.value(names[i]).isNull());
    }
    QCOMPARE(together[0], QByteArray("\"e1\""));
    QVERIFY(together[1].isNull());
    QCOMPARE(together[2], QByteArray("<a>; rel=\"up\", <b>; rel=\"describedby\""));
    QVERIFY(!together[3].isNull() && together[3].isEmpty());
    QCOMPARE(together[4], QByteArray("12 folded"));
}

QTEST_GUILESS_MAIN(tst_ResponseHead)
#include "tst_responsehead.moc"
