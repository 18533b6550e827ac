// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_GenericRules: valid documents have no errors, one finding per fault, site
// rules once per document, a large list in linear time, capped findings.
#include "tst_genericrules.h"

using namespace genericrulestest;

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
