// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CrawlJob: finding the Source Description from what the user gave (a site,
// a document, a page): the well-known URI, robots.txt, the page's links.
#include "crawljob.h"
#include "discovery/htmllinks.h"
#include "discovery/linkheader.h"
#include "discovery/robotstxt.h"
#include "discovery/wellknown.h"
#include "net/httpengine.h"
#include "util/filehead.h"

#include <QTemporaryFile>

namespace rsi {

namespace {

// An HTML page or robots.txt is read this far for links; the rest of a huge
// page carries none that discovery would use.
constexpr qint64 maxPageBytes = 4 * 1024 * 1024;

bool isSite(const QUrl &url)
{
    return url.path().isEmpty() || url.path() == u"/";
}

bool looksLikeHtml(const FetchResult &result, QByteArrayView start)
{
    if (result.contentType.contains(u"html", Qt::CaseInsensitive))
        return true;
    const QByteArray head
        = start.first(std::min<qsizetype>(start.size(), 512)).toByteArray().trimmed().toLower();
    return head.startsWith("<!doctype html") || head.startsWith("<html");
}

} // namespace

void CrawlJob::startRemote(const QUrl &input)
{
    if (isSite(input)) {
        m_stage = Stage::WellKnown;
        request(wellKnownUrl(input), -1, Arrival::WellKnown, {});
        finishIfIdle(); // nothing asked when the document limit is 0
        return;
    }
    // A document or a page: what it is shows once it is here. The host's
    // well-known URI is asked as well, for DISC-002 and DISC-009.
    m_stage = Stage::Document;
    fetch(input, {Pending::Kind::Probe, -1});
    request(wellKnownUrl(input), -1, Arrival::WellKnown, {});
}

bool CrawlJob::advanceStage()
{
    if (m_tree.sourceDescription() >= 0)
        return false;
    switch (m_stage) {
    case Stage::WellKnown:
        m_stage = Stage::RobotsTxt;
        fetch(robotsTxtUrl(m_inputUrl), {Pending::Kind::RobotsTxt, -1});
        return true;
    case Stage::RobotsTxt:
        m_stage = Stage::Page;
        fetch(m_inputUrl, {Pending::Kind::Page, -1});
        return true;
    case Stage::Document:
    case Stage::Page:
    case Stage::Done:
        break;
    }
    m_stage = Stage::Done;
    return false;
}

void CrawlJob::onProbed(Pending::Kind kind, const FetchResult &result)
{
    const QUrl url = result.finalUrl.isValid() ? result.finalUrl : result.requestedUrl;
    const bool given = kind == Pending::Kind::Probe;
    if ((!result.ok || !result.body) && !given) {
        step(result.requestedUrl, tr("Fetched the page given"), DiscoveryStep::Outcome::Failed,
             result.error);
        return;
    }
    const QByteArray start
        = result.body ? readFileHead(result.body->fileName(), maxPageBytes) : QByteArray();
    if (result.ok && looksLikeHtml(result, start)) {
        discoverFromPage(url, start, result.link);
        return;
    }
    // A resource whose Link header names its Capability List is a page, not
    // a document of the source.
    if (result.ok && !result.link.isEmpty() && discoverFromPage(url, {}, result.link) > 0)
        return;
    // A document: it joins the tree unless the walk got to it first.
    if (knownDocument(result.requestedUrl, std::nullopt) >= 0
        || knownDocument(url, std::nullopt) >= 0)
        return;
    CrawledDocument document;
    document.arrival = Arrival::Input;
    document.requestedUrl = result.requestedUrl;
    const int id = m_tree.add(std::move(document));
    setTotalAmount(m_tree.size());
    ++m_busy; // onDocumentFetched() leads to one done() of its own
    onDocumentFetched(id, result);
}

qsizetype CrawlJob::discoverFromPage(const QUrl &pageUrl, const QByteArray &html,
                                     const QByteArray &link)
{
    const DiscoveryResult fromHtml
        = html.isEmpty() ? DiscoveryResult {} : findHtmlLinks(html, pageUrl);
    const DiscoveryResult fromHeader
        = link.isEmpty() ? DiscoveryResult {} : parseLinkHeader(link, pageUrl);
    for (const Finding &finding : fromHtml.findings + fromHeader.findings)
        m_tree.addSourceFinding(finding);
    const qsizetype found = fromHtml.links.size() + fromHeader.links.size();
    step(pageUrl, tr("Looked for rel=\"resourcesync\" links in the page and its Link header"),
         found > 0 ? DiscoveryStep::Outcome::Found : DiscoveryStep::Outcome::NotFound,
         found > 0 ? tr("links found: %1").arg(found) : tr("none"));
    for (const DiscoveredLink &discovered : fromHtml.links)
        request(discovered.url, -1, Arrival::HtmlLink, discovered.position);
    for (const DiscoveredLink &discovered : fromHeader.links)
        request(discovered.url, -1, Arrival::LinkHeader, {});
    return found;
}

void CrawlJob::onRobotsTxt(const FetchResult &result)
{
    if (!result.ok || !result.body) {
        step(result.requestedUrl, tr("Read robots.txt"), DiscoveryStep::Outcome::NotFound,
             result.error);
        return;
    }
    const QUrl url = result.finalUrl.isValid() ? result.finalUrl : result.requestedUrl;
    const DiscoveryResult sitemaps
        = parseRobotsTxt(readFileHead(result.body->fileName(), maxPageBytes), url);
    for (const Finding &finding : sitemaps.findings)
        m_tree.addSourceFinding(finding);
    step(result.requestedUrl, tr("Read robots.txt"),
         sitemaps.links.isEmpty() ? DiscoveryStep::Outcome::NotFound
                                  : DiscoveryStep::Outcome::Found,
         sitemaps.links.isEmpty() ? tr("no Sitemap lines")
                                  : tr("Sitemap lines: %1").arg(sitemaps.links.size()));
    for (const DiscoveredLink &sitemap : sitemaps.links)
        request(sitemap.url, -1, Arrival::RobotsTxt, sitemap.position);
}

void CrawlJob::step(const QUrl &url, const QString &action, DiscoveryStep::Outcome outcome,
                    const QString &detail)
{
    DiscoveryStep added {url, action, outcome, detail};
    m_tree.addStep(added);
    Q_EMIT discoveryStepAdded(added);
}

} // namespace rsi
