// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "localcopylayout.h"
#include "mirrorstatestore.h"

#include <optional>

namespace rsi {

// Gives each URL its file in a local copy, with the state as the authority
// (design.md "Local copy"): a URL the state knows keeps its path; a new one
// gets the layout's readable path when that is free, and the path is
// recorded with it at once, so that later URLs see it taken.
//
// Free means: no resource of the state has a path with the same collision
// key (the same file on a case- or normalisation-insensitive file system),
// none has a file where this path needs a folder (an ancestor), and none
// lies below where this path needs a file. Each check is an index lookup in
// the state, so a million resources cost no scan.
//
// Lives on the state's thread, like the store it is given.
class PathAssigner final
{
public:
    PathAssigner(const LocalCopyLayout &layout, MirrorStateStore &store);

    struct Assignment
    {
        QString path; // relative, "/" separators; empty when there is none
        bool isNew = false; // given now (the resource had no row)
        std::optional<StateResource> row; // what the state knew, when it knew it
        LocalCopyLayout::Error error = LocalCopyLayout::Error::NoError;
        QString errorString; // translated: why the URL has no path
        bool isValid() const { return error == LocalCopyLayout::Error::NoError; }
    };

    // The path of the resource with this key (resourceKey()) and URL
    // (normalised). A new row is written with `seen`; a known one is marked seen.
    Assignment assign(const QString &key, const QUrl &url, qint64 seen);
    // The same without recording anything: the state's path, or the path the
    // layout would give (what a deletion or a lookup needs).
    Assignment lookup(const QString &key, const QUrl &url);

    // The key two paths share when a case- or normalisation-insensitive file
    // system would take them for one file.
    static QString collisionKey(const QString &relativePath);

private:
    // Why path cannot be given to a new resource; empty when it is free.
    QString conflict(const QString &path);

    const LocalCopyLayout &m_layout;
    MirrorStateStore &m_store;
};

} // namespace rsi
