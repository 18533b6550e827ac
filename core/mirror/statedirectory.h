// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "localcopylayout.h"

#include <QStringView>

namespace rsi {

// Whether a path relative to the copy's root is the state directory or lies
// inside it. Case-insensitive: on macOS and Windows ".RSInspector" is the
// same folder.
inline bool isInStateDirectory(QStringView relativePath)
{
    const QString state = LocalCopyLayout::stateDirectoryName();
    return relativePath.startsWith(state, Qt::CaseInsensitive)
        && (relativePath.size() == state.size() || relativePath.at(state.size()) == u'/');
}

} // namespace rsi
