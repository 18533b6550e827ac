// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rsi {

// The first bytes of a file, at most maximum of them; empty when it cannot
// be read. For sniffing what a file is and for reading pages whose start is
// all that matters.
QByteArray readFileHead(const QString &path, qint64 maximum);

} // namespace rsi
