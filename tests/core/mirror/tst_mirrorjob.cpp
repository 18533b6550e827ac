// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_mirrorjob.h"

namespace rsi::test {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every file below dir (the state folder left out), relative, sorted.
QStringList filesBelow(const QString &dir, bool withState)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(dir).relativeFilePath(it.next());
        if (withState || !relative.startsWith(LocalCopyLayout::stateDirectoryName()))
            files.append(relative);
    }
    files.sort();
    return files;
}

StateView readState(const QString &dir)
{
    StateView view;
    MirrorStateStore store;
    if (!store.open(MirrorStateStore::filePath(dir), SqliteStore::OpenMode::ReadOnly)) {
        view.error = store.errorString();
        return view;
    }
    view.meta = store.meta().value_or(StateMeta());
    view.resources = store.resourceCount();
    view.failed = store.failedCount();
    view.appliedPackages = store.appliedPackages().value_or(QStringList());
    return view;
}

} // namespace rsi::test

void tst_MirrorJob::init()
{
    m_sourceDir = std::make_unique<QTemporaryDir>();
    m_outerDir = std::make_unique<QTemporaryDir>();
    m_copyDir
        = std::make_unique<QTemporaryDir>(m_outerDir->filePath(QStringLiteral("copy-XXXXXX")));
    QVERIFY(m_sourceDir->isValid() && m_outerDir->isValid() && m_copyDir->isValid());
    m_server = std::make_unique<LoopbackServer>();
    QVERIFY(m_server->start());
    m_server->serveFolder(m_sourceDir->path(), SourceFixture::origin());
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path());
}

void tst_MirrorJob::cleanup()
{
    m_tree.reset();
    m_source.reset();
    m_server.reset();
    m_copyDir.reset();
    m_outerDir.reset();
    m_sourceDir.reset();
}

std::shared_ptr<const SourceTree> tst_MirrorJob::crawl()
{
    CrawlOptions options;
    options.fetch.retries = 0;
    CrawlJob job(m_server->url(QStringLiteral("/")).toString(), options, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    if (!finished.wait(20'000))
        return {};
    m_tree = std::make_shared<const SourceTree>(job.takeTree());
    return m_tree;
}

MirrorResult tst_MirrorJob::mirror(MirrorOptions options, Job::Error expected)
{
    if (!crawl())
        return {};
    options.fetch.retries = 0;
    MirrorJob job(m_tree, QStringLiteral("test source"), m_copyDir->path(), options, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    [&] {
        QVERIFY(finished.wait(180'000));
    }();
    [&] {
        QCOMPARE(finished.size(), 1);
    }();
    [&] {
        QCOMPARE(job.error(), expected);
    }();
    return job.result();
}

AuditResult tst_MirrorJob::audit()
{
    if (!crawl())
        return {};
    const SourceInventory inventory(*m_tree, SpecVersion::V1_1);
    return AuditComparison::compare(inventory.expected(), LocalCopyLayout(m_copyDir->path()), {});
}

QString tst_MirrorJob::copyPath(const QString &name) const
{
    const LocalCopyLayout layout(m_copyDir->path());
    return layout.filePathFor(m_server->url(SourceFixture::resourcePath(name))).value;
}

int tst_MirrorJob::resourceRequests() const
{
    int count = 0;
    for (const LoopbackServer::Request &request : m_server->requests())
        count += request.path.startsWith("/res/");
    return count;
}

void tst_MirrorJob::baselineFromResourceListCopiesEveryResource()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    m_source->put(QStringLiteral("deep/c.html"), "<p>charlie</p>\n");
    m_source->put(QStringLiteral("Upper Case.txt"), "upper\n");
    QVERIFY(m_source->publishBaseline());

    const MirrorResult result = mirror();
    QCOMPARE(result.route, SyncRoute::ResourceList);
    QVERIFY(result.baseline);
    QCOMPARE(result.counts.create, 4);
    QCOMPARE(result.counts.failed, 0);
    QVERIFY(result.isComplete());
    const QMap<QString, QByteArray> resources = m_source->resources();
    for (auto it = resources.cbegin(); it != resources.cend(); ++it)
        QCOMPARE(readAll(copyPath(it.key())), it.value());
    // The file's time is the resource's lastmod: an audit by lastmod agrees.
    QCOMPARE(QFileInfo(copyPath(QStringLiteral("a.txt"))).lastModified().toUTC(),
             QDateTime(QDate(2026, 1, 1), QTime(0, 0, 1), QTimeZone::utc()));

    const StateView state = readState(m_copyDir->path());
    QVERIFY2(state.error.isEmpty(), qPrintable(state.error));
    QCOMPARE(state.meta.syncPoint, SourceInventory(*m_tree, SpecVersion::V1_1).baselineAt());
    QCOMPARE(state.meta.baselineRoute, QStringLiteral("resourcelist"));
    QCOMPARE(state.meta.baselineUrl, m_server->url(QStringLiteral("/resourcelist.xml")));
    QCOMPARE(state.meta.source, QStringLiteral("test source"));
    QCOMPARE(state.resources, 4);
    QCOMPARE(state.failed, 0);
    QVERIFY(audit().counts.inSync());
}

void tst_MirrorJob::secondRunDownloadsNothing()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QCOMPARE(mirror().counts.create, 2);
    const int before = resourceRequests();

    MirrorOptions again;
    again.forceBaseline = true;
    const MirrorResult result = mirror(again);
    QCOMPARE(result.counts.same, 2);
    QCOMPARE(result.counts.total(), 2);
    QCOMPARE(resourceRequests(), before);
}

void tst_MirrorJob::incrementalAppliesChangesInOrder()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    m_source->put(QStringLiteral("c.txt"), "charlie\n");
    QVERIFY(m_source->publishBaseline());
    QCOMPARE(mirror().counts.create, 3);

    m_source->put(QStringLiteral("a.txt"), "alpha, second edition\n");
    m_source->put(QStringLiteral("d.txt"), "delta\n");
    m_source->put(QStringLiteral("d.txt"), "delta, changed again\n");
    m_source->remove(QStringLiteral("b.txt"));
    m_source->put(QStringLiteral("e.txt"), "echo\n");
    m_source->remove(QStringLiteral("e.txt"));
    QVERIFY(m_source->publishChanges());

    // The audit sees what a sync would do.
    const AuditResult before = audit();
    QCOMPARE(before.counts.update, 1);
    QCOMPARE(before.counts.create, 1);
    QCOMPARE(before.counts.deleted, 1);

    const MirrorResult result = mirror();
    QCOMPARE(result.route, SyncRoute::ChangeList);
    QVERIFY(!result.baseline);
    QCOMPARE(result.counts.update, 1);
    QCOMPARE(result.counts.create, 1); // d.txt, once, in its last state
    QCOMPARE(result.counts.deleted, 1); // b.txt, kept without --delete
    QCOMPARE(result.counts.failed, 0);
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha, second edition\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("d.txt"))), QByteArray("delta, changed again\n"));
    QVERIFY(QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QVERIFY(!QFile::exists(copyPath(QStringLiteral("e.txt"))));
    for (const AuditItem &item : result.items.readAll()) {
        if (item.state == AuditState::Delete) {
            QStringList keys;
            for (const AuditReason &reason : item.reasons)
                keys.append(reason.key());
            QCOMPARE(keys, QStringList({QStringLiteral("deleted"), QStringLiteral("kept")}));
        }
    }
    QCOMPARE(readState(m_copyDir->path()).meta.syncPoint,
             SourceInventory(*m_tree, SpecVersion::V1_1).changesUntil());
    // Audited again: only the deletion that was not asked for remains.
    const AuditResult after = audit();
    QCOMPARE(after.counts.same, 3);
    QCOMPARE(after.counts.deleted, 1);
    QCOMPARE(after.counts.create + after.counts.update + after.counts.failed, 0);

    // Nothing new: the next run applies nothing.
    const MirrorResult again = mirror();
    QCOMPARE(again.route, SyncRoute::ChangeList);
    QCOMPARE(again.counts.create + again.counts.update, 0);
}

void tst_MirrorJob::deletionsAreOptInAndRecoverable()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->remove(QStringLiteral("b.txt"));
    QVERIFY(m_source->publishChanges());

    MirrorOptions options;
    options.deleteExtras = true;
    const MirrorResult result = mirror(options);
    QCOMPARE(result.counts.deleted, 1);
    QVERIFY(!QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QVERIFY(!result.trashFolder.isEmpty());
    // Moved aside, not unlinked: the bytes are still there.
    const QString relative = LocalCopyLayout(m_copyDir->path())
                                 .relativePathFor(m_server->url(QStringLiteral("/res/b.txt")))
                                 .value;
    const QString trashed = QDir(m_copyDir->path()).filePath(result.trashFolder + u'/' + relative);
    QCOMPARE(readAll(trashed), QByteArray("bravo\n"));
    QVERIFY(audit().counts.inSync());
}

void tst_MirrorJob::purgeUnlinks()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    // A file the source never listed: an extra for a baseline.
    QFile stray(QDir(m_copyDir->path()).filePath(QStringLiteral("stray.txt")));
    QVERIFY(stray.open(QIODevice::WriteOnly));
    stray.write("stray");
    stray.close();

    MirrorOptions options;
    options.forceBaseline = true;
    options.deleteExtras = true;
    options.purge = true;
    const MirrorResult result = mirror(options);
    QCOMPARE(result.counts.deleted, 1);
    QVERIFY(result.trashFolder.isEmpty());
    QVERIFY(!stray.exists());
    QCOMPARE(filesBelow(m_copyDir->path()).size(), 1);
}

void tst_MirrorJob::gapTakesANewBaseline()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    // Two change lists later, the source keeps only the last one: the
    // changes of the first are gone.
    m_source->setKeepChangeLists(1);
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    m_source->put(QStringLiteral("c.txt"), "charlie\n");
    QVERIFY(m_source->publishChanges());
    QVERIFY(m_source->publishBaseline()); // the resource list names b and c too

    const MirrorResult result = mirror();
    QVERIFY(result.gap);
    QVERIFY(result.baseline);
    QCOMPARE(result.route, SyncRoute::ResourceList);
    QCOMPARE(result.findings.size(), 1);
    QCOMPARE(result.findings.constFirst().ruleId, QStringLiteral("AUD-001"));
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
    QVERIFY(audit().counts.inSync());
}

void tst_MirrorJob::changeDumpGapTakesANewBaseline()
{
    SourceFixture::Options dumps;
    dumps.resourceList = false;
    dumps.changeLists = false;
    dumps.resourceDump = true;
    dumps.changeDump = true;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), dumps);
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->setKeepChangeLists(1);
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    m_source->put(QStringLiteral("c.txt"), "charlie\n");
    QVERIFY(m_source->publishChanges());
    QVERIFY(m_source->publishBaseline());

    const MirrorResult result = mirror();
    QVERIFY(result.gap);
    QCOMPARE(result.route, SyncRoute::ResourceDump);
    QCOMPARE(result.findings.constFirst().ruleId, QStringLiteral("AUD-001"));
    // The message names where the packages now begin.
    QVERIFY2(result.findings.constFirst().message.contains(QStringLiteral("begin at 2026-01-01T")),
             qPrintable(result.findings.constFirst().message));
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
}

void tst_MirrorJob::hashMismatchIsRefusedAndRetried()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    // The server sends other bytes than the list describes (same length).
    m_source->tamper(QStringLiteral("b.txt"), "BRAVO\n");

    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, 1);
    QCOMPARE(result.counts.failed, 1);
    QVERIFY(!result.isComplete());
    QVERIFY(!QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QStringList rules;
    for (const Finding &finding : result.findings)
        rules.append(finding.ruleId);
    QVERIFY(rules.contains(QStringLiteral("AUD-002")));
    QCOMPARE(readState(m_copyDir->path()).failed, 1);

    m_source->tamper(QStringLiteral("b.txt"), "bravo\n");
    const MirrorResult retried = mirror();
    QVERIFY(retried.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
    QCOMPARE(readState(m_copyDir->path()).failed, 0);
}

void tst_MirrorJob::missingResourceFailsWithoutAbortingTheRun()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    m_source->put(QStringLiteral("c.txt"), "charlie\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(QFile::remove(m_sourceDir->filePath(QStringLiteral("res/b.txt"))));

    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, 2);
    QCOMPARE(result.counts.failed, 1);
    for (const AuditItem &item : result.items.readAll()) {
        if (item.state == AuditState::Failed) {
            QStringList keys;
            for (const AuditReason &reason : item.reasons)
                keys.append(reason.key());
            QCOMPARE(keys, QStringList({QStringLiteral("missing"), QStringLiteral("http 404")}));
        }
    }
}

void tst_MirrorJob::dryRunWritesNothing()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    const QString never = m_copyDir->filePath(QStringLiteral("not yet"));
    QVERIFY(crawl());
    MirrorOptions options;
    options.dryRun = true;
    MirrorJob job(m_tree, QStringLiteral("test"), never, options, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    QCOMPARE(job.error(), Job::Error::NoError);
    QCOMPARE(job.result().counts.create, 1);
    QVERIFY(job.result().dryRun);
    QVERIFY(!QFileInfo::exists(never));
    QCOMPARE(resourceRequests(), 0);

    // Into an existing copy: not one byte changes.
    QVERIFY(mirror().isComplete());
    m_source->put(QStringLiteral("a.txt"), "alpha 2\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    const QStringList before = filesBelow(m_copyDir->path(), true);
    const QByteArray stateBefore = readAll(MirrorStateStore::filePath(m_copyDir->path()));
    const MirrorResult planned = mirror(options);
    QCOMPARE(planned.counts.update, 1);
    QCOMPARE(planned.counts.create, 1);
    QCOMPARE(filesBelow(m_copyDir->path(), true), before);
    QCOMPARE(readAll(MirrorStateStore::filePath(m_copyDir->path())), stateBefore);
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha\n"));
}

void tst_MirrorJob::truncatedDownloadKeepsTheOldFile()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->put(QStringLiteral("a.txt"), QByteArray(100'000, 'x'));
    QVERIFY(m_source->publishChanges());
    std::optional<LoopbackServer::Response> cut = m_server->folderResponse("/res/a.txt");
    QVERIFY(cut);
    cut->truncate = true;
    m_server->setResponse("/res/a.txt", *cut);

    const MirrorResult result = mirror();
    QCOMPARE(result.counts.failed, 1);
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha\n"));
    for (const QString &file : filesBelow(m_copyDir->path(), true))
        QVERIFY2(!file.endsWith(QStringLiteral(".part")), qPrintable(file));
}

void tst_MirrorJob::symlinkInTheCopyIsNeverWrittenThrough()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());

    // Someone replaced the folder holding the resources by a link elsewhere.
    QTemporaryDir elsewhere;
    const QString resFolder = QFileInfo(copyPath(QStringLiteral("a.txt"))).absolutePath();
    QVERIFY(QDir(resFolder).removeRecursively());
    QVERIFY(QFile::link(elsewhere.path(), resFolder));
    m_source->put(QStringLiteral("a.txt"), "alpha 2\n");
    QVERIFY(m_source->publishChanges());

    const MirrorResult result = mirror();
    QVERIFY(result.counts.failed >= 1);
    QVERIFY(QDir(elsewhere.path()).isEmpty());
    QStringList rules;
    for (const Finding &finding : result.findings)
        rules.append(finding.ruleId);
    QVERIFY(rules.contains(QStringLiteral("AUD-004")));
}

void tst_MirrorJob::canceledRunResumes()
{
    for (int i = 0; i < 40; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i, 2, 10, QLatin1Char('0')),
                      QByteArray("resource ") + QByteArray::number(i) + '\n');
    QVERIFY(m_source->publishBaseline());
    // Later resources answer slowly, so the run is stopped halfway.
    for (int i = 20; i < 40; ++i) {
        const QByteArray path = "/res/r" + QByteArray::number(i) + ".txt";
        std::optional<LoopbackServer::Response> slow = m_server->folderResponse(path);
        QVERIFY(slow);
        slow->delayMs = 400;
        m_server->setResponse(path, *slow);
    }
    QVERIFY(crawl());
    MirrorOptions options;
    options.fetch.connectionsPerHost = 2;
    qsizetype reportedCreated = -1;
    {
        MirrorJob job(m_tree, QStringLiteral("test"), m_copyDir->path(), options, &m_network);
        QSignalSpy finished(&job, &Job::finished);
        job.start();
        QTRY_VERIFY_WITH_TIMEOUT(job.processedAmount() >= 10, 20'000);
        job.cancel();
        // It stops within seconds, having saved what it did.
        QVERIFY(finished.wait(5000) || finished.size() == 1);
        QCOMPARE(finished.size(), 1);
        QVERIFY(job.isCanceled());
        QVERIFY(job.result().canceled);
        reportedCreated = job.result().counts.create;
    }
    // No torn or temporary file is left, and the state says no sync point yet.
    for (const QString &file : filesBelow(m_copyDir->path()))
        QVERIFY2(!file.contains(QStringLiteral(".tmp")) && !file.contains(u'~'), qPrintable(file));
    const StateView state = readState(m_copyDir->path());
    QVERIFY2(state.error.isEmpty(), qPrintable(state.error));
    QVERIFY(!state.meta.syncPoint);
    const qsizetype copiedBefore = filesBelow(m_copyDir->path()).size();
    QVERIFY(copiedBefore >= 10 && copiedBefore < 40);
    // The stopped run reports what it did, not what it had planned.
    QCOMPARE(reportedCreated, copiedBefore);

    // Requests the stopped run had sent may still be arriving: let them land.
    QTest::qWait(1000);
    const int requestsBefore = resourceRequests();
    const MirrorResult resumed = mirror();
    QVERIFY(resumed.isComplete());
    QCOMPARE(resumed.counts.same, copiedBefore);
    QCOMPARE(resumed.counts.create, 40 - copiedBefore);
    QCOMPARE(resourceRequests() - requestsBefore, 40 - copiedBefore);
    const QMap<QString, QByteArray> resources = m_source->resources();
    for (auto it = resources.cbegin(); it != resources.cend(); ++it)
        QCOMPARE(readAll(copyPath(it.key())), it.value());
}

void tst_MirrorJob::cancelBeforeStartKeepsTheState()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    const QByteArray before = readAll(MirrorStateStore::filePath(m_copyDir->path()));
    QVERIFY(!before.isEmpty());
    {
        MirrorJob job(m_tree, QStringLiteral("test"), m_copyDir->path(), {}, &m_network);
        job.start();
        job.cancel();
        QVERIFY(job.isCanceled());
        QVERIFY(job.result().canceled);
    }
    QCOMPARE(readAll(MirrorStateStore::filePath(m_copyDir->path())), before);
}

void tst_MirrorJob::destinationThatIsAFileCannotRun()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(crawl());
    const QString file = m_copyDir->filePath(QStringLiteral("file"));
    QFile touch(file);
    QVERIFY(touch.open(QIODevice::WriteOnly));
    touch.close();
    MirrorJob job(m_tree, QStringLiteral("test"), file, {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job.error(), Job::Error::InvalidInput);
    QVERIFY(job.errorString().contains(file));
}

void tst_MirrorJob::sourceWithNothingToMirrorCannotRun()
{
    SourceFixture::Options nothing;
    nothing.resourceList = false;
    nothing.changeLists = false;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), nothing);
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    mirror({}, Job::Error::InvalidInput);
    QCOMPARE(filesBelow(m_copyDir->path()).size(), 0);
}

QTEST_GUILESS_MAIN(tst_MirrorJob)
