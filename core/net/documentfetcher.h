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

// Why a fetch gave no document.
enum class FetchFailure {
    None,
    Status, // the server answered, with a status other than 2xx
    Transport, // refused, timed out, or cut off before the body was complete
    Refused, // the inspector's own rules stopped it: redirects, size, downgrade, cancel
};

// The outcome of one GET: the body in a temporary file (deleted with the
// last copy of the result), or why there is none.
struct FetchResult
{
    bool ok = false;
    FetchFailure failure = FetchFailure::None;
    QString error; // translated; set when !ok
    std::optional<int> status; // of the last response received
    QUrl requestedUrl;
    QUrl finalUrl; // after redirects
    QString contentType;
    qint64 bytes = 0; // body bytes as received
    qint64 elapsedMs = 0;
    std::shared_ptr<QTemporaryFile> body;
};

// Fetches one URL with GET: follows redirects itself (so that https never
// downgrades to http, and a bearer token only goes to the origin - scheme,
// host and port - it was first sent to), enforces the timeouts and the size
// cap, and streams the body to a temporary file. One fetch per object:
// finished() is emitted exactly once, after fetch() (abort() before fetch()
// does nothing). Lives on the thread of the QNetworkAccessManager it is given.
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
    void fail(FetchFailure failure, const QString &error);
    std::optional<QString> tokenFor(const QUrl &url);
    void complete(FetchResult result);

    QNetworkAccessManager *m_network = nullptr;
    FetchOptions m_options;
    QPointer<QNetworkReply> m_reply;
    FetchResult m_result;
    int m_redirects = 0;
    bool m_started = false;
    bool m_done = false;
    QString m_tokenOrigin; // where the token went first; it goes nowhere else
    QTimer m_deadline;
    qint64 m_startedAt = 0;
};

} // namespace rsi
