// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "copywriter.h"

#include "localcopylayout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QRandomGenerator>
#include <QStringList>

#include <filesystem>
#include <memory>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CopyWriter)
};

// writeFile() copies in pieces this big.
constexpr qint64 copyChunkSize = 1024 * 1024;

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

template<typename T> T failed(QString *error, const QString &message, T value = {})
{
    if (error)
        *error = message;
    return value;
}

// What is at a path, without following a link there (lstat).
enum class Kind { Missing, Directory, File, Link, Other };

Kind kindOf(const QString &path)
{
    const QFileInfo info(path);
    // A link is a link whether or not its target exists, so ask first.
    if (info.isSymLink() || info.isJunction())
        return Kind::Link;
    if (!info.exists())
        return Kind::Missing;
    if (info.isDir())
        return Kind::Directory;
    if (info.isFile())
        return Kind::File;
    return Kind::Other; // a FIFO, socket or device
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
    const QStringList names = relativePath.split(QLatin1Char('/'));
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

std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

// "name~2.ext": a free name in the trash when the first choice is taken.
QString withSuffix(const QString &relativePath, int number)
{
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    const qsizetype dot = relativePath.lastIndexOf(QLatin1Char('.'));
    const QString suffix = QLatin1Char('~') + QString::number(number);
    // Keep the extension so that the file still opens with the right program.
    if (dot > slash + 1)
        return relativePath.left(dot) + suffix + relativePath.mid(dot);
    return relativePath + suffix;
}

} // namespace

StagedFile::StagedFile(const QString &stagingPath, const QString &targetPath)
    : QFile(stagingPath)
    , m_targetPath(targetPath)
{ }

StagedFile::~StagedFile()
{
    if (!m_committed)
        cancelWriting();
}

void StagedFile::cancelWriting()
{
    close();
    QFile::remove(fileName());
}

CopyWriter::CopyWriter(const QString &rootDirectory)
    : m_root(QDir::cleanPath(QFileInfo(rootDirectory).absoluteFilePath()))
{ }

QString CopyWriter::trashFolderName()
{
    return QStringLiteral("trash");
}

QString CopyWriter::newBatchName()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
}

QString CopyWriter::prepare(const QString &relativePath, QString *error, bool dryRun) const
{
    const std::optional<QStringList> names = splitRelativePath(relativePath);
    if (!names)
        return failed<QString>(error, badPathMessage(relativePath));

    // The root is the user's choice: it may itself be a link to a folder.
    const QFileInfo rootInfo(m_root);
    if (!rootInfo.exists()) {
        if (!dryRun && !QDir().mkpath(m_root))
            return failed<QString>(
                error, Tr::tr("The local copy folder %1 could not be created.").arg(shown(m_root)));
    } else if (!rootInfo.isDir()) {
        return failed<QString>(
            error, Tr::tr("The local copy folder %1 is not a folder.").arg(shown(m_root)));
    }

    QString path = m_root.endsWith(QLatin1Char('/')) ? m_root.chopped(1) : m_root;
    bool creating = !rootInfo.exists(); // below a missing folder nothing exists
    for (qsizetype i = 0; i < names->size() - 1; ++i) {
        path += QLatin1Char('/') + names->at(i);
        Kind kind = creating ? Kind::Missing : kindOf(path);
        if (kind == Kind::Missing) {
            creating = true;
            if (dryRun)
                continue;
            // mkdir, not mkpath: one level at a time, so that nothing is made
            // through a link. Another thread may have made it meanwhile.
            QDir().mkdir(path);
            kind = kindOf(path);
            if (kind == Kind::Missing)
                return failed<QString>(
                    error, Tr::tr("The folder %1 could not be created.").arg(shown(path)));
        }
        switch (kind) {
        case Kind::Directory:
            break;
        case Kind::Link:
            return failed<QString>(
                error,
                Tr::tr("%1 is a symbolic link. The local copy is never changed through a "
                       "link, so %2 was refused.")
                    .arg(shown(path), relativePath));
        case Kind::Missing:
        case Kind::File:
        case Kind::Other:
            return failed<QString>(error,
                                   Tr::tr("%1 is in the way: %2 needs a folder there, but it is "
                                          "a file or something else.")
                                       .arg(shown(path), relativePath));
        }
    }

    path += QLatin1Char('/') + names->last();
    switch (creating ? Kind::Missing : kindOf(path)) {
    case Kind::Missing:
    case Kind::File:
        return path;
    case Kind::Link:
        return failed<QString>(error,
                               Tr::tr("%1 is a symbolic link. The local copy is never written "
                                      "through a link, so it was not replaced.")
                                   .arg(shown(path)));
    case Kind::Directory:
        return failed<QString>(
            error, Tr::tr("%1 is a folder, not a file, so it was not replaced.").arg(shown(path)));
    case Kind::Other:
        return failed<QString>(
            error, Tr::tr("%1 is not a regular file, so it was not replaced.").arg(shown(path)));
    }
    return path;
}

QString CopyWriter::stagingFolderName()
{
    return QStringLiteral("partial");
}

StagedFile *CopyWriter::openSaveFile(const QString &relativePath, QString *error) const
{
    const QString path = prepare(relativePath, error);
    if (path.isEmpty())
        return nullptr;
    // The staging folder is checked like any other: never written through a link.
    const QString stagingRelative
        = LocalCopyLayout::stateDirectoryName() + u'/' + stagingFolderName() + u"/x";
    const QString staging = prepare(stagingRelative, error);
    if (staging.isEmpty())
        return nullptr;
    const QString folder = QFileInfo(staging).absolutePath();
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QString name = QString::number(QRandomGenerator::global()->generate64(), 36)
            + QStringLiteral(".part");
        auto file = std::make_unique<StagedFile>(folder + u'/' + name, path);
        if (file->open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return file.release();
        if (file->error() != QFileDevice::OpenError || QFileInfo::exists(file->fileName()) == false)
            return failed<StagedFile *>(
                error, Tr::tr("%1 could not be written: %2").arg(shown(path), file->errorString()));
    }
    return failed<StagedFile *>(
        error, Tr::tr("%1 could not be written: no free staging name.").arg(shown(path)));
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
    // The target may have turned into a link or a folder since prepare().
    const Kind kind = kindOf(path);
    if (kind != Kind::Missing && kind != Kind::File)
        return failed<bool>(
            error, Tr::tr("%1 is not a regular file, so it was not replaced.").arg(shown(path)),
            false);
    std::error_code code;
    std::filesystem::rename(fsPath(file->fileName()), fsPath(path), code);
    if (code)
        return failed<bool>(error,
                            Tr::tr("%1 could not be written: %2")
                                .arg(shown(path), QString::fromLocal8Bit(code.message())),
                            false);
    file->m_committed = true;
    return true;
}

void CopyWriter::cleanStaging() const
{
    const QString staging
        = QDir(m_root).filePath(LocalCopyLayout::stateDirectoryName() + u'/' + stagingFolderName());
    if (kindOf(staging) != Kind::Directory)
        return;
    const QStringList names = QDir(staging).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names)
        QFile::remove(staging + u'/' + name);
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

bool CopyWriter::writeData(const QString &relativePath, QByteArrayView data,
                           const std::optional<QDateTime> &modified, QString *error) const
{
    const std::unique_ptr<StagedFile> file(openSaveFile(relativePath, error));
    if (!file)
        return false;
    if (file->write(data.data(), data.size()) != data.size()) {
        const QString why = Tr::tr("%1 could not be written: %2")
                                .arg(shown(file->fileName()), file->errorString());
        file->cancelWriting();
        return failed<bool>(error, why, false);
    }
    return commit(file.get(), modified, error);
}

bool CopyWriter::writeFile(const QString &relativePath, QIODevice *from,
                           const std::optional<QDateTime> &modified, QString *error) const
{
    if (!from || !from->isReadable())
        return failed<bool>(error, Tr::tr("There is nothing to read for %1.").arg(relativePath),
                            false);
    const std::unique_ptr<StagedFile> file(openSaveFile(relativePath, error));
    if (!file)
        return false;
    QByteArray buffer(copyChunkSize, Qt::Uninitialized);
    for (;;) {
        const qint64 n = from->read(buffer.data(), buffer.size());
        if (n < 0) {
            file->cancelWriting();
            return failed<bool>(error,
                                Tr::tr("%1 could not be written: reading its content failed: %2")
                                    .arg(shown(file->fileName()), from->errorString()),
                                false);
        }
        if (n == 0)
            break;
        if (file->write(buffer.constData(), n) != n) {
            const QString why = Tr::tr("%1 could not be written: %2")
                                    .arg(shown(file->fileName()), file->errorString());
            file->cancelWriting();
            return failed<bool>(error, why, false);
        }
    }
    return commit(file.get(), modified, error);
}

std::optional<QString> CopyWriter::remove(const QString &relativePath, const QString &batch,
                                          bool purge, QString *error) const
{
    const std::optional<QStringList> names = splitRelativePath(relativePath);
    if (!names)
        return failed<std::optional<QString>>(error, badPathMessage(relativePath));
    if (!purge && !isPlainName(batch))
        return failed<std::optional<QString>>(
            error, Tr::tr("\"%1\" is not a valid name for a trash folder.").arg(batch));

    // Every folder on the way must be real: through a link, a removal would
    // move or delete a file outside the copy.
    const QString root = m_root.endsWith(QLatin1Char('/')) ? m_root.chopped(1) : m_root;
    QString path = root;
    for (qsizetype i = 0; i < names->size() - 1; ++i) {
        path += QLatin1Char('/') + names->at(i);
        switch (kindOf(path)) {
        case Kind::Directory:
            break;
        case Kind::Missing:
            return failed<std::optional<QString>>(
                error,
                Tr::tr("%1 does not exist, so it was not removed.")
                    .arg(shown(root + QLatin1Char('/') + relativePath)));
        case Kind::Link:
            return failed<std::optional<QString>>(
                error,
                Tr::tr("%1 is a symbolic link. The local copy is never changed through a "
                       "link, so %2 was not removed.")
                    .arg(shown(path), relativePath));
        case Kind::File:
        case Kind::Other:
            return failed<std::optional<QString>>(
                error,
                Tr::tr("%1 is not a folder, so %2 cannot be inside it.")
                    .arg(shown(path), relativePath));
        }
    }
    path += QLatin1Char('/') + names->last();
    switch (kindOf(path)) {
    case Kind::File:
    case Kind::Link: // the link itself goes, never what it points to
        break;
    case Kind::Missing:
        return failed<std::optional<QString>>(
            error, Tr::tr("%1 does not exist, so it was not removed.").arg(shown(path)));
    case Kind::Directory:
        return failed<std::optional<QString>>(
            error, Tr::tr("%1 is a folder, not a file, so it was not removed.").arg(shown(path)));
    case Kind::Other:
        return failed<std::optional<QString>>(
            error, Tr::tr("%1 is not a regular file, so it was not removed.").arg(shown(path)));
    }

    QString trashRelative;
    std::error_code code;
    if (purge) {
        // std::filesystem: unlinks a link itself, never its target.
        if (!std::filesystem::remove(fsPath(path), code))
            return failed<std::optional<QString>>(
                error,
                Tr::tr("%1 could not be deleted: %2")
                    .arg(shown(path), QString::fromLocal8Bit(code.message())));
    } else {
        const QString wanted = LocalCopyLayout::stateDirectoryName() + QLatin1Char('/')
            + trashFolderName() + QLatin1Char('/') + batch + QLatin1Char('/') + relativePath;
        QString target;
        trashRelative = wanted;
        for (int number = 2;; ++number) {
            // prepare() makes the trash folders, none of them through a link.
            target = prepare(trashRelative, error);
            if (target.isEmpty())
                return std::nullopt;
            if (kindOf(target) == Kind::Missing)
                break;
            trashRelative = withSuffix(wanted, number);
        }
        // std::filesystem: renames a link itself, also one whose target is gone.
        std::filesystem::rename(fsPath(path), fsPath(target), code);
        if (code)
            return failed<std::optional<QString>>(
                error,
                Tr::tr("%1 could not be moved to the trash folder %2: %3")
                    .arg(shown(path), shown(target), QString::fromLocal8Bit(code.message())));
    }

    // Remove the folders this emptied, deepest first; never the root.
    QString folder = path;
    for (qsizetype i = names->size() - 1; i > 0; --i) {
        folder.truncate(folder.lastIndexOf(QLatin1Char('/')));
        if (!QDir().rmdir(folder)) // fails on a folder that is not empty
            break;
    }
    return trashRelative;
}

} // namespace rsi
