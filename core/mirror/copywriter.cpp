// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CopyWriter's paths: the checks of a relative path, the folders opened or
// made on the way to a target, the staging folder, and removals.
#include "copywriter.h"

#include "copyfolders.h"
#include "copywriter_p.h"
#include "localcopylayout.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <climits>

namespace rsi {

using namespace copywriter;

namespace {

using Problem = CopyFolders::Problem;

#ifdef PATH_MAX
constexpr qsizetype maxPathBytes = PATH_MAX - 1; // PATH_MAX counts the NUL
#else
constexpr qsizetype maxPathBytes = 32767 - 1; // Windows' long paths
#endif

// One file or folder name: no separator, no NUL, not "." or "..".
bool isPlainName(QStringView name)
{
    return !name.isEmpty() && name != u"." && name != u".." && !name.contains(u'/')
        && !name.contains(u'\\') && !name.contains(QChar());
}

// The names of a relative path, or nothing when it is not one CopyWriter
// accepts. Checked before anything touches the disk.
std::optional<QStringList> splitRelativePath(const QString &relativePath)
{
    // "C:x" is relative to the current folder of drive C on Windows.
    if (relativePath.size() >= 2 && relativePath.at(1) == u':' && relativePath.at(0).isLetter())
        return std::nullopt;
    const QStringList names = relativePath.split(u'/');
    for (const QString &name : names) {
        if (!isPlainName(name)) // also catches "" (absolute or empty path) and "a//b"
            return std::nullopt;
    }
    return names;
}

QString badPathMessage(const QString &relativePath)
{
    return Tr::tr("\"%1\" is not a valid path inside the local copy: it is empty or absolute, "
                  "or has an empty, \".\" or \"..\" part, a backslash or a NUL character.")
        .arg(relativePath);
}

// Paths longer than the system takes cannot be made; refusing them first
// means nothing is made on the way to a path that would fail.
bool fitsPathLimit(const QString &path, QString *error)
{
    // At most three bytes per UTF-16 code unit: most paths need no count.
    if (path.size() * 3 <= maxPathBytes)
        return true;
    const qsizetype bytes = QFile::encodeName(path).size();
    if (bytes <= maxPathBytes)
        return true;
    return failed(error,
                  Tr::tr("%1 is too long a path for this system (%2 bytes, at most %3), so "
                         "nothing was written.")
                      .arg(shown(path), QString::number(bytes), QString::number(maxPathBytes)),
                  false);
}

// The root, then the names up to `count`, as a path for messages.
QString pathTo(const QString &root, const QStringList &names, qsizetype count)
{
    QString path = root;
    for (qsizetype i = 0; i < count; ++i)
        path += u'/' + names.at(i);
    return path;
}

// "name~2.ext": a free name in the trash when the first choice is taken.
QString withSuffix(const QString &name, int number)
{
    const qsizetype dot = name.lastIndexOf(u'.');
    const QString suffix = u'~' + QString::number(number);
    // Keep the extension so that the file still opens with the right program.
    if (dot > 0)
        return name.left(dot) + suffix + name.mid(dot);
    return name + suffix;
}

} // namespace

CopyWriter::CopyWriter(const QString &rootDirectory)
    : m_root(QDir::cleanPath(QFileInfo(rootDirectory).absoluteFilePath()))
    , m_folders(std::make_shared<CopyFolders>(m_root))
{ }

QString CopyWriter::trashFolderName()
{
    return QStringLiteral("trash");
}

QString CopyWriter::stagingFolderName()
{
    return QStringLiteral("partial");
}

QString CopyWriter::newBatchName()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
}

std::optional<CopyWriter::Target> CopyWriter::prepareTarget(const QString &relativePath,
                                                            QString *error, bool dryRun,
                                                            bool checkTarget) const
{
    const std::optional<QStringList> names = splitRelativePath(relativePath);
    if (!names)
        return failed<std::optional<Target>>(error, badPathMessage(relativePath));
    Target target;
    target.folderNames = names->first(names->size() - 1);
    target.name = names->last();
    target.path = m_root + u'/' + relativePath; // the names, checked above, joined again
    if (!fitsPathLimit(target.path, error))
        return std::nullopt;

    const CopyFolders::Opened opened = m_folders->open(target.folderNames, !dryRun);
    // For messages only: a mirror prepares a target for every file it writes.
    const auto where = [&] {
        return pathTo(m_root, *names, opened.at + 1);
    };
    switch (opened.problem) {
    case Problem::None:
        break;
    case Problem::Missing: // only in a dry run: nothing below exists yet
        return target;
    case Problem::Link:
        return failed<std::optional<Target>>(
            error,
            Tr::tr("%1 is a symbolic link. The local copy is never changed through a "
                   "link, so %2 was refused.")
                .arg(shown(where()), relativePath));
    case Problem::NotAFolder:
        if (opened.at < 0)
            return failed<std::optional<Target>>(
                error, Tr::tr("The local copy folder %1 is not a folder.").arg(shown(m_root)));
        return failed<std::optional<Target>>(error,
                                             Tr::tr("%1 is in the way: %2 needs a folder there, "
                                                    "but it is a file or something else.")
                                                 .arg(shown(where()), relativePath));
    case Problem::Failed:
        if (opened.at < 0)
            return failed<std::optional<Target>>(
                error, Tr::tr("The local copy folder %1 could not be created.").arg(shown(m_root)));
        return failed<std::optional<Target>>(error,
                                             Tr::tr("The folder %1 could not be created: %2")
                                                 .arg(shown(where()), reason(opened.error)));
    }
    target.folder = opened.folder;

    if (!checkTarget)
        return target;
    const QString problem = targetProblem(target.folder->kindOf(target.name), target.path);
    if (!problem.isEmpty())
        return failed<std::optional<Target>>(error, problem);
    return target;
}

QString CopyWriter::prepare(const QString &relativePath, QString *error, bool dryRun) const
{
    const std::optional<Target> target = prepareTarget(relativePath, error, dryRun, true);
    return target ? target->path : QString();
}

std::shared_ptr<const CopyFolder> CopyWriter::stagingFolder(QString *error) const
{
    // Checked like any other folder: never written through a link.
    const QStringList names = {LocalCopyLayout::stateDirectoryName(), stagingFolderName()};
    const CopyFolders::Opened opened = m_folders->open(names, true);
    if (opened.folder)
        return opened.folder;
    const QString where = pathTo(m_root, names, opened.at + 1);
    if (opened.problem == Problem::Link)
        return failed<std::shared_ptr<const CopyFolder>>(
            error,
            Tr::tr("%1 is a symbolic link. The local copy is never changed through a "
                   "link, so nothing was written.")
                .arg(shown(where)));
    return failed<std::shared_ptr<const CopyFolder>>(
        error, Tr::tr("The folder %1 could not be created.").arg(shown(where)));
}

void CopyWriter::cleanStaging() const
{
    const CopyFolders::Opened opened
        = m_folders->open({LocalCopyLayout::stateDirectoryName(), stagingFolderName()}, false);
    if (!opened.folder)
        return;
    // The names are listed by path; they are removed inside the folder that
    // was opened, so a listing taken elsewhere removes nothing there.
    const QStringList names
        = QDir(opened.folder->path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names)
        opened.folder->removeFile(name, nullptr);
}

std::optional<QString> CopyWriter::remove(const QString &relativePath, const QString &batch,
                                          bool purge, QString *error) const
{
    using Removed = std::optional<QString>;
    const std::optional<QStringList> names = splitRelativePath(relativePath);
    if (!names)
        return failed<Removed>(error, badPathMessage(relativePath));
    if (!purge && !isPlainName(batch))
        return failed<Removed>(error,
                               Tr::tr("\"%1\" is not a valid name for a trash folder.").arg(batch));
    const QString path = pathTo(m_root, *names, names->size());
    const QStringList folderNames = names->first(names->size() - 1);
    const QString &name = names->last();

    // Every folder on the way must be real: through a link, a removal would
    // move or delete a file outside the copy.
    const CopyFolders::Opened opened = m_folders->open(folderNames, false);
    const QString where = pathTo(m_root, *names, opened.at + 1);
    switch (opened.problem) {
    case Problem::None:
        break;
    case Problem::Missing:
        return failed<Removed>(
            error, Tr::tr("%1 does not exist, so it was not removed.").arg(shown(path)));
    case Problem::Link:
        return failed<Removed>(error,
                               Tr::tr("%1 is a symbolic link. The local copy is never changed "
                                      "through a link, so %2 was not removed.")
                                   .arg(shown(where), relativePath));
    case Problem::NotAFolder:
    case Problem::Failed:
        return failed<Removed>(error,
                               Tr::tr("%1 is not a folder, so %2 cannot be inside it.")
                                   .arg(shown(where), relativePath));
    }
    const std::shared_ptr<const CopyFolder> folder = opened.folder;
    switch (folder->kindOf(name)) {
    case Kind::File:
    case Kind::Link: // the link itself goes, never what it points to
        break;
    case Kind::Missing:
        return failed<Removed>(
            error, Tr::tr("%1 does not exist, so it was not removed.").arg(shown(path)));
    case Kind::Directory:
        return failed<Removed>(
            error, Tr::tr("%1 is a folder, not a file, so it was not removed.").arg(shown(path)));
    case Kind::Other:
        return failed<Removed>(
            error, Tr::tr("%1 is not a regular file, so it was not removed.").arg(shown(path)));
    }

    QString trashRelative;
    int why = 0;
    if (purge) {
        if (!folder->removeFile(name, &why))
            return failed<Removed>(
                error, Tr::tr("%1 could not be deleted: %2").arg(shown(path), reason(why)));
    } else {
        const QString wanted = LocalCopyLayout::stateDirectoryName() + u'/' + trashFolderName()
            + u'/' + batch + u'/' + relativePath;
        // Makes the trash folders, none of them through a link.
        const std::optional<Target> trash = prepareTarget(wanted, error, false, false);
        if (!trash)
            return std::nullopt;
        QString trashName = trash->name;
        for (int number = 2; trash->folder->kindOf(trashName) != Kind::Missing; ++number)
            trashName = withSuffix(trash->name, number);
        if (!folder->rename(name, *trash->folder, trashName, &why))
            return failed<Removed>(
                error,
                Tr::tr("%1 could not be moved to the trash folder %2: %3")
                    .arg(shown(path), shown(trash->folder->filePath(trashName)), reason(why)));
        trashRelative = wanted.left(wanted.size() - trash->name.size()) + trashName;
    }

    // Remove the folders this emptied, deepest first; never the root.
    for (qsizetype depth = folderNames.size(); depth > 0; --depth) {
        const QStringList parentNames = folderNames.first(depth - 1);
        const CopyFolders::Opened parent = m_folders->open(parentNames, false);
        if (!parent.folder || !parent.folder->removeFolder(folderNames.at(depth - 1), nullptr))
            break; // fails on a folder that is not empty
        m_folders->forget(folderNames.first(depth));
    }
    return trashRelative;
}

} // namespace rsi
