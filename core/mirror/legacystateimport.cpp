// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legacystateimport.h"

#include "copywriter.h"
#include "localcopylayout.h"
#include "mirrorstate.h"
#include "mirrorstatestore.h"
#include "pathassigner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

// Whether relativePath names a regular file below root with only real
// folders on the way (never a link).
bool isPlainFileInside(const QString &root, const QString &relativePath)
{
    const QStringList names = relativePath.split(u'/');
    QString path = root;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString &name = names.at(i);
        if (name.isEmpty() || name == u"." || name == u"..")
            return false;
        path += u'/' + name;
        const QFileInfo info(path);
        if (info.isSymLink() || info.isJunction())
            return false;
        if (i + 1 < names.size() ? !info.isDir() : !info.isFile())
            return false;
    }
    return true;
}

std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

} // namespace

QString LegacyStateImport::legacyPath(const QString &root)
{
    return MirrorState::filePath(root);
}

QString LegacyStateImport::importedKey()
{
    return QStringLiteral("legacyImported");
}

bool LegacyStateImport::import(const QString &root, MirrorStateStore &store, PathAssigner &assigner,
                               bool dryRun, StateMigration *migration, QString *error)
{
    const QString path = legacyPath(root);
    if (QFileInfo(path).isSymLink()) {
        *error = Tr::tr("%1 is a symbolic link; the state is never read or written through a "
                        "link. Remove it to start a new baseline.")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    MirrorState legacy;
    if (!MirrorState::load(root, &legacy, error))
        return false;
    migration->happened = true;
    migration->from = path;

    const auto insertAt = [&](const QString &url, const QString &where) {
        StateResource row;
        row.url = url;
        row.path = where;
        return store.insert(row, PathAssigner::collisionKey(where));
    };
    for (auto it = legacy.resources.cbegin(); it != legacy.resources.cend(); ++it) {
        const QString &url = it.key();
        const MirrorState::Resource &old = it.value();
        QString where;
        if (!dryRun) {
            const PathAssigner::Assignment assignment = assigner.assign(url, QUrl(url), 0);
            if (assignment.isValid())
                where = assignment.path;
        }
        if (where.isEmpty()) {
            // A dry run, or no readable path free: the file stays where it is.
            if (store.resource(url) || !insertAt(url, old.path))
                continue;
            where = old.path;
        }
        StateResource row;
        row.url = url;
        row.path = where;
        row.length = old.length;
        row.hashes = old.hashes;
        row.lastmod = old.lastmod;
        row.type = old.type;
        row.etag = old.etag;
        row.lastModified = old.lastModified;
        if (old.fetched.isValid())
            row.fetched = old.fetched;
        if (!store.recordFetched(row)) {
            *error = store.errorString();
            return false;
        }
        ++migration->resources;
        if (where != old.path && !store.addLegacyMove(url, old.path)) {
            *error = store.errorString();
            return false;
        }
    }
    for (auto it = legacy.failed.cbegin(); it != legacy.failed.cend(); ++it) {
        if (!store.resource(it.key())) {
            const PathAssigner::Assignment assignment
                = assigner.assign(it.key(), QUrl(it.key()), 0);
            if (!assignment.isValid())
                continue;
            ++migration->resources;
        }
        if (!store.recordFailure(it.key(), it.value())) {
            *error = store.errorString();
            return false;
        }
    }
    StateMeta meta;
    meta.source = legacy.source;
    meta.capabilityList = legacy.capabilityList;
    meta.baselineRoute = legacy.baselineRoute;
    meta.baselineUrl = legacy.baselineUrl;
    meta.baselineAt = legacy.baselineAt;
    meta.syncPoint = legacy.syncPoint;
    if (legacy.lastRun.isValid())
        meta.lastRun = legacy.lastRun;
    bool ok = store.setMeta(meta);
    for (auto it = legacy.changeListCursor.cbegin(); ok && it != legacy.changeListCursor.cend();
         ++it)
        ok = store.setChangeListCursor(it.key(), it.value());
    for (qsizetype i = 0; ok && i < legacy.appliedPackages.size(); ++i)
        ok = store.addAppliedPackage(legacy.appliedPackages.at(i));
    ok = ok && store.setMetaValue(importedKey(), QStringLiteral("1"));
    if (!ok)
        *error = store.errorString();
    return ok;
}

bool LegacyStateImport::moveFiles(const QString &root, const CopyWriter &writer,
                                  MirrorStateStore &store, StateMigration *migration,
                                  const std::atomic_bool *cancel, QString *error)
{
    constexpr qsizetype batch = 1000;
    for (;;) {
        const QList<std::pair<QString, QString>> moves = store.legacyMoves(batch);
        if (moves.isEmpty())
            return true;
        for (const auto &[url, oldPath] : moves) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return true; // the next run goes on from here
            const std::optional<StateResource> row = store.resource(url);
            const QString from = root + u'/' + oldPath;
            if (row && row->path != oldPath && isPlainFileInside(root, oldPath)) {
                QString why;
                const QString to = writer.prepare(row->path, &why);
                std::error_code code;
                if (!to.isEmpty() && !QFileInfo::exists(to) && !QFileInfo(to).isSymLink())
                    std::filesystem::rename(fsPath(from), fsPath(to), code);
                else
                    code = std::make_error_code(std::errc::file_exists);
                if (!code) {
                    ++migration->moved;
                    // Remove the folders the move emptied, deepest first; never the root.
                    QString folder = QFileInfo(from).absolutePath();
                    while (folder.size() > root.size() && QDir().rmdir(folder))
                        folder = QFileInfo(folder).absolutePath();
                } else if (!store.resourceAtPathKey(PathAssigner::collisionKey(oldPath))) {
                    // Its new place is taken: it stays, and the state says where.
                    store.setPath(url, oldPath, PathAssigner::collisionKey(oldPath));
                    ++migration->kept;
                }
            }
            if (!store.removeLegacyMove(url)) {
                *error = store.errorString();
                return false;
            }
        }
        if (!store.checkpoint()) {
            *error = store.errorString();
            return false;
        }
    }
}

bool LegacyStateImport::retire(const QString &root, QString *error)
{
    const QString path = legacyPath(root);
    const QString retired = path + QStringLiteral(".migrated");
    QFile::remove(retired);
    std::error_code code;
    std::filesystem::rename(fsPath(path), fsPath(retired), code);
    if (code) {
        *error = Tr::tr("%1 could not be renamed to %2: %3")
                     .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(retired),
                          QString::fromLocal8Bit(code.message()));
        return false;
    }
    return true;
}

} // namespace rsi
