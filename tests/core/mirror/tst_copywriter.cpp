// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirror/copywriter.h"
#include "mirror/filewritequeue.h"
#include "mirror/localcopylayout.h"
#include "support/filefixtures.h"

#include <QBuffer>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

using rsi::CopyWriter;
using rsi::test::listTree;
using rsi::test::readFile;
using rsi::test::writeRaw;
using rsi::test::writeZip;
using rsi::test::ZipItem;

namespace { } // namespace

class tst_CopyWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();

    void writesNewFileAndFolders();
    void replacesExistingFile();
    void createsMissingRoot();
    void writeFileStreamsDevice();
    void setsModificationTime_data();
    void setsModificationTime();
    void refusesBadRelativePaths_data();
    void refusesBadRelativePaths();
    void refusesSymlinkedFolderPointingOutside();
    void refusesSymlinkedFolderInsideRoot();
    void refusesSymlinkAtFilePath_data();
    void refusesSymlinkAtFilePath();
    void refusesFileWhereFolderIsNeeded();
    void refusesFolderAtFilePath();
    void interruptedWriteKeepsOldContent();
    void cleanStagingAfterKilledRun();
    void dryRunPrepareTouchesNothing();
    void removeMovesToTrashAndPrunes();
    void removeKeepsFoldersStillInUse();
    void removeSameNameTwiceInOneBatch();
    void purgeUnlinks();
    void removeSymlinkMovesTheLinkOnly();
    void removeThroughSymlinkedFolderRefused();
    void removeIntoSymlinkedStateFolderRefused();
    void removeMissingFails();
    void removeRefusesBadInput_data();
    void removeRefusesBadInput();
    void batchName();
    void concurrentWritesIntoNewFolder();
    void pathTooLongLeavesNothing();
    void refusedDeepPathRemovesTheFoldersItMade();
    void trashPathTooLongKeepsTheFile();
    void linkPlantedDuringWriteIsNotFollowed();
    void linkPlantedAtTargetDuringWriteIsRefused();
    void folderRemovedDuringRunIsMadeAgain();
    void manyFoldersInOneRun();
    void rootMayBeALink();
    void writeQueueEndsEveryJobOnce();
    void writeQueueDestroyedWithJobsQueued();
    void writeQueueRunsALoneJobAfterItsHold();
    void writeQueueStartsAFullBatchAtOnce();
    void writeQueueDropsHeldJobsWithItself();

private:
    QString root() const { return m_dir->filePath(QStringLiteral("copy")); }
    QString outside() const { return m_dir->filePath(QStringLiteral("outside")); }
    QString inRoot(const QString &relative) const { return root() + QLatin1Char('/') + relative; }
    // What the writer left in its staging folder: nothing, once it is done.
    QStringList stagingLeftovers() const
    {
        return QDir(inRoot(rsi::LocalCopyLayout::stateDirectoryName() + QLatin1Char('/')
                           + CopyWriter::stagingFolderName()))
            .entryList(QDir::Files | QDir::Hidden | QDir::System);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_CopyWriter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(QDir().mkpath(root()));
    QVERIFY(QDir().mkpath(outside()));
}

void tst_CopyWriter::writesNewFileAndFolders()
{
    const CopyWriter writer(root());
    QString error;
    QVERIFY2(writer.writeData(QStringLiteral("example.org/a/b/c.txt"), "hello", {}, &error),
             qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("example.org/a/b/c.txt"))), QByteArray("hello"));
    // Only the file: no temporary file is left next to it.
    QCOMPARE(
        listTree(root()),
        QStringList({QStringLiteral("example.org"), QStringLiteral("example.org/a"),
                     QStringLiteral("example.org/a/b"), QStringLiteral("example.org/a/b/c.txt")}));
    QCOMPARE(writer.prepare(QStringLiteral("example.org/a/b/c.txt"), &error),
             inRoot(QStringLiteral("example.org/a/b/c.txt")));
#ifdef Q_OS_LINUX
    // A new file is written unnamed in its own folder and named when
    // complete: no staging file, not even the staging folder.
    QVERIFY(!QFileInfo::exists(inRoot(rsi::LocalCopyLayout::stateDirectoryName())));
#endif
}

void tst_CopyWriter::replacesExistingFile()
{
    const CopyWriter writer(root());
    QVERIFY(writeRaw(inRoot(QStringLiteral("h/x")), "old content, longer than the new one"));
    QString error;
    QVERIFY2(writer.writeData(QStringLiteral("h/x"), "new", {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("new"));
    QCOMPARE(listTree(root()), QStringList({QStringLiteral("h"), QStringLiteral("h/x")}));
    // The staged name was renamed over the file: nothing stays behind.
    const QDir staging(inRoot(rsi::LocalCopyLayout::stateDirectoryName() + u'/'
                              + CopyWriter::stagingFolderName()));
    QCOMPARE(staging.entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList());
    // Either expectation gives the same files, whatever is there.
    QVERIFY2(writer.writeData(QStringLiteral("h/x"), "again", {}, &error, nullptr,
                              CopyWriter::Expect::Replacement),
             qPrintable(error));
    QVERIFY2(writer.writeData(QStringLiteral("h/new"), "was missing", {}, &error, nullptr,
                              CopyWriter::Expect::Replacement),
             qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("again"));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/new"))), QByteArray("was missing"));
    QCOMPARE(staging.entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList());
}

void tst_CopyWriter::createsMissingRoot()
{
    const QString deeper = m_dir->filePath(QStringLiteral("not/yet/there"));
    const CopyWriter writer(deeper);
    QString error;
    QVERIFY2(writer.writeData(QStringLiteral("h/x"), "data", {}, &error), qPrintable(error));
    QCOMPARE(readFile(deeper + QStringLiteral("/h/x")), QByteArray("data"));

    // A root that is a file is refused.
    QVERIFY(writeRaw(m_dir->filePath(QStringLiteral("plainfile")), "x"));
    const CopyWriter onFile(m_dir->filePath(QStringLiteral("plainfile")));
    QVERIFY(!onFile.writeData(QStringLiteral("h/x"), "data", {}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readFile(m_dir->filePath(QStringLiteral("plainfile"))), QByteArray("x"));
}

void tst_CopyWriter::writeFileStreamsDevice()
{
    // Bigger than one copy chunk, so several reads and writes are needed.
    QByteArray data(3 * 1024 * 1024 + 17, Qt::Uninitialized);
    QRandomGenerator generator(7);
    for (char &c : data)
        c = char(generator.bounded(256));
    QBuffer buffer(&data);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const CopyWriter writer(root());
    QString error;
    QVERIFY2(writer.writeFile(QStringLiteral("h/big.bin"), &buffer, {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/big.bin"))), data);

    // A device that cannot be read is an error, and nothing is written.
    QBuffer closed;
    QVERIFY(!writer.writeFile(QStringLiteral("h/none.bin"), &closed, {}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("h/none.bin"))));
}

void tst_CopyWriter::setsModificationTime_data()
{
    QTest::addColumn<int>("way");
    QTest::newRow("writeData") << 0;
    QTest::newRow("writeFile") << 1;
    QTest::newRow("openSaveFile + commit") << 2;
}

void tst_CopyWriter::setsModificationTime()
{
    QFETCH(int, way);
    const CopyWriter writer(root());
    const QDateTime lastmod(QDate(2013, 1, 2), QTime(13, 0, 5), QTimeZone::utc());
    const QString relative = QStringLiteral("h/dated.txt");
    QVERIFY(writeRaw(inRoot(relative), "old"));
    QByteArray data(100 * 1024, 'x'); // more than the write buffer
    QString error;
    bool ok = false;
    if (way == 0) {
        ok = writer.writeData(relative, data, lastmod, &error);
    } else if (way == 1) {
        QBuffer buffer(&data);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        ok = writer.writeFile(relative, &buffer, lastmod, &error);
    } else {
        const std::unique_ptr<rsi::StagedFile> file(writer.openSaveFile(relative, &error));
        QVERIFY2(file, qPrintable(error));
        QCOMPARE(file->write(data), data.size());
        ok = writer.commit(file.get(), lastmod, &error);
    }
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(readFile(inRoot(relative)), data);
    QCOMPARE(QFileInfo(inRoot(relative)).lastModified().toUTC(), lastmod);

    // Without a time the file is simply new.
    QVERIFY(writer.writeData(relative, "again", std::nullopt, &error));
    QVERIFY(QFileInfo(inRoot(relative)).lastModified().toUTC() > lastmod);
}

void tst_CopyWriter::refusesBadRelativePaths_data()
{
    QTest::addColumn<QString>("relative");
    QTest::newRow("empty") << QString();
    QTest::newRow("absolute") << QStringLiteral("/rsinspector-test-never-written/x");
    QTest::newRow("parent") << QStringLiteral("../outside/x");
    QTest::newRow("climbs out") << QStringLiteral("h/../../outside/x");
    QTest::newRow("dotdot at end") << QStringLiteral("h/..");
    QTest::newRow("dot") << QStringLiteral("h/./x");
    QTest::newRow("only dot") << QStringLiteral(".");
    QTest::newRow("empty segment") << QStringLiteral("h//x");
    QTest::newRow("trailing slash") << QStringLiteral("h/x/");
    QTest::newRow("backslash") << QStringLiteral("h\\..\\..\\outside\\x");
    QTest::newRow("drive letter") << QStringLiteral("C:x");
    QTest::newRow("nul") << QStringLiteral("h/x") + QChar() + QStringLiteral("y");
}

void tst_CopyWriter::refusesBadRelativePaths()
{
    QFETCH(QString, relative);
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.prepare(relative, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!writer.writeData(relative, "evil", {}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(writer.openSaveFile(relative, &error), nullptr);
    QVERIFY(!writer.remove(relative, CopyWriter::newBatchName(), false, &error));
    QVERIFY(!writer.remove(relative, CopyWriter::newBatchName(), true, &error));
    // Nothing appeared anywhere.
    QCOMPARE(listTree(root()), QStringList());
    QCOMPARE(listTree(outside()), QStringList());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/rsinspector-test-never-written")));
}

void tst_CopyWriter::refusesSymlinkedFolderPointingOutside()
{
    QVERIFY(QFile::link(outside(), inRoot(QStringLiteral("example.org"))));
    const CopyWriter writer(root());
    QString error;
    for (const QString &relative :
         {QStringLiteral("example.org/x"), QStringLiteral("example.org/deeper/x")}) {
        QVERIFY(!writer.writeData(relative, "evil", {}, &error));
        QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
        QVERIFY(writer.prepare(relative, &error).isEmpty());
        QVERIFY(writer.prepare(relative, &error, true).isEmpty());
    }
    QCOMPARE(listTree(outside()), QStringList());
    QVERIFY(QFileInfo(inRoot(QStringLiteral("example.org"))).isSymLink());
}

void tst_CopyWriter::refusesSymlinkedFolderInsideRoot()
{
    // Even a link that stays inside the copy is refused: the layout never
    // makes links, so one there was placed by someone else.
    QVERIFY(QDir().mkpath(inRoot(QStringLiteral("real"))));
    QVERIFY(QFile::link(inRoot(QStringLiteral("real")), inRoot(QStringLiteral("alias"))));
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.writeData(QStringLiteral("alias/x"), "data", {}, &error));
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("real/x"))));
}

void tst_CopyWriter::refusesSymlinkAtFilePath_data()
{
    QTest::addColumn<bool>("dangling");
    QTest::newRow("to a file outside") << false;
    QTest::newRow("dangling, to a path outside") << true;
}

void tst_CopyWriter::refusesSymlinkAtFilePath()
{
    QFETCH(bool, dangling);
    const QString target = outside() + QStringLiteral("/secret.txt");
    if (!dangling)
        QVERIFY(writeRaw(target, "secret"));
    QVERIFY(QDir().mkpath(inRoot(QStringLiteral("h"))));
    QVERIFY(QFile::link(target, inRoot(QStringLiteral("h/x"))));
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.writeData(QStringLiteral("h/x"), "overwritten", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
    QCOMPARE(writer.openSaveFile(QStringLiteral("h/x"), &error), nullptr);
    if (dangling)
        QVERIFY(!QFileInfo::exists(target));
    else
        QCOMPARE(readFile(target), QByteArray("secret"));
    QVERIFY(QFileInfo(inRoot(QStringLiteral("h/x"))).isSymLink());
}

void tst_CopyWriter::refusesFileWhereFolderIsNeeded()
{
    QVERIFY(writeRaw(inRoot(QStringLiteral("h/a")), "a file"));
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.writeData(QStringLiteral("h/a/b"), "data", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("in the way")), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a"))), QByteArray("a file"));
    QCOMPARE(listTree(root()), QStringList({QStringLiteral("h"), QStringLiteral("h/a")}));
}

void tst_CopyWriter::refusesFolderAtFilePath()
{
    QVERIFY(writeRaw(inRoot(QStringLiteral("h/a/inner")), "kept"));
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.writeData(QStringLiteral("h/a"), "data", {}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a/inner"))), QByteArray("kept"));
    QVERIFY(!writer.remove(QStringLiteral("h/a"), QStringLiteral("b"), true, &error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a/inner"))), QByteArray("kept"));
}

void tst_CopyWriter::interruptedWriteKeepsOldContent()
{
    QVERIFY(writeRaw(inRoot(QStringLiteral("h/x")), "old"));
    const CopyWriter writer(root());
    QString error;
    {
        // A write that never commits (a crash, a failed check, a cancel).
        const std::unique_ptr<rsi::StagedFile> file(
            writer.openSaveFile(QStringLiteral("h/x"), &error));
        QVERIFY2(file, qPrintable(error));
        const QByteArray partial(256 * 1024, 'n');
        QCOMPARE(file->write(partial), partial.size());
        QVERIFY(file->flush());
        QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("old"));
        QCOMPARE(stagingLeftovers().size(), 1); // the bytes wait aside
    }
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("old"));
    QCOMPARE(stagingLeftovers(), QStringList());
    {
        const std::unique_ptr<rsi::StagedFile> file(
            writer.openSaveFile(QStringLiteral("h/x"), &error));
        QVERIFY(file);
        file->write("new");
        file->cancelWriting();
        QVERIFY(!writer.commit(file.get(), {}, &error));
    }
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("old"));
    QCOMPARE(listTree(root()), QStringList({QStringLiteral("h"), QStringLiteral("h/x")}));
    QCOMPARE(stagingLeftovers(), QStringList());
}

void tst_CopyWriter::cleanStagingAfterKilledRun()
{
    // A run killed while writing leaves a staging file, never a torn target.
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/x"), "kept", {}, &error));
    const QString leftover = inRoot(rsi::LocalCopyLayout::stateDirectoryName() + QLatin1Char('/')
                                    + CopyWriter::stagingFolderName() + QStringLiteral("/a.part"));
    QVERIFY(writeRaw(leftover, "half a file"));
    QCOMPARE(stagingLeftovers(), QStringList {QStringLiteral("a.part")});
    writer.cleanStaging();
    QCOMPARE(stagingLeftovers(), QStringList());
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("kept"));
    QVERIFY2(writer.syncToDisk(&error), qPrintable(error));
}

void tst_CopyWriter::dryRunPrepareTouchesNothing()
{
    const QString missingRoot = m_dir->filePath(QStringLiteral("later"));
    const CopyWriter writer(missingRoot);
    QString error;
    QCOMPARE(writer.prepare(QStringLiteral("h/a/x"), &error, true),
             missingRoot + QStringLiteral("/h/a/x"));
    QVERIFY(!QFileInfo::exists(missingRoot));

    const CopyWriter existing(root());
    QCOMPARE(existing.prepare(QStringLiteral("h/a/x"), &error, true),
             inRoot(QStringLiteral("h/a/x")));
    QCOMPARE(listTree(root()), QStringList());
    // Without dryRun the folders are made, the file not.
    QCOMPARE(existing.prepare(QStringLiteral("h/a/x"), &error), inRoot(QStringLiteral("h/a/x")));
    QCOMPARE(listTree(root()), QStringList({QStringLiteral("h"), QStringLiteral("h/a")}));
}

void tst_CopyWriter::removeMovesToTrashAndPrunes()
{
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/a/b/c.txt"), "content", {}, &error));
    const std::optional<QString> trashed
        = writer.remove(QStringLiteral("h/a/b/c.txt"), QStringLiteral("B1"), false, &error);
    QVERIFY2(trashed, qPrintable(error));
    const QString expected = rsi::LocalCopyLayout::stateDirectoryName() + QLatin1Char('/')
        + CopyWriter::trashFolderName() + QStringLiteral("/B1/h/a/b/c.txt");
    QCOMPARE(*trashed, expected);
    QCOMPARE(readFile(inRoot(expected)), QByteArray("content"));
    // The emptied folders are gone; the root and the trash stay.
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("h"))));
    QVERIFY(QFileInfo(root()).isDir());
    QCOMPARE(listTree(root()).filter(QRegularExpression(QStringLiteral("^h"))), QStringList());

    // A file at the top of the copy: nothing to prune, the root stays.
    QVERIFY(writer.writeData(QStringLiteral("top"), "t", {}, &error));
    QVERIFY(writer.remove(QStringLiteral("top"), QStringLiteral("B1"), false, &error));
    QVERIFY(QFileInfo(root()).isDir());
}

void tst_CopyWriter::removeKeepsFoldersStillInUse()
{
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/a/b/c.txt"), "c", {}, &error));
    QVERIFY(writer.writeData(QStringLiteral("h/a/sibling"), "s", {}, &error));
    QVERIFY(writer.remove(QStringLiteral("h/a/b/c.txt"), QStringLiteral("B"), true, &error));
    QVERIFY(!QFileInfo::exists(inRoot(QStringLiteral("h/a/b"))));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/a/sibling"))), QByteArray("s"));
}

void tst_CopyWriter::removeSameNameTwiceInOneBatch()
{
    const CopyWriter writer(root());
    QString error;
    QStringList trashed;
    for (const QByteArray &content : {QByteArray("first"), QByteArray("second")}) {
        QVERIFY(writer.writeData(QStringLiteral("h/doc.xml"), content, {}, &error));
        const std::optional<QString> to
            = writer.remove(QStringLiteral("h/doc.xml"), QStringLiteral("B"), false, &error);
        QVERIFY2(to, qPrintable(error));
        trashed.append(*to);
    }
    QCOMPARE(trashed.size(), 2);
    QVERIFY(trashed.at(0) != trashed.at(1));
    QVERIFY2(trashed.at(1).endsWith(QStringLiteral("/h/doc~2.xml")), qPrintable(trashed.at(1)));
    QCOMPARE(readFile(inRoot(trashed.at(0))), QByteArray("first"));
    QCOMPARE(readFile(inRoot(trashed.at(1))), QByteArray("second"));
}

void tst_CopyWriter::purgeUnlinks()
{
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/x"), "gone", {}, &error));
    const std::optional<QString> result
        = writer.remove(QStringLiteral("h/x"), QString(), true, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(*result, QString());
    QCOMPARE(listTree(root()), QStringList()); // no trash, no emptied folder
}

void tst_CopyWriter::removeSymlinkMovesTheLinkOnly()
{
    QVERIFY(writeRaw(outside() + QStringLiteral("/secret.txt"), "secret"));
    QVERIFY(QDir().mkpath(inRoot(QStringLiteral("h"))));
    QVERIFY(QFile::link(outside() + QStringLiteral("/secret.txt"), inRoot(QStringLiteral("h/x"))));
    QVERIFY(QFile::link(outside() + QStringLiteral("/none"), inRoot(QStringLiteral("h/dangling"))));
    const CopyWriter writer(root());
    QString error;
    const std::optional<QString> to
        = writer.remove(QStringLiteral("h/x"), QStringLiteral("B"), false, &error);
    QVERIFY2(to, qPrintable(error));
    QVERIFY(QFileInfo(inRoot(*to)).isSymLink());
    QVERIFY(writer.remove(QStringLiteral("h/dangling"), QStringLiteral("B"), true, &error));
    QVERIFY(!QFileInfo(inRoot(QStringLiteral("h/dangling"))).isSymLink());
    QCOMPARE(readFile(outside() + QStringLiteral("/secret.txt")), QByteArray("secret"));
    QCOMPARE(listTree(outside()), QStringList {QStringLiteral("secret.txt")});
}

void tst_CopyWriter::removeThroughSymlinkedFolderRefused()
{
    QVERIFY(writeRaw(outside() + QStringLiteral("/victim.txt"), "victim"));
    QVERIFY(QFile::link(outside(), inRoot(QStringLiteral("h"))));
    const CopyWriter writer(root());
    QString error;
    for (const bool purge : {false, true}) {
        QVERIFY(!writer.remove(QStringLiteral("h/victim.txt"), QStringLiteral("B"), purge, &error));
        QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
    }
    QCOMPARE(readFile(outside() + QStringLiteral("/victim.txt")), QByteArray("victim"));
    QVERIFY(!QFileInfo::exists(inRoot(rsi::LocalCopyLayout::stateDirectoryName())));
}

void tst_CopyWriter::removeIntoSymlinkedStateFolderRefused()
{
    // The trash (and the staging folder) must not lead out of the copy either.
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/x"), "stay", {}, &error));
    QVERIFY(QDir(inRoot(rsi::LocalCopyLayout::stateDirectoryName())).removeRecursively());
    QVERIFY(QFile::link(outside(), inRoot(rsi::LocalCopyLayout::stateDirectoryName())));
    // Replacing a file goes through the staging folder: refused.
    QVERIFY(!writer.writeData(QStringLiteral("h/x"), "never", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
#ifdef Q_OS_LINUX
    // A new file needs no staging folder on Linux (an unnamed file of its
    // own folder): written inside the copy, nothing outside.
    QVERIFY2(writer.writeData(QStringLiteral("h/y"), "new", {}, &error), qPrintable(error));
    QCOMPARE(readFile(inRoot(QStringLiteral("h/y"))), QByteArray("new"));
#else
    QVERIFY(!writer.writeData(QStringLiteral("h/y"), "never", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
#endif
    QVERIFY(!writer.remove(QStringLiteral("h/x"), QStringLiteral("B"), false, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("stay"));
    QCOMPARE(listTree(outside()), QStringList());
}

void tst_CopyWriter::removeMissingFails()
{
    const CopyWriter writer(root());
    QString error;
    QVERIFY(!writer.remove(QStringLiteral("h/none"), QStringLiteral("B"), false, &error));
    QVERIFY(error.contains(QStringLiteral("does not exist")));
    QCOMPARE(listTree(root()), QStringList());
}

void tst_CopyWriter::removeRefusesBadInput_data()
{
    QTest::addColumn<QString>("batch");
    QTest::newRow("empty batch") << QString();
    QTest::newRow("batch climbs") << QStringLiteral("..");
    QTest::newRow("batch with slash") << QStringLiteral("a/../../..");
}

void tst_CopyWriter::removeRefusesBadInput()
{
    QFETCH(QString, batch);
    const CopyWriter writer(root());
    QString error;
    QVERIFY(writer.writeData(QStringLiteral("h/x"), "stay", {}, &error));
    QVERIFY(!writer.remove(QStringLiteral("h/x"), batch, false, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readFile(inRoot(QStringLiteral("h/x"))), QByteArray("stay"));
    QCOMPARE(listTree(outside()), QStringList());
}

void tst_CopyWriter::batchName()
{
    QCOMPARE(CopyWriter::trashFolderName(), QStringLiteral("trash"));
    const QString name = CopyWriter::newBatchName();
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d{8}T\\d{6}Z$")).match(name).hasMatch(),
             qPrintable(name));
}

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

QTEST_GUILESS_MAIN(tst_CopyWriter)
#include "tst_copywriter.moc"
