// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dumpextractor.h"

#include "document/document.h"
#include "validation/w3cdatetime.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QSemaphore>
#include <QThreadPool>
#include <QTimeZone>
#include <QUrl>

#include <vector>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DumpExtractor)
};

using State = DumpExtractor::Outcome::State;
using EntryState = DumpEntryStatus::State;

// Writing a file costs the file system almost as much as inflating it costs
// zlib: a new inode for the staging file, the write, the time, the rename
// (and, with a CopyWriter that fsyncs, a millisecond of waiting per file).
// Done on the verifying thread, one file after the other, that cut the speed
// of extraction by a third (by three quarters with fsync). So an entry up to
// bufferLimit is kept in memory while it streams and written whole on a small
// pool, on the other core, several at once; a larger one streams into its
// staging file from the verifying thread, and only its commit goes to the
// pool. The bound keeps memory and open files in check when the disk is
// slower than inflating.
constexpr int commitThreads = 4;
constexpr int maxEntriesInFlight = 16;
constexpr qsizetype bufferLimit = 1024 * 1024;

// The url's lastmod as a file time, when it is a W3C datetime.
std::optional<QDateTime> lastModified(const Entry &entry)
{
    if (!entry.lastmod)
        return std::nullopt;
    const W3cDatetime time = W3cDatetime::parse(*entry.lastmod);
    if (!time.valid)
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(time.msecsSinceEpoch, QTimeZone::utc());
}

QString notVerifiedReason(EntryState state)
{
    switch (state) {
    case EntryState::Mismatch:
        return Tr::tr("The bitstream in the package does not match the length or hash the "
                      "manifest gives, so it was not kept.");
    case EntryState::Unreadable:
        return Tr::tr("The bitstream could not be read from the package, so it was not kept.");
    case EntryState::Refused:
        return Tr::tr("The bitstream is over the size limits for packages, so it was not kept.");
    case EntryState::NotChecked:
        return Tr::tr("The extraction stopped before this bitstream was checked.");
    default:
        return Tr::tr("The bitstream was not verified, so it was not kept.");
    }
}

} // namespace

// One ZIP entry's urls that are to be written. Built on the verifying thread
// in begin(), streamed by write(), then completed (committed or dropped, and
// copied to further locs) either at once in end() or on the committer's pool;
// it is only read back once complete.
struct DumpExtractor::Pending
{
    struct Target
    {
        qsizetype status = -1; // index into DumpPackageResult::entries
        qsizetype manifestIndex = -1;
        QString relativePath;
        std::optional<QDateTime> modified;
        qsizetype group = -1; // into groups
        QString openError; // its staging file could not be opened
        // Copied from the result in end(): the worker never sees the result.
        EntryState entryState = EntryState::NotChecked;
        qint64 length = 0;
        // What became of it.
        State state = State::NotVerified;
        QString error;
        qint64 bytesWritten = 0;
    };
    // Urls with the same expected length and hash attribute verify alike, so
    // one file serves them all; urls that differ get their own, so that each
    // is kept or dropped on its own result.
    struct Group
    {
        qint64 expectedLength = -1;
        QString hash;
        qsizetype first = -1; // its first target: all verify alike
        qsizetype primary = -1; // the target whose staging file holds the bytes
        QByteArray buffer; // the bytes so far, while no file is open
        StagedFile *file = nullptr; // owned
        bool failed = false;
        QString error;
    };

    Pending() = default;
    Q_DISABLE_COPY_MOVE(Pending)
    ~Pending() { discard(); }

    void discard()
    {
        for (Group &group : groups) {
            if (group.file) {
                group.file->cancelWriting();
                delete group.file;
                group.file = nullptr;
            }
        }
    }

    bool needsCommit() const
    {
        for (const Group &group : groups) {
            if (!group.failed && targets.at(group.first).entryState == EntryState::Verified)
                return true;
        }
        return false;
    }

    bool open(Group &group, const CopyWriter &writer);
    bool append(Group &group, QByteArrayView bytes);
    void complete(const CopyWriter &writer, bool dryRun);
    void completeTarget(const CopyWriter &writer, bool dryRun, qsizetype index);

    QList<Target> targets;
    QList<Group> groups;
};

struct DumpExtractor::Committer
{
    Committer() { pool.setMaxThreadCount(commitThreads); }

    // Main thread only.
    std::vector<std::shared_ptr<Pending>> submitted;
    QHash<QString, const Pending *> busyPaths; // written by a submitted entry
    QSemaphore freeSlots {maxEntriesInFlight};
    QThreadPool pool; // last: destroyed first, so it waits for its tasks
};

// Opens the staging file of the first target of `group` that can have one.
bool DumpExtractor::Pending::open(Group &group, const CopyWriter &writer)
{
    for (qsizetype t = group.first; t < targets.size(); ++t) {
        Target &target = targets[t];
        if (target.group != targets.at(group.first).group)
            continue;
        group.file = writer.openSaveFile(target.relativePath, &target.openError);
        if (group.file) {
            group.primary = t;
            return true;
        }
        group.error = target.openError;
    }
    group.failed = true;
    return false;
}

bool DumpExtractor::Pending::append(Group &group, QByteArrayView bytes)
{
    if (group.file->write(bytes.data(), bytes.size()) == bytes.size())
        return true;
    group.failed = true;
    group.error
        = Tr::tr("%1 could not be written: %2")
              .arg(QDir::toNativeSeparators(group.file->fileName()), group.file->errorString());
    return false;
}

void DumpExtractor::Pending::complete(const CopyWriter &writer, bool dryRun)
{
    // The files first: each is kept only when its own urls verified.
    for (Group &group : groups) {
        const bool keep = !dryRun && !group.failed
            && targets.at(group.first).entryState == EntryState::Verified;
        if (keep && !group.file && open(group, writer))
            append(group, group.buffer);
        group.buffer = QByteArray();
        if (!group.file)
            continue;
        if (keep && !group.failed) {
            QString error;
            if (!writer.commit(group.file, targets.at(group.primary).modified, &error)) {
                group.failed = true;
                group.error = error;
            }
        } else {
            group.file->cancelWriting();
        }
        delete group.file;
        group.file = nullptr;
    }
    for (qsizetype t = 0; t < targets.size(); ++t)
        completeTarget(writer, dryRun, t);
}

void DumpExtractor::Pending::completeTarget(const CopyWriter &writer, bool dryRun, qsizetype index)
{
    Target &target = targets[index];
    if (target.entryState != EntryState::Verified) {
        target.state = State::NotVerified;
        target.error = notVerifiedReason(target.entryState);
        return;
    }
    if (dryRun) {
        target.state = State::WouldWrite;
        return;
    }
    const auto written = [&target] {
        target.state = State::Written;
        target.bytesWritten = target.length;
    };
    const auto failed = [&target](const QString &error) {
        target.state = State::WriteFailed;
        target.error = error;
    };

    const Group &group = groups.at(target.group);
    if (!target.openError.isEmpty()) {
        failed(target.openError);
        return;
    }
    if (group.primary < 0 || group.failed) {
        failed(group.error.isEmpty() ? Tr::tr("The file could not be written.") : group.error);
        return;
    }
    if (group.primary == index) {
        written();
        return;
    }
    // Another url naming the same bitstream: copy the file just committed.
    QFile source(writer.rootDirectory() + QLatin1Char('/')
                 + targets.at(group.primary).relativePath);
    if (!source.open(QIODevice::ReadOnly)) {
        failed(Tr::tr("%1 could not be read to copy it: %2")
                   .arg(QDir::toNativeSeparators(source.fileName()), source.errorString()));
        return;
    }
    QString error;
    if (writer.writeFile(target.relativePath, &source, target.modified, &error))
        written();
    else
        failed(error);
}

DumpExtractor::DumpExtractor(const LocalCopyLayout &layout, const CopyWriter &writer, bool dryRun)
    : m_layout(layout)
    , m_writer(writer)
    , m_dryRun(dryRun)
    , m_committer(std::make_unique<Committer>())
{ }

DumpExtractor::~DumpExtractor()
{
    m_current.reset(); // an entry that never ended is dropped
    settle(); // verified entries still committing are finished
}

void DumpExtractor::setWanted(std::function<bool(qsizetype)> wanted)
{
    m_wanted = std::move(wanted);
}

void DumpExtractor::setPathResolver(PathResolver resolver)
{
    m_resolver = std::move(resolver);
}

void DumpExtractor::setCancelFlag(const std::atomic_bool *cancel)
{
    m_cancel = cancel;
}

bool DumpExtractor::isCanceled() const
{
    return m_cancel && m_cancel->load(std::memory_order_relaxed);
}

const QHash<qsizetype, DumpExtractor::Outcome> &DumpExtractor::outcomes() const
{
    settle();
    return m_outcomes;
}

qint64 DumpExtractor::bytesWritten() const
{
    settle();
    return m_bytesWritten;
}

void DumpExtractor::finished()
{
    m_current.reset();
    settle();
    // The next package has urls of its own.
    m_paths.clear();
    m_lastStatusForPath.clear();
    m_indexed = false;
}

void DumpExtractor::settle() const
{
    if (m_committer->submitted.empty())
        return;
    m_committer->pool.waitForDone();
    for (const std::shared_ptr<Pending> &pending : m_committer->submitted) {
        for (const Pending::Target &target : std::as_const(pending->targets)) {
            Outcome &outcome = m_outcomes[target.manifestIndex];
            outcome.state = target.state;
            outcome.error = target.error;
            m_bytesWritten += target.bytesWritten;
        }
    }
    m_committer->submitted.clear();
    m_committer->busyPaths.clear();
}

void DumpExtractor::indexPaths(const DumpPackageResult &result)
{
    m_paths.clear();
    m_lastStatusForPath.clear();
    m_paths.reserve(result.entries.size());
    for (qsizetype s = 0; s < result.entries.size(); ++s) {
        const DumpEntryStatus &status = result.entries.at(s);
        const bool hasBitstream = !status.zipName.isEmpty() && status.state != EntryState::Missing;
        // The loc alone decides where the bytes go; the ZIP entry name and
        // the manifest's path never reach the disk.
        if (!hasBitstream)
            m_paths.append(LocalCopyLayout::Result<QString>());
        else if (m_resolver)
            m_paths.append(m_resolver(QUrl(status.loc)));
        else
            m_paths.append(m_layout.relativePathFor(QUrl(status.loc)));
        if (hasBitstream && m_paths.constLast().isValid())
            m_lastStatusForPath.insert(m_paths.constLast().value, s);
    }
    m_indexed = true;
}

bool DumpExtractor::begin(const DumpPackageResult &result, const QList<qsizetype> &statuses)
{
    m_current = std::make_shared<Pending>(); // drops one that never ended
    Pending &pending = *m_current;
    if (!m_indexed)
        indexPaths(result);

    const EntryList &entries = result.manifest.document.entries;
    bool waitForCommits = false;
    for (const qsizetype s : statuses) {
        const DumpEntryStatus &status = result.entries.at(s);
        Outcome outcome;
        outcome.manifestIndex = status.manifestIndex;
        outcome.loc = status.loc;
        outcome.state = State::NotVerified; // until end() knows better
        const auto settled = [&](State state, const QString &error) {
            outcome.state = state;
            outcome.error = error;
            m_outcomes.insert(status.manifestIndex, outcome);
        };
        if (m_wanted && !m_wanted(status.manifestIndex)) {
            settled(State::Skipped, {});
            continue;
        }
        const LocalCopyLayout::Result<QString> &mapped = m_paths.at(s);
        if (!mapped.isValid()) {
            settled(State::Unmappable, mapped.errorString);
            continue;
        }
        outcome.relativePath = mapped.value;
        // The manifest lists changes in order, and the last one for a
        // resource is its state; the ZIP may hold them in any order.
        if (m_lastStatusForPath.value(mapped.value, s) != s) {
            settled(State::Skipped,
                    Tr::tr("A later url in the manifest has the same location, "
                           "so its bitstream is written instead."));
            continue;
        }
        m_outcomes.insert(status.manifestIndex, outcome);

        const Entry &entry = entries.at(status.manifestIndex);
        Pending::Target target;
        target.status = s;
        target.manifestIndex = status.manifestIndex;
        target.relativePath = mapped.value;
        target.modified = lastModified(entry);
        // A path an earlier entry is still committing: the later bytes must
        // land last.
        waitForCommits = waitForCommits || m_committer->busyPaths.contains(target.relativePath);
        const qint64 length = status.expectedLength.value_or(-1);
        const QString hash
            = entry.metadata ? entry.metadata->hash().value_or(QString()) : QString();
        for (qsizetype g = 0; g < pending.groups.size(); ++g) {
            if (pending.groups.at(g).expectedLength == length
                && pending.groups.at(g).hash == hash) {
                target.group = g;
                break;
            }
        }
        if (target.group < 0) {
            Pending::Group group;
            group.expectedLength = length;
            group.hash = hash;
            group.first = pending.targets.size();
            if (!m_dryRun)
                group.buffer.reserve(qsizetype(qBound<qint64>(0, length, bufferLimit)));
            target.group = pending.groups.size();
            pending.groups.append(group);
        }
        pending.targets.append(target);
    }
    if (waitForCommits)
        settle();
    for (const Pending::Target &target : std::as_const(pending.targets)) {
        const QFileInfo existing(m_writer.rootDirectory() + QLatin1Char('/') + target.relativePath);
        m_outcomes[target.manifestIndex].existed = existing.exists() || existing.isSymLink();
    }

    // With dryRun the entry is checked all the same, with nothing to keep.
    return !m_dryRun && !pending.groups.isEmpty();
}

bool DumpExtractor::write(QByteArrayView chunk)
{
    if (!m_current)
        return false;
    Pending &pending = *m_current;
    bool writing = false;
    for (Pending::Group &group : pending.groups) {
        if (group.failed)
            continue;
        if (!group.file) {
            if (group.buffer.size() + chunk.size() <= bufferLimit) {
                group.buffer.append(chunk);
                writing = true;
                continue;
            }
            // Too big to keep in memory: it streams to its file from here on.
            if (!pending.open(group, m_writer) || !pending.append(group, group.buffer))
                continue;
            group.buffer = QByteArray();
        }
        if (pending.append(group, chunk))
            writing = true;
    }
    return writing;
}

void DumpExtractor::end(const DumpPackageResult &result, const QList<qsizetype> &statuses)
{
    Q_UNUSED(statuses); // the targets begin() made of them say it all
    if (!m_current)
        return;
    std::shared_ptr<Pending> pending = std::move(m_current);
    for (Pending::Target &target : pending->targets) {
        const DumpEntryStatus &status = result.entries.at(target.status);
        target.entryState = status.state;
        target.length = status.actualLength.value_or(0);
    }

    if (m_dryRun || !pending->needsCommit()) {
        // Nothing to write: dropped, dry run, or nothing could be opened.
        pending->complete(m_writer, m_dryRun);
        for (const Pending::Target &target : std::as_const(pending->targets)) {
            Outcome &outcome = m_outcomes[target.manifestIndex];
            outcome.state = target.state;
            outcome.error = target.error;
            m_bytesWritten += target.bytesWritten;
        }
        return;
    }

    Committer &committer = *m_committer;
    committer.freeSlots.acquire(); // blocks while the disk is behind
    for (const Pending::Target &target : std::as_const(pending->targets))
        committer.busyPaths.insert(target.relativePath, pending.get());
    committer.submitted.push_back(pending);
    const CopyWriter *writer = &m_writer;
    QSemaphore *slots = &committer.freeSlots;
    committer.pool.start([pending, writer, slots] {
        pending->complete(*writer, false);
        slots->release();
    });
}

} // namespace rsi
