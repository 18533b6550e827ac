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

// 2013-01-DDThh:00:00Z.
QString t(int day, int hour = 0)
{
    return QStringLiteral("2013-01-%1T%2:00:00Z")
        .arg(QString::number(day).rightJustified(2, u'0'),
             QString::number(hour).rightJustified(2, u'0'));
}

QString attr(const QString &name, const QString &value)
{
    return name + QStringLiteral("=\"") + value + u'"';
}

QString interval(int fromDay, int untilDay)
{
    QString text = attr(QStringLiteral("from"), t(fromDay));
    if (untilDay >= 0)
        text += u' ' + attr(QStringLiteral("until"), t(untilDay));
    return text;
}

// A <url> (or, with element "sitemap", a <sitemap>); null parts are left out.
QString entry(const QString &loc, const QString &lastmod, const QString &metadata,
              const QString &links = {}, const QString &element = QStringLiteral("url"))
{
    QString xml = QStringLiteral("  <") + element + u'>';
    if (!loc.isNull())
        xml += QStringLiteral("<loc>") + loc + QStringLiteral("</loc>");
    if (!lastmod.isNull())
        xml += QStringLiteral("<lastmod>") + lastmod + QStringLiteral("</lastmod>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + links + QStringLiteral("</") + element + QStringLiteral(">\n");
}

// ---- Change Dump ----

QString packageLoc(int day)
{
    return QStringLiteral("http://example.com/201301%1-changedump.zip")
        .arg(QString::number(day).rightJustified(2, u'0'));
}

QString contentsLink(int day)
{
    return QStringLiteral("<rs:ln rel=\"contents\" href=\"http://example.com/201301%1-changedump-"
                          "manifest.xml\" type=\"application/xml\"/>")
        .arg(QString::number(day).rightJustified(2, u'0'));
}

// A package covering [fromDay, untilDay), published at the end of it (Ex. 22).
QString package(int fromDay, int untilDay, const QString &type = QStringLiteral("application/zip"),
                bool withContents = true)
{
    return entry(packageLoc(fromDay),
                 QStringLiteral("2013-01-%1T23:59:59Z")
                     .arg(QString::number(fromDay).rightJustified(2, u'0')),
                 attr(QStringLiteral("type"), type) + QStringLiteral(" length=\"3109\" ")
                     + interval(fromDay, untilDay),
                 withContents ? contentsLink(fromDay) : QString());
}

QByteArray changeDump(const QString &urls, const QString &top = interval(1, -1), bool withUp = true)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changedump"), top,
                                 (withUp ? rsi::test::upLink() : QString()) + urls);
}

// ---- Change Dump Index ----

QString dump(int fromDay, int untilDay)
{
    return entry(QStringLiteral("http://example.com/changedump-%1.xml").arg(fromDay), QString(),
                 interval(fromDay, untilDay), QString(), QStringLiteral("sitemap"));
}

QByteArray changeDumpIndex(const QString &sitemaps, const QString &top = interval(1, -1),
                           bool withUp = true)
{
    return rsi::test::rsDocument(QStringLiteral("sitemapindex"), QStringLiteral("changedump"), top,
                                 (withUp ? rsi::test::upLink() : QString()) + sitemaps);
}

// ---- Change Dump Manifest ----

QString res(int n)
{
    return QStringLiteral("http://example.com/res%1.html").arg(n);
}

QString changeAttr(const QString &kind)
{
    return attr(QStringLiteral("change"), kind);
}

// A 1.0-style change of resN at 2013-01-02Thour:00, with a bitstream unless deleted.
QString change10(int n, int hour, const QString &kind = QStringLiteral("updated"))
{
    QString metadata = changeAttr(kind);
    if (kind != u"deleted") {
        metadata += QStringLiteral(" type=\"text/html\" path=\"/changes/res%1-%2.html\"")
                        .arg(QString::number(n), QString::number(hour));
    }
    return entry(res(n), t(2, hour), metadata);
}

// A 1.1-style change: the time is datetime, no <lastmod>.
QString change11(int n, int hour, const QString &kind = QStringLiteral("updated"))
{
    QString metadata = changeAttr(kind) + u' ' + attr(QStringLiteral("datetime"), t(2, hour));
    if (kind != u"deleted") {
        metadata += QStringLiteral(" type=\"text/html\" path=\"/changes/res%1-%2.html\"")
                        .arg(QString::number(n), QString::number(hour));
    }
    return entry(res(n), QString(), metadata);
}

QByteArray manifest(const QString &urls, const QString &top = interval(2, 3), bool withUp = true)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changedump-manifest"),
                                 top, (withUp ? rsi::test::upLink() : QString()) + urls);
}
} // namespace

class tst_ChangeDumpRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
    void specExamples_data();
    void specExamples();
};

void tst_ChangeDumpRules::rules_data()
{
    rsi::test::addRuleColumns();

    const SpecVersion v10 = SpecVersion::V1_0;
    const SpecVersion v11 = SpecVersion::V1_1;
    const QString created = QStringLiteral("created");
    const QString updated = QStringLiteral("updated");
    const QString deleted = QStringLiteral("deleted");

    // ===== Change Dump =====
    const QString packages = package(1, 2) + package(2, 3) + package(3, 4);
    rsi::test::addRuleRow("CD-002 no from", changeDump(packages, QString()), v11, "CD-002", true,
                          error);
    rsi::test::addRuleRow(
        "CD-002 at", changeDump(packages, interval(1, -1) + QStringLiteral(" at=\"2013-01-01\"")),
        v11, "CD-002", true, error);
    rsi::test::addRuleRow("CD-002 from", changeDump(packages), v11, "CD-002", false);
    rsi::test::addRuleRow("CD-003 no up", changeDump(packages, interval(1, -1), false), v11,
                          "CD-003", true, error);
    rsi::test::addRuleRow("CD-003 up", changeDump(packages), v11, "CD-003", false);
    rsi::test::addRuleRow("CD-005 no loc",
                          changeDump(entry(QString(), t(1, 23),
                                           QStringLiteral("type=\"application/zip\" "
                                                          "length=\"1\" ")
                                               + interval(1, 2))),
                          v11, "CD-005", true, error);
    rsi::test::addRuleRow("CD-005 duplicate loc", changeDump(package(1, 2) + package(1, 2)), v11,
                          "CD-005", true, warning);
    rsi::test::addRuleRow("CD-005 one url per package", changeDump(packages), v11, "CD-005", false);
    rsi::test::addRuleRow("CD-006 no rs:md", changeDump(entry(packageLoc(1), t(1, 23), QString())),
                          v11, "CD-006", true, warning);
    rsi::test::addRuleRow("CD-006 no type",
                          changeDump(entry(packageLoc(1), t(1, 23),
                                           QStringLiteral("length=\"1\" ") + interval(1, 2))),
                          v11, "CD-006", true, warning);
    rsi::test::addRuleRow("CD-006 type and length", changeDump(packages), v11, "CD-006", false);
    rsi::test::addRuleRow(
        "CD-007 no from",
        changeDump(entry(packageLoc(1), t(1, 23),
                         QStringLiteral("type=\"application/zip\" length=\"1\""))),
        v11, "CD-007", true, warning);
    rsi::test::addRuleRow(
        "CD-007 change",
        changeDump(entry(packageLoc(1), t(1, 23),
                         QStringLiteral("type=\"application/zip\" length=\"1\" change=\"created\" ")
                             + interval(1, 2))),
        v11, "CD-007", true, error);
    rsi::test::addRuleRow(
        "CD-007 path",
        changeDump(entry(packageLoc(1), t(1, 23),
                         QStringLiteral("type=\"application/zip\" length=\"1\" path=\"/a\" ")
                             + interval(1, 2))),
        v10, "CD-007", true, error);
    rsi::test::addRuleRow("CD-007 from", changeDump(packages), v11, "CD-007", false);

    // CD-008 contents links
    rsi::test::addRuleRow(
        "CD-008 no contents link",
        changeDump(package(1, 2) + package(2, 3, QStringLiteral("application/zip"), false)), v11,
        "CD-008", true, info);
    rsi::test::addRuleRow("CD-008 contents links", changeDump(packages), v11, "CD-008", false);

    // CD-010 order of publication
    rsi::test::addRuleRow("CD-010 from descending", changeDump(package(2, 3) + package(1, 2)), v11,
                          "CD-010", true, warning);
    rsi::test::addRuleRow("CD-010 ascending", changeDump(packages), v11, "CD-010", false);
    rsi::test::addRuleRow(
        "CD-010 lastmod when no from",
        changeDump(entry(packageLoc(2), t(2, 23), QStringLiteral("type=\"application/zip\""))
                   + entry(packageLoc(1), t(1, 23), QStringLiteral("type=\"application/zip\""))),
        v11, "CD-010", true, warning);
    rsi::test::addRuleRow(
        "CD-010 lastmod ascending",
        changeDump(entry(packageLoc(1), t(1, 23), QStringLiteral("type=\"application/zip\""))
                   + entry(packageLoc(2), t(2, 23), QStringLiteral("type=\"application/zip\""))),
        v11, "CD-010", false);

    // CD-011 package format
    rsi::test::addRuleRow("CD-011 not ZIP",
                          changeDump(package(1, 2, QStringLiteral("application/x-tar"))), v11,
                          "CD-011", true, warning);
    rsi::test::addRuleRow(
        "CD-011 mixed formats",
        changeDump(package(1, 2) + package(2, 3, QStringLiteral("application/x-zip-compressed"))),
        v11, "CD-011", true, warning);
    rsi::test::addRuleRow(
        "CD-011 ZIP with parameter and upper case",
        changeDump(package(1, 2, QStringLiteral("Application/ZIP; x=1")) + package(2, 3)), v11,
        "CD-011", false);
    rsi::test::addRuleRow("CD-011 all ZIP", changeDump(packages), v11, "CD-011", false);
    rsi::test::addRuleRow("CD-011 empty type ignored", changeDump(package(1, 2, QString())), v11,
                          "CD-011", false);

    // CD-013 package intervals
    rsi::test::addRuleRow("CD-013 gap", changeDump(package(1, 2) + package(3, 4)), v11, "CD-013",
                          true, warning);
    rsi::test::addRuleRow("CD-013 overlap", changeDump(package(1, 3) + package(2, 4)), v11,
                          "CD-013", true, warning);
    rsi::test::addRuleRow("CD-013 starts after the dump",
                          changeDump(package(2, 3), interval(1, -1)), v11, "CD-013", true, warning);
    rsi::test::addRuleRow("CD-013 starts before the dump",
                          changeDump(package(1, 2), interval(2, -1)), v11, "CD-013", true, warning);
    rsi::test::addRuleRow("CD-013 ends after the closed dump",
                          changeDump(package(1, 2) + package(2, 4), interval(1, 3)), v11, "CD-013",
                          true, warning);
    rsi::test::addRuleRow("CD-013 closed dump, last package ends early",
                          changeDump(package(1, 2) + package(2, 3), interval(1, 4)), v11, "CD-013",
                          true, warning);
    rsi::test::addRuleRow("CD-013 closed dump, open package",
                          changeDump(package(1, -1), interval(1, 2)), v11, "CD-013", true, warning);
    rsi::test::addRuleRow("CD-013 contiguous", changeDump(packages), v11, "CD-013", false);
    rsi::test::addRuleRow("CD-013 contiguous closed", changeDump(packages, interval(1, 4)), v11,
                          "CD-013", false);

    // CD-016 published before its interval ended
    rsi::test::addRuleRow("CD-016 lastmod before until (Ex. 22)", changeDump(packages), v11,
                          "CD-016", true, info);
    rsi::test::addRuleRow(
        "CD-016 lastmod at until",
        changeDump(entry(packageLoc(1), t(2),
                         QStringLiteral("type=\"application/zip\" ") + interval(1, 2))),
        v11, "CD-016", false);

    // ===== Change Dump Index =====
    const QString dumps = dump(1, 2) + dump(2, 3) + dump(3, -1);
    rsi::test::addRuleRow("CDI-001 no from", changeDumpIndex(dumps, QString()), v11, "CDI-001",
                          true, error);
    rsi::test::addRuleRow("CDI-001 at",
                          changeDumpIndex(dumps, interval(1, -1) + QStringLiteral(" at=\"2013\"")),
                          v11, "CDI-001", true, error);
    rsi::test::addRuleRow("CDI-001 from", changeDumpIndex(dumps), v11, "CDI-001", false);
    rsi::test::addRuleRow("CDI-002 no up", changeDumpIndex(dumps, interval(1, -1), false), v11,
                          "CDI-002", true, error);
    rsi::test::addRuleRow("CDI-002 up", changeDumpIndex(dumps), v11, "CDI-002", false);
    rsi::test::addRuleRow(
        "CDI-003 no rs:md",
        changeDumpIndex(entry(QStringLiteral("http://example.com/cd.xml"), QString(), QString(),
                              QString(), QStringLiteral("sitemap"))),
        v11, "CDI-003", true, warning);
    rsi::test::addRuleRow("CDI-003 no from",
                          changeDumpIndex(entry(QStringLiteral("http://example.com/cd.xml"),
                                                QString(), QStringLiteral("length=\"1\""),
                                                QString(), QStringLiteral("sitemap"))),
                          v11, "CDI-003", true, warning);
    rsi::test::addRuleRow("CDI-003 open child in the middle",
                          changeDumpIndex(dump(1, -1) + dump(2, -1)), v11, "CDI-003", true,
                          warning);
    rsi::test::addRuleRow("CDI-003 only the last open", changeDumpIndex(dumps), v11, "CDI-003",
                          false);
    rsi::test::addRuleRow("CDI-004 descending", changeDumpIndex(dump(2, 3) + dump(1, 2)), v11,
                          "CDI-004", true, error);
    rsi::test::addRuleRow("CDI-004 gap", changeDumpIndex(dump(1, 2) + dump(3, -1)), v11, "CDI-004",
                          true, warning);
    rsi::test::addRuleRow("CDI-004 closed index, last child open",
                          changeDumpIndex(dumps, interval(1, 4)), v11, "CDI-004", true, warning);
    rsi::test::addRuleRow("CDI-004 tiled", changeDumpIndex(dumps), v11, "CDI-004", false);
    rsi::test::addRuleRow("CDI-004 closed and tiled",
                          changeDumpIndex(dump(1, 2) + dump(2, 4), interval(1, 4)), v11, "CDI-004",
                          false);

    // ===== Change Dump Manifest =====
    const QString changes10
        = change10(7, 12, created) + change10(9, 13) + change10(5, 19, deleted) + change10(7, 20);
    const QString changes11
        = change11(7, 12, created) + change11(9, 13) + change11(5, 19, deleted) + change11(7, 20);
    rsi::test::addRuleRow("CDM-002 no from", manifest(changes10, QString()), v10, "CDM-002", true,
                          error);
    rsi::test::addRuleRow(
        "CDM-002 at", manifest(changes10, interval(2, 3) + QStringLiteral(" at=\"2013-01-02\"")),
        v10, "CDM-002", true, error);
    rsi::test::addRuleRow(
        "CDM-002 completed",
        manifest(changes10, interval(2, 3) + QStringLiteral(" completed=\"2013-01-02\"")), v11,
        "CDM-002", true, error);
    rsi::test::addRuleRow("CDM-002 from", manifest(changes10), v10, "CDM-002", false);
    rsi::test::addRuleRow("CDM-003 no up", manifest(changes10, interval(2, 3), false), v10,
                          "CDM-003", true, error);
    rsi::test::addRuleRow("CDM-003 up", manifest(changes10), v10, "CDM-003", false);

    rsi::test::addRuleRow("CDM-004 1.0 descending", manifest(change10(1, 13) + change10(2, 12)),
                          v10, "CDM-004", true, error);
    rsi::test::addRuleRow("CDM-004 1.1 descending", manifest(change11(1, 13) + change11(2, 12)),
                          v11, "CDM-004", true, error);
    rsi::test::addRuleRow("CDM-004 1.1 lastmod is no key",
                          manifest(change10(1, 13) + change10(2, 12)), v11, "CDM-004", false);
    rsi::test::addRuleRow("CDM-004 1.0 ascending", manifest(changes10), v10, "CDM-004", false);
    rsi::test::addRuleRow("CDM-004 1.1 ascending", manifest(changes11), v11, "CDM-004", false);
    // Entries whose datetime does not parse cannot be placed: said once, as
    // an info, rather than left out in silence (issue 14).
    const auto unparsable = [](int n, const char *datetime) {
        return entry(
            res(n), QString(),
            changeAttr(QStringLiteral("updated")) + u' '
                + attr(QStringLiteral("datetime"), QString::fromLatin1(datetime))
                + QStringLiteral(" type=\"text/html\" path=\"/changes/res%1.html\"").arg(n));
    };
    rsi::test::addRuleRow("CDM-004 1.1 datetimes that do not parse are said to be unjudged",
                          manifest(change11(1, 11) + unparsable(2, "yesterday")
                                   + unparsable(3, "2013-02-30T10:00:00Z")),
                          v11, "CDM-004", true, Severity::Info);

    rsi::test::addRuleRow(
        "CDM-006 1.1 same change twice",
        manifest(change11(1, 12)
                 + entry(res(1), QString(),
                         changeAttr(updated)
                             + QStringLiteral(" datetime=\"2013-01-02T12:00:00Z\" "
                                              "type=\"text/html\" path=\"/b\""))),
        v11, "CDM-006", true, warning);
    rsi::test::addRuleRow("CDM-006 1.1 two changes", manifest(change11(1, 12) + change11(1, 13)),
                          v11, "CDM-006", false);

    rsi::test::addRuleRow("CDM-007 no loc",
                          manifest(entry(QString(), t(2, 12), changeAttr(deleted))), v10, "CDM-007",
                          true, error);
    rsi::test::addRuleRow("CDM-007 loc", manifest(entry(res(1), t(2, 12), changeAttr(deleted))),
                          v10, "CDM-007", false);

    rsi::test::addRuleRow("CDM-008 1.0 no lastmod", manifest(change11(1, 12)), v10, "CDM-008", true,
                          error);
    rsi::test::addRuleRow("CDM-008 1.0 lastmod", manifest(changes10), v10, "CDM-008", false);
    rsi::test::addRuleRow("CDM-008 1.1 no lastmod", manifest(changes11), v11, "CDM-008", true,
                          info);
    rsi::test::addRuleRow("CDM-008 1.1 lastmod", manifest(changes10), v11, "CDM-008", false);

    rsi::test::addRuleRow("CDM-009 no rs:md", manifest(entry(res(1), t(2, 12), QString())), v10,
                          "CDM-009", true, error);
    rsi::test::addRuleRow("CDM-009 no change",
                          manifest(entry(res(1), t(2, 12), QStringLiteral("path=\"/a\""))), v10,
                          "CDM-009", true, error);
    rsi::test::addRuleRow("CDM-009 change", manifest(change10(1, 12)), v10, "CDM-009", false);

    rsi::test::addRuleRow(
        "CDM-010 updated without path",
        manifest(entry(res(1), t(2, 12), changeAttr(updated) + QStringLiteral(" type=\"a/b\""))),
        v10, "CDM-010", true, error);
    rsi::test::addRuleRow(
        "CDM-010 unknown change without path",
        manifest(entry(res(1), t(2, 12), QStringLiteral("change=\"moved\" type=\"a/b\""))), v10,
        "CDM-010", true, error);
    rsi::test::addRuleRow("CDM-010 created with path", manifest(change10(1, 12, created)), v10,
                          "CDM-010", false);
    rsi::test::addRuleRow("CDM-010 deleted without path", manifest(change10(1, 12, deleted)), v10,
                          "CDM-010", false);
    rsi::test::addRuleRow("CDM-010 no change attribute",
                          manifest(entry(res(1), t(2, 12), QStringLiteral("type=\"a/b\""))), v10,
                          "CDM-010", false);

    rsi::test::addRuleRow(
        "CDM-011 deleted with path",
        manifest(entry(res(1), t(2, 12), changeAttr(deleted) + QStringLiteral(" path=\"/a\""))),
        v10, "CDM-011", true, warning);
    rsi::test::addRuleRow("CDM-011 deleted without path", manifest(change10(1, 12, deleted)), v10,
                          "CDM-011", false);

    rsi::test::addRuleRow(
        "CDM-012 no type",
        manifest(entry(res(1), t(2, 12), changeAttr(created) + QStringLiteral(" path=\"/a\""))),
        v10, "CDM-012", true, warning);
    rsi::test::addRuleRow("CDM-012 type", manifest(change10(1, 12, created)), v10, "CDM-012",
                          false);
    rsi::test::addRuleRow("CDM-012 deleted without type", manifest(change10(1, 12, deleted)), v10,
                          "CDM-012", false);

    rsi::test::addRuleRow("CDM-014 1.1 after until", manifest(change11(1, 12), interval(1, 2)), v11,
                          "CDM-014", true, error);
    rsi::test::addRuleRow("CDM-014 1.1 before from", manifest(change11(1, 12), interval(3, -1)),
                          v11, "CDM-014", true, error);
    rsi::test::addRuleRow("CDM-014 1.1 inside", manifest(changes11), v11, "CDM-014", false);
    rsi::test::addRuleRow("CDM-014 1.0 lastmod after until",
                          manifest(change10(1, 12), interval(1, 2)), v10, "CDM-014", true, warning);
    rsi::test::addRuleRow("CDM-014 1.0 inside", manifest(changes10), v10, "CDM-014", false);
    rsi::test::addRuleRow("CDM-014 1.1 lastmod outside is allowed",
                          manifest(change10(1, 12), interval(1, 2)), v11, "CDM-014", false);

    rsi::test::addRuleRow(
        "CDM-015 from on url",
        manifest(entry(res(1), t(2, 12), changeAttr(deleted) + u' ' + interval(2, -1))), v10,
        "CDM-015", true, error);
    rsi::test::addRuleRow(
        "CDM-015 capability on url is ATT-005's",
        manifest(
            entry(res(1), t(2, 12), changeAttr(deleted) + QStringLiteral(" capability=\"x\""))),
        v10, "ATT-005", true, error);
    rsi::test::addRuleRow("CDM-015 none", manifest(changes10), v10, "CDM-015", false);

    rsi::test::addRuleRow(
        "CDM-016 same path twice",
        manifest(entry(res(1), t(2, 12),
                       changeAttr(created) + QStringLiteral(" type=\"a/b\" path=\"/a\""))
                 + entry(res(2), t(2, 13),
                         changeAttr(created) + QStringLiteral(" type=\"a/b\" path=\"/a\""))),
        v10, "CDM-016", true, error);
    rsi::test::addRuleRow(
        "CDM-016 paths differ in case",
        manifest(entry(res(1), t(2, 12),
                       changeAttr(created) + QStringLiteral(" type=\"a/b\" path=\"/a\""))
                 + entry(res(2), t(2, 13),
                         changeAttr(created) + QStringLiteral(" type=\"a/b\" path=\"/A\""))),
        v10, "CDM-016", false);
    rsi::test::addRuleRow("CDM-016 one change twice, two paths (Ex. 23)", manifest(changes10), v10,
                          "CDM-016", false);

    rsi::test::addRuleRow(
        "CDM-018 1.0 same loc and lastmod",
        manifest(change10(1, 12, created)
                 + entry(res(1), t(2, 12),
                         changeAttr(updated) + QStringLiteral(" type=\"a/b\" path=\"/x\""))),
        v10, "CDM-018", true, warning);
    rsi::test::addRuleRow("CDM-018 1.0 same loc later",
                          manifest(change10(1, 12, created) + change10(1, 13)), v10, "CDM-018",
                          false);
    rsi::test::addRuleRow(
        "CDM-018 not judged in 1.1",
        manifest(change10(1, 12, created)
                 + entry(res(1), t(2, 12),
                         changeAttr(updated) + QStringLiteral(" type=\"a/b\" path=\"/x\""))),
        v11, "CDM-018", false);

    // hostile values
    rsi::test::addRuleRow(
        "hostile: huge length and unicode path",
        manifest(entry(res(1), t(2, 12),
                       changeAttr(created)
                           + QStringLiteral(" type=\"a/b\" length=\"99999999999999999999999\" "
                                            "path=\"/\u00fcber/\u6f22\u5b57\""))
                 + entry(res(2), t(2, 13),
                         changeAttr(created)
                             + QStringLiteral(" type=\"a/b\" path=\"/\u00fcber/\u6f22\u5b57\""))),
        v10, "CDM-016", true);
    rsi::test::addRuleRow(
        "hostile: empty path is not a duplicate",
        manifest(
            entry(res(1), t(2, 12), changeAttr(created) + QStringLiteral(" type=\"a/b\" path=\"\""))
            + entry(res(2), t(2, 13),
                    changeAttr(created) + QStringLiteral(" type=\"a/b\" path=\"\""))),
        v10, "CDM-016", false);
    rsi::test::addRuleRow("hostile: whitespace around times",
                          changeDump(entry(packageLoc(2), t(2, 23),
                                           QStringLiteral("type=\"application/zip\" "
                                                          "from=\" 2013-01-02T00:00:00Z \""))
                                     + entry(packageLoc(1), t(1, 23),
                                             QStringLiteral("type=\"application/zip\" "
                                                            "from=\"2013-01-01T00:00:00Z\""))),
                          v11, "CD-010", true);
}

void tst_ChangeDumpRules::rules()
{
    rsi::test::verifyRuleRow();
}

void tst_ChangeDumpRules::validDocuments_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<bool>("judges10");

    const QString packages = package(1, 2) + package(2, 3) + package(3, 4);
    QTest::newRow("Change Dump open") << changeDump(packages) << false;
    QTest::newRow("Change Dump closed 1.0") << changeDump(packages, interval(1, 4)) << true;
    QTest::newRow("Change Dump Index")
        << changeDumpIndex(dump(1, 2) + dump(2, 3) + dump(3, -1)) << false;
    QTest::newRow("Change Dump Manifest 1.0")
        << manifest(change10(7, 12, QStringLiteral("created")) + change10(9, 13)
                    + change10(5, 19, QStringLiteral("deleted")) + change10(7, 20))
        << true;
    QTest::newRow("Change Dump Manifest 1.1")
        << manifest(change11(7, 12, QStringLiteral("created")) + change11(9, 13)
                    + change11(5, 19, QStringLiteral("deleted")) + change11(7, 20))
        << false;
}

void tst_ChangeDumpRules::validDocuments()
{
    QFETCH(QByteArray, document);
    QFETCH(bool, judges10);
    const FindingList findings
        = rsi::test::validateBytes(document, judges10 ? SpecVersion::V1_0 : SpecVersion::V1_1);
    QVERIFY2(!rsi::test::hasErrors(findings), qPrintable(rsi::test::describe(findings)));
    for (const rsi::Finding &finding : findings) {
        if (finding.ruleId.startsWith(u"CD") && finding.severity != Severity::Info)
            QFAIL(qPrintable(rsi::test::describe(findings)));
    }
}

// Ex. 22 and 23 (catalogue section 20): the seed texts are 1.0 and valid under
// both versions; Ex. 23 of 1.1 is valid under 1.1 and fails 1.0 (a deletion
// without <lastmod>).
void tst_ChangeDumpRules::specExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("judges10");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");

    const QStringList dumpRules = {QStringLiteral("CD-008"), QStringLiteral("CD-010"),
                                   QStringLiteral("CD-011"), QStringLiteral("CD-013")};
    const QStringList manifestRules
        = {QStringLiteral("CDM-004"), QStringLiteral("CDM-006"), QStringLiteral("CDM-010"),
           QStringLiteral("CDM-011"), QStringLiteral("CDM-012"), QStringLiteral("CDM-014"),
           QStringLiteral("CDM-016"), QStringLiteral("CDM-018")};
    for (const bool judges10 : {true, false}) {
        const char *version = judges10 ? "1.0" : "1.1";
        QTest::addRow("Ex. 22 (%s)", version)
            << QStringLiteral("ex22.xml") << judges10 << true
            << QStringList {QStringLiteral("CD-016")} << dumpRules;
        QTest::addRow("Ex. 23 (%s)", version)
            << QStringLiteral("ex23.xml") << judges10 << true << QStringList()
            << (manifestRules + QStringList {QStringLiteral("CDM-008")});
    }
    QTest::newRow("Ex. 23 of 1.1 (1.1)")
        << QStringLiteral("ex23-1.1.xml") << false << true
        << QStringList {QStringLiteral("CDM-008")} << manifestRules;
    QTest::newRow("Ex. 23 of 1.1 (1.0)")
        << QStringLiteral("ex23-1.1.xml") << true << false
        << QStringList {QStringLiteral("CDM-008")} << QStringList {QStringLiteral("CDM-004")};
}

void tst_ChangeDumpRules::specExamples()
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

QTEST_GUILESS_MAIN(tst_ChangeDumpRules)
#include "tst_changedumprules.moc"
