// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CopyWriter's writing: StagedFile, the staging file renamed over its target,
// the unnamed file of the target's folder (Linux), and the flush to the disk.
#include "copyfolders.h"
#include "copywriter.h"
#include "copywriter_p.h"

#include <QIODevice>
#include <QRandomGenerator>
#include <QScopeGuard>

#include <cerrno>
#include <memory>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rsi {

using namespace copywriter;

namespace {

// writeFile() copies in pieces this big.
constexpr qint64 copyChunkSize = 1024 * 1024;

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

} // namespace rsi
