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

} // namespace

PathAssigner::PathAssigner(const LocalCopyLayout &layout, MirrorStateStore &store)
    : m_layout(layout)
    , m_store(store)
{ }

QString PathAssigner::collisionKey(const QString &relativePath)
{
    // This layout writes every name so that no two URLs meet on any file
    // system ("!x" for an upper-case letter, NFC escapes): the path is its
    // own key.
    return relativePath;
}

QString PathAssigner::conflict(const QString &path)
{
    const QString key = collisionKey(path);
    if (const std::optional<StateResource> holder = m_store.resourceAtPathKey(key))
        return Tr::tr("%1 holds %2 already.").arg(holder->path, holder->url);
    // Every folder on the way must not be another resource's file.
    qsizetype slash = path.indexOf(u'/');
    while (slash > 0) {
        const QString folder = path.left(slash);
        if (const std::optional<StateResource> holder
            = m_store.resourceAtPathKey(collisionKey(folder)))
            return Tr::tr("%1 is the file of %2, but %3 needs a folder there.")
                .arg(holder->path, holder->url, path);
        slash = path.indexOf(u'/', slash + 1);
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
    const QString why = conflict(assignment.path);
    if (!why.isEmpty()) {
        assignment.path.clear();
        assignment.error = LocalCopyLayout::Error::InvalidPath;
        assignment.errorString = Tr::tr("It has no free place in the local copy: %1").arg(why);
        return assignment;
    }
    StateResource resource;
    resource.url = key;
    resource.path = assignment.path;
    resource.seen = seen;
    if (!m_store.insert(resource, collisionKey(assignment.path))) {
        assignment.path.clear();
        assignment.error = LocalCopyLayout::Error::InvalidPath;
        assignment.errorString = m_store.errorString();
        return assignment;
    }
    assignment.isNew = true;
    return assignment;
}

} // namespace rsi
