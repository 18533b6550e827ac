// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crawl/resourcefilter.h"
#include "net/fetchoptions.h"
#include "parse/parserlimits.h"
#include "validation/validationoptions.h"

namespace rsi {

struct CrawlOptions
{
    ValidationOptions validation;
    FetchOptions fetch;
    ParserLimits limits;
    // A source with more documents than this is not crawled further (the
    // Sitemap limits allow 50,000 lists per index; a hostile index could
    // name millions). Reported as SAFE-005.
    int maxDocuments = 100'000;
    // Entries kept in all of lists over the parser's entry cap
    // (limits.maxStoredEntries, SAFE-003) that were read whole: one such
    // list's worth. The first lists whose entries fit keep them, the later
    // ones a sample (EntryAllowance, CrawledDocument::adopt), so that an
    // index naming many of them does not keep 200,000 entries of each.
    qint64 overCapEntryAllowance = 200'000;
    // The part of the source asked for: the crawl reads only the chosen
    // Capability Lists (scope.capabilityLists); the checks that follow it
    // apply the rest.
    ResourceFilter scope;
};

} // namespace rsi
