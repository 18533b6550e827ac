// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/discovery/discoverytest.h"
#include "discovery/htmllinks.h"

#include <QTest>

namespace {

using rsi::discoverylimits::maxLinks;

const QUrl pageUrl(QStringLiteral("http://www.example.com/dataset1/page.html"));
const QString cap = QStringLiteral("http://www.example.com/dataset1/capabilitylist.xml");

// Example 9 of the spec (seed 001, §6.3.3), byte for byte.
const QByteArray example9 = "<html>\n"
                            "<head>\n"
                            "<link rel=\"resourcesync\"\n"
                            "href=\"http://www.example.com/dataset1/capabilitylist.xml\"/>\n"
                            "...\n"
                            "</head>\n"
                            "<body>...</body>\n"
                            "</html>\n";

// <html><head>HEAD</head><body>BODY</body></html>, one part per line.
QByteArray page(const QByteArray &head, const QByteArray &body = {})
{
    return "<!DOCTYPE html>\n<html>\n<head>\n<title>Page</title>\n" + head + "\n</head>\n<body>\n"
        + body + "\n</body>\n</html>\n";
}

} // namespace

class tst_HtmlLinks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void find_data();
    void find();
    void linkDetails();
    void hostileLessThanSigns();
    void hostileUnterminated_data();
    void hostileUnterminated();
    void hostileDeepNesting();
    void capsTheNumberOfLinks();
    void ampersandFloodIsLinear();
    void byteOrderMarkIsNoColumn();
};

void tst_HtmlLinks::find_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("urls");
    QTest::addColumn<QStringList>("findings");

    const QString other = QStringLiteral("http://www.example.com/dataset2/capabilitylist.xml");
    const QByteArray link = "<link rel=\"resourcesync\" href=\"" + cap.toUtf8() + "\">";

    QTest::newRow("spec Ex. 9") << example9 << QStringList {cap} << QStringList();
    QTest::newRow("single quotes") << page("<link rel='resourcesync' href='" + cap.toUtf8() + "'>")
                                   << QStringList {cap} << QStringList();
    QTest::newRow("no quotes") << page("<link rel=resourcesync href=" + cap.toUtf8() + ">")
                               << QStringList {cap} << QStringList();
    QTest::newRow("no quotes, self-closing")
        << page("<link rel=resourcesync href=" + cap.toUtf8() + " />") << QStringList {cap}
        << QStringList();
    QTest::newRow("href before rel") << page("<link href=\"" + cap.toUtf8()
                                             + "\" type=\"application/xml\" rel=\"resourcesync\">")
                                     << QStringList {cap} << QStringList();
    QTest::newRow("upper case") << page("<LINK REL=\"ResourceSync\" HREF=\"" + cap.toUtf8() + "\">")
                                << QStringList {cap} << QStringList();
    QTest::newRow("rel token list") << page(
        "<link rel=\"alternate\tresourcesync\n describedby\" href=\"" + cap.toUtf8() + "\">")
                                    << QStringList {cap} << QStringList();
    QTest::newRow("blanks around =")
        << page("<link rel = \"resourcesync\"\n href =\n'" + cap.toUtf8() + "'>")
        << QStringList {cap} << QStringList();
    QTest::newRow("XHTML") << QByteArray("<?xml version=\"1.0\"?>\n"
                                         "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head>"
                                         "<title>x</title><link rel=\"resourcesync\" href=\""
                                         + cap.toUtf8() + "\" /></head><body/></html>")
                           << QStringList {cap} << QStringList();
    QTest::newRow("no head tag") << QByteArray(
        "<!DOCTYPE html>\n<meta charset=utf-8>\n<title>x</title>\n" + link + "\n<p>text</p>\n")
                                 << QStringList {cap} << QStringList();
    QTest::newRow("several, duplicates kept once")
        << page(link + "\n<link rel=resourcesync href=\"" + other.toUtf8() + "\">\n" + link)
        << QStringList {cap, other} << QStringList();
    QTest::newRow("character references")
        << page("<link rel=\"resourcesync\" href=\"http:&#x2F;&#47;www.example.com/cap.xml?a=1&amp;"
                "b=&quot;2&quot;&#39;&unknown;\">")
        << QStringList {QStringLiteral("http://www.example.com/cap.xml?a=1&b=%222%22'&unknown;")}
        << QStringList();
    QTest::newRow("line break inside href")
        << page("<link rel=resourcesync href=\"http://www.example"
                ".com/dataset1/\n\tcapabilitylist.xml\n\">")
        << QStringList {cap} << QStringList();
    QTest::newRow("other rel ignored")
        << page("<link rel=\"stylesheet\" href=\"style.css\">\n<link rel=\"resourcesyncs\" "
                "href=\"x\">")
        << QStringList() << QStringList();
    QTest::newRow("repeated rel: the first counts")
        << page("<link rel=\"stylesheet\" rel=\"resourcesync\" href=\"" + cap.toUtf8() + "\">")
        << QStringList() << QStringList();
    QTest::newRow("not a link element")
        << page("<linkx rel=resourcesync href=x.xml><a rel=resourcesync href=y.xml>link</a>")
        << QStringList() << QStringList();
    QTest::newRow("inside a comment")
        << page("<!-- " + link + " -->") << QStringList() << QStringList();
    QTest::newRow("abrupt empty comments")
        << page("<!--><!--->" + link) << QStringList {cap} << QStringList();
    QTest::newRow("inside a script")
        << page("<script>var s = '</scrip' + '" + link + "'; if (a < b) {}</script>")
        << QStringList() << QStringList();
    QTest::newRow("inside a style")
        << page("<style>/* " + link + " */</style >") << QStringList() << QStringList();
    QTest::newRow("inside the title")
        << QByteArray("<html><head><title>" + link + "</TITLE>" + link + "</head></html>")
        << QStringList {cap} << QStringList();
    QTest::newRow("inside CDATA") << page("<![CDATA[" + link + "]]>") << QStringList()
                                  << QStringList();
    QTest::newRow("inside a textarea")
        << page({}, "<textarea>" + link + "</textarea>") << QStringList() << QStringList();

    QTest::newRow("invalid: in the body") << page({}, link) << QStringList {cap}
                                          << QStringList {QStringLiteral("DISC-004 warning 8")};
    QTest::newRow("invalid: after </head>")
        << QByteArray("<html><head></head>\n" + link + "\n<body></body></html>")
        << QStringList {cap} << QStringList {QStringLiteral("DISC-004 warning 2")};
    QTest::newRow("invalid: after a body element in the head")
        << QByteArray("<html><head>\n<div></div>\n" + link + "\n</head></html>")
        << QStringList {cap} << QStringList {QStringLiteral("DISC-004 warning 3")};
    QTest::newRow("invalid: after text in the head")
        << QByteArray("<html><head>\nHello\n" + link + "\n</head></html>") << QStringList {cap}
        << QStringList {QStringLiteral("DISC-004 warning 3")};
    QTest::newRow("invalid: relative href")
        << page("<link rel=resourcesync href=\"capabilitylist.xml\">") << QStringList {cap}
        << QStringList {QStringLiteral("DISC-010 warning 5")};
    QTest::newRow("invalid: relative href against <base>")
        << page("<base href=\"http://www.example.com/other/\">\n"
                "<link rel=resourcesync href=\"../dataset2/capabilitylist.xml\">")
        << QStringList {other} << QStringList {QStringLiteral("DISC-010 warning 6")};
    QTest::newRow("invalid: relative href, <base> after the link")
        << page("<link rel=resourcesync href=\"capabilitylist.xml\">\n"
                "<base href=\"/dataset2/\"><base href=\"/dataset3/\">")
        << QStringList {other} << QStringList {QStringLiteral("DISC-010 warning 5")};
    QTest::newRow("invalid: relative href in the body")
        << page({}, "<link rel=resourcesync href=\"/dataset1/capabilitylist.xml\">")
        << QStringList {cap}
        << QStringList {QStringLiteral("DISC-004 warning 8"), QStringLiteral("DISC-010 warning 8")};
    QTest::newRow("invalid: no href") << page("<link rel=\"resourcesync\">") << QStringList()
                                      << QStringList {QStringLiteral("DISC-004 error 5")};
    QTest::newRow("invalid: href without value")
        << page("<link rel=\"resourcesync\" href>") << QStringList()
        << QStringList {QStringLiteral("DISC-004 error 5")};
    QTest::newRow("invalid: empty href")
        << page("<link rel=\"resourcesync\" href=\"  \">") << QStringList()
        << QStringList {QStringLiteral("DISC-004 error 5")};
    QTest::newRow("invalid: not a web address")
        << page("<link rel=\"resourcesync\" href=\"javascript:alert(1)\">") << QStringList()
        << QStringList {QStringLiteral("DISC-004 error 5")};
    QTest::newRow("invalid: space in href")
        << page("<link rel=\"resourcesync\" href=\"http://www.example.com/a b.xml\">\n" + link)
        << QStringList {cap} << QStringList {QStringLiteral("DISC-004 error 5")};
}

void tst_HtmlLinks::find()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, urls);
    QFETCH(QStringList, findings);

    const rsi::DiscoveryResult result = rsi::findHtmlLinks(html, pageUrl);
    RSI_COMPARE_DISCOVERY(result, urls, findings);
    QVERIFY(!result.linksTruncated);
    for (const rsi::Finding &finding : result.findings) {
        QCOMPARE(finding.url, pageUrl.toString());
        QCOMPARE(finding.section, QStringLiteral("6.3.3"));
        QVERIFY(!finding.message.isEmpty());
    }
}

void tst_HtmlLinks::linkDetails()
{
    const QByteArray html = "<html><head>\r\n<title>D\xC3\xA9p\xC3\xB4t</title>"
                            "<link type=\"application/xml\" rel=\"resourcesync\" "
                            "href=\"capabilitylist.xml\">\r\n</head><body>"
                            "<link rel=resourcesync href=/x.xml></body></html>";
    const rsi::DiscoveryResult result = rsi::findHtmlLinks(html, pageUrl);
    QCOMPARE(result.links.size(), 2);
    const rsi::DiscoveredLink &head = result.links.at(0);
    QCOMPARE(head.url.toString(), cap);
    QCOMPARE(head.written, QStringLiteral("capabilitylist.xml"));
    QCOMPARE(head.type, QStringLiteral("application/xml"));
    QVERIFY(head.relative);
    QVERIFY(!head.inBody);
    QCOMPARE(head.position, (rsi::SourcePosition {2, 21}));
    const rsi::DiscoveredLink &body = result.links.at(1);
    QVERIFY(body.inBody);
    QCOMPARE(body.position.line, 3);
    QCOMPARE(body.url.toString(), QStringLiteral("http://www.example.com/x.xml"));
}

void tst_HtmlLinks::hostileLessThanSigns()
{
    const QByteArray html(20 * 1024 * 1024, '<');
    const rsi::DiscoveryResult result = rsi::findHtmlLinks(html, pageUrl);
    QVERIFY(result.links.isEmpty());
    QVERIFY(result.findings.isEmpty());

    // The same after a head, with a link at the end: it is found, in the body.
    const QByteArray withLink = "<head></head>" + html + "<link rel=resourcesync href=/c.xml>";
    const rsi::DiscoveryResult found = rsi::findHtmlLinks(withLink, pageUrl);
    QCOMPARE(rsi::test::urlStrings(found),
             QStringList {QStringLiteral("http://www.example.com/c.xml")});
    QVERIFY(found.links.first().inBody);
}

void tst_HtmlLinks::hostileUnterminated_data()
{
    QTest::addColumn<QByteArray>("prefix");

    QTest::newRow("comment") << QByteArray("<head><!-- ");
    QTest::newRow("CDATA") << QByteArray("<head><![CDATA[ ");
    QTest::newRow("doctype") << QByteArray("<!DOCTYPE html ");
    QTest::newRow("script") << QByteArray("<head><script> </scriptx> </scrip");
    QTest::newRow("double-quoted attribute") << QByteArray("<head><meta content=\"");
    QTest::newRow("single-quoted attribute") << QByteArray("<head><meta content='");
    QTest::newRow("tag") << QByteArray("<head><meta content=x ");
    QTest::newRow("end tag") << QByteArray("<head></head ");
}

void tst_HtmlLinks::hostileUnterminated()
{
    // Whatever is not closed swallows the rest of the page, as in a browser.
    QFETCH(QByteArray, prefix);
    QByteArray html = prefix;
    for (int i = 0; i < 100000; ++i)
        html += "<link rel=resourcesync href=/c" + QByteArray::number(i) + ".xml> - <!-- '\" ";
    const rsi::DiscoveryResult result = rsi::findHtmlLinks(html, pageUrl);
    QVERIFY(result.links.isEmpty());
    QVERIFY(result.findings.isEmpty());
}

void tst_HtmlLinks::hostileDeepNesting()
{
    QByteArray html = "<html><head>";
    for (int i = 0; i < 200000; ++i)
        html += "<div><span>";
    html += "\n<link rel=resourcesync href=\"" + cap.toUtf8() + "\">";
    const rsi::DiscoveryResult result = rsi::findHtmlLinks(html, pageUrl);
    QCOMPARE(rsi::test::urlStrings(result), QStringList {cap});
    QCOMPARE(rsi::test::findingKeys(result.findings),
             QStringList {QStringLiteral("DISC-004 warning 2")});
}

void tst_HtmlLinks::capsTheNumberOfLinks()
{
    QByteArray html = "<html><head>";
    for (int i = 0; i < maxLinks + 500; ++i)
        html += "<link rel=resourcesync href=http://www.example.com/c" + QByteArray::number(i)
            + ".xml>\n";
    const rsi::DiscoveryResult result = rsi::findHtmlLinks(html, pageUrl);
    QCOMPARE(result.links.size(), maxLinks);
    QVERIFY(result.linksTruncated);
    QCOMPARE(result.findings.size(), 1);
    QCOMPARE(result.findings.first().severity, rsi::Severity::Info);
    QCOMPARE(result.findings.first().ruleId, QStringLiteral("DISC-004"));
}

void tst_HtmlLinks::ampersandFloodIsLinear()
{
    // Before the fix each '&' searched the rest of the value for its ';':
    // 160,000 of them took 0.7 s, ten times that took minutes.
    const QByteArray flood(2'000'000, '&');
    const rsi::DiscoveryResult inRel = rsi::findHtmlLinks(
        page("<link rel=\"resourcesync " + flood + "\" href=\"cap.xml\">"), pageUrl);
    QCOMPARE(inRel.links.size(), 1);
    const rsi::DiscoveryResult inBase = rsi::findHtmlLinks(
        page("<base href=\"http://www.example.com/" + flood
             + "\">"
               "<link rel=\"resourcesync\" href=\"http://www.example.com/cap.xml\">"),
        pageUrl);
    QCOMPARE(inBase.links.size(), 1);
}

void tst_HtmlLinks::byteOrderMarkIsNoColumn()
{
    const rsi::DiscoveryResult result = rsi::findHtmlLinks(
        "\xEF\xBB\xBF<link rel=\"resourcesync\" href=\"http://www.example.com/cap.xml\">", pageUrl);
    QCOMPARE(result.links.size(), 1);
    QCOMPARE(result.links.first().position, (rsi::SourcePosition {1, 1}));
}

QTEST_GUILESS_MAIN(tst_HtmlLinks)
#include "tst_htmllinks.moc"
