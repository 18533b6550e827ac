// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/documenttype.h"
#include "validation/finding.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace rsi {

// What a remembered run was: a crawl, or the crawl an audit or a mirror
// began with; Report for a JSON report read from a file.
enum class RunKind : quint8 { Crawl, Audit, Mirror, Report };
QString runKindKey(RunKind kind); // "crawl", "audit", "mirror", "report": stable
std::optional<RunKind> runKindFromKey(QStringView key);

// One document of a remembered run, as the crawl report shows it.
struct RunDocument
{
    QString url; // as the report names it (after redirects)
    QString parentUrl; // the document that led here, empty for a starting point
    QString capability; // root rs:md@capability, empty when none
    QString root; // "urlset", "sitemapindex", or what the root was
    qint64 entries = 0;
    std::optional<int> status;
    qint64 bytes = 0; // uncompressed bytes read
    QString contentType;
    QString etag;
    QString lastModified;
    QString digest; // stableHash of the bytes as received, hex; empty when unknown
    bool loaded = false;
    bool notModified = false; // revalidated: unchanged since the crawl before
    QString error; // why it could not be read
    SeverityCounts counts;

    // The entries as the history keeps them (EntryDigests::toBlob()). Set on
    // a run about to be saved; a loaded run has only the fingerprint, and
    // the store reads the blob when a comparison asks for it.
    QByteArray entryBlob;
    // EntryDigests::fingerprint(); nullopt when the run did not record the
    // entries (a JSON report, or a run saved by schema 1).
    std::optional<quint64> entryFingerprint;

    DocumentType type() const; // from capability and root
};

// One remembered run, or a JSON report read as one.
struct RunRecord
{
    qint64 id = 0; // in the history; 0 for a report file
    QString file; // the report file it came from
    RunKind kind = RunKind::Crawl;
    QString input; // what was crawled, as given (a path made absolute)
    QString source; // the Source Description's URL, else the input
    QDateTime started; // UTC
    QDateTime finished; // UTC
    QString toolVersion;
    QString specVersion; // "1.1"
    QJsonObject options; // what the crawl was asked to do; never a credential
    bool complete = true;
    QList<RunDocument> documents; // in crawl report order
    FindingList findings; // every finding; url says which document it is about
    QJsonObject summary; // an audit's or a mirror's summary (same, create, ...)

    qint64 totalEntries() const;
    SeverityCounts counts() const;
    // "run 12", or the report file's name: how reports name it.
    QString label() const;
};

// A run as `history` lists it, without its documents and findings.
struct RunListing
{
    qint64 id = 0;
    RunKind kind = RunKind::Crawl;
    QString input;
    QString source;
    QDateTime started;
    QDateTime finished;
    bool complete = true;
    qint64 documents = 0;
    qint64 entries = 0;
    SeverityCounts counts;
    QJsonObject summary; // an audit's or a mirror's
    qint64 storedBytes = 0; // what its rows take in the database, about
};

} // namespace rsi
