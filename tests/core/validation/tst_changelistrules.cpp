// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/validationharness.h"

#include <QFile>
#include <QTest>

namespace {

using rsi::FindingList;
using rsi::Severity;
using rsi::SpecVersion;

constexpr Severity info = Severity::Info;
constexpr Severity warning = Severity::Warning;
constexpr Severity error = Severity::Error;

// 2013-01-03Thh:00:00Z, the day of the spec's Change List examples.
QString t(int hour, int day = 3)
{
    return QStringLiteral("2013-01-%1T%2:00:00Z")
        .arg(QString::number(day).rightJustified(2, u'0'),
             QString::number(hour).rightJustified(2, u'0'));
}

QString attr(const QString &name, const QString &value)
{
    return name + QStringLiteral("=\"") + value + u'"';
}

QString fromAttr(int hour = 0, int day = 3)
{
    return attr(QStringLiteral("from"), t(hour, day));
}

// A <url>; a null lastmod or metadata is left out.
QString url(const QString &loc, const QString &lastmod, const QString &metadata,
            const QString &links = {})
{
    QString xml = QStringLiteral("  <url>");
    if (!loc.isNull())
        xml += QStringLiteral("<loc>") + loc + QStringLiteral("</loc>");
    if (!lastmod.isNull())
        xml += QStringLiteral("<lastmod>") + lastmod + QStringLiteral("</lastmod>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + links + QStringLiteral("</url>\n");
}

QString res(int n)
{
    return QStringLiteral("http://example.com/res%1.html").arg(n);
}

QString change(const QString &kind)
{
    return attr(QStringLiteral("change"), kind);
}

// A 1.0-style change: the time is <lastmod>.
QString change10(int n, int hour, const QString &kind = QStringLiteral("updated"))
{
    return url(res(n), t(hour), change(kind));
}

// A 1.1-style change: the time is datetime.
QString change11(int n, int hour, const QString &kind = QStringLiteral("updated"))
{
    return url(res(n), QString(), change(kind) + u' ' + attr(QStringLiteral("datetime"), t(hour)));
}

QByteArray changeList(const QString &urls, const QString &top = fromAttr(), bool withUp = true)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"), top,
                                 (withUp ? rsi::test::upLink() : QString()) + urls);
}

QString sitemap(const QString &loc, const QString &metadata)
{
    QString xml = QStringLiteral("  <sitemap>");
    if (!loc.isNull())
        xml += QStringLiteral("<loc>") + loc + QStringLiteral("</loc>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + QStringLiteral("</sitemap>\n");
}

QString list(int n)
{
    return QStringLiteral("http://example.com/2013010%1-changelist.xml").arg(n);
}

// A child [from, until) of a Change List Index, days of January 2013; until < 0: open.
QString child(int n, int fromDay, int untilDay)
{
    QString metadata = attr(QStringLiteral("from"), t(0, fromDay));
    if (untilDay >= 0)
        metadata += u' ' + attr(QStringLiteral("until"), t(0, untilDay));
    return sitemap(list(n), metadata);
}

QByteArray changeListIndex(const QString &sitemaps, const QString &top = fromAttr(0, 1),
                           bool withUp = true)
{
    return rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("changelist"), top,
                                 (withUp ? rsi::test::upLink() : QString()) + sitemaps);
}
} // namespace

class tst_ChangeListRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
    void specExamples_data();
    void specExamples();
    void largeList();
};

void tst_ChangeListRules::rules_data()
{
    rsi::test::addRuleColumns();

    const SpecVersion v10 = SpecVersion::V1_0;
    const SpecVersion v11 = SpecVersion::V1_1;
    const QString created = QStringLiteral("created");
    const QString updated = QStringLiteral("updated");
    const QString deleted = QStringLiteral("deleted");
    const QString two10 = change10(1, 11, created) + change10(2, 13);

    // --- profile rules of the Change List ---
    rsi::test::addRuleRow("CL-002 no from", changeList(two10, QString()), v10, "CL-002", true,
                          error);
    rsi::test::addRuleRow("CL-002 from", changeList(two10), v10, "CL-002", false);
    rsi::test::addRuleRow(
        "CL-004 at", changeList(two10, fromAttr() + QStringLiteral(" at=\"2013-01-03T00:00:00Z\"")),
        v10, "CL-004", true, error);
    rsi::test::addRuleRow(
        "CL-004 completed",
        changeList(two10, fromAttr() + QStringLiteral(" completed=\"2013-01-03T00:00:00Z\"")), v11,
        "CL-004", true, error);
    rsi::test::addRuleRow("CL-004 neither", changeList(two10), v10, "CL-004", false);
    rsi::test::addRuleRow("CL-005 no up", changeList(two10, fromAttr(), false), v11, "CL-005", true,
                          error);
    rsi::test::addRuleRow("CL-005 up", changeList(two10), v11, "CL-005", false);
    rsi::test::addRuleRow("CL-008 no loc", changeList(url(QString(), t(11), change(updated))), v10,
                          "CL-008", true, error);
    rsi::test::addRuleRow("CL-008 empty loc",
                          changeList(url(QStringLiteral("  "), t(11), change(updated))), v10,
                          "CL-008", true);
    rsi::test::addRuleRow("CL-008 loc", changeList(url(res(1), t(11), change(updated))), v10,
                          "CL-008", false);
    rsi::test::addRuleRow("CL-010 no rs:md", changeList(url(res(1), t(11), QString())), v10,
                          "CL-010", true, error);
    rsi::test::addRuleRow("CL-010 no change",
                          changeList(url(res(1), t(11), QStringLiteral("length=\"5\""))), v10,
                          "CL-010", true, error);
    rsi::test::addRuleRow("CL-010 change", changeList(url(res(1), t(11), change(updated))), v10,
                          "CL-010", false);
    rsi::test::addRuleRow(
        "CL-011 path",
        changeList(url(res(1), t(11), change(updated) + QStringLiteral(" path=\"/a\""))), v10,
        "CL-011", true, error);
    rsi::test::addRuleRow("CL-011 from",
                          changeList(url(res(1), t(11), change(updated) + u' ' + fromAttr())), v11,
                          "CL-011", true, error);
    // A capability on an entry is ATT-005 in every document (issue 14).
    rsi::test::addRuleRow(
        "CL-011 capability is ATT-005's",
        changeList(url(res(1), t(11), change(updated) + QStringLiteral(" capability=\"x\""))), v11,
        "CL-011", false);
    rsi::test::addRuleRow(
        "CL-011 hash length type",
        changeList(url(res(1), t(11),
                       change(updated)
                           + QStringLiteral(" hash=\"md5:1584abdf8ebdc9802ac0c6a7402c03b6\" "
                                            "length=\"8876\" type=\"text/html\""))),
        v10, "CL-011", false);

    // --- CL-003 open or closed ---
    rsi::test::addRuleRow("CL-003 open", changeList(two10), v11, "CL-003", true, info);
    rsi::test::addRuleRow(
        "CL-003 closed",
        changeList(two10, fromAttr() + u' ' + attr(QStringLiteral("until"), t(23))), v10, "CL-003",
        true, info);
    rsi::test::addRuleRow("CL-003 not a Change List",
                          changeListIndex(child(1, 1, 2) + child(2, 2, -1)), v11, "CL-003", false);

    // --- CL-007 one entry per change ---
    rsi::test::addRuleRow("CL-007 repeated loc",
                          changeList(change10(1, 11, created) + change10(1, 13)), v10, "CL-007",
                          true, info);
    rsi::test::addRuleRow("CL-007 distinct locs", changeList(two10), v10, "CL-007", false);
    rsi::test::addRuleRow("CL-007 repeated loc 1.1", changeList(change11(2, 11) + change11(2, 12)),
                          v11, "CL-007", true, info);

    // --- CL-009 <lastmod> ---
    rsi::test::addRuleRow("CL-009 1.0 no lastmod",
                          changeList(change10(1, 11) + url(res(2), QString(), change(updated))),
                          v10, "CL-009", true, error);
    rsi::test::addRuleRow("CL-009 1.0 lastmod", changeList(two10), v10, "CL-009", false);
    rsi::test::addRuleRow("CL-009 1.1 no lastmod", changeList(change11(1, 11) + change11(2, 12)),
                          v11, "CL-009", true, info);
    rsi::test::addRuleRow("CL-009 1.1 lastmod", changeList(two10), v11, "CL-009", false);
    rsi::test::addRuleRow("CL-009 1.0 empty list", changeList(QString()), v10, "CL-009", false);

    // --- CL-012 forward chronological order ---
    rsi::test::addRuleRow("CL-012 1.0 descending", changeList(change10(1, 13) + change10(2, 11)),
                          v10, "CL-012", true, error);
    rsi::test::addRuleRow("CL-012 1.0 ascending", changeList(change10(1, 11) + change10(2, 13)),
                          v10, "CL-012", false);
    rsi::test::addRuleRow("CL-012 1.0 equal", changeList(change10(1, 11) + change10(2, 11)), v10,
                          "CL-012", false);
    rsi::test::addRuleRow(
        "CL-012 1.0 same instant other zone",
        changeList(change10(1, 11)
                   + url(res(2), QStringLiteral("2013-01-03T10:30:00-00:30"), change(updated))),
        v10, "CL-012", false);
    rsi::test::addRuleRow(
        "CL-012 1.0 a second earlier",
        changeList(url(res(1), QStringLiteral("2013-01-03T11:00:01Z"), change(updated))
                   + url(res(2), QStringLiteral("2013-01-03T11:00:00Z"), change(updated))),
        v10, "CL-012", true);
    rsi::test::addRuleRow(
        "CL-012 1.0 fraction earlier",
        changeList(url(res(1), QStringLiteral("2013-01-03T11:00:00.5Z"), change(updated))
                   + url(res(2), QStringLiteral("2013-01-03T11:00:00.25Z"), change(updated))),
        v10, "CL-012", true);
    rsi::test::addRuleRow(
        "CL-012 1.0 date only earlier",
        changeList(change10(1, 11) + url(res(2), QStringLiteral("2013-01-03"), change(updated))),
        v10, "CL-012", true);
    rsi::test::addRuleRow(
        "CL-012 1.0 date only imprecise",
        changeList(change10(1, 11) + url(res(2), QStringLiteral("2013-01-03"), change(updated))),
        v10, "ATT-003", true);
    rsi::test::addRuleRow(
        "CL-012 1.0 ignores datetime",
        changeList(
            url(res(1), t(11), change(updated) + u' ' + attr(QStringLiteral("datetime"), t(13)))
            + url(res(2), t(12), change(updated) + u' ' + attr(QStringLiteral("datetime"), t(12)))),
        v10, "CL-012", false);
    rsi::test::addRuleRow("CL-012 1.1 descending", changeList(change11(1, 13) + change11(2, 11)),
                          v11, "CL-012", true, error);
    rsi::test::addRuleRow("CL-012 1.1 ascending", changeList(change11(1, 11) + change11(2, 13)),
                          v11, "CL-012", false);
    rsi::test::addRuleRow("CL-012 1.1 lastmod is no key",
                          changeList(change10(1, 13) + change10(2, 11)), v11, "CL-012", false);
    rsi::test::addRuleRow(
        "CL-012 1.1 entry without datetime between",
        changeList(change11(1, 11) + url(res(2), QString(), change(updated)) + change11(3, 12)),
        v11, "CL-012", false);
    rsi::test::addRuleRow(
        "CL-012 1.1 descending across entry without datetime",
        changeList(change11(1, 12) + url(res(2), QString(), change(updated)) + change11(3, 11)),
        v11, "CL-012", true);
    rsi::test::addRuleRow(
        "CL-012 invalid time is said to be unjudged",
        changeList(change10(1, 13) + url(res(2), QStringLiteral("yesterday"), change(updated))),
        v10, "CL-012", true, Severity::Info);

    // --- CL-013 datetime within [from, until] (1.1) ---
    const QString closed = fromAttr() + u' ' + attr(QStringLiteral("until"), t(20));
    rsi::test::addRuleRow("CL-013 before from", changeList(change11(1, 11, created), fromAttr(12)),
                          v11, "CL-013", true, error);
    rsi::test::addRuleRow("CL-013 after until", changeList(change11(1, 21), closed), v11, "CL-013",
                          true, error);
    rsi::test::addRuleRow("CL-013 equal to from", changeList(change11(1, 0), closed), v11, "CL-013",
                          false);
    rsi::test::addRuleRow("CL-013 equal to until", changeList(change11(1, 20), closed), v11,
                          "CL-013", false);
    rsi::test::addRuleRow("CL-013 inside", changeList(change11(1, 11), closed), v11, "CL-013",
                          false);
    rsi::test::addRuleRow(
        "CL-013 not judged in 1.0",
        changeList(
            url(res(1), t(13), change(updated) + u' ' + attr(QStringLiteral("datetime"), t(11))),
            fromAttr(12)),
        v10, "CL-013", false);

    // --- CL-014 lastmod within [from, until] (1.0 only) ---
    rsi::test::addRuleRow("CL-014 1.0 before from", changeList(change10(1, 11), fromAttr(12)), v10,
                          "CL-014", true, warning);
    rsi::test::addRuleRow("CL-014 1.0 after until", changeList(change10(1, 21), closed), v10,
                          "CL-014", true, warning);
    rsi::test::addRuleRow("CL-014 1.0 inside", changeList(change10(1, 11), closed), v10, "CL-014",
                          false);
    rsi::test::addRuleRow(
        "CL-014 1.1 lastmod before from (Ex. 19 of 1.1)",
        changeList(url(res(1), QStringLiteral("2000-01-01T01:01:00Z"),
                       change(created) + u' ' + attr(QStringLiteral("datetime"), t(11)))),
        v11, "CL-014", false);

    // --- CL-015 (loc, lastmod) unique (1.0 only) ---
    rsi::test::addRuleRow("CL-015 1.0 same loc and time",
                          changeList(change10(1, 11, created) + change10(1, 11)), v10, "CL-015",
                          true, warning);
    rsi::test::addRuleRow(
        "CL-015 1.0 same instant written differently",
        changeList(change10(1, 11, created)
                   + url(res(1), QStringLiteral("2013-01-03T12:00:00+01:00"), change(updated))),
        v10, "CL-015", true);
    rsi::test::addRuleRow("CL-015 1.0 same loc later",
                          changeList(change10(1, 11, created) + change10(1, 12)), v10, "CL-015",
                          false);
    rsi::test::addRuleRow("CL-015 1.0 other loc same time",
                          changeList(change10(1, 11) + change10(2, 11)), v10, "CL-015", false);
    rsi::test::addRuleRow("CL-015 not judged in 1.1",
                          changeList(change10(1, 11, created) + change10(1, 11)), v11, "CL-015",
                          false);

    // --- CL-016 datetime per change (1.1) ---
    rsi::test::addRuleRow("CL-016 1.1 no datetime",
                          changeList(change11(1, 11) + url(res(2), QString(), change(updated))),
                          v11, "CL-016", true, info);
    rsi::test::addRuleRow("CL-016 1.1 all datetime", changeList(change11(1, 11) + change11(2, 12)),
                          v11, "CL-016", false);
    rsi::test::addRuleRow("CL-016 1.0 no datetime", changeList(two10), v10, "CL-016", false);
    rsi::test::addRuleRow("CL-016 1.1 duplicate change",
                          changeList(change11(1, 11) + change11(1, 11)), v11, "CL-016", true,
                          warning);
    {
        QString many;
        for (int i = 0; i < 40; ++i)
            many += change11(100 + i, 11);
        rsi::test::addRuleRow("CL-016 1.1 duplicate among many changes at one time",
                              changeList(many + change11(120, 11)), v11, "CL-016", true, warning);
        rsi::test::addRuleRow("CL-016 1.1 many changes at one time",
                              changeList(many + change11(200, 11)), v11, "CL-016", false);
    }
    rsi::test::addRuleRow("CL-016 1.1 same time other change",
                          changeList(change11(1, 11, created) + change11(1, 11)), v11, "CL-016",
                          false);

    // --- CL-019 plausible change sequences ---
    rsi::test::addRuleRow("CL-019 created twice",
                          changeList(change10(1, 11, created) + change10(1, 12, created)), v10,
                          "CL-019", true, warning);
    rsi::test::addRuleRow("CL-019 created after updated",
                          changeList(change10(1, 11, updated) + change10(1, 12, created)), v10,
                          "CL-019", true, warning);
    rsi::test::addRuleRow("CL-019 updated after deleted",
                          changeList(change10(1, 11, deleted) + change10(1, 12, updated)), v10,
                          "CL-019", true, warning);
    rsi::test::addRuleRow("CL-019 deleted twice",
                          changeList(change11(1, 11, deleted) + change11(1, 12, deleted)), v11,
                          "CL-019", true);
    rsi::test::addRuleRow("CL-019 created then updated",
                          changeList(change10(1, 11, created) + change10(1, 12, updated)), v10,
                          "CL-019", false);
    rsi::test::addRuleRow("CL-019 deleted then created",
                          changeList(change10(1, 11, deleted) + change10(1, 12, created)), v10,
                          "CL-019", false);
    rsi::test::addRuleRow(
        "CL-019 created deleted created",
        changeList(change10(1, 10, created) + change10(1, 11, deleted) + change10(1, 12, created)),
        v10, "CL-019", false);
    rsi::test::addRuleRow(
        "CL-019 other resources between",
        changeList(change10(1, 10, created) + change10(2, 11, deleted) + change10(1, 12, updated)),
        v10, "CL-019", false);
    rsi::test::addRuleRow(
        "CL-019 unknown change value ignored",
        changeList(change10(1, 10, created) + change10(1, 11, QStringLiteral("Created"))), v10,
        "CL-019", false);

    // --- Change List Index: profile rules ---
    const QString tiled = child(1, 1, 2) + child(2, 2, 3) + child(3, 3, -1);
    rsi::test::addRuleRow("CLI-002 no from", changeListIndex(tiled, QString()), v10, "CLI-002",
                          true, error);
    rsi::test::addRuleRow(
        "CLI-002 at", changeListIndex(tiled, fromAttr(0, 1) + QStringLiteral(" at=\"2013-01-01\"")),
        v10, "CLI-002", true, error);
    rsi::test::addRuleRow("CLI-002 from", changeListIndex(tiled), v10, "CLI-002", false);
    rsi::test::addRuleRow("CLI-003 no up", changeListIndex(tiled, fromAttr(0, 1), false), v11,
                          "CLI-003", true, error);
    rsi::test::addRuleRow("CLI-003 up", changeListIndex(tiled), v11, "CLI-003", false);
    rsi::test::addRuleRow("CLI-004 no loc",
                          changeListIndex(child(1, 1, 2) + sitemap(QString(), fromAttr(0, 2))), v11,
                          "CLI-004", true, error);
    rsi::test::addRuleRow("CLI-004 duplicate loc",
                          changeListIndex(child(1, 1, 2) + child(1, 2, -1)), v11, "CLI-004", true,
                          warning);
    rsi::test::addRuleRow("CLI-004 one sitemap per list", changeListIndex(tiled), v11, "CLI-004",
                          false);
    rsi::test::addRuleRow("CLI-005 no rs:md",
                          changeListIndex(child(1, 1, 2) + sitemap(list(2), QString())), v11,
                          "CLI-005", true, warning);
    rsi::test::addRuleRow(
        "CLI-005 no from",
        changeListIndex(child(1, 1, 2) + sitemap(list(2), QStringLiteral("length=\"3\""))), v11,
        "CLI-005", true, warning);
    rsi::test::addRuleRow(
        "CLI-005 child at",
        changeListIndex(child(1, 1, 2)
                        + sitemap(list(2), fromAttr(0, 2) + QStringLiteral(" at=\"2013-01-02\""))),
        v11, "CLI-005", true, error);
    rsi::test::addRuleRow("CLI-005 from", changeListIndex(tiled), v11, "CLI-005", false);

    // --- CLI-006 only the last child is open ---
    rsi::test::addRuleRow("CLI-006 open child in the middle",
                          changeListIndex(child(1, 1, 2) + child(2, 2, -1) + child(3, 3, -1)), v11,
                          "CLI-006", true, error);
    rsi::test::addRuleRow("CLI-006 open child first",
                          changeListIndex(child(1, 1, -1) + child(2, 2, 3)), v10, "CLI-006", true);
    rsi::test::addRuleRow("CLI-006 last child open", changeListIndex(tiled), v11, "CLI-006", false);
    rsi::test::addRuleRow("CLI-006 all closed", changeListIndex(child(1, 1, 2) + child(2, 2, 3)),
                          v11, "CLI-006", false);
    rsi::test::addRuleRow("CLI-006 child without rs:md",
                          changeListIndex(sitemap(list(1), QString()) + child(2, 1, -1)), v11,
                          "CLI-006", false);

    // --- CLI-007 forward chronological order ---
    rsi::test::addRuleRow("CLI-007 from descending",
                          changeListIndex(child(2, 2, 3) + child(1, 1, 2)), v11, "CLI-007", true,
                          error);
    rsi::test::addRuleRow("CLI-007 until descending",
                          changeListIndex(child(1, 1, 3) + child(2, 1, 2)), v11, "CLI-007", true,
                          error);
    rsi::test::addRuleRow("CLI-007 ascending", changeListIndex(tiled), v11, "CLI-007", false);
    rsi::test::addRuleRow("CLI-007 equal from", changeListIndex(child(1, 1, 2) + child(2, 1, 3)),
                          v11, "CLI-007", false);

    // --- CLI-009 the children tile the index interval ---
    rsi::test::addRuleRow("CLI-009 gap at the start",
                          changeListIndex(child(1, 2, 3) + child(2, 3, -1)), v11, "CLI-009", true,
                          warning);
    rsi::test::addRuleRow("CLI-009 gap between", changeListIndex(child(1, 1, 2) + child(2, 3, -1)),
                          v11, "CLI-009", true, warning);
    rsi::test::addRuleRow("CLI-009 overlap", changeListIndex(child(1, 1, 3) + child(2, 2, -1)), v11,
                          "CLI-009", true, warning);
    rsi::test::addRuleRow("CLI-009 child before the index",
                          changeListIndex(child(1, 1, 2) + child(2, 2, -1), fromAttr(0, 2)), v11,
                          "CLI-009", true, warning);
    rsi::test::addRuleRow("CLI-009 tiled (Ex. 20)", changeListIndex(tiled), v11, "CLI-009", false);
    rsi::test::addRuleRow("CLI-009 no index from", changeListIndex(child(1, 2, 3), QString()), v11,
                          "CLI-009", false);
    // Only the child at index 0 can leave a gap at the start; when it has
    // no from (TA-003 reports that), the start cannot be judged.
    rsi::test::addRuleRow(
        "CLI-009 first child without from",
        changeListIndex(sitemap(list(1), attr(QStringLiteral("until"), t(0, 2))) + child(2, 2, -1)),
        v11, "CLI-009", false);

    // --- CLI-010 a closed index has closed children ---
    const QString closedIndex = fromAttr(0, 1) + u' ' + attr(QStringLiteral("until"), t(0, 4));
    rsi::test::addRuleRow("CLI-010 closed index, last child open",
                          changeListIndex(tiled, closedIndex), v11, "CLI-010", true, warning);
    rsi::test::addRuleRow("CLI-010 closed index, last child ends early",
                          changeListIndex(child(1, 1, 2) + child(2, 2, 3), closedIndex), v11,
                          "CLI-010", true, warning);
    rsi::test::addRuleRow("CLI-010 closed index, last child ends with it",
                          changeListIndex(child(1, 1, 2) + child(2, 2, 4), closedIndex), v11,
                          "CLI-010", false);
    rsi::test::addRuleRow("CLI-010 open index", changeListIndex(tiled), v11, "CLI-010", false);

    // --- hostile values ---
    rsi::test::addRuleRow(
        "hostile: huge year",
        changeList(url(res(1), QStringLiteral("99999-01-01T00:00:00Z"), change(updated))
                   + change10(2, 11)),
        v10, "CL-012", true, Severity::Info);
    rsi::test::addRuleRow(
        "hostile: unicode loc repeated",
        changeList(
            url(QStringLiteral("http://example.com/r\u00e9sum\u00e9"), t(11), change(created))
            + url(QStringLiteral("http://example.com/r\u00e9sum\u00e9"), t(12), change(created))),
        v10, "CL-019", true);
    rsi::test::addRuleRow(
        "hostile: percent-encoded loc",
        changeList(url(QStringLiteral("http://example.com/a%2Fb%20c"), t(13), change(updated))
                   + url(QStringLiteral("http://example.com/a%2Fb%20c"), t(11), change(updated))),
        v10, "CL-012", true);
    rsi::test::addRuleRow(
        "hostile: empty datetime",
        changeList(url(res(1), QString(), change(updated) + QStringLiteral(" datetime=\"\""))), v11,
        "CL-016", false);
}

void tst_ChangeListRules::rules()
{
    rsi::test::verifyRuleRow();
}

void tst_ChangeListRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<bool>("judges10");

    const QString closed = fromAttr() + u' ' + attr(QStringLiteral("until"), t(23));
    QTest::newRow("Change List 1.0")
        << changeList(change10(1, 11, QStringLiteral("created")) + change10(2, 13)
                          + change10(3, 18, QStringLiteral("deleted")) + change10(2, 21),
                      closed)
        << true;
    QTest::newRow("Change List 1.1") << changeList(
        url(res(1), QStringLiteral("2000-01-01T01:01:00Z"),
            change(QStringLiteral("created")) + u' ' + attr(QStringLiteral("datetime"), t(11)))
        + change11(2, 13) + change11(3, 18, QStringLiteral("deleted"))
        + url(res(2), QString(), change(QStringLiteral("updated"))))
                                     << false;
    QTest::newRow("Change List empty and open") << changeList(QString()) << false;
    QTest::newRow("Change List Index")
        << changeListIndex(child(1, 1, 2) + child(2, 2, 3) + child(3, 3, -1)) << false;
    QTest::newRow("Change List Index closed")
        << changeListIndex(child(1, 1, 2) + child(2, 2, 3),
                           fromAttr(0, 1) + u' ' + attr(QStringLiteral("until"), t(0, 3)))
        << true;
}

void tst_ChangeListRules::validDocuments()
{
    QFETCH(QByteArray, document);
    QFETCH(bool, judges10);
    const FindingList findings
        = rsi::test::validateBytes(document, judges10 ? SpecVersion::V1_0 : SpecVersion::V1_1);
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    // Nothing from this group but information.
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId.startsWith(u"CL") && finding.severity != Severity::Info)
            QFAIL(qPrintable(rsi::test::describe(findings)));
    }
}

// The spec's Change List examples (catalogue section 20): the seed texts are
// 1.0 and valid under both versions; the 1.1 texts (from the 1.1 translation)
// are valid under 1.1 and fail 1.0's mandatory <lastmod>.
void tst_ChangeListRules::specExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("judges10");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");

    const QStringList orderRules
        = {QStringLiteral("CL-012"), QStringLiteral("CL-013"), QStringLiteral("CL-014"),
           QStringLiteral("CL-015"), QStringLiteral("CL-019")};
    const QStringList indexRules = {QStringLiteral("CLI-006"), QStringLiteral("CLI-007"),
                                    QStringLiteral("CLI-009"), QStringLiteral("CLI-010")};
    for (const bool judges10 : {true, false}) {
        const char *version = judges10 ? "1.0" : "1.1";
        QTest::addRow("Ex. 19 (%s)", version)
            << QStringLiteral("ex19.xml") << judges10 << true
            << QStringList {QStringLiteral("CL-003"), QStringLiteral("CL-007")}
            << (orderRules + QStringList {QStringLiteral("CL-009")});
        QTest::addRow("Ex. 20 (%s)", version)
            << QStringLiteral("ex20.xml") << judges10 << true << QStringList() << indexRules;
        QTest::addRow("Ex. 21 (%s)", version)
            << QStringLiteral("ex21.xml") << judges10 << true
            << QStringList {QStringLiteral("CL-003"), QStringLiteral("CL-007")} << orderRules;
    }
    QTest::newRow("Ex. 19 of 1.1 (1.1)")
        << QStringLiteral("ex19-1.1.xml") << false << true
        << QStringList {QStringLiteral("CL-009"), QStringLiteral("CL-016")} << orderRules;
    QTest::newRow("Ex. 19 of 1.1 (1.0)")
        << QStringLiteral("ex19-1.1.xml") << true << false
        << QStringList {QStringLiteral("CL-009"), QStringLiteral("CL-014")}
        << QStringList {QStringLiteral("CL-013")};
    QTest::newRow("Ex. 21 of 1.1 (1.1)")
        << QStringLiteral("ex21-1.1.xml") << false << true << QStringList() << orderRules;
    QTest::newRow("Ex. 21 of 1.1 (1.0)") << QStringLiteral("ex21-1.1.xml") << true << false
                                         << QStringList {QStringLiteral("CL-009")} << QStringList();
}

void tst_ChangeListRules::specExamples()
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
}

// 50,000 changes in order, many resources changed several times: no error.
void tst_ChangeListRules::largeList()
{
    QString urls;
    urls.reserve(50'000 * 160);
    for (int i = 0; i < 50'000; ++i) {
        const int second = i % 60;
        const int minute = (i / 60) % 60;
        const int hour = i / 3600;
        urls += url(QStringLiteral("http://example.com/res%1.html").arg(i % 7'000), QString(),
                    QStringLiteral("change=\"updated\" datetime=\"2013-01-03T%1:%2:%3Z\"")
                        .arg(QString::number(hour).rightJustified(2, u'0'),
                             QString::number(minute).rightJustified(2, u'0'),
                             QString::number(second).rightJustified(2, u'0')));
    }
    const QByteArray document = changeList(urls);
    const FindingList findings = rsi::test::validateBytes(document, SpecVersion::V1_1);
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings.mid(0, 20))));
    RSI_COMPARE_RULE(findings, QStringLiteral("CL-012"), false);
}

QTEST_GUILESS_MAIN(tst_ChangeListRules)
#include "tst_changelistrules.moc"
