// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The NT rules of Framework Notification 1.0.1 that one document shows:
// notification payloads (NT-020…NT-032) and the channels of Capability Lists
// and Source Descriptions (NT-001…NT-006, NT-014). Each rule has a row that
// breaks it and one that does not.
#include "notify/notification.h"
#include "support/validationharness.h"

#include <QTest>

using rsi::test::rsDocument;

namespace {

QString change(const QString &loc, const QString &md, const QString &links = QString())
{
    return QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc><rs:md ") + md
        + QStringLiteral("/>") + links + QStringLiteral("</url>\n");
}

QString created(const QString &capability)
{
    return change(
        QStringLiteral("http://example.com/dataset1/") + capability + QStringLiteral(".xml"),
        QStringLiteral("change=\"created\" capability=\"") + capability + QStringLiteral("\""));
}

QByteArray notification(const QString &body, const QString &topAttributes = QString(),
                        const QString &root = QStringLiteral("urlset"))
{
    return rsDocument(root, QStringLiteral("framework-notification"), topAttributes, body);
}

const QString upToCapl = QStringLiteral(
    "  <rs:ln rel=\"up\" href=\"http://example.com/dataset1/capabilitylist.xml\"/>\n");
const QString hubLink
    = QStringLiteral("<rs:ln rel=\"hub\" href=\"http://hub.example.org/websub/\"/>");

QString channelEntry(const QString &topic
                     = QStringLiteral("http://example.com/dataset1/framework/"),
                     const QString &links = hubLink,
                     const QString &capability = QStringLiteral("framework-notification"))
{
    return QStringLiteral("  <url><loc>") + topic + QStringLiteral("</loc>") + links
        + QStringLiteral("<rs:md capability=\"") + capability + QStringLiteral("\"/></url>\n");
}

QByteArray capl(const QString &entries)
{
    return rsDocument(
        QStringLiteral("urlset"), QStringLiteral("capabilitylist"), QString(),
        QStringLiteral(
            "  <rs:ln rel=\"describedby\" href=\"http://example.com/about.xml\"/>\n"
            "  <rs:ln rel=\"up\" href=\"http://example.com/.well-known/resourcesync\"/>\n"
            "  <url><loc>http://example.com/dataset1/resourcelist.xml</loc>"
            "<rs:md capability=\"resourcelist\"/></url>\n")
            + entries);
}

QByteArray sourceDescription(const QString &entries)
{
    return rsDocument(
        QStringLiteral("urlset"), QStringLiteral("description"), QString(),
        QStringLiteral("  <rs:ln rel=\"describedby\" href=\"http://example.com/about.xml\"/>\n"
                       "  <url><loc>http://example.com/dataset1/capabilitylist.xml</loc>"
                       "<rs:ln rel=\"describedby\" href=\"http://example.com/d1.xml\"/>"
                       "<rs:md capability=\"capabilitylist\"/></url>\n")
            + entries);
}

} // namespace

class tst_NotificationRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void cleanDocuments_data();
    void cleanDocuments();
    void deliveryExpectsANotification();
    void readNotificationListsTheChanges();
    void readNotificationRefusesWhatIsNone_data();
    void readNotificationRefusesWhatIsNone();
};

void tst_NotificationRules::rules_data()
{
    rsi::test::addRuleColumns();
    const QString valid = upToCapl + created(QStringLiteral("resourcelist"));

    // NT-020: always a <urlset>
    QTest::newRow("NT-020 sitemapindex") << notification(
        QStringLiteral("  <sitemap><loc>http://example.com/a.xml</loc></sitemap>\n"), QString(),
        QStringLiteral("sitemapindex")) << QStringLiteral("NT-020")
                                         << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-020 urlset")
        << notification(valid) << QStringLiteral("NT-020") << false << QString() << QString();

    // NT-022: from before until (derived: a warning); each bound alone is fine
    QTest::newRow("NT-022 from after until") << notification(
        valid, QStringLiteral("from=\"2013-01-03T00:00:00Z\" until=\"2013-01-02T00:00:00Z\""))
                                             << QStringLiteral("NT-022") << true
                                             << QStringLiteral("warning") << QString();
    QTest::newRow("NT-022 in order") << notification(
        valid, QStringLiteral("from=\"2013-01-02T00:00:00Z\" until=\"2013-01-03T00:00:00Z\""))
                                     << QStringLiteral("NT-022") << false << QString() << QString();
    QTest::newRow("TA-003 until alone is no fault in a notification")
        << notification(valid, QStringLiteral("until=\"2013-01-03T00:00:00Z\""))
        << QStringLiteral("TA-003") << false << QString() << QString();

    // NT-024: no change reported
    QTest::newRow("NT-024 no url") << notification(upToCapl) << QStringLiteral("NT-024") << true
                                   << QStringLiteral("warning") << QString();
    QTest::newRow("NT-024 one url")
        << notification(valid) << QStringLiteral("NT-024") << false << QString() << QString();

    // NT-026 (profile): a <loc> in each <url>
    QTest::newRow("NT-026 no loc") << notification(
        QStringLiteral("  <url><rs:md change=\"created\" capability=\"resourcelist\"/></url>\n"))
                                   << QStringLiteral("NT-026") << true << QStringLiteral("error")
                                   << QString();
    QTest::newRow("NT-026 loc") << notification(valid) << QStringLiteral("NT-026") << false
                                << QString() << QString();

    // NT-027: rs:md with change created|updated|deleted
    QTest::newRow("NT-027 no rs:md")
        << notification(QStringLiteral("  <url><loc>http://example.com/a.xml</loc></url>\n"))
        << QStringLiteral("NT-027") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-027 no change")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("capability=\"resourcelist\"")))
        << QStringLiteral("NT-027") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-027 change=\"modified\"")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"modified\" capability=\"resourcelist\"")))
        << QStringLiteral("NT-027") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-027 change=\"updated\"")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"updated\" capability=\"resourcelist\"")))
        << QStringLiteral("NT-027") << false << QString() << QString();
    QTest::newRow("ATT-006 is not reported for a notification's change")
        << notification(valid) << QStringLiteral("ATT-006") << false << QString() << QString();

    // NT-028: the changed document's capability
    QTest::newRow("NT-028 no capability") << notification(
        change(QStringLiteral("http://example.com/a.xml"), QStringLiteral("change=\"created\"")))
                                          << QStringLiteral("NT-028") << true
                                          << QStringLiteral("error") << QString();
    QTest::newRow("NT-028 unknown capability")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"created\" capability=\"audiolist\"")))
        << QStringLiteral("NT-028") << true << QStringLiteral("warning") << QString();
    QTest::newRow("NT-028 archive capability")
        << notification(
               change(QStringLiteral("http://example.com/a.xml"),
                      QStringLiteral("change=\"created\" capability=\"changelist-archive\"")))
        << QStringLiteral("NT-028") << false << QString() << QString();
    QTest::newRow("ATT-005 is not reported for a notification's capability")
        << notification(valid) << QStringLiteral("ATT-005") << false << QString() << QString();

    // NT-030: only change, capability and datetime
    QTest::newRow("NT-030 hash") << notification(
        change(QStringLiteral("http://example.com/a.xml"),
               QStringLiteral("change=\"created\" capability=\"resourcelist\" "
                              "hash=\"md5:1e0d5cb8ef6ba40c99b14c0237be735e\"")))
                                 << QStringLiteral("NT-030") << true << QStringLiteral("warning")
                                 << QString();
    QTest::newRow("NT-030 datetime")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"created\" capability=\"resourcelist\" "
                                              "datetime=\"2013-01-03T00:07:22Z\"")))
        << QStringLiteral("NT-030") << false << QString() << QString();
    QTest::newRow("ATT-016 is not reported for a notification's datetime")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"created\" capability=\"resourcelist\" "
                                              "datetime=\"2013-01-03T00:07:22Z\"")))
        << QStringLiteral("ATT-016") << false << QString() << QString();

    // NT-031: Table 2
    QTest::newRow("NT-031 resourcelist deleted")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"deleted\" capability=\"resourcelist\"")))
        << QStringLiteral("NT-031") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-031 resourcedump updated")
        << notification(change(QStringLiteral("http://example.com/a.xml"),
                               QStringLiteral("change=\"updated\" capability=\"resourcedump\"")))
        << QStringLiteral("NT-031") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-031 capabilitylist deleted")
        << notification(change(QStringLiteral("http://example.com/capl.xml"),
                               QStringLiteral("change=\"deleted\" capability=\"capabilitylist\"")))
        << QStringLiteral("NT-031") << false << QString() << QString();
    QTest::newRow("NT-031 description deleted")
        << notification(change(QStringLiteral("http://example.com/.well-known/resourcesync"),
                               QStringLiteral("change=\"deleted\" capability=\"description\"")))
        << QStringLiteral("NT-031") << false << QString() << QString();

    // NT-032: one index link
    const QString index = QStringLiteral(
        "<rs:ln rel=\"index\" href=\"http://example.com/dataset1/resourcelist-index.xml\"/>");
    QTest::newRow("NT-032 two index links")
        << notification(change(QStringLiteral("http://example.com/dataset1/resourcelist-2.xml"),
                               QStringLiteral("change=\"created\" capability=\"resourcelist\""),
                               index + index))
        << QStringLiteral("NT-032") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-032 one index link")
        << notification(change(QStringLiteral("http://example.com/dataset1/resourcelist-2.xml"),
                               QStringLiteral("change=\"created\" capability=\"resourcelist\""),
                               index))
        << QStringLiteral("NT-032") << false << QString() << QString();
    QTest::newRow("LNK-001 an index link is defined in a notification")
        << notification(change(QStringLiteral("http://example.com/dataset1/resourcelist-2.xml"),
                               QStringLiteral("change=\"created\" capability=\"resourcelist\""),
                               index))
        << QStringLiteral("LNK-001") << false << QString() << QString();
    QTest::newRow("LNK-001 other links are not")
        << notification(
               change(QStringLiteral("http://example.com/dataset1/resourcelist-2.xml"),
                      QStringLiteral("change=\"created\" capability=\"resourcelist\""),
                      QStringLiteral("<rs:ln rel=\"alternate\" href=\"http://example.com/x\"/>")))
        << QStringLiteral("LNK-001") << true << QString() << QString();
    QTest::newRow("ATT-004 framework-notification is understood")
        << notification(valid) << QStringLiteral("ATT-004") << false << QString() << QString();

    // NT-014: changelist-notification, unverified
    QTest::newRow("NT-014 changelist-notification payload")
        << rsDocument(
               QStringLiteral("urlset"), QStringLiteral("changelist-notification"), QString(),
               change(QStringLiteral("http://example.com/res1"),
                      QStringLiteral("change=\"updated\" datetime=\"2013-01-03T00:07:22Z\"")))
        << QStringLiteral("NT-014") << true << QStringLiteral("warning") << QString();
    QTest::newRow("NT-014 no ATT-006 in a changelist-notification")
        << rsDocument(
               QStringLiteral("urlset"), QStringLiteral("changelist-notification"), QString(),
               change(QStringLiteral("http://example.com/res1"),
                      QStringLiteral("change=\"updated\" datetime=\"2013-01-03T00:07:22Z\"")))
        << QStringLiteral("ATT-006") << false << QString() << QString();
    QTest::newRow("NT-014 changelist-notification channel")
        << capl(channelEntry(QStringLiteral("http://example.com/dataset1/changes/"), hubLink,
                             QStringLiteral("changelist-notification")))
        << QStringLiteral("NT-014") << true << QStringLiteral("warning") << QString();
    QTest::newRow("NT-014 framework channel")
        << capl(channelEntry()) << QStringLiteral("NT-014") << false << QString() << QString();

    // NT-001: channels are <url>s of a Capability List, not of its index
    QTest::newRow("NT-001 in a Capability List Index")
        << rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("capabilitylist"), QString(),
                      QStringLiteral("  <rs:ln rel=\"up\" href=\"http://example.com/sd.xml\"/>\n"
                                     "  <sitemap><loc>http://example.com/framework/</loc>"
                                     "<rs:md capability=\"framework-notification\"/></sitemap>\n"))
        << QStringLiteral("NT-001") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-001 in a Capability List")
        << capl(channelEntry()) << QStringLiteral("NT-001") << false << QString() << QString();

    // NT-002: the topic is an http(s) URI
    QTest::newRow("NT-002 mailto topic")
        << capl(channelEntry(QStringLiteral("mailto:changes@example.com")))
        << QStringLiteral("NT-002") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-002 https topic")
        << capl(channelEntry(QStringLiteral("https://example.com/dataset1/framework/")))
        << QStringLiteral("NT-002") << false << QString() << QString();

    // NT-003: the hub link, a child of <url>
    QTest::newRow("NT-003 no hub")
        << capl(channelEntry(QStringLiteral("http://example.com/f/"), {}))
        << QStringLiteral("NT-003") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-003 ftp hub")
        << capl(
               channelEntry(QStringLiteral("http://example.com/f/"),
                            QStringLiteral("<rs:ln rel=\"hub\" href=\"ftp://hub.example.org/\"/>")))
        << QStringLiteral("NT-003") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-003 two hubs")
        << capl(channelEntry(
               QStringLiteral("http://example.com/f/"),
               hubLink + QStringLiteral("<rs:ln rel=\"hub\" href=\"http://other.example.org/\"/>")))
        << QStringLiteral("NT-003") << true << QStringLiteral("warning") << QString();
    QTest::newRow("NT-003 hub") << capl(channelEntry()) << QStringLiteral("NT-003") << false
                                << QString() << QString();
    QTest::newRow("ATT-020 a channel's hub link is known")
        << capl(channelEntry()) << QStringLiteral("ATT-020") << false << QString() << QString();
    QTest::newRow("CAP-006 a channel is no foreign capability")
        << capl(channelEntry()) << QStringLiteral("CAP-006") << false << QString() << QString();

    // NT-004: one framework channel per set of resources (a second: warning)
    QTest::newRow("NT-004 two framework channels")
        << capl(channelEntry() + channelEntry(QStringLiteral("http://example.com/dataset1/f2/")))
        << QStringLiteral("NT-004") << true << QStringLiteral("warning") << QString();
    QTest::newRow("CAP-005 is not reported for two channels")
        << capl(channelEntry() + channelEntry(QStringLiteral("http://example.com/dataset1/f2/")))
        << QStringLiteral("CAP-005") << false << QString() << QString();
    QTest::newRow("NT-004 one framework channel")
        << capl(channelEntry()) << QStringLiteral("NT-004") << false << QString() << QString();

    // NT-005: framework and change notifications on different topics
    QTest::newRow("NT-005 one topic for both")
        << capl(channelEntry()
                + channelEntry(QStringLiteral("http://example.com/dataset1/framework/"), hubLink,
                               QStringLiteral("changelist-notification")))
        << QStringLiteral("NT-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("NT-005 two topics")
        << capl(channelEntry()
                + channelEntry(QStringLiteral("http://example.com/dataset1/changes/"), hubLink,
                               QStringLiteral("changelist-notification")))
        << QStringLiteral("NT-005") << false << QString() << QString();

    // NT-006: not in the Source Description (derived)
    QTest::newRow("NT-006 channel in the Source Description")
        << sourceDescription(channelEntry()) << QStringLiteral("NT-006") << true
        << QStringLiteral("warning") << QString();
    QTest::newRow("SD-005 is not reported for a channel")
        << sourceDescription(channelEntry()) << QStringLiteral("SD-005") << false << QString()
        << QString();
    QTest::newRow("NT-006 no channel") << sourceDescription(QString()) << QStringLiteral("NT-006")
                                       << false << QString() << QString();
}

void tst_NotificationRules::rules()
{
    rsi::test::verifyRuleRow();
}

// The specification's own examples (Framework Notification 1.0.1, Examples 1,
// 2 and 8, tests/data/spec/fn-exN.xml byte for byte from the seed) are clean:
// no finding at all, under 1.1 and 1.0 alike (1.0 only warns that datetime is
// a 1.1 attribute).
void tst_NotificationRules::cleanDocuments_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("allowed");
    const QUrl notificationUrl(QStringLiteral("http://example.com/dataset1/framework/"));
    const QUrl caplUrl(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"));
    for (const char *version : {"1.1", "1.0"}) {
        const QStringList allowed = QString::fromLatin1(version) == u"1.0"
            ? QStringList {QStringLiteral("ATT-016")}
            : QStringList {};
        QTest::addRow("Example 1, %s", version)
            << QStringLiteral("spec/fn-ex1.xml") << notificationUrl << QString::fromLatin1(version)
            << allowed;
        QTest::addRow("Example 2, %s", version)
            << QStringLiteral("spec/fn-ex2.xml") << notificationUrl << QString::fromLatin1(version)
            << QStringList();
        QTest::addRow("Example 8, %s", version) << QStringLiteral("spec/fn-ex8.xml") << caplUrl
                                                << QString::fromLatin1(version) << QStringList();
    }
}

void tst_NotificationRules::cleanDocuments()
{
    QFETCH(QString, file);
    QFETCH(QUrl, url);
    QFETCH(QString, version);
    QFETCH(QStringList, allowed);
    const QByteArray xml = rsi::test::readTestData(file);
    QVERIFY2(!xml.isEmpty(), qPrintable(file));
    rsi::ValidationOptions options;
    options.specVersion = rsi::specVersionFromName(version).value();
    const rsi::FindingList findings = rsi::test::validateBytes(xml, options, url);
    for (const rsi::Finding &finding : findings)
        QVERIFY2(allowed.contains(finding.ruleId), qPrintable(rsi::test::describe(findings)));
}

// A delivery on a framework channel that is some other document is not a
// notification (NT-021).
void tst_NotificationRules::deliveryExpectsANotification()
{
    rsi::ValidationOptions options;
    options.expectedCapability = QStringLiteral("framework-notification");
    const QByteArray changeList = rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changelist"),
        QStringLiteral("from=\"2013-01-02T00:00:00Z\""),
        upToCapl
            + change(QStringLiteral("http://example.com/res1"),
                     QStringLiteral("change=\"updated\" datetime=\"2013-01-03T00:00:00Z\"")));
    RSI_COMPARE_RULE(rsi::test::validateBytes(changeList, options), QStringLiteral("NT-021"), true);
    RSI_COMPARE_RULE(rsi::test::validateBytes(
                         notification(upToCapl + created(QStringLiteral("resourcelist"))), options),
                     QStringLiteral("NT-021"), false);
}

void tst_NotificationRules::readNotificationListsTheChanges()
{
    const QByteArray xml = rsi::test::readTestData(QStringLiteral("spec/fn-ex2.xml"));
    const QUrl topic(QStringLiteral("http://example.com/dataset1/framework/"));
    const rsi::NotificationReading reading = rsi::readNotification(xml, topic);
    QVERIFY2(reading.isNotification, qPrintable(reading.problem));
    QCOMPARE(reading.changes.size(), 3);
    QCOMPARE(reading.changes.at(0).url,
             QStringLiteral("http://example.com/dataset1/resourcelist.xml"));
    QCOMPARE(reading.changes.at(0).capability, QStringLiteral("resourcelist"));
    QCOMPARE(reading.changes.at(0).change, QStringLiteral("created"));
    QCOMPARE(reading.changes.at(0).index,
             QStringLiteral("http://example.com/dataset1/resourcelist-index.xml"));
    QCOMPARE(reading.changes.at(2).change, QStringLiteral("updated"));
    QVERIFY(reading.changes.at(1).index.isEmpty());
    QVERIFY2(!rsi::test::hasErrors(reading.findings),
             qPrintable(rsi::test::describe(reading.findings)));

    const QByteArray first = rsi::test::readTestData(QStringLiteral("spec/fn-ex1.xml"));
    const rsi::NotificationReading one = rsi::readNotification(first, topic);
    QVERIFY(one.isNotification);
    QCOMPARE(one.changes.size(), 1);
    QCOMPARE(one.changes.at(0).datetime, QStringLiteral("2013-01-03T00:07:22Z"));
    QCOMPARE(one.up, QUrl(QStringLiteral("http://example.com/dataset1/capabilitylist.xml")));
}

void tst_NotificationRules::readNotificationRefusesWhatIsNone_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("why");
    const QByteArray good = notification(created(QStringLiteral("resourcelist")));
    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("not XML") << QByteArray("hello, hub") << QStringLiteral("well-formed");
    QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("well-formed");
    QTest::newRow("HTML") << QByteArray("<html><body>Moved</body></html>")
                          << QStringLiteral("<html>");
    QTest::newRow("a Change List")
        << rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"), QString(),
                      created(QStringLiteral("resourcelist")))
        << QStringLiteral("changelist");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff\xfe", 5) << QStringLiteral("XML");
}

void tst_NotificationRules::readNotificationRefusesWhatIsNone()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, why);
    const rsi::NotificationReading reading
        = rsi::readNotification(body, QUrl(QStringLiteral("http://example.com/framework/")));
    QVERIFY(!reading.isNotification);
    QVERIFY2(reading.problem.contains(why), qPrintable(reading.problem));
}

QTEST_GUILESS_MAIN(tst_NotificationRules)
#include "tst_notificationrules.moc"
