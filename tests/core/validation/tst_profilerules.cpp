// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The profile's generic fallbacks (GEN-010/021/022/028, TA-001, ATT-005/006/
// 015/016, NAV-001, DISC-003, ATT-003) and the expected-type X-001 rules.
// The type-specific profile entries are tested with their types' rules.
#include "support/validationharness.h"

#include <QRegularExpression>
#include <QTest>

Q_DECLARE_METATYPE(rsi::ValidationOptions)

namespace {

const QString at = QStringLiteral("at=\"2013-01-03T09:00:00Z\"");
const QString from = QStringLiteral("from=\"2013-01-03T00:00:00Z\"");
const QString defaultUrl = QStringLiteral("http://example.com/dataset1/document.xml");
const QString wellKnownUrl = QStringLiteral("http://example.com/.well-known/resourcesync");

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

QString md(const QString &attributes)
{
    return QStringLiteral("<rs:md ") + attributes + QStringLiteral("/>");
}

QByteArray doc(const QString &root, const QString &capability, const QString &top,
               const QString &body)
{
    return rsi::test::rsDocument(root, capability, top, rsi::test::upLink() + body);
}

QByteArray sourceDescription(const QString &body)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("description"), {}, body);
}

QByteArray capabilityList(const QString &body)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("capabilitylist"), {},
        QStringLiteral(
            "  <rs:ln rel=\"up\" href=\"http://example.com/.well-known/resourcesync\"/>\n")
            + body);
}

QByteArray resourceList(const QString &body, const QString &top = at)
{
    return doc(QStringLiteral("urlset"), QStringLiteral("resourcelist"), top, body);
}

QByteArray resourceListIndex(const QString &body)
{
    return doc(QStringLiteral("sitemapindex"), QStringLiteral("resourcelist"), at, body);
}

QByteArray changeListIndex(const QString &body)
{
    return doc(QStringLiteral("sitemapindex"), QStringLiteral("changelist"), from, body);
}

QByteArray changeList(const QString &body)
{
    return doc(QStringLiteral("urlset"), QStringLiteral("changelist"), from, body);
}

QString capl(int n, const QString &capability)
{
    return url(QStringLiteral("http://example.com/dataset1/%1.xml").arg(n),
               md(QStringLiteral("capability=\"") + capability + u'"'));
}

rsi::ValidationOptions version(rsi::SpecVersion specVersion)
{
    rsi::ValidationOptions options;
    options.specVersion = specVersion;
    return options;
}

rsi::ValidationOptions expecting(const QString &capability, bool index)
{
    rsi::ValidationOptions options;
    options.expectedCapability = capability;
    options.expectIndex = index;
    return options;
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

class tst_ProfileRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void sizeLimitsAreConfigurable();
    void oneFaultOneFinding_data();
    void oneFaultOneFinding();
    void upLinkMessageNamesTheParent_data();
    void upLinkMessageNamesTheParent();
    void messagesReadAsEnglish_data();
    void messagesReadAsEnglish();
};

void tst_ProfileRules::rules_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<rsi::ValidationOptions>("options");
    QTest::addColumn<QString>("documentUrl");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("severity");

    const rsi::ValidationOptions v11;
    const rsi::ValidationOptions v10 = version(rsi::SpecVersion::V1_0);
    const QString none;
    const QString error = QStringLiteral("error");
    const QString warning = QStringLiteral("warning");
    const QString info = QStringLiteral("info");
    const QString res1 = QStringLiteral("http://example.com/res1");
    const QString rl1 = QStringLiteral("http://example.com/dataset1/resourcelist1.xml");
    const QString rl2 = QStringLiteral("http://example.com/dataset1/resourcelist2.xml");

    // GEN-010: exactly one non-empty loc
    QTest::newRow("GEN-010 two loc")
        << resourceList(QStringLiteral("  <url><loc>http://example.com/a</loc>"
                                       "<loc>http://example.com/b</loc></url>\n"))
        << v11 << defaultUrl << QStringLiteral("GEN-010") << true << error;
    QTest::newRow("GEN-010 one loc") << resourceList(url(res1)) << v11 << defaultUrl
                                     << QStringLiteral("GEN-010") << false << none;
    QTest::newRow("GEN-010 Change Dump Index child without loc")
        << doc(QStringLiteral("sitemapindex"), QStringLiteral("changedump"), from,
               QStringLiteral("  <sitemap>") + md(from) + QStringLiteral("</sitemap>\n"))
        << v11 << defaultUrl << QStringLiteral("GEN-010") << true << error;
    QTest::newRow("GEN-010 unknown capability, blank loc")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("nonsense"), {},
                                 url(QStringLiteral("   ")))
        << v11 << defaultUrl << QStringLiteral("GEN-010") << true << error;
    QTest::newRow("GEN-010 missing loc in a Resource List is RL-008's")
        << resourceList(QStringLiteral("  <url><lastmod>2013-01-01</lastmod></url>\n")) << v11
        << defaultUrl << QStringLiteral("GEN-010") << false << none;

    // GEN-021: entry count (an index; a Resource List has RL-014)
    rsi::ValidationOptions three;
    three.maxEntries = 3;
    const QString four = sitemap(rl1) + sitemap(rl2)
        + sitemap(QStringLiteral("http://example.com/dataset1/resourcelist3.xml"))
        + sitemap(QStringLiteral("http://example.com/dataset1/resourcelist4.xml"));
    const QString threeChildren = sitemap(rl1) + sitemap(rl2)
        + sitemap(QStringLiteral("http://example.com/dataset1/resourcelist3.xml"));
    QTest::newRow("GEN-021 four entries, three allowed")
        << resourceListIndex(four) << three << defaultUrl << QStringLiteral("GEN-021") << true
        << error;
    QTest::newRow("GEN-021 three entries, three allowed")
        << resourceListIndex(threeChildren) << three << defaultUrl << QStringLiteral("GEN-021")
        << false << none;
    QTest::newRow("GEN-021 Resource List is RL-014's") << resourceList(
        url(QStringLiteral("http://example.com/a")) + url(QStringLiteral("http://example.com/b"))
        + url(QStringLiteral("http://example.com/c")) + url(QStringLiteral("http://example.com/d")))
                                                       << three << defaultUrl
                                                       << QStringLiteral("GEN-021") << false
                                                       << none;

    // GEN-022: byte size
    rsi::ValidationOptions small;
    small.maxBytes = 300;
    QTest::newRow("GEN-022 over the byte limit")
        << changeListIndex(sitemap(rl1, md(from)) + sitemap(rl2, md(from))) << small << defaultUrl
        << QStringLiteral("GEN-022") << true << error;
    QTest::newRow("GEN-022 default limit")
        << changeListIndex(sitemap(rl1, md(from)) + sitemap(rl2, md(from))) << v11 << defaultUrl
        << QStringLiteral("GEN-022") << false << none;

    // GEN-028: duplicate loc where each target is listed once
    QTest::newRow("GEN-028 Source Description")
        << sourceDescription(capl(1, QStringLiteral("capabilitylist"))
                             + capl(1, QStringLiteral("capabilitylist")))
        << v11 << defaultUrl << QStringLiteral("GEN-028") << true << warning;
    QTest::newRow("GEN-028 Capability List")
        << capabilityList(capl(1, QStringLiteral("resourcelist"))
                          + capl(1, QStringLiteral("changelist")))
        << v11 << defaultUrl << QStringLiteral("GEN-028") << true << warning;
    QTest::newRow("GEN-028 Capability List, distinct")
        << capabilityList(capl(1, QStringLiteral("resourcelist"))
                          + capl(2, QStringLiteral("changelist")))
        << v11 << defaultUrl << QStringLiteral("GEN-028") << false << none;
    QTest::newRow("GEN-028 Resource Dump Index")
        << doc(QStringLiteral("sitemapindex"), QStringLiteral("resourcedump"), at,
               sitemap(rl1) + sitemap(QStringLiteral(" ") + rl1))
        << v11 << defaultUrl << QStringLiteral("GEN-028") << true << warning;
    QTest::newRow("GEN-028 Change List may repeat")
        << changeList(url(res1, md(QStringLiteral("change=\"created\"")))
                      + url(res1, md(QStringLiteral("change=\"updated\""))))
        << v11 << defaultUrl << QStringLiteral("GEN-028") << false << none;

    // TA-001: Appendix A where no type-specific rule names the fault
    QTest::newRow("TA-001 from at the root of a Resource Dump Index")
        << doc(QStringLiteral("sitemapindex"), QStringLiteral("resourcedump"), at + u' ' + from,
               sitemap(rl1))
        << v11 << defaultUrl << QStringLiteral("TA-001") << true << error;
    QTest::newRow("TA-001 Resource Dump Index with at only")
        << doc(QStringLiteral("sitemapindex"), QStringLiteral("resourcedump"), at, sitemap(rl1))
        << v11 << defaultUrl << QStringLiteral("TA-001") << false << none;
    QTest::newRow("TA-001 at on a Capability List entry is a warning")
        << capabilityList(url(rl1, md(QStringLiteral("capability=\"resourcelist\" ") + at))) << v11
        << defaultUrl << QStringLiteral("TA-001") << true << warning;
    QTest::newRow("TA-001 Capability List entry without times")
        << capabilityList(capl(1, QStringLiteral("resourcelist"))) << v11 << defaultUrl
        << QStringLiteral("TA-001") << false << none;
    QTest::newRow("TA-001 from on an extension document's entry")
        << doc(QStringLiteral("urlset"), QStringLiteral("framework-notification"), {},
               url(res1, md(from)))
        << v11 << defaultUrl << QStringLiteral("TA-001") << true << error;

    // ATT-005: url-level capability outside SD and CapL
    QTest::newRow("ATT-005 capability on a Resource Dump entry")
        << doc(QStringLiteral("urlset"), QStringLiteral("resourcedump"), at,
               url(QStringLiteral("http://example.com/rd1.zip"),
                   md(QStringLiteral("type=\"application/zip\" length=\"1\" "
                                     "capability=\"resourcedump\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-005") << true << error;
    QTest::newRow("ATT-005 Resource Dump entry without capability")
        << doc(QStringLiteral("urlset"), QStringLiteral("resourcedump"), at,
               url(QStringLiteral("http://example.com/rd1.zip"),
                   md(QStringLiteral("type=\"application/zip\" length=\"1\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-005") << false << none;
    QTest::newRow("ATT-005 capability on a Change List Index child")
        << changeListIndex(sitemap(rl1, md(from + QStringLiteral(" capability=\"changelist\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-005") << true << error;
    QTest::newRow("ATT-005 Capability List entry")
        << capabilityList(capl(1, QStringLiteral("resourcelist"))) << v11 << defaultUrl
        << QStringLiteral("ATT-005") << false << none;
    // One fault, one id: a capability on an entry is ATT-005 in every
    // document, not RL-010 here and ATT-005 there (issue 14).
    QTest::newRow("ATT-005 capability on a Resource List entry")
        << resourceList(url(res1, md(QStringLiteral("capability=\"resourcelist\"")))) << v11
        << defaultUrl << QStringLiteral("ATT-005") << true << error;
    QTest::newRow("ATT-005 capability on a Resource List entry is not RL-010")
        << resourceList(url(res1, md(QStringLiteral("capability=\"resourcelist\"")))) << v11
        << defaultUrl << QStringLiteral("RL-010") << false << none;
    QTest::newRow("ATT-005 capability on a Change List entry")
        << doc(QStringLiteral("urlset"), QStringLiteral("changelist"), from,
               url(res1, md(QStringLiteral("change=\"updated\" capability=\"changelist\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-005") << true << error;
    QTest::newRow("ATT-005 none on an unknown document")
        << doc(QStringLiteral("urlset"), QStringLiteral("resourcelists"), at,
               url(res1, md(QStringLiteral("capability=\"resourcelist\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-005") << false << none;
    QTest::newRow("ATT-006 none on an unknown document")
        << doc(QStringLiteral("urlset"), QStringLiteral("resourcelists"), at,
               url(res1, md(QStringLiteral("change=\"created\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-006") << false << none;

    // ATT-006: change outside CL and CDM
    QTest::newRow("ATT-006 change on a Change List Index child")
        << changeListIndex(sitemap(rl1, md(from + QStringLiteral(" change=\"created\"")))) << v11
        << defaultUrl << QStringLiteral("ATT-006") << true << error;
    QTest::newRow("ATT-006 change on a Source Description entry")
        << sourceDescription(url(QStringLiteral("http://example.com/capabilitylist.xml"),
                                 md(QStringLiteral("capability=\"capabilitylist\" "
                                                   "change=\"created\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-006") << true << error;
    QTest::newRow("ATT-006 change in a Change List")
        << changeList(url(res1, md(QStringLiteral("change=\"created\"")))) << v11 << defaultUrl
        << QStringLiteral("ATT-006") << false << none;

    // ATT-015: path outside manifests
    QTest::newRow("ATT-015 path on a Change List Index child")
        << changeListIndex(sitemap(rl1, md(from + QStringLiteral(" path=\"/a\"")))) << v11
        << defaultUrl << QStringLiteral("ATT-015") << true << error;
    QTest::newRow("ATT-015 path on an rs:ln in a Resource List")
        << resourceList(url(res1,
                            QStringLiteral("<rs:ln rel=\"duplicate\" "
                                           "href=\"http://example.com/m\" path=\"/a\"/>")))
        << v11 << defaultUrl << QStringLiteral("ATT-015") << true << error;
    QTest::newRow("ATT-015 path on a root rs:ln")
        << resourceList(QStringLiteral("<rs:ln rel=\"describedby\" href=\"http://example.com/d\" "
                                       "path=\"/a\"/>")
                        + url(res1))
        << v11 << defaultUrl << QStringLiteral("ATT-015") << true << error;
    QTest::newRow("ATT-015 patch path in a Change Dump Manifest")
        << doc(QStringLiteral("urlset"), QStringLiteral("changedump-manifest"), from,
               url(res1,
                   QStringLiteral("<lastmod>2013-01-03T11:00:00Z</lastmod>")
                       + md(QStringLiteral("change=\"updated\" path=\"/changes/res1\" "
                                           "type=\"text/html\""))
                       + QStringLiteral("<rs:ln rel=\"http://www.openarchives.org/rs/terms/"
                                        "patch\" href=\"http://example.com/res1.diff\" "
                                        "type=\"text/x-diff\" path=\"/changes/res1.diff\"/>")))
        << v11 << defaultUrl << QStringLiteral("ATT-015") << false << none;

    // ATT-016: datetime only on CL/CDM entries; a 1.1 attribute
    const QByteArray clWithDatetime = changeList(
        url(res1,
            QStringLiteral("<lastmod>2013-01-03T11:00:00Z</lastmod>")
                + md(QStringLiteral("change=\"updated\" datetime=\"2013-01-03T11:00:00Z\""))));
    QTest::newRow("ATT-016 datetime in a Change List (1.1)")
        << clWithDatetime << v11 << defaultUrl << QStringLiteral("ATT-016") << false << none;
    QTest::newRow("ATT-016 datetime in a Change List (1.0) is a 1.1 attribute")
        << clWithDatetime << v10 << defaultUrl << QStringLiteral("ATT-016") << true << warning;
    QTest::newRow("ATT-016 datetime on a Change List Index child")
        << changeListIndex(
               sitemap(rl1, md(from + QStringLiteral(" datetime=\"2013-01-03T11:00:00Z\""))))
        << v11 << defaultUrl << QStringLiteral("ATT-016") << true << error;
    QTest::newRow("ATT-016 datetime at the root (1.0)")
        << changeList(url(res1,
                          QStringLiteral("<lastmod>2013-01-03T11:00:00Z</lastmod>")
                              + md(QStringLiteral("change=\"updated\""))))
               .replace("from=", "datetime=\"2013-01-03T11:00:00Z\" from=")
        << v10 << defaultUrl << QStringLiteral("ATT-016") << true << warning;
    QTest::newRow("ATT-016 Change List without datetime (1.0)")
        << changeList(url(res1,
                          QStringLiteral("<lastmod>2013-01-03T11:00:00Z</lastmod>")
                              + md(QStringLiteral("change=\"updated\""))))
        << v10 << defaultUrl << QStringLiteral("ATT-016") << false << none;

    // NAV-001: one up link
    QTest::newRow("NAV-001 two up links")
        << resourceList(rsi::test::upLink() + url(res1)) << v11 << defaultUrl
        << QStringLiteral("NAV-001") << true << error;
    QTest::newRow("NAV-001 one up link") << resourceList(url(res1)) << v11 << defaultUrl
                                         << QStringLiteral("NAV-001") << false << none;

    // DISC-003: the well-known URI serves a Source Description
    QTest::newRow("DISC-003 Resource List at the well-known URI")
        << resourceList(url(res1)) << v11 << wellKnownUrl << QStringLiteral("DISC-003") << true
        << error;
    QTest::newRow("DISC-003 Source Description at the well-known URI")
        << sourceDescription(capl(1, QStringLiteral("capabilitylist"))) << v11 << wellKnownUrl
        << QStringLiteral("DISC-003") << false << none;
    QTest::newRow("DISC-003 Source Description Index at the well-known URI")
        << rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("description"), {},
                                 sitemap(QStringLiteral("http://example.com/sd1.xml")))
        << v11 << wellKnownUrl << QStringLiteral("DISC-003") << false << none;
    QTest::newRow("DISC-003 Resource List elsewhere")
        << resourceList(url(res1)) << v11 << defaultUrl << QStringLiteral("DISC-003") << false
        << none;

    // ATT-003: a comparison with reduced precision
    QTest::newRow("ATT-003 date-only at compared")
        << resourceList(url(res1),
                        QStringLiteral("at=\"2013-01-03\" "
                                       "completed=\"2013-01-03T09:01:00Z\""))
        << v11 << defaultUrl << QStringLiteral("ATT-003") << true << info;
    QTest::newRow("ATT-003 full precision")
        << resourceList(url(res1), at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\""))
        << v11 << defaultUrl << QStringLiteral("ATT-003") << false << none;

    // the document is what the caller expected
    const QByteArray sd = sourceDescription(capl(1, QStringLiteral("capabilitylist")));
    const QByteArray cap = capabilityList(capl(1, QStringLiteral("resourcelist")));
    const QByteArray rl = resourceList(url(res1));
    const QByteArray rli = resourceListIndex(sitemap(rl1));
    const QByteArray rd = doc(QStringLiteral("urlset"), QStringLiteral("resourcedump"), at,
                              url(QStringLiteral("http://example.com/rd1.zip"),
                                  md(QStringLiteral("type=\"application/zip\" length=\"1\""))));
    const QByteArray cl = changeList(url(res1, md(QStringLiteral("change=\"created\""))));
    const QByteArray cli = changeListIndex(sitemap(rl1, md(from)));
    const QByteArray cd
        = doc(QStringLiteral("urlset"), QStringLiteral("changedump"), from,
              url(QStringLiteral("http://example.com/cd1.zip"),
                  md(QStringLiteral("type=\"application/zip\" length=\"1\" ") + from)));
    struct Expectation
    {
        const char *rule;
        const char *capability;
        bool index;
        QByteArray right;
        QByteArray wrong;
    };
    const Expectation expectations[] = {
        {"SD-001", "description", false, sd, cap},  {"CAP-001", "capabilitylist", false, cap, sd},
        {"RL-001", "resourcelist", false, rl, rli}, {"RLI-001", "resourcelist", true, rli, rl},
        {"RD-001", "resourcedump", false, rd, rl},  {"CL-001", "changelist", false, cl, cli},
        {"CLI-001", "changelist", true, cli, cl},   {"CD-001", "changedump", false, cd, cl},
    };
    for (const Expectation &expectation : expectations) {
        const rsi::ValidationOptions options
            = expecting(QString::fromLatin1(expectation.capability), expectation.index);
        QTest::addRow("%s document of the expected type", expectation.rule)
            << expectation.right << options << defaultUrl << QString::fromLatin1(expectation.rule)
            << false << none;
        QTest::addRow("%s document of another type", expectation.rule)
            << expectation.wrong << options << defaultUrl << QString::fromLatin1(expectation.rule)
            << true << error;
    }
    QTest::newRow("CL-001 no expectation given")
        << cli << v11 << defaultUrl << QStringLiteral("CL-001") << false << none;
}

void tst_ProfileRules::rules()
{
    QFETCH(QByteArray, document);
    QFETCH(rsi::ValidationOptions, options);
    QFETCH(QString, documentUrl);
    QFETCH(QString, rule);
    QFETCH(bool, expected);
    QFETCH(QString, severity);

    const rsi::FindingList findings
        = rsi::test::validateBytes(document, options, QUrl(documentUrl));
    RSI_COMPARE_RULE(findings, rule, expected);
    if (expected && !severity.isEmpty()) {
        const std::optional<rsi::Severity> found = severityOf(findings, rule);
        QVERIFY(found);
        QCOMPARE(rsi::severityName(*found), severity);
    }
}

void tst_ProfileRules::sizeLimitsAreConfigurable()
{
    QString children;
    for (int i = 0; i < 10; ++i)
        children += sitemap(QStringLiteral("http://example.com/dataset1/rl%1.xml").arg(i));
    const QByteArray index = resourceListIndex(children);

    rsi::ValidationOptions options;
    options.maxEntries = 10;
    RSI_COMPARE_RULE(rsi::test::validateBytes(index, options), QStringLiteral("GEN-021"), false);
    options.maxEntries = 9;
    RSI_COMPARE_RULE(rsi::test::validateBytes(index, options), QStringLiteral("GEN-021"), true);

    options = {};
    options.maxBytes = index.size();
    RSI_COMPARE_RULE(rsi::test::validateBytes(index, options), QStringLiteral("GEN-022"), false);
    options.maxBytes = index.size() - 1;
    RSI_COMPARE_RULE(rsi::test::validateBytes(index, options), QStringLiteral("GEN-022"), true);
}

// Faults that two rules used to report: `reported` names the fault, and
// `notReported` must stay quiet.
void tst_ProfileRules::oneFaultOneFinding_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<rsi::ValidationOptions>("options");
    QTest::addColumn<QString>("reported");
    QTest::addColumn<QString>("notReported");

    const rsi::ValidationOptions v11;
    const rsi::ValidationOptions v10 = version(rsi::SpecVersion::V1_0);
    const QString until = QStringLiteral("until=\"2013-01-04T00:00:00Z\"");
    const QString cl1 = QStringLiteral("http://example.com/dataset1/changelist1.xml");
    const QString cd1 = QStringLiteral("http://example.com/dataset1/changedump1.zip");

    // until without from where from is Recommended: TA-003 only.
    QTest::newRow("until without from, Change List Index child")
        << changeListIndex(sitemap(cl1, md(until))) << v11 << QStringLiteral("TA-003")
        << QStringLiteral("CLI-005");
    QTest::newRow("until without from, Change Dump entry")
        << doc(QStringLiteral("urlset"), QStringLiteral("changedump"), from,
               url(cd1, md(until + QStringLiteral(" type=\"application/zip\" length=\"42\""))))
        << v11 << QStringLiteral("TA-003") << QStringLiteral("CD-007");
    QTest::newRow("until without from, Change Dump Index child") << doc(
        QStringLiteral("sitemapindex"), QStringLiteral("changedump"), from,
        sitemap(QStringLiteral("http://example.com/dataset1/changedump-index1.xml"), md(until)))
                                                                 << v11 << QStringLiteral("TA-003")
                                                                 << QStringLiteral("CDI-003");

    // A prefixed rs:at is the attribute in the wrong form, not a missing one.
    QTest::newRow("rs:at on a Resource List root")
        << resourceList(url(QStringLiteral("http://example.com/res1")),
                        QStringLiteral("rs:at=\"2013-01-03T09:00:00Z\""))
        << v11 << QStringLiteral("GEN-019") << QStringLiteral("RL-002");

    // datetime where it is not used at all: the placement rule alone, also in 1.0.
    QTest::newRow("datetime in a Resource List judged against 1.0")
        << resourceList(url(QStringLiteral("http://example.com/res1"),
                            md(QStringLiteral("datetime=\"2013-01-02T00:00:00Z\""))))
        << v10 << QStringLiteral("RL-010") << QStringLiteral("ATT-016");

    // Two up links in a Source Description Index: SD-008 says there should be none.
    QTest::newRow("two up links in a Source Description Index")
        << rsi::test::rsDocument(
               QStringLiteral("sitemapindex"), QStringLiteral("description"), {},
               QStringLiteral("  <rs:ln rel=\"up\" href=\"http://example.com/a.xml\"/>\n"
                              "  <rs:ln rel=\"up\" href=\"http://example.com/b.xml\"/>\n")
                   + sitemap(QStringLiteral("http://example.com/dataset1/sd1.xml")))
        << v11 << QStringLiteral("SD-008") << QStringLiteral("NAV-001");
}

void tst_ProfileRules::oneFaultOneFinding()
{
    QFETCH(QByteArray, document);
    QFETCH(rsi::ValidationOptions, options);
    QFETCH(QString, reported);
    QFETCH(QString, notReported);

    const rsi::FindingList findings = rsi::test::validateBytes(document, options);
    RSI_COMPARE_RULE(findings, reported, true);
    RSI_COMPARE_RULE(findings, notReported, false);
}

void tst_ProfileRules::upLinkMessageNamesTheParent_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("parent");

    const QString sd = QStringLiteral("Source Description");
    QTest::newRow("Capability List")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("capabilitylist"), {},
                                 capl(1, QStringLiteral("resourcelist")))
        << QStringLiteral("CAP-002") << sd;
    QTest::newRow("Capability List Index")
        << rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("capabilitylist"),
                                 {}, sitemap(QStringLiteral("http://example.com/capl1.xml")))
        << QStringLiteral("CAP-002") << sd;
    QTest::newRow("Resource List")
        << rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"), at,
                                 url(QStringLiteral("http://example.com/res1")))
        << QStringLiteral("RL-005") << QStringLiteral("Capability List");
}

void tst_ProfileRules::upLinkMessageNamesTheParent()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, rule);
    QFETCH(QString, parent);

    const rsi::FindingList findings = rsi::test::validateBytes(document);
    RSI_COMPARE_RULE(findings, rule, true);
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == rule)
            QVERIFY2(finding.message.contains(parent), qPrintable(finding.message));
    }
}

void tst_ProfileRules::messagesReadAsEnglish_data()
{
    // Every attribute where it is not used, at the root and on an entry, in
    // every kind of document, and documents of no known kind: the messages
    // put their values in sentences that must still read (issue 14: "has a
    // at attribute", "in a Unknown document").
    QTest::addColumn<QByteArray>("document");
    const QStringList capabilities = {QStringLiteral("description"),
                                      QStringLiteral("capabilitylist"),
                                      QStringLiteral("resourcelist"),
                                      QStringLiteral("resourcedump"),
                                      QStringLiteral("changelist"),
                                      QStringLiteral("changedump"),
                                      QStringLiteral("resourcedump-manifest"),
                                      QStringLiteral("changedump-manifest"),
                                      QStringLiteral("no-such-thing"),
                                      QStringLiteral("framework-notification")};
    const QString everything
        = QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:00:00Z\" "
                         "from=\"2013-01-03T09:00:00Z\" until=\"2013-01-03T09:00:00Z\"");
    const QString entryAttributes = everything
        + QStringLiteral(" change=\"updated\" datetime=\"2013-01-03T09:00:00Z\" path=\"/a\" "
                         "capability=\"resourcelist\"");
    for (const QString &capability : capabilities) {
        for (const QString &root : {QStringLiteral("urlset"), QStringLiteral("sitemapindex")}) {
            const QString child
                = root == u"urlset" ? QStringLiteral("url") : QStringLiteral("sitemap");
            const QString body = QStringLiteral("<%1><loc>http://example.com/a</loc>%2</%1>\n")
                                     .arg(child, md(entryAttributes))
                + QStringLiteral("<%1><loc>http://example.com/b</loc></%1>\n").arg(child)
                + QStringLiteral("<rs:ln rel=\"up\" href=\"http://example.com/c\" path=\"/x\"/>");
            const QByteArray name = (capability + u' ' + root).toUtf8();
            QTest::newRow(name.constData()) << doc(root, capability, everything, body);
        }
    }
}

void tst_ProfileRules::messagesReadAsEnglish()
{
    QFETCH(QByteArray, document);
    const rsi::FindingList findings = rsi::test::validateBytes(document, rsi::SpecVersion::V1_1);
    QVERIFY(!findings.isEmpty());
    // "a" before a vowel sound: the attribute names and type names that
    // begin with one ("at", "until", "Unknown document", "Extension ...").
    static const QRegularExpression wrongArticle(
        QStringLiteral("\\ba (at|until|Unknown|Extension|[aeioAEIO]\\w*)\\b"));
    for (const rsi::Finding &finding : findings) {
        QVERIFY2(!wrongArticle.match(finding.message).hasMatch(),
                 qPrintable(finding.ruleId + u": " + finding.message));
    }
}

QTEST_GUILESS_MAIN(tst_ProfileRules)
#include "tst_profilerules.moc"
