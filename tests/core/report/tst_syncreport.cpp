// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/sourcetree.h"
#include "mirror/auditjob.h"
#include "mirror/mirrorjob.h"
#include "mirror/runitemwriter.h"
#include "parse/documentparser.h"
#include "report/syncreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QXmlStreamReader>

using namespace rsi;

class tst_SyncReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void auditJsonFollowsTheContract();
    void mirrorJsonAddsWhatTheMirrorDid();
    void textListsWhatDiffersAligned();
    void textVerboseListsTheSameToo();
    void textSaysWhenInSync();
    void textOfAMirror();
    void interruptedReportsSaySo_data();
    void interruptedReportsSaySo();
    void junitFailsWhatASyncWouldChange();
    void junitOfAMirrorFailsOnlyFailures();
    void fromAuditTakesTheJobsResult();
    void htmlOfAnAuditAndAMirror();
};

namespace {

const QDateTime t0(QDate(2026, 1, 1), QTime(9, 0), QTimeZone::utc());

AuditItem item(const char *url, const char *path, AuditState state, QList<AuditReason> reasons = {})
{
    AuditItem made;
    made.url = QUrl(QString::fromUtf8(url));
    made.relativePath = QString::fromUtf8(path);
    made.state = state;
    made.reasons = std::move(reasons);
    return made;
}

AuditReason reason(AuditReason::Kind kind, const QString &expected = {}, const QString &actual = {},
                   const QString &algorithm = {})
{
    AuditReason made;
    made.kind = kind;
    made.expected = expected;
    made.actual = actual;
    made.algorithm = algorithm;
    return made;
}

// Every state once, with the reasons an audit gives them.
SyncReport auditReport()
{
    SyncReport report;
    report.kind = SyncReport::Kind::Audit;
    report.source = QStringLiteral("https://example.org/");
    report.destination = QStringLiteral("/copies/example");
    report.items = {
        item("https://example.org/same.html", "example.org/same.html", AuditState::Same),
        item("https://example.org/a/new.html", "example.org/a/new.html", AuditState::Create,
             {reason(AuditReason::Kind::Missing)}),
        item("https://example.org/b.html", "example.org/b.html", AuditState::Update,
             {reason(AuditReason::Kind::Hash, QStringLiteral("aaaa"), QStringLiteral("bbbb"),
                     QStringLiteral("md5")),
              reason(AuditReason::Kind::Length, QStringLiteral("10"), QStringLiteral("12"))}),
        item("https://example.org/gone", "example.org/gone", AuditState::Delete,
             {reason(AuditReason::Kind::Extra)}),
        item("", "example.org/!weird", AuditState::Delete,
             {reason(AuditReason::Kind::NotFromLayout, {}, QStringLiteral("not an escape"))}),
        item("https://example.org/unreadable", "example.org/unreadable", AuditState::Failed,
             {reason(AuditReason::Kind::Unreadable, {}, QStringLiteral("Permission denied"))}),
    };
    report.counts.same = 1;
    report.counts.create = 1;
    report.counts.update = 1;
    report.counts.deleted = 2;
    report.counts.failed = 1;
    report.baselineAt = t0;
    report.changesUntil = t0.addSecs(3600);
    return report;
}

// Items as a mirror keeps them: in a database of their own.
RunItems storedItems(const QList<AuditItem> &items)
{
    RunItems stored;
    stored.temporaryFolder = std::make_shared<QTemporaryDir>();
    stored.databasePath = stored.temporaryFolder->filePath(QStringLiteral("items.sqlite"));
    RunItemWriter writer;
    if (!writer.open(stored.databasePath))
        return {};
    for (qsizetype i = 0; i < items.size(); ++i)
        writer.append(i, items.at(i));
    stored.count = writer.count();
    writer.close();
    return stored;
}

MirrorResult mirrorResult()
{
    MirrorResult result;
    result.source = QStringLiteral("https://example.org/");
    result.destination = QStringLiteral("/copies/example");
    result.route = SyncRoute::ChangeList;
    result.baseline = false;
    result.gap = false;
    result.syncPointBefore = t0;
    result.syncPointAfter = t0.addSecs(7200);
    result.items = storedItems({
        item("https://example.org/same.html", "example.org/same.html", AuditState::Same),
        item("https://example.org/new.html", "example.org/new.html", AuditState::Create,
             {reason(AuditReason::Kind::Changed, t0.toString(Qt::ISODate),
                     QStringLiteral("created"))}),
        item("https://example.org/broken", "example.org/broken", AuditState::Failed,
             {reason(AuditReason::Kind::Http, {}, QStringLiteral("404"))}),
        item("https://example.org/old", "example.org/old", AuditState::Delete,
             {reason(AuditReason::Kind::DeletedAtSource)}),
    });
    result.counts.same = 1;
    result.counts.create = 1;
    result.counts.failed = 1;
    result.counts.deleted = 1;
    result.findings.append(makeFinding(u"AUD-001", QStringLiteral("A gap."),
                                       QStringLiteral("https://example.org/changelist.xml"), {}));
    result.trashFolder = QStringLiteral(".rsinspector/trash/20260101T110000Z");
    result.bytesDownloaded = 4096;
    result.elapsedMs = 1500;
    return result;
}

QJsonObject json(const SyncReport &report)
{
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(writeSyncReport(report, ReportFormat::Json), &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QStringList textLines(const SyncReport &report, bool verbose = false)
{
    return QString::fromUtf8(writeSyncReport(report, ReportFormat::Text, verbose)).split(u'\n');
}

struct JUnitCase
{
    QString name;
    bool failed = false;
    QString failureMessage;
};

struct JUnit
{
    bool wellFormed = false;
    QHash<QString, QString> rootAttributes;
    QStringList suites;
    QList<JUnitCase> cases;
    int errors = 0;
};

JUnit readJUnit(const QByteArray &bytes)
{
    JUnit junit;
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"testsuites") {
            for (const QXmlStreamAttribute &attribute : xml.attributes())
                junit.rootAttributes.insert(attribute.name().toString(),
                                            attribute.value().toString());
        } else if (xml.name() == u"testsuite") {
            junit.suites.append(xml.attributes().value(QLatin1StringView("name")).toString());
        } else if (xml.name() == u"testcase") {
            JUnitCase testCase;
            testCase.name = xml.attributes().value(QLatin1StringView("name")).toString();
            junit.cases.append(testCase);
        } else if (xml.name() == u"failure") {
            junit.cases.last().failed = true;
            junit.cases.last().failureMessage
                = xml.attributes().value(QLatin1StringView("message")).toString();
        } else if (xml.name() == u"error") {
            ++junit.errors;
        }
    }
    junit.wellFormed = !xml.hasError();
    return junit;
}

} // namespace

void tst_SyncReport::auditJsonFollowsTheContract()
{
    const QJsonObject root = json(auditReport());
    QCOMPARE(root.value(QStringLiteral("tool")).toString(), QStringLiteral("rsinspector"));
    QCOMPARE(root.value(QStringLiteral("command")).toString(), QStringLiteral("audit"));
    QCOMPARE(root.value(QStringLiteral("specVersion")).toString(), QStringLiteral("1.1"));
    QCOMPARE(root.value(QStringLiteral("source")).toString(),
             QStringLiteral("https://example.org/"));
    QCOMPARE(root.value(QStringLiteral("destination")).toString(),
             QStringLiteral("/copies/example"));
    QCOMPARE(root.value(QStringLiteral("complete")), QJsonValue(true));
    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    QCOMPARE(
        summary.keys(),
        (QStringList {QStringLiteral("create"), QStringLiteral("delete"), QStringLiteral("failed"),
                      QStringLiteral("same"), QStringLiteral("update")}));
    QCOMPARE(summary.value(QStringLiteral("same")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("create")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("update")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("delete")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("failed")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("baselineAt")).toString(),
             QStringLiteral("2026-01-01T09:00:00Z"));
    QCOMPARE(root.value(QStringLiteral("changesUntil")).toString(),
             QStringLiteral("2026-01-01T10:00:00Z"));
    QVERIFY(!root.contains(QStringLiteral("route")));

    // Every resource, the same ones included, in order.
    const QJsonArray resources = root.value(QStringLiteral("resources")).toArray();
    QCOMPARE(resources.size(), 6);
    const QJsonObject same = resources.at(0).toObject();
    QCOMPARE(same.value(QStringLiteral("state")).toString(), QStringLiteral("same"));
    QCOMPARE(same.value(QStringLiteral("reasons")).toArray().size(), 0);
    const QJsonObject update = resources.at(2).toObject();
    QCOMPARE(update.value(QStringLiteral("url")).toString(),
             QStringLiteral("https://example.org/b.html"));
    QCOMPARE(update.value(QStringLiteral("path")).toString(), QStringLiteral("example.org/b.html"));
    QCOMPARE(update.value(QStringLiteral("state")).toString(), QStringLiteral("update"));
    QCOMPARE(update.value(QStringLiteral("reasons")).toArray(),
             QJsonArray({QStringLiteral("hash"), QStringLiteral("length")}));
    const QJsonArray details = update.value(QStringLiteral("details")).toArray();
    QCOMPARE(details.size(), 2);
    QVERIFY(details.at(0).toString().contains(QStringLiteral("bbbb")));
    QCOMPARE(resources.at(1).toObject().value(QStringLiteral("reasons")).toArray(),
             QJsonArray({QStringLiteral("missing")}));
    // A file the layout cannot map back has no URL: an empty string, as the
    // contract's "url" is always a string.
    const QJsonObject foreign = resources.at(4).toObject();
    QVERIFY(foreign.value(QStringLiteral("url")).isString());
    QCOMPARE(foreign.value(QStringLiteral("url")).toString(), QString());
    QCOMPARE(foreign.value(QStringLiteral("state")).toString(), QStringLiteral("delete"));
    QCOMPARE(foreign.value(QStringLiteral("reasons")).toArray(),
             QJsonArray({QStringLiteral("foreign")}));
    QCOMPARE(resources.at(5).toObject().value(QStringLiteral("state")).toString(),
             QStringLiteral("failed"));
    QVERIFY(root.value(QStringLiteral("findings")).toArray().isEmpty());

    // No times known: null.
    SyncReport untimed = auditReport();
    untimed.baselineAt.reset();
    untimed.changesUntil.reset();
    const QJsonObject untimedRoot = json(untimed);
    QVERIFY(untimedRoot.value(QStringLiteral("baselineAt")).isNull());
    QVERIFY(untimedRoot.value(QStringLiteral("changesUntil")).isNull());
}

void tst_SyncReport::mirrorJsonAddsWhatTheMirrorDid()
{
    const SyncReport report = SyncReport::fromMirror(mirrorResult(), SpecVersion::V1_0);
    QCOMPARE(report.kind, SyncReport::Kind::Mirror);
    const QJsonObject root = json(report);
    QCOMPARE(root.value(QStringLiteral("command")).toString(), QStringLiteral("mirror"));
    QCOMPARE(root.value(QStringLiteral("specVersion")).toString(), QStringLiteral("1.0"));
    QCOMPARE(root.value(QStringLiteral("source")).toString(),
             QStringLiteral("https://example.org/"));
    QCOMPARE(root.value(QStringLiteral("destination")).toString(),
             QStringLiteral("/copies/example"));
    QCOMPARE(root.value(QStringLiteral("route")).toString(), QStringLiteral("changelist"));
    QCOMPARE(root.value(QStringLiteral("baseline")), QJsonValue(false));
    QCOMPARE(root.value(QStringLiteral("dryRun")), QJsonValue(false));
    QCOMPARE(root.value(QStringLiteral("gap")), QJsonValue(false));
    QCOMPARE(root.value(QStringLiteral("syncPointBefore")).toString(),
             QStringLiteral("2026-01-01T09:00:00Z"));
    QCOMPARE(root.value(QStringLiteral("syncPointAfter")).toString(),
             QStringLiteral("2026-01-01T11:00:00Z"));
    QCOMPARE(root.value(QStringLiteral("trash")).toString(),
             QStringLiteral(".rsinspector/trash/20260101T110000Z"));
    QCOMPARE(root.value(QStringLiteral("bytesDownloaded")).toInteger(), 4096);
    QCOMPARE(root.value(QStringLiteral("complete")), QJsonValue(true));
    QVERIFY(!root.contains(QStringLiteral("baselineAt")));
    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("failed")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("delete")).toInt(), 1);
    const QJsonArray resources = root.value(QStringLiteral("resources")).toArray();
    QCOMPARE(resources.size(), 4);
    QCOMPARE(resources.at(2).toObject().value(QStringLiteral("reasons")).toArray(),
             QJsonArray({QStringLiteral("http 404")}));
    QCOMPARE(resources.at(3).toObject().value(QStringLiteral("reasons")).toArray(),
             QJsonArray({QStringLiteral("deleted")}));
    const QJsonArray findings = root.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("rule")).toString(),
             QStringLiteral("AUD-001"));
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("url")).toString(),
             QStringLiteral("https://example.org/changelist.xml"));

    // No trash, no sync point before: null.
    MirrorResult first = mirrorResult();
    first.trashFolder.clear();
    first.syncPointBefore.reset();
    first.baseline = true;
    first.dryRun = true;
    first.route = SyncRoute::ResourceDump;
    const QJsonObject firstRoot = json(SyncReport::fromMirror(first, SpecVersion::V1_1));
    QVERIFY(firstRoot.value(QStringLiteral("trash")).isNull());
    QVERIFY(firstRoot.value(QStringLiteral("syncPointBefore")).isNull());
    QCOMPARE(firstRoot.value(QStringLiteral("baseline")), QJsonValue(true));
    QCOMPARE(firstRoot.value(QStringLiteral("dryRun")), QJsonValue(true));
    QCOMPARE(firstRoot.value(QStringLiteral("route")).toString(), QStringLiteral("resourcedump"));
}

void tst_SyncReport::textListsWhatDiffersAligned()
{
    const QStringList lines = textLines(auditReport());
    QVERIFY(lines.constFirst().startsWith(QStringLiteral("ResourceSync Inspector")));
    QVERIFY(lines.contains(QStringLiteral("Audit of the local copy /copies/example against "
                                          "https://example.org/")));
    QVERIFY(lines.contains(QStringLiteral("Expected state: the Resource Lists at "
                                          "2026-01-01T09:00:00Z, with the changes until "
                                          "2026-01-01T10:00:00Z")));
    // The same resource is not listed; each other one is, state first.
    QVERIFY(lines.filter(QStringLiteral("same.html")).isEmpty());
    const QString create = lines.filter(QStringLiteral("a/new.html")).value(0);
    const QString update = lines.filter(QStringLiteral("example.org/b.html")).value(0);
    const QString gone = lines.filter(QStringLiteral("example.org/gone")).value(0);
    QVERIFY2(create.startsWith(QStringLiteral("create  example.org/a/new.html")),
             qPrintable(create));
    QVERIFY2(update.startsWith(QStringLiteral("update  example.org/b.html")), qPrintable(update));
    QVERIFY(update.endsWith(QStringLiteral("(hash, length)")));
    QVERIFY(gone.startsWith(QStringLiteral("delete  ")));
    QVERIFY(gone.endsWith(QStringLiteral("(extra)")));
    // Columns line up: the URLs start in one column, and so do the reasons.
    const qsizetype urlColumn = create.indexOf(QStringLiteral("https://"));
    QVERIFY(urlColumn > 0);
    QCOMPARE(update.indexOf(QStringLiteral("https://")), urlColumn);
    QCOMPARE(gone.indexOf(QStringLiteral("https://")), urlColumn);
    QCOMPARE(update.indexOf(u'('), create.indexOf(u'('));
    // A file with no URL shows a dash; the states pad to the widest.
    const QString foreign = lines.filter(QStringLiteral("!weird")).value(0);
    QCOMPARE(foreign.indexOf(u'-', foreign.indexOf(QStringLiteral("!weird"))), urlColumn);
    // What differs is spelled out beneath an update and a failure.
    const qsizetype updateRow = lines.indexOf(update);
    QVERIFY(lines.value(updateRow + 1).contains(QStringLiteral("bbbb")));
    QVERIFY(lines.value(updateRow + 1).startsWith(QStringLiteral("        ")));
    QVERIFY(!lines.filter(QStringLiteral("Permission denied")).isEmpty());
    QCOMPARE(lines.value(lines.size() - 2),
             QStringLiteral("Summary: same 1, create 1, update 1, delete 2, failed 1"));
    QCOMPARE(lines.constLast(), QString());
}

void tst_SyncReport::textVerboseListsTheSameToo()
{
    const QStringList lines = textLines(auditReport(), true);
    const QString same = lines.filter(QStringLiteral("same.html")).value(0);
    QVERIFY2(same.startsWith(QStringLiteral("same    example.org/same.html")), qPrintable(same));
    QVERIFY(same.endsWith(QStringLiteral("https://example.org/same.html")));
}

void tst_SyncReport::textSaysWhenInSync()
{
    SyncReport report = auditReport();
    report.items = {report.items.constFirst()};
    report.counts = {};
    report.counts.same = 1;
    const QStringList lines = textLines(report);
    QVERIFY(lines.contains(QStringLiteral("The local copy is in sync with the source.")));
    QCOMPARE(lines.value(lines.size() - 2),
             QStringLiteral("Summary: same 1, create 0, update 0, delete 0, failed 0"));

    report.items.clear();
    report.counts = {};
    QVERIFY(textLines(report).contains(
        QStringLiteral("The source lists no resources, and the local copy holds none.")));
}

void tst_SyncReport::textOfAMirror()
{
    MirrorResult result = mirrorResult();
    const QString text = QString::fromUtf8(
        writeSyncReport(SyncReport::fromMirror(result, SpecVersion::V1_1), ReportFormat::Text));
    QVERIFY(text.contains(QStringLiteral("Mirror of https://example.org/ into /copies/example\n")));
    QVERIFY2(
        text.contains(QStringLiteral("Route: ") + syncRouteName(SyncRoute::ChangeList) + u'\n'),
        qPrintable(text));
    QVERIFY(text.contains(
        QStringLiteral("Sync point: 2026-01-01T09:00:00Z before, 2026-01-01T11:00:00Z after\n")));
    QVERIFY(text.contains(QStringLiteral(".rsinspector/trash/20260101T110000Z")));
    QVERIFY(text.contains(QStringLiteral("Downloaded 4096 bytes in 1.5 s.")));
    QVERIFY(!text.contains(QStringLiteral("Dry run")));
    QVERIFY(text.contains(QStringLiteral("failed  example.org/broken")));
    QVERIFY(text.contains(QStringLiteral("(http 404)")));
    QVERIFY(text.contains(QStringLiteral("The server answered with HTTP status 404.")));
    QVERIFY(text.contains(QStringLiteral("\nFindings:\n")));
    QVERIFY(text.contains(QStringLiteral("AUD-001")));
    QVERIFY(
        text.endsWith(QStringLiteral("Summary: same 1, create 1, update 0, delete 1, failed 1\n")));

    result.dryRun = true;
    result.route = SyncRoute::ResourceList;
    result.baseline = true;
    result.syncPointBefore.reset();
    result.gap = true;
    const QString dry = QString::fromUtf8(
        writeSyncReport(SyncReport::fromMirror(result, SpecVersion::V1_1), ReportFormat::Text));
    QVERIFY(dry.contains(QStringLiteral("Dry run: nothing was written.\n")));
    QVERIFY(
        dry.contains(QStringLiteral("Route: ") + syncRouteName(SyncRoute::ResourceList) + u'\n'));
    QVERIFY(dry.contains(QStringLiteral("Sync point: none before")));
    QVERIFY(dry.contains(QStringLiteral("took a new baseline")));

    result.route = SyncRoute::None;
    const QString none = QString::fromUtf8(
        writeSyncReport(SyncReport::fromMirror(result, SpecVersion::V1_1), ReportFormat::Text));
    QVERIFY(none.contains(QStringLiteral("Route: ") + syncRouteName(SyncRoute::None) + u'\n'));
}

void tst_SyncReport::interruptedReportsSaySo_data()
{
    QTest::addColumn<bool>("mirror");
    QTest::newRow("audit") << false;
    QTest::newRow("mirror") << true;
}

void tst_SyncReport::interruptedReportsSaySo()
{
    QFETCH(bool, mirror);
    SyncReport report;
    if (mirror) {
        MirrorResult result = mirrorResult();
        result.canceled = true;
        report = SyncReport::fromMirror(result, SpecVersion::V1_1);
    } else {
        report = auditReport();
        report.complete = false;
    }
    QCOMPARE(json(report).value(QStringLiteral("complete")), QJsonValue(false));
    const QStringList lines = textLines(report);
    QVERIFY(lines.value(lines.size() - 3).startsWith(QStringLiteral("Interrupted: ")));
    const JUnit junit = readJUnit(writeSyncReport(report, ReportFormat::JUnit));
    QVERIFY(junit.wellFormed);
    QCOMPARE(junit.errors, 1);
    QCOMPARE(junit.rootAttributes.value(QStringLiteral("errors")), QStringLiteral("1"));
}

void tst_SyncReport::junitFailsWhatASyncWouldChange()
{
    const JUnit junit = readJUnit(writeSyncReport(auditReport(), ReportFormat::JUnit));
    QVERIFY(junit.wellFormed);
    QCOMPARE(junit.rootAttributes.value(QStringLiteral("name")),
             QStringLiteral("rsinspector audit"));
    QCOMPARE(junit.suites, (QStringList {QStringLiteral("resources"), QStringLiteral("findings")}));
    // Five resources differ (one case each, all failing); the findings'
    // suite passes with one case.
    QCOMPARE(junit.cases.size(), 6);
    QCOMPARE(junit.rootAttributes.value(QStringLiteral("tests")), QStringLiteral("6"));
    QCOMPARE(junit.rootAttributes.value(QStringLiteral("failures")), QStringLiteral("5"));
    QCOMPARE(std::count_if(junit.cases.cbegin(), junit.cases.cend(),
                           [](const JUnitCase &c) { return c.failed; }),
             5);
    const auto update
        = std::find_if(junit.cases.cbegin(), junit.cases.cend(), [](const JUnitCase &c) {
              return c.name == u"update https://example.org/b.html";
          });
    QVERIFY(update != junit.cases.cend());
    QCOMPARE(update->failureMessage, QStringLiteral("hash, length"));

    SyncReport inSync = auditReport();
    inSync.items = {inSync.items.constFirst()};
    inSync.counts = {};
    inSync.counts.same = 1;
    const JUnit passing = readJUnit(writeSyncReport(inSync, ReportFormat::JUnit));
    QCOMPARE(passing.rootAttributes.value(QStringLiteral("failures")), QStringLiteral("0"));
    QCOMPARE(passing.cases.size(), 2);
    QVERIFY(!passing.cases.at(0).failed);
}

void tst_SyncReport::junitOfAMirrorFailsOnlyFailures()
{
    const JUnit junit = readJUnit(writeSyncReport(
        SyncReport::fromMirror(mirrorResult(), SpecVersion::V1_1), ReportFormat::JUnit));
    QVERIFY(junit.wellFormed);
    QCOMPARE(junit.rootAttributes.value(QStringLiteral("name")),
             QStringLiteral("rsinspector mirror"));
    // Three resources were acted on, one failed; the finding (a warning) fails too.
    QCOMPARE(junit.cases.size(), 4);
    QCOMPARE(junit.rootAttributes.value(QStringLiteral("failures")), QStringLiteral("2"));
    for (const JUnitCase &c : junit.cases) {
        if (c.name.startsWith(QStringLiteral("failed ")))
            QVERIFY(c.failed);
        if (c.name.startsWith(QStringLiteral("create ")))
            QVERIFY(!c.failed);
    }
}

void tst_SyncReport::fromAuditTakesTheJobsResult()
{
    const QByteArray xml = "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                           "xmlns:rs='http://www.openarchives.org/rs/terms/'>\n"
                           "<rs:md capability='resourcelist' at='2026-01-01T09:00:00Z'/>\n"
                           "<url><loc>https://example.org/a</loc><rs:md length='3'/></url>\n"
                           "<url><loc>https://example.org/b</loc><rs:md length='5'/></url>\n"
                           "</urlset>\n";
    CrawledDocument list;
    list.url = QUrl(QStringLiteral("https://example.org/resourcelist.xml"));
    list.adopt(DocumentParser().parseBytes(xml, list.url), {});
    auto tree = std::make_shared<SourceTree>();
    tree->add(std::move(list));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("example.org"))));
    QFile file(dir.filePath(QStringLiteral("example.org/a")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("abc");
    file.close();

    AuditJob job(tree, dir.path(), AuditOptions(), SpecVersion::V1_0);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    const SyncReport report
        = SyncReport::fromAudit(job, QStringLiteral("https://example.org/"), SpecVersion::V1_0);
    QCOMPARE(report.kind, SyncReport::Kind::Audit);
    QCOMPARE(report.source, QStringLiteral("https://example.org/"));
    QCOMPARE(report.destination, dir.path());
    QCOMPARE(report.specVersion, SpecVersion::V1_0);
    QVERIFY(report.complete);
    QCOMPARE(report.items.size(), 2);
    QCOMPARE(report.counts.same, 1);
    QCOMPARE(report.counts.create, 1);
    QCOMPARE(report.baselineAt, std::optional<QDateTime>(t0));
    QVERIFY(!report.changesUntil);
}

void tst_SyncReport::htmlOfAnAuditAndAMirror()
{
    // The page parses as XML, says what differs, and escapes what the
    // source and the file system say.
    SyncReport audit = auditReport();
    audit.items[1].url = QUrl(QStringLiteral("https://example.org/a/<script>.html"));
    audit.items[5].reasons[0].actual = QStringLiteral("<b>denied</b>");
    const QByteArray page = writeSyncReport(audit, ReportFormat::Html);
    QXmlStreamReader xml(page);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::Characters)
            text += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(!page.contains("<script"));
    QVERIFY(!page.contains("<b>denied"));
    QVERIFY(text.contains(QStringLiteral("The local copy differs from the source")));
    QVERIFY(text.contains(QStringLiteral("/copies/example")));
    QVERIFY(text.contains(QStringLiteral("<b>denied</b>")));
    // What is the same is left out, unless asked for.
    QVERIFY(!text.contains(QStringLiteral("https://example.org/same.html")));
    QVERIFY(QString::fromUtf8(writeSyncReport(audit, ReportFormat::Html, true))
                .contains(QStringLiteral("https://example.org/same.html")));

    const SyncReport mirror = SyncReport::fromMirror(mirrorResult(), SpecVersion::V1_1);
    const QByteArray mirrorPage = writeSyncReport(mirror, ReportFormat::Html);
    QVERIFY(mirrorPage.contains("Some resources could not be mirrored"));
    QVERIFY(mirrorPage.contains("AUD-001"));
    QVERIFY(mirrorPage.contains(".rsinspector/trash/20260101T110000Z"));
    QVERIFY(mirrorPage.contains("class=\"state failed\""));
}

QTEST_GUILESS_MAIN(tst_SyncReport)
#include "tst_syncreport.moc"
