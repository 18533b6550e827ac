// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "link.h"
#include "metadata.h"

namespace rsi {

// A child <url> of a <urlset> or <sitemap> of a <sitemapindex>. Repeated
// children that the spec forbids (a second <loc>, <lastmod>, <rs:md>) are
// counted so the validator can report them; the first one is kept.
struct Entry
{
    QString loc; // raw text, not trimmed: GEN-011 judges the whitespace
    std::optional<QString> lastmod;
    std::optional<QString> changefreq;
    std::optional<QString> priority;
    std::optional<Metadata> metadata;
    QList<Link> links;

    SourcePosition position;
    SourcePosition locPosition;
    SourcePosition lastmodPosition;

    quint16 locCount = 0;
    quint16 lastmodCount = 0;
    quint16 changefreqCount = 0;
    quint16 metadataCount = 0;
    qint32 locLength = 0; // characters in <loc>, even when the stored text was cut

    QString trimmedLoc() const { return loc.trimmed(); }
};

} // namespace rsi

Q_DECLARE_TYPEINFO(rsi::Entry, Q_RELOCATABLE_TYPE);
