// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "versionloader.h"

#include "net/documentfetcher.h"
#include "util/workerpool.h"

#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QStringDecoder>
#include <QTemporaryFile>
#include <QTimer>
#include <QtConcurrentRun>

namespace rsi {

namespace {

// How much of the start is looked at to tell text from binary.
constexpr qsizetype sniffBytes = 8192;

bool looksBinary(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min(bytes.size(), sniffBytes));
    qsizetype control = 0;
    for (const char c : head) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte == 0)
            return true;
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r' && byte != '\f')
            ++control;
    }
    // Text has the odd form feed or escape; images and archives have many.
    return control * 100 > head.size() * 2;
}

LoadedVersion readLocal(const QString &path, qint64 maximum)
{
    LoadedVersion version;
    const QFileInfo info(path);
    if (info.isSymLink()) {
        version.status = LoadedVersion::Status::Failed;
        version.error = VersionLoader::tr("This is a symbolic link; it is not followed.");
        return version;
    }
    if (!info.exists()) {
        version.status = LoadedVersion::Status::Missing;
        return version;
    }
    if (!info.isFile()) {
        version.status = LoadedVersion::Status::Failed;
        version.error = VersionLoader::tr("This is not a regular file.");
        return version;
    }
    version.bytes = info.size();
    if (info.size() > maximum) {
        version.status = LoadedVersion::Status::TooLarge;
        return version;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        version.status = LoadedVersion::Status::Failed;
        version.error = file.errorString();
        return version;
    }
    // Read one byte more than allowed: a file that grew since is still caught.
    const QByteArray bytes = file.read(maximum + 1);
    if (bytes.size() > maximum) {
        version.status = LoadedVersion::Status::TooLarge;
        version.bytes = bytes.size();
        return version;
    }
    if (file.error() != QFileDevice::NoError) {
        version.status = LoadedVersion::Status::Failed;
        version.error = file.errorString();
        return version;
    }
    return VersionLoader::decode(bytes);
}

} // namespace

VersionLoader::VersionLoader(QNetworkAccessManager *network, FetchOptions options, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(std::move(options))
{
    m_options.maxBytes = maxBytes;
}

VersionLoader::~VersionLoader()
{
    abort();
}

LoadedVersion VersionLoader::decode(const QByteArray &bytes)
{
    LoadedVersion version;
    version.bytes = bytes.size();
    // A byte order mark says UTF-16 or UTF-32, whose ASCII has NUL bytes.
    const std::optional<QStringConverter::Encoding> marked
        = QStringConverter::encodingForData(bytes);
    if (marked && *marked != QStringConverter::Utf8) {
        QStringDecoder decoder(*marked);
        version.text = decoder.decode(bytes);
        version.status
            = decoder.hasError() ? LoadedVersion::Status::Binary : LoadedVersion::Status::Text;
        if (decoder.hasError())
            version.text.clear();
        return version;
    }
    if (looksBinary(bytes)) {
        version.status = LoadedVersion::Status::Binary;
        return version;
    }
    // Stateless: a sequence cut off at the end is an error, not kept for more input.
    QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
    version.text = utf8.decode(bytes);
    if (utf8.hasError()) // not UTF-8: every byte a character, as Latin-1
        version.text = QString::fromLatin1(bytes);
    version.status = LoadedVersion::Status::Text;
    return version;
}

void VersionLoader::load(const QString &localPath, const QUrl &url)
{
    m_pending = 2;
    if (localPath.isEmpty()) {
        --m_pending;
    } else {
        auto *watcher = new QFutureWatcher<LoadedVersion>(this);
        connect(watcher, &QFutureWatcher<LoadedVersion>::finished, this, [this, watcher] {
            watcher->deleteLater();
            m_local = watcher->result();
            --m_pending;
            finishIfDone();
        });
        watcher->setFuture(QtConcurrent::run(workerPool(), readLocal, localPath, maxBytes));
    }

    if (url.isEmpty()) {
        --m_pending;
    } else {
        auto *fetcher = new DocumentFetcher(m_network, m_options, this);
        m_fetcher = fetcher;
        connect(fetcher, &DocumentFetcher::finished, this,
                [this, fetcher](const FetchResult &result) {
                    fetcher->deleteLater();
                    if (m_aborted)
                        return;
                    if (!result.ok || !result.body) {
                        m_remote.bytes = result.bytes;
                        if (result.tooLarge) {
                            m_remote.status = LoadedVersion::Status::TooLarge;
                        } else {
                            m_remote.status = LoadedVersion::Status::Failed;
                            m_remote.error = result.error;
                        }
                        --m_pending;
                        finishIfDone();
                        return;
                    }
                    readRemote(result.body->fileName(), result.body);
                });
        // DocumentFetcher may finish from within fetch(); this object never does.
        QTimer::singleShot(0, fetcher, [fetcher, url] { fetcher->fetch(url); });
    }
    if (m_pending == 0)
        QTimer::singleShot(0, this, [this] { finishIfDone(); });
}

void VersionLoader::readRemote(const QString &path, std::shared_ptr<void> keepAlive)
{
    auto *watcher = new QFutureWatcher<LoadedVersion>(this);
    connect(watcher, &QFutureWatcher<LoadedVersion>::finished, this, [this, watcher, keepAlive] {
        watcher->deleteLater();
        m_remote = watcher->result();
        --m_pending;
        finishIfDone();
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), readLocal, path, maxBytes));
}

void VersionLoader::finishIfDone()
{
    if (m_pending > 0 || m_aborted)
        return;
    m_aborted = true; // once
    Q_EMIT finished(m_local, m_remote);
}

void VersionLoader::abort()
{
    m_aborted = true;
    if (m_fetcher) {
        m_fetcher->disconnect(this);
        m_fetcher->abort();
        m_fetcher->deleteLater();
    }
}

} // namespace rsi
