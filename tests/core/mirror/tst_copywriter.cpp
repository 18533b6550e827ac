// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_copywriter.h"

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

QTEST_GUILESS_MAIN(tst_CopyWriter)
