// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/entryallowance.h"
#include "crawl/sourcetree.h"
#include "parse/documentparser.h"
#include "report/crawlreport.h"
#include "support/sampledlists.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

using namespace rsi;

namespace {

const QString origin = QStringLiteral("http://example.com");

QString at(const char *path)
{
    return origin + QLatin1StringView(path);
}

QByteArray urlset(const char *capability, const QByteArray &links, const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
           "  <rs:md capability=\""
        + QByteArray(capability) + "\" at=\"2013-01-03T09:00:00Z\"/>\n" + links + urls
        + "</urlset>\n";
}

QByteArray entry(const QString &loc)
{
    return "  <url><loc>" + loc.toUtf8() + "</loc></url>\n";
}

QByteArray upLink(const QString &href)
{
    return "  <rs:ln rel=\"up\" href=\"" + href.toUtf8() + "\"/>\n";
}

// A document as the crawl would have it: parsed from bytes, fetched over
// HTTP with status 200 unless said otherwise.
CrawledDocument parsed(const QString &url, const QByteArray &xml, int parent, Arrival arrival)
{
    CrawledDocument document;
    document.requestedUrl = QUrl(url);
    document.url = QUrl(url);
    document.parent = parent;
    document.arrival = arrival;
    document.status = 200;
    document.contentType = QStringLiteral("application/xml");
    document.adopt(DocumentParser().parseBytes(xml, QUrl(url)), {});
    return document;
}

CrawledDocument unread(const QString &url, int parent, int status)
{
    CrawledDocument document;
    document.requestedUrl = QUrl(url);
    document.url = QUrl(url);
    document.parent = parent;
    document.arrival = Arrival::Child;
    document.status = status;
    document.error = QStringLiteral("The server answered HTTP %1.").arg(status);
    document.findings.append(makeFinding(u"HTTP-001", document.error, url, {}));
    return document;
}

struct Ids
{
    int sd = -1, capl = -1, rl = -1, cl = -1, redirected = -1, stray = -1;
};

// The Source Description lists one Capability List, which lists a Resource
// List with two findings, a Change List the server does not have, and a
// Resource List that lives elsewhere after a redirect. A Change List found
// through nobody's listing (an "up" link led away from it) is a second root.
// The crawl was interrupted.
SourceTree sampleTree(Ids *ids = nullptr)
{
    SourceTree tree;
    Ids local;
    const QString sdUrl = at("/.well-known/resourcesync");
    const QString caplUrl = at("/dataset1/capabilitylist.xml");
    local.sd = tree.add(
        parsed(sdUrl, urlset("description", {}, entry(caplUrl)), -1, Arrival::WellKnown));
    tree.setSourceDescription(local.sd);
    local.capl = tree.add(parsed(caplUrl,
                                 urlset("capabilitylist", upLink(sdUrl),
                                        entry(at("/dataset1/resourcelist.xml"))
                                            + entry(at("/dataset1/changelist.xml"))
                                            + entry(at("/dataset1/moved.xml"))),
                                 local.sd, Arrival::Child));

    CrawledDocument rl = parsed(at("/dataset1/resourcelist.xml"),
                                urlset("resourcelist", upLink(caplUrl),
                                       entry(at("/r/1")) + entry(at("/r/2")) + entry(at("/r/3"))),
                                local.capl, Arrival::Child);
    rl.findings.append(
        makeFinding(u"RL-005", QStringLiteral("No up link & more."), rl.url.toString(), {5, 3}));
    rl.findings.append(
        makeFinding(u"RL-007", QStringLiteral("Listed twice."), rl.url.toString(), {9, 5}));
    local.rl = tree.add(std::move(rl));

    local.cl = tree.add(unread(at("/dataset1/changelist.xml"), local.capl, 404));

    CrawledDocument moved = parsed(at("/dataset1/elsewhere.xml"),
                                   urlset("resourcelist", upLink(caplUrl), entry(at("/r/9"))),
                                   local.capl, Arrival::Child);
    moved.requestedUrl = QUrl(at("/dataset1/moved.xml"));
    local.redirected = tree.add(std::move(moved));

    local.stray = tree.add(parsed(at("/other/changelist.xml"),
                                  urlset("changelist", upLink(caplUrl), entry(at("/r/1"))), -1,
                                  Arrival::Up));

    tree.addStep({QUrl(sdUrl), QStringLiteral("Fetched the well-known URI"),
                  DiscoveryStep::Outcome::Found, QStringLiteral("a Source Description")});
    tree.addStep({QUrl(at("/robots.txt")), QStringLiteral("Read robots.txt"),
                  DiscoveryStep::Outcome::NotFound, QStringLiteral("HTTP 404")});
    tree.addSourceFinding(
        makeFinding(u"SAFE-005", QStringLiteral("Too many documents."), QString(), {}));
    tree.setComplete(false);
    if (ids)
        *ids = local;
    return tree;
}

QJsonObject jsonOf(const SourceTree &tree)
{
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(writeCrawlJsonReport(tree, SpecVersion::V1_1), &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QString field(const QJsonValue &value, const char *key)
{
    return value.toObject().value(QLatin1StringView(key)).toString();
}

} // namespace

class tst_CrawlReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void orderIsDepthFirstFromTheRoots();
    void orderSurvivesAParentCycle();
    void validationReportKeepsParentsAndFindings();
    void jsonFollowsTheContract();
    void jsonOfACompleteTreeSaysSo();
    void textDrawsTheTree_data();
    void textDrawsTheTree();
    void textListsFindingsUnderTheirDocument();
    void textOfAnEmptyTree();
    void aCutDocumentSaysWhatItKeeps();
    void anOverCapListSaysWhatItKeeps();
    void deepChainsAreDrawnWithBoundedIndent();
    void junitHasOneSuitePerDocument();
    void validateReportMarksAnInterruptedRun();
};

void tst_CrawlReport::orderIsDepthFirstFromTheRoots()
{
    Ids ids;
    const SourceTree tree = sampleTree(&ids);
    const QList<TreeRow> rows = crawlOrder(tree);
    QList<int> order;
    QList<int> depths;
    for (const TreeRow &row : rows) {
        order.append(row.id);
        depths.append(row.depth);
    }
    QCOMPARE(order, (QList<int> {ids.sd, ids.capl, ids.rl, ids.cl, ids.redirected, ids.stray}));
    QCOMPARE(depths, (QList<int> {0, 1, 2, 2, 2, 0}));
}

void tst_CrawlReport::orderSurvivesAParentCycle()
{
    // Two documents each naming the other as parent (only a bug could do
    // that) are still listed, once each.
    SourceTree tree;
    const int root
        = tree.add(parsed(at("/a.xml"), urlset("resourcelist", {}, {}), -1, Arrival::Input));
    const int b
        = tree.add(parsed(at("/b.xml"), urlset("resourcelist", {}, {}), -1, Arrival::Input));
    const int c = tree.add(parsed(at("/c.xml"), urlset("resourcelist", {}, {}), b, Arrival::Child));
    tree.reparent(b, c, Arrival::Child, {});
    const QList<TreeRow> rows = crawlOrder(tree);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).id, root);
    QList<int> rest = {rows.at(1).id, rows.at(2).id};
    std::sort(rest.begin(), rest.end());
    QCOMPARE(rest, (QList<int> {b, c}));
    QVERIFY(jsonOf(tree).value(QStringLiteral("documents")).toArray().size() == 3);
}

void tst_CrawlReport::validationReportKeepsParentsAndFindings()
{
    const ValidationReport report = crawlValidationReport(sampleTree(), SpecVersion::V1_0);
    QCOMPARE(report.specVersion, SpecVersion::V1_0);
    QCOMPARE(report.documents.size(), 6);
    const DocumentReport &sd = report.documents.at(0);
    QCOMPARE(sd.url, at("/.well-known/resourcesync"));
    QVERIFY(!sd.parent);
    QCOMPARE(sd.capability, QStringLiteral("description"));
    QCOMPARE(sd.root, QStringLiteral("urlset"));
    QCOMPARE(sd.entries, 1);
    QCOMPARE(sd.status, std::optional<int>(200));
    QVERIFY(sd.bytes > 0);
    const DocumentReport &rl = report.documents.at(2);
    QCOMPARE(rl.parent, std::optional<QString>(at("/dataset1/capabilitylist.xml")));
    QCOMPARE(rl.entries, 3);
    QCOMPARE(rl.findings.size(), 2);
    const DocumentReport &cl = report.documents.at(3);
    QVERIFY(!cl.loaded);
    QCOMPARE(cl.status, std::optional<int>(404));
    const DocumentReport &moved = report.documents.at(4);
    QCOMPARE(moved.url, at("/dataset1/elsewhere.xml"));
    QCOMPARE(moved.requestedUrl, std::optional<QString>(at("/dataset1/moved.xml")));
    QVERIFY(!report.documents.at(5).parent);
}

void tst_CrawlReport::jsonFollowsTheContract()
{
    const QJsonObject root = jsonOf(sampleTree());
    QVERIFY(!root.isEmpty());
    QCOMPARE(root.value(QStringLiteral("tool")).toString(), QStringLiteral("rsinspector"));
    QCOMPARE(root.value(QStringLiteral("version")).toString(), QStringLiteral(RSI_VERSION));
    QCOMPARE(root.value(QStringLiteral("specVersion")).toString(), QStringLiteral("1.1"));
    QCOMPARE(root.value(QStringLiteral("complete")), QJsonValue(false));
    QCOMPARE(root.value(QStringLiteral("sourceDescription")).toString(),
             at("/.well-known/resourcesync"));

    const QJsonArray documents = root.value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 6);
    const QStringList expectedUrls
        = {at("/.well-known/resourcesync"),  at("/dataset1/capabilitylist.xml"),
           at("/dataset1/resourcelist.xml"), at("/dataset1/changelist.xml"),
           at("/dataset1/elsewhere.xml"),    at("/other/changelist.xml")};
    const QList<QJsonValue> expectedParents = {QJsonValue(),
                                               at("/.well-known/resourcesync"),
                                               at("/dataset1/capabilitylist.xml"),
                                               at("/dataset1/capabilitylist.xml"),
                                               at("/dataset1/capabilitylist.xml"),
                                               QJsonValue()};
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const QJsonObject document = documents.at(i).toObject();
        for (const char *key : {"url", "capability", "root", "entries", "parent", "status",
                                "contentType", "bytes", "arrival", "requestedUrl"})
            QVERIFY2(document.contains(QLatin1StringView(key)), key);
        QCOMPARE(document.value(QStringLiteral("url")).toString(), expectedUrls.at(i));
        QCOMPARE(document.value(QStringLiteral("parent")), expectedParents.at(i));
    }
    QCOMPARE(field(documents.at(0), "arrival"), QStringLiteral("wellKnown"));
    QCOMPARE(field(documents.at(1), "arrival"), QStringLiteral("child"));
    QCOMPARE(field(documents.at(5), "arrival"), QStringLiteral("up"));
    QCOMPARE(field(documents.at(4), "requestedUrl"), at("/dataset1/moved.xml"));
    QCOMPARE(field(documents.at(2), "requestedUrl"), at("/dataset1/resourcelist.xml"));
    QCOMPARE(documents.at(2).toObject().value(QStringLiteral("entries")).toInt(), 3);
    const QJsonObject missing = documents.at(3).toObject();
    QCOMPARE(missing.value(QStringLiteral("status")).toInt(), 404);
    QCOMPARE(missing.value(QStringLiteral("loaded")), QJsonValue(false));
    QCOMPARE(missing.value(QStringLiteral("error")).toString(),
             QStringLiteral("The server answered HTTP 404."));
    QVERIFY(missing.value(QStringLiteral("capability")).isNull());

    // The source's finding first, then each document's, errors first.
    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    QStringList rules;
    for (const QJsonValue &finding : findings)
        rules.append(field(finding, "rule"));
    QCOMPARE(rules,
             (QStringList {QStringLiteral("SAFE-005"), QStringLiteral("RL-005"),
                           QStringLiteral("RL-007"), QStringLiteral("HTTP-001")}));
    // A finding that names no URL is about the Source Description.
    QCOMPARE(field(findings.at(0), "url"), at("/.well-known/resourcesync"));
    const QJsonObject rl005 = findings.at(1).toObject();
    for (const char *key : {"rule", "severity", "message", "section", "url", "line", "column"})
        QVERIFY2(rl005.contains(QLatin1StringView(key)), key);
    QCOMPARE(rl005.value(QStringLiteral("url")).toString(), at("/dataset1/resourcelist.xml"));
    QCOMPARE(rl005.value(QStringLiteral("line")).toInt(), 5);
    QCOMPARE(rl005.value(QStringLiteral("column")).toInt(), 3);
    QCOMPARE(rl005.value(QStringLiteral("message")).toString(),
             QStringLiteral("No up link & more."));
    QVERIFY(findings.at(3).toObject().value(QStringLiteral("line")).isNull());

    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("documents")).toInt(), 6);
    QCOMPARE(summary.value(QStringLiteral("entries")).toInt(), 1 + 3 + 3 + 0 + 1 + 1);
    QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("warnings")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("infos")).toInt(), 0);

    const QJsonArray discovery = root.value(QStringLiteral("discovery")).toArray();
    QCOMPARE(discovery.size(), 2);
    QCOMPARE(field(discovery.at(0), "url"), at("/.well-known/resourcesync"));
    QCOMPARE(field(discovery.at(0), "action"), QStringLiteral("Fetched the well-known URI"));
    QCOMPARE(field(discovery.at(0), "outcome"), QStringLiteral("found"));
    QCOMPARE(field(discovery.at(0), "detail"), QStringLiteral("a Source Description"));
    QCOMPARE(field(discovery.at(1), "outcome"), QStringLiteral("notFound"));
}

void tst_CrawlReport::jsonOfACompleteTreeSaysSo()
{
    SourceTree tree;
    tree.add(
        parsed(at("/rl.xml"), urlset("resourcelist", {}, entry(at("/r/1"))), -1, Arrival::Input));
    const QJsonObject root = jsonOf(tree);
    QCOMPARE(root.value(QStringLiteral("complete")), QJsonValue(true));
    QVERIFY(root.value(QStringLiteral("sourceDescription")).isNull());
    QCOMPARE(root.value(QStringLiteral("discovery")).toArray().size(), 0);
    QCOMPARE(root.value(QStringLiteral("findings")).toArray().size(), 0);
    QCOMPARE(field(root.value(QStringLiteral("documents")).toArray().at(0), "arrival"),
             QStringLiteral("input"));
}

void tst_CrawlReport::textDrawsTheTree_data()
{
    QTest::addColumn<TreeStyle>("style");
    QTest::addColumn<QStringList>("expected");
    // The document lines, in order: type, URL, counts; children drawn
    // under their parent, the last one closing the branch.
    QTest::newRow("unicode")
        << TreeStyle::Unicode
        << QStringList {
               QStringLiteral("Source Description  ") + at("/.well-known/resourcesync")
                   + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]"),
               QStringLiteral("└── Capability List  ") + at("/dataset1/capabilitylist.xml")
                   + QStringLiteral("  [entries: 3, errors: 0, warnings: 0]"),
               QStringLiteral("    ├── Resource List  ") + at("/dataset1/resourcelist.xml")
                   + QStringLiteral("  [entries: 3, errors: 1, warnings: 1]"),
               QStringLiteral("    ├── Unread document  ") + at("/dataset1/changelist.xml")
                   + QStringLiteral("  [HTTP 404, errors: 1, warnings: 0]"),
               QStringLiteral("    └── Resource List  ") + at("/dataset1/elsewhere.xml")
                   + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]"),
               QStringLiteral("Change List  ") + at("/other/changelist.xml")
                   + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]"),
           };
    QTest::newRow("ascii")
        << TreeStyle::Ascii
        << QStringList {
               QStringLiteral("Source Description  ") + at("/.well-known/resourcesync")
                   + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]"),
               QStringLiteral("`-- Capability List  ") + at("/dataset1/capabilitylist.xml")
                   + QStringLiteral("  [entries: 3, errors: 0, warnings: 0]"),
               QStringLiteral("    |-- Resource List  ") + at("/dataset1/resourcelist.xml")
                   + QStringLiteral("  [entries: 3, errors: 1, warnings: 1]"),
               QStringLiteral("    |-- Unread document  ") + at("/dataset1/changelist.xml")
                   + QStringLiteral("  [HTTP 404, errors: 1, warnings: 0]"),
               QStringLiteral("    `-- Resource List  ") + at("/dataset1/elsewhere.xml")
                   + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]"),
               QStringLiteral("Change List  ") + at("/other/changelist.xml")
                   + QStringLiteral("  [entries: 1, errors: 0, warnings: 0]"),
           };
}

void tst_CrawlReport::textDrawsTheTree()
{
    QFETCH(TreeStyle, style);
    QFETCH(QStringList, expected);
    const QByteArray bytes = writeCrawlTextReport(sampleTree(), SpecVersion::V1_1, style);
    if (style == TreeStyle::Ascii) {
        // Only the findings' section signs are not ASCII.
        QByteArray withoutSections = bytes;
        withoutSections.replace("\xc2\xa7", "");
        for (const char c : std::as_const(withoutSections))
            QVERIFY2(uchar(c) < 0x80, "non-ASCII byte in an ASCII report");
    }
    const QStringList lines = QString::fromUtf8(bytes).split(u'\n');
    qsizetype from = 0;
    for (const QString &line : expected) {
        const qsizetype found = lines.indexOf(line, from);
        QVERIFY2(found >= 0,
                 qPrintable(QStringLiteral("missing in order: ") + line + u'\n'
                            + QString::fromUtf8(bytes)));
        from = found + 1;
    }
}

void tst_CrawlReport::textListsFindingsUnderTheirDocument()
{
    const QString text = QString::fromUtf8(
        writeCrawlTextReport(sampleTree(), SpecVersion::V1_1, TreeStyle::Unicode));
    const QStringList lines = text.split(u'\n');
    QVERIFY(lines.at(0).startsWith(QStringLiteral("ResourceSync Inspector ")));
    QVERIFY(lines.at(0).endsWith(QStringLiteral("judging against ResourceSync 1.1")));

    // How the source was found comes first, each step with its outcome.
    const qsizetype how = lines.indexOf(QStringLiteral("How the source was found"));
    QVERIFY(how > 0);
    QVERIFY(lines.at(how + 1).contains(QStringLiteral("found")));
    QVERIFY(lines.at(how + 1).contains(QStringLiteral("Fetched the well-known URI ")
                                       + at("/.well-known/resourcesync")
                                       + QStringLiteral(": a Source Description")));
    QVERIFY(lines.at(how + 2).contains(QStringLiteral("not found")));

    // Findings about no document, then the tree.
    const qsizetype whole = lines.indexOf(QStringLiteral("About the source as a whole"));
    QVERIFY(whole > how);
    QVERIFY(lines.at(whole + 1).contains(QStringLiteral("SAFE-005")));
    const qsizetype documents = lines.indexOf(QStringLiteral("Documents"));
    QVERIFY(documents > whole);

    // The Resource List's findings stand under it, errors first, each with
    // severity, rule, line:column and message, drawn inside its branch.
    const qsizetype rl
        = text.indexOf(QStringLiteral("Resource List  ") + at("/dataset1/resourcelist.xml"));
    const qsizetype error = text.indexOf(
        QStringLiteral("    │       error   RL-005   5:3       No up link & more. [§10.1]"));
    const qsizetype warning
        = text.indexOf(QStringLiteral("    │       warning RL-007   9:5       Listed twice."));
    const qsizetype cl = text.indexOf(at("/dataset1/changelist.xml"));
    QVERIFY2(rl > 0 && rl < error && error < warning && warning < cl, qPrintable(text));

    // The missing Change List says why; the moved list where it was asked for.
    QVERIFY(text.contains(QStringLiteral("(could not be read: The server answered HTTP 404.)")));
    QVERIFY(text.contains(QStringLiteral("error   HTTP-001 -         The server answered")));
    QVERIFY(text.contains(QStringLiteral("(redirected from ") + at("/dataset1/moved.xml")));
    QVERIFY(text.contains(QStringLiteral("    (the \"up\" link of another document)")));

    // The end: the crawl was interrupted, then the summary.
    QVERIFY(lines.constLast().isEmpty());
    QVERIFY(lines.at(lines.size() - 3).startsWith(QStringLiteral("The crawl did not finish")));
    QCOMPARE(lines.at(lines.size() - 2),
             QStringLiteral("Summary: documents: 6, entries: 9, errors: 2, warnings: 2, "
                            "infos: 0"));
}

// A document cut at its byte limit keeps a sample of its entries in the
// tree (CrawledDocument::adopt): the text report says so under it, in its
// SAFE-002 finding too, and both reports still count every entry read.
void tst_CrawlReport::aCutDocumentSaysWhatItKeeps()
{
    CrawledDocument document = test::listCutAtByteLimit(origin, QUrl(at("/big.xml")));
    const qint64 read = document.header.entryCount;
    QVERIFY(read > cutDocumentSample);
    QCOMPARE(document.entries.size(), cutDocumentSample);
    SourceTree tree;
    tree.add(std::move(document));

    const QString text = QString::fromUtf8(writeCrawlTextReport(tree, SpecVersion::V1_1));
    const QString note = QStringLiteral("cut short at its byte limit: the first %1 of the %2 "
                                        "entries read are kept, as a sample")
                             .arg(cutDocumentSample)
                             .arg(read);
    QVERIFY2(text.contains(note), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("entries: %1").arg(read)), qPrintable(text));
    const QStringList lines = text.split(u'\n');
    const auto safe = std::find_if(lines.cbegin(), lines.cend(), [](const QString &line) {
        return line.contains(QStringLiteral("SAFE-002"));
    });
    QVERIFY(safe != lines.cend());
    QVERIFY2(safe->contains(QStringLiteral("The first %1 of the %2 entries read are kept")
                                .arg(cutDocumentSample)
                                .arg(read)),
             qPrintable(*safe));

    const QJsonArray documents = jsonOf(tree).value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 1);
    QCOMPARE(documents.first().toObject().value(QStringLiteral("entries")).toInteger(), read);
}

// A list over the entry cap read after the crawl's allowance for such lists
// was spent keeps a sample (CrawledDocument::adopt): the text report says why
// under it, and both reports still count every entry read.
void tst_CrawlReport::anOverCapListSaysWhatItKeeps()
{
    EntryAllowance spent(0);
    CrawledDocument document = test::listOverTheEntryCap(origin, QUrl(at("/huge.xml")), &spent);
    QCOMPARE(document.entries.size(), cutDocumentSample);
    SourceTree tree;
    tree.add(std::move(document));

    const QString text = QString::fromUtf8(writeCrawlTextReport(tree, SpecVersion::V1_1));
    const QString note = QStringLiteral("over the entry limit, and this crawl already keeps the "
                                        "entries of other lists over it: the first %1 of the "
                                        "3000 entries are kept, as a sample")
                             .arg(cutDocumentSample);
    QVERIFY2(text.contains(note), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("entries: 3000")), qPrintable(text));
    const QJsonArray documents = jsonOf(tree).value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 1);
    QCOMPARE(documents.first().toObject().value(QStringLiteral("entries")).toInteger(), 3'000);
}

void tst_CrawlReport::textOfAnEmptyTree()
{
    SourceTree tree;
    tree.addStep({QUrl(at("/.well-known/resourcesync")),
                  QStringLiteral("Fetched the well-known URI"), DiscoveryStep::Outcome::Failed,
                  QStringLiteral("Connection refused")});
    const QString text = QString::fromUtf8(writeCrawlTextReport(tree, SpecVersion::V1_1));
    QVERIFY(text.contains(QStringLiteral("failed  Fetched the well-known URI")));
    QVERIFY(text.contains(QStringLiteral("No document could be read.")));
    QVERIFY(!text.contains(QStringLiteral("did not finish")));
    QVERIFY(text.endsWith(
        QStringLiteral("Summary: documents: 0, entries: 0, errors: 0, warnings: 0, infos: 0\n")));
    const QJsonObject root = jsonOf(tree);
    QCOMPARE(root.value(QStringLiteral("documents")).toArray().size(), 0);
    QCOMPARE(field(root.value(QStringLiteral("discovery")).toArray().at(0), "outcome"),
             QStringLiteral("failed"));
}

void tst_CrawlReport::deepChainsAreDrawnWithBoundedIndent()
{
    // A hostile chain of indexes: the indent stops growing, so the report
    // grows with the number of documents, not with its square.
    SourceTree tree;
    int parent = -1;
    const QByteArray xml = urlset("resourcelist", {}, {});
    for (int i = 0; i < 500; ++i)
        parent = tree.add(parsed(origin + QStringLiteral("/%1.xml").arg(i), xml, parent,
                                 parent < 0 ? Arrival::Input : Arrival::Child));
    const QList<TreeRow> rows = crawlOrder(tree);
    QCOMPARE(rows.size(), 500);
    QCOMPARE(rows.constLast().depth, 499);
    const QStringList lines
        = QString::fromUtf8(writeCrawlTextReport(tree, SpecVersion::V1_1)).split(u'\n');
    qsizetype longest = 0;
    for (const QString &line : lines)
        longest = std::max(longest, line.size());
    QVERIFY2(longest < 300, qPrintable(QString::number(longest)));
    QVERIFY(lines.filter(QStringLiteral("/499.xml"))
                .constFirst()
                .contains(QStringLiteral("depth 499")));
}

void tst_CrawlReport::junitHasOneSuitePerDocument()
{
    QXmlStreamReader xml(writeCrawlJUnitReport(sampleTree(), SpecVersion::V1_1));
    QStringList suites;
    int failures = 0, errors = 0, cases = 0;
    QString declaredFailures;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"testsuites")
            declaredFailures = xml.attributes().value(QStringLiteral("failures")).toString();
        if (xml.name() == u"testsuite")
            suites.append(xml.attributes().value(QStringLiteral("name")).toString());
        if (xml.name() == u"testcase")
            ++cases;
        if (xml.name() == u"failure")
            ++failures;
        if (xml.name() == u"error")
            ++errors;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(suites,
             (QStringList {QStringLiteral("crawl"), QStringLiteral("source"),
                           at("/.well-known/resourcesync"), at("/dataset1/capabilitylist.xml"),
                           at("/dataset1/resourcelist.xml"), at("/dataset1/changelist.xml"),
                           at("/dataset1/elsewhere.xml"), at("/other/changelist.xml")}));
    QCOMPARE(failures, 4); // two errors and two warnings
    QCOMPARE(declaredFailures, QStringLiteral("4"));
    QCOMPARE(errors, 1); // the crawl did not finish
    // One case per finding, one per conforming document, the crawl's own.
    QCOMPARE(cases, 4 + 4 + 1);
}

void tst_CrawlReport::validateReportMarksAnInterruptedRun()
{
    ValidationReport report;
    DocumentReport document;
    document.url = at("/rl.xml");
    document.loaded = true;
    report.documents.append(document);
    QCOMPARE(QJsonDocument::fromJson(writeJsonReport(report)).object().value(u"complete"),
             QJsonValue(true));
    QCOMPARE(QJsonDocument::fromJson(writeJsonReport(report, false)).object().value(u"complete"),
             QJsonValue(false));
    const QString text = QString::fromUtf8(writeTextReport(report, false));
    QVERIFY(text.contains(QStringLiteral("Interrupted:")));
    QVERIFY(text.indexOf(QStringLiteral("Interrupted:"))
            < text.indexOf(QStringLiteral("Summary:")));
    QVERIFY(!QString::fromUtf8(writeTextReport(report)).contains(QStringLiteral("Interrupted")));
    QVERIFY(writeJUnitReport(report, false).contains("<error message=\"Interrupted:"));
}

QTEST_GUILESS_MAIN(tst_CrawlReport)
#include "tst_crawlreport.moc"
