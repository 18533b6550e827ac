// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/sourcetree.h"
#include "crawl/treevalidator.h"
#include "parse/documentparser.h"
#include "support/validationharness.h"
#include "validation/rulecatalogue.h"
#include "validation/validator.h"

#include <QElapsedTimer>
#include <QTest>

#include <functional>

using namespace rsi;
using rsi::test::describe;
using rsi::test::rsDocument;

namespace {

// ---------------------------------------------------------------------------
// A source built by hand: each document as a crawl would have left it.

struct Doc
{
    QString name; // how the tests refer to it
    QString url; // as requested
    QByteArray xml; // the body; ignored unless the status is 2xx (or 0)
    QString parent; // name of the document that listed it
    Arrival arrival = Arrival::Child;
    int status = 200; // 0: a local file, no HTTP
    QString contentType = QStringLiteral("application/xml");
    QString finalUrl; // after redirects, when it moved
    QString contentEncoding;
};

struct Judged
{
    SourceTree tree;
    FindingList treeFindings; // what TreeValidator added, source findings first
    FindingList documentFindings; // what the single-document validator found
};

class Source
{
public:
    QList<Doc> docs;
    ValidationOptions options;
    QStringList problems; // edits that did not apply: the fixture changed under a test

    Doc &doc(const QString &name)
    {
        for (Doc &candidate : docs) {
            if (candidate.name == name)
                return candidate;
        }
        problems.append(QStringLiteral("no document ") + name);
        static Doc nowhere;
        return nowhere;
    }
    void add(Doc document) { docs.append(std::move(document)); }
    void remove(const QString &name)
    {
        docs.removeIf([&](const Doc &document) { return document.name == name; });
    }
    // Replaces text in one document's XML; a pattern that is not there is a
    // problem the test reports.
    void replace(const QString &name, const QString &before, const QString &after)
    {
        QByteArray &xml = doc(name).xml;
        const QByteArray from = before.toUtf8();
        if (!xml.contains(from)) {
            problems.append(name + QStringLiteral(": no ") + before);
            return;
        }
        xml.replace(from, after.toUtf8());
    }
    // Adds text before the closing root tag.
    void append(const QString &name, const QString &body)
    {
        QByteArray &xml = doc(name).xml;
        const QByteArray root = xml.contains("</sitemapindex>") ? "</sitemapindex>" : "</urlset>";
        xml.replace(root, QByteArray(body.toUtf8() + root));
    }

    // Parses, validates and adopts each document as the crawl does, then
    // places each under its parent.
    SourceTree build(bool validateDocuments = true) const
    {
        SourceTree tree;
        QHash<QString, int> ids;
        for (const Doc &d : docs) {
            CrawledDocument document;
            document.requestedUrl = QUrl(d.url);
            document.url = QUrl(d.finalUrl.isEmpty() ? d.url : d.finalUrl);
            document.arrival = d.arrival;
            if (d.status != 0)
                document.status = d.status;
            document.contentType = d.contentType;
            document.contentEncoding = d.contentEncoding;
            if (d.status == 0 || (d.status >= 200 && d.status < 300)) {
                ParseResult parsed = DocumentParser().parseBytes(d.xml, document.url);
                FindingList findings
                    = validateDocuments ? Validator(options).validate(parsed) : parsed.findings;
                document.adopt(ParseResult {std::move(parsed.document), std::move(findings)},
                               options.extensionCapabilities);
            } else {
                document.error = QStringLiteral("HTTP status %1").arg(d.status);
                if (d.arrival != Arrival::WellKnown) {
                    document.findings.append(makeFinding(u"HTTP-001", document.error, d.url, {}));
                }
            }
            const int id = tree.add(std::move(document));
            ids.insert(d.name, id);
            if (d.arrival == Arrival::WellKnown && tree.document(id).loaded)
                tree.setSourceDescription(id);
        }
        for (const Doc &d : docs) {
            if (!d.parent.isEmpty() && ids.contains(d.parent))
                tree.reparent(ids.value(d.name), ids.value(d.parent), d.arrival, {});
        }
        return tree;
    }

    Judged judge(bool validateDocuments = true) const
    {
        Judged judged;
        judged.tree = build(validateDocuments);
        QList<FindingList> before;
        for (const CrawledDocument &document : judged.tree.documents()) {
            before.append(document.findings);
            judged.documentFindings.append(document.findings);
        }
        TreeValidator(options).validate(judged.tree);
        judged.treeFindings = judged.tree.sourceFindings();
        for (const CrawledDocument &document : judged.tree.documents()) {
            FindingList earlier = before.at(document.id);
            for (const Finding &finding : document.findings) {
                const qsizetype at = earlier.indexOf(finding);
                if (at >= 0)
                    earlier.removeAt(at);
                else
                    judged.treeFindings.append(finding);
            }
        }
        return judged;
    }
};

const QString host = QStringLiteral("http://example.com");
const QString sdUrl = host + QStringLiteral("/.well-known/resourcesync");
const QString caplUrl = host + QStringLiteral("/dataset1/capabilitylist.xml");
const QString rliUrl = host + QStringLiteral("/dataset1/resourcelist-index.xml");
const QString rl1Url = host + QStringLiteral("/dataset1/resourcelist1.xml");
const QString rl2Url = host + QStringLiteral("/dataset1/resourcelist2.xml");
const QString rdUrl = host + QStringLiteral("/dataset1/resourcedump.xml");
const QString rdmUrl = host + QStringLiteral("/dataset1/manifest1.xml");
const QString cliUrl = host + QStringLiteral("/dataset1/changelist-index.xml");
const QString cl1Url = host + QStringLiteral("/dataset1/changelist1.xml");
const QString cl2Url = host + QStringLiteral("/dataset1/changelist2.xml");
const QString cdiUrl = host + QStringLiteral("/dataset1/changedump-index.xml");
const QString cd1Url = host + QStringLiteral("/dataset1/changedump1.xml");
const QString cdmUrl = host + QStringLiteral("/dataset1/changedump-manifest1.xml");
// Documents some rows add.
const QString descriptionUrl = host + QStringLiteral("/dataset1/description.xml");
const QString goneUrl = host + QStringLiteral("/gone.xml");
const QString aboutUrl = host + QStringLiteral("/about.html");
const QString rl3Url = host + QStringLiteral("/dataset1/resourcelist3.xml");
const QString rdiUrl = host + QStringLiteral("/dataset1/resourcedump-index.xml");
const QString rd2Url = host + QStringLiteral("/dataset1/resourcedump2.xml");
const QString cl3Url = host + QStringLiteral("/dataset1/changelist3.xml");
const QString cd2Url = host + QStringLiteral("/dataset1/changedump2.xml");
const QString archiveIndexUrl = host + QStringLiteral("/dataset1/archive-index.xml");
const QString archiveUrl = host + QStringLiteral("/dataset1/archive1.xml");
const QString capl2Url = host + QStringLiteral("/dataset2/capabilitylist.xml");
const QString rlBUrl = host + QStringLiteral("/dataset2/resourcelist.xml");
const QString sdiUrl = host + QStringLiteral("/sourcedescription-index.xml");
const QString mirrorUrl = QStringLiteral("http://mirror.example.org/dataset1/resourcelist2.xml");
const QString elsewhereUrl = host + QStringLiteral("/dataset9/capabilitylist.xml");

QString res(const char *name)
{
    return host + QStringLiteral("/res/") + QString::fromLatin1(name);
}

QString ln(const QString &rel, const QString &href)
{
    return QStringLiteral("  <rs:ln rel=\"%1\" href=\"%2\"/>\n").arg(rel, href);
}

QString up(const QString &href)
{
    return ln(QStringLiteral("up"), href);
}

QString index(const QString &href)
{
    return ln(QStringLiteral("index"), href);
}

QString url(const QString &loc, const QString &inner = {}, const QString &lastmod = {})
{
    const QString time
        = lastmod.isEmpty() ? QString() : QStringLiteral("<lastmod>%1</lastmod>").arg(lastmod);
    return QStringLiteral("  <url><loc>%1</loc>%2%3</url>\n").arg(loc, time, inner);
}

QString sitemap(const QString &loc, const QString &inner = {})
{
    return QStringLiteral("  <sitemap><loc>%1</loc>%2</sitemap>\n").arg(loc, inner);
}

QString md(const QString &attributes)
{
    return QStringLiteral("<rs:md %1/>").arg(attributes);
}

QByteArray urlset(const char *capability, const QString &top, const QString &body)
{
    return rsDocument(QStringLiteral("urlset"), QString::fromLatin1(capability), top, body);
}

QByteArray sitemapindex(const char *capability, const QString &top, const QString &body)
{
    return rsDocument(QStringLiteral("sitemapindex"), QString::fromLatin1(capability), top, body);
}

const QString describedBy = ln(QStringLiteral("describedby"), host + QStringLiteral("/about.html"));

QByteArray sourceDescriptionXml(const QString &describedByHref
                                = host + QStringLiteral("/about.html"))
{
    return urlset("description", {},
                  ln(QStringLiteral("describedby"), describedByHref)
                      + url(caplUrl,
                            md(QStringLiteral("capability=\"capabilitylist\""))
                                + ln(QStringLiteral("describedby"),
                                     host + QStringLiteral("/dataset1/about.html"))));
}

QByteArray resourceList(const QString &top, const QString &links, const QString &body)
{
    return urlset("resourcelist", top, links + body);
}

QString resourceEntry(const char *name, const char *lastmod)
{
    return url(res(name), md(QStringLiteral("length=\"8876\" type=\"text/html\"")),
               QString::fromLatin1(lastmod));
}

QString change(const char *name, const char *kind, const char *time, const QString &extra = {})
{
    return url(res(name),
               md(QStringLiteral("change=\"%1\" datetime=\"%2\"%3")
                      .arg(QString::fromLatin1(kind), QString::fromLatin1(time), extra)));
}

Doc document(const QString &name, const QString &address, const QByteArray &xml,
             const QString &parent, Arrival arrival = Arrival::Child)
{
    Doc d;
    d.name = name;
    d.url = address;
    d.xml = xml;
    d.parent = parent;
    d.arrival = arrival;
    return d;
}

// A valid, complete source: SD -> CapL -> RLI (2 RLs), RD (with a manifest
// copy), CLI (a closed and an open CL), CDI -> CD (with a manifest copy).
// Times follow the spec's examples: the snapshot at 2013-01-03 09:00, the
// changes from 2013-01-01.
Source validSource()
{
    Source s;
    const QString capUp = up(caplUrl);
    s.add(document(QStringLiteral("sd"), sdUrl, sourceDescriptionXml(), {}, Arrival::WellKnown));
    s.add(document(QStringLiteral("capl"), caplUrl,
                   urlset("capabilitylist", {},
                          up(sdUrl)
                              + ln(QStringLiteral("describedby"),
                                   host + QStringLiteral("/dataset1/about.html"))
                              + url(rliUrl, md(QStringLiteral("capability=\"resourcelist\"")))
                              + url(rdUrl, md(QStringLiteral("capability=\"resourcedump\"")))
                              + url(cliUrl, md(QStringLiteral("capability=\"changelist\"")))
                              + url(cdiUrl, md(QStringLiteral("capability=\"changedump\"")))),
                   QStringLiteral("sd")));
    s.add(document(
        QStringLiteral("rli"), rliUrl,
        sitemapindex(
            "resourcelist",
            QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:10:00Z\""),
            capUp
                + sitemap(rl1Url,
                          md(QStringLiteral("at=\"2013-01-03T09:00:00Z\" "
                                            "completed=\"2013-01-03T09:05:00Z\"")))
                + sitemap(rl2Url,
                          md(QStringLiteral("at=\"2013-01-03T09:05:00Z\" "
                                            "completed=\"2013-01-03T09:10:00Z\"")))),
        QStringLiteral("capl")));
    s.add(
        document(QStringLiteral("rl1"), rl1Url,
                 resourceList(QStringLiteral(
                                  "at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:05:00Z\""),
                              capUp + index(rliUrl),
                              resourceEntry("res1", "2013-01-02T13:00:00Z")
                                  + resourceEntry("res2", "2013-01-02T14:00:00Z")),
                 QStringLiteral("rli")));
    s.add(
        document(QStringLiteral("rl2"), rl2Url,
                 resourceList(QStringLiteral(
                                  "at=\"2013-01-03T09:05:00Z\" completed=\"2013-01-03T09:10:00Z\""),
                              capUp + index(rliUrl), resourceEntry("res3", "2013-01-02T15:00:00Z")),
                 QStringLiteral("rli")));
    s.add(document(
        QStringLiteral("rd"), rdUrl,
        urlset("resourcedump",
               QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:10:00Z\""),
               capUp
                   + url(host + QStringLiteral("/dataset1/dump1.zip"),
                         md(QStringLiteral("type=\"application/zip\" length=\"4765\" "
                                           "at=\"2013-01-03T09:00:00Z\" "
                                           "completed=\"2013-01-03T09:10:00Z\""))
                             + QStringLiteral("<rs:ln rel=\"contents\" href=\"%1\" "
                                              "type=\"application/xml\"/>")
                                   .arg(rdmUrl))),
        QStringLiteral("capl")));
    s.add(document(
        QStringLiteral("rdm"), rdmUrl,
        urlset("resourcedump-manifest",
               QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:10:00Z\""),
               capUp
                   + url(res("res1"),
                         md(QStringLiteral("path=\"/resources/res1\" type=\"text/html\"")))
                   + url(res("res2"),
                         md(QStringLiteral("path=\"/resources/res2\" type=\"text/html\"")))
                   + url(res("res3"),
                         md(QStringLiteral("path=\"/resources/res3\" type=\"text/html\"")))),
        QStringLiteral("rd"), Arrival::Contents));
    s.add(document(
        QStringLiteral("cli"), cliUrl,
        sitemapindex("changelist", QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
                     capUp
                         + sitemap(cl1Url,
                                   md(QStringLiteral("from=\"2013-01-01T00:00:00Z\" "
                                                     "until=\"2013-01-02T00:00:00Z\"")))
                         + sitemap(cl2Url, md(QStringLiteral("from=\"2013-01-02T00:00:00Z\"")))),
        QStringLiteral("capl")));
    const QString cl1Changes = change("res1", "updated", "2013-01-01T12:00:00Z")
        + change("res2", "created", "2013-01-01T13:00:00Z");
    s.add(document(QStringLiteral("cl1"), cl1Url,
                   urlset("changelist",
                          QStringLiteral("from=\"2013-01-01T00:00:00Z\" "
                                         "until=\"2013-01-02T00:00:00Z\""),
                          capUp + index(cliUrl) + cl1Changes),
                   QStringLiteral("cli")));
    s.add(
        document(QStringLiteral("cl2"), cl2Url,
                 urlset("changelist", QStringLiteral("from=\"2013-01-02T00:00:00Z\""),
                        capUp + index(cliUrl) + change("res3", "updated", "2013-01-02T15:00:00Z")),
                 QStringLiteral("cli")));
    s.add(
        document(QStringLiteral("cdi"), cdiUrl,
                 sitemapindex("changedump", QStringLiteral("from=\"2013-01-01T00:00:00Z\""),
                              capUp
                                  + sitemap(cd1Url,
                                            md(QStringLiteral("from=\"2013-01-01T00:00:00Z\" "
                                                              "until=\"2013-01-02T00:00:00Z\"")))),
                 QStringLiteral("capl")));
    s.add(document(
        QStringLiteral("cd1"), cd1Url,
        urlset("changedump",
               QStringLiteral("from=\"2013-01-01T00:00:00Z\" until=\"2013-01-02T00:00:00Z\""),
               capUp + index(cdiUrl)
                   + url(host + QStringLiteral("/dataset1/changedump1.zip"),
                         md(QStringLiteral("type=\"application/zip\" length=\"3000\" "
                                           "from=\"2013-01-01T00:00:00Z\" "
                                           "until=\"2013-01-02T00:00:00Z\""))
                             + QStringLiteral("<rs:ln rel=\"contents\" href=\"%1\" "
                                              "type=\"application/xml\"/>")
                                   .arg(cdmUrl))),
        QStringLiteral("cdi")));
    s.add(
        document(QStringLiteral("cdm"), cdmUrl,
                 urlset("changedump-manifest",
                        QStringLiteral("from=\"2013-01-01T00:00:00Z\" "
                                       "until=\"2013-01-02T00:00:00Z\""),
                        capUp
                            + change("res1", "updated", "2013-01-01T12:00:00Z",
                                     QStringLiteral(" path=\"/changes/res1\" type=\"text/html\""))
                            + change("res2", "created", "2013-01-01T13:00:00Z",
                                     QStringLiteral(" path=\"/changes/res2\" type=\"text/html\""))),
                 QStringLiteral("cd1"), Arrival::Contents));
    return s;
}

// Documents the rows add.

Doc unloaded(const QString &name, const QString &address, int status, Arrival arrival)
{
    Doc d = document(name, address, {}, {}, arrival);
    d.status = status;
    return d;
}

Doc orphanResourceList(Arrival arrival)
{
    return document(QStringLiteral("rl3"), rl3Url,
                    resourceList(QStringLiteral("at=\"2013-01-03T09:00:00Z\""), up(caplUrl),
                                 resourceEntry("res9", "2013-01-02T13:00:00Z")),
                    {}, arrival);
}

Doc aboutPage()
{
    Doc d = document(QStringLiteral("about"), aboutUrl,
                     "<!DOCTYPE html><html><head><title>About</title></head></html>", {},
                     Arrival::Up);
    d.contentType = QStringLiteral("text/html");
    return d;
}

const QString dumpEntryTimes
    = QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:10:00Z\"");

// The Capability List lists a Resource Dump Index instead of the dump; the
// dump links to it unless told not to.
void groupDumpInIndex(Source &s, const QString &entry = dumpEntryTimes, bool indexLink = true)
{
    if (indexLink)
        s.replace(QStringLiteral("rd"), up(caplUrl), up(caplUrl) + index(rdiUrl));
    s.replace(QStringLiteral("capl"), rdUrl + QStringLiteral("</loc>"),
              rdiUrl + QStringLiteral("</loc>"));
    s.add(document(QStringLiteral("rdi"), rdiUrl,
                   sitemapindex("resourcedump", QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                                up(caplUrl) + sitemap(rdUrl, md(entry))),
                   QStringLiteral("capl")));
    s.doc(QStringLiteral("rd")).parent = QStringLiteral("rdi");
}

// A capability of another specification, published as an index and a list.
void addArchive(Source &s, const QString &listUp, bool withIndexLink)
{
    s.append(QStringLiteral("capl"),
             url(archiveIndexUrl, md(QStringLiteral("capability=\"resourcelist-archive\""))));
    s.add(document(QStringLiteral("archive-index"), archiveIndexUrl,
                   sitemapindex("resourcelist-archive", {}, up(caplUrl) + sitemap(archiveUrl)),
                   QStringLiteral("capl")));
    s.add(document(QStringLiteral("archive"), archiveUrl,
                   urlset("resourcelist-archive", {},
                          up(listUp) + (withIndexLink ? index(archiveIndexUrl) : QString())
                              + url(res("res1"))),
                   QStringLiteral("archive-index")));
}

// A second set of resources: its Capability List, listed by the Source
// Description, and what it lists.
void addSecondSet(Source &s, const QString &capabilityEntry, const QString &resourceListBody)
{
    s.replace(QStringLiteral("sd"), QStringLiteral("</urlset>"),
              url(capl2Url, md(QStringLiteral("capability=\"capabilitylist\"")))
                  + QStringLiteral("</urlset>"));
    s.add(document(QStringLiteral("capl2"), capl2Url,
                   urlset("capabilitylist", {}, up(sdUrl) + describedBy + capabilityEntry),
                   QStringLiteral("sd")));
    if (!resourceListBody.isEmpty()) {
        s.add(document(QStringLiteral("rlB"), rlBUrl,
                       resourceList(QStringLiteral("at=\"2013-01-03T09:00:00Z\""), up(capl2Url),
                                    resourceListBody),
                       QStringLiteral("capl2")));
    }
}

// A Capability List entry advertising a notification channel (FN Example 8).
QString channel(const QString &capability,
                const QString &topic = host + QStringLiteral("/framework/"))
{
    return url(topic,
               QStringLiteral("<rs:ln rel=\"hub\" href=\"http://hub.example.org/\"/>")
                   + md(QStringLiteral("capability=\"%1\"").arg(capability)));
}

Doc descriptionCopy(const QByteArray &xml, Arrival arrival)
{
    return document(QStringLiteral("description"), descriptionUrl, xml, {}, arrival);
}

// ---------------------------------------------------------------------------
// The table: one row per way of breaking a rule, and rows that do not break it.

struct Case
{
    const char *name;
    std::function<void(Source &)> mutate;
    const char *rule;
    bool expected = true;
    std::optional<Severity> severity = std::nullopt;
    QString url; // the document the finding is about; empty: not checked
    QString related; // the other document; checked when url is given
};

const Severity Err = Severity::Error;
const Severity Warn = Severity::Warning;
const Severity Info = Severity::Info;

const QList<Case> &cases()
{
    static const QList<Case> all = {
        // NAV-002: a Capability List's up link
        {"NAV-002 up to an index",
         [](Source &s) { s.replace(QStringLiteral("capl"), up(sdUrl), up(rliUrl)); }, "NAV-002",
         true, Err, caplUrl, rliUrl},
        {"NAV-002 not listed by its Source Description",
         [](Source &s) { s.replace(QStringLiteral("sd"), caplUrl + u'<', elsewhereUrl + u'<'); },
         "NAV-002", true, Err, caplUrl, sdUrl},
        {"NAV-002 dead up link",
         [](Source &s) {
             s.replace(QStringLiteral("capl"), up(sdUrl), up(goneUrl));
             s.add(unloaded(QStringLiteral("gone"), goneUrl, 404, Arrival::Up));
         },
         "NAV-002", true, Err, caplUrl, goneUrl},

        // NAV-003: the Capability List that up names lists the document
        {"NAV-003 not listed", [](Source &s) { s.add(orphanResourceList(Arrival::RobotsTxt)); },
         "NAV-003", true, Err, rl3Url, caplUrl},
        {"NAV-003 up to the Source Description",
         [](Source &s) { s.replace(QStringLiteral("rd"), up(caplUrl), up(sdUrl)); }, "NAV-003",
         true, Err, rdUrl, sdUrl},
        {"NAV-003 manifest up to a Capability List without its dump",
         [](Source &s) {
             addSecondSet(s, QString(), QString());
             s.replace(QStringLiteral("rdm"), up(caplUrl), up(capl2Url));
         },
         "NAV-003", true, Err, rdmUrl, capl2Url},
        {"NAV-003 manifest of a listed dump", [](Source &) {}, "NAV-003", false, {}, {}, {}},
        {"NAV-003 child of a listed index", [](Source &) {}, "NAV-003", false, {}, {}, {}},

        // NAV-004: the chain of up links
        {"NAV-004 three hops",
         [](Source &s) { s.replace(QStringLiteral("rd"), up(caplUrl), up(cliUrl)); }, "NAV-004",
         true, Warn, rdUrl, cliUrl},
        {"NAV-004 up to itself",
         [](Source &s) { s.replace(QStringLiteral("rd"), up(caplUrl), up(rdUrl)); }, "NAV-004",
         true, Err, rdUrl, rdUrl},
        {"NAV-004 loop of two",
         [](Source &s) {
             s.replace(QStringLiteral("rd"), up(caplUrl), up(rdmUrl));
             s.replace(QStringLiteral("rdm"), up(caplUrl), up(rdUrl));
         },
         "NAV-004", true, Err, rdUrl, rdmUrl},
        {"NAV-004 dead link",
         [](Source &s) {
             s.replace(QStringLiteral("rd"), up(caplUrl), up(goneUrl));
             s.add(unloaded(QStringLiteral("gone"), goneUrl, 404, Arrival::Up));
         },
         "NAV-004", true, Err, rdUrl, goneUrl},
        {"NAV-004 ends at a page",
         [](Source &s) {
             s.replace(QStringLiteral("rd"), up(caplUrl), up(aboutUrl));
             s.add(aboutPage());
         },
         "NAV-004", true, Err, rdUrl, aboutUrl},

        // NAV-005, NAV-006: an index of another specification's capability
        {"NAV-005 child links up elsewhere", [](Source &s) { addArchive(s, elsewhereUrl, true); },
         "NAV-005", true, Err, archiveUrl, archiveIndexUrl},
        {"NAV-005 same up",
         [](Source &s) { addArchive(s, caplUrl, true); },
         "NAV-005",
         false,
         {},
         {},
         {}},
        {"NAV-006 no index link", [](Source &s) { addArchive(s, caplUrl, false); }, "NAV-006", true,
         Warn, archiveUrl, archiveIndexUrl},
        {"NAV-006 index link",
         [](Source &s) { addArchive(s, caplUrl, true); },
         "NAV-006",
         false,
         {},
         {},
         {}},
        {"NAV-006 index link to a document that does not list it",
         [](Source &s) { s.replace(QStringLiteral("capl"), up(sdUrl), up(sdUrl) + index(sdUrl)); },
         "NAV-006", true, Err, caplUrl, sdUrl},

        // NAV-008: an index and its children share the capability
        {"NAV-008 Source Description Index lists a Capability List",
         [](Source &s) {
             s.add(document(QStringLiteral("sdi"), sdiUrl,
                            sitemapindex("description", {}, sitemap(caplUrl)), {}, Arrival::Input));
         },
         "NAV-008", true, Err, sdiUrl, caplUrl},

        // NAV-009, NAV-010: what the entries say the documents are
        {"NAV-009 wrong capability",
         [](Source &s) {
             s.replace(QStringLiteral("capl"),
                       rdUrl + QStringLiteral("</loc><rs:md capability=\"resourcedump\""),
                       rdUrl + QStringLiteral("</loc><rs:md capability=\"changedump\""));
         },
         "NAV-009", true, Err, caplUrl, rdUrl},
        {"NAV-009 index under its list's capability",
         [](Source &) {},
         "NAV-009",
         false,
         {},
         {},
         {}},
        {"NAV-010 Source Description lists a Resource List",
         [](Source &s) {
             s.replace(QStringLiteral("sd"), QStringLiteral("</urlset>"),
                       url(rl1Url, md(QStringLiteral("capability=\"capabilitylist\"")))
                           + QStringLiteral("</urlset>"));
         },
         "NAV-010", true, Err, sdUrl, rl1Url},

        // NAV-012: listed documents are retrievable
        {"NAV-012 not found", [](Source &s) { s.doc(QStringLiteral("rl2")).status = 404; },
         "NAV-012", true, Err, rliUrl, rl2Url},
        {"NAV-012 server error", [](Source &s) { s.doc(QStringLiteral("cl2")).status = 503; },
         "NAV-012", true, Err, cliUrl, cl2Url},
        {"NAV-012 redirected to another host",
         [](Source &s) { s.doc(QStringLiteral("rl2")).finalUrl = mirrorUrl; }, "NAV-012", true,
         Info, rliUrl, mirrorUrl},
        {"NAV-012 redirected on the same host",
         [](Source &s) {
             s.doc(QStringLiteral("rl2")).finalUrl = host + QStringLiteral("/dataset1/moved.xml");
         },
         "NAV-012",
         false,
         {},
         {},
         {}},

        // NAV-013: found only sideways
        {"NAV-013 robots.txt only",
         [](Source &s) { s.add(orphanResourceList(Arrival::RobotsTxt)); }, "NAV-013", true, Info,
         rl3Url, QString()},
        {"NAV-013 robots.txt and listed",
         [](Source &s) { s.doc(QStringLiteral("rl1")).arrival = Arrival::RobotsTxt; },
         "NAV-013",
         false,
         {},
         {},
         {}},

        // DISC-001, DISC-002, DISC-005, DISC-009: discovery
        {"DISC-001 no Source Description",
         [](Source &s) {
             s.doc(QStringLiteral("sd")).status = 404;
             s.replace(QStringLiteral("capl"), up(sdUrl), up(goneUrl));
             s.add(unloaded(QStringLiteral("gone"), goneUrl, 404, Arrival::Up));
         },
         "DISC-001", true, Err, sdUrl, QString()},
        {"DISC-001 Source Description elsewhere",
         [](Source &s) {
             s.doc(QStringLiteral("sd")).status = 404;
             s.replace(QStringLiteral("capl"), up(sdUrl), up(descriptionUrl));
             s.add(descriptionCopy(sourceDescriptionXml(), Arrival::Up));
         },
         "DISC-001",
         false,
         {},
         {},
         {}},
        {"DISC-002 well-known URI not found",
         [](Source &s) {
             s.doc(QStringLiteral("sd")).status = 404;
             s.replace(QStringLiteral("capl"), up(sdUrl), up(descriptionUrl));
             s.add(descriptionCopy(sourceDescriptionXml(), Arrival::Up));
         },
         "DISC-002", true, Warn, sdUrl, descriptionUrl},
        {"DISC-002 well-known URI gives a page",
         [](Source &s) {
             Doc &wellKnown = s.doc(QStringLiteral("sd"));
             wellKnown.xml = "<html><body>Welcome</body></html>";
             wellKnown.contentType = QStringLiteral("text/html");
             s.replace(QStringLiteral("capl"), up(sdUrl), up(descriptionUrl));
             s.add(descriptionCopy(sourceDescriptionXml(), Arrival::Up));
         },
         "DISC-002", true, Warn, sdUrl, descriptionUrl},
        {"DISC-002 well-known URI gives a Capability List (DISC-003)",
         [](Source &s) {
             s.doc(QStringLiteral("sd")).xml = s.doc(QStringLiteral("capl")).xml;
             s.replace(QStringLiteral("capl"), up(sdUrl), up(descriptionUrl));
             s.add(descriptionCopy(sourceDescriptionXml(), Arrival::Up));
         },
         "DISC-002",
         false,
         {},
         {},
         {}},
        {"DISC-005 resourcesync link to a Resource List",
         [](Source &s) { s.add(orphanResourceList(Arrival::HtmlLink)); }, "DISC-005", true, Err,
         rl3Url, QString()},
        {"DISC-005 Link header to the Capability List",
         [](Source &s) { s.doc(QStringLiteral("capl")).arrival = Arrival::LinkHeader; },
         "DISC-005",
         false,
         {},
         {},
         {}},
        {"DISC-009 up to a copy",
         [](Source &s) {
             s.replace(QStringLiteral("capl"), up(sdUrl), up(descriptionUrl));
             s.add(descriptionCopy(sourceDescriptionXml(), Arrival::Up));
         },
         "DISC-009", true, Info, descriptionUrl, sdUrl},
        {"DISC-009 up to another Source Description",
         [](Source &s) {
             s.replace(QStringLiteral("capl"), up(sdUrl), up(descriptionUrl));
             s.add(descriptionCopy(sourceDescriptionXml(host + QStringLiteral("/other.html")),
                                   Arrival::Up));
         },
         "DISC-009", true, Warn, descriptionUrl, sdUrl},

        // SD-011, CAP-010
        {"SD-011 Capability List links up to another Source Description",
         [](Source &s) {
             s.add(descriptionCopy(sourceDescriptionXml(host + QStringLiteral("/other.html")),
                                   Arrival::Input));
         },
         "SD-011", true, Err, descriptionUrl, caplUrl},
        {"SD-011 a copy of the Source Description",
         [](Source &s) { s.add(descriptionCopy(sourceDescriptionXml(), Arrival::Input)); },
         "SD-011",
         false,
         {},
         {},
         {}},
        {"CAP-010 two Capability Lists list one document",
         [](Source &s) {
             addSecondSet(s, url(rliUrl, md(QStringLiteral("capability=\"resourcelist\""))), {});
         },
         "CAP-010", true, Info, capl2Url, caplUrl},
        {"CAP-010 two sets, two lists",
         [](Source &s) {
             addSecondSet(s, url(rlBUrl, md(QStringLiteral("capability=\"resourcelist\""))),
                          resourceEntry("res7", "2013-01-02T13:00:00Z"));
         },
         "CAP-010",
         false,
         {},
         {},
         {}},

        // NT-004, NT-005: notification channels across Capability Lists
        {"NT-004 two Capability Lists share a channel",
         [](Source &s) {
             s.append(QStringLiteral("capl"), channel(QStringLiteral("framework-notification")));
             addSecondSet(s, channel(QStringLiteral("framework-notification")), {});
         },
         "NT-004", true, Err, capl2Url, caplUrl},
        {"NT-004 a channel each",
         [](Source &s) {
             s.append(QStringLiteral("capl"), channel(QStringLiteral("framework-notification")));
             addSecondSet(s,
                          channel(QStringLiteral("framework-notification"),
                                  host + QStringLiteral("/dataset2/framework/")),
                          {});
         },
         "NT-004",
         false,
         {},
         {},
         {}},
        {"NT-005 a framework topic is another list's change topic",
         [](Source &s) {
             s.append(QStringLiteral("capl"), channel(QStringLiteral("framework-notification")));
             addSecondSet(s, channel(QStringLiteral("changelist-notification")), {});
         },
         "NT-005", true, Err, capl2Url, caplUrl},
        {"NT-005 different topics",
         [](Source &s) {
             s.append(QStringLiteral("capl"), channel(QStringLiteral("framework-notification")));
             addSecondSet(s,
                          channel(QStringLiteral("changelist-notification"),
                                  host + QStringLiteral("/dataset2/changes/")),
                          {});
         },
         "NT-005",
         false,
         {},
         {},
         {}},

        // GEN-029, GEN-030, GEN-031
        {"GEN-029 index lists itself",
         [](Source &s) { s.append(QStringLiteral("rli"), sitemap(rliUrl)); }, "GEN-029", true, Err,
         rliUrl, rliUrl},
        {"GEN-030 gzip",
         [](Source &s) { s.doc(QStringLiteral("rl1")).contentEncoding = QStringLiteral("gzip"); },
         "GEN-030", true, Info, rl1Url, QString()},
        {"GEN-031 text/html",
         [](Source &s) { s.doc(QStringLiteral("rl1")).contentType = QStringLiteral("text/html"); },
         "GEN-031", true, Info, rl1Url, QString()},
        {"GEN-031 no Content-Type",
         [](Source &s) { s.doc(QStringLiteral("rl1")).contentType.clear(); }, "GEN-031", true, Info,
         rl1Url, QString()},
        {"GEN-031 text/xml with charset",
         [](Source &s) {
             s.doc(QStringLiteral("rl1")).contentType = QStringLiteral("text/xml; charset=UTF-8");
         },
         "GEN-031",
         false,
         {},
         {},
         {}},
        {"GEN-031 application/rss+xml",
         [](Source &s) {
             s.doc(QStringLiteral("rl1")).contentType = QStringLiteral("application/rss+xml");
         },
         "GEN-031",
         false,
         {},
         {},
         {}},
        {"GEN-031 local file",
         [](Source &s) {
             Doc &d = s.doc(QStringLiteral("rl1"));
             d.status = 0;
             d.contentType.clear();
         },
         "GEN-031",
         false,
         {},
         {},
         {}},

        // Resource Lists and their index
        {"RL-006 no index link",
         [](Source &s) { s.replace(QStringLiteral("rl1"), index(rliUrl), QString()); }, "RL-006",
         true, Warn, rl1Url, rliUrl},
        {"RL-006 index link to a list",
         [](Source &s) { s.replace(QStringLiteral("rl1"), index(rliUrl), index(rl2Url)); },
         "RL-006", true, Err, rl1Url, rl2Url},
        {"RL-006 index link to a missing index",
         [](Source &s) {
             s.replace(QStringLiteral("rl1"), index(rliUrl), index(goneUrl));
             s.add(unloaded(QStringLiteral("gone"), goneUrl, 410, Arrival::Index));
         },
         "RL-006", true, Err, rl1Url, goneUrl},
        {"RL-007 a resource in two lists of one index",
         [](Source &s) {
             s.append(QStringLiteral("rl2"), resourceEntry("res1", "2013-01-02T13:00:00Z"));
         },
         "RL-007", true, Warn, rl2Url, rl1Url},
        {"RLI-012 a resource in two lists of one index",
         [](Source &s) {
             s.append(QStringLiteral("rl2"), resourceEntry("res1", "2013-01-02T13:00:00Z"));
         },
         "RLI-012", true, Info, rliUrl, QString()},
        {"RLI-007 lists a Change List",
         [](Source &s) { s.append(QStringLiteral("rli"), sitemap(cl1Url)); }, "RLI-007", true, Err,
         rliUrl, cl1Url},
        {"RLI-007 lists an index",
         [](Source &s) { s.append(QStringLiteral("rli"), sitemap(cliUrl)); }, "RLI-007", true, Err,
         rliUrl, cliUrl},
        {"RLI-008 entry at differs",
         [](Source &s) {
             s.replace(QStringLiteral("rli"),
                       rl1Url + QStringLiteral("</loc><rs:md at=\"2013-01-03T09:00:00Z\""),
                       rl1Url + QStringLiteral("</loc><rs:md at=\"2013-01-03T09:01:00Z\""));
         },
         "RLI-008", true, Warn, rliUrl, rl1Url},
        {"RLI-008 same instant, other notation",
         [](Source &s) {
             s.replace(QStringLiteral("rli"),
                       rl1Url + QStringLiteral("</loc><rs:md at=\"2013-01-03T09:00:00Z\""),
                       rl1Url + QStringLiteral("</loc><rs:md at=\"2013-01-03T10:00:00+01:00\""));
         },
         "RLI-008",
         false,
         {},
         {},
         {}},
        {"RLI-009 list started before its index",
         [](Source &s) {
             s.replace(QStringLiteral("rli"),
                       rl2Url + QStringLiteral("</loc><rs:md at=\"2013-01-03T09:05:00Z\""),
                       rl2Url + QStringLiteral("</loc><rs:md at=\"2013-01-03T08:55:00Z\""));
             s.replace(QStringLiteral("rl2"), QStringLiteral("at=\"2013-01-03T09:05:00Z\""),
                       QStringLiteral("at=\"2013-01-03T08:55:00Z\""));
         },
         "RLI-009", true, Warn, rliUrl, rl2Url},
        {"RLI-010 list links up elsewhere",
         [](Source &s) { s.replace(QStringLiteral("rl2"), up(caplUrl), up(elsewhereUrl)); },
         "RLI-010", true, Err, rl2Url, rliUrl},

        // Resource Dumps and their index
        {"RD-004 no index link under an index",
         [](Source &s) { groupDumpInIndex(s, dumpEntryTimes, false); }, "RD-004", true, Warn, rdUrl,
         rdiUrl},
        {"RD-004 index link to an index that does not list it",
         [](Source &s) {
             s.replace(QStringLiteral("rd"), up(caplUrl), up(caplUrl) + index(rliUrl));
         },
         "RD-004", true, Err, rdUrl, rliUrl},
        {"RD-004 index link under an index",
         [](Source &s) { groupDumpInIndex(s); },
         "RD-004",
         false,
         {},
         {},
         {}},
        {"RD-012 a second dump",
         [](Source &s) {
             Doc second = s.doc(QStringLiteral("rd"));
             second.name = QStringLiteral("rd2");
             second.url = rd2Url;
             second.parent.clear();
             second.arrival = Arrival::RobotsTxt;
             s.add(second);
         },
         "RD-012", true, Err, rd2Url, rdUrl},
        {"RDI-004 lists a Resource List",
         [](Source &s) {
             groupDumpInIndex(s);
             s.append(QStringLiteral("rdi"), sitemap(rl1Url));
         },
         "RDI-004", true, Err, rdiUrl, rl1Url},
        {"RDI-004 dump links up elsewhere",
         [](Source &s) {
             groupDumpInIndex(s);
             s.replace(QStringLiteral("rd"), up(caplUrl), up(elsewhereUrl));
         },
         "RDI-004", true, Err, rdUrl, rdiUrl},
        {"RDI-005 entry at differs",
         [](Source &s) { groupDumpInIndex(s, QStringLiteral("at=\"2013-01-03T09:01:00Z\"")); },
         "RDI-005", true, Warn, rdiUrl, rdUrl},

        // Change Lists and their index
        {"CL-006 no index link",
         [](Source &s) { s.replace(QStringLiteral("cl1"), index(cliUrl), QString()); }, "CL-006",
         true, Warn, cl1Url, cliUrl},
        {"CL-006 index link to another index",
         [](Source &s) { s.replace(QStringLiteral("cl1"), index(cliUrl), index(cdiUrl)); },
         "CL-006", true, Err, cl1Url, cdiUrl},
        {"CL-020 a Change List no index groups",
         [](Source &s) {
             s.add(document(
                 QStringLiteral("cl3"), cl3Url,
                 urlset("changelist", QStringLiteral("from=\"2013-01-03T00:00:00Z\""), up(caplUrl)),
                 {}, Arrival::RobotsTxt));
         },
         "CL-020", true, Err, cl3Url, cl1Url},
        {"CLI-006 open list with until in the index",
         [](Source &s) {
             s.replace(QStringLiteral("cli"),
                       cl2Url + QStringLiteral("</loc><rs:md from=\"2013-01-02T00:00:00Z\""),
                       cl2Url
                           + QStringLiteral("</loc><rs:md from=\"2013-01-02T00:00:00Z\" "
                                            "until=\"2013-01-03T00:00:00Z\""));
         },
         "CLI-006", true, Err, cliUrl, cl2Url},
        {"CLI-006 closed list without until in the index",
         [](Source &s) {
             s.replace(QStringLiteral("cl2"), QStringLiteral("from=\"2013-01-02T00:00:00Z\""),
                       QStringLiteral("from=\"2013-01-02T00:00:00Z\" "
                                      "until=\"2013-01-03T00:00:00Z\""));
         },
         "CLI-006", true, Err, cliUrl, cl2Url},
        {"CLI-008 until differs",
         [](Source &s) {
             s.replace(QStringLiteral("cl1"), QStringLiteral("until=\"2013-01-02T00:00:00Z\""),
                       QStringLiteral("until=\"2013-01-02T01:00:00Z\""));
         },
         "CLI-008", true, Warn, cliUrl, cl1Url},
        {"CLI-011 list links up elsewhere",
         [](Source &s) { s.replace(QStringLiteral("cl2"), up(caplUrl), up(elsewhereUrl)); },
         "CLI-011", true, Err, cl2Url, cliUrl},
        {"CLI-011 lists a Resource List",
         [](Source &s) { s.append(QStringLiteral("cli"), sitemap(rl1Url)); }, "CLI-011", true, Err,
         cliUrl, rl1Url},

        // Change Dumps and their index
        {"CD-004 no index link",
         [](Source &s) { s.replace(QStringLiteral("cd1"), index(cdiUrl), QString()); }, "CD-004",
         true, Warn, cd1Url, cdiUrl},
        {"CD-012 a Change Dump no index groups",
         [](Source &s) {
             Doc second = s.doc(QStringLiteral("cd1"));
             second.name = QStringLiteral("cd2");
             second.url = cd2Url;
             second.parent.clear();
             second.arrival = Arrival::RobotsTxt;
             second.xml.replace(index(cdiUrl).toUtf8(), QByteArray());
             s.add(second);
         },
         "CD-012", true, Err, cd2Url, cd1Url},
        {"CDI-004 until differs",
         [](Source &s) {
             s.replace(QStringLiteral("cdi"), QStringLiteral("until=\"2013-01-02T00:00:00Z\""),
                       QStringLiteral("until=\"2013-01-02T06:00:00Z\""));
         },
         "CDI-004", true, Warn, cdiUrl, cd1Url},
        {"CDI-004 dump links up elsewhere",
         [](Source &s) { s.replace(QStringLiteral("cd1"), up(caplUrl), up(elsewhereUrl)); },
         "CDI-004", true, Err, cd1Url, cdiUrl},
        {"CDI-004 lists a Change List",
         [](Source &s) { s.append(QStringLiteral("cdi"), sitemap(cl1Url)); }, "CDI-004", true, Err,
         cdiUrl, cl1Url},

        // Content across documents
        {"XD-001 in the Resource List only",
         [](Source &s) {
             s.append(QStringLiteral("rl2"), resourceEntry("res4", "2013-01-02T16:00:00Z"));
         },
         "XD-001", true, Err, rl2Url, rdUrl},
        {"XD-001 in the dump only",
         [](Source &s) {
             s.append(QStringLiteral("rdm"),
                      url(res("res5"), md(QStringLiteral("path=\"/resources/res5\""))));
         },
         "XD-001", true, Err, rdmUrl, rliUrl},
        {"XD-001 explained by a creation",
         [](Source &s) {
             s.append(QStringLiteral("rl2"), resourceEntry("res4", "2013-01-02T16:00:00Z"));
             s.append(QStringLiteral("cl2"), change("res4", "created", "2013-01-03T09:00:00Z"));
         },
         "XD-001",
         false,
         {},
         {},
         {}},
        {"XD-001 no Change List covers the time",
         [](Source &s) {
             s.append(QStringLiteral("rl2"), resourceEntry("res4", "2013-01-02T16:00:00Z"));
             s.replace(QStringLiteral("cl2"), QStringLiteral("from=\"2013-01-02T00:00:00Z\""),
                       QStringLiteral("from=\"2013-01-02T00:00:00Z\" "
                                      "until=\"2013-01-03T00:00:00Z\""));
             s.replace(QStringLiteral("cli"),
                       cl2Url + QStringLiteral("</loc><rs:md from=\"2013-01-02T00:00:00Z\""),
                       cl2Url
                           + QStringLiteral("</loc><rs:md from=\"2013-01-02T00:00:00Z\" "
                                            "until=\"2013-01-03T00:00:00Z\""));
         },
         "XD-001", true, Warn, rl2Url, rdUrl},
        {"XD-002 changes begin after the snapshot",
         [](Source &s) {
             s.replace(QStringLiteral("rli"),
                       QStringLiteral("capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\""),
                       QStringLiteral("capability=\"resourcelist\" at=\"2012-12-31T00:00:00Z\""));
         },
         "XD-002", true, Warn, cliUrl, rliUrl},
        {"XD-003 manifest and list differ",
         [](Source &s) {
             s.replace(QStringLiteral("cdm"), QStringLiteral("change=\"created\""),
                       QStringLiteral("change=\"updated\""));
         },
         "XD-003", true, Warn, cdmUrl, cl1Url},
        {"XD-006 a resource in two sets",
         [](Source &s) {
             addSecondSet(s, url(rlBUrl, md(QStringLiteral("capability=\"resourcelist\""))),
                          resourceEntry("res1", "2013-01-02T13:00:00Z"));
         },
         "XD-006", true, Info, rlBUrl, rl1Url},
        {"XD-007 lastmod goes back",
         [](Source &s) {
             s.append(QStringLiteral("cl2"),
                      url(res("res1"),
                          md(QStringLiteral("change=\"updated\" "
                                            "datetime=\"2013-01-03T10:00:00Z\"")),
                          QStringLiteral("2013-01-01T00:00:00Z")));
         },
         "XD-007", true, Info, cl2Url, rl1Url},
        {"XD-007 lastmod goes back, judged against 1.0",
         [](Source &s) {
             s.options.specVersion = SpecVersion::V1_0;
             s.replace(QStringLiteral("rl1"), QStringLiteral("2013-01-02T13:00:00Z"),
                       QStringLiteral("2013-01-03T12:00:00Z"));
             s.append(QStringLiteral("cl2"),
                      url(res("res1"),
                          md(QStringLiteral("change=\"updated\" "
                                            "datetime=\"2013-01-03T10:00:00Z\"")),
                          QStringLiteral("2013-01-03T10:00:00Z")));
         },
         "XD-007", true, Warn, cl2Url, rl1Url},
        {"XD-007 lastmod moves on",
         [](Source &s) {
             s.append(QStringLiteral("cl2"),
                      url(res("res1"),
                          md(QStringLiteral("change=\"updated\" "
                                            "datetime=\"2013-01-03T10:00:00Z\"")),
                          QStringLiteral("2013-01-03T10:00:00Z")));
         },
         "XD-007",
         false,
         {},
         {},
         {}},
    };
    return all;
}

bool matches(const Finding &finding, const Case &expected)
{
    if (finding.ruleId != QString::fromLatin1(expected.rule))
        return false;
    if (expected.severity && finding.severity != *expected.severity)
        return false;
    if (!expected.url.isEmpty()
        && (finding.url != expected.url || finding.relatedUrl != expected.related))
        return false;
    return true;
}

QString describeTree(const FindingList &findings)
{
    QString text;
    for (const Finding &finding : findings) {
        text += QStringLiteral("  %1 %2 %3 -> %4: %5\n")
                    .arg(finding.ruleId, severityName(finding.severity), finding.url,
                         finding.relatedUrl, finding.message);
    }
    return text.isEmpty() ? QStringLiteral("  (none)\n") : text;
}

// [tree] and [http] rules that TreeValidator does not report, each with its
// reason. Everything else whose scope is only tree and/or http must be checked.
const QHash<QString, QString> &notCheckedOnPurpose()
{
    const QString fetchesResources
        = QStringLiteral("needs the listed resources fetched: the resource check's "
                         "(core/crawl/resourcecheckjob.cpp), not the tree's");
    static const QHash<QString, QString> reasons = {
        {QStringLiteral("GEN-022"),
         QStringLiteral("reported by the single-document validator, which counts the "
                        "uncompressed bytes it reads (profilerules.cpp)")},
        {QStringLiteral("ATT-011"), fetchesResources},
        {QStringLiteral("ATT-013"), fetchesResources},
        {QStringLiteral("TA-006"),
         QStringLiteral("needs the time each document was fetched, which the tree does not keep")},
        {QStringLiteral("TA-007"),
         QStringLiteral("an instruction not to compare times with other Sources' documents: "
                        "nothing to report")},
        {QStringLiteral("DISC-004"),
         QStringLiteral("reported by the HTML link parser (discovery/htmllinks.cpp) into the "
                        "tree's source findings")},
        {QStringLiteral("DISC-006"),
         QStringLiteral("needs the page that carried the resourcesync link and when it was "
                        "fetched; the page is not a document of the tree")},
        {QStringLiteral("DISC-007"),
         QStringLiteral("reported by the Link header parser (discovery/linkheader.cpp)")},
        {QStringLiteral("DISC-008"),
         QStringLiteral("reported by the robots.txt parser (discovery/robotstxt.cpp)")},
        {QStringLiteral("DISC-010"),
         QStringLiteral("reported by the HTML link and Link header parsers")},
        {QStringLiteral("CAP-011"),
         QStringLiteral("restates XD-001 (uniformity), reported as XD-001")},
        {QStringLiteral("RL-013"), fetchesResources},
        {QStringLiteral("NT-007"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-008"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-009"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-010"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-011"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-012"),
         QStringLiteral("the channel probe's (core/crawl/channelprobe.cpp)")},
        {QStringLiteral("NT-013"),
         QStringLiteral("the channel probe reads a topic's body as a notification")},
        {QStringLiteral("NT-023"),
         QStringLiteral("judged by watch against the tree read after a notification "
                        "(core/notify/notificationcheck.cpp)")},
        {QStringLiteral("NT-033"),
         QStringLiteral("judged by watch against the tree read after a notification "
                        "(core/notify/notificationcheck.cpp)")},
        {QStringLiteral("NT-034"),
         QStringLiteral("judged by watch against the tree read after a notification "
                        "(core/notify/notificationcheck.cpp)")},
        {QStringLiteral("NT-060"),
         QStringLiteral("the Source's publication to its hub, which a Destination never sees")},
        {QStringLiteral("NT-061"),
         QStringLiteral("the hub's answer to the Source, which a Destination never sees")},
        {QStringLiteral("NT-062"),
         QStringLiteral("a hub's dealings with the Source, which a Destination never sees")},
        {QStringLiteral("RLI-011"),
         QStringLiteral("the same fault as RL-006 (a child's index link), reported once, on "
                        "the child, as RL-006")},
        {QStringLiteral("CLI-012"),
         QStringLiteral("the same fault as CL-006 (a child's index link), reported once, on "
                        "the child, as CL-006")},
        {QStringLiteral("LNK-017"),
         QStringLiteral("needs the original Source's documents (another crawl), and the tree "
                        "keeps no url-level links but contents")},
        {QStringLiteral("XD-004"), fetchesResources},
        {QStringLiteral("XD-005"), fetchesResources},
        {QStringLiteral("NET-001"),
         QStringLiteral("reported by the crawl on the document that could not be read")},
        {QStringLiteral("HTTP-001"),
         QStringLiteral("reported by the crawl on the document that could not be read")},
        {QStringLiteral("NET-002"), fetchesResources},
        {QStringLiteral("HTTP-002"), fetchesResources},
        {QStringLiteral("HTTP-003"), fetchesResources},
        {QStringLiteral("SAFE-005"),
         QStringLiteral("reported by the crawl when it stops taking documents")},
    };
    return reasons;
}

// A Resource List of `count` entries, resources first..first+count-1.
QByteArray bigResourceList(int first, int count, const QString &indexUrl)
{
    QByteArray xml;
    xml.reserve(qsizetype(count) * 110 + 1000);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
           "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "<rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n";
    xml += up(caplUrl).toUtf8() + index(indexUrl).toUtf8();
    for (int i = first; i < first + count; ++i) {
        xml += "<url><loc>http://example.com/big/";
        xml += QByteArray::number(i);
        xml += "</loc><lastmod>2013-01-02T13:00:00Z</lastmod></url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

} // namespace

class tst_TreeValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validSourceHasNoTreeFindings();
    void rules_data();
    void rules();
    void conforming_data();
    void conforming();
    void cycles();
    void unloadedDocuments_data();
    void unloadedDocuments();
    void findingsPerRuleAreCapped();
    void millionEntries();
    void everyTreeRuleIsChecked();
    void everyCheckedIdIsInTheCatalogue();
};

void tst_TreeValidator::validSourceHasNoTreeFindings()
{
    const Source source = validSource();
    const Judged judged = source.judge();
    QCOMPARE(judged.tree.size(), 13);
    QVERIFY2(!rsi::test::hasErrors(judged.documentFindings),
             qPrintable(describe(judged.documentFindings)));
    QVERIFY2(judged.treeFindings.isEmpty(), qPrintable(describeTree(judged.treeFindings)));
}

void tst_TreeValidator::rules_data()
{
    QTest::addColumn<int>("row");
    for (qsizetype i = 0; i < cases().size(); ++i)
        QTest::newRow(cases().at(i).name) << int(i);
}

void tst_TreeValidator::rules()
{
    QFETCH(int, row);
    const Case &testCase = cases().at(row);
    Source source = validSource();
    testCase.mutate(source);
    QVERIFY2(source.problems.isEmpty(), qPrintable(source.problems.join(u'\n')));
    const Judged judged = source.judge();
    const bool found = std::any_of(judged.treeFindings.cbegin(), judged.treeFindings.cend(),
                                   [&](const Finding &f) { return matches(f, testCase); });
    QVERIFY2(
        found == testCase.expected,
        qPrintable(QStringLiteral("expected %1 %2 %3 %4 -> %5; tree findings:\n%6")
                       .arg(testCase.expected ? QStringLiteral("a") : QStringLiteral("no"),
                            QString::fromLatin1(testCase.rule),
                            testCase.severity ? severityName(*testCase.severity) : QString(),
                            testCase.url, testCase.related, describeTree(judged.treeFindings))));
    // A rule that must not fire does not fire anywhere.
    if (!testCase.expected) {
        const bool any = std::any_of(
            judged.treeFindings.cbegin(), judged.treeFindings.cend(),
            [&](const Finding &f) { return f.ruleId == QString::fromLatin1(testCase.rule); });
        QVERIFY2(!any, qPrintable(describeTree(judged.treeFindings)));
    }
}

void tst_TreeValidator::conforming_data()
{
    QTest::addColumn<QString>("rule");
    QStringList ids = TreeValidator::checkedRuleIds().values();
    ids.sort();
    for (const QString &id : std::as_const(ids))
        QTest::newRow(qPrintable(id)) << id;
}

void tst_TreeValidator::conforming()
{
    // The valid source conforms to every rule: none of them fires on it.
    QFETCH(QString, rule);
    const Judged judged = validSource().judge();
    for (const Finding &finding : judged.treeFindings)
        QVERIFY2(finding.ruleId != rule, qPrintable(describeTree(judged.treeFindings)));
    // And every rule has a row in the table that breaks it.
    const bool broken = std::any_of(cases().cbegin(), cases().cend(), [&](const Case &c) {
        return c.expected && QString::fromLatin1(c.rule) == rule;
    });
    QVERIFY2(broken, qPrintable(rule + QStringLiteral(" has no row that breaks it")));
}

void tst_TreeValidator::cycles()
{
    Source source = validSource();
    // An index that lists itself, and up links that go round.
    source.append(QStringLiteral("rli"), sitemap(rliUrl));
    source.replace(QStringLiteral("rd"), up(caplUrl), up(rdmUrl));
    source.replace(QStringLiteral("rdm"), up(caplUrl), up(rdUrl));
    source.replace(QStringLiteral("capl"), up(sdUrl), up(caplUrl));
    source.replace(QStringLiteral("cl2"), up(caplUrl), up(cl2Url) + index(cl2Url));
    QVERIFY2(source.problems.isEmpty(), qPrintable(source.problems.join(u'\n')));
    const Judged judged = source.judge();
    const QStringList ids = rsi::test::ruleIds(judged.treeFindings);
    QVERIFY2(ids.contains(QStringLiteral("GEN-029")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("NAV-004")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("NAV-002")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("CLI-011")),
             qPrintable(describeTree(judged.treeFindings)));
    QVERIFY2(ids.contains(QStringLiteral("CL-006")), qPrintable(describeTree(judged.treeFindings)));
}

void tst_TreeValidator::unloadedDocuments_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("404") << 404 << QByteArray();
    QTest::newRow("500") << 500 << QByteArray();
    QTest::newRow("empty body") << 200 << QByteArray();
    QTest::newRow("binary junk") << 200 << QByteArray("\x00\x01\xff\xfe<<<", 8);
    QTest::newRow("truncated XML") << 200 << validSource().doc(QStringLiteral("rli")).xml.left(300);
    QTest::newRow("plain sitemap")
        << 200
        << QByteArray("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                      "<url><loc>http://example.com/x</loc></url></urlset>");
}

void tst_TreeValidator::unloadedDocuments()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    // Each document in turn fails, then all at once: no crash, and the
    // findings speak of what could not be read.
    const Source valid = validSource();
    for (qsizetype broken = -1; broken < valid.docs.size(); ++broken) {
        Source source = valid;
        for (qsizetype i = 0; i < source.docs.size(); ++i) {
            if (broken >= 0 && i != broken)
                continue;
            source.docs[i].status = status;
            source.docs[i].xml = body;
        }
        const Judged judged = source.judge();
        if (broken < 0 && status >= 400) {
            QVERIFY2(rsi::test::ruleIds(judged.treeFindings).contains(QStringLiteral("DISC-001")),
                     qPrintable(describeTree(judged.treeFindings)));
        }
        if (broken == 1 && status >= 400) { // the Capability List
            RSI_COMPARE_RULE(judged.treeFindings, QStringLiteral("NAV-012"), true);
        }
    }
}

void tst_TreeValidator::findingsPerRuleAreCapped()
{
    Source source = validSource();
    QString duplicates;
    QString originals;
    for (int i = 0; i < 300; ++i) {
        const QString loc = host + QStringLiteral("/many/") + QString::number(i);
        originals += url(loc);
        duplicates += url(loc);
    }
    source.append(QStringLiteral("rl1"), originals);
    source.append(QStringLiteral("rl2"), duplicates);
    const Judged judged = source.judge();
    qsizetype listed = 0;
    const Finding *summary = nullptr;
    for (const Finding &finding : judged.treeFindings) {
        if (finding.ruleId != u"RL-007" || finding.url != rl2Url)
            continue;
        if (finding.position.isKnown())
            ++listed;
        else
            summary = &finding;
    }
    QCOMPARE(listed, 100);
    QVERIFY(summary);
    QVERIFY2(summary->message.contains(QStringLiteral("200")), qPrintable(summary->message));
    QCOMPARE(summary->severity, Severity::Warning);
}

void tst_TreeValidator::millionEntries()
{
    // 20 Resource Lists of 50,000 entries under one index, each repeating
    // 1,000 resources of the one before (RL-007), a dump whose manifest holds
    // a few of them (XD-001 for nearly all) and Change Lists naming some
    // (XD-007).
    constexpr int lists = 20;
    constexpr int perList = 50'000;
    constexpr int overlap = 1'000;
    Source source = validSource();
    QString sitemaps;
    for (int k = 0; k < lists; ++k) {
        const QString address = host + QStringLiteral("/big/list%1.xml").arg(k);
        sitemaps += sitemap(address);
        Doc list = document(QStringLiteral("big%1").arg(k), address,
                            bigResourceList(k * (perList - overlap), perList, rliUrl),
                            QStringLiteral("rli"));
        source.add(list);
    }
    source.remove(QStringLiteral("rl1"));
    source.remove(QStringLiteral("rl2"));
    Doc &rli = source.doc(QStringLiteral("rli"));
    rli.xml = sitemapindex("resourcelist", QStringLiteral("at=\"2013-01-03T09:00:00Z\""),
                           up(caplUrl) + sitemaps);
    QString changes;
    for (int i = 0; i < 2'000; ++i) {
        changes += url(host + QStringLiteral("/big/%1").arg(i * 97),
                       md(QStringLiteral("change=\"updated\" datetime=\"2013-01-03T10:00:00Z\"")),
                       QStringLiteral("2013-01-01T00:00:00Z"));
    }
    source.append(QStringLiteral("cl2"), changes);

    QElapsedTimer timer;
    timer.start();
    const SourceTree built = source.build(false);
    const qint64 buildMs = timer.restart();
    QCOMPARE(built.totalEntries() >= qint64(lists) * perList, true);
    SourceTree tree = built;
    TreeValidator().validate(tree);
    const qint64 validateMs = timer.elapsed();
    qsizetype findings = 0;
    qsizetype rl007 = 0;
    qsizetype xd001 = 0;
    for (const CrawledDocument &doc : tree.documents()) {
        findings += doc.findings.size();
        for (const Finding &finding : doc.findings) {
            rl007 += finding.ruleId == u"RL-007";
            xd001 += finding.ruleId == u"XD-001";
        }
    }
    qInfo("%lld entries in %lld documents: built in %lld ms, tree rules in %lld ms; "
          "%lld findings (RL-007: %lld, XD-001: %lld)",
          qint64(tree.totalEntries()), qint64(tree.size()), buildMs, validateMs, qint64(findings),
          qint64(rl007), qint64(xd001));
    // 19 lists repeat resources of the one before: at most 100 listed and a
    // summary each.
    QCOMPARE(rl007, qsizetype(19 * 101));
    QVERIFY(xd001 <= qsizetype((lists + 1) * 101)); // the lists, and the manifest
    QVERIFY(xd001 > 0);
}

void tst_TreeValidator::everyTreeRuleIsChecked()
{
    const QSet<QString> checked = TreeValidator::checkedRuleIds();
    const QSet<QString> treeScopes = {QStringLiteral("tree"), QStringLiteral("http")};
    QStringList missing;
    for (const Rule &rule : RuleCatalogue::instance().rules()) {
        const QStringList scopes = rule.scope.split(u',');
        const bool onlyTree = std::all_of(scopes.cbegin(), scopes.cend(),
                                          [&](const QString &s) { return treeScopes.contains(s); });
        if (onlyTree && !checked.contains(rule.id) && !notCheckedOnPurpose().contains(rule.id))
            missing.append(rule.id);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("[tree]/[http] rules TreeValidator cannot report: ")
                        + missing.join(u' ')));
    for (auto it = notCheckedOnPurpose().cbegin(); it != notCheckedOnPurpose().cend(); ++it) {
        QVERIFY2(!checked.contains(it.key()), qPrintable(it.key() + u" is checked after all"));
        QVERIFY2(RuleCatalogue::instance().find(it.key()), qPrintable(it.key()));
    }
}

void tst_TreeValidator::everyCheckedIdIsInTheCatalogue()
{
    for (const QString &id : TreeValidator::checkedRuleIds())
        QVERIFY2(RuleCatalogue::instance().find(id), qPrintable(id));
}

QTEST_GUILESS_MAIN(tst_TreeValidator)
#include "tst_treevalidator.moc"
