// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validatejob.h"

#include "mirror/dumppackage.h"
#include "mirror/packagemanifest.h"
#include "net/httpengine.h"
#include "parse/documentparser.h"
#include "util/filehead.h"
#include "util/workerpool.h"
#include "validation/validator.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QTemporaryFile>
#include <QtConcurrent>

namespace rsi {

namespace {

// A dump's package rather than a document: the ZIP signature (a local file
// header, or the end record of an empty archive) decides. A .zip name or the
// ZIP media type does too, so that a damaged package is reported as a
// package (RD-011, SAFE-008), not as XML that does not parse.
bool isZipPackage(const QString &path, const QUrl &url, const QString &contentType)
{
    const QByteArray head = readFileHead(path, 4);
    if (head == QByteArrayView("PK\x03\x04") || head == QByteArrayView("PK\x05\x06"))
        return true;
    if (head.startsWith('<') || head.startsWith("\xef\xbb\xbf") || head.startsWith("\x1f\x8b"))
        return false; // XML, XML with a byte order mark, or gzip: a document, whatever its name
    return url.path().endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive)
        || contentType.section(u';', 0, 0)
               .trimmed()
               .compare(QStringLiteral("application/zip"), Qt::CaseInsensitive)
        == 0;
}

// What --expect says the package is, if anything.
DumpKind dumpKindHint(const ValidationOptions &options)
{
    const QString expected = options.expectedCapability.value_or(QString());
    if (expected.startsWith(QStringLiteral("resourcedump")))
        return DumpKind::ResourceDump;
    if (expected.startsWith(QStringLiteral("changedump")))
        return DumpKind::ChangeDump;
    return DumpKind::Unknown;
}

// Runs on a worker thread: checks a dump's ZIP against its manifest
// (DumpPackage), then judges the manifest inside as the Resource Dump or
// Change Dump Manifest it must be. Findings with a line are in the manifest
// and name "<package>!/manifest.xml" (packageManifestUrl()), so that their
// line numbers are read in the right file; the package's own findings name
// the package.
DocumentReport checkDumpPackage(const QString &path, const QUrl &url, const ParserLimits &limits,
                                const ValidationOptions &options)
{
    DumpPackageLimits dumpLimits;
    dumpLimits.manifestMaxBytes = limits.maxBytes;
    const DumpPackageResult checked
        = DumpPackage(dumpLimits).verifyFile(path, url, dumpKindHint(options));
    DocumentReport report;
    report.url = url.toString();
    report.loaded = checked.outcome != DumpPackageResult::Outcome::Unreadable;
    report.bytes = QFileInfo(path).size();
    report.findings = checked.findings;
    const QString manifestName = packageManifestUrl(url).toString();
    for (Finding &finding : report.findings) {
        if (finding.position.isKnown() && (finding.url.isEmpty() || finding.url == report.url))
            finding.url = manifestName;
    }
    if (checked.outcome != DumpPackageResult::Outcome::Checked)
        return report;

    const Document &manifest = checked.manifest.document;
    report.root = manifest.rootName;
    report.capability = manifest.capability().value_or(QString());
    report.entries = manifest.entryCount;

    ParseResult parsed = checked.manifest;
    parsed.document.url = packageManifestUrl(url);
    ValidationOptions manifestOptions = options;
    manifestOptions.expectedCapability = checked.kind == DumpKind::ChangeDump
        ? QStringLiteral("changedump-manifest")
        : QStringLiteral("resourcedump-manifest");
    manifestOptions.expectIndex = false;
    FindingList manifestFindings = Validator(manifestOptions).validate(parsed);
    for (Finding &finding : manifestFindings) {
        if (finding.url.isEmpty() || finding.url == report.url)
            finding.url = manifestName;
    }
    report.findings.append(manifestFindings);
    sortFindings(report.findings);
    return report;
}

// Runs on a worker thread: a pure function of the file and the options.
DocumentReport parseAndValidate(const QString &path, const QUrl &url, const QString &contentType,
                                const ParserLimits &limits, const ValidationOptions &options)
{
    if (isZipPackage(path, url, contentType))
        return checkDumpPackage(path, url, limits, options);
    const ParseResult parsed = DocumentParser(limits).parseFile(path, url);
    DocumentReport report;
    report.url = url.toString();
    const Document &document = parsed.document;
    report.loaded = !parsed.isUnreadable();
    report.root = document.rootName;
    report.capability = document.capability().value_or(QString());
    report.entries = document.entryCount;
    report.bytes = document.byteSize;
    report.findings = Validator(options).validate(parsed);
    return report;
}

// The job keeps no copies of earlier downloads, so a 304 (the same URL given
// twice) would leave it with nothing to validate: it asks unconditionally.
FetchOptions withoutRevalidation(FetchOptions options)
{
    options.revalidate = false;
    return options;
}

} // namespace

ValidateJob::ValidateJob(QStringList inputs, ValidationOptions validation, FetchOptions fetch,
                         QNetworkAccessManager *network, QObject *parent)
    : Job(parent)
    , m_inputs(std::move(inputs))
    , m_validation(std::move(validation))
    , m_engine(new HttpEngine(network, withoutRevalidation(std::move(fetch)), this))
{
    m_report.specVersion = m_validation.specVersion;
    connect(m_engine, &HttpEngine::finished, this, &ValidateJob::onFetched);
}

ValidateJob::~ValidateJob() = default;

QUrl ValidateJob::inputToUrl(const QString &input)
{
    const QUrl asUrl(input, QUrl::StrictMode);
    const QString scheme = asUrl.scheme().toLower();
    if (asUrl.isValid() && (scheme == u"http" || scheme == u"https" || scheme == u"file"))
        return asUrl;
    if (input.isEmpty())
        return {};
    return QUrl::fromLocalFile(QFileInfo(input).absoluteFilePath());
}

void ValidateJob::doStart()
{
    m_slots.resize(m_inputs.size());
    setTotalAmount(m_inputs.size());
    if (m_inputs.isEmpty()) {
        emitResult();
        return;
    }
    for (qsizetype index = 0; index < m_inputs.size() && !isFinished(); ++index)
        startInput(index);
}

void ValidateJob::doCancel()
{
    // Downloads stop now; a parse under way cannot be interrupted, and its
    // result is dropped when it arrives (the job has finished by then). The
    // report keeps what was done, in input order.
    m_engine->disconnect(this);
    m_engine->abortAll();
    collectReports();
}

void ValidateJob::collectReports()
{
    for (std::optional<DocumentReport> &slot : m_slots) {
        if (slot)
            m_report.documents.append(std::move(*slot));
    }
    m_slots.clear();
}

void ValidateJob::startInput(qsizetype index)
{
    const QString &input = m_inputs.at(index);
    const QUrl url = inputToUrl(input);
    if (!url.isValid()) {
        storeUnloaded(index, QUrl(input), u"NET-001",
                      tr("\"%1\" is neither a file nor a URL.").arg(input));
    } else if (url.isLocalFile()) {
        validateFile(index, url.toLocalFile(), url, nullptr);
    } else {
        m_inputOfTicket.insert(m_engine->get(url), index);
    }
}

void ValidateJob::onFetched(quint64 ticket, const FetchResult &result)
{
    const auto found = m_inputOfTicket.constFind(ticket);
    if (found == m_inputOfTicket.constEnd())
        return;
    const qsizetype index = *found;
    m_inputOfTicket.erase(found);
    if (!result.ok || !result.body) {
        storeUnloaded(index, result.requestedUrl,
                      result.failure == FetchFailure::Status ? u"HTTP-001" : u"NET-001",
                      tr("Cannot fetch %1: %2").arg(result.finalUrl.toString(), result.error),
                      result.status);
        return;
    }
    // Judged as the document at the URL it came from: the site rules
    // (GEN-026) compare entries with that URL, not with a redirect's start.
    validateFile(index, result.body->fileName(), result.finalUrl, &result);
}

void ValidateJob::validateFile(qsizetype index, const QString &path, const QUrl &url,
                               const FetchResult *fetched)
{
    auto *watcher = new QFutureWatcher<DocumentReport>(this);
    // The temporary file of a download must live until the parse is done.
    std::shared_ptr<QTemporaryFile> body = fetched ? fetched->body : nullptr;
    const std::optional<int> status = fetched ? fetched->status : std::nullopt;
    const QString contentType = fetched ? fetched->contentType : QString();
    std::optional<QString> requestedUrl;
    if (fetched && fetched->requestedUrl != fetched->finalUrl)
        requestedUrl = fetched->requestedUrl.toString();
    connect(watcher, &QFutureWatcher<DocumentReport>::finished, this,
            [this, watcher, index, body, status, contentType, requestedUrl] {
                watcher->deleteLater();
                DocumentReport report = watcher->result();
                report.status = status;
                report.contentType = contentType;
                report.requestedUrl = requestedUrl;
                store(index, std::move(report));
            });
    watcher->setFuture(QtConcurrent::run(workerPool(), parseAndValidate, path, url, contentType,
                                         m_limits, m_validation));
}

void ValidateJob::storeUnloaded(qsizetype index, const QUrl &url, QStringView ruleId,
                                const QString &message, std::optional<int> status)
{
    DocumentReport report;
    report.url = url.toString();
    report.status = status;
    report.findings.append(makeFinding(ruleId, message, report.url, {}));
    store(index, std::move(report));
}

void ValidateJob::store(qsizetype index, DocumentReport report)
{
    if (isFinished() || m_slots.at(index))
        return;
    m_slots[index] = std::move(report);
    setProcessedAmount(++m_stored);
    if (m_stored < m_slots.size())
        return;
    collectReports();
    emitResult();
}

} // namespace rsi
