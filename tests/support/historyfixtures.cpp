// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyfixtures.h"

#include "document/entry.h"
#include "history/entrydigests.h"

namespace rsi::test {

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
