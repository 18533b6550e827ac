// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "localcopylayout.h"
#include "mirrorstatestore.h"

#include <QSet>

#include <optional>

namespace rsi {

// Gives each URL its file in a local copy, with the state as the authority
// (design.md "Local copy"): a URL the state knows keeps its path; a new one
// gets the layout's readable path when that is free, and the path is
// recorded with it at once, so that later URLs see it taken.
//
// Free means: no resource of the state has a path with the same collision
// key (LocalCopyLayout::collisionKey: the same file on a case- or
// normalisation-insensitive file system), none has a file where this path
// needs a folder (an ancestor), and none lies below where this path needs a
// file. Each check is an index lookup in the state, so a million resources
// cost no scan. When the readable path is taken (case twins, http and https
// of one host, NFC and NFD twins, "/a" and "/a/b"), the layout's alternative
// names are tried in turn (LocalCopyLayout::alternativePathFor, beside it in
// the same folder; or, when a folder on the way is another resource's file,
// that folder's alternative): the first URL keeps the readable path, the
// next gets a name like "Report~1a2b3c4d.PDF", the same on every run.
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

    // Alternatives tried before a URL is told it has no place.
    static constexpr int maxAttempts = 8;

private:
    // Why path cannot be given to a new resource; empty when it is free.
    // When a folder on the way is another resource's file, *folderInTheWay
    // is that folder's path.
    // key: collisionKey(path).
    QString conflict(const QString &path, const QString &key, QString *folderInTheWay);
    // Attempt n for url: a name beside its readable path, or with the folder
    // in the way renamed to that folder's own alternative.
    QString alternative(const QUrl &url, const QString &folderInTheWay, int attempt) const;
    // Notes the folders of a path just given (its key's ancestors).
    void rememberFolders(const QString &key);
    bool isKnownFolder(QStringView folderKey) const;

    const LocalCopyLayout &m_layout;
    MirrorStateStore &m_store;
    // Collision keys of folders this assigner gave paths below and at which
    // no resource has a row: a file can only come there through assign(),
    // which forgets the key when it does. Spares the per-ancestor lookups
    // of every new path (three or four per resource in a baseline).
    QSet<QString> m_knownFolders;
    // The folder of the last path given, one of m_knownFolders (or empty):
    // the next path's folder, mostly, known without hashing its key.
    QString m_lastFolder;
};

} // namespace rsi
