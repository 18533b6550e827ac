// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"
#include "validation/specversion.h"

#include <QList>
#include <QString>

#include <optional>

namespace rsi {

// What was found out about one document: where it came from, what it is,
// and its findings. A value, built by a job and handed to a writer whole.
struct DocumentReport
{
    QString url; // where the document came from, after redirects
    std::optional<QString> requestedUrl; // set when a redirect led elsewhere
    QString capability; // root rs:md@capability, empty if none
    QString root; // "urlset", "sitemapindex", or what the root was
    qint64 entries = 0;
    std::optional<QString> parent; // the document that led here
    std::optional<int> status; // HTTP status, when fetched over HTTP
    QString contentType;
    qint64 bytes = 0; // uncompressed
    bool loaded = false; // false: the document could not be read at all
    FindingList findings;
};

struct ValidationReport
{
    SpecVersion specVersion = SpecVersion::V1_1;
    QList<DocumentReport> documents;

    SeverityCounts counts() const;
    qint64 totalEntries() const;
    bool anyUnloaded() const;
};

} // namespace rsi
