// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QSet>
#include <QTest>

namespace {

const QString at = QStringLiteral("at=\"2013-01-03T09:00:00Z\"");
const QString from = QStringLiteral("from=\"2013-01-03T00:00:00Z\"");
const QString defaultUrl = QStringLiteral("http://example.com/dataset1/document.xml");

QString url(const QString &loc, const QString &children = {})
{
    return QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc>") + children
        + QStringLiteral("</url>\n");
}

QString sitemap(const QString &loc, const QString &children = {})
{
    return QStringLiteral("  <sitemap><loc>") + loc + QStringLiteral("</loc>") + children
        + QStringLiteral("</sitemap>\n");
}

QByteArray resourceList(const QString &entries, const QString &top = at)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), top,
                                 rsi::test::upLink() + entries);
}

QByteArray changeList(const QString &entries)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"), from,
                                 rsi::test::upLink() + entries);
}

QByteArray resourceListIndex(const QString &entries)
{
    return rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("resourcelist"), at,
                                 rsi::test::upLink() + entries);
}

// A document whose root rs:md is written by hand.
QByteArray rawDocument(const QString &root, const QString &inside)
{
    return (QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<") + root
            + QStringLiteral(" xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                             "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n")
            + inside + QStringLiteral("</") + root + QStringLiteral(">\n"))
        .toUtf8();
}

const QString res1 = QStringLiteral("http://example.com/res1");
const QString md = QStringLiteral("<rs:md change=\"updated\"/>");

QString longLoc(int length)
{
    const QString prefix = QStringLiteral("http://example.com/");
    return prefix + QString(length - prefix.size(), u'a');
}

std::optional<rsi::Severity> severityOf(const rsi::FindingList &findings, const QString &rule)
{
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == rule)
            return finding.severity;
    }
    return std::nullopt;
}

} // namespace

class tst_GenericRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocumentsHaveNoErrors_data();
    void validDocumentsHaveNoErrors();
    void oneFindingPerFault();
    void siteRulesAreReportedOncePerDocument();
    void largeListIsLinear();
    void findingsAreCappedPerRule_data();
    void findingsAreCappedPerRule();
};

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

void tst_GenericRules::validDocumentsHaveNoErrors_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("version");

    const QString up = rsi::test::upLink();
    const QString describedby = QStringLiteral(
        "  <rs:ln rel=\"describedby\" href=\"http://example.com/info_about_set1.xml\"/>\n");
    const QString lastmod = QStringLiteral("<lastmod>2013-01-02T13:00:00Z</lastmod>");
    const QString fixity = QStringLiteral("hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" "
                                          "length=\"8876\" type=\"text/html\"");

    const QByteArray sd = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("description"), {},
        QStringLiteral("  <rs:ln rel=\"describedby\" href=\"http://example.com/info.xml\"/>\n")
            + url(QStringLiteral("http://example.com/dataset1/capabilitylist.xml"),
                  QStringLiteral("<rs:md capability=\"capabilitylist\"/>") + describedby));
    const QByteArray capl = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("capabilitylist"), {},
        QStringLiteral("  <rs:ln rel=\"up\" "
                       "href=\"http://example.com/resourcesync_description.xml\"/>\n")
            + describedby
            + url(QStringLiteral("http://example.com/dataset1/resourcelist.xml"),
                  QStringLiteral("<rs:md capability=\"resourcelist\"/>"))
            + url(QStringLiteral("http://example.com/dataset1/resourcedump.xml"),
                  QStringLiteral("<rs:md capability=\"resourcedump\"/>"))
            + url(QStringLiteral("http://example.com/dataset1/changelist.xml"),
                  QStringLiteral("<rs:md capability=\"changelist\"/>"))
            + url(QStringLiteral("http://example.com/dataset1/changedump.xml"),
                  QStringLiteral("<rs:md capability=\"changedump\"/>")));
    const QByteArray rl = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcelist"),
        at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\""),
        up
            + url(QStringLiteral("http://example.com/res1"),
                  lastmod + QStringLiteral("<rs:md ") + fixity + QStringLiteral("/>"))
            + url(QStringLiteral("http://example.com/res2"),
                  lastmod
                      + QStringLiteral("<rs:md hash=\"md5:1e0d5cb8ef6ba40c99b14c0237be735e "
                                       "sha-256:854f61290e2e197a11bc91063afce22e43f8ccc655237050"
                                       "ace766adc68dc784\" length=\"14599\" "
                                       "type=\"application/pdf\"/>")));
    const QByteArray rli = rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("resourcelist"), at,
        up
            + sitemap(QStringLiteral("http://example.com/resourcelist1.xml"),
                      QStringLiteral("<rs:md at=\"2013-01-03T09:00:00Z\"/>"))
            + sitemap(QStringLiteral("http://example.com/resourcelist2.xml"),
                      QStringLiteral("<rs:md at=\"2013-01-03T09:03:00Z\"/>")));
    const QByteArray rd = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcedump"), at,
        up
            + url(QStringLiteral("http://example.com/resourcedump.zip"),
                  QStringLiteral("<rs:md type=\"application/zip\" length=\"4765\"/>"
                                 "<rs:ln rel=\"contents\" "
                                 "href=\"http://example.com/resourcedump_manifest.xml\" "
                                 "type=\"application/xml\"/>")));
    const QByteArray rdi = rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("resourcedump"), at,
        up + sitemap(QStringLiteral("http://example.com/resourcedump1.xml")));
    const QByteArray rdm = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcedump-manifest"), at,
        up
            + url(QStringLiteral("http://example.com/res1"),
                  lastmod + QStringLiteral("<rs:md ") + fixity
                      + QStringLiteral(" path=\"/resources/res1\"/>")));
    const QString changeTime = QStringLiteral("<lastmod>2013-01-03T11:00:00Z</lastmod>");
    const QByteArray cl = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changelist"), from,
        up
            + url(QStringLiteral("http://example.com/res1"),
                  changeTime + QStringLiteral("<rs:md change=\"updated\"/>")));
    const QByteArray cli = rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("changelist"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        up
            + sitemap(QStringLiteral("http://example.com/changelist1.xml"),
                      QStringLiteral("<rs:md from=\"2013-01-01T00:00:00Z\" "
                                     "until=\"2013-01-02T00:00:00Z\"/>"))
            + sitemap(QStringLiteral("http://example.com/changelist2.xml"),
                      QStringLiteral("<rs:md from=\"2013-01-02T00:00:00Z\"/>")));
    const QByteArray cd = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changedump"), from,
        up
            + url(QStringLiteral("http://example.com/changedump1.zip"),
                  QStringLiteral("<rs:md type=\"application/zip\" length=\"4765\" "
                                 "from=\"2013-01-03T00:00:00Z\" until=\"2013-01-04T00:00:00Z\"/>"
                                 "<rs:ln rel=\"contents\" "
                                 "href=\"http://example.com/changedump1_manifest.xml\" "
                                 "type=\"application/xml\"/>")));
    const QByteArray cdi
        = rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("changedump"), from,
                                up
                                    + sitemap(QStringLiteral("http://example.com/changedump1.xml"),
                                              QStringLiteral("<rs:md from=\"2013-01-03T00:00:00Z\" "
                                                             "until=\"2013-01-04T00:00:00Z\"/>")));
    const QByteArray cdm = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changedump-manifest"),
        from + QStringLiteral(" until=\"2013-01-04T00:00:00Z\""),
        up
            + url(QStringLiteral("http://example.com/res1"),
                  changeTime + QStringLiteral("<rs:md change=\"updated\" ") + fixity
                      + QStringLiteral(" path=\"/changes/res1\"/>")));

    for (const QString &version : {QStringLiteral("1.0"), QStringLiteral("1.1")}) {
        const QByteArray tag = version.toUtf8();
        QTest::addRow("Source Description %s", tag.constData()) << sd << version;
        QTest::addRow("Capability List %s", tag.constData()) << capl << version;
        QTest::addRow("Resource List %s", tag.constData()) << rl << version;
        QTest::addRow("Resource List Index %s", tag.constData()) << rli << version;
        QTest::addRow("Resource Dump %s", tag.constData()) << rd << version;
        QTest::addRow("Resource Dump Index %s", tag.constData()) << rdi << version;
        QTest::addRow("Resource Dump Manifest %s", tag.constData()) << rdm << version;
        QTest::addRow("Change List %s", tag.constData()) << cl << version;
        QTest::addRow("Change List Index %s", tag.constData()) << cli << version;
        QTest::addRow("Change Dump %s", tag.constData()) << cd << version;
        QTest::addRow("Change Dump Index %s", tag.constData()) << cdi << version;
        QTest::addRow("Change Dump Manifest %s", tag.constData()) << cdm << version;
    }
}

void tst_GenericRules::validDocumentsHaveNoErrors()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, version);
    const rsi::FindingList findings
        = rsi::test::validateBytes(document, *rsi::specVersionFromName(version));
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
}

void tst_GenericRules::oneFindingPerFault()
{
    // A bad loc in three entries gives three GEN-011 findings, nothing more.
    const rsi::FindingList findings = rsi::test::validateBytes(resourceList(
        url(QStringLiteral("/a")) + url(QStringLiteral("/b")) + url(QStringLiteral("/c"))));
    QCOMPARE(rsi::test::ruleIds(findings).count(QStringLiteral("GEN-011")), 3);

    // An unknown capability is ATT-004 once; GEN-007 stays silent.
    const rsi::FindingList unknown = rsi::test::validateBytes(rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("foo"), {}, sitemap(res1)));
    QCOMPARE(rsi::test::ruleIds(unknown).count(QStringLiteral("ATT-004")), 1);
    RSI_COMPARE_RULE(unknown, QStringLiteral("GEN-007"), false);
}

void tst_GenericRules::siteRulesAreReportedOncePerDocument()
{
    QString entries;
    for (int i = 0; i < 100; ++i)
        entries += url(QStringLiteral("http://example.org/res%1").arg(i));
    const rsi::FindingList findings = rsi::test::validateBytes(resourceList(entries));
    QCOMPARE(rsi::test::ruleIds(findings).count(QStringLiteral("GEN-026")), 1);
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == u"GEN-026") {
            QVERIFY2(finding.message.contains(QStringLiteral("100")), qPrintable(finding.message));
            QVERIFY2(finding.message.contains(QStringLiteral("http://example.org/res0")),
                     qPrintable(finding.message));
        }
    }
}

void tst_GenericRules::largeListIsLinear()
{
    // 50,000 entries with every Sitemap element validate cleanly, and the
    // site tallies stay one finding each.
    QString entries;
    entries.reserve(50'000 * 200);
    for (int i = 0; i < 50'000; ++i) {
        entries += url(QStringLiteral("http://example.com/dataset1/res%1").arg(i),
                       QStringLiteral("<lastmod>2013-01-02T13:00:00Z</lastmod>"
                                      "<changefreq>daily</changefreq>"
                                      "<rs:md hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" "
                                      "length=\"8876\" type=\"text/html\"/>"));
    }
    const rsi::FindingList findings = rsi::test::validateBytes(resourceList(entries));
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings.mid(0, 20))));
}

void tst_GenericRules::findingsAreCappedPerRule_data()
{
    QTest::addColumn<int>("entries");
    QTest::newRow("small list: groups judged one after another") << 60;
    QTest::newRow("large list: groups judged side by side") << 3'000;
}

// A rule broken by every entry lists its first maxFindingsPerRule findings,
// then one summary finding with the count of the rest, at the first of them
// and with their worst severity; other rules are untouched. The groups of a
// large document are judged apart and joined, which must give the same.
void tst_GenericRules::findingsAreCappedPerRule()
{
    QFETCH(int, entries);
    QString body;
    for (int i = 0; i < entries; ++i) {
        // Every entry: an unparsable lastmod (one rule), and a length that
        // is not a number (another).
        body += url(QStringLiteral("http://example.com/dataset1/res%1").arg(i),
                    QStringLiteral("<lastmod>yesterday</lastmod><rs:md length=\"many\"/>"));
    }
    const QByteArray xml = resourceList(body);

    rsi::ValidationOptions uncappedOptions;
    uncappedOptions.maxFindingsPerRule = 1'000'000;
    const rsi::FindingList uncapped = rsi::test::validateBytes(xml, uncappedOptions);
    rsi::ValidationOptions cappedOptions;
    cappedOptions.maxFindingsPerRule = 25;
    const rsi::FindingList capped = rsi::test::validateBytes(xml, cappedOptions);

    const QStringList uncappedIds = rsi::test::ruleIds(uncapped);
    const QStringList cappedIds = rsi::test::ruleIds(capped);
    int rulesOverCap = 0;
    for (const QString &rule : QSet<QString>(uncappedIds.begin(), uncappedIds.end())) {
        const auto all = uncappedIds.count(rule);
        if (all <= 25) {
            QCOMPARE(cappedIds.count(rule), all);
            continue;
        }
        ++rulesOverCap;
        QCOMPARE(cappedIds.count(rule), 26);
        rsi::FindingList listed;
        rsi::FindingList every;
        for (const rsi::Finding &finding : capped) {
            if (finding.ruleId == rule)
                listed.append(finding);
        }
        for (const rsi::Finding &finding : uncapped) {
            if (finding.ruleId == rule)
                every.append(finding);
        }
        // The listed ones are the first ones, word for word.
        for (int i = 0; i < 25; ++i) {
            QCOMPARE(listed.at(i).message, every.at(i).message);
            QCOMPARE(listed.at(i).position.line, every.at(i).position.line);
        }
        const rsi::Finding &summary = listed.last();
        QVERIFY2(summary.message.startsWith(QString::number(all - 25) + QStringLiteral(" more ")),
                 qPrintable(summary.message));
        QCOMPARE(summary.position.line, every.at(25).position.line);
        QCOMPARE(summary.severity, every.at(25).severity);
    }
    QVERIFY2(rulesOverCap >= 2, qPrintable(rsi::test::describe(capped)));
    // The default counts a systematic fault on every entry of a list within
    // the protocol's limits (grouped findings say "50000 times").
    QCOMPARE(rsi::ValidationOptions().maxFindingsPerRule, rsi::ValidationOptions().maxEntries);
}

QTEST_GUILESS_MAIN(tst_GenericRules)
#include "tst_genericrules.moc"
