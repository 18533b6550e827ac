// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QTest>

using rsi::test::rsDocument;

namespace {

const QString describedBy
    = QStringLiteral("  <rs:ln rel=\"describedby\" "
                     "href=\"http://example.com/info_about_set1_of_resources.xml\"/>\n");
const QString upToSd = QStringLiteral(
    "  <rs:ln rel=\"up\" href=\"http://example.com/resourcesync_description.xml\"/>\n");

QString capability(const QString &value, const QString &loc = QString(),
                   const QString &extra = QString())
{
    const QString target = loc.isEmpty()
        ? QStringLiteral("http://example.com/dataset1/") + value + QStringLiteral(".xml")
        : loc;
    return QStringLiteral("  <url><loc>") + target + QStringLiteral("</loc>") + extra
        + QStringLiteral("<rs:md capability=\"") + value + QStringLiteral("\"/></url>\n");
}

QString allFour()
{
    return capability(QStringLiteral("resourcelist")) + capability(QStringLiteral("resourcedump"))
        + capability(QStringLiteral("changelist")) + capability(QStringLiteral("changedump"));
}

QByteArray capl(const QString &body, const QString &topAttributes = QString())
{
    return rsDocument(QStringLiteral("urlset"), QStringLiteral("capabilitylist"), topAttributes,
                      body);
}

QByteArray capli(const QString &body)
{
    return rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("capabilitylist"), QString(),
                      body);
}
} // namespace

class tst_CapabilityListRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
};

void tst_CapabilityListRules::rules_data()
{
    rsi::test::addRuleColumns();

    const QString links = describedBy + upToSd;
    const QString valid = links + allFour();

    // CAP-002 (profile): up link to the Source Description
    QTest::newRow("CAP-002 no up") << capl(describedBy + allFour()) << QStringLiteral("CAP-002")
                                   << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-002 up") << capl(valid) << QStringLiteral("CAP-002") << false << QString()
                                << QString();
    QTest::newRow("CAP-002 rel=\"Up\"") << capl(
        describedBy + QString(upToSd).replace(QStringLiteral("\"up\""), QStringLiteral("\"Up\""))
        + allFour()) << QStringLiteral("CAP-002")
                                        << false << QString() << QString();
    QTest::newRow("CAP-002 index without up")
        << capli(QStringLiteral("  <sitemap><loc>http://example.com/capl1.xml</loc></sitemap>\n"))
        << QStringLiteral("CAP-002") << true << QStringLiteral("error") << QString();

    // CAP-003: describedby at the root
    QTest::newRow("CAP-003 no describedby") << capl(upToSd + allFour()) << QStringLiteral("CAP-003")
                                            << true << QStringLiteral("warning") << QString();
    QTest::newRow("CAP-003 describedby")
        << capl(valid) << QStringLiteral("CAP-003") << false << QString() << QString();

    // CAP-004 (profile): loc and rs:md@capability per entry
    QTest::newRow("CAP-004 no rs:md") << capl(
        links
        + QStringLiteral("  <url><loc>http://example.com/dataset1/resourcelist.xml</loc></url>\n"))
                                      << QStringLiteral("CAP-004") << true
                                      << QStringLiteral("error") << QString();
    QTest::newRow("CAP-004 rs:md without capability")
        << capl(links
                + QStringLiteral("  <url><loc>http://example.com/dataset1/resourcelist.xml</loc>"
                                 "<rs:md type=\"application/xml\"/></url>\n"))
        << QStringLiteral("CAP-004") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-004 no loc")
        << capl(links + QStringLiteral("  <url><rs:md capability=\"resourcelist\"/></url>\n"))
        << QStringLiteral("CAP-004") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-004 complete")
        << capl(valid) << QStringLiteral("CAP-004") << false << QString() << QString();

    // CAP-005: one entry per capability
    QTest::newRow("CAP-005 two resource lists")
        << capl(links + capability(QStringLiteral("resourcelist"))
                + capability(QStringLiteral("resourcelist"),
                             QStringLiteral("http://example.com/dataset1/rl2.xml")))
        << QStringLiteral("CAP-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-005 two change dumps among others")
        << capl(valid
                + capability(QStringLiteral("changedump"),
                             QStringLiteral("http://example.com/dataset1/cd2.xml")))
        << QStringLiteral("CAP-005") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-005 extension twice")
        << capl(links + capability(QStringLiteral("changedump-archive"))
                + capability(QStringLiteral("changedump-archive"),
                             QStringLiteral("http://example.com/n2.xml")))
        << QStringLiteral("CAP-005") << true << QString() << QString();
    QTest::newRow("CAP-005 one each")
        << capl(valid) << QStringLiteral("CAP-005") << false << QString() << QString();
    QTest::newRow("CAP-005 same URI, different capabilities is not CAP-005") << capl(
        links
        + capability(QStringLiteral("resourcelist"), QStringLiteral("http://example.com/x.xml"))
        + capability(QStringLiteral("changelist"),
                     QStringLiteral("http://example.com/y.xml"))) << QStringLiteral("CAP-005")
                                                                             << false << QString()
                                                                             << QString();

    // CAP-006: only capability documents are listed
    QTest::newRow("CAP-006 description")
        << capl(links + capability(QStringLiteral("description"))) << QStringLiteral("CAP-006")
        << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 capabilitylist")
        << capl(links + capability(QStringLiteral("capabilitylist"))) << QStringLiteral("CAP-006")
        << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 resourcedump-manifest")
        << capl(links + capability(QStringLiteral("resourcedump-manifest")))
        << QStringLiteral("CAP-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 changedump-manifest")
        << capl(links + capability(QStringLiteral("changedump-manifest")))
        << QStringLiteral("CAP-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 wrong case")
        << capl(links + capability(QStringLiteral("ResourceList"))) << QStringLiteral("CAP-006")
        << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 unknown value")
        << capl(links + capability(QStringLiteral("resourceindex"))) << QStringLiteral("CAP-006")
        << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 unicode value")
        << capl(links
                + capability(QStringLiteral("r\u00e9sourcelist"),
                             QStringLiteral("http://example.com/x.xml")))
        << QStringLiteral("CAP-006") << true << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 padded value") << capl(
        links
        + capability(QStringLiteral(" resourcelist "), QStringLiteral("http://example.com/x.xml")))
                                          << QStringLiteral("CAP-006") << true
                                          << QStringLiteral("error") << QString();
    QTest::newRow("CAP-006 extension is a warning")
        << capl(links + capability(QStringLiteral("changedump-archive")))
        << QStringLiteral("CAP-006") << true << QStringLiteral("warning") << QString();
    QTest::newRow("CAP-006 archive extension is a warning")
        << capl(links + capability(QStringLiteral("resourcelist-archive")))
        << QStringLiteral("CAP-006") << true << QStringLiteral("warning") << QString();
    QTest::newRow("CAP-006 the four capabilities")
        << capl(valid) << QStringLiteral("CAP-006") << false << QString() << QString();
    QTest::newRow("CAP-006 is not also ATT-005")
        << capl(links + capability(QStringLiteral("description"))) << QStringLiteral("ATT-005")
        << false << QString() << QString();
    QTest::newRow("CAP-006 empty value is ATT-023's")
        << capl(links + capability(QStringLiteral(""), QStringLiteral("http://example.com/x.xml")))
        << QStringLiteral("CAP-006") << false << QString() << QString();

    // CAP-007: lastmod should be omitted
    QTest::newRow("CAP-007 lastmod")
        << capl(links
                + capability(QStringLiteral("resourcelist"), QString(),
                             QStringLiteral("<lastmod>2013-01-03T09:00:00Z</lastmod>")))
        << QStringLiteral("CAP-007") << true << QStringLiteral("warning") << QString();
    QTest::newRow("CAP-007 no lastmod")
        << capl(valid) << QStringLiteral("CAP-007") << false << QString() << QString();

    // CAP-008: no Capability List Index, in both versions
    const QByteArray index = capli(
        upToSd + QStringLiteral("  <sitemap><loc>http://example.com/capl1.xml</loc></sitemap>\n"));
    QTest::newRow("CAP-008 index, 1.1")
        << index << QStringLiteral("CAP-008") << true << QStringLiteral("warning") << QString();
    QTest::newRow("CAP-008 index, 1.0") << index << QStringLiteral("CAP-008") << true
                                        << QStringLiteral("warning") << QStringLiteral("1.0");
    QTest::newRow("CAP-008 index is not GEN-007")
        << index << QStringLiteral("GEN-007") << false << QString() << QString();
    QTest::newRow("CAP-008 urlset")
        << capl(valid) << QStringLiteral("CAP-008") << false << QString() << QStringLiteral("1.0");

    // CAP-009 (profile): no time attributes
    QTest::newRow("CAP-009 at") << capl(valid, QStringLiteral("at=\"2013-01-03T09:00:00Z\""))
                                << QStringLiteral("CAP-009") << true << QStringLiteral("warning")
                                << QString();
    QTest::newRow("CAP-009 until") << capl(valid, QStringLiteral("until=\"2013-01-03T09:00:00Z\""))
                                   << QStringLiteral("CAP-009") << true << QString() << QString();
    QTest::newRow("CAP-009 none") << capl(valid) << QStringLiteral("CAP-009") << false << QString()
                                  << QString();

    // Hostile and odd values
    QTest::newRow("empty capability list")
        << capl(links) << QStringLiteral("CAP-005") << false << QString() << QString();
    QTest::newRow("duplicate loc (GEN-028)") << capl(
        links
        + capability(QStringLiteral("resourcelist"), QStringLiteral("http://example.com/x.xml"))
        + capability(QStringLiteral("resourcedump"), QStringLiteral("http://example.com/x.xml")))
                                             << QStringLiteral("GEN-028") << true
                                             << QStringLiteral("warning") << QString();
}

void tst_CapabilityListRules::rules()
{
    rsi::test::verifyRuleRow();
}

void tst_CapabilityListRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("xml");

    QTest::newRow("four capabilities") << capl(describedBy + upToSd + allFour());
    QTest::newRow("one capability")
        << capl(describedBy + upToSd + capability(QStringLiteral("changelist")));
}

void tst_CapabilityListRules::validDocuments()
{
    QFETCH(QByteArray, xml);
    for (const rsi::SpecVersion version : {rsi::SpecVersion::V1_0, rsi::SpecVersion::V1_1}) {
        const rsi::FindingList findings = rsi::test::validateBytes(xml, version);
        QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    }
}

QTEST_GUILESS_MAIN(tst_CapabilityListRules)
#include "tst_capabilitylistrules.moc"
