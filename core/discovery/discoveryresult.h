// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/sourceposition.h"
#include "validation/finding.h"

#include <QList>
#include <QString>
#include <QUrl>

namespace rsi {

// Bounds that keep discovery safe on hostile input (a 10 MB robots.txt, a page
// of 20 MB of "<"): what lies beyond them is dropped, and a finding says so.
namespace discoverylimits {
// Links kept per document (Sitemap directives, Link header links, HTML links).
inline constexpr qsizetype maxLinks = 1000;
// Findings kept per document; one more info finding counts the ones left out.
inline constexpr qsizetype maxFindings = 100;
// Longest URL read from a directive, header or attribute, in bytes.
inline constexpr qsizetype maxUrlLength = 8192;
} // namespace discoverylimits

// One pointer found by discovery, e.g. a Capability List named by an HTML
// <link rel="resourcesync"> or a Resource List named in robots.txt.
struct DiscoveredLink
{
    QUrl url; // absolute (http or https), resolved when written relative
    QString written; // the reference exactly as the document wrote it, after unescaping
    QString type; // media type hint (HTML type attribute, Link type parameter), or empty
    SourcePosition position; // where the link stands in the document that carries it
    bool relative = false; // written relative and resolved against the document's base
    bool inBody = false; // HTML only: the link stands outside <head>

    friend bool operator==(const DiscoveredLink &, const DiscoveredLink &) = default;
};

// What one discovery function found in one document: the links in document
// order without duplicates, and the findings (DISC-* rules) about them.
// A value: built on any thread, handed over whole.
struct DiscoveryResult
{
    QList<DiscoveredLink> links;
    FindingList findings;
    bool linksTruncated = false; // more than discoverylimits::maxLinks; the rest were dropped
    bool findingsTruncated = false; // more than discoverylimits::maxFindings were found

    QList<QUrl> urls() const;
};

} // namespace rsi
