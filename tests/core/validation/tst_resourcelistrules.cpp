// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QTest>

using rsi::test::rsDocument;
using rsi::test::upLink;

namespace {

const QString snapshot
    = QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:01:00Z\"");
const QString atOnly = QStringLiteral("at=\"2013-01-03T09:00:00Z\"");

// One <url>; an empty lastmod leaves <lastmod> out, a null metadata leaves rs:md out.
QString
resource(const QString &loc, const QString &lastmod = QStringLiteral("2013-01-02T13:00:00Z"),
         const QString &metadata = QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" "
                                                  "length=\"8876\" type=\"text/html\""),
         const QString &extra = QString())
{
    QString xml = QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc>");
    if (!lastmod.isEmpty())
        xml += QStringLiteral("<lastmod>") + lastmod + QStringLiteral("</lastmod>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + extra + QStringLiteral("</url>\n");
}

QString twoResources()
{
    return resource(QStringLiteral("http://example.com/res1"))
        + resource(QStringLiteral("http://example.com/res2"),
                   QStringLiteral("2013-01-02T14:00:00Z"),
                   QStringLiteral("hash=\"md5:1e0d5cb8ef6ba40c99b14c0237be735e\" length=\"14599\" "
                                  "type=\"application/pdf\""));
}

QByteArray rl(const QString &body, const QString &topAttributes = snapshot)
{
    return rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), topAttributes,
                      body);
}

QString child(const QString &loc, const QString &metadata = QString())
{
    QString xml = QStringLiteral("  <sitemap><loc>") + loc + QStringLiteral("</loc>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + QStringLiteral("</sitemap>\n");
}

QByteArray rli(const QString &body,
               const QString &topAttributes = QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                                             "completed=\"2013-01-03T09:10:00Z\""))
{
    return rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("resourcelist"), topAttributes,
                      body);
}

QString threeChildren()
{
    return child(QStringLiteral("http://example.com/resourcelist1.xml"),
                 QStringLiteral("at=\"2013-01-03T09:00:00Z\""))
        + child(QStringLiteral("http://example.com/resourcelist2.xml"),
                QStringLiteral("at=\"2013-01-03T09:03:00Z\""))
        + child(QStringLiteral("http://example.com/resourcelist3.xml"),
                QStringLiteral("at=\"2013-01-03T09:07:00Z\""));
}

QByteArray manyResources(int count)
{
    QString body;
    body.reserve(count * 90);
    for (int i = 0; i < count; ++i) {
        body += QStringLiteral("<url><loc>http://example.com/r") + QString::number(i)
            + QStringLiteral("</loc><lastmod>2013-01-02T13:00:00Z</lastmod></url>\n");
    }
    return rl(upLink() + body);
}
} // namespace

class tst_ResourceListRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
};

void tst_ResourceListRules::rules_data()
{
    rsi::test::addRuleColumns();

    const QString valid = upLink() + twoResources();

    // RL-002 (profile): at is mandatory
    QTest::newRow("RL-002 no at") << rl(valid, QStringLiteral("completed=\"2013-01-03T09:01:00Z\""))
                                  << QStringLiteral("RL-002") << true << QStringLiteral("error")
                                  << QString();
    QTest::newRow("RL-002 nothing") << rl(valid, QString()) << QStringLiteral("RL-002") << true
                                    << QStringLiteral("error") << QString();
    QTest::newRow("RL-002 at") << rl(valid) << QStringLiteral("RL-002") << false << QString()
                               << QString();

    // RL-003: completed is optional
    QTest::newRow("RL-003 no completed") << rl(valid, atOnly) << QStringLiteral("RL-003") << true
                                         << QStringLiteral("info") << QString();
    QTest::newRow("RL-003 completed")
        << rl(valid) << QStringLiteral("RL-003") << false << QString() << QString();
    QTest::newRow("RL-003 not without at (RL-002 says it)")
        << rl(valid, QString()) << QStringLiteral("RL-003") << false << QString() << QString();

    // RL-004 (profile): no from/until
    QTest::newRow("RL-004 from") << rl(valid,
                                       snapshot + QStringLiteral(" from=\"2013-01-01T00:00:00Z\""))
                                 << QStringLiteral("RL-004") << true << QStringLiteral("error")
                                 << QString();
    QTest::newRow("RL-004 until") << rl(
        valid, snapshot + QStringLiteral(" until=\"2013-01-04T00:00:00Z\""))
                                  << QStringLiteral("RL-004") << true << QStringLiteral("error")
                                  << QString();
    QTest::newRow("RL-004 none") << rl(valid) << QStringLiteral("RL-004") << false << QString()
                                 << QString();

    // RL-005 (profile): up link
    QTest::newRow("RL-005 no up") << rl(twoResources()) << QStringLiteral("RL-005") << true
                                  << QStringLiteral("error") << QString();
    QTest::newRow("RL-005 only an index link")
        << rl(QStringLiteral("  <rs:ln rel=\"index\" href=\"http://example.com/rli.xml\"/>\n")
              + twoResources())
        << QStringLiteral("RL-005") << true << QString() << QString();
    QTest::newRow("RL-005 up") << rl(valid) << QStringLiteral("RL-005") << false << QString()
                               << QString();

    // RL-007 (profile): one url per resource
    QTest::newRow("RL-007 repeated loc")
        << rl(valid + resource(QStringLiteral("http://example.com/res1")))
        << QStringLiteral("RL-007") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RL-007 repeated loc with whitespace")
        << rl(valid + resource(QStringLiteral("  http://example.com/res1\n")))
        << QStringLiteral("RL-007") << true << QString() << QString();
    QTest::newRow("RL-007 loc differing in case")
        << rl(valid + resource(QStringLiteral("http://example.com/RES1")))
        << QStringLiteral("RL-007") << false << QString() << QString();
    QTest::newRow("RL-007 distinct")
        << rl(valid) << QStringLiteral("RL-007") << false << QString() << QString();

    // RL-008 (profile): loc
    QTest::newRow("RL-008 no loc")
        << rl(valid + QStringLiteral("  <url><lastmod>2013-01-02T13:00:00Z</lastmod></url>\n"))
        << QStringLiteral("RL-008") << true << QStringLiteral("error") << QString();
    QTest::newRow("RL-008 empty loc") << rl(valid + resource(QString())) << QStringLiteral("RL-008")
                                      << true << QStringLiteral("error") << QString();
    QTest::newRow("RL-008 loc") << rl(valid) << QStringLiteral("RL-008") << false << QString()
                                << QString();

    // RL-009: lastmod is optional
    QTest::newRow("RL-009 entry without lastmod")
        << rl(valid + resource(QStringLiteral("http://example.com/res3"), QString()))
        << QStringLiteral("RL-009") << true << QStringLiteral("info") << QString();
    QTest::newRow("RL-009 every entry has lastmod")
        << rl(valid) << QStringLiteral("RL-009") << false << QString() << QString();
    QTest::newRow("RL-009 empty list")
        << rl(upLink()) << QStringLiteral("RL-009") << false << QString() << QString();

    // RL-010 (profile): url-level attributes that are not used
    const QStringList notUsed = {QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                                 QStringLiteral("completed=\"2013-01-03T09:00:00Z\""),
                                 QStringLiteral("from=\"2013-01-03T09:00:00Z\""),
                                 QStringLiteral("until=\"2013-01-03T09:00:00Z\""),
                                 QStringLiteral("change=\"updated\""),
                                 QStringLiteral("datetime=\"2013-01-03T09:00:00Z\""),
                                 QStringLiteral("path=\"/res3\"")};
    for (const QString &attribute : notUsed) {
        const QByteArray name = "RL-010 " + attribute.section(u'=', 0, 0).toUtf8();
        QTest::newRow(name.constData())
            << rl(valid
                  + resource(QStringLiteral("http://example.com/res3"),
                             QStringLiteral("2013-01-02T13:00:00Z"), attribute))
            << QStringLiteral("RL-010") << true << QStringLiteral("error") << QString();
    }
    // A capability on an entry is ATT-005 in every document (issue 14).
    QTest::newRow("RL-010 capability is ATT-005's")
        << rl(valid
              + resource(QStringLiteral("http://example.com/res3"),
                         QStringLiteral("2013-01-02T13:00:00Z"),
                         QStringLiteral("capability=\"resourcelist\"")))
        << QStringLiteral("ATT-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("RL-010 hash, length, type, encoding")
        << rl(valid
              + resource(
                  QStringLiteral("http://example.com/res3"), QStringLiteral("2013-01-02T13:00:00Z"),
                  QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" length=\"1\" "
                                 "type=\"text/plain\" encoding=\"gzip\"")))
        << QStringLiteral("RL-010") << false << QString() << QString();
    QTest::newRow("RL-010 extension attribute")
        << rl(valid
              + QStringLiteral(
                  "  <url><loc>http://example.com/r9</loc><lastmod>2013-01-02T13:00:00Z</lastmod>"
                  "<rs:md xmlns:ex=\"http://example.org/ns\" ex:at=\"x\"/></url>\n"))
        << QStringLiteral("RL-010") << false << QString() << QString();

    // RL-012: lastmod against the snapshot
    QTest::newRow("RL-012 lastmod after completed")
        << rl(upLink()
              + resource(QStringLiteral("http://example.com/res1"),
                         QStringLiteral("2013-01-03T10:00:00Z")))
        << QStringLiteral("RL-012") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RL-012 lastmod after at, no completed")
        << rl(upLink()
                  + resource(QStringLiteral("http://example.com/res1"),
                             QStringLiteral("2013-01-03T09:00:01Z")),
              atOnly)
        << QStringLiteral("RL-012") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RL-012 lastmod in another zone, later")
        << rl(upLink()
                  + resource(QStringLiteral("http://example.com/res1"),
                             QStringLiteral("2013-01-03T10:30:00+01:00")),
              atOnly)
        << QStringLiteral("RL-012") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RL-012 lastmod in another zone, earlier")
        << rl(upLink()
                  + resource(QStringLiteral("http://example.com/res1"),
                             QStringLiteral("2013-01-03T09:30:00+01:00")),
              atOnly)
        << QStringLiteral("RL-012") << false << QString() << QString();
    QTest::newRow("RL-012 lastmod during the snapshot")
        << rl(upLink()
              + resource(QStringLiteral("http://example.com/res1"),
                         QStringLiteral("2013-01-03T09:00:30Z")))
        << QStringLiteral("RL-012") << true << QStringLiteral("info") << QString();
    QTest::newRow("RL-012 lastmod equal to completed")
        << rl(upLink()
              + resource(QStringLiteral("http://example.com/res1"),
                         QStringLiteral("2013-01-03T09:01:00Z")))
        << QStringLiteral("RL-012") << true << QStringLiteral("info") << QString();
    QTest::newRow("RL-012 lastmod equal to at")
        << rl(upLink()
              + resource(QStringLiteral("http://example.com/res1"),
                         QStringLiteral("2013-01-03T09:00:00Z")))
        << QStringLiteral("RL-012") << false << QString() << QString();
    QTest::newRow("RL-012 lastmod before at")
        << rl(valid) << QStringLiteral("RL-012") << false << QString() << QString();
    QTest::newRow("RL-012 date-only lastmod on the day of at") << rl(
        upLink()
            + resource(QStringLiteral("http://example.com/res1"), QStringLiteral("2013-01-03")),
        atOnly) << QStringLiteral("RL-012") << false << QString()
                                                               << QString();
    QTest::newRow("RL-012 date-only lastmod is imprecise") << rl(
        upLink()
            + resource(QStringLiteral("http://example.com/res1"), QStringLiteral("2013-01-03")),
        atOnly) << QStringLiteral("ATT-003") << true << QStringLiteral("info")
                                                           << QString();
    QTest::newRow("RL-012 date-only lastmod the day after") << rl(
        upLink()
            + resource(QStringLiteral("http://example.com/res1"), QStringLiteral("2013-01-04")),
        atOnly) << QStringLiteral("RL-012") << true << QStringLiteral("warning")
                                                            << QString();
    QTest::newRow("RL-012 invalid lastmod is ATT-001's")
        << rl(upLink()
              + resource(QStringLiteral("http://example.com/res1"), QStringLiteral("tomorrow")))
        << QStringLiteral("RL-012") << false << QString() << QString();
    QTest::newRow("RL-012 invalid at")
        << rl(upLink()
                  + resource(QStringLiteral("http://example.com/res1"),
                             QStringLiteral("2099-01-01T00:00:00Z")),
              QStringLiteral("at=\"soon\""))
        << QStringLiteral("RL-012") << false << QString() << QString();
    QTest::newRow("RL-012 huge year")
        << rl(upLink()
              + resource(QStringLiteral("http://example.com/res1"),
                         QStringLiteral("9999-12-31T23:59:59Z")))
        << QStringLiteral("RL-012") << true << QStringLiteral("warning") << QString();

    // RL-014 (profile): size limits, via a small configurable limit
    QTest::newRow("RL-014 over the limit")
        << rl(valid + resource(QStringLiteral("http://example.com/res3")))
        << QStringLiteral("RL-014") << true << QStringLiteral("error") << QStringLiteral("max2");
    QTest::newRow("RL-014 at the limit")
        << rl(valid) << QStringLiteral("RL-014") << false << QString() << QStringLiteral("max2");
    QTest::newRow("RL-014 50,001 entries") << manyResources(50'001) << QStringLiteral("RL-014")
                                           << true << QStringLiteral("error") << QString();
    QTest::newRow("RL-014 50,000 entries")
        << manyResources(50'000) << QStringLiteral("RL-014") << false << QString() << QString();

    // RLI-002 (profile): at, no from/until
    QTest::newRow("RLI-002 no at")
        << rli(upLink() + threeChildren(), QString()) << QStringLiteral("RLI-002") << true
        << QStringLiteral("error") << QString();
    QTest::newRow("RLI-002 from") << rli(
        upLink() + threeChildren(),
        QStringLiteral("at=\"2013-01-03T09:00:00Z\" from=\"2013-01-03T09:00:00Z\""))
                                  << QStringLiteral("RLI-002") << true << QStringLiteral("error")
                                  << QString();
    QTest::newRow("RLI-002 until")
        << rli(upLink() + threeChildren(),
               QStringLiteral("at=\"2013-01-03T09:00:00Z\" until=\"2013-01-03T09:00:00Z\""))
        << QStringLiteral("RLI-002") << true << QStringLiteral("error") << QString();
    QTest::newRow("RLI-002 at") << rli(upLink() + threeChildren()) << QStringLiteral("RLI-002")
                                << false << QString() << QString();

    // RLI-003 (profile): up link
    QTest::newRow("RLI-003 no up") << rli(threeChildren()) << QStringLiteral("RLI-003") << true
                                   << QStringLiteral("error") << QString();
    QTest::newRow("RLI-003 up") << rli(upLink() + threeChildren()) << QStringLiteral("RLI-003")
                                << false << QString() << QString();

    // RLI-004 (profile): one sitemap per Resource List
    QTest::newRow("RLI-004 repeated child")
        << rli(upLink() + threeChildren()
               + child(QStringLiteral("http://example.com/resourcelist2.xml")))
        << QStringLiteral("RLI-004") << true << QStringLiteral("warning") << QString();
    QTest::newRow("RLI-004 distinct")
        << rli(upLink() + threeChildren()) << QStringLiteral("RLI-004") << false << QString()
        << QString();

    // RLI-005 (profile): loc of each child
    QTest::newRow("RLI-005 no loc")
        << rli(upLink()
               + QStringLiteral("  <sitemap><lastmod>2013-01-03T09:00:00Z</lastmod></sitemap>\n"))
        << QStringLiteral("RLI-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("RLI-005 blank loc")
        << rli(upLink() + child(QStringLiteral(" \t "))) << QStringLiteral("RLI-005") << true
        << QStringLiteral("error") << QString();
    QTest::newRow("RLI-005 loc") << rli(upLink() + threeChildren()) << QStringLiteral("RLI-005")
                                 << false << QString() << QString();

    // RLI-006: the child rs:md carries at/completed only
    const QStringList childNotUsed
        = {QStringLiteral("from=\"2013-01-03T09:00:00Z\""),
           QStringLiteral("until=\"2013-01-03T09:00:00Z\""),
           QStringLiteral("change=\"updated\""),
           QStringLiteral("datetime=\"2013-01-03T09:00:00Z\""),
           QStringLiteral("path=\"/a\""),
           QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\""),
           QStringLiteral("length=\"12\""),
           QStringLiteral("type=\"application/xml\""),
           QStringLiteral("encoding=\"gzip\"")};
    for (const QString &attribute : childNotUsed) {
        const QByteArray name = "RLI-006 " + attribute.section(u'=', 0, 0).toUtf8();
        QTest::newRow(name.constData())
            << rli(upLink()
                   + child(QStringLiteral("http://example.com/resourcelist1.xml"),
                           QStringLiteral("at=\"2013-01-03T09:00:00Z\" ") + attribute))
            << QStringLiteral("RLI-006") << true << QStringLiteral("error") << QString();
    }
    QTest::newRow("RLI-006 capability is ATT-005's")
        << rli(upLink()
               + child(QStringLiteral("http://example.com/resourcelist1.xml"),
                       QStringLiteral("at=\"2013-01-03T09:00:00Z\" capability=\"resourcelist\"")))
        << QStringLiteral("ATT-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("RLI-006 empty rs:md")
        << rli(upLink()
               + child(QStringLiteral("http://example.com/resourcelist1.xml"), QStringLiteral("")))
        << QStringLiteral("RLI-006") << true << QStringLiteral("info") << QString();
    QTest::newRow("RLI-006 at and completed") << rli(
        upLink()
        + child(QStringLiteral("http://example.com/resourcelist1.xml"),
                QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:02:00Z\"")))
                                              << QStringLiteral("RLI-006") << false << QString()
                                              << QString();
    QTest::newRow("RLI-006 no rs:md")
        << rli(upLink() + child(QStringLiteral("http://example.com/resourcelist1.xml")))
        << QStringLiteral("RLI-006") << false << QString() << QString();
    QTest::newRow("RLI-006 child at")
        << rli(upLink() + threeChildren()) << QStringLiteral("RLI-006") << false << QString()
        << QString();
}

void tst_ResourceListRules::rules()
{
    rsi::test::verifyRuleRow();
}

void tst_ResourceListRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("xml");

    QTest::newRow("resource list") << rl(upLink() + twoResources());
    QTest::newRow("resource list with index link") << rl(
        upLink()
            + QStringLiteral("  <rs:ln rel=\"index\" "
                             "href=\"http://example.com/dataset1/resourcelist-index.xml\"/>\n")
            + twoResources(),
        atOnly);
    QTest::newRow("empty resource list") << rl(upLink());
    QTest::newRow("resource list index") << rli(upLink() + threeChildren());
}

void tst_ResourceListRules::validDocuments()
{
    QFETCH(QByteArray, xml);
    for (const rsi::SpecVersion version : {rsi::SpecVersion::V1_0, rsi::SpecVersion::V1_1}) {
        const rsi::FindingList findings = rsi::test::validateBytes(xml, version);
        QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    }
}

QTEST_GUILESS_MAIN(tst_ResourceListRules)
#include "tst_resourcelistrules.moc"
