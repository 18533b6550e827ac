// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sampledlists.h"

#include "parse/documentparser.h"

namespace rsi::test {

namespace {

constexpr int listEntries = 3'000;

QByteArray numberedList(const QString &origin)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "        xmlns:rs=\"http://www.openarchives.org/rs/terms/\">\n"
                     "  <rs:md capability=\"resourcelist\" at=\"2013-01-03T09:00:00Z\"/>\n";
    const QByteArray prefix = "  <url><loc>" + origin.toUtf8() + "/res/";
    for (int i = 0; i < listEntries; ++i)
        xml += prefix + QByteArray::number(i) + "</loc></url>\n";
    return xml + "</urlset>\n";
}

CrawledDocument fetched(const QUrl &url)
{
    CrawledDocument document;
    document.url = document.requestedUrl = url;
    document.status = 200;
    return document;
}

} // namespace

CrawledDocument listCutAtByteLimit(const QString &origin, const QUrl &url)
{
    ParserLimits limits;
    limits.maxBytes = 64 * 1024;
    CrawledDocument document = fetched(url);
    document.adopt(DocumentParser(limits).parseBytes(numberedList(origin), url), {});
    return document;
}

CrawledDocument listOverTheEntryCap(const QString &origin, const QUrl &url,
                                    EntryAllowance *allowance)
{
    ParserLimits limits;
    limits.maxStoredEntries = 2'000;
    CrawledDocument document = fetched(url);
    document.adopt(DocumentParser(limits).parseBytes(numberedList(origin), url), {}, allowance);
    return document;
}

} // namespace rsi::test
