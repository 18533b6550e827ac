// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filehead.h"

#include <QFile>

namespace rsi {

QByteArray readFileHead(const QString &path, qint64 maximum)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(maximum);
}

} // namespace rsi
