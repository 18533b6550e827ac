// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_AttributeRules: each token of a hash judged, a hint for base64 digests,
// few short findings for many bad tokens, long values cut in messages, every
// time attribute checked, and a valid document without findings.
#include "tst_attributerules.h"

using namespace attributetest;

void tst_AttributeRules::eachTokenOfAHashIsJudged()
{
    const rsi::FindingList findings = rsi::test::validateBytes(
        resourceWith(QStringLiteral("hash=\"sha-384:zz sha-1:abc crc32:0a1b2c3d ") + md5 + u'"'));
    const QStringList ids = rsi::test::ruleIds(findings);
    QCOMPARE(ids.count(QStringLiteral("ATT-007")), 2); // sha-384:zz, sha-1:abc (odd)
    QCOMPARE(ids.count(QStringLiteral("ATT-009")), 1); // crc32
    QCOMPARE(ids.count(QStringLiteral("ATT-008")), 0);
}

void tst_AttributeRules::base64DigestGetsAHint()
{
    const rsi::FindingList findings = rsi::test::validateBytes(resourceWith(
        QStringLiteral("hash=\"sha-256:f4OxZX_x_FO5LcGBSKHWXfwtSx-j1ncoSt3SABJtkGk\"")));
    bool hinted = false;
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == u"ATT-007")
            hinted = finding.message.contains(QStringLiteral("base64"));
    }
    QVERIFY2(hinted, qPrintable(rsi::test::describe(findings)));
}

void tst_AttributeRules::manyBadTokensGiveFewShortFindings_data()
{
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QString>("separator");
    QTest::addColumn<QString>("rule");
    QTest::newRow("hash") << QStringLiteral("hash") << QStringLiteral(" ")
                          << QStringLiteral("ATT-007");
    QTest::newRow("encoding") << QStringLiteral("encoding") << QStringLiteral(", ")
                              << QStringLiteral("ATT-013");
}

// A 40 KB attribute of 20,000 bad tokens: each message used to quote the
// whole value once per token (gigabytes of messages, a denial of service).

void tst_AttributeRules::manyBadTokensGiveFewShortFindings()
{
    QFETCH(QString, attribute);
    QFETCH(QString, separator);
    QFETCH(QString, rule);

    constexpr int tokenCount = 20'000;
    QStringList tokens;
    tokens.reserve(tokenCount);
    for (int i = 0; i < tokenCount; ++i)
        tokens.append(QStringLiteral("x"));
    const QString value = tokens.join(separator);
    const rsi::FindingList findings
        = rsi::test::validateBytes(resourceWith(attribute + QStringLiteral("=\"") + value + u'"'));
    QVERIFY2(rsi::test::ruleIds(findings).count(rule) >= 1,
             qPrintable(rsi::test::describe(findings)));
    QVERIFY2(rsi::test::ruleIds(findings).count(rule) <= 6,
             qPrintable(QString::number(rsi::test::ruleIds(findings).count(rule))));
    bool toldHowMany = false;
    for (const rsi::Finding &finding : findings) {
        QVERIFY2(finding.message.size() <= 1000, qPrintable(finding.message.left(300)));
        toldHowMany = toldHowMany || finding.message.contains(QString::number(tokenCount - 5));
    }
    QVERIFY2(toldHowMany, qPrintable(rsi::test::describe(findings)));
}

// Every message that quotes a value cuts it, wherever the value is quoted.

void tst_AttributeRules::longValuesAreCutInMessages()
{
    const QString longValue(100'000, u'9');
    const QString bad = QStringLiteral("a") + longValue;
    const QByteArray documents[] = {
        resourceWith(QStringLiteral("length=\"") + bad + u'"'),
        resourceWith(QStringLiteral("type=\"") + bad + u'"'),
        resourceWith(QStringLiteral("path=\"") + bad + u'"'),
        resourceWith(QStringLiteral("at=\"") + bad + u'"'),
        resourceWith(QStringLiteral("ex=\"") + bad + u'"'),
        resourceWith(QStringLiteral("rs:length=\"") + bad + u'"'),
        mirrorWith(QStringLiteral("pri=\"") + bad + u'"'),
        resourceList(
            ln(QStringLiteral("rel=\"") + bad + QStringLiteral(" x\" href=\"") + bad + u'"')),
    };
    for (const QByteArray &document : documents) {
        const rsi::FindingList findings = rsi::test::validateBytes(document);
        QVERIFY(!findings.isEmpty());
        for (const rsi::Finding &finding : findings)
            QVERIFY2(finding.message.size() <= 1000, qPrintable(finding.message.left(300)));
    }
}

void tst_AttributeRules::allTimeAttributesAreChecked()
{
    // completed, from, until and datetime as well as at and lastmod.
    const QByteArray document = rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("changelist"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        rsi::test::upLink()
            + QStringLiteral("<sitemap><loc>http://example.com/cl1.xml</loc>"
                             "<rs:md from=\"2013-1-1\" until=\"2013-01-02T00:00\"/></sitemap>"));
    const rsi::FindingList findings = rsi::test::validateBytes(document);
    QCOMPARE(rsi::test::ruleIds(findings).count(QStringLiteral("ATT-001")), 2);

    const rsi::FindingList completed = rsi::test::validateBytes(
        resourceList({}, at + QStringLiteral(" completed=\"2013-01-03T25:00:00Z\"")));
    QCOMPARE(rsi::test::ruleIds(completed).count(QStringLiteral("ATT-001")), 1);
}

void tst_AttributeRules::validDocumentHasNoAttributeFindings()
{
    const QByteArray document = rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcelist"),
        at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\""),
        rsi::test::upLink()
            + url(QStringLiteral("<lastmod>2013-01-02T13:00:00Z</lastmod>")
                  + md(QStringLiteral("hash=\"") + md5 + u' ' + sha256
                       + QStringLiteral("\" length=\"8876\" type=\"text/html\" "
                                        "encoding=\"gzip\""))
                  + ln(QStringLiteral("rel=\"duplicate\" pri=\"1\" "
                                      "href=\"http://mirror.example.com/res1\" "
                                      "modified=\"2013-01-02T13:00:00Z\" hash=\"")
                       + md5 + QStringLiteral("\" length=\"8876\" type=\"text/html\""))));
    const rsi::FindingList findings = rsi::test::validateBytes(document);
    for (const rsi::Finding &finding : findings) {
        QVERIFY2(!finding.ruleId.startsWith(u"ATT-") && finding.ruleId != u"GEN-019"
                     && finding.ruleId != u"GEN-020",
                 qPrintable(rsi::test::describe(findings)));
    }
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
}
