// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "copyfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rsi {

namespace {

bool failed(int *error, int value)
{
    if (error)
        *error = value;
    return false;
}

#ifdef Q_OS_UNIX
// Interrupted calls are retried; the file systems a copy lives on rarely
// interrupt these, but a signal handler (Ctrl-C) may.
template<typename Call> int retried(Call call)
{
    int result = 0;
    do {
        result = call();
    } while (result < 0 && errno == EINTR);
    return result;
}
#else
std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

bool failedWith(int *error, const std::error_code &code)
{
    return failed(error, code.value() ? code.value() : EIO);
}
#endif

} // namespace

CopyFolder::CopyFolder(const QString &path, int descriptor)
    : m_path(path)
    , m_descriptor(descriptor)
{ }

CopyFolder::~CopyFolder()
{
#ifdef Q_OS_UNIX
    if (m_descriptor >= 0)
        ::close(m_descriptor);
#endif
}

#ifdef Q_OS_UNIX

CopyFolder::Kind CopyFolder::kindOf(const QString &name, int *error) const
{
    struct stat info
    {
    };
    if (retried([&] {
            return ::fstatat(m_descriptor, QFile::encodeName(name).constData(), &info,
                             AT_SYMLINK_NOFOLLOW);
        })
        < 0) {
        failed(error, errno);
        return Kind::Missing;
    }
    if (S_ISLNK(info.st_mode))
        return Kind::Link;
    if (S_ISDIR(info.st_mode))
        return Kind::Directory;
    if (S_ISREG(info.st_mode))
        return Kind::File;
    return Kind::Other; // a FIFO, socket or device
}

std::shared_ptr<const CopyFolder> CopyFolder::openFolder(const QString &name, int *error) const
{
    const int descriptor = retried([&] {
        return ::openat(m_descriptor, QFile::encodeName(name).constData(),
                        O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    });
    if (descriptor < 0) {
        failed(error, errno);
        return nullptr;
    }
    return std::make_shared<const CopyFolder>(filePath(name), descriptor);
}

bool CopyFolder::makeFolder(const QString &name, int *error) const
{
    if (::mkdirat(m_descriptor, QFile::encodeName(name).constData(), 0777) < 0)
        return failed(error, errno);
    return true;
}

bool CopyFolder::createFile(const QString &name, QFile &file, int *error) const
{
    const int descriptor = retried([&] {
        return ::openat(m_descriptor, QFile::encodeName(name).constData(),
                        O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    });
    if (descriptor < 0)
        return failed(error, errno);
    if (!file.open(descriptor, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
        ::close(descriptor);
        ::unlinkat(m_descriptor, QFile::encodeName(name).constData(), 0);
        return failed(error, EIO);
    }
    return true;
}

int CopyFolder::createUnnamedFile(int *error) const
{
#ifdef O_TMPFILE
    const int descriptor = retried(
        [&] { return ::openat(m_descriptor, ".", O_WRONLY | O_TMPFILE | O_CLOEXEC, 0666); });
    if (descriptor < 0) {
        // EISDIR, EOPNOTSUPP or EINVAL: a kernel or file system without them.
        failed(error, errno == ENOENT || errno == ENOSPC || errno == EDQUOT ? errno : ENOTSUP);
        return -1;
    }
    return descriptor;
#else
    failed(error, ENOTSUP);
    return -1;
#endif
}

bool CopyFolder::linkUnnamedFile(int descriptor, const QString &name, int *error) const
{
    const QByteArray encoded = QFile::encodeName(name);
    // Through /proc, as open(2) describes for O_TMPFILE: AT_EMPTY_PATH, the
    // other way, needs a capability an ordinary user lacks.
    const QByteArray procPath = "/proc/self/fd/" + QByteArray::number(descriptor);
    if (retried([&] {
            return ::linkat(AT_FDCWD, procPath.constData(), m_descriptor, encoded.constData(),
                            AT_SYMLINK_FOLLOW);
        })
        == 0)
        return true;
    if (errno != ENOENT || QFileInfo::exists(QStringLiteral("/proc/self/fd")))
        return failed(error, errno);
#ifdef AT_EMPTY_PATH
    if (retried([&] {
            return ::linkat(descriptor, "", m_descriptor, encoded.constData(), AT_EMPTY_PATH);
        })
        == 0)
        return true;
#endif
    return failed(error, errno);
}

bool CopyFolder::rename(const QString &name, const CopyFolder &to, const QString &toName,
                        int *error) const
{
    if (retried([&] {
            return ::renameat(m_descriptor, QFile::encodeName(name).constData(), to.m_descriptor,
                              QFile::encodeName(toName).constData());
        })
        < 0)
        return failed(error, errno);
    return true;
}

bool CopyFolder::removeFile(const QString &name, int *error) const
{
    if (::unlinkat(m_descriptor, QFile::encodeName(name).constData(), 0) < 0)
        return failed(error, errno);
    return true;
}

bool CopyFolder::removeFolder(const QString &name, int *error) const
{
    if (::unlinkat(m_descriptor, QFile::encodeName(name).constData(), AT_REMOVEDIR) < 0)
        return failed(error, errno);
    return true;
}

#else // the portable fallback: paths, checked before use

int CopyFolder::createUnnamedFile(int *error) const
{
    failed(error, ENOTSUP);
    return -1;
}

bool CopyFolder::linkUnnamedFile(int, const QString &, int *error) const
{
    return failed(error, ENOTSUP);
}

CopyFolder::Kind CopyFolder::kindOf(const QString &name, int *error) const
{
    const QFileInfo info(filePath(name));
    // A link is a link whether or not its target exists, so ask first.
    if (info.isSymLink() || info.isJunction())
        return Kind::Link;
    if (!info.exists()) {
        failed(error, ENOENT);
        return Kind::Missing;
    }
    if (info.isDir())
        return Kind::Directory;
    if (info.isFile())
        return Kind::File;
    return Kind::Other;
}

std::shared_ptr<const CopyFolder> CopyFolder::openFolder(const QString &name, int *error) const
{
    switch (kindOf(name, error)) {
    case Kind::Directory:
        return std::make_shared<const CopyFolder>(filePath(name), -1);
    case Kind::Missing:
        return nullptr;
    case Kind::Link:
        failed(error, ELOOP);
        return nullptr;
    case Kind::File:
    case Kind::Other:
        failed(error, ENOTDIR);
        return nullptr;
    }
    return nullptr;
}

bool CopyFolder::makeFolder(const QString &name, int *error) const
{
    if (kindOf(name) != Kind::Missing)
        return failed(error, EEXIST);
    // mkdir, not mkpath: one level, never through a link.
    return QDir().mkdir(filePath(name)) || failed(error, EACCES);
}

bool CopyFolder::createFile(const QString &name, QFile &file, int *error) const
{
    file.setFileName(filePath(name));
    if (file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return true;
    if (!QFileInfo(m_path).isDir())
        return failed(error, ENOENT);
    return failed(error, kindOf(name) != Kind::Missing ? EEXIST : EACCES);
}

bool CopyFolder::rename(const QString &name, const CopyFolder &to, const QString &toName,
                        int *error) const
{
    std::error_code code;
    // std::filesystem: renames a link itself, and replaces the target in one
    // step (MoveFileEx with replace on Windows).
    std::filesystem::rename(fsPath(filePath(name)), fsPath(to.filePath(toName)), code);
    return !code || failedWith(error, code);
}

bool CopyFolder::removeFile(const QString &name, int *error) const
{
    std::error_code code;
    return std::filesystem::remove(fsPath(filePath(name)), code) || failedWith(error, code);
}

bool CopyFolder::removeFolder(const QString &name, int *error) const
{
    return QDir().rmdir(filePath(name)) || failed(error, ENOTEMPTY);
}

#endif

} // namespace rsi
