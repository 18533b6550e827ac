// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyfixtures.h"

#include "document/entry.h"
#include "filefixtures.h"
#include "history/entrydigests.h"

#include <QDir>

namespace rsi::test {

namespace {

const QByteArray sourceDescription = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:rs="http://www.openarchives.org/rs/terms/">
  <rs:md capability="description"/>
  <url><loc>http://source.example/capabilitylist.xml</loc><rs:md capability="capabilitylist"/></url>
</urlset>
)";

QByteArray capabilityList(const QByteArray &changeList)
{
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:rs="http://www.openarchives.org/rs/terms/">
  <rs:ln rel="up" href="http://source.example/.well-known/resourcesync"/>
  <rs:md capability="capabilitylist"/>
  <url><loc>http://source.example/resourcelist.xml</loc><rs:md capability="resourcelist"/></url>
  <url><loc>http://source.example/)"
        + changeList + R"(</loc><rs:md capability="changelist"/></url>
</urlset>
)";
}

// The first crawl's Resource List: res/b's length is no number (ATT-010, an
// error), res/d's lastmod has a time zone offset (ATT-002, a warning).
const QByteArray resourceListBefore = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:rs="http://www.openarchives.org/rs/terms/">
  <rs:ln rel="up" href="http://source.example/capabilitylist.xml"/>
  <rs:md capability="resourcelist" at="2026-01-02T00:00:00Z"/>
  <url><loc>http://source.example/res/a</loc><lastmod>2026-01-01T00:00:00Z</lastmod><rs:md length="10"/></url>
  <url><loc>http://source.example/res/b</loc><lastmod>2026-01-01T00:00:00Z</lastmod><rs:md length="abc"/></url>
  <url><loc>http://source.example/res/c</loc><lastmod>2026-01-01T00:00:00Z</lastmod><rs:md length="30"/></url>
  <url><loc>http://source.example/res/d</loc><lastmod>2026-01-01T00:00:00+01:00</lastmod><rs:md length="40"/></url>
</urlset>
)";

// The second: a comment moves everything down by five lines; res/0 and
// res/00 are added (res/00 with a hash that is no hex digest: ATT-007, the
// new error), res/b changes (and its length is fixed), res/c is removed,
// res/a and res/d stay as they were (res/d's warning with them, on another
// line).
const QByteArray resourceListAfter = R"(<?xml version="1.0" encoding="UTF-8"?>
<!--
  The resources of the example source,
  listed by the repository's nightly job.
-->
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:rs="http://www.openarchives.org/rs/terms/">
  <rs:ln rel="up" href="http://source.example/capabilitylist.xml"/>
  <rs:md capability="resourcelist" at="2026-01-02T00:00:00Z"/>
  <url><loc>http://source.example/res/0</loc><lastmod>2026-01-01T00:00:00Z</lastmod><rs:md length="5"/></url>
  <url><loc>http://source.example/res/00</loc><lastmod>2026-01-01T00:00:00Z</lastmod><rs:md length="5" hash="md5:xyz"/></url>
  <url><loc>http://source.example/res/a</loc><lastmod>2026-01-01T00:00:00Z</lastmod><rs:md length="10"/></url>
  <url><loc>http://source.example/res/b</loc><lastmod>2026-01-01T12:00:00Z</lastmod><rs:md length="20"/></url>
  <url><loc>http://source.example/res/d</loc><lastmod>2026-01-01T00:00:00+01:00</lastmod><rs:md length="40"/></url>
</urlset>
)";

const QByteArray changeListBefore = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:rs="http://www.openarchives.org/rs/terms/">
  <rs:ln rel="up" href="http://source.example/capabilitylist.xml"/>
  <rs:md capability="changelist" from="2026-01-02T00:00:00Z" until="2026-01-03T00:00:00Z"/>
  <url><loc>http://source.example/res/c</loc><lastmod>2026-01-02T10:00:00Z</lastmod><rs:md change="deleted"/></url>
</urlset>
)";

const QByteArray changeListAfter = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:rs="http://www.openarchives.org/rs/terms/">
  <rs:ln rel="up" href="http://source.example/capabilitylist.xml"/>
  <rs:md capability="changelist" from="2026-01-02T00:00:00Z" until="2026-01-04T00:00:00Z"/>
  <url><loc>http://source.example/res/0</loc><lastmod>2026-01-03T10:00:00Z</lastmod><rs:md change="created"/></url>
  <url><loc>http://source.example/res/00</loc><lastmod>2026-01-03T11:00:00Z</lastmod><rs:md change="created"/></url>
</urlset>
)";

} // namespace

// The source as the first crawl sees it, then as the second does: a change
// list removed, another added, entries added, removed and changed, an error
// fixed and another introduced.
bool writeChangingSource(const QString &dir, bool after)
{
    QDir(dir).removeRecursively();
    const QByteArray changeList = after ? "changelist-2.xml" : "changelist-1.xml";
    return writeRaw(dir + QStringLiteral("/.well-known/resourcesync"), sourceDescription)
        && writeRaw(dir + QStringLiteral("/capabilitylist.xml"), capabilityList(changeList))
        && writeRaw(dir + QStringLiteral("/resourcelist.xml"),
                    after ? resourceListAfter : resourceListBefore)
        && writeRaw(dir + u'/' + QString::fromLatin1(changeList),
                    after ? changeListAfter : changeListBefore);
}

EntryTable entryTable(const QList<EntrySpec> &entries)
{
    EntryTable table;
    qint64 line = 5;
    for (const EntrySpec &spec : entries) {
        Entry entry;
        entry.loc = spec.url;
        entry.locCount = 1;
        entry.position = {line, 3};
        entry.locPosition = {line, 8};
        if (!spec.lastmod.isEmpty())
            entry.lastmod = spec.lastmod;
        if (!spec.metadata.isEmpty()) {
            Metadata metadata;
            for (const auto &[name, value] : spec.metadata)
                metadata.attributes.append({name, {}, value});
            entry.metadata = metadata;
        }
        table.append(entry);
        ++line;
    }
    table.squeeze();
    return table;
}

QList<EntrySpec> numberedEntries(const QString &base, int first, int count, const QString &lastmod)
{
    QList<EntrySpec> entries;
    entries.reserve(count);
    for (int n = first; n < first + count; ++n)
        entries.append({base + QString::number(n), lastmod, {}});
    return entries;
}

Finding finding(const QString &rule, const QString &url, qint64 line, qint64 column,
                const QString &message, Severity severity)
{
    Finding result;
    result.ruleId = rule;
    result.severity = severity;
    result.url = url;
    result.position = {line, column};
    result.message = message.isEmpty() ? QStringLiteral("%1 fired").arg(rule) : message;
    return result;
}

RunDocument runDocument(const QString &url, const QString &capability,
                        const QList<EntrySpec> &entries)
{
    RunDocument document;
    document.url = url;
    document.capability = capability;
    document.root = QStringLiteral("urlset");
    document.entries = entries.size();
    document.status = 200;
    document.bytes = 100 + 80 * entries.size();
    document.loaded = true;
    const EntryDigests digests = EntryDigests::fromTable(entryTable(entries));
    document.entryBlob = digests.toBlob();
    document.entryFingerprint = digests.fingerprint();
    return document;
}

RunRecord run(const QString &source, const QDateTime &started, QList<RunDocument> documents,
              FindingList findings)
{
    RunRecord record;
    record.kind = RunKind::Crawl;
    record.input = source;
    record.source = source;
    record.started = started.toUTC();
    record.finished = started.toUTC().addSecs(1);
    record.toolVersion = QStringLiteral(RSI_VERSION);
    record.specVersion = QStringLiteral("1.1");
    record.documents = std::move(documents);
    record.findings = std::move(findings);
    for (RunDocument &document : record.documents) {
        FindingList own;
        for (const Finding &item : std::as_const(record.findings)) {
            if (item.url == document.url)
                own.append(item);
        }
        document.counts = countBySeverity(own);
    }
    return record;
}

} // namespace rsi::test
