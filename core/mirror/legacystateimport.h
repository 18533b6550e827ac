// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mirrorresult.h"

#include <atomic>

namespace rsi {

class CopyWriter;
class MirrorStateStore;
class PathAssigner;

// Migrates a local copy whose state is in .rsinspector/state.json (the
// format of earlier versions, MirrorState) into the state database, once:
//
// 1. import(): every resource, failure, cursor and applied package goes into
//    the database in its open transaction, each resource at the readable
//    path PathAssigner gives it, with the file's old path (state.json
//    records it) noted as a move still to make; the copy's facts are marked
//    imported. A dry run keeps the old paths and notes no moves.
// 2. moveFiles(): each noted file is moved to its new path (inside the copy,
//    never through a link; folders it emptied go), the note removed with
//    it. A file whose new path is taken stays where it is, and the state
//    says so. Killed midway, the next run finishes the moves.
// 3. retire(): state.json becomes state.json.migrated.
class LegacyStateImport final
{
public:
    // The file that marks a copy of earlier versions (it may be a link:
    // import() refuses that).
    static QString legacyPath(const QString &root);
    // "legacyImported": the fact the import sets.
    static QString importedKey();

    static bool import(const QString &root, MirrorStateStore &store, PathAssigner &assigner,
                       bool dryRun, StateMigration *migration, QString *error);
    static bool moveFiles(const QString &root, const CopyWriter &writer, MirrorStateStore &store,
                          StateMigration *migration, const std::atomic_bool *cancel,
                          QString *error);
    static bool retire(const QString &root, QString *error);
};

} // namespace rsi
