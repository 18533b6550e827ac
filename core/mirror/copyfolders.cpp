// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "copyfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutexLocker>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace rsi {

namespace {

#ifdef Q_OS_UNIX
constexpr bool keepsFolders = true;
#else
// A kept path would follow a link planted after its check: the path-based
// fallback checks every folder again for every file.
constexpr bool keepsFolders = false;
#endif

} // namespace

CopyFolders::CopyFolders(const QString &rootDirectory)
    : m_root(rootDirectory)
{ }

CopyFolders::Opened CopyFolders::openRoot(bool create)
{
    Opened opened;
    if (m_rootFolder) {
        opened.folder = m_rootFolder;
        return opened;
    }
    const QFileInfo info(m_root); // follows a link: the root may be one
    if (!info.exists()) {
        if (!create) {
            opened.problem = Problem::Missing;
            return opened;
        }
        if (!QDir().mkpath(m_root)) {
            opened.problem = Problem::Failed;
            opened.error = EACCES;
            return opened;
        }
    } else if (!info.isDir()) {
        opened.problem = Problem::NotAFolder;
        return opened;
    }
#ifdef Q_OS_UNIX
    const int descriptor
        = ::open(QFile::encodeName(m_root).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0) {
        opened.problem = errno == ENOTDIR ? Problem::NotAFolder : Problem::Failed;
        opened.error = errno;
        return opened;
    }
    m_rootFolder = std::make_shared<const CopyFolder>(m_root, descriptor);
#else
    m_rootFolder = std::make_shared<const CopyFolder>(m_root, -1);
#endif
    opened.folder = m_rootFolder;
    if (!keepsFolders)
        m_rootFolder.reset();
    return opened;
}

CopyFolders::Opened CopyFolders::open(const QStringList &names, bool create)
{
    const QMutexLocker locker(&m_mutex);
    bool usedKept = false;
    const Opened opened = walk(names, create, true, &usedKept);
    if (opened.problem == Problem::None || !usedKept)
        return opened;
    // A kept folder may have been removed since (its descriptor then names
    // a deleted folder): walk again from the root, once.
    m_rootFolder.reset();
    m_kept.clear();
    return walk(names, create, false, &usedKept);
}

CopyFolders::Opened CopyFolders::walk(const QStringList &names, bool create, bool useKept,
                                      bool *usedKept)
{
    Opened opened = openRoot(create);
    if (!opened.folder)
        return opened;
    // Most files go to a folder kept already: one lookup, not one per name.
    if (useKept && !names.isEmpty()) {
        const auto kept = m_kept.constFind(names.join(u'/'));
        if (kept != m_kept.cend()) {
            *usedKept = true;
            opened.folder = kept.value();
            return opened;
        }
    }

    struct Made
    {
        std::shared_ptr<const CopyFolder> parent;
        QString name;
    };
    QList<Made> made;
    QList<std::pair<QString, std::shared_ptr<const CopyFolder>>> reached;
    const auto refuse = [&](Problem problem, qsizetype at, int error) {
        // Deepest first: each is empty once the one below it is gone.
        for (auto it = made.crbegin(); it != made.crend(); ++it)
            it->parent->removeFolder(it->name, nullptr);
        Opened refused;
        refused.problem = problem;
        refused.at = at;
        refused.error = error;
        return refused;
    };

    std::shared_ptr<const CopyFolder> current = opened.folder;
    QString key;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString &name = names.at(i);
        key += (i == 0 ? QString() : QStringLiteral("/")) + name;
        if (useKept && made.isEmpty()) { // below a folder made just now nothing is kept
            const auto kept = m_kept.constFind(key);
            if (kept != m_kept.cend()) {
                current = kept.value();
                *usedKept = true;
                continue;
            }
        }
        int error = 0;
        std::shared_ptr<const CopyFolder> next = current->openFolder(name, &error);
        if (!next && error == ENOENT && create) {
            int makeError = 0;
            if (current->makeFolder(name, &makeError))
                made.append({current, name});
            else if (makeError != EEXIST) // EEXIST: another thread made it meanwhile
                return refuse(Problem::Failed, i, makeError);
            next = current->openFolder(name, &error);
        }
        if (!next) {
            if (error == ENOENT)
                return refuse(Problem::Missing, i, error);
            // ELOOP or ENOTDIR for a link, depending on the system: ask.
            switch (current->kindOf(name)) {
            case CopyFolder::Kind::Link:
                return refuse(Problem::Link, i, error);
            case CopyFolder::Kind::File:
            case CopyFolder::Kind::Other:
                return refuse(Problem::NotAFolder, i, error);
            case CopyFolder::Kind::Missing:
            case CopyFolder::Kind::Directory:
                return refuse(Problem::Failed, i, error);
            }
        }
        reached.append({key, next});
        current = next;
    }
    for (const auto &[path, folder] : std::as_const(reached)) {
        if (!keepsFolders)
            break;
        if (m_kept.size() >= maxKept)
            m_kept.clear();
        m_kept.insert(path, folder);
    }
    opened.folder = current;
    return opened;
}

void CopyFolders::forget(const QStringList &names)
{
    const QMutexLocker locker(&m_mutex);
    if (names.isEmpty()) {
        m_rootFolder.reset();
        m_kept.clear();
        return;
    }
    const QString key = names.join(u'/');
    const QString below = key + u'/';
    m_kept.removeIf(
        [&](const auto &entry) { return entry.key() == key || entry.key().startsWith(below); });
}

} // namespace rsi
