// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "copywriter.h"

#include "copyfolders.h"
#include "localcopylayout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QStringList>

#include <cerrno>
#include <climits>
#include <memory>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CopyWriter)
};

using Kind = CopyFolder::Kind;
using Problem = CopyFolders::Problem;

// writeFile() copies in pieces this big.
constexpr qint64 copyChunkSize = 1024 * 1024;

#ifdef PATH_MAX
constexpr qsizetype maxPathBytes = PATH_MAX - 1; // PATH_MAX counts the NUL
#else
constexpr qsizetype maxPathBytes = 32767 - 1; // Windows' long paths
#endif

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString reason(int error)
{
    return QString::fromLocal8Bit(std::generic_category().message(error));
}

template<typename T> T failed(QString *error, const QString &message, T value = {})
{
    if (error)
        *error = message;
    return value;
}

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

// Why a file cannot be written over what is at `path`, or nothing.
QString targetProblem(Kind kind, const QString &path)
{
    switch (kind) {
    case Kind::Missing:
    case Kind::File:
        return {};
    case Kind::Link:
        return Tr::tr("%1 is a symbolic link. The local copy is never written "
                      "through a link, so it was not replaced.")
            .arg(shown(path));
    case Kind::Directory:
        return Tr::tr("%1 is a folder, not a file, so it was not replaced.").arg(shown(path));
    case Kind::Other:
        return Tr::tr("%1 is not a regular file, so it was not replaced.").arg(shown(path));
    }
    return {};
}

#ifdef Q_OS_UNIX
// Writes all of data to descriptor, or as much as the system took; then
// *systemError says why it took no more (a short write is followed by one
// that says why: ENOSPC for a full disk).
qint64 writeFully(int descriptor, const char *data, qint64 length, int *systemError)
{
    qint64 written = 0;
    while (written < length) {
        const ssize_t n = ::write(descriptor, data + written, size_t(length - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *systemError = n < 0 ? errno : EIO;
            break;
        }
        written += n;
    }
    return written;
}
#endif

QString randomStagingName()
{
    return QString::number(QRandomGenerator::global()->generate64(), 36) + QStringLiteral(".part");
}

} // namespace

StagedFile::StagedFile(std::shared_ptr<const CopyFolder> staging, const QString &stagingName,
                       std::shared_ptr<const CopyFolder> target, const QString &relativePath,
                       const QString &targetName)
    : m_staging(std::move(staging))
    , m_stagingName(stagingName)
    , m_target(std::move(target))
    , m_relativePath(relativePath)
    , m_targetName(targetName)
{ }

StagedFile::~StagedFile()
{
    if (!m_committed)
        cancelWriting();
}

void StagedFile::cancelWriting()
{
    close();
    m_staging->removeFile(m_stagingName, nullptr);
}

qint64 StagedFile::writeData(const char *data, qint64 length)
{
#ifdef Q_OS_UNIX
    const qint64 written = writeFully(handle(), data, length, &m_systemError);
    if (written < length) {
        setErrorString(reason(m_systemError));
        return written > 0 ? written : -1;
    }
    return written;
#else
    return QFile::writeData(data, length);
#endif
}

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

StagedFile *CopyWriter::openSaveFile(const QString &relativePath, QString *error) const
{
    return openStaged(relativePath, error, true);
}

StagedFile *CopyWriter::openStaged(const QString &relativePath, QString *error,
                                   bool checkTarget) const
{
    // The staging folder first: when it is refused, no folder is made for
    // the target either.
    std::shared_ptr<const CopyFolder> staging = stagingFolder(error);
    if (!staging)
        return nullptr;
    const std::optional<Target> target = prepareTarget(relativePath, error, false, checkTarget);
    if (!target)
        return nullptr;
    bool reopened = false;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QString name = randomStagingName();
        std::unique_ptr<StagedFile> file(
            new StagedFile(staging, name, target->folder, relativePath, target->name));
        int why = 0;
        if (staging->createFile(name, *file, &why))
            return file.release();
        file->m_committed = true; // nothing of ours to remove
        if (why == ENOENT && !reopened) {
            // The kept staging folder was removed meanwhile: open it again
            // (which also says so when a link took its place).
            reopened = true;
            m_folders->forget({});
            staging = stagingFolder(error);
            if (!staging)
                return nullptr;
            continue;
        }
        if (why != EEXIST)
            return failed<StagedFile *>(
                error, Tr::tr("%1 could not be written: %2").arg(shown(target->path), reason(why)));
    }
    return failed<StagedFile *>(
        error, Tr::tr("%1 could not be written: no free staging name.").arg(shown(target->path)));
}

bool CopyWriter::commit(StagedFile *file, const std::optional<QDateTime> &modified,
                        QString *error) const
{
    if (!file || !file->isOpen())
        return failed<bool>(error, Tr::tr("No file is open for writing."), false);
    const QString path = file->targetPath();
    // The time is set on the staging file, so that the file appears under its
    // name complete and with its time in one step (rename keeps it). The write
    // buffer goes first: a write after the time would bump it again.
    if (!file->flush())
        return failed<bool>(
            error, Tr::tr("%1 could not be written: %2").arg(shown(path), file->errorString()),
            false);
    if (modified && modified->isValid()
        && !file->setFileTime(*modified, QFileDevice::FileModificationTime))
        return failed<bool>(error,
                            Tr::tr("%1 could not be written: its modification time could not be "
                                   "set: %2")
                                .arg(shown(path), file->errorString()),
                            false);
    file->close();
    return moveIntoPlace(file, error);
}

bool CopyWriter::moveIntoPlace(StagedFile *file, QString *error) const
{
    const QString path = file->targetPath();
    for (int attempt = 0;; ++attempt) {
        // The target may have turned into a link or a folder since it was
        // prepared; a link planted after this check is replaced by the
        // rename, never written through.
        const QString problem = targetProblem(file->m_target->kindOf(file->m_targetName), path);
        if (!problem.isEmpty())
            return failed<bool>(error, problem, false);
        int why = 0;
        if (file->m_staging->rename(file->m_stagingName, *file->m_target, file->m_targetName,
                                    &why)) {
            file->m_committed = true;
            return true;
        }
        if (why != ENOENT || attempt > 0)
            return failed<bool>(
                error, Tr::tr("%1 could not be written: %2").arg(shown(path), reason(why)), false);
        // A kept folder was removed meanwhile (ours pruned by a removal, or
        // by someone else): open the way again, once.
        m_folders->forget({});
        const std::optional<Target> again
            = prepareTarget(file->m_relativePath, error, false, false);
        if (!again)
            return false;
        file->m_target = again->folder;
    }
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

bool CopyWriter::syncToDisk(QString *error) const
{
#if defined(Q_OS_LINUX)
    const int fd = ::open(QFile::encodeName(m_root).constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return failed<bool>(
            error, Tr::tr("%1 could not be flushed to the disk.").arg(shown(m_root)), false);
    const bool synced = ::syncfs(fd) == 0;
    ::close(fd);
    if (!synced)
        return failed<bool>(
            error, Tr::tr("%1 could not be flushed to the disk.").arg(shown(m_root)), false);
#elif defined(Q_OS_UNIX)
    ::sync();
#else
    Q_UNUSED(error);
#endif
    return true;
}

bool CopyWriter::isOutOfSpace(int systemError)
{
#ifdef EDQUOT
    if (systemError == EDQUOT)
        return true;
#endif
    return systemError == ENOSPC;
}

bool CopyWriter::writeData(const QString &relativePath, QByteArrayView data,
                           const std::optional<QDateTime> &modified, QString *error,
                           int *systemError, Expect expect) const
{
    if (systemError)
        *systemError = 0;
    if (expect == Expect::NewFile) {
        if (const std::optional<bool> written
            = writeUnnamed(relativePath, data, modified, error, systemError))
            return *written;
    }
    // The target is checked once, at the commit: a moment later than a check
    // here would be, so one system call fewer for each file.
    const std::unique_ptr<StagedFile> file(openStaged(relativePath, error, false));
    if (!file)
        return false;
    if (file->write(data.data(), data.size()) != data.size()) {
        const QString why = Tr::tr("%1 could not be written: %2")
                                .arg(shown(file->targetPath()), file->errorString());
        if (systemError)
            *systemError = file->systemError();
        file->cancelWriting();
        return failed<bool>(error, why, false);
    }
    return commit(file.get(), modified, error);
}

std::optional<bool> CopyWriter::writeUnnamed(const QString &relativePath, QByteArrayView data,
                                             const std::optional<QDateTime> &modified,
                                             QString *error, int *systemError) const
{
#ifdef Q_OS_LINUX
    const std::optional<Target> target = prepareTarget(relativePath, error, false, false);
    if (!target)
        return false;
    int why = 0;
    const int descriptor = target->folder->createUnnamedFile(&why);
    if (descriptor < 0)
        return std::nullopt; // the staging file's way says what is wrong, if anything
    const auto closed = qScopeGuard([descriptor] { ::close(descriptor); });
    int code = 0;
    if (writeFully(descriptor, data.data(), data.size(), &code) < data.size()) {
        if (systemError)
            *systemError = code;
        return failed<bool>(
            error, Tr::tr("%1 could not be written: %2").arg(shown(target->path), reason(code)),
            false);
    }
    // The time before the name: the file appears complete, with its time.
    if (modified && modified->isValid()) {
        const qint64 ms = modified->toMSecsSinceEpoch();
        const timespec times[2]
            = {{0, UTIME_OMIT}, {time_t(ms / 1000), long((ms % 1000 + 1000) % 1000) * 1000000}};
        if (::futimens(descriptor, times) < 0)
            return failed<bool>(error,
                                Tr::tr("%1 could not be written: its modification time could not "
                                       "be set: %2")
                                    .arg(shown(target->path), reason(errno)),
                                false);
    }
    // A new file: named in one step, never through a link (linkat does not
    // follow the new name and refuses one that exists).
    if (target->folder->linkUnnamedFile(descriptor, target->name, &why))
        return true;
    if (why != EEXIST)
        return std::nullopt;
    // A file to replace: named in the staging folder, then renamed over it
    // (after the check that what is there is a file).
    const std::shared_ptr<const CopyFolder> staging = stagingFolder(error);
    if (!staging)
        return false;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QString name = randomStagingName();
        if (!staging->linkUnnamedFile(descriptor, name, &why)) {
            if (why == EEXIST)
                continue;
            return std::nullopt;
        }
        StagedFile file(staging, name, target->folder, relativePath, target->name);
        if (!moveIntoPlace(&file, error))
            return false; // the staged name is removed with `file`
        return true;
    }
    return std::nullopt;
#else
    Q_UNUSED(relativePath);
    Q_UNUSED(data);
    Q_UNUSED(modified);
    Q_UNUSED(error);
    Q_UNUSED(systemError);
    return std::nullopt;
#endif
}

bool CopyWriter::writeFile(const QString &relativePath, QIODevice *from,
                           const std::optional<QDateTime> &modified, QString *error,
                           int *systemError) const
{
    if (systemError)
        *systemError = 0;
    if (!from || !from->isReadable())
        return failed<bool>(error, Tr::tr("There is nothing to read for %1.").arg(relativePath),
                            false);
    // The target is checked once, at the commit: a moment later than a check
    // here would be, so one system call fewer for each file.
    const std::unique_ptr<StagedFile> file(openStaged(relativePath, error, false));
    if (!file)
        return false;
    QByteArray buffer(copyChunkSize, Qt::Uninitialized);
    for (;;) {
        const qint64 n = from->read(buffer.data(), buffer.size());
        if (n < 0) {
            file->cancelWriting();
            return failed<bool>(error,
                                Tr::tr("%1 could not be written: reading its content failed: %2")
                                    .arg(shown(file->targetPath()), from->errorString()),
                                false);
        }
        if (n == 0)
            break;
        if (file->write(buffer.constData(), n) != n) {
            const QString why = Tr::tr("%1 could not be written: %2")
                                    .arg(shown(file->targetPath()), file->errorString());
            if (systemError)
                *systemError = file->systemError();
            file->cancelWriting();
            return failed<bool>(error, why, false);
        }
    }
    return commit(file.get(), modified, error);
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
