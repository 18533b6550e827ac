// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <utility>

namespace rsi {

// The limits of the callback server: what a hub's request may be. A request
// over them is refused with the status the parser gives, never read whole.
struct HttpRequestLimits
{
    qsizetype maxRequestLine = 8 * 1024; // longer: 414
    qsizetype maxHeaderBytes = 32 * 1024; // all header lines together; longer: 431
    int maxHeaders = 100; // more: 431
    qint64 maxBodyBytes = 10 * 1024 * 1024; // a larger body: 413
};

// One HTTP/1.1 request as it arrived. Header names are kept as sent;
// header() compares them case-insensitively.
struct HttpRequest
{
    QByteArray method; // "GET", "POST", ... (case-sensitive, as HTTP says)
    QByteArray target; // origin-form: "/cb/token?hub.mode=..."
    QByteArray version; // "HTTP/1.1" or "HTTP/1.0"
    QList<std::pair<QByteArray, QByteArray>> headers; // values trimmed
    QByteArray body; // de-chunked

    // The first header of that name; empty when absent.
    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const;
    // All headers of that name joined with ", " (Link may come on several lines).
    QByteArray combinedHeader(QByteArrayView name) const;
    // The target's path, before '?', still percent-encoded.
    QByteArray path() const;
    // The target's query, after '?', still encoded; empty when none.
    QByteArray query() const;
};

// Reads one request from bytes that arrive in pieces, enforcing the limits
// as it goes: it never buffers more than the limits allow, and refuses as
// soon as a request is known to be too big (a Content-Length over the body
// cap is refused before the body is read). Accepts Content-Length and
// chunked bodies (never both: 400, the request-smuggling guard), LF line
// ends as well as CRLF, and no obsolete line folding. A pure object of the
// bytes it is fed: no I/O, so fuzzers and tests drive it directly.
class HttpRequestParser final
{
public:
    enum class State {
        NeedMore, // feed more bytes
        HeadComplete, // the head is in, the body is not (only while the body is awaited)
        Complete, // request() holds the whole request
        Failed, // errorStatus() says why; the connection should be answered and closed
    };

    explicit HttpRequestParser(HttpRequestLimits limits = {});

    // Appends bytes and parses as far as they go. Bytes after a complete
    // request are ignored (the server closes every connection after one).
    State feed(QByteArrayView bytes);
    State state() const { return m_state; }

    // Set once the head is read (HeadComplete or Complete).
    const HttpRequest &request() const { return m_request; }
    // The head asked for "Expect: 100-continue" and its body fits the cap.
    bool expectsContinue() const { return m_expectsContinue; }
    // With Failed: 400, 413, 414, 431, 501 (a transfer coding other than
    // chunked) or 505 (not HTTP/1.x).
    int errorStatus() const { return m_errorStatus; }
    // A short English reason, for the response body and logs.
    QByteArray errorReason() const { return m_errorReason; }

    // Parses one whole request from bytes at once (for fuzzers and tests).
    static HttpRequestParser parse(QByteArrayView bytes, HttpRequestLimits limits = {});

private:
    State fail(int status, QByteArray reason);
    void consume(qsizetype bytes); // drops bytes off the front of the buffer
    bool takeLine(QByteArray &line, qsizetype maxLength, bool &tooLong);
    State parseRequestLine(const QByteArray &line);
    State parseHeaderLine(const QByteArray &line);
    State finishHead();
    State readBody();
    State readChunked();

    enum class Stage { RequestLine, Headers, Body, Chunked, Done };

    HttpRequestLimits m_limits;
    State m_state = State::NeedMore;
    Stage m_stage = Stage::RequestLine;
    QByteArray m_buffer; // unparsed bytes
    qsizetype m_searchFrom = 0; // m_buffer holds no line end before this
    HttpRequest m_request;
    qsizetype m_headerBytes = 0;
    qint64 m_contentLength = 0;
    bool m_expectsContinue = false;
    // Chunked: the size of the chunk being read, -1 between chunks; after
    // the last chunk, trailer lines until an empty one.
    qint64 m_chunkRemaining = -1;
    bool m_inTrailer = false;
    int m_errorStatus = 0;
    QByteArray m_errorReason;
};

} // namespace rsi
