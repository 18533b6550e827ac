// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_TreeValidator's table: one row per way of breaking a tree rule, and rows
// that do not break it.
#include "treevalidatorfixtures.h"

namespace treefixtures {

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

} // namespace treefixtures
