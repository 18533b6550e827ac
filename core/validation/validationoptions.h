// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "specversion.h"

#include <QStringList>

namespace rsi {

struct ValidationOptions
{
    SpecVersion specVersion = SpecVersion::V1_1;
    // Strict mode turns the spec's self-contradictions into errors (catalogue
    // 21.2-a: an SD entry without rs:md).
    bool strict = false;
    // The Sitemap protocol's limits, configurable because they belong to it
    // (catalogue 1.6 and 21.2-m).
    qint64 maxEntries = 50'000;
    qint64 maxBytes = 52'428'800;
    // Findings of one rule listed one by one per document; the rest are
    // counted in one summary finding (FindingCap). As many as a list may have
    // entries (maxEntries), so that a list within the protocol's limits has
    // every finding counted in its group ("50000 times"); past that, a
    // hostile list's findings stop growing with it.
    qint64 maxFindingsPerRule = 50'000;
    // Capabilities defined by other specifications: warned about, not errors.
    QStringList extensionCapabilities
        = {QStringLiteral("framework-notification"), QStringLiteral("change-notification"),
           QStringLiteral("resourcelist-archive"),   QStringLiteral("resourcedump-archive"),
           QStringLiteral("changelist-archive"),     QStringLiteral("changedump-archive")};
    // What the document is expected to be, when the caller knows (a crawler
    // following a Capability List, or --expect): the X-001 rules compare.
    std::optional<QString> expectedCapability;
    bool expectIndex = false; // with expectedCapability: a <sitemapindex>
};

} // namespace rsi
