// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"

#include <QString>

#include <optional>

namespace rsi {

// Why an XML reader stopped: a well-formedness error (GEN-001).
struct ReaderError
{
    QString reason; // translated where the reader's error is known; no final period
    SourcePosition position;
};

} // namespace rsi
