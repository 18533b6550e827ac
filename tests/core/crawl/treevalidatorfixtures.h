// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The hand-built sources of tst_treevalidator and its table of rule cases
// (tst_treevalidator_cases.cpp).
#pragma once

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

namespace treefixtures {

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

inline const QString host = QStringLiteral("http://example.com");
inline const QString sdUrl = host + QStringLiteral("/.well-known/resourcesync");
inline const QString caplUrl = host + QStringLiteral("/dataset1/capabilitylist.xml");
inline const QString rliUrl = host + QStringLiteral("/dataset1/resourcelist-index.xml");
inline const QString rl1Url = host + QStringLiteral("/dataset1/resourcelist1.xml");
inline const QString rl2Url = host + QStringLiteral("/dataset1/resourcelist2.xml");
inline const QString rdUrl = host + QStringLiteral("/dataset1/resourcedump.xml");
inline const QString rdmUrl = host + QStringLiteral("/dataset1/manifest1.xml");
inline const QString cliUrl = host + QStringLiteral("/dataset1/changelist-index.xml");
inline const QString cl1Url = host + QStringLiteral("/dataset1/changelist1.xml");
inline const QString cl2Url = host + QStringLiteral("/dataset1/changelist2.xml");
inline const QString cdiUrl = host + QStringLiteral("/dataset1/changedump-index.xml");
inline const QString cd1Url = host + QStringLiteral("/dataset1/changedump1.xml");
inline const QString cdmUrl = host + QStringLiteral("/dataset1/changedump-manifest1.xml");
// Documents some rows add.
inline const QString descriptionUrl = host + QStringLiteral("/dataset1/description.xml");
inline const QString goneUrl = host + QStringLiteral("/gone.xml");
inline const QString aboutUrl = host + QStringLiteral("/about.html");
inline const QString rl3Url = host + QStringLiteral("/dataset1/resourcelist3.xml");
inline const QString rdiUrl = host + QStringLiteral("/dataset1/resourcedump-index.xml");
inline const QString rd2Url = host + QStringLiteral("/dataset1/resourcedump2.xml");
inline const QString cl3Url = host + QStringLiteral("/dataset1/changelist3.xml");
inline const QString cd2Url = host + QStringLiteral("/dataset1/changedump2.xml");
inline const QString archiveIndexUrl = host + QStringLiteral("/dataset1/archive-index.xml");
inline const QString archiveUrl = host + QStringLiteral("/dataset1/archive1.xml");
inline const QString capl2Url = host + QStringLiteral("/dataset2/capabilitylist.xml");
inline const QString rlBUrl = host + QStringLiteral("/dataset2/resourcelist.xml");
inline const QString sdiUrl = host + QStringLiteral("/sourcedescription-index.xml");
inline const QString mirrorUrl
    = QStringLiteral("http://mirror.example.org/dataset1/resourcelist2.xml");
inline const QString elsewhereUrl = host + QStringLiteral("/dataset9/capabilitylist.xml");

inline QString res(const char *name)
{
    return host + QStringLiteral("/res/") + QString::fromLatin1(name);
}

inline QString ln(const QString &rel, const QString &href)
{
    return QStringLiteral("  <rs:ln rel=\"%1\" href=\"%2\"/>\n").arg(rel, href);
}

inline QString up(const QString &href)
{
    return ln(QStringLiteral("up"), href);
}

inline QString index(const QString &href)
{
    return ln(QStringLiteral("index"), href);
}

inline QString url(const QString &loc, const QString &inner = {}, const QString &lastmod = {})
{
    const QString time
        = lastmod.isEmpty() ? QString() : QStringLiteral("<lastmod>%1</lastmod>").arg(lastmod);
    return QStringLiteral("  <url><loc>%1</loc>%2%3</url>\n").arg(loc, time, inner);
}

inline QString sitemap(const QString &loc, const QString &inner = {})
{
    return QStringLiteral("  <sitemap><loc>%1</loc>%2</sitemap>\n").arg(loc, inner);
}

inline QString md(const QString &attributes)
{
    return QStringLiteral("<rs:md %1/>").arg(attributes);
}

inline QByteArray urlset(const char *capability, const QString &top, const QString &body)
{
    return rsDocument(QStringLiteral("urlset"), QString::fromLatin1(capability), top, body);
}

inline QByteArray sitemapindex(const char *capability, const QString &top, const QString &body)
{
    return rsDocument(QStringLiteral("sitemapindex"), QString::fromLatin1(capability), top, body);
}

inline const QString describedBy
    = ln(QStringLiteral("describedby"), host + QStringLiteral("/about.html"));

inline QByteArray sourceDescriptionXml(const QString &describedByHref
                                       = host + QStringLiteral("/about.html"))
{
    return urlset("description", {},
                  ln(QStringLiteral("describedby"), describedByHref)
                      + url(caplUrl,
                            md(QStringLiteral("capability=\"capabilitylist\""))
                                + ln(QStringLiteral("describedby"),
                                     host + QStringLiteral("/dataset1/about.html"))));
}

inline QByteArray resourceList(const QString &top, const QString &links, const QString &body)
{
    return urlset("resourcelist", top, links + body);
}

inline QString resourceEntry(const char *name, const char *lastmod)
{
    return url(res(name), md(QStringLiteral("length=\"8876\" type=\"text/html\"")),
               QString::fromLatin1(lastmod));
}

inline QString change(const char *name, const char *kind, const char *time,
                      const QString &extra = {})
{
    return url(res(name),
               md(QStringLiteral("change=\"%1\" datetime=\"%2\"%3")
                      .arg(QString::fromLatin1(kind), QString::fromLatin1(time), extra)));
}

inline Doc document(const QString &name, const QString &address, const QByteArray &xml,
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
inline Source validSource()
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

inline Doc unloaded(const QString &name, const QString &address, int status, Arrival arrival)
{
    Doc d = document(name, address, {}, {}, arrival);
    d.status = status;
    return d;
}

inline Doc orphanResourceList(Arrival arrival)
{
    return document(QStringLiteral("rl3"), rl3Url,
                    resourceList(QStringLiteral("at=\"2013-01-03T09:00:00Z\""), up(caplUrl),
                                 resourceEntry("res9", "2013-01-02T13:00:00Z")),
                    {}, arrival);
}

inline Doc aboutPage()
{
    Doc d = document(QStringLiteral("about"), aboutUrl,
                     "<!DOCTYPE html><html><head><title>About</title></head></html>", {},
                     Arrival::Up);
    d.contentType = QStringLiteral("text/html");
    return d;
}

inline const QString dumpEntryTimes
    = QStringLiteral("at=\"2013-01-03T09:00:00Z\" completed=\"2013-01-03T09:10:00Z\"");

// The Capability List lists a Resource Dump Index instead of the dump; the
// dump links to it unless told not to.
inline void groupDumpInIndex(Source &s, const QString &entry = dumpEntryTimes,
                             bool indexLink = true)
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
inline void addArchive(Source &s, const QString &listUp, bool withIndexLink)
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
inline void addSecondSet(Source &s, const QString &capabilityEntry, const QString &resourceListBody)
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
inline QString channel(const QString &capability,
                       const QString &topic = host + QStringLiteral("/framework/"))
{
    return url(topic,
               QStringLiteral("<rs:ln rel=\"hub\" href=\"http://hub.example.org/\"/>")
                   + md(QStringLiteral("capability=\"%1\"").arg(capability)));
}

inline Doc descriptionCopy(const QByteArray &xml, Arrival arrival)
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

inline const Severity Err = Severity::Error;
inline const Severity Warn = Severity::Warning;
inline const Severity Info = Severity::Info;

// The rows, in the order the test runs them.
const QList<Case> &cases();

} // namespace treefixtures
