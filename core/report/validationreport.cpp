// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validationreport.h"

namespace rsi {

SeverityCounts ValidationReport::counts() const
{
    SeverityCounts total;
    for (const DocumentReport &document : documents) {
        const SeverityCounts counts = countBySeverity(document.findings);
        total.errors += counts.errors;
        total.warnings += counts.warnings;
        total.infos += counts.infos;
    }
    return total;
}

qint64 ValidationReport::totalEntries() const
{
    qint64 total = 0;
    for (const DocumentReport &document : documents)
        total += document.entries;
    return total;
}

bool ValidationReport::anyUnloaded() const
{
    return std::any_of(documents.cbegin(), documents.cend(),
                       [](const DocumentReport &document) { return !document.loaded; });
}

} // namespace rsi
