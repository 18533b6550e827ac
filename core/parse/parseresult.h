// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/document.h"
#include "validation/finding.h"

namespace rsi {

// What parsing one document produced: the document (as far as it could be
// read) and the findings that only the parser can see (well-formedness,
// encoding, unexpected elements, element order, limits).
struct ParseResult
{
    Document document;
    FindingList findings;
};

} // namespace rsi
