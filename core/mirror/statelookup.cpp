// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statelookup.h"

#include "pathassigner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

} // namespace

StateLookup::StateLookup(const QString &root)
{
    const QString path = MirrorStateStore::filePath(root);
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return;
    const QString wal = path + QStringLiteral("-wal");
    if (!QFileInfo::exists(wal) || QFileInfo(wal).size() == 0) {
        if (!m_store.open(path, SqliteStore::OpenMode::Immutable))
            m_error = m_store.errorString();
        return;
    }
    // Committed pages may still be in the log: read a copy of both.
    m_copy = std::make_unique<QTemporaryDir>();
    const QString copy = m_copy->filePath(MirrorStateStore::fileName());
    for (const QString &from : {path, wal}) {
        if (QFileInfo(from).isSymLink()) {
            m_error = Tr::tr("%1 is a symbolic link; the state is never read or written "
                             "through a link.")
                          .arg(QDir::toNativeSeparators(from));
            return;
        }
        if (!QFile::copy(from, copy + from.mid(path.size()))) {
            m_error = Tr::tr("%1 could not be read.").arg(QDir::toNativeSeparators(from));
            return;
        }
    }
    if (!m_store.open(copy, SqliteStore::OpenMode::ExistingOnly))
        m_error = m_store.errorString();
}

StateLookup::~StateLookup() = default;

std::optional<QString> StateLookup::pathOf(const QString &key)
{
    if (!m_store.isOpen())
        return std::nullopt;
    const std::optional<StateResource> row = m_store.resource(key);
    return row ? std::optional<QString>(row->path) : std::nullopt;
}

std::optional<QString> StateLookup::urlAt(const QString &relativePath)
{
    if (!m_store.isOpen())
        return std::nullopt;
    const std::optional<StateResource> row
        = m_store.resourceAtPathKey(PathAssigner::collisionKey(relativePath));
    return row && row->path == relativePath ? std::optional<QString>(row->url) : std::nullopt;
}

} // namespace rsi
