// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What copywriter.cpp (paths, folders, removals) and copywriterwrites.cpp
// (writing files) share: the translation context, messages and the check of
// what is at a target. Private to those two files.
#pragma once

#include "copyfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QString>

#include <system_error>

namespace rsi::copywriter {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CopyWriter)
};

using Kind = CopyFolder::Kind;

inline QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

inline QString reason(int error)
{
    return QString::fromLocal8Bit(std::generic_category().message(error));
}

template<typename T> T failed(QString *error, const QString &message, T value = {})
{
    if (error)
        *error = message;
    return value;
}

// Why a file cannot be written over what is at `path`, or nothing.
inline QString targetProblem(Kind kind, const QString &path)
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

} // namespace rsi::copywriter
