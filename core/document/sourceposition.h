// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

} // namespace rsi
