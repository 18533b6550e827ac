// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/fetchoptions.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

class QNetworkAccessManager;

namespace rsi {

class DocumentFetcher;

// One version of a resource, read to be compared.
struct LoadedVersion
{
    enum class Status : quint8 {
        Text, // text holds it
        Binary, // not text: NUL bytes or many control characters
        TooLarge, // more than VersionLoader::maxBytes
        Missing, // no file, or nothing asked for
        Failed, // error says why
    };
    Status status = Status::Missing;
    QString text;
    QString error; // translated
    qint64 bytes = 0; // read (or, when too large, known so far)
};

// Loads the two versions of a resource that a diff compares: the file of the
// local copy, read on the worker pool, and the remote one, fetched with a
// DocumentFetcher (as the crawl fetches: credentials, User-Agent, limits),
// each up to maxBytes. Bytes become text when they look like text: UTF-8,
// or UTF-16 with a byte order mark, or else Latin-1; with a NUL byte or
// many control characters they are binary. A symbolic link in the local
// copy is not followed.
//
// One load per object: finished() is emitted once, after load(), never from
// within it. abort() before then cancels, and nothing is emitted. Lives on
// the network manager's thread.
class VersionLoader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VersionLoader)

public:
    static constexpr qint64 maxBytes = 4LL * 1024 * 1024;

    VersionLoader(QNetworkAccessManager *network, FetchOptions options, QObject *parent = nullptr);
    ~VersionLoader() override;

    // An empty localPath or URL leaves that side Missing.
    void load(const QString &localPath, const QUrl &url);
    void abort();

    // The text of bytes, or why there is none (Binary); public for tests.
    static LoadedVersion decode(const QByteArray &bytes);

Q_SIGNALS:
    void finished(const rsi::LoadedVersion &local, const rsi::LoadedVersion &remote);

private:
    void readRemote(const QString &path, std::shared_ptr<void> keepAlive);
    void finishIfDone();

    QNetworkAccessManager *m_network = nullptr;
    FetchOptions m_options;
    QPointer<DocumentFetcher> m_fetcher;
    LoadedVersion m_local;
    LoadedVersion m_remote;
    int m_pending = 0; // sides still loading
    bool m_aborted = false;
};

} // namespace rsi
