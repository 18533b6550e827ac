// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entrydigests.h"
#include "runrecord.h"
#include "store/sqlitestore.h"

#include <functional>
#include <optional>

namespace rsi {

// The crawl history: every remembered run of every source, in one SQLite
// file (historyschema.h). Saving is one transaction, so a run is there
// whole or not at all, whatever happens to the process meanwhile.
//
// Like the SqliteStore under it, a HistoryStore belongs to the thread that
// opened it: the application opens one on a worker thread for each piece of
// work (HistorySession), the command-line tool on its main thread.
class HistoryStore final
{
    Q_DISABLE_COPY_MOVE(HistoryStore)

public:
    HistoryStore();
    ~HistoryStore();

    // history.sqlite in the desktop application's data folder
    // (QStandardPaths::AppDataLocation of "rsinspector"), which the
    // command-line tool shares, so that both see the same runs.
    static QString defaultPath();
    // The default size cap of the file: 1 GiB.
    static constexpr qint64 defaultMaxBytes = 1024LL * 1024 * 1024;

    // Opens path, creating it (and its folder) unless readOnly, and brings
    // its schema up to date. readOnly: a missing file is an error, and an
    // older one is not migrated (it cannot be read either).
    bool open(const QString &path, bool readOnly = false);
    void close();
    bool isOpen() const { return m_store.isOpen(); }
    QString path() const { return m_store.path(); }
    QString errorString() const { return m_error; }
    int versionFound() const { return m_store.versionFound(); }

    // Called between documents while saving; returning false abandons the
    // save (nothing of it stays).
    using Progress = std::function<bool(qsizetype done, qsizetype total)>;
    // Saves a run (its documents with their entry blobs, its findings) in
    // one transaction. Its new id, or 0 with errorString().
    qint64 save(const RunRecord &run, const Progress &progress = {});

    // Runs newest first; of one source when source is not empty (runs whose
    // input or Source Description URL is source).
    QList<RunListing> runs(const QString &source = {});
    // The run with its documents and findings, without the entries' blobs
    // (entries() reads them); nullopt with errorString() when there is none.
    std::optional<RunRecord> load(qint64 id);
    // The entries of the document at position in a run's documents; nullopt
    // with errorString() when that run kept none (schema 1) or they are damaged.
    std::optional<EntryDigests> entries(qint64 runId, qsizetype position);
    // The id of the newest run of source (back 0), of the one before (1), ...;
    // 0 when there is no such run.
    qint64 runOf(const QString &source, int back = 0);
    // Every source with runs, most recently crawled first.
    QStringList sources();

    // Deletes a run; false with errorString() when there is no such run.
    bool remove(qint64 id);
    // Deletes the oldest runs, never keep, until the file takes at most
    // maxBytes, and shrinks it. Returns the ids deleted (empty on error:
    // see errorString()).
    QList<qint64> prune(qint64 maxBytes, qint64 keep = 0);
    qint64 sizeOnDisk() const { return m_store.sizeOnDisk(); }

private:
    bool fail(const QString &what);
    bool insertDocuments(qint64 runId, const RunRecord &run, const Progress &progress);

    SqliteStore m_store;
    QString m_error;
};

} // namespace rsi
