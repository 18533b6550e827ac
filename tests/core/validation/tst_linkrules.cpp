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

const QString hash = QStringLiteral("md5:1584abdf8ebdc9802ac0c6a7402c03b6");
const QString otherHash = QStringLiteral("md5:0988647082c8bc51778894a48ec3b576");

QString res(int n = 1)
{
    return QStringLiteral("http://example.com/res%1").arg(n);
}

// <rs:ln rel="REL" href="HREF" EXTRA/>
QString ln(const QString &rel, const QString &href, const QString &extra = {})
{
    QString xml
        = QStringLiteral("<rs:ln rel=\"") + rel + QStringLiteral("\" href=\"") + href + u'"';
    if (!extra.isEmpty())
        xml += u' ' + extra;
    return xml + QStringLiteral("/>");
}

QString url(const QString &loc, const QString &lastmod, const QString &metadata,
            const QString &links)
{
    QString xml = QStringLiteral("  <url><loc>") + loc + QStringLiteral("</loc>");
    if (!lastmod.isNull())
        xml += QStringLiteral("<lastmod>") + lastmod + QStringLiteral("</lastmod>");
    if (!metadata.isNull())
        xml += QStringLiteral("<rs:md ") + metadata + QStringLiteral("/>");
    return xml + links + QStringLiteral("</url>\n");
}

const QString lastmod = QStringLiteral("2013-01-03T18:00:00Z");
const QString entryMetadata = QStringLiteral("change=\"updated\" hash=\"%1\" length=\"8876\" "
                                             "type=\"text/html\"")
                                  .arg(hash);

QByteArray changeList(const QString &urls)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"),
                                 QStringLiteral("from=\"2013-01-03T00:00:00Z\""),
                                 rsi::test::upLink() + urls);
}

// A Change List with one updated resource and the given links.
QByteArray changeListWith(const QString &links)
{
    return changeList(url(res(), lastmod, entryMetadata, links));
}

QByteArray resourceList(const QString &urls)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("resourcelist"),
                                 QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                                 rsi::test::upLink() + urls);
}

QByteArray resourceDumpWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("resourcedump"),
        QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
        rsi::test::upLink()
            + url(QStringLiteral("http://example.com/resourcedump.zip"), QString(),
                  QStringLiteral("type=\"application/zip\" length=\"4765\""), links));
}

QByteArray changeDumpWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changedump"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        rsi::test::upLink()
            + url(QStringLiteral("http://example.com/changedump.zip"), QString(),
                  QStringLiteral("type=\"application/zip\" length=\"4765\" "
                                 "from=\"2013-01-01T00:00:00Z\""),
                  links));
}

QByteArray manifestWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("changedump-manifest"),
        QStringLiteral("from=\"2013-01-03T00:00:00Z\""),
        rsi::test::upLink()
            + url(res(), lastmod,
                  QStringLiteral("change=\"updated\" type=\"application/json\" path=\"/res1\""),
                  links));
}

QByteArray sourceDescriptionWith(const QString &links)
{
    return rsi::test::rsDocument(
        QStringLiteral("urlset"), QStringLiteral("description"), QString(),
        ln(QStringLiteral("describedby"), QStringLiteral("http://example.com/info.xml"))
            + url(QStringLiteral("http://example.com/capabilitylist.xml"), QString(),
                  QStringLiteral("capability=\"capabilitylist\""), links));
}

QByteArray changeListIndex(const QString &rootLinks, const QString &childLinks = {})
{
    return rsi::test::rsDocument(
        QStringLiteral("sitemapindex"), QStringLiteral("changelist"),
        QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
        rsi::test::upLink() + rootLinks
            + QStringLiteral("<sitemap><loc>http://example.com/cl1.xml</loc>"
                             "<rs:md from=\"2013-01-01T00:00:00Z\"/>")
            + childLinks + QStringLiteral("</sitemap>"));
}

QByteArray changeListWithRoot(const QString &rootLinks)
{
    return rsi::test::rsDocument(QStringLiteral("urlset"), QStringLiteral("changelist"),
                                 QStringLiteral("from=\"2013-01-03T00:00:00Z\""),
                                 rsi::test::upLink() + rootLinks
                                     + url(res(), lastmod, entryMetadata, QString()));
}

const QString patch = QStringLiteral("http://www.openarchives.org/rs/terms/patch");
} // namespace

class tst_LinkRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validDocuments_data();
    void validDocuments();
    void specExamples_data();
    void specExamples();
    void messageQuotesValues();
    void misplacedPatchIsOneFinding();
};

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

QTEST_GUILESS_MAIN(tst_LinkRules)
#include "tst_linkrules.moc"
