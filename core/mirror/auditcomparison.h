// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QUrl>

#include <atomic>
#include <functional>
#include <optional>

namespace rsi {

class LocalCopyLayout;
class SourceTree;
class StateLookup;

// One resource as the source lists it now: what a local copy is checked against.
struct ListedResource
{
    QUrl loc;
    std::optional<QDateTime> lastmod; // UTC; a reduced-precision value stands for its start
    std::optional<qint64> length;
    // Algorithm as the list names it ("md5", "sha-256", ...) -> lower-case hex
    // digest. Only algorithms the audit can compute, with a digest of their size.
    QHash<QString, QByteArray> hashes;
};

class EntryTable;

// The resource one entry row names, with the values it gives (unparsable
// ones left out); loc normalised (LocalCopyLayout::normalizedUrl), or as
// written when it has no local path.
ListedResource listedResource(const EntryTable &table, qsizetype row);
// The same for a row whose loc listedLocOf() gave already: a walk over
// millions of rows that needs the key first parses each URL once.
ListedResource listedResource(const EntryTable &table, qsizetype row, QUrl loc);
// listedResource(table, row).loc, without reading the other values; with
// its key (resourceKey()) in *key when asked.
QUrl listedLocOf(const EntryTable &table, qsizetype row, QString *key = nullptr);
// The general way from a loc's (trimmed) text to that URL, which
// listedLocOf() takes for every text that is not plain (plainurltext.h).
QUrl listedLocOfText(const QString &text);
// resourceKey(listedResource(table, row)), without reading the other values.
QString resourceKeyOf(const EntryTable &table, qsizetype row);
// A W3C datetime as UTC; nullopt when absent (null) or invalid.
std::optional<QDateTime> parseW3cTime(const QString &value);
std::optional<QDateTime> parseW3cTime(QStringView value);
// The key several entries naming one resource share.
QString resourceKey(const ListedResource &resource);

// The resources the loaded Resource Lists of a crawled source list, in the
// order first met (documents in tree order, then rows). When several entries
// name the same URL (LocalCopyLayout::normalizedUrl), the last one's metadata
// wins. Unparsable lastmod, length or hash values are left out.
QList<ListedResource> listedResources(const SourceTree &tree);

struct AuditOptions
{
    bool compareLastmod = true; // file modification time against lastmod
    bool compareLength = true; // file size against length
    bool compareHash = true; // local digests against the listed ones
    qint64 lastmodToleranceMs = 1000; // file systems keep mtimes at 1-2 s granularity at worst
};

enum class AuditState : quint8 {
    Same, // in the copy, and no enabled check found a difference
    Create, // listed, but not in the copy
    Update, // in the copy, but differs (see the reasons)
    Delete, // in the copy, but no listed URL maps to it
    Failed, // could not be judged: the URL has no local path, or the file is unreadable
};

struct AuditReason
{
    enum class Kind : quint8 {
        Length, // Update: expected/actual are byte counts
        Hash, // Update: algorithm, expected/actual hex digests
        Lastmod, // Update: expected lastmod, actual file time (ISO 8601, UTC)
        NotRegularFile, // Update or Delete: a symlink, junction, or special file; never followed
        Extra, // Delete: a file of this layout that no listed URL maps to
        NotFromLayout, // Delete: a file this layout would never write (actual: why)
        Unmappable, // Failed: the listed URL has no local path (actual: why)
        Unreadable, // Failed: the local file could not be read (actual: why)
        Missing, // Create: no local file at the path
        // The mirror's own reasons (MirrorJob).
        Http, // Failed: the server answered with a status other than 2xx (actual: the status)
        Network, // Failed: no answer, or the transfer broke off (actual: why)
        Changed, // Create or Update: a Change List or Change Dump reports a change
                 // (actual: created/updated, expected: the change time)
        DeletedAtSource, // Delete: a Change List or Change Dump reports the resource deleted
        Kept, // Delete: not removed, because deletions were not asked for (--delete)
        Package, // Failed: the dump package holding it failed its checks (actual: why)
        WriteFailed, // Failed: the file could not be written into the copy (actual: why)
        Retried, // an earlier run failed on it; this run tried again
        // Failed: the download was refused by the inspector's own rules (a
        // redirect from https to http, too many redirects, the size limit):
        // actual says which.
        Refused,
        // Stored as numbers (RunItems): new kinds go here, at the end.
    };

    Kind kind = Kind::Extra;
    // Length or Hash of bytes just downloaded (MirrorJob), not of the local file.
    bool ofDownload = false;
    // A mirror acted on it: the sentence says what was, and what was done
    // ("The local copy did not have it; it was downloaded."), not what is.
    bool done = false;
    QString algorithm; // Hash only
    QString expected;
    QString actual;

    // "length", "hash", "lastmod", "special", "extra", "foreign", "unmappable",
    // "unreadable", "missing", "http 404" (the status follows), "network",
    // "changed", "deleted", "kept", "package", "write", "retried", "refused":
    // stable, for reports and scripts.
    QString key() const;
    // A sentence for people, translated.
    QString description() const;
};

// Which checks could be made for an item: an enabled check needs the list to
// give the value (catalogue 19.3: "unverifiable" otherwise).
struct AuditChecks
{
    bool length = false;
    bool hash = false;
    bool lastmod = false;
    bool any() const { return length || hash || lastmod; }
};

struct AuditItem
{
    QUrl url; // normalised; empty for a Delete the layout cannot map back (shortened or foreign
              // names)
    QString relativePath; // inside the copy, "/" separators; empty when unmappable
    AuditState state = AuditState::Same;
    QList<AuditReason> reasons;
    AuditChecks checked;
};

struct AuditCounts
{
    qsizetype same = 0;
    qsizetype create = 0;
    qsizetype update = 0;
    qsizetype deleted = 0;
    qsizetype failed = 0;
    qsizetype total() const { return same + create + update + deleted + failed; }
    void add(AuditState state);
    static AuditCounts of(const QList<AuditItem> &items);
    bool inSync() const { return create == 0 && update == 0 && deleted == 0 && failed == 0; }
};

struct AuditResult
{
    // The listed resources in listed order, then the Delete items by path.
    QList<AuditItem> items;
    AuditCounts counts;
    bool canceled = false; // items and counts then hold what was judged so far
};

// Compares a local copy folder with the resources a source lists, without
// downloading anything (catalogue 19.3; the folder layout is LocalCopyLayout's).
//
// - Listed resources are matched to files by the path relativePathFor() gives
//   them, so shortened names are matched too.
// - For a file present on both sides, every enabled check whose value the
//   list gives is made; any difference makes it Update, with all differing
//   checks as reasons. The hash is only computed when the length (if checked)
//   agrees: a different size already proves the content differs. Digests are
//   computed in one streaming pass, for the algorithms the list gives.
// - A lastmod within the tolerance of the file's modification time is equal.
// - Every other file below the root is Delete, except the state directory
//   (LocalCopyLayout::stateDirectoryName()) and what it holds. Files urlFor()
//   refuses are still Delete (the mirror would remove them), with reason
//   NotFromLayout; cut names (LocalCopyLayout::Error::ShortenedName) are Extra
//   with an empty URL, since only the mirror's state file knows theirs.
// - Symbolic links (and junctions, devices, pipes) are never followed or read:
//   at a listed path they make the item Update, elsewhere Delete, with reason
//   NotRegularFile. Directories are walked, links to directories are not.
// - A missing root is an empty copy: everything is Create.
//
// Pure and synchronous: call it from any thread; the callbacks run on the
// calling thread. `cancel`, when set, is polled between files and while
// hashing. `progress` gets (done, total) in items after each item.
class AuditComparison final
{
public:
    using ProgressCallback = std::function<void(qint64 done, qint64 total)>;

    // state, when given, says where a mirror put each URL (its paths win
    // over the layout's) and which URL a file holds.
    static AuditResult compare(const QList<ListedResource> &listed, const LocalCopyLayout &layout,
                               const AuditOptions &options,
                               const std::atomic_bool *cancel = nullptr,
                               const ProgressCallback &progress = {}, StateLookup *state = nullptr);

    // One listed resource against the file at relativePath in the copy at
    // root, judged as compare() judges it: Same, Create (no regular file
    // there), Update (the reasons say why) or Failed (unreadable). Reads the
    // file only to hash it. *canceled is set when cancel stopped the hashing
    // (the item is then not judged).
    static AuditItem judge(const ListedResource &resource, const QString &root,
                           const QString &relativePath, const AuditOptions &options,
                           const std::atomic_bool *cancel = nullptr, bool *canceled = nullptr);
    // What judge() says of a path with nothing at it (Create, Missing), for a
    // caller that knows so without looking.
    static AuditItem absent(const ListedResource &resource, const QString &relativePath);
    // The Delete item of a file (or link, or special file) no listed resource
    // claims: its URL is `url` when known (the mirror's state says), else
    // what the layout maps the path back to.
    // listedOrigins ("http://host:8080"), when given, picks among the URLs a
    // path may stand for the one whose origin the source lists.
    static AuditItem extra(const QString &relativePath, bool regularFile,
                           const LocalCopyLayout &layout, const QUrl &url = {},
                           const QSet<QString> *listedOrigins = nullptr);
    // "http://host:8080": what a local copy's path cannot tell apart.
    static QString originOf(const QUrl &url);
};

// "same", "create", "update", "delete", "failed": stable, for reports.
QString auditStateKey(AuditState state);
// Translated, for people.
QString auditStateName(AuditState state);

} // namespace rsi
