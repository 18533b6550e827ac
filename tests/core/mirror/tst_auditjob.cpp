// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawl/sourcetree.h"
#include "mirror/auditjob.h"
#include "mirror/localcopylayout.h"
#include "parse/documentparser.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>

using namespace rsi;

class tst_AuditJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void comparesWithTheListsAndTheirChanges();
    void optionsTurnChecksOff();
    void missingFolderMeansCreateAll();
    void destinationThatIsAFileFails();
    void noTreeFails();
    void progressIsCoalescedAndReachesTheTotal();
    void runsOffTheJobsThread();
    void cancelBeforeStart();
    void cancelKeepsWhatWasJudged();
    void deletedWhileRunning();
};

namespace {

const QDateTime t0(QDate(2026, 1, 1), QTime(9, 0), QTimeZone::utc());

QByteArray md5(const QByteArray &content)
{
    return QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex();
}

QString w3c(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

// A <url> of a list: loc, lastmod, length and md5 of content, and for a
// Change List the change and its time.
QByteArray urlEntry(const QString &loc, const QByteArray &content, const QDateTime &lastmod,
                    const QByteArray &change = {}, const QDateTime &datetime = {})
{
    QByteArray xml = "<url><loc>" + loc.toUtf8() + "</loc><lastmod>" + w3c(lastmod).toUtf8()
        + "</lastmod><rs:md";
    if (!change.isEmpty())
        xml += " change='" + change + "' datetime='" + w3c(datetime).toUtf8() + "'";
    if (change != "deleted")
        xml += " length='" + QByteArray::number(content.size()) + "' hash='md5:" + md5(content)
            + "'";
    return xml + "/></url>\n";
}

CrawledDocument listDocument(const QByteArray &metadata, const QByteArray &urls,
                             const char *address)
{
    const QByteArray xml = "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                           "xmlns:rs='http://www.openarchives.org/rs/terms/'>\n"
        + metadata + "\n" + urls + "</urlset>\n";
    CrawledDocument document;
    document.url = QUrl(QString::fromLatin1(address));
    document.adopt(DocumentParser().parseBytes(xml, document.url), {});
    return document;
}

QString loc(const char *name)
{
    return QStringLiteral("https://example.org/res/") + QLatin1StringView(name);
}

bool writeFile(const QString &path, const QByteArray &content, const QDateTime &modified)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return false;
    file.close();
    if (!file.open(QIODevice::ReadWrite))
        return false;
    return file.setFileTime(modified, QFileDevice::FileModificationTime);
}

// Writes content where the local copy keeps url.
bool writeCopy(const QString &root, const QString &url, const QByteArray &content,
               const QDateTime &modified)
{
    const auto path = LocalCopyLayout(root).filePathFor(QUrl(url));
    return path.isValid() && writeFile(path.value, content, modified);
}

// A Resource List at T0 naming `count` small resources, res/0 ... res/<count-1>.
std::shared_ptr<const SourceTree> manyResources(int count, QHash<QString, QByteArray> *contents)
{
    QByteArray urls;
    for (int i = 0; i < count; ++i) {
        const QString url = loc(QByteArray::number(i).constData());
        const QByteArray content = "resource " + QByteArray::number(i) + '\n';
        contents->insert(url, content);
        urls += urlEntry(url, content, t0.addDays(-1));
    }
    auto tree = std::make_shared<SourceTree>();
    tree->add(listDocument("<rs:md capability='resourcelist' at='" + w3c(t0).toUtf8() + "'/>", urls,
                           "https://example.org/resourcelist.xml"));
    return tree;
}

const AuditItem *itemFor(const AuditResult &result, const QString &url)
{
    for (const AuditItem &item : result.items) {
        if (item.url == QUrl(url))
            return &item;
    }
    return nullptr;
}

QStringList keysOf(const AuditItem &item)
{
    QStringList keys;
    for (const AuditReason &reason : item.reasons)
        keys.append(reason.key());
    return keys;
}

} // namespace

// The library of the catalogue's example: a Resource List at T0, then a
// Change List after it updates one resource, deletes one and creates one.
// The audit compares against the state after the changes (19.3-1).
void tst_AuditJob::comparesWithTheListsAndTheirChanges()
{
    const QDateTime old = t0.addDays(-10);
    auto tree = std::make_shared<SourceTree>();
    tree->add(listDocument("<rs:md capability='resourcelist' at='" + w3c(t0).toUtf8() + "'/>",
                           urlEntry(loc("a"), "alpha", old) + urlEntry(loc("b"), "bravo", old)
                               + urlEntry(loc("c"), "charlie", old),
                           "https://example.org/resourcelist.xml"));
    const QDateTime changed = t0.addSecs(1800);
    tree->add(listDocument(
        "<rs:md capability='changelist' from='" + w3c(t0).toUtf8() + "' until='"
            + w3c(t0.addSecs(3600)).toUtf8() + "'/>",
        urlEntry(loc("b"), "bravo, second edition", changed, "updated", changed)
            + urlEntry(loc("c"), {}, changed.addSecs(60), "deleted", changed.addSecs(60))
            + urlEntry(loc("d"), "delta", changed.addSecs(120), "created", changed.addSecs(120)),
        "https://example.org/changelist.xml"));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeCopy(dir.path(), loc("a"), "alpha", old));
    QVERIFY(writeCopy(dir.path(), loc("b"), "bravo", old)); // the first edition
    QVERIFY(writeCopy(dir.path(), loc("c"), "charlie", old));

    AuditJob job(tree, dir.path(), AuditOptions());
    QCOMPARE(job.destination(), dir.path());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::NoError);
    const AuditResult &result = job.result();
    QVERIFY(!result.canceled);
    QCOMPARE(result.counts.same, 1);
    QCOMPARE(result.counts.update, 1);
    QCOMPARE(result.counts.deleted, 1);
    QCOMPARE(result.counts.create, 1);
    QCOMPARE(result.counts.failed, 0);
    QCOMPARE(result.items.size(), 4);

    QCOMPARE(itemFor(result, loc("a"))->state, AuditState::Same);
    const AuditItem *b = itemFor(result, loc("b"));
    QCOMPARE(b->state, AuditState::Update);
    // Judged by the change's metadata, not the Resource List's.
    QCOMPARE(keysOf(*b), (QStringList {QStringLiteral("length"), QStringLiteral("lastmod")}));
    QCOMPARE(b->reasons.at(0).expected, QString::number(qsizetype(21)));
    const AuditItem *c = itemFor(result, loc("c"));
    QCOMPARE(c->state, AuditState::Delete);
    QCOMPARE(c->relativePath, QStringLiteral("example.org/res/c"));
    const AuditItem *d = itemFor(result, loc("d"));
    QCOMPARE(d->state, AuditState::Create);
    QCOMPARE(keysOf(*d), QStringList {QStringLiteral("missing")});

    // The times the audit was computed against.
    QCOMPARE(job.baselineAt(), std::optional<QDateTime>(t0));
    QCOMPARE(job.changesUntil(), std::optional<QDateTime>(t0.addSecs(3600)));
    QCOMPARE(job.processedAmount(), 4);
    QCOMPARE(job.totalAmount(), 4);
}

void tst_AuditJob::optionsTurnChecksOff()
{
    auto tree = std::make_shared<SourceTree>();
    tree->add(listDocument("<rs:md capability='resourcelist' at='" + w3c(t0).toUtf8() + "'/>",
                           urlEntry(loc("a"), "alpha", t0) + urlEntry(loc("b"), "bravo", t0),
                           "https://example.org/resourcelist.xml"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeCopy(dir.path(), loc("a"), "ALPHA", t0)); // same length, other content
    QVERIFY(writeCopy(dir.path(), loc("b"), "bravo", t0.addDays(-3))); // older file

    const auto run = [&](const AuditOptions &options) {
        AuditJob job(tree, dir.path(), options);
        QSignalSpy finished(&job, &Job::finished);
        job.start();
        if (!finished.wait(10'000))
            return AuditCounts();
        return job.result().counts;
    };
    const AuditCounts all = run(AuditOptions());
    QCOMPARE(all.update, 2);
    AuditOptions noHash;
    noHash.compareHash = false;
    QCOMPARE(run(noHash).update, 1); // only b's lastmod differs now
    AuditOptions neither = noHash;
    neither.compareLastmod = false;
    QCOMPARE(run(neither).same, 2);
}

void tst_AuditJob::missingFolderMeansCreateAll()
{
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(5, &contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    AuditJob job(tree, dir.filePath(QStringLiteral("not/made/yet")), AuditOptions());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job.error(), Job::Error::NoError);
    QCOMPARE(job.result().counts.create, 5);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("not")))); // nothing written
}

void tst_AuditJob::destinationThatIsAFileFails()
{
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(2, &contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("file"));
    QVERIFY(writeFile(file, "not a folder", t0));
    AuditJob job(tree, file, AuditOptions());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.error(), Job::Error::InvalidInput);
    QVERIFY2(job.errorString().contains(file), qPrintable(job.errorString()));
    QVERIFY(job.result().items.isEmpty());
}

void tst_AuditJob::noTreeFails()
{
    AuditJob job(nullptr, QDir::tempPath(), AuditOptions());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(job.error(), Job::Error::InvalidInput);
    QVERIFY(!job.errorString().isEmpty());
}

void tst_AuditJob::progressIsCoalescedAndReachesTheTotal()
{
    constexpr int count = 3000;
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(count, &contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (auto it = contents.cbegin(); it != contents.cend(); ++it)
        QVERIFY(writeCopy(dir.path(), it.key(), it.value(), t0.addDays(-1)));

    AuditJob job(tree, dir.path(), AuditOptions());
    QSignalSpy progress(&job, &Job::progressChanged);
    QSignalSpy finished(&job, &Job::finished);
    QElapsedTimer timer;
    timer.start();
    job.start();
    QVERIFY(finished.wait(60'000));
    qInfo("audit of %d files with md5: %lld ms, %lld progress signals", count, timer.elapsed(),
          qint64(progress.size()));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(job.result().counts.same, count);
    // Not one signal per file: the worker reports at most every 50 ms.
    QVERIFY(!progress.isEmpty());
    QVERIFY2(progress.size() < count / 2, qPrintable(QString::number(progress.size())));
    // Never backwards, and it ends at the total.
    qint64 last = -1;
    for (const QList<QVariant> &signal : std::as_const(progress)) {
        QVERIFY(signal.at(0).toLongLong() >= last);
        last = signal.at(0).toLongLong();
    }
    QCOMPARE(job.processedAmount(), qint64(count));
    QCOMPARE(job.totalAmount(), qint64(count));
}

void tst_AuditJob::runsOffTheJobsThread()
{
    // The job's thread stays free while files are hashed: its event loop
    // runs (a timer fires) before the job is done. The comparison itself
    // calls no code of the test, so this is seen through the signals'
    // thread: they arrive on this thread, queued.
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(200, &contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (auto it = contents.cbegin(); it != contents.cend(); ++it)
        QVERIFY(writeCopy(dir.path(), it.key(), it.value(), t0.addDays(-1)));
    AuditJob job(tree, dir.path(), AuditOptions());
    QList<QThread *> threads;
    connect(&job, &Job::progressChanged, this,
            [&threads] { threads.append(QThread::currentThread()); });
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QVERIFY(!job.isFinished()); // start() only schedules
    QVERIFY(finished.wait(10'000));
    QVERIFY(!threads.isEmpty());
    for (QThread *thread : std::as_const(threads))
        QCOMPARE(thread, QThread::currentThread());
}

void tst_AuditJob::cancelBeforeStart()
{
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(3, &contents);
    AuditJob job(tree, QDir::tempPath(), AuditOptions());
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    job.cancel();
    QCOMPARE(finished.size(), 1);
    QVERIFY(job.isCanceled());
    QVERIFY(job.result().canceled);
    QVERIFY(job.result().items.isEmpty());
    QTest::qWait(50); // the start scheduled before does nothing now
    QCOMPARE(finished.size(), 1);
}

void tst_AuditJob::cancelKeepsWhatWasJudged()
{
    constexpr int count = 4000;
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(count, &contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (auto it = contents.cbegin(); it != contents.cend(); ++it)
        QVERIFY(writeCopy(dir.path(), it.key(), it.value(), t0.addDays(-1)));

    AuditJob job(tree, dir.path(), AuditOptions());
    QSignalSpy finished(&job, &Job::finished);
    bool canceledMidway = false;
    // At the first progress report, the comparison is under way.
    connect(&job, &Job::progressChanged, this, [&](qint64 done, qint64 total) {
        if (job.isFinished() || done == 0 || done >= total)
            return;
        canceledMidway = true;
        job.cancel();
    });
    job.start();
    QVERIFY(finished.wait(60'000) || finished.size() == 1);
    QCOMPARE(finished.size(), 1);
    if (!canceledMidway)
        QSKIP("The audit finished before its first progress report arrived.");
    QVERIFY(job.isCanceled());
    QCOMPARE(job.error(), Job::Error::Canceled);
    const AuditResult &result = job.result();
    QVERIFY(result.canceled);
    QVERIFY(!result.items.isEmpty());
    QVERIFY(result.items.size() < count);
    QCOMPARE(result.counts.total(), result.items.size());
    QTest::qWait(100); // nothing arrives after the end
    QCOMPARE(finished.size(), 1);
}

void tst_AuditJob::deletedWhileRunning()
{
    constexpr int count = 2000;
    QHash<QString, QByteArray> contents;
    const auto tree = manyResources(count, &contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (auto it = contents.cbegin(); it != contents.cend(); ++it)
        QVERIFY(writeCopy(dir.path(), it.key(), it.value(), t0.addDays(-1)));
    auto *job = new AuditJob(tree, dir.path(), AuditOptions());
    QSignalSpy progress(job, &Job::progressChanged);
    job->start();
    QVERIFY(progress.wait(10'000));
    delete job; // waits for the worker, which stops at the next file
    QTest::qWait(100); // no progress for a deleted job arrives
}

QTEST_GUILESS_MAIN(tst_AuditJob)
#include "tst_auditjob.moc"
