// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copywriter.h"
#include "dumppackage.h"
#include "localcopylayout.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace rsi {

// Extracts the bitstreams of a dump package into a local copy while
// DumpPackage checks them (one pass: inflate, hash, write):
//
//   DumpExtractor extractor(layout, writer);
//   const DumpPackageResult checked = DumpPackage(limits).verifyFile(zip, url, kind, &extractor);
//   for (const DumpExtractor::Outcome &outcome : extractor.outcomes()) ...
//
// Each manifest url's bytes go to the path of its **loc**
// (LocalCopyLayout::relativePathFor), never to a path derived from the ZIP
// entry name or the manifest's path. A url is written only when its entry
// Verified (length and hashes as given); otherwise the partial file is
// discarded and the old copy stays. Writes go through CopyWriter (staged and
// renamed, no links, inside the root); the modification time is the url's
// lastmod when it has one. When several urls name one ZIP entry, each loc
// gets its copy. When several urls have one loc (a Change Dump may change a
// resource twice), only the last in manifest order is written; the others
// are Skipped with an error saying so.
//
// Use one extractor per package: outcomes are keyed by manifest index.
// `wanted` (optional) picks the urls to write by manifest index: e.g. skip
// those whose local copy is current. With dryRun nothing is written, but
// outcomes still say what would have been.
class DumpExtractor final : public DumpEntrySink
{
public:
    struct Outcome
    {
        enum class State : quint8 {
            Written, // the file at relativePath now holds the verified bytes
            WouldWrite, // dryRun: verified, not written
            Skipped, // not wanted
            NotVerified, // its entry failed the checks (see the package result)
            Unmappable, // the loc has no local path (error says why)
            WriteFailed, // the checks passed, but the file could not be written
        };
        qsizetype manifestIndex = -1;
        QString loc;
        QString relativePath;
        State state = State::NotVerified;
        bool existed = false; // a file was there before: an update
        QString error; // translated
    };

    DumpExtractor(const LocalCopyLayout &layout, const CopyWriter &writer, bool dryRun = false);
    ~DumpExtractor() override; // discards a file still open

    void setWanted(std::function<bool(qsizetype manifestIndex)> wanted);
    // Where each loc goes, instead of the layout's path: a mirror's state
    // decides (collisions are resolved there). Called on the verifying
    // thread, once per url of a package, before its first entry is written.
    using PathResolver = std::function<LocalCopyLayout::Result<QString>(const QUrl &loc)>;
    void setPathResolver(PathResolver resolver);
    void setCancelFlag(const std::atomic_bool *cancel);

    // By manifest index, for every url whose entry was streamed. Files are
    // written and committed on a small private thread pool, so that the file
    // system's work overlaps inflating the next entry; finished() (called by
    // DumpPackage before verify() returns) waits for them, and so do these.
    const QHash<qsizetype, Outcome> &outcomes() const;
    qint64 bytesWritten() const;

    bool begin(const DumpPackageResult &result, const QList<qsizetype> &statuses) override;
    bool write(QByteArrayView chunk) override;
    void end(const DumpPackageResult &result, const QList<qsizetype> &statuses) override;
    bool isCanceled() const override;
    void finished() override;

private:
    Q_DISABLE_COPY_MOVE(DumpExtractor)

    struct Pending; // one entry's files: streamed, then committed or dropped
    struct Committer; // the pool and the entries it is committing

    // Waits for the commits running and folds their outcomes in.
    void settle() const;
    // Maps every url of the package once, and notes the last url writing
    // each path (a later change of a resource supersedes an earlier one).
    void indexPaths(const DumpPackageResult &result);

    const LocalCopyLayout &m_layout;
    const CopyWriter &m_writer;
    bool m_dryRun = false;
    std::function<bool(qsizetype)> m_wanted;
    PathResolver m_resolver;
    const std::atomic_bool *m_cancel = nullptr;
    mutable QHash<qsizetype, Outcome> m_outcomes;
    mutable qint64 m_bytesWritten = 0;
    QList<LocalCopyLayout::Result<QString>> m_paths; // by index into DumpPackageResult::entries
    QHash<QString, qsizetype> m_lastStatusForPath;
    bool m_indexed = false;
    std::shared_ptr<Pending> m_current; // the entry being streamed
    std::unique_ptr<Committer> m_committer;
};

} // namespace rsi
