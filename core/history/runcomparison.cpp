// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcomparison.h"

#include <QHash>

namespace rsi {

namespace {

std::optional<EntryDigests> ownEntries(const RunRecord &run, qsizetype position)
{
    const RunDocument &document = run.documents.at(position);
    if (document.entryBlob.isEmpty())
        return std::nullopt;
    return EntryDigests::fromBlob(document.entryBlob);
}

// The status a document had, as far as the comparison is concerned: a
// revalidated one (304) kept the status of the crawl before.
std::optional<int> effectiveStatus(const RunDocument &document,
                                   const std::optional<int> &statusBefore)
{
    return document.notModified ? statusBefore : document.status;
}

QStringList firstUrls(const EntryDigests &entries, int maxExamples)
{
    QStringList urls;
    for (qsizetype i = 0; i < entries.size() && urls.size() < maxExamples; ++i)
        urls.append(QString::fromUtf8(entries.url(i)));
    return urls;
}

class Comparer
{
public:
    Comparer(const RunRecord &before, const RunRecord &after, const EntryLoader &loader,
             int maxExamples)
        : m_before(before)
        , m_after(after)
        , m_loader(loader ? loader : EntryLoader(ownEntries))
        , m_maxExamples(maxExamples)
    { }

    RunComparison run()
    {
        RunComparison result;
        result.before = ComparedRun::of(m_before);
        result.after = ComparedRun::of(m_after);
        QHash<QString, qsizetype> beforeByUrl;
        for (qsizetype i = 0; i < m_before.documents.size(); ++i)
            beforeByUrl.insert(m_before.documents.at(i).url, i);
        QList<bool> matched(m_before.documents.size(), false);

        QList<DocumentComparison> different;
        QList<DocumentComparison> same;
        for (qsizetype j = 0; j < m_after.documents.size(); ++j) {
            const auto found = beforeByUrl.constFind(m_after.documents.at(j).url);
            if (found == beforeByUrl.cend()) {
                different.append(added(j));
                continue;
            }
            matched[*found] = true;
            DocumentComparison document = compared(*found, j);
            if (!document.entriesCompared
                && (document.before->entries > 0 || document.after->entries > 0))
                ++result.documentsWithoutEntries;
            (document.state == DocumentComparison::State::Unchanged ? same : different)
                .append(std::move(document));
        }
        for (qsizetype i = 0; i < m_before.documents.size(); ++i) {
            if (!matched.at(i))
                different.append(removed(i));
        }
        result.documents = different + same;
        result.findings = matchFindings(m_before.findings, m_after.findings);
        return result;
    }

private:
    DocumentComparison added(qsizetype j)
    {
        DocumentComparison document;
        document.url = m_after.documents.at(j).url;
        document.state = DocumentComparison::State::Added;
        document.after = m_after.documents.at(j);
        document.after->entryBlob.clear();
        document.entries.added = document.after->entries;
        if (const std::optional<EntryDigests> entries = m_loader(m_after, j)) {
            document.entriesCompared = true;
            document.entries.addedExamples = firstUrls(*entries, m_maxExamples);
        }
        return document;
    }

    DocumentComparison removed(qsizetype i)
    {
        DocumentComparison document;
        document.url = m_before.documents.at(i).url;
        document.state = DocumentComparison::State::Removed;
        document.before = m_before.documents.at(i);
        document.before->entryBlob.clear();
        document.entries.removed = document.before->entries;
        if (const std::optional<EntryDigests> entries = m_loader(m_before, i)) {
            document.entriesCompared = true;
            document.entries.removedExamples = firstUrls(*entries, m_maxExamples);
        }
        return document;
    }

    DocumentComparison compared(qsizetype i, qsizetype j)
    {
        const RunDocument &earlier = m_before.documents.at(i);
        const RunDocument &later = m_after.documents.at(j);
        DocumentComparison document;
        document.url = later.url;
        document.before = earlier;
        document.after = later;
        document.before->entryBlob.clear();
        document.after->entryBlob.clear();

        compareEntriesOf(i, j, document);
        QStringList &changes = document.changes;
        if (earlier.capability != later.capability || earlier.root != later.root)
            changes.append(QStringLiteral("capability"));
        if (earlier.loaded != later.loaded)
            changes.append(QStringLiteral("loaded"));
        if (earlier.status != effectiveStatus(later, earlier.status))
            changes.append(QStringLiteral("status"));
        if (earlier.loaded && later.loaded && earlier.bytes != later.bytes)
            changes.append(QStringLiteral("bytes"));
        if (!earlier.digest.isEmpty() && !later.digest.isEmpty() && earlier.digest != later.digest)
            changes.append(QStringLiteral("digest"));
        if (earlier.entries != later.entries
            || (document.entriesCompared && !document.entries.isEmpty()))
            changes.append(QStringLiteral("entries"));
        document.state = changes.isEmpty() ? DocumentComparison::State::Unchanged
                                           : DocumentComparison::State::Changed;
        return document;
    }

    void compareEntriesOf(qsizetype i, qsizetype j, DocumentComparison &document)
    {
        const RunDocument &earlier = m_before.documents.at(i);
        const RunDocument &later = m_after.documents.at(j);
        if (!earlier.entryFingerprint || !later.entryFingerprint)
            return;
        if (*earlier.entryFingerprint == *later.entryFingerprint) {
            document.entriesCompared = true;
            document.entries.unchanged = later.entries;
            return;
        }
        const std::optional<EntryDigests> entriesBefore = m_loader(m_before, i);
        if (!entriesBefore)
            return;
        const std::optional<EntryDigests> entriesAfter = m_loader(m_after, j);
        if (!entriesAfter)
            return;
        document.entriesCompared = true;
        document.entries = compareEntries(*entriesBefore, *entriesAfter, m_maxExamples);
    }

    const RunRecord &m_before;
    const RunRecord &m_after;
    EntryLoader m_loader;
    int m_maxExamples = 10;
};

} // namespace

ComparedRun ComparedRun::of(const RunRecord &run)
{
    ComparedRun side;
    side.id = run.id;
    side.label = run.id > 0 ? QString::number(run.id) : run.file;
    side.displayName = run.label();
    side.kind = run.kind;
    side.source = run.source;
    side.time = run.started;
    side.specVersion = run.specVersion;
    side.complete = run.complete;
    side.documents = run.documents.size();
    side.entries = run.totalEntries();
    side.counts = run.counts();
    side.entriesRecorded = std::all_of(
        run.documents.cbegin(), run.documents.cend(),
        [](const RunDocument &document) { return document.entryFingerprint.has_value(); });
    return side;
}

QString documentStateKey(DocumentComparison::State state)
{
    switch (state) {
    case DocumentComparison::State::Added:
        return QStringLiteral("added");
    case DocumentComparison::State::Removed:
        return QStringLiteral("removed");
    case DocumentComparison::State::Changed:
        return QStringLiteral("changed");
    case DocumentComparison::State::Unchanged:
        return QStringLiteral("unchanged");
    }
    return {};
}

RunComparison::Summary RunComparison::summary() const
{
    Summary summary;
    for (const DocumentComparison &document : documents) {
        switch (document.state) {
        case DocumentComparison::State::Added:
            ++summary.documentsAdded;
            break;
        case DocumentComparison::State::Removed:
            ++summary.documentsRemoved;
            break;
        case DocumentComparison::State::Changed:
            ++summary.documentsChanged;
            break;
        case DocumentComparison::State::Unchanged:
            break;
        }
        summary.entriesAdded += document.entries.added;
        summary.entriesRemoved += document.entries.removed;
        summary.entriesChanged += document.entries.changed;
    }
    summary.findingsNew = findings.fresh.size();
    summary.findingsFixed = findings.fixed.size();
    summary.findingsRemaining = findings.remaining.size();
    return summary;
}

SeverityCounts RunComparison::newCounts() const
{
    return countBySeverity(findings.fresh);
}

SeverityCounts RunComparison::fixedCounts() const
{
    return countBySeverity(findings.fixed);
}

RunComparison compareRuns(const RunRecord &before, const RunRecord &after,
                          const EntryLoader &loader, int maxExamples)
{
    return Comparer(before, after, loader, maxExamples).run();
}

} // namespace rsi
