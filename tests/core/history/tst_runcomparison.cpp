// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/reportfile.h"
#include "history/runcomparison.h"
#include "report/comparisonhtml.h"
#include "report/comparisonreport.h"
#include "support/filefixtures.h"
#include "support/historyfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using rsi::DocumentComparison;
using rsi::RunComparison;
using rsi::RunDocument;
using rsi::RunRecord;
using rsi::test::EntrySpec;

namespace {

const QString sd = QStringLiteral("https://example.org/.well-known/resourcesync");
const QString capabilities = QStringLiteral("https://example.org/capabilitylist.xml");
const QString list = QStringLiteral("https://example.org/resourcelist.xml");
const QDateTime noon = QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC);

QList<EntrySpec> resources(int first, int count, const QString &lastmod = {})
{
    return rsi::test::numberedEntries(QStringLiteral("https://example.org/res/"), first, count,
                                      lastmod.isEmpty() ? QStringLiteral("2026-01-01T00:00:00Z")
                                                        : lastmod);
}

RunRecord baseRun(qint64 id, const QList<EntrySpec> &entries)
{
    RunRecord run = rsi::test::run(
        sd, noon.addSecs(id * 60),
        {rsi::test::runDocument(sd, QStringLiteral("description"), {{capabilities}}),
         rsi::test::runDocument(capabilities, QStringLiteral("capabilitylist"), {{list}}),
         rsi::test::runDocument(list, QStringLiteral("resourcelist"), entries)});
    run.id = id;
    return run;
}

const DocumentComparison *documentOf(const RunComparison &comparison, const QString &url)
{
    for (const DocumentComparison &document : comparison.documents) {
        if (document.url == url)
            return &document;
    }
    return nullptr;
}

QString writeJson(const QTemporaryDir &dir, const char *name, const QJsonObject &object)
{
    const QString path = dir.filePath(QLatin1StringView(name));
    return rsi::test::writeRaw(path, QJsonDocument(object).toJson()) ? path : QString();
}

} // namespace

class tst_RunComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identicalRunsHaveNothingToSay();
    void documentsAddedRemovedAndChanged();
    void revalidatedDocumentsKeepTheirStatus();
    void entriesAreReadOnlyWhenTheyDiffer();
    void runsWithoutEntriesCompareCounts();
    void newErrorsMakeItWorse();
    void readsACrawlReport();
    void refusesWhatIsNotAReport_data();
    void refusesWhatIsNotAReport();
    void textAndJsonReports();
    void htmlAndCsvEscapeWhatSourcesWrite();
};

void tst_RunComparison::identicalRunsHaveNothingToSay()
{
    const RunRecord run = baseRun(1, resources(0, 100));
    const RunComparison comparison = rsi::compareRuns(run, run);
    const RunComparison::Summary summary = comparison.summary();
    QCOMPARE(summary.documentsAdded + summary.documentsRemoved + summary.documentsChanged, 0);
    QCOMPARE(summary.entriesAdded + summary.entriesRemoved + summary.entriesChanged, 0);
    QCOMPARE(comparison.documents.size(), 3);
    for (const DocumentComparison &document : comparison.documents) {
        QCOMPARE(document.state, DocumentComparison::State::Unchanged);
        QVERIFY(document.entriesCompared);
    }
    QVERIFY(!comparison.hasNewErrors());
    QCOMPARE(rsi::comparisonVerdict(comparison), QStringLiteral("Nothing got worse."));
}

void tst_RunComparison::documentsAddedRemovedAndChanged()
{
    RunRecord before = baseRun(1, resources(0, 10));
    before.documents.append(
        rsi::test::runDocument(QStringLiteral("https://example.org/changelist-1.xml"),
                               QStringLiteral("changelist"), resources(3, 2)));
    QList<EntrySpec> entries = resources(2, 10); // 0 and 1 gone, 10 and 11 new
    entries[3].lastmod = QStringLiteral("2026-02-02T00:00:00Z"); // res/5 changed
    RunRecord after = baseRun(2, entries);
    after.documents[2].status = 200;
    after.documents.append(
        rsi::test::runDocument(QStringLiteral("https://example.org/changelist-2.xml"),
                               QStringLiteral("changelist"), resources(20, 3)));
    after.documents[0].digest = QStringLiteral("0000000000000002"); // same entries, other bytes
    before.documents[0].digest = QStringLiteral("0000000000000001");

    const RunComparison comparison = rsi::compareRuns(before, after, {}, 2);
    // Changed, added and removed first; the unchanged Capability List last.
    QCOMPARE(comparison.documents.size(), 5);
    QCOMPARE(comparison.documents.constLast().url, capabilities);
    QCOMPARE(comparison.documents.constLast().state, DocumentComparison::State::Unchanged);

    const DocumentComparison *description = documentOf(comparison, sd);
    QCOMPARE(description->state, DocumentComparison::State::Changed);
    QCOMPARE(description->changes, QStringList {QStringLiteral("digest")});
    QVERIFY(description->entries.isEmpty());

    const DocumentComparison *resourceList = documentOf(comparison, list);
    QCOMPARE(resourceList->state, DocumentComparison::State::Changed);
    QVERIFY(resourceList->entriesCompared);
    QCOMPARE(resourceList->entries.added, 2);
    QCOMPARE(resourceList->entries.removed, 2);
    QCOMPARE(resourceList->entries.changed, 1);
    QCOMPARE(resourceList->entries.unchanged, 7);
    QCOMPARE(resourceList->entries.addedExamples,
             (QStringList {QStringLiteral("https://example.org/res/10"),
                           QStringLiteral("https://example.org/res/11")}));
    QCOMPARE(resourceList->entries.changedExamples,
             QStringList {QStringLiteral("https://example.org/res/5")});
    QVERIFY(resourceList->changes.contains(QStringLiteral("entries")));

    const DocumentComparison *added
        = documentOf(comparison, QStringLiteral("https://example.org/changelist-2.xml"));
    QCOMPARE(added->state, DocumentComparison::State::Added);
    QVERIFY(!added->before);
    QCOMPARE(added->entries.added, 3);
    QCOMPARE(added->entries.addedExamples.size(), 2); // maxExamples
    const DocumentComparison *removed
        = documentOf(comparison, QStringLiteral("https://example.org/changelist-1.xml"));
    QCOMPARE(removed->state, DocumentComparison::State::Removed);
    QVERIFY(!removed->after);
    QCOMPARE(removed->entries.removed, 2);

    const RunComparison::Summary summary = comparison.summary();
    QCOMPARE(summary.documentsAdded, 1);
    QCOMPARE(summary.documentsRemoved, 1);
    QCOMPARE(summary.documentsChanged, 2);
    QCOMPARE(summary.entriesAdded, 5);
    QCOMPARE(summary.entriesRemoved, 4);
    QCOMPARE(summary.entriesChanged, 1);
    QCOMPARE(comparison.documentsWithoutEntries, 0);
}

void tst_RunComparison::revalidatedDocumentsKeepTheirStatus()
{
    const RunRecord before = baseRun(1, resources(0, 5));
    RunRecord after = before;
    after.id = 2;
    // A 304 says "as before": neither its status nor its transfer is a change.
    after.documents[2].status = 304;
    after.documents[2].notModified = true;
    QCOMPARE(rsi::compareRuns(before, after).summary().documentsChanged, 0);
    // A real change of status is one.
    after.documents[2].notModified = false;
    after.documents[2].status = 404;
    after.documents[2].loaded = false;
    const RunComparison comparison = rsi::compareRuns(before, after);
    const DocumentComparison *document = documentOf(comparison, list);
    QCOMPARE(document->state, DocumentComparison::State::Changed);
    QVERIFY(document->changes.contains(QStringLiteral("status")));
    QVERIFY(document->changes.contains(QStringLiteral("loaded")));
    QVERIFY(rsi::documentChangesText(*document).contains(QStringLiteral("status 200 \u2192 404")));
    QVERIFY(rsi::documentChangesText(*document).contains(QStringLiteral("no longer readable")));
}

void tst_RunComparison::entriesAreReadOnlyWhenTheyDiffer()
{
    const RunRecord before = baseRun(1, resources(0, 50));
    const RunRecord after = baseRun(2, resources(0, 51));
    QList<std::pair<qint64, qsizetype>> asked;
    const rsi::EntryLoader loader = [&](const RunRecord &run, qsizetype position) {
        asked.append({run.id, position});
        return rsi::EntryDigests::fromBlob(run.documents.at(position).entryBlob);
    };
    const RunComparison comparison = rsi::compareRuns(before, after, loader);
    QCOMPARE(asked, (QList<std::pair<qint64, qsizetype>> {{1, 2}, {2, 2}}));
    QCOMPARE(comparison.summary().entriesAdded, 1);
    // A loader that has nothing leaves the entries uncompared.
    const RunComparison blind = rsi::compareRuns(
        before, after, [](const RunRecord &, qsizetype) { return std::nullopt; });
    QVERIFY(!documentOf(blind, list)->entriesCompared);
    QCOMPARE(blind.documentsWithoutEntries, 1);
    QCOMPARE(documentOf(blind, list)->state, DocumentComparison::State::Changed); // 50 -> 51
}

void tst_RunComparison::runsWithoutEntriesCompareCounts()
{
    RunRecord before = baseRun(1, resources(0, 5));
    for (RunDocument &document : before.documents) {
        document.entryFingerprint.reset();
        document.entryBlob.clear();
    }
    const RunRecord after = baseRun(2, resources(1, 5)); // same count, other entries
    const RunComparison comparison = rsi::compareRuns(before, after);
    QCOMPARE(comparison.documentsWithoutEntries, 3);
    QVERIFY(!comparison.before.entriesRecorded);
    QVERIFY(comparison.after.entriesRecorded);
    // The counts are the same: nothing the comparison can see changed.
    QCOMPARE(comparison.summary().documentsChanged, 0);
    QCOMPARE(comparison.summary().entriesChanged, 0);
}

void tst_RunComparison::newErrorsMakeItWorse()
{
    RunRecord before = baseRun(1, resources(0, 5));
    RunRecord after = baseRun(2, resources(0, 5));
    before.findings = {rsi::test::finding(QStringLiteral("RL-005"), list, 3)};
    after.findings
        = {rsi::test::finding(QStringLiteral("SD-002"), sd, 3, 3, {}, rsi::Severity::Warning)};
    RunComparison comparison = rsi::compareRuns(before, after);
    QVERIFY(!comparison.hasNewErrors());
    QCOMPARE(comparison.fixedCounts().errors, 1);
    QCOMPARE(comparison.newCounts().warnings, 1);
    QCOMPARE(rsi::comparisonVerdict(comparison), QStringLiteral("No new errors; new warnings: 1."));
    comparison = rsi::compareRuns(after, before);
    QVERIFY(comparison.hasNewErrors());
    QCOMPARE(rsi::comparisonVerdict(comparison), QStringLiteral("Worse: new errors: 1."));
}

void tst_RunComparison::readsACrawlReport()
{
    QTemporaryDir dir;
    const QJsonObject report {
        {QStringLiteral("tool"), QStringLiteral("rsinspector")},
        {QStringLiteral("version"), QStringLiteral("0.1.0")},
        {QStringLiteral("specVersion"), QStringLiteral("1.1")},
        {QStringLiteral("complete"), false},
        {QStringLiteral("sourceDescription"), sd},
        {QStringLiteral("documents"),
         QJsonArray {
             QJsonObject {{QStringLiteral("url"), sd},
                          {QStringLiteral("capability"), QStringLiteral("description")},
                          {QStringLiteral("root"), QStringLiteral("urlset")},
                          {QStringLiteral("entries"), 1},
                          {QStringLiteral("status"), 200},
                          {QStringLiteral("bytes"), 300},
                          {QStringLiteral("loaded"), true},
                          {QStringLiteral("digest"), QStringLiteral("00000000000000ff")}},
             QJsonObject {{QStringLiteral("url"), list},
                          {QStringLiteral("capability"), QJsonValue()},
                          {QStringLiteral("entries"), 0},
                          {QStringLiteral("status"), 404},
                          {QStringLiteral("loaded"), false},
                          {QStringLiteral("error"), QStringLiteral("HTTP 404")}},
         }},
        {QStringLiteral("findings"),
         QJsonArray {QJsonObject {{QStringLiteral("rule"), QStringLiteral("HTTP-001")},
                                  {QStringLiteral("severity"), QStringLiteral("error")},
                                  {QStringLiteral("message"), QStringLiteral("404")},
                                  {QStringLiteral("url"), list},
                                  {QStringLiteral("line"), QJsonValue()},
                                  {QStringLiteral("column"), QJsonValue()}}}},
    };
    QString error;
    const std::optional<RunRecord> run
        = rsi::readReportFile(writeJson(dir, "report.json", report), &error);
    QVERIFY2(run, qPrintable(error));
    QCOMPARE(run->kind, rsi::RunKind::Report);
    QCOMPARE(run->id, 0);
    QCOMPARE(run->label(), QStringLiteral("report.json"));
    QCOMPARE(run->source, sd);
    QVERIFY(run->started.isValid());
    QCOMPARE(run->complete, false);
    QCOMPARE(run->documents.size(), 2);
    QCOMPARE(run->documents.at(0).digest, QStringLiteral("00000000000000ff"));
    QCOMPARE(run->documents.at(0).type(), rsi::DocumentType::SourceDescription);
    QCOMPARE(run->documents.at(1).status, 404);
    QCOMPARE(run->documents.at(1).loaded, false);
    QCOMPARE(run->documents.at(1).counts.errors, 1);
    QVERIFY(!run->documents.at(0).entryFingerprint);
    QCOMPARE(run->findings.size(), 1);
    QVERIFY(!run->findings.first().position.isKnown());
}

void tst_RunComparison::refusesWhatIsNotAReport_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("is not JSON");
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe PK\x03\x04", 9)
                            << QStringLiteral("is not JSON");
    QTest::newRow("an array") << QByteArray("[1, 2, 3]") << QStringLiteral("is not a report");
    QTest::newRow("an audit report")
        << QByteArray(R"({"source": "x", "summary": {}, "resources": []})")
        << QStringLiteral("is not a report");
    QTest::newRow("document without url")
        << QByteArray(R"({"documents": [{"entries": 3}], "findings": []})")
        << QStringLiteral("without a URL");
    QTest::newRow("finding without rule")
        << QByteArray(R"({"documents": [], "findings": [{"severity": "error"}]})")
        << QStringLiteral("without a rule");
    QTest::newRow("unknown severity")
        << QByteArray(R"({"documents": [], "findings": [{"rule": "X", "severity": "fatal"}]})")
        << QStringLiteral("without a rule or a severity");
}

void tst_RunComparison::refusesWhatIsNotAReport()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(rsi::test::writeRaw(path, content));
    QString error;
    QVERIFY(!rsi::readReportFile(path, &error));
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY(error.contains(QStringLiteral("bad.json")));
    QVERIFY(!rsi::readReportFile(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QStringLiteral("cannot be read")));
    QVERIFY(!rsi::readReportFile(dir.path(), &error)); // a folder
}

void tst_RunComparison::textAndJsonReports()
{
    RunRecord before = baseRun(1, resources(0, 5));
    RunRecord after = baseRun(2, resources(1, 5));
    after.findings = {rsi::test::finding(QStringLiteral("RL-005"), list, 3)};
    const RunComparison comparison = rsi::compareRuns(before, after);

    const QString text = QString::fromUtf8(rsi::writeComparisonText(comparison));
    QVERIFY(text.contains(QStringLiteral("Before: run 1, 2026-11-22T12:01:00Z")));
    QVERIFY(text.contains(QStringLiteral("After:  run 2, 2026-11-22T12:02:00Z")));
    QVERIFY(text.contains(QStringLiteral("Documents: 0 added, 0 removed, 1 changed, 2 unchanged")));
    QVERIFY(text.contains(QStringLiteral("entries: 1 added, 1 removed")));
    QVERIFY(text.contains(QStringLiteral("added: https://example.org/res/5")));
    QVERIFY(text.contains(QStringLiteral("removed: https://example.org/res/0")));
    QVERIFY(text.contains(QStringLiteral("Findings: 1 new, 0 fixed, 0 remaining")));
    QVERIFY(text.contains(QStringLiteral("RL-005")));
    QVERIFY(text.trimmed().endsWith(QStringLiteral("Worse: new errors: 1.")));

    const QJsonObject json = rsi::comparisonJson(comparison);
    for (const char *key : {"before", "after", "summary", "documents", "findings"})
        QVERIFY2(json.contains(QLatin1StringView(key)), key);
    QCOMPARE(json[QStringLiteral("before")][QStringLiteral("run")].toString(), QStringLiteral("1"));
    QCOMPARE(json[QStringLiteral("after")][QStringLiteral("time")].toString(),
             QStringLiteral("2026-11-22T12:02:00Z"));
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    for (const char *key :
         {"documentsAdded", "documentsRemoved", "documentsChanged", "entriesAdded",
          "entriesRemoved", "entriesChanged", "findingsNew", "findingsFixed", "findingsRemaining"})
        QVERIFY2(summary.value(QLatin1StringView(key)).isDouble(), key);
    const QJsonArray documents = json.value(QStringLiteral("documents")).toArray();
    QCOMPARE(documents.size(), 1);
    QCOMPARE(documents.at(0)[QStringLiteral("state")].toString(), QStringLiteral("changed"));
    QCOMPARE(documents.at(0)[QStringLiteral("entriesAdded")].toInt(), 1);
    const QJsonArray findings = json.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.at(0)[QStringLiteral("state")].toString(), QStringLiteral("new"));
    QCOMPARE(findings.at(0)[QStringLiteral("line")].toInt(), 3);
}

void tst_RunComparison::htmlAndCsvEscapeWhatSourcesWrite()
{
    const QString hostile
        = QStringLiteral("https://example.org/<script>alert(\"x\")</script>,a\nb");
    RunRecord before = baseRun(1, resources(0, 2));
    RunRecord after = baseRun(2, QList<EntrySpec> {{hostile}});
    after.findings = {rsi::test::finding(QStringLiteral("RL-005"), list, 3, 1,
                                         QStringLiteral("bad \"quote\", <b>bold</b>\u0007"))};
    after.source = QStringLiteral("javascript:alert(1)");
    const RunComparison comparison = rsi::compareRuns(before, after);

    const QString html = QString::fromUtf8(rsi::writeComparisonHtml(comparison));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(!html.contains(QStringLiteral("<script>")));
    QVERIFY(!html.contains(QStringLiteral("<b>bold")));
    QVERIFY(html.contains(QStringLiteral("&lt;script&gt;")));
    QVERIFY(html.contains(QStringLiteral("&quot;quote&quot;")));
    QVERIFY(!html.contains(QStringLiteral("href=\"javascript:")));
    QVERIFY(!html.contains(QChar(0x0007)));
    QVERIFY(html.contains(QStringLiteral("verdict fail")));

    const QByteArray csv = rsi::writeComparisonCsv(comparison);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    const QString text = QString::fromUtf8(csv.mid(3));
    // The URL with a comma and a line break is one quoted field.
    QVERIFY(text.contains(
        QStringLiteral("\"https://example.org/<script>alert(\"\"x\"\")</script>,a\nb\"")));
    QVERIFY(text.contains(QStringLiteral("\"bad \"\"quote\"\", <b>bold</b>\u0007\"")));
    QVERIFY(text.startsWith(QStringLiteral("what,state,url,document,kind,rule,severity,line,column,"
                                           "message,entries_added,entries_removed,"
                                           "entries_changed,changes\r\n")));
}

QTEST_GUILESS_MAIN(tst_RunComparison)
#include "tst_runcomparison.moc"
