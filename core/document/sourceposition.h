// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace rsi {

// Where something stands in a document: 1-based line and column, 0 when unknown.
struct SourcePosition
{
    qint64 line = 0;
    qint64 column = 0;

    bool isKnown() const { return line > 0; }
    friend bool operator==(const SourcePosition &, const SourcePosition &) = default;
};

// "12:5", "12" when the column is unknown, "" when the line is.
inline QString positionText(const SourcePosition &position)
{
    if (!position.isKnown())
        return {};
    if (position.column <= 0)
        return QString::number(position.line);
    return QStringLiteral("%1:%2").arg(position.line).arg(position.column);
}

} // namespace rsi
