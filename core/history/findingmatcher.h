// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QList>

namespace rsi {

// Which findings of a later crawl are new, which of an earlier one were
// fixed, and which remain, when lines may have moved in between.
//
// Findings are matched within the document they are about (their URL):
//
// 1. The findings of the document on both sides, in the order of their
//    positions, are aligned like the lines of two texts in `diff` (Myers'
//    algorithm), each compared by rule and message. Aligned findings remain,
//    whatever their lines: lines added or removed above a finding move it
//    without making it new. One exception: where a rule and message occur
//    more than once, the alignment could pair the wrong ones, so such a pair
//    counts only if it moved as the pair before it or the pair after it did
//    (within nearbyLines); otherwise it goes on to step 2.
// 2. What is left is paired by rule and position: a finding of the earlier
//    crawl and one of the later crawl with the same rule remain when the
//    later one's line is within nearbyLines of where the earlier one would
//    have moved (its line plus the shift of the aligned findings before
//    it), even if the message changed (a value quoted in it, a line number
//    it names). Among several, the same message wins, then the nearest
//    line, then the nearest column.
// 3. The rest of the earlier crawl's findings were fixed; the rest of the
//    later crawl's are new.
struct FindingMatch
{
    static constexpr qint64 nearbyLines = 3;

    FindingList fresh; // new in the later crawl, in its order
    FindingList fixed; // gone since the earlier crawl, in its order
    // (earlier, later) of each finding that remains
    QList<std::pair<Finding, Finding>> remaining;
};

// Pure; any thread. The findings' url names their document.
FindingMatch matchFindings(const FindingList &before, const FindingList &after);

} // namespace rsi
