// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/document.h"
#include "validation/finding.h"

#include <algorithm>

namespace rsi {

// What parsing one document produced: the document (as far as it could be
// read) and the findings that only the parser can see (well-formedness,
// encoding, unexpected elements, element order, limits).
struct ParseResult
{
    Document document;
    FindingList findings;

    // The file could not be opened at all (DocumentParser::parseFile reports
    // NET-001): there is no document, only the reason.
    bool isUnreadable() const
    {
        return std::any_of(findings.cbegin(), findings.cend(),
                           [](const Finding &finding) { return finding.ruleId == u"NET-001"; });
    }
};

} // namespace rsi
