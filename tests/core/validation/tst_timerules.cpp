// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QTest>

namespace {

const QString at = QStringLiteral("at=\"2013-01-03T09:00:00Z\"");
const QString from = QStringLiteral("from=\"2013-01-03T00:00:00Z\"");

QString entry(const QString &element, const QString &loc, const QString &mdAttributes)
{
    return QStringLiteral("  <") + element + QStringLiteral("><loc>") + loc
        + QStringLiteral("</loc><rs:md ") + mdAttributes + QStringLiteral("/></") + element
        + QStringLiteral(">\n");
}

QByteArray document(const QString &root, const QString &capability, const QString &top,
                    const QString &body)
{
    return rsi::test::rsDocument(root, capability, top, rsi::test::upLink() + body);
}

QByteArray resourceList(const QString &top)
{
    return document(QStringLiteral("urlset"), QStringLiteral("resourcelist"), top,
                    QStringLiteral("  <url><loc>http://example.com/res1</loc></url>\n"));
}

QByteArray changeList(const QString &top)
{
    return document(QStringLiteral("urlset"), QStringLiteral("changelist"), top,
                    entry(QStringLiteral("url"), QStringLiteral("http://example.com/res1"),
                          QStringLiteral("change=\"updated\"")));
}

// A Resource Dump whose one package entry has <rs:md MD/>.
QByteArray resourceDump(const QString &md)
{
    return document(QStringLiteral("urlset"), QStringLiteral("resourcedump"), at,
                    entry(QStringLiteral("url"), QStringLiteral("http://example.com/rd1.zip"),
                          QStringLiteral("type=\"application/zip\" length=\"4765\" ") + md));
}

// A Change List Index whose one child has <rs:md MD/>.
QByteArray changeListIndex(const QString &md)
{
    return document(
        QStringLiteral("sitemapindex"), QStringLiteral("changelist"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        entry(QStringLiteral("sitemap"), QStringLiteral("http://example.com/cl1.xml"), md));
}

} // namespace

class tst_TimeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocumentsHaveNoErrors_data();
    void validDocumentsHaveNoErrors();
    void impreciseComparisonIsNotedOnce();
};

void tst_TimeRules::rules_data()
{
    QTest::addColumn<QByteArray>("doc");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("severity");

    const QString none;
    const QString error = QStringLiteral("error");
    const QString warning = QStringLiteral("warning");

    // TA-002: completed only with at
    QTest::newRow("TA-002 entry completed without at")
        << resourceDump(QStringLiteral("completed=\"2013-01-03T09:10:00Z\""))
        << QStringLiteral("TA-002") << true << error;
    QTest::newRow("TA-002 entry completed with at")
        << resourceDump(QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                       "completed=\"2013-01-03T09:10:00Z\""))
        << QStringLiteral("TA-002") << false << none;
    QTest::newRow("TA-002 index child completed without at")
        << document(QStringLiteral("sitemapindex"), QStringLiteral("resourcelist"), at,
                    entry(QStringLiteral("sitemap"), QStringLiteral("http://example.com/rl1.xml"),
                          QStringLiteral("completed=\"2013-01-03T09:10:00Z\"")))
        << QStringLiteral("TA-002") << true << error;
    QTest::newRow("TA-002 extension root completed without at")
        << document(QStringLiteral("urlset"), QStringLiteral("changelist-archive"),
                    QStringLiteral("completed=\"2013-01-03T09:10:00Z\""), {})
        << QStringLiteral("TA-002") << true << error;
    QTest::newRow("TA-002 root without at is RL-002's")
        << resourceList(QStringLiteral("completed=\"2013-01-03T09:10:00Z\""))
        << QStringLiteral("TA-002") << false << none;
    QTest::newRow("TA-002 completed in a Change List is CL-004's")
        << changeList(from + QStringLiteral(" completed=\"2013-01-03T09:10:00Z\""))
        << QStringLiteral("TA-002") << false << none;
    QTest::newRow("TA-002 completed on a Resource List entry is RL-010's")
        << document(QStringLiteral("urlset"), QStringLiteral("resourcelist"), at,
                    entry(QStringLiteral("url"), QStringLiteral("http://example.com/res1"),
                          QStringLiteral("completed=\"2013-01-03T09:10:00Z\"")))
        << QStringLiteral("TA-002") << false << none;

    // TA-003: until only with from
    QTest::newRow("TA-003 index child until without from")
        << changeListIndex(QStringLiteral("until=\"2013-01-02T00:00:00Z\""))
        << QStringLiteral("TA-003") << true << error;
    QTest::newRow("TA-003 index child until with from")
        << changeListIndex(QStringLiteral("from=\"2013-01-01T00:00:00Z\" "
                                          "until=\"2013-01-02T00:00:00Z\""))
        << QStringLiteral("TA-003") << false << none;
    QTest::newRow("TA-003 Change Dump entry until without from")
        << document(QStringLiteral("urlset"), QStringLiteral("changedump"), from,
                    entry(QStringLiteral("url"), QStringLiteral("http://example.com/cd1.zip"),
                          QStringLiteral("type=\"application/zip\" length=\"1\" "
                                         "until=\"2013-01-04T00:00:00Z\"")))
        << QStringLiteral("TA-003") << true << error;
    QTest::newRow("TA-003 extension root until without from")
        << document(QStringLiteral("urlset"), QStringLiteral("changelist-archive"),
                    QStringLiteral("until=\"2013-01-04T00:00:00Z\""), {})
        << QStringLiteral("TA-003") << true << error;
    QTest::newRow("TA-003 root without from is CL-002's")
        << changeList(QStringLiteral("until=\"2013-01-04T00:00:00Z\"")) << QStringLiteral("TA-003")
        << false << none;
    QTest::newRow("TA-003 until in a Resource List is RL-004's")
        << resourceList(at + QStringLiteral(" until=\"2013-01-04T00:00:00Z\""))
        << QStringLiteral("TA-003") << false << none;

    // TA-004: completed >= at
    QTest::newRow("TA-004 completed before at")
        << resourceList(at + QStringLiteral(" completed=\"2013-01-03T08:59:59Z\""))
        << QStringLiteral("TA-004") << true << error;
    QTest::newRow("TA-004 completed equals at")
        << resourceList(at + QStringLiteral(" completed=\"2013-01-03T09:00:00Z\""))
        << QStringLiteral("TA-004") << false << none;
    QTest::newRow("TA-004 completed after at")
        << resourceList(at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\""))
        << QStringLiteral("TA-004") << false << none;
    QTest::newRow("TA-004 same instant in another zone")
        << resourceList(at + QStringLiteral(" completed=\"2013-01-03T10:00:00+01:00\""))
        << QStringLiteral("TA-004") << false << none;
    QTest::newRow("TA-004 earlier once converted to UTC")
        << resourceList(at + QStringLiteral(" completed=\"2013-01-03T09:30:00+01:00\""))
        << QStringLiteral("TA-004") << true << error;
    QTest::newRow("TA-004 millisecond earlier")
        << resourceList(QStringLiteral("at=\"2013-01-03T09:00:00.001Z\" "
                                       "completed=\"2013-01-03T09:00:00Z\""))
        << QStringLiteral("TA-004") << true << error;
    QTest::newRow("TA-004 on an entry")
        << resourceDump(QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                       "completed=\"2013-01-02T09:10:00Z\""))
        << QStringLiteral("TA-004") << true << error;
    QTest::newRow("TA-004 invalid completed is ATT-001's")
        << resourceList(at + QStringLiteral(" completed=\"2013-01-02\u00a0\""))
        << QStringLiteral("TA-004") << false << none;

    // TA-005: until >= from, equal is a warning
    QTest::newRow("TA-005 until before from")
        << changeList(from + QStringLiteral(" until=\"2013-01-02T23:59:59Z\""))
        << QStringLiteral("TA-005") << true << error;
    QTest::newRow("TA-005 until equals from")
        << changeList(from + QStringLiteral(" until=\"2013-01-03T00:00:00Z\""))
        << QStringLiteral("TA-005") << true << warning;
    QTest::newRow("TA-005 until after from")
        << changeList(from + QStringLiteral(" until=\"2013-01-04T00:00:00Z\""))
        << QStringLiteral("TA-005") << false << none;
    QTest::newRow("TA-005 on an index child")
        << changeListIndex(QStringLiteral("from=\"2013-01-02T00:00:00Z\" "
                                          "until=\"2013-01-01T00:00:00Z\""))
        << QStringLiteral("TA-005") << true << error;
    QTest::newRow("TA-005 offsets compared in UTC")
        << changeList(QStringLiteral("from=\"2013-01-03T00:00:00-05:00\" "
                                     "until=\"2013-01-03T04:00:00Z\""))
        << QStringLiteral("TA-005") << true << error;
}

void tst_TimeRules::rules()
{
    QFETCH(QByteArray, doc);
    QFETCH(QString, rule);
    QFETCH(bool, expected);
    QFETCH(QString, severity);

    const rsi::FindingList findings = rsi::test::validateBytes(doc);
    RSI_COMPARE_RULE(findings, rule, expected);
    if (expected) {
        for (const rsi::Finding &finding : findings) {
            if (finding.ruleId == rule)
                QCOMPARE(rsi::severityName(finding.severity), severity);
        }
    }
}

void tst_TimeRules::validDocumentsHaveNoErrors_data()
{
    QTest::addColumn<QByteArray>("doc");
    QTest::addColumn<QString>("version");

    const QByteArray rl = resourceList(at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\""));
    const QByteArray rd = resourceDump(QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                                      "completed=\"2013-01-03T09:10:00Z\""));
    const QByteArray cli = changeListIndex(QStringLiteral("from=\"2013-01-01T00:00:00Z\" "
                                                          "until=\"2013-01-02T00:00:00Z\""));
    const QByteArray cl = document(QStringLiteral("urlset"), QStringLiteral("changelist"),
                                   from + QStringLiteral(" until=\"2013-01-04T00:00:00Z\""),
                                   QStringLiteral("  <url><loc>http://example.com/res1</loc>"
                                                  "<lastmod>2013-01-03T11:00:00Z</lastmod>"
                                                  "<rs:md change=\"updated\"/></url>\n"));
    for (const QString &version : {QStringLiteral("1.0"), QStringLiteral("1.1")}) {
        const QByteArray tag = version.toUtf8();
        QTest::addRow("Resource List %s", tag.constData()) << rl << version;
        QTest::addRow("Resource Dump %s", tag.constData()) << rd << version;
        QTest::addRow("Change List Index %s", tag.constData()) << cli << version;
        QTest::addRow("closed Change List %s", tag.constData()) << cl << version;
    }
}

void tst_TimeRules::validDocumentsHaveNoErrors()
{
    QFETCH(QByteArray, doc);
    QFETCH(QString, version);
    const rsi::FindingList findings
        = rsi::test::validateBytes(doc, *rsi::specVersionFromName(version));
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    for (const rsi::Finding &finding : findings)
        QVERIFY2(!finding.ruleId.startsWith(u"TA-"), qPrintable(rsi::test::describe(findings)));
}

void tst_TimeRules::impreciseComparisonIsNotedOnce()
{
    // Two reduced-precision comparisons in one document: one ATT-003.
    const rsi::FindingList findings = rsi::test::validateBytes(
        document(QStringLiteral("urlset"), QStringLiteral("resourcedump"),
                 QStringLiteral("at=\"2013-01-03\" completed=\"2013-01-04\""),
                 entry(QStringLiteral("url"), QStringLiteral("http://example.com/rd1.zip"),
                       QStringLiteral("type=\"application/zip\" length=\"1\" at=\"2013-01-03\" "
                                      "completed=\"2013-01-03T10:00:00Z\""))));
    QCOMPARE(rsi::test::ruleIds(findings).count(QStringLiteral("ATT-003")), 1);
    RSI_COMPARE_RULE(findings, QStringLiteral("TA-004"), false);

    // A reduced-precision value compares as the start of its interval.
    const rsi::FindingList before = rsi::test::validateBytes(
        resourceList(QStringLiteral("at=\"2013-01-03\" completed=\"2013-01-02T23:00:00Z\"")));
    RSI_COMPARE_RULE(before, QStringLiteral("TA-004"), true);
    RSI_COMPARE_RULE(before, QStringLiteral("ATT-003"), true);

    const rsi::FindingList precise = rsi::test::validateBytes(
        resourceList(at + QStringLiteral(" completed=\"2013-01-03T09:01:00Z\"")));
    RSI_COMPARE_RULE(precise, QStringLiteral("ATT-003"), false);
}

QTEST_GUILESS_MAIN(tst_TimeRules)
#include "tst_timerules.moc"
