// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class QFile;

namespace rsi {

// One folder of a local copy, reached from the copy's root without following
// a symbolic link (CopyFolders opens them).
//
// On Unix it holds an open descriptor of the folder, and every operation is
// relative to it with no-follow flags (openat with O_NOFOLLOW, fstatat with
// AT_SYMLINK_NOFOLLOW, renameat, unlinkat): the folder is the one that was
// reached, whatever is renamed or linked on the way later, and a name that
// is a link is never followed. Elsewhere (the portable fallback) it holds the
// path that was checked and works on paths: a link planted between a check
// and a use could be followed there.
//
// Failures report an errno value (ENOENT, ELOOP, ENOTDIR, EEXIST...) in
// *error. Immutable; any thread.
class CopyFolder final
{
public:
    enum class Kind { Missing, Directory, File, Link, Other };

    // Takes ownership of descriptor (-1: the path fallback).
    CopyFolder(const QString &path, int descriptor);
    ~CopyFolder();
    Q_DISABLE_COPY_MOVE(CopyFolder)

    // The absolute path, for messages and path-based readers.
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return m_path + u'/' + name; }

    // What is at name here, a link not followed (lstat). Missing also when
    // it cannot be looked at; then *error says why.
    Kind kindOf(const QString &name, int *error = nullptr) const;
    // The folder name inside this one, never through a link: nullptr with
    // *error (ENOENT missing, ELOOP or ENOTDIR a link or a file, ...).
    std::shared_ptr<const CopyFolder> openFolder(const QString &name, int *error) const;
    // mkdir; EEXIST when something is there.
    bool makeFolder(const QString &name, int *error) const;
    // Creates the file name, which must not exist (not even as a link), and
    // opens `file` on it for writing.
    bool createFile(const QString &name, QFile &file, int *error) const;
    // An unnamed file in this folder, open for writing (Linux's O_TMPFILE):
    // its descriptor, which the caller closes, or -1 with *error (ENOTSUP
    // where the system or the file system has none). It gets a name only
    // through linkUnnamedFile(); closed without one, it is gone, so a
    // process killed while writing leaves nothing behind.
    int createUnnamedFile(int *error) const;
    // Gives the unnamed file `descriptor` the name `name` in this folder;
    // EEXIST when anything (a link too) has that name, which stays as it is.
    bool linkUnnamedFile(int descriptor, const QString &name, int *error) const;
    // Renames name to toName in `to` in one step, replacing a file there. A
    // link at either name is itself renamed or replaced, never followed.
    bool rename(const QString &name, const CopyFolder &to, const QString &toName, int *error) const;
    // Unlinks a file (a link itself, never its target).
    bool removeFile(const QString &name, int *error) const;
    // rmdir: only an empty folder.
    bool removeFolder(const QString &name, int *error) const;

private:
    QString m_path;
    int m_descriptor = -1;
};

} // namespace rsi
