// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/discovery/discoverytest.h"
#include "discovery/linkheader.h"

#include <QTest>

namespace {

using rsi::discoverylimits::maxLinks;

const QUrl responseUrl(QStringLiteral("http://www.example.com/dataset1/page.html"));
const QString cap = QStringLiteral("http://www.example.com/dataset1/capabilitylist.xml");

QList<QByteArray> toBytes(const QStringList &values)
{
    QList<QByteArray> bytes;
    for (const QString &value : values)
        bytes.append(value.toUtf8());
    return bytes;
}

} // namespace

class tst_LinkHeader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void percentInTheHeaderIsNoPlaceHolder();
    void parse_data();
    void parse();
    void typeAndPosition();
    void hostileCommas();
    void hostileQuotesAndBrackets();
    void capsTheNumberOfLinks();
};

void tst_LinkHeader::parse_data()
{
    QTest::addColumn<QStringList>("values");
    QTest::addColumn<QStringList>("urls");
    QTest::addColumn<QStringList>("findings");

    const QString other = QStringLiteral("http://www.example.com/dataset2/capabilitylist.xml");

    // Example 10 of the spec, folded over two lines as HTTP/1.1 allowed.
    QTest::newRow("spec Ex. 10 folded")
        << QStringList {QStringLiteral("<http://www.example.com/dataset1/capabilitylist.xml>;\r\n "
                                       "rel=\"resourcesync\"")}
        << QStringList {cap} << QStringList();
    QTest::newRow("spec Ex. 10 as the seed renders it")
        << QStringList {QStringLiteral("<http://www.example.com/dataset1/capabilitylist.xml>;\n"
                                       "rel=\"resourcesync\"")}
        << QStringList {cap} << QStringList();
    QTest::newRow("unquoted rel") << QStringList {QStringLiteral("<%1>; rel=resourcesync").arg(cap)}
                                  << QStringList {cap} << QStringList();
    QTest::newRow("rel in any case")
        << QStringList {QStringLiteral("<%1>; REL=\"ResourceSync\"").arg(cap)} << QStringList {cap}
        << QStringList();
    QTest::newRow("rel list")
        << QStringList {QStringLiteral(
                            "<%1>; rel=\"alternate  resourcesync\"; type=\"application/xml\"")
                            .arg(cap)}
        << QStringList {cap} << QStringList();
    QTest::newRow("parameters in any order") << QStringList {
        QStringLiteral("<%1>; type=\"application/xml\"; title=x; rel=\"resourcesync\"")
            .arg(cap)} << QStringList {cap} << QStringList();
    QTest::newRow("no blanks") << QStringList {QStringLiteral("<%1>;rel=resourcesync").arg(cap)}
                               << QStringList {cap} << QStringList();
    QTest::newRow("several links in one value")
        << QStringList {QStringLiteral("<http://www.example.com/next>; rel=\"next\", <%1>; "
                                       "rel=\"resourcesync\",<%2>;rel=\"resourcesync\"")
                            .arg(cap, other)}
        << QStringList {cap, other} << QStringList();
    QTest::newRow("several header values")
        << QStringList {QStringLiteral("<http://www.example.com/a>; rel=\"next\""),
                        QStringLiteral("<%1>; rel=\"resourcesync\"").arg(cap)}
        << QStringList {cap} << QStringList();
    QTest::newRow("escaped quote and comma in a quoted string")
        << QStringList {QStringLiteral("<%1>; title=\"a \\\"b\\\", c; d\"; rel=\"resourcesync\", "
                                       "<%2>; rel=\"resourcesync\"")
                            .arg(cap, other)}
        << QStringList {cap, other} << QStringList();
    QTest::newRow("comma inside the target")
        << QStringList {QStringLiteral(
               "<http://www.example.com/a,b/capabilitylist.xml>; rel=\"resourcesync\"")}
        << QStringList {QStringLiteral("http://www.example.com/a,b/capabilitylist.xml")}
        << QStringList();
    QTest::newRow("unquoted media type")
        << QStringList {QStringLiteral("<%1>; type=application/xml; rel=resourcesync").arg(cap)}
        << QStringList {cap} << QStringList();
    QTest::newRow("trailing semicolon and empty list elements")
        << QStringList {QStringLiteral(" , <%1>; rel=\"resourcesync\"; , ,").arg(cap)}
        << QStringList {cap} << QStringList();
    QTest::newRow("duplicates kept once")
        << QStringList {QStringLiteral("<%1>; rel=\"resourcesync\"").arg(cap),
                        QStringLiteral("<%1>; rel=resourcesync").arg(cap)}
        << QStringList {cap} << QStringList();
    QTest::newRow("no resourcesync link")
        << QStringList {QStringLiteral("<http://www.example.com/a>; rel=\"next\"; "
                                       "title=\"resourcesync\"")}
        << QStringList() << QStringList();
    QTest::newRow("similar relation type")
        << QStringList {QStringLiteral("<%1>; rel=\"resourcesyncs describedby\"").arg(cap)}
        << QStringList() << QStringList();
    QTest::newRow("no rel")
        << QStringList {QStringLiteral("<%1>; type=\"application/xml\"").arg(cap)} << QStringList()
        << QStringList();
    QTest::newRow("empty value") << QStringList {QString()} << QStringList() << QStringList();
    QTest::newRow("malformed link without resourcesync is not reported")
        << QStringList {QStringLiteral("http://www.example.com/a; rel=next, <%1>; "
                                       "rel=\"resourcesync\"")
                            .arg(cap)}
        << QStringList {cap} << QStringList();

    QTest::newRow("invalid: relative target")
        << QStringList {QStringLiteral("</dataset1/capabilitylist.xml>; rel=\"resourcesync\"")}
        << QStringList {cap} << QStringList {QStringLiteral("DISC-010 warning 1")};
    QTest::newRow("invalid: relative target in the second value")
        << QStringList {QStringLiteral("<http://www.example.com/a>; rel=next"),
                        QStringLiteral("<capabilitylist.xml>; rel=resourcesync")}
        << QStringList {cap} << QStringList {QStringLiteral("DISC-010 warning 2")};
    QTest::newRow("invalid: no angle brackets")
        << QStringList {QStringLiteral("%1; rel=\"resourcesync\"").arg(cap)} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: unclosed angle bracket")
        << QStringList {QStringLiteral("<%1; rel=\"resourcesync\"").arg(cap)} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: unterminated quote")
        << QStringList {QStringLiteral("<%1>; rel=\"resourcesync").arg(cap)} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: unterminated quote swallows the rest")
        << QStringList {QStringLiteral("<http://www.example.com/a>; title=\"x, <%1>; "
                                       "rel=\"resourcesync\"")
                            .arg(other)}
        << QStringList() << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: unquoted rel list")
        << QStringList {QStringLiteral("<%1>; rel=alternate resourcesync").arg(cap)}
        << QStringList() << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: missing semicolon")
        << QStringList {QStringLiteral("<%1> rel=\"resourcesync\"").arg(cap)} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: parameter without a name")
        << QStringList {QStringLiteral("<%1>; =x; rel=\"resourcesync\"").arg(cap)} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: rel without a value")
        << QStringList {QStringLiteral("<%1>; rel=; title=resourcesync").arg(cap)} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: second rel does not count")
        << QStringList {QStringLiteral("<%1>; rel=\"next\"; rel=\"resourcesync\"").arg(cap)}
        << QStringList() << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: space in the target")
        << QStringList {QStringLiteral("<http://www.example.com/capability list.xml>; "
                                       "rel=\"resourcesync\"")}
        << QStringList() << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: not a web address")
        << QStringList {QStringLiteral("<ftp://www.example.com/cap.xml>; rel=\"resourcesync\"")}
        << QStringList() << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: empty target")
        << QStringList {QStringLiteral("<>; rel=resourcesync")} << QStringList()
        << QStringList {QStringLiteral("DISC-007 error 1")};
    QTest::newRow("invalid: bad entry, then a good one")
        << QStringList {QStringLiteral("<%1; rel=resourcesync").arg(other),
                        QStringLiteral("<%1>; rel=resourcesync").arg(cap)}
        << QStringList {cap} << QStringList {QStringLiteral("DISC-007 error 1")};
}

void tst_LinkHeader::parse()
{
    QFETCH(QStringList, values);
    QFETCH(QStringList, urls);
    QFETCH(QStringList, findings);

    const rsi::DiscoveryResult result = rsi::parseLinkHeaders(toBytes(values), responseUrl);
    RSI_COMPARE_DISCOVERY(result, urls, findings);
    for (const rsi::Finding &finding : result.findings) {
        QCOMPARE(finding.url, responseUrl.toString());
        QCOMPARE(finding.section, QStringLiteral("6.3.3"));
        QVERIFY(!finding.message.isEmpty());
    }
}

void tst_LinkHeader::typeAndPosition()
{
    const QByteArray value = "<http://www.example.com/next>; rel=next, "
                             "<capabilitylist.xml>; type=\"application/xml\"; rel=resourcesync";
    const rsi::DiscoveryResult result = rsi::parseLinkHeader(value, responseUrl);
    QCOMPARE(result.links.size(), 1);
    const rsi::DiscoveredLink &link = result.links.first();
    QCOMPARE(link.url.toString(), cap);
    QCOMPARE(link.written, QStringLiteral("capabilitylist.xml"));
    QCOMPARE(link.type, QStringLiteral("application/xml"));
    QVERIFY(link.relative);
    QCOMPARE(link.position, (rsi::SourcePosition {1, 42}));
    QCOMPARE(result.findings.size(), 1);
    QVERIFY(result.findings.first().message.contains(QStringLiteral("absolute URI")));

    const rsi::DiscoveryResult broken
        = rsi::parseLinkHeader("<a>; rel=next, <x>; rel=\"resourcesync", responseUrl);
    QCOMPARE(broken.findings.size(), 1);
    QCOMPARE(broken.findings.first().position, (rsi::SourcePosition {1, 16}));
    QVERIFY2(broken.findings.first().message.contains(QStringLiteral("never closed")),
             qPrintable(broken.findings.first().message));
}

void tst_LinkHeader::hostileCommas()
{
    QByteArray value(1024 * 1024, ',');
    value += "<http://www.example.com/dataset1/capabilitylist.xml>; rel=resourcesync";
    const rsi::DiscoveryResult result = rsi::parseLinkHeader(value, responseUrl);
    RSI_COMPARE_DISCOVERY(result, QStringList {cap}, QStringList());
}

void tst_LinkHeader::hostileQuotesAndBrackets()
{
    const QList<QByteArray> values = {QByteArray(1024 * 1024, '"'), QByteArray(1024 * 1024, '<'),
                                      "<x>; rel=" + QByteArray(1024 * 1024, ';'),
                                      "<x>; title=\"" + QByteArray(1024 * 1024, '\\')};
    const rsi::DiscoveryResult result = rsi::parseLinkHeaders(values, responseUrl);
    QVERIFY(result.links.isEmpty());
    QVERIFY(result.findings.isEmpty()); // none of it mentions resourcesync

    const rsi::DiscoveryResult unclosed = rsi::parseLinkHeader(
        QByteArray("<" + QByteArray(1024 * 1024, 'a') + "; rel=resourcesync"), responseUrl);
    QCOMPARE(rsi::test::findingKeys(unclosed.findings),
             QStringList {QStringLiteral("DISC-007 error 1")});
    QVERIFY(unclosed.findings.first().message.size() < 400);
}

void tst_LinkHeader::capsTheNumberOfLinks()
{
    QByteArray value;
    for (int i = 0; i < maxLinks + 200; ++i)
        value
            += "<http://www.example.com/cap" + QByteArray::number(i) + ".xml>; rel=resourcesync, ";
    const rsi::DiscoveryResult result = rsi::parseLinkHeader(value, responseUrl);
    QCOMPARE(result.links.size(), maxLinks);
    QVERIFY(result.linksTruncated);
    QCOMPARE(result.findings.size(), 1);
    QCOMPARE(result.findings.first().severity, rsi::Severity::Info);
}

void tst_LinkHeader::percentInTheHeaderIsNoPlaceHolder()
{
    const rsi::DiscoveryResult result = rsi::parseLinkHeader(
        "<x>; rel=resourcesync; a%1=\"unclosed", QUrl(QStringLiteral("http://example.com/")));
    QVERIFY(!result.findings.isEmpty());
    const QString message = result.findings.first().message;
    QVERIFY2(message.contains(QStringLiteral("a%1 parameter")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("from character 28")), qPrintable(message));
}

QTEST_GUILESS_MAIN(tst_LinkHeader)
#include "tst_linkheader.moc"
