// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_LinkRules: valid documents, the specification's examples, values quoted in
// messages, and a misplaced patch link as one finding.
#include "tst_linkrules.h"

using namespace linktest;

void tst_LinkRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<bool>("judges10");

    const QString metadataLoc = QStringLiteral("http://example.com/res1_dc.xml");
    QTest::newRow("Change List with every kind of link") << changeList(
        url(res(), lastmod, entryMetadata,
            ln(QStringLiteral("duplicate"), QStringLiteral("http://mirror1.example.com/res1"),
               QStringLiteral("pri=\"1\""))
                + ln(QStringLiteral("duplicate"), QStringLiteral("http://mirror2.example.com/res1"),
                     QStringLiteral("pri=\"2\""))
                + ln(QStringLiteral("alternate"), QStringLiteral("http://example.com/res1.pdf"),
                     QStringLiteral("type=\"application/pdf\""))
                + ln(QStringLiteral("canonical"), QStringLiteral("http://example.com/generic"))
                + ln(patch, QStringLiteral("http://example.com/res1-patch"),
                     QStringLiteral("type=\"application/json-patch+json\""))
                + ln(QStringLiteral("describedby"), metadataLoc)
                + ln(QStringLiteral("memento"), QStringLiteral("http://example.com/1/res1"),
                     QStringLiteral("modified=\"%1\"").arg(lastmod))
                + ln(QStringLiteral("timegate"), QStringLiteral("http://example.com/tg/res1"))
                + ln(QStringLiteral("timemap"), QStringLiteral("http://example.com/tm/res1"))
                + ln(QStringLiteral("collection"), QStringLiteral("http://example.com/agg/1"))
                + ln(QStringLiteral("via"), QStringLiteral("http://original.example.com/r")))
        + url(metadataLoc, QStringLiteral("2013-01-03T19:00:00Z"),
              QStringLiteral("change=\"updated\" type=\"application/xml\""),
              ln(QStringLiteral("describes"), res())
                  + ln(QStringLiteral("profile"),
                       QStringLiteral("http://purl.org/dc/elements/1.1/"))))
                                                         << true;
    QTest::newRow("Change Dump with contents links")
        << changeDumpWith(ln(QStringLiteral("contents"), QStringLiteral("http://example.com/m.xml"),
                             QStringLiteral("type=\"application/xml\"")))
        << false;
    QTest::newRow("Change Dump Manifest with a patch")
        << manifestWith(ln(patch, QStringLiteral("http://example.com/p"),
                           QStringLiteral("type=\"application/json-patch+json\" path=\"/p/res1\"")))
        << false;
}

void tst_LinkRules::validDocuments()
{
    QFETCH(QByteArray, document);
    QFETCH(bool, judges10);
    const FindingList findings
        = rsi::test::validateBytes(document, judges10 ? SpecVersion::V1_0 : SpecVersion::V1_1);
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    for (const rsi::Finding &finding : findings) {
        if ((finding.ruleId.startsWith(u"LNK") || finding.ruleId == u"NAV-007")
            && finding.severity != Severity::Info)
            QFAIL(qPrintable(rsi::test::describe(findings)));
    }
}

// Ex. 24-33 (catalogue section 20), judged against both versions: valid, except
// Ex. 27 (hashes that are not hex digests) and Ex. 29 (a memento whose
// modified time is not the entry's <lastmod>: a warning).

void tst_LinkRules::specExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("judges10");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");

    const auto ids = [](std::initializer_list<const char *> list) {
        QStringList result;
        for (const char *id : list)
            result.append(QString::fromLatin1(id));
        return result;
    };
    for (const bool judges10 : {true, false}) {
        const char *version = judges10 ? "1.0" : "1.1";
        QTest::addRow("Ex. 24 (%s)", version)
            << QStringLiteral("ex24.xml") << judges10 << true << ids({"LNK-002"})
            << ids({"LNK-003", "LNK-004", "LNK-001"});
        QTest::addRow("Ex. 25 (%s)", version) << QStringLiteral("ex25.xml") << judges10 << true
                                              << QStringList() << ids({"LNK-004", "LNK-005"});
        QTest::addRow("Ex. 26 (%s)", version)
            << QStringLiteral("ex26.xml") << judges10 << true << QStringList() << ids({"LNK-007"});
        QTest::addRow("Ex. 27 (%s)", version) << QStringLiteral("ex27.xml") << judges10 << false
                                              << ids({"ATT-007", "LNK-006"}) << ids({"LNK-001"});
        QTest::addRow("Ex. 28 (%s)", version)
            << QStringLiteral("ex28.xml") << judges10 << true << QStringList() << ids({"LNK-008"});
        QTest::addRow("Ex. 29 (%s)", version)
            << QStringLiteral("ex29.xml") << judges10 << true << ids({"LNK-010"})
            << ids({"LNK-009", "LNK-011", "LNK-012", "LNK-013"});
        QTest::addRow("Ex. 30 (%s)", version)
            << QStringLiteral("ex30.xml") << judges10 << true << QStringList() << ids({"LNK-014"});
        QTest::addRow("Ex. 31 (%s)", version)
            << QStringLiteral("ex31.xml") << judges10 << true << QStringList() << QStringList();
        QTest::addRow("Ex. 32 (%s)", version) << QStringLiteral("ex32.xml") << judges10 << true
                                              << QStringList() << ids({"LNK-015", "LNK-016"});
        QTest::addRow("Ex. 33 (%s)", version) << QStringLiteral("ex33.xml") << judges10 << true
                                              << QStringList() << ids({"LNK-015", "LNK-016"});
    }
}

void tst_LinkRules::specExamples()
{
    QFETCH(QString, file);
    QFETCH(bool, judges10);
    QFETCH(bool, valid);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);

    const QByteArray bytes = rsi::test::readTestData(QStringLiteral("spec/") + file);
    QVERIFY2(!bytes.isEmpty(), qPrintable(file));
    const FindingList findings
        = rsi::test::validateBytes(bytes, judges10 ? SpecVersion::V1_0 : SpecVersion::V1_1);
    QVERIFY2(rsi::test::hasErrors(findings) != valid, qPrintable(rsi::test::describe(findings)));
    for (const QString &rule : std::as_const(present))
        RSI_COMPARE_RULE(findings, rule, true);
    for (const QString &rule : std::as_const(absent))
        RSI_COMPARE_RULE(findings, rule, false);
    // This group's findings on the examples are never errors.
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId.startsWith(u"LNK"))
            QVERIFY2(finding.severity != Severity::Error,
                     qPrintable(rsi::test::describe(findings)));
    }
}

// Values are quoted as written, even when they look like place markers.

void tst_LinkRules::messageQuotesValues()
{
    const QString loc = QStringLiteral("http://example.com/a%2Fb%1");
    const FindingList findings = rsi::test::validateBytes(
        changeList(url(loc, lastmod, entryMetadata, ln(QStringLiteral("collection"), loc))),
        SpecVersion::V1_1);
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId == u"LNK-014") {
            QVERIFY2(finding.message.count(loc) == 2, qPrintable(finding.message));
            return;
        }
    }
    QFAIL(qPrintable(rsi::test::describe(findings)));
}

// A patch in a Resource List, without a type: the misplacement says it all.

void tst_LinkRules::misplacedPatchIsOneFinding()
{
    const FindingList findings = rsi::test::validateBytes(
        resourceList(url(res(), QString(), QString(), ln(patch, QStringLiteral("http://e.com/p")))),
        SpecVersion::V1_1);
    QCOMPARE(rsi::test::ruleIds(findings).count(QStringLiteral("LNK-006")), 1);
}
