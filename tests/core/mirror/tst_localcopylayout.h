// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LocalCopyLayout. The cases are spread over files by what they exercise:
// tst_localcopylayout.cpp (the mapping, what it refuses, the way back),
// tst_localcopylayout_twins.cpp (what a name cannot say: twins, collision
// keys, alternatives, long names) and tst_localcopylayout_random.cpp (URLs
// made at random, and the plain way that reads a path off a URL's text).
#pragma once

#include "mirror/localcopylayout.h"

#include <QObject>
#include <QString>

namespace layouttest {

inline const QString root = QStringLiteral("/tmp/mirror");

// How macOS (case-folding, normalisation-insensitive) and Windows (upper
// case) compare names: collisionKey() must unify at least what they unify.
QString macKey(const QString &path);
QString windowsKey(const QString &path);
// Checks every name of a path against what Linux, macOS and Windows accept.
// Returns an explanation, or an empty string when the path is fine.
QString problemWith(const QString &relativePath);
QString pathOf(const QString &url);
QString folderOf(const QString &path);

} // namespace layouttest

class tst_LocalCopyLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapping_data();
    void mapping();
    void refused_data();
    void refused();
    void roundTrip_data();
    void roundTrip();
    void candidatesBySchemeAndPort();
    void candidatesRefuse_data();
    void candidatesRefuse();
    void rawAndEscapedReservedCharactersStayApart();
    void noncharactersRoundTrip_data();
    void noncharactersRoundTrip();
    void httpAndHttpsShareAPath();
    void caseTwins();
    void normalisationTwins();
    void collisionKeyFolds_data();
    void collisionKeyFolds();
    void collisionKeyIsTakenNameByName();
    void fileAndFolderTwins();
    void indexNameCannotCollide();
    void alternatives();
    void longNames();
    void filePaths();
    void randomUrls();
    void plainPathsAreTheGeneralPaths_data();
    void plainPathsAreTheGeneralPaths();
    void plainPathsAtRandom();
    void collisionKeyOfAscii();
    void surelyFinishedNamesAreFinished();
};
