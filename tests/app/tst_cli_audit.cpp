// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_Cli: audit of a local copy (in sync, differences, text and progress,
// what it cannot run on), and reports that survive a full disk or a stop.
#include "tst_cli.h"

using namespace clitest;

void tst_Cli::reportSurvivesAFullDisk()
{
    // A report to a file on a full file system keeps the old report, says
    // why, and exits 2; so does one to a full standard output.
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    QProcess mount;
    mount.start(QStringLiteral("mount"),
                {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                 QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mountPoint.path()});
    if (!mount.waitForFinished() || mount.exitStatus() != QProcess::NormalExit
        || mount.exitCode() != 0)
        QSKIP("a small file system cannot be mounted here (needs root)");
    const auto unmount
        = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint.path()}); });
    const QString report = mountPoint.filePath(QStringLiteral("report.txt"));
    {
        QFile old(report);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the previous report\n");
    }
    // Fill what is left.
    {
        QFile filler(mountPoint.filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
    }
    const QString sample = QStringLiteral(RSI_SAMPLES_DIR "/resourcelist.xml");
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("-o"), report, sample});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("No space left on device"), run.err.constData());
    QFile kept(report);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("the previous report\n"));
    QCOMPARE(QDir(mountPoint.path()).entryList(QDir::Files).size(), 2); // no temporary left

    QProcess full;
    full.setProgram(QStringLiteral(RSI_CLI_PATH));
    full.setArguments({QStringLiteral("validate"), sample});
    full.setStandardOutputFile(QStringLiteral("/dev/full"));
    full.start();
    QVERIFY(full.waitForFinished(60'000));
    QCOMPARE(full.exitCode(), 2);
    QVERIFY2(full.readAllStandardError().contains("No space left on device"), "stderr");
}

// A mirror into a file system that fills up stops at the first file that
// does not fit and says why (not "Unknown error"), with exit 2; every file
// in the copy is whole, nothing half-written is left, and once there is room
// the next run completes the copy.

void tst_Cli::auditOfALocalCopyInSync()
{
    // The library folder itself as the source: its lists name
    // http://source.example, and so does the copy.
    QTemporaryDir copy;
    QVERIFY(prepareLibraryCopy(copy.path(), QStringLiteral("http://source.example")));
    // The state folder of a mirror is not part of the copy.
    QVERIFY(writeFile(copy.filePath(QStringLiteral(".rsinspector/state.json")), "{}"));
    const Run run = runCli({QStringLiteral("audit"), QStringLiteral("--format"),
                            QStringLiteral("json"), libraryDir, copy.path()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("command")).toString(), QStringLiteral("audit"));
    QCOMPARE(report.value(QStringLiteral("source")).toString(), QDir(libraryDir).absolutePath());
    QCOMPARE(report.value(QStringLiteral("destination")).toString(),
             QDir(copy.path()).absolutePath());
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(true));
    const QJsonObject summary = summaryOf(report);
    QCOMPARE(summary.value(QStringLiteral("same")).toInt(), 6);
    for (const char *key : {"create", "update", "delete", "failed"})
        QCOMPARE(summary.value(QLatin1StringView(key)).toInt(), 0);
    const QJsonArray resources = report.value(QStringLiteral("resources")).toArray();
    QCOMPARE(resources.size(), 6);
    QCOMPARE(resources.at(0).toObject().value(QStringLiteral("url")).toString(),
             QStringLiteral("http://source.example/res/book-001.txt"));
    QCOMPARE(resources.at(0).toObject().value(QStringLiteral("path")).toString(),
             relativeCopyPath(QStringLiteral("http://source.example"), "book-001.txt"));
    QCOMPARE(report.value(QStringLiteral("baselineAt")).toString(),
             QStringLiteral("2026-01-01T09:00:00Z"));

    // The same source served over HTTP, its copy under the server's origin.
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    QTemporaryDir served;
    QVERIFY(prepareLibraryCopy(served.path(), QString::fromLatin1(server.origin())));
    const Run http
        = runCli({QStringLiteral("audit"), QStringLiteral("--format"), QStringLiteral("json"),
                  server.url(QStringLiteral("/")).toString(), served.path()});
    QVERIFY2(http.exitCode == 0, http.out.constData());
    QCOMPARE(summaryOf(parseJson(http.out)).value(QStringLiteral("same")).toInt(), 6);
    // Nothing but the documents was asked for: an audit downloads no resource.
    QVERIFY(server.requests("/res/book-001.txt").isEmpty());
}

void tst_Cli::auditFindsDifferences()
{
    const QString origin = QStringLiteral("http://source.example");
    QTemporaryDir copy;
    QVERIFY(prepareLibraryCopy(copy.path(), origin));
    QVERIFY(QFile::remove(copyPath(copy.path(), origin, "book-001.txt")));
    // Other bytes of the same length, at the listed time: only the hash tells.
    const QString third = copyPath(copy.path(), origin, "book-003.txt");
    QByteArray changed = readAll(third);
    changed[0] = changed.at(0) == 'X' ? 'Y' : 'X';
    QVERIFY(writeFile(third, changed, QFileInfo(third).lastModified()));
    QVERIFY(writeFile(copyPath(copy.path(), origin, "book-999.txt"), "gone from the source"));

    const Run run = runCli({QStringLiteral("audit"), QStringLiteral("--format"),
                            QStringLiteral("json"), libraryDir, copy.path()});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    const QJsonObject summary = summaryOf(report);
    QCOMPARE(summary.value(QStringLiteral("same")).toInt(), 4);
    QCOMPARE(summary.value(QStringLiteral("create")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("update")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("delete")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("failed")).toInt(), 0);
    const QMultiHash<QString, QString> states = statesOf(report);
    QCOMPARE(states.values(QStringLiteral("create")),
             QStringList {origin + QStringLiteral("/res/book-001.txt")});
    QCOMPARE(states.values(QStringLiteral("update")),
             QStringList {origin + QStringLiteral("/res/book-003.txt")});
    QCOMPARE(states.values(QStringLiteral("delete")),
             QStringList {origin + QStringLiteral("/res/book-999.txt")});
    const QJsonArray resources = report.value(QStringLiteral("resources")).toArray();
    for (const QJsonValue &value : resources) {
        const QJsonObject resource = value.toObject();
        const QString state = resource.value(QStringLiteral("state")).toString();
        const QJsonArray reasons = resource.value(QStringLiteral("reasons")).toArray();
        if (state == u"update")
            QCOMPARE(reasons, QJsonArray {QStringLiteral("hash")});
        if (state == u"create")
            QCOMPARE(reasons, QJsonArray {QStringLiteral("missing")});
        if (state == u"delete")
            QCOMPARE(reasons, QJsonArray {QStringLiteral("extra")});
    }

    // Without hashing, the changed bytes go unseen; the rest still differs.
    const Run noHash
        = runCli({QStringLiteral("audit"), QStringLiteral("--no-hash"), QStringLiteral("--format"),
                  QStringLiteral("json"), libraryDir, copy.path()});
    QCOMPARE(noHash.exitCode, 1);
    QCOMPARE(summaryOf(parseJson(noHash.out)).value(QStringLiteral("update")).toInt(), 0);
    QCOMPARE(summaryOf(parseJson(noHash.out)).value(QStringLiteral("same")).toInt(), 5);

    // A copy that was never made: everything is to create, and nothing is made.
    const QString none = copy.filePath(QStringLiteral("not-yet"));
    const Run empty = runCli({QStringLiteral("audit"), QStringLiteral("--format"),
                              QStringLiteral("json"), libraryDir, none});
    QCOMPARE(empty.exitCode, 1);
    QCOMPARE(summaryOf(parseJson(empty.out)).value(QStringLiteral("create")).toInt(), 6);
    QVERIFY(!QFileInfo::exists(none));
}

void tst_Cli::auditTextAndProgress()
{
    const QString origin = QStringLiteral("http://source.example");
    QTemporaryDir copy;
    QVERIFY(prepareLibraryCopy(copy.path(), origin));
    QVERIFY(QFile::remove(copyPath(copy.path(), origin, "book-001.txt")));

    const Run text
        = runCli({QStringLiteral("audit"), QStringLiteral("--progress"), libraryDir, copy.path()});
    QCOMPARE(text.exitCode, 1);
    const QStringList lines = QString::fromUtf8(text.out).split(u'\n');
    QVERIFY(lines.constFirst().startsWith(QStringLiteral("ResourceSync Inspector")));
    const QString create = lines.filter(QStringLiteral("book-001.txt")).value(0);
    QVERIFY2(create.startsWith(QStringLiteral("create  ") + relativeCopyPath(origin, "book-001.txt")
                               + QStringLiteral("  http://source.example/res/book-001.txt")),
             text.out.constData());
    QVERIFY(create.endsWith(QStringLiteral("(missing)")));
    QVERIFY(lines.filter(QStringLiteral("book-002.txt")).isEmpty()); // the same are not listed
    QCOMPARE(lines.value(lines.size() - 2),
             QStringLiteral("Summary: same 5, create 1, update 0, delete 0, failed 0"));
    QVERIFY2(text.err.contains("crawled "), text.err.constData());
    QVERIFY2(text.err.contains("audited 6 of 6"), text.err.constData());
    QVERIFY(!text.err.contains('\r'));

    const Run verbose
        = runCli({QStringLiteral("audit"), QStringLiteral("--verbose"), libraryDir, copy.path()});
    QVERIFY2(verbose.out.contains(
                 (QStringLiteral("same    ") + relativeCopyPath(origin, "book-002.txt")).toUtf8()),
             verbose.out.constData());

    const QString output = copy.filePath(QStringLiteral("../audit.xml"));
    const Run junit = runCli({QStringLiteral("audit"), QStringLiteral("--quiet"),
                              QStringLiteral("--format"), QStringLiteral("junit"),
                              QStringLiteral("--output"), output, libraryDir, copy.path()});
    QCOMPARE(junit.exitCode, 1);
    QVERIFY(junit.out.isEmpty());
    QVERIFY(junit.err.isEmpty());
    const QByteArray xml = readAll(output);
    QFile::remove(output);
    QVERIFY(xml.contains("<testsuites name=\"rsinspector audit\""));
    QVERIFY(xml.contains("create http://source.example/res/book-001.txt"));
}

void tst_Cli::auditCannotRun()
{
    QTemporaryDir dir;
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    const QString site = QStringLiteral("http://127.0.0.1:%1/").arg(port);
    const Run unreachable = runCli({QStringLiteral("audit"), QStringLiteral("--retries"),
                                    QStringLiteral("0"), site, dir.path()});
    QCOMPARE(unreachable.exitCode, 2);
    QVERIFY2(unreachable.err.contains(site.toUtf8()), unreachable.err.constData());

    const QString file = dir.filePath(QStringLiteral("a-file"));
    QVERIFY(writeFile(file, "not a folder"));
    const Run notAFolder = runCli({QStringLiteral("audit"), libraryDir, file});
    QCOMPARE(notAFolder.exitCode, 2);
    QVERIFY2(notAFolder.err.contains("not a folder"), notAFolder.err.constData());
    const Run mirrorIntoAFile = runCli({QStringLiteral("mirror"), libraryDir, file});
    QCOMPARE(mirrorIntoAFile.exitCode, 2);
    QCOMPARE(readAll(file), QByteArray("not a folder"));

    // A source whose only document is a Resource Dump: nothing to compare with.
    const QString dumpOnly = dir.filePath(QStringLiteral("dump-only"));
    QVERIFY(QDir().mkpath(dumpOnly));
    QVERIFY(QFile::copy(libraryDir + QStringLiteral("/dataset1/resourcedump.xml"),
                        dumpOnly + QStringLiteral("/resourcedump.xml")));
    const Run noList
        = runCli({QStringLiteral("audit"), dumpOnly, dir.filePath(QStringLiteral("c"))});
    QCOMPARE(noList.exitCode, 2);
    QVERIFY2(noList.err.contains("no Resource List or Change List"), noList.err.constData());
}

void tst_Cli::auditHelpExplainsTheExitCodes()
{
    const Run general = runCli({QStringLiteral("--help")});
    QCOMPARE(general.exitCode, 0);
    QVERIFY(general.out.contains("audit <url|path> <dir>"));
    QVERIFY(general.out.contains("mirror <url|path> <dir>"));
    const Run audit = runCli({QStringLiteral("audit"), QStringLiteral("--help")});
    QCOMPARE(audit.exitCode, 0);
    QVERIFY(audit.out.contains("--no-hash"));
    QVERIFY(audit.out.contains("--no-lastmod"));
    QVERIFY(audit.out.contains("0 the local copy is in sync"));
    const Run mirror = runCli({QStringLiteral("mirror"), QStringLiteral("--help")});
    QCOMPARE(mirror.exitCode, 0);
    for (const char *option : {"--dry-run", "--delete", "--purge", "--from", "--baseline"})
        QVERIFY2(mirror.out.contains(option), option);
    QVERIFY(mirror.out.contains("0 mirrored fully"));
}

void tst_Cli::interruptedAuditAndMirrorWriteTheirReports()
{
#ifdef Q_OS_UNIX
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const QString source = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;

    // Runs the CLI until the server saw a request for path, then sends SIGINT.
    qint64 stopMs = -1; // from SIGINT to the end of the process
    const auto interrupt = [&server, &stopMs](const QStringList &arguments, const QByteArray &path,
                                              QProcess &process) {
        QSignalSpy finished(&process, &QProcess::finished);
        const qsizetype asked = server.requests(path).size();
        process.setProgram(QStringLiteral(RSI_CLI_PATH));
        process.setArguments(arguments);
        process.start();
        if (!process.waitForStarted())
            return false;
        if (!QTest::qWaitFor([&] { return server.requests(path).size() > asked; }, 30'000)) {
            qWarning("the CLI never asked for %s", path.constData());
            return false;
        }
        QElapsedTimer clock;
        clock.start();
        if (::kill(pid_t(process.processId()), SIGINT) != 0)
            return false;
        if (process.state() != QProcess::NotRunning && !finished.wait(60'000)) {
            qWarning("the CLI did not end after SIGINT");
            return false;
        }
        stopMs = clock.elapsed();
        if (process.exitStatus() != QProcess::NormalExit)
            qWarning("the CLI crashed after SIGINT: %s",
                     process.readAllStandardError().constData());
        return process.exitStatus() == QProcess::NormalExit;
    };

    // During the crawl: nothing was compared, and the report says so.
    std::optional<LoopbackServer::Response> list
        = server.folderResponse("/dataset1/changelist.xml");
    QVERIFY(list);
    LoopbackServer::Response slowList = *list;
    slowList.delayMs = 60'000;
    server.setResponse("/dataset1/changelist.xml", slowList);
    QProcess audit;
    QVERIFY(interrupt({QStringLiteral("audit"), QStringLiteral("--format"), QStringLiteral("json"),
                       source, copy.path()},
                      "/dataset1/changelist.xml", audit));
    QCOMPARE(audit.exitCode(), 2);
    const QJsonObject auditReport = parseJson(audit.readAllStandardOutput());
    QCOMPARE(auditReport.value(QStringLiteral("command")).toString(), QStringLiteral("audit"));
    QCOMPARE(auditReport.value(QStringLiteral("complete")), QJsonValue(false));
    QVERIFY(auditReport.value(QStringLiteral("resources")).toArray().isEmpty());
    QVERIFY(audit.readAllStandardError().contains("interrupted"));
    server.setResponse("/dataset1/changelist.xml", *list);

    // During the downloads: what was done is kept and reported.
    std::optional<LoopbackServer::Response> fourth = server.folderResponse("/res/book-004.txt");
    QVERIFY(fourth);
    LoopbackServer::Response slowResource = *fourth;
    slowResource.delayMs = 60'000;
    server.setResponse("/res/book-004.txt", slowResource);
    QProcess mirror;
    QVERIFY(interrupt({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                       QStringLiteral("--concurrency"), QStringLiteral("1"),
                       QStringLiteral("--from"), QStringLiteral("list"), source, copy.path()},
                      "/res/book-004.txt", mirror));
    QCOMPARE(mirror.exitCode(), 2);
    // The first Ctrl-C ends a mirror within seconds, its report written.
    QVERIFY2(stopMs >= 0 && stopMs < 5000, qPrintable(QString::number(stopMs)));
    const QJsonObject mirrorReport = parseJson(mirror.readAllStandardOutput());
    QCOMPARE(mirrorReport.value(QStringLiteral("command")).toString(), QStringLiteral("mirror"));
    QCOMPARE(mirrorReport.value(QStringLiteral("complete")), QJsonValue(false));
    // It reports what it did, not what it had planned: book-004 and the
    // ones after it were never written.
    const QJsonArray done = mirrorReport.value(QStringLiteral("resources")).toArray();
    QVERIFY(done.size() >= 3 && done.size() < 6);
    // What was written is whole; the resource whose download was cut off
    // left nothing behind.
    const QString origin = QString::fromLatin1(server.origin());
    for (const LibraryResource &resource : libraryResources) {
        const QString path = copyPath(copy.path(), origin, resource.name);
        if (QFileInfo::exists(path))
            QCOMPARE(
                readAll(path),
                readAll(libraryDir + QStringLiteral("/res/") + QLatin1StringView(resource.name)));
    }
    QVERIFY(!QFileInfo::exists(copyPath(copy.path(), origin, "book-004.txt")));
    QVERIFY(QFileInfo::exists(copyPath(copy.path(), origin, "book-001.txt")));
#else
    QSKIP("Sends SIGINT");
#endif
}

// The promise: kill -9 at any moment leaves the old file or the new
// one, never a torn one, and the next run picks up where this one stopped.
// Killed several times, at different points, with a checkpoint after every
// step (so that most kills land in one): every file is whole each time, the
// state stays readable, and the last run ends in sync.
