// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "crawleddocument.h"

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

void CrawledDocument::adopt(ParseResult &&parsed, const QStringList &extensionCapabilities)
{
    header = std::move(parsed.document);
    type = classifyDocument(header, extensionCapabilities);
    const qsizetype kept = header.cutAtByteLimit
        ? std::min(header.entries.size(), cutDocumentSample)
        : header.entries.size();
    for (const Entry &entry : std::as_const(header.entries)) {
        if (entries.size() == kept)
            break;
        entries.append(entry);
    }
    entries.squeeze();
    header.entries = {};
    if (!header.cutAtByteLimit) {
        findings.append(std::move(parsed.findings));
        loaded = true;
        return;
    }
    // The findings of a bomb can be one per entry read (50,000 duplicates,
    // each with its message): grouped, they take a few per rule, and every
    // summary and report counts them as before (reports group them anyway).
    findings.append(groupFindings(std::move(parsed.findings)));
    for (Finding &finding : findings) {
        if (finding.ruleId == u"SAFE-002" && keepsASample()) {
            finding.message += u' '
                + Tr::tr("The first %1 of the %2 entries read are kept, as a sample: a "
                         "document cut short is not a valid list.")
                      .arg(entries.size())
                      .arg(header.entryCount);
        }
    }
    loaded = true;
}

} // namespace rsi
