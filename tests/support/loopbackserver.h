// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

#include <chrono>
#include <memory>
#include <optional>

namespace rsi::test {

// A gzip member that inflates to size zero bytes (made a block at a time,
// about a thousandth of that): a decompression bomb for Content-Encoding.
QByteArray gzipOfZeros(qint64 size);

// A small HTTP/1.1 server on 127.0.0.1 for tests, with raw control of what it
// sends so that faults can be injected: any status and headers, slow
// (trickled) bodies, truncated bodies, chunked or gzip-encoded bodies, bodies
// without a length, redirect chains and loops, late answers, a sequence of
// answers for one path, connections closed without an answer. It can also
// serve a folder of files, so that a whole ResourceSync source can be
// crawled. HEAD is answered like GET, without the body. Single-threaded: it
// runs on the test's event loop. Every request it saw is recorded, with the
// time it arrived, and it counts how many requests were open (received, not
// yet answered in full) at once.
//
// Paths are the request target exactly as the client sent it (still
// percent-encoded, with any query). What answers a request, first match wins:
// setResponses(), setResponse() (and the helpers built on it), a file of the
// served folder, 404.
class LoopbackServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoopbackServer)

public:
    // The body is compressed first (gzipBody), then framed (chunked); trickle
    // and truncate apply to the bytes that go on the wire. A HEAD request gets
    // the same head, Content-Length included, and no body.
    struct Response
    {
        int status = 200;
        QByteArray reason = "OK";
        QList<std::pair<QByteArray, QByteArray>> headers;
        QByteArray body;
        int trickleDelayMs = 0; // > 0: send the body one byte at a time, this far apart
        bool truncate = false; // announce the full length, send half, close
        int delayMs = 0; // > 0: wait this long before answering
        bool closeWithoutAnswer = false; // read the request, close the connection
        bool chunked = false; // Transfer-Encoding: chunked, no Content-Length
        bool omitContentLength = false; // no Content-Length: closing the connection ends the body
        bool gzipBody = false; // send body gzip-compressed, with Content-Encoding: gzip
        // > 0: after body, this many more bytes ('x') as fast as the client
        // reads them, then close: a huge or endless body (omitContentLength
        // or a Content-Length in headers says what the head claims).
        qint64 streamBytes = 0;
    };

    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // names in lower case
        std::chrono::steady_clock::time_point receivedAt; // when the head was complete
    };

    explicit LoopbackServer(QObject *parent = nullptr);
    ~LoopbackServer() override;

    bool start(); // listens on 127.0.0.1, any free port
    // The same over TLS (HTTPS), with the test-only self-signed certificate
    // of tests/data/tls (127.0.0.1 and localhost), which no client trusts:
    // clients must accept it as insecure. url(), origin() and
    // urlViaLocalhost() then name https.
    bool startTls();
    bool isTls() const { return m_tls; }
    quint16 port() const { return m_server->serverPort(); }
    // http://127.0.0.1:<port><path> (https:// when started with TLS)
    QUrl url(const QString &path) const;
    // "http://127.0.0.1:<port>", what serveFolder() puts in place of its
    // rewriteOrigin.
    QByteArray origin() const;
    // The same server named "localhost": another host as far as a client's
    // per-host rules are concerned.
    QUrl urlViaLocalhost(const QString &path) const;

    void setResponse(const QByteArray &path, Response response);
    // Answers the requests for path with these responses in turn, then the
    // last one for ever. Replaces what setResponse() set for path.
    void setResponses(const QByteArray &path, QList<Response> responses);
    void serveXml(const QByteArray &path, const QByteArray &xml);
    void redirect(const QByteArray &path, const QByteArray &location, int status = 302);
    // pathA redirects to pathB and pathB back to pathA (302 both).
    void redirectLoop(const QByteArray &pathA, const QByteArray &pathB);
    // Answers path with this status and an empty body (500, 404, 429, ...).
    void setStatus(const QByteArray &path, int status);
    // Adds the header "Link: " + linkValue (e.g. `<http://...>; rel="up"`) to
    // every answer for path, whatever answers it (a response set for it, a
    // folder file, a 404). An empty linkValue removes it.
    void setLinkHeader(const QByteArray &path, const QByteArray &linkValue);

    // Answers the paths that have no response set from the files under
    // directory: /a/b.xml is directory/a/b.xml, after percent-decoding. A
    // path with a ".." segment, an absolute path, anything that resolves
    // (through symbolic links too) outside directory, and directories answer
    // 404. The Content-Type follows the extension (.xml and files without an
    // extension application/xml, .gz application/gzip, .zip application/zip,
    // .html/.htm text/html, .txt text/plain). If rewriteOrigin is given (say
    // "http://source.example"), every occurrence of it in a text file (.xml,
    // .html, .htm, .txt, no extension) is replaced by origin(), so that
    // fixtures can name absolute URLs; Content-Length counts the rewritten
    // body. Files are read at each request. An empty directory stops serving.
    void serveFolder(const QString &directory, const QByteArray &rewriteOrigin = {});
    // What the served folder answers for path: a 200 with the (rewritten)
    // file, or nothing. A test can set fault options on it and pass it to
    // setResponse() to inject a fault into one fixture document.
    std::optional<Response> folderResponse(const QByteArray &path) const;
    // Folder files are served with an ETag from their content, and a request
    // that names it (If-None-Match) gets 304 Not Modified.
    void setFolderEtags(bool on) { m_folderEtags = on; }
    // Plain answers keep the connection open for the next request, as real
    // servers do (benchmarks); answers with faults still close it. Off by
    // default: tests count connections.
    void setKeepAlive(bool on) { m_keepAlive = on; }

    const QList<Request> &requests() const { return m_requests; }
    // The requests for one path, in the order they arrived.
    QList<Request> requests(const QByteArray &path) const;
    int openRequests() const { return m_open; }
    // Connections accepted so far (a client that keeps them alive makes few).
    int connectionCount() const { return m_connections; }
    int maxOpenRequests() const { return m_maxOpen; }
    void resetMaxOpenRequests() { m_maxOpen = m_open; }

private:
    void onNewConnection();
    void handle(QTcpSocket *socket);
    Response responseFor(const Request &request);
    void answer(QTcpSocket *socket, const Response &response, bool withBody);
    void endRequest(QTcpSocket *socket);

    std::unique_ptr<QTcpServer> m_server; // a QSslServer with TLS
    bool m_tls = false;
    QHash<QByteArray, Response> m_responses;
    QHash<QByteArray, QList<Response>> m_sequences;
    QHash<QByteArray, QByteArray> m_linkHeaders;
    QString m_folder; // canonical, empty when no folder is served
    QByteArray m_rewriteOrigin;
    QList<Request> m_requests;
    int m_open = 0;
    int m_connections = 0;
    int m_maxOpen = 0;
    bool m_folderEtags = false;
    bool m_keepAlive = false;
};

} // namespace rsi::test
