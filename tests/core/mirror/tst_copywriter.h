// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CopyWriter and FileWriteQueue: writing the local copy. The cases are spread
// over files: tst_copywriter.cpp (new and replaced files, times, refused paths
// and links, interrupted writes, staging, dry runs), tst_copywriter_removal.cpp
// (removing into the trash, purging, links and folders on the way) and
// tst_copywriter_races.cpp (concurrent writes, long paths, links planted during
// a write, folders removed under a run, the write queue).
#pragma once

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
