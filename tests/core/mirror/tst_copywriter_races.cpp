// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_CopyWriter: concurrent writes, paths too long, links planted during a
// write, folders removed during a run, many folders, a root that is a link, and
// FileWriteQueue (every job ends once, batches, holds).
#include "tst_copywriter.h"

void tst_CopyWriter::concurrentWritesIntoNewFolder()
{
    // Several threads making the same new folders at once all succeed.
    const CopyWriter writer(root());
    constexpr int threads = 4;
    constexpr int filesPerThread = 25;
    std::atomic_int failures = 0;
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        workers.emplace_back([&, t] {
            for (int i = 0; i < filesPerThread; ++i) {
                QString error;
                const QString relative
                    = QStringLiteral("h/d%1/e/f%2-%3")
                          .arg(QString::number(i % 3), QString::number(t), QString::number(i));
                if (!writer.writeData(relative, relative.toUtf8(), {}, &error))
                    ++failures;
            }
        });
    }
    for (std::thread &worker : workers)
        worker.join();
    QCOMPARE(failures.load(), 0);
    QCOMPARE(readFile(inRoot(QStringLiteral("h/d1/e/f2-4"))), QByteArray("h/d1/e/f2-4"));
}

void tst_CopyWriter::pathTooLongLeavesNothing()
{
    // Issue 16, item 10: a path deeper than PATH_MAX was refused after the
    // folders on its way had been made, and they stayed.
    QString relative = QStringLiteral("h");
    while (relative.size() < 5000)
        relative += u'/' + QString(120, u'd');
    relative += QStringLiteral("/file.txt");
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.writeData(relative, "deep", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("too long")), qPrintable(error));
    QVERIFY(writer.prepare(relative, &error).isEmpty());
    QCOMPARE(writer.openSaveFile(relative, &error), nullptr);
    QCOMPARE(listTree(root()), QStringList());
    QVERIFY(stagingLeftovers().isEmpty());
}

void tst_CopyWriter::refusedDeepPathRemovesTheFoldersItMade()
{
    // A name the file system refuses (over 255 bytes) three folders down:
    // the two folders made on the way are removed again, the ones that
    // were there stay.
    QVERIFY(writeRaw(inRoot(QStringLiteral("h/kept")), "k"));
    const QString relative
        = QStringLiteral("h/new1/new2/") + QString(300, u'n') + QStringLiteral("/file.txt");
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.writeData(relative, "x", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("could not be created")), qPrintable(error));
    QCOMPARE(listTree(root()), QStringList({QStringLiteral("h"), QStringLiteral("h/kept")}));
    // The writer still works afterwards.
    QVERIFY2(writer.writeData(QStringLiteral("h/new1/ok"), "ok", {}, &error), qPrintable(error));
}

void tst_CopyWriter::trashPathTooLongKeepsTheFile()
{
    // The trash path is longer than the file's own: refused, file kept.
    QString relative = QStringLiteral("h");
    while (relative.size() < 4000 - root().size())
        relative += u'/' + QString(100, u'd');
    relative += QStringLiteral("/f");
    const CopyWriter writer(root());
    QString error;
    QVERIFY2(writer.writeData(relative, "keep me", {}, &error), qPrintable(error));
    QVERIFY(!writer.remove(relative, QStringLiteral("20261122T120000Z"), false, &error));
    QVERIFY2(error.contains(QStringLiteral("too long")), qPrintable(error));
    QCOMPARE(readFile(inRoot(relative)), QByteArray("keep me"));
    QVERIFY(!QFileInfo::exists(
        inRoot(rsi::LocalCopyLayout::stateDirectoryName() + u'/' + CopyWriter::trashFolderName())));
}

void tst_CopyWriter::linkPlantedDuringWriteIsNotFollowed()
{
#ifndef Q_OS_UNIX
    QSKIP("The path-based fallback checks just before each use; only descriptors close the gap.");
#endif
    // Between opening a staged file and committing it, the target's folder
    // is moved aside and a link to a folder outside takes its place. The
    // file must not appear outside: it lands in the folder that was checked.
    const CopyWriter writer(root());
    QString error;
    const std::unique_ptr<rsi::StagedFile> file(
        writer.openSaveFile(QStringLiteral("h/a/x.txt"), &error));
    QVERIFY2(file, qPrintable(error));
    QCOMPARE(file->write("payload"), 7);
    QVERIFY(QDir(root()).rename(QStringLiteral("h/a"), QStringLiteral("h/moved")));
    QVERIFY(QFile::link(outside(), inRoot(QStringLiteral("h/a"))));
    writer.commit(file.get(), {}, &error);
    QCOMPARE(listTree(outside()), QStringList());
    QCOMPARE(readFile(inRoot(QStringLiteral("h/moved/x.txt"))), QByteArray("payload"));
    // Later in the same run, the kept folder is still the one that was
    // checked: a write lands there, never through the link.
    QVERIFY2(writer.writeData(QStringLiteral("h/a/y.txt"), "kept", {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/moved/y.txt"))), QByteArray("kept"));
    QCOMPARE(listTree(outside()), QStringList());
    // The next run opens its folders afresh and refuses the link.
    const CopyWriter nextRun(root());
    QVERIFY(!nextRun.writeData(QStringLiteral("h/a/z.txt"), "no", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
    QCOMPARE(listTree(outside()), QStringList());
}

void tst_CopyWriter::linkPlantedAtTargetDuringWriteIsRefused()
{
    QVERIFY(writeRaw(outside() + QStringLiteral("/secret.txt"), "secret"));
    const CopyWriter writer(root());
    QString error;
    const std::unique_ptr<rsi::StagedFile> file(
        writer.openSaveFile(QStringLiteral("h/x.txt"), &error));
    QVERIFY2(file, qPrintable(error));
    file->write("overwrite?");
    QVERIFY(
        QFile::link(outside() + QStringLiteral("/secret.txt"), inRoot(QStringLiteral("h/x.txt"))));
    QVERIFY(!writer.commit(file.get(), {}, &error));
    QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
    QCOMPARE(readFile(outside() + QStringLiteral("/secret.txt")), QByteArray("secret"));
    QVERIFY(QFileInfo(inRoot(QStringLiteral("h/x.txt"))).isSymLink());
}

void tst_CopyWriter::folderRemovedDuringRunIsMadeAgain()
{
    // The writer keeps the folders it opened; when one goes away (its own
    // removal pruning it, or someone else), later writes make it again.
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/a/b/x"), "1", {}, &error));
    QVERIFY(writer.remove(QStringLiteral("h/a/b/x"), QString(), true, &error));
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("h"))));
    QVERIFY2(writer.writeData(QStringLiteral("h/a/b/y"), "2", {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a/b/y"))), QByteArray("2"));

    QVERIFY(QDir(inRoot(QStringLiteral("h"))).removeRecursively());
    QVERIFY2(writer.writeData(QStringLiteral("h/a/b/z"), "3", {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a/b/z"))), QByteArray("3"));

    // Removed between opening and committing a staged file.
    const std::unique_ptr<rsi::StagedFile> file(
        writer.openSaveFile(QStringLiteral("h/a/b/w"), &error));
    QVERIFY2(file, qPrintable(error));
    file->write("4");
    QVERIFY(QDir(inRoot(QStringLiteral("h"))).removeRecursively());
    QVERIFY2(writer.commit(file.get(), {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a/b/w"))), QByteArray("4"));

    // The staging folder itself removed.
    QVERIFY(QDir(inRoot(rsi::LocalCopyLayout::stateDirectoryName())).removeRecursively());
    QVERIFY2(writer.writeData(QStringLiteral("h/v"), "5", {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/v"))), QByteArray("5"));
    QVERIFY(stagingLeftovers().isEmpty());
}

void tst_CopyWriter::manyFoldersInOneRun()
{
    // More folders than the writer keeps open: all written, none lost.
    const CopyWriter writer(root());
    QString error;
    const int folders = 2 * 64 + 5;
    for (int round = 0; round < 2; ++round) {
        for (int i = 0; i < folders; ++i) {
            const QString relative = QStringLiteral("h/f%1/file").arg(i);
            QVERIFY2(writer.writeData(relative, QByteArray::number(i + round), {}, &error),
                     qPrintable(error));
        }
    }
    for (int i = 0; i < folders; i += 17)
        QCOMPARE(readFile(inRoot(QStringLiteral("h/f%1/file").arg(i))), QByteArray::number(i + 1));
    QVERIFY(stagingLeftovers().isEmpty());
}

void tst_CopyWriter::rootMayBeALink()
{
    // The root is the user's choice: a link to a folder is followed there,
    // and only there.
    const QString real = m_dir->filePath(QStringLiteral("real"));
    QVERIFY(QDir().mkpath(real));
    const QString linked = m_dir->filePath(QStringLiteral("linked"));
    QVERIFY(QFile::link(real, linked));
    const CopyWriter writer(linked);
    QString error;
    QVERIFY2(writer.writeData(QStringLiteral("h/x"), "via link", {}, &error), qPrintable(error));
    QCOMPARE(readFile(real + QStringLiteral("/h/x")), QByteArray("via link"));
}

void tst_CopyWriter::writeQueueEndsEveryJobOnce()
{
    // The mirror's writes: many files through the queue, each finished()
    // once, on this thread, after its job.
    const CopyWriter writer(root());
    rsi::FileWriteQueue queue(2);
    constexpr int files = 300;
    std::vector<std::atomic_bool> written(files);
    std::vector<int> finished(files, 0);
    int ended = 0;
    for (int i = 0; i < files; ++i) {
        queue.enqueue(
            [&writer, &written, i] {
                QString error;
                written[std::size_t(i)]
                    = writer.writeData(QStringLiteral("q/%1/f%2").arg(i % 7).arg(i),
                                       QByteArray::number(i), {}, &error);
            },
            [&, i] {
                QCOMPARE(QThread::currentThread(), thread());
                QVERIFY(written[std::size_t(i)]);
                ++finished[std::size_t(i)];
                ++ended;
            });
    }
    QCOMPARE(queue.pending(), qsizetype(files));
    QTRY_COMPARE(ended, files);
    QCOMPARE(queue.pending(), qsizetype(0));
    QVERIFY(std::all_of(finished.cbegin(), finished.cend(), [](int n) { return n == 1; }));
    QCOMPARE(readFile(inRoot(QStringLiteral("q/3/f150"))), QByteArray("150"));
}

void tst_CopyWriter::writeQueueDestroyedWithJobsQueued()
{
    // A mirror job deleted mid-run deletes its queue: what had not started
    // never runs, what ran is not reported, nothing crashes.
    auto ran = std::make_shared<std::atomic_int>(0);
    int finished = 0;
    int finishedBefore = 0;
    {
        rsi::FileWriteQueue queue(1);
        for (int i = 0; i < 50; ++i)
            queue.enqueue(
                [ran] {
                    QThread::msleep(20);
                    ++*ran;
                },
                [&finished] { ++finished; });
        QTRY_VERIFY(ran->load() >= 1);
        finishedBefore = finished;
    }
    // The job running then ends; no other starts.
    QTest::qWait(100);
    const int settled = ran->load();
    QVERIFY2(settled < 50, qPrintable(QString::number(settled)));
    QTest::qWait(100);
    QCOMPARE(ran->load(), settled);
    QCoreApplication::processEvents();
    QCOMPARE(finished, finishedBefore);
}

void tst_CopyWriter::writeQueueRunsALoneJobAfterItsHold()
{
    // Fewer jobs than a batch wait for company, not forever: the last file of
    // a mirror is written too.
    rsi::FileWriteQueue queue(2);
    std::atomic<QThread *> ranOn = nullptr;
    int ended = 0;
    queue.enqueue([&ranOn] { ranOn = QThread::currentThread(); }, [&ended] { ++ended; });
    QTRY_COMPARE_WITH_TIMEOUT(ended, 1, 2000);
    QVERIFY(ranOn.load() != nullptr);
    QVERIFY(ranOn.load() != thread());
    QCOMPARE(queue.pending(), qsizetype(0));
}

void tst_CopyWriter::writeQueueStartsAFullBatchAtOnce()
{
    // A full batch wakes the pool at once, without this thread's event loop
    // (which the hold of a smaller one needs).
    rsi::FileWriteQueue queue(1);
    auto ran = std::make_shared<std::atomic_int>(0);
    for (int i = 0; i < rsi::FileWriteQueue::batchSize; ++i)
        queue.enqueue([ran] { ++*ran; }, [] {});
    QElapsedTimer clock;
    clock.start();
    while (ran->load() < rsi::FileWriteQueue::batchSize && clock.elapsed() < 5000)
        QThread::msleep(1); // no events processed here
    QCOMPARE(ran->load(), rsi::FileWriteQueue::batchSize);
    QTRY_COMPARE(queue.pending(), qsizetype(0));
}

void tst_CopyWriter::writeQueueDropsHeldJobsWithItself()
{
    // Jobs still held when the queue goes (a mirror stopped) never run.
    auto ran = std::make_shared<std::atomic_int>(0);
    int finished = 0;
    {
        rsi::FileWriteQueue queue(2);
        for (int i = 0; i < rsi::FileWriteQueue::batchSize - 1; ++i)
            queue.enqueue([ran] { ++*ran; }, [&finished] { ++finished; });
    }
    QTest::qWait(rsi::FileWriteQueue::holdMs * 20);
    QCOMPARE(ran->load(), 0);
    QCOMPARE(finished, 0);
}
