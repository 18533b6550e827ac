// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/findingmatcher.h"
#include "support/historyfixtures.h"

#include <QTest>

using rsi::Finding;
using rsi::FindingList;
using rsi::FindingMatch;
using rsi::test::finding;

namespace {

const QString list = QStringLiteral("https://example.org/resourcelist.xml");
const QString other = QStringLiteral("https://example.org/changelist.xml");

// "RULE@line" of each finding, sorted.
QStringList keys(const FindingList &findings)
{
    QStringList result;
    for (const Finding &item : findings)
        result.append(QStringLiteral("%1@%2").arg(item.ruleId).arg(item.position.line));
    result.sort();
    return result;
}

QStringList pairs(const FindingMatch &match)
{
    QStringList result;
    for (const auto &[earlier, later] : match.remaining)
        result.append(QStringLiteral("%1@%2>%3")
                          .arg(earlier.ruleId)
                          .arg(earlier.position.line)
                          .arg(later.position.line));
    result.sort();
    return result;
}

// Every finding of `findings` moved down by `lines`.
FindingList shifted(FindingList findings, qint64 lines)
{
    for (Finding &item : findings)
        item.position.line += lines;
    return findings;
}

} // namespace

class tst_FindingMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameFindingsRemain();
    void shiftedLinesStillMatch();
    void insertionAboveMovesOnlyWhatFollows();
    void fixedAndNewOfOneRule();
    void repeatedFindingsShiftTogether();
    void messageNamingALineFollowsTheShift();
    void farAwayIsNotTheSameFinding();
    void documentsAreMatchedApart();
    void findingsWithoutPosition();
    void oneLineDocuments();
    void manyFindings();
};

void tst_FindingMatcher::sameFindingsRemain()
{
    const FindingList findings = {finding(QStringLiteral("RL-005"), list, 3),
                                  finding(QStringLiteral("ATT-010"), list, 12, 40),
                                  finding(QStringLiteral("ATT-010"), list, 15, 40)};
    const FindingMatch match = rsi::matchFindings(findings, findings);
    QVERIFY(match.fresh.isEmpty());
    QVERIFY(match.fixed.isEmpty());
    QCOMPARE(pairs(match),
             (QStringList {QStringLiteral("ATT-010@12>12"), QStringLiteral("ATT-010@15>15"),
                           QStringLiteral("RL-005@3>3")}));
    QVERIFY(rsi::matchFindings({}, {}).remaining.isEmpty());
}

void tst_FindingMatcher::shiftedLinesStillMatch()
{
    // Forty lines added at the top: far more than "nearby".
    const FindingList before = {finding(QStringLiteral("ATT-002"), list, 8),
                                finding(QStringLiteral("ATT-010"), list, 30),
                                finding(QStringLiteral("RL-003"), list, 4)};
    const FindingMatch match = rsi::matchFindings(before, shifted(before, 40));
    QVERIFY(match.fresh.isEmpty());
    QVERIFY(match.fixed.isEmpty());
    QCOMPARE(pairs(match),
             (QStringList {QStringLiteral("ATT-002@8>48"), QStringLiteral("ATT-010@30>70"),
                           QStringLiteral("RL-003@4>44")}));
}

void tst_FindingMatcher::insertionAboveMovesOnlyWhatFollows()
{
    const FindingList before
        = {finding(QStringLiteral("A-1"), list, 10), finding(QStringLiteral("A-1"), list, 20),
           finding(QStringLiteral("B-2"), list, 30), finding(QStringLiteral("A-1"), list, 40)};
    // A new finding at line 25 with 100 lines inserted: what follows moves.
    const FindingList after
        = {finding(QStringLiteral("A-1"), list, 10), finding(QStringLiteral("A-1"), list, 20),
           finding(QStringLiteral("C-3"), list, 25), finding(QStringLiteral("B-2"), list, 130),
           finding(QStringLiteral("A-1"), list, 140)};
    const FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(keys(match.fresh), QStringList {QStringLiteral("C-3@25")});
    QVERIFY(match.fixed.isEmpty());
    QCOMPARE(match.remaining.size(), 4);
}

void tst_FindingMatcher::fixedAndNewOfOneRule()
{
    // The entry at line 6 fixed, another entry at line 90 broken the same way.
    const QString message = QStringLiteral("length is not a number");
    const FindingList before = {finding(QStringLiteral("ATT-010"), list, 6, 40, message),
                                finding(QStringLiteral("ATT-010"), list, 50, 40, message)};
    const FindingList after = {finding(QStringLiteral("ATT-010"), list, 50, 40, message),
                               finding(QStringLiteral("ATT-010"), list, 90, 40, message)};
    const FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(match.remaining.size(), 1);
    QCOMPARE(match.fixed.size(), 1);
    QCOMPARE(match.fresh.size(), 1);
    // Which of the two alike is called fixed does not matter; that one was
    // fixed and one is new does.
    QCOMPARE(match.fixed.first().ruleId, QStringLiteral("ATT-010"));
    QCOMPARE(match.fresh.first().ruleId, QStringLiteral("ATT-010"));
}

void tst_FindingMatcher::repeatedFindingsShiftTogether()
{
    // Alike findings that all moved by 40 lines remain, each with its own.
    const QString message = QStringLiteral("uses a time zone offset");
    const FindingList before = {finding(QStringLiteral("ATT-002"), list, 10, 5, message),
                                finding(QStringLiteral("ATT-002"), list, 20, 5, message)};
    FindingMatch match = rsi::matchFindings(before, shifted(before, 40));
    QCOMPARE(pairs(match),
             (QStringList {QStringLiteral("ATT-002@10>50"), QStringLiteral("ATT-002@20>60")}));
    // One of them fixed, the other moved with the rest of the document.
    const FindingList withHeader
        = FindingList {finding(QStringLiteral("RL-003"), list, 4)} + before;
    const FindingList after = {finding(QStringLiteral("RL-003"), list, 44),
                               finding(QStringLiteral("ATT-002"), list, 60, 5, message)};
    match = rsi::matchFindings(withHeader, after);
    QCOMPARE(match.remaining.size(), 2);
    QCOMPARE(keys(match.fixed), QStringList {QStringLiteral("ATT-002@10")});
    QVERIFY(match.fresh.isEmpty());
}

void tst_FindingMatcher::messageNamingALineFollowsTheShift()
{
    const FindingList before
        = {finding(QStringLiteral("RL-001"), list, 3),
           finding(QStringLiteral("CL-009"), list, 30, 5, QStringLiteral("after line 12")),
           finding(QStringLiteral("RL-002"), list, 40)};
    const FindingList after
        = {finding(QStringLiteral("RL-001"), list, 13),
           finding(QStringLiteral("CL-009"), list, 40, 5, QStringLiteral("after line 22")),
           finding(QStringLiteral("RL-002"), list, 50)};
    const FindingMatch match = rsi::matchFindings(before, after);
    QVERIFY(match.fresh.isEmpty());
    QVERIFY(match.fixed.isEmpty());
    QVERIFY(pairs(match).contains(QStringLiteral("CL-009@30>40")));
}

void tst_FindingMatcher::farAwayIsNotTheSameFinding()
{
    const FindingList before
        = {finding(QStringLiteral("RL-001"), list, 3),
           finding(QStringLiteral("ATT-010"), list, 20, 5, QStringLiteral("length \"abc\""))};
    const FindingList after
        = {finding(QStringLiteral("RL-001"), list, 3),
           finding(QStringLiteral("ATT-010"), list, 90, 5, QStringLiteral("length \"abd\""))};
    FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(keys(match.fixed), QStringList {QStringLiteral("ATT-010@20")});
    QCOMPARE(keys(match.fresh), QStringList {QStringLiteral("ATT-010@90")});
    // Nearby (two lines off), a changed value is still the same problem.
    const FindingList near
        = {finding(QStringLiteral("RL-001"), list, 3),
           finding(QStringLiteral("ATT-010"), list, 22, 5, QStringLiteral("length \"abd\""))};
    match = rsi::matchFindings(before, near);
    QVERIFY(match.fresh.isEmpty());
    QVERIFY(match.fixed.isEmpty());
    // Another rule at the same place is not.
    const FindingList otherRule
        = {finding(QStringLiteral("RL-001"), list, 3),
           finding(QStringLiteral("ATT-011"), list, 20, 5, QStringLiteral("length \"abc\""))};
    match = rsi::matchFindings(before, otherRule);
    QCOMPARE(match.fresh.size(), 1);
    QCOMPARE(match.fixed.size(), 1);
}

void tst_FindingMatcher::documentsAreMatchedApart()
{
    const FindingList before = {finding(QStringLiteral("CL-003"), list, 4)};
    const FindingList after = {finding(QStringLiteral("CL-003"), other, 4)};
    const FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(match.fixed.size(), 1);
    QCOMPARE(match.fixed.first().url, list);
    QCOMPARE(match.fresh.size(), 1);
    QCOMPARE(match.fresh.first().url, other);
    QVERIFY(match.remaining.isEmpty());
}

void tst_FindingMatcher::findingsWithoutPosition()
{
    const FindingList before = {finding(QStringLiteral("NET-001"), list, 0, 0),
                                finding(QStringLiteral("DISC-001"), other, 0, 0)};
    const FindingList after
        = {finding(QStringLiteral("NET-001"), list, 0, 0, QStringLiteral("another wording")),
           finding(QStringLiteral("RL-005"), other, 5)};
    const FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(match.remaining.size(), 1); // NET-001: same rule, no position on either side
    QCOMPARE(keys(match.fixed), QStringList {QStringLiteral("DISC-001@0")});
    QCOMPARE(keys(match.fresh), QStringList {QStringLiteral("RL-005@5")});
}

void tst_FindingMatcher::oneLineDocuments()
{
    // A list without line breaks: every entry on line 2, told apart by column.
    FindingList before;
    for (int i = 0; i < 20; ++i)
        before.append(finding(QStringLiteral("ATT-002"), list, 2, 100 + 150 * i,
                              QStringLiteral("lastmod %1").arg(i)));
    FindingList after = before;
    after.removeAt(7); // fixed
    for (Finding &item : after)
        item.position.column += 150; // one entry inserted before them
    const FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(match.fixed.size(), 1);
    QCOMPARE(match.fixed.first().message, QStringLiteral("lastmod 7"));
    QVERIFY(match.fresh.isEmpty());
    QCOMPARE(match.remaining.size(), 19);
}

void tst_FindingMatcher::manyFindings()
{
    // 50,000 alike findings, 10 lines added above all of them, every
    // hundredth fixed.
    FindingList before;
    FindingList after;
    for (int i = 0; i < 50'000; ++i) {
        const Finding item = finding(QStringLiteral("ATT-002"), list, 10 + 5 * i, 30,
                                     QStringLiteral("uses a time zone offset"));
        before.append(item);
        if (i % 100 != 0)
            after.append(shifted({item}, 10).first());
    }
    const FindingMatch match = rsi::matchFindings(before, after);
    QCOMPARE(match.fixed.size(), 500);
    QVERIFY(match.fresh.isEmpty());
    QCOMPARE(match.remaining.size(), 49'500);
}

QTEST_GUILESS_MAIN(tst_FindingMatcher)
#include "tst_findingmatcher.moc"
