// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QFile>
#include <QString>

#include <optional>

class QIODevice;

namespace rsi {

// A file being written for CopyWriter: it lives in the copy's staging folder
// (".rsinspector/partial") until CopyWriter::commit() renames it over its
// target in one step. Destroyed without a commit (or after cancelWriting()),
// it removes itself: the target keeps its old content.
class StagedFile final : public QFile
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StagedFile)

public:
    StagedFile(const QString &stagingPath, const QString &targetPath);
    ~StagedFile() override;

    QString targetPath() const { return m_targetPath; }
    // Drops what was written.
    void cancelWriting();

private:
    friend class CopyWriter;
    QString m_targetPath;
    bool m_committed = false;
};

// Writes, replaces and removes files inside a local copy folder, and nowhere
// else (design.md "Local copy"):
//
// - Paths are relative to the root, "/" separated, as LocalCopyLayout makes
//   them. Empty, absolute, "." or ".." segments, backslashes and NUL are
//   refused before anything touches the disk.
// - Every existing component between the root and the file must be a real
//   directory: a symbolic link (or junction), a regular file or anything
//   else in the way refuses the write. Missing folders are made. The file
//   itself, when it exists, must be a regular file (a symlink there is
//   refused, never written through).
// - Content is written to a staging file inside the state folder and then
//   renamed over the target (std::filesystem::rename: an atomic replace on
//   POSIX, MoveFileEx with replace on Windows), as QSaveFile does: a process
//   killed at any moment leaves the old file or the new one, never a torn
//   one, and at most a staging file, which cleanStaging() removes. Unlike
//   QSaveFile it does not fsync each file (0.4-3 ms each on the CI disk, more
//   than everything else a small download costs): syncToDisk() flushes them
//   all at once, and the mirror calls it before it writes its state. The
//   modification time is set to `modified` when given, so that an audit by
//   lastmod finds the copy current.
// - Removals are moves into a trash folder inside the state directory
//   (".rsinspector/trash/<batch>/<relative path>") unless purge is asked for;
//   emptied folders left behind are removed (never the root).
//
// Safe to use from several threads at once for different files (it keeps no
// mutable state).
class CopyWriter final
{
public:
    explicit CopyWriter(const QString &rootDirectory);

    QString rootDirectory() const { return m_root; }

    // The absolute path for relativePath after the checks above, with its
    // parent folders made (unless dryRun); empty with *error set when refused.
    QString prepare(const QString &relativePath, QString *error, bool dryRun = false) const;

    // Writes all of `from` (read to its end) to relativePath.
    bool writeFile(const QString &relativePath, QIODevice *from,
                   const std::optional<QDateTime> &modified, QString *error) const;
    bool writeData(const QString &relativePath, QByteArrayView data,
                   const std::optional<QDateTime> &modified, QString *error) const;
    // For streaming writers (dump extraction): an open StagedFile for
    // relativePath, or nullptr with *error set. The caller owns it: it
    // writes, then calls commit() or discards it (cancelWriting), and
    // deletes it either way.
    StagedFile *openSaveFile(const QString &relativePath, QString *error) const;
    // Renames `file` (not deleted here) over its target, with its
    // modification time set.
    bool commit(StagedFile *file, const std::optional<QDateTime> &modified, QString *error) const;

    // Removes staging files a killed run left behind. Call while no other
    // writer works on this copy (the mirror holds its lock).
    void cleanStaging() const;
    // Flushes what was written to the disk (syncfs on Linux, sync elsewhere
    // on Unix), so that a state written next never claims files a power cut
    // could lose. False with *error when the system refuses.
    bool syncToDisk(QString *error) const;
    // "partial": the staging folder inside LocalCopyLayout::stateDirectoryName().
    static QString stagingFolderName();

    // Moves relativePath into trash/<batch>/ (or unlinks it with purge).
    // Returns the trash path relative to the root ("" when purged), or an
    // empty optional with *error set.
    std::optional<QString> remove(const QString &relativePath, const QString &batch, bool purge,
                                  QString *error) const;

    // "trash": the folder inside LocalCopyLayout::stateDirectoryName().
    static QString trashFolderName();
    // A batch name for this moment: "20261122T193500Z" (UTC), unique per second.
    static QString newBatchName();

private:
    QString m_root;
};

} // namespace rsi
