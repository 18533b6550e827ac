// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dumpcheckjob.h"

#include "localsource.h"
#include "mirror/packagemanifest.h"
#include "net/httpengine.h"
#include "sourcetree.h"
#include "util/digester.h"
#include "util/workerpool.h"
#include "validation/hashdigests.h"
#include "validation/validator.h"

#include <QFile>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace rsi {

// What checking one package on a worker thread found: DumpPackage's result,
// the manifest's findings as a document, and the package's own size and
// digests for its fixity.
struct PackageCheck
{
    DumpPackageResult result;
    FindingList manifestFindings;
    bool readable = false;
    qint64 size = 0;
    QHash<int, QByteArray> digests; // QCryptographicHash::Algorithm -> lower-case hex
    // The download's, set on the job's thread.
    std::optional<int> status;
    QString contentType;
};

namespace {

// At most this many packages on disk (downloading or being checked) at once.
constexpr int packageWindow = 2;

// Stops DumpPackage between chunks when the job is canceled; it wants none
// of the bitstreams.
class CancelSink final : public DumpEntrySink
{
public:
    explicit CancelSink(std::shared_ptr<std::atomic_bool> canceled)
        : m_canceled(std::move(canceled))
    { }
    bool begin(const DumpPackageResult &, const QList<qsizetype> &) override { return false; }
    bool write(QByteArrayView) override { return false; }
    void end(const DumpPackageResult &, const QList<qsizetype> &) override { }
    bool isCanceled() const override { return m_canceled->load(); }

private:
    std::shared_ptr<std::atomic_bool> m_canceled;
};

// The digests of the whole file. Computed here, not while it downloads:
// Digester's SHA-256 is five times as fast as the download's
// QCryptographicHash, which made the check of a 100 MB package take three
// times as long.
void digestFile(const QString &path, const QList<QCryptographicHash::Algorithm> &algorithms,
                QHash<int, QByteArray> &digests, const std::atomic_bool &canceled)
{
    std::vector<std::pair<QCryptographicHash::Algorithm, std::unique_ptr<Digester>>> open;
    for (const QCryptographicHash::Algorithm algorithm : algorithms) {
        if (!digests.contains(int(algorithm)))
            open.emplace_back(algorithm, std::make_unique<Digester>(algorithm));
    }
    QFile file(path);
    if (open.empty() || !file.open(QIODevice::ReadOnly))
        return;
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    for (;;) {
        if (canceled.load())
            return;
        const qint64 n = file.read(buffer.data(), buffer.size());
        if (n <= 0)
            break;
        for (auto &hash : open)
            hash.second->addData(QByteArrayView(buffer.constData(), n));
    }
    for (auto &hash : open)
        digests.insert(int(hash.first), hash.second->result().toHex());
}

// Runs on a worker thread: a pure function of the file and what it is given.
PackageCheck checkPackage(const QString &path, const QUrl &packageUrl, DumpKind hint,
                          const DumpPackageLimits &limits, ValidationOptions validation,
                          QList<QCryptographicHash::Algorithm> algorithms,
                          QHash<int, QByteArray> digests,
                          const std::shared_ptr<std::atomic_bool> &canceled)
{
    PackageCheck check;
    QFile file(path);
    check.readable = file.exists();
    check.size = file.size();
    check.digests = std::move(digests);
    digestFile(path, algorithms, check.digests, *canceled);
    CancelSink sink(canceled);
    check.result = DumpPackage(limits).verifyFile(path, packageUrl, hint, &sink);
    if (check.result.outcome != DumpPackageResult::Outcome::Checked)
        return check;
    // The manifest judged as the document it must be, as `validate` judges
    // a package's.
    validation.expectedCapability = check.result.kind == DumpKind::ChangeDump
        ? QStringLiteral("changedump-manifest")
        : QStringLiteral("resourcedump-manifest");
    validation.expectIndex = false;
    Document manifest = check.result.manifest.document;
    manifest.url = DumpCheckJob::manifestUrl(packageUrl);
    check.manifestFindings = Validator(validation).validate(manifest);
    return check;
}

DumpKind kindOf(DocumentType type)
{
    return type == DocumentType::ChangeDump ? DumpKind::ChangeDump : DumpKind::ResourceDump;
}

} // namespace

DumpCheckJob::DumpCheckJob(SourceTree &tree, FetchOptions fetch, ValidationOptions validation,
                           QNetworkAccessManager *network, QObject *parent)
    : Job(parent)
    , m_tree(tree)
    , m_validation(std::move(validation))
{
    fetch.revalidate = false; // a 304 would leave no package to check
    m_engine = new HttpEngine(network, std::move(fetch), this);
    connect(m_engine, &HttpEngine::finished, this, &DumpCheckJob::onFetched);
    m_limits.manifestMaxBytes = m_validation.maxBytes;
}

DumpCheckJob::~DumpCheckJob()
{
    m_canceled->store(true); // a package still being checked stops early
}

void DumpCheckJob::setScope(ResourceFilter scope)
{
    m_scope = std::move(scope);
}

void DumpCheckJob::setLocalRoot(const QString &folder)
{
    m_local = folder.isEmpty() ? nullptr : std::make_unique<LocalSource>(folder);
}

QSet<QString> DumpCheckJob::checkedRuleIds()
{
    return {QStringLiteral("RD-014"), QStringLiteral("CD-015"), QStringLiteral("HTTP-001"),
            QStringLiteral("NET-001")};
}

QUrl DumpCheckJob::manifestUrl(const QUrl &packageUrl)
{
    return packageManifestUrl(packageUrl);
}

void DumpCheckJob::doStart()
{
    collectPackages();
    setTotalAmount(m_packages.size());
    pump();
}

void DumpCheckJob::doCancel()
{
    m_canceled->store(true);
    m_engine->disconnect(this);
    m_engine->abortAll();
    m_pending.clear();
}

void DumpCheckJob::collectPackages()
{
    const QList<bool> inScope = documentsInScope(m_tree, m_scope);
    QSet<QString> seen;
    for (int id = 0; id < m_tree.size(); ++id) {
        const CrawledDocument &document = m_tree.document(id);
        if (!document.loaded || !inScope.at(id)
            || (document.type != DocumentType::ResourceDump
                && document.type != DocumentType::ChangeDump))
            continue;
        const EntryTable &entries = document.entries;
        for (qsizetype row = 0; row < entries.size(); ++row) {
            const QString loc = entries.value(row, EntryField::Loc);
            if (loc.isEmpty())
                continue;
            const QUrl url = document.url.resolved(QUrl(loc));
            if (!url.isValid() || url.isRelative())
                continue;
            const QString key = SourceTree::urlKey(url);
            if (seen.contains(key))
                continue; // RD-005 / CD-005 speak of a package listed twice
            seen.insert(key);
            m_packages.append(Package {id, row, url});
        }
    }
}

void DumpCheckJob::pump()
{
    while (!isFinished() && m_inFlight < packageWindow && m_next < m_packages.size())
        startPackage(m_next++);
    if (!isFinished() && m_inFlight == 0 && m_next >= m_packages.size())
        emitResult();
}

void DumpCheckJob::startPackage(qsizetype index)
{
    ++m_inFlight;
    const Package &package = m_packages.at(index);
    if (m_local) {
        // A local source holds its packages as it holds its documents.
        const std::optional<QString> path = m_local->fileFor(package.url);
        if (!path) {
            addUnread(index, u"NET-001",
                      tr("The folder %1 holds no file for the package %2.")
                          .arg(m_local->rootDirectory(), package.url.toString()));
            return;
        }
        m_localFiles.insert(index, *path);
        check(index, *path, nullptr, nullptr);
        return;
    }
    FetchRequest request;
    // The package as served: its length and hashes cover those bytes.
    request.acceptEncoding = "identity";
    m_pending.insert(m_engine->fetch(package.url, request), index);
}

void DumpCheckJob::onFetched(quint64 ticket, const FetchResult &result)
{
    const auto found = m_pending.constFind(ticket);
    if (found == m_pending.constEnd())
        return;
    const qsizetype index = *found;
    m_pending.erase(found);
    if (!result.ok || !result.body) {
        addUnread(
            index, result.failure == FetchFailure::Status ? u"HTTP-001" : u"NET-001",
            tr("Cannot fetch the package %1: %2").arg(result.requestedUrl.toString(), result.error),
            result.status);
        return;
    }
    check(index, result.body->fileName(), result.body, &result);
}

void DumpCheckJob::check(qsizetype index, const QString &path, std::shared_ptr<void> keepAlive,
                         const FetchResult *fetched)
{
    const Package &package = m_packages.at(index);
    const CrawledDocument &dump = m_tree.document(package.dump);
    QList<QCryptographicHash::Algorithm> algorithms;
    for (const ListedDigest &digest :
         listedDigests(dump.entries.value(package.row, EntryField::Hash)))
        algorithms.append(digest.algorithm);
    QHash<int, QByteArray> digests;
    std::optional<int> status;
    QString contentType;
    if (fetched) {
        for (const BodyDigest &digest : fetched->digests)
            digests.insert(int(digest.algorithm), digest.value.toHex());
        status = fetched->status;
        contentType = fetched->contentType;
    }
    auto *watcher = new QFutureWatcher<PackageCheck>(this);
    connect(watcher, &QFutureWatcher<PackageCheck>::finished, this,
            [this, watcher, index, keepAlive, status, contentType] {
                watcher->deleteLater();
                if (isFinished())
                    return;
                PackageCheck checked = watcher->future().takeResult();
                checked.status = status;
                checked.contentType = contentType;
                onChecked(index, std::move(checked));
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), checkPackage, path, package.url,
                                         kindOf(dump.type), m_limits, m_validation, algorithms,
                                         digests, m_canceled));
}

void DumpCheckJob::onChecked(qsizetype index, PackageCheck checked)
{
    const Package &package = m_packages.at(index);
    const CrawledDocument &dump = m_tree.document(package.dump);
    const bool changeDump = dump.type == DocumentType::ChangeDump;
    const QString packageName = package.url.toString();
    const QUrl manifest = manifestUrl(package.url);
    const DumpPackageResult &result = checked.result;
    const bool read = result.outcome == DumpPackageResult::Outcome::Checked;

    CrawledDocument document;
    document.parent = package.dump;
    document.arrival = Arrival::Package;
    document.referencePosition = dump.entries.position(package.row);
    document.reachedDownward = dump.reachedDownward;
    document.requestedUrl = package.url;
    document.url = read ? manifest : package.url;
    document.transferredBytes = checked.size;
    document.status = checked.status;
    document.contentType = checked.contentType;
    document.localPath = m_localFiles.take(index); // for a local source

    // Fixity: the package against its dump entry (RD-014, CD-015).
    FindingList findings;
    const QStringView fixityRule = changeDump ? u"CD-015" : u"RD-014";
    const QString entryLine = QString::number(document.referencePosition.line);
    const QString lengthText = dump.entries.value(package.row, EntryField::Length).trimmed();
    bool lengthOk = false;
    const qint64 length = lengthText.toLongLong(&lengthOk);
    if (checked.readable && lengthOk && length != checked.size) {
        findings.append(makeFinding(
            fixityRule,
            tr("The package has %1 bytes, but its entry in the %2 (line %3) gives a length of %4.")
                .arg(QString::number(checked.size), documentTypeName(dump.type), entryLine,
                     QString::number(length)),
            packageName, {}));
    }
    for (const ListedDigest &digest :
         listedDigests(dump.entries.value(package.row, EntryField::Hash))) {
        const QByteArray actual = checked.digests.value(int(digest.algorithm));
        if (!checked.readable || actual.isEmpty() || actual == digest.hex)
            continue;
        findings.append(makeFinding(
            fixityRule,
            tr("The package's %1 digest is \"%2\", but its entry in the %3 (line %4) gives "
               "\"%5\".")
                .arg(digest.name, QString::fromLatin1(actual), documentTypeName(dump.type),
                     entryLine, QString::fromLatin1(digest.hex)),
            packageName, {}));
    }

    // DumpPackage names the package; a finding with a line is about the
    // manifest inside it, and says so.
    for (Finding finding : result.findings) {
        if (finding.url.isEmpty() || finding.url == packageName)
            finding.url = finding.position.isKnown() ? manifest.toString() : packageName;
        findings.append(std::move(finding));
    }
    if (read) {
        ParseResult parsed = result.manifest;
        for (Finding &finding : parsed.findings) {
            if (finding.url.isEmpty() || finding.url == packageName)
                finding.url = manifest.toString();
        }
        parsed.findings.append(checked.manifestFindings);
        parsed.findings.append(findings);
        parsed.document.url = manifest;
        document.adopt(std::move(parsed), m_validation.extensionCapabilities);
    } else {
        document.findings = findings;
        document.loaded = false;
        document.error = findings.isEmpty() ? tr("The package could not be read.")
                                            : findings.constFirst().message;
    }
    sortFindings(document.findings);
    document.documentFindingCount = document.findings.size();
    addToTree(std::move(document));
    done();
}

void DumpCheckJob::addUnread(qsizetype index, QStringView ruleId, const QString &message,
                             std::optional<int> status)
{
    const Package &package = m_packages.at(index);
    const CrawledDocument &dump = m_tree.document(package.dump);
    CrawledDocument document;
    document.parent = package.dump;
    document.arrival = Arrival::Package;
    document.referencePosition = dump.entries.position(package.row);
    document.reachedDownward = dump.reachedDownward;
    document.requestedUrl = package.url;
    document.url = package.url;
    document.status = status;
    document.error = message;
    document.findings.append(makeFinding(ruleId, message, package.url.toString(), {}));
    document.documentFindingCount = 1;
    addToTree(std::move(document));
    done();
}

void DumpCheckJob::addToTree(CrawledDocument document)
{
    const int dump = document.parent;
    m_tree.add(std::move(document));
    // Packages arrive as they are checked; they are shown in the order the
    // dump lists them, after the dump's other children.
    QList<int> &children = m_tree.document(dump).children;
    std::stable_sort(children.begin(), children.end(), [this](int a, int b) {
        const CrawledDocument &first = m_tree.document(a);
        const CrawledDocument &second = m_tree.document(b);
        const bool firstIsPackage = first.arrival == Arrival::Package;
        const bool secondIsPackage = second.arrival == Arrival::Package;
        if (firstIsPackage != secondIsPackage)
            return secondIsPackage;
        const SourcePosition &x = first.referencePosition;
        const SourcePosition &y = second.referencePosition;
        return firstIsPackage && (x.line != y.line ? x.line < y.line : x.column < y.column);
    });
}

void DumpCheckJob::done()
{
    --m_inFlight;
    setProcessedAmount(++m_done);
    pump();
}

} // namespace rsi
