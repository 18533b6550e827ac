// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/discovery/discoverytest.h"
#include "discovery/robotstxt.h"

#include <QTest>

namespace {

using rsi::discoverylimits::maxFindings;
using rsi::discoverylimits::maxLinks;

const QUrl robotsUrl(QStringLiteral("http://example.com/robots.txt"));

// Example 11 of the spec (seed 001, §6.3.4), byte for byte.
const QByteArray example11 = "User-agent: *\n"
                             "Disallow: /cgi-bin/\n"
                             "Disallow: /tmp/\n"
                             "Sitemap: http://example.com/dataset1/resourcelist.xml\n";

} // namespace

class tst_RobotsTxt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void positionOfTheValue();
    void relativeResolvesAgainstTheRobotsUrl();
    void hostileJunkWithTrailingDirective();
    void hostileLongLine();
    void hostileNulBytes();
    void capsTheNumberOfDirectives();
    void capsTheNumberOfFindings();
};

void tst_RobotsTxt::parse_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("urls");
    QTest::addColumn<QStringList>("findings");

    const QString rl = QStringLiteral("http://example.com/dataset1/resourcelist.xml");
    const QString rl2 = QStringLiteral("http://example.com/dataset2/resourcelist.xml");
    const QString plain = QStringLiteral("http://example.com/sitemap.xml");

    QTest::newRow("spec Ex. 11") << example11 << QStringList {rl} << QStringList();
    QTest::newRow("empty file") << QByteArray() << QStringList() << QStringList();
    QTest::newRow("no directive") << QByteArray("User-agent: *\nDisallow: /\n") << QStringList()
                                  << QStringList();
    QTest::newRow("several, mixed with a plain sitemap")
        << QByteArray("Sitemap: http://example.com/dataset1/resourcelist.xml\n"
                      "User-agent: *\nDisallow: /tmp/\n"
                      "Sitemap: http://example.com/sitemap.xml\n"
                      "Sitemap: http://example.com/dataset2/resourcelist.xml\n")
        << QStringList {rl, plain, rl2} << QStringList();
    QTest::newRow("field name in any case")
        << QByteArray("SITEMAP: http://example.com/dataset1/resourcelist.xml\n"
                      "sItEmAp: http://example.com/sitemap.xml\n")
        << QStringList {rl, plain} << QStringList();
    QTest::newRow("blanks around field and colon")
        << QByteArray("  \tSitemap \t:\t http://example.com/dataset1/resourcelist.xml \t\n")
        << QStringList {rl} << QStringList();
    QTest::newRow("no space after colon")
        << QByteArray("Sitemap:http://example.com/dataset1/resourcelist.xml") << QStringList {rl}
        << QStringList();
    QTest::newRow("comments") << QByteArray(
        "# Sitemap: http://example.com/commented.xml\n"
        "Sitemap: http://example.com/dataset1/resourcelist.xml # the list\n")
                              << QStringList {rl} << QStringList();
    QTest::newRow("CRLF line ends")
        << QByteArray("User-agent: *\r\nDisallow: /\r\nSitemap: relative.xml\r\n")
        << QStringList {QStringLiteral("http://example.com/relative.xml")}
        << QStringList {QStringLiteral("DISC-008 info 3")};
    QTest::newRow("CR line ends") << QByteArray(
        "User-agent: *\rDisallow: /\rSitemap: relative.xml\r")
                                  << QStringList {QStringLiteral("http://example.com/relative.xml")}
                                  << QStringList {QStringLiteral("DISC-008 info 3")};
    QTest::newRow("byte order mark")
        << QByteArray("\xEF\xBB\xBFSitemap: http://example.com/dataset1/resourcelist.xml\n")
        << QStringList {rl} << QStringList();
    QTest::newRow("duplicates kept once")
        << QByteArray("Sitemap: http://example.com/dataset1/resourcelist.xml\n"
                      "Sitemap: http://example.com/sitemap.xml\n"
                      "Sitemap: http://example.com/dataset1/resourcelist.xml\n")
        << QStringList {rl, plain} << QStringList();
    QTest::newRow("inside a user-agent group")
        << QByteArray("User-agent: Googlebot\nSitemap: http://example.com/sitemap.xml\n"
                      "Disallow: /private/\n")
        << QStringList {plain} << QStringList();
    QTest::newRow("https and non-ASCII path")
        << QByteArray("Sitemap: https://example.com/d\xC3\xA9p\xC3\xB4t/resourcelist.xml\n")
        << QStringList {QStringLiteral("https://example.com/d\u00e9p\u00f4t/resourcelist.xml")}
        << QStringList();
    QTest::newRow("similar field names are not directives")
        << QByteArray("Sitemaps: http://example.com/a.xml\nSitemap-index: http://example.com/b\n"
                      "Disallow: /sitemap: x\nSitemap http://example.com/c.xml\n")
        << QStringList() << QStringList();

    QTest::newRow("invalid: relative path")
        << QByteArray("User-agent: *\nSitemap: /dataset1/resourcelist.xml\n") << QStringList {rl}
        << QStringList {QStringLiteral("DISC-008 info 2")};
    QTest::newRow("invalid: empty value") << QByteArray("\n\nSitemap:\n") << QStringList()
                                          << QStringList {QStringLiteral("DISC-008 info 3")};
    QTest::newRow("invalid: only a comment") << QByteArray("Sitemap: # none\n") << QStringList()
                                             << QStringList {QStringLiteral("DISC-008 info 1")};
    QTest::newRow("invalid: space inside")
        << QByteArray("Sitemap: http://example.com/data set/resourcelist.xml\n"
                      "Sitemap: http://example.com/sitemap.xml\n")
        << QStringList {plain} << QStringList {QStringLiteral("DISC-008 info 1")};
    QTest::newRow("invalid: ftp scheme")
        << QByteArray("Sitemap: ftp://example.com/rl.xml\n") << QStringList()
        << QStringList {QStringLiteral("DISC-008 info 1")};
    QTest::newRow("invalid: no host") << QByteArray("Sitemap: http://\n") << QStringList()
                                      << QStringList {QStringLiteral("DISC-008 info 1")};
    QTest::newRow("invalid: bad host")
        << QByteArray("Sitemap: http://exa<mple.com/rl.xml\n") << QStringList()
        << QStringList {QStringLiteral("DISC-008 info 1")};
    QTest::newRow("invalid: control character")
        << QByteArray("Sitemap: http://example.com/\x01rl.xml\n") << QStringList()
        << QStringList {QStringLiteral("DISC-008 info 1")};
    QTest::newRow("invalid and valid, line numbers")
        << QByteArray("User-agent: *\n"
                      "Sitemap: dataset1/resourcelist.xml\n"
                      "Disallow: /tmp/\n"
                      "Sitemap: mailto:someone@example.com\n"
                      "Sitemap: http://example.com/sitemap.xml\n")
        << QStringList {rl, plain}
        << QStringList {QStringLiteral("DISC-008 info 2"), QStringLiteral("DISC-008 info 4")};
}

void tst_RobotsTxt::parse()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, urls);
    QFETCH(QStringList, findings);

    const rsi::DiscoveryResult result = rsi::parseRobotsTxt(bytes, robotsUrl);
    RSI_COMPARE_DISCOVERY(result, urls, findings);
    QVERIFY(!result.linksTruncated);
    QVERIFY(!result.findingsTruncated);
    for (const rsi::Finding &finding : result.findings) {
        QCOMPARE(finding.url, robotsUrl.toString());
        QCOMPARE(finding.section, QStringLiteral("6.3.4"));
        QVERIFY(!finding.message.isEmpty());
    }
}

void tst_RobotsTxt::positionOfTheValue()
{
    const rsi::DiscoveryResult result
        = rsi::parseRobotsTxt("User-agent: *\n\n  Sitemap:  /a.xml\n", robotsUrl);
    QCOMPARE(result.links.size(), 1);
    QCOMPARE(result.links.first().position, (rsi::SourcePosition {3, 13}));
    QCOMPARE(result.findings.size(), 1);
    QCOMPARE(result.findings.first().position, (rsi::SourcePosition {3, 13}));
    QVERIFY(result.findings.first().message.contains(QStringLiteral("http://example.com/a.xml")));
}

void tst_RobotsTxt::relativeResolvesAgainstTheRobotsUrl()
{
    const rsi::DiscoveryResult result
        = rsi::parseRobotsTxt("Sitemap: rl.xml\nSitemap: //other.example.org/x.xml\n",
                              QUrl(QStringLiteral("https://example.com:8443/robots.txt")));
    QCOMPARE(rsi::test::urlStrings(result),
             (QStringList {QStringLiteral("https://example.com:8443/rl.xml"),
                           QStringLiteral("https://other.example.org/x.xml")}));
    QVERIFY(result.links.first().relative);
    QCOMPARE(result.links.first().written, QStringLiteral("rl.xml"));
    QCOMPARE(result.findings.size(), 2);
}

void tst_RobotsTxt::hostileJunkWithTrailingDirective()
{
    // 10 MB of junk lines, then one directive: all of it is read, nothing kept.
    QByteArray bytes;
    const QByteArray junk = "Xq7#%&*(<>)Sitemap:?:\tDisallow /zz \xff\xfe junk junk junk\n";
    while (bytes.size() < 10 * 1024 * 1024)
        bytes += junk;
    const qint64 junkLines = bytes.count('\n');
    bytes += "Sitemap: http://example.com/dataset1/resourcelist.xml";
    const rsi::DiscoveryResult result = rsi::parseRobotsTxt(bytes, robotsUrl);
    QCOMPARE(rsi::test::urlStrings(result),
             QStringList {QStringLiteral("http://example.com/dataset1/resourcelist.xml")});
    QCOMPARE(result.links.first().position.line, junkLines + 1);
    QVERIFY(result.findings.isEmpty());
}

void tst_RobotsTxt::hostileLongLine()
{
    // A 1 MB directive is reported without being copied; the next one counts.
    QByteArray bytes = "Sitemap: http://example.com/" + QByteArray(1024 * 1024, 'a') + '\n';
    bytes += QByteArray(1024 * 1024, 'b') + '\n'; // a 1 MB line of junk
    bytes += "Sitemap: http://example.com/sitemap.xml\n";
    const rsi::DiscoveryResult result = rsi::parseRobotsTxt(bytes, robotsUrl);
    RSI_COMPARE_DISCOVERY(result, QStringList {QStringLiteral("http://example.com/sitemap.xml")},
                          QStringList {QStringLiteral("DISC-008 info 1")});
    QVERIFY(result.findings.first().message.size() < 300);
}

void tst_RobotsTxt::hostileNulBytes()
{
    static const char data[] = "User-agent: *\0\0\0\nSitemap: http://example.com/a\0.xml\n"
                               "\0Sitemap: http://example.com/b.xml\n"
                               "Sitemap: http://example.com/c.xml\n";
    QByteArray bytes(data, sizeof(data) - 1);
    bytes += QByteArray(4096, '\0');
    const rsi::DiscoveryResult result = rsi::parseRobotsTxt(bytes, robotsUrl);
    RSI_COMPARE_DISCOVERY(result, QStringList {QStringLiteral("http://example.com/c.xml")},
                          QStringList {QStringLiteral("DISC-008 info 2")});
}

void tst_RobotsTxt::capsTheNumberOfDirectives()
{
    QByteArray bytes;
    for (int i = 0; i < maxLinks + 500; ++i)
        bytes += "Sitemap: http://example.com/list" + QByteArray::number(i) + ".xml\n";
    const rsi::DiscoveryResult result = rsi::parseRobotsTxt(bytes, robotsUrl);
    QCOMPARE(result.links.size(), maxLinks);
    QCOMPARE(result.links.last().url.toString(),
             QStringLiteral("http://example.com/list%1.xml").arg(maxLinks - 1));
    QVERIFY(result.linksTruncated);
    QCOMPARE(rsi::test::findingKeys(result.findings),
             QStringList {QStringLiteral("DISC-008 info %1").arg(maxLinks + 1)});
    QVERIFY(result.findings.first().message.contains(QStringLiteral("1000")));
}

void tst_RobotsTxt::capsTheNumberOfFindings()
{
    QByteArray bytes;
    for (int i = 0; i < 300; ++i)
        bytes += "Sitemap: ftp://example.com/" + QByteArray::number(i) + '\n';
    bytes += "Sitemap: http://example.com/sitemap.xml\n";
    const rsi::DiscoveryResult result = rsi::parseRobotsTxt(bytes, robotsUrl);
    QCOMPARE(rsi::test::urlStrings(result),
             QStringList {QStringLiteral("http://example.com/sitemap.xml")});
    QVERIFY(result.findingsTruncated);
    QCOMPARE(result.findings.size(), maxFindings + 1);
    QVERIFY2(result.findings.last().message.contains(QStringLiteral("200")),
             qPrintable(result.findings.last().message));
}

QTEST_GUILESS_MAIN(tst_RobotsTxt)
#include "tst_robotstxt.moc"
