// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// tst_CopyWriter: removing files into the trash, purging, links and folders on
// the way, bad input.
#include "tst_copywriter.h"

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
