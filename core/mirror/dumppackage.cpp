// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dumppackage.h"

#include "parse/documentparser.h"
#include "util/digester.h"
#include "validation/hashdigests.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QIODevice>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <unzip.h>
#include <vector>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DumpPackage)
};

// Read in pieces this big: an entry is hashed as it streams, never held whole.
constexpr qint64 chunkSize = 64 * 1024;

std::optional<qint64> parsedLength(const std::optional<QString> &value)
{
    if (!value)
        return std::nullopt;
    bool ok = false;
    const qint64 length = value->trimmed().toLongLong(&ok);
    return ok && length >= 0 ? std::optional<qint64>(length) : std::nullopt;
}

struct ZipEntry
{
    QString name;
    qint64 compressedSize = 0;
    qint64 uncompressedSize = 0;
    quint16 method = 0;
    quint16 flags = 0;
    bool isDirectory = false;
};

constexpr quint16 encryptedFlag = 0x0001;
constexpr quint16 methodStored = 0;
constexpr quint16 methodDeflated = 8;

qint64 clampedSize(quint64 size)
{
    return size > quint64(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max()
                                                              : qint64(size);
}

// Builds the findings of one verification with the rule ids of the package's kind.
class Reporter
{
public:
    Reporter(DumpPackageResult &result, const QUrl &packageUrl)
        : m_result(result)
        , m_url(packageUrl.toString())
    { }

    bool isChangeDump() const { return m_result.kind == DumpKind::ChangeDump; }

    void add(QStringView ruleId, const QString &message, SourcePosition position = {},
             std::optional<Severity> severity = std::nullopt)
    {
        m_result.findings.append(makeFinding(ruleId, message, m_url, position, severity));
    }

private:
    DumpPackageResult &m_result;
    QString m_url;
};

// Why an entry must not be inflated, or an empty string.
QString limitBreach(const ZipEntry &entry, const DumpPackageLimits &limits)
{
    if (entry.uncompressedSize > limits.maxEntryBytes)
        return Tr::tr("The ZIP entry \"%1\" would expand to %2 bytes, more than the limit of %3 "
                      "bytes; it was not read.")
            .arg(entry.name, QString::number(entry.uncompressedSize),
                 QString::number(limits.maxEntryBytes));
    if (entry.uncompressedSize > limits.ratioThresholdBytes
        && (entry.compressedSize <= 0
            || entry.uncompressedSize / entry.compressedSize >= limits.maxCompressionRatio))
        return Tr::tr("The ZIP entry \"%1\" would expand from %2 to %3 bytes, a compression ratio "
                      "above the limit of %4 to 1 that marks a ZIP bomb; it was not read.")
            .arg(entry.name, QString::number(entry.compressedSize),
                 QString::number(entry.uncompressedSize),
                 QString::number(limits.maxCompressionRatio));
    return {};
}

} // namespace

DumpEntrySink::~DumpEntrySink() = default;

DumpPackage::DumpPackage(DumpPackageLimits limits)
    : m_limits(limits)
{ }

QString DumpPackage::manifestName()
{
    return QStringLiteral("manifest.xml");
}

bool DumpPackage::isSafeEntryName(QStringView name)
{
    if (name.isEmpty() || name.startsWith(u'/') || name.contains(u'\\') || name.contains(QChar())
        || (name.size() >= 2 && name.at(1) == u':' && name.at(0).isLetter()))
        return false;
    for (QStringView segment : name.tokenize(u'/')) {
        if (segment == u"..")
            return false;
    }
    return true;
}

DumpPackageResult DumpPackage::verifyFile(const QString &path, const QUrl &packageUrl,
                                          DumpKind hint, DumpEntrySink *sink) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        DumpPackageResult result;
        result.kind = hint;
        Reporter(result, packageUrl)
            .add(
                u"NET-001",
                Tr::tr("The package \"%1\" could not be opened: %2").arg(path, file.errorString()));
        result.outcome = DumpPackageResult::Outcome::Unreadable;
        if (sink)
            sink->finished();
        return result;
    }
    return verify(&file, packageUrl, hint, sink);
}

DumpPackageResult DumpPackage::verify(QIODevice *device, const QUrl &packageUrl, DumpKind hint,
                                      DumpEntrySink *sink) const
{
    using Outcome = DumpPackageResult::Outcome;
    using State = DumpEntryStatus::State;

    // The sink hears finished() on every way out, after the result is made.
    struct FinishSink
    {
        DumpEntrySink *sink;
        ~FinishSink()
        {
            if (sink)
                sink->finished();
        }
    } finishSink {sink};

    DumpPackageResult result;
    result.kind = hint;
    Reporter report(result, packageUrl);

    // The signature tells a damaged ZIP from something that never was one.
    device->seek(0);
    const QByteArray magic = device->read(4);
    device->seek(0);

    QuaZip zip(device);
    if (!zip.open(QuaZip::mdUnzip)) {
        if (magic.startsWith("PK")) {
            report.add(u"SAFE-008",
                       Tr::tr("The package looks like a ZIP file but its directory cannot be "
                              "read: the file is truncated or damaged (ZIP error %1). Its "
                              "bitstreams could not be checked.")
                           .arg(zip.getZipError()));
            result.outcome = Outcome::Corrupt;
        } else {
            report.add(report.isChangeDump() ? u"CD-011" : u"RD-011",
                       Tr::tr("The package is not a ZIP file, so its manifest and bitstreams "
                              "could not be checked."));
            result.outcome = Outcome::NotZip;
        }
        return result;
    }

    const int count = zip.getEntriesCount();
    if (count < 0) {
        report.add(u"SAFE-008",
                   Tr::tr("The ZIP directory of the package cannot be read (ZIP error %1).")
                       .arg(zip.getZipError()));
        result.outcome = Outcome::Corrupt;
        return result;
    }
    result.entryCount = count;
    if (count > m_limits.maxEntries) {
        report.add(u"SAFE-006",
                   Tr::tr("The package has %1 entries, more than the limit of %2; it was not "
                          "checked.")
                       .arg(QString::number(count), QString::number(m_limits.maxEntries)));
        result.outcome = Outcome::Refused;
        return result;
    }

    // First pass: the central directory only, nothing is inflated.
    std::vector<ZipEntry> zipEntries;
    zipEntries.reserve(std::size_t(count));
    QHash<QString, qsizetype> fileIndex; // name -> first file entry of that name
    qint64 totalBytes = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFileInfo64 info;
        if (!zip.getCurrentFileInfo(&info))
            break;
        ZipEntry entry;
        entry.name = info.name;
        entry.compressedSize = clampedSize(info.compressedSize);
        entry.uncompressedSize = clampedSize(info.uncompressedSize);
        entry.method = info.method;
        entry.flags = info.flags;
        entry.isDirectory = info.name.endsWith(u'/');
        totalBytes = entry.uncompressedSize > std::numeric_limits<qint64>::max() - totalBytes
            ? std::numeric_limits<qint64>::max()
            : totalBytes + entry.uncompressedSize;
        if (!entry.isDirectory && !fileIndex.contains(entry.name))
            fileIndex.insert(entry.name, qsizetype(zipEntries.size()));
        zipEntries.push_back(std::move(entry));
    }
    if (zip.getZipError() != UNZ_OK || qsizetype(zipEntries.size()) != count) {
        report.add(u"SAFE-008",
                   Tr::tr("The ZIP directory of the package is damaged: %1 of %2 entries could "
                          "be listed (ZIP error %3).")
                       .arg(QString::number(zipEntries.size()), QString::number(count),
                            QString::number(zip.getZipError())));
        result.outcome = Outcome::Corrupt;
        return result;
    }

    for (const ZipEntry &entry : zipEntries) {
        if (isSafeEntryName(entry.name))
            continue;
        result.unsafeEntryNames.append(entry.name);
        report.add(u"SAFE-007",
                   Tr::tr("The ZIP entry name \"%1\" would escape the folder it is extracted "
                          "to (an absolute path, a drive letter, a backslash or a \"..\" "
                          "segment); it is never extracted.")
                       .arg(entry.name));
    }

    if (totalBytes > m_limits.maxTotalBytes) {
        report.add(u"SAFE-006",
                   Tr::tr("The package would expand to %1 bytes, more than the limit of %2 "
                          "bytes; it was not checked.")
                       .arg(QString::number(totalBytes), QString::number(m_limits.maxTotalBytes)));
        result.outcome = Outcome::Refused;
        return result;
    }

    // The manifest: exactly "manifest.xml" at the top level (RDM-002).
    const auto manifestIt = fileIndex.constFind(manifestName());
    if (manifestIt == fileIndex.cend()) {
        QString misplaced;
        for (const ZipEntry &entry : zipEntries) {
            if (!entry.isDirectory
                && entry.name.section(u'/', -1).compare(manifestName(), Qt::CaseInsensitive) == 0) {
                misplaced = entry.name;
                break;
            }
        }
        if (report.isChangeDump())
            report.add(u"CDM-001",
                       misplaced.isEmpty()
                           ? Tr::tr("The package contains no manifest.xml at the top "
                                    "level of the ZIP.")
                           : Tr::tr("The package contains \"%1\", but the manifest must "
                                    "be named exactly manifest.xml at the top level of "
                                    "the ZIP.")
                                 .arg(misplaced));
        else if (misplaced.isEmpty())
            report.add(u"RDM-001",
                       Tr::tr("The package contains no manifest.xml at the top level of the "
                              "ZIP."));
        else
            report.add(u"RDM-002",
                       Tr::tr("The package contains \"%1\", but the manifest must be named "
                              "exactly manifest.xml at the top level of the ZIP.")
                           .arg(misplaced));
        result.outcome = Outcome::NoManifest;
        return result;
    }

    const ZipEntry &manifestEntry = zipEntries[std::size_t(*manifestIt)];
    QString manifestBreach = limitBreach(manifestEntry, m_limits);
    if (manifestBreach.isEmpty() && manifestEntry.uncompressedSize > m_limits.manifestMaxBytes)
        manifestBreach = Tr::tr("manifest.xml would expand to %1 bytes, more than the limit of "
                                "%2 bytes; it was not read.")
                             .arg(QString::number(manifestEntry.uncompressedSize),
                                  QString::number(m_limits.manifestMaxBytes));
    if (!manifestBreach.isEmpty()) {
        report.add(u"SAFE-006", manifestBreach);
        result.outcome = Outcome::Refused;
        return result;
    }
    if ((manifestEntry.flags & encryptedFlag) != 0
        || (manifestEntry.method != methodStored && manifestEntry.method != methodDeflated)) {
        report.add(u"RDM-013",
                   Tr::tr("manifest.xml is encrypted or uses compression method %1, so it "
                          "cannot be read.")
                       .arg(manifestEntry.method),
                   {}, Severity::Error);
        result.outcome = Outcome::Corrupt;
        return result;
    }

    {
        zip.setCurrentFile(manifestName(), QuaZip::csSensitive);
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            report.add(u"RDM-013",
                       Tr::tr("manifest.xml cannot be read from the package (ZIP error %1).")
                           .arg(file.getZipError()),
                       {}, Severity::Error);
            result.outcome = Outcome::Corrupt;
            return result;
        }
        ParserLimits parserLimits;
        parserLimits.maxBytes = m_limits.manifestMaxBytes;
        result.manifest = DocumentParser(parserLimits).parse(&file, packageUrl);
        result.bytesInflated += result.manifest.document.byteSize;
        file.close();
        if (file.getZipError() == UNZ_CRCERROR)
            report.add(u"RDM-013",
                       Tr::tr("manifest.xml fails its CRC-32 check: the package is damaged."), {},
                       Severity::Error);
    }

    const std::optional<QString> capability = result.manifest.document.capability();
    if (capability == u"resourcedump-manifest")
        result.kind = DumpKind::ResourceDump;
    else if (capability == u"changedump-manifest")
        result.kind = DumpKind::ChangeDump;
    const bool changeDump = report.isChangeDump();

    // Match every url to its ZIP entry.
    const QList<Entry> &manifestEntries = result.manifest.document.entries;
    std::vector<bool> referenced(zipEntries.size(), false);
    referenced[std::size_t(*manifestIt)] = true;
    QHash<qsizetype, QList<qsizetype>> wanted; // ZIP entry -> statuses that need its bytes
    for (qsizetype i = 0; i < manifestEntries.size(); ++i) {
        const Entry &entry = manifestEntries.at(i);
        DumpEntryStatus status;
        status.manifestIndex = i;
        status.loc = entry.trimmedLoc();
        const bool deleted = changeDump && entry.metadata && entry.metadata->change() == u"deleted";
        const std::optional<QString> path = entry.metadata ? entry.metadata->path() : std::nullopt;
        if (changeDump) {
            // Patch links name entries too (CDM-017, LNK-006).
            for (const Link &link : entry.links) {
                const std::optional<QString> linkPath = link.path();
                if (!linkPath)
                    continue;
                const QString name = linkPath->startsWith(u'/') ? linkPath->sliced(1) : *linkPath;
                const auto it = fileIndex.constFind(name);
                if (it != fileIndex.cend())
                    referenced[std::size_t(*it)] = true;
            }
        }
        if (!path) {
            status.state = deleted ? State::Deleted : State::NoPath;
            result.entries.append(status);
            continue;
        }
        status.zipName = path->startsWith(u'/') ? path->sliced(1) : *path;
        status.expectedLength = parsedLength(entry.metadata->length());
        const auto it = fileIndex.constFind(status.zipName);
        if (it == fileIndex.cend()) {
            status.state = State::Missing;
            if (!changeDump)
                report.add(u"RDM-009",
                           Tr::tr("The manifest names the path \"%1\" for %2, but the ZIP has "
                                  "no such entry.")
                               .arg(*path, status.loc),
                           entry.position);
            else if (deleted)
                report.add(u"CDM-011",
                           Tr::tr("The deleted resource %1 carries the path \"%2\", and the ZIP "
                                  "has no such entry.")
                               .arg(status.loc, *path),
                           entry.position);
            else
                report.add(u"CDM-010",
                           Tr::tr("The manifest names the path \"%1\" for %2, but the ZIP has "
                                  "no such entry.")
                               .arg(*path, status.loc),
                           entry.position);
            result.entries.append(status);
            continue;
        }
        referenced[std::size_t(*it)] = true;
        wanted[*it].append(result.entries.size());
        result.entries.append(status);
    }

    for (std::size_t k = 0; k < zipEntries.size(); ++k) {
        const ZipEntry &entry = zipEntries[k];
        if (referenced[k] || entry.isDirectory)
            continue;
        result.unreferencedEntries.append(entry.name);
        // An escaping name has its SAFE-007 already; one finding per problem.
        if (!isSafeEntryName(entry.name))
            continue;
        report.add(changeDump ? u"CDM-017" : u"RDM-010",
                   Tr::tr("The ZIP entry \"%1\" is not named by any path in the manifest.")
                       .arg(entry.name));
    }

    // Second pass: stream each wanted entry once, in ZIP order, through every
    // hash any url naming it lists.
    const auto entryPosition = [&](qsizetype statusIndex) {
        return manifestEntries.at(result.entries.at(statusIndex).manifestIndex).position;
    };
    const auto setState = [&](const QList<qsizetype> &statuses, State state) {
        for (qsizetype s : statuses)
            result.entries[s].state = state;
    };
    // The caller asked to stop: what was not reached stays NotChecked, and
    // no finding says so (the caller knows).
    bool canceled = false;
    const auto cancelRequested = [&] {
        canceled = canceled || (sink && sink->isCanceled());
        return canceled;
    };
    QByteArray buffer; // allocated once, for the first entry read
    qsizetype zipPosition = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile(), ++zipPosition) {
        const auto wantedIt = wanted.constFind(zipPosition);
        if (wantedIt == wanted.cend())
            continue;
        if (cancelRequested())
            break;
        const QList<qsizetype> &statuses = *wantedIt;
        const ZipEntry &entry = zipEntries[std::size_t(zipPosition)];
        const SourcePosition position = entryPosition(statuses.first());

        const QString breach = limitBreach(entry, m_limits);
        if (!breach.isEmpty()) {
            report.add(u"SAFE-006", breach, position);
            setState(statuses, State::Refused);
            continue;
        }
        if ((entry.flags & encryptedFlag) != 0
            || (entry.method != methodStored && entry.method != methodDeflated)) {
            report.add(u"RDM-013",
                       (entry.flags & encryptedFlag) != 0
                           ? Tr::tr("The ZIP entry \"%1\" is encrypted and cannot be "
                                    "extracted or checked.")
                                 .arg(entry.name)
                           : Tr::tr("The ZIP entry \"%1\" uses compression method %2; only "
                                    "stored and deflate can be extracted, so it was not "
                                    "checked.")
                                 .arg(entry.name, QString::number(entry.method)),
                       position, Severity::Warning);
            setState(statuses, State::Unreadable);
            continue;
        }

        // One hash object per algorithm, shared by the urls naming this entry.
        std::vector<std::pair<QCryptographicHash::Algorithm, std::unique_ptr<Digester>>> hashes;
        QList<QList<ListedDigest>> listed;
        for (qsizetype s : statuses) {
            const Entry &urlEntry = manifestEntries.at(result.entries.at(s).manifestIndex);
            const std::optional<QString> hash = urlEntry.metadata->hash();
            listed.append(hash ? listedDigests(*hash) : QList<ListedDigest>());
            for (const ListedDigest &digest : listed.constLast()) {
                const bool known = std::any_of(hashes.cbegin(), hashes.cend(), [&](const auto &h) {
                    return h.first == digest.algorithm;
                });
                if (!known)
                    hashes.emplace_back(digest.algorithm,
                                        std::make_unique<Digester>(digest.algorithm));
            }
        }

        // The sink sees every entry that passed the checks above, and hears
        // end() on every way out below, so it can keep or drop what it wrote.
        bool sinkWriting = sink && sink->begin(result, statuses);
        const auto endSink = [&] {
            if (sink)
                sink->end(result, statuses);
        };

        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            report.add(u"RDM-013",
                       Tr::tr("The ZIP entry \"%1\" cannot be read (ZIP error %2).")
                           .arg(entry.name, QString::number(file.getZipError())),
                       position, Severity::Error);
            setState(statuses, State::Unreadable);
            endSink();
            continue;
        }
        qint64 read = 0;
        bool readError = false;
        bool overLimit = false;
        if (buffer.isEmpty())
            buffer = QByteArray(chunkSize, Qt::Uninitialized);
        for (;;) {
            if (cancelRequested())
                break;
            const qint64 n = file.read(buffer.data(), chunkSize);
            if (n < 0) {
                readError = true;
                break;
            }
            if (n == 0)
                break;
            read += n;
            result.bytesInflated += n;
            // The directory's sizes bound what minizip inflates, but a cap
            // that does not trust them costs nothing.
            if (read > m_limits.maxEntryBytes || result.bytesInflated > m_limits.maxTotalBytes) {
                overLimit = true;
                break;
            }
            const QByteArrayView chunk(buffer.constData(), n);
            for (auto &hash : hashes)
                hash.second->addData(chunk);
            if (sinkWriting)
                sinkWriting = sink->write(chunk);
        }
        file.close();
        if (canceled) {
            endSink(); // the statuses stay NotChecked: the sink drops the bytes
            break;
        }
        if (overLimit) {
            report.add(u"SAFE-006",
                       Tr::tr("The ZIP entry \"%1\" expanded beyond the size limit while it "
                              "was read; reading stopped.")
                           .arg(entry.name),
                       position);
            setState(statuses, State::Refused);
            endSink();
            continue;
        }
        if (readError || file.getZipError() != UNZ_OK) {
            report.add(u"RDM-013",
                       file.getZipError() == UNZ_CRCERROR
                           ? Tr::tr("The ZIP entry \"%1\" fails its CRC-32 check: its "
                                    "bytes are damaged.")
                                 .arg(entry.name)
                           : Tr::tr("The ZIP entry \"%1\" could not be read to the end "
                                    "(ZIP error %2): the package is damaged or truncated.")
                                 .arg(entry.name, QString::number(file.getZipError())),
                       position, Severity::Error);
            setState(statuses, State::Unreadable);
            endSink();
            continue;
        }

        QHash<QCryptographicHash::Algorithm, QByteArray> computed;
        for (auto &hash : hashes)
            computed.insert(hash.first, hash.second->result().toHex());

        for (qsizetype j = 0; j < statuses.size(); ++j) {
            DumpEntryStatus &status = result.entries[statuses.at(j)];
            const SourcePosition urlPosition = entryPosition(statuses.at(j));
            status.actualLength = read;
            bool mismatch = false;
            if (status.expectedLength) {
                status.lengthMatches = *status.expectedLength == read;
                if (!*status.lengthMatches) {
                    mismatch = true;
                    report.add(changeDump ? u"CDM-013" : u"RDM-011",
                               Tr::tr("The ZIP entry \"%1\" for %2 has %3 bytes, but the "
                                      "manifest gives a length of %4.")
                                   .arg(entry.name, status.loc, QString::number(read),
                                        QString::number(*status.expectedLength)),
                               urlPosition, Severity::Error);
                }
            }
            for (const ListedDigest &digest : listed.at(j)) {
                const QByteArray actual = computed.value(digest.algorithm);
                status.digests.insert(digest.name, actual);
                const bool matches = actual == digest.hex;
                status.hashMatches = status.hashMatches.value_or(true) && matches;
                if (!matches) {
                    mismatch = true;
                    report.add(changeDump ? u"CDM-013" : u"RDM-011",
                               Tr::tr("The ZIP entry \"%1\" for %2 has the %3 digest \"%4\", "
                                      "but the manifest gives \"%5\".")
                                   .arg(entry.name, status.loc, digest.name,
                                        QString::fromLatin1(actual),
                                        QString::fromLatin1(digest.hex)),
                               urlPosition, Severity::Error);
                }
            }
            status.state = mismatch ? State::Mismatch : State::Verified;
        }
        endSink();
    }
    if (!canceled && zip.getZipError() != UNZ_OK)
        report.add(u"SAFE-008",
                   Tr::tr("The ZIP directory of the package could not be walked again (ZIP "
                          "error %1); some bitstreams were not checked.")
                       .arg(zip.getZipError()));

    result.outcome = Outcome::Checked;
    return result;
}

QSet<QString> DumpPackage::checkedRuleIds()
{
    return {
        QStringLiteral("RDM-001"),  QStringLiteral("RDM-002"),  QStringLiteral("RDM-009"),
        QStringLiteral("RDM-010"),  QStringLiteral("RDM-011"),  QStringLiteral("RDM-013"),
        QStringLiteral("CDM-001"),  QStringLiteral("CDM-010"),  QStringLiteral("CDM-011"),
        QStringLiteral("CDM-013"),  QStringLiteral("CDM-017"),  QStringLiteral("RD-011"),
        QStringLiteral("CD-011"),   QStringLiteral("NET-001"),  QStringLiteral("SAFE-006"),
        QStringLiteral("SAFE-007"), QStringLiteral("SAFE-008"),
    };
}

} // namespace rsi
