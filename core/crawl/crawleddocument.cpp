// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawleddocument.h"

#include "entryallowance.h"
#include "parse/parseresult.h"
#include "validation/findinggrouping.h"

#include <QCoreApplication>

#include <algorithm>

namespace rsi {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Crawl)
};
} // namespace

QString arrivalDescription(Arrival arrival)
{
    switch (arrival) {
    case Arrival::Input:
        return Tr::tr("named on the command line or in the address field");
    case Arrival::WellKnown:
        return Tr::tr("found at the well-known URI");
    case Arrival::RobotsTxt:
        return Tr::tr("named by a Sitemap line of robots.txt");
    case Arrival::HtmlLink:
        return Tr::tr("named by an HTML link with rel=\"resourcesync\"");
    case Arrival::LinkHeader:
        return Tr::tr("named by an HTTP Link header with rel=\"resourcesync\"");
    case Arrival::Up:
        return Tr::tr("the \"up\" link of another document");
    case Arrival::Index:
        return Tr::tr("the \"index\" link of another document");
    case Arrival::Child:
        return Tr::tr("listed by its parent");
    case Arrival::Contents:
        return Tr::tr("the \"contents\" link (manifest) of a dump's package");
    case Arrival::Package:
        return Tr::tr("a package its dump lists, checked against the manifest.xml inside it");
    }
    return {};
}

std::optional<QUrl> CrawledDocument::rootLink(QStringView rel) const
{
    for (const Link &link : header.links) {
        if (!link.hasRel(rel))
            continue;
        const std::optional<QString> href = link.href();
        if (!href)
            continue;
        return url.resolved(QUrl(href->trimmed()));
    }
    return std::nullopt;
}

void CrawledDocument::adopt(ParseResult &&parsed, const QStringList &extensionCapabilities,
                            EntryAllowance *overCapAllowance)
{
    header = std::move(parsed.document);
    type = classifyDocument(header, extensionCapabilities);
    const qsizetype stored = header.entries.size();
    const bool cut = header.cutAtByteLimit;
    // A list over the entry cap read whole is incomplete and non-conformant
    // (four times the protocol's 50,000 entries), yet keeps 200,000 entries,
    // some 85 MB with its findings: the crawl's allowance decides whether it
    // may (the first ones) or keeps a sample, as a document cut short does.
    const bool overCap = !cut && header.entryCount > stored;
    qsizetype kept = stored;
    if (cut)
        kept = std::min(stored, cutDocumentSample);
    else if (overCap && stored > cutDocumentSample && overCapAllowance
             && !overCapAllowance->take(stored))
        kept = cutDocumentSample;
    for (const Entry &entry : std::as_const(header.entries)) {
        if (entries.size() == kept)
            break;
        entries.append(entry);
    }
    entries.squeeze();
    header.entries = {};
    findings.append(std::move(parsed.findings));
    if (cut)
        explainSample(EntrySample::CutAtByteLimit, overCapAllowance);
    else if (kept < stored)
        explainSample(EntrySample::OverEntryAllowance, overCapAllowance);
    loaded = true;
}

void CrawledDocument::keepWithin(EntryAllowance *overCapAllowance)
{
    const qsizetype kept = overCapEntriesKept();
    if (kept == 0 || !overCapAllowance || overCapAllowance->take(kept))
        return;
    entries.truncate(cutDocumentSample);
    explainSample(EntrySample::OverEntryAllowance, overCapAllowance);
}

void CrawledDocument::explainSample(EntrySample why, const EntryAllowance *overCapAllowance)
{
    // The findings of a bomb can be one per entry read (50,000 duplicates,
    // each with its message): grouped, they take a few per rule, and every
    // summary and report counts them as before (reports group them anyway).
    findings = groupFindings(std::move(findings));
    if (entries.size() >= header.entryCount)
        return; // a cut document of fewer entries than a sample: all kept
    sample = why;
    const QStringView ruleId = why == EntrySample::CutAtByteLimit ? u"SAFE-002" : u"SAFE-003";
    for (Finding &finding : findings) {
        if (finding.ruleId != ruleId)
            continue;
        if (why == EntrySample::CutAtByteLimit) {
            finding.message += u' '
                + Tr::tr("The first %1 of the %2 entries read are kept, as a sample: a "
                         "document cut short is not a valid list.")
                      .arg(entries.size())
                      .arg(header.entryCount);
        } else {
            finding.message += u' '
                + Tr::tr("The first %1 of the %2 entries are kept, as a sample: this crawl "
                         "already keeps %3 entries of lists over the limit, and keeps no more "
                         "than %4.")
                      .arg(entries.size())
                      .arg(header.entryCount)
                      .arg(overCapAllowance->total() - overCapAllowance->left())
                      .arg(overCapAllowance->total());
        }
    }
}

} // namespace rsi
