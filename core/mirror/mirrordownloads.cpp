// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mirrordownloads.h"

#include "crawl/localsource.h"
#include "filewritequeue.h"
#include "net/httpengine.h"
#include "util/digester.h"
#include "util/workerpool.h"
#include "validation/hashdigests.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFutureWatcher>
#include <QTemporaryFile>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent>

#include <vector>

namespace rsi {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(rsi::MirrorJob)
};

// Resources up to this size are held in memory between download and write,
// saving a temporary file each (most resources of a source are small).
constexpr qint64 memoryBodyLimit = 256 * 1024;

AuditReason reason(AuditReason::Kind kind, const QString &actual = {}, const QString &expected = {},
                   const QString &algorithm = {})
{
    AuditReason r;
    r.kind = kind;
    r.actual = actual;
    r.expected = expected;
    r.algorithm = algorithm;
    return r;
}

// What a GET of url would give, read from a local source folder instead
// (the source given as a path): the same checks then apply to it. Runs on a
// worker thread; the result's temporary file, if any, is handed to `home`.
FetchResult readLocalResource(const LocalSource &local, const QUrl &url,
                              const FetchRequest &request, qint64 maxBytes, QThread *home)
{
    FetchResult result;
    result.requestedUrl = url;
    result.finalUrl = url;
    const std::optional<QString> path = local.fileFor(url);
    if (!path) {
        result.failure = FetchFailure::Status;
        result.status = 404;
        result.error
            = Tr::tr("The local source folder %1 has no file for it.").arg(local.rootDirectory());
        return result;
    }
    QFile file(*path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.failure = FetchFailure::Transport;
        result.error = file.errorString();
        return result;
    }
    if (file.size() > maxBytes) {
        result.failure = FetchFailure::Refused;
        result.error = Tr::tr("%1 is larger than %2 bytes.").arg(*path, QString::number(maxBytes));
        return result;
    }
    const QList<QCryptographicHash::Algorithm> &digests = request.digests;
    std::vector<std::unique_ptr<QCryptographicHash>> hashes;
    for (QCryptographicHash::Algorithm algorithm : digests)
        hashes.push_back(std::make_unique<QCryptographicHash>(algorithm));
    // As a download would: in memory when the request allows, else a file.
    if (file.size() <= request.memoryBodyLimit) {
        result.bodyData = file.readAll();
        for (auto &hash : hashes)
            hash->addData(result.bodyData);
    } else {
        result.body = std::make_shared<QTemporaryFile>();
        if (!result.body->open()) {
            result.failure = FetchFailure::Refused;
            result.error = result.body->errorString();
            result.body.reset();
            return result;
        }
        QByteArray chunk;
        while (!(chunk = file.read(1024 * 1024)).isEmpty()) {
            for (auto &hash : hashes)
                hash->addData(chunk);
            result.body->write(chunk);
        }
        result.body->flush();
        result.body->moveToThread(home);
    }
    result.bytes = file.size();
    result.ok = true;
    result.status = 200;
    for (qsizetype i = 0; i < digests.size(); ++i)
        result.digests.append({digests.at(i), hashes.at(std::size_t(i))->result()});
    return result;
}

// The algorithms of a list's hashes that the inspector knows.
QList<QCryptographicHash::Algorithm> digestAlgorithms(const QHash<QString, QByteArray> &hashes)
{
    QList<QCryptographicHash::Algorithm> algorithms;
    if (hashes.isEmpty())
        return algorithms;
    algorithms.reserve(hashes.size());
    for (const HashName &known : knownHashNames()) {
        if (hashes.contains(known.name))
            algorithms.append(known.algorithm);
    }
    return algorithms;
}

// The digests of a body that its list's hashes ask for.
QList<BodyDigest> digestsOf(const QByteArray &body, const ListedResource &expected)
{
    QList<BodyDigest> digests;
    for (const QCryptographicHash::Algorithm algorithm : digestAlgorithms(expected.hashes)) {
        Digester digester(algorithm);
        digester.addData(body);
        digests.append({algorithm, digester.result()});
    }
    return digests;
}

// Why a download gave nothing: the inspector's own refusal (a redirect to
// http, the size limit) says so, not the status of the answer it refused.
QList<AuditReason> failureReasons(const FetchResult &fetched)
{
    if (fetched.failure == FetchFailure::Refused)
        return {reason(AuditReason::Kind::Refused, fetched.error)};
    if (fetched.status && fetched.failure == FetchFailure::Status)
        return {reason(AuditReason::Kind::Http, QString::number(*fetched.status))};
    return {reason(AuditReason::Kind::Network, fetched.error)};
}

} // namespace

MirrorDownloads::MirrorDownloads(HttpEngine *engine, std::shared_ptr<LocalSource> local,
                                 CopyWriter writer, qint64 maxBytes,
                                 std::shared_ptr<std::atomic_bool> cancel, Done done,
                                 QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_local(std::move(local))
    , m_writer(std::move(writer))
    , m_maxBytes(maxBytes)
    , m_cancel(std::move(cancel))
    , m_done(std::move(done))
    , m_writes(new FileWriteQueue(workerPool()->maxThreadCount(), this))
{
    if (m_engine)
        connect(m_engine, &HttpEngine::finished, this,
                [this](quint64 ticket, const FetchResult &fetched) { onFetched(ticket, fetched); });
}

MirrorDownloads::~MirrorDownloads() = default;

qsizetype MirrorDownloads::busy() const
{
    return m_fetching.size() + m_writes->pending();
}

bool MirrorDownloads::verify(const ListedResource &expected, qint64 bytes,
                             const QList<BodyDigest> &digests, QList<AuditReason> &mismatches)
{
    if (expected.length && bytes != *expected.length) {
        mismatches.append(reason(AuditReason::Kind::Length, QString::number(bytes),
                                 QString::number(*expected.length)));
        mismatches.last().ofDownload = true;
    }
    for (const HashName &known : knownHashNames()) {
        const auto listed = expected.hashes.constFind(known.name);
        if (listed == expected.hashes.cend())
            continue;
        const QByteArray actual = digestOf(digests, known.algorithm).toHex();
        if (actual != *listed) {
            mismatches.append(reason(AuditReason::Kind::Hash, QString::fromLatin1(actual),
                                     QString::fromLatin1(*listed), listed.key()));
            mismatches.last().ofDownload = true;
        }
    }
    return mismatches.isEmpty();
}

quint64 MirrorDownloads::fetch(const QUrl &url, const FetchRequest &request)
{
    if (!m_local)
        return m_engine->fetch(url, request);
    const quint64 ticket = m_nextLocalTicket++;
    auto *watcher = new QFutureWatcher<FetchResult>(this);
    connect(watcher, &QFutureWatcher<FetchResult>::finished, this, [this, watcher, ticket] {
        watcher->deleteLater();
        onFetched(ticket, watcher->future().takeResult());
    });
    watcher->setFuture(QtConcurrent::run(
        workerPool(), [local = m_local, url, request, maxBytes = m_maxBytes, home = thread()] {
            return readLocalResource(*local, url, request, maxBytes, home);
        }));
    return ticket;
}

void MirrorDownloads::start(DownloadTask task)
{
    FetchRequest request;
    // The body as served: length and hash describe it (catalogue 21.2-f).
    request.acceptEncoding = QByteArrayLiteral("identity");
    request.memoryBodyLimit = memoryBodyLimit;
    request.digests = digestAlgorithms(task.expected.hashes);
    // A small body is hashed by its write, on the pool: the engine's thread
    // is the one every download waits for.
    request.digestsOfFileBodiesOnly = true;
    const QUrl url = task.expected.loc;
    const quint64 ticket = fetch(url, request);
    m_fetching.insert(ticket, std::move(task));
}

void MirrorDownloads::fetchPackage(const QUrl &url, const QHash<QString, QByteArray> &hashes,
                                   PackageDone done)
{
    FetchRequest request;
    request.acceptEncoding = QByteArrayLiteral("identity");
    request.digests = digestAlgorithms(hashes);
    const quint64 ticket = fetch(url, request);
    m_packages.insert(ticket, std::move(done));
}

void MirrorDownloads::abortAll()
{
    if (m_engine)
        m_engine->abortAll();
}

void MirrorDownloads::onFetched(quint64 ticket, const FetchResult &fetched)
{
    if (const auto package = m_packages.constFind(ticket); package != m_packages.cend()) {
        const PackageDone done = *package;
        m_packages.erase(package);
        if (fetched.ok)
            m_bytes += fetched.bytes;
        done(fetched);
        return;
    }
    const auto found = m_fetching.find(ticket);
    if (found == m_fetching.end())
        return;
    DownloadTask task = std::move(found.value());
    m_fetching.erase(found);
    DownloadOutcome outcome;
    if (fetched.canceled || m_cancel->load()) {
        // Not done, not failed: a stopped run reports what it did.
        outcome.canceled = true;
        m_done(std::move(task), std::move(outcome));
        return;
    }
    if (!fetched.ok) {
        outcome.ruleId = QStringLiteral("AUD-003");
        outcome.message = Tr::tr("%1 could not be downloaded: %2")
                              .arg(task.expected.loc.toString(), fetched.error);
        outcome.reasons = failureReasons(fetched);
        m_done(std::move(task), std::move(outcome));
        return;
    }
    m_bytes += fetched.bytes;
    // A body the engine kept in memory comes unhashed (digestsOfFileBodiesOnly).
    const bool checkFirst = !m_local && !fetched.bodyData.isNull();
    QList<AuditReason> mismatches;
    if (!checkFirst && !verify(task.expected, fetched, mismatches)) {
        DownloadOutcome refused = rejected(task, mismatches);
        m_done(std::move(task), std::move(refused));
        return;
    }
    write(std::move(task), fetched, checkFirst);
}

DownloadOutcome MirrorDownloads::rejected(const DownloadTask &task,
                                          const QList<AuditReason> &mismatches)
{
    QStringList what;
    for (const AuditReason &mismatch : mismatches)
        what.append(mismatch.description());
    DownloadOutcome outcome;
    outcome.ruleId = QStringLiteral("AUD-002");
    outcome.message = Tr::tr("%1 was downloaded but not accepted: %2")
                          .arg(task.expected.loc.toString(), what.join(QLatin1Char(' ')));
    outcome.reasons = mismatches;
    return outcome;
}

void MirrorDownloads::write(DownloadTask task, const FetchResult &fetched, bool checkFirst)
{
    struct Written
    {
        QList<AuditReason> mismatches; // nothing was written
        QString error;
        int systemError = 0;
    };
    auto written = std::make_shared<Written>();
    const QString bodyPath = fetched.body ? fetched.body->fileName() : QString();
    // A file planned as new is written the new file's way (CopyWriter).
    const CopyWriter::Expect expect = task.planned == AuditState::Create
        ? CopyWriter::Expect::NewFile
        : CopyWriter::Expect::Replacement;
    // What the check needs of the list, when it is the write's to make.
    std::optional<ListedResource> expected;
    if (checkFirst)
        expected = task.expected;
    auto job = [written, writer = m_writer, path = task.path, bodyPath, bodyData = fetched.bodyData,
                lastmod = task.expected.lastmod, expect, expected = std::move(expected)] {
        if (expected
            && !verify(*expected, bodyData.size(), digestsOf(bodyData, *expected),
                       written->mismatches))
            return;
        if (bodyPath.isEmpty()) {
            writer.writeData(path, bodyData, lastmod, &written->error, &written->systemError,
                             expect);
            return;
        }
        QFile body(bodyPath);
        if (!body.open(QIODevice::ReadOnly)) {
            written->error = body.errorString();
            return;
        }
        writer.writeFile(path, &body, lastmod, &written->error, &written->systemError);
    };
    // The temporary body, if any, is kept until the write is done; of the
    // rest of the fetch, only what the state records.
    auto finished = [this, written, task = std::move(task), body = fetched.body,
                     contentType = fetched.contentType, etag = fetched.etag,
                     lastModified = fetched.lastModified]() mutable {
        if (!written->mismatches.isEmpty()) {
            DownloadOutcome refused = rejected(task, written->mismatches);
            m_done(std::move(task), std::move(refused));
            return;
        }
        DownloadOutcome outcome;
        if (written->error.isEmpty()) {
            outcome.written = true;
            outcome.contentType = contentType;
            outcome.etag = etag;
            outcome.lastModified = lastModified;
        } else {
            outcome.ruleId = QStringLiteral("AUD-004");
            outcome.message = Tr::tr("%1 could not be written: %2")
                                  .arg(task.expected.loc.toString(), written->error);
            outcome.reasons = {reason(AuditReason::Kind::WriteFailed, written->error)};
            outcome.outOfSpace = CopyWriter::isOutOfSpace(written->systemError);
        }
        m_done(std::move(task), std::move(outcome));
    };
    m_writes->enqueue(std::move(job), std::move(finished));
}

} // namespace rsi
