// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/crawljob.h"
#include "crawl/sourcetree.h"
#include "mirror/auditcomparison.h"
#include "mirror/localcopylayout.h"
#include "mirror/mirrorjob.h"
#include "mirror/mirrorstate.h"
#include "mirror/mirrorstatestore.h"
#include "mirror/sourceinventory.h"
#include "mirror/statelookup.h"
#include "report/syncreport.h"
#include "support/filefixtures.h"
#include "support/loopbackserver.h"
#include "support/randomfaults.h"
#include "support/sourcefixture.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>
#include <QTimer>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <atomic>
#include <vector>

using namespace rsi;
using rsi::test::LoopbackServer;
using rsi::test::SourceFixture;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every file below dir (the state folder left out), relative, sorted.
QStringList filesBelow(const QString &dir, bool withState = false)
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

// What the copy's state database says, read as another program would.
struct StateView
{
    StateMeta meta;
    qint64 resources = -1;
    qint64 failed = -1;
    QStringList appliedPackages;
    QString error;
};

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

} // namespace

class tst_MirrorJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void baselineFromResourceListCopiesEveryResource();
    void secondRunDownloadsNothing();
    void incrementalAppliesChangesInOrder();
    void deletionsAreOptInAndRecoverable();
    void purgeUnlinks();
    void gapTakesANewBaseline();
    void changeDumpGapTakesANewBaseline();
    void hashMismatchIsRefusedAndRetried();
    void missingResourceFailsWithoutAbortingTheRun();
    void dryRunWritesNothing();
    void baselineFromResourceDumpAndChangesFromChangeDump();
    void traversalUrlsNeverLeaveTheCopy();
    void hostileDumpPackageIsContained();
    void resourceDumpRunAgainDeletesNothing();
    void changeDumpDeleteThenCreateKeepsTheResource();
    void failedChangeDumpPackageIsTakenAgain();
    void dumpFromALocalFolder();
    void truncatedDownloadKeepsTheOldFile();
    void symlinkInTheCopyIsNeverWrittenThrough();
    void canceledRunResumes();
    void destinationThatIsAFileCannotRun();
    void cancelBeforeStartKeepsTheState();
    void sourceWithNothingToMirrorCannotRun();
    void everyRunEndsWhateverIsDelayed_data();
    void everyRunEndsWhateverIsDelayed();
    void everyRunEndsUnderRandomFaultsAndStops_data();
    void everyRunEndsUnderRandomFaultsAndStops();
    void twentyThousandResources();
    void stopDuringDownloadsEndsWithinSeconds();
    void stopDuringPackageExtractionEndsWithinSeconds();
    void stopDuringDeletionsEndsWithinSeconds();
    void stateLinksAreRefused_data();
    void stateLinksAreRefused();
    void migratesACopyOfStateJson();
    void fromAutoTakesTheCheaperRoute();
    void refusedRedirectSaysWhatHappened();
    void linkedDestinationIsCalledALink();
    void reasonsSayWhatWasDone();
    void twinsGetPathsOfTheirOwn();

private:
    std::shared_ptr<const SourceTree> crawl();
    MirrorResult mirror(MirrorOptions options = {}, Job::Error expected = Job::Error::NoError);
    AuditResult audit();
    QString copyPath(const QString &name) const;
    int resourceRequests() const;

    std::unique_ptr<QTemporaryDir> m_sourceDir;
    // The copy lives in a folder of its own, so that a test can see that
    // nothing appeared beside it (other tests write to the system's temp).
    std::unique_ptr<QTemporaryDir> m_outerDir;
    std::unique_ptr<QTemporaryDir> m_copyDir;
    std::unique_ptr<LoopbackServer> m_server;
    std::unique_ptr<SourceFixture> m_source;
    std::shared_ptr<const SourceTree> m_tree;
    QNetworkAccessManager m_network;
};

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

void tst_MirrorJob::baselineFromResourceDumpAndChangesFromChangeDump()
{
    SourceFixture::Options withDumps;
    withDumps.resourceList = false;
    withDumps.changeLists = false;
    withDumps.resourceDump = true;
    withDumps.changeDump = true;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), withDumps);
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    m_source->put(QStringLiteral("sub/c.txt"), "charlie\n");
    QVERIFY(m_source->publishBaseline());

    const MirrorResult baseline = mirror();
    QCOMPARE(baseline.route, SyncRoute::ResourceDump);
    QCOMPARE(baseline.counts.create, 3);
    QVERIFY(baseline.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("sub/c.txt"))), QByteArray("charlie\n"));
    const int after = resourceRequests();
    QCOMPARE(after, 0); // everything came out of the ZIP

    m_source->put(QStringLiteral("a.txt"), "alpha 2\n");
    m_source->remove(QStringLiteral("b.txt"));
    m_source->put(QStringLiteral("d.txt"), "delta\n");
    QVERIFY(m_source->publishChanges());
    MirrorOptions options;
    options.deleteExtras = true;
    const MirrorResult changes = mirror(options);
    QCOMPARE(changes.route, SyncRoute::ChangeDump);
    QCOMPARE(changes.counts.update, 1);
    QCOMPARE(changes.counts.create, 1);
    QCOMPARE(changes.counts.deleted, 1);
    QVERIFY(changes.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha 2\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("d.txt"))), QByteArray("delta\n"));
    QVERIFY(!QFile::exists(copyPath(QStringLiteral("b.txt"))));
    QVERIFY(audit().counts.inSync());

    // Applied packages are not fetched again.
    const MirrorResult again = mirror(options);
    QCOMPARE(again.counts.total(), 0);
    QVERIFY(again.isComplete());
}

void tst_MirrorJob::traversalUrlsNeverLeaveTheCopy()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    // A list that names resources whose paths climb out.
    QFile list(m_sourceDir->filePath(QStringLiteral("resourcelist.xml")));
    QVERIFY(list.open(QIODevice::ReadOnly));
    QByteArray xml = list.readAll();
    list.close();
    const QByteArray hostile = "  <url><loc>http://source.example/res/%2e%2e/%2E%2E/escaped.txt"
                               "</loc></url>\n"
                               "  <url><loc>http://source.example/res/..%2f..%2fescaped2.txt"
                               "</loc></url>\n";
    xml.replace("</urlset>", QByteArray(hostile + "</urlset>"));
    QVERIFY(list.open(QIODevice::WriteOnly | QIODevice::Truncate));
    list.write(xml);
    list.close();
    QFile escaped(m_sourceDir->filePath(QStringLiteral("escaped.txt")));
    QVERIFY(escaped.open(QIODevice::WriteOnly));
    escaped.write("outside");
    escaped.close();

    const QString parent = QFileInfo(m_copyDir->path()).absolutePath();
    const QStringList outsideBefore = QDir(parent).entryList(QDir::AllEntries | QDir::Hidden);
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, 1);
    QVERIFY(result.counts.failed >= 1);
    QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden), outsideBefore);
    for (const QString &file : filesBelow(m_copyDir->path()))
        QVERIFY2(!file.contains(QStringLiteral("escaped")), qPrintable(file));
}

// A Resource Dump whose package tries every trick: an entry that climbs out
// (zip slip), a manifest path that is absolute, a bitstream that does not
// match its manifest, and a loc that escapes. Only the honest entry lands.
void tst_MirrorJob::hostileDumpPackageIsContained()
{
    const QByteArray origin = m_server->origin();
    const QByteArray good = "good bytes\n";
    const auto sha = [](const QByteArray &bytes) {
        return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    };
    const QByteArray manifest
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
          "<rs:md capability=\"resourcedump-manifest\" at=\"2026-01-01T00:00:00Z\"/>\n"
          "<url><loc>"
        + origin
        + "/res/good.txt</loc><rs:md path=\"/res/good.txt\" "
          "hash=\"sha-256:"
        + sha(good)
        + "\" length=\"11\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/slip.txt</loc><rs:md path=\"/../../slip.txt\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/abs.txt</loc><rs:md path=\"/etc/abs.txt\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/bad.txt</loc><rs:md path=\"/res/bad.txt\" "
          "hash=\"sha-256:"
        + sha("expected")
        + "\"/></url>\n"
          "<url><loc>"
        + origin
        + "/res/%2e%2e/%2e%2e/escape.txt</loc>"
          "<rs:md path=\"/res/escape.txt\"/></url>\n"
          "</urlset>\n";
    const QString zipPath = m_sourceDir->filePath(QStringLiteral("dump.zip"));
    {
        QuaZip zip(zipPath);
        QVERIFY(zip.open(QuaZip::mdCreate));
        const QList<std::pair<QString, QByteArray>> entries {
            {QStringLiteral("manifest.xml"), manifest},
            {QStringLiteral("res/good.txt"), good},
            {QStringLiteral("../../slip.txt"), "slipped"},
            {QStringLiteral("/etc/abs.txt"), "absolute"},
            {QStringLiteral("res/bad.txt"), "not what the manifest says"},
            {QStringLiteral("res/escape.txt"), "escaped"},
        };
        for (const auto &[name, data] : entries) {
            QuaZipFile file(&zip);
            QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
            file.write(data);
            file.close();
        }
        zip.close();
    }
    const auto writeXml = [&](const QString &name, const QByteArray &xml) {
        QFile file(m_sourceDir->filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(xml);
    };
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n";
    QDir().mkpath(m_sourceDir->filePath(QStringLiteral(".well-known")));
    writeXml(QStringLiteral(".well-known/resourcesync"),
             head + "<rs:md capability=\"description\"/>\n<url><loc>" + origin
                 + "/capabilitylist.xml</loc><rs:md capability=\"capabilitylist\"/></url>\n"
                   "</urlset>\n");
    writeXml(QStringLiteral("capabilitylist.xml"),
             head + "<rs:md capability=\"capabilitylist\"/>\n<url><loc>" + origin
                 + "/resourcedump.xml</loc><rs:md capability=\"resourcedump\"/></url>\n"
                   "</urlset>\n");
    writeXml(QStringLiteral("resourcedump.xml"),
             head + "<rs:md capability=\"resourcedump\" at=\"2026-01-01T00:00:00Z\"/>\n<url><loc>"
                 + origin + "/dump.zip</loc></url>\n</urlset>\n");

    const QString parent = QFileInfo(m_copyDir->path()).absolutePath();
    const QStringList outsideBefore = QDir(parent).entryList(QDir::AllEntries | QDir::Hidden);
    const MirrorResult result = mirror();
    QCOMPARE(result.route, SyncRoute::ResourceDump);
    // The slipping entry's bytes land where its loc belongs, inside the copy.
    QCOMPARE(result.counts.create, 2);
    QCOMPARE(result.counts.failed, 3);
    QVERIFY(!result.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("good.txt"))), good);
    QCOMPARE(readAll(copyPath(QStringLiteral("slip.txt"))), QByteArray("slipped"));
    QCOMPARE(filesBelow(m_copyDir->path()).size(), 2);
    QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden), outsideBefore);
    QStringList rules;
    for (const Finding &finding : result.findings)
        rules.append(finding.ruleId);
    QVERIFY2(rules.contains(QStringLiteral("SAFE-007")), qPrintable(rules.join(u' ')));
    QVERIFY2(rules.contains(QStringLiteral("RDM-011")), qPrintable(rules.join(u' ')));
    // A package with failures is fetched again next time.
    QVERIFY(readState(m_copyDir->path()).appliedPackages.isEmpty());
}

static SourceFixture::Options dumpsOnly()
{
    SourceFixture::Options options;
    options.resourceList = false;
    options.changeLists = false;
    options.resourceDump = true;
    options.changeDump = true;
    return options;
}

// A second baseline from the same Resource Dump must know every resource
// the packages hold, or --delete would take the whole copy away.
void tst_MirrorJob::resourceDumpRunAgainDeletesNothing()
{
    SourceFixture::Options options = dumpsOnly();
    options.changeDump = false;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), options);
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());

    MirrorOptions withDelete;
    withDelete.deleteExtras = true;
    const MirrorResult again = mirror(withDelete);
    QVERIFY(again.isComplete());
    QCOMPARE(again.counts.deleted, 0);
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
}

// Package 1 deletes b, package 2 creates it again: b stays, in its new state.
void tst_MirrorJob::changeDumpDeleteThenCreateKeepsTheResource()
{
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), dumpsOnly());
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->remove(QStringLiteral("b.txt"));
    QVERIFY(m_source->publishChanges());
    m_source->put(QStringLiteral("b.txt"), "bravo returns\n");
    QVERIFY(m_source->publishChanges());

    MirrorOptions withDelete;
    withDelete.deleteExtras = true;
    const MirrorResult result = mirror(withDelete);
    QCOMPARE(result.route, SyncRoute::ChangeDump);
    QVERIFY(result.isComplete());
    QCOMPARE(result.counts.deleted, 0);
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo returns\n"));
}

// A package that could not be fetched holds changes the copy lacks: the
// sync point stays before it, and the next run applies it and what follows.
void tst_MirrorJob::failedChangeDumpPackageIsTakenAgain()
{
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), dumpsOnly());
    m_source->setServedOrigin(m_server->origin());
    m_source->put(QStringLiteral("a.txt"), "alpha 1\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(mirror().isComplete());
    m_source->put(QStringLiteral("a.txt"), "alpha 2\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    m_source->put(QStringLiteral("a.txt"), "alpha 3\n");
    QVERIFY(m_source->publishChanges());
    m_server->setStatus("/changedump-1.zip", 404);

    const MirrorResult broken = mirror();
    QVERIFY(!broken.isComplete());
    m_server->setResponse("/changedump-1.zip", *m_server->folderResponse("/changedump-1.zip"));
    const MirrorResult repaired = mirror();
    QVERIFY(repaired.isComplete());
    QCOMPARE(readAll(copyPath(QStringLiteral("a.txt"))), QByteArray("alpha 3\n"));
    QCOMPARE(readAll(copyPath(QStringLiteral("b.txt"))), QByteArray("bravo\n"));
}

// The source given as a folder: its packages are read from there.
void tst_MirrorJob::dumpFromALocalFolder()
{
    SourceFixture::Options options = dumpsOnly();
    options.changeDump = false;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), options);
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    CrawlJob crawl(m_sourceDir->path(), {}, &m_network);
    QSignalSpy crawled(&crawl, &Job::finished);
    crawl.start();
    QVERIFY(crawled.wait(20'000));
    auto tree = std::make_shared<const SourceTree>(crawl.takeTree());
    MirrorJob job(tree, m_sourceDir->path(), m_copyDir->path(), {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    QCOMPARE(job.result().route, SyncRoute::ResourceDump);
    QVERIFY(job.result().isComplete());
    const QString copied = LocalCopyLayout(m_copyDir->path())
                               .filePathFor(QUrl(QStringLiteral("http://source.example/res/a.txt")))
                               .value;
    QCOMPARE(readAll(copied), QByteArray("alpha\n"));
}

// A transfer cut off halfway (the server announced more than it sent) is a
// failure; the file already in the copy keeps its bytes.
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
void tst_MirrorJob::fromAutoTakesTheCheaperRoute()
{
    SourceFixture::Options both;
    both.resourceDump = true;
    both.changeDump = true;
    m_source = std::make_unique<SourceFixture>(m_sourceDir->path(), both);
    m_source->setServedOrigin(m_server->origin());
    for (int i = 0; i < 20; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), QByteArray(200, char('a' + i)));
    QVERIFY(m_source->publishBaseline());

    // An empty copy: one package instead of 20 requests.
    const MirrorResult baseline = mirror();
    QCOMPARE(baseline.route, SyncRoute::ResourceDump);
    QCOMPARE(baseline.routeDecision.reason, RouteReason::DumpsCheaper);
    QCOMPARE(baseline.routeDecision.dumpRequests, 1);
    QCOMPARE(baseline.routeDecision.listRequests, 20);
    QVERIFY(baseline.routeDecision.explanation.contains(QStringLiteral("1 requests")));
    QCOMPARE(resourceRequests(), 0);
    QVERIFY(baseline.isComplete());
    const QJsonObject json
        = QJsonDocument::fromJson(
              writeSyncReport(SyncReport::fromMirror(baseline, SpecVersion::V1_1),
                              ReportFormat::Json))
              .object();
    QCOMPARE(json.value(QStringLiteral("routeReason")).toString(), QStringLiteral("dumps-cheaper"));
    QVERIFY(!json.value(QStringLiteral("routeExplanation")).toString().isEmpty());

    // A copy that holds everything: the lists cost no request.
    MirrorOptions again;
    again.forceBaseline = true;
    const MirrorResult rebaseline = mirror(again);
    QCOMPARE(rebaseline.route, SyncRoute::ResourceList);
    QCOMPARE(rebaseline.routeDecision.reason, RouteReason::ListsCheaper);
    QCOMPARE(rebaseline.counts.same, 20);

    // Changes: one package against the changed resources.
    for (int i = 0; i < 5; ++i)
        m_source->put(QStringLiteral("r%1.txt").arg(i), QByteArray(300, char('A' + i)));
    QVERIFY(m_source->publishChanges());
    const MirrorResult changes = mirror();
    QCOMPARE(changes.route, SyncRoute::ChangeDump);
    QCOMPARE(changes.routeDecision.reason, RouteReason::DumpsCheaper);
    QCOMPARE(changes.counts.update, 5);
    QVERIFY(audit().counts.inSync());

    // --from list still takes the lists, and says it was asked.
    m_source->put(QStringLiteral("r0.txt"), "again");
    QVERIFY(m_source->publishChanges());
    MirrorOptions lists;
    lists.prefer = MirrorOptions::Prefer::Lists;
    const MirrorResult asked = mirror(lists);
    QCOMPARE(asked.route, SyncRoute::ChangeList);
    QCOMPARE(asked.routeDecision.reason, RouteReason::AskedLists);

    // A dump whose manifest leaves a listed resource out is not taken.
    QFile manifest(m_sourceDir->filePath(QStringLiteral("resourcedump-manifest-1.xml")));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QByteArray xml = manifest.readAll();
    manifest.close();
    const qsizetype first = xml.indexOf("<url>");
    xml.remove(first, xml.indexOf("</url>", first) + 6 - first);
    QVERIFY(rsi::test::writeRaw(manifest.fileName(), xml));
    QTemporaryDir fresh;
    QVERIFY(crawl());
    MirrorJob job(m_tree, QStringLiteral("test"), fresh.path(), {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(20'000));
    QCOMPARE(job.result().route, SyncRoute::ResourceList);
    QCOMPARE(job.result().routeDecision.reason, RouteReason::DumpsIncomplete);
}

// Issue 16 item 10: a download the inspector refused (here, a redirect
// loop) says so, not "http 302".
void tst_MirrorJob::refusedRedirectSaysWhatHappened()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishBaseline());
    m_server->redirectLoop("/res/b.txt", "/res/b2.txt");
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.failed, 1);
    for (const AuditItem &item : result.items.readAll()) {
        if (item.state != AuditState::Failed)
            continue;
        QStringList keys;
        for (const AuditReason &reason : item.reasons)
            keys.append(reason.key());
        QCOMPARE(keys, QStringList({QStringLiteral("missing"), QStringLiteral("refused")}));
        QVERIFY2(item.reasons.constLast().description().contains(QStringLiteral("redirect")),
                 qPrintable(item.reasons.constLast().description()));
    }
}

// Issue 16 item 10: a destination that is a link to a folder is refused as
// a link, not as "not a folder".
void tst_MirrorJob::linkedDestinationIsCalledALink()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    QVERIFY(crawl());
    const QString link = m_outerDir->filePath(QStringLiteral("linked"));
    QVERIFY(QFile::link(m_copyDir->path(), link));
    MirrorJob job(m_tree, QStringLiteral("test"), link, {}, &m_network);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job.error(), Job::Error::InvalidInput);
    QVERIFY2(job.errorString().contains(QStringLiteral("symbolic link")),
             qPrintable(job.errorString()));
    QVERIFY(!job.errorString().contains(QStringLiteral("not a folder")));
    QVERIFY(filesBelow(m_copyDir->path(), true).isEmpty());
}

// What a mirror created does not read "the local copy does not have this
// resource": it says what was, and what was done.
void tst_MirrorJob::reasonsSayWhatWasDone()
{
    m_source->put(QStringLiteral("a.txt"), "alpha\n");
    QVERIFY(m_source->publishBaseline());
    const MirrorResult created = mirror();
    const QList<AuditItem> items = created.items.readAll();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.constFirst().state, AuditState::Create);
    QCOMPARE(items.constFirst().reasons.constFirst().key(), QStringLiteral("missing"));
    const QString said = items.constFirst().reasons.constFirst().description();
    QVERIFY2(!said.contains(QStringLiteral("does not have")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("downloaded")), qPrintable(said));

    // A dry run says what is, and would be done.
    m_source->put(QStringLiteral("b.txt"), "bravo\n");
    QVERIFY(m_source->publishChanges());
    MirrorOptions dry;
    dry.dryRun = true;
    const MirrorResult planned = mirror(dry);
    for (const AuditItem &item : planned.items.readAll()) {
        if (item.state == AuditState::Create)
            QVERIFY(!item.reasons.constLast().done);
    }
}

// What a name cannot say, end to end: case twins, NFC and NFD twins, and a
// URL whose file another needs as a folder each get a file of their own
// (the state says which), on a copy that would also hold on a case- and
// normalisation-insensitive file system; an audit reads the state's paths;
// a second run finds everything where the first put it.
void tst_MirrorJob::twinsGetPathsOfTheirOwn()
{
    const QList<std::pair<QByteArray, QByteArray>> resources = {
        {"/res/Report.PDF", "upper"}, {"/res/report.pdf", "lower"}, {"/res/%C3%A4.txt", "nfc"},
        {"/res/a%CC%88.txt", "nfd"},  {"/res/a", "a file"},         {"/res/a/b", "below a"},
        {"/res/c/d", "below c"},      {"/res/c", "c as a file"},
    };
    const QByteArray origin = SourceFixture::origin();
    QByteArray entries;
    for (const auto &[path, content] : resources) {
        LoopbackServer::Response response;
        response.body = content;
        m_server->setResponse(path, response);
        entries += "<url><loc>" + origin + path + "</loc><rs:md hash=\"md5:"
            + QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex() + "\" length=\""
            + QByteArray::number(content.size()) + "\"/></url>\n";
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
    const MirrorResult result = mirror();
    QCOMPARE(result.counts.create, resources.size());
    QVERIFY(result.isComplete());
    QSet<QString> keys;
    {
        StateLookup state(m_copyDir->path());
        QVERIFY(state.isOpen());
        for (const auto &[path, content] : resources) {
            const QString key
                = m_server->url(QString::fromLatin1(path)).toString(QUrl::FullyEncoded);
            const std::optional<QString> where = state.pathOf(key);
            QVERIFY2(where, qPrintable(key));
            QCOMPARE(readAll(m_copyDir->filePath(*where)), content);
            keys.insert(LocalCopyLayout::collisionKey(*where));
            QCOMPARE(state.urlAt(*where), key);
        }
    }
    QCOMPARE(keys.size(), resources.size());
    // The audit finds each where the state says.
    QVERIFY(crawl());
    const SourceInventory inventory(*m_tree, SpecVersion::V1_1);
    StateLookup state(m_copyDir->path());
    const AuditResult audited = AuditComparison::compare(
        inventory.expected(), LocalCopyLayout(m_copyDir->path()), {}, nullptr, {}, &state);
    QVERIFY2(audited.counts.inSync(),
             qPrintable(QStringLiteral("%1 create, %2 update, %3 delete")
                            .arg(audited.counts.create)
                            .arg(audited.counts.update)
                            .arg(audited.counts.deleted)));
    const int before = resourceRequests();
    const MirrorResult again = mirror();
    QCOMPARE(again.counts.same, resources.size());
    QCOMPARE(resourceRequests(), before);
}

QTEST_GUILESS_MAIN(tst_MirrorJob)
#include "tst_mirrorjob.moc"
