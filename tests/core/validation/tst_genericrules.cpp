// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_genericrules.h"

using namespace genericrulestest;

void tst_GenericRules::rules_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("documentUrl");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("severity"); // checked when expected; empty: the catalogue's

    const QString v11 = QStringLiteral("1.1");
    const QString v10 = QStringLiteral("1.0");
    const QString none;
    const QString error = QStringLiteral("error");
    const QString warning = QStringLiteral("warning");
    const QString info = QStringLiteral("info");
    const QString okUrl = url(res1);
    const QByteArray okList = resourceList(okUrl);

    // GEN-005: exactly one root rs:md
    QTest::newRow("GEN-005 no rs:md (plain Sitemap)")
        << rawDocument(QStringLiteral("urlset"), okUrl) << v11 << defaultUrl
        << QStringLiteral("GEN-005") << true << error;
    QTest::newRow("GEN-005 two rs:md")
        << resourceList(okUrl,
                        at + QStringLiteral("/>\n  <rs:md capability=\"resourcelist\" ") + at)
        << v11 << defaultUrl << QStringLiteral("GEN-005") << true << error;
    QTest::newRow("GEN-005 one rs:md")
        << okList << v11 << defaultUrl << QStringLiteral("GEN-005") << false << none;
    QTest::newRow("GEN-005 only a near-miss rs:md")
        << rawDocument(QStringLiteral("urlset"),
                       QStringLiteral("<x:md xmlns:x=\"http://www.openarchives.org/rs/terms\" "
                                      "capability=\"resourcelist\"/>")
                           + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-005") << true << error;

    // GEN-006: capability on the root rs:md
    QTest::newRow("GEN-006 no capability")
        << rawDocument(QStringLiteral("urlset"),
                       QStringLiteral("<rs:md ") + at + QStringLiteral("/>") + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-006") << true << error;
    QTest::newRow("GEN-006 capability present")
        << rawDocument(QStringLiteral("urlset"),
                       QStringLiteral("<rs:md capability=\"resourcelist\" ") + at
                           + QStringLiteral("/>") + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-006") << false << none;
    QTest::newRow("GEN-006 prefixed capability is GEN-019's")
        << rawDocument(QStringLiteral("urlset"),
                       QStringLiteral("<rs:md rs:capability=\"resourcelist\" ") + at
                           + QStringLiteral("/>") + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-006") << false << none;
    QTest::newRow("GEN-006 capability in another namespace does not count")
        << rawDocument(QStringLiteral("urlset"),
                       QStringLiteral("<rs:md xmlns:ex=\"http://example.org/ns\" "
                                      "ex:capability=\"resourcelist\"/>")
                           + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-006") << true << error;

    // ATT-004: the capability value
    QTest::newRow("ATT-004 defined")
        << okList << v11 << defaultUrl << QStringLiteral("ATT-004") << false << none;
    QTest::newRow("ATT-004 wrong case")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourceList"), at,
                                 okUrl)
        << v11 << defaultUrl << QStringLiteral("ATT-004") << true << error;
    QTest::newRow("ATT-004 padded with spaces")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral(" resourcelist "), at,
                                 okUrl)
        << v11 << defaultUrl << QStringLiteral("ATT-004") << true << error;
    QTest::newRow("ATT-004 unknown")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourceindex"), at,
                                 okUrl)
        << v11 << defaultUrl << QStringLiteral("ATT-004") << true << error;
    QTest::newRow("ATT-004 pre-standard resource-list")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resource-list"), at,
                                 okUrl)
        << v11 << defaultUrl << QStringLiteral("ATT-004") << true << error;
    QTest::newRow("ATT-004 extension is a warning")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist-archive"), {},
                                 okUrl)
        << v11 << defaultUrl << QStringLiteral("ATT-004") << true << warning;
    QTest::newRow("ATT-004 unicode look-alike")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcel\u0456st"), at,
                                 okUrl)
        << v11 << defaultUrl << QStringLiteral("ATT-004") << true << error;
    QTest::newRow("ATT-004 empty value is ATT-023's")
        << rsi::test::rsDocument(QStringLiteral("urlset"), {}, at, okUrl) << v11 << defaultUrl
        << QStringLiteral("ATT-004") << false << none;

    // GEN-007: the capability fits the root
    QTest::newRow("GEN-007 manifest as sitemapindex")
        << rsi::test::rsDocument(QStringLiteral("sitemapindex"),
                                 QStringLiteral("resourcedump-manifest"), at,
                                 rsi::test::upLink() + sitemap(res1))
        << v11 << defaultUrl << QStringLiteral("GEN-007") << true << error;
    QTest::newRow("GEN-007 change dump manifest as sitemapindex")
        << rsi::test::rsDocument(QStringLiteral("sitemapindex"),
                                 QStringLiteral("changedump-manifest"), from,
                                 rsi::test::upLink() + sitemap(res1))
        << v11 << defaultUrl << QStringLiteral("GEN-007") << true << error;
    QTest::newRow("GEN-007 manifest as urlset")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcedump-manifest"),
                                 at, rsi::test::upLink() + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-007") << false << none;
    QTest::newRow("GEN-007 resource dump index")
        << rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("resourcedump"), at,
                                 rsi::test::upLink() + sitemap(res1))
        << v11 << defaultUrl << QStringLiteral("GEN-007") << false << none;
    QTest::newRow("GEN-007 capability list index is CAP-008's")
        << rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("capabilitylist"),
                                 {}, rsi::test::upLink() + sitemap(res1))
        << v11 << defaultUrl << QStringLiteral("GEN-007") << false << none;

    // GEN-008: root rs:ln relations
    QTest::newRow("GEN-008 describes at the root")
        << resourceList(QStringLiteral("<rs:ln rel=\"describes\" href=\"http://example.com/x\"/>")
                        + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-008") << true << info;
    QTest::newRow("GEN-008 unregistered relation at the root")
        << resourceList(QStringLiteral("<rs:ln rel=\"license\" href=\"http://example.com/x\"/>")
                        + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-008") << true << info;
    QTest::newRow("GEN-008 describedby at the root")
        << resourceList(QStringLiteral("<rs:ln rel=\"describedby\" href=\"http://example.com/x\"/>")
                        + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-008") << false << none;
    QTest::newRow("GEN-008 INDEX compared case-insensitively")
        << resourceList(QStringLiteral("<rs:ln rel=\"INDEX\" href=\"http://example.com/x\"/>")
                        + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-008") << false << none;
    QTest::newRow("GEN-008 two relations are ATT-019's")
        << resourceList(QStringLiteral("<rs:ln rel=\"up index\" href=\"http://example.com/x\"/>")
                        + okUrl)
        << v11 << defaultUrl << QStringLiteral("GEN-008") << false << none;

    // GEN-011: loc is an absolute URI
    QTest::newRow("GEN-011 absolute")
        << okList << v11 << defaultUrl << QStringLiteral("GEN-011") << false << none;
    QTest::newRow("GEN-011 relative path")
        << resourceList(url(QStringLiteral("/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 host without scheme")
        << resourceList(url(QStringLiteral("example.com/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 space inside")
        << resourceList(url(QStringLiteral("http://example.com/my res"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 bad percent escape")
        << resourceList(url(QStringLiteral("http://example.com/100%"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 percent-encoded")
        << resourceList(url(QStringLiteral("http://example.com/caf%C3%A9%20bar"))) << v11
        << defaultUrl << QStringLiteral("GEN-011") << false << none;
    QTest::newRow("GEN-011 no host") << resourceList(url(QStringLiteral("http:///res1"))) << v11
                                     << defaultUrl << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 scheme only")
        << resourceList(url(QStringLiteral("https:"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 Windows path")
        << resourceList(url(QStringLiteral("C:\\data\\res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 escaped quote is still not a URI character")
        << resourceList(url(QStringLiteral("http://example.com/a&quot;b"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << error;
    QTest::newRow("GEN-011 urn") << resourceList(url(QStringLiteral("urn:isbn:0451450523"))) << v11
                                 << defaultUrl << QStringLiteral("GEN-011") << false << none;
    QTest::newRow("GEN-011 query and fragment")
        << resourceList(url(QStringLiteral("http://example.com/a?b=c&amp;d=e#f"))) << v11
        << defaultUrl << QStringLiteral("GEN-011") << false << none;
    QTest::newRow("GEN-011 white space around")
        << resourceList(url(QStringLiteral("\n    http://example.com/res1  "))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << warning;
    QTest::newRow("GEN-011 non-ASCII (IRI)")
        << resourceList(url(QStringLiteral("http://example.com/caf\u00e9"))) << v11 << defaultUrl
        << QStringLiteral("GEN-011") << true << warning;

    // GEN-012: loc length
    QTest::newRow("GEN-012 2047 characters")
        << resourceList(url(longLoc(2047))) << v11 << defaultUrl << QStringLiteral("GEN-012")
        << false << none;
    QTest::newRow("GEN-012 2048 characters")
        << resourceList(url(longLoc(2048))) << v11 << defaultUrl << QStringLiteral("GEN-012")
        << true << warning;
    QTest::newRow("GEN-012 2049 characters")
        << resourceList(url(longLoc(2049))) << v11 << defaultUrl << QStringLiteral("GEN-012")
        << true << error;
    QTest::newRow("GEN-012 2047 characters padded")
        << resourceList(url(QStringLiteral("   ") + longLoc(2047) + QStringLiteral("   "))) << v11
        << defaultUrl << QStringLiteral("GEN-012") << false << none;
    QTest::newRow("GEN-012 100,000 characters")
        << resourceList(url(longLoc(100'000))) << v11 << defaultUrl << QStringLiteral("GEN-012")
        << true << error;

    // GEN-013: at most one lastmod and changefreq
    QTest::newRow("GEN-013 two lastmod")
        << resourceList(url(res1,
                            QStringLiteral("<lastmod>2013-01-02T13:00:00Z</lastmod>"
                                           "<lastmod>2013-01-02T14:00:00Z</lastmod>")))
        << v11 << defaultUrl << QStringLiteral("GEN-013") << true << error;
    QTest::newRow("GEN-013 two changefreq")
        << resourceList(url(res1,
                            QStringLiteral("<changefreq>daily</changefreq>"
                                           "<changefreq>daily</changefreq>")))
        << v11 << defaultUrl << QStringLiteral("GEN-013") << true << error;
    QTest::newRow("GEN-013 one of each")
        << resourceList(url(res1,
                            QStringLiteral("<lastmod>2013-01-02T13:00:00Z</lastmod>"
                                           "<changefreq>daily</changefreq>")))
        << v11 << defaultUrl << QStringLiteral("GEN-013") << false << none;

    // GEN-014: changefreq values
    QTest::newRow("GEN-014 daily")
        << resourceList(url(res1, QStringLiteral("<changefreq>daily</changefreq>"))) << v11
        << defaultUrl << QStringLiteral("GEN-014") << false << none;
    QTest::newRow("GEN-014 Daily")
        << resourceList(url(res1, QStringLiteral("<changefreq>Daily</changefreq>"))) << v11
        << defaultUrl << QStringLiteral("GEN-014") << true << error;
    QTest::newRow("GEN-014 sometimes")
        << resourceList(url(res1, QStringLiteral("<changefreq>sometimes</changefreq>"))) << v11
        << defaultUrl << QStringLiteral("GEN-014") << true << error;
    QTest::newRow("GEN-014 empty")
        << resourceList(url(res1, QStringLiteral("<changefreq></changefreq>"))) << v11 << defaultUrl
        << QStringLiteral("GEN-014") << true << error;

    // GEN-015: changefreq semantics
    QTest::newRow("GEN-015 changefreq on a sitemap")
        << resourceListIndex(sitemap(QStringLiteral("http://example.com/dataset1/rl1.xml"),
                                     QStringLiteral("<changefreq>daily</changefreq>")))
        << v11 << defaultUrl << QStringLiteral("GEN-015") << true << info;
    QTest::newRow("GEN-015 never, yet updated")
        << changeList(url(res1, QStringLiteral("<changefreq>never</changefreq>") + md)) << v11
        << defaultUrl << QStringLiteral("GEN-015") << true << info;
    QTest::newRow("GEN-015 never and created")
        << changeList(url(res1,
                          QStringLiteral("<changefreq>never</changefreq>"
                                         "<rs:md change=\"created\"/>")))
        << v11 << defaultUrl << QStringLiteral("GEN-015") << false << none;
    QTest::newRow("GEN-015 changefreq on a url")
        << resourceList(url(res1, QStringLiteral("<changefreq>never</changefreq>"))) << v11
        << defaultUrl << QStringLiteral("GEN-015") << false << none;

    // GEN-016: priority
    QTest::newRow("GEN-016 0.5") << resourceList(
        url(res1, QStringLiteral("<priority>0.5</priority>")))
                                 << v11 << defaultUrl << QStringLiteral("GEN-016") << false << none;
    QTest::newRow("GEN-016 1.0") << resourceList(
        url(res1, QStringLiteral("<priority>1.0</priority>")))
                                 << v11 << defaultUrl << QStringLiteral("GEN-016") << false << none;
    QTest::newRow("GEN-016 1.5") << resourceList(
        url(res1, QStringLiteral("<priority>1.5</priority>")))
                                 << v11 << defaultUrl << QStringLiteral("GEN-016") << true
                                 << warning;
    QTest::newRow("GEN-016 negative")
        << resourceList(url(res1, QStringLiteral("<priority>-0.1</priority>"))) << v11 << defaultUrl
        << QStringLiteral("GEN-016") << true << warning;
    QTest::newRow("GEN-016 words")
        << resourceList(url(res1, QStringLiteral("<priority>high</priority>"))) << v11 << defaultUrl
        << QStringLiteral("GEN-016") << true << warning;
    QTest::newRow("GEN-016 exponent")
        << resourceList(url(res1, QStringLiteral("<priority>1e-1</priority>"))) << v11 << defaultUrl
        << QStringLiteral("GEN-016") << true << warning;

    // GEN-017: at most one url-level rs:md
    QTest::newRow("GEN-017 two rs:md")
        << changeList(
               url(res1, QStringLiteral("<lastmod>2013-01-03T10:00:00Z</lastmod>") + md + md))
        << v11 << defaultUrl << QStringLiteral("GEN-017") << true << error;
    QTest::newRow("GEN-017 one rs:md")
        << changeList(url(res1, QStringLiteral("<lastmod>2013-01-03T10:00:00Z</lastmod>") + md))
        << v11 << defaultUrl << QStringLiteral("GEN-017") << false << none;

    // GEN-023: zero entries
    QTest::newRow("GEN-023 empty Change List")
        << changeList({}) << v11 << defaultUrl << QStringLiteral("GEN-023") << true << info;
    QTest::newRow("GEN-023 empty index")
        << resourceListIndex({}) << v11 << defaultUrl << QStringLiteral("GEN-023") << true << info;
    QTest::newRow("GEN-023 one entry")
        << okList << v11 << defaultUrl << QStringLiteral("GEN-023") << false << none;
    QTest::newRow("GEN-023 empty Source Description is SD-003's")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("description"), {}, {})
        << v11 << defaultUrl << QStringLiteral("GEN-023") << false << none;

    // GEN-025 is not checked: after XML decoding &apos; and ' are the same
    // character, so an escaped apostrophe used to be reported as unescaped.
    QTest::newRow("GEN-025 &apos; is not reported")
        << resourceList(url(QStringLiteral("http://example.com/O&apos;Brien"))) << v11 << defaultUrl
        << QStringLiteral("GEN-025") << false << none;
    QTest::newRow("GEN-025 apostrophe is not reported")
        << resourceList(url(QStringLiteral("http://example.com/O'Brien"))) << v11 << defaultUrl
        << QStringLiteral("GEN-025") << false << none;

    // GEN-026: single host
    QTest::newRow("GEN-026 other host in a Resource List")
        << resourceList(url(QStringLiteral("http://example.org/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-026") << true << warning;
    QTest::newRow("GEN-026 other scheme in a Resource List")
        << resourceList(url(QStringLiteral("https://example.com/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-026") << true << warning;
    QTest::newRow("GEN-026 other port in a Resource List")
        << resourceList(url(QStringLiteral("http://example.com:8080/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-026") << true << warning;
    QTest::newRow("GEN-026 same host, default port, other case")
        << resourceList(url(QStringLiteral("HTTP://Example.COM:80/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-026") << false << none;
    QTest::newRow("GEN-026 user info is not the host")
        << resourceList(url(QStringLiteral("http://user@example.com/res1"))) << v11 << defaultUrl
        << QStringLiteral("GEN-026") << false << none;
    QTest::newRow("GEN-026 other host in an index")
        << resourceListIndex(sitemap(QStringLiteral("http://example.org/rl1.xml"))) << v11
        << defaultUrl << QStringLiteral("GEN-026") << true << warning;
    QTest::newRow("GEN-026 other host in a Change List is info")
        << changeList(url(QStringLiteral("http://example.org/res1"), md)) << v11 << defaultUrl
        << QStringLiteral("GEN-026") << true << info;
    QTest::newRow("GEN-026 rs:ln elsewhere is never checked")
        << resourceList(url(res1,
                            QStringLiteral("<rs:ln rel=\"duplicate\" "
                                           "href=\"http://mirror.example.org/res1\"/>")))
        << v11 << defaultUrl << QStringLiteral("GEN-026") << false << none;
    QTest::newRow("GEN-026 local file has no site")
        << resourceList(url(QStringLiteral("http://example.org/res1"))) << v11
        << QStringLiteral("file:///tmp/resourcelist.xml") << QStringLiteral("GEN-026") << false
        << none;

    // GEN-027: path scope, info only
    QTest::newRow("GEN-027 outside the directory (Ex. 14)")
        << okList << v11 << defaultUrl << QStringLiteral("GEN-027") << true << info;
    QTest::newRow("GEN-027 inside the directory")
        << resourceList(url(QStringLiteral("http://example.com/dataset1/res1"))) << v11
        << defaultUrl << QStringLiteral("GEN-027") << false << none;
    QTest::newRow("GEN-027 only for Resource Lists")
        << changeList(url(res1, md)) << v11 << defaultUrl << QStringLiteral("GEN-027") << false
        << none;

    // GEN-032: entry attributes on the root rs:md
    QTest::newRow("GEN-032 hash at the root")
        << resourceList(okUrl,
                        at + QStringLiteral(" hash=\"md5:1e0d5cb8ef6ba40c99b14c0237be735e\""))
        << v11 << defaultUrl << QStringLiteral("GEN-032") << true << warning;
    QTest::newRow("GEN-032 change at the root")
        << resourceList(okUrl, at + QStringLiteral(" change=\"updated\"")) << v11 << defaultUrl
        << QStringLiteral("GEN-032") << true << warning;
    QTest::newRow("GEN-032 datetime at the root (1.1)")
        << changeList(url(res1, md)).replace("from=", "datetime=\"2013-01-03T00:00:00Z\" from=")
        << v11 << defaultUrl << QStringLiteral("GEN-032") << true << warning;
    QTest::newRow("GEN-032 datetime at the root (1.0) is ATT-016's")
        << changeList(url(res1, md)).replace("from=", "datetime=\"2013-01-03T00:00:00Z\" from=")
        << v10 << defaultUrl << QStringLiteral("GEN-032") << false << none;
    QTest::newRow("GEN-032 at and completed")
        << resourceList(okUrl, at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\"")) << v11
        << defaultUrl << QStringLiteral("GEN-032") << false << none;
    QTest::newRow("GEN-032 extension attribute")
        << resourceList(okUrl,
                        at + QStringLiteral(" xmlns:ex=\"http://example.org/ns\" ex:type=\"x\""))
        << v11 << defaultUrl << QStringLiteral("GEN-032") << false << none;
}

void tst_GenericRules::rules()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, version);
    QFETCH(QString, documentUrl);
    QFETCH(QString, rule);
    QFETCH(bool, expected);
    QFETCH(QString, severity);

    rsi::ValidationOptions options;
    options.specVersion = *rsi::specVersionFromName(version);
    const rsi::FindingList findings
        = rsi::test::validateBytes(document, options, QUrl(documentUrl));
    RSI_COMPARE_RULE(findings, rule, expected);
    if (expected && !severity.isEmpty()) {
        const std::optional<rsi::Severity> found = severityOf(findings, rule);
        QVERIFY(found);
        QCOMPARE(rsi::severityName(*found), severity);
    }
}

QTEST_GUILESS_MAIN(tst_GenericRules)
