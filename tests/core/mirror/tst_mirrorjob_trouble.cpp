// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Runs under trouble: delays and faults at random, stops at any step, a
// mirror of 20,000 resources, a state planted as links, an old state.json.
#include "tst_mirrorjob.h"

void tst_MirrorJob::everyRunEndsWhateverIsDelayed_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 24; ++seed)
        QTest::addRow("seed %d", seed) << seed;
}

// Issue 16, item 2: no mix of slow answers, slow checkpoints and slow
// package steps may leave a run waiting for a signal that never comes. Each
// seed delays a random choice of them by more than the checkpoint interval;
// every run must finish exactly once, in bounded time, with its report
// written and its lock released.
void tst_MirrorJob::everyRunEndsWhateverIsDelayed()
{
    QFETCH(int, seed);
    QRandomGenerator random {quint32(seed)};
    constexpr int interval = 40; // ms between checkpoints
    const bool dumps = random.bounded(3) == 0;
    if (dumps) {
        SourceFixture::Options options;
        options.resourceList = false;
        options.changeLists = false;
        options.resourceDump = true;
        options.changeDump = true;
        m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), options);
        m_source->setServedOrigin(m_server->origin());
    }
    const int count = 3 + int(random.bounded(6));
    for (int i = 0; i < count; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i),
                      QByteArray("resource ") + QByteArray::number(i));
    QVERIFY(m_source->publishBaseline());

    // A delay longer than the checkpoint interval, or none.
    const auto someDelay = [&random](int percent) {
        return int(random.bounded(100)) < percent ? interval + int(random.bounded(2 * interval))
                                                  : 0;
    };
    // What the folder holds now, answered late or not.
    const auto slowDown = [&](const QByteArray &path) {
        std::optional<LoopbackServer::Response> response = m_server->folderResponse(path);
        if (!response)
            return;
        response->delayMs = someDelay(40);
        m_server->setResponse(path, *response);
    };
    // The hooks run on worker threads: their delays are drawn here.
    auto delays = std::make_shared<std::vector<int>>();
    for (int i = 0; i < 64; ++i)
        delays->push_back(someDelay(50));
    auto next = std::make_shared<std::atomic_int>(0);
    const auto sleep = [delays, next] {
        const int delay = delays->at(std::size_t(next->fetch_add(1)) % delays->size());
        if (delay > 0)
            QThread::msleep(ulong(delay));
    };
    MirrorOptions options;
    options.checkpointIntervalMs = interval;
    options.deleteExtras = random.bounded(2) == 0;
    options.hooks.beforeCheckpoint = sleep;
    options.hooks.beforePackageStep = [sleep](const QUrl &) {
        sleep();
    };
    options.hooks.beforeDeletion = [sleep](const QString &) {
        sleep();
    };
    options.fetch.retries = 0;

    const auto runOnce = [&](const char *what) {
        QVERIFY(crawl());
        std::unique_ptr<MirrorJob> job = std::make_unique<MirrorJob>(
            m_tree, QStringLiteral("test source"), m_copyDir->path(), options, &m_network);
        QSignalSpy finished(job.get(), &Job::finished);
        job->start();
        QVERIFY2(finished.wait(20'000) || finished.size() == 1,
                 qPrintable(QStringLiteral("%1 run, seed %2: the mirror never finished")
                                .arg(QLatin1StringView(what))
                                .arg(seed)));
        QTest::qWait(50);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(job->error(), Job::Error::NoError);
        // Its report can be written, and says what the result says.
        const MirrorResult &result = job->result();
        const QJsonObject report
            = QJsonDocument::fromJson(
                  writeSyncReport(SyncReport::fromMirror(result, SpecVersion::V1_1),
                                  ReportFormat::Json))
                  .object();
        QCOMPARE(report.value(QStringLiteral("summary"))
                     .toObject()
                     .value(QStringLiteral("failed"))
                     .toInt(),
                 int(result.counts.failed));
        for (const AuditItem &item : result.items.readAll()) {
            if (item.state != AuditState::Failed)
                continue;
            QStringList why;
            for (const AuditReason &reason : item.reasons)
                why.append(reason.description());
            qWarning("%s failed: %s", qPrintable(item.url.toString()), qPrintable(why.join(u' ')));
        }
        QCOMPARE(result.counts.failed, 0);
        // Its lock is released.
        QLockFile lock(m_copyDir->filePath(QStringLiteral(".rsinspector/lock")));
        QVERIFY(lock.tryLock(0));
    };

    for (int i = 0; i < count; ++i)
        slowDown("/res/r" + QByteArray::number(i) + ".txt");
    slowDown("/resourcedump-1.zip");
    runOnce("baseline");
    if (QTest::currentTestFailed())
        return;
    for (const QString &name : {QStringLiteral("r0.txt"), QStringLiteral("r1.txt")})
        m_source->put(name, "changed " + name.toUtf8());
    m_source->remove(QStringLiteral("r2.txt"));
    m_source->put(QStringLiteral("new.txt"), "new");
    QVERIFY(m_source->publishChanges());
    for (const char *name : {"r0.txt", "r1.txt", "new.txt"})
        slowDown(QByteArray("/res/") + name);
    slowDown("/changedump-1.zip");
    runOnce("incremental");
}

void tst_MirrorJob::everyRunEndsUnderRandomFaultsAndStops_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 16; ++seed)
        QTest::addRow("seed %d", seed) << seed;
}

// The other half of issue 16 item 2: whatever the server does (answers
// late, trickled, cut off, dropped, 404, 429, 503) and whenever the run is
// stopped, it ends once, in bounded time, and lets go of its lock.
void tst_MirrorJob::everyRunEndsUnderRandomFaultsAndStops()
{
    QFETCH(int, seed);
    QRandomGenerator random {quint32(seed * 7919)};
    if (random.bounded(2) == 0) {
        SourceFixture::Options options;
        options.resourceDump = true;
        m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), options);
        m_source->setServedOrigin(m_server->origin());
    }
    for (int i = 0; i < 12; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), QByteArray(100 + i, char('a' + i)));
    QVERIFY(m_source->publishBaseline());
    QVERIFY(crawl());
    rsi::test::RandomFaults faults;
    faults.seed = quint32(seed);
    faults.maxDelayMs = 300;
    const QString described = faults.applyTo(*m_server, m_sourceDir->path());
    MirrorOptions options;
    options.checkpointIntervalMs = 20;
    options.fetch.retries = 1;
    options.fetch.retryBaseDelayMs = 50;
    options.fetch.inactivityTimeoutMs = 2000;
    options.prefer
        = random.bounded(2) == 0 ? MirrorOptions::Prefer::Auto : MirrorOptions::Prefer::Lists;
    MirrorJob job(m_tree, QStringLiteral("test source"), m_copyDir->path(), options, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    const int stopAfterMs = int(random.bounded(400));
    QTimer::singleShot(stopAfterMs, &job, [&job] { job.cancel(); });
    QVERIFY2(finished.wait(20'000) || finished.size() == 1, qPrintable(described));
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    QLockFile lock(m_copyDir->filePath(QStringLiteral(".rsinspector/lock")));
    QVERIFY(lock.tryLock(0));
    lock.unlock();
    // What it wrote is whole, and a run without trouble completes the copy.
    QDirIterator files(m_sourceDir->path(), QDir::Files | QDir::Hidden,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QByteArray path
            = QByteArray("/") + QDir(m_sourceDir->path()).relativeFilePath(files.next()).toUtf8();
        if (const std::optional<LoopbackServer::Response> plain = m_server->folderResponse(path))
            m_server->setResponse(path, *plain);
    }
    const MirrorResult after = mirror();
    QVERIFY2(after.isComplete(), qPrintable(described));
    const QMap<QString, QByteArray> resources = m_source->resources();
    for (auto it = resources.cbegin(); it != resources.cend(); ++it)
        QCOMPARE(readAll(copyPath(it.key())), it.value());
}

// The size in the suite: a mirror of 20,000 resources finishes, and
// its state holds 20,000 rows. The resources are answered from memory (the
// server's responses), so that the test writes and removes only the copy.
void tst_MirrorJob::twentyThousandResources()
{
    constexpr int count = 20'000;
    const QByteArray origin = SourceFixture::origin();
    const auto resourcePath = [](int i) -> QByteArray {
        return QByteArray("/res/") + QByteArray::number(i / 1000) + '/' + QByteArray::number(i)
            + ".txt";
    };
    const auto content = [](int i) -> QByteArray {
        return QByteArray::number(i) + '\n';
    };
    QByteArray entries;
    entries.reserve(count * 160);
    for (int i = 0; i < count; ++i) {
        LoopbackServer::Response response;
        response.body = content(i);
        response.headers = {{"Content-Type", "text/plain"}};
        m_server->setResponse(resourcePath(i), response);
        entries += "<url><loc>" + origin + resourcePath(i) + "</loc><rs:md hash=\"md5:"
            + QCryptographicHash::hash(content(i), QCryptographicHash::Md5).toHex() + "\" length=\""
            + QByteArray::number(content(i).size()) + "\"/></url>\n";
    }
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n";
    QVERIFY(rsi::test::writeRaw(m_sourceDir->filePath(QStringLiteral(".well-known/resourcesync")),
                                head + "<rs:md capability=\"description\"/>\n<url><loc>" + origin
                                    + "/capabilitylist.xml</loc><rs:md "
                                      "capability=\"capabilitylist\"/></url>\n</urlset>\n"));
    QVERIFY(rsi::test::writeRaw(m_sourceDir->filePath(QStringLiteral("capabilitylist.xml")),
                                head + "<rs:md capability=\"capabilitylist\"/>\n<url><loc>" + origin
                                    + "/resourcelist.xml</loc><rs:md "
                                      "capability=\"resourcelist\"/></url>\n</urlset>\n"));
    QVERIFY(rsi::test::writeRaw(m_sourceDir->filePath(QStringLiteral("resourcelist.xml")),
                                head
                                    + "<rs:md capability=\"resourcelist\" "
                                      "at=\"2026-01-01T00:00:00Z\"/>\n"
                                    + entries + "</urlset>\n"));
    m_server->setKeepAlive(true);
    // The copy in memory when the system has a RAM file system: removing
    // 20,000 files costs minutes on a disk mounted with discard, and the
    // disk is not what this test is about.
    const QString shm = QStringLiteral("/dev/shm");
    QTemporaryDir copy(QFileInfo(shm).isDir() && QFileInfo(shm).isWritable()
                           ? shm + QStringLiteral("/tst_mirrorjob-XXXXXX")
                           : m_outerDir->filePath(QStringLiteral("big-XXXXXX")));
    QVERIFY(copy.isValid());
    MirrorOptions options;
    options.fetch.connectionsPerHost = 6;
    options.fetch.retries = 0;
    const auto run = [&] {
        MirrorJob job(m_tree, QStringLiteral("test source"), copy.path(), options, &m_network);
        QSignalSpy finished(&job, &Job::finished);
        job.start();
        [&] {
            QVERIFY(finished.wait(240'000));
        }();
        return job.result();
    };
    QVERIFY(crawl());
    const MirrorResult result = run();
    QCOMPARE(result.counts.create, count);
    QCOMPARE(result.counts.failed, 0);
    QVERIFY(result.isComplete());
    QCOMPARE(result.items.count, count);
    const StateView state = readState(copy.path());
    QCOMPARE(state.resources, count);
    QCOMPARE(state.failed, 0);
    const LocalCopyLayout layout(copy.path());
    for (const int i : {0, 1, 9999, count - 1})
        QCOMPARE(
            readAll(layout.filePathFor(m_server->url(QString::fromLatin1(resourcePath(i)))).value),
            content(i));
    // Again: all current, nothing fetched.
    const int before = resourceRequests();
    const MirrorResult again = run();
    QCOMPARE(again.counts.same, count);
    QCOMPARE(resourceRequests(), before);
}

namespace {

// Runs the job until ready() holds, stops it, and returns how long the stop
// took to finish it (-1: it never did, or was not running).
qint64 stopWhen(MirrorJob &job, const std::function<bool()> &ready)
{
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    if (!QTest::qWaitFor([&] { return ready() || !finished.isEmpty(); }, 30'000)
        || !finished.isEmpty())
        return -1;
    QElapsedTimer clock;
    clock.start();
    job.cancel();
    if (finished.isEmpty() && !finished.wait(30'000))
        return -1;
    return clock.elapsed();
}

} // namespace

void tst_MirrorJob::stopDuringDownloadsEndsWithinSeconds()
{
    for (int i = 0; i < 40; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), "resource");
    QVERIFY(m_source->publishBaseline());
    // Every answer waits a minute: the stop must not.
    for (int i = 0; i < 40; ++i) {
        const QByteArray path = "/res/r" + QByteArray::number(i) + ".txt";
        std::optional<LoopbackServer::Response> slow = m_server->folderResponse(path);
        slow->delayMs = 60'000;
        m_server->setResponse(path, *slow);
    }
    QVERIFY(crawl());
    MirrorJob job(m_tree, QStringLiteral("test"), m_copyDir->path(), {}, &m_network);
    const qint64 took = stopWhen(job, [this] { return resourceRequests() >= 4; });
    QVERIFY2(took >= 0 && took < 5000, qPrintable(QString::number(took)));
    QVERIFY(job.isCanceled());
    QCOMPARE(job.result().counts.total(), 0);
}

void tst_MirrorJob::stopDuringPackageExtractionEndsWithinSeconds()
{
    SourceFixture::Options dumps;
    dumps.resourceList = false;
    dumps.changeLists = false;
    dumps.resourceDump = true;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), dumps);
    m_source->setServedOrigin(m_server->origin());
    // 800 entries of 48 KB that do not compress: extraction takes a while.
    QRandomGenerator random {17};
    constexpr int count = 800;
    for (int i = 0; i < count; ++i) {
        QByteArray content(48 * 1024, Qt::Uninitialized);
        random.fillRange(reinterpret_cast<quint32 *>(content.data()), content.size() / 4);
        m_source->put(QStringLiteral("r%1.bin").arg(i), content);
    }
    QVERIFY(m_source->publishBaseline());
    QVERIFY(crawl());
    MirrorJob job(m_tree, QStringLiteral("test"), m_copyDir->path(), {}, &m_network);
    bool extracting = false;
    connect(&job, &MirrorJob::statusChanged, this, [&extracting](const QString &status) {
        extracting = extracting || status.startsWith(QStringLiteral("Checking and extracting"));
    });
    const qint64 took = stopWhen(job, [&extracting] { return extracting; });
    QVERIFY2(took >= 0 && took < 5000, qPrintable(QString::number(took)));
    QVERIFY(job.isCanceled());
    // Stopped midway, and what is there is whole.
    const QStringList files = filesBelow(m_copyDir->path());
    QVERIFY2(files.size() < count, qPrintable(QString::number(files.size())));
    const QMap<QString, QByteArray> resources = m_source->resources();
    for (const QString &file : files) {
        const QString name = QFileInfo(file).fileName();
        QCOMPARE(readAll(m_copyDir->filePath(file)), resources.value(name));
    }
    // The next run finishes the job.
    QVERIFY(mirror().isComplete());
    QCOMPARE(filesBelow(m_copyDir->path()).size(), count);
}

void tst_MirrorJob::stopDuringDeletionsEndsWithinSeconds()
{
    constexpr int count = 300;
    for (int i = 0; i < count; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), "resource");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    for (int i = 0; i < count; ++i)
        m_source->remove(QStringLiteral("r%1.txt").arg(i));
    m_source->put(QStringLiteral("last.txt"), "last");
    QVERIFY(m_source->publishChanges());
    QVERIFY(crawl());
    MirrorOptions options;
    options.deleteExtras = true;
    // Each removal takes a while (a slow disk): 300 of them take longer than a stop may.
    auto removals = std::make_shared<std::atomic_int>(0);
    options.hooks.beforeDeletion = [removals](const QString &) {
        removals->fetch_add(1);
        QThread::msleep(20);
    };
    MirrorJob job(m_tree, QStringLiteral("test"), m_copyDir->path(), options, &m_network);
    const qint64 took = stopWhen(job, [removals] { return removals->load() >= 10; });
    QVERIFY2(took >= 0 && took < 5000, qPrintable(QString::number(took)));
    QVERIFY(job.isCanceled());
    const qsizetype left = filesBelow(m_copyDir->path()).size();
    QVERIFY2(left > 1 && left <= count + 1, qPrintable(QString::number(left)));
    // Stopped, the sync point stayed: the next run removes the rest.
    const MirrorResult again = mirror(options);
    QVERIFY(again.isComplete());
    QCOMPARE(filesBelow(m_copyDir->path()),
             QStringList(
                 {QDir(m_copyDir->path()).relativeFilePath(copyPath(QStringLiteral("last.txt")))}));
}

void tst_MirrorJob::stateLinksAreRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("database") << QStringLiteral("state.sqlite");
    QTest::newRow("write-ahead log") << QStringLiteral("state.sqlite-wal");
    QTest::newRow("journal") << QStringLiteral("state.sqlite-journal");
    QTest::newRow("state.json of earlier versions") << QStringLiteral("state.json");
}

// Issue 16 item 5: a state file (or its journal) planted as a symbolic link
// is refused with a clear error, and nothing is written through it.
void tst_MirrorJob::stateLinksAreRefused()
{
    QFETCH(QString, name);
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    const QString target = m_outerDir->filePath(QStringLiteral("victim"));
    QVERIFY(rsi::test::writeRaw(target, "precious"));
    QVERIFY(QDir().mkpath(m_copyDir->filePath(QStringLiteral(".rsinspector"))));
    QVERIFY(QFile::link(target, m_copyDir->filePath(QStringLiteral(".rsinspector/") + name)));
    for (const bool dryRun : {false, true}) {
        QVERIFY(crawl());
        MirrorOptions options;
        options.dryRun = dryRun;
        MirrorJob job(m_tree, QStringLiteral("test"), m_copyDir->path(), options, &m_network);
        QSignalSpy finished(&job, &Job::finished);
        job.start();
        QVERIFY(finished.wait(20'000));
        QCOMPARE(job.error(), Job::Error::InvalidInput);
        QVERIFY2(job.errorString().contains(QStringLiteral("symbolic link")),
                 qPrintable(job.errorString()));
        QVERIFY2(job.errorString().contains(name), qPrintable(job.errorString()));
        QCOMPARE(readAll(target), QByteArray("precious"));
        QVERIFY(filesBelow(m_copyDir->path()).isEmpty());
    }
}

// A copy written by the previous version: state.json, files at the old
// layout's paths. The first run migrates it once, moves the files where the
// readable layout puts them, and downloads nothing that was there.
void tst_MirrorJob::migratesACopyOfStateJson()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("Upper Case.txt"), "upper\n");
    m_source->put(QStringLiteral("deep/b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(crawl());
    const SourceInventory inventory(*m_tree, SpecVersion::V1_1);
    // The old layout: the scheme in the host's folder name, "!x" for a capital.
    const QByteArray origin = m_server->origin();
    const QString oldHost
        = QStringLiteral("http%3A%2F%2F127.0.0.1%3A") + QString::number(m_server->port());
    MirrorState legacy;
    legacy.source = QStringLiteral("test source");
    legacy.syncPoint = inventory.baselineAt();
    legacy.baselineRoute = QStringLiteral("resourcelist");
    legacy.baselineUrl = m_server->url(QStringLiteral("/resourcelist.xml"));
    legacy.baselineAt = inventory.baselineAt();
    QStringList oldPaths;
    qsizetype toMove = 0;
    const LocalCopyLayout layout(m_copyDir->path());
    for (const ListedResource &resource : inventory.listed()) {
        const QString name = resource.loc.path().mid(QStringLiteral("/res/").size());
        QString oldName = QUrl(name).toString(QUrl::FullyEncoded);
        QString encoded;
        for (const QChar c : std::as_const(oldName))
            encoded += c.isUpper() ? QString(u'!' + QString(c.toLower())) : QString(c);
        encoded.replace(QStringLiteral("%20"), QStringLiteral(" "));
        const QString oldPath = oldHost + QStringLiteral("/res/") + encoded;
        oldPaths.append(oldPath);
        toMove += oldPath != layout.relativePathFor(resource.loc).value;
        QVERIFY(
            rsi::test::writeRaw(m_copyDir->filePath(oldPath), m_source->resources().value(name)));
        // As the old version left them: the lastmod as modification time.
        QFile written(m_copyDir->filePath(oldPath));
        QVERIFY(written.open(QIODevice::ReadWrite));
        QVERIFY(written.setFileTime(*resource.lastmod, QFileDevice::FileModificationTime));
        MirrorState::Resource old;
        old.path = oldPath;
        old.lastmod = resource.lastmod;
        old.length = resource.length;
        old.hashes = resource.hashes;
        old.fetched = QDateTime::currentDateTimeUtc();
        legacy.resources.insert(resourceKey(resource), old);
    }
    QString error;
    QVERIFY2(legacy.save(m_copyDir->path(), &error), qPrintable(error));

    const int before = resourceRequests();
    const MirrorResult result = mirror();
    QVERIFY(result.isComplete());
    QVERIFY(result.migration.happened);
    QCOMPARE(result.migration.resources, 3);
    QCOMPARE(result.migration.moved, toMove);
    QCOMPARE(result.counts.same, 3);
    QCOMPARE(resourceRequests(), before);
    // Where the readable layout puts them, byte for byte; the old places are gone.
    const QMap<QString, QByteArray> resources = m_source->resources();
    for (auto it = resources.cbegin(); it != resources.cend(); ++it)
        QCOMPARE(readAll(copyPath(it.key())), it.value());
    if (toMove > 0) {
        for (const QString &oldPath : std::as_const(oldPaths))
            QVERIFY2(!QFileInfo::exists(m_copyDir->filePath(oldPath)), qPrintable(oldPath));
    }
    QCOMPARE(filesBelow(m_copyDir->path()).size(), 3);
    // Once: state.json is set aside, the database holds the state.
    QVERIFY(!QFileInfo::exists(MirrorState::filePath(m_copyDir->path())));
    QVERIFY(
        QFileInfo::exists(MirrorState::filePath(m_copyDir->path()) + QStringLiteral(".migrated")));
    const StateView state = readState(m_copyDir->path());
    QCOMPARE(state.resources, 3);
    QCOMPARE(state.meta.syncPoint, inventory.baselineAt());
    QCOMPARE(state.meta.source, QStringLiteral("test source"));
    // The report says so.
    const QString text = QString::fromUtf8(
        writeSyncReport(SyncReport::fromMirror(result, SpecVersion::V1_1), ReportFormat::Text));
    QVERIFY2(text.contains(QStringLiteral("migrated from")), qPrintable(text));
    const MirrorResult again = mirror();
    QVERIFY(!again.migration.happened);
    QCOMPARE(again.counts.same, 3);
}

// --from auto (issue 12 item 3): the dumps when they hold what the lists
// name for fewer requests and bytes, the lists when the copy needs little,
// and the report says which and why.

void tst_MirrorJob::mismatchedUpdateLeavesTheFileAsItWas()
{
    // Small bodies are checked by their write, large ones as they stream to
    // a temporary file: either way a body its list disowns replaces nothing.
    const QByteArray large(300 * 1024, 'l');
    m_source->put(QStringLiteral("small.txt"), "small 1\n");
    m_source->put(QStringLiteral("large.bin"), large);
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());

    m_source->put(QStringLiteral("small.txt"), "small 2\n");
    m_source->put(QStringLiteral("large.bin"), QByteArray(300 * 1024, 'L'));
    QVERIFY(m_source->publishBaseline());
    m_source->tamper(QStringLiteral("small.txt"), "SMALL 2\n");
    m_source->tamper(QStringLiteral("large.bin"), QByteArray(300 * 1024, 'x'));
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.failed, 2);
    QCOMPARE(readAll(copyPath(QStringLiteral("small.txt"))), QByteArray("small 1\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("large.bin"))), large);
    qsizetype refused = 0;
    for (const Finding &finding : result.findings)
        refused += finding.ruleId == u"AUD-002" ? 1 : 0;
    QCOMPARE(refused, 2);
}
