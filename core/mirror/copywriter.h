// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copyfolder.h"

#include <QDateTime>
#include <QFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QIODevice;

namespace rsi {

class CopyFolders;

// A file being written for CopyWriter: it lives in the copy's staging folder
// (".rsinspector/partial") until CopyWriter::commit() renames it over its
// target in one step. Destroyed without a commit (or after cancelWriting()),
// it removes itself: the target keeps its old content. fileName() is the
// staging file's path.
class StagedFile final : public QFile
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StagedFile)

public:
    ~StagedFile() override;

    QString fileName() const override { return m_staging->filePath(m_stagingName); }
    QString targetPath() const { return m_target->filePath(m_targetName); }
    // Drops what was written.
    void cancelWriting();
    // The system's error number of the last write that failed (ENOSPC for
    // a full disk), 0 when none did or the system gave none.
    int systemError() const { return m_systemError; }

protected:
    // Unbuffered: each write goes to the file at once. QFile says "Unknown
    // error" when the disk fills during a write the system took in part;
    // written here, a failure says what the system said ("No space left on
    // device") and systemError() keeps its number.
    qint64 writeData(const char *data, qint64 length) override;

private:
    friend class CopyWriter;
    StagedFile(std::shared_ptr<const CopyFolder> staging, const QString &stagingName,
               std::shared_ptr<const CopyFolder> target, const QString &relativePath,
               const QString &targetName);

    std::shared_ptr<const CopyFolder> m_staging;
    QString m_stagingName;
    std::shared_ptr<const CopyFolder> m_target; // the folder
    QString m_relativePath; // of the target, to open its folder again
    QString m_targetName;
    bool m_committed = false;
    int m_systemError = 0;
};

// Writes, replaces and removes files inside a local copy folder, and nowhere
// else (design.md "Local copy"):
//
// - Paths are relative to the root, "/" separated, as LocalCopyLayout makes
//   them. Empty, absolute, "." or ".." segments, backslashes, NUL and paths
//   longer than the system takes (PATH_MAX) are refused before anything
//   touches the disk.
// - Every existing component between the root and the file must be a real
//   directory: a symbolic link (or junction), a regular file or anything
//   else in the way refuses the write. Missing folders are made; when the
//   write is refused or fails further down, the folders it made are removed
//   again. The file itself, when it exists, must be a regular file (a
//   symlink there is refused, never written through). On Unix every folder
//   is opened from the root one name at a time without following links and
//   used through its descriptor (CopyFolders, CopyFolder), so a link planted
//   anywhere on the way, at any time, is never followed; elsewhere the
//   checks are made on paths just before use.
// - Content is written to a staging file inside the state folder and then
//   renamed over the target (renameat on Unix, MoveFileEx with replace on
//   Windows), as QSaveFile does: a process killed at any moment leaves the
//   old file or the new one, never a torn one, and at most a staging file,
//   which cleanStaging() removes. Unlike QSaveFile it does not fsync each
//   file (0.4-3 ms each on the CI disk, more than everything else a small
//   download costs): syncToDisk() flushes them all at once, and the mirror
//   calls it before it writes its state. The modification time is set to
//   `modified` when given, so that an audit by lastmod finds the copy
//   current.
// - Removals are moves into a trash folder inside the state directory
//   (".rsinspector/trash/<batch>/<relative path>") unless purge is asked for;
//   emptied folders left behind are removed (never the root).
//
// On Linux, writeData() of a new file skips the staging folder: the content
// goes into an unnamed file of the target's own folder (O_TMPFILE), which
// gets its name with linkat() once complete and with its time. linkat never
// follows a link and refuses a name that exists, so a new file appears
// whole or not at all, and a process killed while writing leaves nothing.
// When something is there after all, the unnamed file is named in the
// staging folder and renamed over it as above.
//
// Cost: the folders reached are kept open for the writer's life (a run), so
// writeData() of a small new file into a folder already used costs five
// system calls on Linux (openat, write, futimens, linkat, close), and a
// replacement eight: openat (the staging file), fstat and lseek (QFile
// taking the descriptor), write, futimens, close, fstatat (the target),
// renameat; openSaveFile() checks the target once more when it opens, so
// that a long streamed write is refused before it starts.
//
// Safe to use from several threads at once for different files; copies
// share their open folders.
class CopyWriter final
{
public:
    explicit CopyWriter(const QString &rootDirectory);

    QString rootDirectory() const { return m_root; }

    // The absolute path for relativePath after the checks above, with its
    // parent folders made (unless dryRun); empty with *error set when refused.
    QString prepare(const QString &relativePath, QString *error, bool dryRun = false) const;

    // Writes all of `from` (read to its end) to relativePath. When the file
    // could not be written, *systemError (if given) is the system's error
    // number where there is one (ENOSPC: the disk is full), else 0.
    bool writeFile(const QString &relativePath, QIODevice *from,
                   const std::optional<QDateTime> &modified, QString *error,
                   int *systemError = nullptr) const;
    // What the caller expects at the target: a replacement takes the
    // staging folder's way at once (the new file's way would find the name
    // taken only after writing).
    enum class Expect { NewFile, Replacement };
    bool writeData(const QString &relativePath, QByteArrayView data,
                   const std::optional<QDateTime> &modified, QString *error,
                   int *systemError = nullptr, Expect expect = Expect::NewFile) const;
    // Whether a system error number says the file system is out of room
    // (ENOSPC, or EDQUOT: the user's quota is used up).
    static bool isOutOfSpace(int systemError);
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
    struct Target
    {
        std::shared_ptr<const CopyFolder> folder; // null in a dry run below a missing folder
        QStringList folderNames;
        QString name;
        QString path;
    };
    // The target's folder, made unless dryRun; with checkTarget, also what
    // is at the target must be a file or nothing.
    std::optional<Target> prepareTarget(const QString &relativePath, QString *error, bool dryRun,
                                        bool checkTarget) const;
    StagedFile *openStaged(const QString &relativePath, QString *error, bool checkTarget) const;
    // Renames a closed staged file over its target, checked just before.
    bool moveIntoPlace(StagedFile *file, QString *error) const;
    // writeData() through an unnamed file of the target's folder (Linux):
    // the result, or nothing when the system offers no such file and the
    // staging file's way is to be taken.
    std::optional<bool> writeUnnamed(const QString &relativePath, QByteArrayView data,
                                     const std::optional<QDateTime> &modified, QString *error,
                                     int *systemError) const;
    std::shared_ptr<const CopyFolder> stagingFolder(QString *error) const;

    QString m_root;
    std::shared_ptr<CopyFolders> m_folders;
};

} // namespace rsi
