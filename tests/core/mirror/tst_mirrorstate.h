// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The mirror's state. The cases are spread over files by what they exercise:
// tst_mirrorstate.cpp (the database, MirrorStateStore, and the state.json of
// earlier versions, MirrorState, which is only read once to migrate) and
// tst_mirrorstate_runitems.cpp (a run's items: RunItemWriter, RunItemReader
// and how they store reasons). The paths the state gives: tst_pathassigner.
#pragma once

#include <QObject>

class tst_MirrorState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void absentFileIsAnEmptyState();
    void roundTrip();
    void malformedFileSaysWhere();
    void otherFormatIsRefused();
    void saveLeavesNoTemporaryFile();

    void storeKeepsResourcesByUrlAndPath();
    void storeFindsFoldersAndFilesInTheWay();
    void storeInsertsRowsWithAndWithoutFacts();
    void storeKeepsFactsCursorsPackagesAndRuns();
    void storeCommitsAtCheckpointsOnly();
    void storeRefusesLinksAndForeignFiles();
    void runItemsStreamAndPage();
    void runItemsMeasureUrlsAsShown();
    void reasonsRoundTripWithAndWithoutText();
    void hashesAreWrittenSortedAndReadBack();
    void reasonsAreStoredAsTheirText();
    void fetchedRowsStoreWhatTheTextsAre();
};
