// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copyfolder.h"

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <memory>

namespace rsi {

// The folders of one local copy, opened from its root one name at a time
// (CopyFolder::openFolder: never through a link), made when missing and
// asked to, and on Unix kept open for the writer's life (a run), so that a
// file written into a folder already known costs no lookup at all. At most
// maxKept folders are kept; beyond that the cache starts again. The
// path-based fallback keeps nothing: a kept path could lead through a link
// planted after it was checked.
//
// The root is the user's choice and may itself be a link to a folder.
//
// A kept folder is the folder itself, not its path: one renamed or moved
// away during a run still receives that run's files (only someone who may
// already write there can move it, and no link is ever followed). When a
// walk through kept folders fails (one was removed meanwhile), open() walks
// again from the root; when an operation in a kept folder fails with ENOENT,
// the caller forget()s it and opens it again.
//
// Thread-safe.
class CopyFolders final
{
public:
    enum class Problem {
        None,
        Missing, // not there, and not to be made
        Link, // a symbolic link (or junction) in the way
        NotAFolder, // a file or something else in the way
        Failed, // could not be opened or made: see error
    };
    struct Opened
    {
        std::shared_ptr<const CopyFolder> folder; // set when problem is None
        Problem problem = Problem::None;
        qsizetype at = -1; // the index into names of the problem; -1: the root
        int error = 0; // errno when Failed
    };

    explicit CopyFolders(const QString &rootDirectory);

    // The folder the names lead to from the root ({} is the root). With
    // `create`, missing folders (and a missing root) are made; when a later
    // step is refused or fails, the folders this call made are removed
    // again, so that a refused path leaves nothing behind.
    Opened open(const QStringList &names, bool create);
    // Drops the kept folder the names lead to, and every kept folder below it.
    void forget(const QStringList &names);

    static constexpr qsizetype maxKept = 64;

private:
    Opened walk(const QStringList &names, bool create, bool useKept, bool *usedKept);
    Opened openRoot(bool create);

    const QString m_root;
    QMutex m_mutex;
    std::shared_ptr<const CopyFolder> m_rootFolder; // guarded by m_mutex
    QHash<QString, std::shared_ptr<const CopyFolder>> m_kept; // by names joined with "/"
};

} // namespace rsi
