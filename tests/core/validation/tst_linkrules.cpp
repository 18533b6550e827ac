// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_linkrules.h"

using namespace linktest;

void tst_LinkRules::rules_data()
{
    rsi::test::addRuleColumns();

    const SpecVersion v10 = SpecVersion::V1_0;
    const SpecVersion v11 = SpecVersion::V1_1;
    const QString mirror = QStringLiteral("duplicate");
    const QString mirror1 = QStringLiteral("http://mirror1.example.com/res1");
    const QString mirror2 = QStringLiteral("http://mirror2.example.com/res1");
    const QString memento = QStringLiteral("http://example.com/20130103180000/res1");

    // LNK-001 which documents define which url-level links
    rsi::test::addRuleRow("LNK-001 mirror in a Resource Dump",
                          resourceDumpWith(ln(mirror, mirror1)), v11, "LNK-001", true, info);
    rsi::test::addRuleRow("LNK-001 contents in a Resource Dump",
                          resourceDumpWith(ln(QStringLiteral("contents"),
                                              QStringLiteral("http://example.com/m.xml"))),
                          v11, "LNK-001", false);
    rsi::test::addRuleRow(
        "LNK-001 describedby in a Change Dump",
        changeDumpWith(ln(QStringLiteral("describedby"), QStringLiteral("http://example.com/d"))),
        v11, "LNK-001", true, info);
    rsi::test::addRuleRow("LNK-001 alternate in a Source Description",
                          sourceDescriptionWith(ln(QStringLiteral("alternate"),
                                                   QStringLiteral("http://example.com/a"),
                                                   QStringLiteral("type=\"text/html\""))),
                          v11, "LNK-001", true, info);
    rsi::test::addRuleRow("LNK-001 describedby in a Source Description",
                          sourceDescriptionWith(ln(QStringLiteral("describedby"),
                                                   QStringLiteral("http://example.com/set1.xml"))),
                          v11, "LNK-001", false);
    rsi::test::addRuleRow(
        "LNK-001 link in a Change List Index",
        changeListIndex(QString(),
                        ln(QStringLiteral("describedby"), QStringLiteral("http://e.com/d"))),
        v11, "LNK-001", true, info);
    rsi::test::addRuleRow("LNK-001 mirror in a Change List", changeListWith(ln(mirror, mirror1)),
                          v11, "LNK-001", false);
    rsi::test::addRuleRow("LNK-001 mirror in a Resource List",
                          resourceList(url(res(), QString(), QString(), ln(mirror, mirror1))), v11,
                          "LNK-001", false);

    rsi::test::addRuleRow("LNK-001 undefined links are not judged further",
                          resourceDumpWith(ln(mirror, res(9)) + ln(mirror, res(8))), v11, "LNK-004",
                          false);
    rsi::test::addRuleRow("LNK-001 patch in a Resource Dump is LNK-006",
                          resourceDumpWith(ln(patch, QStringLiteral("http://example.com/p"))), v11,
                          "LNK-001", false);

    // LNK-002 mirrors
    rsi::test::addRuleRow("LNK-002 non-HTTP mirror",
                          changeListWith(ln(mirror, QStringLiteral("gsiftp://g.example.com/res1"))),
                          v11, "LNK-002", true, info);
    rsi::test::addRuleRow("LNK-002 HTTPS mirror",
                          changeListWith(ln(mirror, QStringLiteral("HTTPS://m.example.com/r"))),
                          v11, "LNK-002", false);
    rsi::test::addRuleRow("LNK-002 mirror is the resource itself",
                          changeListWith(ln(mirror, res())), v11, "LNK-002", true, warning);
    rsi::test::addRuleRow("LNK-002 relative mirror",
                          changeListWith(ln(mirror, QStringLiteral("/mirror/res1"))), v11,
                          "LNK-002", false);

    // LNK-003 mirrors repeat no rs:md values
    rsi::test::addRuleRow(
        "LNK-003 mirror repeats hash",
        changeListWith(ln(mirror, mirror1, QStringLiteral("hash=\"%1\"").arg(hash))), v11,
        "LNK-003", true, warning);
    rsi::test::addRuleRow(
        "LNK-003 mirror repeats type, differently written",
        changeListWith(ln(mirror, mirror1, QStringLiteral("type=\"TEXT/HTML; charset=utf-8\""))),
        v11, "LNK-003", true, warning);
    rsi::test::addRuleRow(
        "LNK-003 mirror contradicts hash",
        changeListWith(ln(mirror, mirror1, QStringLiteral("hash=\"%1\"").arg(otherHash))), v11,
        "LNK-003", true, error);
    rsi::test::addRuleRow("LNK-003 mirror contradicts length",
                          changeListWith(ln(mirror, mirror1, QStringLiteral("length=\"8877\""))),
                          v10, "LNK-003", true, error);
    rsi::test::addRuleRow(
        "LNK-003 mirror with modified only (Ex. 24)",
        changeListWith(ln(mirror, mirror1, QStringLiteral("modified=\"2013-01-03T18:00:00Z\""))),
        v11, "LNK-003", false);

    // LNK-004 order by pri
    rsi::test::addRuleRow("LNK-004 two mirrors without pri",
                          changeListWith(ln(mirror, mirror1) + ln(mirror, mirror2)), v11, "LNK-004",
                          true, info);
    rsi::test::addRuleRow(
        "LNK-004 two mirrors with pri 999999 and none",
        changeListWith(ln(mirror, mirror1, QStringLiteral("pri=\"999999\"")) + ln(mirror, mirror2)),
        v11, "LNK-004", true, info);
    rsi::test::addRuleRow("LNK-004 mirrors with pri",
                          changeListWith(ln(mirror, mirror1, QStringLiteral("pri=\"1\""))
                                         + ln(mirror, mirror2, QStringLiteral("pri=\"2\""))),
                          v11, "LNK-004", false);
    rsi::test::addRuleRow(
        "LNK-004 alternates told apart by type",
        changeListWith(ln(QStringLiteral("alternate"), QStringLiteral("http://example.com/r.html"),
                          QStringLiteral("type=\"text/html\""))
                       + ln(QStringLiteral("alternate"), QStringLiteral("http://example.com/r.pdf"),
                            QStringLiteral("type=\"application/pdf\""))),
        v11, "LNK-004", false);
    rsi::test::addRuleRow(
        "LNK-004 alternates of one type",
        changeListWith(ln(QStringLiteral("alternate"), QStringLiteral("http://example.com/a.html"),
                          QStringLiteral("type=\"text/html\""))
                       + ln(QStringLiteral("alternate"),
                            QStringLiteral("http://example.com/b.html"),
                            QStringLiteral("type=\"text/html\""))),
        v11, "LNK-004", true, info);
    rsi::test::addRuleRow("LNK-004 invalid pri is not compared",
                          changeListWith(ln(mirror, mirror1, QStringLiteral("pri=\"0\""))
                                         + ln(mirror, mirror2, QStringLiteral("pri=\"0\""))),
                          v11, "LNK-004", false);

    // LNK-005 alternates
    rsi::test::addRuleRow("LNK-005 alternate without type",
                          changeListWith(ln(QStringLiteral("alternate"),
                                            QStringLiteral("http://example.com/r.html"))),
                          v11, "LNK-005", true, warning);
    rsi::test::addRuleRow(
        "LNK-005 alternate with type",
        changeListWith(ln(QStringLiteral("alternate"), QStringLiteral("http://example.com/r.html"),
                          QStringLiteral("type=\"text/html\""))),
        v11, "LNK-005", false);

    // LNK-006 patches
    const QString jsonPatch = QStringLiteral("type=\"application/json-patch+json\"");
    rsi::test::addRuleRow(
        "LNK-006 patch in a Resource List",
        resourceList(url(res(), QString(), QString(),
                         ln(patch, QStringLiteral("http://example.com/p"), jsonPatch))),
        v11, "LNK-006", true, error);
    rsi::test::addRuleRow(
        "LNK-006 patch in a Change Dump",
        changeDumpWith(ln(patch, QStringLiteral("http://example.com/p"), jsonPatch)), v11,
        "LNK-006", true, error);
    rsi::test::addRuleRow(
        "LNK-006 patch in a Change List",
        changeListWith(ln(patch, QStringLiteral("http://example.com/p"), jsonPatch)), v11,
        "LNK-006", false);
    rsi::test::addRuleRow("LNK-006 patch without type",
                          changeListWith(ln(patch, QStringLiteral("http://example.com/p"))), v11,
                          "LNK-006", true, error);
    rsi::test::addRuleRow("LNK-006 patch of unknown type",
                          changeListWith(ln(patch, QStringLiteral("http://example.com/p"),
                                            QStringLiteral("type=\"application/x-tiff-diff\""))),
                          v11, "LNK-006", true, info);
    rsi::test::addRuleRow("LNK-006 patch type of Ex. 27",
                          changeListWith(ln(patch, QStringLiteral("http://example.com/p"),
                                            QStringLiteral("type=\"application/json-patch\""))),
                          v11, "LNK-006", false);
    rsi::test::addRuleRow(
        "LNK-006 patch in a manifest without path",
        manifestWith(ln(patch, QStringLiteral("http://example.com/p"), jsonPatch)), v11, "LNK-006",
        true, error);
    rsi::test::addRuleRow("LNK-006 patch in a manifest with path",
                          manifestWith(ln(patch, QStringLiteral("http://example.com/p"),
                                          jsonPatch + QStringLiteral(" path=\"/patches/res1\""))),
                          v11, "LNK-006", false);

    // LNK-007 canonical
    rsi::test::addRuleRow(
        "LNK-007 two canonical links",
        changeListWith(ln(QStringLiteral("canonical"), QStringLiteral("http://example.com/a"))
                       + ln(QStringLiteral("canonical"), QStringLiteral("http://example.com/b"))),
        v11, "LNK-007", true, warning);
    rsi::test::addRuleRow(
        "LNK-007 one canonical link",
        changeListWith(ln(QStringLiteral("canonical"), QStringLiteral("http://example.com/a"))),
        v11, "LNK-007", false);

    // LNK-008 resource and metadata
    const QString metadataLoc = QStringLiteral("http://example.com/res1_dc.xml");
    const QString metadataEntry = url(metadataLoc, lastmod, QStringLiteral("change=\"updated\""),
                                      ln(QStringLiteral("describes"), res()));
    rsi::test::addRuleRow(
        "LNK-008 describedby without the link back",
        changeList(
            url(res(), lastmod, entryMetadata, ln(QStringLiteral("describedby"), metadataLoc))
            + url(metadataLoc, lastmod, QStringLiteral("change=\"updated\""), QString())),
        v11, "LNK-008", true, warning);
    rsi::test::addRuleRow("LNK-008 describes without the link back",
                          changeList(url(res(), lastmod, entryMetadata, QString()) + metadataEntry),
                          v11, "LNK-008", true, warning);
    rsi::test::addRuleRow("LNK-008 both directions (Ex. 28)",
                          changeList(url(res(), lastmod, entryMetadata,
                                         ln(QStringLiteral("describedby"), metadataLoc))
                                     + metadataEntry),
                          v11, "LNK-008", false);
    rsi::test::addRuleRow("LNK-008 metadata record not listed here",
                          changeListWith(ln(QStringLiteral("describedby"), metadataLoc)), v11,
                          "LNK-008", false);
    rsi::test::addRuleRow("LNK-008 profile without describes",
                          changeListWith(ln(QStringLiteral("profile"),
                                            QStringLiteral("http://purl.org/dc/elements/1.1/"))),
                          v11, "LNK-008", true, info);
    rsi::test::addRuleRow(
        "LNK-008 profile on a metadata record",
        changeList(url(metadataLoc, lastmod, QStringLiteral("change=\"updated\""),
                       ln(QStringLiteral("describes"), QStringLiteral("http://elsewhere.org/r"))
                           + ln(QStringLiteral("profile"),
                                QStringLiteral("http://purl.org/dc/elements/1.1/")))),
        v11, "LNK-008", false);

    // LNK-009 memento
    rsi::test::addRuleRow("LNK-009 two mementos",
                          changeListWith(ln(QStringLiteral("memento"), memento)
                                         + ln(QStringLiteral("memento"),
                                              QStringLiteral("http://example.com/2/res1"))),
                          v11, "LNK-009", true, warning);
    rsi::test::addRuleRow("LNK-009 memento is the time-generic URI",
                          changeListWith(ln(QStringLiteral("memento"), res())), v11, "LNK-009",
                          true, error);
    rsi::test::addRuleRow("LNK-009 one memento",
                          changeListWith(ln(QStringLiteral("memento"), memento)), v11, "LNK-009",
                          false);

    // LNK-010 memento consistency
    rsi::test::addRuleRow("LNK-010 modified differs from lastmod (Ex. 29)",
                          changeListWith(ln(QStringLiteral("memento"), memento,
                                            QStringLiteral("modified=\"2013-01-02T18:00:00Z\""))),
                          v10, "LNK-010", true, warning);
    rsi::test::addRuleRow(
        "LNK-010 modified equals lastmod",
        changeListWith(ln(QStringLiteral("memento"), memento,
                          QStringLiteral("modified=\"2013-01-03T19:00:00+01:00\""))),
        v11, "LNK-010", false);
    rsi::test::addRuleRow(
        "LNK-010 length differs",
        changeListWith(ln(QStringLiteral("memento"), memento, QStringLiteral("length=\"1\""))), v11,
        "LNK-010", true, warning);
    rsi::test::addRuleRow(
        "LNK-010 same hash, length and type",
        changeListWith(
            ln(QStringLiteral("memento"), memento,
               QStringLiteral("hash=\"%1\" length=\"8876\" type=\"text/html\"").arg(hash))),
        v11, "LNK-010", false);
    rsi::test::addRuleRow(
        "LNK-010 1.1 modified differs from datetime",
        changeList(url(res(), QString(),
                       QStringLiteral("change=\"updated\" datetime=\"2013-01-03T18:00:00Z\""),
                       ln(QStringLiteral("memento"), memento,
                          QStringLiteral("modified=\"2013-01-03T17:00:00Z\"")))),
        v11, "LNK-010", true, warning);

    // LNK-011 lastmod with prior versions
    const QString timegate
        = ln(QStringLiteral("timegate"), QStringLiteral("http://example.com/tg/res1"));
    rsi::test::addRuleRow("LNK-011 1.0 Resource List without lastmod",
                          resourceList(url(res(), QString(), QString(), timegate)), v10, "LNK-011",
                          true, error);
    rsi::test::addRuleRow("LNK-011 1.1 Resource List without lastmod",
                          resourceList(url(res(), QString(), QString(), timegate)), v11, "LNK-011",
                          true, info);
    rsi::test::addRuleRow("LNK-011 1.0 Resource List with lastmod",
                          resourceList(url(res(), lastmod, QString(), timegate)), v10, "LNK-011",
                          false);
    rsi::test::addRuleRow(
        "LNK-011 1.0 Change List: CL-009 reports it",
        changeList(url(res(), QString(), QStringLiteral("change=\"updated\""), timegate)), v10,
        "LNK-011", false);
    rsi::test::addRuleRow("LNK-011 without prior-version links",
                          resourceList(url(res(), QString(), QString(), ln(mirror, mirror1))), v10,
                          "LNK-011", false);

    // LNK-012 timegate attributes
    rsi::test::addRuleRow(
        "LNK-012 timegate with type",
        changeListWith(ln(QStringLiteral("timegate"), QStringLiteral("http://example.com/tg"),
                          QStringLiteral("type=\"text/html\""))),
        v11, "LNK-012", true, warning);
    rsi::test::addRuleRow(
        "LNK-012 timegate with pri",
        changeListWith(ln(QStringLiteral("timegate"), QStringLiteral("http://example.com/tg"),
                          QStringLiteral("pri=\"1\""))),
        v11, "LNK-012", true);
    rsi::test::addRuleRow("LNK-012 timegate with rel and href", changeListWith(timegate), v11,
                          "LNK-012", false);

    // LNK-013 timemap, LNK-014 collection, LNK-015 via: another resource
    rsi::test::addRuleRow("LNK-013 timemap is the resource",
                          changeListWith(ln(QStringLiteral("timemap"), res())), v11, "LNK-013",
                          true, error);
    rsi::test::addRuleRow(
        "LNK-013 timemap",
        changeListWith(ln(QStringLiteral("timemap"), QStringLiteral("http://example.com/tm/res1"),
                          QStringLiteral("type=\"application/link-format\""))),
        v11, "LNK-013", false);
    rsi::test::addRuleRow("LNK-014 collection is the resource",
                          changeListWith(ln(QStringLiteral("collection"), res())), v11, "LNK-014",
                          true, error);
    rsi::test::addRuleRow("LNK-014 collection",
                          changeListWith(ln(QStringLiteral("collection"),
                                            QStringLiteral("http://example.com/agg/1"))),
                          v11, "LNK-014", false);
    rsi::test::addRuleRow("LNK-015 via is the resource",
                          changeListWith(ln(QStringLiteral("via"), res())), v11, "LNK-015", true,
                          warning);
    rsi::test::addRuleRow("LNK-015 via",
                          changeListWith(ln(QStringLiteral("via"),
                                            QStringLiteral("http://original.example.com/res1"))),
                          v11, "LNK-015", false);

    // LNK-016 one via
    rsi::test::addRuleRow(
        "LNK-016 two via links",
        changeListWith(
            ln(QStringLiteral("via"), QStringLiteral("http://original.example.com/res1"))
            + ln(QStringLiteral("VIA"), QStringLiteral("http://aggregator1.example.com/res1"))),
        v11, "LNK-016", true, warning);
    rsi::test::addRuleRow("LNK-016 one via link",
                          changeListWith(ln(QStringLiteral("via"),
                                            QStringLiteral("http://original.example.com/res1"))),
                          v11, "LNK-016", false);

    // LNK-018 contents only in dumps
    rsi::test::addRuleRow(
        "LNK-018 contents in a Change List",
        changeListWith(ln(QStringLiteral("contents"), QStringLiteral("http://example.com/m.xml"))),
        v11, "LNK-018", true, warning);
    rsi::test::addRuleRow(
        "LNK-018 contents in a Change Dump",
        changeDumpWith(ln(QStringLiteral("contents"), QStringLiteral("http://example.com/m.xml"))),
        v11, "LNK-018", false);
    rsi::test::addRuleRow("LNK-018 contents in a Source Description",
                          sourceDescriptionWith(ln(QStringLiteral("contents"),
                                                   QStringLiteral("http://example.com/m"))),
                          v11, "LNK-018", true);

    // NAV-007 index links only in <urlset> documents
    rsi::test::addRuleRow(
        "NAV-007 index link on an index",
        changeListIndex(ln(QStringLiteral("index"), QStringLiteral("http://example.com/top.xml"))),
        v11, "NAV-007", true, warning);
    rsi::test::addRuleRow("NAV-007 index link on a list",
                          changeListWithRoot(ln(QStringLiteral("index"),
                                                QStringLiteral("http://example.com/cli.xml"))),
                          v11, "NAV-007", false);
    rsi::test::addRuleRow("NAV-007 index without index link", changeListIndex(QString()), v11,
                          "NAV-007", false);

    // hostile values
    rsi::test::addRuleRow("hostile: rel with odd case",
                          changeListWith(ln(QStringLiteral("DuPlIcAtE"), res())), v11, "LNK-002",
                          true);
    rsi::test::addRuleRow("hostile: empty rel is the attribute rules' business",
                          changeListWith(ln(QString(), QStringLiteral("http://example.com/x"))),
                          v11, "LNK-001", false);
    rsi::test::addRuleRow(
        "hostile: unicode mirror",
        changeListWith(ln(mirror, QStringLiteral("ftp://\u00fc.example.com/r\u00e9s"))), v11,
        "LNK-002", true, info);
    rsi::test::addRuleRow("hostile: whitespace-only hash list",
                          changeListWith(ln(mirror, mirror1, QStringLiteral("hash=\"   \""))), v11,
                          "LNK-003", true, warning);
}

void tst_LinkRules::rules()
{
    rsi::test::verifyRuleRow();
}

QTEST_GUILESS_MAIN(tst_LinkRules)
