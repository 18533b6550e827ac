// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The crawl history from the command line, as a CI job would use it: crawl
// --save a loopback source twice, changing it in between, then history and
// compare, in every format, with their exit codes (design.md, "History").
#include "support/filefixtures.h"
#include "support/historyfixtures.h"
#include "support/loopbackserver.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using rsi::test::LoopbackServer;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &arguments, const QProcessEnvironment &environment = {})
{
    QProcess process;
    process.setProgram(QStringLiteral(RSI_CLI_PATH));
    process.setArguments(arguments);
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    Run run;
    if (!process.waitForStarted() || !finished.wait(60'000)) {
        process.kill();
        process.waitForFinished();
        run.err = "did not finish in time";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QJsonObject parseJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QStringList keysOf(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

// state -> url of a compare report's documents
QMultiHash<QString, QString> documentStates(const QJsonObject &report)
{
    QMultiHash<QString, QString> states;
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        states.insert(value[QStringLiteral("state")].toString(),
                      value[QStringLiteral("url")].toString());
    }
    return states;
}

// "state rule path line" of a compare report's findings, sorted
QStringList findingKeys(const QJsonObject &report)
{
    QStringList keys;
    const QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
    for (const QJsonValue &value : findings) {
        keys.append(QStringLiteral("%1 %2 %3 %4")
                        .arg(value[QStringLiteral("state")].toString(),
                             value[QStringLiteral("rule")].toString(),
                             QUrl(value[QStringLiteral("url")].toString()).path())
                        .arg(value[QStringLiteral("line")].toInt()));
    }
    keys.sort();
    return keys;
}

QJsonObject documentOf(const QJsonObject &report, const QString &path)
{
    const QJsonArray documents = report.value(QStringLiteral("documents")).toArray();
    for (const QJsonValue &value : documents) {
        if (QUrl(value[QStringLiteral("url")].toString()).path() == path)
            return value.toObject();
    }
    return {};
}

QStringList stringsOf(const QJsonValue &array)
{
    QStringList strings;
    for (const QJsonValue &value : array.toArray())
        strings.append(QUrl(value.toString()).path());
    return strings;
}

// The rows of an RFC 4180 CSV without quoted line breaks.
QList<QStringList> csvRows(const QByteArray &bytes)
{
    QList<QStringList> rows;
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    const QStringList lines = text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        QStringList fields;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line.at(i);
            if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = !quoted;
            } else if (c == u',' && !quoted) {
                fields.append(field);
                field.clear();
            } else {
                field += c;
            }
        }
        fields.append(field);
        rows.append(fields);
    }
    return rows;
}

} // namespace

class tst_HistoryCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void compareReportsWhatChangedBetweenTwoCrawls();
    void compareInEveryFormat();
    void compareWithAReportFile();
    void compareExitsZeroWhenNothingGotWorse();
    void historyListsAndDeletesRuns();
    void saveUsesTheDataFolderByDefault();
    void auditAndMirrorSaveTheirSummary();
    void interruptedOrFailedCrawlsAreNotSaved();
    void compareCannotRun_data();
    void compareCannotRun();
    void badHistoryArguments_data();
    void badHistoryArguments();
    void helpExplainsTheExitCodes();

private:
    // Crawls the source as it is now into a history (m_history unless
    // given), with --save.
    Run crawlAndSave(const QString &history = {});

    QTemporaryDir m_dir;
    QString m_sourceDir;
    QString m_history;
    LoopbackServer m_server;
    QString m_source;
};

void tst_HistoryCli::initTestCase()
{
    QVERIFY(QFileInfo(QStringLiteral(RSI_CLI_PATH)).isExecutable());
    QVERIFY(m_dir.isValid());
    m_sourceDir = m_dir.filePath(QStringLiteral("source"));
    m_history = m_dir.filePath(QStringLiteral("history.sqlite"));
    QVERIFY(m_server.start());
    m_server.setFolderEtags(true);
    m_source = m_server.url(QStringLiteral("/")).toString();

    // Two crawls, the source changed in between: runs 1 and 2.
    QVERIFY(rsi::test::writeChangingSource(m_sourceDir, false));
    m_server.serveFolder(m_sourceDir, "http://source.example");
    const Run first = crawlAndSave();
    QVERIFY2(first.exitCode == 1, first.err.constData()); // ATT-010
    QVERIFY2(first.err.contains("saved as run 1 in"), first.err.constData());
    QVERIFY(rsi::test::writeChangingSource(m_sourceDir, true));
    m_server.serveFolder(m_sourceDir, "http://source.example");
    const Run second = crawlAndSave();
    QVERIFY2(second.exitCode == 1, second.err.constData()); // ATT-007
    QVERIFY2(second.err.contains("saved as run 2 in"), second.err.constData());
}

Run tst_HistoryCli::crawlAndSave(const QString &history)
{
    return runCli({QStringLiteral("crawl"), QStringLiteral("--save"), QStringLiteral("--history"),
                   history.isEmpty() ? m_history : history, QStringLiteral("--format"),
                   QStringLiteral("json"), QStringLiteral("-o"),
                   m_dir.filePath(QStringLiteral("last-crawl.json")), m_source});
}

void tst_HistoryCli::compareReportsWhatChangedBetweenTwoCrawls()
{
    const Run run
        = runCli({QStringLiteral("compare"), QStringLiteral("--history"), m_history,
                  QStringLiteral("--source"), m_source, QStringLiteral("--format"),
                  QStringLiteral("json"), QStringLiteral("previous"), QStringLiteral("latest")});
    QVERIFY2(run.exitCode == 1, run.err.constData()); // a new error
    const QJsonObject report = parseJson(run.out);
    QVERIFY2(!report.isEmpty(), run.out.constData());

    // The design's keys, and what they say.
    for (const char *side : {"before", "after"}) {
        const QJsonObject object = report.value(QLatin1StringView(side)).toObject();
        for (const char *key : {"run", "time", "source"})
            QVERIFY2(object.contains(QLatin1StringView(key)), key);
        QCOMPARE(object.value(QStringLiteral("source")).toString(),
                 m_server.url(QStringLiteral("/.well-known/resourcesync")).toString());
        QVERIFY(QDateTime::fromString(object.value(QStringLiteral("time")).toString(), Qt::ISODate)
                    .isValid());
    }
    QCOMPARE(report[QStringLiteral("before")][QStringLiteral("run")].toString(),
             QStringLiteral("1"));
    QCOMPARE(report[QStringLiteral("after")][QStringLiteral("run")].toString(),
             QStringLiteral("2"));

    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    const std::pair<const char *, int> expected[] = {
        {"documentsAdded", 1}, // changelist-2.xml
        {"documentsRemoved", 1}, // changelist-1.xml
        {"documentsChanged", 2}, // the Capability List (its entries), the Resource List
        // The Capability List's entry for changelist-2, the Resource List's
        // res/0 and res/00, and changelist-2's two entries.
        {"entriesAdded", 5},
        // The Capability List's entry for changelist-1, the Resource List's
        // res/c, and changelist-1's one entry.
        {"entriesRemoved", 3},
        {"entriesChanged", 1}, // res/b
        {"findingsNew", 3}, // ATT-007, and the new Change List's CL-003 and CL-016
        {"findingsFixed", 3}, // ATT-010, and the old Change List's CL-003 and CL-016
        // SD-002, SD-006, CAP-003, RL-003, and ATT-002 five lines further down
        {"findingsRemaining", 5},
    };
    for (const auto &[key, value] : expected)
        QVERIFY2(summary.value(QLatin1StringView(key)).toInt() == value,
                 qPrintable(QStringLiteral("%1: %2")
                                .arg(QLatin1StringView(key))
                                .arg(summary.value(QLatin1StringView(key)).toInt())));
    QCOMPARE(summary.value(QStringLiteral("newErrors")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("fixedErrors")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("entriesCompared")), QJsonValue(true));

    const QMultiHash<QString, QString> states = documentStates(report);
    QCOMPARE(states.size(), 4); // unchanged documents are left out
    QCOMPARE(QUrl(states.value(QStringLiteral("added"))).path(),
             QStringLiteral("/changelist-2.xml"));
    QCOMPARE(QUrl(states.value(QStringLiteral("removed"))).path(),
             QStringLiteral("/changelist-1.xml"));
    QStringList changed;
    for (const QString &url : states.values(QStringLiteral("changed")))
        changed.append(QUrl(url).path());
    changed.sort();
    QCOMPARE(
        changed,
        (QStringList {QStringLiteral("/capabilitylist.xml"), QStringLiteral("/resourcelist.xml")}));

    // Per list, with the first examples.
    const QJsonObject list = documentOf(report, QStringLiteral("/resourcelist.xml"));
    for (const char *key : {"url", "state", "entriesAdded", "entriesRemoved", "entriesChanged"})
        QVERIFY2(list.contains(QLatin1StringView(key)), key);
    QCOMPARE(list.value(QStringLiteral("entriesAdded")).toInt(), 2);
    QCOMPARE(list.value(QStringLiteral("entriesRemoved")).toInt(), 1);
    QCOMPARE(list.value(QStringLiteral("entriesChanged")).toInt(), 1);
    const QJsonObject examples = list.value(QStringLiteral("examples")).toObject();
    QCOMPARE(stringsOf(examples.value(QStringLiteral("added"))),
             (QStringList {QStringLiteral("/res/0"), QStringLiteral("/res/00")}));
    QCOMPARE(stringsOf(examples.value(QStringLiteral("removed"))),
             QStringList {QStringLiteral("/res/c")});
    QCOMPARE(stringsOf(examples.value(QStringLiteral("changed"))),
             QStringList {QStringLiteral("/res/b")});
    QVERIFY(list.value(QStringLiteral("changes")).toArray().contains(QStringLiteral("bytes")));
    QCOMPARE(list[QStringLiteral("before")][QStringLiteral("entries")].toInt(), 4);
    QCOMPARE(list[QStringLiteral("after")][QStringLiteral("entries")].toInt(), 5);

    const QJsonObject capabilities = documentOf(report, QStringLiteral("/capabilitylist.xml"));
    QCOMPARE(capabilities.value(QStringLiteral("entriesAdded")).toInt(), 1);
    QCOMPARE(capabilities.value(QStringLiteral("entriesRemoved")).toInt(), 1);
    QCOMPARE(capabilities.value(QStringLiteral("entriesChanged")).toInt(), 0);
    const QJsonObject added = documentOf(report, QStringLiteral("/changelist-2.xml"));
    QCOMPARE(added.value(QStringLiteral("entriesAdded")).toInt(), 2);
    QCOMPARE(stringsOf(added[QStringLiteral("examples")][QStringLiteral("added")]),
             (QStringList {QStringLiteral("/res/0"), QStringLiteral("/res/00")}));

    // Exactly the fixed and the new findings; the shifted warning remains.
    QCOMPARE(findingKeys(report),
             (QStringList {
                 QStringLiteral("fixed ATT-010 /resourcelist.xml 6"),
                 QStringLiteral("fixed CL-003 /changelist-1.xml 4"),
                 QStringLiteral("fixed CL-016 /changelist-1.xml 5"),
                 QStringLiteral("new ATT-007 /resourcelist.xml 10"),
                 QStringLiteral("new CL-003 /changelist-2.xml 4"),
                 QStringLiteral("new CL-016 /changelist-2.xml 5"),
             }));
    const QJsonObject finding
        = report.value(QStringLiteral("findings")).toArray().first().toObject();
    // The design's keys; a finding also says how many entries it stands for
    // (count, locations: the grouped findings of the reports).
    const QStringList keys = keysOf(finding);
    for (const QString &key :
         {QStringLiteral("column"), QStringLiteral("line"), QStringLiteral("message"),
          QStringLiteral("rule"), QStringLiteral("section"), QStringLiteral("severity"),
          QStringLiteral("state"), QStringLiteral("url")})
        QVERIFY2(keys.contains(key), qPrintable(keys.join(u' ')));
    QCOMPARE(finding.value(QStringLiteral("count")).toInt(), 1);

    // The other way round the error that was fixed is the new one: still worse.
    const Run backwards = runCli({QStringLiteral("compare"), QStringLiteral("--history"), m_history,
                                  QStringLiteral("--format"), QStringLiteral("json"),
                                  QStringLiteral("2"), QStringLiteral("1")});
    QCOMPARE(backwards.exitCode, 1);
    const QJsonObject reverse = parseJson(backwards.out);
    QCOMPARE(reverse[QStringLiteral("summary")][QStringLiteral("entriesAdded")].toInt(), 3);
    QCOMPARE(reverse[QStringLiteral("summary")][QStringLiteral("entriesRemoved")].toInt(), 5);
    QVERIFY(findingKeys(reverse).contains(QStringLiteral("new ATT-010 /resourcelist.xml 6")));
    QVERIFY(findingKeys(reverse).contains(QStringLiteral("fixed ATT-007 /resourcelist.xml 10")));
}

void tst_HistoryCli::compareInEveryFormat()
{
    const QStringList runs
        = {QStringLiteral("--history"), m_history, QStringLiteral("1"), QStringLiteral("2")};
    const Run text = runCli(QStringList {QStringLiteral("compare")} + runs);
    QCOMPARE(text.exitCode, 1);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.contains(QStringLiteral("Documents: 1 added, 1 removed, 2 changed, 1 unchanged")),
             text.out.constData());
    QVERIFY(out.contains(m_server.url(QStringLiteral("/changelist-2.xml")).toString()));
    QVERIFY(out.contains(QStringLiteral("entries: 2 added, 1 removed, 1 changed")));
    QVERIFY(out.contains(QStringLiteral("Findings: 3 new, 3 fixed, 5 remaining")));
    QVERIFY(out.contains(QStringLiteral("ATT-007")));
    QVERIFY(out.contains(QStringLiteral("Worse: new errors: 1.")));
    QVERIFY(!out.contains(QStringLiteral("ATT-002"))); // it remains: neither new nor fixed

    const QString htmlFile = m_dir.filePath(QStringLiteral("compare.html"));
    const Run html = runCli(QStringList {QStringLiteral("compare"), QStringLiteral("--format"),
                                         QStringLiteral("html"), QStringLiteral("-o"), htmlFile}
                            + runs);
    QCOMPARE(html.exitCode, 1);
    QVERIFY(html.out.isEmpty());
    const QString page = QString::fromUtf8(rsi::test::readFile(htmlFile));
    QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(page.trimmed().endsWith(QStringLiteral("</html>")));
    QVERIFY(page.contains(QStringLiteral("verdict fail")));
    QVERIFY(page.contains(QStringLiteral("badge added")));
    QVERIFY(page.contains(QStringLiteral("badge removed")));
    QVERIFY(page.contains(QStringLiteral("ATT-007")));
    QVERIFY(page.contains(QStringLiteral("ATT-010")));
    // What the source wrote is escaped: its quotes arrive as entities.
    QVERIFY(page.contains(QStringLiteral("&quot;xyz&quot;")));
    QVERIFY(!page.contains(QStringLiteral("\"xyz\"")));
    QVERIFY(!page.contains(QStringLiteral("<script")));

    const Run csv = runCli(
        QStringList {QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("csv")}
        + runs);
    QCOMPARE(csv.exitCode, 1);
    QVERIFY(csv.out.startsWith("\xEF\xBB\xBF"));
    const QList<QStringList> rows = csvRows(csv.out);
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows.first().first(), QStringLiteral("what"));
    QMultiHash<QString, QString> kinds; // what -> state
    for (const QStringList &row : rows.sliced(1)) {
        QCOMPARE(row.size(), rows.first().size());
        kinds.insert(row.at(0), row.at(1));
    }
    QCOMPARE(kinds.values(QStringLiteral("document")).size(), 4);
    QCOMPARE(kinds.values(QStringLiteral("finding")).count(QStringLiteral("new")), 3);
    QCOMPARE(kinds.values(QStringLiteral("finding")).count(QStringLiteral("fixed")), 3);
    // Entries named as examples: res/0, res/00, res/c, res/b in the Resource
    // List, the two Change Lists in the Capability List, res/0, res/00 in the
    // added Change List, res/c in the removed one.
    QCOMPARE(kinds.values(QStringLiteral("entry")).size(), 9);
}

void tst_HistoryCli::compareWithAReportFile()
{
    // The second crawl's JSON report against the first run: documents and
    // findings as with two runs; entries by their counts only.
    const QString reportFile = m_dir.filePath(QStringLiteral("last-crawl.json"));
    QVERIFY(QFileInfo::exists(reportFile));
    const Run run = runCli({QStringLiteral("compare"), QStringLiteral("--history"), m_history,
                            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("1"),
                            reportFile});
    QVERIFY2(run.exitCode == 1, run.err.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report[QStringLiteral("after")][QStringLiteral("run")].toString(), reportFile);
    QCOMPARE(report[QStringLiteral("after")][QStringLiteral("entriesRecorded")], QJsonValue(false));
    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("documentsAdded")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("documentsRemoved")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("documentsChanged")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("findingsNew")).toInt(), 3);
    QCOMPARE(summary.value(QStringLiteral("findingsFixed")).toInt(), 3);
    QCOMPARE(summary.value(QStringLiteral("findingsRemaining")).toInt(), 5);
    QCOMPARE(summary.value(QStringLiteral("entriesCompared")), QJsonValue(false));
    // An added or removed list counts its entries; changed lists are not
    // compared one by one.
    QCOMPARE(summary.value(QStringLiteral("entriesAdded")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("entriesRemoved")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("entriesChanged")).toInt(), 0);

    // "latest" of the report's source: the second run, which the report is.
    const Run same = runCli({QStringLiteral("compare"), QStringLiteral("--history"), m_history,
                             reportFile, QStringLiteral("latest")});
    QVERIFY2(same.exitCode == 0, same.out.constData());
    QVERIFY(same.out.contains("Documents: 0 added, 0 removed, 0 changed, 4 unchanged"));
    QVERIFY(same.out.contains("Findings: 0 new, 0 fixed, "));

    // Two report files need no history at all.
    const Run files
        = runCli({QStringLiteral("compare"), QStringLiteral("--history"),
                  m_dir.filePath(QStringLiteral("nothing-here.sqlite")), reportFile, reportFile});
    QCOMPARE(files.exitCode, 0);
}

void tst_HistoryCli::compareExitsZeroWhenNothingGotWorse()
{
    // The source unchanged: a third run like the second, in a copy.
    const QString history = m_dir.filePath(QStringLiteral("third.sqlite"));
    QVERIFY(QFile::copy(m_history, history));
    const Run again = crawlAndSave(history);
    QCOMPARE(again.exitCode, 1); // the source still has its error
    QVERIFY2(again.err.contains("saved as run 3 in"), again.err.constData());
    const Run run = runCli({QStringLiteral("compare"), QStringLiteral("--history"), history,
                            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("2"),
                            QStringLiteral("latest")});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    const QJsonObject after = report.value(QStringLiteral("after")).toObject();
    QCOMPARE(after.value(QStringLiteral("run")).toString(), QStringLiteral("3"));
    for (const QString &key : summary.keys()) {
        if (key == u"findingsRemaining") {
            QCOMPARE(summary.value(key).toInt(),
                     after.value(QStringLiteral("errors")).toInt()
                         + after.value(QStringLiteral("warnings")).toInt()
                         + after.value(QStringLiteral("infos")).toInt());
        } else if (key == u"entriesCompared") {
            QCOMPARE(summary.value(key), QJsonValue(true));
        } else {
            QVERIFY2(summary.value(key).toInt() == 0, qPrintable(key));
        }
    }
    QVERIFY(report.value(QStringLiteral("documents")).toArray().isEmpty());
    QVERIFY(report.value(QStringLiteral("findings")).toArray().isEmpty());
    const Run text = runCli({QStringLiteral("compare"), QStringLiteral("--history"), history,
                             QStringLiteral("previous"), QStringLiteral("latest")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Nothing got worse."), text.out.constData());
}

void tst_HistoryCli::historyListsAndDeletesRuns()
{
    const Run text = runCli({QStringLiteral("history"), QStringLiteral("--history"), m_history});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    const QStringList lines = QString::fromUtf8(text.out).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(lines.size() >= 4, text.out.constData());
    QVERIFY(lines.at(1).contains(QStringLiteral("documents")));
    // Newest first: run 2, then run 1, with their counts.
    QVERIFY2(lines.at(2).simplified().startsWith(QStringLiteral("2 ")), text.out.constData());
    QVERIFY(lines.at(2).simplified().contains(QStringLiteral("crawl 4 10 1 4")));
    QVERIFY(lines.at(3).simplified().startsWith(QStringLiteral("1 ")));
    QVERIFY(lines.at(3).simplified().contains(QStringLiteral("crawl 4 8 1 4")));

    const Run json = runCli({QStringLiteral("history"), QStringLiteral("--history"), m_history,
                             QStringLiteral("--format"), QStringLiteral("json"), m_source});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray runs = parseJson(json.out).value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 2);
    const QJsonObject newest = runs.at(0).toObject();
    QCOMPARE(newest.value(QStringLiteral("id")).toInt(), 2);
    QCOMPARE(newest.value(QStringLiteral("documents")).toInt(), 4);
    QCOMPARE(newest.value(QStringLiteral("entries")).toInt(), 10);
    QCOMPARE(newest.value(QStringLiteral("errors")).toInt(), 1);
    QCOMPARE(newest.value(QStringLiteral("warnings")).toInt(), 4);
    QCOMPARE(newest.value(QStringLiteral("kind")).toString(), QStringLiteral("crawl"));
    QCOMPARE(newest.value(QStringLiteral("input")).toString(), m_source);
    QVERIFY(newest.value(QStringLiteral("bytes")).toInt() > 0);
    QVERIFY(QDateTime::fromString(newest.value(QStringLiteral("time")).toString(), Qt::ISODate)
            >= QDateTime::fromString(runs.at(1)[QStringLiteral("time")].toString(), Qt::ISODate));
    // By the Source Description's URL too; another source has none.
    const Run bySd = runCli({QStringLiteral("history"), QStringLiteral("--history"), m_history,
                             QStringLiteral("--format"), QStringLiteral("json"),
                             m_server.url(QStringLiteral("/.well-known/resourcesync")).toString()});
    QCOMPARE(parseJson(bySd.out).value(QStringLiteral("runs")).toArray().size(), 2);
    const Run other = runCli({QStringLiteral("history"), QStringLiteral("--history"), m_history,
                              QStringLiteral("https://elsewhere.example/")});
    QCOMPARE(other.exitCode, 0);
    QVERIFY(other.out.contains("No runs of this source are kept."));

    // Delete a copy of the history's runs: the other stays, and ids are never reused.
    const QString copy = m_dir.filePath(QStringLiteral("copy.sqlite"));
    QVERIFY(QFile::copy(m_history, copy));
    const Run deleted = runCli({QStringLiteral("history"), QStringLiteral("--history"), copy,
                                QStringLiteral("--delete"), QStringLiteral("1")});
    QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
    QVERIFY(deleted.out.contains("Deleted run 1."));
    const Run after = runCli({QStringLiteral("history"), QStringLiteral("--history"), copy,
                              QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonArray left = parseJson(after.out).value(QStringLiteral("runs")).toArray();
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.at(0)[QStringLiteral("id")].toInt(), 2);
    const Run missing = runCli({QStringLiteral("history"), QStringLiteral("--history"), copy,
                                QStringLiteral("--delete"), QStringLiteral("1")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("There is no run 1"));
    const Run compareDeleted = runCli({QStringLiteral("compare"), QStringLiteral("--history"), copy,
                                       QStringLiteral("1"), QStringLiteral("2")});
    QCOMPARE(compareDeleted.exitCode, 2);
}

void tst_HistoryCli::saveUsesTheDataFolderByDefault()
{
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    const QString expected
        = home.filePath(QStringLiteral("data/ResourceSync Inspector/rsinspector/history.sqlite"));
    // Before any run: an empty history, and no file made for it.
    const Run empty = runCli({QStringLiteral("history")}, environment);
    QCOMPARE(empty.exitCode, 0);
    QVERIFY(empty.out.contains("No runs are kept yet"));
    QVERIFY(!QFileInfo::exists(expected));

    const Run crawl = runCli(
        {QStringLiteral("crawl"), QStringLiteral("--save"), QStringLiteral("--quiet"), m_source},
        environment);
    QCOMPARE(crawl.exitCode, 1);
    QVERIFY(crawl.err.isEmpty()); // --quiet says nothing of the save either
    QVERIFY2(QFileInfo(expected).isFile(), qPrintable(expected));
    const Run list
        = runCli({QStringLiteral("history"), QStringLiteral("--format"), QStringLiteral("json")},
                 environment);
    QCOMPARE(list.exitCode, 0);
    QCOMPARE(parseJson(list.out).value(QStringLiteral("history")).toString(),
             QDir::toNativeSeparators(expected));
    QCOMPARE(parseJson(list.out).value(QStringLiteral("runs")).toArray().size(), 1);
}

void tst_HistoryCli::auditAndMirrorSaveTheirSummary()
{
    const QString library = QStringLiteral(RSI_TEST_DATA_DIR "/sources/library");
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(library, "http://source.example");
    const QString source = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;
    const QString history = m_dir.filePath(QStringLiteral("sync.sqlite"));
    // From the lists: this folder's dump packages name http://source.example
    // inside (a zip is served as it is), so only the lists match the audit.
    const Run mirror
        = runCli({QStringLiteral("mirror"), QStringLiteral("--save"), QStringLiteral("--history"),
                  history, QStringLiteral("--from"), QStringLiteral("list"),
                  QStringLiteral("--quiet"), source, copy.path()});
    QCOMPARE(mirror.exitCode, 0);
    const Run audit
        = runCli({QStringLiteral("audit"), QStringLiteral("--save"), QStringLiteral("--history"),
                  history, QStringLiteral("--quiet"), source, copy.path()});
    QCOMPARE(audit.exitCode, 0);
    const Run list = runCli({QStringLiteral("history"), QStringLiteral("--history"), history,
                             QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonArray runs = parseJson(list.out).value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs.at(0)[QStringLiteral("kind")].toString(), QStringLiteral("audit"));
    QCOMPARE(runs.at(1)[QStringLiteral("kind")].toString(), QStringLiteral("mirror"));
    const QJsonObject mirrored = runs.at(1)[QStringLiteral("summary")].toObject();
    QCOMPARE(mirrored.value(QStringLiteral("create")).toInt(), 6);
    QCOMPARE(mirrored.value(QStringLiteral("route")).toString(), QStringLiteral("resourcelist"));
    QCOMPARE(mirrored.value(QStringLiteral("destination")).toString(),
             QDir::cleanPath(copy.path()));
    QCOMPARE(runs.at(0)[QStringLiteral("summary")][QStringLiteral("same")].toInt(), 6);
    QVERIFY(runs.at(0)[QStringLiteral("documents")].toInt() > 0);
}

void tst_HistoryCli::interruptedOrFailedCrawlsAreNotSaved()
{
    const QString history = m_dir.filePath(QStringLiteral("failed.sqlite"));
    const Run unreachable = runCli(
        {QStringLiteral("crawl"), QStringLiteral("--save"), QStringLiteral("--history"), history,
         QStringLiteral("--timeout"), QStringLiteral("5"), QStringLiteral("http://127.0.0.1:1/")});
    QCOMPARE(unreachable.exitCode, 2);
    QVERIFY(!QFileInfo::exists(history));
    // A history that cannot be written: the crawl says so and exits 2.
    const QString folder = m_dir.filePath(QStringLiteral("a-folder.sqlite"));
    QVERIFY(QDir().mkpath(folder));
    const Run unwritable = crawlAndSave(folder);
    QCOMPARE(unwritable.exitCode, 2);
    QVERIFY2(unwritable.err.contains("the run was not saved"), unwritable.err.constData());
}

void tst_HistoryCli::compareCannotRun_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const QString history = QStringLiteral("@history");
    QTest::newRow("one argument") << QStringList {QStringLiteral("1")}
                                  << QStringLiteral("compare takes two");
    QTest::newRow("unknown id") << QStringList {QStringLiteral("1"), QStringLiteral("99")}
                                << QStringLiteral("There is no run 99");
    QTest::newRow("no such file") << QStringList {QStringLiteral("1"),
                                                  QStringLiteral("no-such-report.json")}
                                  << QStringLiteral("neither the id of a run");
    QTest::newRow("not json") << QStringList {QStringLiteral("1"), QStringLiteral("@garbage")}
                              << QStringLiteral("is not JSON");
    QTest::newRow("not a report") << QStringList {QStringLiteral("1"), QStringLiteral("@object")}
                                  << QStringLiteral("is not a report");
    QTest::newRow("latest of an unknown source")
        << QStringList {QStringLiteral("--source"), QStringLiteral("https://elsewhere.example/"),
                        QStringLiteral("previous"), QStringLiteral("latest")}
        << QStringLiteral("keeps no run of https://elsewhere.example/");
    QTest::newRow("bad format") << QStringList {QStringLiteral("--format"), QStringLiteral("xml"),
                                                QStringLiteral("1"), QStringLiteral("2")}
                                << QStringLiteral("compare --format must be");
    QTest::newRow("no history file")
        << QStringList {QStringLiteral("--history"), QStringLiteral("@missing"),
                        QStringLiteral("1"), QStringLiteral("2")}
        << QStringLiteral("does not exist");
    QTest::newRow("not a database")
        << QStringList {QStringLiteral("--history"), QStringLiteral("@garbage"),
                        QStringLiteral("1"), QStringLiteral("2")}
        << QStringLiteral("is not a database this program can read");
}

void tst_HistoryCli::compareCannotRun()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const QString garbage = m_dir.filePath(QStringLiteral("garbage.json"));
    QVERIFY(rsi::test::writeRaw(garbage, QByteArray(4096, 'x')));
    const QString object = m_dir.filePath(QStringLiteral("object.json"));
    QVERIFY(rsi::test::writeRaw(object, "{\"tool\": \"something else\"}"));
    QStringList resolved {QStringLiteral("compare")};
    if (!arguments.contains(QStringLiteral("--history")))
        resolved += {QStringLiteral("--history"), m_history};
    for (const QString &argument : std::as_const(arguments)) {
        if (argument == u"@garbage")
            resolved.append(garbage);
        else if (argument == u"@object")
            resolved.append(object);
        else if (argument == u"@missing")
            resolved.append(m_dir.filePath(QStringLiteral("missing.sqlite")));
        else
            resolved.append(argument);
    }
    const Run run = runCli(resolved);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(says.toUtf8()), run.err.constData());
}

void tst_HistoryCli::badHistoryArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("two sources") << QStringList {QStringLiteral("history"), QStringLiteral("a"),
                                                 QStringLiteral("b")}
                                 << QStringLiteral("at most one source");
    QTest::newRow("bad format") << QStringList {QStringLiteral("history"),
                                                QStringLiteral("--format"), QStringLiteral("html")}
                                << QStringLiteral("history --format must be text or json");
    QTest::newRow("bad id") << QStringList {QStringLiteral("history"), QStringLiteral("--delete"),
                                            QStringLiteral("first")}
                            << QStringLiteral("--delete takes the id of a run");
    QTest::newRow("limit without save")
        << QStringList {QStringLiteral("crawl"), QStringLiteral("--history-limit"),
                        QStringLiteral("10M"), QStringLiteral("x")}
        << QStringLiteral("add --save");
    QTest::newRow("tiny limit") << QStringList {QStringLiteral("crawl"), QStringLiteral("--save"),
                                                QStringLiteral("--history-limit"),
                                                QStringLiteral("10K"), QStringLiteral("x")}
                                << QStringLiteral("at least 1M");
    QTest::newRow("limit not a size") << QStringList {QStringLiteral("mirror"),
                                                      QStringLiteral("--save"),
                                                      QStringLiteral("--history-limit"),
                                                      QStringLiteral("lots"),
                                                      QStringLiteral("x"),
                                                      QStringLiteral("y")}
                                      << QStringLiteral("--history-limit must be a size");
    QTest::newRow("empty history path")
        << QStringList {QStringLiteral("audit"), QStringLiteral("--history="), QStringLiteral("x"),
                        QStringLiteral("y")}
        << QStringLiteral("--history needs the path of a file");
}

void tst_HistoryCli::badHistoryArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(says.toUtf8()), run.err.constData());
}

void tst_HistoryCli::helpExplainsTheExitCodes()
{
    const Run compare = runCli({QStringLiteral("compare"), QStringLiteral("--help")});
    QCOMPARE(compare.exitCode, 0);
    QVERIFY(compare.out.contains("0 nothing got worse (no new error); 1 new errors appeared;"));
    QVERIFY(compare.out.contains("latest"));
    QVERIFY(compare.out.contains("--source"));
    const Run history = runCli({QStringLiteral("history"), QStringLiteral("--help")});
    QCOMPARE(history.exitCode, 0);
    QVERIFY(history.out.contains("--delete"));
    const Run crawl = runCli({QStringLiteral("crawl"), QStringLiteral("--help")});
    QVERIFY(crawl.out.contains("--save"));
    QVERIFY(crawl.out.contains("--history-limit"));
    const Run general = runCli({QStringLiteral("--help")});
    QVERIFY(general.out.contains("compare <run> <run>"));
}

QTEST_GUILESS_MAIN(tst_HistoryCli)
#include "tst_historycli.moc"
