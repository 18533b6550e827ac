// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QTest>

using rsi::test::rsDocument;

namespace {

const QString rootDescribedBy = QStringLiteral(
    "  <rs:ln rel=\"describedby\" href=\"http://example.com/info-about-source.xml\"/>\n");

QString capabilityListEntry(const QString &loc
                            = QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                            const QString &metadata
                            = QStringLiteral("<rs:md capability=\"capabilitylist\"/>"),
                            const QString &extra = QString())
{
    return QStringLiteral("  <url>\n    <loc>") + loc + QStringLiteral("</loc>\n    ") + extra
        + metadata
        + QStringLiteral("\n    <rs:ln rel=\"describedby\" "
                         "href=\"http://example.com/info_about_set1_of_resources.xml\"/>\n"
                         "  </url>\n");
}

// A Source Description: root rs:md with topAttributes, then body.
QByteArray sd(const QString &body, const QString &topAttributes = QString())
{
    return rsDocument(QStringLiteral("urlset"), QStringLiteral("description"), topAttributes, body);
}

QByteArray sdi(const QString &body, const QString &topAttributes = QString())
{
    return rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("description"), topAttributes,
                      body);
}

QString sitemap(const QString &inner)
{
    return QStringLiteral("  <sitemap>") + inner + QStringLiteral("</sitemap>\n");
}
} // namespace

class tst_SourceDescriptionRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
};

void tst_SourceDescriptionRules::rules_data()
{
    rsi::test::addRuleColumns();

    const QString entry = capabilityListEntry();
    const QString valid = rootDescribedBy + entry;

    // SD-002: root describedby link
    QTest::newRow("SD-002 no root describedby")
        << sd(entry) << QStringLiteral("SD-002") << true << QStringLiteral("warning") << QString();
    QTest::newRow("SD-002 root describedby")
        << sd(valid) << QStringLiteral("SD-002") << false << QString() << QString();
    QTest::newRow("SD-002 describedby only on the entries") << sd(
        entry
        + capabilityListEntry(QStringLiteral("http://example.com/dataset2/capabilitylist.xml")))
                                                            << QStringLiteral("SD-002") << true
                                                            << QString() << QString();
    QTest::newRow("SD-002 rel in upper case")
        << sd(QString(rootDescribedBy)
                  .replace(QStringLiteral("describedby"), QStringLiteral("DESCRIBEDBY"))
              + capabilityListEntry())
        << QStringLiteral("SD-002") << false << QString() << QString();

    // SD-003: at least one Capability List
    QTest::newRow("SD-003 empty") << sd(rootDescribedBy) << QStringLiteral("SD-003") << true
                                  << QStringLiteral("warning") << QString();
    QTest::newRow("SD-003 one entry")
        << sd(valid) << QStringLiteral("SD-003") << false << QString() << QString();

    // SD-004 (profile): <loc> of each entry
    QTest::newRow("SD-004 no loc")
        << sd(rootDescribedBy
              + QStringLiteral("  <url><rs:md capability=\"capabilitylist\"/></url>\n"))
        << QStringLiteral("SD-004") << true << QStringLiteral("error") << QString();
    QTest::newRow("SD-004 blank loc")
        << sd(rootDescribedBy + capabilityListEntry(QStringLiteral("   ")))
        << QStringLiteral("SD-004") << true << QStringLiteral("error") << QString();
    QTest::newRow("SD-004 loc") << sd(valid) << QStringLiteral("SD-004") << false << QString()
                                << QString();

    // SD-005: url-level capability
    const QString noMetadata = capabilityListEntry(
        QStringLiteral("http://example.com/dataset1/capabilitylist.xml"), QString());
    QTest::newRow("SD-005 no rs:md") << sd(rootDescribedBy + noMetadata) << QStringLiteral("SD-005")
                                     << true << QStringLiteral("warning") << QString();
    QTest::newRow("SD-005 no rs:md, strict")
        << sd(rootDescribedBy + noMetadata) << QStringLiteral("SD-005") << true
        << QStringLiteral("error") << QStringLiteral("strict");
    QTest::newRow("SD-005 capabilitylist, strict")
        << sd(valid) << QStringLiteral("SD-005") << false << QString() << QStringLiteral("strict");
    QTest::newRow("SD-005 wrong capability") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                              QStringLiteral("<rs:md capability=\"resourcelist\"/>")))
                                             << QStringLiteral("SD-005") << true
                                             << QStringLiteral("error") << QString();
    QTest::newRow("SD-005 capability in another case") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                              QStringLiteral("<rs:md capability=\"CapabilityList\"/>")))
                                                       << QStringLiteral("SD-005") << true
                                                       << QStringLiteral("error") << QString();
    QTest::newRow("SD-005 capability with spaces") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                              QStringLiteral("<rs:md capability=\" capabilitylist\"/>")))
                                                   << QStringLiteral("SD-005") << true
                                                   << QStringLiteral("error") << QString();
    QTest::newRow("SD-005 rs:md without capability") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                              QStringLiteral("<rs:md/>")))
                                                     << QStringLiteral("SD-005") << true
                                                     << QStringLiteral("error") << QString();
    QTest::newRow("SD-005 empty capability is ATT-023's") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                              QStringLiteral("<rs:md capability=\"\"/>")))
                                                          << QStringLiteral("SD-005") << false
                                                          << QString() << QString();
    QTest::newRow("SD-005 capabilitylist")
        << sd(valid) << QStringLiteral("SD-005") << false << QString() << QString();
    QTest::newRow("SD-005 capabilitylist is no ATT-005")
        << sd(valid) << QStringLiteral("ATT-005") << false << QString() << QString();

    // SD-006: describedby per entry
    QTest::newRow("SD-006 entry without describedby")
        << sd(rootDescribedBy
              + QStringLiteral("  <url><loc>http://example.com/cl.xml</loc>"
                               "<rs:md capability=\"capabilitylist\"/></url>\n"))
        << QStringLiteral("SD-006") << true << QStringLiteral("warning") << QString();
    QTest::newRow("SD-006 entry with another link")
        << sd(rootDescribedBy
              + QStringLiteral("  <url><loc>http://example.com/cl.xml</loc>"
                               "<rs:md capability=\"capabilitylist\"/>"
                               "<rs:ln rel=\"describes\" href=\"http://example.com/x\"/></url>\n"))
        << QStringLiteral("SD-006") << true << QString() << QString();
    QTest::newRow("SD-006 entry with describedby")
        << sd(valid) << QStringLiteral("SD-006") << false << QString() << QString();

    // SD-007: lastmod should be omitted
    QTest::newRow("SD-007 lastmod") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                              QStringLiteral("<rs:md capability=\"capabilitylist\"/>"),
                              QStringLiteral("<lastmod>2013-01-03T09:00:00Z</lastmod>")))
                                    << QStringLiteral("SD-007") << true << QStringLiteral("warning")
                                    << QString();
    QTest::newRow("SD-007 no lastmod")
        << sd(valid) << QStringLiteral("SD-007") << false << QString() << QString();

    // SD-008: no up link from the top of the tree
    QTest::newRow("SD-008 up link")
        << sd(QStringLiteral("  <rs:ln rel=\"up\" href=\"http://example.com/elsewhere.xml\"/>\n")
              + valid)
        << QStringLiteral("SD-008") << true << QStringLiteral("warning") << QString();
    QTest::newRow("SD-008 two up links, no NAV-001")
        << sd(QStringLiteral("  <rs:ln rel=\"up\" href=\"http://example.com/a.xml\"/>\n"
                             "  <rs:ln rel=\"up\" href=\"http://example.com/b.xml\"/>\n")
              + valid)
        << QStringLiteral("NAV-001") << false << QString() << QString();
    QTest::newRow("SD-008 no up link")
        << sd(valid) << QStringLiteral("SD-008") << false << QString() << QString();
    QTest::newRow("SD-008 index up link")
        << sdi(QStringLiteral("  <rs:ln rel=\"up\" href=\"http://example.com/elsewhere.xml\"/>\n")
               + sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>")))
        << QStringLiteral("SD-008") << true << QStringLiteral("warning") << QString();

    // SD-009 (profile): no time attributes
    QTest::newRow("SD-009 at") << sd(valid, QStringLiteral("at=\"2013-01-03T09:00:00Z\""))
                               << QStringLiteral("SD-009") << true << QStringLiteral("warning")
                               << QString();
    QTest::newRow("SD-009 from") << sd(valid, QStringLiteral("from=\"2013-01-03T09:00:00Z\""))
                                 << QStringLiteral("SD-009") << true << QString() << QString();
    QTest::newRow("SD-009 completed on an index")
        << sdi(sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>")),
               QStringLiteral("completed=\"2013-01-03T09:00:00Z\""))
        << QStringLiteral("SD-009") << true << QString() << QString();
    QTest::newRow("SD-009 none") << sd(valid) << QStringLiteral("SD-009") << false << QString()
                                 << QString();

    // SD-010: a Source Description Index groups Source Descriptions
    QTest::newRow("SD-010 sitemap without loc")
        << sdi(sitemap(QStringLiteral("<lastmod>2013-01-03T09:00:00Z</lastmod>")))
        << QStringLiteral("SD-010") << true << QStringLiteral("error") << QString();
    QTest::newRow("SD-010 child claims capabilitylist")
        << sdi(sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>"
                                      "<rs:md capability=\"capabilitylist\"/>")))
        << QStringLiteral("SD-010") << true << QStringLiteral("error") << QString();
    QTest::newRow("SD-010 child claims description")
        << sdi(sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>"
                                      "<rs:md capability=\"description\"/>")))
        << QStringLiteral("SD-010") << false << QString() << QString();
    QTest::newRow("SD-010 child claims description, no ATT-005")
        << sdi(sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>"
                                      "<rs:md capability=\"description\"/>")))
        << QStringLiteral("ATT-005") << false << QString() << QString();
    QTest::newRow("SD-010 plain children")
        << sdi(sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>"))
               + sitemap(QStringLiteral("<loc>http://example.com/sd2.xml</loc>")))
        << QStringLiteral("SD-010") << false << QString() << QString();

    // Hostile and odd values
    QTest::newRow("unicode loc, no finding of ours") << sd(
        rootDescribedBy
        + capabilityListEntry(QStringLiteral("http://example.com/\u00e9t\u00e9/\u8cc7\u6599.xml")))
                                                     << QStringLiteral("SD-005") << false
                                                     << QString() << QString();
    QTest::newRow("duplicate CapL (GEN-028)") << sd(valid + entry) << QStringLiteral("GEN-028")
                                              << true << QStringLiteral("warning") << QString();
    QTest::newRow("SD-003 not for an index")
        << sdi(QString()) << QStringLiteral("SD-003") << false << QString() << QString();
}

void tst_SourceDescriptionRules::rules()
{
    rsi::test::verifyRuleRow();
}

void tst_SourceDescriptionRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("xml");

    QTest::newRow("source description") << sd(
        rootDescribedBy + capabilityListEntry()
        + capabilityListEntry(QStringLiteral("http://example.com/dataset2/capabilitylist.xml")));
    QTest::newRow("source description index")
        << sdi(sitemap(QStringLiteral("<loc>http://example.com/sd1.xml</loc>"
                                      "<rs:md capability=\"description\"/>"))
               + sitemap(QStringLiteral("<loc>http://example.com/sd2.xml</loc>")));
}

void tst_SourceDescriptionRules::validDocuments()
{
    QFETCH(QByteArray, xml);
    for (const rsi::SpecVersion version : {rsi::SpecVersion::V1_0, rsi::SpecVersion::V1_1}) {
        const rsi::FindingList findings = rsi::test::validateBytes(xml, version);
        QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    }
}

QTEST_GUILESS_MAIN(tst_SourceDescriptionRules)
#include "tst_sourcedescriptionrules.moc"
