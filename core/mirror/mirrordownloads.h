// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copywriter.h"
#include "mirrorsession.h"
#include "net/documentfetcher.h"

#include <QHash>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace rsi {

class FileWriteQueue;
class HttpEngine;
class LocalSource;

// The job-thread half of a mirror's downloads: each task is fetched (through
// the HttpEngine, or read from a local source folder), checked against the
// length and every hash its list gives, and written into the copy on the
// worker pool (CopyWriter); then done() says what became of it. Packages are
// fetched whole for the package step.
//
// Lives on the job's thread, like the engine.
class MirrorDownloads final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MirrorDownloads)

public:
    // Given the task and its outcome to keep (they are not used afterwards).
    using Done = std::function<void(DownloadTask &&task, DownloadOutcome &&outcome)>;
    using PackageDone = std::function<void(const FetchResult &fetched)>;

    // engine and local (one of them) must outlive this.
    MirrorDownloads(HttpEngine *engine, std::shared_ptr<LocalSource> local, CopyWriter writer,
                    qint64 maxBytes, std::shared_ptr<std::atomic_bool> cancel, Done done,
                    QObject *parent = nullptr);
    ~MirrorDownloads() override;

    void start(DownloadTask task);
    void fetchPackage(const QUrl &url, const QHash<QString, QByteArray> &hashes, PackageDone done);
    // Fetches and writes under way (done() follows for each).
    qsizetype busy() const;
    qsizetype fetching() const { return m_fetching.size(); }
    // Ends every fetch at once (their done() follow, canceled); writes finish.
    void abortAll();
    qint64 bytesDownloaded() const { return m_bytes; }

    // Length and hashes of what was received against what the list gives:
    // digests are the body's, of the algorithms the list's hashes name.
    static bool verify(const ListedResource &expected, qint64 bytes,
                       const QList<BodyDigest> &digests, QList<AuditReason> &mismatches);
    static bool verify(const ListedResource &expected, const FetchResult &fetched,
                       QList<AuditReason> &mismatches)
    {
        return verify(expected, fetched.bytes, fetched.digests, mismatches);
    }

private:
    quint64 fetch(const QUrl &url, const FetchRequest &request);
    void onFetched(quint64 ticket, const FetchResult &fetched);
    // checkFirst: the body is in memory and unhashed (digestsOfFileBodiesOnly):
    // the write hashes and verifies it before it writes anything.
    void write(DownloadTask task, const FetchResult &fetched, bool checkFirst);
    // The outcome of a download its list's length or hashes disown.
    static DownloadOutcome rejected(const DownloadTask &task, const QList<AuditReason> &mismatches);

    HttpEngine *m_engine = nullptr;
    std::shared_ptr<LocalSource> m_local;
    CopyWriter m_writer;
    qint64 m_maxBytes = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    Done m_done;
    QHash<quint64, DownloadTask> m_fetching;
    QHash<quint64, PackageDone> m_packages;
    FileWriteQueue *m_writes = nullptr; // a child
    qint64 m_bytes = 0;
    quint64 m_nextLocalTicket = quint64(1) << 62; // apart from the engine's
};

} // namespace rsi
