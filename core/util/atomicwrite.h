// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

class QSaveFile;

namespace rsi {

// Replaces path with bytes atomically (QSaveFile: a temporary file renamed
// over it), or leaves the old file as it was and says why in *error
// ("No space left on device"). Any thread.
bool writeFileAtomically(const QString &path, QByteArrayView bytes, QString *error);

// Commits a QSaveFile that was written to, the safe way: Qt 6.4's commit()
// reports success after a failed flush (a full disk) and renames the empty
// temporary file over the old one. This flushes first and cancels on any
// error, so the old file survives. *error gets the system's reason.
bool commitSaveFile(QSaveFile &file, QString *error);

} // namespace rsi
