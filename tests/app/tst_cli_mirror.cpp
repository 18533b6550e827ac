// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_Cli: mirror (dry runs, failures, a full disk, a kill and the resume,
// the route --from auto takes, sources with dumps only).
#include "tst_cli.h"

using namespace clitest;

void tst_Cli::mirrorOnAFullDiskSaysSoAndLosesNothing()
{
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    QProcess mount;
    mount.start(QStringLiteral("mount"),
                {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                 QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint.path()});
    if (!mount.waitForFinished() || mount.exitStatus() != QProcess::NormalExit
        || mount.exitCode() != 0)
        QSKIP("a small file system cannot be mounted here (needs root)");
    const auto unmount
        = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint.path()}); });

    QTemporaryDir sourceDir;
    rsi::test::SourceFixture source(sourceDir.path());
    constexpr int count = 12; // 2.4 MB for a 1 MB file system
    for (int i = 0; i < count; ++i)
        source.put(QStringLiteral("r%1.bin").arg(i, 2, 10, QLatin1Char('0')),
                   QByteArray(200'000 + i, char('a' + i)));
    QVERIFY(source.publishBaseline());
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(sourceDir.path(), rsi::test::SourceFixture::origin());
    const QString url = server.url(QStringLiteral("/")).toString();
    const QString copy = mountPoint.filePath(QStringLiteral("copy"));
    const QMap<QString, QByteArray> resources = source.resources();
    const auto filesInCopy = [&] {
        int whole = 0;
        QDirIterator it(copy, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QStringLiteral("/.rsinspector/runs/"))
                || path.contains(QStringLiteral("/.rsinspector/state.sqlite")))
                continue;
            const QString name = QFileInfo(path).fileName();
            if (!resources.contains(name) || readAll(path) != resources.value(name))
                return -1; // a stray or a torn file
            ++whole;
        }
        return whole;
    };

    const Run full
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--from"), QStringLiteral("list"), url, copy});
    QCOMPARE(full.exitCode, 2);
    QVERIFY2(full.err.contains("is full, so the mirror stopped"), full.err.constData());
    QVERIFY2(full.err.contains("No space left on device"), full.err.constData());
    QVERIFY2(!full.out.contains("Unknown error") && !full.err.contains("Unknown error"),
             full.out.constData());
    const QJsonObject report = parseJson(full.out);
    QCOMPARE(report.value(QStringLiteral("complete")).toBool(true), false);
    const int written = filesInCopy();
    QVERIFY2(written >= 0, "a torn or stray file in the copy");
    QVERIFY2(written < count, "the file system did not fill up: nothing was tested");
    QCOMPARE(summaryOf(report).value(QStringLiteral("create")).toInt(), written);
    QVERIFY(QDir(copy + QStringLiteral("/.rsinspector/partial"))
                .entryList(QDir::Files | QDir::Hidden)
                .isEmpty());

    // Room again: the next run fetches what is missing and ends in sync.
    QCOMPARE(QProcess::execute(
                 QStringLiteral("mount"),
                 {QStringLiteral("-o"), QStringLiteral("remount,size=16m"), mountPoint.path()}),
             0);
    const Run again
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--from"), QStringLiteral("list"), url, copy});
    QVERIFY2(again.exitCode == 0, again.out.constData());
    QCOMPARE(summaryOf(parseJson(again.out)).value(QStringLiteral("create")).toInt(),
             count - written);
    QCOMPARE(filesInCopy(), count);
    const Run audit = runCli({QStringLiteral("audit"), url, copy});
    QVERIFY2(audit.exitCode == 0, audit.out.constData());
}

void tst_Cli::mirrorThenAuditIsInSync()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const QString source = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;
    // The library's dump packages name http://source.example (the server
    // rewrites text, not ZIPs): this test takes the lists.
    const Run run = runCli({QStringLiteral("mirror"), QStringLiteral("--format"),
                            QStringLiteral("json"), QStringLiteral("--progress"),
                            QStringLiteral("--from"), QStringLiteral("list"), source, copy.path()});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("command")).toString(), QStringLiteral("mirror"));
    QCOMPARE(report.value(QStringLiteral("route")).toString(), QStringLiteral("resourcelist"));
    QCOMPARE(report.value(QStringLiteral("routeReason")).toString(), QStringLiteral("from-list"));
    QCOMPARE(report.value(QStringLiteral("baseline")), QJsonValue(true));
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(true));
    QCOMPARE(summaryOf(report).value(QStringLiteral("create")).toInt(), 6);
    QCOMPARE(summaryOf(report).value(QStringLiteral("failed")).toInt(), 0);
    QVERIFY2(run.err.contains("mirror: "), run.err.constData());
    // Byte for byte, where the layout puts each URL.
    for (const LibraryResource &resource : libraryResources) {
        const QString path
            = copyPath(copy.path(), QString::fromLatin1(server.origin()), resource.name);
        QCOMPARE(readAll(path),
                 readAll(libraryDir + QStringLiteral("/res/") + QLatin1StringView(resource.name)));
    }
    QVERIFY(QFileInfo(copy.filePath(QStringLiteral(".rsinspector"))).isDir());

    const Run audit = runCli({QStringLiteral("audit"), QStringLiteral("--format"),
                              QStringLiteral("json"), source, copy.path()});
    QVERIFY2(audit.exitCode == 0, audit.out.constData());
    QCOMPARE(summaryOf(parseJson(audit.out)).value(QStringLiteral("same")).toInt(), 6);

    // Again: nothing to do, and still complete.
    const Run again
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--from"), QStringLiteral("list"), source, copy.path()});
    QVERIFY2(again.exitCode == 0, again.out.constData());
    const QJsonObject againSummary = summaryOf(parseJson(again.out));
    QCOMPARE(againSummary.value(QStringLiteral("create")).toInt(), 0);
    QCOMPARE(againSummary.value(QStringLiteral("update")).toInt(), 0);
    QCOMPARE(againSummary.value(QStringLiteral("failed")).toInt(), 0);
}

void tst_Cli::mirrorDryRunWritesNothing()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const QString source = server.url(QStringLiteral("/")).toString();
    QTemporaryDir parent;
    // A folder that does not exist stays so.
    const QString absent = parent.filePath(QStringLiteral("copy"));
    const Run run = runCli({QStringLiteral("mirror"), QStringLiteral("--dry-run"),
                            QStringLiteral("--format"), QStringLiteral("json"), source, absent});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(report.value(QStringLiteral("dryRun")), QJsonValue(true));
    QCOMPARE(summaryOf(report).value(QStringLiteral("create")).toInt(), 6);
    QVERIFY(!QFileInfo::exists(absent));

    // A copy that exists, with a file the source no longer has: untouched,
    // even with --delete.
    const QString extra
        = copyPath(parent.path(), QString::fromLatin1(server.origin()), "book-999.txt");
    QVERIFY(writeFile(extra, "an old resource"));
    const QStringList before = filesBelow(parent.path());
    const Run text = runCli({QStringLiteral("mirror"), QStringLiteral("--dry-run"),
                             QStringLiteral("--delete"), source, parent.path()});
    QVERIFY2(text.exitCode == 0, text.out.constData());
    QVERIFY2(text.out.contains("Dry run: nothing was written."), text.out.constData());
    QCOMPARE(filesBelow(parent.path()), before);
    QVERIFY(!QFileInfo::exists(parent.filePath(QStringLiteral(".rsinspector"))));
}

void tst_Cli::mirrorReportsFailedResources()
{
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(libraryDir, "http://source.example");
    const std::optional<LoopbackServer::Response> third
        = server.folderResponse("/res/book-003.txt");
    QVERIFY(third);
    server.setStatus("/res/book-003.txt", 404);
    const QString source = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;
    const Run run
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--from"), QStringLiteral("list"), source, copy.path()});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = parseJson(run.out);
    QCOMPARE(summaryOf(report).value(QStringLiteral("failed")).toInt(), 1);
    QCOMPARE(summaryOf(report).value(QStringLiteral("create")).toInt(), 5);
    const QJsonArray resources = report.value(QStringLiteral("resources")).toArray();
    bool sawFailure = false;
    for (const QJsonValue &value : resources) {
        const QJsonObject resource = value.toObject();
        if (resource.value(QStringLiteral("state")).toString() != u"failed")
            continue;
        sawFailure = true;
        QVERIFY(resource.value(QStringLiteral("url"))
                    .toString()
                    .endsWith(QStringLiteral("/res/book-003.txt")));
        QVERIFY(resource.value(QStringLiteral("reasons"))
                    .toArray()
                    .contains(QJsonValue(QStringLiteral("http 404"))));
    }
    QVERIFY(sawFailure);
    const QString path
        = copyPath(copy.path(), QString::fromLatin1(server.origin()), "book-003.txt");
    QVERIFY(!QFileInfo::exists(path));

    // The next run tries it again, and completes the copy.
    server.setResponse("/res/book-003.txt", *third);
    const Run again
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--from"), QStringLiteral("list"), source, copy.path()});
    QVERIFY2(again.exitCode == 0, again.out.constData());
    QCOMPARE(readAll(path), readAll(libraryDir + QStringLiteral("/res/book-003.txt")));
    const Run audit = runCli({QStringLiteral("audit"), source, copy.path()});
    QVERIFY2(audit.exitCode == 0, audit.out.constData());
}

void tst_Cli::killedMirrorLeavesNoTornFileAndResumes()
{
#ifdef Q_OS_UNIX
    QTemporaryDir sourceDir;
    rsi::test::SourceFixture source(sourceDir.path());
    constexpr int count = 240;
    for (int i = 0; i < count; ++i) {
        // Big enough that a write can be caught in the middle.
        source.put(QStringLiteral("r%1.bin").arg(i, 3, 10, QLatin1Char('0')),
                   QByteArray(64 * 1024 + i, char('a' + i % 26)));
    }
    QVERIFY(source.publishBaseline());
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(sourceDir.path(), rsi::test::SourceFixture::origin());
    const QString url = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;
    const QMap<QString, QByteArray> resources = source.resources();
    const auto resourceRequests = [&server] {
        int requests = 0;
        for (const LoopbackServer::Request &request : server.requests())
            requests += request.path.startsWith("/res/");
        return requests;
    };

    // Requests a killed run sent just before it died may still wait in the
    // server's socket buffers: they are not the next run's.
    const auto settle = [&server] {
        qsizetype settled = -1;
        while (settled != server.requests().size()) {
            settled = server.requests().size();
            QTest::qWait(300);
        }
    };
    int copied = 0;
    for (const int percent : {15, 45, 75}) {
        QProcess mirror;
        mirror.setProgram(QStringLiteral(RSI_CLI_PATH));
        mirror.setArguments({QStringLiteral("mirror"), QStringLiteral("--quiet"),
                             QStringLiteral("--checkpoint-interval"), QStringLiteral("1"), url,
                             copy.path()});
        const int asked = resourceRequests();
        mirror.start();
        QVERIFY(mirror.waitForStarted());
        QVERIFY(QTest::qWaitFor(
            [&] { return resourceRequests() - asked >= (count - copied) * percent / 100; },
            30'000));
        QVERIFY(::kill(pid_t(mirror.processId()), SIGKILL) == 0);
        QVERIFY(mirror.waitForFinished(10'000));
        QCOMPARE(mirror.exitStatus(), QProcess::CrashExit);
        settle();

        // Every file is whole: each is byte for byte what the source holds.
        copied = 0;
        QDirIterator it(copy.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QStringLiteral("/.rsinspector/")))
                continue;
            const QString name = QFileInfo(path).fileName();
            QVERIFY2(resources.contains(name),
                     qPrintable(path + QStringLiteral(" is a stray file")));
            QCOMPARE(readAll(path), resources.value(name));
            ++copied;
        }
        QVERIFY2(copied < count, "the run ended before it was killed: nothing was tested");
    }

    const int before = resourceRequests();
    const Run resumed = runCli({QStringLiteral("mirror"), QStringLiteral("--format"),
                                QStringLiteral("json"), url, copy.path()});
    QVERIFY2(resumed.exitCode == 0, resumed.out.constData());
    const QJsonObject summary = summaryOf(parseJson(resumed.out));
    QCOMPARE(summary.value(QStringLiteral("same")).toInt(), copied);
    QCOMPARE(summary.value(QStringLiteral("create")).toInt(), count - copied);
    // Only what was missing is fetched again.
    QCOMPARE(resourceRequests() - before, count - copied);
    const QString origin = QString::fromLatin1(server.origin());
    for (auto resource = resources.cbegin(); resource != resources.cend(); ++resource) {
        const QUrl resourceUrl(origin + rsi::test::SourceFixture::resourcePath(resource.key()));
        QCOMPARE(readAll(rsi::LocalCopyLayout(copy.path()).filePathFor(resourceUrl).value),
                 resource.value());
    }
    const Run audit = runCli({QStringLiteral("audit"), url, copy.path()});
    QVERIFY2(audit.exitCode == 0, audit.out.constData());
#else
    QSKIP("Sends SIGKILL");
#endif
}

// --from auto, the default: a source whose dumps hold what its list names
// is mirrored from the dumps, and the report says so and why.

void tst_Cli::mirrorFromAutoSaysWhichRouteAndWhy()
{
    QTemporaryDir sourceDir;
    rsi::test::SourceFixture::Options both;
    both.resourceDump = true;
    rsi::test::SourceFixture source(sourceDir.path(), both);
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(sourceDir.path(), rsi::test::SourceFixture::origin());
    source.setServedOrigin(server.origin());
    for (int i = 0; i < 10; ++i)
        source.put(QStringLiteral("r%1.txt").arg(i), QByteArray(100, char('a' + i)));
    QVERIFY(source.publishBaseline());
    const QString url = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;
    const Run json
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--dry-run"), url, copy.path()});
    QVERIFY2(json.exitCode == 0, json.out.constData());
    const QJsonObject report = parseJson(json.out);
    QCOMPARE(report.value(QStringLiteral("route")).toString(), QStringLiteral("resourcedump"));
    QCOMPARE(report.value(QStringLiteral("routeReason")).toString(),
             QStringLiteral("dumps-cheaper"));
    QVERIFY(report.value(QStringLiteral("routeExplanation"))
                .toString()
                .contains(QStringLiteral("instead of")));
    const Run text = runCli({QStringLiteral("mirror"), url, copy.path()});
    QVERIFY2(text.exitCode == 0, text.out.constData());
    QVERIFY2(text.out.contains("Route: baseline from the Resource Dump"), text.out.constData());
    QVERIFY2(text.out.contains("Why: The Resource Dump's packages hold every resource"),
             text.out.constData());
    const Run lists
        = runCli({QStringLiteral("mirror"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--from"), QStringLiteral("list"), QStringLiteral("--baseline"),
                  url, copy.path()});
    QVERIFY2(lists.exitCode == 0, lists.out.constData());
    QCOMPARE(parseJson(lists.out).value(QStringLiteral("routeReason")).toString(),
             QStringLiteral("from-list"));
}

// A source that publishes only dumps: the mirror extracts them, and the
// audit reads the dumps' manifests (their contents copies) to judge the copy.

void tst_Cli::mirrorAndAuditASourceWithDumpsOnly()
{
    QTemporaryDir sourceDir;
    rsi::test::SourceFixture::Options dumps;
    dumps.resourceList = false;
    dumps.changeLists = false;
    dumps.resourceDump = true;
    rsi::test::SourceFixture source(sourceDir.path(), dumps);
    LoopbackServer server;
    QVERIFY(server.start());
    server.serveFolder(sourceDir.path(), rsi::test::SourceFixture::origin());
    source.setServedOrigin(server.origin());
    source.put(QStringLiteral("a.txt"), "alpha\n");
    source.put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(source.publishBaseline());
    const QString url = server.url(QStringLiteral("/")).toString();
    QTemporaryDir copy;

    const Run mirror = runCli({QStringLiteral("mirror"), QStringLiteral("--format"),
                               QStringLiteral("json"), url, copy.path()});
    QVERIFY2(mirror.exitCode == 0, mirror.out.constData());
    const QJsonObject report = parseJson(mirror.out);
    QCOMPARE(report.value(QStringLiteral("route")).toString(), QStringLiteral("resourcedump"));
    QCOMPARE(summaryOf(report).value(QStringLiteral("create")).toInt(), 2);

    const Run audit = runCli({QStringLiteral("audit"), QStringLiteral("--format"),
                              QStringLiteral("json"), url, copy.path()});
    QVERIFY2(audit.exitCode == 0, audit.out.constData());
    QCOMPARE(summaryOf(parseJson(audit.out)).value(QStringLiteral("same")).toInt(), 2);
}
