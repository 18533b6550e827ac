// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "auditcomparison.h"

#include "crawl/sourcetree.h"
#include "localcopylayout.h"
#include "plainurltext.h"
#include "statedirectory.h"
#include "statelookup.h"
#include "validation/hashdigests.h"
#include "validation/w3cdatetime.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTimeZone>

#include <algorithm>
#include <memory>
#include <vector>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AuditComparison)
};

// The digests of a hash attribute by algorithm name; a repeated algorithm's
// last digest wins.
QHash<QString, QByteArray> parseHashesUtf8(QByteArrayView utf8)
{
    QHash<QString, QByteArray> hashes;
    if (utf8.isEmpty())
        return hashes;
    for (ListedDigest &digest : listedDigestsUtf8(utf8))
        hashes.insert(std::move(digest.name), std::move(digest.hex));
    return hashes;
}

std::optional<qint64> parseLength(const QString &value)
{
    bool ok = false;
    const qint64 length = value.trimmed().toLongLong(&ok);
    return ok && length >= 0 ? std::optional<qint64>(length) : std::nullopt;
}

// The same of a value in UTF-8. What lists write, digits alone, is read in
// place; anything else (signs, spaces, too many digits) the general way.
std::optional<qint64> parseLengthUtf8(QByteArrayView utf8)
{
    if (utf8.isEmpty())
        return std::nullopt;
    // 18 digits stay below 2^63.
    if (utf8.size() <= 18) {
        qint64 length = 0;
        bool digits = true;
        for (const char c : utf8) {
            if (c < '0' || c > '9') {
                digits = false;
                break;
            }
            length = length * 10 + (c - '0');
        }
        if (digits)
            return length;
    }
    return parseLength(QString::fromUtf8(utf8));
}

// A W3C datetime in UTF-8 as UTC, read without a QString when it is ASCII,
// as every valid one is.
std::optional<QDateTime> parseW3cTimeUtf8(QByteArrayView utf8)
{
    constexpr qsizetype inPlace = 64;
    if (utf8.size() > inPlace
        || std::any_of(utf8.cbegin(), utf8.cend(), [](char c) { return uchar(c) >= 0x80; }))
        return parseW3cTime(QString::fromUtf8(utf8));
    char16_t text[inPlace];
    std::transform(utf8.cbegin(), utf8.cend(), text, [](char c) { return char16_t(uchar(c)); });
    return parseW3cTime(QStringView(text, utf8.size()));
}

QString isoUtc(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

bool isCanceled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// What the walk saw at one path. Regular files only are ever opened.
struct LocalFile
{
    qint64 size = 0;
    QDateTime modified;
    bool regular = false;
    bool matched = false; // a listed resource maps here
};

// "http://host:8080": what a local copy's path cannot tell apart.
QString originKey(const QUrl &url)
{
    return url.toString(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment
                        | QUrl::RemoveUserInfo);
}

// Every entry below the root, by relative path. QDirIterator is not told to
// follow symlinks, so it never descends into a linked folder; links are
// recorded as not regular and never opened.
bool walk(const QString &root, QHash<QString, LocalFile> &files, const std::atomic_bool *cancel)
{
    const QString prefix = root.endsWith(u'/') ? root : root + u'/';
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        if (isCanceled(cancel))
            return false;
        const QString path = it.next();
        if (!path.startsWith(prefix))
            continue;
        const QString relative = path.sliced(prefix.size());
        if (isInStateDirectory(relative))
            continue;
        const QFileInfo info = it.fileInfo();
        LocalFile file;
        // Test for links first: isFile() and isDir() look through them.
        if (info.isSymLink() || info.isJunction()) {
            file.regular = false;
        } else if (info.isDir()) {
            continue;
        } else if (info.isFile()) {
            file.regular = true;
            file.size = info.size();
            file.modified = info.lastModified();
        } else {
            file.regular = false; // a device, pipe or socket
        }
        files.insert(relative, file);
    }
    return true;
}

enum class DigestOutcome { Done, Unreadable, Canceled };

// Reads the file once, feeding every requested algorithm.
DigestOutcome digestsOf(const QString &filePath, const QHash<QString, QByteArray> &wanted,
                        QHash<QString, QByteArray> &computed, QString &error,
                        const std::atomic_bool *cancel)
{
    struct Running
    {
        QString name;
        std::unique_ptr<QCryptographicHash> hash;
    };
    std::vector<Running> running;
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        if (const auto algorithm = hashAlgorithm(it.key()))
            running.push_back({it.key(), std::make_unique<QCryptographicHash>(*algorithm)});
    }
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return DigestOutcome::Unreadable;
    }
    constexpr qint64 chunkSize = 256 * 1024;
    QByteArray buffer(chunkSize, Qt::Uninitialized);
    for (;;) {
        if (isCanceled(cancel))
            return DigestOutcome::Canceled;
        const qint64 read = file.read(buffer.data(), chunkSize);
        if (read < 0) {
            error = file.errorString();
            return DigestOutcome::Unreadable;
        }
        if (read == 0)
            break;
        const QByteArrayView chunk(buffer.constData(), read);
        for (Running &r : running)
            r.hash->addData(chunk);
    }
    for (const Running &r : running)
        computed.insert(r.name, r.hash->result().toHex());
    return DigestOutcome::Done;
}

AuditReason reason(AuditReason::Kind kind, QString expected = {}, QString actual = {})
{
    AuditReason r;
    r.kind = kind;
    r.expected = std::move(expected);
    r.actual = std::move(actual);
    return r;
}

// The checks of a regular file against its listed resource: length, then
// the hashes (only when the length agrees), then lastmod.
AuditItem judgeFile(const ListedResource &resource, const QString &filePath, qint64 size,
                    const QDateTime &modified, const AuditOptions &options,
                    const std::atomic_bool *cancel, bool *canceled)
{
    AuditItem item;
    bool lengthDiffers = false;
    if (options.compareLength && resource.length) {
        item.checked.length = true;
        if (*resource.length != size) {
            lengthDiffers = true;
            item.reasons.append(reason(AuditReason::Kind::Length, QString::number(*resource.length),
                                       QString::number(size)));
        }
    }
    if (options.compareHash && !resource.hashes.isEmpty() && !lengthDiffers) {
        QHash<QString, QByteArray> computed;
        QString error;
        const DigestOutcome outcome = digestsOf(filePath, resource.hashes, computed, error, cancel);
        if (outcome == DigestOutcome::Canceled) {
            *canceled = true;
            return item;
        }
        if (outcome == DigestOutcome::Unreadable) {
            item.state = AuditState::Failed;
            item.reasons = {reason(AuditReason::Kind::Unreadable, {}, error)};
            return item;
        }
        item.checked.hash = true;
        // Sorted, so reasons come out in the same order every run.
        QStringList algorithms = resource.hashes.keys();
        std::sort(algorithms.begin(), algorithms.end());
        for (const QString &algorithm : std::as_const(algorithms)) {
            const QByteArray expected = resource.hashes.value(algorithm);
            const QByteArray actual = computed.value(algorithm);
            if (expected != actual) {
                AuditReason r = reason(AuditReason::Kind::Hash, QString::fromLatin1(expected),
                                       QString::fromLatin1(actual));
                r.algorithm = algorithm;
                item.reasons.append(std::move(r));
            }
        }
    }
    if (options.compareLastmod && resource.lastmod) {
        item.checked.lastmod = true;
        const qint64 difference
            = modified.toMSecsSinceEpoch() - resource.lastmod->toMSecsSinceEpoch();
        if (difference > options.lastmodToleranceMs || difference < -options.lastmodToleranceMs)
            item.reasons.append(
                reason(AuditReason::Kind::Lastmod, isoUtc(*resource.lastmod), isoUtc(modified)));
    }
    item.state = item.reasons.isEmpty() ? AuditState::Same : AuditState::Update;
    return item;
}

} // namespace

std::optional<QDateTime> parseW3cTime(const QString &value)
{
    if (value.isNull())
        return std::nullopt;
    return parseW3cTime(QStringView(value));
}

std::optional<QDateTime> parseW3cTime(QStringView value)
{
    const W3cDatetime time = W3cDatetime::parse(value);
    if (!time.valid)
        return std::nullopt;
    // One zone for all: making QTimeZone::utc() anew and dropping it cost
    // 700 instructions per listed resource.
    static const QTimeZone utc = QTimeZone::utc();
    return QDateTime::fromMSecsSinceEpoch(time.msecsSinceEpoch, utc);
}

QUrl listedLocOfText(const QString &text)
{
    QUrl raw(text);
    QUrl normalized = LocalCopyLayout::normalizedUrl(raw);
    return normalized.isEmpty() ? raw : normalized;
}

QUrl listedLocOf(const EntryTable &table, qsizetype row, QString *key)
{
    QString text = table.loc(row).trimmed();
    if (isPlainNormalizedUrl(text)) {
        QUrl loc(text);
        if (key)
            *key = std::move(text);
        return loc;
    }
    QUrl loc = listedLocOfText(text);
    if (key)
        *key = loc.toString(QUrl::FullyEncoded);
    return loc;
}

ListedResource listedResource(const EntryTable &table, qsizetype row)
{
    return listedResource(table, row, listedLocOf(table, row));
}

ListedResource listedResource(const EntryTable &table, qsizetype row, QUrl loc)
{
    ListedResource resource;
    resource.loc = std::move(loc);
    // Read in place from the table's UTF-8: the values the general way
    // (QStrings) gives, without one per value of every listed resource.
    if (table.has(row, EntryField::Lastmod))
        resource.lastmod = parseW3cTimeUtf8(table.utf8(row, EntryField::Lastmod));
    resource.length = parseLengthUtf8(table.utf8(row, EntryField::Length));
    resource.hashes = parseHashesUtf8(table.utf8(row, EntryField::Hash));
    return resource;
}

QString resourceKeyOf(const EntryTable &table, qsizetype row)
{
    QString text = table.loc(row).trimmed();
    if (isPlainNormalizedUrl(text))
        return text;
    return listedLocOfText(text).toString(QUrl::FullyEncoded);
}

QString resourceKey(const ListedResource &resource)
{
    return resource.loc.toString(QUrl::FullyEncoded);
}

QList<ListedResource> listedResources(const SourceTree &tree)
{
    QList<ListedResource> resources;
    QHash<QString, qsizetype> indexOfKey;
    for (const CrawledDocument &document : tree.documents()) {
        if (!document.loaded || document.type != DocumentType::ResourceList)
            continue;
        const EntryTable &table = document.entries;
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (table.loc(row).trimmed().isEmpty())
                continue;
            ListedResource resource = listedResource(table, row);
            const QString key = resourceKey(resource);
            const auto found = indexOfKey.constFind(key);
            if (found != indexOfKey.cend()) {
                resources[*found] = std::move(resource);
            } else {
                indexOfKey.insert(key, resources.size());
                resources.append(std::move(resource));
            }
        }
    }
    return resources;
}

AuditResult AuditComparison::compare(const QList<ListedResource> &listed,
                                     const LocalCopyLayout &layout, const AuditOptions &options,
                                     const std::atomic_bool *cancel,
                                     const ProgressCallback &progress, StateLookup *state)
{
    AuditResult result;
    const QString root = layout.rootDirectory();

    QHash<QString, LocalFile> files;
    if (!walk(root, files, cancel)) {
        result.canceled = true;
        return result;
    }

    // Map every listed URL first, so the total is known before any item is judged.
    QList<LocalCopyLayout::Result<QString>> paths;
    paths.reserve(listed.size());
    qsizetype matched = 0;
    for (const ListedResource &resource : listed) {
        // The state, when there is one, says where the mirror put it.
        if (const std::optional<QString> known
            = state ? state->pathOf(resourceKey(resource)) : std::nullopt) {
            LocalCopyLayout::Result<QString> path;
            path.value = *known;
            paths.append(path);
        } else {
            paths.append(layout.relativePathFor(resource.loc));
        }
        if (!paths.constLast().isValid())
            continue;
        const auto file = files.find(paths.constLast().value);
        if (file != files.end() && !file->matched) {
            file->matched = true;
            ++matched;
        }
    }
    const qint64 total = qint64(listed.size()) + qint64(files.size() - matched);
    qint64 done = 0;
    result.items.reserve(qsizetype(total));

    auto emitItem = [&](AuditItem item) {
        result.counts.add(item.state);
        result.items.append(std::move(item));
        ++done;
        if (progress)
            progress(done, total);
    };

    for (qsizetype i = 0; i < listed.size(); ++i) {
        if (isCanceled(cancel)) {
            result.canceled = true;
            return result;
        }
        const ListedResource &resource = listed.at(i);
        const LocalCopyLayout::Result<QString> &path = paths.at(i);
        AuditItem item;
        item.url = resource.loc;
        if (!path.isValid()) {
            item.state = AuditState::Failed;
            item.reasons.append(reason(AuditReason::Kind::Unmappable, {}, path.errorString));
            emitItem(std::move(item));
            continue;
        }
        item.relativePath = path.value;
        const auto file = files.constFind(path.value);
        if (file == files.cend()) {
            item.state = AuditState::Create;
            item.reasons.append(reason(AuditReason::Kind::Missing));
            emitItem(std::move(item));
            continue;
        }
        if (!file->regular) {
            item.state = AuditState::Update;
            item.reasons.append(reason(AuditReason::Kind::NotRegularFile));
            emitItem(std::move(item));
            continue;
        }

        item = judgeFile(resource, root + u'/' + path.value, file->size, file->modified, options,
                         cancel, &result.canceled);
        item.url = resource.loc;
        item.relativePath = path.value;
        if (result.canceled)
            return result;
        emitItem(std::move(item));
    }

    QStringList extra;
    extra.reserve(files.size() - matched);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (!it->matched)
            extra.append(it.key());
    }
    std::sort(extra.begin(), extra.end());
    // A path does not say its scheme: name an extra file by the origin the
    // source lists (an http source's file as http), else https.
    QSet<QString> listedOrigins;
    if (!extra.isEmpty()) {
        for (const ListedResource &resource : listed)
            listedOrigins.insert(originKey(resource.loc));
    }
    for (const QString &relative : std::as_const(extra)) {
        if (isCanceled(cancel)) {
            result.canceled = true;
            return result;
        }
        const std::optional<QString> held = state ? state->urlAt(relative) : std::nullopt;
        emitItem(AuditComparison::extra(relative, files.value(relative).regular, layout,
                                        held ? QUrl(*held) : QUrl(), &listedOrigins));
    }
    return result;
}

AuditItem AuditComparison::judge(const ListedResource &resource, const QString &root,
                                 const QString &relativePath, const AuditOptions &options,
                                 const std::atomic_bool *cancel, bool *canceled)
{
    const QString filePath = root + u'/' + relativePath;
    const QFileInfo info(filePath);
    AuditItem item;
    // Links first: isFile() and isDir() look through them.
    if (info.isSymLink() || info.isJunction()) {
        item.state = AuditState::Update;
        item.reasons.append(reason(AuditReason::Kind::NotRegularFile));
    } else if (!info.exists() || info.isDir()) {
        return absent(resource, relativePath);
    } else if (!info.isFile()) {
        item.state = AuditState::Update;
        item.reasons.append(reason(AuditReason::Kind::NotRegularFile));
    } else {
        bool stopped = false;
        item = judgeFile(resource, filePath, info.size(), info.lastModified(), options, cancel,
                         &stopped);
        if (canceled)
            *canceled = stopped;
    }
    item.url = resource.loc;
    item.relativePath = relativePath;
    return item;
}

AuditItem AuditComparison::absent(const ListedResource &resource, const QString &relativePath)
{
    AuditItem item;
    item.state = AuditState::Create;
    item.reasons.append(reason(AuditReason::Kind::Missing));
    item.url = resource.loc;
    item.relativePath = relativePath;
    return item;
}

QString AuditComparison::originOf(const QUrl &url)
{
    return originKey(url);
}

AuditItem AuditComparison::extra(const QString &relativePath, bool regularFile,
                                 const LocalCopyLayout &layout, const QUrl &url,
                                 const QSet<QString> *listedOrigins)
{
    AuditItem item;
    item.relativePath = relativePath;
    item.state = AuditState::Delete;
    const LocalCopyLayout::Result<QUrl> mapped = layout.urlFor(relativePath);
    if (!url.isEmpty()) {
        item.url = url;
    } else if (mapped.isValid()) {
        item.url = mapped.value;
        // A path does not say its scheme: name an extra file by the origin
        // the source lists (an http source's file as http), else https.
        if (listedOrigins) {
            for (const QUrl &candidate : layout.candidateUrlsFor(relativePath)) {
                if (listedOrigins->contains(originKey(candidate))) {
                    item.url = candidate;
                    break;
                }
            }
        }
    }
    if (!regularFile)
        item.reasons.append(reason(AuditReason::Kind::NotRegularFile));
    else if (!url.isEmpty() || mapped.isValid()
             || mapped.error == LocalCopyLayout::Error::ShortenedName)
        item.reasons.append(reason(AuditReason::Kind::Extra));
    else
        item.reasons.append(reason(AuditReason::Kind::NotFromLayout, {}, mapped.errorString));
    return item;
}

} // namespace rsi
