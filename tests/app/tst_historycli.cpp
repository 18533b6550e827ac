// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_historycli.h"

using namespace historyclitest;

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

QTEST_GUILESS_MAIN(tst_HistoryCli)
