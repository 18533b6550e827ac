// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/parseresult.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

class QIODevice;

namespace rsi {

// Caps that keep a hostile package (a "ZIP bomb") from costing unbounded time
// or, once extracted, disk. Sizes are uncompressed bytes. A package over
// maxEntries or maxTotalBytes is refused whole; an entry over maxEntryBytes
// or maxCompressionRatio is refused alone (never inflated). The defaults sit
// far above real dumps and far below what a bomb expands to.
struct DumpPackageLimits
{
    qint64 maxEntries = 200'000;
    qint64 maxEntryBytes = 8LL * 1024 * 1024 * 1024;
    qint64 maxTotalBytes = 64LL * 1024 * 1024 * 1024;
    // Uncompressed / compressed size. Deflate tops out near 1,032:1; real
    // content stays well under 100:1.
    qint64 maxCompressionRatio = 200;
    // Entries smaller than this are never judged by their ratio: a small file
    // of repeated bytes is harmless.
    qint64 ratioThresholdBytes = 1024 * 1024;
    qint64 manifestMaxBytes = 128LL * 1024 * 1024; // as ParserLimits::maxBytes
};

// What the caller knows about the package; it picks the rule ids used before
// (or without) a manifest whose capability says which kind it is.
enum class DumpKind { Unknown, ResourceDump, ChangeDump };

// One url of the manifest, in manifest order, and what checking its bitstream found.
struct DumpEntryStatus
{
    enum class State {
        Verified, // the entry exists, and its CRC, length and hashes (as given) match
        Deleted, // a change="deleted" url without a path: no bitstream to check
        NoPath, // no path attribute (the manifest validator reports it)
        Missing, // path names no file entry of the ZIP
        Mismatch, // length or a hash differs (see lengthMatches/hashMatches)
        Unreadable, // CRC error, corrupt data, encryption or an unsupported method
        Refused, // over a DumpPackageLimits cap: not inflated
        NotChecked, // the package was refused or unreadable as a whole
    };

    qsizetype manifestIndex = -1; // index into DumpPackageResult::manifest.document.entries
    QString loc; // trimmed
    QString zipName; // the path with its leading "/" removed; empty when there is none
    State state = State::NotChecked;
    std::optional<qint64> expectedLength;
    std::optional<qint64> actualLength; // uncompressed bytes read, when read to the end
    std::optional<bool> lengthMatches; // set when both lengths are known
    std::optional<bool> hashMatches; // set when a supported hash was given and computed
    // Algorithm as the manifest names it ("md5", "sha-256", ...) -> lower-case
    // hex digest of the uncompressed bytes, for every supported algorithm listed.
    QHash<QString, QByteArray> digests;
};

struct DumpPackageResult
{
    enum class Outcome {
        Checked, // the manifest was read and every bitstream it names was looked at
        Unreadable, // the file could not be opened (NET-001)
        NotZip, // not a ZIP file at all (RD-011 / CD-011)
        Corrupt, // looks like a ZIP but its directory cannot be read (truncated, damaged)
        NoManifest, // no top-level manifest.xml (RDM-001/002, CDM-001)
        Refused, // over DumpPackageLimits as a whole (entries or total size)
    };

    Outcome outcome = Outcome::Unreadable;
    DumpKind kind = DumpKind::Unknown; // from the manifest's capability, else the hint
    // The manifest as parsed, with the parser's own findings (well-formedness,
    // limits). Empty unless a manifest was found. Document-level rules
    // (RDM-003..008, CDM-002..016) are the Validator's job, run on this document.
    ParseResult manifest;
    QList<DumpEntryStatus> entries; // one per manifest url, in manifest order
    QStringList unreferencedEntries; // file entries no path names (RDM-010/CDM-017)
    QStringList unsafeEntryNames; // names that would escape the target folder
    // Package-level findings: url is the package URL, position (when known)
    // the url's line in manifest.xml, and the message names the ZIP entry.
    FindingList findings;
    qint64 entryCount = 0; // ZIP entries, directories included
    qint64 bytesInflated = 0; // uncompressed bytes actually read, manifest included

    bool hasErrors() const { return countBySeverity(findings).errors > 0; }
};

// Receives the bitstreams as DumpPackage::verify() streams them, so that a
// package is extracted in the same pass that checks it (DumpExtractor).
// Called on the verifying thread.
class DumpEntrySink
{
public:
    virtual ~DumpEntrySink();
    // Before the bytes of one ZIP entry; `statuses` index result.entries: the
    // manifest urls naming it (loc, zipName and expectedLength are set).
    // False: this entry is not wanted (it is still checked).
    virtual bool begin(const DumpPackageResult &result, const QList<qsizetype> &statuses) = 0;
    // The next chunk of the entry begun. False: stop writing it (the sink
    // failed); the entry is still checked.
    virtual bool write(QByteArrayView chunk) = 0;
    // After the entry: result.entries[statuses] now say whether it verified.
    // The sink keeps the bytes for each Verified status and drops them
    // otherwise.
    virtual void end(const DumpPackageResult &result, const QList<qsizetype> &statuses) = 0;
    // Polled between chunks: true stops the whole verification (entries not
    // reached stay NotChecked).
    virtual bool isCanceled() const { return false; }
    // Once per verify() or verifyFile(), just before it returns (also after
    // a cancel, and when nothing was streamed): the sink completes what it
    // still has in flight.
    virtual void finished() { }
};

// Verifies a Resource Dump or Change Dump package against its manifest.xml
// without extracting anything: it streams every bitstream the manifest names
// through the hashes (never holding an entry in memory), checks the ZIP's
// CRC-32, refuses entry names that would escape a target folder and entries
// over the limits, and reports ZIP entries that no url names.
//
// Rule ids: RDM-001/002 and CDM-001 (manifest missing or not at the top
// level), RDM-009 / CDM-010 (path names no entry; CDM-011 for a deleted url),
// RDM-011 / CDM-013 (length or hash mismatch), RDM-010 / CDM-017 (unreferenced
// entries), RDM-013 (CRC error, unreadable data, encryption, other methods),
// RD-011 / CD-011 (not a ZIP), NET-001 (cannot open). Project ids not yet in
// the catalogue: SAFE-006 (over the bomb limits), SAFE-007 (an entry name
// that escapes: absolute, "..", "\", drive letter, NUL), SAFE-008 (corrupt or
// truncated ZIP). RDM ids are used for a Resource Dump (and when the kind is
// unknown), CDM ids for a Change Dump.
//
// A pure function of the bytes: callable from any thread, one object per call
// or shared, it keeps no state.
class DumpPackage final
{
public:
    explicit DumpPackage(DumpPackageLimits limits = {});

    // With a sink, every wanted bitstream is handed to it as it streams.
    DumpPackageResult verifyFile(const QString &path, const QUrl &packageUrl,
                                 DumpKind hint = DumpKind::Unknown,
                                 DumpEntrySink *sink = nullptr) const;
    // `device` must be open for reading and random access (a file or a buffer).
    DumpPackageResult verify(QIODevice *device, const QUrl &packageUrl,
                             DumpKind hint = DumpKind::Unknown,
                             DumpEntrySink *sink = nullptr) const;

    // "manifest.xml": the name the manifest has at the top level of the ZIP.
    static QString manifestName();
    // False for a ZIP entry name that would land outside the folder it is
    // extracted to, or differently on another system: empty, absolute ("/x"),
    // a drive letter ("C:x"), a backslash, a ".." segment or a NUL.
    static bool isSafeEntryName(QStringView name);
    // Every rule id verify() can report (the list above).
    static QSet<QString> checkedRuleIds();

private:
    DumpPackageLimits m_limits;
};

} // namespace rsi
