// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/textdiff.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

#include <vector>

using namespace rsi;

class tst_TextDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsLines_data();
    void splitsLines();
    void alignsRows_data();
    void alignsRows();
    void findsALongestCommonSubsequence();
    void smallEditInALargeText();
    void unrelatedLargeTextsFallBackToACoarseResult();
    void tooManyLinesFallBackToACoarseResult();
};

namespace {

// "a b c" -> lines "a", "b", "c"; "" -> no lines.
QStringList words(const QString &text)
{
    return text.split(u' ', Qt::SkipEmptyParts);
}

QList<QStringView> viewsOf(const QStringList &lines)
{
    QList<QStringView> views;
    for (const QString &line : lines)
        views.append(line);
    return views;
}

// The rows as "=", "~", "-", "+", space separated.
QString kindsOf(const TextDiff &diff)
{
    QStringList kinds;
    for (const TextDiff::Row &row : diff.rows) {
        switch (row.kind) {
        case TextDiff::Kind::Equal:
            kinds.append(QStringLiteral("="));
            break;
        case TextDiff::Kind::Changed:
            kinds.append(QStringLiteral("~"));
            break;
        case TextDiff::Kind::Deleted:
            kinds.append(QStringLiteral("-"));
            break;
        case TextDiff::Kind::Inserted:
            kinds.append(QStringLiteral("+"));
            break;
        }
    }
    return kinds.join(u' ');
}

// What every result must be, exact or coarse: each line of each side
// exactly once and in order, Equal rows on equal lines, counts that add up.
void checkRows(const TextDiff &diff, const QList<QStringView> &left,
               const QList<QStringView> &right)
{
    qsizetype nextLeft = 0;
    qsizetype nextRight = 0;
    qsizetype counts[4] = {};
    for (const TextDiff::Row &row : diff.rows) {
        ++counts[int(row.kind)];
        const bool hasLeft = row.kind != TextDiff::Kind::Inserted;
        const bool hasRight = row.kind != TextDiff::Kind::Deleted;
        QCOMPARE(row.left >= 0, hasLeft);
        QCOMPARE(row.right >= 0, hasRight);
        if (hasLeft)
            QCOMPARE(row.left, nextLeft++);
        if (hasRight)
            QCOMPARE(row.right, nextRight++);
        if (row.kind == TextDiff::Kind::Equal)
            QCOMPARE(left.at(row.left), right.at(row.right));
    }
    QCOMPARE(nextLeft, left.size());
    QCOMPARE(nextRight, right.size());
    QCOMPARE(diff.equal, counts[int(TextDiff::Kind::Equal)]);
    QCOMPARE(diff.changed, counts[int(TextDiff::Kind::Changed)]);
    QCOMPARE(diff.deleted, counts[int(TextDiff::Kind::Deleted)]);
    QCOMPARE(diff.inserted, counts[int(TextDiff::Kind::Inserted)]);
}

qsizetype lcsLength(const QList<QStringView> &a, const QList<QStringView> &b)
{
    std::vector<qsizetype> previous(std::size_t(b.size() + 1), 0);
    std::vector<qsizetype> current(previous.size(), 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const auto at = std::size_t(j);
            current[at] = a.at(i - 1) == b.at(j - 1) ? previous[at - 1] + 1
                                                     : std::max(previous[at], current[at - 1]);
        }
        std::swap(previous, current);
    }
    return previous.back();
}

// About size bytes of text, a numbered line after another.
QString largeText(qsizetype size, const QString &tag)
{
    QString text;
    text.reserve(size + 100);
    for (int line = 0; text.size() < size; ++line)
        text += QStringLiteral("<url><loc>https://example.org/%1/item-%2</loc></url>\n")
                    .arg(tag, QString::number(line));
    return text;
}

} // namespace

void tst_TextDiff::splitsLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("one") << QStringLiteral("a") << QStringList {QStringLiteral("a")};
    QTest::newRow("final break") << QStringLiteral("a\n") << QStringList {QStringLiteral("a")};
    QTest::newRow("only a break") << QStringLiteral("\n") << QStringList {QString()};
    QTest::newRow("empty lines") << QStringLiteral("\n\nx")
                                 << QStringList {QString(), QString(), QStringLiteral("x")};
    QTest::newRow("every line end") << QStringLiteral("a\r\nb\rc\nd")
                                    << QStringList {QStringLiteral("a"), QStringLiteral("b"),
                                                    QStringLiteral("c"), QStringLiteral("d")};
    QTest::newRow("cr cr lf") << QStringLiteral("a\r\r\nb")
                              << QStringList {QStringLiteral("a"), QString(), QStringLiteral("b")};
}

void tst_TextDiff::splitsLines()
{
    QFETCH(QString, text);
    QFETCH(QStringList, lines);
    QStringList got;
    for (const QStringView line : splitLines(text))
        got.append(line.toString());
    QCOMPARE(got, lines);
}

void tst_TextDiff::alignsRows_data()
{
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");
    QTest::addColumn<QString>("rows");
    const auto add = [](const char *name, const char *left, const char *right, const char *rows) {
        QTest::newRow(name) << QString::fromLatin1(left) << QString::fromLatin1(right)
                            << QString::fromLatin1(rows);
    };
    add("both empty", "", "", "");
    add("identical", "a b c", "a b c", "= = =");
    add("all new", "", "a b", "+ +");
    add("all gone", "a b", "", "- -");
    add("one changed", "a b c", "a X c", "= ~ =");
    add("inserted", "a c", "a b c", "= + =");
    add("deleted", "a b c", "a c", "= - =");
    add("changed then inserted", "a b c", "a X Y c", "= ~ + =");
    add("changed then deleted", "a b c d", "a X d", "= ~ - =");
    add("first and last", "a b c", "X b Y", "~ = ~");
    add("repeated lines", "x x x", "x x", "= = -");
    add("nothing shared", "a b", "c d e", "~ ~ +");
    add("two runs", "a b c d e", "a B c d E F", "= ~ = = ~ +");
    add("case matters", "a", "A", "~");
    add("trailing space matters", "a", "a\t", "~");
}

void tst_TextDiff::alignsRows()
{
    QFETCH(QString, left);
    QFETCH(QString, right);
    QFETCH(QString, rows);
    const QStringList leftLines = words(left);
    const QStringList rightLines = words(right);
    const QList<QStringView> a = viewsOf(leftLines);
    const QList<QStringView> b = viewsOf(rightLines);
    const TextDiff diff = diffLines(a, b);
    checkRows(diff, a, b);
    QCOMPARE(kindsOf(diff), rows);
    QVERIFY(!diff.isCoarse());
    QCOMPARE(diff.isIdentical(), left == right);
}

// Random small texts over a small alphabet (so lines repeat, as "</url>"
// does): the equal rows are always a longest common subsequence.
void tst_TextDiff::findsALongestCommonSubsequence()
{
    QRandomGenerator random(20260101);
    const QString alphabet = QStringLiteral("abcd");
    for (int round = 0; round < 500; ++round) {
        QStringList a;
        QStringList b;
        const int n = int(random.bounded(0, 25));
        const int m = int(random.bounded(0, 25));
        for (int i = 0; i < n; ++i)
            a.append(alphabet.at(random.bounded(alphabet.size())));
        for (int j = 0; j < m; ++j)
            b.append(alphabet.at(random.bounded(alphabet.size())));
        const QList<QStringView> left = viewsOf(a);
        const QList<QStringView> right = viewsOf(b);
        const TextDiff diff = diffLines(left, right);
        checkRows(diff, left, right);
        QVERIFY2(diff.equal == lcsLength(left, right),
                 qPrintable(a.join(u',') + u" / " + b.join(u',')));
        QVERIFY(!diff.isCoarse());
    }
}

void tst_TextDiff::smallEditInALargeText()
{
    const QString original = largeText(5 * 1024 * 1024, QStringLiteral("a"));
    QList<QStringView> left = splitLines(original);
    QString edited = original;
    const qsizetype middle = edited.indexOf(u'\n', edited.size() / 2) + 1;
    edited.insert(middle, QStringLiteral("<url><loc>https://example.org/new</loc></url>\n"));
    edited.replace(QStringLiteral("item-10<"), QStringLiteral("item-ten<"));
    const QList<QStringView> right = splitLines(edited);

    QElapsedTimer clock;
    clock.start();
    const TextDiff diff = diffLines(left, right);
    qInfo("5 MB, %lld lines, two edits: %lld ms", qlonglong(left.size()),
          qlonglong(clock.elapsed()));
    QVERIFY(!diff.isCoarse());
    checkRows(diff, left, right);
    QCOMPARE(diff.inserted, 1);
    QCOMPARE(diff.changed, 1);
    QCOMPARE(diff.deleted, 0);
    QCOMPARE(diff.rows.at(10).kind, TextDiff::Kind::Changed);
}

void tst_TextDiff::unrelatedLargeTextsFallBackToACoarseResult()
{
    const QString one = largeText(5 * 1024 * 1024, QStringLiteral("a"));
    const QString two = largeText(5 * 1024 * 1024, QStringLiteral("b"));
    // The same first and last lines: the coarse result keeps them matched.
    const QString header = QStringLiteral("<?xml version='1.0'?>\n<urlset>\n");
    const QString footer = QStringLiteral("</urlset>\n");
    const QString leftText = header + one + footer;
    const QString rightText = header + two + footer;
    const QList<QStringView> left = splitLines(leftText);
    const QList<QStringView> right = splitLines(rightText);

    QElapsedTimer clock;
    clock.start();
    const TextDiff diff = diffLines(left, right);
    qInfo("two unrelated 5 MB texts: %lld ms", qlonglong(clock.elapsed()));
    QCOMPARE(diff.limit, TextDiff::Limit::Work);
    QVERIFY(diff.isCoarse());
    checkRows(diff, left, right);
    QCOMPARE(diff.rows.first().kind, TextDiff::Kind::Equal);
    QCOMPARE(diff.rows.at(1).kind, TextDiff::Kind::Equal);
    QCOMPARE(diff.rows.at(2).kind, TextDiff::Kind::Changed);
    QCOMPARE(diff.rows.last().kind, TextDiff::Kind::Equal);
    QCOMPARE(diff.equal, 3);
}

void tst_TextDiff::tooManyLinesFallBackToACoarseResult()
{
    const QStringList a = words(QStringLiteral("h 1 2 3 4 5 6 t"));
    const QStringList b = words(QStringLiteral("h 1 x 3 y 5 t"));
    const QList<QStringView> left = viewsOf(a);
    const QList<QStringView> right = viewsOf(b);
    TextDiffLimits limits;
    limits.maxLines = 4; // five and four lines differ between "h 1" and "t"
    const TextDiff coarse = diffLines(left, right, limits);
    QCOMPARE(coarse.limit, TextDiff::Limit::Lines);
    checkRows(coarse, left, right);
    QCOMPARE(kindsOf(coarse), QStringLiteral("= = ~ ~ ~ ~ - ="));
    // Within the limits the same texts are compared exactly.
    const TextDiff exact = diffLines(left, right);
    QVERIFY(!exact.isCoarse());
    QCOMPARE(exact.equal, 5);
}

QTEST_GUILESS_MAIN(tst_TextDiff)
#include "tst_textdiff.moc"
