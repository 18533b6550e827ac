// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/document.h"
#include "entrytable.h"
#include "validation/documenttype.h"
#include "validation/finding.h"

#include <QUrl>

namespace rsi {

class EntryAllowance;
struct ParseResult;

// How the crawl came to a document.
enum class Arrival : quint8 {
    Input, // the user named it
    WellKnown, // /.well-known/resourcesync of a host
    RobotsTxt, // a Sitemap: line of robots.txt
    HtmlLink, // <link rel="resourcesync"> in an HTML page
    LinkHeader, // an HTTP Link header with rel="resourcesync"
    Up, // the root rs:ln rel="up" of its parent
    Index, // the root rs:ln rel="index" of its parent
    Child, // a <url>/<sitemap> entry of its parent (an SD, a CapL or an index)
    Contents, // the rs:ln rel="contents" of a dump's entry: a manifest
    // The manifest.xml inside a package its parent (a dump) lists, read by
    // the package check (DumpCheckJob): requestedUrl is the package, url
    // "<package>!/manifest.xml". The crawl itself never reads packages.
    Package,
};

// "listed by", "up link of", ...: translated, for people.
QString arrivalDescription(Arrival arrival);

// The entries kept of a document cut at its byte limit (SAFE-002: oversized,
// endless, a decompression bomb). Such a document is no valid list, and what
// was read of it can be some 200,000 entries (ParserLimits::maxStoredEntries,
// about 50 MB in an EntryTable and as much again in findings): a crawl of an
// index naming a few such bombs held them all and grew with their number. A
// sample is enough to show what the document looked like.
// The same sample is what a list over the parser's entry cap (SAFE-003)
// keeps once the crawl's EntryAllowance is spent.
inline constexpr qsizetype cutDocumentSample = 1000;

// Why a document keeps only a sample of the entries read.
enum class EntrySample : quint8 {
    None, // it keeps every entry the parser stored
    CutAtByteLimit, // SAFE-002: cut short, no valid list
    OverEntryAllowance, // SAFE-003: over the entry cap, after the crawl's allowance was spent
};

// One document of a crawled source: where it came from, what the server said,
// what it holds and what is wrong with it. The parsed Document is kept without
// its entries; those live in the compact EntryTable.
struct CrawledDocument
{
    int id = -1; // index in its SourceTree
    int parent = -1; // the document that led here, -1 for the starting points
    Arrival arrival = Arrival::Input;
    SourcePosition referencePosition; // where the parent names this document
    bool reachedDownward = false; // reached from the Source Description downward

    QUrl requestedUrl;
    QUrl url; // after redirects; the same as requestedUrl without any
    QString localPath; // the file it was read from, for a local source
    QUrl hub; // a notification channel's (type NotificationChannel), as its Capability List says

    // The transfer. Unset for local files.
    std::optional<int> status;
    QString contentType;
    QString contentEncoding;
    qint64 transferredBytes = 0; // body bytes as received (compressed when gzip)
    qint64 elapsedMs = 0;
    bool notModified = false; // a revalidation found it unchanged: taken from the last crawl
    QByteArray etag; // validators of the answer, for the next crawl to revalidate with
    QByteArray lastModified;
    // A stableHash of the bytes as received, 16 hexadecimal digits (empty
    // when unknown): tells the crawl history whether the document changed.
    QByteArray digest;

    bool loaded = false; // the bytes were read and parsed (errors and all)
    QString error; // why it could not be loaded, translated

    DocumentType type = DocumentType::Unknown;
    Document header; // as parsed, but with its entries moved to `entries`
    EntryTable entries;
    EntrySample sample = EntrySample::None; // whether entries is a sample, and why
    FindingList findings; // parser, document, HTTP and tree rules about it
    qsizetype documentFindingCount = 0; // the first ones, those of the document alone
    QList<int> children; // documents it led to, in the order found

    bool isIndex() const { return header.isIndex(); }
    std::optional<QString> capability() const { return header.capability(); }
    // The href of the first root rs:ln with this rel, resolved against url.
    std::optional<QUrl> rootLink(QStringView rel) const;

    // Takes a parser result: moves its entries into the compact table and its
    // findings into findings. Of a document cut at its byte limit
    // (Document::cutAtByteLimit) only the first cutDocumentSample entries are
    // kept, its findings are grouped (findinggrouping.h: the counts stay), and
    // its SAFE-002 finding says so; the rest is released here.
    //
    // A list over the parser's entry cap (it counted more entries than it
    // stored, SAFE-003) that was not cut keeps what the parser stored when
    // overCapAllowance is null (a document read on its own) or has that many
    // entries left, which it takes; otherwise it keeps a sample as a cut
    // document does, and its SAFE-003 finding says why. Documents adopted on
    // several threads at once may share one allowance.
    void adopt(ParseResult &&parsed, const QStringList &extensionCapabilities,
               EntryAllowance *overCapAllowance = nullptr);
    // The same decision for a document taken whole from an earlier crawl (a
    // 304): one over the cap takes its entries from overCapAllowance, or is
    // cut to a sample now.
    void keepWithin(EntryAllowance *overCapAllowance);
    // Whether adopt() kept only a sample of the entries read.
    bool keepsASample() const { return sample != EntrySample::None; }
    // The entries kept whole of a list over the entry cap: what adopt() or
    // keepWithin() took from an allowance; 0 for any other document.
    qsizetype overCapEntriesKept() const
    {
        const bool overCap = !header.cutAtByteLimit && header.entryCount > entries.size();
        return overCap && !keepsASample() && entries.size() > cutDocumentSample ? entries.size()
                                                                                : 0;
    }

private:
    // Groups the findings and says in the SAFE-002 or SAFE-003 finding why
    // only the entries now in the table are kept.
    void explainSample(EntrySample why, const EntryAllowance *overCapAllowance);
};

} // namespace rsi

Q_DECLARE_TYPEINFO(rsi::CrawledDocument, Q_RELOCATABLE_TYPE);
