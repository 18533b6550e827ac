// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "responsehead.h"

#include <QByteArray>
#include <QList>
#include <QNetworkProxy>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <chrono>

namespace rsi {

class CurlSession;

// What one HTTP request asks for. Redirects are never followed: the response
// to this URL is what comes back.
struct TransferRequest
{
    QUrl url; // http or https; user info and fragment are never sent
    bool head = false; // HEAD instead of GET
    QByteArray userAgent;
    // Further header fields, "Name: value", sent verbatim.
    QList<QByteArray> headers;
    // Non-empty: sent as Accept-Encoding ("gzip, deflate"), and a body in one
    // of these codings is decoded before it reaches the receiver. Empty: no
    // Accept-Encoding unless headers has one, and the body arrives as served.
    QByteArray decodedCodings;
    // With decodedCodings: the most body bytes to receive as served (before
    // decoding); more ends the transfer with TransferOutcome::TooLarge. A
    // coded body that decodes to little or nothing is bounded by this.
    qint64 maxCodedBytes = 0;
    bool insecure = false; // accept any TLS certificate
    QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::NoProxy);
};

// How a transfer ended.
struct TransferOutcome
{
    enum class Error {
        None, // the whole response arrived
        Stopped, // the receiver asked to stop
        TooLarge, // more coded bytes than TransferRequest::maxCodedBytes
        HeadTooLarge, // response header fields beyond HttpTransfer::maxHeadBytes
        CouldNotConnect, // refused, unreachable, or the connection attempt timed out
        HostNotFound,
        ProxyFailed, // the proxy could not be reached or refused the request
        ClosedWithoutAnswer,
        ClosedEarly, // the body was cut off
        ConnectionReset, // send or receive failed
        TimedOut,
        Tls, // the TLS handshake failed, or the certificate is not trusted
        BadContentCoding, // a coded body that does not decode
        NotHttp, // the answer was not an HTTP response
        Other,
    };
    Error error = Error::None;
    QString detail; // libcurl's words, for the log and the report
};

// One HTTP request and its response over libcurl, run by a CurlSession on
// its thread. The receiver gets the head, then the body in pieces, then the
// outcome; reusable: start() again once it has finished (a redirect's next
// hop), on the same connection when the server keeps it open.
class HttpTransfer final
{
    Q_DISABLE_COPY_MOVE(HttpTransfer)

public:
    // Header bytes a response may have (the status line and fields); more is
    // refused as hostile (TransferOutcome::HeadTooLarge).
    static constexpr qint64 maxHeadBytes = 256 * 1024;

    // headReceived() and bodyReceived() run from within libcurl: they must
    // not start, stop or delete any transfer, and should be quick; returning
    // false stops the transfer (TransferOutcome::Stopped). transferFinished()
    // runs from the event loop, once per start(), and may do anything,
    // including deleting the transfer.
    class Receiver
    {
    public:
        virtual bool headReceived(const ResponseHead &head) = 0;
        virtual bool bodyReceived(const char *data, qsizetype size) = 0;
        virtual void transferFinished(const TransferOutcome &outcome) = 0;

    protected:
        ~Receiver() = default;
    };

    HttpTransfer(CurlSession *session, Receiver *receiver);
    // Stops a transfer still running; its receiver hears nothing more.
    ~HttpTransfer();

    // Starts the request. False when it cannot be made at all (the session
    // is gone, libcurl refuses the URL): nothing follows then.
    bool start(const TransferRequest &request);
    // Stops a running transfer at once; the receiver hears nothing more.
    // Not from within headReceived() or bodyReceived().
    void stop();
    bool isRunning() const { return m_running; }
    // When a byte of the response last arrived (or the transfer started).
    std::chrono::steady_clock::time_point lastActivity() const { return m_lastActivity; }
    // The URL of the last start(), as sent.
    const QUrl &url() const { return m_url; }
    // The response's head, once headReceived() has been called for it.
    const ResponseHead &head() const { return m_head; }

private:
    friend class CurlSession;

    void *easyHandle() const { return m_easy; }
    // From CurlSession, after the handle left the multi handle.
    void finishedByCurl(int code);
    // The session is going away before this transfer.
    void detach();
    bool configure(const TransferRequest &request);
    void onHeaderLine(QByteArrayView line);

    struct Callbacks; // libcurl's, with its own types (httptransfer.cpp)
    friend struct Callbacks;

    QPointer<CurlSession> m_session;
    Receiver *m_receiver = nullptr;
    void *m_easy = nullptr;
    void *m_headerList = nullptr; // curl_slist
    QUrl m_url;
    ResponseHead m_head;
    qint64 m_headBytes = 0;
    qint64 m_maxCodedBytes = 0;
    bool m_headDone = false;
    bool m_running = false;
    TransferOutcome::Error m_ownError = TransferOutcome::Error::None; // set from a callback
    std::chrono::steady_clock::time_point m_lastActivity;
    char m_errorBuffer[256] = {}; // CURL_ERROR_SIZE
};

} // namespace rsi
