// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entrylist.h"

#include <QUrl>

namespace rsi {

// A parsed ResourceSync (or Sitemap) document. Built by DocumentParser on any
// thread; an immutable value once built.
struct Document
{
    enum class RootKind { Unknown, UrlSet, SitemapIndex };

    QUrl url;
    RootKind rootKind = RootKind::Unknown;
    QString rootName; // the local name of the root element as written
    QString rootNamespace;
    SourcePosition rootPosition;

    std::optional<Metadata> metadata; // the first root <rs:md>
    int rootMetadataCount = 0;
    QList<Link> links; // root <rs:ln>
    EntryList entries; // at most ParserLimits::maxStoredEntries
    qint64 entryCount = 0; // every <url>/<sitemap> child seen, stored or not
    qint64 byteSize = 0; // uncompressed bytes read
    bool wellFormed = false; // parsed to the end without a fatal XML error
    // Reading stopped at ParserLimits::maxBytes (SAFE-002): an oversized,
    // endless or decompression-bomb document, of which only the start was read.
    bool cutAtByteLimit = false;
    bool compressed = false; // read through gzip

    bool isIndex() const { return rootKind == RootKind::SitemapIndex; }
    bool isResourceSync() const { return rootKind != RootKind::Unknown && metadata.has_value(); }
    std::optional<QString> capability() const
    {
        return metadata ? metadata->capability() : std::nullopt;
    }
    // The root links with the given rel, in document order.
    QList<const Link *> rootLinks(QStringView rel) const
    {
        QList<const Link *> found;
        for (const Link &link : links) {
            if (link.hasRel(rel))
                found.append(&link);
        }
        return found;
    }
};

} // namespace rsi
