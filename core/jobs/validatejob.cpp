// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validatejob.h"

#include "net/documentfetcher.h"
#include "parse/documentparser.h"
#include "validation/validator.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QTemporaryFile>
#include <QtConcurrent>

namespace rsi {

namespace {

// Runs on a worker thread: a pure function of the file and the options.
DocumentReport parseAndValidate(const QString &path, const QUrl &url, const ParserLimits &limits,
                                const ValidationOptions &options)
{
    const ParseResult parsed = DocumentParser(limits).parseFile(path, url);
    DocumentReport report;
    report.url = url.toString();
    const Document &document = parsed.document;
    report.loaded = !std::any_of(parsed.findings.cbegin(), parsed.findings.cend(),
                                 [](const Finding &f) { return f.ruleId == u"NET-001"; });
    report.root = document.rootName;
    report.capability = document.capability().value_or(QString());
    report.entries = document.entryCount;
    report.bytes = document.byteSize;
    report.findings = Validator(options).validate(parsed);
    return report;
}

} // namespace

ValidateJob::ValidateJob(QStringList inputs, ValidationOptions validation, FetchOptions fetch,
                         QNetworkAccessManager *network, QObject *parent)
    : Job(parent)
    , m_inputs(std::move(inputs))
    , m_validation(std::move(validation))
    , m_fetch(std::move(fetch))
    , m_network(network)
{
    m_report.specVersion = m_validation.specVersion;
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
    setTotalAmount(m_inputs.size());
    processNext();
}

void ValidateJob::doCancel()
{
    if (m_current) {
        // A running parse cannot be interrupted; its result is dropped.
        m_current->disconnect(this);
        m_current->deleteLater();
        m_current = nullptr;
    }
}

void ValidateJob::processNext()
{
    if (isFinished())
        return;
    setProcessedAmount(m_next);
    if (m_next >= m_inputs.size()) {
        emitResult();
        return;
    }
    const QString input = m_inputs.at(m_next++);
    const QUrl url = inputToUrl(input);
    if (!url.isValid()) {
        addUnloaded(
            QUrl(input), u"NET-001",
            QCoreApplication::translate("ValidateJob", "\"%1\" is neither a file nor a URL.")
                .arg(input));
        QMetaObject::invokeMethod(this, &ValidateJob::processNext, Qt::QueuedConnection);
        return;
    }
    if (url.isLocalFile()) {
        validateLocalFile(url.toLocalFile(), url, nullptr);
        return;
    }
    auto *fetcher = new DocumentFetcher(m_network, m_fetch, this);
    m_current = fetcher;
    connect(fetcher, &DocumentFetcher::finished, this, &ValidateJob::onFetched);
    fetcher->fetch(url);
}

void ValidateJob::onFetched(const FetchResult &result)
{
    if (m_current)
        m_current->deleteLater();
    m_current = nullptr;
    if (!result.ok) {
        addUnloaded(result.requestedUrl,
                    result.failure == FetchFailure::Status ? u"HTTP-001" : u"NET-001",
                    QCoreApplication::translate("ValidateJob", "Cannot fetch %1: %2")
                        .arg(result.finalUrl.toString(), result.error),
                    result.status);
        processNext();
        return;
    }
    // Judged as the document at the URL it came from: the site rules
    // (GEN-026) compare entries with that URL, not with a redirect's start.
    validateLocalFile(result.body->fileName(), result.finalUrl, &result);
}

void ValidateJob::validateLocalFile(const QString &path, const QUrl &url,
                                    const FetchResult *fetched)
{
    auto *watcher = new QFutureWatcher<DocumentReport>(this);
    m_current = watcher;
    // The temporary file of a download must live until the parse is done.
    std::shared_ptr<QTemporaryFile> body = fetched ? fetched->body : nullptr;
    const std::optional<int> status = fetched ? fetched->status : std::nullopt;
    const QString contentType = fetched ? fetched->contentType : QString();
    std::optional<QString> requestedUrl;
    if (fetched && fetched->requestedUrl != fetched->finalUrl)
        requestedUrl = fetched->requestedUrl.toString();
    connect(watcher, &QFutureWatcher<DocumentReport>::finished, this,
            [this, watcher, body, status, contentType, requestedUrl] {
                DocumentReport report = watcher->result();
                report.status = status;
                report.contentType = contentType;
                report.requestedUrl = requestedUrl;
                m_report.documents.append(std::move(report));
                watcher->deleteLater();
                m_current = nullptr;
                processNext();
            });
    watcher->setFuture(QtConcurrent::run(parseAndValidate, path, url, m_limits, m_validation));
}

void ValidateJob::addUnloaded(const QUrl &url, QStringView ruleId, const QString &message,
                              std::optional<int> status)
{
    DocumentReport report;
    report.url = url.toString();
    report.status = status;
    report.findings.append(makeFinding(ruleId, message, report.url, {}));
    m_report.documents.append(std::move(report));
}

} // namespace rsi
