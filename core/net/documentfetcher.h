// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fetchoptions.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QTemporaryFile;

namespace rsi {

// The outcome of one GET: the body in a temporary file (deleted with the
// last copy of the result), or why there is none.
struct FetchResult
{
    bool ok = false;
    QString error; // translated; set when !ok
    std::optional<int> status;
    QUrl requestedUrl;
    QUrl finalUrl; // after redirects
    QString contentType;
    qint64 bytes = 0; // body bytes as received
    qint64 elapsedMs = 0;
    std::shared_ptr<QTemporaryFile> body;
};

// Fetches one URL with GET: follows redirects itself (so that a bearer token
// is only ever sent to its own host and https never downgrades to http),
// enforces the timeouts and the size cap, and streams the body to a temporary
// file. Emits finished() exactly once. Lives on the thread of the
// QNetworkAccessManager it is given.
class DocumentFetcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DocumentFetcher)

public:
    DocumentFetcher(QNetworkAccessManager *network, FetchOptions options,
                    QObject *parent = nullptr);
    ~DocumentFetcher() override;

    void fetch(const QUrl &url);
    void abort();

Q_SIGNALS:
    void finished(const rsi::FetchResult &result);

private:
    void sendRequest(const QUrl &url);
    void onReadyRead();
    void onFinished();
    void fail(const QString &error);
    void complete(FetchResult result);

    QNetworkAccessManager *m_network = nullptr;
    FetchOptions m_options;
    QPointer<QNetworkReply> m_reply;
    FetchResult m_result;
    int m_redirects = 0;
    bool m_done = false;
    QTimer m_deadline;
    qint64 m_startedAt = 0;
};

} // namespace rsi
