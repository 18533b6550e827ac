// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_HistoryCli: listing and deleting runs, the default data folder, audit and
// mirror summaries, crawls that are not saved, compare and history refusing bad
// arguments, and the help's exit codes.
#include "tst_historycli.h"

using namespace historyclitest;

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
