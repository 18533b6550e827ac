// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/sqlitestore.h"

namespace rsi {

// The crawl history's tables, version by version (SqliteStore migrates a
// file up to the newest on open):
//
// 1. run (one row per run: what, when, with which options, its counts, an
//    audit's or a mirror's summary, and its findings as one blob, see
//    findingcodec.h), document (one row per document of a run: URL,
//    capability, entries, status, bytes, validators, digest, counts).
// 2. entry_set: per document of a run, the digests of its entries
//    (entrydigests.h) and their fingerprint. Runs saved at version 1 keep
//    no entries: their comparisons say so.
//
// Deleting a run deletes its documents and entry sets (foreign keys with
// ON DELETE CASCADE). Files are created with incremental vacuum, so that
// pruning can shrink them.
inline constexpr int historySchemaVersion = 2;
inline constexpr qint32 historyApplicationId = 0x52534948; // "RSIH"

// The schema up to version (the newest by default; tests build older files).
SqliteStore::Schema historySchema(int version = historySchemaVersion);

} // namespace rsi
