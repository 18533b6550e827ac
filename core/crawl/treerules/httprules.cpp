// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What the HTTP responses that delivered the documents show: listed
// documents that could not be retrieved or moved to another host (NAV-012),
// gzip transfer (GEN-030) and the Content-Type (GEN-031).
//
// The failed fetch itself is reported on the document that could not be read
// (HTTP-001, NET-001, by the crawl); NAV-012 is the entry that names it, on
// the document a Destination would have followed. GEN-022 (50 MB) is the
// single-document validator's: it measures the uncompressed bytes it read.
#include "treerules_p.h"
#include "validation/rules/syntax_p.h"

#include <QSet>

namespace rsi::treerules {

namespace {

using syntax::quoted;

// NAV-012: the documents that a Source Description, a Capability List or an
// index lists are retrievable, from the host that lists them.
void checkListedDocuments(TreeContext &context, int id)
{
    const EntryTable &entries = context.document(id).entries;
    QSet<int> seen;
    for (const Listing &listing : context.listingsOf(id)) {
        const int child = listing.child;
        if (child < 0 || child == id || seen.contains(child))
            continue; // not fetched: nothing to judge; GEN-029
        seen.insert(child);
        const SourcePosition position = entries.position(listing.row);
        if (!context.isRetrieved(child)) {
            if (!context.admit(id, u"NAV-012"))
                continue;
            context.add(id, u"NAV-012",
                        Tr::tr("The entry for %1 names a document that could not be retrieved "
                               "(%2). Every document that a Source Description, a Capability "
                               "List or an index lists must be retrievable.")
                            .arg(quoted(listing.url.toString()), context.failureOf(child)),
                        position, context.urlOf(child));
            continue;
        }
        const QUrl &finalUrl = context.document(child).url;
        if (finalUrl.isEmpty() || listing.url.host().isEmpty()
            || finalUrl.host().compare(listing.url.host(), Qt::CaseInsensitive) == 0)
            continue;
        if (!context.admit(id, u"NAV-012", Severity::Info))
            continue;
        context.add(id, u"NAV-012",
                    Tr::tr("The entry for %1 was redirected to another host: %2. That works, but "
                           "a Destination that keeps to the source's host will not follow it.")
                        .arg(quoted(listing.url.toString()), quoted(finalUrl.toString())),
                    position, context.urlOf(child), Severity::Info);
    }
}

bool isXmlType(const QString &essence)
{
    return essence == u"application/xml" || essence == u"text/xml" || essence.endsWith(u"+xml");
}

bool isGzipType(const QString &essence)
{
    return essence == u"application/gzip" || essence == u"application/x-gzip";
}

// GEN-030 and GEN-031.
void checkTransfer(TreeContext &context, int id)
{
    const CrawledDocument &doc = context.document(id);
    if (!doc.header.isResourceSync())
        return;
    const bool gzip
        = doc.header.compressed || doc.contentEncoding.contains(u"gzip", Qt::CaseInsensitive);
    if (gzip) {
        context.report(id, u"GEN-030",
                       Tr::tr("The document was delivered gzip-compressed and was decompressed "
                              "before it was checked; the size limit applies to the %1 bytes of "
                              "the uncompressed document.")
                           .arg(doc.header.byteSize),
                       {});
    }
    if (!doc.status)
        return; // not fetched over HTTP
    const QString essence = syntax::mediaTypeEssence(doc.contentType);
    if (isXmlType(essence) || (gzip && isGzipType(essence)))
        return;
    context.report(id, u"GEN-031",
                   essence.isEmpty()
                       ? Tr::tr("The server sent this document without a Content-Type. A "
                                "ResourceSync document should be sent as XML (application/xml, "
                                "text/xml, or a type ending in +xml).")
                       : Tr::tr("The server sent this document as %1. A ResourceSync document "
                                "should be sent as XML (application/xml, text/xml, or a type "
                                "ending in +xml).")
                             .arg(quoted(doc.contentType)),
                   {});
}

void check(TreeContext &context)
{
    for (int id = 0; id < context.size(); ++id) {
        if (!context.isRetrieved(id))
            continue;
        checkListedDocuments(context, id);
        checkTransfer(context, id);
    }
}

QStringList ruleIds()
{
    return {QStringLiteral("NAV-012"), QStringLiteral("GEN-030"), QStringLiteral("GEN-031")};
}

} // namespace

const TreeRuleGroup http {"http", ruleIds, check};

} // namespace rsi::treerules
