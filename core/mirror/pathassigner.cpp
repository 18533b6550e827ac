// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pathassigner.h"

#include <QCoreApplication>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PathAssigner)
};

// The first `names` names of a relative path.
QString leadingNames(const QString &path, qsizetype names)
{
    qsizetype at = -1;
    for (qsizetype i = 0; i < names; ++i) {
        at = path.indexOf(u'/', at + 1);
        if (at < 0)
            return path;
    }
    return path.left(at);
}

} // namespace

PathAssigner::PathAssigner(const LocalCopyLayout &layout, MirrorStateStore &store)
    : m_layout(layout)
    , m_store(store)
{ }

QString PathAssigner::collisionKey(const QString &relativePath)
{
    return LocalCopyLayout::collisionKey(relativePath);
}

bool PathAssigner::isKnownFolder(QStringView folderKey) const
{
    return folderKey == m_lastFolder || m_knownFolders.contains(folderKey.toString());
}

QString PathAssigner::conflict(const QString &path, const QString &key, QString *folderInTheWay)
{
    if (const auto holder = m_store.holderAtPathKey(key))
        return Tr::tr("%1 holds %2 already.").arg(holder->path, holder->url);
    // Every folder on the way must not be another resource's file. The key
    // is taken name by name: a folder's key is a prefix of the path's.
    // A known folder's own folders are known too (rememberFolders keeps them
    // together): a path in a known folder needs no look at its ancestors.
    const qsizetype lastSlash = key.lastIndexOf(u'/');
    const bool inKnownFolder = lastSlash > 0 && isKnownFolder(QStringView(key).first(lastSlash));
    for (qsizetype slash = inKnownFolder ? -1 : key.indexOf(u'/'); slash > 0;
         slash = key.indexOf(u'/', slash + 1)) {
        const QString folder = key.left(slash);
        if (m_knownFolders.contains(folder))
            continue;
        if (const auto holder = m_store.holderAtPathKey(folder)) {
            // The key has the path's names, one for one.
            if (folderInTheWay)
                *folderInTheWay = leadingNames(path, folder.count(u'/') + 1);
            return Tr::tr("%1 is the file of %2, but %3 needs a folder there.")
                .arg(holder->path, holder->url, path);
        }
    }
    // And the file must not be where other resources need a folder.
    if (m_store.hasPathBelow(key))
        return Tr::tr("%1 is a folder of other resources' files.").arg(path);
    return {};
}

PathAssigner::Assignment PathAssigner::lookup(const QString &key, const QUrl &url)
{
    Assignment assignment;
    assignment.row = m_store.resource(key);
    if (assignment.row) {
        assignment.path = assignment.row->path;
        return assignment;
    }
    // The key is the URL's text: when it is plain, the path is read off it.
    if (std::optional<QString> plain = LocalCopyLayout::plainRelativePathFor(key)) {
        Q_ASSERT(url.toString(QUrl::FullyEncoded) == key);
        assignment.path = std::move(*plain);
        return assignment;
    }
    const LocalCopyLayout::Result<QString> preferred = m_layout.relativePathFor(url);
    assignment.path = preferred.value;
    assignment.error = preferred.error;
    assignment.errorString = preferred.errorString;
    return assignment;
}

PathAssigner::Assignment PathAssigner::assign(const QString &key, const QUrl &url, qint64 seen)
{
    Assignment assignment = lookup(key, url);
    if (assignment.row) {
        if (assignment.row->seen != seen) {
            m_store.markSeen(key, seen);
            assignment.row->seen = seen;
        }
        return assignment;
    }
    if (!assignment.isValid())
        return assignment;
    // The readable path when it is free; else a name beside it, or, when a
    // folder on the way is another resource's file, that folder's own
    // alternative. Deterministic: the same URL meets the same candidates.
    QString candidate = assignment.path;
    QString firstConflict;
    for (int attempt = 1; attempt <= maxAttempts; ++attempt) {
        QString folderInTheWay;
        const QString pathKey = collisionKey(candidate);
        const QString why = conflict(candidate, pathKey, &folderInTheWay);
        if (why.isEmpty()) {
            StateResource resource;
            resource.url = key;
            resource.path = candidate;
            resource.seen = seen;
            if (!m_store.insert(resource, pathKey))
                break;
            rememberFolders(pathKey);
            assignment.path = candidate;
            assignment.isNew = true;
            return assignment;
        }
        if (firstConflict.isEmpty())
            firstConflict = why;
        candidate = folderInTheWay.isEmpty() ? alternative(url, {}, attempt)
                                             : alternative(url, folderInTheWay, attempt);
        if (candidate.isEmpty())
            break;
    }
    assignment.path.clear();
    assignment.error = LocalCopyLayout::Error::InvalidPath;
    assignment.errorString
        = Tr::tr("It has no free place in the local copy: %1")
              .arg(firstConflict.isEmpty() ? m_store.errorString() : firstConflict);
    return assignment;
}

void PathAssigner::rememberFolders(const QString &key)
{
    // The set holds folders, not files: bounded by the copy's folders, and
    // dropped whole in the unlikely case of a source of a million of them.
    constexpr qsizetype maxKnownFolders = 100'000;
    const auto forgetAll = [this] {
        m_knownFolders.clear();
        m_lastFolder.clear();
    };
    if (m_knownFolders.size() > maxKnownFolders)
        forgetAll();
    // A folder is only ever kept with all of its own (conflict() counts on
    // it): a known folder that turns out to be a file drops them all.
    if (m_knownFolders.remove(key))
        forgetAll();
    const qsizetype lastSlash = key.lastIndexOf(u'/');
    if (lastSlash <= 0)
        return;
    const QStringView folder = QStringView(key).first(lastSlash);
    if (!isKnownFolder(folder)) {
        for (qsizetype slash = key.indexOf(u'/'); slash > 0; slash = key.indexOf(u'/', slash + 1))
            m_knownFolders.insert(key.left(slash));
    }
    // The next path is most likely in the same folder.
    if (folder != m_lastFolder)
        m_lastFolder = folder.toString();
}

QString PathAssigner::alternative(const QUrl &url, const QString &folderInTheWay, int attempt) const
{
    if (folderInTheWay.isEmpty())
        return m_layout.alternativePathFor(url, attempt).value;
    // The folder steps aside: its URL's alternative name, and the rest of
    // the path below it. The folder's URL is the URL cut after as many path
    // segments as the folder has names below the host's.
    const qsizetype depth = folderInTheWay.count(u'/');
    const QStringList segments = url.path(QUrl::FullyEncoded).split(u'/');
    if (depth + 1 > segments.size())
        return {};
    const QUrl folderUrl(url.toString(QUrl::FullyEncoded | QUrl::RemovePath | QUrl::RemoveQuery
                                      | QUrl::RemoveFragment)
                             + segments.mid(0, depth + 1).join(u'/'),
                         QUrl::StrictMode);
    const LocalCopyLayout::Result<QString> folder = m_layout.alternativePathFor(folderUrl, attempt);
    const LocalCopyLayout::Result<QString> preferred = m_layout.relativePathFor(url);
    if (!folder.isValid() || !preferred.isValid())
        return {};
    return folder.value + preferred.value.mid(folderInTheWay.size());
}

} // namespace rsi
