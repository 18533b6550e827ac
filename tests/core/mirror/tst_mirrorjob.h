// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The mirror job end to end on loopback. The cases are spread over files by
// what they exercise: tst_mirrorjob.cpp (the fixture, the list routes, the
// copy's safety), tst_mirrorjob_dumps.cpp (the dump routes and choosing
// between routes), tst_mirrorjob_trouble.cpp (delays, faults, stops, scale,
// a planted or old state) and tst_mirrorjob_paths.cpp (what reports say,
// the paths of twins, extra files).
#pragma once

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
namespace rsi::test {

// The whole content of a file, empty when it cannot be read.
QByteArray readAll(const QString &path);
// Every file below dir (the state folder left out unless withState),
// relative, sorted.
QStringList filesBelow(const QString &dir, bool withState = false);

// What the copy's state database says, read as another program would.
struct StateView
{
    rsi::StateMeta meta;
    qint64 resources = -1;
    qint64 failed = -1;
    QStringList appliedPackages;
    QString error;
};
StateView readState(const QString &dir);

} // namespace rsi::test

using rsi::test::filesBelow;
using rsi::test::readAll;
using rsi::test::readState;
using rsi::test::StateView;

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
    void mismatchedUpdateLeavesTheFileAsItWas();
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
    void listsNotReadWholeDeleteNothing();
    void baselineFindsFilesTheCopyHeldBefore();
    void textReportOfARunReadsItsItemsOnce();

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
